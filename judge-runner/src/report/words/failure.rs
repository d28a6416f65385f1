//! The words of a judge program that failed ([`ProgramFailure`]: a checker or interactor
//! that neither accepted nor rejected), in English and Korean. The engine hands over what
//! happened as data (on what, how it ended, what it said); the program's own words are
//! quoted as it wrote them, in either language.

use crate::report::Lang;
use crate::workspace::{CaseLabel, Ended, ProgramFailure};
use std::fmt;

/// What a program ran on, in `lang`: `case 3`, `seed 17`.
pub(crate) fn case_label(label: &CaseLabel, lang: Lang) -> String {
    match (label, lang) {
        (CaseLabel::Case(name), Lang::English) => format!("case {name}"),
        (CaseLabel::Case(name), Lang::Korean) => format!("케이스 {name}"),
        (CaseLabel::Seed(seed), Lang::English) => format!("seed {seed}"),
        (CaseLabel::Seed(seed), Lang::Korean) => format!("시드 {seed}"),
    }
}

/// The English words of a label are its `Display`, as the engine's messages name a case.
impl fmt::Display for CaseLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&case_label(self, Lang::English))
    }
}

/// How a failed program ended, in `lang`.
fn ended(ended: Ended, lang: Lang) -> String {
    match (ended, lang) {
        (Ended::Deadline { wall_ms }, Lang::English) => {
            format!("killed at its deadline after {wall_ms} ms")
        }
        (Ended::Deadline { wall_ms }, Lang::Korean) => {
            format!("제한 시간에 걸려 {wall_ms} ms 후 중지됨")
        }
        (Ended::Code(code), Lang::English) => format!("exit code {code}"),
        (Ended::Code(code), Lang::Korean) => format!("종료 코드 {code}"),
        (Ended::Signal(signal), _) => crate::sys::signal_name(signal),
    }
}

/// `: ` and what the program said, when it said something.
fn said(failure: &ProgramFailure) -> String {
    if failure.said.is_empty() {
        String::new()
    } else {
        format!(": {}", failure.said)
    }
}

/// The English of a failure after "PATH failed ": on what, how it ended, what testlib's
/// codes mean, and what the program said. Its `Display`: what `CaseError` and a helper's
/// error carry.
fn english(failure: &ProgramFailure) -> String {
    format!(
        "on {} ({}); testlib's exit codes: 0 accepts, 1 is WA, 2 is PE, 3 is a failure of the \
         judge data{}",
        case_label(&failure.case, Lang::English),
        ended(failure.ended, Lang::English),
        said(failure)
    )
}

impl fmt::Display for ProgramFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&english(self))
    }
}

/// The whole sentence: the program `file` failed, as `failure` says, in `lang`.
pub(crate) fn program_failed(file: &str, failure: &ProgramFailure, lang: Lang) -> String {
    match lang {
        Lang::English => format!("{file} failed {}", english(failure)),
        Lang::Korean => format!(
            "{file}이(가) {}에서 실패했습니다 ({}); testlib의 종료 코드: 0은 통과, 1은 WA, \
             2는 PE, 3은 채점 데이터의 오류{}",
            case_label(&failure.case, Lang::Korean),
            ended(failure.ended, Lang::Korean),
            said(failure)
        ),
    }
}

/// One failure of every way a program ends, on a case and on a seed, saying something and
/// nothing; exhaustive over [`Ended`] and [`CaseLabel`] by `match`es without a wildcard.
#[cfg(test)]
pub(crate) fn all_program_failures() -> Vec<ProgramFailure> {
    let endings = [
        Ended::Deadline { wall_ms: 2400 },
        Ended::Code(3),
        Ended::Signal(11),
    ];
    let labels = [CaseLabel::Case("3".into()), CaseLabel::Seed(17)];
    let mut all = Vec::new();
    for ended in endings {
        match ended {
            Ended::Deadline { .. } | Ended::Code(_) | Ended::Signal(_) => {}
        }
        for case in &labels {
            match case {
                CaseLabel::Case(_) | CaseLabel::Seed(_) => {}
            }
            for said in ["", "wrong answer 1st numbers differ"] {
                all.push(ProgramFailure {
                    case: case.clone(),
                    ended,
                    said: said.into(),
                });
            }
        }
    }
    all
}

#[cfg(test)]
mod tests {
    use super::super::tests::hangul;
    use super::*;

    /// Every failure reads in both languages, names its file, quotes the program's words
    /// as they are, and its English is what the reports always said.
    #[test]
    fn every_program_failure_has_english_and_korean_words() {
        let file = "testcases/p/checker.rs";
        for failure in all_program_failures() {
            let en = program_failed(file, &failure, Lang::English);
            let ko = program_failed(file, &failure, Lang::Korean);
            assert_eq!(en, format!("{file} failed {failure}"));
            assert!(!hangul(&en), "Korean in the English of {failure:?}: {en}");
            assert!(hangul(&ko), "no Hangul in {ko} for {failure:?}");
            assert!(en.starts_with(file) && ko.starts_with(file), "{en} / {ko}");
            if !failure.said.is_empty() {
                assert!(en.ends_with(&format!(": {}", failure.said)), "{en}");
                assert!(ko.ends_with(&format!(": {}", failure.said)), "{ko}");
            }
        }
        let failure = ProgramFailure {
            case: CaseLabel::Case("2".into()),
            ended: Ended::Code(3),
            said: "FAIL answer is broken".into(),
        };
        assert_eq!(
            failure.to_string(),
            "on case 2 (exit code 3); testlib's exit codes: 0 accepts, 1 is WA, 2 is PE, 3 is \
             a failure of the judge data: FAIL answer is broken"
        );
        assert_eq!(
            program_failed("testcases/p/checker.rs", &failure, Lang::Korean),
            "testcases/p/checker.rs이(가) 케이스 2에서 실패했습니다 (종료 코드 3); testlib의 \
             종료 코드: 0은 통과, 1은 WA, 2는 PE, 3은 채점 데이터의 오류: FAIL answer is broken"
        );
        let deadline = ProgramFailure {
            case: CaseLabel::Seed(5),
            ended: Ended::Deadline { wall_ms: 1400 },
            said: String::new(),
        };
        assert_eq!(
            deadline.to_string(),
            "on seed 5 (killed at its deadline after 1400 ms); testlib's exit codes: 0 accepts, \
             1 is WA, 2 is PE, 3 is a failure of the judge data"
        );
    }
}
