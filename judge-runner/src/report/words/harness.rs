//! The lines of `cargo judge new --regenerate-harness`, one per file, in English and Korean.

use super::super::Lang;
use crate::programmers::harness::Refusal;
use crate::programmers::HARNESS_MARKER;

/// What `--regenerate-harness` did with one problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum HarnessLine<'a> {
    /// The block was rewritten; `legacy` when it was older than the end marker.
    Regenerated { file: &'a str, legacy: bool },
    /// The block is the current one: the file was not written.
    UpToDate { file: &'a str },
    /// The file was left alone, for this reason.
    Refused { file: &'a str, why: Refusal },
    /// The file could not be read or written.
    Failed { file: &'a str, why: String },
    /// The id is not a Programmers problem's.
    NotProgrammers { id: &'a str },
    /// No id was given and `problems/` holds no Programmers problem.
    NoneFound,
}

/// The line for `line` in `lang`, without its newline; a refusal starts with `error: `.
pub(crate) fn harness_line(line: &HarnessLine<'_>, lang: Lang) -> String {
    let ko = lang == Lang::Korean;
    match (line, ko) {
        (HarnessLine::Regenerated { file, legacy }, false) => format!(
            "regenerated the harness of {file}{}",
            if *legacy {
                " (it was written before the end marker existed)"
            } else {
                ""
            }
        ),
        (HarnessLine::Regenerated { file, legacy }, true) => format!(
            "{file}의 하네스를 다시 만들었습니다{}",
            if *legacy {
                " (끝 표시가 생기기 전에 만든 하네스였습니다)"
            } else {
                ""
            }
        ),
        (HarnessLine::UpToDate { file }, false) => format!("{file}: harness up to date"),
        (HarnessLine::UpToDate { file }, true) => format!("{file}: 하네스가 최신입니다"),
        (HarnessLine::Refused { file, why }, _) => refused(file, *why, ko),
        (HarnessLine::Failed { file, why }, false) => {
            format!("error: failed to regenerate the harness of {file}: {why}")
        }
        (HarnessLine::Failed { file, why }, true) => {
            format!("error: {file}의 하네스를 다시 만들지 못했습니다: {why}")
        }
        (HarnessLine::NotProgrammers { id }, false) => format!(
            "error: failed to regenerate the harness of {id}: not a Programmers problem (a \
             harness is only below a programmers-NUMBER solution)"
        ),
        (HarnessLine::NotProgrammers { id }, true) => format!(
            "error: {id}의 하네스를 다시 만들지 못했습니다: 프로그래머스 문제가 아닙니다 \
             (하네스는 programmers-NUMBER 풀이에만 있습니다)"
        ),
        (HarnessLine::NoneFound, false) => "no Programmers problem in problems/".to_owned(),
        (HarnessLine::NoneFound, true) => "problems/에 프로그래머스 문제가 없습니다".to_owned(),
    }
}

fn refused(file: &str, why: Refusal, ko: bool) -> String {
    match (why, ko) {
        (Refusal::Edited, false) => format!(
            "error: failed to regenerate the harness of {file}: its generated block was edited \
             by hand (the checksum on its end line does not match); move the change above the \
             marker line or undo it, then run again"
        ),
        (Refusal::Edited, true) => format!(
            "error: {file}의 하네스를 다시 만들지 못했습니다: 생성된 부분이 손으로 고쳐졌습니다 \
             (끝 줄의 체크섬이 맞지 않습니다); 고친 것을 표시 줄 위로 옮기거나 되돌린 뒤 다시 \
             실행하세요"
        ),
        (Refusal::NoMarkers, false) => format!(
            "error: failed to regenerate the harness of {file}: it has no generated block (the \
             `{HARNESS_MARKER}` line, the harness, and its end line with the checksum)"
        ),
        (Refusal::NoMarkers, true) => format!(
            "error: {file}의 하네스를 다시 만들지 못했습니다: 생성된 부분이 없습니다 \
             (`{HARNESS_MARKER}` 줄, 하네스, 체크섬이 있는 끝 줄)"
        ),
        (Refusal::NoSignature, false) => format!(
            "error: failed to regenerate the harness of {file}: above the marker line there is \
             no `fn solution(…) -> T` of a supported signature"
        ),
        (Refusal::NoSignature, true) => format!(
            "error: {file}의 하네스를 다시 만들지 못했습니다: 표시 줄 위에 지원되는 시그니처의 \
             `fn solution(…) -> T`가 없습니다"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line has Korean words, and a refusal names its file in both languages.
    #[test]
    fn every_line_is_worded_in_both_languages() {
        let file = "problems/programmers-1/src/main.rs";
        let lines = [
            HarnessLine::Regenerated { file, legacy: true },
            HarnessLine::Regenerated {
                file,
                legacy: false,
            },
            HarnessLine::UpToDate { file },
            HarnessLine::Refused {
                file,
                why: Refusal::Edited,
            },
            HarnessLine::Refused {
                file,
                why: Refusal::NoMarkers,
            },
            HarnessLine::Refused {
                file,
                why: Refusal::NoSignature,
            },
            HarnessLine::Failed {
                file,
                why: "denied".into(),
            },
            HarnessLine::NotProgrammers { id: "boj-1000" },
            HarnessLine::NoneFound,
        ];
        for line in &lines {
            let (en, ko) = (
                harness_line(line, Lang::English),
                harness_line(line, Lang::Korean),
            );
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{ko}");
            assert_ne!(en, ko);
            let refusal = matches!(
                line,
                HarnessLine::Refused { .. } | HarnessLine::Failed { .. }
            );
            if refusal {
                assert!(en.starts_with("error: ") && en.contains(file), "{en}");
                assert!(ko.starts_with("error: ") && ko.contains(file), "{ko}");
            }
        }
    }
}
