//! What `add`, `run`, `validate`, `stress` and `watch` say on the way ([`Line`]), and the
//! labels of a stress failure's report ([`Label`]), in English and in Korean from the same
//! fields. Paths, seeds and commands stay as they are.

use super::super::Lang;
use crate::verdict::Verdict;

/// One line a command says; the caller adds the line break.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Line {
    /// `add`: the case it wrote (`brute`: the output came from brute.rs).
    Wrote {
        input: String,
        in_bytes: usize,
        output: String,
        out_bytes: usize,
        brute: bool,
    },
    /// `add` on an interactive problem: the input it wrote, and no `NAME.out`.
    WroteInput {
        path: String,
        bytes: usize,
        name: String,
    },
    /// `add` on a terminal: what to type.
    ReadingCase,
    /// `add` of pasted rows: the header row on `line`, skipped.
    SkippedHeader { line: usize },
    /// `add` of pasted rows: one row's case.
    WroteRow { input: String, output: String },
    /// `run`: the solution does not compile alone (rustc's first error follows).
    NoCompile { source: String },
    /// `run` on a terminal: what to type.
    ReadingInput,
    /// `run` of a Programmers solution: what it printed besides its return value follows.
    Printed,
    /// `run`: how it ended (`None`: it ran to the end) and what it used.
    Used {
        verdict: Option<Verdict>,
        cpu_ms: u128,
        time_ms: u128,
        memory: String,
        limit: String,
        wall_ms: u128,
    },
    /// `validate`: the problem has no validator.
    NoValidator { id: String },
    /// `validate`: the validator `name` is still the skeleton `new` wrote.
    SkeletonValidator { id: String, name: String },
    /// `validate`: how many of its inputs the validator `name` accepts.
    Valid {
        id: String,
        valid: usize,
        total: usize,
        name: String,
    },
    /// `stress`: the seeds it runs (`from_clock`: none was given) and how many at once.
    StressHead {
        id: String,
        seed: u64,
        last: u64,
        from_clock: bool,
        jobs: usize,
    },
    /// `stress`: every seed agreed.
    Agreed {
        count: u64,
        seed: u64,
        last: u64,
        seconds: f64,
    },
    /// `stress` or `watch`: stopped by a signal.
    Interrupted { signal: String },
    /// `stress`: a failure on `seed`, with its verdict and reason.
    FailedOn {
        id: String,
        verdict: Verdict,
        seed: u64,
        message: String,
    },
    /// `stress --save`: the failing input is a stored case already.
    NotSaved { path: String, name: String },
    /// `stress --save`: the case it stored (`output`: `None` for an interactive problem).
    Saved {
        input: String,
        output: Option<String>,
    },
    /// `stress` without `--save`: the command that keeps the failing input as a case.
    KeepIt {
        id: String,
        seed: u64,
        size: Option<u64>,
    },
    /// `watch`: the problem it watches (`None`: every problem).
    Watching { problem: Option<String> },
    /// `watch`, not on a terminal: a change, judged again.
    Changed,
}

/// A label of a stress failure's report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Label {
    Input,
    Shrunk,
    InteractorAnswer,
    Talk,
    Expected,
    Found,
}

/// `label` in `lang`.
pub(crate) fn label(label: Label, lang: Lang) -> &'static str {
    let (en, ko) = match label {
        Label::Input => ("input", "입력"),
        Label::Shrunk => (", shrunk", ", 줄임"),
        Label::InteractorAnswer => ("the interactor's answer", "인터랙터의 정답 파일"),
        Label::Talk => (
            "the talk (< the interactor to the solution, > the solution to the interactor)",
            "대화 (< 인터랙터가 풀이에게, > 풀이가 인터랙터에게)",
        ),
        Label::Expected => ("expected", "기대한 출력"),
        Label::Found => ("found (solution)", "실제 출력 (풀이)"),
    };
    match lang {
        Lang::English => en,
        Lang::Korean => ko,
    }
}

/// `line` in `lang`.
pub(crate) fn line(line: &Line, lang: Lang) -> String {
    match lang {
        Lang::English => english(line),
        Lang::Korean => korean(line),
    }
}

fn english(line: &Line) -> String {
    match line {
        Line::Wrote {
            input,
            in_bytes,
            output,
            out_bytes,
            brute,
        } => format!(
            "wrote {input} ({in_bytes} bytes) and {output} ({out_bytes} bytes){}",
            if *brute {
                ", the output from brute.rs"
            } else {
                ""
            }
        ),
        Line::WroteInput { path, bytes, name } => format!(
            "wrote {path} ({bytes} bytes); no {name}.out: an interactive problem's interactor \
             reads the case from its input"
        ),
        Line::ReadingCase => "reading the case from stdin: the input, a line `---`, the \
                              expected output; end with Ctrl-D"
            .to_owned(),
        Line::SkippedHeader { line } => {
            format!("skipped line {line}: the header of the 입출력 예 table")
        }
        Line::WroteRow { input, output } => {
            format!("wrote {input} and {output} from a row of the 입출력 예 table")
        }
        Line::NoCompile { source } => {
            format!("CE: {source} does not compile alone, as the judge compiles it")
        }
        Line::ReadingInput => "reading the input from stdin; end it with Ctrl-D".to_owned(),
        Line::Printed => "solution printed:".to_owned(),
        Line::Used {
            verdict,
            cpu_ms,
            time_ms,
            memory,
            limit,
            wall_ms,
        } => format!(
            "{} · {cpu_ms} ms CPU of {time_ms} ms · {memory} of {limit} · {wall_ms} ms wall",
            verdict.map_or("ok", Verdict::code),
        ),
        _ => english_more(line),
    }
}

fn english_more(line: &Line) -> String {
    match line {
        Line::NoValidator { id } => {
            format!("{id}: no validator (write testcases/{id}/validator.rs)")
        }
        Line::SkeletonValidator { id, name } => format!(
            "{id}: {name} is still the skeleton `new` wrote: it checks nothing yet (write the \
             statement's constraints where it says TODO in testcases/{id}/{name}); not run"
        ),
        Line::Valid {
            id,
            valid,
            total,
            name,
        } => format!("{id}: {valid} of {total} inputs valid ({name})"),
        Line::StressHead {
            id,
            seed,
            last,
            from_clock,
            jobs,
        } => format!(
            "stress {id}: seeds {seed}..{last}{}, {jobs} at once",
            if *from_clock {
                format!(" (from the clock; repeat with --seed {seed})")
            } else {
                String::new()
            }
        ),
        Line::Agreed {
            count,
            seed,
            last,
            seconds,
        } => format!("{count} cases agree (seeds {seed}..{last}) in {seconds:.1} s"),
        Line::Interrupted { signal } => format!("interrupted by {signal}"),
        Line::FailedOn {
            id,
            verdict,
            seed,
            message,
        } => format!("stress {id}: {verdict} on seed {seed}: {message}"),
        Line::NotSaved { path, name } => {
            format!("not saved: {path} already holds this input (case {name})")
        }
        Line::Saved {
            input,
            output: Some(output),
        } => format!("saved as {input} and {output}"),
        Line::Saved {
            input,
            output: None,
        } => format!("saved as {input} (the interactor needs no .out)"),
        Line::KeepIt { id, seed, size } => {
            format!("keep it as a case: {}", keep_command(id, *seed, *size))
        }
        Line::Watching { problem } => format!(
            "watching {}: judged again on every change of its solution or cases; Ctrl-C ends",
            problem.as_deref().unwrap_or("every problem")
        ),
        Line::Changed => "──── changed: judging again ────".to_owned(),
        _ => unreachable!("every line has its English in one of the two arms"),
    }
}

/// The command that stores a failing seed's input as a case.
fn keep_command(id: &str, seed: u64, size: Option<u64>) -> String {
    let size = size.map(|k| format!(" --size {k}")).unwrap_or_default();
    format!("cargo judge stress {id} --seed {seed}{size} --count 1 --save")
}

fn korean(line: &Line) -> String {
    match line {
        Line::Wrote {
            input,
            in_bytes,
            output,
            out_bytes,
            brute,
        } => format!(
            "{input} ({in_bytes}바이트), {output} ({out_bytes}바이트)을(를) 썼습니다{}",
            if *brute {
                " (출력은 brute.rs의 것)"
            } else {
                ""
            }
        ),
        Line::WroteInput { path, bytes, name } => format!(
            "{path} ({bytes}바이트)을(를) 썼습니다; {name}.out은 없습니다: 인터랙티브 문제는 \
             인터랙터가 입력에서 케이스를 읽습니다"
        ),
        Line::ReadingCase => "표준 입력에서 케이스를 읽습니다: 입력, `---` 한 줄, 기대한 \
                              출력; Ctrl-D로 끝내세요"
            .to_owned(),
        Line::SkippedHeader { line } => {
            format!("{line}번째 줄은 입출력 예 표의 머리글이라 건너뜁니다")
        }
        Line::WroteRow { input, output } => {
            format!("입출력 예 표의 한 행에서 {input}, {output}을(를) 썼습니다")
        }
        Line::NoCompile { source } => {
            format!("컴파일 에러: {source}이(가) 채점 서버처럼 단독으로 컴파일되지 않습니다")
        }
        Line::ReadingInput => "표준 입력에서 입력을 읽습니다; Ctrl-D로 끝내세요".to_owned(),
        Line::Printed => "풀이가 출력한 내용:".to_owned(),
        Line::Used {
            verdict,
            cpu_ms,
            time_ms,
            memory,
            limit,
            wall_ms,
        } => format!(
            "{} · CPU {cpu_ms} ms / {time_ms} ms · 메모리 {memory} / {limit} · 실제 시간 \
             {wall_ms} ms",
            verdict.map_or("정상 종료", Verdict::korean),
        ),
        _ => korean_more(line),
    }
}

fn korean_more(line: &Line) -> String {
    match line {
        Line::NoValidator { id } => {
            format!("{id}: 검증기가 없습니다 (testcases/{id}/validator.rs)")
        }
        Line::SkeletonValidator { id, name } => format!(
            "{id}: {name}은(는) 아직 `new`가 쓴 뼈대라 아무것도 검사하지 않습니다 \
             (testcases/{id}/{name}의 TODO 자리에 문제의 제약을 쓰세요); 실행하지 않음"
        ),
        Line::Valid {
            id,
            valid,
            total,
            name,
        } => format!("{id}: 입력 {total}개 중 {valid}개가 올바릅니다 ({name})"),
        Line::StressHead {
            id,
            seed,
            last,
            from_clock,
            jobs,
        } => format!(
            "stress {id}: 시드 {seed}..{last}{}, 동시에 {jobs}개",
            if *from_clock {
                format!(" (시계에서 고름; 다시 하려면 --seed {seed})")
            } else {
                String::new()
            }
        ),
        Line::Agreed {
            count,
            seed,
            last,
            seconds,
        } => format!("케이스 {count}개 모두 통과 (시드 {seed}..{last}), {seconds:.1}초"),
        Line::Interrupted { signal } => format!("{signal}로 중단됨"),
        Line::FailedOn {
            id,
            verdict,
            seed,
            message,
        } => format!(
            "stress {id}: 시드 {seed}에서 {}: {message}",
            verdict.korean()
        ),
        Line::NotSaved { path, name } => {
            format!("저장하지 않았습니다: {path}에 이미 같은 입력이 있습니다 (케이스 {name})")
        }
        Line::Saved {
            input,
            output: Some(output),
        } => format!("{input}, {output}에 저장했습니다"),
        Line::Saved {
            input,
            output: None,
        } => format!("{input}에 저장했습니다 (인터랙터에는 .out이 필요 없습니다)"),
        Line::KeepIt { id, seed, size } => {
            format!("케이스로 남기려면: {}", keep_command(id, *seed, *size))
        }
        Line::Watching { problem } => format!(
            "{} 지켜보는 중: 풀이나 케이스가 바뀔 때마다 다시 채점합니다; Ctrl-C로 끝냅니다",
            problem.as_deref().unwrap_or("모든 문제")
        ),
        Line::Changed => "──── 바뀜: 다시 채점합니다 ────".to_owned(),
        _ => unreachable!("every line has its Korean in one of the two arms"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One of every line, kept whole by the `match` without a wildcard.
    fn all_lines() -> Vec<Line> {
        let s = |t: &str| t.to_owned();
        let lines = vec![
            Line::Wrote {
                input: s("testcases/p/1.in"),
                in_bytes: 4,
                output: s("testcases/p/1.out"),
                out_bytes: 2,
                brute: true,
            },
            Line::WroteInput {
                path: s("testcases/p/1.in"),
                bytes: 4,
                name: s("1"),
            },
            Line::ReadingCase,
            Line::SkippedHeader { line: 1 },
            Line::WroteRow {
                input: s("testcases/p/1.in"),
                output: s("testcases/p/1.out"),
            },
            Line::NoCompile {
                source: s("problems/p/src/main.rs"),
            },
            Line::ReadingInput,
            Line::Printed,
            Line::Used {
                verdict: Some(Verdict::Tle),
                cpu_ms: 1,
                time_ms: 1000,
                memory: s("1.0 MB"),
                limit: s("256.0 MB"),
                wall_ms: 2,
            },
            Line::NoValidator { id: s("p") },
            Line::SkeletonValidator {
                id: s("p"),
                name: s("validator.rs"),
            },
            Line::Valid {
                id: s("p"),
                valid: 1,
                total: 2,
                name: s("validator.rs"),
            },
            Line::StressHead {
                id: s("p"),
                seed: 1,
                last: 10,
                from_clock: true,
                jobs: 2,
            },
            Line::Agreed {
                count: 10,
                seed: 1,
                last: 10,
                seconds: 0.5,
            },
            Line::Interrupted {
                signal: s("SIGINT"),
            },
            Line::FailedOn {
                id: s("p"),
                verdict: Verdict::Wa,
                seed: 3,
                message: s("line 1"),
            },
            Line::NotSaved {
                path: s("testcases/p/1.in"),
                name: s("1"),
            },
            Line::Saved {
                input: s("testcases/p/2.in"),
                output: Some(s("testcases/p/2.out")),
            },
            Line::Saved {
                input: s("testcases/p/2.in"),
                output: None,
            },
            Line::KeepIt {
                id: s("p"),
                seed: 3,
                size: Some(5),
            },
            Line::Watching { problem: None },
            Line::Changed,
        ];
        for line in &lines {
            match line {
                Line::Wrote { .. }
                | Line::WroteInput { .. }
                | Line::ReadingCase
                | Line::SkippedHeader { .. }
                | Line::WroteRow { .. }
                | Line::NoCompile { .. }
                | Line::ReadingInput
                | Line::Printed
                | Line::Used { .. }
                | Line::NoValidator { .. }
                | Line::SkeletonValidator { .. }
                | Line::Valid { .. }
                | Line::StressHead { .. }
                | Line::Agreed { .. }
                | Line::Interrupted { .. }
                | Line::FailedOn { .. }
                | Line::NotSaved { .. }
                | Line::Saved { .. }
                | Line::KeepIt { .. }
                | Line::Watching { .. }
                | Line::Changed => {}
            }
        }
        lines
    }

    fn hangul(text: &str) -> bool {
        text.chars().any(|c| ('가'..='힣').contains(&c))
    }

    #[test]
    fn every_line_and_label_reads_in_both_languages() {
        for l in all_lines() {
            let (en, ko) = (line(&l, Lang::English), line(&l, Lang::Korean));
            assert!(!hangul(&en.replace("입출력 예", "")), "{en}");
            assert!(hangul(&ko), "{ko}");
        }
        for l in [
            Label::Input,
            Label::Shrunk,
            Label::InteractorAnswer,
            Label::Talk,
            Label::Expected,
            Label::Found,
        ] {
            assert!(hangul(label(l, Lang::Korean)), "{l:?}");
            assert!(!hangul(label(l, Lang::English)), "{l:?}");
        }
        assert_eq!(
            line(
                &Line::KeepIt {
                    id: "p".into(),
                    seed: 3,
                    size: None
                },
                Lang::English
            ),
            "keep it as a case: cargo judge stress p --seed 3 --count 1 --save"
        );
    }
}
