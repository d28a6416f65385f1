//! Wrong solutions that must fail: `testcases/<id>/wrong/<name>.rs` (or `.c`, `.cpp`, `.py`),
//! each declaring in its first line the verdict the stored cases must give it
//! (`// expect: WA`, `# expect: WA` in Python; any verdict's code but AC and CE, read by
//! [`Verdict::from_code`], or `fail` for any verdict but AC). A C, C++ or Python one is
//! built and run as a kept BOJ submission in that language is (`build::kept`: BOJ's
//! commands, its extra time for Python); one whose
//! tool is missing is a warning, not run.
//!
//! With BOJ closed, the stored cases are all the judge data a problem will ever have; a
//! known wrong solution that passes them all shows the data is too weak to stand for BOJ's.
//! Each is built as the problem's solution is ([`Engine::build`]) and run through the
//! engine as the solution is, under its limits, compare mode and checker, on the cases in
//! order. It stops at the first case that gives the declared verdict, so a TLE solution
//! costs about one time limit, not one per case.
//!
//! A rejection is remembered (in `target/judge/wrong/`) by the wrong solution's build, the
//! problem's limits and rules, and the bytes of the case that rejected it: while none of
//! them changes, the next run reports it without running anything, so the known-slow
//! solutions cost their time limit once, not on every `cargo judge`. A wrong solution the
//! cases accept is never remembered: it is judged again until the data rejects it.

use crate::build::kept::{CStd, CppStd, KeptLanguage, Prepared};
use crate::build::{self, Built, Profile};
use crate::cli::DataStrictness;
use crate::engine::{Answer, CaseData, Engine, Invocation, Judging};
use crate::pool::{parallel, Flow};
use crate::report::{Expect, NotRunnable, Warning, WrongReport};
use crate::verdict::Verdict;
use crate::workspace::{self, CaseLabel, DataError, DataErrorKind, Problem, RunnerFailure};
use std::fs;
use std::path::{Path, PathBuf};

/// One wrong solution found on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Wrong {
    pub source: PathBuf,
    /// `wrong/slow.rs`.
    pub name: String,
    pub expect: Expect,
}

/// The languages a wrong solution may be in besides Rust, by extension.
fn kept_language(file: &str) -> Option<KeptLanguage> {
    let extension = Path::new(file).extension()?.to_str()?;
    Some(match extension {
        "c" => KeptLanguage::C(CStd::C11),
        "cpp" | "cc" => KeptLanguage::Cpp(CppStd::Cpp17),
        "py" => KeptLanguage::Python3,
        _ => return None,
    })
}

/// Reads `// expect: WA` (or `# expect: WA`) from a source's first line.
pub(crate) fn read_expect(first_line: &str) -> Option<Expect> {
    let line = first_line.trim();
    let rest = line
        .strip_prefix("//")
        .or_else(|| line.strip_prefix('#'))?
        .trim();
    let word = rest.strip_prefix("expect:")?.split_whitespace().next()?;
    let word = word.to_ascii_uppercase();
    if word == "FAIL" {
        return Some(Expect::Fail);
    }
    // Every verdict a run of it can get but AC; one that does not compile is an error.
    Verdict::from_code(&word)
        .filter(|v| !v.accepted() && *v != Verdict::Ce)
        .map(Expect::Verdict)
}

/// The wrong solutions of a problem in natural order; a file without a readable
/// `// expect:` line is an error naming it.
#[expect(
    clippy::result_large_err,
    reason = "one value per wrong solution, handed straight to the reporter"
)]
pub(crate) fn find(root: &Path, id: &str) -> Vec<Result<Wrong, DataError>> {
    let folder = root.join("testcases").join(id).join("wrong");
    let Ok(entries) = fs::read_dir(&folder) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".rs") || kept_language(n).is_some())
        .collect();
    names.sort_by(|a, b| workspace::natural_cmp(a, b));
    names
        .into_iter()
        .map(|file| {
            let source = folder.join(&file);
            let rel = workspace::rel(root, &source);
            let text = fs::read_to_string(&source).map_err(|e| {
                let why = e.to_string();
                DataError::new(id, rel.clone(), DataErrorKind::Unreadable { why })
            })?;
            let first = text.lines().next().unwrap_or_default();
            let expect = read_expect(first).ok_or_else(|| {
                let first = first.chars().take(80).collect();
                DataError::new(id, rel, DataErrorKind::WrongWithoutExpect { first }).at_line(1)
            })?;
            Ok(Wrong {
                source,
                name: format!("wrong/{file}"),
                expect,
            })
        })
        .collect()
}

/// What became of one wrong solution.
#[derive(Debug)]
pub(crate) enum Judged {
    Report(WrongReport),
    /// Not run here (its tool is missing): a warning.
    NotRun(Warning),
}

/// The kept Rust submissions of problem `id` that BOJ rejected (`submissions.toml`, as
/// `import` writes it): wrong solutions by BOJ's own hidden data, each expected to fail
/// here too (a partial score is a rejection; a score without the problem's full marks is
/// none). One the stored cases accept counts as weak
/// data, as a wrong solution does; `cargo judge replay` sets every kept submission, in any
/// language, beside BOJ's verdict. A list that cannot be read is `replay`'s to report.
#[expect(
    clippy::result_large_err,
    reason = "chained with `find`'s results, one value per program, handed to the reporter"
)]
pub(crate) fn kept_rejected(root: &Path, id: &str) -> Vec<Result<Wrong, DataError>> {
    let Ok(list) = super::replay::read_list(root, id) else {
        return Vec::new();
    };
    list.into_iter()
        .filter(|kept| {
            matches!(kept.kind, KeptLanguage::Rust(_))
                && !kept.boj.accepted()
                && kept.boj.incomparable().is_none()
                && kept.boj != super::replay::Boj::Verdict(Verdict::Ce)
        })
        // A record the backup kept without its code has nothing to run.
        .filter_map(|kept| kept.source.map(|source| (kept.id, source)))
        .map(|(id, source)| {
            let file = source
                .file_name()
                .map_or_else(|| format!("{id}.rs"), |f| f.to_string_lossy().into_owned());
            Ok(Wrong {
                name: format!("submissions/{file}"),
                source,
                expect: Expect::Fail,
            })
        })
        .collect()
}

/// Judges one wrong solution on `problem`'s cases, as `template` judges the solution;
/// `None` when the round was cancelled.
///
/// # Errors
/// When it does not compile, or a case cannot be judged (the judge's side failed).
pub(crate) fn judge(
    engine: &Engine<'_>,
    problem: &Problem,
    template: &Judging<'_>,
    wrong: &Wrong,
    strictness: DataStrictness,
    jobs: usize,
) -> Option<Result<Judged, DataError>> {
    let language = kept_language(&wrong.name);
    let (built, invocation) = match build_wrong(engine, problem, template, wrong, language) {
        Ok(ready) => ready,
        Err(early) => return Some(*early),
    };
    let judging = Judging {
        source: &wrong.source,
        solution: &built,
        checked: None,
        limits: language.map_or(template.limits, |l| l.limits(template.limits)),
        ..*template
    };
    let mut report = WrongReport {
        problem: problem.id.clone(),
        name: wrong.name.clone(),
        expect: wrong.expect,
        got: Verdict::Ac,
        killed_by: None,
        cases: problem.cases.len(),
        strictness,
    };
    let memory = Memory::of(engine, &built, &judging, wrong);
    if let Some((case, verdict)) = memory.as_ref().and_then(|m| m.recall(problem)) {
        report.got = verdict;
        report.killed_by = Some(case);
        return Some(Ok(Judged::Report(report)));
    }
    let on_cases = OnCases {
        engine,
        problem,
        judging: &judging,
        invocation: invocation.as_ref(),
        wrong,
    };
    let trouble = on_cases.judge(jobs, &mut report);
    if engine.cancel().cancelled().is_some() {
        return None;
    }
    if let (Some(memory), Some(case), None) = (&memory, &report.killed_by, &trouble) {
        memory.remember(problem, case, report.got);
    }
    Some(match trouble {
        Some(error) => Err(error),
        None => Ok(Judged::Report(report)),
    })
}

/// A judging failure of the runner's side, naming the wrong solution.
fn failed(
    engine: &Engine<'_>,
    problem: &Problem,
    wrong: &Wrong,
    failure: RunnerFailure,
) -> DataError {
    let rel = engine.rel(&wrong.source);
    DataError::new(&problem.id, rel, DataErrorKind::Failed(failure))
}

/// What a wrong solution that cannot be judged reports instead.
type Early = Box<Result<Judged, DataError>>;

/// The wrong solution built as the solution is (Rust), or as BOJ built a kept submission in
/// its language; `Err` with what is reported instead when it cannot be judged: a compile
/// error, a missing tool, an interpreted one on an interactive problem.
fn build_wrong(
    engine: &Engine<'_>,
    problem: &Problem,
    template: &Judging<'_>,
    wrong: &Wrong,
    language: Option<KeptLanguage>,
) -> Result<(Built, Option<Invocation>), Early> {
    let compile_error = |first: String| {
        let kind = DataErrorKind::ProgramCompile { first };
        Box::new(Err(DataError::new(
            &problem.id,
            engine.rel(&wrong.source),
            kind,
        )))
    };
    let not_run = |why| {
        Box::new(Ok(Judged::NotRun(Warning::WrongNotRunnable {
            name: wrong.name.clone(),
            why,
        })))
    };
    let failed = |e: crate::error::Error| Box::new(Err(failed(engine, problem, wrong, e.into())));
    let (built, invocation) = match language {
        None => match engine.build(&wrong.source, Profile::Judge(problem.spec.language)) {
            Ok(built) => (built, None),
            Err(e) => return Err(failed(e)),
        },
        Some(language) => match engine.prepare_kept(&wrong.source, language) {
            Ok(Prepared::Ready {
                built, invocation, ..
            }) => (built, invocation),
            Ok(Prepared::CompileError { first, .. }) => return Err(compile_error(first)),
            Ok(Prepared::Missing(tool)) => {
                return Err(not_run(NotRunnable::Missing(tool.command())))
            }
            Ok(Prepared::Broken(tool, _)) => {
                return Err(not_run(NotRunnable::Broken(tool.command())))
            }
            Ok(Prepared::Unsupported) => return Err(not_run(NotRunnable::Interpreted)),
            Err(e) => return Err(failed(e)),
        },
    };
    if let Built::CompileError { first, .. } = &built {
        return Err(compile_error(first.clone()));
    }
    if invocation.is_some() && template.compare == crate::config::Compare::Interactive {
        return Err(not_run(NotRunnable::Interpreted));
    }
    Ok((built, invocation))
}

/// A built wrong solution and how it is judged.
struct OnCases<'a> {
    engine: &'a Engine<'a>,
    problem: &'a Problem,
    judging: &'a Judging<'a>,
    invocation: Option<&'a Invocation>,
    wrong: &'a Wrong,
}

impl OnCases<'_> {
    /// Judges the cases in parallel until one gives the declared verdict, into `report`;
    /// the error when a case could not be judged.
    fn judge(&self, jobs: usize, report: &mut WrongReport) -> Option<DataError> {
        let (engine, problem) = (self.engine, self.problem);
        let mut trouble = None;
        parallel(
            jobs,
            problem.cases.len(),
            engine.cancel(),
            |c| {
                let case = &problem.cases[c];
                let label = CaseLabel::Case(case.name.clone());
                let data = CaseData {
                    label: &label,
                    input: &case.input,
                    answer: case.answer.as_deref().map_or(Answer::None, Answer::File),
                };
                engine
                    .judge_as(self.judging, &data, self.invocation)
                    .map(|j| j.verdict)
            },
            |c, verdict| match verdict {
                Ok(verdict) if self.wrong.expect.met_by(verdict) => {
                    report.got = verdict;
                    report.killed_by = Some(problem.cases[c].name.clone());
                    Flow::Stop
                }
                Ok(verdict) => {
                    if report.got.accepted() {
                        report.got = verdict;
                    }
                    Flow::Continue
                }
                Err(e) => {
                    if let Some(failure) = e.into_failure() {
                        let error = failed(engine, problem, self.wrong, failure);
                        trouble = Some(error.of_case(&problem.cases[c].name));
                    }
                    Flow::Stop
                }
            },
        );
        trouble
    }
}

/// Where one wrong solution's rejection is remembered: a file named by the digest of its
/// name, declared verdict and build, the problem's limits and rules and its checker's build, holding the rejecting
/// case's name, its verdict and the digest of its bytes.
struct Memory {
    file: PathBuf,
}

impl Memory {
    /// `None` when a build cannot be read (then nothing is remembered).
    fn of(
        engine: &Engine<'_>,
        built: &Built,
        judging: &Judging<'_>,
        wrong: &Wrong,
    ) -> Option<Memory> {
        let Built::Binary { path, .. } = built else {
            return None;
        };
        let binary = fs::read(path).ok()?;
        let checker = match &judging.checker {
            Some(checker) => fs::read(checker.binary).ok()?,
            None => Vec::new(),
        };
        let rules = format!("{:?} {:?}", judging.limits, judging.compare);
        // The declared verdict is part of the key: a comment does not change the build.
        let key = build::fnv128_parts(&[
            b"wrong",
            wrong.name.as_bytes(),
            wrong.expect.code().as_bytes(),
            &binary,
            rules.as_bytes(),
            crate::compare::RULES_REVISION.as_bytes(),
            &checker,
        ]);
        Some(Memory {
            file: engine.judge_dir().join("wrong").join(key),
        })
    }

    /// The digest of a case's bytes: its input and its answer.
    fn case_digest(problem: &Problem, case: &str) -> Option<String> {
        let case = problem.cases.iter().find(|c| c.name == case)?;
        let input = fs::read(&case.input).ok()?;
        let answer = match &case.answer {
            Some(answer) => fs::read(answer).ok()?,
            None => Vec::new(),
        };
        Some(build::fnv128_parts(&[&input, b"\0", &answer]))
    }

    /// The remembered rejection, when its case is still there with the same bytes.
    fn recall(&self, problem: &Problem) -> Option<(String, Verdict)> {
        let text = fs::read_to_string(&self.file).ok()?;
        let mut lines = text.lines();
        let (case, code, digest) = (lines.next()?, lines.next()?, lines.next()?);
        let verdict = Verdict::from_code(code)?;
        (Memory::case_digest(problem, case)? == digest).then(|| (case.to_owned(), verdict))
    }

    /// Remembers that `case` rejected it with `verdict`; failing to costs a run later.
    fn remember(&self, problem: &Problem, case: &str, verdict: Verdict) {
        let Some(digest) = Memory::case_digest(problem, case) else {
            return;
        };
        if let Some(folder) = self.file.parent() {
            if fs::create_dir_all(folder).is_ok() {
                let _ = fs::write(
                    &self.file,
                    format!("{case}\n{}\n{digest}\n", verdict.code()),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_line_declares_the_verdict() {
        let table = [
            ("// expect: WA", Some(Expect::Verdict(Verdict::Wa))),
            (
                "//expect: tle (O(n^2))",
                Some(Expect::Verdict(Verdict::Tle)),
            ),
            ("// expect: MLE", Some(Expect::Verdict(Verdict::Mle))),
            ("  // expect: re", Some(Expect::Verdict(Verdict::Re))),
            ("// expect: fail", Some(Expect::Fail)),
            // Every verdict the judge gives but AC and CE: a checker's PE, a flood's OLE.
            ("// expect: PE", Some(Expect::Verdict(Verdict::Pe))),
            ("# expect: ole", Some(Expect::Verdict(Verdict::Ole))),
            // A wrong solution that does not compile is an error, not a verdict it meets.
            ("// expect: CE", None),
            ("// expect: AC", None),
            ("// expect:", None),
            ("// expects: WA", None),
            ("use std::io;", None),
        ];
        for (line, expect) in table {
            assert_eq!(read_expect(line), expect, "{line}");
        }
        assert!(Expect::Fail.met_by(Verdict::Re));
        assert!(!Expect::Fail.met_by(Verdict::Ac));
        assert!(!Expect::Verdict(Verdict::Wa).met_by(Verdict::Tle));
    }
}
