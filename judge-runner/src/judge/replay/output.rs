//! How replay rows are shown: a JSON line each and a summary line (`--format json`), or
//! words with a fidelity row's failing case as the judge reports it, and the progress line.

use super::memory::note_code;
use super::{Boj, Cause, Counts, Finding, NotRunnable, Replayed};
use crate::report::human::Human;
use crate::report::json::string;
use crate::report::progress::Pacer;
use crate::report::words::replay as words;
use crate::report::{inert_line, Color, Event, Lang, Reporter};
use std::fmt::Write as _;
use std::time::Duration;

/// The JSON line of a row.
pub(super) fn json_row(replayed: &Replayed) -> String {
    let row = &replayed.row;
    let mut line = format!(
        "{{\"type\":\"replay\",\"problem\":{},\"submission\":{},\"language\":{},\"boj\":{}",
        string(&row.kept.problem),
        string(&row.kept.id.to_string()),
        string(&row.kept.language),
        string(row.kept.boj.code()),
    );
    if let Boj::Score { score, full } = row.kept.boj {
        let _ = write!(line, ",\"score\":{score}");
        if let Some(full) = full {
            let _ = write!(line, ",\"full_score\":{full}");
        }
    }
    match row.here {
        Some(here) => {
            let _ = write!(line, ",\"here\":{}", string(here.code()));
        }
        None => line.push_str(",\"here\":null"),
    }
    let number = |line: &mut String, key: &str, n: Option<u64>| {
        if let Some(n) = n {
            let _ = write!(line, ",\"{key}\":{n}");
        }
    };
    // The largest over the cases judged here, the peak as BOJ would have counted it, and
    // BOJ's own figures from its record.
    let figures = row.figures;
    number(&mut line, "time_ms", figures.here.time_ms);
    number(&mut line, "memory_kb", figures.here.memory_kb);
    number(&mut line, "memory_kb_as_boj", figures.memory_kb_as_boj);
    number(&mut line, "time_ms_as_boj", figures.time_ms_as_boj);
    number(&mut line, "boj_time_ms", row.kept.boj_figures.time_ms);
    number(&mut line, "boj_memory_kb", row.kept.boj_figures.memory_kb);
    let _ = write!(line, ",\"finding\":{}", string(row.finding.code()));
    if let Finding::Fidelity(cause) = row.finding {
        let word = match cause {
            Cause::NoSpecialJudge => "special-judge",
            Cause::Build => "build",
            Cause::Toolchain(_) => "toolchain",
            Cause::Judge => "judge",
        };
        let _ = write!(line, ",\"cause\":{}", string(word));
        if let Cause::Toolchain(why) = cause {
            let _ = write!(line, ",\"toolchain\":{}", string(why.code()));
        }
    }
    if let Some(case) = &row.case {
        let _ = write!(line, ",\"case\":{}", string(case));
    }
    if let Some(reason) = replayed.failing.as_ref().and_then(|c| c.reason.as_ref()) {
        let _ = write!(line, ",\"reason\":{}", string(&reason.to_string()));
    }
    if let Some(first) = &row.compile_error {
        let _ = write!(line, ",\"reason\":{}", string(first));
    }
    if let Finding::NotRunnable(why) = row.finding {
        let _ = write!(line, ",\"why\":{}", string(why.code()));
    }
    match row.finding {
        Finding::NotRunnable(NotRunnable::Missing(tool)) => {
            let _ = write!(line, ",\"missing\":{}", string(tool.command()));
        }
        Finding::NotRunnable(NotRunnable::Broken(tool)) => {
            let _ = write!(line, ",\"broken\":{}", string(tool.command()));
        }
        _ => {}
    }
    if !row.notes.is_empty() {
        let notes: Vec<String> = row.notes.iter().map(|n| string(&note_code(*n))).collect();
        let _ = write!(line, ",\"notes\":[{}]", notes.join(","));
    }
    line.push('}');
    line
}

/// The JSON summary line.
pub(super) fn json_summary(counts: &Counts) -> String {
    let languages: Vec<String> = counts
        .languages
        .iter()
        .map(|(name, c)| {
            format!(
                "{}:{{\"submissions\":{},\"runnable\":{},\"not_judged\":{},\
                 \"not_comparable\":{}}}",
                string(name),
                c.submissions,
                c.runnable,
                c.not_judged,
                c.not_comparable
            )
        })
        .collect();
    format!(
        "{{\"type\":\"replay-summary\",\"submissions\":{},\"runnable\":{},\"agrees\":{},\
         \"weaker_cases\":{},\"fidelity\":{},\"not_runnable\":{},\"not_judged\":{},\
         \"not_comparable\":{},\"errors\":{},\"elapsed_ms\":{},\"languages\":{{{}}}}}",
        counts.submissions,
        counts.runnable,
        counts.agrees,
        counts.weaker,
        counts.fidelity,
        counts.not_runnable,
        counts.not_judged,
        counts.not_comparable,
        counts.errors,
        counts.elapsed.as_millis(),
        languages.join(",")
    )
}

/// The replay's progress, on a terminal rewritten in place, elsewhere a line now and then;
/// nothing during its first seconds ([`Pacer`]).
pub(super) struct Progress {
    pub(super) total: usize,
    pub(super) pacer: Pacer,
}

/// A replay that ends within this shows no progress line.
pub(super) const PROGRESS_AFTER: Duration = Duration::from_secs(3);
/// How often a progress line is written where it cannot be rewritten.
pub(super) const PROGRESS_EVERY: Duration = Duration::from_secs(15);

impl Progress {
    pub(super) fn line(&mut self, done: usize, lang: Lang) -> Option<String> {
        if done == 0 || done >= self.total || !self.pacer.due() {
            return None;
        }
        let elapsed = self.pacer.elapsed();
        let left = elapsed.mul_f64((self.total - done) as f64 / done as f64);
        Some(
            self.pacer
                .render(&words::progress(done, self.total, left, lang)),
        )
    }

    /// What clears a progress line before other text.
    pub(super) fn clear(&mut self) -> &'static str {
        self.pacer.clear()
    }
}

/// A row in words, and a fidelity row's failing case as the judge reports it.
pub(super) fn human_row(replayed: &Replayed, lang: Lang, color: Color) -> String {
    let row = &replayed.row;
    let mut text = words::row(row, lang);
    // A tool that does not work says its error in the row itself.
    let broken = matches!(row.finding, Finding::NotRunnable(NotRunnable::Broken(_)));
    if let Some(first) = row.compile_error.as_ref().filter(|_| !broken) {
        for line in first.lines() {
            text.push_str(&format!("       {line}\n"));
        }
    }
    if let Some(case) = &replayed.failing {
        let mut shown = Vec::new();
        let _ = Human::new(&mut shown, color, lang).event(&Event::Case(case));
        text.push_str(&String::from_utf8_lossy(&shown));
    }
    inert_line_block(&text)
}

/// Every line of `text` made inert (names and a judged program's words are untrusted).
pub(super) fn inert_line_block(text: &str) -> String {
    text.lines()
        .map(|l| format!("{}\n", inert_line(l)))
        .collect()
}
