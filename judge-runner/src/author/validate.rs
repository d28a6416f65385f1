//! Validators: `testcases/<id>/validator.rs`, or a testlib `validator.cpp`
//! (`registerValidation`), reads one input on stdin and exits 0 when it is within the
//! problem's constraints, else non-zero with a message on stderr saying which constraint
//! broke, on which line and token.
//!
//! With BOJ closed, a problem's stored cases are the only judge data it will ever have, so
//! an input that breaks the statement's constraints is a defect of the data, not a verdict:
//! `cargo judge validate [ID]` checks every stored input; `cargo judge` checks the inputs
//! that changed (a pass is remembered by the validator's build and the input's bytes, in
//! `target/judge/valid/`) and reports an invalid one as an error naming the file; `stress`,
//! `gen` and `add` check every input before they use or store it.
//!
//! A validator runs confined, as a helper ([`Role::Helper`]): 10 s, 1 GiB, its stdin the
//! input. A Rust validator that panics is read as one that refused the input (its panic
//! message is the reason), as `expect` is the natural way to say so.

use super::Matches;
use crate::build::{self, Built};
use crate::engine::{Engine, Exit, Input, Kill, Role, RunOutcome};
use crate::error::{self, Error, HelperFault};
use crate::pool::{parallel, Flow};
use crate::report::words::Line;
use crate::report::{inert, words};
use crate::workspace::{self, DataError, DataErrorKind, Problem};
use crate::Context;
use std::fs;
use std::path::{Path, PathBuf};

/// What a validator said of one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Validity {
    Valid,
    /// Refused, with the validator's reason (its last lines of stderr).
    Invalid(String),
}

/// A built validator.
pub(crate) struct Validator {
    binary: PathBuf,
    /// `testcases/<id>/validator.rs` or `.cpp`.
    pub source: PathBuf,
    /// The digest of the built binary: a remembered pass is one of this build.
    key: String,
    /// `target/judge/valid/`, where passes are remembered.
    passes: PathBuf,
}

/// The validator source of a problem's data folder, if there is one.
///
/// # Errors
/// Both `validator.rs` and `validator.cpp`, or one that is not a regular file.
pub(crate) fn find(root: &Path, id: &str) -> Result<Option<PathBuf>, Error> {
    let data = root.join("testcases").join(id);
    let (rust, cpp) = (data.join("validator.rs"), data.join("validator.cpp"));
    let mut found = None;
    for path in [rust, cpp] {
        match workspace::look(&path) {
            Ok(workspace::Found::File) if found.is_some() => {
                return Err(Error::BothSources {
                    rust: format!("testcases/{id}/validator.rs"),
                    cpp: "validator.cpp".to_owned(),
                });
            }
            Ok(workspace::Found::File) => found = Some(path),
            Ok(workspace::Found::NotRegular(kind)) => {
                return Err(Error::NotRegular {
                    path: workspace::rel(root, &path),
                    kind,
                });
            }
            Err(_) => {}
        }
    }
    Ok(found)
}

impl Validator {
    /// Builds `source` (Rust as Rust 2021, C++ with the C++ compiler and `include` on its
    /// header path, as a checker is built).
    ///
    /// # Errors
    /// A compile error naming the file, or an I/O failure.
    pub(crate) fn build(
        engine: &Engine<'_>,
        root: &Path,
        source: &Path,
        include: Option<&Path>,
    ) -> Result<Validator, Error> {
        let binary = match engine.build_judge_program(source, include)? {
            Built::Binary { path, .. } => path,
            Built::CompileError { first, .. } => {
                return Err(Error::HelperCompile {
                    path: engine.rel(source),
                    first,
                })
            }
        };
        let bytes = fs::read(&binary).map_err(|e| Error::io(&binary, e))?;
        Ok(Validator {
            key: build::fnv128_parts(&[b"validator", &bytes]),
            binary,
            source: source.to_path_buf(),
            passes: root.join("target").join("judge").join("valid"),
        })
    }

    /// Finds and builds the validator of problem `id`, when it has one.
    ///
    /// # Errors
    /// As [`find`] and [`Validator::build`].
    pub(crate) fn of(
        engine: &Engine<'_>,
        root: &Path,
        id: &str,
        include: Option<&Path>,
    ) -> Result<Option<Validator>, Error> {
        find(root, id)?
            .map(|source| Validator::build(engine, root, &source, include))
            .transpose()
    }

    /// Checks the input file `input`; a pass is remembered by its bytes.
    ///
    /// # Errors
    /// When the input cannot be read, the validator cannot be started, or it runs out of
    /// time or memory (the validator's fault, not the input's).
    pub(crate) fn check(&self, engine: &Engine<'_>, input: &Path) -> Result<Validity, Error> {
        let bytes = fs::read(input).map_err(|e| Error::io(input, e))?;
        let pass = self
            .passes
            .join(build::fnv128_parts(&[self.key.as_bytes(), &bytes]));
        if pass.is_file() {
            return Ok(Validity::Valid);
        }
        let run = engine.run(&self.binary, &[], Input::File(input), Role::Helper, 0)?;
        let validity = self.ruling(engine, &run)?;
        if validity == Validity::Valid {
            // Only a pass is remembered: a refusal is shown again, with its reason, until
            // the input or the validator changes. Failing to remember costs a run later.
            if fs::create_dir_all(&self.passes).is_ok() {
                let _ = fs::write(&pass, b"");
            }
        }
        Ok(validity)
    }

    /// Checks `input` given as bytes (a generated input not yet stored).
    ///
    /// # Errors
    /// As [`Validator::check`].
    pub(crate) fn check_bytes(&self, engine: &Engine<'_>, input: &[u8]) -> Result<Validity, Error> {
        let staged = engine.scratch_path("validate-input");
        fs::write(&staged, input).map_err(|e| Error::io(&staged, e))?;
        let validity = self.check(engine, &staged);
        let _ = fs::remove_file(&staged);
        validity
    }

    /// What a run of the validator means.
    fn ruling(&self, engine: &Engine<'_>, run: &RunOutcome) -> Result<Validity, Error> {
        let failed = |fault: HelperFault| Error::HelperFailed {
            path: engine.rel(&self.source),
            fault: Box::new(fault),
        };
        if run.killed == Kill::Interrupt {
            return Err(failed(HelperFault::Interrupted));
        }
        if let Some((verdict, why)) = engine.fault(Role::Helper, run) {
            // Out of time or memory is the validator's fault; an exit code or a panic is
            // its refusal.
            let refusal = matches!(
                run.exit,
                Exit::Code(c) if c != 0
            ) && run.killed == Kill::None
                && !matches!(
                    verdict,
                    crate::verdict::Verdict::Tle | crate::verdict::Verdict::Mle
                );
            if !refusal {
                return Err(failed(HelperFault::Crashed {
                    verdict,
                    reason: why,
                }));
            }
            let code = match run.exit {
                Exit::Code(c) => c,
                Exit::Signal(s) => 128 + s,
            };
            return Ok(Validity::Invalid(reason(&run.stderr_tail, code)));
        }
        Ok(Validity::Valid)
    }
}

/// The reason a validator gave: after a panic, its message (between the `panicked at` line
/// and the backtrace); otherwise the last three lines of stderr that say something.
fn reason(stderr: &str, code: i32) -> String {
    let lines: Vec<&str> = stderr.lines().map(str::trim_end).collect();
    let panicked = lines
        .iter()
        .rposition(|l| l.starts_with("thread '") && l.contains("panicked at"));
    let said: Vec<&str> = match panicked {
        Some(at) => lines[at + 1..]
            .iter()
            .take_while(|l| !l.starts_with("stack backtrace:") && !l.starts_with("note: "))
            .copied()
            .collect(),
        None => lines.clone(),
    };
    let said: Vec<&str> = said.into_iter().filter(|l| !l.trim().is_empty()).collect();
    if said.is_empty() {
        return format!("it exited with code {code} and said nothing");
    }
    let from = said.len().saturating_sub(3);
    inert(&said[from..].join(" / "))
}

/// Validates every case of `problems` that has a validator, `jobs` at a time; returns the
/// problems without their invalid cases, and an error for each invalid case (and for each
/// validator that could not be built or run).
pub(crate) fn screen(
    engine: &Engine<'_>,
    root: &Path,
    problems: &[Problem],
    jobs: usize,
) -> (Vec<Problem>, Vec<DataError>) {
    let mut errors = Vec::new();
    let mut kept = problems.to_vec();
    for problem in &mut kept {
        let built = Validator::of(
            engine,
            root,
            &problem.id,
            problem.spec.cxx_include.as_deref(),
        );
        let validator = match built {
            Ok(Some(validator)) => validator,
            Ok(None) => continue,
            Err(e) => {
                errors.push(DataError {
                    problem: problem.id.clone(),
                    case: None,
                    file: None,
                    line: None,
                    kind: DataErrorKind::Failed(e.into()),
                });
                continue;
            }
        };
        let mut verdicts: Vec<Option<Result<Validity, Error>>> =
            (0..problem.cases.len()).map(|_| None).collect();
        parallel(
            jobs,
            problem.cases.len(),
            engine.cancel(),
            |c| validator.check(engine, &problem.cases[c].input),
            |c, result| {
                verdicts[c] = Some(result);
                Flow::Continue
            },
        );
        let mut invalid = Vec::new();
        for (case, verdict) in problem.cases.iter().zip(verdicts) {
            let kind = match verdict {
                None | Some(Ok(Validity::Valid)) => continue,
                Some(Ok(Validity::Invalid(why))) => DataErrorKind::Invalid {
                    validator: validator
                        .source
                        .file_name()
                        .unwrap_or_default()
                        .to_string_lossy()
                        .into_owned(),
                    why,
                },
                Some(Err(e)) => DataErrorKind::Failed(e.into()),
            };
            invalid.push(case.name.clone());
            errors.push(DataError {
                problem: problem.id.clone(),
                case: Some(case.name.clone()),
                file: Some(workspace::rel(root, &case.input)),
                line: None,
                kind,
            });
        }
        problem.cases.retain(|c| !invalid.contains(&c.name));
    }
    (kept, errors)
}

/// `cargo judge validate [ID...]`: every stored input of each problem with a validator.
pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let lang = super::lang(parsed, ctx)?;
    let root = super::root(parsed, ctx)?;
    let ids = workspace::problem_ids(&root).map_err(Error::NoWorkspace)?;
    let mut names = parsed.positional.clone();
    if names.is_empty() {
        if let Some(id) = workspace::problem_at(&root, &ctx.cwd) {
            names.push(id);
        }
    }
    let selected = workspace::select(&ids, &names).map_err(Error::unselected("validate"))?;
    let discovery = workspace::discover(&root, &selected, crate::cli::Cases::Optional);
    let memory = discovery.largest_memory();
    let jobs = ctx.cpus.max(1);
    let lines = super::with_engine(&root, ctx, memory, |engine| {
        let mut lines = Vec::new();
        let mut refused = 0usize;
        for problem in &discovery.problems {
            let source = match find(&root, &problem.id)? {
                Some(source) => source,
                None => {
                    let line = Line::NoValidator {
                        id: problem.id.clone(),
                    };
                    lines.push(format!("{}\n", words::line(&line, lang)));
                    continue;
                }
            };
            let name = source.file_name().unwrap_or_default().to_string_lossy();
            // The skeleton `new` wrote accepts every input: counting them valid would say
            // they were checked.
            if fs::read_to_string(&source).is_ok_and(|text| text.contains(SKELETON_MARK)) {
                let line = Line::SkeletonValidator {
                    id: problem.id.clone(),
                    name: name.into_owned(),
                };
                lines.push(format!("{}\n", words::line(&line, lang)));
                continue;
            }
            let one = std::slice::from_ref(problem);
            let (_, errors) = screen(engine, &root, one, jobs);
            let (label, _) = words::error_labels(lang);
            for e in &errors {
                lines.push(format!("{label} {}\n", words::data_error(e, lang)));
            }
            refused += errors.len();
            let valid = problem.cases.len() - errors.iter().filter(|e| e.case.is_some()).count();
            let total = problem.cases.len();
            let line = Line::Valid {
                id: problem.id.clone(),
                valid,
                total,
                name: name.into_owned(),
            };
            lines.push(format!("{}\n", words::line(&line, lang)));
        }
        Ok((lines, refused))
    })?;
    let (lines, refused) = lines;
    for line in lines {
        super::say(&mut ctx.stderr, &line)?;
    }
    Ok(if refused > 0 {
        error::EXIT_TROUBLE
    } else {
        error::EXIT_OK
    })
}

/// Refuses `input` for problem `id` when its validator refuses it (a command that stores
/// it, such as `add`, then writes nothing); nothing is run without a validator.
///
/// # Errors
/// The validator's refusal, naming it, or its failure to build or run.
pub(crate) fn refuse_invalid(
    root: &Path,
    ctx: &Context,
    id: &str,
    input: &[u8],
) -> Result<(), Error> {
    let Some(source) = find(root, id)? else {
        return Ok(());
    };
    let spec = super::read_spec(root, id)?;
    super::with_engine(root, ctx, spec.limits.memory_bytes, |engine| {
        let validator = Validator::build(engine, root, &source, spec.cxx_include.as_deref())?;
        match validator.check_bytes(engine, input)? {
            Validity::Valid => Ok(()),
            Validity::Invalid(why) => Err(Error::InvalidInput {
                validator: engine.rel(&source),
                why,
            }),
        }
    })
}

/// A line only the skeleton [`skeleton`] writes: a validator that still holds it checks
/// nothing yet.
pub(crate) const SKELETON_MARK: &str =
    "// TODO: the statement's constraints, in the order of the input";

/// The validator `new` writes: the token helper that knows its line and token, and the
/// constraints to fill in.
pub(crate) fn skeleton(id: &str, input_section: Option<&str>) -> String {
    let mut text = format!(
        "//! Validator of {id}: reads one input on stdin and exits 0 when it is within the\n\
         //! constraints; otherwise exits 1 saying which constraint broke, on which line and\n\
         //! token. `cargo judge validate {id}` runs it on every stored input.\n"
    );
    if let Some(section) = input_section {
        text.push_str("//!\n//! The statement's input section:\n");
        for line in section.lines().filter(|l| !l.trim().is_empty()) {
            text.push_str("//!     ");
            text.push_str(line.trim_end());
            text.push('\n');
        }
    }
    text.push_str(SKELETON_BODY);
    text
}

const SKELETON_BODY: &str = r#"
use std::io::Read;
use std::process::exit;

fn main() {
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        fail_at(0, 0, "the input is not UTF-8");
    }
    let mut input = Strict::new(&text);
    // TODO: the statement's constraints, in the order of the input; until then every input
    // passes. For an input `N`, then N numbers on one line:
    //     let n = input.int("N", 1, 100_000);
    //     input.end_line();
    //     for _ in 0..n { input.int("A_i", -1_000_000_000, 1_000_000_000); }
    //     input.end_line();
    //     input.end();
    input.unread();
}

/// The input as lines of tokens separated by single spaces, each line ending in `\n`:
/// every read names its line and token when it fails.
struct Strict<'a> {
    text: &'a str,
    lines: Vec<&'a str>,
    line: usize,
    token: usize,
}

impl<'a> Strict<'a> {
    fn new(text: &'a str) -> Strict<'a> {
        let body = text.strip_suffix('\n').unwrap_or(text);
        Strict { text, lines: body.split('\n').collect(), line: 0, token: 0 }
    }

    /// The tokens of the current line, which must be separated by single spaces.
    fn tokens(&self) -> Vec<&'a str> {
        let Some(line) = self.lines.get(self.line) else {
            self.fail("a line is missing");
        };
        if line.is_empty() {
            return Vec::new();
        }
        if line.contains(['\r', '\t']) || line.split(' ').any(str::is_empty) {
            self.fail("tokens are separated by exactly one space, lines by \\n");
        }
        line.split(' ').collect()
    }

    /// The next token of the current line.
    fn token(&mut self, name: &str) -> &'a str {
        let Some(&token) = self.tokens().get(self.token) else {
            self.token += 1;
            self.fail(&format!("{name} is missing"));
        };
        self.token += 1;
        token
    }

    /// An integer in `lo..=hi`, in canonical form (no `+`, no leading zero, no `-0`).
    fn int(&mut self, name: &str, lo: i64, hi: i64) -> i64 {
        let token = self.token(name);
        let canonical = token.parse::<i64>().ok().filter(|v| v.to_string() == token);
        match canonical {
            Some(v) if (lo..=hi).contains(&v) => v,
            Some(v) => self.fail(&format!("{name} = {v} is outside {lo}..={hi}")),
            None => self.fail(&format!("{name} = `{token}` is not an integer")),
        }
    }

    /// A token of at most `max_len` bytes, each of them allowed by `ok`.
    fn word(&mut self, name: &str, max_len: usize, ok: impl Fn(u8) -> bool) -> &'a str {
        let token = self.token(name);
        if token.len() > max_len || !token.bytes().all(ok) {
            self.fail(&format!("{name} = `{token}` is not allowed"));
        }
        token
    }

    /// The current line must have no token left; moves to the next line.
    fn end_line(&mut self) {
        if self.token < self.tokens().len() {
            self.token += 1;
            self.fail("the line has more tokens than the statement says");
        }
        self.line += 1;
        self.token = 0;
    }

    /// Nothing may follow, and the last line ends with `\n`.
    fn end(&mut self) {
        if self.line < self.lines.len() {
            self.token = 0;
            self.fail("the input has more lines than the statement says");
        }
        if !self.text.ends_with('\n') {
            self.fail("the last line must end with \\n");
        }
    }

    /// Reads nothing: the skeleton's stand-in for the constraints.
    fn unread(&self) {}

    fn fail(&self, what: &str) -> ! {
        fail_at(self.line + 1, self.token, what)
    }
}

fn fail_at(line: usize, token: usize, what: &str) -> ! {
    eprintln!("line {line}, token {token}: {what}");
    exit(1)
}
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_gives_its_message_as_the_reason() {
        let stderr = "thread 'main' panicked at validator.rs:3:5:\nline 2, token 1: N = 0 is \
                      outside 1..=100\nnote: run with `RUST_BACKTRACE=1` environment variable \
                      to display a backtrace\n";
        assert_eq!(
            reason(stderr, 101),
            "line 2, token 1: N = 0 is outside 1..=100"
        );
        assert_eq!(reason("", 1), "it exited with code 1 and said nothing");
        let traced = "thread 'main' panicked at v.rs:1:1:\nA_i = 101\nstack backtrace:\n   0: x\n";
        assert_eq!(reason(traced, 101), "A_i = 101");
        assert_eq!(
            reason("FAIL Integer 0 violates the range [1, 10]\n", 3),
            "FAIL Integer 0 violates the range [1, 10]"
        );
    }

    #[test]
    fn the_skeleton_quotes_the_input_section() {
        let text = skeleton(
            "boj-1000",
            Some("첫째 줄에 A와 B가 주어진다.\n\n(0 < A, B < 10)"),
        );
        assert!(text.contains("//!     첫째 줄에 A와 B가 주어진다.\n//!     (0 < A, B < 10)\n"));
        assert!(text.contains("fn int(&mut self"));
        assert!(text.contains("input.unread();"));
    }
}
