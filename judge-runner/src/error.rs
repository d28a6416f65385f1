//! The runner's one error type, for when it could not do its job, and its exit codes.
//! A verdict is never an error.
//!
//! | code | meaning |
//! |------|---------|
//! | 0    | every case accepted |
//! | 1    | some case not accepted (including a compile error), or a solution's unit test failed |
//! | 2    | usage, configuration or I/O failure, or broken judge data (everything else still judged) |
//! | 101  | the runner panicked: a bug in the runner |
//! | 130  | interrupted by SIGINT (Ctrl-C) |
//! | 143  | interrupted by SIGTERM |
//!
//! A broken pipe on the report (e.g. `cargo judge | head`) exits 0.
//!
//! Each variant names one kind of failure; its message reads after "error: " and names the
//! file (relative to the workspace where there is one), and an underlying I/O error follows
//! as a `caused by:` line.

use crate::config::SpecError;
use std::fmt;

use std::io;
use std::path::PathBuf;

mod missing;
mod usage;
pub use missing::{Needed, Role};
pub(crate) use usage::either;
pub use usage::{Named, Quantity, Row, Select, Takes, Usage};

/// Exit code: every case accepted.
pub const EXIT_OK: i32 = 0;
/// Exit code: some case was not accepted, or some unit test of a solution failed.
pub const EXIT_FAILED: i32 = 1;
/// Exit code: the runner could not do its job, or judge data was broken.
pub const EXIT_TROUBLE: i32 = 2;
/// Exit code: interrupted by SIGINT.
pub const EXIT_SIGINT: i32 = 130;
/// Exit code: interrupted by SIGTERM.
pub const EXIT_SIGTERM: i32 = 143;

/// The exit code of a command ended by `signal`: [`EXIT_SIGTERM`] for SIGTERM, else
/// [`EXIT_SIGINT`] (Ctrl-C), as a shell reports a program a signal killed.
pub(crate) fn exit_for_signal(signal: i32) -> i32 {
    if signal == crate::sys::SIGTERM {
        EXIT_SIGTERM
    } else {
        EXIT_SIGINT
    }
}

/// Why no judge workspace was found: the folder looked at, worded in the catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoWorkspace {
    /// `--root DIR` lacks `problems/` or `testcases/`.
    NotOne(PathBuf),
    /// None at or above the folder the runner started in.
    NoneAbove(PathBuf),
    /// Neither `problems/` nor `testcases/` of the root can be listed.
    Unlisted(PathBuf),
}

pub(crate) use crate::file::NotRegular;

/// What went wrong with one generated input ([`Error::Generated`]).
#[derive(Debug)]
#[expect(
    private_interfaces,
    reason = "the reason is the engine's typed one, worded by the catalogue inside the crate"
)]
pub enum GenFault {
    /// The program ended with this verdict (not AC: a crash, out of time or memory).
    Crashed {
        verdict: crate::verdict::Verdict,
        reason: crate::verdict::Reason,
    },
    /// The generator printed nothing.
    Empty,
    /// The validator refused the generator's input, for this reason.
    Refused { validator: String, why: String },
    /// Two runs of the generator on the same seed printed different inputs.
    Unstable,
}

/// How a helper program failed when run: a brute force, generator or validator, a checker
/// in `stress`, a clipboard tool. What a program or the system said is quoted as it is.
#[derive(Debug)]
#[expect(
    private_interfaces,
    reason = "the verdict, reason and failure are the engine's typed ones, worded by the \
              catalogue inside the crate"
)]
pub enum HelperFault {
    /// `add --from-brute`: the brute force ended with this verdict on the input; nothing
    /// was written.
    OnInput {
        verdict: crate::verdict::Verdict,
        reason: crate::verdict::Reason,
    },
    /// `stress`: the generator ended with this verdict on `seed` (`gen_rs`: its source, for
    /// the command that tries it).
    GenCrashed {
        seed: u64,
        verdict: crate::verdict::Verdict,
        reason: crate::verdict::Reason,
        gen_rs: String,
    },
    /// `stress`: the generator printed nothing on `seed`.
    GenEmpty { seed: u64 },
    /// `stress`: `validator` refused the generator's input on `seed`, for this reason.
    GenRefused {
        seed: u64,
        validator: String,
        why: String,
        input: String,
    },
    /// `stress`: the brute force or reference ended with this verdict on the seed's input.
    SeedCrashed {
        seed: u64,
        verdict: crate::verdict::Verdict,
        reason: crate::verdict::Reason,
        input: String,
    },
    /// `stress`: the checker or interactor neither accepted nor rejected.
    Program(crate::verdict::failure::ProgramFailure),
    /// The validator ended with this verdict (out of time or memory), not a refusal.
    Crashed {
        verdict: crate::verdict::Verdict,
        reason: crate::verdict::Reason,
    },
    /// The validator's run was interrupted.
    Interrupted,
    /// A tool could not do `step`: the system's words.
    Tool { step: ToolStep, why: String },
    /// A tool ended with `status`, saying `said`: the text was not copied.
    ToolRefused { status: String, said: String },
}

/// What a tool that takes a text (a clipboard tool) was doing when it failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToolStep {
    Start,
    TakeText,
    Finish,
}

/// What is wrong with the index markers of a README, in [`Error::NoIndexMarkers`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Markers {
    /// No start line.
    NoStart,
    /// No end line after the start line.
    NoEnd,
    /// The start line twice.
    StartTwice,
}

/// What to do instead of overwriting, in [`Error::Overwrite`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Instead {
    /// A case file is in the way of the next case number.
    RemoveStray,
    /// Same, where renaming it keeps it.
    RemoveOrRename,
    /// A new problem's files are there.
    EditOrRemove,
}

impl fmt::Display for Instead {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Instead::RemoveStray => "remove the stray file",
            Instead::RemoveOrRename => "remove the stray file or rename it",
            Instead::EditOrRemove => "edit the existing problem, or remove it first",
        })
    }
}

/// Why the runner could not do its job.
#[derive(Debug)]
#[expect(
    private_interfaces,
    reason = "a case's label and trouble are the engine's typed ones, worded by the catalogue \
              inside the crate"
)]
pub enum Error {
    /// A command refuses what its command line gave it (empty: the judge command), and
    /// says the fix.
    Usage { command: &'static str, fault: Usage },
    /// A command line the parser refuses, whatever the command (empty: the judge command).
    BadCommandLine {
        command: &'static str,
        fault: CommandLine,
    },
    /// No judge workspace where one was looked for.
    NoWorkspace(NoWorkspace),
    /// The compiler cannot be run: why, and how to install or point at one.
    Toolchain(crate::build::ToolchainFault),
    /// A `problem.toml` that cannot be used.
    BadSpec(SpecError),
    /// A file the command needs does not exist: what it is for, and what to write.
    Missing { path: String, needed: Needed },
    /// Files that already exist and would be overwritten; nothing was written.
    Overwrite {
        paths: Vec<String>,
        /// What to do instead, when there is more to say than "never overwritten".
        fix: Option<Instead>,
    },
    /// A helper program (generator, brute force, checker) does not compile.
    HelperCompile { path: String, first: String },
    /// A helper program failed when run: on what, how, and what to try.
    HelperFailed {
        path: String,
        fault: Box<HelperFault>,
    },
    /// A case could not be judged (the judge's side failed, not the solution): the case
    /// (of `problem`, when the message names it) and why.
    Case {
        problem: Option<String>,
        case: crate::verdict::failure::CaseLabel,
        trouble: Box<crate::verdict::failure::CaseTrouble>,
    },
    /// A program of `gen` or of a shrink (the generator, the validator, the reference)
    /// failed on one generated input: nothing is stored for that seed.
    Generated {
        /// The program, relative to the workspace.
        path: String,
        seed: u64,
        fault: Box<GenFault>,
        /// The input it failed on, shortened and inert, when there is one.
        input: Option<String>,
    },
    /// `README.md` lacks the markers between which `index` writes its table.
    NoIndexMarkers {
        path: String,
        why: Markers,
        /// The start and end marker lines.
        markers: (&'static str, &'static str),
    },
    /// A Programmers solution lacks the line that ends its submission part.
    NoHarnessMarker { path: String, marker: &'static str },
    /// A folder to import holds no problem folders of a known layout.
    NothingToImport { dir: PathBuf },
    /// A file named on the command line cannot be read.
    ReadArgument {
        /// The option that named it (`--in`), or `input` for the positional FILE of `run`.
        flag: &'static str,
        path: PathBuf,
        source: io::Error,
    },
    /// A source could not be built, for a reason other than a compile error.
    Build { path: String, source: io::Error },
    /// A program could not be started.
    Run { path: String, source: io::Error },
    /// Both sources of one program exist (`validator.rs` and `validator.cpp`).
    BothSources { rust: String, cpp: String },
    /// A file a command needs is there but is not a regular file.
    NotRegular { path: String, kind: NotRegular },
    /// The validator refuses an input given to a command; nothing was written.
    InvalidInput { validator: String, why: String },
    /// Reading or writing a file failed.
    Io { path: PathBuf, source: io::Error },
    /// Writing the report or a command's output failed.
    Output(io::Error),
    /// `listen` could not open its port.
    Listen { address: String, source: io::Error },
}

/// What is wrong with a command line, in the parser's terms: the same for every command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandLine {
    /// A flag given twice.
    GivenTwice(&'static str),
    /// A flag that takes a value, given last with none.
    NeedsValue(&'static str),
    /// A switch given a value (`--save=x`).
    TakesNoValue(&'static str),
    /// Fewer positional arguments than the command needs.
    MissingArguments,
    /// A positional argument beyond those the command takes.
    Unexpected(String),
    /// An option the command does not have, with the closest one it has.
    UnknownOption {
        name: String,
        guess: Option<&'static str>,
    },
}

impl fmt::Display for CommandLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandLine::GivenTwice(flag) => write!(f, "{flag} is given twice"),
            CommandLine::NeedsValue(flag) => write!(f, "{flag} needs a value"),
            CommandLine::TakesNoValue(flag) => write!(f, "{flag} takes no value"),
            CommandLine::MissingArguments => f.write_str("missing arguments"),
            CommandLine::Unexpected(extra) => write!(f, "unexpected argument `{extra}`"),
            CommandLine::UnknownOption { name, guess } => {
                write!(f, "unknown option `{name}`")?;
                match guess {
                    Some(flag) => write!(f, " (did you mean `{flag}`?)"),
                    None => Ok(()),
                }
            }
        }
    }
}

/// How the help of the command named `name` is asked for (empty: the judge command).
pub(crate) fn invocation(name: &str) -> String {
    if name.is_empty() {
        "cargo judge".to_owned()
    } else {
        format!("cargo judge {name}")
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage { command, fault } => {
                write!(f, "{fault}")?;
                if fault.points_at_help() {
                    write!(f, "; see `{} --help`", invocation(command))?;
                }
                Ok(())
            }
            Error::Toolchain(fault) => write!(f, "{fault}"),
            Error::BadCommandLine { command, fault } => {
                write!(f, "{fault}; see `{} --help`", invocation(command))
            }
            Error::NoWorkspace(which) => no_workspace(f, which),
            Error::BadSpec(e) => write!(f, "{e}; fix the file, then run again"),
            Error::Missing { path, needed } => f.write_str(&needed.english(path)),
            Error::Overwrite { paths, fix } => overwrite(f, paths, fix.as_ref()),
            Error::HelperCompile { path, first } => write!(f, "{path} does not compile: {first}"),
            Error::HelperFailed { path, fault } => write!(f, "{path} failed {fault}"),
            Error::Case {
                problem,
                case,
                trouble,
            } => {
                f.write_str("failed to judge ")?;
                if let Some(problem) = problem {
                    write!(f, "{problem} ")?;
                }
                write!(f, "{case}: {trouble}")
            }
            Error::Generated {
                path,
                seed,
                fault,
                input,
            } => generated(f, path, *seed, fault, input.as_deref()),
            Error::NoIndexMarkers { path, why, markers } => index_markers(f, path, *why, *markers),
            Error::NoHarnessMarker { path, marker } => write!(
                f,
                "{path} has no line `{marker}`: put it between `solution` and the local \
                 harness, so that print knows where the submission ends"
            ),
            Error::NothingToImport { dir } => write!(
                f,
                "found no problem folders in {}: expected a backup, such as BaekjoonHub's \
                 백준/<tier>/<id>. <title>/ (or 프로그래머스/…), magenta1223's \
                 problems/<id>번： <title>/, egod1537's problems/<id>/meta.json, files named by \
                 their problem numbers, or online-judge-tools folders with main.rs and test/ \
                 (see `cargo judge import --help`)",
                dir.display()
            ),
            Error::ReadArgument { flag, path, .. } => {
                write!(f, "failed to read the {flag} file {}", path.display())
            }
            Error::Build { path, .. } => write!(f, "failed to build {path}"),
            Error::Run { path, .. } => write!(f, "failed to run {path}"),
            Error::BothSources { rust, cpp } => {
                write!(f, "both {rust} and {cpp} exist: keep the one to use")
            }
            Error::NotRegular { path, kind } => {
                write!(f, "{path} is not a regular file ({kind})")
            }
            Error::InvalidInput { validator, why } => {
                write!(
                    f,
                    "{validator} refuses this input: {why}; nothing was written"
                )
            }
            Error::Io { path, .. } => write!(f, "failed to access {}", path.display()),
            Error::Output(_) => f.write_str("failed to write the output"),
            Error::Listen { address, .. } => write!(
                f,
                "failed to listen on {address} (if another tool such as cph or CP Editor holds \
                 the port, pick another with --port N and add N to Competitive Companion's \
                 custom ports)"
            ),
        }
    }
}

/// A README without the index markers, with the lines to add.
fn index_markers(
    f: &mut fmt::Formatter<'_>,
    path: &str,
    why: Markers,
    (start, end): (&str, &str),
) -> fmt::Result {
    match why {
        Markers::NoStart => write!(f, "{path} has no line `{start}`")?,
        Markers::NoEnd => write!(f, "{path} has no line `{end}` after `{start}`")?,
        Markers::StartTwice => write!(f, "{path} has `{start}` twice")?,
    }
    write!(
        f,
        "; add the lines `{start}` and `{end}` where the table should go (nothing outside them \
         is ever changed)"
    )
}

/// Why no judge workspace was found, naming the folder looked at.
fn no_workspace(f: &mut fmt::Formatter<'_>, which: &NoWorkspace) -> fmt::Result {
    match which {
        NoWorkspace::NotOne(dir) => write!(
            f,
            "{} is not a judge workspace: it needs problems/ and testcases/ folders",
            dir.display()
        ),
        NoWorkspace::NoneAbove(cwd) => write!(
            f,
            "no judge workspace at or above {}: run inside a folder with problems/ and \
             testcases/, or pass --root DIR",
            cwd.display()
        ),
        NoWorkspace::Unlisted(root) => write!(
            f,
            "failed to list {}/problems and {}/testcases",
            root.display(),
            root.display()
        ),
    }
}

/// The files that would be overwritten, and what to do instead.
fn overwrite(f: &mut fmt::Formatter<'_>, paths: &[String], fix: Option<&Instead>) -> fmt::Result {
    let verb = if paths.len() == 1 { "exists" } else { "exist" };
    write!(
        f,
        "refusing to overwrite: {} already {verb} (files are never overwritten)",
        paths.join(", ")
    )?;
    match fix {
        Some(fix) => write!(f, "; {fix}"),
        None => Ok(()),
    }
}

/// How a program of `gen` or of a shrink failed on one seed, with the input it failed on.
fn generated(
    f: &mut fmt::Formatter<'_>,
    path: &str,
    seed: u64,
    fault: &GenFault,
    input: Option<&str>,
) -> fmt::Result {
    match fault {
        GenFault::Crashed { verdict, reason } => {
            write!(f, "{path} failed on seed {seed} ({verdict}: {reason})")?;
        }
        GenFault::Empty => write!(
            f,
            "{path} printed nothing on seed {seed}, and it must print one input"
        )?,
        GenFault::Refused { validator, why } => write!(
            f,
            "{path} printed an input on seed {seed} that {validator} refuses: {why}"
        )?,
        GenFault::Unstable => write!(
            f,
            "{path} printed two different inputs for seed {seed}: the same seed \
             must always give the same bytes (seed its random numbers from SEED \
             alone, not from the clock or addresses)"
        )?,
    }
    match input {
        Some(input) => write!(f, "; the input:\n{}", input.trim_end_matches('\n')),
        None => Ok(()),
    }
}

/// The English of a helper's fault, after "PATH failed ".
impl fmt::Display for HelperFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HelperFault::OnInput { verdict, reason } => {
                write!(f, "on the input ({verdict}: {reason}); nothing was written")
            }
            HelperFault::GenCrashed {
                seed,
                verdict,
                reason,
                gen_rs,
            } => write!(
                f,
                "on seed {seed} ({verdict}: {reason}); try it: rustc --edition 2021 -O {gen_rs} \
                 -o gen && ./gen {seed}"
            ),
            HelperFault::GenEmpty { seed } => write!(
                f,
                "on seed {seed}: it printed nothing, and it must print one input"
            ),
            HelperFault::GenRefused {
                seed,
                validator,
                why,
                input,
            } => write!(
                f,
                "on seed {seed}: it printed an input {validator} refuses: {why}; the input:\n\
                 {input}"
            ),
            HelperFault::SeedCrashed {
                seed,
                verdict,
                reason,
                input,
            } => write!(
                f,
                "on seed {seed} ({verdict}: {reason}); the input:\n{input}"
            ),
            HelperFault::Program(failure) => write!(f, "{failure}"),
            HelperFault::Crashed { verdict, reason } => write!(f, "({verdict}: {reason})"),
            HelperFault::Interrupted => f.write_str("interrupted"),
            HelperFault::Tool { step, why } => match step {
                ToolStep::Start => write!(f, "to start ({why})"),
                ToolStep::TakeText => write!(f, "to take the text ({why})"),
                ToolStep::Finish => write!(f, "to finish ({why})"),
            },
            HelperFault::ToolRefused { status, said } => {
                write!(f, "({status}): {said}; the text was not copied")
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::ReadArgument { source, .. }
            | Error::Build { source, .. }
            | Error::Run { source, .. }
            | Error::Io { source, .. }
            | Error::Output(source)
            | Error::Listen { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl Error {
    /// For `map_err`: names given to the command `command` that select no problem, or not
    /// the one it needs.
    pub(crate) fn unselected(command: &'static str) -> impl FnOnce(Select) -> Error {
        move |fault| Error::Usage {
            command,
            fault: Usage::Select {
                fault,
                command: None,
            },
        }
    }

    /// An I/O error on `path`.
    pub(crate) fn io(path: impl Into<PathBuf>, source: io::Error) -> Self {
        Error::Io {
            path: path.into(),
            source,
        }
    }

    /// The message and its causes on one line: `failed to build X: No such file`.
    pub(crate) fn with_causes(&self) -> String {
        let mut text = self.to_string();
        let mut source = std::error::Error::source(self);
        while let Some(cause) = source {
            text.push_str(&format!(": {cause}"));
            source = cause.source();
        }
        text
    }

    /// Whether the output went to a closed pipe (`cargo judge | head`): not a failure.
    pub(crate) fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Output(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overwrite_names_every_file_once() {
        let one = Error::Overwrite {
            paths: vec!["testcases/a/1.in".into()],
            fix: None,
        };
        assert_eq!(
            one.to_string(),
            "refusing to overwrite: testcases/a/1.in already exists (files are never overwritten)"
        );
        let two = Error::Overwrite {
            paths: vec!["a".into(), "b".into()],
            fix: Some(Instead::RemoveStray),
        };
        assert_eq!(
            two.to_string(),
            "refusing to overwrite: a, b already exist (files are never overwritten); remove the stray file"
        );
    }

    #[test]
    fn io_failures_keep_their_cause() {
        let e = Error::Run {
            path: "target/judge/cache/x".into(),
            source: io::Error::other("no such file"),
        };
        assert_eq!(e.to_string(), "failed to run target/judge/cache/x");
        let cause = std::error::Error::source(&e).map(ToString::to_string);
        assert_eq!(cause.as_deref(), Some("no such file"));
        assert!(Error::Output(io::ErrorKind::BrokenPipe.into()).is_broken_pipe());
        assert!(!Error::io("x", io::ErrorKind::BrokenPipe.into()).is_broken_pipe());
    }
}
