//! The judge's compiler without the judge's compiler: when the rustc here is newer than the
//! one a problem's judge builds with (BOJ's Rust 2021: 1.73), a std API stabilised since
//! compiles here and is a compile error there. Clippy's `incompatible_msrv` lint finds them:
//! the `clippy-driver` beside the rustc in use (same sysroot) runs on the lone file with
//! `msrv` set to the judge's version, `--emit=metadata` into a scratch folder (nothing is
//! linked), and its JSON diagnostics are read back into [`NewerApi`]s. The result is cached
//! by the source, the msrv, the edition and `rustc -vV`, so an unchanged file costs nothing.

use super::record;
use super::*;
use crate::json::Value;

/// A std API the file uses that the judge's compiler does not have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NewerApi {
    /// As the file spells it: `std::iter::repeat_n`, `get_disjoint_mut`.
    pub api: String,
    /// The release it is stable since: `1.82.0`.
    pub since: String,
    /// Its line in the file, from 1.
    pub line: usize,
}

/// What the check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Lint {
    /// The APIs newer than the judge's compiler, in the file's order (none: the file is fine).
    Checked(Vec<NewerApi>),
    /// No `clippy-driver` beside the rustc in use: not checked.
    NoClippy,
}

/// The `major.minor` of a version (`rustc 1.95.0`, `1.73`), if it has one.
pub(crate) fn major_minor(version: &str) -> Option<(u32, u32)> {
    let number = version
        .split_whitespace()
        .find(|w| w.starts_with(|c: char| c.is_ascii_digit()))?;
    let mut parts = number.split(['.', '-']);
    let major = parts.next()?.parse().ok()?;
    let minor = parts.next()?.parse().ok()?;
    Some((major, minor))
}

/// Whether the compiler `toolchain` is newer than the judge's `msrv` (`1.73`), so that the
/// file needs the check; `false` when either version cannot be read.
pub(crate) fn newer_than(toolchain: &Toolchain, msrv: &str) -> bool {
    match (major_minor(toolchain.release()), major_minor(msrv)) {
        (Some(here), Some(judge)) => here > judge,
        _ => false,
    }
}

/// The `clippy-driver` of `toolchain`'s sysroot, where there is one.
fn clippy_driver(toolchain: &Toolchain) -> Option<PathBuf> {
    let driver = toolchain
        .sysroot
        .as_ref()?
        .join("bin")
        .join(executable("clippy-driver"));
    driver.is_file().then_some(driver)
}

/// The std APIs `code` uses that are newer than `msrv`, for a build with `edition`, from
/// the cache when it holds the answer.
///
/// # Errors
/// When the cache cannot be written or clippy-driver could not be started.
pub(crate) fn newer_apis(
    toolchain: &Toolchain,
    code: &[u8],
    edition: &str,
    msrv: &str,
    cache_dir: &Path,
    executor: &Executor<'_>,
) -> io::Result<Lint> {
    let key = cache_key(
        code,
        &["incompatible_msrv", msrv, edition],
        &toolchain.version,
    );
    let entry = cache_dir.join(format!("{key}.msrv"));
    if entry.is_file() && record::verify(&entry) {
        record::mark_used(&entry);
        return Ok(Lint::Checked(read_entry(&fs::read_to_string(&entry)?)));
    }
    let Some(driver) = clippy_driver(toolchain) else {
        return Ok(Lint::NoClippy);
    };
    fs::create_dir_all(cache_dir)?;
    let folder = executor.scratch_path("msrv");
    fs::create_dir_all(&folder)?;
    let found = lint(toolchain, &driver, code, edition, msrv, &folder, executor);
    let _ = fs::remove_dir_all(&folder);
    let Some(found) = found? else {
        // The file does not compile: its CE says so, and the next run looks again.
        return Ok(Lint::Checked(Vec::new()));
    };
    let staged = executor.scratch_path("msrv-entry");
    fs::write(&staged, write_entry(&found))
        .and_then(|()| fs::rename(&staged, &entry))
        .and_then(|()| record::write(&entry, &[], executor))
        .map_err(|e| disk_full(e, cache_dir))?;
    Ok(Lint::Checked(found))
}

/// Runs `driver` on `code` in `folder`; `None` when the file does not compile.
fn lint(
    toolchain: &Toolchain,
    driver: &Path,
    code: &[u8],
    edition: &str,
    msrv: &str,
    folder: &Path,
    executor: &Executor<'_>,
) -> io::Result<Option<Vec<NewerApi>>> {
    fs::write(folder.join("Main.rs"), code)?;
    fs::write(folder.join("clippy.toml"), format!("msrv = \"{msrv}\"\n"))?;
    let args = [
        "--edition",
        edition,
        // Only this lint's warnings are read; `-A warnings` would silence it too.
        "-W",
        "clippy::incompatible_msrv",
        "--error-format=json",
        "--emit=metadata",
        "--out-dir",
        "out",
        "Main.rs",
    ]
    .map(OsString::from);
    let limits = RunLimits {
        cpu: COMPILE_DEADLINE,
        wall: COMPILE_DEADLINE,
        memory: None,
        output_cap: 1 << 20,
        stderr_keep: 4 << 20,
        cores: Cores::All,
        isolation: Isolation::Compiler,
        space: crate::execute::Space::Derived,
    };
    let env = [
        ("CLIPPY_CONF_DIR".into(), folder.as_os_str().to_owned()),
        ("TMPDIR".into(), folder.as_os_str().to_owned()),
    ];
    let reads: Vec<PathBuf> = toolchain.sysroot.iter().cloned().collect();
    let outcome = executor.run(driver, &args, Input::Empty, folder, limits, &env, &reads)?;
    if outcome.killed == Kill::Interrupt {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
    }
    if outcome.exit != crate::execute::Exit::Code(0) {
        return Ok(None);
    }
    Ok(Some(read_diagnostics(&outcome.stderr_tail)))
}

/// The `incompatible_msrv` warnings of rustc's JSON diagnostics, one a line; any other line
/// is skipped.
pub(crate) fn read_diagnostics(json_lines: &str) -> Vec<NewerApi> {
    let mut found = Vec::new();
    for line in json_lines.lines() {
        let Ok(diagnostic) = Value::parse(line) else {
            continue;
        };
        let code = diagnostic
            .get("code")
            .and_then(|c| c.get("code"))
            .and_then(Value::as_str);
        if code != Some("clippy::incompatible_msrv") {
            continue;
        }
        let message = diagnostic
            .get("message")
            .and_then(Value::as_str)
            .unwrap_or("");
        // "... but this item is stable since `1.82.0`"
        let since = message
            .rsplit_once("stable since `")
            .and_then(|(_, rest)| rest.split('`').next())
            .unwrap_or("?")
            .to_owned();
        let Some(span) = diagnostic
            .get("spans")
            .and_then(Value::as_array)
            .and_then(|spans| {
                spans
                    .iter()
                    .find(|s| s.get("is_primary").and_then(Value::as_bool) == Some(true))
            })
        else {
            continue;
        };
        let line = span
            .get("line_start")
            .and_then(Value::as_u64)
            .map_or(0, |l| usize::try_from(l).unwrap_or(usize::MAX));
        let api = span_text(span).unwrap_or_else(|| "?".to_owned());
        found.push(NewerApi { api, since, line });
    }
    found
}

/// The text a span highlights on its first line (columns count characters, from 1).
fn span_text(span: &Value) -> Option<String> {
    let first = span.get("text")?.as_array()?.first()?;
    let text = first.get("text")?.as_str()?;
    let start = usize::try_from(first.get("highlight_start")?.as_u64()?).ok()?;
    let end = usize::try_from(first.get("highlight_end")?.as_u64()?).ok()?;
    let picked: String = text
        .chars()
        .skip(start.saturating_sub(1))
        .take(end.saturating_sub(start))
        .collect();
    let picked = picked.trim();
    (!picked.is_empty()).then(|| picked.to_owned())
}

/// A cache entry: one `line\tsince\tapi` line per API.
fn write_entry(found: &[NewerApi]) -> String {
    found
        .iter()
        .map(|n| format!("{}\t{}\t{}\n", n.line, n.since, n.api))
        .collect()
}

/// [`write_entry`] read back; a line that is not one is skipped.
fn read_entry(text: &str) -> Vec<NewerApi> {
    text.lines()
        .filter_map(|line| {
            let mut parts = line.splitn(3, '\t');
            let line = parts.next()?.parse().ok()?;
            let since = parts.next()?.to_owned();
            let api = parts.next()?.to_owned();
            Some(NewerApi { api, since, line })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A diagnostic as clippy-driver 1.95 wrote it for `std::iter::repeat_n` under msrv 1.73.
    const REPEAT_N: &str = r#"{"$message_type":"diagnostic","message":"current MSRV (Minimum Supported Rust Version) is `1.73.0` but this item is stable since `1.82.0`","code":{"code":"clippy::incompatible_msrv","explanation":null},"level":"warning","spans":[{"file_name":"Main.rs","byte_start":33,"byte_end":52,"line_start":2,"line_end":2,"column_start":22,"column_end":41,"is_primary":true,"text":[{"text":"    let v: Vec<u8> = std::iter::repeat_n(1, 3).collect();","highlight_start":22,"highlight_end":41}],"label":null,"suggested_replacement":null,"suggestion_applicability":null,"expansion":null}],"children":[],"rendered":"warning: ..."}
{"$message_type":"diagnostic","message":"1 warning emitted","code":null,"level":"warning","spans":[],"children":[],"rendered":"warning: 1 warning emitted\n\n"}
not json at all"#;

    #[test]
    fn clippys_json_becomes_the_api_its_version_and_its_line() {
        let found = read_diagnostics(REPEAT_N);
        assert_eq!(
            found,
            [NewerApi {
                api: "std::iter::repeat_n".to_owned(),
                since: "1.82.0".to_owned(),
                line: 2,
            }]
        );
        assert_eq!(read_entry(&write_entry(&found)), found);
        assert!(read_diagnostics("").is_empty());
        assert!(read_entry("x\ty\n3\n").is_empty());
    }

    #[test]
    fn versions_compare_by_major_and_minor() {
        assert_eq!(major_minor("rustc 1.95.0"), Some((1, 95)));
        assert_eq!(major_minor("1.73"), Some((1, 73)));
        assert_eq!(major_minor("rustc 1.86.0-nightly"), Some((1, 86)));
        assert_eq!(major_minor("rustc"), None);
    }
}
