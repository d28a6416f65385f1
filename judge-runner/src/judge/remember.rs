//! What a round leaves for the next one under `target/judge/`: the cases that failed
//! (`failed`, read by `--failed`) and the output of failing cases (`out/ID/CASE.out`, `.err`).
//!
//! Both are the runner's own files: a round replaces what it wrote before for the cases it
//! judges, and touches nothing of the cases it did not judge.

use crate::cli::KeepOutput;
use crate::execute::RunOutcome;
use crate::workspace;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// One case of one problem: `(id, case)`.
pub(super) type CaseKey = (String, String);

/// The file that lists the cases that failed when last judged, one `ID<TAB>CASE` a line.
fn failed_file(root: &Path) -> PathBuf {
    root.join("target").join("judge").join("failed")
}

/// The cases that failed when they were last judged and still exist (none when nothing was
/// recorded): a case whose `testcases/ID/CASE.in` was deleted since, or whose problem was,
/// is forgotten, so `--failed` neither counts nor looks for it (and the next record drops it).
pub(super) fn failed(root: &Path) -> Vec<CaseKey> {
    let text = fs::read_to_string(failed_file(root)).unwrap_or_default();
    text.lines()
        .filter_map(|line| line.split_once('\t'))
        .filter(|(id, case)| {
            root.join("problems").join(id).is_dir()
                && root
                    .join("testcases")
                    .join(id)
                    .join(format!("{case}.in"))
                    .is_file()
        })
        .map(|(id, case)| (id.to_owned(), case.to_owned()))
        .collect()
}

/// Records the outcome of the cases judged in a round (`true`: accepted): they replace what
/// was recorded of them before; the record of every other case stays.
///
/// # Errors
/// When the file cannot be written.
pub(super) fn record(root: &Path, judged: &[(CaseKey, bool)]) -> io::Result<()> {
    let mut failed: Vec<CaseKey> = failed(root)
        .into_iter()
        .filter(|key| !judged.iter().any(|(k, _)| k == key))
        .collect();
    failed.extend(
        judged
            .iter()
            .filter(|(_, accepted)| !accepted)
            .map(|(key, _)| key.clone()),
    );
    let text: String = failed
        .iter()
        .map(|(id, case)| format!("{id}\t{case}\n"))
        .collect();
    let path = failed_file(root);
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)?;
    }
    // Written whole, then renamed: a round interrupted here never leaves half a list.
    let partial = path.with_extension(format!("{}.partial", std::process::id()));
    fs::write(&partial, text)?;
    fs::rename(&partial, &path)
}

/// Where and whose output a round keeps.
#[derive(Debug, Clone)]
pub(super) struct Keep {
    pub root: PathBuf,
    pub which: KeepOutput,
}

impl Keep {
    /// Keeps the run's stdout and stderr tail as `out/ID/CASE.out` and `.err` when the case
    /// failed (or every output is kept), and removes what an earlier round kept of it
    /// otherwise; returns the path of the `.out` kept, relative to the root.
    pub(super) fn keep(
        &self,
        id: &str,
        case: &str,
        accepted: bool,
        run: &RunOutcome,
    ) -> Option<String> {
        let dir = self.root.join("target").join("judge").join("out").join(id);
        let (out, err) = (
            dir.join(format!("{case}.out")),
            dir.join(format!("{case}.err")),
        );
        if accepted && self.which == KeepOutput::Failures {
            let _ = fs::remove_file(&out);
            let _ = fs::remove_file(&err);
            return None;
        }
        let written = fs::create_dir_all(&dir)
            .and_then(|()| fs::write(&out, &run.stdout))
            .and_then(|()| fs::write(&err, run.stderr_tail.as_bytes()));
        written.ok().map(|()| workspace::rel(&self.root, &out))
    }
}
