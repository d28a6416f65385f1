//! `cargo judge replay [ID...]`: every kept submission (`testcases/<id>/submissions/`, listed
//! with BOJ's verdict in `submissions.toml`) judged on the stored cases, and set beside the
//! verdict BOJ gave it on its hidden data.
//!
//! BOJ's verdict is the best check of this project's judge it will ever get: a submission
//! BOJ accepted that fails here is a fidelity defect (or a special judge the problem lacks),
//! and one BOJ rejected that the stored cases accept shows the cases are weaker than BOJ's.
//! A partial score counts as rejected; a compile error on BOJ is compiled here too, and
//! agrees when it does not compile here either.
//!
//! Each submission is built with BOJ's command for its language (`build::kept`) and judged
//! through the engine as a solution is, under the problem's limits (with BOJ's extra time and
//! memory for the language), sandbox, compare mode and checker, case by case until the first
//! that fails. Submissions run in parallel on the runner's pool. A row's result is
//! remembered by its content (the source, the language's tools, the cases, the limits, the
//! compare mode and checker) in `target/judge/replay/`, so an unchanged replay costs a read
//! per row; a fidelity row is judged again each time, to show its diff.

mod list;
mod memory;
mod one;
mod output;

pub(crate) use list::read_list;

use crate::build::kept::{KeptLanguage, KeptNote, Tool};
use crate::build::{self, Built};
use crate::cli::flags::{JOBS, PARTITION, ROOT};
use crate::cli::Cases;
use crate::cli::Matches;
use crate::config::Compare;
use crate::engine::{Checker, Engine, Judging};
use crate::error::{self, Error};
use crate::pool::{parallel, Flow};
use crate::report::progress::Pacer;
use crate::report::words::replay as words;
use crate::report::{CaseReport, Color, Lang};
use crate::verdict::Verdict;
use crate::workspace::{self, Problem};
use crate::Context;
use list::shard;
use memory::problem_key;
use one::replay_one;
use output::{human_row, json_row, json_summary, Progress, PROGRESS_AFTER, PROGRESS_EVERY};
use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The replay's output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ReplayFormat {
    Human,
    Json,
}

/// BOJ's verdict on a kept submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Boj {
    Verdict(Verdict),
    /// A score (`49점`): partial, not accepted; full marks (`100점`, BOJ's subtask
    /// problems count to 100) are accepted.
    Score(u64),
    /// No verdict in the record (`채점 중`).
    Unknown,
}

impl Boj {
    pub(crate) fn accepted(self) -> bool {
        match self {
            Boj::Verdict(v) => v == Verdict::Ac,
            Boj::Score(score) => score >= FULL_SCORE,
            Boj::Unknown => false,
        }
    }

    /// Its code in the JSON line: `AC`, `WA`, … `PARTIAL`, `?`.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Boj::Verdict(v) => v.code(),
            Boj::Score(score) if score >= FULL_SCORE => "AC",
            Boj::Score(_) => "PARTIAL",
            Boj::Unknown => "?",
        }
    }
}

/// Full marks of a problem with subtasks: BOJ counted every one to 100.
pub(crate) const FULL_SCORE: u64 = 100;

/// One kept submission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Kept {
    pub problem: String,
    pub id: u64,
    /// BOJ's name of its language (`C++17`).
    pub language: String,
    pub kind: KeptLanguage,
    pub boj: Boj,
    pub source: PathBuf,
}

/// Why a kept submission is not judged here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NotRunnable {
    /// Its compiler or interpreter is not installed.
    Missing(Tool),
    /// A language this runner does not run.
    Unsupported,
    /// An interactive problem: only a native program talks with the interactor here.
    Interactive,
    /// BOJ's record gives no verdict to set it beside.
    NoVerdict,
}

/// What the replay finds of one submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Finding {
    /// BOJ and the stored cases say the same (both accept, or both reject).
    Agrees,
    /// BOJ rejected it; the stored cases accept it.
    WeakerCases,
    /// BOJ accepted it (or compiled it); here it fails.
    Fidelity(Cause),
    NotRunnable(NotRunnable),
}

impl Finding {
    fn fidelity(self) -> bool {
        matches!(self, Finding::Fidelity(_))
    }

    /// Its word in the JSON line.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Finding::Agrees => "agrees",
            Finding::WeakerCases => "weaker-cases",
            Finding::Fidelity(_) => "fidelity",
            Finding::NotRunnable(_) => "not-runnable",
        }
    }
}

/// What a fidelity row most likely comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cause {
    /// The page says the problem has a special judge, and it has no checker here: another
    /// right answer than the stored one is judged WA.
    NoSpecialJudge,
    /// BOJ's compiler took it; this machine's refuses it.
    Build,
    /// Neither of those: a defect of this judge to find.
    Judge,
}

/// One row of the replay.
#[derive(Debug, Clone)]
pub(crate) struct Row {
    pub kept: Kept,
    /// The verdict here (CE included); `None` when not run.
    pub here: Option<Verdict>,
    /// The first case that failed here.
    pub case: Option<String>,
    pub finding: Finding,
    pub notes: Vec<KeptNote>,
    /// A fidelity row's failing case, as the judge reports a case.
    pub failing: Option<Box<CaseReport>>,
    /// Remembered from an earlier replay of the same content.
    pub remembered: bool,
    /// The compiler's first error, when it compiles on BOJ and not here.
    pub compile_error: Option<String>,
}

impl Row {
    fn new(
        kept: &Kept,
        here: Option<Verdict>,
        case: Option<String>,
        finding: Finding,
        notes: Vec<KeptNote>,
    ) -> Row {
        Row {
            kept: kept.clone(),
            here,
            case,
            finding,
            notes,
            failing: None,
            remembered: false,
            compile_error: None,
        }
    }
}

/// What went wrong on the judge's side of one row, or with the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Trouble {
    /// `submissions.toml` cannot be read as a list of tables: the file, the line, the text.
    BadList {
        file: String,
        line: usize,
        text: String,
    },
    /// A listed submission's code is not in `submissions/`.
    NoCode { file: String, id: u64 },
    /// The build or a case failed on the judge's side: the file, and what happened.
    Failed { file: String, why: String },
    /// The replay was interrupted while it ran.
    Cancelled,
}

/// The replay's counts.
#[derive(Debug, Clone, Default)]
pub(crate) struct Counts {
    pub submissions: usize,
    pub runnable: usize,
    pub agrees: usize,
    pub weaker: usize,
    pub fidelity: usize,
    pub not_runnable: usize,
    pub errors: usize,
    /// Submissions per BOJ language name, and how many of them ran.
    pub languages: BTreeMap<String, (usize, usize)>,
    /// Every way a build differed from BOJ's, once.
    pub notes: Vec<KeptNote>,
    pub elapsed: Duration,
}

impl Counts {
    fn add(&mut self, row: &Row) {
        self.submissions += 1;
        let language = self.languages.entry(row.kept.language.clone()).or_default();
        language.0 += 1;
        for note in &row.notes {
            if !self.notes.contains(note) {
                self.notes.push(*note);
            }
        }
        match row.finding {
            Finding::NotRunnable(_) => self.not_runnable += 1,
            found => {
                self.runnable += 1;
                language.1 += 1;
                match found {
                    Finding::Agrees => self.agrees += 1,
                    Finding::WeakerCases => self.weaker += 1,
                    _ => self.fidelity += 1,
                }
            }
        }
    }
}

/// The finding for BOJ's verdict `boj` and the one here, `here`.
pub(crate) fn finding(boj: Boj, here: Verdict) -> Finding {
    match (boj, here) {
        (Boj::Unknown, _) => Finding::NotRunnable(NotRunnable::NoVerdict),
        (Boj::Verdict(Verdict::Ce), Verdict::Ce) => Finding::Agrees,
        // BOJ's compiler refused what this machine's compiles: the build differs.
        (Boj::Verdict(Verdict::Ce), _) => Finding::Fidelity(Cause::Build),
        (b, Verdict::Ac) if b.accepted() => Finding::Agrees,
        (b, Verdict::Ce) if b.accepted() => Finding::Fidelity(Cause::Build),
        (b, _) if b.accepted() => Finding::Fidelity(Cause::Judge),
        (_, Verdict::Ac) => Finding::WeakerCases,
        _ => Finding::Agrees,
    }
}

/// `cargo judge replay [ID...]`.
pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let options = Options::read(parsed, ctx)?;
    let discovery = workspace::discover(&options.root, &options.selected, Cases::Optional);
    let mut troubles: Vec<Trouble> = Vec::new();
    let mut all: Vec<Kept> = Vec::new();
    for problem in &discovery.problems {
        match read_list(&options.root, &problem.id) {
            Ok(kept) => all.extend(kept),
            Err(t) => troubles.extend(t),
        }
    }
    let all = match options.partition {
        Some(p) => shard(all, p.index, p.count),
        None => all,
    };
    // The largest memory limit of a run: Python's and PyPy3's are raised (×2 + 128 MB).
    let memory = discovery
        .problems
        .iter()
        .map(|p| p.spec.limits.memory_bytes * 2 + (128 << 20))
        .max()
        .unwrap_or(0);
    let started = Instant::now();
    // Rows are written as they come: the writers are taken out of the context while the
    // engine, which reads the rest of it, is open.
    let mut out = Out {
        stdout: std::mem::replace(&mut ctx.stdout, Box::new(std::io::sink())),
        stderr: std::mem::replace(&mut ctx.stderr, Box::new(std::io::sink())),
        color: if ctx.stdout_is_terminal && !ctx.no_color {
            Color::Always
        } else {
            Color::Never
        },
        progress: Progress {
            total: all.len(),
            pacer: Pacer::new(
                ctx.stderr_is_terminal,
                PROGRESS_AFTER,
                (Duration::from_millis(250), PROGRESS_EVERY),
            ),
        },
        counts: Counts::default(),
    };
    for e in &discovery.errors {
        let said = crate::report::words::data_error(e, options.lang);
        let _ = writeln!(out.stderr, "error: {said}");
    }
    let opened = crate::author::with_engine(&options.root, ctx, memory, |engine| {
        replay_all(engine, &options, &discovery.problems, &all, &mut out);
        Ok(engine.cancel().cancelled())
    });
    out.counts.elapsed = started.elapsed();
    out.counts.errors += troubles.len() + discovery.errors.len();
    let code = out.finish(&options, opened, &troubles);
    ctx.stdout = out.stdout;
    ctx.stderr = out.stderr;
    code
}

/// The replay's options, read and checked.
struct Options {
    lang: Lang,
    root: PathBuf,
    format: ReplayFormat,
    jobs: usize,
    partition: Option<crate::cli::Partition>,
    /// The selected problems that keep submissions.
    selected: Vec<String>,
}

impl Options {
    fn read(parsed: &Matches, ctx: &Context) -> Result<Options, Error> {
        let lang = crate::author::lang(parsed, ctx)?;
        let root = workspace::resolve_root(&ctx.cwd, parsed.value(&ROOT).map(Path::new))
            .map_err(Error::NoWorkspace)?;
        let format = match parsed.value(&crate::cli::flags::REPLAY_FORMAT) {
            None | Some("human") => ReplayFormat::Human,
            Some("json") => ReplayFormat::Json,
            Some(other) => {
                return Err(Error::Usage(format!(
                    "replay --format takes human or json, not `{other}`"
                )))
            }
        };
        let jobs = parsed
            .get(&JOBS, |t| {
                t.parse::<usize>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("--jobs takes a number of at least 1, not `{t}`"))
            })?
            .unwrap_or(ctx.cpus.max(1));
        let partition = parsed.get(&PARTITION, crate::cli::partition)?;
        let ids = workspace::problem_ids(&root).map_err(Error::NoWorkspace)?;
        let selected = workspace::select(&ids, &parsed.positional)
            .map_err(|e| crate::cli::usage("replay", e))?;
        let selected: Vec<String> = selected
            .into_iter()
            .filter(|id| {
                root.join("testcases")
                    .join(id)
                    .join("submissions.toml")
                    .is_file()
            })
            .collect();
        Ok(Options {
            lang,
            root,
            format,
            jobs,
            partition,
            selected,
        })
    }
}

/// Where the replay writes, and what it has counted.
struct Out {
    stdout: Box<dyn Write + Send>,
    stderr: Box<dyn Write + Send>,
    color: Color,
    progress: Progress,
    counts: Counts,
}

impl Out {
    /// Counts and shows one row's result, records its finding for `index`; `Flow::Stop`
    /// once the round is cancelled.
    fn take(&mut self, options: &Options, result: Result<Row, Trouble>) -> Flow {
        let lang = options.lang;
        match result {
            Ok(row) => {
                self.counts.add(&row);
                if let Ok(code) = fs::read(&row.kept.source) {
                    let judge_dir = options.root.join("target").join("judge");
                    let (id, sid) = (&row.kept.problem, row.kept.id);
                    build::replayed::record(&judge_dir, id, sid, row.finding.code(), &code);
                }
                if options.format == ReplayFormat::Json {
                    let _ = writeln!(self.stdout, "{}", json_row(&row));
                } else {
                    // The progress line is on stderr, the report on stdout (as the
                    // judge's): clear the one, then write the other.
                    let _ = write!(self.stderr, "{}", self.progress.clear());
                    let _ = self.stderr.flush();
                    let _ = write!(self.stdout, "{}", human_row(&row, lang, self.color));
                }
            }
            Err(Trouble::Cancelled) => return Flow::Stop,
            Err(trouble) => {
                self.counts.errors += 1;
                let clear = self.progress.clear();
                let said = words::trouble(&trouble, lang);
                let _ = writeln!(self.stderr, "{clear}error: {said}");
            }
        }
        if options.format == ReplayFormat::Human {
            let done = self.counts.submissions + self.counts.errors;
            if let Some(line) = self.progress.line(done, lang) {
                let _ = write!(self.stderr, "{line}");
                let _ = self.stderr.flush();
            }
        }
        Flow::Continue
    }

    /// The end of a replay: the interruption, or the troubles and the summary; the exit code.
    fn finish(
        &mut self,
        options: &Options,
        opened: Result<Option<i32>, Error>,
        troubles: &[Trouble],
    ) -> Result<i32, Error> {
        let lang = options.lang;
        if let Ok(Some(signal)) = opened {
            let _ = writeln!(self.stderr, "{}", words::interrupted(signal, lang));
            let _ = self.stdout.flush().and_then(|()| self.stderr.flush());
            return Ok(error::exit_for_signal(signal));
        }
        for trouble in troubles {
            let _ = writeln!(self.stderr, "error: {}", words::trouble(trouble, lang));
        }
        let written = match (&opened, options.format) {
            (Err(_), _) => Ok(()),
            (Ok(_), ReplayFormat::Json) => writeln!(self.stdout, "{}", json_summary(&self.counts)),
            (Ok(_), ReplayFormat::Human) => {
                write!(self.stdout, "{}", words::summary(&self.counts, lang))
            }
        };
        let flushed = self.stdout.flush().and_then(|()| self.stderr.flush());
        opened?;
        written.and(flushed).map_err(|e| Error::io("<stdout>", e))?;
        Ok(if self.counts.errors > 0 {
            error::EXIT_TROUBLE
        } else if self.counts.fidelity > 0 {
            error::EXIT_FAILED
        } else {
            error::EXIT_OK
        })
    }
}

/// The checker of each problem with a submission in `all` (built once), and each problem's
/// part of the rows' keys.
#[allow(clippy::type_complexity)]
fn per_problem(
    engine: &Engine<'_>,
    problems: &[Problem],
    all: &[Kept],
) -> (
    BTreeMap<String, Result<Option<PathBuf>, String>>,
    BTreeMap<String, Vec<u8>>,
) {
    let mut checkers = BTreeMap::new();
    let mut keys = BTreeMap::new();
    let wanted: std::collections::BTreeSet<&str> = all.iter().map(|k| k.problem.as_str()).collect();
    for problem in problems.iter().filter(|p| wanted.contains(p.id.as_str())) {
        let checker = match (problem.spec.compare, problem.judge_program()) {
            (Compare::Output(_), _) | (_, None) => Ok(None),
            (_, Some(source)) => {
                let include = problem.spec.cxx_include.as_deref();
                match engine.build_judge_program(source, include) {
                    Ok(Built::Binary { path, .. }) => Ok(Some(path)),
                    Ok(Built::CompileError { first, .. }) => Err(first),
                    Err(e) => Err(e.with_causes()),
                }
            }
        };
        checkers.insert(problem.id.clone(), checker);
        keys.insert(problem.id.clone(), problem_key(problem));
    }
    (checkers, keys)
}

/// Replays every submission of `all` in parallel, each row to `out` as it comes.
fn replay_all(
    engine: &Engine<'_>,
    options: &Options,
    problems: &[Problem],
    all: &[Kept],
    out: &mut Out,
) {
    let (checkers, keys) = per_problem(engine, problems, all);
    let by_id: BTreeMap<&str, &Problem> = problems.iter().map(|p| (p.id.as_str(), p)).collect();
    let placeholder = Built::CompileError {
        first: String::new(),
        full: String::new(),
    };
    let work = |i: usize| {
        let kept = &all[i];
        let problem = by_id[kept.problem.as_str()];
        let checker = match &checkers[&kept.problem] {
            Ok(path) => path.as_deref(),
            Err(why) => {
                let file = problem.judge_program().map(|p| engine.rel(p));
                return Err(Trouble::Failed {
                    file: file.unwrap_or_default(),
                    why: why.clone(),
                });
            }
        };
        let template = Judging {
            source: &kept.source,
            solution: &placeholder,
            limits: problem.spec.limits,
            compare: problem.spec.compare,
            checker: checker
                .zip(problem.judge_program())
                .map(|(binary, source)| Checker { binary, source }),
            checked: None,
        };
        let key = &keys[&kept.problem];
        replay_one(&options.root, engine, problem, &template, key, kept)
    };
    parallel(
        options.jobs,
        all.len(),
        engine.cancel(),
        work,
        |_, result| out.take(options, result),
    );
    let clear = out.progress.clear();
    let _ = write!(out.stderr, "{clear}");
}

#[cfg(test)]
mod tests {
    use super::list::{parse_value, shard, Value};
    use super::*;

    #[test]
    fn findings_set_boj_beside_the_cases() {
        let table = [
            (Boj::Verdict(Verdict::Ac), Verdict::Ac, Finding::Agrees),
            (
                Boj::Verdict(Verdict::Ac),
                Verdict::Wa,
                Finding::Fidelity(Cause::Judge),
            ),
            (Boj::Verdict(Verdict::Wa), Verdict::Ac, Finding::WeakerCases),
            (Boj::Verdict(Verdict::Tle), Verdict::Wa, Finding::Agrees),
            (Boj::Score(49), Verdict::Ac, Finding::WeakerCases),
            (Boj::Score(49), Verdict::Wa, Finding::Agrees),
            (Boj::Score(100), Verdict::Ac, Finding::Agrees),
            (
                Boj::Score(100),
                Verdict::Wa,
                Finding::Fidelity(Cause::Judge),
            ),
            (Boj::Verdict(Verdict::Ce), Verdict::Ce, Finding::Agrees),
            (
                Boj::Verdict(Verdict::Ce),
                Verdict::Ac,
                Finding::Fidelity(Cause::Build),
            ),
            (
                Boj::Verdict(Verdict::Ac),
                Verdict::Ce,
                Finding::Fidelity(Cause::Build),
            ),
            (Boj::Verdict(Verdict::Wa), Verdict::Ce, Finding::Agrees),
            (
                Boj::Unknown,
                Verdict::Ac,
                Finding::NotRunnable(NotRunnable::NoVerdict),
            ),
        ];
        for (boj, here, want) in table {
            assert_eq!(finding(boj, here), want, "{boj:?} {here:?}");
        }
    }

    #[test]
    fn shards_are_contiguous_and_balanced() {
        let items: Vec<usize> = (0..10).collect();
        let shards: Vec<Vec<usize>> = (1..=3).map(|k| shard(items.clone(), k, 3)).collect();
        assert_eq!(shards.concat(), items);
        assert!(
            shards.iter().all(|s| (3..=4).contains(&s.len())),
            "{shards:?}"
        );
    }

    #[test]
    fn list_values_are_read_as_import_writes_them() {
        assert_eq!(parse_value("61984852"), Some(Value::Int(61984852)));
        assert_eq!(
            parse_value("\"런타임 에러 (\\\"x\\\")\""),
            Some(Value::Text("런타임 에러 (\"x\")".into()))
        );
        assert_eq!(
            parse_value("\"a\\u00A0b\""),
            Some(Value::Text("a\u{a0}b".into()))
        );
        assert_eq!(parse_value("\"open"), None);
        assert_eq!(parse_value("\"a\"b\""), None);
    }
}
