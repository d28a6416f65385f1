//! The runner's messages in Korean, for `--lang ko`: the shapes the engine, the comparison
//! and the judge command write (a verdict's reason, the first difference, a note), turned
//! into Korean around the parts they quote; a message of another shape stays as written.

/// `text` in Korean when it has one of the runner's shapes, else as it is.
pub(crate) fn message(text: &str) -> String {
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

/// The part of a comparison's message after its position: `expected X, found Y`.
fn difference(text: &str) -> String {
    if let Some(rule) = text.strip_prefix("same tokens, whitespace BOJ does not accept: ") {
        return format!("토큰은 같지만 BOJ가 받지 않는 공백: {rule}");
    }
    match text
        .strip_prefix("expected ")
        .and_then(|rest| rest.rsplit_once(", found "))
    {
        Some((expected, found)) => format!("기대한 출력 {expected}, 실제 출력 {found}"),
        None => text.to_owned(),
    }
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::message;

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
            ("line one: not ours", "line one: not ours"),
        ] {
            assert_eq!(message(english), korean, "{english}");
        }
    }
}
