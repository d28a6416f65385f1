//! What the last `cargo judge replay` found on each kept submission, for the picture `index`
//! draws (the problems whose stored cases are weaker than BOJ's hidden data).
//!
//! Replay remembers its rows by content in `target/judge/replay/`, under keys no other command
//! can rebuild; this is the plain record beside them: `target/judge/replay/findings/ID/SID`,
//! two lines, the finding's code (`weaker-cases`, `agrees`, ...) and the digest of the
//! submission's code. A reader takes a finding only while the code is the one that was
//! replayed, so an edited or another workspace's submission of the same number never counts.
//! Like everything under `target/`, it is the runner's own file, rewritten by each replay.

use std::fs;
use std::path::{Path, PathBuf};

/// The folder of problem `id`'s findings.
fn dir(judge_dir: &Path, id: &str) -> PathBuf {
    judge_dir.join("replay").join("findings").join(id)
}

/// Records `finding` (its code) on submission `sid` of problem `id`, whose code is `source`.
/// Best effort: a record that cannot be written only leaves the picture without it.
pub(crate) fn record(judge_dir: &Path, id: &str, sid: u64, finding: &str, source: &[u8]) {
    let dir = dir(judge_dir, id);
    if fs::create_dir_all(&dir).is_err() {
        return;
    }
    let text = format!("{finding}\n{}\n", super::fnv128(source));
    let file = dir.join(sid.to_string());
    let temporary = dir.join(format!(".{sid}.{}", std::process::id()));
    if fs::write(&temporary, text).is_ok() && fs::rename(&temporary, &file).is_err() {
        let _ = fs::remove_file(&temporary);
    }
}

/// How many of problem `id`'s kept submissions (`testcases/ID/submissions/SID.*`) the last
/// replay found `weaker-cases` on, counting only those whose code is still what was replayed.
pub(crate) fn weaker(root: &Path, id: &str) -> usize {
    let Ok(entries) = fs::read_dir(dir(&root.join("target").join("judge"), id)) else {
        return 0;
    };
    let kept = root.join("testcases").join(id).join("submissions");
    entries
        .flatten()
        .filter(|entry| {
            let sid = entry.file_name();
            let Some(sid) = sid
                .to_str()
                .filter(|s| s.bytes().all(|b| b.is_ascii_digit()))
            else {
                return false;
            };
            let Ok(text) = fs::read_to_string(entry.path()) else {
                return false;
            };
            let mut lines = text.lines();
            if lines.next() != Some("weaker-cases") {
                return false;
            }
            let digest = lines.next().unwrap_or_default();
            source_of(&kept, sid).is_some_and(|code| super::fnv128(&code) == digest)
        })
        .count()
}

/// The code of kept submission `sid`: the file `SID.<ext>` in `kept`.
fn source_of(kept: &Path, sid: &str) -> Option<Vec<u8>> {
    fs::read_dir(kept).ok()?.flatten().find_map(|entry| {
        let path = entry.path();
        let stem = path.file_stem()?.to_str()?;
        (stem == sid && path.extension().is_some())
            .then(|| fs::read(&path).ok())
            .flatten()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finding_counts_while_its_code_is_unchanged() {
        let root = std::env::temp_dir().join(format!("replayed-{}", std::process::id()));
        let kept = root.join("testcases/boj-1/submissions");
        fs::create_dir_all(&kept).unwrap();
        fs::write(kept.join("7.cpp"), "int main(){}").unwrap();
        fs::write(kept.join("8.py"), "print(1)").unwrap();
        fs::write(kept.join("9.py"), "print(2)").unwrap();
        let judge = root.join("target/judge");
        record(&judge, "boj-1", 7, "weaker-cases", b"int main(){}");
        record(&judge, "boj-1", 8, "agrees", b"print(1)");
        record(&judge, "boj-1", 9, "weaker-cases", b"print(2)");
        assert_eq!(weaker(&root, "boj-1"), 2);
        // Edited since: its finding is not taken.
        fs::write(kept.join("9.py"), "print(3)").unwrap();
        assert_eq!(weaker(&root, "boj-1"), 1);
        // Judged again: the record is replaced.
        record(&judge, "boj-1", 7, "agrees", b"int main(){}");
        assert_eq!(weaker(&root, "boj-1"), 0);
        assert_eq!(weaker(&root, "boj-2"), 0);
        fs::remove_dir_all(&root).unwrap();
    }
}
