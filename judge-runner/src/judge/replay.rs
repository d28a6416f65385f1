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

use crate::build::kept::{KeptLanguage, KeptNote, Prepared, Tool};
use crate::build::{self, Built};
use crate::cli::flags::{JOBS, PARTITION, ROOT};
use crate::cli::Matches;
use crate::config::Compare;
use crate::engine::{Answer, CaseData, CaseError, Checker, Engine, Judgement, Judging};
use crate::error::{self, Error};
use crate::pool::{parallel, Flow};
use crate::report::human::Human;
use crate::report::json::string;
use crate::report::progress::Pacer;
use crate::report::words::replay as words;
use crate::report::{inert_line, CaseReport, Color, Diff, Event, Lang, Reporter};
use crate::verdict::Verdict;
use crate::workspace::{self, Problem};
use crate::Context;
use std::collections::BTreeMap;
use std::fmt::Write as _;
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

/// Reads a `submissions.toml` (the tables `import` writes): the kept submissions of
/// problem `id`, each with its code file in `submissions/`.
///
/// # Errors
/// A line that is not part of a table of the list, naming the file and line; a listed
/// submission without its code.
pub(crate) fn read_list(root: &Path, id: &str) -> Result<Vec<Kept>, Vec<Trouble>> {
    let data = root.join("testcases").join(id);
    let list = data.join("submissions.toml");
    let shown = workspace::rel(root, &list);
    let Ok(text) = fs::read_to_string(&list) else {
        return Ok(Vec::new());
    };
    let mut tables: Vec<BTreeMap<String, Value>> = Vec::new();
    let bad = |line: usize, text: &str| Trouble::BadList {
        file: shown.clone(),
        line,
        text: text.chars().take(80).collect(),
    };
    for (n, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if trimmed == "[[submission]]" {
            tables.push(BTreeMap::new());
            continue;
        }
        let (Some(table), Some((key, value))) = (tables.last_mut(), trimmed.split_once('=')) else {
            return Err(vec![bad(n + 1, line)]);
        };
        let value = parse_value(value.trim()).ok_or_else(|| vec![bad(n + 1, line)])?;
        table.insert(key.trim().to_owned(), value);
    }
    let files: Vec<(String, PathBuf)> = fs::read_dir(data.join("submissions"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
        .collect();
    let mut kept = Vec::new();
    let mut trouble = Vec::new();
    for table in tables {
        let int = |key: &str| match table.get(key) {
            Some(Value::Int(n)) => Some(*n),
            _ => None,
        };
        let text = |key: &str| match table.get(key) {
            Some(Value::Text(t)) => Some(t.clone()),
            _ => None,
        };
        let (Some(sid), Some(language)) = (int("id"), text("language")) else {
            trouble.push(Trouble::BadList {
                file: shown.clone(),
                line: 0,
                text: "a table without id or language".to_owned(),
            });
            continue;
        };
        let boj = match (text("code"), int("score")) {
            (Some(code), _) => Verdict::ALL
                .into_iter()
                .find(|v| v.code() == code)
                .map_or(Boj::Unknown, Boj::Verdict),
            (None, Some(score)) => Boj::Score(score),
            (None, None) => Boj::Unknown,
        };
        let stem = sid.to_string();
        let code = files.iter().find(|(name, path)| {
            name.split_once('.').is_some_and(|(s, _)| s == stem) && path.is_file()
        });
        let Some((_, source)) = code else {
            trouble.push(Trouble::NoCode {
                file: shown.clone(),
                id: sid,
            });
            continue;
        };
        kept.push(Kept {
            problem: id.to_owned(),
            id: sid,
            kind: KeptLanguage::from_boj(&language),
            language,
            boj,
            source: source.clone(),
        });
    }
    kept.sort_by_key(|k| k.id);
    if trouble.is_empty() {
        Ok(kept)
    } else {
        Err(trouble)
    }
}

/// A value of the list: an integer or a basic string.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Value {
    Int(u64),
    Text(String),
}

fn parse_value(text: &str) -> Option<Value> {
    if let Ok(n) = text.parse() {
        return Some(Value::Int(n));
    }
    let inner = text.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next()? {
                '"' => out.push('"'),
                '\\' => out.push('\\'),
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).collect();
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                _ => return None,
            },
            '"' => return None,
            c => out.push(c),
        }
    }
    Some(Value::Text(out))
}

/// The submissions of shard `index` of `count` (1-based): contiguous runs of the list, each
/// as long as the others within one, so that shards take about the same time.
pub(crate) fn shard<T>(items: Vec<T>, index: usize, count: usize) -> Vec<T> {
    let total = items.len();
    let (from, to) = (total * (index - 1) / count, total * index / count);
    items
        .into_iter()
        .enumerate()
        .filter(|(i, _)| (from..to).contains(i))
        .map(|(_, item)| item)
        .collect()
}

/// A problem's part of every row's key: its limits, compare mode, checker and cases.
fn problem_key(problem: &Problem) -> Vec<u8> {
    let mut key = format!("{:?}\0{:?}\0", problem.spec.limits, problem.spec.compare).into_bytes();
    let digest = |path: &Path| {
        fs::read(path).map_or_else(
            |_| "unreadable".to_owned(),
            |bytes| build::cache_key(&bytes, &[], ""),
        )
    };
    if let Some(program) = problem.judge_program() {
        key.extend_from_slice(digest(program).as_bytes());
    }
    for case in &problem.cases {
        key.extend_from_slice(case.name.as_bytes());
        key.extend_from_slice(digest(&case.input).as_bytes());
        if let Some(answer) = &case.answer {
            key.extend_from_slice(digest(answer).as_bytes());
        }
    }
    key
}

/// Where a row's result is remembered.
fn memory_path(root: &Path, engine: &Engine<'_>, kept: &Kept, problem_key: &[u8]) -> PathBuf {
    let code = fs::read(&kept.source).unwrap_or_default();
    let tools = engine.kept_versions(kept.kind).join("\0");
    // The runner's version: a fix of how it judges judges every row again.
    let key = build::fnv128_parts(&[
        concat!("replay 1 ", env!("CARGO_PKG_VERSION")).as_bytes(),
        crate::compare::RULES_REVISION.as_bytes(),
        &code,
        kept.language.as_bytes(),
        format!("{:?}", kept.kind).as_bytes(),
        tools.as_bytes(),
        problem_key,
    ]);
    root.join("target").join("judge").join("replay").join(key)
}

fn note_code(note: KeptNote) -> String {
    match note {
        KeptNote::Dynamic(tool) => format!("dynamic {}", tool.command()),
        KeptNote::PyPyAsPython => "pypy-as-python".to_owned(),
    }
}

fn note_of(code: &str) -> Option<KeptNote> {
    match code {
        "pypy-as-python" => Some(KeptNote::PyPyAsPython),
        "dynamic gcc" => Some(KeptNote::Dynamic(Tool::Gcc)),
        "dynamic g++" => Some(KeptNote::Dynamic(Tool::Gxx)),
        "dynamic clang" => Some(KeptNote::Dynamic(Tool::Clang)),
        "dynamic clang++" => Some(KeptNote::Dynamic(Tool::Clangxx)),
        _ => None,
    }
}

/// A remembered row: `here`, the failing case, the notes.
fn recall(path: &Path) -> Option<(Verdict, Option<String>, Vec<KeptNote>)> {
    let text = fs::read_to_string(path).ok()?;
    let mut lines = text.lines();
    let here = lines.next()?.strip_prefix("here ")?;
    let here = Verdict::ALL.into_iter().find(|v| v.code() == here)?;
    let case = lines
        .next()?
        .strip_prefix("case")
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(str::to_owned);
    let notes = lines
        .filter_map(|l| l.strip_prefix("note "))
        .filter_map(note_of)
        .collect();
    Some((here, case, notes))
}

fn remember(path: &Path, row: &Row) {
    let Some(here) = row.here else {
        return;
    };
    let mut text = format!(
        "here {}\ncase {}\n",
        here.code(),
        row.case.as_deref().unwrap_or("")
    );
    for note in &row.notes {
        let _ = writeln!(text, "note {}", note_code(*note));
    }
    if let Some(folder) = path.parent() {
        let _ = fs::create_dir_all(folder);
    }
    // Written whole under a private name, then renamed: a reader sees all of it or none.
    let staged = path.with_extension(format!("{}.tmp", std::process::id()));
    if fs::write(&staged, text).is_ok() {
        let _ = fs::rename(&staged, path);
    }
}

/// Judges one kept submission.
fn replay_one(
    root: &Path,
    engine: &Engine<'_>,
    problem: &Problem,
    template: &Judging<'_>,
    key: &[u8],
    kept: &Kept,
) -> Result<Row, Trouble> {
    let row = |here, case, finding, notes| Row {
        kept: kept.clone(),
        here,
        case,
        finding,
        notes,
        failing: None,
        remembered: false,
        compile_error: None,
    };
    if kept.boj == Boj::Unknown {
        let finding = Finding::NotRunnable(NotRunnable::NoVerdict);
        return Ok(row(None, None, finding, Vec::new()));
    }
    let memory = memory_path(root, engine, kept, key);
    if let Some((here, case, notes)) = recall(&memory) {
        let mut row = row(Some(here), case, finding(kept.boj, here), notes);
        row.remembered = true;
        if !row.finding.fidelity() {
            return Ok(row);
        }
    }
    let failed = |why: String| Trouble::Failed {
        file: engine.rel(&kept.source),
        why,
    };
    let prepared = engine
        .prepare_kept(&kept.source, kept.kind)
        .map_err(|e| failed(e.with_causes()))?;
    let (built, invocation, notes) = match prepared {
        Prepared::Missing(tool) => {
            let finding = Finding::NotRunnable(NotRunnable::Missing(tool));
            return Ok(row(None, None, finding, Vec::new()));
        }
        Prepared::Unsupported => {
            let finding = Finding::NotRunnable(NotRunnable::Unsupported);
            return Ok(row(None, None, finding, Vec::new()));
        }
        Prepared::CompileError { first, notes } => {
            let mut done = row(
                Some(Verdict::Ce),
                None,
                finding(kept.boj, Verdict::Ce),
                notes,
            );
            if done.finding.fidelity() {
                done.compile_error = Some(first);
            }
            remember(&memory, &done);
            return Ok(done);
        }
        Prepared::Ready {
            built,
            invocation,
            notes,
        } => (built, invocation, notes),
    };
    if template.compare == Compare::Interactive && invocation.is_some() {
        let finding = Finding::NotRunnable(NotRunnable::Interactive);
        return Ok(row(None, None, finding, notes));
    }
    let judging = Judging {
        source: &kept.source,
        solution: &built,
        limits: kept.kind.limits(problem.spec.limits),
        checked: None,
        ..*template
    };
    let mut failing: Option<(usize, Judgement)> = None;
    for (c, case) in problem.cases.iter().enumerate() {
        let label = format!("case {}", case.name);
        let data = CaseData {
            label: &label,
            input: &case.input,
            answer: case.answer.as_deref().map_or(Answer::None, Answer::File),
        };
        match engine.judge_as(&judging, &data, invocation.as_ref()) {
            Ok(judgement) if judgement.verdict.accepted() => {}
            Ok(judgement) => {
                failing = Some((c, judgement));
                break;
            }
            Err(CaseError::Cancelled) => return Err(Trouble::Cancelled),
            Err(e) => return Err(failed(format!("on case {}: {e}", case.name))),
        }
    }
    let here = failing.as_ref().map_or(Verdict::Ac, |(_, j)| j.verdict);
    let case = failing
        .as_ref()
        .map(|(c, _)| problem.cases[*c].name.clone());
    let mut done = row(Some(here), case, finding(kept.boj, here), notes);
    // A page that says "special judge" with no checker here: another right answer fails.
    let special = problem.spec.labels.iter().any(|l| l == "special judge");
    if done.finding == Finding::Fidelity(Cause::Judge)
        && special
        && !matches!(problem.spec.compare, Compare::Checker(_))
    {
        done.finding = Finding::Fidelity(Cause::NoSpecialJudge);
    }
    if done.finding.fidelity() {
        if let Some((c, judgement)) = failing {
            done.failing = Some(Box::new(case_report(problem, c, judging.limits, judgement)));
        }
    }
    remember(&memory, &done);
    Ok(done)
}

/// The judge's report of a failing case, for a fidelity row.
fn case_report(
    problem: &Problem,
    c: usize,
    limits: crate::config::Limits,
    judgement: Judgement,
) -> CaseReport {
    let case = &problem.cases[c];
    let run = judgement.run;
    let diff = judgement.mismatch.map(|mismatch| Diff {
        mismatch,
        expected: judgement.expected,
        actual: run.as_ref().map(|r| r.stdout.clone()).unwrap_or_default(),
    });
    CaseReport {
        problem: problem.id.clone(),
        case: case.name.clone(),
        verdict: judgement.verdict,
        cpu: run.as_ref().map_or(Duration::ZERO, |r| r.cpu),
        wall: run.as_ref().map_or(Duration::ZERO, |r| r.wall),
        memory: run.as_ref().and_then(|r| r.peak_rss),
        limits,
        reason: judgement.reason,
        diff,
        input_preview: fs::metadata(&case.input)
            .ok()
            .filter(|m| m.len() <= 512)
            .and_then(|_| fs::read(&case.input).ok()),
        stderr_tail: run.map(|r| r.stderr_tail).unwrap_or_default(),
        printed: String::new(),
        kept: None,
    }
}

/// The JSON line of a row.
fn json_row(row: &Row) -> String {
    let mut line = format!(
        "{{\"type\":\"replay\",\"problem\":{},\"submission\":{},\"language\":{},\"boj\":{}",
        string(&row.kept.problem),
        string(&row.kept.id.to_string()),
        string(&row.kept.language),
        string(row.kept.boj.code()),
    );
    if let Boj::Score(score) = row.kept.boj {
        let _ = write!(line, ",\"score\":{score}");
    }
    match row.here {
        Some(here) => {
            let _ = write!(line, ",\"here\":{}", string(here.code()));
        }
        None => line.push_str(",\"here\":null"),
    }
    let _ = write!(line, ",\"finding\":{}", string(row.finding.code()));
    if let Finding::Fidelity(cause) = row.finding {
        let cause = match cause {
            Cause::NoSpecialJudge => "special-judge",
            Cause::Build => "build",
            Cause::Judge => "judge",
        };
        let _ = write!(line, ",\"cause\":{}", string(cause));
    }
    if let Some(case) = &row.case {
        let _ = write!(line, ",\"case\":{}", string(case));
    }
    if let Some(reason) = row.failing.as_ref().and_then(|c| c.reason.as_ref()) {
        let _ = write!(line, ",\"reason\":{}", string(&reason.to_string()));
    }
    if let Some(first) = &row.compile_error {
        let _ = write!(line, ",\"reason\":{}", string(first));
    }
    if let Finding::NotRunnable(NotRunnable::Missing(tool)) = row.finding {
        let _ = write!(line, ",\"missing\":{}", string(tool.command()));
    }
    if !row.notes.is_empty() {
        let notes: Vec<String> = row.notes.iter().map(|n| string(&note_code(*n))).collect();
        let _ = write!(line, ",\"notes\":[{}]", notes.join(","));
    }
    line.push('}');
    line
}

/// The JSON summary line.
fn json_summary(counts: &Counts) -> String {
    let languages: Vec<String> = counts
        .languages
        .iter()
        .map(|(name, (all, ran))| {
            format!(
                "{}:{{\"submissions\":{all},\"runnable\":{ran}}}",
                string(name)
            )
        })
        .collect();
    format!(
        "{{\"type\":\"replay-summary\",\"submissions\":{},\"runnable\":{},\"agrees\":{},\
         \"weaker_cases\":{},\"fidelity\":{},\"not_runnable\":{},\"errors\":{},\
         \"elapsed_ms\":{},\"languages\":{{{}}}}}",
        counts.submissions,
        counts.runnable,
        counts.agrees,
        counts.weaker,
        counts.fidelity,
        counts.not_runnable,
        counts.errors,
        counts.elapsed.as_millis(),
        languages.join(",")
    )
}

/// The replay's progress, on a terminal rewritten in place, elsewhere a line now and then;
/// nothing during its first seconds ([`Pacer`]).
struct Progress {
    total: usize,
    pacer: Pacer,
}

/// A replay that ends within this shows no progress line.
const PROGRESS_AFTER: Duration = Duration::from_secs(3);
/// How often a progress line is written where it cannot be rewritten.
const PROGRESS_EVERY: Duration = Duration::from_secs(15);

impl Progress {
    fn line(&mut self, done: usize, lang: Lang) -> Option<String> {
        if done == 0 || done >= self.total || !self.pacer.due() {
            return None;
        }
        let elapsed = self.pacer.elapsed();
        let left = elapsed.mul_f64((self.total - done) as f64 / done as f64);
        Some(
            self.pacer
                .render(&words::progress(done, self.total, left, lang)),
        )
    }

    /// What clears a progress line before other text.
    fn clear(&mut self) -> &'static str {
        self.pacer.clear()
    }
}

/// `cargo judge replay [ID...]`.
pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
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
    let selected =
        workspace::select(&ids, &parsed.positional).map_err(|e| crate::cli::usage("replay", e))?;
    // Only the problems that keep submissions.
    let selected: Vec<String> = selected
        .into_iter()
        .filter(|id| {
            root.join("testcases")
                .join(id)
                .join("submissions.toml")
                .is_file()
        })
        .collect();
    let discovery = workspace::discover(&root, &selected, crate::cli::Cases::Optional);
    let mut troubles: Vec<Trouble> = Vec::new();
    let mut all: Vec<Kept> = Vec::new();
    for problem in &discovery.problems {
        match read_list(&root, &problem.id) {
            Ok(kept) => all.extend(kept),
            Err(t) => troubles.extend(t),
        }
    }
    let all = match partition {
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
    let color = if ctx.stdout_is_terminal && !ctx.no_color {
        Color::Always
    } else {
        Color::Never
    };
    // Rows are written as they come: the writers are taken out of the context while the
    // engine, which reads the rest of it, is open.
    let mut stdout = std::mem::replace(&mut ctx.stdout, Box::new(std::io::sink()));
    let mut stderr = std::mem::replace(&mut ctx.stderr, Box::new(std::io::sink()));
    for e in &discovery.errors {
        let _ = writeln!(
            stderr,
            "error: {}",
            crate::report::words::data_error(e, lang)
        );
    }
    let mut counts = Counts::default();
    let terminal = ctx.stderr_is_terminal;
    let opened = crate::author::with_engine(&root, ctx, memory, |engine| {
        let mut checkers: BTreeMap<String, Result<Option<PathBuf>, String>> = BTreeMap::new();
        let mut keys: BTreeMap<String, Vec<u8>> = BTreeMap::new();
        // Only the problems with a submission in this shard: their checkers and keys.
        let wanted: std::collections::BTreeSet<&str> =
            all.iter().map(|k| k.problem.as_str()).collect();
        for problem in discovery
            .problems
            .iter()
            .filter(|p| wanted.contains(p.id.as_str()))
        {
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
        let by_id: BTreeMap<&str, &Problem> = discovery
            .problems
            .iter()
            .map(|p| (p.id.as_str(), p))
            .collect();
        let mut progress = Progress {
            total: all.len(),
            pacer: Pacer::new(
                terminal,
                PROGRESS_AFTER,
                (Duration::from_millis(250), PROGRESS_EVERY),
            ),
        };
        let placeholder = Built::CompileError {
            first: String::new(),
            full: String::new(),
        };
        parallel(
            jobs,
            all.len(),
            engine.cancel(),
            |i| {
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
                replay_one(
                    &root,
                    engine,
                    problem,
                    &template,
                    &keys[&kept.problem],
                    kept,
                )
            },
            |_, result| {
                match result {
                    Ok(row) => {
                        counts.add(&row);
                        if let Ok(code) = fs::read(&row.kept.source) {
                            let judge_dir = root.join("target").join("judge");
                            let (id, sid) = (&row.kept.problem, row.kept.id);
                            build::replayed::record(&judge_dir, id, sid, row.finding.code(), &code);
                        }
                        if format == ReplayFormat::Json {
                            let _ = writeln!(stdout, "{}", json_row(&row));
                        } else {
                            // The progress line is on stderr, the report on stdout (as
                            // the judge's): clear the one, then write the other.
                            let _ = write!(stderr, "{}", progress.clear());
                            let _ = stderr.flush();
                            let _ = write!(stdout, "{}", human_row(&row, lang, color));
                        }
                    }
                    Err(Trouble::Cancelled) => return Flow::Stop,
                    Err(trouble) => {
                        counts.errors += 1;
                        let clear = progress.clear();
                        let _ =
                            writeln!(stderr, "{clear}error: {}", words::trouble(&trouble, lang));
                    }
                }
                if format == ReplayFormat::Human {
                    if let Some(line) = progress.line(counts.submissions + counts.errors, lang) {
                        let _ = write!(stderr, "{line}");
                        let _ = stderr.flush();
                    }
                }
                Flow::Continue
            },
        );
        let clear = progress.clear();
        let _ = write!(stderr, "{clear}");
        Ok(engine.cancel().cancelled())
    });
    if let Ok(Some(signal)) = opened {
        let _ = writeln!(stderr, "{}", words::interrupted(signal, lang));
        let _ = stdout.flush().and_then(|()| stderr.flush());
        ctx.stdout = stdout;
        ctx.stderr = stderr;
        return Ok(if signal == crate::sys::SIGTERM {
            error::EXIT_SIGTERM
        } else {
            error::EXIT_SIGINT
        });
    }
    counts.elapsed = started.elapsed();
    counts.errors += troubles.len() + discovery.errors.len();
    for trouble in &troubles {
        let _ = writeln!(stderr, "error: {}", words::trouble(trouble, lang));
    }
    let written = match (&opened, format) {
        (Err(_), _) => Ok(()),
        (Ok(_), ReplayFormat::Json) => writeln!(stdout, "{}", json_summary(&counts)),
        (Ok(_), ReplayFormat::Human) => write!(stdout, "{}", words::summary(&counts, lang)),
    };
    let flushed = stdout.flush().and_then(|()| stderr.flush());
    ctx.stdout = stdout;
    ctx.stderr = stderr;
    opened?;
    written.and(flushed).map_err(|e| Error::io("<stdout>", e))?;
    Ok(if counts.errors > 0 {
        error::EXIT_TROUBLE
    } else if counts.fidelity > 0 {
        error::EXIT_FAILED
    } else {
        error::EXIT_OK
    })
}

/// A row in words, and a fidelity row's failing case as the judge reports it.
fn human_row(row: &Row, lang: Lang, color: Color) -> String {
    let mut text = words::row(row, lang);
    if let Some(first) = &row.compile_error {
        for line in first.lines() {
            text.push_str(&format!("       {line}\n"));
        }
    }
    if let Some(case) = &row.failing {
        let mut shown = Vec::new();
        let _ = Human::new(&mut shown, color, lang).event(&Event::Case(case));
        text.push_str(&String::from_utf8_lossy(&shown));
    }
    inert_line_block(&text)
}

/// Every line of `text` made inert (names and a judged program's words are untrusted).
fn inert_line_block(text: &str) -> String {
    text.lines()
        .map(|l| format!("{}\n", inert_line(l)))
        .collect()
}

#[cfg(test)]
mod tests {
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
