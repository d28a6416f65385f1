//! A zip or tar archive (a Kattis or DOMjudge package, a USACO zip), unpacked with the
//! system's `unzip` or `tar` into a folder of our own under `target/judge/` and read from
//! there; the folder is removed afterwards. A file named `.zip` that does not start as a
//! zip does, a tool that is missing or one that fails gets a line naming the file. Both
//! tools refuse members that would land outside the folder (`..`, absolute names), and the
//! reading that follows does not follow symbolic links.

use crate::report::words::DataLine;
use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Which tool unpacks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Zip,
    Tar,
}

/// The archive kind of `path`, by its name or its first bytes; `None` for any other file.
pub(super) fn kind(path: &Path) -> Option<Kind> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    if name.ends_with(".zip") {
        return Some(Kind::Zip);
    }
    let tarred = [
        ".tar", ".tgz", ".tar.gz", ".tar.bz2", ".tbz2", ".tar.xz", ".txz",
    ];
    if tarred.iter().any(|ext| name.ends_with(ext)) {
        return Some(Kind::Tar);
    }
    let mut head = [0u8; 512];
    let n = File::open(path)
        .and_then(|mut f| f.read(&mut head))
        .unwrap_or(0);
    let head = &head[..n];
    if head.starts_with(b"PK\x03\x04") || head.starts_with(b"PK\x05\x06") {
        return Some(Kind::Zip);
    }
    let compressed = head.starts_with(&[0x1f, 0x8b])
        || head.starts_with(b"BZh")
        || head.starts_with(&[0xfd, b'7', b'z', b'X', b'Z', 0]);
    (compressed || head.get(257..262) == Some(b"ustar")).then_some(Kind::Tar)
}

/// Unpacks `path` (`given` as the report names it) into the empty folder `into`.
///
/// # Errors
/// The line that says why it could not: not an archive, the tool missing or failing.
pub(super) fn extract(
    kind: Kind,
    path: &Path,
    given: &str,
    into: &Path,
    env: &[(OsString, OsString)],
) -> Result<(), DataLine> {
    let mut head = [0u8; 4];
    let n = File::open(path)
        .and_then(|mut f| f.read(&mut head))
        .unwrap_or(0);
    if kind == Kind::Zip && !head[..n].starts_with(b"PK") {
        return Err(DataLine::NotArchive {
            file: given.to_owned(),
            said: "it does not start as a zip file does".into(),
        });
    }
    let (tool, args): (&'static str, Vec<OsString>) = match kind {
        Kind::Zip => (
            "unzip",
            vec![
                "-q".into(),
                "-n".into(),
                path.as_os_str().to_owned(),
                "-d".into(),
                into.as_os_str().to_owned(),
            ],
        ),
        Kind::Tar => (
            "tar",
            vec![
                "-x".into(),
                "-f".into(),
                path.as_os_str().to_owned(),
                "-C".into(),
                into.as_os_str().to_owned(),
            ],
        ),
    };
    let ran = Command::new(tool)
        .args(&args)
        .env_clear()
        .envs(env.iter().map(|(k, v)| (k, v)))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output();
    match ran {
        Err(e) if e.kind() == io::ErrorKind::NotFound => Err(DataLine::NoTool {
            tool,
            file: given.to_owned(),
        }),
        Err(e) => Err(DataLine::NotArchive {
            file: given.to_owned(),
            said: format!("{tool}: {e}"),
        }),
        Ok(out) if !out.status.success() => {
            let said = String::from_utf8_lossy(&out.stderr);
            let first = said.lines().map(str::trim).find(|l| !l.is_empty());
            Err(DataLine::NotArchive {
                file: given.to_owned(),
                said: format!(
                    "{tool}: {}",
                    first.map_or_else(
                        || format!("{}", out.status),
                        |l| l.chars().take(200).collect()
                    )
                ),
            })
        }
        Ok(_) => Ok(()),
    }
}

/// The one folder an archive unpacked to, when it holds nothing else (`problem/…`).
pub(super) fn single_folder(dir: &Path) -> Option<PathBuf> {
    let mut entries = fs::read_dir(dir).ok()?.flatten();
    let only = entries.next()?;
    if entries.next().is_some() {
        return None;
    }
    let meta = fs::symlink_metadata(only.path()).ok()?;
    meta.is_dir().then(|| only.path())
}
