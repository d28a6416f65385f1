//! `cargo judge stress ID`: random inputs from `gen.rs`, the solution against `brute.rs`,
//! until they disagree or the seeds run out. An interactive problem's solution plays each
//! input against the problem's interactor instead, which decides; a `brute.rs` there is
//! optional and gives the interactor its ANSWER file.
//!
//! Seeds are taken in order by `--jobs` workers; after the first failure no new seed is
//! started, and the runs already going finish, so the failure reported is always the one of
//! the smallest failing seed, whatever the number of jobs.

mod failure;
mod search;
mod shrink;

use super::validate::{Validator, Validity};
use super::Matches;
use crate::build::{Built, Profile};
use crate::cli::flags::{NO_SHRINK, SAVE, SHRINK_TIME};
use crate::compare;
use crate::config::{Compare, JudgeProgram, Language, Spec};
use crate::engine::Input;
use crate::engine::{Answer, CaseData, CaseError, Checker, Engine, Judging, Role};
use crate::error::{self, Error};
use crate::pool::{parallel, Flow};
use crate::report::progress::Pacer;
use crate::report::words::{Line, ShrinkLine};
use crate::report::{inert, words, Lang};
use crate::sys;
use crate::verdict::{Reason, Verdict};
use crate::workspace;
use crate::Context;
pub(super) use failure::excerpt;
use failure::{Failure, Outcome, SeedError, Shrunk};
use search::{count_tokens, Progress, Stress};
use shrink::Trial;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How much of an input or output a failure shows.
const SHOW_LINES: usize = 30;
const SHOW_BYTES: usize = 2000;

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let count = crate::cli::count(parsed)?.unwrap_or(1000);
    let given_seed = crate::cli::seed(parsed)?;
    let size = crate::cli::size(parsed, 1)?;
    let shrink_time = parsed
        .get(&SHRINK_TIME, seconds)?
        .unwrap_or(Duration::from_secs(10));
    let shrinking = !parsed.has(&NO_SHRINK);
    let jobs = crate::cli::runs_at_once(crate::cli::jobs(parsed)?, ctx.cpus);
    let lang = super::lang(parsed, ctx)?;
    let root = super::root(parsed, ctx)?;
    let id = super::existing_problem(
        &root,
        ctx,
        "stress",
        parsed.positional.first().map(String::as_str),
    )?;
    let spec = super::read_spec(&root, &id)?;
    let files = Files::of(&root, &id, &spec)?;
    let seed = given_seed.unwrap_or_else(clock_seed);
    let last = seed
        .checked_add(count - 1)
        .ok_or_else(|| super::usage("stress", error::Usage::SeedsOverflow { seed, count }))?;
    let head = Line::StressHead {
        id: id.clone(),
        seed,
        last,
        from_clock: given_seed.is_none(),
        jobs,
    };
    let header = format!("{}\n", words::line(&head, lang));
    super::say(&mut ctx.stderr, &header)?;
    let started = Instant::now();
    // The shrink's progress line is written while the engine holds the context.
    let mut stderr = std::mem::replace(&mut ctx.stderr, Box::new(std::io::sink()));
    let terminal = ctx.stderr_is_terminal;
    let outcome = super::with_engine(&root, ctx, spec.limits.memory_bytes, |engine| {
        let binaries = Binaries::build(engine, &files, spec.compare)?;
        let validator = Validator::of(engine, &root, &id, spec.cxx_include.as_deref())?;
        let stress = Stress {
            engine,
            binaries: &binaries,
            validator: validator.as_ref(),
            spec: &spec,
            files: &files,
            size,
            failed_at: AtomicU64::new(u64::MAX),
        };
        let outcome = stress.run(seed, count, jobs);
        Ok(match outcome {
            Outcome::Failed(failure) if shrinking && failure.shrinkable() => {
                let mut out = Progress::new(&mut *stderr, terminal, lang);
                let shrunk = stress.shrink(*failure, shrink_time, &mut out);
                out.clear();
                Outcome::Failed(Box::new(shrunk))
            }
            outcome => outcome,
        })
    });
    ctx.stderr = stderr;
    let end = End {
        seeds: (seed, last, count),
        seconds: started.elapsed().as_secs_f64(),
        save: parsed.has(&SAVE),
        lang,
    };
    end.report(outcome?, &root, &id, ctx)
}

/// How a session ended, for its last line.
struct End {
    /// The first and the last seed, and how many.
    seeds: (u64, u64, u64),
    seconds: f64,
    /// `--save`: a failing input is stored as a case.
    save: bool,
    lang: Lang,
}

impl End {
    /// Says how the session ended; its exit code.
    fn report(
        &self,
        outcome: Outcome,
        root: &Path,
        id: &str,
        ctx: &mut Context,
    ) -> Result<i32, Error> {
        let ((seed, last, count), seconds) = (self.seeds, self.seconds);
        let lang = self.lang;
        let (text, code) = match outcome {
            Outcome::Agreed => {
                let line = Line::Agreed {
                    count,
                    seed,
                    last,
                    seconds,
                };
                (format!("{}\n", words::line(&line, lang)), error::EXIT_OK)
            }
            Outcome::Interrupted(signal) => {
                let line = Line::Interrupted {
                    signal: sys::signal_name(signal).to_string(),
                };
                let text = format!("{}\n", words::line(&line, lang));
                super::say(&mut ctx.stderr, &text)?;
                return Ok(error::exit_for_signal(signal));
            }
            Outcome::Setup(e) => return Err(e),
            Outcome::Failed(failure) => (
                failure.report(root, id, self.save, lang)?,
                error::EXIT_FAILED,
            ),
        };
        super::say(&mut ctx.stderr, &text)?;
        Ok(code)
    }
}

/// `--shrink-time`: seconds, `2.5`, or with a unit, `10s`, `500ms`.
fn seconds(text: &str) -> Result<Duration, error::Usage> {
    let (number, scale) = match text.strip_suffix("ms") {
        Some(ms) => (ms, 0.001),
        None => (text.strip_suffix('s').unwrap_or(text), 1.0),
    };
    match number.trim().parse::<f64>() {
        Ok(n) if n.is_finite() && n >= 0.0 && n * scale <= 86_400.0 => {
            Ok(Duration::from_secs_f64(n * scale))
        }
        _ => Err(error::Usage::Takes {
            flag: SHRINK_TIME.long,
            given: text.to_owned(),
            takes: error::Takes::Seconds,
        }),
    }
}

/// The error of a checker or interactor [`workspace::judge_program`] could not pick: two
/// sources, one that is not a regular file, or one that cannot be looked at.
fn program_fault(fault: workspace::DataError) -> Error {
    let file = fault.file.clone().unwrap_or_default();
    match &fault.kind {
        workspace::DataErrorKind::BothPrograms { other } => Error::BothSources {
            rust: file,
            cpp: other.clone(),
        },
        workspace::DataErrorKind::NotRegular(kind) => Error::NotRegular {
            path: file,
            kind: *kind,
        },
        workspace::DataErrorKind::Unreadable { why } => Error::Io {
            path: file.into(),
            source: std::io::Error::other(why.clone()),
        },
        _ => Error::Io {
            path: file.into(),
            source: std::io::Error::other(fault.to_string()),
        },
    }
}

/// A seed from the clock, small enough to type.
fn clock_seed() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| {
        (d.as_secs() % 1_000_000) * 1000 + u64::from(d.subsec_millis())
    })
}

/// The source files of a stress session.
struct Files {
    gen: PathBuf,
    /// `None` for an interactive problem without one: its interactor decides alone.
    brute: Option<PathBuf>,
    solution: PathBuf,
    /// `checker.rs` or `checker.cpp`, when the problem is judged by one; the interactor
    /// (`interactor.rs` or `.cpp`) of an interactive problem.
    checker: Option<PathBuf>,
    /// Where a C++ checker finds its headers besides its own folder (`cxx_include`).
    cxx_include: Option<PathBuf>,
    /// The solution's language, which decides its edition.
    language: Language,
}

impl Files {
    /// The files of problem `id`, which must all exist.
    fn of(root: &Path, id: &str, spec: &Spec) -> Result<Files, Error> {
        let data = root.join("testcases").join(id);
        let interactive = spec.compare == Compare::Interactive;
        // The checker or interactor, as the judge finds it (`workspace::judge_program`).
        let judged_by = |program: JudgeProgram, mode: &str| -> Result<PathBuf, Error> {
            let name = program.name();
            match workspace::judge_program(root, id, &data, program) {
                Ok(Some(path)) => Ok(path),
                Ok(None) => {
                    let path = workspace::rel(root, &data.join(format!("{name}.rs")));
                    Err(Error::Missing {
                        path,
                        needed: error::Needed::JudgeProgram {
                            mode: mode.to_owned(),
                            name,
                        },
                    })
                }
                Err(fault) => Err(program_fault(fault)),
            }
        };
        let brute = data.join("brute.rs");
        let files = Files {
            gen: data.join("gen.rs"),
            brute: (!interactive || brute.is_file()).then_some(brute),
            solution: root.join("problems").join(id).join("src").join("main.rs"),
            checker: match spec.compare {
                Compare::Checker(_) => Some(judged_by(JudgeProgram::Checker, "checker")?),
                Compare::Interactive => Some(judged_by(JudgeProgram::Interactor, "interactive")?),
                Compare::Output(_) => None,
            },
            cxx_include: spec.cxx_include.clone(),
            language: spec.language,
        };
        let required = [
            (Some(&files.gen), error::Role::Generator { sized: false }),
            (files.brute.as_ref(), error::Role::Brute),
            (Some(&files.solution), error::Role::Solution),
        ];
        for (path, what) in required
            .into_iter()
            .filter_map(|(p, what)| Some((p?, what)))
        {
            match workspace::look(path) {
                Ok(workspace::Found::File) => {}
                Ok(workspace::Found::NotRegular(kind)) => {
                    return Err(Error::NotRegular {
                        path: workspace::rel(root, path),
                        kind,
                    });
                }
                Err(_) => {
                    let path = workspace::rel(root, path);
                    return Err(Error::Missing {
                        path,
                        needed: error::Needed::Helper {
                            command: "stress",
                            role: what,
                        },
                    });
                }
            }
        }
        Ok(files)
    }
}

/// The built programs; the solution may be a compile error (then every seed is CE).
struct Binaries {
    gen: PathBuf,
    brute: Option<PathBuf>,
    solution: Built,
    checker: Option<PathBuf>,
}

impl Binaries {
    /// Builds gen, brute, the checker and the solution at once.
    fn build(engine: &Engine<'_>, files: &Files, compare: Compare) -> Result<Binaries, Error> {
        let (gen, brute, checker, solution) = std::thread::scope(|scope| {
            let gen = scope.spawn(|| engine.build_helper(&files.gen));
            let brute = files
                .brute
                .as_deref()
                .map(|brute| scope.spawn(move || super::build_brute(engine, brute, compare)));
            let checker = files
                .checker
                .as_deref()
                .map(|checker| scope.spawn(move || build_checker(engine, checker, files)));
            let solution = engine.build(&files.solution, Profile::Judge(files.language));
            let join = |h: std::thread::ScopedJoinHandle<'_, Result<PathBuf, Error>>| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            };
            (join(gen), brute.map(join), checker.map(join), solution)
        });
        Ok(Binaries {
            gen: gen?,
            brute: brute.transpose()?,
            checker: checker.transpose()?,
            solution: solution?,
        })
    }
}

/// Builds the checker, Rust or C++, which must compile.
fn build_checker(engine: &Engine<'_>, checker: &Path, files: &Files) -> Result<PathBuf, Error> {
    match engine.build_judge_program(checker, files.cxx_include.as_deref())? {
        Built::Binary { path, .. } => Ok(path),
        Built::CompileError { first, .. } => Err(Error::HelperCompile {
            path: engine.rel(checker),
            first,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpt_truncates_around_the_line() {
        assert_eq!(excerpt(b"", None), "    (empty)\n");
        assert_eq!(excerpt(b"1 2\n3 \n", Some(2)), "    1 2\n  > 3·\n");
        let long: String = (1..=100).map(|i| format!("{i}\n")).collect();
        let shown = excerpt(long.as_bytes(), Some(50));
        assert!(shown.contains("… 35 lines before"), "{shown}");
        assert!(shown.contains("  > 50\n"), "{shown}");
        assert!(shown.contains("… 35 more lines"), "{shown}");
        let head = excerpt(long.as_bytes(), None);
        assert!(head.starts_with("    1\n"), "{head}");
        assert!(head.contains("… 70 more lines"), "{head}");
    }

    /// A generator's or solution's lines reach a terminal or a CI log inert: no workflow
    /// command (`::` after blanks, `##[` anywhere), no bidirectional control.
    #[test]
    fn excerpt_is_inert() {
        assert_eq!(
            excerpt("  ::error::x\na ##[error]y\n\u{202e}z\n".as_bytes(), None),
            "      \\x3a:error::x\n    a \\x23#[error]y\n    \\u{202e}z\n"
        );
    }
}
