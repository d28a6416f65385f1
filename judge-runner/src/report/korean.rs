//! The runner's messages in Korean, for `--lang ko`: the shapes the engine, the comparison
//! and the judge command write (a verdict's reason, the first difference, a note), turned
//! into Korean around the parts they quote; a message of another shape stays as written.

/// `text` in Korean when it has one of the runner's shapes, else as it is.
pub(crate) fn message(text: &str) -> String {
    if let Some(rest) = text.strip_prefix("failed to read ") {
        if let Some((path, why)) = rest.split_once(": ") {
            return format!("{path}을(를) 읽지 못했습니다: {why}");
        }
    }
    if let Some(korean) = text.strip_prefix("failed to build ").and_then(|rest| {
        let (path, why) = rest.split_once(": ")?;
        Some(format!(
            "{path}을(를) 빌드하지 못했습니다: {}",
            disk_full(why)?
        ))
    }) {
        return korean;
    }
    if let Some(korean) = disk_full(text) {
        return korean;
    }
    if let Some(korean) = text.strip_prefix("no solution: ").and_then(not_regular) {
        return format!("풀이 없음: {korean}");
    }
    if let Some(korean) = not_regular(text) {
        return korean;
    }
    // A checker's or interactor's ruling: its own words stay as it wrote them.
    for (who, korean) in [("checker: ", "체커: "), ("interactor: ", "인터랙터: ")] {
        if let Some(said) = text.strip_prefix(who) {
            return format!("{korean}{said}");
        }
    }
    if let Some(rest) = text.strip_prefix("line ") {
        if let Some((line, rest)) = rest.split_once(", column ") {
            if let Some((column, rest)) = rest.split_once(": ") {
                if is_number(line) && is_number(column) {
                    return format!("{line}번째 줄 {column}열: {}", difference(rest));
                }
            }
        }
    }
    if let Some(rest) = text.strip_prefix("CPU time over ") {
        if let Some((limit, rest)) = rest.split_once(" ms (killed after ") {
            if let Some(used) = rest.strip_suffix(" ms CPU)") {
                return format!("CPU 시간 {limit} ms 초과 (CPU {used} ms에서 중지)");
            }
        }
    }
    if let Some(rest) = text.strip_prefix("peak memory ") {
        if let Some((peak, rest)) = rest.split_once(" over the ") {
            if let Some(limit) = rest.strip_suffix(" limit") {
                return format!("최대 메모리 {peak}: 제한 {limit} 초과");
            }
        }
    }
    if let Some(rest) = text.strip_prefix("killed at the wall deadline after ") {
        if let Some((wall, rest)) = rest.split_once(" ms (CPU ") {
            if let Some(cpu) = rest.strip_suffix(" ms): sleeping or blocked?") {
                return format!(
                    "실제 시간 {wall} ms에서 중지 (CPU {cpu} ms): 잠들었거나 입력을 기다리고 \
                     있었나요?"
                );
            }
        }
    }
    if let Some(rest) = text.strip_prefix("stack overflow (") {
        return format!("스택 오버플로 ({rest}");
    }
    if let Some(cap) = text.strip_prefix("output passed the cap of ") {
        return format!("출력 상한 {cap} 초과");
    }
    if let Some(rest) = text.strip_prefix("exit code ") {
        let (code, rest) = rest.split_once(": ").unwrap_or((rest, ""));
        if is_number(code.trim_start_matches('-')) {
            return match rest.strip_prefix("panicked: ") {
                Some(panic) => format!("종료 코드 {code}: 패닉: {panic}"),
                None if rest.is_empty() => format!("종료 코드 {code}"),
                None => format!("종료 코드 {code}: {rest}"),
            };
        }
    }
    if let Some(rest) = text.strip_prefix("untested: testcases/") {
        if let Some((id, _)) = rest.split_once(" has no cases yet") {
            return format!(
                "채점하지 않음: testcases/{id}에 아직 케이스가 없습니다 (풀이는 채점 서버처럼 \
                 컴파일됩니다); `cargo judge add {id}`로 추가하세요"
            );
        }
    }
    if let Some(rest) = text.strip_prefix("--changed-since ") {
        if let Some((rev, rest)) = rest.split_once(": ") {
            if let Some((n, _)) = rest.split_once(" problem") {
                if is_number(n) && rest.ends_with(" changed") {
                    return format!("--changed-since {rev}: 바뀐 문제 {n}개");
                }
            }
        }
    }
    if let Some(rest) =
        text.strip_prefix("accepted on the judge build, but the build with overflow checks fails")
    {
        return format!("채점 빌드에서는 맞았지만 오버플로 검사 빌드에서는 실패합니다{rest}");
    }
    if let Some(rest) = text.strip_prefix("judging ") {
        if let Some((id, _)) = rest.split_once(", the problem of the current folder") {
            return format!(
                "현재 폴더의 문제 {id}만 채점합니다 (작업 공간 루트에서는 `cargo judge`가 모든 \
                 문제를 채점합니다)"
            );
        }
    }
    if text == "--failed: no case failed when last judged; nothing to judge" {
        return "--failed: 지난 채점에서 틀린 케이스가 없습니다; 채점할 것이 없습니다".to_owned();
    }
    if let Some(rest) = text.strip_prefix("--failed: ") {
        if let Some((cases, rest)) = rest.split_once(" case") {
            if let Some((_, rest)) = rest.split_once(" of ") {
                if let Some((problems, _)) = rest.split_once(" problem") {
                    return format!(
                        "--failed: 지난 채점에서 틀린 케이스 {cases}개 (문제 {problems}개)"
                    );
                }
            }
        }
    }
    text.to_owned()
}

/// `no space left on device in FOLDER: ...` (`build::disk_full`) in Korean, if it is that.
fn disk_full(text: &str) -> Option<String> {
    let folder = text
        .strip_prefix("no space left on device in ")?
        .strip_suffix(": the disk is full, nothing was cached; free some space and run again")?;
    Some(format!(
        "{folder}에 남은 공간이 없습니다: 디스크가 가득 찼습니다, 아무것도 캐시하지 \
         않았습니다; 공간을 비우고 다시 실행하세요"
    ))
}

/// `PATH is not a regular file (KIND)` (`workspace::not_regular`) in Korean, if it is one.
fn not_regular(text: &str) -> Option<String> {
    let (path, kind) = text.split_once(" is not a regular file (")?;
    let kind = match kind {
        "a folder)" => "폴더",
        "a FIFO)" => "FIFO",
        "a device)" => "장치 파일",
        "a socket)" => "소켓",
        "not a file)" => "파일이 아님",
        _ => return None,
    };
    Some(format!("{path}은(는) 일반 파일이 아닙니다 ({kind})"))
}

/// The part of a comparison's message after its position: `expected X, found Y`.
fn difference(text: &str) -> String {
    if let Some(rule) = text.strip_prefix("same tokens, whitespace BOJ does not accept: ") {
        return format!("토큰은 같지만 BOJ가 받지 않는 공백: {}", whitespace(rule));
    }
    match text
        .strip_prefix("expected ")
        .and_then(|rest| rest.rsplit_once(", found "))
    {
        Some((expected, found)) => {
            // A float outside the tolerance says by how much (`compare::tokens_match`).
            let found = match found.split_once(", off by ").and_then(|(found, rest)| {
                let (off, tolerance) = rest.split_once(", more than the tolerance ")?;
                Some(format!("{found}, 차이 {off}: 허용 오차 {tolerance} 초과"))
            }) {
                Some(float) => float,
                None => found.to_owned(),
            };
            format!("기대한 출력 {expected}, 실제 출력 {found}")
        }
        None => text.to_owned(),
    }
}

/// BOJ's whitespace rule that a run broke (`compare::Fault::describe`), in Korean.
fn whitespace(rule: &str) -> String {
    const SEPARATES: &str = " (BOJ separates tokens with spaces and newlines only)";
    const SEPARATES_KO: &str = " (BOJ는 토큰을 공백과 줄바꿈으로만 구분합니다)";
    let count = |suffix: &str| {
        rule.strip_suffix(suffix)
            .filter(|n| is_number(n))
            .map(str::to_owned)
    };
    if let Some(n) = count(
        " spaces between two tokens (BOJ accepts one space, one newline, or one space then a \
         newline)",
    ) {
        return format!(
            "두 토큰 사이에 공백 {n}개 (BOJ는 공백 하나, 줄바꿈 하나, 또는 공백 하나 뒤 \
             줄바꿈만 받습니다)"
        );
    }
    if let Some(n) = count(" spaces at the end of the line (BOJ accepts at most one)") {
        return format!("줄 끝에 공백 {n}개 (BOJ는 하나까지만 받습니다)");
    }
    let trailing = [
        " empty line at the end of the output (BOJ accepts at most one final newline)",
        " empty lines at the end of the output (BOJ accepts at most one final newline)",
    ];
    if let Some(n) = trailing.iter().find_map(|suffix| count(suffix)) {
        return format!("출력 끝에 빈 줄 {n}개 (BOJ는 마지막 줄바꿈 하나까지만 받습니다)");
    }
    if let Some(what) = rule.strip_suffix(SEPARATES) {
        let what = match what {
            "a tab" => "탭".to_owned(),
            "a `\\r` without a newline after it" => "뒤에 줄바꿈이 없는 `\\r`".to_owned(),
            other => match other.strip_prefix("the byte ") {
                Some(byte) => format!("바이트 {byte}"),
                None => return rule.to_owned(),
            },
        };
        return format!("{what}{SEPARATES_KO}");
    }
    match rule {
        "an empty line between two tokens (BOJ accepts one newline between tokens)" => {
            "두 토큰 사이의 빈 줄 (BOJ는 토큰 사이에 줄바꿈 하나만 받습니다)".to_owned()
        }
        "whitespace at the start of the line (BOJ accepts an extra space only at the end of a \
         line)" => "줄 앞의 공백 (BOJ는 남는 공백을 줄 끝에서만 받습니다)".to_owned(),
        "whitespace before the first token (BOJ accepts none)" => {
            "첫 토큰 앞의 공백 (BOJ는 받지 않습니다)".to_owned()
        }
        "other whitespace than the expected output's, which has more than one separator here" => {
            "기대한 출력과 다른 공백 (기대한 출력은 이 자리에 구분자가 둘 이상입니다)".to_owned()
        }
        other => other.to_owned(),
    }
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::message;

    /// Every rule the BOJ comparison can name has Korean words: a new kind of fault without
    /// them fails here.
    #[test]
    fn every_whitespace_rule_reads_in_korean() {
        for rule in crate::compare::every_fault_description() {
            let korean = super::whitespace(&rule);
            assert_ne!(korean, rule, "no Korean for {rule:?}");
            assert!(
                korean.chars().any(|c| ('가'..='힣').contains(&c)),
                "{korean}"
            );
            // The numbers and bytes the English names stay in the Korean.
            for token in rule.split([' ', '(']).filter(|t| {
                t.starts_with('`') || t.bytes().all(|b| b.is_ascii_digit()) && !t.is_empty()
            }) {
                assert!(korean.contains(token), "{token} lost in {korean}");
            }
        }
        assert_eq!(
            message(
                "line 1, column 3: same tokens, whitespace BOJ does not accept: 2 spaces \
                 between two tokens (BOJ accepts one space, one newline, or one space then a \
                 newline)"
            ),
            "1번째 줄 3열: 토큰은 같지만 BOJ가 받지 않는 공백: 두 토큰 사이에 공백 2개 (BOJ는 \
             공백 하나, 줄바꿈 하나, 또는 공백 하나 뒤 줄바꿈만 받습니다)"
        );
        assert_eq!(
            message(
                "line 1, column 1: expected `1`, found `1.1`, off by 1.0e-1, more than the \
                 tolerance 1e-6"
            ),
            "1번째 줄 1열: 기대한 출력 `1`, 실제 출력 `1.1`, 차이 1.0e-1: 허용 오차 1e-6 초과"
        );
        assert_eq!(
            message("failed to read testcases/boj-1000/8.out: permission denied"),
            "testcases/boj-1000/8.out을(를) 읽지 못했습니다: permission denied"
        );
    }

    #[test]
    fn the_runner_shapes_become_korean_and_the_rest_stays() {
        for (english, korean) in [
            (
                "line 3, column 5: expected `12`, found `13`",
                "3번째 줄 5열: 기대한 출력 `12`, 실제 출력 `13`",
            ),
            (
                "line 1, column 1: expected `[1]`, found end of output",
                "1번째 줄 1열: 기대한 출력 `[1]`, 실제 출력 end of output",
            ),
            (
                "CPU time over 1000 ms (killed after 1012 ms CPU)",
                "CPU 시간 1000 ms 초과 (CPU 1012 ms에서 중지)",
            ),
            (
                "peak memory 300.0 MB over the 256.0 MB limit",
                "최대 메모리 300.0 MB: 제한 256.0 MB 초과",
            ),
            ("output passed the cap of 64.0 MB", "출력 상한 64.0 MB 초과"),
            (
                "killed at the wall deadline after 1401 ms (CPU 0 ms): sleeping or blocked?",
                "실제 시간 1401 ms에서 중지 (CPU 0 ms): 잠들었거나 입력을 기다리고 있었나요?",
            ),
            (
                "stack overflow (SIGABRT): fatal runtime error: stack overflow, aborting",
                "스택 오버플로 (SIGABRT): fatal runtime error: stack overflow, aborting",
            ),
            (
                "exit code 101: panicked: index out of bounds",
                "종료 코드 101: 패닉: index out of bounds",
            ),
            ("exit code 3", "종료 코드 3"),
            (
                "checker: wrong answer: 11 is not a divisor",
                "체커: wrong answer: 11 is not a divisor",
            ),
            (
                "interactor: wrong answer: answered 38, the secret is 37",
                "인터랙터: wrong answer: answered 38, the secret is 37",
            ),
            (
                "--changed-since main: 2 problems changed",
                "--changed-since main: 바뀐 문제 2개",
            ),
            (
                "line 1, column 3: same tokens, whitespace BOJ does not accept: 2 spaces",
                "1번째 줄 3열: 토큰은 같지만 BOJ가 받지 않는 공백: 2 spaces",
            ),
            (
                "--failed: 2 cases of 1 problem failed when last judged",
                "--failed: 지난 채점에서 틀린 케이스 2개 (문제 1개)",
            ),
            (
                "SIGSEGV (segmentation fault)",
                "SIGSEGV (segmentation fault)",
            ),
            (
                "testcases/p/1.in is not a regular file (a FIFO)",
                "testcases/p/1.in은(는) 일반 파일이 아닙니다 (FIFO)",
            ),
            (
                "no solution: problems/p/src/main.rs is not a regular file (a folder)",
                "풀이 없음: problems/p/src/main.rs은(는) 일반 파일이 아닙니다 (폴더)",
            ),
            (
                "testcases/p/checker.rs is not a regular file (a device)",
                "testcases/p/checker.rs은(는) 일반 파일이 아닙니다 (장치 파일)",
            ),
            (
                "failed to build problems/p/src/main.rs: no space left on device in \
                 /w/target/judge/cache: the disk is full, nothing was cached; free some space \
                 and run again",
                "problems/p/src/main.rs을(를) 빌드하지 못했습니다: /w/target/judge/cache에 남은 \
                 공간이 없습니다: 디스크가 가득 찼습니다, 아무것도 캐시하지 않았습니다; 공간을 \
                 비우고 다시 실행하세요",
            ),
            (
                "no space left on device in /w/target/judge/cache: the disk is full, nothing \
                 was cached; free some space and run again",
                "/w/target/judge/cache에 남은 공간이 없습니다: 디스크가 가득 찼습니다, 아무것도 \
                 캐시하지 않았습니다; 공간을 비우고 다시 실행하세요",
            ),
            (
                "x is not a regular file (as it says)",
                "x is not a regular file (as it says)",
            ),
            ("line one: not ours", "line one: not ours"),
        ] {
            assert_eq!(message(english), korean, "{english}");
        }
    }
}
