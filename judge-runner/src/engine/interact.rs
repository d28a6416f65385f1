//! Interactive problems: the solution and the problem's interactor run at once, each under
//! the engine's containment and its own limits, and talk through the runner, which relays
//! every byte between them over four named pipes and keeps a bounded transcript.
//!
//! The interactor is called as testlib's are, `interactor INPUT OUTPUT [ANSWER]`: it reads
//! the case from INPUT, what the solution prints on its stdin, writes to the solution on its
//! stdout, may write a result to OUTPUT, and rules by its exit code
//! ([`crate::verdict::ruling`]). The verdict is [`crate::verdict::decide`]'s, by the one
//! precedence table: the solution's TLE, MLE or OLE first (a deadlock is the solution's TLE
//! at its wall deadline, with "nobody was writing"); then an interactor that failed is an
//! error of the judge data; then the interactor's WA or PE; then the solution's RE (not a
//! SIGPIPE after the interactor ruled and left); else AC.

use super::{
    wall_deadline, Answer, CaseData, CaseError, Engine, Judgement, Judging, Role, Staged,
    HELPER_TIME,
};
use crate::config::Limits;
use crate::execute::{Kill, RunLimits, RunOutcome};
use crate::sys;
use crate::verdict::{
    decide, failure, ruling, Comparison, Evidence, Interaction, JudgeProgram, Partner, Reason,
    Ruling, Verdict,
};
use crate::workspace::{EngineFailure, TalkStep};
use std::ffi::OsString;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How much of the conversation a failing case keeps.
const TRANSCRIPT_BYTES: usize = 64 << 10;

/// Which side wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Solution,
    Interactor,
}

/// What was said, as the runner relayed it.
#[derive(Debug)]
struct Talk {
    transcript: Vec<u8>,
    /// Bytes relayed past the transcript's bound.
    left_out: u64,
    /// The side of the last line, and whether it ended.
    last: Option<(Side, bool)>,
    /// When a byte last moved, either way.
    moved: Instant,
    /// Bytes the solution wrote.
    written: u64,
}

impl Talk {
    fn new() -> Talk {
        Talk {
            transcript: Vec::new(),
            left_out: 0,
            last: None,
            moved: Instant::now(),
            written: 0,
        }
    }

    /// Records `bytes` from `side`: each line prefixed `> ` (the solution) or `< ` (the
    /// interactor).
    fn record(&mut self, side: Side, bytes: &[u8]) {
        self.moved = Instant::now();
        if side == Side::Solution {
            self.written += bytes.len() as u64;
        }
        for line in bytes.split_inclusive(|&b| b == b'\n') {
            if self.transcript.len() >= TRANSCRIPT_BYTES {
                self.left_out += line.len() as u64;
                continue;
            }
            let continues = self.last == Some((side, false));
            if !continues {
                if self.last.is_some_and(|(_, ended)| !ended) {
                    self.transcript.push(b'\n');
                }
                self.transcript
                    .extend_from_slice(if side == Side::Solution { b"> " } else { b"< " });
            }
            self.transcript.extend_from_slice(line);
            self.last = Some((side, line.ends_with(b"\n")));
        }
    }

    /// The transcript as kept, with a last line saying what was left out.
    fn kept(&self) -> Vec<u8> {
        if self.last.is_none() {
            return b"(neither side wrote anything)\n".to_vec();
        }
        let mut out = self.transcript.clone();
        if self.last.is_some_and(|(_, ended)| !ended) {
            out.push(b'\n');
        }
        if self.left_out > 0 {
            out.extend_from_slice(
                format!("... and {} more bytes, not kept\n", self.left_out).as_bytes(),
            );
        }
        out
    }
}

/// The four named pipes of one case, and its scratch folder (removed on drop).
struct Pipes {
    folder: PathBuf,
    fifos: Vec<(&'static str, sys::Fifo)>,
}

impl Pipes {
    /// Each pipe, and which way the runner relays it.
    const NAMES: [(&'static str, sys::Flow); 4] = [
        ("solution-in", sys::Flow::FromRunner),
        ("solution-out", sys::Flow::ToRunner),
        ("interactor-in", sys::Flow::FromRunner),
        ("interactor-out", sys::Flow::ToRunner),
    ];

    fn make(folder: PathBuf) -> io::Result<Pipes> {
        fs::create_dir_all(&folder)?;
        let mut pipes = Pipes {
            folder,
            fifos: Vec::new(),
        };
        for (name, flow) in Pipes::NAMES {
            let fifo = sys::Fifo::make(&pipes.folder, name, flow)?;
            pipes.fifos.push((name, fifo));
        }
        Ok(pipes)
    }

    /// A file of the case's scratch folder (the interactor's result).
    fn path(&self, name: &str) -> PathBuf {
        self.folder.join(name)
    }

    /// The pipe `name`, one of [`Pipes::NAMES`].
    fn fifo(&self, name: &str) -> &sys::Fifo {
        self.fifos
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, fifo)| fifo)
            .unwrap_or_else(|| unreachable!("no pipe {name}"))
    }
}

impl Drop for Pipes {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.folder);
    }
}

/// One direction of the conversation: opens its write end, then its read end (in this
/// order, so that neither program's opening waits on the other's), and copies until the
/// writer is gone. When the reader is gone, the solution's side closes its end too, as a
/// direct pipe would (the solution's next write fails, or SIGPIPE ends it), while the
/// interactor's side reads the rest and drops it, so that a solution that ended early
/// never breaks the interactor: it reads the end of its input and rules. The solution's
/// side also stops at `cap` bytes. `left` is set when the reader went away first: on the
/// solution's side, that the interactor stopped reading (closed its stdin or exited), which
/// is the only way the solution can meet a broken pipe.
fn relay(
    (from, to): (&sys::Fifo, &sys::Fifo),
    side: Side,
    talk: &Mutex<Talk>,
    cap: Option<u64>,
    opened: &AtomicBool,
    (capped, left): (&AtomicBool, &AtomicBool),
) {
    let mut writer = to.runner_end().ok();
    let reader = from.runner_end();
    opened.store(true, Ordering::SeqCst);
    let Ok(mut reader) = reader else {
        return;
    };
    let mut buffer = vec![0; 64 << 10];
    loop {
        let n = match reader.read(&mut buffer) {
            Ok(0) => return,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => return,
        };
        let written = {
            let mut talk = talk.lock().unwrap_or_else(|e| e.into_inner());
            talk.record(side, &buffer[..n]);
            talk.written
        };
        if cap.is_some_and(|cap| written > cap) {
            capped.store(true, Ordering::SeqCst);
            return;
        }
        if let Some(out) = &mut writer {
            if out.write_all(&buffer[..n]).is_err() {
                left.store(true, Ordering::SeqCst);
                if side == Side::Solution {
                    return;
                }
                writer = None;
            }
        }
    }
}

/// An interactive solution's wall deadline for a time limit of `time`: twice a batch run's.
fn interactive_wall(time: Duration) -> Duration {
    wall_deadline(time) * 2
}

/// What the two relays share: the talk, whether each has opened its pipes, whether the
/// solution's output passed its cap, and whether each one's reader went away first.
struct Relays {
    talk: Mutex<Talk>,
    opened: [AtomicBool; 2],
    capped: AtomicBool,
    left: [AtomicBool; 2],
}

/// The two programs of one case, each with the limits it runs under.
struct Sides<'a> {
    solution: &'a Path,
    solution_limits: RunLimits,
    interactor: &'a Path,
    /// The interactor's arguments: input, result file, answer.
    args: &'a [OsString],
    /// The one file the interactor may write besides its folder.
    result_file: &'a PathBuf,
    interactor_limits: RunLimits,
}

/// How the two runs ended: the solution's run and when it ended; the interactor's run and
/// when it ended.
type Ended = (
    io::Result<RunOutcome>,
    Option<Instant>,
    io::Result<(RunOutcome, Instant)>,
);

/// The limits of an interactive problem's solution and interactor. The solution waits on
/// the interactor and on the relay: wall time it does not control. Its wall deadline is
/// twice a batch run's (its CPU time still decides TLE), and the interactor's is past it,
/// so that the solution's own limits decide first.
fn interactive_limits(limits: Limits) -> (RunLimits, RunLimits) {
    let wall = interactive_wall(limits.time);
    let solution = RunLimits {
        wall,
        ..Role::Solution(limits).limits(0)
    };
    let interactor = RunLimits {
        cpu: HELPER_TIME.max(wall),
        wall: wall + Duration::from_secs(5),
        ..Role::Helper.limits(0)
    };
    (solution, interactor)
}

impl Engine<'_> {
    /// Judges one case of an interactive problem with the solution `binary`.
    ///
    /// # Errors
    /// [`CaseError::Checker`] when the interactor failed, [`CaseError::Failed`] when the
    /// runner could not connect the two, [`CaseError::Cancelled`] on interrupt.
    pub(super) fn interact(
        &self,
        judging: &Judging<'_>,
        case: &CaseData<'_>,
        binary: &Path,
    ) -> Result<Judgement, CaseError> {
        let Some(interactor) = judging.checker else {
            return Err(CaseError::Failed(EngineFailure::NotBuilt {
                interactor: true,
            }));
        };
        let failed = |step: TalkStep, e: io::Error| {
            CaseError::Failed(EngineFailure::Talk {
                step,
                solution: self.rel(judging.source),
                case: case.label.clone(),
                why: e.to_string(),
            })
        };
        let pipes =
            Pipes::make(self.scratch_path("talk")).map_err(|e| failed(TalkStep::MakePipes, e))?;
        let mut staged = Staged::default();
        let result_file = pipes.path("result");
        // Made here, so that the confined interactor may write it and nothing else beside.
        fs::write(&result_file, b"").map_err(|e| failed(TalkStep::MakeResultFile, e))?;
        let args = self.interactor_args(case, &result_file, &mut staged)?;
        let (solution_limits, interactor_limits) = interactive_limits(judging.limits);
        let sides = Sides {
            solution: binary,
            solution_limits,
            interactor: interactor.binary,
            args: &args,
            result_file: &result_file,
            interactor_limits,
        };
        let relays = Relays {
            talk: Mutex::new(Talk::new()),
            opened: [AtomicBool::new(false), AtomicBool::new(false)],
            capped: AtomicBool::new(false),
            left: [AtomicBool::new(false), AtomicBool::new(false)],
        };
        let (solution, ended, interactor_run) = self.converse(&pipes, &relays, &sides);
        drop(staged);
        let mut solution = solution.map_err(|e| failed(TalkStep::RunSolution, e))?;
        let (interactor_run, interactor_ended) = interactor_run.map_err(|e| {
            CaseError::Failed(EngineFailure::Run {
                program: self.rel(interactor.source),
                input: None,
                why: e.to_string(),
            })
        })?;
        if solution.killed == Kill::Interrupt || interactor_run.killed == Kill::Interrupt {
            return Err(CaseError::Cancelled);
        }
        let talk = relays.talk.into_inner().unwrap_or_else(|e| e.into_inner());
        solution.output_capped = relays.capped.load(Ordering::SeqCst);
        let ended = ended.unwrap_or_else(Instant::now);
        let (verdict, reason) = self.rule_interaction(
            judging,
            case,
            (&solution, &interactor_run),
            ended.saturating_duration_since(talk.moved),
            // The relay saw the interactor stop reading (a broken pipe the solution then
            // met is that), or the interactor had ended: timestamps alone race, as the
            // interactor's run returns only once it is reaped.
            relays.left[0].load(Ordering::SeqCst) || interactor_ended <= ended,
        )?;
        solution.stdout = talk.kept();
        Ok(Judgement {
            verdict,
            reason,
            run: Some(solution),
            expected: Vec::new(),
            mismatch: None,
            warning: None,
        })
    }

    /// The interactor's arguments, as testlib's: the case's input, the result file, and
    /// the answer where the case has one (staged in a file when it is bytes).
    fn interactor_args(
        &self,
        case: &CaseData<'_>,
        result_file: &Path,
        staged: &mut Staged,
    ) -> Result<Vec<OsString>, CaseError> {
        let mut args: Vec<OsString> = vec![
            case.input.as_os_str().to_owned(),
            result_file.as_os_str().to_owned(),
        ];
        match case.answer {
            Answer::File(path) => args.push(path.as_os_str().to_owned()),
            Answer::Bytes(bytes) => args.push(staged.write(self, "answer", bytes)?.into()),
            Answer::None => {}
        }
        Ok(args)
    }

    /// Runs the two sides at once, each relay on a thread of its own, until both runs have
    /// ended and both relays are done.
    fn converse(&self, pipes: &Pipes, relays: &Relays, sides: &Sides<'_>) -> Ended {
        let fifo = |name| pipes.fifo(name);
        std::thread::scope(|scope| {
            let to_interactor = scope.spawn(|| {
                let cap = Some(sides.solution_limits.output_cap);
                relay(
                    (fifo("solution-out"), fifo("interactor-in")),
                    Side::Solution,
                    &relays.talk,
                    cap,
                    &relays.opened[0],
                    (&relays.capped, &relays.left[0]),
                );
            });
            let to_solution = scope.spawn(|| {
                relay(
                    (fifo("interactor-out"), fifo("solution-in")),
                    Side::Interactor,
                    &relays.talk,
                    None,
                    &relays.opened[1],
                    (&relays.capped, &relays.left[1]),
                );
            });
            let solution = scope.spawn(|| self.run_solution_side(pipes, sides));
            let interactor_run = self.run_interactor_side(pipes, sides);
            let (solution, ended) = solution
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            // A program that never opened its pipes (it could not be started) leaves a
            // relay waiting to open its ends: open the programs' ends, which never blocks,
            // until both relays are past theirs.
            while !(to_interactor.is_finished() && to_solution.is_finished()) {
                if relays.opened.iter().any(|o| !o.load(Ordering::SeqCst)) {
                    for (_, fifo) in &pipes.fifos {
                        fifo.unblock();
                    }
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            (solution, ended, interactor_run)
        })
    }

    /// Runs the solution on its ends of the pipes: its run, and when it ended.
    fn run_solution_side(
        &self,
        pipes: &Pipes,
        sides: &Sides<'_>,
    ) -> (io::Result<RunOutcome>, Option<Instant>) {
        let ends = (
            pipes.fifo("solution-in").path(),
            pipes.fifo("solution-out").path(),
        );
        let ended = Mutex::new(None);
        let run = self.in_run_folder(|folder| {
            let run = self.executor.run_streamed(
                sides.solution,
                &[],
                ends,
                folder,
                sides.solution_limits,
                (&[], &[]),
            );
            *ended.lock().unwrap_or_else(|e| e.into_inner()) = Some(Instant::now());
            run
        });
        (run, ended.into_inner().unwrap_or_else(|e| e.into_inner()))
    }

    /// Runs the interactor on its ends of the pipes: its run, and when it ended.
    fn run_interactor_side(
        &self,
        pipes: &Pipes,
        sides: &Sides<'_>,
    ) -> io::Result<(RunOutcome, Instant)> {
        self.in_run_folder(|folder| {
            let ends = (
                pipes.fifo("interactor-in").path(),
                pipes.fifo("interactor-out").path(),
            );
            let run = self.executor.run_streamed(
                sides.interactor,
                sides.args,
                ends,
                folder,
                sides.interactor_limits,
                (
                    &super::named_files(sides.args),
                    std::slice::from_ref(sides.result_file),
                ),
            );
            run.map(|run| (run, Instant::now()))
        })
    }

    /// The verdict of an interaction (see the module's notes); `idle`: for how long nothing
    /// had moved when the solution ended; `interactor_first`: whether the interactor had
    /// stopped reading or ended by then.
    fn rule_interaction(
        &self,
        judging: &Judging<'_>,
        case: &CaseData<'_>,
        (solution, interactor): (&RunOutcome, &RunOutcome),
        idle: Duration,
        interactor_first: bool,
    ) -> Result<(Verdict, Option<Reason>), CaseError> {
        let judged = Role::Solution(judging.limits).judged();
        let interaction = Interaction {
            idle,
            wall: interactive_wall(judging.limits.time),
            interactor_cpu: interactor.cpu,
            interactor: if interactor_first {
                Partner::LeftFirst
            } else {
                Partner::Stayed
            },
        };
        let evidence = Evidence::Talked {
            run: solution,
            interaction,
        };
        decide(judged, evidence, |_| {
            match ruling(interactor, JudgeProgram::Interactor) {
                Ruling::Failed => {
                    let source = judging.checker.map_or(Path::new(""), |c| c.source);
                    Err(CaseError::Checker {
                        path: self.rel(source),
                        failure: failure(case.label, interactor),
                    })
                }
                Ruling::Rejected(verdict, reason) => Ok(Comparison::Checker(verdict, reason)),
                Ruling::Accepted => Ok(Comparison::Match),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_transcript_prefixes_each_line_with_its_side() {
        let mut talk = Talk::new();
        talk.record(Side::Solution, b"? 50\n");
        talk.record(Side::Interactor, b"<\n");
        talk.record(Side::Solution, b"? 2");
        talk.record(Side::Solution, b"5\n? 12");
        talk.record(Side::Interactor, b">\n");
        assert_eq!(
            String::from_utf8(talk.kept()).unwrap(),
            "> ? 50\n< <\n> ? 25\n> ? 12\n< >\n"
        );
        assert_eq!(talk.written, 14);
    }

    #[test]
    fn the_transcript_is_bounded() {
        let mut talk = Talk::new();
        let line = vec![b'x'; 1000];
        for _ in 0..100 {
            let mut bytes = line.clone();
            bytes.push(b'\n');
            talk.record(Side::Solution, &bytes);
        }
        let kept = String::from_utf8(talk.kept()).unwrap();
        assert!(kept.len() < TRANSCRIPT_BYTES + 2048, "{}", kept.len());
        assert!(
            kept.ends_with("more bytes, not kept\n"),
            "{}",
            &kept[kept.len() - 60..]
        );
    }
}
