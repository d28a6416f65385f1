//! Narrowing the selection: `--changed-since REV` (git) and `--partition K/N` (shards
//! balanced by case count).

use crate::cli::Partition;
use crate::error::{Error, Usage};
use crate::report::Note;
use crate::workspace;
use std::fs;
use std::path::Path;
use std::process::Command;

/// Keeps the problems of `selected` that changed since `rev`; returns the note that says
/// what happened (a missing git judges everything, with that note).
///
/// # Errors
/// A usage error when `rev` is not a commit.
pub(super) fn changed_since(
    root: &Path,
    rev: &str,
    selected: &mut Vec<String>,
) -> Result<Note, Error> {
    let rev = rev.to_owned();
    match changed_problems(root, &rev) {
        Ok(changed) => {
            selected.retain(|id| changed.contains(id));
            let problems = selected.len();
            Ok(Note::ChangedSince { rev, problems })
        }
        Err(Unchanged::GitUnavailable(why)) => Ok(Note::ChangedSinceWithoutGit { rev, why }),
        Err(Unchanged::BadRevision) => Err(Error::Usage {
            command: "",
            fault: Usage::BadRevision {
                rev,
                root: root.display().to_string(),
            },
        }),
    }
}

/// The problems of `selected` in shard `partition`, weighed by their number of cases.
pub(super) fn partition(root: &Path, selected: &[String], partition: Partition) -> Vec<String> {
    let weights: Vec<(String, usize)> = selected
        .iter()
        .map(|id| (id.clone(), count_inputs(&root.join("testcases").join(id))))
        .collect();
    shard(&weights, partition)
}

/// Number of `.in` files in a problem's data folder: its weight for sharding.
fn count_inputs(data: &Path) -> usize {
    fs::read_dir(data).map_or(0, |entries| {
        entries
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".in"))
            .count()
    })
}

/// The ids of shard `index` of `count`: heaviest first, each to the lightest shard so far
/// (ties to the lower shard), so shards are balanced by case count and every id lands in
/// exactly one. Deterministic: the same input always gives the same shards.
pub(crate) fn shard(weights: &[(String, usize)], partition: Partition) -> Vec<String> {
    let mut order: Vec<&(String, usize)> = weights.iter().collect();
    order.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| workspace::natural_cmp(&a.0, &b.0))
    });
    let mut load = vec![0usize; partition.count];
    let mut mine = Vec::new();
    for (id, weight) in order {
        let lightest = (0..partition.count)
            .min_by_key(|&s| (load[s], s))
            .unwrap_or(0);
        // Every problem costs at least one unit, so empty ones spread out too.
        load[lightest] += (*weight).max(1);
        if lightest + 1 == partition.index {
            mine.push(id.clone());
        }
    }
    mine.sort_by(|a, b| workspace::natural_cmp(a, b));
    mine
}

/// Why `--changed-since` could not narrow the selection.
enum Unchanged {
    /// No git, or not a repository: judge everything, with a note.
    GitUnavailable(String),
    /// The revision does not exist: a usage error.
    BadRevision,
}

/// Problems whose solution or judge data differ from git revision `rev` (committed,
/// staged, unstaged or untracked).
fn changed_problems(root: &Path, rev: &str) -> Result<Vec<String>, Unchanged> {
    let git = |args: &[&str]| -> Result<String, String> {
        let output = Command::new("git")
            .arg("-C")
            .arg(root)
            .args(["-c", "core.quotePath=false"])
            .args(args)
            .output()
            .map_err(|e| format!("git is not available ({e})"))?;
        if !output.status.success() {
            return Err(format!(
                "git {} failed: {}",
                args.join(" "),
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    };
    git(&["rev-parse", "--is-inside-work-tree"]).map_err(Unchanged::GitUnavailable)?;
    git(&[
        "rev-parse",
        "--verify",
        "--quiet",
        &format!("{rev}^{{commit}}"),
    ])
    .map_err(|_| Unchanged::BadRevision)?;
    let mut paths = git(&[
        "diff",
        "--name-only",
        "--relative",
        rev,
        "--",
        "problems",
        "testcases",
    ])
    .map_err(Unchanged::GitUnavailable)?;
    paths.push_str(
        &git(&[
            "ls-files",
            "--others",
            "--exclude-standard",
            "--",
            "problems",
            "testcases",
        ])
        .map_err(Unchanged::GitUnavailable)?,
    );
    let mut ids: Vec<String> = Vec::new();
    for path in paths.lines() {
        let mut parts = path.split('/');
        if let (Some("problems" | "testcases"), Some(id)) = (parts.next(), parts.next()) {
            if parts.next().is_some() && !ids.iter().any(|i| i == id) {
                ids.push(id.to_owned());
            }
        }
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weights(list: &[(&str, usize)]) -> Vec<(String, usize)> {
        list.iter().map(|(id, w)| (id.to_string(), *w)).collect()
    }

    #[test]
    fn shards_cover_every_problem_once_and_balance() {
        let w = weights(&[("a", 10), ("b", 1), ("c", 7), ("d", 3), ("e", 3), ("f", 0)]);
        for count in 1..=7 {
            let mut all = Vec::new();
            let mut loads = Vec::new();
            for index in 1..=count {
                let shard = shard(&w, Partition { index, count });
                loads.push(
                    shard
                        .iter()
                        .map(|id| w.iter().find(|x| &x.0 == id).unwrap().1)
                        .sum::<usize>(),
                );
                all.extend(shard);
            }
            all.sort();
            assert_eq!(all, ["a", "b", "c", "d", "e", "f"], "count {count}");
            if count == 2 {
                // 24 cases: 10+1+0 / 7+3+3 or similar — never worse than the biggest item.
                let (max, min) = (loads.iter().max().unwrap(), loads.iter().min().unwrap());
                assert!(max - min <= 10, "{loads:?}");
                assert_eq!(loads.iter().sum::<usize>(), 24);
            }
        }
        // Deterministic.
        assert_eq!(
            shard(&w, Partition { index: 1, count: 2 }),
            shard(&w, Partition { index: 1, count: 2 })
        );
        // More shards than problems: the extra shards are empty, and that is fine.
        assert!(shard(&weights(&[("a", 1)]), Partition { index: 2, count: 2 }).is_empty());
    }
}
