//! What a stress session found: how it ended, the solution's first failure and what the
//! shrink reached, and how a failure is shown (the input, the expected and the found output,
//! an excerpt around the first difference).

use super::*;
use crate::report::words::Label;

/// How a stress session ended.
pub(super) enum Outcome {
    Agreed,
    Failed(Box<Failure>),
    /// gen, brute or the checker failed: the setup's fault, not the solution's.
    Setup(Error),
    Interrupted(i32),
}

/// The solution's first failure.
pub(super) struct Failure {
    pub(super) seed: u64,
    pub(super) verdict: Verdict,
    pub(super) reason: Option<Reason>,
    pub(super) input: Vec<u8>,
    /// What the solution is judged against: brute's answer; in an interactive problem,
    /// brute's output when there is a brute.rs.
    pub(super) expected: Option<Vec<u8>>,
    /// The solution's output; in an interactive problem, the talk with the interactor.
    pub(super) actual: Vec<u8>,
    pub(super) interactive: bool,
    /// The line of the actual output where the difference starts, when it is a difference.
    pub(super) line: Option<usize>,
    /// The size `gen SEED SIZE` was asked for, when one was.
    pub(super) size: Option<u64>,
    /// When this failure is a shrunk one: what the original was.
    pub(super) shrunk: Option<Shrunk>,
}

/// What a shrink started from and reached.
pub(super) struct Shrunk {
    /// `--size`, as the run that found the failure was asked.
    pub(super) asked: Option<u64>,
    /// The original size and the smallest failing one, when sizes were searched.
    pub(super) size: Option<(u64, u64)>,
    pub(super) from_tokens: usize,
    pub(super) from_bytes: usize,
    pub(super) timed_out: bool,
}

/// What went wrong on one seed.
pub(super) enum SeedError {
    Failed(Box<Failure>),
    Setup(Error),
    Interrupted,
}

impl Failure {
    /// Whether shrinking applies: not to a compile error (every input fails alike), nor to
    /// an interactive problem, whose failure is a talk.
    pub(super) fn shrinkable(&self) -> bool {
        self.verdict != Verdict::Ce && !self.interactive
    }

    /// The report of a failure: seed, verdict, input, both outputs; with `save`, the case
    /// is stored as the next one.
    pub(super) fn report(
        &self,
        root: &Path,
        id: &str,
        save: bool,
        lang: Lang,
    ) -> Result<String, Error> {
        let mut text = self.describe(id, lang);
        let data = root.join("testcases").join(id);
        let stored = save
            .then(|| super::super::stored_input(root, id, &self.input))
            .flatten();
        if let Some(name) = stored {
            let path = workspace::rel(root, &data.join(format!("{name}.in")));
            let _ = writeln!(
                text,
                "{}",
                words::line(&Line::NotSaved { path, name }, lang)
            );
        } else if save {
            let name =
                super::super::write_next_input(root, id, &self.input, self.expected.as_deref())?;
            let saved = Line::Saved {
                input: workspace::rel(root, &data.join(format!("{name}.in"))),
                output: self
                    .expected
                    .is_some()
                    .then(|| workspace::rel(root, &data.join(format!("{name}.out")))),
            };
            let _ = writeln!(text, "{}", words::line(&saved, lang));
        } else {
            let keep = Line::KeepIt {
                id: id.to_owned(),
                seed: self.seed,
                size: self.shrunk.as_ref().map_or(self.size, |s| s.asked),
            };
            let _ = writeln!(text, "{}", words::line(&keep, lang));
        }
        Ok(text)
    }

    /// The report of a failure: seed, verdict, input, both outputs (a compile error has
    /// only rustc's message), in `lang`.
    pub(super) fn describe(&self, id: &str, lang: Lang) -> String {
        let (seed, verdict) = (self.seed, self.verdict);
        let message = self.reason.as_ref().map(|r| inert(&words::reason(r, lang)));
        let head = Line::FailedOn {
            id: id.to_owned(),
            verdict,
            seed,
            message: message.unwrap_or_default(),
        };
        let mut text = format!("{}\n", words::line(&head, lang));
        if verdict == Verdict::Ce {
            return text;
        }
        let say = |label| words::label(label, lang);
        if let Some(shrunk) = &self.shrunk {
            let line = ShrinkLine::Done {
                size: shrunk.size,
                from_tokens: shrunk.from_tokens,
                from_bytes: shrunk.from_bytes,
                tokens: count_tokens(&self.input),
                bytes: self.input.len(),
                timed_out: shrunk.timed_out,
            };
            text.push_str(&words::shrink_line(&line, lang));
        }
        let input = say(Label::Input);
        let gen = match self.size {
            Some(size) => format!("gen {seed} {size}"),
            None => format!("gen {seed}"),
        };
        let shrunk = if self.shrunk.is_some() {
            say(Label::Shrunk)
        } else {
            ""
        };
        let _ = write!(
            text,
            "{input} ({gen}{shrunk}):\n{}",
            excerpt(&self.input, None)
        );
        if self.interactive {
            if let Some(answer) = &self.expected {
                let label = say(Label::InteractorAnswer);
                let _ = write!(text, "{label} (brute.rs):\n{}", excerpt(answer, None));
            }
            let label = say(Label::Talk);
            let _ = write!(text, "{label}:\n{}", excerpt(&self.actual, None));
            return text;
        }
        let expected = self.expected.as_deref().unwrap_or_default();
        let label = say(Label::Expected);
        let _ = write!(
            text,
            "{label} (brute.rs):\n{}",
            excerpt(expected, self.line)
        );
        let label = say(Label::Found);
        let _ = write!(text, "{label}:\n{}", excerpt(&self.actual, self.line));
        text
    }
}

/// Up to `SHOW_LINES` lines of `bytes` (around `line`, 1-based, when given), indented, with
/// a note of what was left out.
pub(crate) fn excerpt(bytes: &[u8], line: Option<usize>) -> String {
    if bytes.is_empty() {
        return "    (empty)\n".to_owned();
    }
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text.lines().collect();
    let first = match line {
        Some(line) if lines.len() > SHOW_LINES => line
            .saturating_sub(SHOW_LINES / 2)
            .min(lines.len() - SHOW_LINES),
        _ => 0,
    };
    let mut out = String::new();
    if first > 0 {
        let _ = writeln!(out, "    … {first} lines before");
    }
    let mut shown = 0;
    let mut bytes_shown = 0;
    for (i, l) in lines.iter().enumerate().skip(first).take(SHOW_LINES) {
        if bytes_shown + l.len() > SHOW_BYTES && shown > 0 {
            break;
        }
        let mark = if Some(i + 1) == line { ">" } else { " " };
        let l: String = l.chars().take(SHOW_BYTES).collect();
        let _ = writeln!(out, "  {mark} {}", inert(&compare::visible(l.as_bytes())));
        shown += 1;
        bytes_shown += l.len();
    }
    let rest = lines.len() - first - shown;
    if rest > 0 {
        let _ = writeln!(
            out,
            "    … {rest} more lines ({} bytes in all)",
            bytes.len()
        );
    }
    out
}
