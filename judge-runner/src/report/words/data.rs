//! The lines of the judge-data commands, in English and Korean: `gen`'s header, progress and
//! summary, `stress`'s shrinking, and `--explain-data`'s table.

use crate::report::{Expect, Lang};
use crate::verdict::Verdict;

/// One line of `gen`, with the numbers it reports.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum GenLine<'a> {
    /// `gen ID`: the seeds it works on.
    Start {
        id: &'a str,
        first: u64,
        last: u64,
        size: Option<u64>,
        jobs: usize,
    },
    /// `done` of `total` new seeds worked on.
    Progress {
        id: &'a str,
        done: usize,
        total: usize,
    },
    /// The summary: how many cases are new, how many seeds were stored already and how many
    /// inputs equalled a stored one.
    Done {
        id: &'a str,
        new: u64,
        already: u64,
        duplicates: u64,
        seconds: f64,
    },
    /// Interrupted after `new` cases were stored.
    Interrupted {
        id: &'a str,
        new: u64,
        signal: String,
    },
}

/// `line` in `lang`, ending in a newline.
pub(crate) fn gen_line(line: &GenLine<'_>, lang: Lang) -> String {
    let ko = lang == Lang::Korean;
    let s = |n: u64| if n == 1 { "" } else { "s" };
    match line {
        GenLine::Start {
            id,
            first,
            last,
            size,
            jobs,
        } => {
            let size = match (size, ko) {
                (Some(k), false) => format!(", size {k}"),
                (Some(k), true) => format!(", 크기 {k}"),
                (None, _) => String::new(),
            };
            if ko {
                format!("gen {id}: 시드 {first}..{last}{size}, 동시에 {jobs}개\n")
            } else {
                format!("gen {id}: seeds {first}..{last}{size}, {jobs} at once\n")
            }
        }
        GenLine::Progress { id, done, total } => {
            if ko {
                format!("gen {id}: {done}/{total}\n")
            } else {
                format!("gen {id}: {done} of {total}\n")
            }
        }
        GenLine::Done {
            id,
            new,
            already,
            duplicates,
            seconds,
        } => {
            if ko {
                let mut text = format!("gen {id}: 새 케이스 {new}개");
                if *already > 0 {
                    text.push_str(&format!(", 이미 저장된 시드 {already}개는 건너뜀"));
                }
                if *duplicates > 0 {
                    text.push_str(&format!(
                        ", 저장된 입력과 같은 입력 {duplicates}개는 저장하지 않음"
                    ));
                }
                format!("{text} ({seconds:.1}초)\n")
            } else {
                let mut text = format!("gen {id}: {new} new case{}", s(*new));
                if *already > 0 {
                    text.push_str(&format!(
                        ", {already} seed{} already stored (skipped)",
                        s(*already)
                    ));
                }
                if *duplicates > 0 {
                    text.push_str(&format!(
                        ", {duplicates} input{} equal to a stored one (not stored)",
                        s(*duplicates)
                    ));
                }
                format!("{text} in {seconds:.1} s\n")
            }
        }
        GenLine::Interrupted { id, new, signal } => {
            if ko {
                format!("gen {id}: {signal}로 중단됨; 새 케이스 {new}개는 저장됨\n")
            } else {
                format!(
                    "gen {id}: interrupted by {signal}; {new} new case{} stored",
                    s(*new)
                ) + "\n"
            }
        }
    }
}

/// A line of `stress`'s shrinking, with the sizes it reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ShrinkLine {
    /// Under way: the smallest failing input so far has `tokens` tokens on `lines` lines.
    Progress { tokens: usize, lines: usize },
    /// Done: from the original input (and the generator's size) to the shrunk one.
    Done {
        /// The size the generator was asked for and the smallest failing one, when sizes
        /// were searched.
        size: Option<(u64, u64)>,
        from_tokens: usize,
        from_bytes: usize,
        tokens: usize,
        bytes: usize,
        /// `--shrink-time` ran out before the shrink was done.
        timed_out: bool,
    },
}

/// `line` in `lang`, ending in a newline.
pub(crate) fn shrink_line(line: &ShrinkLine, lang: Lang) -> String {
    let ko = lang == Lang::Korean;
    match line {
        ShrinkLine::Progress { tokens, lines } => {
            if ko {
                format!("줄이는 중: 토큰 {tokens}개, {lines}줄\n")
            } else {
                format!("shrinking: {tokens} tokens on {lines} lines\n")
            }
        }
        ShrinkLine::Done {
            size,
            from_tokens,
            from_bytes,
            tokens,
            bytes,
            timed_out,
        } => {
            let mut text = if ko {
                format!(
                    "줄인 입력: 토큰 {from_tokens}개({from_bytes}바이트)에서 토큰 \
                     {tokens}개({bytes}바이트)로"
                )
            } else {
                format!(
                    "shrunk from {from_tokens} tokens ({from_bytes} bytes) to {tokens} tokens \
                     ({bytes} bytes)"
                )
            };
            if let Some((from, to)) = size {
                text.push_str(&if ko {
                    format!(", 크기 {from}에서 {to}로")
                } else {
                    format!(", size {from} to {to}")
                });
            }
            if *timed_out {
                text.push_str(if ko {
                    " (--shrink-time이 다 되어 멈춤)"
                } else {
                    " (stopped at --shrink-time)"
                });
            }
            text + "\n"
        }
    }
}

/// A line of `--explain-data`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ExplainLine<'a> {
    /// A problem's heading: how many programs the cases must reject, and how many cases.
    Problem {
        id: &'a str,
        programs: usize,
        cases: usize,
    },
    /// One wrong solution or rejected submission: the first case that rejects it (and with
    /// which verdict), and how many of the cases do.
    Program {
        name: &'a str,
        expect: Expect,
        /// BOJ's verdict, for a kept submission.
        boj: Option<&'a str>,
        first: Option<(&'a str, Verdict)>,
        rejected: usize,
        cases: usize,
    },
    /// A program that does not compile: it says nothing about the data.
    DoesNotCompile { name: &'a str, first: &'a str },
    /// The cases that reject none of the programs (the first few of them, and how many).
    RejectNothing {
        listed: &'a [&'a str],
        count: usize,
        cases: usize,
    },
}

/// `line` in `lang`, ending in a newline.
pub(crate) fn explain_line(line: &ExplainLine<'_>, lang: Lang) -> String {
    let ko = lang == Lang::Korean;
    match line {
        ExplainLine::Problem {
            id,
            programs,
            cases,
        } => {
            if ko {
                format!("{id}: 걸러내야 할 풀이 {programs}개, 케이스 {cases}개\n")
            } else {
                format!(
                    "{id}: {programs} program{} the cases must reject, {cases} case{}\n",
                    if *programs == 1 { "" } else { "s" },
                    if *cases == 1 { "" } else { "s" }
                )
            }
        }
        ExplainLine::Program {
            name,
            expect,
            boj,
            first,
            rejected,
            cases,
        } => program(name, *expect, *boj, *first, *rejected, *cases, lang),
        ExplainLine::DoesNotCompile { name, first } => {
            if ko {
                format!("  {name}: 컴파일되지 않습니다: {first}\n")
            } else {
                format!("  {name}: does not compile: {first}\n")
            }
        }
        ExplainLine::RejectNothing {
            listed,
            count,
            cases,
        } => reject_nothing(listed, *count, *cases, lang),
    }
}

/// A program's line under `explain`: what it was expected to get (or BOJ's verdict, for a kept
/// submission), the case that rejects it first and how many do.
fn program(
    name: &str,
    expect: Expect,
    boj: Option<&str>,
    first: Option<(&str, Verdict)>,
    rejected: usize,
    cases: usize,
    lang: Lang,
) -> String {
    let ko = lang == Lang::Korean;
    let said = match (boj, ko) {
        (Some(boj), false) => format!("BOJ: {boj}"),
        (Some(boj), true) => format!("백준: {boj}"),
        (None, _) => format!("expect: {}", expect.code()),
    };
    match (first, ko) {
        (Some((case, verdict)), false) => format!(
            "  {name} ({said}): first rejected by case {case} ({}), rejected by \
             {rejected} of {cases} cases\n",
            verdict.code()
        ),
        (Some((case, verdict)), true) => format!(
            "  {name} ({said}): 케이스 {case}에서 처음 걸러짐 ({}), 케이스 {cases}개 \
             중 {rejected}개가 걸러냄\n",
            verdict.code()
        ),
        (None, false) => {
            format!("  {name} ({said}): no case rejects it ({cases} cases)\n")
        }
        (None, true) => {
            format!("  {name} ({said}): 걸러내는 케이스가 없음 (케이스 {cases}개)\n")
        }
    }
}

/// The line under `explain` that lists the cases that reject none of the programs.
fn reject_nothing(listed: &[&str], count: usize, cases: usize, lang: Lang) -> String {
    let ko = lang == Lang::Korean;
    let mut names = listed.join(", ");
    if count > listed.len() {
        names.push_str(&if ko {
            format!(" 외 {}개", count - listed.len())
        } else {
            format!(" and {} more", count - listed.len())
        });
    }
    match (count, ko) {
        (0, false) => "  every case rejects at least one of them\n".to_owned(),
        (0, true) => "  모든 케이스가 적어도 하나를 걸러냅니다\n".to_owned(),
        (_, false) => format!(
            "  cases that reject nothing ({count} of {cases}; candidates to drop): \
             {names}\n"
        ),
        (_, true) => format!(
            "  아무것도 걸러내지 않는 케이스 ({cases}개 중 {count}개; 지울 후보): \
             {names}\n"
        ),
    }
}
