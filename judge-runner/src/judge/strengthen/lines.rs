//! Which lines of a special judge's answer have one answer, for a problem with a special
//! judge and no checker: learned from what the oracles print on the stored inputs and on a
//! few small candidates, and from the stored answers (the problem setter's own output).
//!
//! A line is free when two of these voices ever print it differently (a path, an
//! assignment: one answer among several), chosen when they never do. In an output whose
//! length varies only the first line is chosen, and only when it never differed: a value,
//! then its witness. Where every voice printed the same number of lines on every input (an
//! output of a fixed shape: BOJ 2496's centre, then how many diamonds it holds), every line
//! that never differed is chosen.
//! With no free line seen (a single oracle that printed the stored answers exactly) the
//! layout decides: a first line that is always one integer, with more lines after it on
//! some input, is taken for the value the other lines are a witness of (BOJ 2618's
//! distance, 2612's similarity, 2593's count), and chosen alone; otherwise nothing is.

use std::fs;
use std::path::Path;

use super::search::Search;
use crate::compare::split_lines;
use crate::engine::{Answer, CaseData, CaseError};
use crate::synth::draw::{self, Rng};
use crate::workspace::{self, CaseLabel, MAX_CASE_BYTES};

/// How many small candidates the oracles are run on, beside the stored inputs.
const CANDIDATES: u64 = 24;

/// The most lines [`crate::compare::Mode::Chosen`] can choose.
const MAX_LINES: usize = 64;

/// What the voices printed, line by line, on every input.
#[derive(Debug, Default)]
pub(crate) struct Voices {
    /// Each input's outputs, each as its lines' tokens.
    inputs: Vec<Vec<Vec<Vec<Vec<u8>>>>>,
}

/// Why lines were chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Evidence {
    /// The voices were seen to differ on the other lines and never on these.
    Seen,
    /// Nothing was seen to differ; the first line is always one integer and more lines follow.
    Layout,
}

impl Voices {
    /// Adds one input's outputs.
    pub(crate) fn add(&mut self, outputs: &[Vec<u8>]) {
        if outputs.is_empty() {
            return;
        }
        let lines = |out: &Vec<u8>| -> Vec<Vec<Vec<u8>>> {
            split_lines(out)
                .0
                .iter()
                .map(|l| {
                    l.split(|b| b.is_ascii_whitespace())
                        .filter(|t| !t.is_empty())
                        .map(<[u8]>::to_vec)
                        .collect()
                })
                .collect()
        };
        self.inputs.push(outputs.iter().map(lines).collect());
    }

    /// The chosen lines (bit `k` for line `k + 1`), when a free line was seen and a line
    /// before it, or in a fixed shape anywhere, never differed; else by the layout.
    pub(crate) fn chosen(&self) -> Option<(u64, Evidence)> {
        let mut free = 0u64;
        let mut present = 0u64;
        let mut fixed: Option<usize> = None;
        let mut shaped = true;
        for outputs in self.inputs.iter().filter(|o| o.len() >= 2) {
            let most = outputs
                .iter()
                .map(Vec::len)
                .max()
                .unwrap_or(0)
                .min(MAX_LINES);
            let least = outputs
                .iter()
                .map(Vec::len)
                .min()
                .unwrap_or(0)
                .min(MAX_LINES);
            for out in outputs {
                shaped &= *fixed.get_or_insert(out.len()) == out.len();
            }
            for k in 0..most {
                let first = outputs[0].get(k);
                if outputs.iter().any(|out| out.get(k) != first) {
                    free |= 1 << k;
                }
            }
            present |= low_bits(least);
        }
        if free == 0 {
            return self.layout().then_some((1, Evidence::Layout));
        }
        let chosen = if shaped {
            present & !free
        } else {
            // A value, then a witness of varying length: the first line alone, when it never
            // differed. A later line before the first free one may be part of the witness
            // that happened to agree (BOJ 2593: the elevators taken, one per line).
            present & low_bits(free.trailing_zeros() as usize) & 1
        };
        (chosen != 0).then_some((chosen, Evidence::Seen))
    }

    /// Whether every output's first line is one integer, and some output has more lines.
    fn layout(&self) -> bool {
        let outputs = || self.inputs.iter().flatten();
        let integer = |out: &Vec<Vec<Vec<u8>>>| match out.first().map(Vec::as_slice) {
            Some([token]) => std::str::from_utf8(token).is_ok_and(|t| t.parse::<i64>().is_ok()),
            _ => false,
        };
        outputs().next().is_some() && outputs().all(integer) && outputs().any(|o| o.len() >= 2)
    }
}

/// The bits of lines `1..=n` (bits `0..n`).
fn low_bits(n: usize) -> u64 {
    match n {
        0 => 0,
        64.. => u64::MAX,
        _ => (1u64 << n) - 1,
    }
}

impl Search<'_> {
    /// What the oracles and the stored answers print on the stored inputs and on
    /// [`CANDIDATES`] small candidates. Their compare mode must accept any output.
    pub(crate) fn voices(&self, cases: &[workspace::Case]) -> Result<Voices, CaseError> {
        let mut voices = Voices::default();
        for case in cases {
            // An input past the bound a stored case may have is not run.
            if workspace::read_bounded(&case.input, MAX_CASE_BYTES).is_err() {
                continue;
            }
            let mut outputs = self.outputs(&case.input)?;
            let answer = case
                .answer
                .as_deref()
                .map(|a| workspace::read_bounded(a, MAX_CASE_BYTES));
            if let Some(Ok(answer)) = answer {
                outputs.push(answer);
            }
            voices.add(&outputs);
        }
        for i in 0..CANDIDATES {
            let seed = self.seed ^ i.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x6c69_6e65;
            let (mut values, _) = self.candidate(seed, None, 1.0);
            self.invariants
                .shape(self.model, &mut values, &mut Rng::new(seed));
            if !self.invariants.hold(self.model, &values) {
                continue;
            }
            let input = draw::write(self.model, &values);
            let staged = self.engine.scratch_path("strengthen-lines");
            if fs::write(&staged, &input).is_err() {
                continue;
            }
            let outputs = self.outputs(&staged);
            let _ = fs::remove_file(&staged);
            voices.add(&outputs?);
        }
        Ok(voices)
    }

    /// What every oracle that exits 0 prints on the input at `path`.
    fn outputs(&self, path: &Path) -> Result<Vec<Vec<u8>>, CaseError> {
        let label = CaseLabel::Case(String::from("candidate"));
        let data = CaseData {
            label: &label,
            input: path,
            answer: Answer::None,
        };
        let mut outputs = Vec::new();
        for oracle in self.oracles {
            if let (Ok(out), _) =
                self.engine
                    .output_of(&self.judging(oracle), &data, oracle.invocation.as_ref())?
            {
                outputs.push(out);
            }
        }
        Ok(outputs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn voices(inputs: &[&[&str]]) -> Voices {
        let mut v = Voices::default();
        for outputs in inputs {
            let outputs: Vec<Vec<u8>> = outputs.iter().map(|o| o.as_bytes().to_vec()).collect();
            v.add(&outputs);
        }
        v
    }

    #[test]
    fn the_lines_before_the_first_that_differs_are_chosen() {
        // BOJ 2618: the distance, then one car per event.
        let v = voices(&[&["9\n1\n2\n", "9\n2\n2\n"], &["4\n1\n", "4 \n1\n"]]);
        assert_eq!(v.chosen(), Some((1, Evidence::Seen)));
        // A later line that happened to agree is not chosen in an output of varying length.
        let v = voices(&[&["3\n1\n2\n", "3\n2\n2\n"], &["5\n", "5\n"]]);
        assert_eq!(v.chosen(), Some((1, Evidence::Seen)));
        // BOJ 2593: how many elevators, then one per line. A second line that agreed on
        // both inputs is still part of the witness: only the count is chosen.
        let v = voices(&[&["3\n2\n1\n4\n", "3\n2\n5\n4\n"], &["1\n7\n", "1\n7\n"]]);
        assert_eq!(v.chosen(), Some((1, Evidence::Seen)));
        // A first line that differed chooses nothing in an output of varying length.
        let v = voices(&[&["1\n7\n", "2\n7\n"], &["1\n", "1\n"]]);
        assert_eq!(v.chosen(), None);
    }

    #[test]
    fn a_fixed_shape_chooses_every_line_that_never_differed() {
        // BOJ 2496: a centre (one among several), then how many diamonds it holds.
        let v = voices(&[&["1 1\n4\n", "3 5\n4\n"], &["2 2\n1\n", "2 2\n1\n"]]);
        assert_eq!(v.chosen(), Some((0b10, Evidence::Seen)));
    }

    #[test]
    fn nothing_is_chosen_without_a_line_that_differs_or_one_that_never_did() {
        assert_eq!(voices(&[&["1\n", "2\n"]]).chosen(), None);
        assert_eq!(voices(&[&["1 2\n3\n", "1 2\n3\n"]]).chosen(), None);
        assert_eq!(voices(&[&["7\n", "7\n"], &["8\n"]]).chosen(), None);
        assert_eq!(Voices::default().chosen(), None);
    }

    #[test]
    fn with_nothing_seen_to_differ_a_first_line_of_one_integer_is_the_value() {
        // BOJ 2618 with one accepted submission, which printed the stored answer exactly.
        let v = voices(&[&["9\n2\n2\n1\n", "9\n2\n2\n1\n"], &["4\n1\n"]]);
        assert_eq!(v.chosen(), Some((1, Evidence::Layout)));
        // A first line of two numbers (BOJ 2648's corner) is no value.
        assert_eq!(voices(&[&["1 2\n3 4\n"]]).chosen(), None);
    }
}
