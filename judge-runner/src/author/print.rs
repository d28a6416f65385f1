//! `cargo judge print ID`: the submission on stdout; on stderr, for BOJ, the language it is
//! judged as and where it can still be judged (BOJ closed on 2026-04-28, so here, with
//! `cargo judge`), for Programmers that the site does not grade Rust, and for a live judge
//! (Codeforces, AtCoder) its submit page and the language to pick there.

use super::Matches;
use crate::cli::flags::COPY;
use crate::error::{self, Error, HelperFault, ToolStep};
use crate::profile;
use crate::programmers::HARNESS_MARKER;
use crate::report::words::{self, AuthorLine};
use crate::report::Lang;
use crate::sites::{LiveTask, Site};
use crate::workspace;
use crate::Context;
use std::ffi::OsString;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Clipboard tools, in the order they are tried, with their arguments: macOS, Wayland, X11
/// (two), Windows and WSL.
const CLIPBOARDS: [(&str, &[&str]); 5] = [
    ("pbcopy", &[]),
    ("wl-copy", &[]),
    ("xclip", &["-selection", "clipboard"]),
    ("xsel", &["--clipboard", "--input"]),
    ("clip.exe", &[]),
];

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let root = super::root(parsed, ctx)?;
    let lang = super::lang(parsed, ctx)?;
    let id = &super::existing_problem(
        &root,
        ctx,
        "print",
        parsed.positional.first().map(String::as_str),
    )?;
    let source = root.join("problems").join(id).join("src").join("main.rs");
    let submission = read_submission(&root, id, &source)?;
    let programmers = id.starts_with("programmers-");
    let spec = super::read_spec(&root, id).ok();
    let live = live_target(id, spec.as_ref());
    if parsed.has(&COPY) {
        let tool = copy(ctx, &submission)?;
        let mut lines = vec![AuthorLine::Copied {
            lines: submission.lines().count(),
            path: workspace::rel(&root, &source),
            tool: tool.to_owned(),
        }];
        // Programmers is a live site; BOJ's pages are gone and it names no submit page.
        if let Some(url) = spec.as_ref().and_then(|s| s.url.as_deref()) {
            if programmers {
                lines.push(AuthorLine::SubmitAt {
                    url: Some(url.to_owned()),
                });
            }
        }
        say_lines(ctx, &lines, lang)?;
    } else {
        super::say(&mut ctx.stdout, &submission)?;
    }
    let note = if let Some((task, language)) = &live {
        submit_where(task.as_ref(), *language)
    } else if programmers {
        vec![AuthorLine::ProgrammersFunction {
            copied: parsed.has(&COPY),
        }]
    } else {
        // A broken problem.toml is the judge's business; print still prints.
        let language = spec.map(|spec| spec.language).unwrap_or_default();
        vec![judged_where(id, language)]
    };
    say_lines(ctx, &note, lang)?;
    Ok(error::EXIT_OK)
}

/// Says `lines` on stderr in `lang`, one a line.
fn say_lines(ctx: &mut Context, lines: &[AuthorLine], lang: Lang) -> Result<(), Error> {
    let text: String = lines
        .iter()
        .map(|line| format!("{}\n", words::author_line(line, lang)))
        .collect();
    super::say(&mut ctx.stderr, &text)
}

/// The solution file's text as it is submitted: for Programmers, the part above the harness.
fn read_submission(root: &Path, id: &str, source: &Path) -> Result<String, Error> {
    let text = match fs::read_to_string(source) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(super::usage(
                "print",
                error::Usage::NoSolutionFile {
                    path: workspace::rel(root, source),
                    id: id.to_owned(),
                },
            ))
        }
        Err(e) => return Err(Error::io(source, e)),
    };
    let submission = if id.starts_with("programmers-") {
        submission_part(&text).ok_or_else(|| Error::NoHarnessMarker {
            path: workspace::rel(root, source),
            marker: HARNESS_MARKER,
        })?
    } else {
        text
    };
    Ok(without_marker(&submission))
}

/// `text` without the to-solve marker line `new` wrote (a note for this workspace, not
/// part of a submission).
fn without_marker(text: &str) -> String {
    text.split_inclusive('\n')
        .filter(|line| !line.starts_with(workspace::to_solve::MARKER))
        .collect()
}

/// A live judge's problem: its task (from the url in problem.toml, else the id) and language.
fn live_target(
    id: &str,
    spec: Option<&crate::config::Spec>,
) -> Option<(Option<LiveTask>, crate::config::Language)> {
    Site::of_id(id).filter(|site| site.live()).map(|site| {
        let task = spec
            .and_then(|s| s.url.as_deref())
            .and_then(LiveTask::of_url)
            .or_else(|| {
                let number = id.split_once('-').map_or("", |(_, rest)| rest);
                LiveTask::of_url(&site.url(number))
            });
        let language = spec
            .map(|s| s.language)
            .filter(|l| profile::live(*l).is_some())
            .unwrap_or(site.language());
        (task, language)
    })
}

/// What `print` says of a BOJ problem: the language and BOJ's command for it, and that
/// BOJ, closed, takes no submissions, so the file is judged here (or by a live judge that
/// has the same problem).
fn judged_where(id: &str, language: crate::config::Language) -> AuthorLine {
    AuthorLine::BojClosed {
        language: language.to_string(),
        compile: crate::build::kept::languages::of_solution(language).compile,
        closed: profile::BOJ_CLOSED,
        id: id.to_owned(),
    }
}

/// What `print` says of a live judge's problem: where to submit it and the language to
/// pick, with the judge's build of it.
fn submit_where(task: Option<&LiveTask>, language: crate::config::Language) -> Vec<AuthorLine> {
    vec![
        AuthorLine::SubmitAt {
            url: task.map(LiveTask::submit_url),
        },
        AuthorLine::Pick {
            language: language.to_string(),
            build: profile::live(language).map(|row| row.build),
        },
    ]
}

/// Puts `text` on the clipboard with the first tool found on `PATH`; returns its name.
///
/// # Errors
/// No tool found (the message names them and the way around), or the tool failed.
fn copy(ctx: &Context, text: &str) -> Result<&'static str, Error> {
    let path = ctx
        .child_env
        .iter()
        .find(|(name, _)| name == "PATH")
        .map(|(_, value)| value.clone())
        .unwrap_or_default();
    let found = CLIPBOARDS
        .iter()
        .find_map(|(name, args)| find_on(&path, name).map(|exe| (*name, *args, exe)));
    let Some((name, args, exe)) = found else {
        return Err(Error::Missing {
            path: "PATH".to_owned(),
            needed: error::Needed::Clipboard,
        });
    };
    let mut env: Vec<(OsString, OsString)> = ctx.clipboard_env.clone();
    env.push(("PATH".into(), path));
    let failed = |fault: HelperFault| Error::HelperFailed {
        path: name.to_owned(),
        fault: Box::new(fault),
    };
    let tool = |step: ToolStep, e: std::io::Error| {
        failed(HelperFault::Tool {
            step,
            why: e.to_string(),
        })
    };
    let mut child = Command::new(&exe)
        .args(args)
        .env_clear()
        .envs(env)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| tool(ToolStep::Start, e))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(text.as_bytes())
            .map_err(|e| tool(ToolStep::TakeText, e))?;
    }
    let output = child
        .wait_with_output()
        .map_err(|e| tool(ToolStep::Finish, e))?;
    if !output.status.success() {
        let said = String::from_utf8_lossy(&output.stderr);
        return Err(failed(HelperFault::ToolRefused {
            status: output.status.to_string(),
            said: crate::report::inert_line(said.trim()),
        }));
    }
    Ok(name)
}

/// The executable `name` in a folder of the `PATH` value `path` (read by `main`); on
/// Windows, `name.exe`.
fn find_on(path: &std::ffi::OsStr, name: &str) -> Option<PathBuf> {
    std::env::split_paths(path)
        .filter(|dir| !dir.as_os_str().is_empty())
        .map(|dir| {
            dir.join(if cfg!(windows) {
                format!("{name}.exe")
            } else {
                name.to_owned()
            })
        })
        .find(|file| fs::metadata(file).is_ok_and(|m| m.is_file() && executable(&m)))
}

/// Whether a file may be run: an execute bit on Unix; any file elsewhere.
fn executable(meta: &fs::Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        meta.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        true
    }
}

/// The text above the marker line, without trailing blank lines, ending in one newline.
fn submission_part(text: &str) -> Option<String> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.trim() == HARNESS_MARKER {
            let above = text[..offset].trim_end();
            return Some(format!("{above}\n"));
        }
        offset += line.len();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_boj_problem_is_judged_here_and_names_no_submit_page() {
        let said = judged_where("boj-1000", crate::config::Language::Rust2024).to_string();
        assert!(
            said.starts_with("judged as: Rust 2024 (`rustc --edition 2024 -O -o Main Main.rs`"),
            "{said}"
        );
        assert!(said.contains("BOJ closed on 2026-04-28"), "{said}");
        assert!(said.contains("`cargo judge boj-1000`"), "{said}");
        assert!(!said.contains("acmicpc.net"), "{said}");
    }

    #[test]
    fn cuts_at_the_marker() {
        let text =
            format!("fn solution() -> i32 {{\n    1\n}}\n\n\n{HARNESS_MARKER}\n\nfn main() {{}}\n");
        assert_eq!(
            submission_part(&text).as_deref(),
            Some("fn solution() -> i32 {\n    1\n}\n")
        );
        let crlf = text.replace('\n', "\r\n");
        assert_eq!(
            submission_part(&crlf).as_deref(),
            Some("fn solution() -> i32 {\r\n    1\r\n}\n")
        );
        assert_eq!(submission_part("fn solution() {}\n"), None);
        // The marker inside a line of code is not the marker line.
        let inline = format!("let s = \"{HARNESS_MARKER}\";\n");
        assert_eq!(submission_part(&inline), None);
    }
}
