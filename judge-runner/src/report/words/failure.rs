//! The words of the judge's side failing, in English and Korean: a judge program that
//! neither accepted nor rejected ([`ProgramFailure`]) and any failure of the runner's side
//! on a problem, a case or a kept submission ([`RunnerFailure`]). The engine and the
//! commands hand over what happened as data; what a program or the system said is quoted
//! as it was said, in either language.

use crate::report::{korean, Lang};
use crate::verdict::failure::CaseTrouble;
use crate::workspace::{CaseLabel, Ended, EngineFailure, ProgramFailure, RunnerFailure, TalkStep};
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

/// A failure of the runner's side in `lang`. An error reads as the runner's errors do,
/// with its causes after it on the same line (the system's words; the few the runner
/// worded itself, a full disk, keep the Korean that [`korean::message`] gives them).
pub(crate) fn runner_failure(failure: &RunnerFailure, lang: Lang) -> String {
    match (failure, lang) {
        (RunnerFailure::Error(e), Lang::English) => e.0.with_causes(),
        (RunnerFailure::Error(e), Lang::Korean) => {
            let mut text = super::error(&e.0, Lang::Korean);
            let mut source = std::error::Error::source(&*e.0);
            while let Some(cause) = source {
                text.push_str(&format!(": {}", korean::message(&cause.to_string())));
                source = cause.source();
            }
            text
        }
        (RunnerFailure::Program { path, failure }, _) => program_failed(path, failure, lang),
        (RunnerFailure::Unreadable { path, why }, Lang::English) => {
            format!("failed to read {path}: {why}")
        }
        (RunnerFailure::Unreadable { path, why }, Lang::Korean) => {
            format!("{path}을(를) 읽지 못했습니다: {why}")
        }
        (RunnerFailure::Engine(failure), _) => engine_failure(failure, lang),
    }
}

/// Why the engine could not judge a case, in `lang`; what the system said stays as it said it.
pub(crate) fn engine_failure(failure: &EngineFailure, lang: Lang) -> String {
    let english = lang == Lang::English;
    match failure {
        EngineFailure::NotBuilt { interactor } => match (interactor, english) {
            (false, true) => "the checker was not built".to_owned(),
            (true, true) => "the interactor was not built".to_owned(),
            (false, false) => "체커가 빌드되지 않았습니다".to_owned(),
            (true, false) => "인터랙터가 빌드되지 않았습니다".to_owned(),
        },
        EngineFailure::InteractiveCompared if english => {
            "an interactive problem is judged by its interactor".to_owned()
        }
        EngineFailure::InteractiveCompared => "인터랙티브 문제는 인터랙터가 채점합니다".to_owned(),
        EngineFailure::Run {
            program,
            input,
            why,
        } => match (input, english) {
            (Some(input), true) => format!("failed to run {program} on {input}: {why}"),
            (None, true) => format!("failed to run {program}: {why}"),
            (Some(input), false) => {
                format!("{input}에서 {program}을(를) 실행하지 못했습니다: {why}")
            }
            (None, false) => format!("{program}을(를) 실행하지 못했습니다: {why}"),
        },
        EngineFailure::Talk {
            step,
            solution,
            case,
            why,
        } => {
            let label = case_label(case, lang);
            match (step, english) {
                (TalkStep::MakePipes, true) => {
                    format!("failed to make pipes for {solution} on {label}: {why}")
                }
                (TalkStep::MakeResultFile, true) => {
                    format!("failed to make the result file for {solution} on {label}: {why}")
                }
                (TalkStep::RunSolution, true) => {
                    format!("failed to run the solution for {solution} on {label}: {why}")
                }
                (TalkStep::MakePipes, false) => {
                    format!("{solution}의 {label}에 쓸 파이프를 만들지 못했습니다: {why}")
                }
                (TalkStep::MakeResultFile, false) => {
                    format!("{solution}의 {label}에 쓸 결과 파일을 만들지 못했습니다: {why}")
                }
                (TalkStep::RunSolution, false) => {
                    format!("{label}에서 풀이 {solution}을(를) 실행하지 못했습니다: {why}")
                }
            }
        }
        EngineFailure::Write { path, why } if english => format!("failed to write {path}: {why}"),
        EngineFailure::Write { path, why } => format!("{path}을(를) 쓰지 못했습니다: {why}"),
    }
}

/// Why a case could not be judged, in `lang` (after "failed to judge CASE: ").
pub(crate) fn case_trouble(trouble: &CaseTrouble, lang: Lang) -> String {
    match (trouble, lang) {
        (CaseTrouble::Engine(failure), _) => engine_failure(failure, lang),
        (CaseTrouble::Unreadable { path, why }, Lang::English) => {
            format!("failed to read {path}: {why}")
        }
        (CaseTrouble::Unreadable { path, why }, Lang::Korean) => {
            format!("{path}을(를) 읽지 못했습니다: {why}")
        }
        (CaseTrouble::Program { path, failure }, _) => program_failed(path, failure, lang),
        (CaseTrouble::Cancelled, Lang::English) => "cancelled".to_owned(),
        (CaseTrouble::Cancelled, Lang::Korean) => "취소됨".to_owned(),
    }
}

/// The English words of a case's trouble are its `Display`, as `CaseError` words it.
impl fmt::Display for CaseTrouble {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&case_trouble(self, Lang::English))
    }
}

/// The English words of an engine failure are its `Display`, as `CaseError` shows one.
impl fmt::Display for EngineFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&engine_failure(self, Lang::English))
    }
}

/// Every kind of engine failure, each `TalkStep` too: exhaustive by `match`es without a
/// wildcard.
#[cfg(test)]
pub(crate) fn all_engine_failures() -> Vec<EngineFailure> {
    let talk = |step| EngineFailure::Talk {
        step,
        solution: "problems/p/src/main.rs".into(),
        case: CaseLabel::Case("2".into()),
        why: "too many open files".into(),
    };
    let all = vec![
        EngineFailure::NotBuilt { interactor: false },
        EngineFailure::NotBuilt { interactor: true },
        EngineFailure::InteractiveCompared,
        EngineFailure::Run {
            program: "problems/p/src/main.rs".into(),
            input: Some("testcases/p/1.in".into()),
            why: "permission denied".into(),
        },
        EngineFailure::Run {
            program: "testcases/p/checker.rs".into(),
            input: None,
            why: "permission denied".into(),
        },
        talk(TalkStep::MakePipes),
        talk(TalkStep::MakeResultFile),
        talk(TalkStep::RunSolution),
        EngineFailure::Write {
            path: "/w/target/judge/tmp/output".into(),
            why: "no space left".into(),
        },
    ];
    for failure in &all {
        match failure {
            EngineFailure::NotBuilt { .. }
            | EngineFailure::InteractiveCompared
            | EngineFailure::Run { .. }
            | EngineFailure::Write { .. } => {}
            EngineFailure::Talk { step, .. } => match step {
                TalkStep::MakePipes | TalkStep::MakeResultFile | TalkStep::RunSolution => {}
            },
        }
    }
    all
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

/// One failure of the runner's side of every kind, exhaustive by a `match` without a
/// wildcard: an error with a cause and one with a full disk under it, a judge program's
/// failure, an unreadable answer and the engine's words.
#[cfg(test)]
pub(crate) fn all_runner_failures() -> Vec<RunnerFailure> {
    use crate::error::Error;
    use std::io;
    let full = io::Error::new(
        io::ErrorKind::StorageFull,
        "no space left on device in /w/target/judge/cache: the disk is full, nothing was \
         cached; free some space and run again",
    );
    let all = vec![
        RunnerFailure::from(Error::Run {
            path: "testcases/p/checker.rs".into(),
            source: io::Error::other("permission denied"),
        }),
        RunnerFailure::from(Error::Build {
            path: "problems/p/src/main.rs".into(),
            source: full,
        }),
        RunnerFailure::Program {
            path: "testcases/p/interactor.rs".into(),
            failure: all_program_failures().swap_remove(0),
        },
        RunnerFailure::Unreadable {
            path: "testcases/p/1.out".into(),
            why: "gone".into(),
        },
        RunnerFailure::Engine(EngineFailure::NotBuilt { interactor: false }),
    ];
    for failure in &all {
        match failure {
            RunnerFailure::Error(_)
            | RunnerFailure::Program { .. }
            | RunnerFailure::Unreadable { .. }
            | RunnerFailure::Engine(_) => {}
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

    /// Every failure of the runner's side reads in both languages and names the file it
    /// failed on; the English is what the reports always said (an error with its causes on
    /// one line), and the system's words under an error stay as they are.
    #[test]
    fn every_engine_failure_has_english_and_korean_words() {
        let all = all_engine_failures();
        for failure in &all {
            let en = engine_failure(failure, Lang::English);
            let ko = engine_failure(failure, Lang::Korean);
            assert!(!hangul(&en), "Korean in the English of {failure:?}: {en}");
            assert!(hangul(&ko), "no Hangul in {ko} for {failure:?}");
            assert_eq!(failure.to_string(), en);
            for path in en.split_whitespace().filter(|w| w.contains('/')) {
                let path = path.trim_end_matches(':');
                assert!(ko.contains(path), "{path} lost in {ko}");
            }
            if let EngineFailure::Run { why, .. }
            | EngineFailure::Talk { why, .. }
            | EngineFailure::Write { why, .. } = failure
            {
                assert!(en.ends_with(why.as_str()) && ko.ends_with(why.as_str()));
            }
        }
        // The English is the engine's, byte for byte, as it wrote it before it was data.
        let english: Vec<String> = all.iter().map(ToString::to_string).collect();
        assert_eq!(
            english,
            [
                "the checker was not built",
                "the interactor was not built",
                "an interactive problem is judged by its interactor",
                "failed to run problems/p/src/main.rs on testcases/p/1.in: permission denied",
                "failed to run testcases/p/checker.rs: permission denied",
                "failed to make pipes for problems/p/src/main.rs on case 2: too many open files",
                "failed to make the result file for problems/p/src/main.rs on case 2: too many \
                 open files",
                "failed to run the solution for problems/p/src/main.rs on case 2: too many open \
                 files",
                "failed to write /w/target/judge/tmp/output: no space left",
            ]
        );
    }

    #[test]
    fn every_runner_failure_has_english_and_korean_words() {
        for failure in all_runner_failures() {
            let en = runner_failure(&failure, Lang::English);
            let ko = runner_failure(&failure, Lang::Korean);
            assert!(!hangul(&en), "Korean in the English of {failure:?}: {en}");
            assert!(hangul(&ko), "no Hangul in {ko} for {failure:?}");
            let named = en.split_whitespace().find(|w| w.contains('/'));
            if let Some(path) = named {
                let path = path.trim_end_matches(':');
                assert!(ko.contains(path), "{path} lost in {ko}");
            }
        }
        let all = all_runner_failures();
        let words: Vec<(String, String)> = all
            .iter()
            .map(|f| {
                (
                    runner_failure(f, Lang::English),
                    runner_failure(f, Lang::Korean),
                )
            })
            .collect();
        assert_eq!(
            words[0],
            (
                "failed to run testcases/p/checker.rs: permission denied".to_owned(),
                "testcases/p/checker.rs을(를) 실행하지 못했습니다: permission denied".to_owned()
            )
        );
        assert_eq!(
            words[1].1,
            "problems/p/src/main.rs을(를) 빌드하지 못했습니다: /w/target/judge/cache에 남은 \
             공간이 없습니다: 디스크가 가득 찼습니다, 아무것도 캐시하지 않았습니다; 공간을 \
             비우고 다시 실행하세요"
        );
        assert_eq!(
            words[3],
            (
                "failed to read testcases/p/1.out: gone".to_owned(),
                "testcases/p/1.out을(를) 읽지 못했습니다: gone".to_owned()
            )
        );
        assert_eq!(words[4].0, "the checker was not built");
    }
}
