//! The progress line of a command that may run for a while (`gen`, a shrink in `stress`,
//! `replay`): nothing during its first seconds; then, on a terminal, one line rewritten in
//! place every fraction of a second; elsewhere (a CI log) a line of its own now and then.
//! Each command words its own line (`words.rs`); this decides when, and how it is written.

use std::time::{Duration, Instant};

/// When a progress line is due, and how it goes out.
#[derive(Debug)]
pub(crate) struct Pacer {
    started: Instant,
    terminal: bool,
    /// Nothing before this much time has passed.
    after: Duration,
    /// How often a line may come: on a terminal, and in a log.
    every: (Duration, Duration),
    last: Option<Instant>,
    /// A line is on the terminal, to clear before other text.
    shown: bool,
}

impl Pacer {
    /// A pacer started now; `every`: (on a terminal, elsewhere).
    pub(crate) fn new(terminal: bool, after: Duration, every: (Duration, Duration)) -> Pacer {
        Pacer {
            started: Instant::now(),
            terminal,
            after,
            every,
            last: None,
            shown: false,
        }
    }

    /// Time since it started.
    pub(crate) fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Whether a line is due now; when it is, the next one is counted from now.
    pub(crate) fn due(&mut self) -> bool {
        if self.started.elapsed() < self.after {
            return false;
        }
        let every = if self.terminal {
            self.every.0
        } else {
            self.every.1
        };
        if self.last.is_some_and(|at| at.elapsed() < every) {
            return false;
        }
        self.last = Some(Instant::now());
        true
    }

    /// `text` as the progress line: on a terminal over the last one, elsewhere a line.
    pub(crate) fn render(&mut self, text: &str) -> String {
        let text = text.trim_end();
        if self.terminal {
            self.shown = true;
            format!("\r\x1b[2K{text}")
        } else {
            format!("{text}\n")
        }
    }

    /// What clears a line left on the terminal, before other text ("" when there is none).
    pub(crate) fn clear(&mut self) -> &'static str {
        if std::mem::take(&mut self.shown) {
            "\r\x1b[2K"
        } else {
            ""
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terminal_line_is_rewritten_in_place_and_cleared_once() {
        let mut pacer = Pacer::new(true, Duration::ZERO, (Duration::ZERO, Duration::ZERO));
        assert!(pacer.due());
        assert_eq!(pacer.render("3/10 \n"), "\r\x1b[2K3/10");
        assert_eq!(pacer.clear(), "\r\x1b[2K");
        assert_eq!(pacer.clear(), "");
    }

    #[test]
    fn a_log_gets_lines_of_their_own_and_nothing_to_clear() {
        let mut pacer = Pacer::new(false, Duration::ZERO, (Duration::ZERO, Duration::ZERO));
        assert_eq!(pacer.render("3/10"), "3/10\n");
        assert_eq!(pacer.clear(), "");
    }

    #[test]
    fn nothing_is_due_before_its_time() {
        let hour = Duration::from_secs(3600);
        let mut early = Pacer::new(true, hour, (Duration::ZERO, Duration::ZERO));
        assert!(!early.due());
        let mut seldom = Pacer::new(false, Duration::ZERO, (Duration::ZERO, hour));
        assert!(seldom.due());
        assert!(!seldom.due(), "the next line waits its interval");
    }
}
