//! The search itself: every worker draws seeds, generates an input, validates it, judges the
//! solution on it against the reference, and the first failure is shrunk while the shrink's
//! progress line says how small it got.

use super::*;
use crate::error::HelperFault;

/// What every worker shares.
pub(super) struct Stress<'a> {
    pub(super) engine: &'a Engine<'a>,
    pub(super) binaries: &'a Binaries,
    /// The problem's validator: every generated input must pass it.
    pub(super) validator: Option<&'a Validator>,
    pub(super) spec: &'a Spec,
    pub(super) files: &'a Files,
    /// `--size`: the generator's second argument.
    pub(super) size: Option<u64>,
    /// The smallest seed that has failed so far (`u64::MAX`: none): a later seed's result
    /// is never reported, so a worker does not start one (a generator that hangs would
    /// otherwise cost its whole deadline again).
    pub(super) failed_at: AtomicU64,
}

impl Stress<'_> {
    /// Runs seeds `seed..seed + count` until the first that fails, in seed order.
    pub(super) fn run(&self, seed: u64, count: u64, jobs: usize) -> Outcome {
        let mut first = None;
        let count = usize::try_from(count).unwrap_or(usize::MAX);
        let cancel = self.engine.cancel();
        parallel(
            jobs,
            count,
            cancel,
            |i| {
                let this = seed + i as u64;
                if this > self.failed_at.load(Ordering::SeqCst) {
                    // Never reported: the failure below it stops the round first.
                    return Err(SeedError::Interrupted);
                }
                let result = self.one_seed(this);
                if result.is_err() {
                    self.failed_at.fetch_min(this, Ordering::SeqCst);
                }
                result
            },
            |_, result| match result {
                Ok(()) => Flow::Continue,
                Err(e) => {
                    first = Some(e);
                    Flow::Stop
                }
            },
        );
        if let Some(signal) = cancel.cancelled() {
            return Outcome::Interrupted(signal);
        }
        match first {
            None => Outcome::Agreed,
            Some(SeedError::Failed(failure)) => Outcome::Failed(failure),
            Some(SeedError::Setup(e)) => Outcome::Setup(e),
            Some(SeedError::Interrupted) => Outcome::Interrupted(sys::SIGINT),
        }
    }

    pub(super) fn rel(&self, path: &Path) -> String {
        self.engine.rel(path)
    }

    /// gen → input → brute → judge the solution against brute's output, for one seed.
    pub(super) fn one_seed(&self, seed: u64) -> Result<(), SeedError> {
        self.sized_seed(seed, self.size)
    }

    /// [`Stress::one_seed`] with `gen SEED SIZE` when `size` is given.
    pub(super) fn sized_seed(&self, seed: u64, size: Option<u64>) -> Result<(), SeedError> {
        let input = self.gen_input(seed, size)?;
        self.check_input(seed, size, input)
    }

    /// What `gen SEED [SIZE]` printed.
    pub(super) fn gen_input(&self, seed: u64, size: Option<u64>) -> Result<Vec<u8>, SeedError> {
        let mut args = vec![OsString::from(seed.to_string())];
        args.extend(size.map(|s| OsString::from(s.to_string())));
        let gen = self
            .engine
            .run(&self.binaries.gen, &args, Input::Empty, Role::Helper, 0)
            .map_err(SeedError::Setup)?;
        self.still_running()?;
        let failed = |fault: HelperFault| {
            SeedError::Setup(Error::HelperFailed {
                path: self.rel(&self.files.gen),
                fault: Box::new(fault),
            })
        };
        if let Some((verdict, reason)) = self.engine.fault(Role::Helper, &gen) {
            return Err(failed(HelperFault::GenCrashed {
                seed,
                verdict,
                reason,
                gen_rs: self.rel(&self.files.gen),
            }));
        }
        if gen.stdout.is_empty() {
            return Err(failed(HelperFault::GenEmpty { seed }));
        }
        Ok(gen.stdout)
    }

    /// Validates `input` (a refusal is an error of the setup), then judges the solution on
    /// it against brute.
    pub(super) fn check_input(
        &self,
        seed: u64,
        size: Option<u64>,
        input: Vec<u8>,
    ) -> Result<(), SeedError> {
        let failed = |fault: HelperFault| {
            SeedError::Setup(Error::HelperFailed {
                path: self.rel(&self.files.gen),
                fault: Box::new(fault),
            })
        };
        let staged = self.engine.scratch_path("stress-input");
        fs::write(&staged, &input).map_err(|e| SeedError::Setup(Error::io(&staged, e)))?;
        if let Some(validator) = self.validator {
            let validity = validator.check(self.engine, &staged);
            if !matches!(validity, Ok(Validity::Valid)) {
                let _ = fs::remove_file(&staged);
            }
            match validity.map_err(SeedError::Setup)? {
                Validity::Valid => {}
                Validity::Invalid(why) => {
                    let validator = self.rel(&validator.source);
                    return Err(failed(HelperFault::GenRefused {
                        seed,
                        validator,
                        why,
                        input: excerpt(&input, None),
                    }));
                }
            }
        }
        let result = self.judge_input(seed, &staged, input);
        let _ = fs::remove_file(&staged);
        result.map_err(|e| match e {
            SeedError::Failed(mut failure) => {
                failure.size = size;
                SeedError::Failed(failure)
            }
            e => e,
        })
    }

    /// Makes `original`'s input small: the smallest failing `gen SEED SIZE` first (when the
    /// generator takes a SIZE), then lines and tokens removed while the validator accepts
    /// the input and the solution gets the same verdict, within `budget`.
    pub(super) fn shrink(
        &self,
        original: Failure,
        budget: Duration,
        progress: &mut Progress<'_>,
    ) -> Failure {
        let deadline = Instant::now() + budget;
        let (seed, verdict) = (original.seed, original.verdict);
        let from_tokens = count_tokens(&original.input);
        let from_bytes = original.input.len();
        let mut best = original;
        let mut timed_out = false;
        let mut sizes = None;
        // The result of one trial; a failure like the original's is kept in `found`.
        let judge = |result: Result<(), SeedError>, found: &mut Option<Box<Failure>>| match result {
            Err(SeedError::Failed(f)) if f.verdict == verdict => {
                *found = Some(f);
                Trial::Fails
            }
            Err(SeedError::Interrupted) => Trial::OutOfTime,
            _ => Trial::Passes,
        };
        if let Some(hi) = self.size_to_search(seed, best.size, from_tokens) {
            // `hi` itself is never tried: a size below it that fails is the point.
            let mut found: Option<Box<Failure>> = None;
            let smallest = shrink::smallest_size(hi, |size| {
                if Instant::now() >= deadline {
                    return Trial::OutOfTime;
                }
                let mut last = None;
                let trial = judge(self.sized_seed(seed, Some(size)), &mut last);
                if let Some(f) = last {
                    progress.show(&f.input);
                    found = Some(f);
                }
                trial
            });
            timed_out = Instant::now() >= deadline;
            if let Some(f) = found.filter(|f| f.size == Some(smallest)) {
                best = *f;
                sizes = Some((hi, smallest));
            }
        }
        if !timed_out {
            let mut found: Option<Box<Failure>> = None;
            let size = best.size;
            let (input, out_of_time) = shrink::minimize(&best.input, |candidate| {
                if Instant::now() >= deadline {
                    return Trial::OutOfTime;
                }
                let mut refused = false;
                if let Some(validator) = self.validator {
                    refused = !matches!(
                        validator.check_bytes(self.engine, candidate),
                        Ok(Validity::Valid)
                    );
                }
                if refused {
                    return Trial::Passes;
                }
                let trial = judge(self.check_input(seed, size, candidate.to_vec()), &mut found);
                if trial == Trial::Fails {
                    progress.show(candidate);
                }
                trial
            });
            timed_out = out_of_time;
            if let Some(f) = found.filter(|f| f.input == input) {
                best = *f;
            }
        }
        best.shrunk = Some(Shrunk {
            asked: self.size,
            size: sizes,
            from_tokens,
            from_bytes,
            timed_out,
        });
        best
    }

    /// The size to search down from, when the generator takes one: `--size`, else the
    /// input's number of tokens, once `gen SEED 1` and `gen SEED HI` are seen to differ (a
    /// generator that ignores its second argument prints the same input for both).
    pub(super) fn size_to_search(
        &self,
        seed: u64,
        asked: Option<u64>,
        tokens: usize,
    ) -> Option<u64> {
        if let Some(size) = asked {
            return (size > 1).then_some(size);
        }
        let hi = u64::try_from(tokens).ok()?.max(2);
        let small = self.gen_input(seed, Some(1)).ok()?;
        let large = self.gen_input(seed, Some(hi)).ok()?;
        (small != large).then_some(hi)
    }

    /// Runs brute on the staged input (when there is one), then judges the solution against
    /// its output: or, in an interactive problem, lets the interactor judge it.
    pub(super) fn judge_input(
        &self,
        seed: u64,
        staged: &Path,
        input: Vec<u8>,
    ) -> Result<(), SeedError> {
        let answer = match (&self.binaries.brute, &self.files.brute) {
            (Some(binary), Some(source)) => Some(self.brute(seed, binary, source, staged, &input)?),
            _ => None,
        };
        let judging = Judging {
            source: &self.files.solution,
            solution: &self.binaries.solution,
            limits: self.spec.limits,
            compare: self.spec.compare,
            checker: self
                .binaries
                .checker
                .as_deref()
                .zip(self.files.checker.as_deref())
                .map(|(binary, source)| Checker { binary, source }),
            checked: None,
        };
        let label = workspace::CaseLabel::Seed(seed);
        let case = CaseData {
            label: &label,
            input: staged,
            answer: answer.as_deref().map_or(Answer::None, Answer::Bytes),
        };
        let judgement = self.engine.judge(&judging, &case).map_err(|e| match e {
            CaseError::Checker { path, failure } => SeedError::Setup(Error::HelperFailed {
                path,
                fault: Box::new(HelperFault::Program(failure)),
            }),
            CaseError::Cancelled => SeedError::Interrupted,
            e => SeedError::Setup(Error::Case {
                problem: None,
                case: label.clone(),
                trouble: Box::new(e.into_trouble()),
            }),
        })?;
        if judgement.verdict.accepted() {
            return Ok(());
        }
        Err(SeedError::Failed(Box::new(Failure {
            seed,
            verdict: judgement.verdict,
            reason: judgement.reason,
            input,
            // An interactive problem's answer is brute's output as it printed it, if any.
            expected: match self.spec.compare {
                Compare::Interactive => answer,
                _ => Some(judgement.expected),
            },
            interactive: self.spec.compare == Compare::Interactive,
            actual: judgement.run.map(|r| r.stdout).unwrap_or_default(),
            line: judgement.mismatch.map(|m| m.line),
            size: None,
            shrunk: None,
        })))
    }

    /// brute's output on the staged input.
    pub(super) fn brute(
        &self,
        seed: u64,
        binary: &Path,
        source: &Path,
        staged: &Path,
        input: &[u8],
    ) -> Result<Vec<u8>, SeedError> {
        let role = Role::Brute(self.spec.limits);
        let brute = self
            .engine
            .run(binary, &[], Input::File(staged), role, 0)
            .map_err(SeedError::Setup)?;
        self.still_running()?;
        if let Some((verdict, reason)) = self.engine.fault(role, &brute) {
            return Err(SeedError::Setup(Error::HelperFailed {
                path: self.rel(source),
                fault: Box::new(HelperFault::SeedCrashed {
                    seed,
                    verdict,
                    reason,
                    input: excerpt(input, None),
                }),
            }));
        }
        Ok(brute.stdout)
    }

    /// `Err` once the round was cancelled.
    pub(super) fn still_running(&self) -> Result<(), SeedError> {
        match self.engine.cancel().cancelled() {
            Some(_) => Err(SeedError::Interrupted),
            None => Ok(()),
        }
    }
}

/// The tokens of an input (runs of non-whitespace).
pub(super) fn count_tokens(input: &[u8]) -> usize {
    input
        .split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .count()
}

/// The progress line of a shrink: after a second, the size of the smallest failing input
/// so far; on a terminal rewritten in place, elsewhere a line every few seconds ([`Pacer`]).
pub(super) struct Progress<'a> {
    pub(super) out: &'a mut dyn std::io::Write,
    pub(super) lang: Lang,
    pub(super) pacer: Pacer,
}

impl<'a> Progress<'a> {
    pub(super) fn new(out: &'a mut dyn std::io::Write, terminal: bool, lang: Lang) -> Progress<'a> {
        let every = (Duration::from_millis(300), Duration::from_secs(3));
        Progress {
            out,
            lang,
            pacer: Pacer::new(terminal, Duration::from_secs(1), every),
        }
    }

    pub(super) fn show(&mut self, input: &[u8]) {
        if !self.pacer.due() {
            return;
        }
        let line = ShrinkLine::Progress {
            tokens: count_tokens(input),
            lines: input
                .split(|&b| b == b'\n')
                .filter(|l| !l.is_empty())
                .count(),
        };
        let text = self.pacer.render(&words::shrink_line(&line, self.lang));
        let _ = write!(self.out, "{text}");
        let _ = self.out.flush();
    }

    pub(super) fn clear(&mut self) {
        let clear = self.pacer.clear();
        if !clear.is_empty() {
            let _ = write!(self.out, "{clear}");
            let _ = self.out.flush();
        }
    }
}
