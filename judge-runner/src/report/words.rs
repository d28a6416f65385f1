//! The message catalogue: every reason the runner hands a reporter, worded in English and
//! in Korean in one place, so that a new reason gets both words at once and a reporter never
//! builds or parses a sentence. What a program wrote (rustc's first error, a panic's
//! message, a checker's own line) is quoted as it wrote it, in either language.
//!
//! Here: a verdict's reason, the first difference, the unit-test lines, notes, warnings and
//! what an interrupt stopped; [`errors`]: the runner's errors and broken judge data.
//!
//! The tests walk every reason ([`all_examples`], kept whole by a `match` without a
//! wildcard) and every error, data error and `problem.toml` fault the same way: one
//! without Korean words fails them.

mod authoring;
mod commands;
mod data;
mod errors;
mod failure;
mod harness;
pub(crate) mod help;
mod human;
mod import;
mod import_data;
mod page;
pub(crate) mod replay;
pub(crate) mod strengthen;
mod usage;
mod vault;

pub(crate) use authoring::{author_line, listen_line, AuthorLine, ListenLine, LiveBuild, Next};
pub(crate) use commands::{label, line, Label, Line};
pub(crate) use data::{explain_line, gen_line, shrink_line, ExplainLine, GenLine, ShrinkLine};
pub(crate) use errors::{data_error, error, error_labels, error_with_causes};
pub(crate) use failure::runner_failure;
pub(crate) use harness::{harness_line, HarnessLine};
pub(crate) use human::{count, group_line, run_line, score_line, word, Count, RunLine, Word};
pub(crate) use import::{import_line, ImportLine, ImportNote, Skip};
pub(crate) use import_data::{data_line, DataKind, DataLine, LimitKind, NotRun, SubmissionSkip};
pub(crate) use page::{page_line, Guess, Limit, LimitsFrom, PageLine, PageNote};
pub(crate) use vault::{
    broken_line, vault_line, vault_note, Broken, VaultLine, VaultNote, VaultWork,
};

use super::{Lang, Note, Stopped, Warning, WrongReport};
use crate::compare::{Detail, Fault, Mismatch, MismatchKind, Phrase};
use crate::verdict::{mebibytes, Crash, JudgeProgram, Reason, Ruled, Said, StackOverflow};
use std::fmt;

/// `reason` in `lang`.
pub(crate) fn reason(reason: &Reason, lang: Lang) -> String {
    match lang {
        Lang::English => english(reason),
        Lang::Korean => korean(reason),
    }
}

/// The English words are the reason's `Display`: what machine formats (JSON, JUnit) and
/// error details carry.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&english(self))
    }
}

fn english(reason: &Reason) -> String {
    match reason {
        Reason::CompileError { first } => first.clone(),
        Reason::CpuOver { limit, used } => format!(
            "CPU time over {} ms (killed after {} ms CPU)",
            limit.as_millis(),
            used.as_millis()
        ),
        Reason::WallDeadline { wall, cpu } => format!(
            "killed at the wall deadline after {} ms (CPU {} ms): sleeping or blocked?",
            wall.as_millis(),
            cpu.as_millis()
        ),
        Reason::Deadlock { idle, wall, cpu } => format!(
            "nobody was writing: the solution and the interactor both waited to read for the \
             last {:.1} s, until the wall deadline ({} ms, CPU {} ms); does the solution flush \
             after each line?",
            idle.as_secs_f64(),
            wall.as_millis(),
            cpu.as_millis()
        ),
        Reason::MemoryOver { peak, limit } => format!(
            "peak memory {} over the {} limit",
            mebibytes(*peak),
            mebibytes(*limit)
        ),
        Reason::AllocationFailed { said } => said.clone(),
        Reason::OutputCap { cap } => format!("output passed the cap of {}", mebibytes(*cap)),
        Reason::NoOutputFile { file } => format!(
            "no output file `{}` in its folder: the problem reads the answer from that file, \
             not from stdout",
            file
        ),
        Reason::ExitCode { code, status, said } => {
            let crash = crashed(&exit_code(*code, *status, "exit code"), said, "panicked");
            if opened_a_file(said) {
                crash
                    + " (a solution reads only stdin and writes only stdout, as on the judge: \
                       it may not open files)"
            } else {
                crash
            }
        }
        Reason::Signal {
            name,
            overflow,
            said,
            ..
        } => {
            let what = match overflow {
                StackOverflow::Yes => format!("stack overflow ({name})"),
                StackOverflow::No => name.clone(),
            };
            crashed(&what, said, "panicked")
        }
        Reason::Mismatch(mismatch) => mismatch_english(mismatch),
        Reason::Checker { who, ruled, said } => {
            let who = match who {
                JudgeProgram::Checker => "checker",
                JudgeProgram::Interactor => "interactor",
            };
            let ruling = ruling(who, ruled.words(), said);
            match ruled {
                Ruled::Points => format!(
                    "{ruling} (testlib's exit code 7: a partial score, which is not accepted)"
                ),
                _ => ruling,
            }
        }
    }
}

fn korean(reason: &Reason) -> String {
    match reason {
        // rustc's words, as it wrote them.
        Reason::CompileError { first } => first.clone(),
        Reason::CpuOver { limit, used } => format!(
            "CPU 시간 {} ms 초과 (CPU {} ms에서 중지)",
            limit.as_millis(),
            used.as_millis()
        ),
        Reason::WallDeadline { wall, cpu } => format!(
            "실제 시간 {} ms에서 중지 (CPU {} ms): 잠들었거나 입력을 기다리고 있었나요?",
            wall.as_millis(),
            cpu.as_millis()
        ),
        Reason::Deadlock { idle, wall, cpu } => format!(
            "아무도 쓰지 않았습니다: 풀이와 인터랙터가 마지막 {:.1}초 동안 둘 다 읽기를 \
             기다렸고, 실제 시간 제한({} ms, CPU {} ms)에서 중지되었습니다; 풀이가 줄마다 \
             flush하나요?",
            idle.as_secs_f64(),
            wall.as_millis(),
            cpu.as_millis()
        ),
        Reason::MemoryOver { peak, limit } => format!(
            "최대 메모리 {}: 제한 {} 초과",
            mebibytes(*peak),
            mebibytes(*limit)
        ),
        Reason::AllocationFailed { said } => format!("메모리 할당 실패: {said}"),
        Reason::OutputCap { cap } => format!("출력 상한 {} 초과", mebibytes(*cap)),
        Reason::NoOutputFile { file } => format!(
            "실행 폴더에 출력 파일 `{}`이(가) 없습니다: 이 문제는 표준 출력이 아니라 그 파일에서 \
             답을 읽습니다",
            file
        ),
        Reason::ExitCode { code, status, said } => {
            let crash = crashed(&exit_code(*code, *status, "종료 코드"), said, "패닉");
            if opened_a_file(said) {
                crash
                    + " (풀이는 채점 서버에서처럼 표준 입력만 읽고 표준 출력에만 씁니다: \
                       파일을 열 수 없습니다)"
            } else {
                crash
            }
        }
        Reason::Signal {
            name,
            overflow,
            said,
            ..
        } => {
            let what = match overflow {
                StackOverflow::Yes => format!("스택 오버플로 ({name})"),
                StackOverflow::No => name.clone(),
            };
            crashed(&what, said, "패닉")
        }
        Reason::Mismatch(mismatch) => mismatch_korean(mismatch),
        Reason::Checker { who, ruled, said } => checker_korean(*who, *ruled, said),
    }
}

/// A checker's or an interactor's ruling, in Korean: testlib's words in BOJ's, or the
/// checker's own line when it says them itself.
fn checker_korean(who: JudgeProgram, ruled: Ruled, said: &str) -> String {
    let who = match who {
        JudgeProgram::Checker => "체커",
        JudgeProgram::Interactor => "인터랙터",
    };
    let words = match ruled {
        Ruled::WrongAnswer => "틀린 답",
        Ruled::WrongOutputFormat | Ruled::PresentationError => "출력 형식 오류",
        Ruled::UnexpectedEof => "예상하지 못한 출력의 끝",
        Ruled::Points => "부분 점수",
    };
    // The checker's own line stays as it wrote it, testlib's words and all.
    let ruling = if said.to_ascii_lowercase().starts_with(ruled.words()) {
        format!("{who}: {said}")
    } else {
        ruling(who, words, said)
    };
    match ruled {
        Ruled::Points => {
            format!("{ruling} (testlib의 종료 코드 7: 부분 점수는 맞은 것이 아닙니다)")
        }
        _ => ruling,
    }
}

/// `exit code 3`, or a Windows crash code in hex with its name
/// (`exit code 0xC00000FD (STATUS_STACK_OVERFLOW)`).
fn exit_code(code: i32, status: Option<&str>, words: &str) -> String {
    match status {
        Some(name) => format!("{words} {:#010X} ({name})", code as u32),
        None => format!("{words} {code}"),
    }
}

/// Whether a crash's last words are those of a file that could not be opened (what
/// `File::open(..).unwrap()` panics with where the sandbox or the folder has no such file).
fn opened_a_file(said: &Said) -> bool {
    let text = match said {
        Said::Panic { message, .. } => message,
        Said::Line(line) => line,
        Said::Nothing => return false,
    };
    [
        "kind: PermissionDenied",
        "kind: NotFound",
        "(os error 13)",
        "(os error 2)",
    ]
    .iter()
    .any(|words| text.contains(words))
}

/// `what`, then the most telling part of stderr.
fn crashed(what: &str, said: &Said, panicked: &str) -> String {
    match said {
        Said::Panic { message, .. } => format!("{what}: {panicked}: {message}"),
        Said::Line(line) => format!("{what}: {line}"),
        Said::Nothing => what.to_owned(),
    }
}

/// `checker: <verdict words>: <what it said>`, without repeating the verdict words when the
/// program already starts with them (testlib's "wrong answer ...").
fn ruling(who: &str, words: &str, said: &str) -> String {
    if said.is_empty() {
        format!("{who}: {words}")
    } else if said.to_ascii_lowercase().starts_with(words) {
        format!("{who}: {said}")
    } else {
        format!("{who}: {words}: {said}")
    }
}

/// The first difference in English, from its data: place, both sides, and what the
/// comparison adds (``line 3, column 5: expected `12`, found `13` ``).
fn mismatch_english(mismatch: &Mismatch) -> String {
    let place = format!("line {}, column {}", mismatch.line, mismatch.column);
    match mismatch.detail.as_ref() {
        Detail::Differs {
            expected,
            found,
            off,
        } => {
            let same_tokens = match mismatch.kind {
                MismatchKind::Presentation => "same tokens, different whitespace: ",
                MismatchKind::Wrong => "",
            };
            let off = off.map_or(String::new(), |off| {
                format!(
                    ", off by {:.1e}, more than the tolerance {:e}",
                    off.off, off.tolerance
                )
            });
            format!(
                "{place}: {same_tokens}expected {}, found {}{off}",
                phrase_english(expected),
                phrase_english(found)
            )
        }
        Detail::BojWhitespace(fault) => format!(
            "{place}: same tokens, whitespace BOJ does not accept: {}",
            whitespace_english(fault)
        ),
        Detail::NotALiteral { what } => format!(
            "output is not a literal: {what} at line {}, column {}",
            mismatch.line, mismatch.column
        ),
    }
}

/// One side of a difference in English; a quote stays as the program wrote it.
fn phrase_english(phrase: &Phrase) -> String {
    match phrase {
        Phrase::Quoted(text) => format!("`{text}`"),
        Phrase::EndOfOutput => "end of output".to_owned(),
        Phrase::EndOfLine => "end of line".to_owned(),
        Phrase::EmptyLine => "an empty line".to_owned(),
        Phrase::EndOfArray => "end of array".to_owned(),
        Phrase::FinalNewline => "a final newline".to_owned(),
    }
}

/// The part of BOJ's whitespace rule a run broke, in English.
fn whitespace_english(fault: &Fault) -> String {
    const SEPARATES: &str = " (BOJ separates tokens with spaces and newlines only)";
    match fault {
        Fault::Spaces(n) => format!(
            "{n} spaces between two tokens (BOJ accepts one space, one newline, or one space \
             then a newline)"
        ),
        Fault::EmptyLine => {
            "an empty line between two tokens (BOJ accepts one newline between tokens)".to_owned()
        }
        Fault::LineStart => {
            "whitespace at the start of the line (BOJ accepts extra spaces only at the end of a \
             line)"
                .to_owned()
        }
        Fault::OtherByte(b'\t') => format!("a tab{SEPARATES}"),
        Fault::OtherByte(b'\r') => format!("a `\\r` without a newline after it{SEPARATES}"),
        Fault::OtherByte(b) => format!("the byte `\\x{b:02x}`{SEPARATES}"),
        Fault::Leading => "whitespace before the first token (BOJ accepts none)".to_owned(),
        Fault::NotAsExpected => "other whitespace than the expected output's, which has more \
                                 than one separator here"
            .to_owned(),
    }
}

/// The first difference in Korean, from its data: place, both sides, and what the
/// comparison adds.
fn mismatch_korean(mismatch: &Mismatch) -> String {
    let place = format!("{}번째 줄 {}열", mismatch.line, mismatch.column);
    match mismatch.detail.as_ref() {
        Detail::Differs {
            expected,
            found,
            off,
        } => {
            let same_tokens = match mismatch.kind {
                MismatchKind::Presentation => "토큰은 같지만 공백이 다릅니다: ",
                MismatchKind::Wrong => "",
            };
            let off = off.map_or(String::new(), |off| {
                format!(", 차이 {:.1e}: 허용 오차 {:e} 초과", off.off, off.tolerance)
            });
            format!(
                "{place}: {same_tokens}기대한 출력 {}, 실제 출력 {}{off}",
                phrase(expected),
                phrase(found)
            )
        }
        Detail::BojWhitespace(fault) => {
            format!(
                "{place}: 토큰은 같지만 BOJ가 받지 않는 공백: {}",
                whitespace(fault)
            )
        }
        Detail::NotALiteral { what } => {
            format!("{place}: 출력이 리터럴이 아닙니다: {what}")
        }
    }
}

/// One side of a difference in Korean; a quote stays as the program wrote it.
fn phrase(phrase: &Phrase) -> String {
    match phrase {
        Phrase::Quoted(text) => format!("`{text}`"),
        Phrase::EndOfOutput => "출력의 끝".to_owned(),
        Phrase::EndOfLine => "줄의 끝".to_owned(),
        Phrase::EmptyLine => "빈 줄".to_owned(),
        Phrase::EndOfArray => "배열의 끝".to_owned(),
        Phrase::FinalNewline => "마지막 줄바꿈".to_owned(),
    }
}

/// The part of BOJ's whitespace rule a run broke, in Korean.
fn whitespace(fault: &Fault) -> String {
    const SEPARATES_KO: &str = " (BOJ는 토큰을 공백과 줄바꿈으로만 구분합니다)";
    match fault {
        Fault::Spaces(n) => format!(
            "두 토큰 사이에 공백 {n}개 (BOJ는 공백 하나, 줄바꿈 하나, 또는 공백 하나 뒤 \
             줄바꿈만 받습니다)"
        ),
        Fault::EmptyLine => {
            "두 토큰 사이의 빈 줄 (BOJ는 토큰 사이에 줄바꿈 하나만 받습니다)".to_owned()
        }
        Fault::LineStart => "줄 앞의 공백 (BOJ는 남는 공백을 줄 끝에서만 받습니다)".to_owned(),
        Fault::OtherByte(b'\t') => format!("탭{SEPARATES_KO}"),
        Fault::OtherByte(b'\r') => format!("뒤에 줄바꿈이 없는 `\\r`{SEPARATES_KO}"),
        Fault::OtherByte(b) => format!("바이트 `\\x{b:02x}`{SEPARATES_KO}"),
        Fault::Leading => "첫 토큰 앞의 공백 (BOJ는 받지 않습니다)".to_owned(),
        Fault::NotAsExpected => {
            "기대한 출력과 다른 공백 (기대한 출력은 이 자리에 구분자가 둘 이상입니다)".to_owned()
        }
    }
}

/// The head line of a solution's unit tests that all passed.
pub(crate) fn unit_tests_passed(passed: usize, lang: Lang) -> String {
    match lang {
        Lang::English => format!("unit tests: {passed} passed"),
        Lang::Korean => format!("단위 테스트: {passed}개 통과"),
    }
}

/// The head line of failed unit tests: how many of how many, and their names.
pub(crate) fn unit_tests_failed_line(
    failed: usize,
    total: usize,
    names: &str,
    lang: Lang,
) -> String {
    match lang {
        Lang::English => format!("unit tests: {failed} of {total} failed: {names}"),
        Lang::Korean => format!("단위 테스트: {total}개 중 {failed}개 실패: {names}"),
    }
}

/// The line of a solution that does not compile as the judge builds it (`build`: that
/// build's name, `rustc --edition 2021 -O`).
pub(crate) fn does_not_compile_alone(source: &str, build: &str, lang: Lang) -> String {
    match lang {
        Lang::English => format!("{source} does not compile alone with {build}"),
        Lang::Korean => format!("{source}: {build}(으)로 단독 컴파일되지 않습니다"),
    }
}

/// Under a CE whose file uses a crate (`proconio`): a solution here uses std only.
pub(crate) fn std_only(krate: &str, lang: Lang) -> String {
    // The crates AtCoder's Rust has that people reach for first.
    let atcoder = matches!(krate, "proconio" | "ac_library" | "itertools");
    match (lang, atcoder) {
        (Lang::English, true) => format!(
            "`{krate}` is a crate, not std: solutions here use std only (AtCoder has {krate}; \
             this workspace does not); read the input as the template does, with its Tokens"
        ),
        (Lang::English, false) => format!(
            "`{krate}` is a crate, not std: solutions here use std only (the file is built alone \
             with rustc, as the judge builds it)"
        ),
        (Lang::Korean, true) => format!(
            "`{krate}`은(는) 표준 라이브러리가 아닌 크레이트입니다: 여기의 풀이는 표준 라이브러리만 \
             씁니다 (앳코더에는 {krate}이(가) 있지만 이 작업 공간에는 없습니다); 입력은 템플릿처럼 \
             Tokens로 읽으세요"
        ),
        (Lang::Korean, false) => format!(
            "`{krate}`은(는) 표준 라이브러리가 아닌 크레이트입니다: 여기의 풀이는 표준 라이브러리만 \
             씁니다 (파일 하나를 채점 서버처럼 rustc로 단독 빌드합니다)"
        ),
    }
}

/// The head line of unit tests whose test build did not compile.
pub(crate) fn unit_tests_do_not_compile(source: &str, lang: Lang) -> String {
    match lang {
        Lang::English => format!("unit tests: {source} does not compile with --test"),
        Lang::Korean => format!("단위 테스트: {source}이(가) --test로 컴파일되지 않습니다"),
    }
}

/// The head line of a test binary that ended without its result: what its limits made of
/// the run and the last line of its stderr.
pub(crate) fn unit_tests_crashed(crash: &Crash, lang: Lang) -> String {
    match lang {
        Lang::English => format!("unit tests: failed: {}", crash_english(crash)),
        Lang::Korean => {
            let why = crash
                .fault
                .as_ref()
                .map_or_else(|| "결과를 출력하지 않았습니다".to_owned(), korean);
            format!(
                "단위 테스트: 실패: 테스트 바이너리가 결과 없이 끝났습니다 ({why}){}",
                last_words(crash)
            )
        }
    }
}

/// The English words of a test binary's crash are its `Display`: what machine formats
/// (JSON, JUnit) and annotations carry.
impl fmt::Display for Crash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crash_english(self))
    }
}

fn crash_english(crash: &Crash) -> String {
    let why = crash
        .fault
        .as_ref()
        .map_or_else(|| "it printed no result".to_owned(), english);
    format!("the test binary ended early ({why}){}", last_words(crash))
}

/// `: ` and the test binary's last line, as it wrote it, when it wrote one.
fn last_words(crash: &Crash) -> String {
    crash
        .said
        .as_ref()
        .map_or(String::new(), |line| format!(": {line}"))
}

/// The summary's part for problems whose unit tests failed: `unit tests failed in 2 problems`.
pub(crate) fn unit_tests_failed_in(problems: usize, lang: Lang) -> String {
    match lang {
        Lang::English => format!(
            "unit tests failed in {problems} problem{}",
            if problems == 1 { "" } else { "s" }
        ),
        Lang::Korean => format!("단위 테스트가 실패한 문제 {problems}개"),
    }
}

/// The summary's part for problems still to solve: `3 to solve`.
pub(crate) fn to_solve_in(problems: usize, lang: Lang) -> String {
    match lang {
        Lang::English => format!("{problems} to solve"),
        Lang::Korean => format!("풀 문제 {problems}개"),
    }
}

/// The summary's count of wrong solutions (and kept submissions BOJ rejected) that the
/// stored cases accept: how far the data is from BOJ's.
pub(crate) fn weak_data_in(accepted: usize, lang: Lang) -> String {
    match lang {
        Lang::English => format!(
            "weak data: {accepted} known wrong solution{} accepted",
            if accepted == 1 { "" } else { "s" }
        ),
        Lang::Korean => format!("약한 데이터: 알려진 틀린 풀이 {accepted}개 통과"),
    }
}

/// ` (Gold IV; 그리디 알고리즘, 정렬)`: a problem's tier and tags in parentheses, or nothing.
fn tier_and_tags(tier: Option<crate::config::Tier>, tags: &[String]) -> String {
    let mut parts = Vec::new();
    if let Some(tier) = tier {
        parts.push(tier.name());
    }
    if !tags.is_empty() {
        parts.push(tags.join(", "));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(" ({})", parts.join("; "))
    }
}

/// One line of `cargo judge todo`: `boj-1000  Bronze V  A+B  [수학, 구현]`.
pub(crate) fn to_solve_row(p: &crate::workspace::to_solve::ToSolve, lang: Lang) -> String {
    let tier = p.tier.map_or_else(
        || match lang {
            Lang::English => "no tier".to_owned(),
            Lang::Korean => "티어 없음".to_owned(),
        },
        |t| t.name(),
    );
    let title = p.title.as_deref().unwrap_or("-");
    let tags = if p.tags.is_empty() {
        String::new()
    } else {
        format!("  [{}]", p.tags.join(", "))
    };
    format!("{:<24} {tier:<12} {title}{tags}", p.id)
}

/// The last line of `cargo judge todo`.
pub(crate) fn to_solve_total(n: usize, lang: Lang) -> String {
    match (lang, n) {
        (Lang::English, 0) => {
            "nothing to solve: every problem's solution has left its template".to_owned()
        }
        (Lang::English, 1) => "1 problem to solve".to_owned(),
        (Lang::English, n) => format!("{n} problems to solve"),
        (Lang::Korean, 0) => {
            "풀 문제가 없습니다: 모든 문제의 풀이가 템플릿을 벗어났습니다".to_owned()
        }
        (Lang::Korean, n) => format!("풀 문제 {n}개"),
    }
}

/// A note about how the run was chosen, in `lang`.
pub(crate) fn note(note: &Note, lang: Lang) -> String {
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    match (note, lang) {
        (Note::CurrentFolder { id }, Lang::English) => format!(
            "judging {id}, the problem of the current folder (from the workspace root, \
             `cargo judge` judges every problem)"
        ),
        (Note::CurrentFolder { id }, Lang::Korean) => format!(
            "현재 폴더의 문제 {id}만 채점합니다 (작업 공간 루트에서는 `cargo judge`가 모든 \
             문제를 채점합니다)"
        ),
        (Note::Failed { cases: 0, .. }, Lang::English) => {
            "--failed: no case failed when last judged; nothing to judge".to_owned()
        }
        (Note::Failed { cases: 0, .. }, Lang::Korean) => {
            "--failed: 지난 채점에서 틀린 케이스가 없습니다; 채점할 것이 없습니다".to_owned()
        }
        (Note::Failed { cases, problems }, Lang::English) => format!(
            "--failed: {cases} case{} of {problems} problem{} failed when last judged",
            plural(*cases),
            plural(*problems)
        ),
        (Note::Failed { cases, problems }, Lang::Korean) => {
            format!("--failed: 지난 채점에서 틀린 케이스 {cases}개 (문제 {problems}개)")
        }
        (Note::ChangedSince { rev, problems }, Lang::English) => format!(
            "--changed-since {rev}: {problems} problem{} changed",
            plural(*problems)
        ),
        (Note::ChangedSince { rev, problems }, Lang::Korean) => {
            format!("--changed-since {rev}: 바뀐 문제 {problems}개")
        }
        (Note::ChangedSinceWithoutGit { rev, why }, Lang::English) => {
            format!("--changed-since {rev}: {why}; judging every selected problem")
        }
        (Note::ChangedSinceWithoutGit { rev, why }, Lang::Korean) => {
            format!("--changed-since {rev}: {why}; 고른 문제를 모두 채점합니다")
        }
        (Note::NoClippy { rustc }, Lang::English) => format!(
            "the check for std APIs newer than the judge's compiler was skipped: {rustc} has no \
             clippy-driver beside it (install it with `rustup component add clippy`, or judge \
             with the judge's compiler: --toolchain 1.73 for BOJ's Rust 2021)"
        ),
        (Note::NoClippy { rustc }, Lang::Korean) => format!(
            "채점 서버 컴파일러보다 새 std API를 찾는 검사를 건너뛰었습니다: {rustc} 옆에 \
             clippy-driver가 없습니다 (`rustup component add clippy`로 설치하거나, 채점 서버의 \
             컴파일러로 채점하세요: BOJ의 Rust 2021은 --toolchain 1.73)"
        ),
        (Note::NotRemembered { why }, Lang::English) => {
            format!("the failed cases could not be remembered for --failed: {why}")
        }
        (Note::NotRemembered { why }, Lang::Korean) => {
            format!("--failed에 쓸 틀린 케이스를 기록하지 못했습니다: {why}")
        }
    }
}

/// A warning about something that passed, in `lang`.
pub(crate) fn warning(warning: &Warning, lang: Lang) -> String {
    match (warning, lang) {
        (Warning::Overflow { said }, Lang::English) => format!(
            "accepted on the judge build, but the build with overflow checks fails: {said} (a \
             wrapped overflow that happens to give the right answer)"
        ),
        (Warning::Overflow { said }, Lang::Korean) => format!(
            "채점 빌드에서는 맞았지만 오버플로 검사 빌드에서는 실패합니다: {said} (wrapping으로 \
             숨은 오버플로가 우연히 맞는 답을 냈습니다)"
        ),
        (Warning::Untested { id }, Lang::English) => format!(
            "untested: testcases/{id} has no cases yet (the solution compiles as the judge \
             compiles it); add some with `cargo judge add {id}`"
        ),
        (Warning::Untested { id }, Lang::Korean) => format!(
            "채점하지 않음: testcases/{id}에 아직 케이스가 없습니다 (풀이는 채점 서버처럼 \
             컴파일됩니다); `cargo judge add {id}`{} 추가하세요",
            super::korean::ro(id)
        ),
        (Warning::ToSolve { id, tier, tags }, Lang::English) => format!(
            "{id}{} is still the template (not judged until its code changes; `cargo judge \
             todo` lists every such problem)",
            tier_and_tags(*tier, tags)
        ),
        (Warning::ToSolve { id, tier, tags }, Lang::Korean) => format!(
            "{id}{}의 풀이는 아직 템플릿입니다 (코드를 고치기 전까지 채점하지 않습니다; \
             `cargo judge todo`가 이런 문제를 모두 보여 줍니다)",
            tier_and_tags(*tier, tags)
        ),
        (
            Warning::NewerApi {
                id,
                api,
                since,
                judge,
                judge_rustc,
                at,
                strict,
            },
            Lang::English,
        ) => format!(
            "{id}: {api} is stable since {since}, {judge}'s Rust is {judge_rustc}: a compile error \
             there ({at}){}",
            if *strict {
                " (--strict-compiler)"
            } else {
                ""
            }
        ),
        (
            Warning::NewerApi {
                id,
                api,
                since,
                judge,
                judge_rustc,
                at,
                strict,
            },
            Lang::Korean,
        ) => format!(
            "{id}: {api}은(는) {since}부터 안정화된 API인데 {judge}의 Rust는 {judge_rustc}입니다: \
             그곳에서는 컴파일 에러입니다 ({at}){}",
            if *strict {
                " (--strict-compiler)"
            } else {
                ""
            }
        ),
        (Warning::WrongNotRunnable { name, why }, Lang::English) => match why {
            crate::report::NotRunnable::Missing(tool) => {
                format!("{name} is not run: not runnable here (install {tool})")
            }
            crate::report::NotRunnable::Broken(tool) => {
                format!("{name} is not run: not runnable here ({tool} does not work)")
            }
            crate::report::NotRunnable::Interpreted => format!(
                "{name} is not run: an interactive problem's wrong solutions are Rust, C or C++"
            ),
        },
        (Warning::WrongNotRunnable { name, why }, Lang::Korean) => match why {
            crate::report::NotRunnable::Missing(tool) => {
                format!("{name}은(는) 실행하지 않습니다: 여기서 실행할 수 없습니다 ({tool}을(를) 설치하세요)")
            }
            crate::report::NotRunnable::Broken(tool) => {
                format!("{name}은(는) 실행하지 않습니다: 여기서 실행할 수 없습니다 ({tool}이(가) 작동하지 않습니다)")
            }
            crate::report::NotRunnable::Interpreted => format!(
                "{name}은(는) 실행하지 않습니다: 인터랙티브 문제의 틀린 풀이는 Rust, C, C++여야 합니다"
            ),
        },
    }
}

/// The line of one wrong solution, in `lang`: which case rejected it, or that the cases
/// accept it (`wrong/greedy.rs passed all 7 cases`).
pub(crate) fn wrong(report: &WrongReport, lang: Lang) -> String {
    let WrongReport {
        problem,
        name,
        expect,
        got,
        killed_by,
        cases,
        ..
    } = report;
    let expect = expect.code();
    let s = if *cases == 1 { "" } else { "s" };
    match (killed_by, got.accepted(), lang) {
        (Some(case), _, Lang::English) => format!(
            "testcases/{problem}/{name} (expect: {expect}) is rejected: {} on case {case}",
            got.code()
        ),
        (Some(case), _, Lang::Korean) => format!(
            "testcases/{problem}/{name} (expect: {expect}): 케이스 {case}에서 {}로 걸러집니다",
            got.code()
        ),
        (None, true, Lang::English) => {
            format!("the cases accept a known wrong solution ({name} passed all {cases} case{s})")
        }
        (None, true, Lang::Korean) => format!(
            "케이스가 알려진 틀린 풀이를 통과시킵니다 ({name}이(가) 케이스 {cases}개를 모두 \
             통과했습니다)"
        ),
        (None, false, Lang::English) => format!(
            "the cases do not give a known wrong solution its verdict ({name} expects \
             {expect} but gets only {} on {cases} case{s})",
            got.code()
        ),
        (None, false, Lang::Korean) => format!(
            "케이스가 알려진 틀린 풀이에 선언한 결과를 주지 않습니다 ({name}은(는) {expect}를 \
             기대하지만 케이스 {cases}개에서 {}만 받습니다)",
            got.code()
        ),
    }
}

/// What an interrupt stopped, in `lang`: `running boj-1000 case 3, boj-1000 case 4`.
pub(crate) fn stopped(stopped: &Stopped, lang: Lang) -> String {
    match (stopped, lang) {
        (Stopped::Building { problems }, Lang::English) => format!(
            "building {problems} problem{}",
            if *problems == 1 { "" } else { "s" }
        ),
        (Stopped::Building { problems }, Lang::Korean) => format!("문제 {problems}개 컴파일"),
        (Stopped::Running { cases }, Lang::English) => {
            let cases: Vec<String> = cases
                .iter()
                .map(|(problem, case)| format!("{problem} case {case}"))
                .collect();
            format!("running {}", cases.join(", "))
        }
        (Stopped::Running { cases }, Lang::Korean) => {
            let cases: Vec<String> = cases
                .iter()
                .map(|(problem, case)| format!("{problem} 케이스 {case}"))
                .collect();
            format!("{} 실행", cases.join(", "))
        }
        (Stopped::BetweenRuns, Lang::English) => "judging between two runs".to_owned(),
        (Stopped::BetweenRuns, Lang::Korean) => "두 실행 사이의 채점".to_owned(),
    }
}

/// One example of every reason, and of every shape inside one. The `match` has no
/// wildcard: a new variant does not compile until it has an example here, and then the
/// test below asks for its Korean words.
#[cfg(test)]
pub(crate) fn all_examples() -> Vec<Reason> {
    use crate::compare::{compare, Mode};
    use std::time::Duration;
    let ms = Duration::from_millis;
    let panic = Said::Panic {
        message: "index out of bounds: the len is 3 but the index is 7".into(),
        at: Some((3, 5)),
    };
    let mut examples = vec![
        Reason::CompileError {
            first: "error: expected `;`, found `}`".into(),
        },
        Reason::CpuOver {
            limit: ms(1000),
            used: ms(1012),
        },
        Reason::WallDeadline {
            wall: ms(1401),
            cpu: ms(0),
        },
        Reason::Deadlock {
            idle: ms(1500),
            wall: ms(2800),
            cpu: ms(3),
        },
        Reason::MemoryOver {
            peak: 300 << 20,
            limit: 256 << 20,
        },
        Reason::AllocationFailed {
            said: "memory allocation of 536870912 bytes failed".into(),
        },
        Reason::OutputCap { cap: 64 << 20 },
    ];
    for said in [panic.clone(), Said::Line("fatal".into()), Said::Nothing] {
        examples.push(Reason::ExitCode {
            code: 101,
            status: None,
            said: said.clone(),
        });
        for overflow in [StackOverflow::Yes, StackOverflow::No] {
            examples.push(Reason::Signal {
                signal: 11,
                name: "SIGSEGV".into(),
                overflow,
                said: said.clone(),
            });
        }
    }
    examples.push(Reason::ExitCode {
        code: 0xC000_0005_u32 as i32,
        status: Some("STATUS_ACCESS_VIOLATION"),
        said: Said::Nothing,
    });
    for (mode, expected, actual) in [
        (Mode::Boj, &b"1 2\n"[..], &b"1 3\n"[..]),
        (Mode::Boj, b"1 2\n", b"1  2\n"),
        (Mode::Tokens, b"1\n", b""),
        (Mode::Exact, b"1 2\n", b"1  2\n"),
        (Mode::Float { tolerance: 1e-6 }, b"1\n", b"1.1\n"),
    ] {
        let mismatch = compare(mode, expected, actual).expect_err("they differ");
        examples.push(Reason::Mismatch(mismatch));
    }
    for who in [JudgeProgram::Checker, JudgeProgram::Interactor] {
        for ruled in [
            Ruled::WrongAnswer,
            Ruled::WrongOutputFormat,
            Ruled::PresentationError,
            Ruled::UnexpectedEof,
            Ruled::Points,
        ] {
            for said in ["", "11 is not a divisor", ruled.words()] {
                examples.push(Reason::Checker {
                    who,
                    ruled,
                    said: said.to_owned(),
                });
            }
        }
    }
    // Every variant must appear above: this match fails to compile for a new one.
    examples.push(Reason::NoOutputFile {
        file: "output.txt".into(),
    });
    for example in &examples {
        match example {
            Reason::CompileError { .. }
            | Reason::CpuOver { .. }
            | Reason::WallDeadline { .. }
            | Reason::Deadlock { .. }
            | Reason::MemoryOver { .. }
            | Reason::AllocationFailed { .. }
            | Reason::OutputCap { .. }
            | Reason::NoOutputFile { .. }
            | Reason::ExitCode { .. }
            | Reason::Signal { .. }
            | Reason::Mismatch(_)
            | Reason::Checker { .. } => {}
        }
    }
    examples
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::Mode;

    pub(super) fn hangul(text: &str) -> bool {
        text.chars().any(|c| ('가'..='힣').contains(&c))
    }

    /// Every reason reads in both languages; the Korean differs from the English and has
    /// Hangul in it, except where the whole text is a program's own words.
    #[test]
    fn every_reason_has_english_and_korean_words() {
        for example in all_examples() {
            let en = reason(&example, Lang::English);
            let ko = reason(&example, Lang::Korean);
            assert!(!en.trim().is_empty(), "{example:?}");
            assert!(!ko.trim().is_empty(), "{example:?}");
            assert!(!hangul(&en), "Korean in the English of {example:?}: {en}");
            let only_quoted = match &example {
                Reason::CompileError { .. } => true,
                // A signal alone is its name (`SIGSEGV`), in every language.
                Reason::Signal {
                    overflow: StackOverflow::No,
                    said: Said::Nothing | Said::Line(_),
                    ..
                } => true,
                _ => false,
            };
            if only_quoted {
                assert_eq!(ko, en, "{example:?}");
            } else {
                assert_ne!(ko, en, "no Korean for {example:?}");
                assert!(hangul(&ko), "no Hangul in {ko} for {example:?}");
            }
            // The numbers the English names stay in the Korean.
            for number in en
                .split(|c: char| !c.is_ascii_digit() && c != '.')
                .filter(|t| t.bytes().any(|b| b.is_ascii_digit()))
            {
                let number = number.trim_matches('.');
                assert!(ko.contains(number), "{number} lost in {ko} ({en})");
            }
        }
    }

    /// A test binary's crash reads in both languages with whatever ended it (none, or any
    /// reason) and its last line; the English is what the reports always said.
    #[test]
    fn every_unit_test_crash_has_english_and_korean_words() {
        use std::time::Duration;
        let faults = std::iter::once(None).chain(all_examples().into_iter().map(Some));
        for fault in faults {
            for said in [
                None,
                Some("thread 'main' has overflowed its stack".to_owned()),
            ] {
                let crash = Crash {
                    fault: fault.clone(),
                    said: said.clone(),
                };
                let en = unit_tests_crashed(&crash, Lang::English);
                let ko = unit_tests_crashed(&crash, Lang::Korean);
                assert!(!hangul(&en), "Korean in the English of {crash:?}: {en}");
                assert!(hangul(&ko), "no Hangul in {ko} for {crash:?}");
                assert_eq!(en, format!("unit tests: failed: {crash}"));
                if let Some(fault) = &fault {
                    assert!(ko.contains(&reason(fault, Lang::Korean)), "{ko}");
                }
                if let Some(said) = &said {
                    assert!(en.ends_with(&format!(": {said}")), "{en}");
                    assert!(ko.ends_with(&format!(": {said}")), "{ko}");
                }
            }
        }
        let crash = Crash {
            fault: None,
            said: Some("boom".into()),
        };
        assert_eq!(
            unit_tests_crashed(&crash, Lang::English),
            "unit tests: failed: the test binary ended early (it printed no result): boom"
        );
        let crash = Crash {
            fault: Some(Reason::CpuOver {
                limit: Duration::from_secs(10),
                used: Duration::from_millis(10_001),
            }),
            said: None,
        };
        assert_eq!(
            crash.to_string(),
            "the test binary ended early (CPU time over 10000 ms (killed after 10001 ms CPU))"
        );
        assert_eq!(
            unit_tests_crashed(&crash, Lang::Korean),
            "단위 테스트: 실패: 테스트 바이너리가 결과 없이 끝났습니다 \
             (CPU 시간 10000 ms 초과 (CPU 10001 ms에서 중지))"
        );
    }

    /// Every note and warning reads in both languages, keeping what it names.
    #[test]
    fn every_note_and_warning_has_korean_words() {
        let notes = [
            Note::CurrentFolder {
                id: "boj-1000".into(),
            },
            Note::Failed {
                cases: 0,
                problems: 0,
            },
            Note::Failed {
                cases: 2,
                problems: 1,
            },
            Note::ChangedSince {
                rev: "main".into(),
                problems: 2,
            },
            Note::ChangedSinceWithoutGit {
                rev: "main".into(),
                why: "git is not installed".into(),
            },
            Note::NotRemembered {
                why: "permission denied".into(),
            },
            Note::NoClippy {
                rustc: "rustc 1.85.0".into(),
            },
        ];
        let warnings = [
            Warning::Overflow {
                said: "attempt to add with overflow".into(),
            },
            Warning::Untested {
                id: "boj-1000".into(),
            },
            Warning::ToSolve {
                id: "boj-1000".into(),
                tier: crate::config::Tier::parse("Bronze V"),
                tags: vec!["math".into()],
            },
            Warning::WrongNotRunnable {
                name: "wrong/slow.cpp".into(),
                why: crate::report::NotRunnable::Missing("g++"),
            },
            Warning::WrongNotRunnable {
                name: "wrong/slow.py".into(),
                why: crate::report::NotRunnable::Interpreted,
            },
            Warning::NewerApi {
                id: "boj-1000".into(),
                api: "std::iter::repeat_n".into(),
                since: "1.82.0".into(),
                judge: "BOJ",
                judge_rustc: "1.73",
                at: "problems/boj-1000/src/main.rs:3".into(),
                strict: true,
            },
        ];
        let worded = notes
            .iter()
            .map(|n| (note(n, Lang::English), note(n, Lang::Korean)))
            .chain(
                warnings
                    .iter()
                    .map(|w| (warning(w, Lang::English), warning(w, Lang::Korean))),
            );
        for (en, ko) in worded {
            assert_ne!(en, ko);
            assert!(!hangul(&en) && hangul(&ko), "{en} / {ko}");
            for kept in [
                "boj-1000",
                "main",
                "permission denied",
                "attempt to add",
                "std::iter::repeat_n",
                "1.82.0",
                "main.rs:3",
                "clippy",
            ] {
                assert_eq!(en.contains(kept), ko.contains(kept), "{en} / {ko}");
            }
        }
        assert_eq!(
            note(&notes[3], Lang::English),
            "--changed-since main: 2 problems changed"
        );
        let running = Stopped::Running {
            cases: vec![("boj-1000".into(), "3".into())],
        };
        assert_eq!(stopped(&running, Lang::English), "running boj-1000 case 3");
        assert_eq!(stopped(&running, Lang::Korean), "boj-1000 케이스 3 실행");
        for what in [Stopped::Building { problems: 2 }, Stopped::BetweenRuns] {
            assert!(hangul(&stopped(&what, Lang::Korean)), "{what:?}");
        }
    }

    /// The English words are today's, which the human snapshots and the JSON keep.
    #[test]
    fn english_words() {
        let examples = all_examples();
        let en = |i: usize| reason(&examples[i], Lang::English);
        assert_eq!(en(1), "CPU time over 1000 ms (killed after 1012 ms CPU)");
        assert_eq!(
            en(2),
            "killed at the wall deadline after 1401 ms (CPU 0 ms): sleeping or blocked?"
        );
        assert_eq!(en(4), "peak memory 300.0 MB over the 256.0 MB limit");
        assert_eq!(en(6), "output passed the cap of 64.0 MB");
        assert_eq!(
            en(7),
            "exit code 101: panicked: index out of bounds: the len is 3 but the index is 7"
        );
        assert_eq!(
            en(8),
            "stack overflow (SIGSEGV): panicked: index out of bounds: the len is 3 but the \
             index is 7"
        );
        assert_eq!(en(12), "SIGSEGV: fatal");
        assert_eq!(en(13), "exit code 101");
        assert_eq!(en(15), "SIGSEGV");
        assert_eq!(en(16), "exit code 0xC0000005 (STATUS_ACCESS_VIOLATION)");
        let checker = |ruled, said: &str| Reason::Checker {
            who: JudgeProgram::Checker,
            ruled,
            said: said.into(),
        };
        assert_eq!(
            checker(Ruled::WrongAnswer, "wrong answer: 11 is not a divisor").to_string(),
            "checker: wrong answer: 11 is not a divisor"
        );
        assert_eq!(
            checker(Ruled::WrongAnswer, "11 is not a divisor").to_string(),
            "checker: wrong answer: 11 is not a divisor"
        );
        assert_eq!(
            checker(Ruled::Points, "0.5").to_string(),
            "checker: points: 0.5 (testlib's exit code 7: a partial score, which is not \
             accepted)"
        );
    }

    #[test]
    fn korean_words() {
        let examples = all_examples();
        let ko = |i: usize| reason(&examples[i], Lang::Korean);
        assert_eq!(ko(1), "CPU 시간 1000 ms 초과 (CPU 1012 ms에서 중지)");
        assert_eq!(ko(4), "최대 메모리 300.0 MB: 제한 256.0 MB 초과");
        assert_eq!(ko(6), "출력 상한 64.0 MB 초과");
        assert_eq!(
            ko(7),
            "종료 코드 101: 패닉: index out of bounds: the len is 3 but the index is 7"
        );
        assert_eq!(ko(13), "종료 코드 101");
        assert_eq!(ko(16), "종료 코드 0xC0000005 (STATUS_ACCESS_VIOLATION)");
        let mismatch = |expected: &[u8], actual: &[u8]| {
            let found = crate::compare::compare(crate::compare::Mode::Boj, expected, actual);
            reason(&Reason::Mismatch(found.unwrap_err()), Lang::Korean)
        };
        assert_eq!(
            mismatch(b"1 12\n", b"1 13\n"),
            "1번째 줄 3열: 기대한 출력 `12`, 실제 출력 `13`"
        );
        assert_eq!(
            mismatch(b"2 1\n", b"2  1\n"),
            "1번째 줄 3열: 토큰은 같지만 BOJ가 받지 않는 공백: 두 토큰 사이에 공백 2개 (BOJ는 \
             공백 하나, 줄바꿈 하나, 또는 공백 하나 뒤 줄바꿈만 받습니다)"
        );
        let checker = Reason::Checker {
            who: JudgeProgram::Interactor,
            ruled: Ruled::WrongAnswer,
            said: "wrong answer: answered 38, the secret is 37".into(),
        };
        assert_eq!(
            reason(&checker, Lang::Korean),
            "인터랙터: wrong answer: answered 38, the secret is 37"
        );
    }

    /// Every rule the BOJ comparison can name has Korean words, which keep the numbers and
    /// quoted bytes of the English.
    #[test]
    fn every_whitespace_rule_reads_in_korean() {
        for fault in crate::compare::every_fault() {
            let rule = whitespace_english(&fault);
            let korean = whitespace(&fault);
            assert_ne!(korean, rule, "no Korean for {rule:?}");
            assert!(hangul(&korean), "{korean}");
            for token in rule.split([' ', '(']).filter(|t| {
                t.starts_with('`') || t.bytes().all(|b| b.is_ascii_digit()) && !t.is_empty()
            }) {
                assert!(korean.contains(token), "{token} lost in {korean}");
            }
        }
        let float = crate::compare::compare(
            crate::compare::Mode::Float { tolerance: 1e-6 },
            b"1\n",
            b"1.1\n",
        );
        assert_eq!(
            reason(&Reason::Mismatch(float.unwrap_err()), Lang::Korean),
            "1번째 줄 1열: 기대한 출력 `1`, 실제 출력 `1.1`, 차이 1.0e-1: 허용 오차 1e-6 초과"
        );
        let short = crate::compare::compare(crate::compare::Mode::Tokens, b"1 2\n", b"1\n");
        assert_eq!(
            reason(&Reason::Mismatch(short.unwrap_err()), Lang::Korean),
            "1번째 줄 2열: 기대한 출력 `2`, 실제 출력 출력의 끝"
        );
    }

    /// The first difference's English words, from the comparison's data.
    fn english(mismatch: crate::compare::Mismatch) -> String {
        reason(&Reason::Mismatch(mismatch), Lang::English)
    }

    #[test]
    fn english_boj_mismatches_say_which_part_of_the_rule() {
        #[rustfmt::skip]
        let table: &[(&[u8], &[u8], &str)] = &[
            (b"1 2\n", b"1  2\n",
             "line 1, column 3: same tokens, whitespace BOJ does not accept: 2 spaces between two tokens (BOJ accepts one space, one newline, or one space then a newline)"),
            (b"1\n2\n", b"1\n\n2\n",
             "line 2, column 1: same tokens, whitespace BOJ does not accept: an empty line between two tokens (BOJ accepts one newline between tokens)"),
            (b"1\n", b" 1\n",
             "line 1, column 1: same tokens, whitespace BOJ does not accept: whitespace before the first token (BOJ accepts none)"),
            (b"1 2\n", b"1\t2\n",
             "line 1, column 2: same tokens, whitespace BOJ does not accept: a tab (BOJ separates tokens with spaces and newlines only)"),
            (b"1\n2\n", b"1\n  2\n",
             "line 2, column 1: same tokens, whitespace BOJ does not accept: whitespace at the start of the line (BOJ accepts extra spaces only at the end of a line)"),
            (b"1\n\n2\n", b"1\n2\n",
             "line 2, column 1: same tokens, whitespace BOJ does not accept: other whitespace than the expected output's, which has more than one separator here"),
            (b"1 2\n", b"1 3\n", "line 1, column 3: expected `2`, found `3`"),
        ];
        for (expected, actual, want) in table {
            let got = crate::compare::compare(Mode::Boj, expected, actual).expect_err(want);
            assert_eq!(english(got), *want);
        }
    }

    #[test]
    fn english_mismatches() {
        #[rustfmt::skip]
        let table: &[(Mode, &[u8], &[u8], &str)] = &[
            (Mode::Lines, b"1\n-1\n", b"1\n2\n", "line 2, column 1: expected `-1`, found `2`"),
            (Mode::Lines, b"1 2\n", b"1  2\n",
             "line 1, column 3: same tokens, different whitespace: expected `1·2`, found `1··2`"),
            (Mode::Lines, b"1\n", b"\n1\n",
             "line 1, column 1: same tokens, different whitespace: expected `1`, found an empty line"),
            (Mode::Lines, b"1\n2\n", b"1\n", "line 2, column 1: expected `2`, found end of output"),
            (Mode::Lines, b"1\n", b"1\n2\n", "line 2, column 1: expected end of output, found `2`"),
            (Mode::Lines, b"1 2 3\n", b"1 2\n", "line 1, column 4: expected `3`, found end of line"),
            (Mode::Lines, b"1\n2\n3\n", b"1\n\n2\n", "line 2, column 1: expected `2`, found an empty line"),
            (Mode::Lines, b"a\n", b"\xff\x01\n", "line 1, column 1: expected `a`, found `\\xff\\x01`"),
            (Mode::Exact, b"1\n", b"1\r\n",
             "line 1, column 2: same tokens, different whitespace: expected `1`, found `1\\r`"),
            (Mode::Exact, b"1\n", b"1",
             "line 1, column 2: same tokens, different whitespace: expected a final newline, found end of output"),
            (Mode::Tokens, b"1 2", b"1 2 3", "line 1, column 5: expected end of output, found `3`"),
            (Mode::Float { tolerance: 1e-6 }, b"1", b"1.1",
             "line 1, column 1: expected `1`, found `1.1`, off by 1.0e-1, more than the tolerance 1e-6"),
            (Mode::Literal, b"[1, 2]", b"[1, 3]", "line 1, column 5: expected `2`, found `3`"),
            (Mode::Literal, b"[[1], [2]]", b"[[1], 2]", "line 1, column 7: expected `[2]`, found `2`"),
            (Mode::Literal, b"[1, 2]", b"[1]", "line 1, column 3: expected `2`, found end of array"),
            (Mode::Literal, b"[1]", b"", "line 1, column 1: expected `[1]`, found end of output"),
            (Mode::Literal, b"[\"ab\"]", b"[1, \"ab",
             "output is not a literal: unclosed string at line 1, column 5"),
            (Mode::Literal, b"[1]", b"[1",
             "output is not a literal: unclosed array at line 1, column 1"),
            (Mode::Literal, b"[1]", b"[1] [2]",
             "output is not a literal: unexpected `[` after the value at line 1, column 5"),
            (Mode::Literal, b"[1, 2]", b"[1,,2]",
             "output is not a literal: unexpected `,` at line 1, column 4"),
            (Mode::Literal, b"[1, 2]", b"[1 2]",
             "output is not a literal: expected `,` or `]`, found `2` at line 1, column 4"),
            (Mode::Literal, b"[1]", b"[1x]",
             "output is not a literal: invalid number `1x` at line 1, column 2"),
            (Mode::Literal, b"[1]", b"[yes]",
             "output is not a literal: unexpected `yes` at line 1, column 2"),
            (Mode::Literal, b"\"a\"", b"\"\\q\"",
             "output is not a literal: unknown escape `\\q` at line 1, column 2"),
            (Mode::Literal, b"\"a\"", b"\n  \"\\u{zz}\"",
             "output is not a literal: invalid unicode escape, expected `\\u{XXXX}` at line 2, column 4"),
        ];
        for (mode, expected, actual, want) in table {
            let got = crate::compare::compare(*mode, expected, actual).expect_err(want);
            assert_eq!(english(got), *want);
        }
    }
}
