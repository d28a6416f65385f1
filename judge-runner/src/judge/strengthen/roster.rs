//! A problem's kept submissions as strengthen uses them: the ones BOJ accepted are oracles
//! (BOJ judged them on its whole hidden data), the ones it rejected are targets, each with
//! the kind of rejection a new case must give it. Each is built with BOJ's command for its
//! language and judged first on the stored cases: an oracle that fails one is no oracle
//! here (a fidelity row of replay), a target a stored case already rejects needs nothing.

use super::super::replay::{kept_limits, Boj, ClangAs, Kept};
use crate::build::kept::Invocation;
use crate::build::kept::Prepared;
use crate::build::Built;
use crate::config::Limits;
use crate::engine::{Answer, CaseData, CaseError, Engine, Judging};
use crate::verdict::Verdict;
use crate::workspace::strengthen::Want;
use crate::workspace::{CaseLabel, Problem};

/// The kind of rejection a kept submission is a target of (`None`: an oracle, a compile
/// error, or no verdict to go by).
pub(crate) fn want_of(boj: Boj) -> Option<Want> {
    match boj {
        Boj::Verdict(Verdict::Wa | Verdict::Pe | Verdict::Re | Verdict::Ole) => Some(Want::Wrong),
        Boj::Verdict(Verdict::Tle | Verdict::Mle) => Some(Want::Resource),
        Boj::Score { full: Some(_), .. } if !boj.accepted() => Some(Want::Wrong),
        _ => None,
    }
}

/// A kept submission built and ready to run.
pub(crate) struct Program<'a> {
    pub kept: &'a Kept,
    pub built: Built,
    pub invocation: Option<Invocation>,
    pub limits: Limits,
}

/// Why a kept submission is not in the roster.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Left {
    /// No code, no row for its language, its tool missing or broken here.
    NotRunnable,
    /// It does not compile here.
    CompileError,
}

/// Builds `kept` with BOJ's command for its language.
pub(crate) fn prepare<'a>(
    engine: &Engine<'_>,
    problem: &Problem,
    kept: &'a Kept,
    clang: ClangAs,
) -> Result<Program<'a>, Left> {
    let source = kept.source.as_deref().ok_or(Left::NotRunnable)?;
    let kind = match kept.kind.as_gcc() {
        Some(gcc) if clang == ClangAs::Gcc => gcc,
        _ => kept.kind,
    };
    match engine.prepare_kept(source, kind) {
        Ok(Prepared::Ready {
            built: built @ Built::Binary { .. },
            invocation,
            ..
        }) => Ok(Program {
            kept,
            built,
            invocation,
            limits: kept_limits(kind, &problem.spec),
        }),
        Ok(Prepared::Ready { .. } | Prepared::CompileError { .. }) => Err(Left::CompileError),
        Ok(_) | Err(_) => Err(Left::NotRunnable),
    }
}

/// The verdict of `program` on the first stored case that rejects it, `None` when every
/// stored case accepts it.
///
/// # Errors
/// As [`Engine::judge`].
pub(crate) fn on_stored(
    engine: &Engine<'_>,
    problem: &Problem,
    template: &Judging<'_>,
    program: &Program<'_>,
) -> Result<Option<Verdict>, CaseError> {
    let judging = Judging {
        source: program.kept.source.as_deref().unwrap_or(template.source),
        solution: &program.built,
        limits: program.limits,
        ..*template
    };
    for case in &problem.cases {
        let label = CaseLabel::Case(case.name.clone());
        let data = CaseData {
            label: &label,
            input: &case.input,
            answer: case.answer.as_deref().map_or(Answer::None, Answer::File),
        };
        let judgement = engine.judge_as(&judging, &data, program.invocation.as_ref())?;
        if !judgement.verdict.accepted() {
            return Ok(Some(judgement.verdict));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::replay::Points;

    #[test]
    fn what_boj_said_makes_a_target_of_its_kind() {
        let v = |v| want_of(Boj::Verdict(v));
        assert_eq!(v(Verdict::Wa), Some(Want::Wrong));
        assert_eq!(v(Verdict::Pe), Some(Want::Wrong));
        assert_eq!(v(Verdict::Re), Some(Want::Wrong));
        assert_eq!(v(Verdict::Ole), Some(Want::Wrong));
        assert_eq!(v(Verdict::Tle), Some(Want::Resource));
        assert_eq!(v(Verdict::Mle), Some(Want::Resource));
        // Accepted ones are oracles; a compile error says nothing of the data.
        assert_eq!(v(Verdict::Ac), None);
        assert_eq!(v(Verdict::Ce), None);
        // A partial score against the page's full marks is a wrong answer somewhere; a score
        // with no scale says nothing.
        let score = |score: u64, full: Option<u64>| {
            want_of(Boj::Score {
                score: Points(score),
                full: full.map(Points),
            })
        };
        assert_eq!(score(4030, Some(10000)), Some(Want::Wrong));
        assert_eq!(score(10000, Some(10000)), None);
        assert_eq!(score(4900, None), None);
        assert!(Want::Wrong.met_by(Verdict::Re) && !Want::Wrong.met_by(Verdict::Tle));
        assert!(Want::Resource.met_by(Verdict::Mle) && !Want::Resource.met_by(Verdict::Wa));
    }
}
