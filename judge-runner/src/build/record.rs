//! What the cache knows of each entry it wrote, in `target/judge/records/<entry>.sum`: its size,
//! inode and change time, which a program cannot set back once it wrote the file, and a
//! hash of its bytes. An entry whose size, inode or change time differ is hashed again, and
//! one whose hash differs (or that has no record) is not used. The record's modification
//! time is when a run last used the entry, for [`super::prune`].

use super::fnv128;
use crate::execute::Executor;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// `cache/<name>` is recorded in `records/<name>.sum`, beside the cache folder.
fn path_of(entry: &Path) -> PathBuf {
    let mut name = entry.file_name().unwrap_or_default().to_owned();
    name.push(".sum");
    let cache = entry.parent().unwrap_or(Path::new("."));
    cache.with_file_name("records").join(name)
}

fn stamp(meta: &fs::Metadata) -> String {
    let (inode, secs, nanos) = crate::sys::change_stamp(meta);
    format!("{} {inode} {secs} {nanos}", meta.len())
}

/// Records `entry` as it is now, and the files it was built from besides its source
/// (`included`), each with a hash of its bytes: a line `include HASH PATH`.
pub(super) fn write(entry: &Path, included: &[PathBuf], executor: &Executor<'_>) -> io::Result<()> {
    let hash = fnv128(&fs::read(entry)?);
    let mut text = format!("{} {hash}\n", stamp(&fs::metadata(entry)?));
    let root = workspace_of(entry);
    for path in included {
        let hash = fnv128(&fs::read(path)?);
        // A file of the workspace is named from its root, so that a copy or a move of the
        // workspace checks its own file.
        let shown = root
            .and_then(|root| path.strip_prefix(root).ok())
            .filter(|rel| rel.is_relative())
            .unwrap_or(path);
        text.push_str(&format!("include {hash} {}\n", shown.display()));
    }
    let staged = executor.scratch_path("sum");
    let path = path_of(entry);
    if let Some(folder) = path.parent() {
        fs::create_dir_all(folder)?;
    }
    fs::write(&staged, text)?;
    fs::rename(&staged, path)
}

/// Whether `entry` is what was recorded, and every file it included still has the bytes
/// it was built from.
pub(super) fn verify(entry: &Path) -> bool {
    let (Ok(record), Ok(meta)) = (fs::read_to_string(path_of(entry)), fs::metadata(entry)) else {
        return false;
    };
    let mut lines = record.lines();
    let Some((recorded, hash)) = lines.next().and_then(|l| l.rsplit_once(' ')) else {
        return false;
    };
    let includes_unchanged = lines.all(|line| {
        let mut parts = line.splitn(3, ' ');
        match (parts.next(), parts.next(), parts.next()) {
            (Some("include"), Some(hash), Some(path)) => {
                let path = Path::new(path);
                let path = match workspace_of(entry) {
                    Some(root) if path.is_relative() => root.join(path),
                    _ => path.to_path_buf(),
                };
                fs::read(path).is_ok_and(|bytes| fnv128(&bytes) == hash)
            }
            _ => false,
        }
    });
    if !includes_unchanged {
        return false;
    }
    if recorded == stamp(&meta) {
        return true;
    }
    // Copied or touched but maybe the same bytes (a restored CI cache): check them.
    fs::read(entry).is_ok_and(|bytes| fnv128(&bytes) == hash)
}

/// The workspace a cache entry belongs to: `<root>/target/judge/cache/<entry>`.
fn workspace_of(entry: &Path) -> Option<&Path> {
    let cache = entry.parent()?;
    let judge = cache.parent()?;
    let target = judge.parent()?;
    (cache.file_name()? == "cache"
        && judge.file_name()? == "judge"
        && target.file_name()? == "target")
        .then(|| target.parent())
        .flatten()
}

/// Whether `entry` has a record.
pub(super) fn exists(entry: &Path) -> bool {
    path_of(entry).is_file()
}

/// Marks `entry` as used now (for pruning), unless it was marked within the hour: a
/// `stat` per use, and one write per entry and hour.
pub(super) fn mark_used(entry: &Path) {
    let path = path_of(entry);
    let hour = Duration::from_secs(60 * 60);
    let fresh = fs::metadata(&path)
        .and_then(|m| m.modified())
        .is_ok_and(|t| t.elapsed().is_ok_and(|age| age < hour));
    if !fresh {
        let _ = fs::File::options()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_modified(SystemTime::now()));
    }
}

/// Removes an entry and its record.
pub(super) fn forget(entry: &Path) {
    let _ = fs::remove_file(entry);
    let _ = fs::remove_file(path_of(entry));
}
