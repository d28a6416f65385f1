//! The Korean of the few shapes the runner's own causes are still written in (a file it
//! failed to read, a full disk, a path that is not a regular file), for the cause under a
//! runner failure (`words::failure`); a text of another shape stays as written. Every error
//! and reason is data with its words in [`super::words`].

/// `text` in Korean when it has one of the runner's shapes, else as it is.
pub(crate) fn message(text: &str) -> String {
    if let Some(rest) = text.strip_prefix("failed to read ") {
        if let Some((path, why)) = rest.split_once(": ") {
            return format!("{path}을(를) 읽지 못했습니다: {why}");
        }
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

#[cfg(test)]
mod tests {
    use super::message;

    #[test]
    fn the_runner_shapes_become_korean_and_the_rest_stays() {
        for (english, korean) in [
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
