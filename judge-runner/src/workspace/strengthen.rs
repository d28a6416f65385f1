//! What `cargo judge strengthen` finds, as data for the reporters: per problem, each
//! target's standing before and after, what the search tried and kept, or why the problem
//! was not searched.

use crate::verdict::Verdict;
use std::path::Path;
use std::time::Duration;

/// The kind of rejection BOJ gave a target, which a new case must give it too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Want {
    /// A wrong answer, presentation error, runtime error, output limit or partial score:
    /// a wrong output (or a crash) on some case.
    Wrong,
    /// A time or memory limit: a case large enough.
    Resource,
}

impl Want {
    /// Whether verdict `here` is this kind of rejection.
    pub(crate) fn met_by(self, here: Verdict) -> bool {
        match self {
            Want::Wrong => matches!(here, Verdict::Wa | Verdict::Pe | Verdict::Re | Verdict::Ole),
            Want::Resource => matches!(here, Verdict::Tle | Verdict::Mle),
        }
    }

    /// Its name in JSON.
    pub(crate) fn key(self) -> &'static str {
        match self {
            Want::Wrong => "wrong",
            Want::Resource => "resource",
        }
    }
}

/// Why a problem was not searched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Skip {
    /// No kept submission BOJ rejected.
    NoTarget,
    /// No kept submission BOJ accepted that runs here and passes the stored cases.
    NoOracle,
    /// An interactive problem.
    Interactive,
    /// The page says special judge and the problem has no checker: oracles would disagree.
    SpecialJudge,
    /// No stored input to infer a model from, and no `input-model.toml`.
    NoModel,
    /// `input-model.toml` cannot be read: its line and what is wrong.
    BrokenModel { line: usize, why: String },
}

impl Skip {
    /// Its name in JSON.
    pub(crate) fn key(&self) -> &'static str {
        match self {
            Skip::NoTarget => "no-target",
            Skip::NoOracle => "no-oracle",
            Skip::Interactive => "interactive",
            Skip::SpecialJudge => "special-judge",
            Skip::NoModel => "no-model",
            Skip::BrokenModel { .. } => "broken-model",
        }
    }
}

/// Where a target stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Standing {
    /// A stored case (one of the page's, or synthesized before) already rejects it.
    Before(Verdict),
    /// A case this search kept rejects it.
    Now { case: String, verdict: Verdict },
    /// Every case still accepts it.
    Accepted,
    /// It cannot be run here (no code, no row, no tool, a compile error here).
    NotRunnable,
}

/// One target's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Target {
    pub id: u64,
    pub language: String,
    pub want: Want,
    pub standing: Standing,
}

/// What one problem's strengthening found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Outcome {
    pub problem: String,
    /// Why it was not searched (its targets are still counted).
    pub skipped: Option<Skip>,
    pub targets: Vec<Target>,
    /// Oracles that ran (passing every stored case), and those left out (not runnable, a
    /// compile error here, failing a stored case, held out).
    pub oracles: usize,
    pub oracles_left_out: usize,
    pub candidates: usize,
    /// Candidates thrown away: the first oracle failed on it, the oracles disagreed, the
    /// validator refused it.
    pub oracle_failed: usize,
    pub disagreed: usize,
    pub invalid: usize,
    /// Drawn and not tried: it breaks a rule every stored input keeps.
    pub outside: usize,
    /// The cases written (`auto-N`), or that would be under `--dry-run`.
    pub kept: Vec<String>,
    pub elapsed: Duration,
    /// Read from the last run: nothing it depends on changed.
    pub remembered: bool,
    /// The model was inferred and written to `input-model.toml` in this run.
    pub model_written: bool,
    /// A special judge without a checker: the lines of its answers found to have one answer
    /// (bit `k` for line `k + 1`), written to `problem.toml` as `compared_lines` in this run.
    pub chosen_lines: Option<u64>,
    /// Under `--hold-out`: the accepted submission left out of the oracles, and the kept
    /// cases it fails (each one a false rejection).
    pub held_out: Option<HeldOut>,
}

/// An accepted submission held out of the oracles, judged on the kept cases afterwards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct HeldOut {
    pub id: u64,
    pub language: String,
    /// The kept cases it fails, with its verdict.
    pub failed: Vec<(String, Verdict)>,
}

impl Outcome {
    /// Targets of kind `want`: how many, rejected before, rejected now (before or now).
    pub(crate) fn count(&self, want: Option<Want>) -> (usize, usize, usize) {
        let of = self
            .targets
            .iter()
            .filter(|t| want.is_none_or(|w| t.want == w));
        let (mut total, mut before, mut now) = (0, 0, 0);
        for t in of {
            total += 1;
            match t.standing {
                Standing::Before(_) => {
                    before += 1;
                    now += 1;
                }
                Standing::Now { .. } => now += 1,
                Standing::Accepted | Standing::NotRunnable => {}
            }
        }
        (total, before, now)
    }
}

/// The sums over every problem, for the summary.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Totals {
    pub problems: usize,
    pub searched: usize,
    pub skipped: usize,
    /// Targets, rejected before and now, by kind (`[wrong, resource]`).
    pub targets: [(usize, usize, usize); 2],
    pub not_runnable: usize,
    pub candidates: usize,
    pub discarded: usize,
    pub kept: usize,
    pub held_out: usize,
    pub held_out_failed: usize,
    pub errors: usize,
    pub elapsed: Duration,
}

impl Totals {
    /// Adds one problem's outcome.
    pub(crate) fn add(&mut self, o: &Outcome) {
        self.problems += 1;
        if o.skipped.is_some() {
            self.skipped += 1;
        } else {
            self.searched += 1;
        }
        for (i, want) in [Want::Wrong, Want::Resource].into_iter().enumerate() {
            let (t, b, n) = o.count(Some(want));
            self.targets[i].0 += t;
            self.targets[i].1 += b;
            self.targets[i].2 += n;
        }
        self.not_runnable += o
            .targets
            .iter()
            .filter(|t| t.standing == Standing::NotRunnable)
            .count();
        self.candidates += o.candidates;
        self.discarded += o.oracle_failed + o.disagreed + o.invalid;
        self.kept += o.kept.len();
        if let Some(h) = &o.held_out {
            self.held_out += 1;
            self.held_out_failed += usize::from(!h.failed.is_empty());
        }
    }
}

/// Where a synthesized case came from, as `auto.toml` records it: said with a failure on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Origin {
    /// How it was made (`mutations of sample-1`, `drawn fresh`).
    pub made: String,
    /// The accepted submissions whose answer it holds.
    pub oracles: Vec<u64>,
}

/// The record of case `name` in `data`'s `auto.toml`, when there is one.
pub(crate) fn origin(data: &Path, name: &str) -> Option<Origin> {
    let text = super::read_bounded(&data.join("auto.toml"), 1 << 20).ok()?;
    let text = String::from_utf8_lossy(&text);
    let wanted = format!("name = \"{name}\"");
    let record = text
        .split("[[case]]")
        .find(|r| r.lines().any(|l| l.trim() == wanted))?;
    let value = |key: &str| {
        record
            .lines()
            .find_map(|l| l.trim().strip_prefix(key)?.trim_start().strip_prefix('='))
            .map(str::trim)
    };
    let made = value("made")?.trim_matches('"').to_owned();
    let oracles = value("oracles")?
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split(',')
        .filter_map(|id| id.trim().parse().ok())
        .collect();
    Some(Origin { made, oracles })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cases_record_is_found_by_its_name() {
        let data = std::env::temp_dir().join(format!("judge-origin-{}", std::process::id()));
        std::fs::create_dir_all(&data).unwrap();
        std::fs::write(
            data.join("auto.toml"),
            "# header\n\n[[case]]\nname = \"auto-1\"\nmade = \"drawn fresh\"\nseed = 1\n\
             oracles = [7]\n\n[[case]]\nname = \"auto-10\"\nmade = \"mutations of sample-2\"\n\
             seed = 2\noracles = [61886972, 61887018]\nrejects = [1]\n",
        )
        .unwrap();
        assert_eq!(
            origin(&data, "auto-10"),
            Some(Origin {
                made: "mutations of sample-2".into(),
                oracles: vec![61886972, 61887018]
            })
        );
        assert_eq!(origin(&data, "auto-1").unwrap().oracles, [7]);
        assert_eq!(origin(&data, "auto-2"), None);
        let _ = std::fs::remove_dir_all(&data);
    }
}
