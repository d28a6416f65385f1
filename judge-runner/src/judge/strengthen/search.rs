//! One problem's search. Candidates are drawn from the input model, deterministic from the
//! seed: mutations of the stored inputs (most of them), fresh small inputs, and a few of the
//! largest size while a target that ran out of time or memory stands (or, after a quarter
//! of the budget, a wrong answer). The first oracle runs
//! each candidate and its output is the answer the standing targets are judged against; a
//! candidate that rejects one is kept only when every other oracle agrees with that answer
//! (under the problem's compare mode or checker), the first gives it again, and the
//! validator, if any, accepts it.
//! Running the other oracles only then spends them where they matter.

use super::roster::Program;
use crate::author::validate::{Validator, Validity};
use crate::engine::{Answer, CaseData, CaseError, Engine, Judging};
use crate::synth::draw::{self, Rng, Size, Spread};
use crate::synth::invariants::Invariants;
use crate::synth::{Model, Value};
use crate::verdict::Verdict;
use crate::workspace::replay::Boj;
use crate::workspace::strengthen::Want;
use crate::workspace::CaseLabel;
use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;
use std::fs;
use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

/// The candidates of the largest size per problem, one of each spread of values (each may
/// cost a target its whole time limit): spread wide, then traded off on each line of a
/// repeat, then (for a model with edges) a hub fed by one vertex and a path through every
/// vertex, then small values inside lists and repeats, then equal ones.
const SPREADS: [Spread; 6] = [
    Spread::Wide,
    Spread::Traded,
    Spread::Hub,
    Spread::Chain,
    Spread::Low,
    Spread::Equal,
];

/// A candidate is first judged against at most this many standing targets, a different
/// few each time (the targets of the largest size first on a candidate of that size); only
/// a candidate that rejects one of them, and is trusted, is judged against every other.
/// A problem with fifty targets would otherwise try a handful of candidates in its budget.
const SCREEN: usize = 8;

/// Mixed into a candidate's seed for the random tree that may replace its edges.
const SHAPE_SEED: u64 = 0x7472_6565;

/// An oracle that spends more than this share (in percent) of its time limit on a candidate
/// makes it untrusted: a case one machine's noise away from failing a submission BOJ
/// accepted (BOJ 10217: an accepted one, 2,940 ms of 3,000 on BOJ, passed as an oracle on a
/// largest input and failed it in the replay that followed).
const ORACLE_TIME_SHARE: u32 = 75;

/// The share (in percent) of its time limit a largest input scaled down for a slow oracle
/// aims to leave that oracle at, its time taken as growing at least as fast as its counts.
const RESCALED_TIME_SHARE: f64 = 50.0;

/// How many times a search draws a largest input again at a smaller scale, over all its
/// spreads.
const RESCALES: usize = 6;

/// The share (in percent) of a problem's budget after which no input of the largest size is
/// drawn and none is judged against more targets: the targets of a problem with many
/// (BOJ 34118: 40, one or two seconds each on its largest input) would otherwise take the
/// whole budget on one or two such inputs, and the small ones that catch wrong answers
/// would not be tried.
const LARGEST_SHARE: u32 = 50;

/// A search with only wrong answers standing draws inputs of the largest size too once
/// this fraction of its budget (one in this many) has gone by, until its largest-input
/// share ([`LARGEST_SHARE`]) has.
const LATE_LARGEST: u32 = 4;

/// The share (in percent) of a problem's budget its search may run past the budget to judge
/// the targets still standing on the inputs of the largest size it kept ([`Search::overtime`]).
const OVERTIME_SHARE: u32 = 50;

/// The search stops when this many candidates in a row were drawn before (a model whose
/// inputs are few).
const DUPLICATES_IN_A_ROW: usize = 400;

/// How a candidate was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum How {
    /// Mutations of the stored case named.
    Mutation(String),
    /// Drawn fresh, small.
    Fresh,
    /// Drawn at the largest size the model allows (within a cap), its counts scaled by the
    /// percentage given (100 but for an input an oracle was too slow on at a larger scale).
    Largest(u8),
}

/// How one candidate is judged.
#[derive(Debug, Clone, Copy)]
struct Pace {
    /// Whether it is of the largest size: the oracles are run before any target, and the
    /// targets it is for first.
    largest: bool,
    /// When judging it against more targets stops.
    deadline: Instant,
    /// The index it gets among the kept ones, if kept.
    index: usize,
}

/// What judging one candidate came to.
enum Tried {
    /// Trusted, and it rejects a target: the answer, the oracles and the targets rejected.
    Kept(Vec<u8>, Vec<u64>, Vec<(u64, Verdict)>),
    /// An oracle ran out of time on it or came near its limit: the factor to scale its
    /// counts by so that it would not.
    Slow(f64),
    /// Of the largest size and trusted, but none of the few targets it was first judged
    /// against failed on it: the answer, the oracles and those targets, kept aside for the
    /// overtime.
    Spare(Vec<u8>, Vec<u64>, Vec<u64>),
    /// Not kept (counted in the tally).
    Dropped,
}

/// A kept candidate.
#[derive(Debug, Clone)]
pub(crate) struct Found {
    pub input: Vec<u8>,
    /// The oracles' output, the case's answer.
    pub answer: Vec<u8>,
    pub how: How,
    /// The candidate's own seed: the same seed and model draw the same input.
    pub seed: u64,
    /// The oracles that agreed on the answer (submission ids).
    pub oracles: Vec<u64>,
    /// The targets it rejects (submission ids) and the verdict each got.
    pub rejects: Vec<(u64, Verdict)>,
}

/// What the search tried and threw away.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Candidates judged (duplicates not counted).
    pub candidates: usize,
    /// Refused by the validator.
    pub invalid: usize,
    /// The first oracle failed on it (crashed, ran out of time or memory): an input outside
    /// what the problem allows, most likely. Or an oracle came near its time limit on it.
    pub oracle_failed: usize,
    /// The oracles disagreed on it: a special judge the problem lacks, or an input outside
    /// the model.
    pub disagreed: usize,
    /// Drawn and not tried: it breaks a rule every stored input keeps (rows never repeated,
    /// an edge's ends never equal, …; `synth::invariants`).
    pub outside: usize,
}

/// A target still accepted by every case, and what rejected it in this search.
pub(crate) struct Standing<'a> {
    pub program: &'a Program<'a>,
    pub want: Want,
    /// The index of the kept candidate that rejects it, and the verdict.
    pub rejected: Option<(usize, Verdict)>,
}

impl Standing<'_> {
    /// Whether the target is one a case of the largest size is for: it ran out of time or
    /// memory on BOJ, or crashed there (a recursion too deep, a buffer too small: BOJ 10773
    /// in csk200387's backup, an `eval` of 100,000 terms).
    fn wants_size(&self) -> bool {
        self.want == Want::Resource
            || self.program.kept.boj == Boj::Verdict(Verdict::Re)
            || self.partial()
    }

    /// Whether BOJ gave it a partial score: some subtask failed, and which way is not said
    /// (BOJ 34118 in softwareDefine's backup: 58 points of 100 for 23 submissions whose
    /// larger subtasks ran out of time).
    fn partial(&self) -> bool {
        matches!(self.program.kept.boj, Boj::Score { .. })
    }

    /// Whether verdict `here` rejects it the way BOJ did: its kind of rejection, or for a
    /// partial score a time or memory limit too.
    pub(crate) fn met_by(&self, here: Verdict) -> bool {
        self.want.met_by(here) || self.partial() && Want::Resource.met_by(here)
    }
}

/// Everything one problem's search reads.
pub(crate) struct Search<'a> {
    pub engine: &'a Engine<'a>,
    /// The problem's compare mode and checker (its `solution` and `limits` are replaced).
    pub template: Judging<'a>,
    pub model: &'a Model,
    /// The stored inputs that fit the model, by case name.
    pub bases: Vec<(String, Vec<Value>)>,
    /// What every stored input keeps.
    pub invariants: Invariants,
    pub validator: Option<&'a Validator>,
    pub oracles: &'a [Program<'a>],
    pub budget: Duration,
    pub seed: u64,
}

/// How a search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum End {
    /// Every target is rejected.
    AllRejected,
    /// The budget ran out.
    Budget,
    /// The model draws nothing new.
    Exhausted,
    /// The round was interrupted.
    Cancelled,
}

impl Search<'_> {
    /// Searches until every target in `standing` is rejected, the budget runs out or the
    /// model draws nothing new.
    ///
    /// # Errors
    /// A failure of the judge's side (a program that cannot be started).
    pub(crate) fn run(
        &self,
        standing: &mut [Standing<'_>],
    ) -> Result<(Vec<Found>, Tally, End), CaseError> {
        let started = Instant::now();
        let mut found = Vec::new();
        // Trusted largest inputs that rejected none of their first few targets.
        let mut spares = Vec::new();
        let mut tally = Tally::default();
        let mut seen = HashSet::new();
        let (mut in_a_row, mut sized, mut rescales) = (0, 0, 0);
        // A largest input an oracle was too slow on, to draw again at a smaller scale: its
        // spread and the scale (BOJ 10217: accepted submissions near their limit on BOJ's
        // data too, and targets that take three times theirs).
        let mut rescale: Option<(Spread, f64)> = None;
        let has_edges = draw::has_edges(self.model);
        let hub_invariants = self.invariants.with_repeated_pairs();
        let spreads: Vec<Spread> = SPREADS
            .into_iter()
            .filter(|&spread| !matches!(spread, Spread::Hub | Spread::Chain) || has_edges)
            .collect();
        for i in 0u64.. {
            if standing.iter().all(|s| s.rejected.is_some()) {
                return Ok((found, tally, End::AllRejected));
            }
            if started.elapsed() >= self.budget {
                self.overtime(&mut found, spares, standing)?;
                return Ok((found, tally, End::Budget));
            }
            if in_a_row >= DUPLICATES_IN_A_ROW {
                return Ok((found, tally, End::Exhausted));
            }
            let seed = mix(self.seed, i);
            let resource = standing
                .iter()
                .any(|s| s.rejected.is_none() && s.wants_size());
            // The second candidate and every eighth after it: a search whose targets run out
            // of time on every candidate tries few (BOJ 1158, csk200387's backup: nine in
            // its budget, and the one of the largest size would have been the sixteenth).
            // Wrong answers still standing after a quarter of the budget may need room too:
            // an array a few thousand short (BOJ 5550: books of one genre past the 3,010
            // rows of a dp table, which only an input of the largest size reaches).
            let roomy = resource || started.elapsed() >= self.budget / LATE_LARGEST;
            let share = largest_share(standing, self.budget);
            let early = started.elapsed() < share;
            let again = rescale.take().filter(|_| roomy && early);
            let largest = again.is_some() || roomy && early && sized < spreads.len() && i % 8 == 1;
            let (spread, scale) = match again {
                Some((spread, scale)) => (Some(spread), scale),
                None => (spreads.get(sized).copied().filter(|_| largest), 1.0),
            };
            let (mut values, how) = self.candidate(seed, spread, scale);
            let invariants = match spread {
                Some(Spread::Hub | Spread::Chain) => &hub_invariants,
                _ => &self.invariants,
            };
            // Edges that should be a tree and are not become a random tree.
            let mut rng = Rng::new(seed ^ SHAPE_SEED);
            invariants.shape(self.model, &mut values, &mut rng);
            let input = draw::write(self.model, &values);
            if input.is_empty() || !seen.insert(digest(&input)) {
                in_a_row += 1;
                continue;
            }
            if !invariants.hold(self.model, &values) {
                tally.outside += 1;
                continue;
            }
            in_a_row = 0;
            sized += usize::from(largest && again.is_none());
            tally.candidates += 1;
            let screen = screen(standing, tally.candidates, largest);
            let pace = Pace {
                largest,
                deadline: started + if largest { share } else { self.budget },
                index: found.len(),
            };
            let tried = self.try_candidate(&input, pace, standing, &screen, &mut tally);
            match tried {
                Ok(Tried::Kept(answer, oracles, rejects)) => found.push(Found {
                    input,
                    answer,
                    how,
                    seed,
                    oracles,
                    rejects,
                }),
                Ok(Tried::Spare(answer, oracles, judged)) => spares.push((
                    Found {
                        input,
                        answer,
                        how,
                        seed,
                        oracles,
                        rejects: Vec::new(),
                    },
                    judged,
                )),
                Ok(Tried::Slow(factor)) => {
                    if let Some(spread) = spread.filter(|_| rescales < RESCALES) {
                        rescales += 1;
                        rescale = Some((spread, scale * factor));
                    }
                }
                Ok(Tried::Dropped) => {}
                Err(CaseError::Cancelled) => return Ok((found, tally, End::Cancelled)),
                Err(e) => return Err(e),
            }
        }
        Ok((found, tally, End::Exhausted))
    }

    /// The candidate of `seed`: a mutation of a stored input five times in eight, else a
    /// fresh medium or small input, or one of the largest size spread as `largest` says,
    /// its counts scaled by `scale`.
    pub(crate) fn candidate(
        &self,
        seed: u64,
        largest: Option<Spread>,
        scale: f64,
    ) -> (Vec<Value>, How) {
        let mut rng = Rng::new(seed);
        if let Some(spread) = largest {
            let values = draw::largest(self.model, &mut rng, spread, scale);
            let percent = (scale.clamp(0.0, 1.0) * 100.0).round() as u8;
            return (values, How::Largest(percent));
        }
        let pick = rng.next_u64();
        // One in four fresh and medium-sized, one in eight fresh and small, the rest
        // mutations of a stored input (fresh and small when there is none).
        if pick % 8 < 2 {
            return (draw::fresh(self.model, &mut rng, Size::Medium), How::Fresh);
        }
        if !self.bases.is_empty() && pick % 8 != 2 {
            let (name, base) = &self.bases[(pick / 8 % self.bases.len() as u64) as usize];
            let mut values = draw::mutate(self.model, base, &mut rng);
            // A chain of mutations now and then reaches further from the samples.
            for _ in 0..(pick / 1024 % 3) {
                values = draw::mutate(self.model, &values, &mut rng);
            }
            return (values, How::Mutation(name.clone()));
        }
        (draw::fresh(self.model, &mut rng, Size::Small), How::Fresh)
    }

    /// Judges one candidate: the answer, the oracles that agreed and the targets it
    /// rejects when it rejects one and is trusted, else `None` (counted in `tally`).
    fn try_candidate(
        &self,
        input: &[u8],
        pace: Pace,
        standing: &mut [Standing<'_>],
        screen: &[usize],
        tally: &mut Tally,
    ) -> Result<Tried, CaseError> {
        let staged = self.engine.scratch_path("strengthen-input");
        if let Err(e) = fs::write(&staged, input) {
            return Err(CaseError::Unreadable {
                path: self.engine.rel(&staged),
                why: e.to_string(),
            });
        }
        let result = self.judge_staged(&staged, input, pace, standing, screen, tally);
        let _ = fs::remove_file(&staged);
        result
    }

    fn judge_staged(
        &self,
        staged: &std::path::Path,
        input: &[u8],
        pace: Pace,
        standing: &mut [Standing<'_>],
        screen: &[usize],
        tally: &mut Tally,
    ) -> Result<Tried, CaseError> {
        let Some((first, others)) = self.oracles.split_first() else {
            return Ok(Tried::Dropped);
        };
        let label = CaseLabel::Case(String::from("candidate"));
        let data = |answer| CaseData {
            label: &label,
            input: staged,
            answer,
        };
        let (printed, cpu) = self.engine.output_of(
            &self.judging(first),
            &data(Answer::None),
            first.invocation.as_ref(),
        )?;
        // Too slow already: no target is run on it (BOJ 10217: eight of them, three seconds
        // each, on every largest input).
        if let Some(factor) = slow(cpu, first.limits.time).filter(|_| printed.is_ok()) {
            tally.oracle_failed += 1;
            return Ok(Tried::Slow(factor));
        }
        let answer = match printed {
            Ok(answer) => answer,
            Err((verdict, _)) => {
                tally.oracle_failed += 1;
                // Out of time: half the size, and again if need be.
                return Ok(match verdict {
                    Verdict::Tle => Tried::Slow(0.5),
                    _ => Tried::Dropped,
                });
            }
        };
        let mut rejects = Vec::new();
        let judge = |s: &Standing<'_>, rejects: &mut Vec<(u64, Verdict)>| {
            let judgement = self.engine.judge_as(
                &self.judging(s.program),
                &data(Answer::Bytes(&answer)),
                s.program.invocation.as_ref(),
            )?;
            if s.met_by(judgement.verdict) {
                rejects.push((s.program.kept.id, judgement.verdict));
            }
            Ok::<_, CaseError>(())
        };
        // The first oracle again, then every other: an answer the first one does not give
        // twice (a read of uninitialised memory) is no answer. On an input of the largest
        // size before any target, so that an oracle too slow on it costs no target's time
        // (BOJ 10217: the slowest of its oracles is not the first).
        let confirm = |tally: &mut Tally| {
            for other in std::iter::once(first).chain(others) {
                let judgement = self.engine.judge_as(
                    &self.judging(other),
                    &data(Answer::Bytes(&answer)),
                    other.invocation.as_ref(),
                )?;
                if judgement.verdict == Verdict::Tle {
                    tally.oracle_failed += 1;
                    return Ok(Some(Tried::Slow(0.5)));
                }
                if !judgement.verdict.accepted() {
                    tally.disagreed += 1;
                    return Ok(Some(Tried::Dropped));
                }
                let cpu = judgement.run.as_ref().map_or(Duration::ZERO, |run| run.cpu);
                if let Some(factor) = slow(cpu, other.limits.time) {
                    tally.oracle_failed += 1;
                    return Ok(Some(Tried::Slow(factor)));
                }
            }
            Ok::<_, CaseError>(None)
        };
        if pace.largest {
            if let Some(tried) = confirm(tally)? {
                return Ok(tried);
            }
        }
        for &k in screen {
            judge(&standing[k], &mut rejects)?;
        }
        let oracles = || self.oracles.iter().map(|o| o.kept.id).collect();
        if rejects.is_empty() {
            // Trusted already (its oracles were judged first): the targets not among the
            // few may still fail on it (BOJ 10217: two of 32 took 3.5 s of 3 on an input
            // scaled for its slowest oracle, which none of its first eight did).
            let spare = pace.largest && self.valid(input, tally);
            let judged = screen.iter().map(|&k| standing[k].program.kept.id);
            return Ok(match spare {
                true => Tried::Spare(answer, oracles(), judged.collect()),
                false => Tried::Dropped,
            });
        }
        if !self.valid(input, tally) {
            return Ok(Tried::Dropped);
        }
        if !pace.largest {
            if let Some(tried) = confirm(tally)? {
                return Ok(tried);
            }
        }
        // Trusted: every other standing target is judged on it too, so that one case
        // stands for all it rejects, until the deadline (those left stand, for the next
        // candidates); on an input of the largest size those it is for first.
        let mut rest: Vec<usize> = (0..standing.len())
            .filter(|k| standing[*k].rejected.is_none() && !screen.contains(k))
            .collect();
        if pace.largest {
            rest.sort_by_key(|&k| !standing[k].wants_size());
        }
        for k in rest {
            if Instant::now() >= pace.deadline {
                break;
            }
            judge(&standing[k], &mut rejects)?;
        }
        for s in standing.iter_mut() {
            if let Some(&(_, verdict)) = rejects.iter().find(|(id, _)| *id == s.program.kept.id) {
                s.rejected = Some((pace.index, verdict));
            }
        }
        Ok(Tried::Kept(answer, oracles(), rejects))
    }

    /// Whether the validator, if any, takes `input` (counted in `tally` when it does not).
    fn valid(&self, input: &[u8], tally: &mut Tally) -> bool {
        let Some(validator) = self.validator else {
            return true;
        };
        let valid = matches!(
            validator.check_bytes(self.engine, input),
            Ok(Validity::Valid)
        );
        tally.invalid += usize::from(!valid);
        valid
    }

    /// After the budget: every standing target (those an input of the largest size is for
    /// first), judged on the kept ones of that size (the newest first), then on the `spares` (trusted ones
    /// that rejected none of the few targets first judged on them, which are not judged
    /// again; one that rejects a target now is kept), until [`OVERTIME_SHARE`] of the budget more has gone by. A kept
    /// largest input is judged against the rest only within the search's share for such
    /// inputs, and each target that runs out of time on it costs its whole limit (BOJ
    /// 10167: seven partial scores, five to seven seconds each on the one kept, stood when
    /// the share ran out after the first eight).
    fn overtime(
        &self,
        found: &mut Vec<Found>,
        spares: Vec<(Found, Vec<u64>)>,
        standing: &mut [Standing<'_>],
    ) -> Result<(), CaseError> {
        let deadline = Instant::now() + self.budget * OVERTIME_SHARE / 100;
        for index in (0..found.len()).rev() {
            if matches!(found[index].how, How::Largest(_)) {
                self.judge_late(&mut found[index], index, standing, &[], deadline)?;
            }
        }
        for (mut spare, judged) in spares.into_iter().rev() {
            self.judge_late(&mut spare, found.len(), standing, &judged, deadline)?;
            if !spare.rejects.is_empty() {
                found.push(spare);
            }
        }
        Ok(())
    }

    /// Judges every standing target on `kept` (the `index`th found), but those `judged` on
    /// it already, until `deadline`: those an input of the largest size is for first, then
    /// the wrong answers (BOJ 10217's four last print `Poor KCM` on the chain, a spare: its
    /// first few targets were time limits, which it did not reject).
    fn judge_late(
        &self,
        kept: &mut Found,
        index: usize,
        standing: &mut [Standing<'_>],
        judged: &[u64],
        deadline: Instant,
    ) -> Result<(), CaseError> {
        let mut open: Vec<usize> = (0..standing.len())
            .filter(|&k| standing[k].rejected.is_none())
            .filter(|&k| !judged.contains(&standing[k].program.kept.id))
            .collect();
        open.sort_by_key(|&k| !standing[k].wants_size());
        if open.is_empty() || Instant::now() >= deadline {
            return Ok(());
        }
        let staged = self.engine.scratch_path("strengthen-input");
        if let Err(e) = fs::write(&staged, &kept.input) {
            return Err(CaseError::Unreadable {
                path: self.engine.rel(&staged),
                why: e.to_string(),
            });
        }
        let label = CaseLabel::Case(String::from("candidate"));
        let data = CaseData {
            label: &label,
            input: &staged,
            answer: Answer::Bytes(&kept.answer),
        };
        for k in open {
            if Instant::now() >= deadline {
                break;
            }
            let s = &mut standing[k];
            let judgement = self.engine.judge_as(
                &self.judging(s.program),
                &data,
                s.program.invocation.as_ref(),
            );
            let judgement = match judgement {
                Ok(judgement) => judgement,
                Err(e) => {
                    let _ = fs::remove_file(&staged);
                    return Err(e);
                }
            };
            if s.met_by(judgement.verdict) {
                kept.rejects.push((s.program.kept.id, judgement.verdict));
                s.rejected = Some((index, judgement.verdict));
            }
        }
        let _ = fs::remove_file(&staged);
        Ok(())
    }

    /// How `program` is judged on this problem.
    pub(crate) fn judging<'b>(&'b self, program: &'b Program<'_>) -> Judging<'b> {
        Judging {
            source: program
                .kept
                .source
                .as_deref()
                .unwrap_or(self.template.source),
            solution: &program.built,
            limits: program.limits,
            ..self.template
        }
    }
}

/// How much of `budget` inputs of the largest size may take: [`LARGEST_SHARE`] of it while
/// a target stands that a smaller input has a chance on (a wrong answer, a partial score),
/// all of it when only those that ran out of time or memory or crashed stand.
fn largest_share(standing: &[Standing<'_>], budget: Duration) -> Duration {
    let only_size = standing
        .iter()
        .all(|s| s.rejected.is_some() || s.wants_size() && !s.partial());
    match only_size {
        true => budget,
        false => budget * LARGEST_SHARE / 100,
    }
}

/// The standing targets (indices into `standing`) the `n`th candidate is first judged
/// against: all when they are few, else [`SCREEN`] of them in turn, those that ran out of
/// time or memory first when the candidate is of the largest size.
fn screen(standing: &[Standing<'_>], n: usize, largest: bool) -> Vec<usize> {
    let open: Vec<usize> = (0..standing.len())
        .filter(|&k| standing[k].rejected.is_none())
        .collect();
    if open.len() <= SCREEN {
        return open;
    }
    let mut picked: Vec<usize> = Vec::with_capacity(SCREEN);
    if largest {
        // A different few each time: the first eight of 38 (BOJ 10217) were all that the
        // three largest candidates were ever judged against first.
        let resource: Vec<usize> = open
            .iter()
            .copied()
            .filter(|&k| standing[k].wants_size())
            .collect();
        let start = n.wrapping_mul(SCREEN) % resource.len().max(1);
        let turn = resource[start..].iter().chain(&resource[..start]);
        picked.extend(turn.take(SCREEN));
    }
    let start = n.wrapping_mul(SCREEN) % open.len();
    for &k in open[start..].iter().chain(&open[..start]) {
        if picked.len() == SCREEN {
            break;
        }
        if !picked.contains(&k) {
            picked.push(k);
        }
    }
    picked
}

/// Whether a run that spent `cpu` came near `limit`: more than [`ORACLE_TIME_SHARE`] of it in
/// CPU time, the time a limit is judged on (wall time grows with whatever else the machine
/// runs).
fn near_limit(cpu: Duration, limit: Duration) -> bool {
    cpu > limit * ORACLE_TIME_SHARE / 100
}

/// When a run came [`near_limit`], the factor that would bring it to
/// [`RESCALED_TIME_SHARE`] of `limit` were its time to scale with its input's counts.
fn slow(cpu: Duration, limit: Duration) -> Option<f64> {
    if !near_limit(cpu, limit) {
        return None;
    }
    let aim = limit.as_secs_f64() * RESCALED_TIME_SHARE / 100.0;
    Some((aim / cpu.as_secs_f64()).clamp(0.05, 0.9))
}

/// The seed of the `i`th candidate of a search seeded `seed`.
fn mix(seed: u64, i: u64) -> u64 {
    let mut rng = Rng::new(seed ^ i.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    rng.next_u64()
}

/// A digest of a candidate, to draw each input once.
fn digest(bytes: &[u8]) -> u64 {
    let mut hasher = DefaultHasher::new();
    bytes.hash(&mut hasher);
    hasher.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::kept::KeptLanguage;
    use crate::build::Built;
    use crate::config::Limits;
    use crate::workspace::replay::{Kept, Points};

    fn kept(boj: Boj) -> Kept {
        Kept {
            problem: String::from("boj-34118"),
            id: 98365881,
            language: String::from("C++17"),
            kind: KeptLanguage::Text,
            boj,
            source: None,
            boj_figures: Default::default(),
        }
    }

    fn program(kept: &Kept) -> Program<'_> {
        Program {
            kept,
            built: Built::CompileError {
                first: String::new(),
                full: String::new(),
            },
            invocation: None,
            limits: Limits {
                time: Duration::from_secs(3),
                memory_bytes: 1 << 30,
            },
        }
    }

    /// BOJ 10217 (softwareDefine/boj-backup): an accepted submission that took 2,940 ms of
    /// 3,000 on BOJ ran about 3 s on a largest input, passing as an oracle once and failing
    /// the replay after. An oracle past three quarters of its limit makes the input
    /// untrusted; the wall clock, which other work on the machine stretches, is not counted.
    #[test]
    fn an_oracle_near_its_time_limit_does_not_vouch_for_an_input() {
        let ms = Duration::from_millis;
        let limit = Duration::from_secs(3);
        assert!(near_limit(ms(2_940), limit));
        assert!(near_limit(ms(2_260), limit));
        assert!(!near_limit(ms(2_240), limit));
        assert!(!near_limit(ms(20), limit));
        // The factor that would bring it to half its limit, were its time linear.
        assert_eq!(slow(ms(2_240), limit), None);
        let factor = slow(ms(3_000), limit).expect("slow");
        assert!((factor - 0.5).abs() < 1e-9, "{factor}");
        assert_eq!(slow(ms(90_000), limit), Some(0.05));
    }

    /// BOJ 34118 (softwareDefine/boj-backup): 23 submissions of 58 points whose larger
    /// subtasks ran out of time. Their time limit rejects them as BOJ did; a wrong answer's
    /// target still wants a wrong answer.
    #[test]
    fn a_partial_score_is_rejected_by_a_time_limit_too() {
        let partial = kept(Boj::Score {
            score: Points(5800),
            full: Some(Points(10000)),
        });
        let wrong = kept(Boj::Verdict(Verdict::Wa));
        let (partial, wrong) = (program(&partial), program(&wrong));
        let standing = |program| Standing {
            program,
            want: Want::Wrong,
            rejected: None,
        };
        let (partial, wrong) = (standing(&partial), standing(&wrong));
        for v in [Verdict::Wa, Verdict::Re, Verdict::Tle, Verdict::Mle] {
            assert!(partial.met_by(v), "{v:?}");
        }
        assert!(!partial.met_by(Verdict::Ac));
        assert!(partial.wants_size());
        assert!(wrong.met_by(Verdict::Wa) && !wrong.met_by(Verdict::Tle));
        assert!(!wrong.wants_size());
    }

    /// BOJ 34118 (softwareDefine/boj-backup): 40 targets of one or two seconds each on its
    /// largest input took the whole budget on two such inputs, and the 58-point submissions
    /// (wrong answers on later subtasks, which small inputs catch) stood. Inputs of the
    /// largest size get half the budget while a target stands that a small one may catch.
    #[test]
    fn inputs_of_the_largest_size_leave_half_the_budget_to_small_ones_while_they_may_help() {
        let budget = Duration::from_secs(40);
        let (partial, wrong, tle) = (
            kept(Boj::Score {
                score: Points(5800),
                full: Some(Points(10000)),
            }),
            kept(Boj::Verdict(Verdict::Wa)),
            kept(Boj::Verdict(Verdict::Tle)),
        );
        let (partial, wrong, tle) = (program(&partial), program(&wrong), program(&tle));
        let standing = |program, want, rejected| Standing {
            program,
            want,
            rejected,
        };
        let half = Duration::from_secs(20);
        let all = [
            standing(&partial, Want::Wrong, None),
            standing(&wrong, Want::Wrong, None),
            standing(&tle, Want::Resource, None),
        ];
        assert_eq!(largest_share(&all, budget), half);
        let partial_left = [
            standing(&partial, Want::Wrong, None),
            standing(&wrong, Want::Wrong, Some((0, Verdict::Wa))),
            standing(&tle, Want::Resource, None),
        ];
        assert_eq!(largest_share(&partial_left, budget), half);
        let time_left = [
            standing(&partial, Want::Wrong, Some((0, Verdict::Wa))),
            standing(&wrong, Want::Wrong, Some((0, Verdict::Wa))),
            standing(&tle, Want::Resource, None),
        ];
        assert_eq!(largest_share(&time_left, budget), budget);
    }
}
