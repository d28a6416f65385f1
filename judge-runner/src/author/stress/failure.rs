//! What a stress session found: how it ended, the solution's first failure and what the
//! shrink reached, and how a failure is shown (the input, the expected and the found output,
//! an excerpt around the first difference).

use super::*;

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
        let ko = lang == Lang::Korean;
        let mut text = self.describe(id, lang);
        let data = root.join("testcases").join(id);
        let stored = save
            .then(|| super::super::stored_input(root, id, &self.input))
            .flatten();
        if let Some(name) = stored {
            let path = workspace::rel(root, &data.join(format!("{name}.in")));
            let _ = if ko {
                writeln!(
                    text,
                    "저장하지 않았습니다: {path}에 이미 같은 입력이 있습니다 (케이스 {name})"
                )
            } else {
                writeln!(
                    text,
                    "not saved: {path} already holds this input (case {name})"
                )
            };
        } else if save {
            let name =
                super::super::write_next_input(root, id, &self.input, self.expected.as_deref())?;
            let saved_in = workspace::rel(root, &data.join(format!("{name}.in")));
            let saved_out = workspace::rel(root, &data.join(format!("{name}.out")));
            let _ = match (self.expected.is_some(), ko) {
                (true, false) => writeln!(text, "saved as {saved_in} and {saved_out}"),
                (true, true) => writeln!(text, "{saved_in}, {saved_out}에 저장했습니다"),
                (false, false) => {
                    writeln!(text, "saved as {saved_in} (the interactor needs no .out)")
                }
                (false, true) => writeln!(
                    text,
                    "{saved_in}에 저장했습니다 (인터랙터에는 .out이 필요 없습니다)"
                ),
            };
        } else {
            let keep = if ko {
                "케이스로 남기려면"
            } else {
                "keep it as a case"
            };
            let asked = self.shrunk.as_ref().map_or(self.size, |s| s.asked);
            let size = asked.map(|k| format!(" --size {k}")).unwrap_or_default();
            let _ = writeln!(
                text,
                "{keep}: cargo judge stress {id} --seed {}{size} --count 1 --save",
                self.seed
            );
        }
        Ok(text)
    }

    /// The report of a failure: seed, verdict, input, both outputs (a compile error has
    /// only rustc's message), in `lang`.
    pub(super) fn describe(&self, id: &str, lang: Lang) -> String {
        let ko = lang == Lang::Korean;
        let (seed, verdict) = (self.seed, self.verdict);
        let message = |lang| self.reason.as_ref().map(|r| inert(&words::reason(r, lang)));
        let mut text = if ko {
            let message = message(lang).unwrap_or_default();
            format!(
                "stress {id}: 시드 {seed}에서 {}: {message}\n",
                verdict.korean()
            )
        } else {
            format!(
                "stress {id}: {verdict} on seed {seed}: {}\n",
                message(lang).unwrap_or_default()
            )
        };
        if verdict == Verdict::Ce {
            return text;
        }
        let say = |en: &'static str, ko_text: &'static str| if ko { ko_text } else { en };
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
        let input = say("input", "입력");
        let gen = match self.size {
            Some(size) => format!("gen {seed} {size}"),
            None => format!("gen {seed}"),
        };
        let shrunk = match (&self.shrunk, ko) {
            (None, _) => "",
            (Some(_), false) => ", shrunk",
            (Some(_), true) => ", 줄임",
        };
        let _ = write!(
            text,
            "{input} ({gen}{shrunk}):\n{}",
            excerpt(&self.input, None)
        );
        if self.interactive {
            if let Some(answer) = &self.expected {
                let label = say("the interactor's answer", "인터랙터의 정답 파일");
                let _ = write!(text, "{label} (brute.rs):\n{}", excerpt(answer, None));
            }
            let label = say(
                "the talk (< the interactor to the solution, > the solution to the interactor)",
                "대화 (< 인터랙터가 풀이에게, > 풀이가 인터랙터에게)",
            );
            let _ = write!(text, "{label}:\n{}", excerpt(&self.actual, None));
            return text;
        }
        let expected = self.expected.as_deref().unwrap_or_default();
        let label = say("expected", "기대한 출력");
        let _ = write!(
            text,
            "{label} (brute.rs):\n{}",
            excerpt(expected, self.line)
        );
        let label = say("found (solution)", "실제 출력 (풀이)");
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
