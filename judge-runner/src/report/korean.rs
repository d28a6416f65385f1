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

/// The particle `로` or `으로` after `word`, as its last sound takes it: a Hangul syllable
/// by its final consonant (none or ㄹ: 로); a number as Korean reads it (1000 천: 으로,
/// 1001 일: 로; a run of zeros ends in 십, 백, 천, 만: 으로); a Latin letter by its name
/// (m 엠, n 엔: 으로; l 엘, r 알 and the rest: 로); `(으)로` for anything else.
pub(crate) fn ro(word: &str) -> &'static str {
    let Some(last) = word.chars().last() else {
        return "(으)로";
    };
    let batchim = match last {
        '\u{AC00}'..='\u{D7A3}' => {
            let jong = (u32::from(last) - 0xAC00) % 28;
            jong != 0 && jong != 8
        }
        '0'..='9' => {
            let digits = word.trim_end_matches(|c: char| !c.is_ascii_digit());
            let digits: String = digits
                .chars()
                .rev()
                .take_while(char::is_ascii_digit)
                .collect();
            match digits.trim_start_matches('0').chars().next() {
                // Trailing zeros (10 십, 100 백, 1000 천, 10000 만) or 0 (영).
                None => true,
                Some(_) if digits.starts_with('0') => true,
                Some(d) => matches!(d, '3' | '6'),
            }
        }
        'a'..='z' | 'A'..='Z' => matches!(last.to_ascii_lowercase(), 'm' | 'n'),
        _ => return "(으)로",
    };
    if batchim {
        "으로"
    } else {
        "로"
    }
}

#[cfg(test)]
mod tests {
    use super::ro;

    /// 로 or 으로 by the last sound: Hangul by its final consonant, numbers as read,
    /// letters by their names.
    #[test]
    fn the_particle_ro_follows_the_last_sound() {
        for (word, particle) in [
            ("boj-1000", "으로"),
            ("boj-1001", "로"),
            ("boj 4242", "로"),
            ("boj 4240", "으로"),
            ("3", "으로"),
            ("16", "으로"),
            ("17", "로"),
            ("0", "으로"),
            ("cf-1927a", "로"),
            ("atcoder-abc300-n", "으로"),
            ("폴더", "로"),
            ("파일", "로"),
            ("문제", "로"),
            ("책", "으로"),
            ("", "(으)로"),
            ("x)", "(으)로"),
        ] {
            assert_eq!(ro(word), particle, "{word}");
        }
    }

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
