//! The workspace on disk: its root, its problems, each problem's `problem.toml` and cases.
//!
//! Broken judge data never stops discovery: it becomes a [`DataError`] naming the file,
//! and everything else is still judged.

mod data_error;
mod files;
pub(crate) mod last_judged;
pub(crate) mod replay;
mod rules;
mod select;
pub(crate) mod strengthen;
pub(crate) mod to_solve;

pub(crate) use data_error::{
    CaseLabel, DataError, DataErrorKind, Ended, EngineFailure, ProgramFailure, RunnerFailure,
    SharedError, TalkStep,
};
pub(crate) use files::{look, read_bounded, Found, NotRegular, MAX_CASE_BYTES};
use files::{unreadable, MAX_SPEC_BYTES};
pub(crate) use select::{natural_cmp, select, select_one};

pub use rules::{Cases, DataStrictness};

use crate::config::{self, JudgeProgram, Spec, SpecFault};
use crate::error::NoWorkspace;
use std::cmp::Ordering;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// A problem found in the workspace.
#[derive(Debug, Clone)]
pub(crate) struct Problem {
    /// `boj-9079`: the folder name in `problems/` and `testcases/`.
    pub id: String,
    /// `problems/<id>/src/main.rs`.
    pub source: PathBuf,
    /// The parsed `problem.toml`.
    pub spec: Spec,
    /// Paired cases in natural order.
    pub cases: Vec<Case>,
    /// `testcases/<id>/checker.rs` or `checker.cpp`, when there is one.
    pub checker: Option<PathBuf>,
    /// `testcases/<id>/interactor.rs` or `interactor.cpp`, when there is one.
    pub interactor: Option<PathBuf>,
    /// The test groups of `testcases/<id>/groups.toml` (none without one).
    pub groups: Vec<config::Group>,
}

impl Problem {
    /// The program of the judge data the compare mode runs on each case: the checker, or
    /// the interactor of an interactive problem.
    pub(crate) fn judge_program(&self) -> Option<&Path> {
        match self.spec.compare {
            config::Compare::Checker(_) => self.checker.as_deref(),
            config::Compare::Interactive => self.interactor.as_deref(),
            config::Compare::Output(_) => None,
        }
    }
}

/// One stored case: an input and its expected output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Case {
    pub name: String,
    pub input: PathBuf,
    /// `NAME.out`: always there, except in an interactive problem, whose interactor may
    /// need no answer.
    pub answer: Option<PathBuf>,
}

/// What discovery found: judgeable problems and the errors of the rest.
#[derive(Debug, Default)]
pub(crate) struct Discovery {
    pub problems: Vec<Problem>,
    pub errors: Vec<DataError>,
}

impl Discovery {
    /// The largest memory limit of the problems found (0: none), which the engine's
    /// spawner is sized for.
    pub(crate) fn largest_memory(&self) -> u64 {
        let limits = self.problems.iter().map(|p| p.spec.limits.memory_bytes);
        limits.max().unwrap_or(0)
    }
}

/// Walks up from `start` to the first folder that [`is_root`].
pub(crate) fn find_root(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|dir| is_root(dir))
        .map(Path::to_path_buf)
}

/// Whether `dir` is a workspace: `problems/` beside `testcases/`, or beside the workspace's
/// `Cargo.toml` when `testcases/` is gone (git keeps no empty folder, so removing every
/// problem's judge data removes it; commands that write judge data make it again).
fn is_root(dir: &Path) -> bool {
    dir.join("problems").is_dir()
        && (dir.join("testcases").is_dir() || dir.join("Cargo.toml").is_file())
}

/// The workspace to work on: `root` (relative to `cwd`) when given, which must hold
/// `problems/` and `testcases/`; else the nearest such folder at or above `cwd`.
///
/// # Errors
/// Which folder is not a workspace.
pub(crate) fn resolve_root(cwd: &Path, root: Option<&Path>) -> Result<PathBuf, NoWorkspace> {
    match root {
        Some(dir) => {
            let dir = cwd.join(dir);
            if is_root(&dir) {
                Ok(dir)
            } else {
                Err(NoWorkspace::NotOne(dir))
            }
        }
        None => find_root(cwd).ok_or_else(|| NoWorkspace::NoneAbove(cwd.to_path_buf())),
    }
}

/// Every problem id in the workspace: folders of `problems/` and `testcases/`, sorted.
///
/// # Errors
/// When neither folder can be listed.
pub(crate) fn problem_ids(root: &Path) -> Result<Vec<String>, NoWorkspace> {
    let mut ids = Vec::new();
    let mut listed = 0;
    for folder in ["problems", "testcases"] {
        let dir = root.join(folder);
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        listed += 1;
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || !entry.path().is_dir() {
                continue;
            }
            ids.push(name);
        }
    }
    if listed == 0 {
        return Err(NoWorkspace::Unlisted(root.to_path_buf()));
    }
    ids.sort_by(|a, b| natural_cmp(a, b));
    ids.dedup();
    Ok(ids)
}

/// The problem whose folder `cwd` is in: `problems/<id>/…` or `testcases/<id>/…` of `root`.
pub(crate) fn problem_at(root: &Path, cwd: &Path) -> Option<String> {
    let root = fs::canonicalize(root).ok()?;
    let cwd = fs::canonicalize(cwd).ok()?;
    let mut parts = cwd.strip_prefix(&root).ok()?.components();
    let folder = parts.next()?.as_os_str().to_str()?;
    let id = parts.next()?.as_os_str().to_str()?;
    (matches!(folder, "problems" | "testcases") && root.join(folder).join(id).is_dir())
        .then(|| id.to_owned())
}

/// Loads the named problems; broken ones become errors. A problem with no cases is loaded
/// (to be built and reported as untested), or is an error when `cases` says they are required.
pub(crate) fn discover(root: &Path, ids: &[String], cases: Cases) -> Discovery {
    let mut found = Discovery::default();
    for id in ids {
        match load(root, id, cases) {
            Ok((problem, errors)) => {
                found.errors.extend(errors);
                found.problems.push(problem);
            }
            Err(errors) => found.errors.extend(errors),
        }
    }
    found
}

/// One problem, with the errors of its individual cases; `Err` when nothing can be judged.
fn load(
    root: &Path,
    id: &str,
    required: Cases,
) -> Result<(Problem, Vec<DataError>), Vec<DataError>> {
    let source = root.join("problems").join(id).join("src").join("main.rs");
    let data = root.join("testcases").join(id);
    let mut fatal = Vec::new();
    fatal.extend(solution_error(root, id, &source, &data));
    if !data.is_dir() {
        fatal.push(DataError::new(
            id,
            rel(root, &data),
            DataErrorKind::NoJudgeData,
        ));
        return Err(fatal);
    }
    let toml = data.join("problem.toml");
    let spec = match read_spec(root, id, &toml) {
        Ok(spec) => Some(spec),
        Err(e) => {
            fatal.push(e);
            None
        }
    };
    let interactive = spec
        .as_ref()
        .is_some_and(|spec| spec.compare == config::Compare::Interactive);
    let (cases, mut errors) = pair_cases(root, id, &data, interactive);
    // A problem still to solve is not judged, so it needs no cases yet.
    if cases.is_empty()
        && errors.is_empty()
        && required == Cases::Required
        && !to_solve::file_is_template(&source)
    {
        fatal.push(DataError::new(id, rel(root, &data), DataErrorKind::NoCases));
    }
    let mut program = |program: JudgeProgram| match judge_program(root, id, &data, program) {
        Ok(path) => path,
        Err(error) => {
            fatal.push(error);
            None
        }
    };
    let checker = program(JudgeProgram::Checker);
    let interactor = program(JudgeProgram::Interactor);
    let missing = spec.as_ref().and_then(|spec| {
        program_missing(root, &data, spec, checker.as_deref(), interactor.as_deref())
    });
    if let Some(kind) = missing {
        fatal.push(DataError::new(id, rel(root, &toml), kind));
    }
    // A broken groups.toml is named; the cases are still judged, without groups.
    let groups = read_groups(root, id, &data.join("groups.toml")).unwrap_or_else(|e| {
        errors.push(e);
        Vec::new()
    });
    match spec {
        Some(spec) if fatal.is_empty() => Ok((
            Problem {
                id: id.to_owned(),
                source,
                spec,
                cases,
                checker,
                interactor,
                groups,
            },
            errors,
        )),
        _ => {
            fatal.append(&mut errors);
            Err(fatal)
        }
    }
}

/// Why the problem's solution cannot be judged (missing, not a file, unreadable), if it
/// cannot.
fn solution_error(root: &Path, id: &str, source: &Path, data: &Path) -> Option<DataError> {
    let kind = match look(source) {
        Ok(Found::File) => return None,
        Ok(Found::NotRegular(kind)) => DataErrorKind::SolutionNotRegular(kind),
        Err(e) if e.kind() == io::ErrorKind::NotFound => DataErrorKind::NoSolution {
            data: rel(root, data),
        },
        Err(e) => DataErrorKind::SolutionUnreadable { why: e.to_string() },
    };
    Some(DataError::new(id, rel(root, source), kind))
}

/// What is wrong when the compare mode's program (the checker, the interactor) is not in
/// the judge data `data`, if it is not.
fn program_missing(
    root: &Path,
    data: &Path,
    spec: &Spec,
    checker: Option<&Path>,
    interactor: Option<&Path>,
) -> Option<DataErrorKind> {
    let program = match spec.compare {
        config::Compare::Checker(_) if checker.is_none() => JudgeProgram::Checker,
        config::Compare::Interactive if interactor.is_none() => JudgeProgram::Interactor,
        _ => return None,
    };
    let rust = rel(root, &data.join(format!("{}.rs", program.name())));
    Some(DataErrorKind::ProgramMissing { program, rust })
}

/// Reads and parses a problem's `problem.toml`; an error names the file.
#[expect(
    clippy::result_large_err,
    reason = "a data error is made once per broken file, never in a hot path"
)]
fn read_spec(root: &Path, id: &str, toml: &Path) -> Result<Spec, DataError> {
    let error = |kind| DataError::new(id, rel(root, toml), kind);
    if let Ok(Found::NotRegular(kind)) = look(toml) {
        return Err(error(DataErrorKind::NotRegular(kind)));
    }
    match read_bounded(toml, MAX_SPEC_BYTES) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => config::parse_spec(&rel_path(root, toml), &text).map_err(|e| {
                let error = error(DataErrorKind::Spec { fault: e.fault });
                match e.line {
                    Some(line) => error.at_line(line),
                    None => error,
                }
            }),
            Err(_) => Err(error(DataErrorKind::NotUtf8)),
        },
        Err(e) if e.kind() == io::ErrorKind::NotFound => Err(error(DataErrorKind::SpecMissing)),
        Err(e) => Err(error(DataErrorKind::Unreadable { why: e.to_string() })),
    }
}

/// The groups of `groups.toml` (`file`), none when there is no such file.
#[expect(
    clippy::result_large_err,
    reason = "a data error is made once per broken file, never in a hot path"
)]
fn read_groups(root: &Path, id: &str, file: &Path) -> Result<Vec<config::Group>, DataError> {
    let error = |kind| DataError::new(id, rel(root, file), kind);
    match read_bounded(file, MAX_SPEC_BYTES) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => config::parse_groups(&text).map_err(|(line, fault)| {
                let fault = Box::new(fault);
                error(DataErrorKind::Spec { fault }).at_line(line)
            }),
            Err(_) => Err(error(DataErrorKind::NotUtf8)),
        },
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(error(DataErrorKind::Unreadable { why: e.to_string() })),
    }
}

/// The judge data's program `NAME.rs` or `NAME.cpp` (a checker, an interactor), if there is
/// one.
///
/// # Errors
/// When both exist (which one is meant cannot be told), or one is there but is not a regular
/// file.
#[expect(
    clippy::result_large_err,
    reason = "a data error is made once per broken file, never in a hot path"
)]
pub(crate) fn judge_program(
    root: &Path,
    id: &str,
    data: &Path,
    program: JudgeProgram,
) -> Result<Option<PathBuf>, DataError> {
    let name = program.name();
    let rust = data.join(format!("{name}.rs"));
    let cpp = data.join(format!("{name}.cpp"));
    #[expect(
        clippy::result_large_err,
        reason = "a data error is made once per broken file, never in a hot path"
    )]
    let present = |path: &Path| {
        let error = |kind| DataError::new(id, rel(root, path), kind);
        match look(path) {
            Ok(Found::File) => Ok(true),
            Ok(Found::NotRegular(kind)) => Err(error(DataErrorKind::NotRegular(kind))),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
            Err(e) => Err(error(DataErrorKind::Unreadable { why: e.to_string() })),
        }
    };
    match (present(&rust)?, present(&cpp)?) {
        (true, true) => Err(DataError::new(
            id,
            rel(root, &rust),
            DataErrorKind::BothPrograms {
                other: rel(root, &cpp),
            },
        )),
        (true, false) => Ok(Some(rust)),
        (false, true) => Ok(Some(cpp)),
        (false, false) => Ok(None),
    }
}

/// Pairs `NAME.in` with `NAME.out`; an orphan on either side is an error for that case,
/// except an input without an answer when `answers_optional` (an interactive problem).
fn pair_cases(
    root: &Path,
    id: &str,
    data: &Path,
    answers_optional: bool,
) -> (Vec<Case>, Vec<DataError>) {
    let mut errors = Vec::new();
    let Some((mut inputs, mut answers)) = case_stems(root, id, data, &mut errors) else {
        return (Vec::new(), errors);
    };
    inputs.sort_by(|a, b| natural_cmp(a, b));
    let mut cases = Vec::new();
    for name in &inputs {
        let input = data.join(format!("{name}.in"));
        let answer = data.join(format!("{name}.out"));
        let answered = answers.contains(name);
        if !answered && !answers_optional {
            let answer = rel(root, &answer);
            let kind = DataErrorKind::NoAnswer { answer };
            errors.push(DataError::new(id, rel(root, &input), kind).of_case(name));
            continue;
        }
        let answer = answered.then_some(answer);
        if let Some((path, kind)) = std::iter::once(&input)
            .chain(&answer)
            .find_map(|path| unreadable(path).map(|kind| (path, kind)))
        {
            errors.push(DataError::new(id, rel(root, path), kind).of_case(name));
            continue;
        }
        cases.push(Case {
            name: name.clone(),
            input,
            answer,
        });
    }
    answers.sort_by(|a, b| natural_cmp(a, b));
    for name in answers.iter().filter(|n| !inputs.contains(n)) {
        let answer = data.join(format!("{name}.out"));
        let input = rel(root, &data.join(format!("{name}.in")));
        let kind = DataErrorKind::NoInput { input };
        errors.push(DataError::new(id, rel(root, &answer), kind).of_case(name));
    }
    (cases, errors)
}

/// The names of the inputs (`NAME.in`) and of the answers (`NAME.out`) in `data`, unsorted;
/// a case file whose name is not UTF-8 is an error in `errors`, and so is a folder that
/// cannot be listed (`None`).
fn case_stems(
    root: &Path,
    id: &str,
    data: &Path,
    errors: &mut Vec<DataError>,
) -> Option<(Vec<String>, Vec<String>)> {
    let mut inputs = Vec::new();
    let mut answers = Vec::new();
    let entries = match fs::read_dir(data) {
        Ok(entries) => entries,
        Err(e) => {
            let why = e.to_string();
            errors.push(DataError::new(
                id,
                rel(root, data),
                DataErrorKind::Unlisted { why },
            ));
            return None;
        }
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let file_name = entry.file_name();
        let Some(name) = file_name.to_str() else {
            let lossy = file_name.to_string_lossy();
            if lossy.ends_with(".in") || lossy.ends_with(".out") {
                errors.push(DataError::new(
                    id,
                    rel(root, &path),
                    DataErrorKind::NameNotUtf8,
                ));
            }
            continue;
        };
        if let Some(stem) = name.strip_suffix(".in") {
            inputs.push(stem.to_owned());
        } else if let Some(stem) = name.strip_suffix(".out") {
            answers.push(stem.to_owned());
        }
    }
    Some((inputs, answers))
}

/// `path` relative to the workspace root, for messages, with `/` between its parts on every
/// OS: it is what users copy into commands and what GitHub's annotations and git take
/// (`problems/boj-1000/src/main.rs`), and `/` works in every Windows shell, where `\` is an
/// escape in Git Bash. A path outside the workspace keeps its own form (`C:\x` on Windows).
pub(crate) fn rel(root: &Path, path: &Path) -> String {
    rel_path(root, path).display().to_string()
}

/// [`rel`] as a path (Windows takes `/` as a separator too).
fn rel_path(root: &Path, path: &Path) -> PathBuf {
    let relative = path.strip_prefix(root).unwrap_or(path);
    if relative.has_root() || !relative.is_relative() {
        return relative.to_path_buf();
    }
    let mut joined = std::ffi::OsString::new();
    for (i, part) in relative.components().enumerate() {
        if i > 0 {
            joined.push("/");
        }
        joined.push(part.as_os_str());
    }
    PathBuf::from(joined)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A FIFO, a link to `/dev/zero` and a folder are told apart from a missing file, and
    /// reading one returns at once (a FIFO is never opened, `/dev/zero` never read).
    #[cfg(unix)]
    #[test]
    fn what_is_not_a_regular_file_is_named_and_never_read() {
        let dir = std::env::temp_dir().join(format!("judge-look-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("folder.in")).unwrap();
        let fifo = dir.join("fifo.in");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        std::os::unix::fs::symlink("/dev/zero", dir.join("zero.in")).unwrap();
        fs::write(dir.join("file.in"), "1 2\n").unwrap();
        for (name, found) in [
            ("file.in", Found::File),
            ("folder.in", Found::NotRegular(NotRegular::Folder)),
            ("fifo.in", Found::NotRegular(NotRegular::Fifo)),
            ("zero.in", Found::NotRegular(NotRegular::Device)),
        ] {
            assert_eq!(look(&dir.join(name)).unwrap(), found, "{name}");
        }
        assert_eq!(
            look(&dir.join("missing.in")).unwrap_err().kind(),
            io::ErrorKind::NotFound
        );
        for (name, kind) in [("fifo.in", "a FIFO"), ("zero.in", "a device")] {
            let e = read_bounded(&dir.join(name), MAX_CASE_BYTES).unwrap_err();
            assert_eq!(e.to_string(), format!("not a regular file ({kind})"));
        }
        assert_eq!(read_bounded(&dir.join("file.in"), 10).unwrap(), b"1 2\n");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn natural_order() {
        let mut names = vec![
            "10",
            "sample-2",
            "2",
            "1",
            "sample-10",
            "sample-1",
            "02",
            "a",
        ];
        names.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(
            names,
            [
                "1",
                "2",
                "02",
                "10",
                "a",
                "sample-1",
                "sample-2",
                "sample-10"
            ]
        );
    }

    #[test]
    fn select_by_id_and_prefix() {
        let ids: Vec<String> = ["boj-17825", "boj-9079", "programmers-92345"]
            .map(String::from)
            .to_vec();
        assert_eq!(select(&ids, &[]).unwrap(), ids);
        assert_eq!(
            select(&ids, &["boj".into()]).unwrap(),
            ["boj-9079", "boj-17825"]
        );
        assert_eq!(select(&ids, &["boj-9079".into()]).unwrap(), ["boj-9079"]);
        let err = select(&ids, &["atcoder".into()]).unwrap_err().to_string();
        assert!(
            err.contains("`atcoder`") && err.contains("boj-9079"),
            "{err}"
        );
    }

    #[test]
    fn exact_ids_win_numbers_mean_one_problem_and_prefixes_end_at_words() {
        let ids: Vec<String> = [
            "boj-1260",
            "boj-12600",
            "programmers-42576",
            "programmers-4257",
            "re_exit",
            "re_panic",
            "rest",
        ]
        .map(String::from)
        .to_vec();
        let one = |name: &str| select(&ids, &[name.to_owned()]).map_err(|e| e.to_string());
        assert_eq!(one("boj-1260").unwrap(), ["boj-1260"]);
        assert_eq!(one("1260").unwrap(), ["boj-1260"]);
        assert_eq!(one("01260").unwrap(), ["boj-1260"]);
        assert_eq!(one("42576").unwrap(), ["programmers-42576"]);
        assert_eq!(one("programmers-4257").unwrap(), ["programmers-4257"]);
        assert_eq!(one("re").unwrap(), ["re_exit", "re_panic"]);
        assert_eq!(one("boj-").unwrap(), ["boj-1260", "boj-12600"]);
        // A prefix that stops inside a word matches nothing: no silent pick of another; an
        // id of a numbered site is a problem to start, beside the ids it is near.
        let err = one("programmers-425").unwrap_err();
        assert_eq!(
            err,
            "there is no problem `programmers-425` in this workspace yet: start it with `cargo \
             judge new programmers 425`, or did you mean programmers-4257 or programmers-42576?"
        );
        let err = one("boj-126").unwrap_err();
        assert!(err.contains("did you mean boj-1260 or boj-12600?"), "{err}");
        assert_eq!(one("BOJ-1260").unwrap(), ["boj-1260"]);
        assert!(one("rst").unwrap_err().contains("the closest: rest"));
        assert!(one("999").unwrap_err().contains("the closest"));
        let twice: Vec<String> = ["boj-7", "programmers-7"].map(String::from).to_vec();
        let err = select(&twice, &["7".into()]).unwrap_err().to_string();
        assert!(err.contains("2 problems have the number 7"), "{err}");
        assert_eq!(select_one(&ids, "1260").unwrap(), "boj-1260");
        assert!(select_one(&ids, "re")
            .unwrap_err()
            .to_string()
            .contains("matches 2 problems"));
        assert!(select(&[], &["x".into()])
            .unwrap_err()
            .to_string()
            .contains("no problems yet"));
    }
}
