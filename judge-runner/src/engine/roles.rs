//! Roles: whose program a run is (a solution, its overflow-checked build, a brute force, a
//! helper of the judge data, the solution's unit tests) decides the limits it runs and is
//! judged under. The engine's runs of a program go through here: under its role's limits,
//! in a fresh folder, with a file-I/O problem's files put in place and read back.

use super::{
    named_files, wall_deadline, Engine, FileIo, Invocation, BRUTE_SLOWDOWN, CHECKED_SLOWDOWN,
    HELPER_MEMORY, HELPER_TIME, MIN_OUTPUT_CAP, UNIT_TESTS_TIME,
};
use crate::config::Limits;
use crate::error::Error;
use crate::execute::{Cores, Input, Isolation, RunLimits, RunOutcome, Space};
use crate::verdict::{decide_run, Judged, Reason, Verdict};
use crate::workspace;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

/// Whose run it is, which decides its limits.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Role {
    /// A solution, under the problem's limits.
    Solution(Limits),
    /// The overflow-checked build of a solution: the point is the panic, not the time.
    Checked(Limits),
    /// A brute force: the problem's memory limit and ten times its time limit.
    Brute(Limits),
    /// A generator, checker or interactor of the judge data: 10 s and 1 GiB, and it may
    /// read the files its arguments name.
    Helper,
    /// A solution's own unit tests: 60 s and 1 GiB, and they may read their own problem's
    /// folders (`problems/<id>/`, `testcases/<id>/`).
    UnitTests,
}

impl Role {
    /// The limits its verdict is judged against.
    pub(super) fn judged(self) -> Judged {
        let (time, memory) = match self {
            Role::Solution(l) => (l.time, l.memory_bytes),
            Role::Checked(l) => (l.time * CHECKED_SLOWDOWN, l.memory_bytes),
            Role::Brute(l) => (l.time * BRUTE_SLOWDOWN, l.memory_bytes),
            Role::Helper => (HELPER_TIME, HELPER_MEMORY),
            Role::UnitTests => (UNIT_TESTS_TIME, HELPER_MEMORY),
        };
        Judged { time, memory }
    }

    /// The limits of its run, for an expected answer of `expected_len` bytes.
    pub(super) fn limits(self, expected_len: u64) -> RunLimits {
        let judged = self.judged();
        RunLimits {
            cpu: judged.time,
            wall: wall_deadline(judged.time),
            memory: Some(judged.memory),
            output_cap: MIN_OUTPUT_CAP.max(expected_len.saturating_mul(2)),
            stderr_keep: crate::execute::STDERR_TAIL_BYTES,
            cores: Cores::One,
            // Everything a solution file or the judge data holds is confined alike; what a
            // helper or the unit tests may read besides is given with the run.
            isolation: Isolation::Sandboxed,
            space: Space::Derived,
        }
    }
}

impl Engine<'_> {
    /// Runs `binary args` on `input` under the limits of `role`.
    ///
    /// # Errors
    /// When the program cannot be started (whatever it does itself is an outcome).
    pub(crate) fn run(
        &self,
        binary: &Path,
        args: &[OsString],
        input: Input<'_>,
        role: Role,
        expected_len: u64,
    ) -> Result<RunOutcome, Error> {
        let reads = match role {
            Role::Helper => named_files(args),
            _ => Vec::new(),
        };
        self.run_reading(binary, args, input, role, expected_len, &reads)
    }

    /// [`Engine::run`] of a program that may also read `reads`, files or folders.
    ///
    /// # Errors
    /// When the program cannot be started (whatever it does itself is an outcome).
    pub(crate) fn run_reading(
        &self,
        binary: &Path,
        args: &[OsString],
        input: Input<'_>,
        role: Role,
        expected_len: u64,
        reads: &[PathBuf],
    ) -> Result<RunOutcome, Error> {
        let limits = role.limits(expected_len);
        // Every run gets the judge's fixed environment; only the user's own tests get the
        // user's Rust settings too.
        let extra = match role {
            Role::UnitTests => self.test_env.as_slice(),
            _ => &[],
        };
        let run = self.in_run_folder(|folder| {
            self.executor
                .run(binary, args, input, folder, limits, extra, reads)
        });
        run.map_err(|e| Error::Run {
            path: self.rel(binary),
            source: e,
        })
    }

    /// Says that the cases in the judge data folder `data` (`testcases/<id>/`) are read and
    /// answered through files: [`Engine::judge`] then puts each case in `io.input` in the
    /// run's folder and reads the answer from `io.output` there. File I/O is a fact of the
    /// problem's judge data, so every solution judged on those cases (the solution, its wrong
    /// solutions) gets it.
    pub(crate) fn use_files(&self, data: &Path, io: FileIo) {
        let mut known = self.file_io.lock().unwrap_or_else(|e| e.into_inner());
        known.retain(|(folder, _)| folder != data);
        known.push((data.to_path_buf(), io));
    }

    /// The files of the problem whose case `input` is, if it is a file-I/O problem's.
    pub(super) fn files_of(&self, input: &Path) -> Option<FileIo> {
        let folder = input.parent()?;
        self.file_io
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .find(|(data, _)| data == folder)
            .map(|(_, io)| io.clone())
    }

    /// Runs a file-I/O problem's solution on `input`: the case copied into `io.input` in the
    /// run's fresh folder (stdin then empty), the answer read back from `io.output` there
    /// into the outcome's stdout, held to the same cap as stdout (past it: OLE). Returns the
    /// outcome, and the output file's name when it was not there as a regular file.
    ///
    /// # Errors
    /// When the case cannot be put in place, the program cannot be started, or the output
    /// file cannot be read.
    pub(crate) fn run_with_files(
        &self,
        binary: &Path,
        input: &Path,
        io: &FileIo,
        role: Role,
        expected_len: u64,
    ) -> Result<(RunOutcome, Option<String>), Error> {
        let limits = role.limits(expected_len);
        let run = self.in_run_folder(|folder| {
            let stdin = match &io.input {
                Some(name) => {
                    fs::copy(input, folder.join(name))?;
                    Input::Empty
                }
                None => Input::File(input),
            };
            let mut run = self
                .executor
                .run(binary, &[], stdin, folder, limits, &[], &[])?;
            let mut missing = None;
            if let Some(name) = &io.output {
                // Every process of the run is gone: what is there now stays so. A symlink
                // or a FIFO is no answer (it could point out of the folder).
                let path = folder.join(name);
                match fs::symlink_metadata(&path) {
                    Ok(meta) if meta.is_file() => {
                        let cap = limits.output_cap;
                        if meta.len() > cap {
                            run.output_capped = true;
                            run.stdout.clear();
                        } else {
                            run.stdout = workspace::read_bounded(&path, cap)?;
                        }
                    }
                    _ => missing = Some(name.clone()),
                }
            }
            Ok((run, missing))
        });
        run.map_err(|e| Error::Run {
            path: self.rel(binary),
            source: e,
        })
    }

    /// Runs `invocation` on `input` under the limits of `role`, with the address space it
    /// asks for.
    ///
    /// # Errors
    /// When the program cannot be started (whatever it does itself is an outcome).
    pub(crate) fn run_invocation(
        &self,
        invocation: &Invocation,
        input: &Path,
        role: Role,
        expected_len: u64,
    ) -> Result<RunOutcome, Error> {
        let limits = RunLimits {
            space: invocation.space,
            ..role.limits(expected_len)
        };
        let run = self.in_run_folder(|folder| {
            self.executor.run(
                &invocation.program,
                &invocation.args,
                Input::File(input),
                folder,
                limits,
                &[],
                &invocation.reads,
            )
        });
        run.map_err(|e| Error::Run {
            path: self.rel(&invocation.program),
            source: e,
        })
    }

    /// The verdict of a run whose output is not judged (a generator's, a brute force's):
    /// `None` when it ran cleanly under the limits of `role`.
    pub(crate) fn fault(&self, role: Role, outcome: &RunOutcome) -> Option<(Verdict, Reason)> {
        decide_run(role.judged(), outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn roles_scale_the_problem_limits() {
        let limits = Limits {
            time: Duration::from_millis(500),
            memory_bytes: 64 << 20,
        };
        let solution = Role::Solution(limits).limits(100 << 20);
        assert_eq!(solution.cpu, Duration::from_millis(500));
        assert_eq!(solution.memory, Some(64 << 20));
        assert_eq!(solution.output_cap, 200 << 20);
        assert_eq!(Role::Brute(limits).judged().time, Duration::from_secs(5));
        assert_eq!(Role::Checked(limits).judged().time, Duration::from_secs(2));
        assert_eq!(Role::Helper.limits(0).output_cap, MIN_OUTPUT_CAP);
    }
}
