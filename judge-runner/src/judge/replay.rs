//! `cargo judge replay [ID...]`: every kept submission (`testcases/<id>/submissions/`, listed
//! with BOJ's verdict in `submissions.toml`) judged on the stored cases, and set beside the
//! verdict BOJ gave it on its hidden data.
//!
//! BOJ's verdict is the best check of this project's judge it will ever get: a submission
//! BOJ accepted that fails here is a fidelity defect (or a special judge the problem lacks),
//! and one BOJ rejected that the stored cases accept shows the cases are weaker than BOJ's.
//! A partial score (below the full marks the page gives) counts as rejected; a score on a
//! scale the page does not give is not comparable; a compile error on BOJ is compiled here
//! too, and agrees when it does not compile here either.
//!
//! A replay is honest about what it could not judge: a record whose code the backup did not
//! keep, a language with no row here, a missing tool and an interactive problem are "not
//! runnable"; a problem with no stored case is "not judged" (on nothing, every submission
//! would pass); no verdict or a score without its scale is "not comparable". Each is counted
//! apart, never as agreeing or as weaker cases, and none is an error.
//!
//! Each submission is built with BOJ's command for its language (`build::kept`) and judged
//! through the engine as a solution is, under the problem's limits (with BOJ's extra time and
//! memory for the language, unless the page said `추가 시간 없음` / `추가 메모리 없음`:
//! `extra_time = false` / `extra_memory = false`), sandbox, compare mode and checker, case by case until the first
//! that fails. Submissions run in parallel on the runner's pool. A row's result is
//! remembered by its content (the source, the language's tools, the cases, the limits, the
//! compare mode and checker) in `target/judge/replay/`, so an unchanged replay costs a read
//! per row; a fidelity row is judged again each time to show its diff, but for a TLE, MLE
//! or OLE, which has none and would spend its whole limit again.

mod list;
pub(crate) mod memory;
mod one;
mod output;

pub(crate) use crate::workspace::replay::{
    finding, Boj, Cause, Counts, Finding, Kept, NotRunnable, Row, Trouble,
};
pub(crate) use list::read_list;
pub(crate) use one::limits as kept_limits;

use crate::build::{self, Built};
use crate::cli::flags::{PARTITION, ROOT};
use crate::cli::Cases;
use crate::cli::Matches;
use crate::config::Compare;
use crate::engine::{Checker, Engine, Judging};
use crate::error::{self, Error};
use crate::pool::{parallel, Flow};
use crate::report::progress::Pacer;
use crate::report::words::replay as words;
use crate::report::{CaseReport, Color, Lang};
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

/// What builds BOJ's Clang rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ClangAs {
    /// clang and clang++, as BOJ did.
    Clang,
    /// gcc and g++ with BOJ's GCC command for the standard (`--clang-as-gcc`), said so.
    Gcc,
}

/// The replay's output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ReplayFormat {
    Human,
    Json,
}

impl ReplayFormat {
    /// `--format`, as `command` (replay or strengthen) takes it.
    pub(crate) fn read(parsed: &Matches, command: &'static str) -> Result<ReplayFormat, Error> {
        match parsed.value(&crate::cli::flags::REPLAY_FORMAT) {
            None | Some("human") => Ok(ReplayFormat::Human),
            Some("json") => Ok(ReplayFormat::Json),
            Some(other) => Err(crate::cli::usage(
                command,
                error::Usage::Takes {
                    flag: crate::cli::flags::REPLAY_FORMAT.long,
                    given: other.to_owned(),
                    takes: error::Takes::OneOf(&["human", "json"]),
                },
            )),
        }
    }
}

impl ClangAs {
    /// `--clang-as-gcc`, or not.
    pub(crate) fn read(parsed: &Matches) -> ClangAs {
        if parsed.has(&crate::cli::flags::CLANG_AS_GCC) {
            ClangAs::Gcc
        } else {
            ClangAs::Clang
        }
    }
}

/// One row, and a fidelity row's failing case as the judge reports a case.
#[derive(Debug, Clone)]
pub(crate) struct Replayed {
    pub row: Row,
    pub failing: Option<Box<CaseReport>>,
}

impl From<Row> for Replayed {
    fn from(row: Row) -> Replayed {
        Replayed { row, failing: None }
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
    clang: ClangAs,
    /// The selected problems that keep submissions.
    selected: Vec<String>,
}

impl Options {
    fn read(parsed: &Matches, ctx: &Context) -> Result<Options, Error> {
        let lang = crate::author::lang(parsed, ctx)?;
        let root = workspace::resolve_root(&ctx.cwd, parsed.value(&ROOT).map(Path::new))
            .map_err(Error::NoWorkspace)?;
        let format = ReplayFormat::read(parsed, "replay")?;
        let jobs = crate::cli::runs_at_once(crate::cli::jobs(parsed)?, ctx.cpus);
        let partition = parsed.get(&PARTITION, crate::cli::partition)?;
        let clang = ClangAs::read(parsed);
        let ids = workspace::problem_ids(&root).map_err(Error::NoWorkspace)?;
        let selected =
            workspace::select(&ids, &parsed.positional).map_err(Error::unselected("replay"))?;
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
            clang,
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
    fn take(&mut self, options: &Options, result: Result<Replayed, Trouble>) -> Flow {
        let lang = options.lang;
        match result {
            Ok(replayed) => {
                let row = &replayed.row;
                self.counts.add(row);
                if let Some(Ok(code)) = row.kept.source.as_ref().map(fs::read) {
                    let judge_dir = options.root.join("target").join("judge");
                    let (id, sid) = (&row.kept.problem, row.kept.id);
                    build::replayed::record(&judge_dir, id, sid, row.finding.code(), &code);
                }
                if options.format == ReplayFormat::Json {
                    let _ = writeln!(self.stdout, "{}", json_row(&replayed));
                } else {
                    // The progress line is on stderr, the report on stdout (as the
                    // judge's): clear the one, then write the other.
                    let _ = write!(self.stderr, "{}", self.progress.clear());
                    let _ = self.stderr.flush();
                    let _ = write!(self.stdout, "{}", human_row(&replayed, lang, self.color));
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
    BTreeMap<String, Result<Option<PathBuf>, Trouble>>,
    BTreeMap<String, Vec<u8>>,
) {
    let mut checkers = BTreeMap::new();
    let mut keys = BTreeMap::new();
    let wanted: std::collections::BTreeSet<&str> = all.iter().map(|k| k.problem.as_str()).collect();
    // A problem with no stored case judges nothing: its checker is not built.
    let judged = |p: &&Problem| wanted.contains(p.id.as_str()) && !p.cases.is_empty();
    for problem in problems.iter().filter(judged) {
        let checker = match (problem.spec.compare, problem.judge_program()) {
            (Compare::Output(_), _) | (_, None) => Ok(None),
            (_, Some(source)) => {
                let include = problem.spec.cxx_include.as_deref();
                let file = engine.rel(source);
                match engine.build_judge_program(source, include) {
                    Ok(Built::Binary { path, .. }) => Ok(Some(path)),
                    Ok(Built::CompileError { first, .. }) => {
                        Err(Trouble::ProgramCompile { file, first })
                    }
                    Err(e) => Err(Trouble::Failed {
                        file,
                        case: None,
                        why: Box::new(e.into()),
                    }),
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
        let source = match (one::unjudged(kept, problem), kept.source.as_deref()) {
            (None, Some(source)) => source,
            (why, _) => {
                let why = Finding::NotRunnable(why.unwrap_or(NotRunnable::CodeNotSaved));
                return Ok(Replayed::from(Row::new(kept, None, None, why, Vec::new())));
            }
        };
        let checker = match &checkers[&kept.problem] {
            Ok(path) => path.as_deref(),
            Err(trouble) => return Err(trouble.clone()),
        };
        let template = Judging {
            source,
            solution: &placeholder,
            limits: problem.spec.limits,
            compare: problem.spec.compare,
            checker: checker
                .zip(problem.judge_program())
                .map(|(binary, source)| Checker { binary, source }),
            checked: None,
        };
        let key = &keys[&kept.problem];
        replay_one(
            (&options.root, options.clang),
            engine,
            problem,
            &template,
            key,
            kept,
        )
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
    use super::{read_list, Boj, Trouble};
    use crate::build::kept::{CppStd, KeptLanguage};
    use crate::verdict::Verdict;
    use crate::workspace::replay::Points;
    use std::fs;

    /// The list as the importer writes it now (decimal scores, full marks, records without
    /// code, a language with no row in a `.txt`) and as older imports wrote it (integer
    /// scores, BOJ's no-break spaces), read alike.
    #[test]
    fn lists_old_and_new_are_read() {
        let root = std::env::temp_dir().join(format!("judge-replay-list-{}", std::process::id()));
        let data = root.join("testcases").join("boj-1");
        fs::create_dir_all(data.join("submissions")).unwrap();
        for file in ["1.cc", "2.py", "3.py", "5.txt", "6.cc"] {
            fs::write(data.join("submissions").join(file), "x").unwrap();
        }
        fs::write(
            data.join("submissions.toml"),
            "[[submission]]\nid = 1\nlanguage = \"C++14\\u00A0/\\u00A0수정\"\nverdict = \"맞았습니다!!\"\ncode = \"AC\"\n\
             [[submission]]\nid = 2\nlanguage = \"Python 3\"\nverdict = \"40.3점\"\nscore = 40.3\nfull_score = 100\n\
             [[submission]]\nid = 3\nlanguage = \"Python 3\"\nscore = 49\n\
             [[submission]]\nid = 4\nlanguage = \"Python 3\"\ncode = \"WA\"\ncode_saved = false\n\
             [[submission]]\nid = 5\nlanguage = \"아희\"\ncode = \"AC\"\ntime_ms = 4\nmemory_kb = 1112\n\
             submitted = 2022-09-05T19:51:16+09:00\n\
             [[submission]]\nid = 6\nlanguage = \"C++17\"\nscore = 25.5\nfull_score = 25.5\n",
        )
        .unwrap();
        let kept = read_list(&root, "boj-1").unwrap();
        let points = |p| Some(Points(p));
        assert_eq!(kept.len(), 6);
        assert_eq!(kept[0].language, "C++14");
        assert_eq!(kept[0].kind, KeptLanguage::Cpp(CppStd::Cpp14));
        assert_eq!(kept[0].boj, Boj::Verdict(Verdict::Ac));
        assert_eq!(
            kept[1].boj,
            Boj::Score {
                score: Points(4030),
                full: points(10000)
            }
        );
        assert_eq!(
            kept[2].boj,
            Boj::Score {
                score: Points(4900),
                full: None
            }
        );
        assert_eq!((kept[3].source.is_none(), kept[3].boj.code()), (true, "WA"));
        assert_eq!(kept[4].kind, KeptLanguage::Other);
        assert!(kept[4].source.as_ref().unwrap().ends_with("5.txt"));
        assert!(kept[5].boj.accepted());
        // A record without its code that does not say so is the judge's trouble.
        fs::remove_file(data.join("submissions").join("1.cc")).unwrap();
        let troubles = read_list(&root, "boj-1").unwrap_err();
        assert!(
            matches!(troubles.as_slice(), [Trouble::NoCode { id: 1, .. }]),
            "{troubles:?}"
        );
        let _ = fs::remove_dir_all(&root);
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
        assert_eq!(parse_value("40.3"), Some(Value::Decimal(Points(4030))));
        assert_eq!(parse_value("false"), Some(Value::Bool(false)));
        assert_eq!(
            parse_value("2022-09-05T19:51:16+09:00"),
            Some(Value::Other("2022-09-05T19:51:16+09:00".into()))
        );
        assert_eq!(parse_value("\"open"), None);
        assert_eq!(parse_value("\"a\"b\""), None);
    }
}
