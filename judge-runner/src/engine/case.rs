//! Judging one case: the solution run (its binary, an interpreter's invocation, or through
//! a file-I/O problem's files), its output compared or handed to the checker, the verdict
//! decided once (a compile error included), and on an accepted case the overflow-checked
//! build run too.

use super::{
    cause, judged_output, Answer, CaseData, CaseError, Engine, Invocation, Judgement, Judging, Role,
};
use crate::build::Built;
use crate::config::{Compare, Limits};
use crate::execute::{Exit, Input, Kill, RunOutcome};
use crate::verdict::{decide, decide_unjudged, Comparison, Evidence, Judged, Reason, Verdict};
use crate::workspace::EngineFailure;
use crate::{compare, workspace};
use std::fs;
use std::io;
use std::path::Path;
use std::time::Duration;

/// What a run whose output is not judged printed, or how it failed.
pub(crate) type Printed = Result<Vec<u8>, (Verdict, Option<Reason>)>;

impl Engine<'_> {
    /// Judges one case: runs the solution, compares its output or asks the checker, and
    /// decides the verdict once.
    ///
    /// # Errors
    /// [`CaseError::Failed`] when the judge's side failed, [`CaseError::Cancelled`] when the
    /// round was cancelled.
    pub(crate) fn judge(
        &self,
        judging: &Judging<'_>,
        case: &CaseData<'_>,
    ) -> Result<Judgement, CaseError> {
        self.judge_as(judging, case, None)
    }

    /// [`Engine::judge`] of a solution started as `invocation` says (a kept submission in
    /// another language: its interpreter or virtual machine with the built file as an
    /// argument), `None`: the built binary itself. Everything else is the judge's own:
    /// limits, sandbox, comparison, checker, words.
    ///
    /// # Errors
    /// As [`Engine::judge`].
    pub(crate) fn judge_as(
        &self,
        judging: &Judging<'_>,
        case: &CaseData<'_>,
        invocation: Option<&Invocation>,
    ) -> Result<Judgement, CaseError> {
        if self.cancel().cancelled().is_some() {
            return Err(CaseError::Cancelled);
        }
        let judged = Role::Solution(judging.limits).judged();
        let binary = match judging.solution {
            Built::CompileError { first, .. } => return compile_error(judged, first),
            Built::Binary { path, .. } => path,
        };
        if judging.compare == Compare::Interactive {
            return self.interact(judging, case, binary);
        }
        let (run, missing) = self.run_solution(judging, case, binary, invocation)?;
        // The answer is read after the run: a process started while the runner holds a big
        // answer in memory may be charged for it (Linux counts the starter's resident set in
        // a child's peak where no spawner stands between them).
        let expected = match case.answer {
            Answer::File(path) => workspace::read_bounded(path, workspace::MAX_CASE_BYTES)
                .map_err(|e| self.unreadable(path, e))?,
            // A brute force's output: through the same harness, so its value alone.
            Answer::Bytes(bytes) => judged_output(judging.compare, bytes).to_vec(),
            Answer::None => Vec::new(),
        };
        let mut mismatch = None;
        let evidence = Evidence::Ran {
            run: &run,
            missing: missing.as_deref(),
        };
        let (verdict, reason) = decide(judged, evidence, |run| match judging.compare {
            Compare::Output(mode) => Ok(
                match compare::compare(mode, &expected, judged_output(judging.compare, &run.stdout))
                {
                    Ok(()) => Comparison::Match,
                    Err(found) => {
                        mismatch = Some(found.clone());
                        Comparison::Differs(found)
                    }
                },
            ),
            Compare::Checker(order) => self.check(judging.checker, order, case, &run.stdout),
            Compare::Interactive => Err(CaseError::Failed(EngineFailure::InteractiveCompared)),
        })?;
        let warning = match (verdict, judging.checked) {
            (Verdict::Ac, Some(checked)) => self.overflow_warning(checked, case, judging.limits),
            _ => None,
        };
        Ok(Judgement {
            verdict,
            reason,
            run: Some(run),
            expected,
            mismatch,
            warning,
        })
    }

    /// What the solution prints on a case, its output not judged: an oracle's run in
    /// `strengthen`, whose output is the answer the other programs are judged against. The
    /// output as the compare mode reads it, or the verdict and reason of a run that failed
    /// (a compile error, a crash, a TLE, MLE or OLE, a file-I/O program that wrote no file),
    /// with the CPU time the run took (none for a compile error).
    ///
    /// # Errors
    /// As [`Engine::judge`].
    pub(crate) fn output_of(
        &self,
        judging: &Judging<'_>,
        case: &CaseData<'_>,
        invocation: Option<&Invocation>,
    ) -> Result<(Printed, Duration), CaseError> {
        if self.cancel().cancelled().is_some() {
            return Err(CaseError::Cancelled);
        }
        let judged = Role::Solution(judging.limits).judged();
        let binary = match judging.solution {
            Built::CompileError { first, .. } => {
                let j = compile_error(judged, first)?;
                return Ok((Err((j.verdict, j.reason)), Duration::ZERO));
            }
            Built::Binary { path, .. } => path,
        };
        let (run, missing) = self.run_solution(judging, case, binary, invocation)?;
        if let Some(failed) = decide_unjudged(judged, &run, missing.as_deref()) {
            return Ok((Err(failed), run.cpu));
        }
        let printed = judged_output(judging.compare, &run.stdout).to_vec();
        Ok((Ok(printed), run.cpu))
    }

    /// Runs the solution on the case, as `invocation` says or as its binary, through the
    /// problem's files where it reads and writes files: the outcome, and the output file's
    /// name when the run left none.
    fn run_solution(
        &self,
        judging: &Judging<'_>,
        case: &CaseData<'_>,
        binary: &Path,
        invocation: Option<&Invocation>,
    ) -> Result<(RunOutcome, Option<String>), CaseError> {
        let expected_len = match case.answer {
            Answer::File(path) => fs::metadata(path)
                .map_err(|e| self.unreadable(path, e))?
                .len(),
            Answer::Bytes(bytes) => bytes.len() as u64,
            Answer::None => 0,
        };
        let role = Role::Solution(judging.limits);
        let files = self.files_of(case.input);
        let ran = match (&files, invocation) {
            (_, Some(invocation)) => self
                .run_invocation(invocation, case.input, role, expected_len)
                .map(|run| (run, None)),
            (Some(io), None) => self.run_with_files(binary, case.input, io, role, expected_len),
            (None, None) => self
                .run(binary, &[], Input::File(case.input), role, expected_len)
                .map(|run| (run, None)),
        };
        let (run, missing) = ran.map_err(|e| {
            CaseError::Failed(EngineFailure::Run {
                program: self.rel(judging.source),
                input: Some(self.rel(case.input)),
                why: cause(&e),
            })
        })?;
        if run.killed == Kill::Interrupt {
            return Err(CaseError::Cancelled);
        }
        Ok((run, missing))
    }

    /// A stored answer that could not be read.
    fn unreadable(&self, path: &Path, e: io::Error) -> CaseError {
        CaseError::Unreadable {
            path: self.rel(path),
            why: e.to_string(),
        }
    }

    /// Runs the overflow-checked build on a case the judge build passed; a panic there
    /// is an overflow (or failed debug assertion) that wrapping hid.
    fn overflow_warning(
        &self,
        checked: &Path,
        case: &CaseData<'_>,
        limits: Limits,
    ) -> Option<String> {
        let run = self
            .run(
                checked,
                &[],
                Input::File(case.input),
                Role::Checked(limits),
                0,
            )
            .ok()?;
        if run.exit == Exit::Code(0) || run.killed == Kill::Interrupt {
            return None;
        }
        let reason = run
            .stderr_tail
            .lines()
            .find(|l| l.contains("overflow") || l.contains("assertion"))
            .or_else(|| run.stderr_tail.lines().rev().find(|l| !l.trim().is_empty()))
            .unwrap_or("it failed")
            .trim()
            .to_owned();
        Some(reason)
    }
}

/// The judgement of a case whose solution did not compile: CE, decided as every verdict is.
fn compile_error(judged: Judged, first: &str) -> Result<Judgement, CaseError> {
    let (verdict, reason) = decide(judged, Evidence::CompileError(first), |_| {
        Ok::<_, CaseError>(Comparison::Match)
    })?;
    Ok(Judgement {
        verdict,
        reason,
        run: None,
        expected: Vec::new(),
        mismatch: None,
        warning: None,
    })
}
