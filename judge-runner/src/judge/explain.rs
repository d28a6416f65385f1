//! `cargo judge [PROBLEM...] --explain-data`: which case kills what. Every wrong solution
//! (`testcases/<id>/wrong/`) and every kept submission BOJ rejected (`submissions.toml`, a
//! Rust one in `submissions/`) is judged on every case, not only up to the first that
//! rejects it, and the report gives, for each, the first case that rejects it and how many
//! do, then the cases that reject none of them: candidates to drop.
//!
//! The solution itself is not judged. Every program runs through the engine as the judge
//! runs a solution (its limits, compare mode and checker). A verdict is remembered in
//! `target/judge/wrong/` by the program's build, the problem's rules and the case's bytes,
//! so a second run costs nothing and a known-slow solution's time limits are spent once.

use super::wrong::{self, Wrong};
use crate::build::{self, Built, Profile};
use crate::cli::JudgeOptions;
use crate::config::{Compare, Language};
use crate::engine::{Answer, CaseData, Checker, Engine, Judging};
use crate::error::{self, Error};
use crate::pool::{parallel, Flow};
use crate::report::words::{self, ExplainLine};
use crate::report::{Expect, Lang};
use crate::verdict::Verdict;
use crate::workspace::{self, CaseLabel, Problem};
use crate::Context;
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The most case names listed on one line.
const LISTED: usize = 20;

/// A program the cases must reject.
struct Rejectable {
    source: PathBuf,
    /// `wrong/greedy.rs`, `submissions/12345.rs`.
    name: String,
    expect: Expect,
    /// BOJ's verdict of a kept submission.
    boj: Option<String>,
    language: Language,
}

/// The label of an error line, in `lang`.
fn error_label(lang: Lang) -> &'static str {
    words::error_labels(lang).0
}

/// Runs `--explain-data` for the problems `options` selects.
///
/// # Errors
/// A bad selection, or a workspace that cannot be read or judged in.
pub(crate) fn run(options: &JudgeOptions, ctx: &mut Context) -> Result<i32, Error> {
    let lang = Lang::chosen(options.lang, ctx.lang.as_deref());
    let root =
        workspace::resolve_root(&ctx.cwd, options.root.as_deref()).map_err(Error::NoWorkspace)?;
    let ids = workspace::problem_ids(&root).map_err(Error::NoWorkspace)?;
    let mut names = options.problems.clone();
    if names.is_empty() {
        names.extend(workspace::problem_at(&root, &ctx.cwd));
    }
    let selected = workspace::select(&ids, &names).map_err(Error::unselected(""))?;
    let discovery = workspace::discover(&root, &selected, options.cases);
    let jobs = crate::cli::runs_at_once(options.jobs, ctx.cpus);
    let memory = discovery.largest_memory();
    let mut text = String::new();
    let mut trouble = !discovery.errors.is_empty();
    for e in &discovery.errors {
        text.push_str(&format!(
            "{} {}\n",
            error_label(lang),
            words::data_error(e, lang)
        ));
    }
    let (lines, failed, interrupted) = crate::author::with_engine(&root, ctx, memory, |engine| {
        let mut text = String::new();
        let mut failed = false;
        for problem in &discovery.problems {
            match explain(engine, &root, problem, jobs, lang) {
                Ok(Some(lines)) => text.push_str(&lines),
                Ok(None) => break,
                Err(e) => {
                    failed = true;
                    text.push_str(&format!(
                        "{} {}\n",
                        error_label(lang),
                        words::error(&e, lang)
                    ));
                }
            }
        }
        Ok((text, failed, engine.cancel().cancelled()))
    })?;
    text.push_str(&lines);
    trouble |= failed;
    ctx.stderr
        .write_all(text.as_bytes())
        .and_then(|()| ctx.stderr.flush())
        .map_err(Error::Output)?;
    Ok(match interrupted {
        Some(signal) => error::exit_for_signal(signal),
        None if trouble => error::EXIT_TROUBLE,
        None => error::EXIT_OK,
    })
}

/// The lines of one problem; `None` when the round was cancelled.
fn explain(
    engine: &Engine<'_>,
    root: &Path,
    problem: &Problem,
    jobs: usize,
    lang: Lang,
) -> Result<Option<String>, Error> {
    let mut text = String::new();
    let programs = rejectable(root, problem, lang, &mut text);
    let header = ExplainLine::Problem {
        id: &problem.id,
        programs: programs.len(),
        cases: problem.cases.len(),
    };
    text.insert_str(0, &words::explain_line(&header, lang));
    if programs.is_empty() || problem.cases.is_empty() {
        return Ok(Some(text));
    }
    let checker = checker(engine, problem)?;
    let mut rejects_any = vec![false; problem.cases.len()];
    let round = Round {
        engine,
        problem,
        checker: checker
            .as_ref()
            .map(|(binary, source)| Checker { binary, source }),
        jobs,
        lang,
    };
    for program in &programs {
        let Some(line) = round.program_line(program, &mut rejects_any)? else {
            return Ok(None);
        };
        text.push_str(&line);
    }
    let idle: Vec<&str> = problem
        .cases
        .iter()
        .zip(&rejects_any)
        .filter(|(_, rejects)| !**rejects)
        .map(|(case, _)| case.name.as_str())
        .collect();
    let line = ExplainLine::RejectNothing {
        listed: &idle[..idle.len().min(LISTED)],
        count: idle.len(),
        cases: problem.cases.len(),
    };
    text.push_str(&words::explain_line(&line, lang));
    Ok(Some(text))
}

/// What judging one problem's programs shares.
struct Round<'a> {
    engine: &'a Engine<'a>,
    problem: &'a Problem,
    checker: Option<Checker<'a>>,
    jobs: usize,
    lang: Lang,
}

impl Round<'_> {
    /// Judges `program` on every case: its line, with the cases that reject it marked in
    /// `rejects_any`; `None` when the round was cancelled.
    ///
    /// # Errors
    /// When the program cannot be built, or a case cannot be read or judged.
    fn program_line(
        &self,
        program: &Rejectable,
        rejects_any: &mut [bool],
    ) -> Result<Option<String>, Error> {
        let (engine, problem, lang) = (self.engine, self.problem, self.lang);
        let built = engine.build(&program.source, Profile::Judge(program.language))?;
        if let Built::CompileError { first, .. } = &built {
            let line = ExplainLine::DoesNotCompile {
                name: &program.name,
                first,
            };
            return Ok(Some(words::explain_line(&line, lang)));
        }
        let judging = Judging {
            source: &program.source,
            solution: &built,
            limits: problem.spec.limits,
            compare: problem.spec.compare,
            checker: self.checker,
            checked: None,
        };
        let Some(verdicts) = verdicts(engine, problem, &judging, &built, self.jobs)? else {
            return Ok(None);
        };
        let rejected: Vec<usize> = (0..verdicts.len())
            .filter(|&c| program.expect.met_by(verdicts[c]))
            .collect();
        for &c in &rejected {
            rejects_any[c] = true;
        }
        let first = rejected
            .first()
            .map(|&c| (problem.cases[c].name.as_str(), verdicts[c]));
        let line = ExplainLine::Program {
            name: &program.name,
            expect: program.expect,
            boj: program.boj.as_deref(),
            first,
            rejected: rejected.len(),
            cases: verdicts.len(),
        };
        Ok(Some(words::explain_line(&line, lang)))
    }
}

/// The programs the table covers: the Rust wrong solutions (the others are judged by
/// `cargo judge`) and the kept submissions BOJ rejected; what cannot be read goes to `text`.
fn rejectable(root: &Path, problem: &Problem, lang: Lang, text: &mut String) -> Vec<Rejectable> {
    let mut programs = Vec::new();
    for found in wrong::find(root, &problem.id) {
        match found {
            Ok(Wrong { name, .. }) if !name.ends_with(".rs") => {}
            Ok(Wrong {
                source,
                name,
                expect,
            }) => programs.push(Rejectable {
                source,
                name,
                expect,
                boj: None,
                language: problem.spec.language,
            }),
            Err(e) => text.push_str(&format!(
                "{} {}\n",
                error_label(lang),
                words::data_error(&e, lang)
            )),
        }
    }
    programs.extend(rejected_submissions(root, &problem.id));
    programs
}

/// The problem's checker or interactor, built, with its source: `None` for a problem
/// compared by output.
///
/// # Errors
/// When it does not compile, or cannot be built.
fn checker(engine: &Engine<'_>, problem: &Problem) -> Result<Option<(PathBuf, PathBuf)>, Error> {
    Ok(match (problem.judge_program(), problem.spec.compare) {
        (Some(source), Compare::Checker(_) | Compare::Interactive) => {
            match engine.build_judge_program(source, problem.spec.cxx_include.as_deref())? {
                Built::Binary { path, .. } => Some((path, source.to_path_buf())),
                Built::CompileError { first, .. } => {
                    return Err(Error::HelperCompile {
                        path: engine.rel(source),
                        first,
                    })
                }
            }
        }
        _ => None,
    })
}

/// The verdict of `judging` on every case, `jobs` at a time, each remembered by the
/// program's build, the rules and the case's bytes; `None` when cancelled.
fn verdicts(
    engine: &Engine<'_>,
    problem: &Problem,
    judging: &Judging<'_>,
    built: &Built,
    jobs: usize,
) -> Result<Option<Vec<Verdict>>, Error> {
    let memory = Memory::of(engine, judging, built)?;
    let mut verdicts = vec![Verdict::Ac; problem.cases.len()];
    let mut failed = None;
    parallel(
        jobs,
        problem.cases.len(),
        engine.cancel(),
        |c| case_verdict(engine, problem, judging, &problem.cases[c], &memory),
        |c, result: Result<Verdict, Error>| match result {
            Ok(verdict) => {
                verdicts[c] = verdict;
                Flow::Continue
            }
            Err(e) => {
                failed = Some(e);
                Flow::Stop
            }
        },
    );
    if engine.cancel().cancelled().is_some() {
        return Ok(None);
    }
    match failed {
        Some(e) => Err(e),
        None => Ok(Some(verdicts)),
    }
}

/// Where the verdicts of one program are remembered (`target/judge/wrong/`), and what they
/// are keyed by besides a case's bytes: the program's build, the checker's and the rules.
struct Memory {
    folder: PathBuf,
    program: Vec<u8>,
    checker: Vec<u8>,
    rules: String,
}

impl Memory {
    /// The memory of `judging` with the build `built`.
    ///
    /// # Errors
    /// When the program's or the checker's build cannot be read.
    fn of(engine: &Engine<'_>, judging: &Judging<'_>, built: &Built) -> Result<Memory, Error> {
        let program = match built {
            Built::Binary { path, .. } => fs::read(path).map_err(|e| Error::io(path, e))?,
            Built::CompileError { .. } => Vec::new(),
        };
        let checker = match &judging.checker {
            Some(checker) => fs::read(checker.binary).map_err(|e| Error::io(checker.binary, e))?,
            None => Vec::new(),
        };
        Ok(Memory {
            folder: engine.judge_dir().join("wrong"),
            program,
            checker,
            rules: format!("{:?} {:?}", judging.limits, judging.compare),
        })
    }

    /// The file that remembers the verdict on a case of `input` and `answer`.
    fn file(&self, input: &[u8], answer: &[u8]) -> PathBuf {
        let key = build::fnv128_parts(&[
            b"explain",
            &self.program,
            self.rules.as_bytes(),
            crate::compare::RULES_REVISION.as_bytes(),
            &self.checker,
            input,
            b"\0",
            answer,
        ]);
        self.folder.join(key)
    }
}

/// The verdict of `judging` on `case`: the remembered one, else judged and remembered.
///
/// # Errors
/// When the case cannot be read or judged.
fn case_verdict(
    engine: &Engine<'_>,
    problem: &Problem,
    judging: &Judging<'_>,
    case: &workspace::Case,
    memory: &Memory,
) -> Result<Verdict, Error> {
    let input = fs::read(&case.input).map_err(|e| Error::io(&case.input, e))?;
    let answer = match &case.answer {
        Some(path) => fs::read(path).map_err(|e| Error::io(path, e))?,
        None => Vec::new(),
    };
    let file = memory.file(&input, &answer);
    let remembered = fs::read_to_string(&file)
        .ok()
        .and_then(|code| Verdict::from_code(code.trim_end()));
    if let Some(verdict) = remembered {
        return Ok(verdict);
    }
    let label = CaseLabel::Case(case.name.clone());
    let data = CaseData {
        label: &label,
        input: &case.input,
        answer: case.answer.as_deref().map_or(Answer::None, Answer::File),
    };
    let verdict = engine
        .judge(judging, &data)
        .map(|j| j.verdict)
        .map_err(|e| Error::Case {
            problem: Some(problem.id.clone()),
            case: label.clone(),
            trouble: Box::new(e.into_trouble()),
        })?;
    if fs::create_dir_all(&memory.folder).is_ok() {
        let _ = fs::write(&file, verdict.code());
    }
    Ok(verdict)
}

/// The kept submissions of `id` that BOJ rejected (a `code` other than AC or CE in
/// `submissions.toml`) and that can be judged here: Rust ones, in `submissions/ID.rs`.
fn rejected_submissions(root: &Path, id: &str) -> Vec<Rejectable> {
    let data = root.join("testcases").join(id);
    let Ok(text) = fs::read_to_string(data.join("submissions.toml")) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for table in text.split("[[submission]]").skip(1) {
        let value = |key: &str| {
            table.lines().find_map(|line| {
                let (k, v) = line.split_once('=')?;
                (k.trim() == key).then(|| v.trim().trim_matches('"').to_owned())
            })
        };
        let (Some(number), Some(code)) = (value("id"), value("code")) else {
            continue;
        };
        if matches!(code.as_str(), "AC" | "CE") || !number.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let source = data.join("submissions").join(format!("{number}.rs"));
        if !source.is_file() {
            continue;
        }
        let language = match value("language") {
            Some(l) if l.contains("2024") => Language::Rust2024,
            _ => Language::Rust2021,
        };
        found.push(Rejectable {
            source,
            name: format!("submissions/{number}.rs"),
            expect: Expect::Fail,
            boj: Some(code),
            language,
        });
    }
    found
}
