//! The human report's own words: the labels of its lines ([`Word`]), the counts of its
//! totals and summary ([`Count`]), and the lines about the run as a whole ([`RunLine`]), in
//! English and Korean. The reporter lays them out and paints them; it writes no word itself.

use super::super::Lang;

/// A label or short word of the human report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Word {
    SolutionPrinted,
    StderrLast,
    OutputKept,
    Input,
    SlowestCase,
    Peak,
    Note,
    Error,
    ToSolve,
    Warning,
    Wrong,
    WrongSolutions,
    Case,
    Interrupted,
    Ok,
    Failed,
    /// The diff's column heads.
    Line,
    Expected,
    Actual,
}

/// `word` in `lang`.
pub(crate) fn word(word: Word, lang: Lang) -> &'static str {
    let (en, ko) = match word {
        Word::SolutionPrinted => (
            "solution printed (last lines):",
            "solution이 출력한 내용 (마지막 줄):",
        ),
        Word::StderrLast => ("stderr (last lines):", "stderr (마지막 줄):"),
        Word::OutputKept => ("output kept:", "출력 저장:"),
        Word::Input => ("input:", "입력:"),
        Word::SlowestCase => ("slowest case", "가장 느린 케이스"),
        Word::Peak => ("peak", "최대 메모리"),
        Word::Note => ("note:", "참고:"),
        Word::Error => ("error:", "오류:"),
        Word::ToSolve => ("to solve:", "풀 문제:"),
        Word::Warning => ("warning:", "경고:"),
        Word::Wrong => ("wrong:", "틀린 풀이:"),
        Word::WrongSolutions => (
            "wrong solutions (testcases/ID/wrong/):",
            "틀린 풀이 (testcases/ID/wrong/):",
        ),
        Word::Case => ("case", "케이스"),
        Word::Interrupted => ("interrupted", "중단됨"),
        Word::Ok => ("ok:", "통과:"),
        Word::Failed => ("FAILED:", "실패:"),
        Word::Line => ("line", "줄"),
        Word::Expected => ("expected", "기대한 출력"),
        Word::Actual => ("actual", "실제 출력"),
    };
    match lang {
        Lang::English => en,
        Lang::Korean => ko,
    }
}

/// A count in a problem's totals or the run's summary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Count {
    /// Cases accepted of all.
    Passed {
        passed: usize,
        of: usize,
    },
    /// Cases accepted and not accepted (the summary's).
    PassedCases(usize),
    FailedCases(usize),
    Errors(usize),
    Warnings(usize),
    Problems(usize),
    Cases(usize),
    Untested(usize),
    /// Sources compiled, taken from the cache, failed to compile.
    Compiled(usize),
    Cached(usize),
    BuildFailed(usize),
    /// Lines of an input left out of its preview.
    MoreLines(usize),
}

/// `count` in `lang`.
pub(crate) fn count(count: Count, lang: Lang) -> String {
    let s = |n: usize| if n == 1 { "" } else { "s" };
    match (lang, count) {
        (Lang::English, Count::Passed { passed, of }) => format!("{passed}/{of} passed"),
        (Lang::English, Count::PassedCases(n)) => format!("{n} passed"),
        (Lang::English, Count::FailedCases(n) | Count::BuildFailed(n)) => format!("{n} failed"),
        (Lang::English, Count::Errors(n)) => format!("{n} error{}", s(n)),
        (Lang::English, Count::Warnings(n)) => format!("{n} warning{}", s(n)),
        (Lang::English, Count::Problems(n)) => format!("{n} problem{}", s(n)),
        (Lang::English, Count::Cases(n)) => format!("{n} case{}", s(n)),
        (Lang::English, Count::Untested(1)) => "1 problem has no cases yet".to_owned(),
        (Lang::English, Count::Untested(n)) => format!("{n} problems have no cases yet"),
        (Lang::English, Count::Compiled(n)) => format!("{n} compiled"),
        (Lang::English, Count::Cached(n)) => format!("{n} from the cache"),
        (Lang::English, Count::MoreLines(n)) => format!("… {n} more lines"),
        (Lang::Korean, Count::Passed { passed, of }) => format!("{passed}/{of} 통과"),
        (Lang::Korean, Count::PassedCases(n)) => format!("{n}개 통과"),
        (Lang::Korean, Count::FailedCases(n) | Count::BuildFailed(n)) => format!("{n}개 실패"),
        (Lang::Korean, Count::Errors(n)) => format!("오류 {n}개"),
        (Lang::Korean, Count::Warnings(n)) => format!("경고 {n}개"),
        (Lang::Korean, Count::Problems(n)) => format!("문제 {n}개"),
        (Lang::Korean, Count::Cases(n)) => format!("케이스 {n}개"),
        (Lang::Korean, Count::Untested(n)) => format!("케이스가 아직 없는 문제 {n}개"),
        (Lang::Korean, Count::Compiled(n)) => format!("{n}개 컴파일"),
        (Lang::Korean, Count::Cached(n)) => format!("{n}개 캐시에서"),
        (Lang::Korean, Count::MoreLines(n)) => format!("… {n}줄 더"),
    }
}

/// A test group's line under its problem's totals: `group secret-subtask1: 3/3 passed ·
/// 50/50 points` (without points when it is not scored).
pub(crate) fn group_line(group: &crate::report::GroupTotal, lang: Lang) -> String {
    let passed = count(
        Count::Passed {
            passed: group.passed,
            of: group.cases,
        },
        lang,
    );
    let name = &group.name;
    match (lang, group.points) {
        (Lang::English, 0) => format!("group {name}: {passed}"),
        (Lang::Korean, 0) => format!("그룹 {name}: {passed}"),
        (Lang::English, points) => {
            format!(
                "group {name}: {passed} · {}/{points} points",
                group.earned()
            )
        }
        (Lang::Korean, points) => {
            format!("그룹 {name}: {passed} · {}/{points}점", group.earned())
        }
    }
}

/// The problem's score from its groups: `score 50/100`.
pub(crate) fn score_line(earned: u64, full: u64, lang: Lang) -> String {
    match lang {
        Lang::English => format!("score {earned}/{full}"),
        Lang::Korean => format!("점수 {earned}/{full}점"),
    }
}

/// A line about the run as a whole.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum RunLine {
    /// The first line: problems (and how many of them cannot be judged), cases, jobs, rustc.
    Plan {
        problems: usize,
        unjudged: usize,
        cases: usize,
        jobs: usize,
        rustc: String,
    },
    /// Building this many sources.
    Building { sources: usize },
    /// Built in `seconds`: the counts, already worded.
    Built { seconds: f64, counts: Vec<String> },
    /// The summary after its head (`ok:`): the counts, already worded, and the time.
    Summary { counts: Vec<String>, seconds: f64 },
    /// After the painted word `interrupted`: the signal and what it stopped (worded).
    Interrupted { signal: String, what: String },
    /// Where a kept output's stderr is.
    StderrIn { name: String },
    /// Under a diff of long lines: where the first difference is, on each side.
    Window {
        expected: (usize, usize),
        actual: (usize, usize),
    },
}

/// `line` in `lang`.
pub(crate) fn run_line(line: &RunLine, lang: Lang) -> String {
    let s = |n: usize| if n == 1 { "" } else { "s" };
    match (lang, line) {
        (
            Lang::English,
            RunLine::Plan {
                problems,
                unjudged,
                cases,
                jobs,
                rustc,
            },
        ) => {
            let mut text = format!(
                "judging {problems} problem{}, {cases} case{} ({jobs} at a time, {rustc})",
                s(*problems),
                s(*cases)
            );
            if *unjudged > 0 {
                text.push_str(&format!(
                    "; {unjudged} of the problems cannot be judged (errors below)"
                ));
            }
            text
        }
        (
            Lang::Korean,
            RunLine::Plan {
                problems,
                unjudged,
                cases,
                jobs,
                rustc,
            },
        ) => {
            let mut text =
                format!("문제 {problems}개, 케이스 {cases}개 채점 (동시에 {jobs}개, {rustc})");
            if *unjudged > 0 {
                text.push_str(&format!("; 그중 {unjudged}개는 채점할 수 없음 (아래 오류)"));
            }
            text
        }
        (Lang::English, RunLine::Building { sources }) => format!(
            "building {sources} source{} alone, as the judge does …",
            s(*sources)
        ),
        (Lang::Korean, RunLine::Building { sources }) => {
            format!("소스 {sources}개를 채점 서버처럼 하나씩 컴파일하는 중 …")
        }
        (Lang::English, RunLine::Built { seconds, counts }) => {
            format!("built in {seconds:.2} s: {}", counts.join(", "))
        }
        (Lang::Korean, RunLine::Built { seconds, counts }) => {
            format!("컴파일 {seconds:.2}초: {}", counts.join(", "))
        }
        (Lang::English, RunLine::Summary { counts, seconds }) => {
            format!("{} in {seconds:.2} s", counts.join(", "))
        }
        (Lang::Korean, RunLine::Summary { counts, seconds }) => {
            format!("{} ({seconds:.2}초)", counts.join(", "))
        }
        (Lang::English, RunLine::Interrupted { signal, what }) => format!(
            " by {signal} while {what}: every solution was stopped; nothing further was judged"
        ),
        (Lang::Korean, RunLine::Interrupted { signal, what }) => format!(
            ": {signal} ({what} 중): 실행 중이던 풀이를 모두 멈췄고, 더 채점하지 않았습니다"
        ),
        (Lang::English, RunLine::StderrIn { name }) => format!(", stderr in {name}.err"),
        (Lang::Korean, RunLine::StderrIn { name }) => format!(", stderr는 {name}.err"),
        (Lang::English, RunLine::Window { expected, actual }) => format!(
            "expected: column {}, token {} · actual: column {}, token {}",
            expected.0, expected.1, actual.0, actual.1
        ),
        (Lang::Korean, RunLine::Window { expected, actual }) => format!(
            "기대한 출력: {}열, {}번째 토큰 · 실제 출력: {}열, {}번째 토큰",
            expected.0, expected.1, actual.0, actual.1
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hangul(text: &str) -> bool {
        text.chars().any(|c| ('가'..='힣').contains(&c))
    }

    #[test]
    fn every_word_count_and_run_line_reads_in_both_languages() {
        let words = [
            Word::SolutionPrinted,
            Word::StderrLast,
            Word::OutputKept,
            Word::Input,
            Word::SlowestCase,
            Word::Peak,
            Word::Note,
            Word::Error,
            Word::ToSolve,
            Word::Warning,
            Word::Wrong,
            Word::WrongSolutions,
            Word::Case,
            Word::Interrupted,
            Word::Ok,
            Word::Failed,
            Word::Line,
            Word::Expected,
            Word::Actual,
        ];
        for w in words {
            assert!(hangul(word(w, Lang::Korean)), "{w:?}");
            assert!(!hangul(word(w, Lang::English)), "{w:?}");
        }
        for c in [
            Count::Passed { passed: 1, of: 2 },
            Count::PassedCases(1),
            Count::FailedCases(1),
            Count::Errors(2),
            Count::Warnings(1),
            Count::Problems(3),
            Count::Cases(1),
            Count::Untested(1),
            Count::Untested(2),
            Count::Compiled(1),
            Count::Cached(0),
            Count::BuildFailed(1),
            Count::MoreLines(4),
        ] {
            let (en, ko) = (count(c, Lang::English), count(c, Lang::Korean));
            assert!(!hangul(&en) && en != ko, "{c:?}: {en} / {ko}");
        }
        assert_eq!(count(Count::Errors(1), Lang::English), "1 error");
        assert_eq!(
            count(Count::Untested(2), Lang::English),
            "2 problems have no cases yet"
        );
        let plan = RunLine::Plan {
            problems: 3,
            unjudged: 1,
            cases: 1,
            jobs: 2,
            rustc: "rustc 1.85.0".into(),
        };
        assert_eq!(
            run_line(&plan, Lang::English),
            "judging 3 problems, 1 case (2 at a time, rustc 1.85.0); 1 of the problems cannot \
             be judged (errors below)"
        );
        for line in [
            plan,
            RunLine::Building { sources: 1 },
            RunLine::Built {
                seconds: 1.0,
                counts: vec![],
            },
            RunLine::Summary {
                counts: vec![],
                seconds: 1.0,
            },
            RunLine::Interrupted {
                signal: "SIGINT".into(),
                what: "x".into(),
            },
            RunLine::StderrIn { name: "1".into() },
            RunLine::Window {
                expected: (1, 2),
                actual: (3, 4),
            },
        ] {
            assert_ne!(
                run_line(&line, Lang::English),
                run_line(&line, Lang::Korean)
            );
        }
    }
}
