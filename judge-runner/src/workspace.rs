//! The workspace on disk: its root, its problems, each problem's `problem.toml` and cases.
//!
//! Broken judge data never stops discovery: it becomes a [`DataError`] naming the file,
//! and everything else is still judged.

mod rules;
pub(crate) mod to_solve;

pub use rules::{Cases, DataStrictness};

use crate::config::{self, JudgeProgram, Spec, SpecFault};
use crate::error::NoWorkspace;
use std::cmp::Ordering;
use std::fmt;
use std::fs;
use std::io::{self, Read};
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

/// Broken judge data, or a case the judge's side could not judge: which problem (and
/// case), the file at fault and its line, and what is wrong. Data, not a sentence: the
/// report's catalogue (`report::words`) words it, and a reporter that points at the file
/// (a GitHub annotation) takes `file` and `line` from here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DataError {
    pub problem: String,
    pub case: Option<String>,
    /// The file (or folder) at fault, relative to the root; `None` when none is known.
    pub file: Option<String>,
    /// The 1-based line in `file`, when the fault is on one.
    pub line: Option<usize>,
    pub kind: DataErrorKind,
}

/// What is wrong with the judge data (`file` is the [`DataError`]'s).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum DataErrorKind {
    /// The solution `file` does not exist; `data`: the problem's judge data folder.
    NoSolution {
        data: String,
    },
    /// The solution `file` is there but is not a regular file.
    SolutionNotRegular(NotRegular),
    /// The solution `file` cannot be read: the system's words.
    SolutionUnreadable {
        why: String,
    },
    /// The judge data folder `file` does not exist.
    NoJudgeData,
    /// `file` is there but is not a regular file.
    NotRegular(NotRegular),
    /// `problem.toml` is rejected (`line`, when on one).
    Spec {
        fault: Box<SpecFault>,
    },
    /// `file` is not UTF-8.
    NotUtf8,
    /// `problem.toml` is missing.
    SpecMissing,
    /// `file` cannot be read, opened or listed: the system's words.
    Unreadable {
        why: String,
    },
    Unopenable {
        why: String,
    },
    Unlisted {
        why: String,
    },
    /// `--require-cases` and the folder `file` has none.
    NoCases,
    /// Both `file` and `other` exist (`checker.rs` and `checker.cpp`).
    BothPrograms {
        other: String,
    },
    /// `file` (`problem.toml`) asks for a checker or interactor (`program`) that is not
    /// there: neither `rust` nor `program.cpp`.
    ProgramMissing {
        program: JudgeProgram,
        rust: String,
    },
    /// The wrong solution `file` does not declare the verdict it must get in its first line
    /// (`// expect: WA`); `first`: that line.
    WrongWithoutExpect {
        first: String,
    },
    /// A case file's name (`file`, lossily) is not UTF-8.
    NameNotUtf8,
    /// The input `file` has no `answer`.
    NoAnswer {
        answer: String,
    },
    /// The answer `file` has no `input`.
    NoInput {
        input: String,
    },
    /// The case file `file` is larger than a case may be.
    TooBig {
        bytes: u64,
        max: u64,
    },
    /// A Programmers answer `file` is not one literal: the grammar's words, and where.
    NotALiteral {
        what: String,
        column: usize,
    },
    /// A Programmers input `file` has an argument `line` that is not a literal.
    ArgumentNotALiteral {
        what: String,
        column: usize,
    },
    /// A Programmers input `file` has `lines` argument lines, but `solution` takes `arity`.
    Arity {
        lines: usize,
        arity: usize,
    },
    /// The checker or interactor `file` does not compile: rustc's (or the C++ compiler's)
    /// first error.
    ProgramCompile {
        first: String,
    },
    /// The checker or interactor `file` neither accepted nor rejected: on what, how, and
    /// what its codes mean (`engine::failure_detail`).
    ProgramFailed {
        detail: String,
    },
    /// The stored input `file` is refused by the problem's validator (`validator`, its file
    /// name), with the validator's reason.
    Invalid {
        validator: String,
        why: String,
    },
    /// The case could not be judged: its solution was not built.
    NotBuilt,
    /// The judge's side failed on the case, worded where it failed (an unreadable answer, a
    /// program that could not be started, a checker that failed, a build's I/O error).
    Failed(String),
}

impl DataError {
    /// An error of `problem` about `file`.
    pub(crate) fn new(problem: &str, file: impl Into<String>, kind: DataErrorKind) -> Self {
        DataError {
            problem: problem.to_owned(),
            case: None,
            file: Some(file.into()),
            line: None,
            kind,
        }
    }

    /// The same, about one case.
    pub(crate) fn of_case(mut self, case: &str) -> Self {
        self.case = Some(case.to_owned());
        self
    }

    /// The same, on one line of its file.
    pub(crate) fn at_line(mut self, line: usize) -> Self {
        self.line = Some(line);
        self
    }
}

/// What discovery found: judgeable problems and the errors of the rest.
#[derive(Debug, Default)]
pub(crate) struct Discovery {
    pub problems: Vec<Problem>,
    pub errors: Vec<DataError>,
}

/// Walks up from `start` to the first folder holding both `problems/` and `testcases/`.
pub(crate) fn find_root(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|dir| dir.join("problems").is_dir() && dir.join("testcases").is_dir())
        .map(Path::to_path_buf)
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
            if dir.join("problems").is_dir() && dir.join("testcases").is_dir() {
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

/// Picks the ids named on the command line. A name is, in this order of precedence:
/// an id (`boj-1260`), which always wins; a bare number (`1260`), which means the one problem
/// with that number; or a prefix that ends where a word of the id ends (`boj`, `boj-`,
/// `re` for `re_panic`, but never `programmers-4257` for `programmers-42576`).
///
/// # Errors
/// A name that matches nothing, with the three closest ids; a number that several problems
/// have, with them.
pub(crate) fn select(ids: &[String], names: &[String]) -> Result<Vec<String>, String> {
    if names.is_empty() {
        return Ok(ids.to_vec());
    }
    let mut chosen = Vec::new();
    for name in names {
        for id in matching(ids, name)? {
            if !chosen.contains(&id) {
                chosen.push(id);
            }
        }
    }
    chosen.sort_by(|a, b| natural_cmp(a, b));
    Ok(chosen)
}

/// The one problem `name` means, by the rules of [`select`].
///
/// # Errors
/// A name that matches nothing (with the closest ids) or several problems (with them).
pub(crate) fn select_one(ids: &[String], name: &str) -> Result<String, String> {
    let mut matched = matching(ids, name)?;
    if matched.len() == 1 {
        return Ok(matched.remove(0));
    }
    Err(format!(
        "`{name}` matches {} problems ({}); name one",
        matched.len(),
        matched.join(", ")
    ))
}

/// The ids one name matches (at least one).
fn matching(ids: &[String], name: &str) -> Result<Vec<String>, String> {
    if ids.iter().any(|id| id == name) {
        return Ok(vec![name.to_owned()]);
    }
    let number = !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit());
    let matched: Vec<String> = if number {
        let wanted = name.trim_start_matches('0');
        ids.iter()
            .filter(|id| {
                id.rsplit_once('-')
                    .is_some_and(|(_, n)| n.trim_start_matches('0') == wanted)
            })
            .cloned()
            .collect()
    } else {
        ids.iter()
            .filter(|id| {
                id.strip_prefix(name)
                    .is_some_and(|rest| name.ends_with(['-', '_']) || rest.starts_with(['-', '_']))
            })
            .cloned()
            .collect()
    };
    match matched.len() {
        0 => Err(unknown(ids, name)),
        n if number && n > 1 => Err(format!(
            "{n} problems have the number {name} ({}); name one",
            matched.join(", ")
        )),
        _ => Ok(matched),
    }
}

/// `no problem matches NAME`, with the three ids closest to it.
fn unknown(ids: &[String], name: &str) -> String {
    if ids.is_empty() {
        return format!(
            "no problem matches `{name}`: this workspace has no problems yet (start one with \
             `cargo judge new`)"
        );
    }
    let mut ranked: Vec<(usize, &String)> = ids
        .iter()
        .map(|id| (crate::suggest::distance(name, id), id))
        .collect();
    ranked.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| natural_cmp(a.1, b.1)));
    let closest: Vec<&str> = ranked.iter().take(3).map(|(_, id)| id.as_str()).collect();
    format!(
        "no problem matches `{name}`; the closest: {}",
        closest.join(", ")
    )
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
    let no_solution = match look(&source) {
        Ok(Found::File) => None,
        Ok(Found::NotRegular(kind)) => Some(DataErrorKind::SolutionNotRegular(kind)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Some(DataErrorKind::NoSolution {
            data: rel(root, &data),
        }),
        Err(e) => Some(DataErrorKind::SolutionUnreadable { why: e.to_string() }),
    };
    if let Some(kind) = no_solution {
        fatal.push(DataError::new(id, rel(root, &source), kind));
    }
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
    if let Some(spec) = &spec {
        let needed = match spec.compare {
            config::Compare::Checker(_) => Some((JudgeProgram::Checker, checker.is_none())),
            config::Compare::Interactive => Some((JudgeProgram::Interactor, interactor.is_none())),
            config::Compare::Output(_) => None,
        };
        if let Some((program, true)) = needed {
            let rust = rel(root, &data.join(format!("{}.rs", program.name())));
            fatal.push(DataError::new(
                id,
                rel(root, &toml),
                DataErrorKind::ProgramMissing { program, rust },
            ));
        }
    }
    match spec {
        Some(spec) if fatal.is_empty() => Ok((
            Problem {
                id: id.to_owned(),
                source,
                spec,
                cases,
                checker,
                interactor,
            },
            errors,
        )),
        _ => {
            fatal.append(&mut errors);
            Err(fatal)
        }
    }
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
    let mut inputs = Vec::new();
    let mut answers = Vec::new();
    let mut errors = Vec::new();
    let entries = match fs::read_dir(data) {
        Ok(entries) => entries,
        Err(e) => {
            let why = e.to_string();
            errors.push(DataError::new(
                id,
                rel(root, data),
                DataErrorKind::Unlisted { why },
            ));
            return (Vec::new(), errors);
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

/// The largest `problem.toml` read: a few lines are expected.
const MAX_SPEC_BYTES: u64 = 1 << 20;
/// The largest case file: far above any judge's data, far below the machine's memory.
pub(crate) const MAX_CASE_BYTES: u64 = 1 << 30;

/// What stands at a path the judge reads, when something does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Found {
    /// A regular file (after following links).
    File,
    /// Something that must not be read as a file.
    NotRegular(NotRegular),
}

/// What a path that is not a regular file is. Opening a FIFO waits for a writer, a device
/// such as `/dev/zero` never ends, and a folder has no bytes: none is judge data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NotRegular {
    Folder,
    Fifo,
    Device,
    Socket,
    Other,
}

impl fmt::Display for NotRegular {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotRegular::Folder => "a folder",
            NotRegular::Fifo => "a FIFO",
            NotRegular::Device => "a device",
            NotRegular::Socket => "a socket",
            NotRegular::Other => "not a file",
        })
    }
}

/// Looks at `path` (following links) without opening it, which could block.
///
/// # Errors
/// When nothing is there (`NotFound`, also for a dangling link) or it cannot be looked at.
pub(crate) fn look(path: &Path) -> io::Result<Found> {
    let kind = fs::metadata(path)?.file_type();
    if kind.is_file() {
        return Ok(Found::File);
    }
    if kind.is_dir() {
        return Ok(Found::NotRegular(NotRegular::Folder));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Ok(Found::NotRegular(NotRegular::Fifo));
        }
        if kind.is_char_device() || kind.is_block_device() {
            return Ok(Found::NotRegular(NotRegular::Device));
        }
        if kind.is_socket() {
            return Ok(Found::NotRegular(NotRegular::Socket));
        }
    }
    Ok(Found::NotRegular(NotRegular::Other))
}

/// The one wording for a path that is there but is not a regular file.
pub(crate) fn not_regular(root: &Path, path: &Path, kind: NotRegular) -> String {
    format!("{} is not a regular file ({kind})", rel(root, path))
}

/// Reads a file of judge data that must be a regular file (a FIFO would block, a link to
/// `/dev/zero` never end) of at most `max` bytes.
///
/// # Errors
/// When it is not a regular file, is larger than `max`, or cannot be read.
pub(crate) fn read_bounded(path: &Path, max: u64) -> io::Result<Vec<u8>> {
    if let Found::NotRegular(kind) = look(path)? {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a regular file ({kind})"),
        ));
    }
    let file = fs::File::open(path)?;
    // Looked at again through the handle: the path may have been swapped since.
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        ));
    }
    if meta.len() > max {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "{} bytes, more than the {max} a judge file may have",
                meta.len()
            ),
        ));
    }
    let mut bytes = Vec::new();
    file.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            "grew while being read",
        ));
    }
    Ok(bytes)
}

/// Why a case file cannot be used, if it cannot: it must be a regular file of sane size
/// that we can open.
fn unreadable(path: &Path) -> Option<DataErrorKind> {
    if let Ok(Found::NotRegular(kind)) = look(path) {
        return Some(DataErrorKind::NotRegular(kind));
    }
    match fs::metadata(path) {
        Ok(meta) if meta.len() > MAX_CASE_BYTES => Some(DataErrorKind::TooBig {
            bytes: meta.len(),
            max: MAX_CASE_BYTES,
        }),
        Ok(_) => fs::File::open(path)
            .err()
            .map(|e| DataErrorKind::Unopenable { why: e.to_string() }),
        Err(e) => Some(DataErrorKind::Unreadable { why: e.to_string() }),
    }
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

/// Natural order: runs of digits compare as numbers, so `2` sorts before `10`.
pub(crate) fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    loop {
        match (a.first(), b.first()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let da = a.iter().take_while(|c| c.is_ascii_digit()).count();
                let db = b.iter().take_while(|c| c.is_ascii_digit()).count();
                let (na, nb) = (trim_zeros(&a[..da]), trim_zeros(&b[..db]));
                let order = na
                    .len()
                    .cmp(&nb.len())
                    .then_with(|| na.cmp(nb))
                    .then_with(|| da.cmp(&db));
                if order != Ordering::Equal {
                    return order;
                }
                a = &a[da..];
                b = &b[db..];
            }
            (Some(x), Some(y)) => {
                if x != y {
                    return x.cmp(y);
                }
                a = &a[1..];
                b = &b[1..];
            }
        }
    }
}

fn trim_zeros(digits: &[u8]) -> &[u8] {
    let zeros = digits.iter().take_while(|&&d| d == b'0').count();
    &digits[zeros..]
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
        assert_eq!(
            not_regular(&dir, &fifo, NotRegular::Fifo),
            "fifo.in is not a regular file (a FIFO)"
        );
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
        let err = select(&ids, &["atcoder".into()]).unwrap_err();
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
        let one = |name: &str| select(&ids, &[name.to_owned()]);
        assert_eq!(one("boj-1260").unwrap(), ["boj-1260"]);
        assert_eq!(one("1260").unwrap(), ["boj-1260"]);
        assert_eq!(one("01260").unwrap(), ["boj-1260"]);
        assert_eq!(one("42576").unwrap(), ["programmers-42576"]);
        assert_eq!(one("programmers-4257").unwrap(), ["programmers-4257"]);
        assert_eq!(one("re").unwrap(), ["re_exit", "re_panic"]);
        assert_eq!(one("boj-").unwrap(), ["boj-1260", "boj-12600"]);
        // A prefix that stops inside a word matches nothing: no silent pick of another.
        let err = one("programmers-425").unwrap_err();
        assert_eq!(
            err,
            "no problem matches `programmers-425`; the closest: programmers-4257, \
             programmers-42576, rest"
        );
        let err = one("boj-126").unwrap_err();
        assert!(err.contains("the closest: boj-1260, boj-12600"), "{err}");
        assert!(one("999").unwrap_err().contains("the closest"));
        let twice: Vec<String> = ["boj-7", "programmers-7"].map(String::from).to_vec();
        let err = select(&twice, &["7".into()]).unwrap_err();
        assert!(err.contains("2 problems have the number 7"), "{err}");
        assert_eq!(select_one(&ids, "1260").unwrap(), "boj-1260");
        assert!(select_one(&ids, "re")
            .unwrap_err()
            .contains("matches 2 problems"));
        assert!(select(&[], &["x".into()])
            .unwrap_err()
            .contains("no problems yet"));
    }
}
