//! An ICPC problem package (the format of Kattis problemtools, DOMjudge and BAPCtools):
//! `problem.yaml`, `data/sample/` and `data/secret/` with `NAME.in` and `NAME.ans`, each
//! sub-folder of `data/secret/` a test group (`secret-GROUP-NAME`), `output_validators/`,
//! `input_validators/` and `submissions/<verdict>/`.
//!
//! What becomes what:
//! - `name` is the new problem's title; `limits.time_limit` (seconds, or the `.timelimit`
//!   file BAPCtools writes) and `limits.memory` (MiB) its limits.
//! - The default output validator's flags (`validator_flags` in problem.yaml,
//!   `output_validator_flags` in testdata.yaml) are a compare mode: `float_tolerance` and
//!   its relative and absolute kinds `float`; `case_sensitive` with `space_change_sensitive`
//!   `exact`; `case_sensitive` alone `tokens`; neither `tokens-caseless`, the format's default.
//! - An output validator with one C++ source is `checker.cpp` (its headers beside it), run
//!   with `checker_args = "icpc"`; in another language it is named and not run.
//! - `submissions/wrong_answer/` (WA), `time_limit_exceeded/` (TLE), `run_time_error/` (RE),
//!   `memory_limit_exceeded/` (MLE) and `partially_accepted/` (fail) in Rust, C, C++ or
//!   Python are `wrong/`, each with its `expect:` line first; an accepted Rust (else C++)
//!   submission is the reference, `brute.rs` (`brute.cpp`), for stress and gen.
//! - Input validators follow the 42 convention and are named, not run.

use super::yaml::{self, Yaml};
use super::{copy_new, listing, pairs, shown, Extras, Gathered};
use crate::report::words::{DataLine, NotRun, SubmissionSkip};
use crate::workspace;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// Whether `dir` is a problem package.
pub(super) fn detect(dir: &Path) -> bool {
    dir.join("problem.yaml").is_file()
        || dir.join("data").join("secret").is_dir()
        || dir.join("data").join("sample").is_dir()
}

/// A YAML file of the package: `None` when absent; a line (and a skip) when it does not
/// parse.
fn read_yaml(base: &Path, file: &Path, got: &mut Gathered) -> Option<Yaml> {
    let meta = fs::symlink_metadata(file).ok()?;
    if !meta.is_file() {
        return None;
    }
    let text = match fs::read(file) {
        Ok(bytes) if bytes.len() <= 1 << 20 => String::from_utf8(bytes).ok(),
        _ => None,
    };
    let Some(text) = text else {
        got.skip(DataLine::Unreadable {
            file: shown(base, file),
            why: "not UTF-8 text of at most 1 MB".into(),
        });
        return None;
    };
    match yaml::parse(&text) {
        Ok(yaml) => Some(yaml),
        Err(e) => {
            got.skip(DataLine::BadYaml {
                file: shown(base, file),
                line: e.line,
                why: e.why,
            });
            None
        }
    }
}

/// Reads the package at `dir`.
pub(super) fn read(dir: &Path, got: &mut Gathered) {
    let base = dir;
    let problem = read_yaml(base, &dir.join("problem.yaml"), got);
    let mut flags: Vec<String> = Vec::new();
    // `validation: default` (the legacy key) says to ignore an output validator folder.
    let mut default_validation = false;
    let mut interactive = false;
    if let Some(problem) = &problem {
        // `name: Odd Echo`, or by language (`name: {en: Odd Echo, sv: Udda eko}`).
        let name = problem.get("name");
        let english = name.and_then(|n| n.get("en"));
        got.extras.title = english
            .or(name)
            .and_then(Yaml::text)
            .filter(|t| !t.trim().is_empty())
            .map(str::to_owned);
        if let Some(limits) = problem.get("limits") {
            got.extras.time_ms = limits
                .get("time_limit")
                .and_then(Yaml::text)
                .and_then(seconds_to_ms);
            got.extras.memory_mb = limits
                .get("memory")
                .and_then(Yaml::text)
                .and_then(|t| t.trim().parse::<u64>().ok())
                .filter(|&mb| mb > 0);
        }
        let validation = problem
            .get("validation")
            .and_then(Yaml::text)
            .unwrap_or_default();
        default_validation = validation.trim() == "default";
        interactive = validation.contains("interactive")
            || problem
                .get("type")
                .is_some_and(|t| t.words().iter().any(|w| w == "interactive"));
        flags.extend(
            problem
                .get("validator_flags")
                .map(Yaml::words)
                .unwrap_or_default(),
        );
        let license = problem.get("license").and_then(Yaml::text);
        let free = license.is_some_and(|l| {
            let l = l.to_ascii_lowercase();
            l.starts_with("cc") || l == "public domain" || l == "educational"
        });
        if !free {
            got.lines.push(DataLine::License {
                license: license.map(str::to_owned),
            });
        }
    }
    if problem.is_none() {
        // No problem.yaml to read a license from: not known to be free to share.
        got.lines.push(DataLine::License { license: None });
    }
    if got.extras.time_ms.is_none() {
        // BAPCtools writes the time limit it computed to `.timelimit`, in seconds.
        if let Ok(text) = fs::read_to_string(dir.join(".timelimit")) {
            got.extras.time_ms = seconds_to_ms(text.trim());
        }
    }
    if interactive {
        got.lines.push(DataLine::Interactive);
    }
    let data = dir.join("data");
    for file in [
        data.join("testdata.yaml"),
        data.join("secret").join("testdata.yaml"),
    ] {
        if let Some(yaml) = read_yaml(base, &file, got) {
            if flags.is_empty() {
                flags.extend(
                    yaml.get("output_validator_flags")
                        .map(Yaml::words)
                        .unwrap_or_default(),
                );
            }
        }
    }
    let mut taken = BTreeMap::new();
    for origin in ["sample", "secret"] {
        let folder = data.join(origin);
        if folder.is_dir() {
            walk(&folder, base, &[origin], 0, got, &mut taken);
        }
    }
    if !default_validation {
        output_validator(dir, base, got);
    }
    if got.extras.checker.is_some() && !flags.is_empty() {
        // The format passes them to a custom validator after its feedback folder; the
        // checker here gets none.
        got.lines.push(DataLine::FlagNotApplied {
            flag: flags.join(" "),
            mode: "checker".into(),
        });
    }
    if got.extras.checker.is_none() {
        let (mode, tolerance, not_applied) = compare_of(&flags);
        got.extras.compare = Some((mode, tolerance));
        got.lines.push(DataLine::CompareFrom {
            mode: mode.into(),
            flags: flags.join(" "),
        });
        for flag in not_applied {
            got.lines.push(DataLine::FlagNotApplied {
                flag,
                mode: mode.into(),
            });
        }
    }
    for name in ["input_validators", "input_format_validators"] {
        if dir.join(name).is_dir() {
            got.lines.push(DataLine::InputValidators {
                from: format!("{name}/"),
            });
        }
    }
    submissions(dir, base, got);
}

/// `2.5` seconds as 2500 ms.
fn seconds_to_ms(text: &str) -> Option<u64> {
    let seconds: f64 = text.trim().parse().ok()?;
    (seconds.is_finite() && seconds > 0.0 && seconds < 1e6)
        .then(|| (seconds * 1000.0).round() as u64)
}

/// The cases of a data folder and of its groups, depth first.
fn walk(
    dir: &Path,
    base: &Path,
    parts: &[&str],
    depth: usize,
    got: &mut Gathered,
    taken: &mut BTreeMap<String, String>,
) {
    let group = parts.join("-");
    pairs::read_group(dir, base, parts, &group, got, taken);
    if depth >= 6 {
        return;
    }
    // The links among them were named by `read_group`'s listing.
    let mut folders: Vec<(String, PathBuf)> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| fs::symlink_metadata(e.path()).is_ok_and(|m| m.is_dir()))
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
        .collect();
    folders.sort_by(|a, b| workspace::natural_cmp(&a.0, &b.0));
    for (name, path) in folders {
        let mut deeper: Vec<&str> = parts.to_vec();
        deeper.push(&name);
        let points =
            read_yaml(base, &path.join("testdata.yaml"), got).map_or(0, |yaml| group_points(&yaml));
        got.extras.groups.push((super::case_name(&deeper), points));
        walk(&path, base, &deeper, depth + 1, got, taken);
    }
}

/// What a group is worth by its `testdata.yaml`: `accept_score`, else the top of `range`
/// (`0 50`), else 0 (not scored).
fn group_points(yaml: &Yaml) -> u64 {
    let number = |text: &str| {
        let x: f64 = text.trim().parse().ok()?;
        (0.0..=1e6).contains(&x).then(|| x.round() as u64)
    };
    yaml.get("accept_score")
        .and_then(Yaml::text)
        .and_then(number)
        .or_else(|| {
            let range = yaml.get("range")?.words();
            number(range.get(1)?)
        })
        .unwrap_or(0)
}

/// The compare mode of the default validator's flags, its tolerance, and the flags it does
/// not apply.
fn compare_of(flags: &[String]) -> (&'static str, Option<f64>, Vec<String>) {
    let has = |f: &str| flags.iter().any(|w| w == f);
    let tolerance = [
        "float_tolerance",
        "float_relative_tolerance",
        "float_absolute_tolerance",
    ]
    .iter()
    .find_map(|name| {
        let at = flags.iter().position(|w| w == name)?;
        flags
            .get(at + 1)?
            .parse::<f64>()
            .ok()
            .filter(|t| *t > 0.0 && t.is_finite())
    });
    let mut not_applied = Vec::new();
    let mode = if tolerance.is_some() {
        if !has("case_sensitive") {
            not_applied.push(
                "(no case_sensitive: words other than numbers compared with their case)".to_owned(),
            );
        }
        "float"
    } else if has("case_sensitive") && has("space_change_sensitive") {
        "exact"
    } else if has("case_sensitive") {
        "tokens"
    } else {
        if has("space_change_sensitive") {
            not_applied.push("space_change_sensitive".to_owned());
        }
        "tokens-caseless"
    };
    (mode, tolerance, not_applied)
}

/// The package's output validator: one C++ source (and its headers) becomes the checker.
fn output_validator(dir: &Path, base: &Path, got: &mut Gathered) {
    let folder = ["output_validators", "output_validator"]
        .iter()
        .map(|n| dir.join(n))
        .find(|p| p.is_dir());
    let Some(folder) = folder else {
        return;
    };
    // `output_validators/NAME/` or the files right in it.
    let mut files = Vec::new();
    let entries = listing(&folder, base, got);
    let sub: Vec<&(String, PathBuf, bool)> = entries.iter().filter(|e| e.2).collect();
    if sub.len() == 1 && !entries.iter().any(|e| !e.2) {
        files.extend(listing(&sub[0].1, base, got).into_iter().filter(|e| !e.2));
    } else {
        files.extend(entries.into_iter().filter(|e| !e.2));
    }
    let from = shown(base, &folder) + "/";
    let cxx = |n: &str| {
        [".cpp", ".cc", ".cxx", ".c++"]
            .iter()
            .any(|e| n.ends_with(e))
    };
    let header = |n: &str| [".h", ".hpp", ".hh"].iter().any(|e| n.ends_with(e));
    let sources: Vec<&(String, PathBuf, bool)> = files.iter().filter(|e| cxx(&e.0)).collect();
    match sources.as_slice() {
        [one] => {
            let headers = files
                .iter()
                .filter(|e| header(&e.0))
                .map(|e| e.1.clone())
                .collect();
            got.extras.checker = Some((one.1.clone(), headers));
        }
        [] => {
            let file = files
                .iter()
                .find(|e| !header(&e.0))
                .map_or_else(|| from.clone(), |e| shown(base, &e.1));
            got.lines.push(DataLine::CheckerNotRun {
                from,
                why: NotRun::Language { file },
            });
        }
        several => got.lines.push(DataLine::CheckerNotRun {
            from,
            why: NotRun::Several {
                files: several.iter().map(|e| e.0.clone()).collect(),
            },
        }),
    }
}

/// The expected verdict of each submissions folder that holds wrong solutions.
const VERDICTS: [(&str, &str); 5] = [
    ("wrong_answer", "WA"),
    ("time_limit_exceeded", "TLE"),
    ("run_time_error", "RE"),
    ("memory_limit_exceeded", "MLE"),
    ("partially_accepted", "fail"),
];

/// The languages a wrong solution may be in, by extension.
fn runnable(name: &str) -> bool {
    let ext = name.rsplit_once('.').map_or("", |(_, e)| e);
    matches!(ext, "rs" | "c" | "cc" | "cpp" | "py")
}

/// The wrong solutions and the reference, from `submissions/`.
fn submissions(dir: &Path, base: &Path, got: &mut Gathered) {
    let folder = dir.join("submissions");
    if !folder.is_dir() {
        return;
    }
    for (kind, expect) in VERDICTS {
        let sub = folder.join(kind);
        if !sub.is_dir() {
            continue;
        }
        for (name, path, is_folder) in listing(&sub, base, got) {
            if is_folder || name.starts_with('.') {
                continue;
            }
            if runnable(&name) {
                got.extras.wrong.push((path, expect));
            } else {
                got.lines.push(DataLine::SubmissionSkipped {
                    from: shown(base, &path),
                    why: SubmissionSkip::Language,
                });
            }
        }
    }
    let accepted = folder.join("accepted");
    if accepted.is_dir() {
        let files = listing(&accepted, base, got);
        let pick = |exts: &[&str]| {
            files
                .iter()
                .find(|e| !e.2 && exts.iter().any(|x| e.0.ends_with(x)))
                .map(|e| e.1.clone())
        };
        got.extras.reference = pick(&[".rs"]).or_else(|| pick(&[".cpp", ".cc"]));
    }
}

/// Stores the checker, the wrong solutions, the groups and the reference of a package in
/// the problem's folder `data`, never over a file; every failure is a line.
pub(super) fn store_extras(root: &Path, data: &Path, extras: &Extras, lines: &mut Vec<DataLine>) {
    let rel = |p: &Path| workspace::rel(root, p);
    let failed = |from: &Path, e: std::io::Error| DataLine::Unreadable {
        file: from.display().to_string(),
        why: e.to_string(),
    };
    if let Some((source, headers)) = &extras.checker {
        // `output_validators/NAME/`, as the package names it.
        let from = source
            .ancestors()
            .skip(1)
            .take_while(|p| {
                p.file_name()
                    .is_some_and(|n| !n.to_string_lossy().starts_with("output_validator"))
            })
            .chain(source.ancestors().skip(1).find(|p| {
                p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("output_validator"))
            }))
            .collect::<Vec<_>>()
            .iter()
            .rev()
            .filter_map(|p| p.file_name())
            .map(|n| format!("{}/", n.to_string_lossy()))
            .collect::<String>();
        let existing = ["checker.rs", "checker.cpp"]
            .iter()
            .map(|n| data.join(n))
            .find(|p| p.exists());
        match existing {
            Some(file) => lines.push(DataLine::CheckerNotRun {
                from,
                why: NotRun::Exists { file: rel(&file) },
            }),
            None => {
                let checker = data.join("checker.cpp");
                match copy_new(source, &checker, b"") {
                    Ok(_) => {
                        lines.push(DataLine::Checker {
                            file: rel(&checker),
                            from: from.clone(),
                        });
                        for header in headers {
                            let name = header.file_name().unwrap_or_default();
                            let to = data.join(name);
                            match copy_new(header, &to, b"") {
                                Ok(true) => {}
                                Ok(false) => lines.push(DataLine::SubmissionSkipped {
                                    from: name.to_string_lossy().into_owned(),
                                    why: SubmissionSkip::Exists { file: rel(&to) },
                                }),
                                Err(e) => lines.push(failed(header, e)),
                            }
                        }
                    }
                    Err(e) => lines.push(failed(source, e)),
                }
            }
        }
    }
    for (source, expect) in &extras.wrong {
        let name = source.file_name().unwrap_or_default();
        let from = source
            .parent()
            .and_then(Path::file_name)
            .map(|k| {
                format!(
                    "submissions/{}/{}",
                    k.to_string_lossy(),
                    name.to_string_lossy()
                )
            })
            .unwrap_or_default();
        let to = data.join("wrong").join(name);
        let comment = if name.to_string_lossy().ends_with(".py") {
            "#"
        } else {
            "//"
        };
        let first = format!("{comment} expect: {expect} (the package's {from})\n");
        match copy_new(source, &to, first.as_bytes()) {
            Ok(true) => lines.push(DataLine::Wrong {
                file: rel(&to),
                from,
                expect: (*expect).to_owned(),
            }),
            Ok(false) => lines.push(DataLine::SubmissionSkipped {
                from,
                why: SubmissionSkip::Exists { file: rel(&to) },
            }),
            Err(e) => lines.push(failed(source, e)),
        }
    }
    // A group whose name is no bare key of groups.toml (a `.` in it) is left out of it.
    let keyed: Vec<&(String, u64)> = extras
        .groups
        .iter()
        .filter(|(name, _)| {
            name.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        })
        .collect();
    if !keyed.is_empty() {
        let file = data.join("groups.toml");
        let mut text = String::from(
            "# The package's test groups (data/secret/GROUP/, points from its testdata.yaml):\n\
             # a group's cases are those named GROUP-…; it scores its points when all of them\n\
             # pass. 0: reported, not scored.\n",
        );
        for (name, points) in &keyed {
            text.push_str(&format!("{name} = {points}\n"));
        }
        let written = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&file)
            .and_then(|mut f| std::io::Write::write_all(&mut f, text.as_bytes()));
        match written {
            Ok(()) => lines.push(DataLine::Groups {
                file: rel(&file),
                groups: keyed.len(),
                points: keyed.iter().map(|(_, p)| p).sum(),
            }),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                lines.push(DataLine::GroupsKept { file: rel(&file) });
            }
            Err(e) => lines.push(failed(&file, e)),
        }
    }
    if let Some(source) = &extras.reference {
        let rust = source.extension().is_some_and(|e| e == "rs");
        let from = format!(
            "submissions/accepted/{}",
            source.file_name().unwrap_or_default().to_string_lossy()
        );
        let existing = ["brute.rs", "brute.cpp"]
            .iter()
            .map(|n| data.join(n))
            .find(|p| p.exists());
        let to = data.join(if rust { "brute.rs" } else { "brute.cpp" });
        match existing {
            Some(file) => lines.push(DataLine::SubmissionSkipped {
                from,
                why: SubmissionSkip::Exists { file: rel(&file) },
            }),
            None => match copy_new(source, &to, b"") {
                Ok(_) => lines.push(DataLine::Reference {
                    file: rel(&to),
                    from,
                }),
                Err(e) => lines.push(failed(source, e)),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `validation: default` (legacy) ignores an output validator folder; without it, a
    /// folder with one C++ source is the checker.
    #[test]
    fn an_output_validator_is_the_checker_unless_validation_is_default() {
        let dir =
            std::env::temp_dir().join(format!("import-data-validation-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("output_validators/v")).unwrap();
        fs::create_dir_all(dir.join("data/sample")).unwrap();
        fs::write(
            dir.join("output_validators/v/v.cpp"),
            "int main() { return 42; }\n",
        )
        .unwrap();
        for (yaml, checker) in [
            ("name: x\nlicense: cc0\nvalidation: default\n", false),
            ("name: x\nlicense: cc0\nvalidation: custom\n", true),
            ("name: x\nlicense: cc0\n", true),
        ] {
            fs::write(dir.join("problem.yaml"), yaml).unwrap();
            let mut got = Gathered::default();
            read(&dir, &mut got);
            assert_eq!(got.extras.checker.is_some(), checker, "{yaml}");
            assert_eq!(got.extras.compare.is_some(), !checker, "{yaml}");
        }
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn validator_flags_are_compare_modes() {
        let words = |t: &str| t.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(compare_of(&[]).0, "tokens-caseless");
        assert_eq!(compare_of(&words("case_sensitive")).0, "tokens");
        assert_eq!(
            compare_of(&words("case_sensitive space_change_sensitive")).0,
            "exact"
        );
        let (mode, tolerance, _) = compare_of(&words("float_tolerance 1e-6 case_sensitive"));
        assert_eq!((mode, tolerance), ("float", Some(1e-6)));
        let (mode, _, not) = compare_of(&words("space_change_sensitive"));
        assert_eq!(
            (mode, not),
            ("tokens-caseless", words("space_change_sensitive"))
        );
        assert_eq!(seconds_to_ms("2.5"), Some(2500));
        assert_eq!(seconds_to_ms("x"), None);
        assert_eq!(seconds_to_ms("-1"), None);
    }
}
