//! The checker protocol, one for every command: testlib's order of arguments (or BOJ's),
//! the output and answer staged in files, and the checker run; its exit is ruled by
//! [`crate::verdict::ruling`] (the interactor's too, in `interact`).

use super::{cause, Answer, CaseData, CaseError, Checker, Engine, Role};
use crate::config::CheckerArgs;
use crate::execute::{Input, Kill};
use crate::verdict::{failure, icpc_ruling, ruling, Comparison, JudgeProgram, Ruling};
use crate::workspace::EngineFailure;
use std::fs;
use std::path::PathBuf;

impl Engine<'_> {
    /// Runs the checker on one output: its verdict, or an error when the checker failed.
    /// Its exit code decides (0 AC, 1 WA, 2 PE); its first line of text is the message.
    pub(super) fn check(
        &self,
        checker: Option<Checker<'_>>,
        order: CheckerArgs,
        case: &CaseData<'_>,
        output: &[u8],
    ) -> Result<Comparison, CaseError> {
        let Some(checker) = checker else {
            return Err(CaseError::Failed(EngineFailure::NotBuilt {
                interactor: false,
            }));
        };
        let mut staged = Staged::default();
        let output = staged.write(self, "output", output)?;
        let answer = match case.answer {
            Answer::File(path) => path.to_path_buf(),
            Answer::Bytes(bytes) => staged.write(self, "answer", bytes)?,
            Answer::None => staged.write(self, "answer", b"")?,
        };
        let (input, output, answer) = (
            case.input.as_os_str().to_owned(),
            output.into_os_string(),
            answer.into_os_string(),
        );
        // The ICPC validator reads the output on stdin and may write its feedback files to
        // the folder it is given: the run's own folder, `.`, which is thrown away after it.
        let (args, stdin) = match order {
            CheckerArgs::Testlib => ([input, output, answer], None),
            CheckerArgs::Boj => ([input, answer, output], None),
            CheckerArgs::Icpc => ([input, answer, ".".into()], Some(PathBuf::from(output))),
        };
        let given = stdin.as_deref().map_or(Input::Empty, Input::File);
        let run = self
            .run(checker.binary, &args, given, Role::Helper, 0)
            .map_err(|e| {
                CaseError::Failed(EngineFailure::Run {
                    program: self.rel(checker.source),
                    input: None,
                    why: cause(&e),
                })
            })?;
        drop(staged);
        if run.killed == Kill::Interrupt {
            return Err(CaseError::Cancelled);
        }
        let ruled = match order {
            CheckerArgs::Icpc => icpc_ruling(&run),
            CheckerArgs::Testlib | CheckerArgs::Boj => ruling(&run, JudgeProgram::Checker),
        };
        match ruled {
            Ruling::Accepted => Ok(Comparison::Match),
            Ruling::Rejected(verdict, message) => Ok(Comparison::Checker(verdict, message)),
            Ruling::Failed => Err(CaseError::Checker {
                path: self.rel(checker.source),
                failure: failure(case.label, &run),
            }),
        }
    }
}

/// Temporary files of one check, removed when dropped.
#[derive(Default)]
pub(super) struct Staged(Vec<PathBuf>);

impl Staged {
    /// Writes `bytes` to a fresh scratch file and remembers it.
    pub(super) fn write(
        &mut self,
        engine: &Engine<'_>,
        tag: &str,
        bytes: &[u8],
    ) -> Result<PathBuf, CaseError> {
        let path = engine.scratch_path(tag);
        fs::write(&path, bytes).map_err(|e| {
            CaseError::Failed(EngineFailure::Write {
                path: path.display().to_string(),
                why: e.to_string(),
            })
        })?;
        self.0.push(path.clone());
        Ok(path)
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        for path in &self.0 {
            let _ = fs::remove_file(path);
        }
    }
}
