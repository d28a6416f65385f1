//! What the last round that judged every case of a problem made of it: accepted on every
//! case, or not, and the fingerprint of the code it judged (`to_solve::fingerprint`: the
//! `//!` header and the marker aside). The judge command writes it; `index` and its picture
//! read it, so that "solved" means judged accepted, as last judged here, not merely edited.
//!
//! One file, `target/judge/last-judged`, a line a problem: `ID<TAB>accepted|failed<TAB>HEX`.
//! It is the runner's own: a round replaces the lines of the problems it judged whole, and
//! keeps the others.

use super::to_solve;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// What a round made of a problem whose every case it judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Every case accepted.
    Accepted,
    /// A case not accepted, a compile error, or broken judge data.
    Failed,
}

impl Outcome {
    fn word(self) -> &'static str {
        match self {
            Outcome::Accepted => "accepted",
            Outcome::Failed => "failed",
        }
    }
}

fn file(root: &Path) -> PathBuf {
    root.join("target").join("judge").join("last-judged")
}

/// The lines of the record: id, outcome, fingerprint; lines it cannot read are dropped.
fn read(root: &Path) -> Vec<(String, Outcome, u64)> {
    let text = fs::read_to_string(file(root)).unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let mut parts = line.split('\t');
            let id = parts.next()?;
            let outcome = match parts.next()? {
                "accepted" => Outcome::Accepted,
                "failed" => Outcome::Failed,
                _ => return None,
            };
            let digest = u64::from_str_radix(parts.next()?, 16).ok()?;
            Some((id.to_owned(), outcome, digest))
        })
        .collect()
}

/// Records what a round made of the problems it judged whole (`id`, outcome, the source
/// it judged): their lines replace the ones before; the others stay.
///
/// # Errors
/// When the file cannot be written.
pub(crate) fn record(root: &Path, judged: &[(String, Outcome, String)]) -> io::Result<()> {
    let mut lines: Vec<(String, Outcome, u64)> = read(root)
        .into_iter()
        .filter(|(id, _, _)| !judged.iter().any(|(j, _, _)| j == id))
        .collect();
    lines.extend(
        judged
            .iter()
            .map(|(id, outcome, source)| (id.clone(), *outcome, to_solve::fingerprint(source))),
    );
    let text: String = lines
        .iter()
        .map(|(id, outcome, digest)| format!("{id}\t{}\t{digest:016x}\n", outcome.word()))
        .collect();
    let path = file(root);
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)?;
    }
    // Written whole, then renamed: an interrupted round never leaves half a record.
    let partial = path.with_extension(format!("{}.partial", std::process::id()));
    fs::write(&partial, text)?;
    fs::rename(&partial, &path)
}

/// Whether problem `id`, whose solution is `source` now, failed when last judged whole,
/// and its code has not changed since. A problem never judged here, or changed since, is
/// not known to fail.
pub(crate) fn failed(root: &Path, id: &str, source: &str) -> bool {
    let digest = to_solve::fingerprint(source);
    read(root)
        .iter()
        .any(|(i, outcome, d)| i == id && *outcome == Outcome::Failed && *d == digest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_replaces_its_problems_lines_and_keeps_the_rest() {
        let root = std::env::temp_dir().join(format!("last-judged-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let (a, b) = ("fn main() {}\n", "fn main() { x(); }\n");
        record(
            &root,
            &[
                ("p".into(), Outcome::Failed, a.into()),
                ("q".into(), Outcome::Failed, b.into()),
            ],
        )
        .expect("record");
        assert!(failed(&root, "p", a) && failed(&root, "q", b));
        // Changed since: not known to fail.
        assert!(!failed(&root, "p", b));
        record(&root, &[("p".into(), Outcome::Accepted, a.into())]).expect("record");
        assert!(!failed(&root, "p", a));
        assert!(failed(&root, "q", b));
        assert!(!failed(&root, "r", a));
        fs::write(file(&root), "junk\nq\tfailed\tnothex\n").expect("write");
        assert!(!failed(&root, "q", b));
        let _ = fs::remove_dir_all(&root);
    }
}
