//! A folder of numbered pairs, as contest sites publish their tests: `1.in` with `1.out`
//! or `1.ans` (USACO since 2012, AtCoder mirrors, ICPC `data/` folders), `I.1` with `O.1`
//! (USACO's older zips), or `input/` (`in/`) beside `output/` (`out/`) holding files of
//! the same names (`01.txt` in both). Each pair is the case `PREFIX-STEM`.

use super::{case_name, listing, shown, Bytes, Gathered, NewCase};
use crate::report::words::DataLine;
use crate::workspace::MAX_CASE_BYTES;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Which side of a pair a file is, and its stem.
fn side(name: &str) -> Option<(Side, &str)> {
    for (ext, side) in [
        (".in", Side::Input),
        (".out", Side::Answer),
        (".ans", Side::Answer),
    ] {
        if let Some(stem) = name.strip_suffix(ext).filter(|s| !s.is_empty()) {
            return Some((side, stem));
        }
    }
    // USACO's older names: `I.1`, `O.1`.
    if let Some(stem) = name.strip_prefix("I.").filter(|s| is_number(s)) {
        return Some((Side::Input, stem));
    }
    if let Some(stem) = name.strip_prefix("O.").filter(|s| is_number(s)) {
        return Some((Side::Answer, stem));
    }
    None
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Input,
    Answer,
}

/// The `input/` and `output/` folders of `dir`, when it has both.
fn split_folders(dir: &Path) -> Option<(PathBuf, PathBuf)> {
    let input = ["input", "in", "inputs"]
        .iter()
        .map(|n| dir.join(n))
        .find(|p| p.is_dir())?;
    let output = ["output", "out", "outputs", "answer", "answers"]
        .iter()
        .map(|n| dir.join(n))
        .find(|p| p.is_dir())?;
    Some((input, output))
}

/// Whether `dir` holds numbered pairs (or the two folders of them).
pub(super) fn detect(dir: &Path) -> bool {
    if split_folders(dir).is_some() {
        return true;
    }
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| side(&e.file_name().to_string_lossy()).is_some())
    })
}

/// Reads the pairs of `dir` as cases `PREFIX-STEM` (`PREFIX-GROUP-STEM` through `group`).
pub(super) fn read(dir: &Path, base: &Path, prefix: &str, got: &mut Gathered) {
    let mut taken = BTreeMap::new();
    read_group(dir, base, &[prefix], prefix, got, &mut taken);
}

/// Reads the pairs of `dir` with the name parts `parts`, reported as `group`.
pub(super) fn read_group(
    dir: &Path,
    base: &Path,
    parts: &[&str],
    group: &str,
    got: &mut Gathered,
    taken: &mut BTreeMap<String, String>,
) {
    if let Some((input, output)) = split_folders(dir) {
        let answers: BTreeMap<String, PathBuf> = listing(&output, base, got)
            .into_iter()
            .filter(|(_, _, folder)| !folder)
            .map(|(name, path, _)| (name, path))
            .collect();
        for (name, path, folder) in listing(&input, base, got) {
            if folder {
                continue;
            }
            let stem = name
                .strip_suffix(".txt")
                .or_else(|| name.strip_suffix(".in"))
                .unwrap_or(&name);
            let answer = answers.get(&name).cloned().or_else(|| {
                [".out", ".ans", ".txt"]
                    .iter()
                    .find_map(|ext| answers.get(&format!("{stem}{ext}")).cloned())
            });
            pair(base, parts, group, stem, path, answer, got, taken);
        }
        return;
    }
    let mut inputs: Vec<(String, PathBuf)> = Vec::new();
    let mut answers: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for (name, path, folder) in listing(dir, base, got) {
        if folder {
            continue;
        }
        match side(&name) {
            Some((Side::Input, stem)) => inputs.push((stem.to_owned(), path)),
            Some((Side::Answer, stem)) => answers.entry(stem.to_owned()).or_default().push(path),
            None => {}
        }
    }
    for (stem, path) in inputs {
        let mut found = answers.remove(&stem).unwrap_or_default();
        // `.ans` before `.out`: the ICPC name first; a second answer is named and skipped.
        found.sort_by_key(|p| !p.to_string_lossy().ends_with(".ans"));
        let answer = (!found.is_empty()).then(|| found.remove(0));
        let name = case_name(&[parts, &[stem.as_str()]].concat());
        for extra in &found {
            let line = DataLine::SameName {
                file: shown(base, extra),
                other: answer
                    .as_deref()
                    .map(|a| shown(base, a))
                    .unwrap_or_default(),
                case: name.clone(),
            };
            got.skip(line);
        }
        pair(base, parts, group, &stem, path, answer, got, taken);
    }
    for paths in answers.values() {
        for path in paths {
            got.skip(DataLine::NoInput {
                file: shown(base, path),
            });
        }
    }
}

/// One input and its answer (if any) as the case `PARTS-STEM`.
#[expect(
    clippy::too_many_arguments,
    reason = "one call site per layout, all fields named"
)]
fn pair(
    base: &Path,
    parts: &[&str],
    group: &str,
    stem: &str,
    input: PathBuf,
    answer: Option<PathBuf>,
    got: &mut Gathered,
    taken: &mut BTreeMap<String, String>,
) {
    let from = shown(base, &input);
    let Some(answer) = answer else {
        got.skip(DataLine::NoAnswer { file: from });
        return;
    };
    for file in [&input, &answer] {
        if std::fs::metadata(file).is_ok_and(|m| m.len() > MAX_CASE_BYTES) {
            got.skip(DataLine::TooLarge {
                file: shown(base, file),
                limit_mb: MAX_CASE_BYTES >> 20,
            });
            return;
        }
    }
    let case = NewCase {
        name: case_name(&[parts, &[stem]].concat()),
        group: group.to_owned(),
        input: Bytes::File(input),
        answer: Bytes::File(answer),
    };
    got.add(case, &from, taken);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_and_stems() {
        assert_eq!(side("01.in"), Some((Side::Input, "01")));
        assert_eq!(side("01.ans"), Some((Side::Answer, "01")));
        assert_eq!(side("1.out"), Some((Side::Answer, "1")));
        assert_eq!(side("I.12"), Some((Side::Input, "12")));
        assert_eq!(side("O.3"), Some((Side::Answer, "3")));
        assert_eq!(side("I.x"), None);
        assert_eq!(side(".in"), None);
        assert_eq!(side("statement.pdf"), None);
    }
}
