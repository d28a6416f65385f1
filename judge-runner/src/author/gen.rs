//! `cargo judge gen ID --count N [--seed S] [--size K]`: a generated test set. For each seed
//! it runs `gen SEED [SIZE]`, validates the input (when the problem has a validator),
//! computes its answer with the reference (`brute.rs`, else `brute.cpp`) and stores both as
//! `testcases/ID/gen-SEED.in` and `.out` (`gen-SEED-sSIZE` with `--size`).
//!
//! Every program runs through the engine, confined, as stress runs it: the generator and
//! the validator as helpers, the reference under the problem's memory limit and ten times
//! its time limit. Seeds are worked on `--jobs` at a time by the runner's pool, and results
//! are stored in seed order, so what is stored never depends on the number of jobs.
//!
//! Nothing is overwritten: a seed already stored is skipped without running anything, and
//! an input byte for byte equal to a stored one is not stored twice. The first new seed is
//! generated twice and must give the same bytes both times, so a generator seeded from the
//! clock is caught before it fills the folder. The first failure (a generator or reference
//! that crashes or runs out of time, an input the validator refuses) stops the command with
//! that input shown, shortened; what was stored before it stays, as it is valid.

use super::stress::excerpt;
use super::validate::{Validator, Validity};
use super::Matches;
use crate::build::Built;
use crate::config::{Compare, Spec};
use crate::engine::Input;
use crate::engine::{self, Engine, Role};
use crate::error::{self, Error, GenFault};
use crate::pool::{parallel, Flow};
use crate::report::progress::Pacer;
use crate::report::words::{self, GenLine};
use crate::report::Lang;
use crate::sys;
use crate::workspace;
use crate::Context;
use std::collections::HashSet;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// After how long a progress line is shown, and how often it is renewed.
const PROGRESS_AFTER: Duration = Duration::from_secs(2);
const PROGRESS_EVERY: Duration = Duration::from_millis(500);

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let count = crate::cli::count(parsed)?.unwrap_or(100);
    let first = crate::cli::seed(parsed)?.unwrap_or(1);
    let size = crate::cli::size(parsed, 0)?;
    let jobs = crate::cli::runs_at_once(crate::cli::jobs(parsed)?, ctx.cpus);
    let lang = super::lang(parsed, ctx)?;
    let root = super::root(parsed, ctx)?;
    let id = super::existing_problem(
        &root,
        ctx,
        "gen",
        parsed.positional.first().map(String::as_str),
    )?;
    let last = first
        .checked_add(count - 1)
        .ok_or_else(|| super::usage("gen", error::Usage::SeedsOverflow { seed: first, count }))?;
    let spec = super::read_spec(&root, &id)?;
    let data = root.join("testcases").join(&id);
    let sources = Sources::of(&root, &data, &spec)?;
    let name = |seed: u64| match size {
        Some(size) => format!("gen-{seed}-s{size}"),
        None => format!("gen-{seed}"),
    };
    // Seeds already stored are skipped before anything is built or run.
    let todo: Vec<u64> = (first..=last)
        .filter(|&seed| !data.join(format!("{}.in", name(seed))).exists())
        .collect();
    let stored_before = count - todo.len() as u64;
    let start = GenLine::Start {
        id: &id,
        first,
        last,
        size,
        jobs,
    };
    super::say(&mut ctx.stderr, &words::gen_line(&start, lang))?;
    let started = Instant::now();
    // The progress line is written while the engine holds the context: the report's
    // stream is lent to the work and given back after it.
    let mut stderr = std::mem::replace(&mut ctx.stderr, Box::new(std::io::sink()));
    let terminal = ctx.stderr_is_terminal;
    let result = super::with_engine(&root, ctx, spec.limits.memory_bytes, |engine| {
        let programs = Programs::build(engine, &root, &id, &spec, &sources)?;
        let session = Session {
            engine,
            programs: &programs,
            sources: &sources,
            spec: &spec,
            size,
            root: &root,
        };
        let mut progress = Progress::new(&id, todo.len(), terminal, lang, &mut *stderr);
        let tally = session.generate(&data, &todo, &name, jobs, &mut progress);
        progress.clear();
        tally
    });
    ctx.stderr = stderr;
    let seconds = started.elapsed().as_secs_f64();
    finish(ctx, &id, result?, stored_before, seconds, lang)
}

/// Says how the generation ended: what it stored, or that it was interrupted; its exit code.
///
/// # Errors
/// The failure that stopped it (a generator or reference that failed, an input refused).
fn finish(
    ctx: &mut Context,
    id: &str,
    tally: Tally,
    stored_before: u64,
    seconds: f64,
    lang: Lang,
) -> Result<i32, Error> {
    if let Some(signal) = tally.interrupted {
        let done = GenLine::Interrupted {
            id,
            new: tally.new,
            signal: sys::signal_name(signal),
        };
        super::say(&mut ctx.stderr, &words::gen_line(&done, lang))?;
        return Ok(error::exit_for_signal(signal));
    }
    let done = GenLine::Done {
        id,
        new: tally.new,
        already: stored_before,
        duplicates: tally.duplicates,
        seconds,
    };
    super::say(&mut ctx.stderr, &words::gen_line(&done, lang))?;
    if let Some(e) = tally.failed {
        return Err(e);
    }
    Ok(error::EXIT_OK)
}

/// The sources a generated set needs.
pub(super) struct Sources {
    pub gen: PathBuf,
    /// `brute.rs` or `brute.cpp`; `None` only for an interactive problem without one (its
    /// cases need no `.out`).
    pub reference: Option<PathBuf>,
}

impl Sources {
    /// The generator and the reference of the problem, which must exist (the reference may
    /// be missing for an interactive problem).
    pub(super) fn of(root: &Path, data: &Path, spec: &Spec) -> Result<Sources, Error> {
        let gen = data.join("gen.rs");
        let missing = |path: &Path, role: error::Role| Error::Missing {
            path: workspace::rel(root, path),
            needed: error::Needed::Helper {
                command: "gen",
                role,
            },
        };
        match workspace::look(&gen) {
            Ok(workspace::Found::File) => {}
            Ok(workspace::Found::NotRegular(kind)) => {
                return Err(Error::NotRegular {
                    path: workspace::rel(root, &gen),
                    kind,
                });
            }
            Err(_) => return Err(missing(&gen, error::Role::Generator { sized: true })),
        }
        let reference = ["brute.rs", "brute.cpp"]
            .iter()
            .map(|name| data.join(name))
            .find(|path| matches!(workspace::look(path), Ok(workspace::Found::File)));
        if reference.is_none() && spec.compare != Compare::Interactive {
            return Err(missing(&data.join("brute.rs"), error::Role::Reference));
        }
        Ok(Sources { gen, reference })
    }
}

/// The built programs of a generated set.
pub(super) struct Programs {
    pub gen: PathBuf,
    pub reference: Option<PathBuf>,
    pub validator: Option<Validator>,
}

impl Programs {
    /// Builds the generator, the reference and the validator.
    pub(super) fn build(
        engine: &Engine<'_>,
        root: &Path,
        id: &str,
        spec: &Spec,
        sources: &Sources,
    ) -> Result<Programs, Error> {
        let gen = engine.build_helper(&sources.gen)?;
        let reference = match &sources.reference {
            Some(source) if source.extension().is_some_and(|e| e == "cpp") => {
                match engine.build_judge_program(source, spec.cxx_include.as_deref())? {
                    Built::Binary { path, .. } => Some(path),
                    Built::CompileError { first, .. } => {
                        return Err(Error::HelperCompile {
                            path: engine.rel(source),
                            first,
                        })
                    }
                }
            }
            Some(source) => Some(super::build_brute(engine, source, spec.compare)?),
            None => None,
        };
        let validator = Validator::of(engine, root, id, spec.cxx_include.as_deref())?;
        Ok(Programs {
            gen,
            reference,
            validator,
        })
    }
}

/// One generated case, ready to store.
struct Generated {
    input: Vec<u8>,
    answer: Option<Vec<u8>>,
}

/// What a run of `gen` did.
#[derive(Default)]
struct Tally {
    new: u64,
    duplicates: u64,
    failed: Option<Error>,
    interrupted: Option<i32>,
}

/// What every worker shares.
pub(super) struct Session<'a> {
    pub engine: &'a Engine<'a>,
    pub programs: &'a Programs,
    pub sources: &'a Sources,
    pub spec: &'a Spec,
    pub size: Option<u64>,
    pub root: &'a Path,
}

impl Session<'_> {
    /// Generates and stores the seeds `todo`, `jobs` at a time, in seed order.
    fn generate(
        &self,
        data: &Path,
        todo: &[u64],
        name: &dyn Fn(u64) -> String,
        jobs: usize,
        progress: &mut Progress<'_>,
    ) -> Result<Tally, Error> {
        let mut tally = Tally::default();
        if let Some(&seed) = todo.first() {
            // The same seed must give the same bytes: checked once, on the first new seed.
            let (a, b) = (self.input(seed, self.size)?, self.input(seed, self.size)?);
            if a != b {
                return Err(Error::Generated {
                    path: self.engine.rel(&self.sources.gen),
                    seed,
                    fault: Box::new(GenFault::Unstable),
                    input: None,
                });
            }
        }
        let mut known = stored_inputs(data);
        let cancel = self.engine.cancel();
        let mut stored = Ok(());
        parallel(
            jobs,
            todo.len(),
            cancel,
            |i| self.one(todo[i]),
            |i, result| {
                progress.tick(i + 1);
                match result {
                    Ok(case) if !known.insert(case.input.clone()) => {
                        tally.duplicates += 1;
                        Flow::Continue
                    }
                    Ok(case) => match store(self.root, data, &name(todo[i]), &case) {
                        Ok(()) => {
                            tally.new += 1;
                            Flow::Continue
                        }
                        Err(e) => {
                            stored = Err(e);
                            Flow::Stop
                        }
                    },
                    Err(e) => {
                        tally.failed = Some(e);
                        Flow::Stop
                    }
                }
            },
        );
        stored?;
        if tally.failed.is_none() {
            tally.interrupted = cancel.cancelled();
        }
        Ok(tally)
    }

    /// The input and answer of one seed.
    fn one(&self, seed: u64) -> Result<Generated, Error> {
        let input = self.input(seed, self.size)?;
        if let Some(fault) = self.refusal(&input)? {
            return Err(self.failed(&self.sources.gen, seed, fault, Some(&input)));
        }
        let answer = self.answer(seed, &input)?;
        Ok(Generated { input, answer })
    }

    /// `gen SEED [SIZE]`'s input.
    pub(super) fn input(&self, seed: u64, size: Option<u64>) -> Result<Vec<u8>, Error> {
        let mut args = vec![OsString::from(seed.to_string())];
        args.extend(size.map(|s| OsString::from(s.to_string())));
        let run = self
            .engine
            .run(&self.programs.gen, &args, Input::Empty, Role::Helper, 0)?;
        if let Some((verdict, reason)) = self.engine.fault(Role::Helper, &run) {
            let fault = GenFault::Crashed { verdict, reason };
            return Err(self.failed(&self.sources.gen, seed, fault, None));
        }
        if run.stdout.is_empty() {
            return Err(self.failed(&self.sources.gen, seed, GenFault::Empty, None));
        }
        Ok(run.stdout)
    }

    /// Why the validator refuses `input`, if it does.
    pub(super) fn refusal(&self, input: &[u8]) -> Result<Option<GenFault>, Error> {
        let Some(validator) = &self.programs.validator else {
            return Ok(None);
        };
        Ok(match validator.check_bytes(self.engine, input)? {
            Validity::Valid => None,
            Validity::Invalid(why) => Some(GenFault::Refused {
                validator: self.engine.rel(&validator.source),
                why,
            }),
        })
    }

    /// The reference's answer to `input` (`None` without a reference).
    fn answer(&self, seed: u64, input: &[u8]) -> Result<Option<Vec<u8>>, Error> {
        let (Some(binary), Some(source)) = (&self.programs.reference, &self.sources.reference)
        else {
            return Ok(None);
        };
        let staged = self.engine.scratch_path("gen-input");
        fs::write(&staged, input).map_err(|e| Error::io(&staged, e))?;
        let role = Role::Brute(self.spec.limits);
        let run = self.engine.run(binary, &[], Input::File(&staged), role, 0);
        let _ = fs::remove_file(&staged);
        let run = run?;
        if let Some((verdict, reason)) = self.engine.fault(role, &run) {
            let fault = GenFault::Crashed { verdict, reason };
            return Err(self.failed(source, seed, fault, Some(input)));
        }
        // A C++ reference writes in the C runtime's text mode, which Windows translates.
        let stdout = if cfg!(windows) && source.extension().is_some_and(|e| e == "cpp") {
            undo_text_mode(&run.stdout)
        } else {
            run.stdout
        };
        Ok(Some(
            engine::judged_output(self.spec.compare, &stdout).to_vec(),
        ))
    }

    fn failed(&self, program: &Path, seed: u64, fault: GenFault, input: Option<&[u8]>) -> Error {
        Error::Generated {
            path: self.engine.rel(program),
            seed,
            fault: Box::new(fault),
            input: input.map(|bytes| excerpt(bytes, None)),
        }
    }
}

/// A C or C++ program's stdout as the program wrote it, from what Windows' C runtime made of
/// it in text mode (the default there), where every `\n` becomes `\r\n`: unchanged, a
/// reference's answers would be stored with `\r\n` on Windows only, unlike the same
/// program's on Linux (BOJ's judge), and an `exact` problem would reject every solution that
/// writes `\n`. Every `\r\n` back to `\n` undoes the translation exactly: a `\r\n` the
/// program wrote came out as `\r\r\n`, and a lone `\r` stays as it is.
fn undo_text_mode(stdout: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(stdout.len());
    let mut bytes = stdout.iter().peekable();
    while let Some(&b) = bytes.next() {
        if b != b'\r' || bytes.peek() != Some(&&b'\n') {
            out.push(b);
        }
    }
    out
}

/// The inputs stored in `data`, to store no input twice.
fn stored_inputs(data: &Path) -> HashSet<Vec<u8>> {
    let Ok(entries) = fs::read_dir(data) else {
        return HashSet::new();
    };
    entries
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".in"))
        .filter(|e| e.metadata().is_ok_and(|m| m.is_file()))
        .filter_map(|e| workspace::read_bounded(&e.path(), 64 << 20).ok())
        .collect()
}

/// Stores one case as `name.in` and `name.out`, never over an existing file; an input is
/// never left without its answer.
fn store(root: &Path, data: &Path, name: &str, case: &Generated) -> Result<(), Error> {
    let (input, answer) = (
        data.join(format!("{name}.in")),
        data.join(format!("{name}.out")),
    );
    if let Some(bytes) = &case.answer {
        super::refuse_existing(root, &[&input, &answer], error::Instead::RemoveStray)?;
        super::create_new(root, &input, &case.input)?;
        if let Err(e) = super::create_new(root, &answer, bytes) {
            let _ = fs::remove_file(&input);
            return Err(e);
        }
        return Ok(());
    }
    super::create_new(root, &input, &case.input)
}

/// The progress line of a long run: shown after [`PROGRESS_AFTER`], on a terminal rewritten
/// in place, elsewhere a line every few seconds ([`Pacer`]).
pub(super) struct Progress<'a> {
    id: &'a str,
    total: usize,
    lang: Lang,
    pacer: Pacer,
    out: &'a mut dyn std::io::Write,
}

impl<'a> Progress<'a> {
    pub(super) fn new(
        id: &'a str,
        total: usize,
        terminal: bool,
        lang: Lang,
        out: &'a mut dyn std::io::Write,
    ) -> Progress<'a> {
        Progress {
            out,
            id,
            total,
            lang,
            pacer: Pacer::new(
                terminal,
                PROGRESS_AFTER,
                (PROGRESS_EVERY, PROGRESS_EVERY * 10),
            ),
        }
    }

    /// Shows `done` of the total, when it is time to.
    fn tick(&mut self, done: usize) {
        if done == self.total || !self.pacer.due() {
            return;
        }
        let line = GenLine::Progress {
            id: self.id,
            done,
            total: self.total,
        };
        let text = self.pacer.render(&words::gen_line(&line, self.lang));
        let _ = write!(self.out, "{text}");
        let _ = self.out.flush();
    }

    /// Clears a progress line left on a terminal.
    fn clear(&mut self) {
        let clear = self.pacer.clear();
        if !clear.is_empty() {
            let _ = write!(self.out, "{clear}");
            let _ = self.out.flush();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::undo_text_mode;

    /// What text mode wrote, back to what the program wrote: each `\r\n` is one `\n`.
    #[test]
    fn text_mode_is_undone_exactly() {
        for (written, translated) in [
            (&b"427\n"[..], &b"427\r\n"[..]),
            (b"1 2\n\n3", b"1 2\r\n\r\n3"),
            (b"crlf written\r\n", b"crlf written\r\r\n"),
            (b"lone\rreturn\r", b"lone\rreturn\r"),
            (b"", b""),
        ] {
            assert_eq!(undo_text_mode(translated), written, "{translated:?}");
        }
    }
}
