//! One kept submission replayed: recalled when nothing changed, else built with BOJ's command
//! for its language and judged case by case through the engine until the first case that
//! fails, and set beside BOJ's verdict. What cannot be judged (no code, nothing to set it
//! beside, no row for its language, no stored case) is said before anything is built.

use super::memory::{memory_path, recall, remember};
use super::{finding, ClangAs, Finding, Kept, NotRunnable, Replayed, Row, Trouble};
use crate::build::kept::{time_as_boj_ms, KeptLanguage, KeptNote, Prepared};
use crate::config::{Compare, Limits, Spec};
use crate::engine::{Answer, CaseData, Engine, Invocation, Judgement, Judging};
use crate::verdict::{Reason, Verdict};
use crate::workspace::replay::{
    blamed, header_clash, missing_return, Cause, Figures, HereFigures, SpecialJudge, Toolchain,
};
use crate::workspace::{CaseLabel, Problem, RunnerFailure};
use std::path::Path;

/// Judges one kept submission, whose code is `template.source` and that [`unjudged`] let
/// through (a Clang one with GCC's command under `--clang-as-gcc`, said in its notes).
pub(super) fn replay_one(
    (root, clang): (&Path, ClangAs),
    engine: &Engine<'_>,
    problem: &Problem,
    template: &Judging<'_>,
    key: &[u8],
    kept: &Kept,
) -> Result<Replayed, Trouble> {
    let Some(kind) = kept.kind.as_gcc().filter(|_| clang == ClangAs::Gcc) else {
        return replay_kept(root, engine, problem, template, key, kept);
    };
    // GCC's language here: its tools, its remembered rows.
    let swapped = Kept {
        kind,
        ..kept.clone()
    };
    let mut replayed = replay_kept(root, engine, problem, template, key, &swapped)?;
    if !replayed.row.notes.contains(&KeptNote::ClangAsGcc) {
        replayed.row.notes.push(KeptNote::ClangAsGcc);
    }
    Ok(replayed)
}

/// Judges one kept submission in its language.
fn replay_kept(
    root: &Path,
    engine: &Engine<'_>,
    problem: &Problem,
    template: &Judging<'_>,
    key: &[u8],
    kept: &Kept,
) -> Result<Replayed, Trouble> {
    let row = |here, case, finding, notes| Row::new(kept, here, case, finding, notes);
    // What cannot be judged was said before (`unjudged`): the code is there.
    let source = template.source;
    let memory = memory_path(root, engine, kept, source, key);
    if let Some((here, case, notes, figures)) = recall(&memory) {
        let mut row = row(Some(here), case, finding(kept.boj, here), notes);
        row.remembered = true;
        row.figures = figures;
        // A fidelity row is judged again to show its diff; one that ran out of time, memory
        // or output has none to show and would spend its whole limit again (a Python TLE on
        // a 5 s problem is 17 s of CPU), so it is said as remembered.
        let costly = matches!(here, Verdict::Tle | Verdict::Mle | Verdict::Ole);
        if !row.finding.fidelity() || costly {
            return Ok(row.into());
        }
    }
    let prepared = engine
        .prepare_kept(source, kept.kind)
        .map_err(|e| failed(engine, kept, None, e.into()))?;
    let (built, invocation, notes) = match prepared {
        Prepared::Missing(tool) => {
            let finding = Finding::NotRunnable(NotRunnable::Missing(tool));
            return Ok(row(None, None, finding, Vec::new()).into());
        }
        Prepared::Broken(tool, said) => {
            let finding = Finding::NotRunnable(NotRunnable::Broken(tool));
            let mut done = row(None, None, finding, Vec::new());
            done.compile_error = Some(said);
            return Ok(done.into());
        }
        Prepared::Unsupported => {
            let finding = Finding::NotRunnable(NotRunnable::Unsupported);
            return Ok(row(None, None, finding, Vec::new()).into());
        }
        Prepared::CompileError { first, full, notes } => {
            let mut done = row(
                Some(Verdict::Ce),
                None,
                compile_error_finding(kept, &full),
                notes,
            );
            if done.finding.fidelity() {
                done.compile_error = Some(first);
            }
            remember(&memory, &done);
            return Ok(done.into());
        }
        Prepared::Ready {
            built,
            invocation,
            notes,
        } => (built, invocation, notes),
    };
    if template.compare == Compare::Interactive && invocation.is_some() {
        let finding = Finding::NotRunnable(NotRunnable::Interactive);
        return Ok(row(None, None, finding, notes).into());
    }
    // Judged on its own growth, as BOJ counted it: where the runtime here holds more than
    // BOJ's did (a JVM: ~39 MB here, 11 to 14 MB on BOJ), the limit is raised by the
    // difference, so that a Java program on a 4 MB problem (24 MB with Java's extra) is MLE
    // only when its figure as BOJ's is over. Never lowered: no limit is stricter than BOJ's.
    let baseline = engine.kept_baseline(kept.kind);
    let baseline_here_kb = baseline.and_then(|b| b.memory).map(|b| b / 1024);
    let baseline_here_ms = baseline.map(|b| u64::try_from(b.cpu.as_millis()).unwrap_or(u64::MAX));
    let boj_memory = kept.kind.boj_memory(&kept.language);
    let mut limits = limits(kept.kind, &problem.spec);
    if let (Some(here), Some(model)) = (baseline_here_kb, boj_memory) {
        limits.memory_bytes += model.extra_here_kb(here) * 1024;
    }
    let judging = Judging {
        source,
        solution: &built,
        limits,
        checked: None,
        ..*template
    };
    let (failing, here_figures) =
        first_failing(engine, problem, &judging, invocation.as_ref(), kept)?;
    let here = failing.as_ref().map_or(Verdict::Ac, |(_, j)| j.verdict);
    let case = failing
        .as_ref()
        .map(|(c, _)| problem.cases[*c].name.clone());
    let special = special_judge(problem);
    let mut found = blamed(finding(kept.boj, here), here, special);
    if found == Finding::Fidelity(Cause::Judge) && crash_of_a_missing_return(engine, kept, here)? {
        found = Finding::Fidelity(Cause::Toolchain(Toolchain::MissingReturn));
    }
    let mut done = row(Some(here), case, found, notes);
    done.figures = HereFigures {
        here: here_figures,
        memory_kb_as_boj: here_figures
            .memory_kb
            .zip(baseline_here_kb)
            .zip(boj_memory)
            .map(|((peak, base), model)| model.as_boj_kb(peak, base)),
        time_ms_as_boj: here_figures
            .time_ms
            .zip(baseline_here_ms)
            .zip(kept.kind.boj_time_ms(&kept.language))
            .map(|((time, base), boj)| time_as_boj_ms(time, base, boj)),
    };
    // A fidelity row stopped at the wall deadline with CPU time to spare was blocked, not
    // slow: not remembered, so that the next replay judges it again (a TLE that spent its
    // CPU is remembered, and not judged again: it has no diff to show).
    let blocked = failing
        .as_ref()
        .is_some_and(|(_, j)| matches!(j.reason, Some(Reason::WallDeadline { .. })));
    if !(done.finding.fidelity() && blocked) {
        remember(&memory, &done);
    }
    let failing = failing
        .filter(|_| done.finding.fidelity())
        .map(|(c, judgement)| {
            let case = &problem.cases[c];
            Box::new(super::super::case_report(
                problem,
                case,
                judging.limits,
                judgement,
                None,
            ))
        });
    Ok(Replayed { row: done, failing })
}

/// The finding of a kept submission the compiler here refused with `message`: a fidelity
/// row put down to the toolchain where the refusal is over a name the C or C++ headers here
/// declare too (newer headers declare more: a global `time` or `y1`).
fn compile_error_finding(kept: &Kept, message: &str) -> Finding {
    let found = finding(kept.boj, Verdict::Ce);
    let c_family = matches!(
        kept.kind,
        KeptLanguage::C(_)
            | KeptLanguage::Cpp(_)
            | KeptLanguage::CClang(_)
            | KeptLanguage::CppClang(_)
    );
    if found == Finding::Fidelity(Cause::Build) && c_family && header_clash(message) {
        Finding::Fidelity(Cause::Toolchain(Toolchain::HeaderClash))
    } else {
        found
    }
}

/// Whether a C++ submission BOJ accepted crashes here (`here`, a runtime error) where g++
/// warns that a function returning a value may end without one: g++ at -O2 then runs on
/// into whatever code follows, as BOJ's older g++ did not. Asked of g++'s build again (the
/// cache keeps the binary, not what its compile said), for such a row alone.
fn crash_of_a_missing_return(
    engine: &Engine<'_>,
    kept: &Kept,
    here: Verdict,
) -> Result<bool, Trouble> {
    let (Verdict::Re, KeptLanguage::Cpp(_), Some(source)) = (here, kept.kind, &kept.source) else {
        return Ok(false);
    };
    let said = engine
        .kept_compiler_says(source, kept.kind)
        .map_err(|e| failed(engine, kept, None, e.into()))?;
    Ok(said.as_deref().is_some_and(missing_return))
}

/// Why `kept` is not judged, decided before anything is built: the backup holds no code,
/// BOJ's record has nothing to set a verdict beside, this runner has no row for its
/// language, or the problem has no stored case (judged on nothing, anything would pass).
pub(super) fn unjudged(kept: &Kept, problem: &Problem) -> Option<NotRunnable> {
    if kept.source.is_none() {
        Some(NotRunnable::CodeNotSaved)
    } else if let Some(why) = kept.boj.incomparable() {
        Some(why)
    } else if kept.kind == KeptLanguage::Other {
        Some(NotRunnable::Unsupported)
    } else if problem.cases.is_empty() {
        Some(NotRunnable::NoCases)
    } else {
        None
    }
}

/// The limits BOJ ran `kind` under on this problem: the language's extra time and memory,
/// each unless the page said there was none (`extra_time = false`, `extra_memory = false`).
pub(crate) fn limits(kind: KeptLanguage, spec: &Spec) -> Limits {
    let raised = kind.limits(spec.limits);
    Limits {
        time: if spec.extra.time {
            raised.time
        } else {
            spec.limits.time
        },
        memory_bytes: if spec.extra.memory {
            raised.memory_bytes
        } else {
            spec.limits.memory_bytes
        },
    }
}

/// Whether the problem's page says "special judge" and it has no checker here.
fn special_judge(problem: &Problem) -> SpecialJudge {
    let labelled = problem.spec.labels.iter().any(|l| l == "special judge");
    if labelled && !matches!(problem.spec.compare, Compare::Checker(_)) {
        SpecialJudge::Lacking
    } else {
        SpecialJudge::NotLacking
    }
}

/// A failure of the judge's side on submission `kept` (on `case`, when on one).
fn failed(engine: &Engine<'_>, kept: &Kept, case: Option<&str>, why: RunnerFailure) -> Trouble {
    Trouble::Failed {
        file: kept
            .source
            .as_deref()
            .map_or_else(|| kept.id.to_string(), |s| engine.rel(s)),
        case: case.map(str::to_owned),
        why: Box::new(why),
    }
}

/// Judges the cases in order up to the first that fails: its index and judgement, `None`
/// when every case accepts it; and the largest CPU time and peak memory over the cases
/// judged.
fn first_failing(
    engine: &Engine<'_>,
    problem: &Problem,
    judging: &Judging<'_>,
    invocation: Option<&Invocation>,
    kept: &Kept,
) -> Result<(Option<(usize, Judgement)>, Figures), Trouble> {
    let mut figures = Figures::default();
    let mut note = |judgement: &Judgement| {
        if let Some(run) = &judgement.run {
            let ms = u64::try_from(run.cpu.as_millis()).unwrap_or(u64::MAX);
            figures.time_ms = Some(figures.time_ms.map_or(ms, |t| t.max(ms)));
            if let Some(kb) = run.peak_rss.map(|b| b / 1024) {
                figures.memory_kb = Some(figures.memory_kb.map_or(kb, |m| m.max(kb)));
            }
        }
    };
    for (c, case) in problem.cases.iter().enumerate() {
        let label = CaseLabel::Case(case.name.clone());
        let data = CaseData {
            label: &label,
            input: &case.input,
            answer: case.answer.as_deref().map_or(Answer::None, Answer::File),
        };
        match engine.judge_as(judging, &data, invocation) {
            Ok(judgement) if judgement.verdict.accepted() => note(&judgement),
            Ok(judgement) => {
                note(&judgement);
                return Ok((Some((c, judgement)), figures));
            }
            Err(e) => {
                return Err(match e.into_failure() {
                    Some(why) => failed(engine, kept, Some(&case.name), why),
                    None => Trouble::Cancelled,
                })
            }
        }
    }
    Ok((None, figures))
}
