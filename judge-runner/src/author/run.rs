//! `cargo judge run ID [FILE]`: the solution once on the user's own input, under the
//! problem's limits, through the engine as a case is judged; its output on stdout, and on
//! stderr its stderr, CPU time, peak memory and how it ended. Nothing is compared.

use super::Matches;
use crate::build::{Built, Profile};
use crate::config::{Compare, Limits};
use crate::engine::{self, Role};
use crate::engine::{Input, RunOutcome};
use crate::error::{self, Error};
use crate::programmers::channel::split_returned;
use crate::report::words::Line;
use crate::report::{inert, words, Lang};
use crate::verdict::{mebibytes, Reason, Verdict};
use crate::workspace;
use crate::Context;
use std::fs;
use std::io::{IsTerminal, Read, Write};

/// What became of the run.
enum Ran {
    Run(Box<(RunOutcome, Option<(Verdict, Reason)>)>),
    CompileError(String),
}

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let lang = super::lang(parsed, ctx)?;
    let root = super::root(parsed, ctx)?;
    let ids = workspace::problem_ids(&root).unwrap_or_default();
    // One argument is the problem, unless it names none and the current folder is a
    // problem's: then it is the input.
    let (name, file) = match parsed.positional.as_slice() {
        [] => (None, None),
        [one]
            if workspace::select_one(&ids, one).is_err()
                && workspace::problem_at(&root, &ctx.cwd).is_some() =>
        {
            (None, Some(one.as_str()))
        }
        [one] => (Some(one.as_str()), None),
        [id, file, ..] => (Some(id.as_str()), Some(file.as_str())),
    };
    let id = super::existing_problem(&root, ctx, "run", name)?;
    let spec = super::read_spec(&root, &id)?;
    let source = root.join("problems").join(&id).join("src").join("main.rs");
    let input = read_input(file, ctx, lang)?;
    let limits = spec.limits;
    let role = Role::Solution(limits);
    let ran = super::with_engine(&root, ctx, limits.memory_bytes, |engine| {
        let binary = match engine.build(&source, Profile::Judge(spec.language))? {
            Built::CompileError { first, .. } => return Ok(Ran::CompileError(first)),
            Built::Binary { path, .. } => path,
        };
        let staged = engine.scratch_path("input");
        fs::write(&staged, &input).map_err(|e| Error::io(&staged, e))?;
        // A file-I/O problem (`input_file`, `output_file`) runs as the judge runs it: the
        // input put in its file, the answer read from its file.
        let ran = match engine::FileIo::of(&spec) {
            Some(io) => engine.run_with_files(&binary, &staged, &io, role, 0),
            None => engine
                .run(&binary, &[], Input::File(&staged), role, 0)
                .map(|run| (run, None)),
        };
        let _ = fs::remove_file(&staged);
        let (run, missing) = ran?;
        let trouble = engine
            .fault(role, &run)
            .or_else(|| missing.map(|file| (Verdict::Wa, Reason::NoOutputFile { file })));
        Ok(Ran::Run(Box::new((run, trouble))))
    })?;
    let (run, trouble) = match ran {
        Ran::CompileError(first) => {
            let source = workspace::rel(&root, &source);
            let line = words::line(&Line::NoCompile { source }, lang);
            let text = format!("{line}\n{}\n", inert(&first));
            super::say(&mut ctx.stderr, &text)?;
            return Ok(error::EXIT_FAILED);
        }
        Ran::Run(ran) => *ran,
    };
    let err = show(
        &run,
        trouble.as_ref(),
        spec.compare,
        limits,
        lang,
        &mut ctx.stdout,
    )?;
    super::say(&mut ctx.stderr, &err)?;
    Ok(if trouble.is_some() {
        error::EXIT_FAILED
    } else {
        error::EXIT_OK
    })
}

/// The input: FILE, or stdin for none or `-` (saying so on a terminal).
fn read_input(file: Option<&str>, ctx: &mut Context, lang: Lang) -> Result<Vec<u8>, Error> {
    match file {
        Some(file) if file != "-" => {
            let path = ctx.cwd.join(file);
            fs::read(&path).map_err(|source| Error::ReadArgument {
                // Read as "the input file PATH".
                flag: "input",
                path,
                source,
            })
        }
        _ => {
            if std::io::stdin().is_terminal() {
                let text = format!("{}\n", words::line(&Line::ReadingInput, lang));
                super::say(&mut ctx.stderr, &text)?;
            }
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| Error::io("<stdin>", e))?;
            Ok(bytes)
        }
    }
}

/// Writes the run's output (a Programmers solution's returned value) to `out`, and returns
/// what goes to stderr: what it printed besides, its stderr, and its time and memory.
fn show(
    run: &RunOutcome,
    trouble: Option<&(Verdict, Reason)>,
    compare: Compare,
    limits: Limits,
    lang: Lang,
    out: &mut dyn Write,
) -> Result<String, Error> {
    let (printed, returned) = if compare.returns_literal() {
        split_returned(&run.stdout)
    } else {
        (&run.stdout[..], None)
    };
    let mut err = String::new();
    if let Some(value) = returned {
        if !printed.is_empty() {
            err.push_str(&format!("{}\n", words::line(&Line::Printed, lang)));
            err.push_str(&inert(&String::from_utf8_lossy(printed)));
            if !printed.ends_with(b"\n") {
                err.push('\n');
            }
        }
        super::say(out, &inert(&String::from_utf8_lossy(value)))?;
    } else {
        super::say(out, &inert(&String::from_utf8_lossy(printed)))?;
    }
    if !run.stderr_tail.is_empty() {
        err.push_str(&inert(&run.stderr_tail));
        if !run.stderr_tail.ends_with('\n') {
            err.push('\n');
        }
    }
    let memory = run.peak_rss.map_or("?".to_owned(), mebibytes);
    let (cpu, time) = (run.cpu.as_millis(), limits.time.as_millis());
    let (limit, wall) = (mebibytes(limits.memory_bytes), run.wall.as_millis());
    let used = Line::Used {
        verdict: trouble.map(|(v, _)| *v),
        cpu_ms: cpu,
        time_ms: time,
        memory,
        limit,
        wall_ms: wall,
    };
    err.push_str(&format!("{}\n", words::line(&used, lang)));
    if let Some((_, reason)) = trouble {
        err.push_str(&format!("{}\n", inert(&words::reason(reason, lang))));
    }
    Ok(err)
}
