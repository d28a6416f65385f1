//! The runner's notes and errors in Korean, for `--lang ko`: the shapes the judge command
//! and discovery still write as sentences, turned into Korean around the parts they quote;
//! a message of another shape stays as written. A verdict's reason is data and has its words
//! in [`super::words`]; what is left here moves there as each message gets its type.

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
                "--changed-since main: 2 problems changed",
                "--changed-since main: 바뀐 문제 2개",
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
