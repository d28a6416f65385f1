//! `new --fetch`: one best-effort download of a BOJ page with the user's `curl`.
//!
//! Since 2024 BOJ answers most scripted requests with 403 or an AWS WAF challenge page, so
//! this tries once (a browser-like User-Agent, no retries, a timeout) and, when it does not
//! get the problem, says what happened and how to save the page from the browser for
//! `--html`. `curl` is looked up on the `PATH` that `main` read into the [`Context`]; the
//! runner never reads the environment itself.

use super::Site;
use crate::error::Error;
use crate::Context;
use std::ffi::OsStr;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The User-Agent sent: a current desktop browser's.
const USER_AGENT: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) \
                          Chrome/124.0 Safari/537.36";

/// Seconds curl may take in all.
const TIMEOUT_SECONDS: &str = "20";

/// What one download gave.
#[derive(Debug)]
pub(super) enum Fetched {
    /// The problem's page.
    Page(String),
    /// No page: what happened and what to do instead, ready to print.
    Refused(String),
}

/// Downloads problem `number`'s page.
///
/// # Errors
/// None today: every failure is a [`Fetched::Refused`] with advice; the `Result` leaves room
/// for failures of the runner itself.
pub(super) fn boj_page(number: &str, ctx: &Context) -> Result<Fetched, Error> {
    let url = Site::Boj.url(number);
    let advice = format!(
        "to use the page anyway: open {url} in your browser, save it (Ctrl-S; \"HTML only\" \
         is enough), then run `cargo judge new boj {number} --html PATH/TO/THE/PAGE.html`\n"
    );
    let path_env = ctx
        .child_env
        .iter()
        .find(|(name, _)| name == "PATH")
        .map(|(_, value)| value.as_os_str());
    let Some(curl) = find_curl(path_env) else {
        return Ok(Fetched::Refused(format!(
            "cannot download {url}: curl is not installed (no `curl` on PATH)\n{advice}"
        )));
    };
    let mut command = Command::new(&curl);
    command
        .args(["--silent", "--show-error", "--max-time", TIMEOUT_SECONDS])
        .args(["--user-agent", USER_AGENT])
        .args(["--header", "Accept-Language: ko-KR,ko;q=0.9,en;q=0.8"])
        .args(["--header", "Accept: text/html,application/xhtml+xml"])
        .args(["--write-out", "\n%{http_code}"])
        .arg(&url)
        .env_clear()
        .stdin(Stdio::null());
    if let Some(path) = path_env {
        command.env("PATH", path);
    }
    let output = match command.output() {
        Ok(output) => output,
        Err(e) => {
            return Ok(Fetched::Refused(format!(
                "cannot download {url}: {} could not be run ({e})\n{advice}",
                curl.display()
            )))
        }
    };
    let stdout = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let why = stderr.lines().next().unwrap_or("no message").trim();
        let code = output
            .status
            .code()
            .map_or("a signal".to_owned(), |c| format!("exit code {c}"));
        return Ok(Fetched::Refused(format!(
            "cannot download {url}: curl failed ({code}: {why}); it was tried once\n{advice}"
        )));
    }
    let (body, status) = stdout.rsplit_once('\n').unwrap_or(("", &stdout));
    let status = status.trim();
    let challenge = ["awswaf", "challenge.js", "captcha", "AwsWafIntegration"]
        .iter()
        .any(|mark| body.contains(mark));
    let problem = body.contains("problem_title") || body.contains("sample-input-1");
    let why = match status {
        "200" if problem => return Ok(Fetched::Page(body.to_owned())),
        "200" | "202" if challenge => {
            "BOJ answered with a browser challenge page (AWS WAF), which a script cannot pass"
                .to_owned()
        }
        "403" => "BOJ answered 403 Forbidden: it refuses scripted downloads".to_owned(),
        "200" => "the page that came back has no problem in it".to_owned(),
        "404" => format!("BOJ answered 404: is {number} a problem number?"),
        other => format!("BOJ answered HTTP {other}"),
    };
    Ok(Fetched::Refused(format!(
        "cannot download {url}: {why}; it was tried once and is not retried\n{advice}"
    )))
}

/// `curl` in one of the folders of `path`.
fn find_curl(path: Option<&OsStr>) -> Option<PathBuf> {
    std::env::split_paths(path?)
        .map(|dir| dir.join("curl"))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &std::path::Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}
