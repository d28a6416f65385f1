//! `cargo judge run ID [FILE]`: the solution once on the user's own input, under the
//! problem's limits, through the engine as a case is judged; its output on stdout, and on
//! stderr its stderr, CPU time, peak memory and how it ended. Nothing is compared.

use super::Matches;
use crate::build::{Built, Profile};
use crate::cli::flags::RUN_CASE;
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
use std::path::Path;

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
    // problem's: then it is the input. `ID/NAME` is a problem and its stored case.
    let mut case = parsed.value(&RUN_CASE).map(str::to_owned);
    let (name, file) = match parsed.positional.as_slice() {
        [] => (None, None),
        [one] if workspace::select_one(&ids, one).is_err() => match problem_and_case(&ids, one) {
            Some((id, name)) if case.is_none() => {
                case = Some(name.to_owned());
                (Some(id), None)
            }
            _ if workspace::problem_at(&root, &ctx.cwd).is_some() => (None, Some(one.as_str())),
            _ => (Some(one.as_str()), None),
        },
        [one] => (Some(one.as_str()), None),
        [id, file, ..] => (Some(id.as_str()), Some(file.as_str())),
    };
    if file.is_some() && case.is_some() {
        return Err(super::usage("run", error::Usage::FileAndCase));
    }
    let id = super::existing_problem(&root, ctx, "run", name)?;
    let spec = super::read_spec(&root, &id)?;
    let source = root.join("problems").join(&id).join("src").join("main.rs");
    let data = root.join("testcases").join(&id);
    let input = match case {
        Some(case) => read_case(&data, &id, &case)?,
        None => read_input(file, &data, ctx, lang)?,
    };
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

/// `ID/NAME` split into a problem of `ids` (as `name` selects one) and a case name.
fn problem_and_case<'a>(ids: &[String], name: &'a str) -> Option<(&'a str, &'a str)> {
    let (problem, case) = name.split_once('/')?;
    (!case.is_empty() && workspace::select_one(ids, problem).is_ok()).then_some((problem, case))
}

/// The stored case `case` (`1` or `1.in`) of the problem whose judge data is `data`.
///
/// # Errors
/// A usage error naming the cases there are, when it has none of that name.
fn read_case(data: &Path, id: &str, case: &str) -> Result<Vec<u8>, Error> {
    let case = case.strip_suffix(".in").unwrap_or(case);
    let path = data.join(format!("{case}.in"));
    if let Ok(bytes) = fs::read(&path) {
        return Ok(bytes);
    }
    let mut known: Vec<String> = fs::read_dir(data)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".in").map(str::to_owned)
        })
        .collect();
    known.sort_by(|a, b| workspace::natural_cmp(a, b));
    known.truncate(12);
    Err(super::usage(
        "run",
        error::Usage::NoCase {
            case: case.to_owned(),
            problem: Some(id.to_owned()),
            known,
        },
    ))
}

/// The input: FILE, or stdin for none or `-` (saying so on a terminal). A FILE that is not in
/// the current folder is the stored case of that name (`1.in` or `1`) in `data`, the
/// problem's `testcases/<id>/`, when there is one.
fn read_input(
    file: Option<&str>,
    data: &Path,
    ctx: &mut Context,
    lang: Lang,
) -> Result<Vec<u8>, Error> {
    match file {
        Some(file) if file != "-" => {
            let path = ctx.cwd.join(file);
            let stored = [data.join(file), data.join(format!("{file}.in"))];
            let found = (!path.exists())
                .then(|| stored.into_iter().find(|p| p.is_file()))
                .flatten();
            fs::read(found.as_ref().unwrap_or(&path)).map_err(|source| Error::ReadArgument {
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
