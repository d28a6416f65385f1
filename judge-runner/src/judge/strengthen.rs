//! `cargo judge strengthen [ID...]`: judge data made from the user's own history. For a BOJ
//! problem the stored cases are the page's samples, and they accept most of what BOJ
//! rejected (replay's "weaker cases"). The kept submissions BOJ accepted were judged on its
//! whole hidden data: they are oracles. The ones it rejected are targets. Candidates drawn
//! from the problem's input model (`synth`: inferred from the stored inputs, bounded by the
//! statement, written to `input-model.toml` for the user to correct) are run by the oracles;
//! one that makes a target fail the way BOJ failed it, on which every oracle agrees, is kept
//! as `auto-N.in` / `auto-N.out` with its provenance in `auto.toml` (AlphaCode's filtering,
//! Li et al. 2022, with the user's history as the set of correct and wrong programs).
//!
//! Every program is a kept submission and runs in the sandbox under the problem's limits
//! (with BOJ's extra time and memory for its language). A problem's result is remembered by
//! everything it depends on, so running it again with nothing changed only reads.

mod lines;
mod memory;
mod roster;
mod search;
mod store;

use super::replay::{read_list, ClangAs, Kept, ReplayFormat, Trouble};
use crate::author::validate::{self, Validator};
use crate::build::Built;
use crate::cli::flags::ROOT;
use crate::cli::{Cases, Matches};
use crate::compare::Mode;
use crate::config::Compare;
use crate::engine::{Answer, CaseData, CaseError, Checker, Engine, Judging};
use crate::error::{self, Error};
use crate::pool::{parallel, Flow};
use crate::report::progress::Pacer;
use crate::report::words::replay as replay_words;
use crate::report::words::strengthen as words;
use crate::report::Lang;
use crate::synth::invariants::Invariants;
use crate::synth::{self, Model, Value};
use crate::workspace::strengthen::{HeldOut, Outcome, Skip, Standing, Target, Totals, Want};
use crate::workspace::{self, CaseLabel, Problem};
use crate::Context;
use roster::{on_stored, prepare, want_of, Program};
use search::{Found, Search};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The default search budget per problem, in seconds, builds aside. Most problems end
/// sooner (every target rejected, or nothing new to draw); on csk200387's backup a fifth of
/// the problems searched ran out of 20 s with targets standing, and a candidate of a slow
/// oracle costs a second, so the budget is the rate: 40 s keeps a whole backup of a
/// thousand problems within an evening on two cores.
const DEFAULT_BUDGET: u64 = 40;

/// The largest stored input read to infer a model from, or to mutate.
const MAX_BASE_BYTES: u64 = 1 << 20;

/// The largest `input-model.toml` or `statement.md` read.
const MAX_TEXT_BYTES: u64 = 1 << 20;

/// The model file in a problem's data folder.
const MODEL_FILE: &str = "input-model.toml";

/// strengthen's options, read and checked.
struct Options {
    lang: Lang,
    root: PathBuf,
    format: ReplayFormat,
    jobs: usize,
    budget: Duration,
    seed: u64,
    clang: ClangAs,
    /// Write nothing: no case, no model file.
    dry_run: bool,
    /// Leave the newest accepted submission of each problem out of the oracles and judge it
    /// on the kept cases afterwards.
    hold_out: bool,
    /// The selected problems that keep submissions.
    selected: Vec<String>,
}

impl Options {
    fn read(parsed: &Matches, ctx: &Context) -> Result<Options, Error> {
        let lang = crate::author::lang(parsed, ctx)?;
        let root = workspace::resolve_root(&ctx.cwd, parsed.value(&ROOT).map(Path::new))
            .map_err(Error::NoWorkspace)?;
        let format = ReplayFormat::read(parsed, "strengthen")?;
        let jobs = crate::cli::runs_at_once(crate::cli::jobs(parsed)?, ctx.cpus);
        let budget = parsed
            .number::<u64>(&crate::cli::flags::BUDGET, 1, error::Quantity::Seconds)?
            .unwrap_or(DEFAULT_BUDGET);
        let seed = crate::cli::seed(parsed)?.unwrap_or(0);
        let clang = ClangAs::read(parsed);
        let ids = workspace::problem_ids(&root).map_err(Error::NoWorkspace)?;
        let selected = workspace::select(&ids, &parsed.positional)
            .map_err(Error::unselected("strengthen"))?
            .into_iter()
            .filter(|id| data_of(&root, id).join("submissions.toml").is_file())
            .collect();
        Ok(Options {
            lang,
            root,
            format,
            jobs,
            budget: Duration::from_secs(budget),
            seed,
            clang,
            dry_run: parsed.has(&crate::cli::flags::DRY_RUN),
            hold_out: parsed.has(&crate::cli::flags::HOLD_OUT),
            selected,
        })
    }
}

/// `testcases/<id>/`.
fn data_of(root: &Path, id: &str) -> PathBuf {
    root.join("testcases").join(id)
}

/// `cargo judge strengthen [ID...]`.
pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let options = Options::read(parsed, ctx)?;
    let discovery = workspace::discover(&options.root, &options.selected, Cases::Optional);
    let started = Instant::now();
    let mut stdout = std::mem::replace(&mut ctx.stdout, Box::new(std::io::sink()));
    let mut stderr = std::mem::replace(&mut ctx.stderr, Box::new(std::io::sink()));
    let lang = options.lang;
    for e in &discovery.errors {
        let said = crate::report::words::data_error(e, lang);
        let _ = writeln!(stderr, "error: {said}");
    }
    let memory = discovery
        .problems
        .iter()
        .map(|p| p.spec.limits.memory_bytes * 2 + (128 << 20))
        .max()
        .unwrap_or(0);
    let mut totals = Totals::default();
    let mut pacer = Pacer::new(
        ctx.stderr_is_terminal,
        Duration::from_secs(2),
        (Duration::from_millis(250), Duration::from_secs(30)),
    );
    let problems = &discovery.problems;
    let opened = crate::author::with_engine(&options.root, ctx, memory, |engine| {
        let work = |i: usize| strengthen_one(engine, &options, &problems[i]);
        let mut done = 0;
        parallel(
            options.jobs,
            problems.len(),
            engine.cancel(),
            work,
            |_, result| {
                done += 1;
                let _ = write!(stderr, "{}", pacer.clear());
                match result {
                    Ok(outcome) => {
                        totals.add(&outcome);
                        let text = match options.format {
                            ReplayFormat::Json => format!("{}\n", memory::json_line(&outcome)),
                            ReplayFormat::Human => words::problem(&outcome, lang),
                        };
                        let _ = write!(stdout, "{text}");
                        let _ = stdout.flush();
                    }
                    Err(Trouble::Cancelled) => return Flow::Stop,
                    Err(trouble) => {
                        totals.errors += 1;
                        let said = replay_words::trouble(&trouble, lang);
                        let _ = writeln!(stderr, "error: {said}");
                    }
                }
                if done < problems.len() && pacer.due() {
                    let line = progress(done, problems.len(), pacer.elapsed(), lang);
                    let _ = write!(stderr, "{}", pacer.render(&line));
                    let _ = stderr.flush();
                }
                Flow::Continue
            },
        );
        let _ = write!(stderr, "{}", pacer.clear());
        Ok(engine.cancel().cancelled())
    });
    totals.elapsed = started.elapsed();
    totals.errors += discovery.errors.len();
    let code = finish(&options, opened, &totals, &mut stdout, &mut stderr);
    ctx.stdout = stdout;
    ctx.stderr = stderr;
    code
}

/// The progress line: problems done of all, and the time left at this pace.
fn progress(done: usize, total: usize, elapsed: Duration, lang: Lang) -> String {
    let left = if done == 0 {
        Duration::ZERO
    } else {
        elapsed.mul_f64((total - done.min(total)) as f64 / done as f64)
    };
    let (m, s) = (left.as_secs() / 60, left.as_secs() % 60);
    match lang {
        Lang::English => format!("strengthen: {done}/{total} problems · about {m} min {s} s left"),
        Lang::Korean => format!("보강: 문제 {done}/{total}개 · 약 {m}분 {s}초 남음"),
    }
}

/// The end: the interruption, or the summary; the exit code.
fn finish(
    options: &Options,
    opened: Result<Option<i32>, Error>,
    totals: &Totals,
    stdout: &mut Box<dyn Write + Send>,
    stderr: &mut Box<dyn Write + Send>,
) -> Result<i32, Error> {
    if let Ok(Some(signal)) = opened {
        let _ = writeln!(
            stderr,
            "{}",
            replay_words::interrupted(signal, options.lang)
        );
        return Ok(error::exit_for_signal(signal));
    }
    opened?;
    let written = match options.format {
        ReplayFormat::Json => writeln!(stdout, "{}", memory::json_summary(totals)),
        ReplayFormat::Human => write!(stdout, "{}", words::summary(totals, options.lang)),
    };
    written
        .and_then(|()| stdout.flush())
        .map_err(|e| Error::io("<stdout>", e))?;
    Ok(if totals.errors > 0 {
        error::EXIT_TROUBLE
    } else if totals.held_out_failed > 0 {
        error::EXIT_FAILED
    } else {
        error::EXIT_OK
    })
}

/// A failure of the judge's side on `kept`'s run, or the round's cancellation.
fn trouble(engine: &Engine<'_>, file: &Path, e: CaseError) -> Trouble {
    match e.into_failure() {
        Some(why) => Trouble::Failed {
            file: engine.rel(file),
            case: None,
            why: Box::new(why),
        },
        None => Trouble::Cancelled,
    }
}

/// Strengthens one problem's data.
fn strengthen_one(
    engine: &Engine<'_>,
    options: &Options,
    problem: &Problem,
) -> Result<Outcome, Trouble> {
    let started = Instant::now();
    let all = read_list(&options.root, &problem.id).map_err(|mut t| t.remove(0))?;
    let mut outcome = Outcome {
        problem: problem.id.clone(),
        targets: all
            .iter()
            .filter_map(|k| {
                want_of(k.boj).map(|want| Target {
                    id: k.id,
                    language: k.language.clone(),
                    want,
                    standing: Standing::NotRunnable,
                })
            })
            .collect(),
        ..Outcome::default()
    };
    let skip = |mut outcome: Outcome, why| {
        outcome.skipped = Some(why);
        outcome.elapsed = started.elapsed();
        Ok(outcome)
    };
    if outcome.targets.is_empty() {
        return skip(outcome, Skip::NoTarget);
    }
    // A special judge without a checker: which lines of its answers have one answer is
    // learned below; until then the oracles are judged on nothing but running.
    let mut learn = false;
    match problem.spec.compare {
        Compare::Interactive => return skip(outcome, Skip::Interactive),
        Compare::Checker(_) => {}
        // A special judge whose statement accepts an error (BOJ 1008's `10^{-9}`) is that
        // comparison, which `new` wrote as compare = "float": the oracles' answers compare.
        // Lines chosen (`compared_lines`) compare too.
        Compare::Output(Mode::Float { .. } | Mode::Chosen { .. }) => {}
        Compare::Output(_) if problem.spec.labels.iter().any(|l| l == "special judge") => {
            learn = true;
        }
        Compare::Output(_) => {}
    }
    let key = memory::key(&options.root, problem, options.seed_key());
    if let Some(mut remembered) = memory::recall(&options.root, &problem.id, &key) {
        remembered.remembered = true;
        return Ok(remembered);
    }
    let data = data_of(&options.root, &problem.id);
    let (model, written) = match model_of(&data, problem, options.dry_run) {
        Ok(found) => found,
        Err(why) => return skip(outcome, why),
    };
    outcome.model_written = written;
    let checker_binary = checker(engine, problem)?;
    let template = Judging {
        source: &problem.source,
        solution: &Built::CompileError {
            first: String::new(),
            full: String::new(),
        },
        limits: problem.spec.limits,
        compare: if learn {
            Compare::Output(Mode::Chosen { lines: 0 })
        } else {
            problem.spec.compare
        },
        checker: checker_binary
            .as_deref()
            .zip(problem.judge_program())
            .map(|(binary, source)| Checker { binary, source }),
        checked: None,
    };
    if let Some(io) = crate::engine::FileIo::of(&problem.spec) {
        engine.use_files(&data, io);
    }
    let validator = usable_validator(engine, &options.root, problem)?;
    let held_id = options.hold_out.then(|| held_out_id(&all)).flatten();
    let oracles = oracles(
        engine,
        options,
        problem,
        &template,
        &all,
        held_id,
        &mut outcome,
    )?;
    if oracles.is_empty() {
        return skip(outcome, Skip::NoOracle);
    }
    // With one oracle nothing checks that an input outside what the stored inputs showed is
    // still the problem's (a value past N in a permutation, a ladder off the board: on
    // softwareDefine's backup each made a held-out accepted submission fail): draws stay
    // within what they showed where the statement says nothing.
    // And a value the stored inputs show within an earlier scalar stays within it (an
    // edge's ends within V), and a code of a few kinds seen many times is not widened (a
    // lab's 0, 1 and 2).
    let seen: Vec<Vec<Value>> = bases(problem, &model).into_iter().map(|(_, v)| v).collect();
    let model = model.linked(&seen).categorical(&seen);
    let model = if oracles.len() < 2 {
        model.pinned(&seen)
    } else {
        model
    };
    let bases = bases(problem, &model);
    let mut invariants = Invariants::learn(
        &model,
        &bases.iter().map(|(_, v)| v.clone()).collect::<Vec<_>>(),
    );
    let statement = statement_of(&data);
    if statement.distinct {
        invariants.distinct_elements(&model);
    }
    if statement.may_equal {
        invariants.allow_equal();
    }
    invariants.stated_unequal(&model, &statement.unequal);
    let stored: Vec<Vec<Value>> = bases.iter().map(|(_, v)| v.clone()).collect();
    invariants.stated_below(&model, &statement.ordered, &stored);
    let mut search = Search {
        engine,
        template,
        model: &model,
        bases,
        invariants,
        validator: validator.as_ref(),
        oracles: &oracles,
        budget: options.budget,
        seed: options.seed ^ fnv64(problem.id.as_bytes()),
    };
    if learn {
        let voices = search
            .voices(&problem.cases)
            .map_err(|e| trouble(engine, &problem.source, e))?;
        let Some((lines, evidence)) = voices.chosen() else {
            // Remembered, so that a run with nothing changed does not learn it again.
            outcome.skipped = Some(Skip::SpecialJudge);
            outcome.elapsed = started.elapsed();
            if !options.dry_run {
                memory::remember(&options.root, &problem.id, &key, &outcome);
            }
            return Ok(outcome);
        };
        if !options.dry_run {
            let file = data.join("problem.toml");
            choose_lines(&file, lines, evidence).map_err(|e| Trouble::Failed {
                file: engine.rel(&file),
                case: None,
                why: Box::new(Error::io(&file, e).into()),
            })?;
        }
        search.template.compare = Compare::Output(Mode::Chosen { lines });
        outcome.chosen_lines = Some(lines);
    }
    let targets = targets(
        engine,
        options,
        problem,
        &search.template,
        &all,
        &mut outcome,
    )?;
    let mut standing: Vec<search::Standing<'_>> = targets
        .iter()
        .filter(|(_, before)| before.is_none())
        .map(|(program, _)| search::Standing {
            program,
            want: want_of(program.kept.boj).unwrap_or(Want::Wrong),
            rejected: None,
        })
        .collect();
    let (found, tally) = if standing.is_empty() {
        (Vec::new(), search::Tally::default())
    } else {
        let (found, tally, _end) = search
            .run(&mut standing)
            .map_err(|e| trouble(engine, &problem.source, e))?;
        (found, tally)
    };
    outcome.candidates = tally.candidates;
    outcome.oracle_failed = tally.oracle_failed;
    outcome.disagreed = tally.disagreed;
    outcome.invalid = tally.invalid;
    outcome.outside = tally.outside;
    let names = if options.dry_run {
        (1..=found.len())
            .map(|n| format!("candidate-{n}"))
            .collect()
    } else {
        store::store(&data, &found).map_err(|e| Trouble::Failed {
            file: engine.rel(&data),
            case: None,
            why: Box::new(Error::io(&data, e).into()),
        })?
    };
    for s in &standing {
        if let Some((index, verdict)) = s.rejected {
            if let Some(t) = outcome
                .targets
                .iter_mut()
                .find(|t| t.id == s.program.kept.id)
            {
                t.standing = Standing::Now {
                    case: names.get(index).cloned().unwrap_or_default(),
                    verdict,
                };
            }
        }
    }
    outcome.kept = names.clone();
    if let Some(id) = held_id {
        outcome.held_out = held_out(engine, options, problem, &search, &all, id, &found, &names)?;
    }
    outcome.elapsed = started.elapsed();
    if !options.dry_run {
        // Keyed by what the problem is now, its new cases included: the next run reads it.
        let key = memory::key(&options.root, problem, options.seed_key());
        memory::remember(&options.root, &problem.id, &key, &outcome);
    }
    Ok(outcome)
}

impl Options {
    /// What of the options a remembered result depends on.
    fn seed_key(&self) -> String {
        format!(
            "seed {} budget {} clang {:?} hold-out {}",
            self.seed,
            self.budget.as_secs(),
            self.clang,
            self.hold_out
        )
    }
}

/// Appends `compared_lines` to the problem's `problem.toml` (`file`), with why: nothing in
/// it is changed or lost, and removing the lines compares whole answers again.
fn choose_lines(file: &Path, lines: u64, evidence: lines::Evidence) -> std::io::Result<()> {
    let text = fs::read(file)?;
    let mut out = fs::OpenOptions::new().append(true).open(file)?;
    let newline = if text.is_empty() || text.ends_with(b"\n") {
        ""
    } else {
        "\n"
    };
    let list = crate::compare::line_list(lines);
    let why = match evidence {
        lines::Evidence::Seen => {
            "# the accepted submissions and the stored answers printed these lines alike on every\n\
             # input tried, and others differently (one answer among several)"
        }
        lines::Evidence::Layout => {
            "# nothing was seen to differ (one accepted submission, which printed the stored\n\
             # answers), and the first line is always one number with more lines after it: taken\n\
             # for the value the other lines are one witness of. Check it against the statement"
        }
    };
    write!(
        out,
        "{newline}# Written by `cargo judge strengthen` for a special judge without a checker:\n\
         {why}.\n# Only these lines of an answer are compared; remove the key to compare whole\n\
         # answers again.\ncompared_lines = \"{list}\"\n"
    )
}

/// The input section of the problem's `statement.md` read (empty when it has none).
fn statement_of(data: &Path) -> synth::constraints::Statement {
    let text = workspace::read_bounded(&data.join("statement.md"), MAX_TEXT_BYTES)
        .map(|s| String::from_utf8_lossy(&s).into_owned())
        .unwrap_or_default();
    synth::constraints::read(&text)
}

/// The problem's model: `input-model.toml` as the user left it, else inferred from the
/// stored inputs and bounded by `statement.md`, and written there (unless `dry_run`).
fn model_of(data: &Path, problem: &Problem, dry_run: bool) -> Result<(Model, bool), Skip> {
    let file = data.join(MODEL_FILE);
    if file.exists() {
        let text = workspace::read_bounded(&file, MAX_TEXT_BYTES)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .map_err(|e| Skip::BrokenModel {
                line: 0,
                why: e.to_string(),
            })?;
        return synth::file::parse(&text)
            .map(|m| (m, false))
            .map_err(|(line, why)| Skip::BrokenModel { line, why });
    }
    let inputs: Vec<Vec<u8>> = problem
        .cases
        .iter()
        .filter(|c| !c.name.starts_with("auto-"))
        .filter_map(|c| workspace::read_bounded(&c.input, MAX_BASE_BYTES).ok())
        .collect();
    let refs: Vec<&[u8]> = inputs.iter().map(Vec::as_slice).collect();
    let mut model = synth::infer::infer(&refs).ok_or(Skip::NoModel)?;
    if let Ok(statement) = workspace::read_bounded(&data.join("statement.md"), MAX_TEXT_BYTES) {
        let statement = synth::constraints::read(&String::from_utf8_lossy(&statement));
        synth::constraints::bind_counted(&mut model, &statement, &refs);
    }
    let written = !dry_run
        && fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&file)
            .and_then(|mut f| f.write_all(synth::file::render(&model).as_bytes()))
            .is_ok();
    Ok((model, written))
}

/// The stored inputs that fit the model, by case name: what mutations start from.
fn bases(problem: &Problem, model: &Model) -> Vec<(String, Vec<Value>)> {
    problem
        .cases
        .iter()
        .filter_map(|c| {
            let bytes = workspace::read_bounded(&c.input, MAX_BASE_BYTES).ok()?;
            let values = synth::infer::read(model, &bytes)?;
            Some((c.name.clone(), values))
        })
        .collect()
}

/// The problem's checker, built, when its compare mode runs one.
fn checker(engine: &Engine<'_>, problem: &Problem) -> Result<Option<PathBuf>, Trouble> {
    let (Compare::Checker(_), Some(source)) = (problem.spec.compare, problem.judge_program())
    else {
        return Ok(None);
    };
    let include = problem.spec.cxx_include.as_deref();
    let file = engine.rel(source);
    match engine.build_judge_program(source, include) {
        Ok(Built::Binary { path, .. }) => Ok(Some(path)),
        Ok(Built::CompileError { first, .. }) => Err(Trouble::ProgramCompile { file, first }),
        Err(e) => Err(Trouble::Failed {
            file,
            case: None,
            why: Box::new(e.into()),
        }),
    }
}

/// The problem's validator, built, unless it is the skeleton `new` wrote (which accepts
/// everything and would cost a run per candidate).
fn usable_validator(
    engine: &Engine<'_>,
    root: &Path,
    problem: &Problem,
) -> Result<Option<Validator>, Trouble> {
    let failed = |file: String, e: Error| Trouble::Failed {
        file,
        case: None,
        why: Box::new(e.into()),
    };
    let source = validate::find(root, &problem.id)
        .map_err(|e| failed(format!("testcases/{}", problem.id), e))?;
    let Some(source) = source else {
        return Ok(None);
    };
    let text = fs::read_to_string(&source).unwrap_or_default();
    if text.contains(validate::SKELETON_MARK) {
        return Ok(None);
    }
    let include = problem.spec.cxx_include.as_deref();
    Validator::build(engine, root, &source, include)
        .map(Some)
        .map_err(|e| failed(engine.rel(&source), e))
}

/// The accepted submission `--hold-out` leaves out: the newest one (the largest id) with
/// code, when there are two or more.
fn held_out_id(all: &[Kept]) -> Option<u64> {
    let accepted: Vec<&Kept> = all
        .iter()
        .filter(|k| k.boj.accepted() && k.source.is_some())
        .collect();
    (accepted.len() >= 2)
        .then(|| accepted.iter().map(|k| k.id).max())
        .flatten()
}

/// The oracles: every accepted submission that builds here and passes every stored case
/// (counted in `outcome`, the held-out one left out).
fn oracles<'a>(
    engine: &Engine<'_>,
    options: &Options,
    problem: &Problem,
    template: &Judging<'_>,
    all: &'a [Kept],
    held: Option<u64>,
    outcome: &mut Outcome,
) -> Result<Vec<Program<'a>>, Trouble> {
    let mut oracles = Vec::new();
    for kept in all.iter().filter(|k| k.boj.accepted()) {
        if Some(kept.id) == held {
            outcome.oracles_left_out += 1;
            continue;
        }
        let Ok(program) = prepare(engine, problem, kept, options.clang) else {
            outcome.oracles_left_out += 1;
            continue;
        };
        let file = kept.source.clone().unwrap_or_default();
        match on_stored(engine, problem, template, &program) {
            Ok(None) => oracles.push(program),
            Ok(Some(_)) => outcome.oracles_left_out += 1,
            Err(e) => return Err(trouble(engine, &file, e)),
        }
    }
    // Native programs first: the first oracle runs on every candidate.
    oracles.sort_by_key(|p| p.invocation.is_some());
    outcome.oracles = oracles.len();
    Ok(oracles)
}

/// The targets that run here, each with the verdict of the first stored case that rejects
/// it (`None`: every stored case accepts it), their standing written into `outcome`.
#[allow(clippy::type_complexity)]
fn targets<'a>(
    engine: &Engine<'_>,
    options: &Options,
    problem: &Problem,
    template: &Judging<'_>,
    all: &'a [Kept],
    outcome: &mut Outcome,
) -> Result<Vec<(Program<'a>, Option<crate::verdict::Verdict>)>, Trouble> {
    let mut targets = Vec::new();
    for kept in all.iter().filter(|k| want_of(k.boj).is_some()) {
        let Ok(program) = prepare(engine, problem, kept, options.clang) else {
            continue;
        };
        let file = kept.source.clone().unwrap_or_default();
        let before = on_stored(engine, problem, template, &program)
            .map_err(|e| trouble(engine, &file, e))?;
        if let Some(t) = outcome.targets.iter_mut().find(|t| t.id == kept.id) {
            t.standing = before.map_or(Standing::Accepted, Standing::Before);
        }
        targets.push((program, before));
    }
    Ok(targets)
}

/// `--hold-out`: the held-out accepted submission judged on every kept case.
#[allow(clippy::too_many_arguments)]
fn held_out(
    engine: &Engine<'_>,
    options: &Options,
    problem: &Problem,
    search: &Search<'_>,
    all: &[Kept],
    id: u64,
    found: &[Found],
    names: &[String],
) -> Result<Option<HeldOut>, Trouble> {
    let Some(kept) = all.iter().find(|k| k.id == id) else {
        return Ok(None);
    };
    let Ok(program) = prepare(engine, problem, kept, options.clang) else {
        return Ok(None);
    };
    let file = kept.source.clone().unwrap_or_default();
    // One that fails a stored case is a fidelity row of replay, not this search's doing.
    if on_stored(engine, problem, &search.template, &program)
        .map_err(|e| trouble(engine, &file, e))?
        .is_some()
    {
        return Ok(None);
    }
    let mut failed = Vec::new();
    let label = CaseLabel::Case(String::from("held-out"));
    for (case, name) in found.iter().zip(names) {
        let staged = engine.scratch_path("strengthen-held-out");
        fs::write(&staged, &case.input).map_err(|e| Trouble::Failed {
            file: engine.rel(&staged),
            case: None,
            why: Box::new(Error::io(&staged, e).into()),
        })?;
        let data = CaseData {
            label: &label,
            input: &staged,
            answer: Answer::Bytes(&case.answer),
        };
        let judged = engine.judge_as(
            &search.judging(&program),
            &data,
            program.invocation.as_ref(),
        );
        let _ = fs::remove_file(&staged);
        let judgement = judged.map_err(|e| trouble(engine, &file, e))?;
        if !judgement.verdict.accepted() {
            failed.push((name.clone(), judgement.verdict));
        }
    }
    Ok(Some(HeldOut {
        id,
        language: kept.language.clone(),
        failed,
    }))
}

/// FNV-1a of `bytes`: a problem's part of its search's seed.
fn fnv64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
