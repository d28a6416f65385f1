//! The words of `cargo judge replay`: a row per kept submission, the progress line, the
//! troubles and the summary, in English and Korean.

use crate::build::kept::{KeptNote, Tool};
use crate::report::Lang;
use crate::verdict::Verdict;
use crate::workspace::replay::{
    Boj, Cause, Counts, Finding, Kept, NotRunnable, Row, Toolchain, Trouble,
};
use std::time::Duration;

fn verdict(v: Verdict, lang: Lang) -> &'static str {
    match lang {
        Lang::English => v.code(),
        Lang::Korean => v.korean(),
    }
}

fn boj(b: Boj, lang: Lang) -> String {
    match (b, lang) {
        (Boj::Verdict(v), _) => verdict(v, lang).to_owned(),
        (Boj::Score { score, .. }, Lang::English) if b.accepted() => {
            format!("score {score} (full)")
        }
        (Boj::Score { score, .. }, Lang::Korean) if b.accepted() => {
            format!("점수 {score} (만점)")
        }
        (Boj::Score { score, .. }, Lang::English) => format!("score {score}"),
        (Boj::Score { score, .. }, Lang::Korean) => format!("점수 {score}"),
        (Boj::Unknown, Lang::English) => "no verdict".to_owned(),
        (Boj::Unknown, Lang::Korean) => "결과 없음".to_owned(),
    }
}

/// One row: the submission, both verdicts, and what the replay finds.
pub(crate) fn row(row: &Row, lang: Lang) -> String {
    let k = &row.kept;
    let who = format!("{} #{} {}", k.problem, k.id, k.language);
    let here = row.here.map(|h| {
        let on = row.case.as_deref().map_or(String::new(), |c| match lang {
            Lang::English => format!(" on case {c}"),
            Lang::Korean => format!(" (케이스 {c})"),
        });
        format!("{}{on}", verdict(h, lang))
    });
    let verdicts = match (lang, &here) {
        (Lang::English, Some(here)) => format!("BOJ {}, here {here}", boj(k.boj, lang)),
        (Lang::Korean, Some(here)) => format!("BOJ {}, 여기 {here}", boj(k.boj, lang)),
        (_, None) => format!("BOJ {}", boj(k.boj, lang)),
    };
    let said = match (row.finding, lang) {
        (Finding::Agrees, Lang::English) => "agrees".to_owned(),
        (Finding::Agrees, Lang::Korean) => "일치".to_owned(),
        (Finding::WeakerCases, Lang::English) => {
            "weaker cases: BOJ rejected it and the stored cases accept it; add a case that \
             fails it"
                .to_owned()
        }
        (Finding::WeakerCases, Lang::Korean) => {
            "약한 데이터: BOJ가 거부한 제출을 저장된 케이스가 통과시킵니다; 이 제출이 \
             실패하는 케이스를 추가하세요"
                .to_owned()
        }
        (Finding::Fidelity(cause), _) => fidelity(cause, k, lang),
        (Finding::NotRunnable(NotRunnable::Broken(tool)), _) => {
            broken(tool, row.compile_error.as_deref().unwrap_or(""), lang)
        }
        (Finding::NotRunnable(why), _) => not_runnable(why, k, lang),
    };
    let remembered = match (row.remembered, lang) {
        (true, Lang::English) => " (remembered)",
        (true, Lang::Korean) => " (기억된 결과)",
        (false, _) => "",
    };
    let marked = match (row.notes.contains(&KeptNote::ClangAsGcc), lang) {
        (true, Lang::English) => " (built with GCC)",
        (true, Lang::Korean) => " (GCC로 빌드)",
        (false, _) => "",
    };
    let figures = figures(row, lang).map_or(String::new(), |f| format!("       {f}\n"));
    format!("{who}: {verdicts}{marked} — {said}{remembered}\n{figures}")
}

/// A row's figures here beside BOJ's (`here 12 ms, 1612 KB (as BOJ: 11 ms, 1190 KB) · BOJ
/// 0 ms, 1112 KB`); `None` for a row that did not run.
pub(crate) fn figures(row: &Row, lang: Lang) -> Option<String> {
    let here = row.figures.here;
    here.time_ms.or(here.memory_kb)?;
    let pair = |figures: crate::workspace::replay::Figures| {
        let time = figures.time_ms.map(|ms| format!("{ms} ms"));
        let memory = figures.memory_kb.map(|kb| format!("{kb} KB"));
        [time, memory]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(", ")
    };
    let as_boj = pair(crate::workspace::replay::Figures {
        time_ms: row.figures.time_ms_as_boj,
        memory_kb: row.figures.memory_kb_as_boj,
    });
    let as_boj = match lang {
        _ if as_boj.is_empty() => String::new(),
        Lang::English => format!(" (as BOJ: {as_boj})"),
        Lang::Korean => format!(" (BOJ 기준 {as_boj})"),
    };
    let boj = pair(row.kept.boj_figures);
    let boj = if boj.is_empty() {
        String::new()
    } else {
        format!(" · BOJ {boj}")
    };
    Some(match lang {
        Lang::English => format!("here {}{as_boj}{boj}", pair(here)),
        Lang::Korean => format!("여기 {}{as_boj}{boj}", pair(here)),
    })
}

fn fidelity(cause: Cause, k: &Kept, lang: Lang) -> String {
    let refused_on_boj = k.boj == Boj::Verdict(Verdict::Ce);
    match (cause, lang) {
        (Cause::Build, Lang::English) if refused_on_boj => "fidelity: BOJ's compiler refused it \
             and it compiles here: the build differs from BOJ's"
            .to_owned(),
        (Cause::Build, Lang::Korean) if refused_on_boj => "충실도 결함: BOJ에서는 컴파일 \
             에러였지만 여기서는 컴파일됩니다: 빌드가 BOJ와 다릅니다"
            .to_owned(),
        (Cause::Build, Lang::English) => {
            "fidelity: it compiled on BOJ and does not here: the build differs from BOJ's"
                .to_owned()
        }
        (Cause::Build, Lang::Korean) => {
            "충실도 결함: BOJ에서는 컴파일되었지만 여기서는 컴파일되지 않습니다: 빌드가 BOJ와 \
             다릅니다"
                .to_owned()
        }
        (Cause::Toolchain(Toolchain::HeaderClash), Lang::English) => {
            "fidelity (toolchain): it compiled on BOJ and does not here: a name it declares is \
             declared by this machine's C/C++ headers too, which are newer than BOJ's; likely \
             not a defect of this judge"
                .to_owned()
        }
        (Cause::Toolchain(Toolchain::HeaderClash), Lang::Korean) => {
            "충실도 결함 (툴체인): BOJ에서는 컴파일되었지만 여기서는 컴파일되지 않습니다: 이 \
             제출이 선언한 이름을 BOJ보다 새로운 이 컴퓨터의 C/C++ 헤더도 선언합니다; 이 \
             채점기의 결함은 아닐 가능성이 높습니다"
                .to_owned()
        }
        (Cause::Toolchain(Toolchain::MissingReturn), Lang::English) => {
            "fidelity (toolchain): BOJ accepted it and it crashes here, where g++ warns that a \
             function returning a value can end without one (-Wreturn-type): this g++ at -O2 \
             runs on into other code there, so the verdict likely depends on g++'s version"
                .to_owned()
        }
        (Cause::Toolchain(Toolchain::MissingReturn), Lang::Korean) => {
            "충실도 결함 (툴체인): BOJ가 맞았다고 한 제출이 여기서는 비정상 종료합니다. g++가 \
             값을 돌려주는 함수가 return 없이 끝날 수 있다고 경고합니다 (-Wreturn-type): 이 \
             g++는 -O2에서 그런 함수의 끝에서 다른 코드로 넘어가므로, 결과는 g++ 버전에 달려 있을 \
             가능성이 높습니다"
                .to_owned()
        }
        (Cause::NoSpecialJudge, Lang::English) => format!(
            "fidelity: BOJ accepted it and it fails here; the page says the problem has a \
             special judge and it has none here, so another right answer than the stored one \
             is WA: write testcases/{}/checker.rs",
            k.problem
        ),
        (Cause::NoSpecialJudge, Lang::Korean) => format!(
            "충실도 결함: BOJ가 맞았다고 한 제출이 여기서 실패합니다; 문제 페이지에는 스페셜 \
             저지가 있지만 여기에는 없어, 저장된 답과 다른 정답이 틀렸습니다가 됩니다: \
             testcases/{}/checker.rs를 작성하세요",
            k.problem
        ),
        (Cause::Judge, Lang::English) => {
            "fidelity: BOJ accepted it and it fails here: a defect of this judge to find (or \
             a special judge the problem lacks)"
                .to_owned()
        }
        (Cause::Judge, Lang::Korean) => {
            "충실도 결함: BOJ가 맞았다고 한 제출이 여기서 실패합니다: 찾아서 고칠 이 채점기의 \
             결함입니다 (또는 문제에 없는 스페셜 저지)"
                .to_owned()
        }
    }
}

fn not_runnable(why: NotRunnable, k: &Kept, lang: Lang) -> String {
    let (language, problem) = (&k.language, &k.problem);
    match (why, lang) {
        (NotRunnable::Missing(tool), Lang::English) => {
            format!("not runnable here: install {}", tool.install())
        }
        (NotRunnable::Missing(tool), Lang::Korean) => {
            format!("여기서 실행할 수 없음: {}을(를) 설치하세요", tool.install())
        }
        (NotRunnable::Broken(tool), _) => broken(tool, "", lang),
        (NotRunnable::Unsupported, Lang::English) => {
            format!("not runnable here: this runner has no row for {language}")
        }
        (NotRunnable::Unsupported, Lang::Korean) => {
            format!("여기서 실행할 수 없음: 이 채점기의 언어 표에 {language}이(가) 없습니다")
        }
        (NotRunnable::Interactive, Lang::English) => {
            "not runnable here: only a native program talks with the interactor".to_owned()
        }
        (NotRunnable::Interactive, Lang::Korean) => {
            "여기서 실행할 수 없음: 인터랙터와는 네이티브 프로그램만 대화합니다".to_owned()
        }
        (NotRunnable::CodeNotSaved, Lang::English) => {
            "not runnable: the backup holds no code".to_owned()
        }
        (NotRunnable::CodeNotSaved, Lang::Korean) => {
            "실행할 수 없음: 백업에 코드가 없습니다".to_owned()
        }
        (NotRunnable::NoCases, Lang::English) => {
            format!("not judged: no cases (testcases/{problem}/ holds no NAME.in and NAME.out)")
        }
        (NotRunnable::NoCases, Lang::Korean) => format!(
            "채점하지 않음: 케이스 없음 (testcases/{problem}/에 NAME.in과 NAME.out이 없습니다)"
        ),
        (NotRunnable::NoVerdict, Lang::English) => {
            "not comparable: its record has no verdict".to_owned()
        }
        (NotRunnable::NoVerdict, Lang::Korean) => {
            "비교할 수 없음: 기록에 채점 결과가 없습니다".to_owned()
        }
        (NotRunnable::ScoreWithoutScale, _) => {
            let score = match k.boj {
                Boj::Score { score, .. } => score.to_string(),
                _ => "?".to_owned(),
            };
            match lang {
                Lang::English => format!(
                    "not comparable: BOJ scored it {score} on a scale the page does not give"
                ),
                Lang::Korean => format!(
                    "비교할 수 없음: BOJ가 {score}점을 주었지만 그 만점을 문제 페이지가 알려 주지 \
                     않습니다"
                ),
            }
        }
    }
}

/// A tool that is installed and does not work: its language's self-test failed with `said`
/// (empty: it printed nothing).
fn broken(tool: Tool, said: &str, lang: Lang) -> String {
    let tool = tool.command();
    match (said.is_empty(), lang) {
        (false, Lang::English) => format!("not runnable here: {tool} does not work: {said}"),
        (false, Lang::Korean) => {
            format!("여기서 실행할 수 없음: {tool}이(가) 작동하지 않습니다: {said}")
        }
        (true, Lang::English) => format!(
            "not runnable here: {tool} does not work: its self-test printed nothing instead              of 42"
        ),
        (true, Lang::Korean) => format!(
            "여기서 실행할 수 없음: {tool}이(가) 작동하지 않습니다: 자체 시험 프로그램이 42              대신 아무것도 출력하지 않았습니다"
        ),
    }
}

/// A note of a build that differs from BOJ's.
pub(crate) fn note(note: KeptNote, lang: Lang) -> String {
    match (note, lang) {
        (KeptNote::Dynamic(tool), Lang::English) => format!(
            "note: {} links dynamically here: this machine has no static library for it (BOJ \
             linked with -static; the machine code is the same)",
            tool.command()
        ),
        (KeptNote::Dynamic(tool), Lang::Korean) => format!(
            "참고: 이 컴퓨터에 {}의 정적 라이브러리가 없어 동적으로 링크했습니다 (BOJ는 \
             -static으로 링크했고, 기계어는 같습니다)",
            tool.command()
        ),
        (KeptNote::PyPyAsPython, Lang::English) => {
            "note: pypy3 is not installed: PyPy3 submissions ran with python3".to_owned()
        }
        (KeptNote::PyPyAsPython, Lang::Korean) => {
            "참고: pypy3가 설치되어 있지 않아 PyPy3 제출을 python3으로 실행했습니다".to_owned()
        }
        (KeptNote::ClangAsGcc, Lang::English) => "note: Clang submissions were built with gcc \
             and g++, BOJ's GCC command for their standard (--clang-as-gcc): their verdicts \
             are GCC's"
            .to_owned(),
        (KeptNote::ClangAsGcc, Lang::Korean) => "참고: Clang 제출을 같은 표준의 BOJ GCC \
             명령(gcc, g++)으로 빌드했습니다 (--clang-as-gcc): 결과는 GCC의 것입니다"
            .to_owned(),
    }
}

fn duration(d: Duration, lang: Lang) -> String {
    let secs = d.as_secs();
    match (secs, lang) {
        (0..=59, Lang::English) => format!("{secs} s"),
        (0..=59, Lang::Korean) => format!("{secs}초"),
        (_, Lang::English) => format!("{} min {} s", secs / 60, secs % 60),
        (_, Lang::Korean) => format!("{}분 {}초", secs / 60, secs % 60),
    }
}

/// The progress line: how many are done, and about how long the rest takes.
pub(crate) fn progress(done: usize, total: usize, left: Duration, lang: Lang) -> String {
    match lang {
        Lang::English => format!(
            "replay: {done} of {total} submissions · about {} left",
            duration(left, lang)
        ),
        Lang::Korean => format!(
            "재채점: 제출 {total}개 중 {done}개 · 약 {} 남음",
            duration(left, lang)
        ),
    }
}

/// What went wrong on the judge's side.
pub(crate) fn trouble(trouble: &Trouble, lang: Lang) -> String {
    match (trouble, lang) {
        (Trouble::BadList { file, line, text }, Lang::English) => {
            format!("{file}:{line}: not a line of a [[submission]] table (`key = value`): `{text}`")
        }
        (Trouble::BadList { file, line, text }, Lang::Korean) => {
            format!("{file}:{line}: [[submission]] 표의 줄(`key = value`)이 아닙니다: `{text}`")
        }
        (Trouble::NoCode { file, id }, Lang::English) => {
            format!("{file}: submission {id} has no code in submissions/")
        }
        (Trouble::NoCode { file, id }, Lang::Korean) => {
            format!("{file}: 제출 {id}의 코드가 submissions/에 없습니다")
        }
        (Trouble::Failed { file, case, why }, Lang::English) => {
            let on = case
                .as_ref()
                .map_or(String::new(), |c| format!("on case {c}: "));
            format!(
                "{file} could not be judged: {on}{}",
                super::runner_failure(why, lang)
            )
        }
        (Trouble::Failed { file, case, why }, Lang::Korean) => {
            let on = case
                .as_ref()
                .map_or(String::new(), |c| format!("케이스 {c}에서: "));
            format!(
                "{file}을(를) 채점할 수 없습니다: {on}{}",
                super::runner_failure(why, lang)
            )
        }
        (Trouble::ProgramCompile { file, first }, Lang::English) => {
            format!("{file} could not be judged: {first}")
        }
        (Trouble::ProgramCompile { file, first }, Lang::Korean) => {
            format!("{file}이(가) 컴파일되지 않아 채점할 수 없습니다: {first}")
        }
        (Trouble::Cancelled, Lang::English) => "interrupted".to_owned(),
        (Trouble::Cancelled, Lang::Korean) => "중단됨".to_owned(),
    }
}

/// The line that ends an interrupted replay.
pub(crate) fn interrupted(signal: i32, lang: Lang) -> String {
    let name = crate::sys::signal_name(signal);
    match lang {
        Lang::English => format!("replay interrupted by {name}: the rows above are done"),
        Lang::Korean => format!("재채점이 {name}로 중단되었습니다: 위의 줄까지 끝났습니다"),
    }
}

/// The counts of rows not set beside BOJ, each after ` · ` (as the summary line puts them),
/// only when there are any: a replay that judged everything reads as it always did.
fn apart(counts: &Counts, lang: Lang) -> String {
    let counted = [
        (
            counts.not_judged,
            "not judged (no cases)",
            "채점 안 함(케이스 없음)",
        ),
        (counts.not_comparable, "not comparable", "비교 불가"),
    ];
    counted
        .iter()
        .filter(|(n, _, _)| *n > 0)
        .map(|(n, english, korean)| match lang {
            Lang::English => format!(" · {n} {english}"),
            Lang::Korean => format!(" · {korean} {n}개"),
        })
        .collect()
}

/// What to do about the submissions not judged for want of cases; empty when none.
fn not_judged(counts: &Counts, lang: Lang) -> String {
    match (counts.not_judged, lang) {
        (0, _) => String::new(),
        (1, Lang::English) => "1 submission was not judged: its problem has no stored case; add \
                               NAME.in and NAME.out to testcases/<id>/\n"
            .to_owned(),
        (n, Lang::English) => format!(
            "{n} submissions were not judged: their problems have no stored case; add NAME.in \
             and NAME.out to testcases/<id>/\n"
        ),
        (n, Lang::Korean) => format!(
            "제출 {n}개를 채점하지 않았습니다: 문제에 저장된 케이스가 없습니다; \
             testcases/<id>/에 NAME.in과 NAME.out을 추가하세요\n"
        ),
    }
}

/// The summary: the counts, per language, the notes, and what to do about weaker cases and
/// problems without cases.
pub(crate) fn summary(counts: &Counts, lang: Lang) -> String {
    if counts.submissions == 0 && counts.errors == 0 {
        return match lang {
            Lang::English => "replay: no kept submissions to replay: bring your history in with \
                              `cargo judge import DIR` (a BaekjoonHub or boj-vault backup), which \
                              keeps them in testcases/<id>/submissions/\n"
                .to_owned(),
            Lang::Korean => "재채점: 재채점할 보관된 제출이 없습니다: `cargo judge import DIR`로 \
                             기록(백준허브나 boj-vault 백업)을 가져오면 \
                             testcases/<id>/submissions/에 보관됩니다\n"
                .to_owned(),
        };
    }
    let languages: Vec<String> = counts
        .languages
        .iter()
        .map(|(name, c)| format!("{name} {}/{}", c.runnable, c.submissions))
        .collect();
    let elapsed = format!("{:.1}", counts.elapsed.as_secs_f64());
    let apart = apart(counts, lang);
    let mut text = match lang {
        Lang::English => format!(
            "replay: {} submissions, {} runnable ({}) · {} agree · {} weaker cases · {} \
             fidelity · {} not runnable{apart} · {} errors · {elapsed} s\n",
            counts.submissions,
            counts.runnable,
            languages.join(", "),
            counts.agrees,
            counts.weaker,
            counts.fidelity,
            counts.not_runnable,
            counts.errors,
        ),
        Lang::Korean => format!(
            "재채점: 제출 {}개, 실행 {}개 ({}) · 일치 {}개 · 약한 데이터 {}개 · 충실도 결함 \
             {}개 · 실행 불가 {}개{apart} · 오류 {}개 · {elapsed}초\n",
            counts.submissions,
            counts.runnable,
            languages.join(", "),
            counts.agrees,
            counts.weaker,
            counts.fidelity,
            counts.not_runnable,
            counts.errors,
        ),
    };
    for n in &counts.notes {
        text.push_str(&note(*n, lang));
        text.push('\n');
    }
    if counts.weaker > 0 {
        text.push_str(&match lang {
            Lang::English => format!(
                "the stored cases accept {} submission{} BOJ rejected: add cases that fail them\n",
                counts.weaker,
                if counts.weaker == 1 { "" } else { "s" }
            ),
            Lang::Korean => format!(
                "BOJ가 거부한 제출 {}개를 저장된 케이스가 통과시킵니다: 이 제출들이 실패하는 \
                 케이스를 추가하세요\n",
                counts.weaker
            ),
        });
    }
    text.push_str(&not_judged(counts, lang));
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::kept::{CppStd, KeptLanguage, Tool};
    use crate::workspace::replay::Points;
    use std::path::PathBuf;

    fn row_of(boj: Boj, here: Option<Verdict>, finding: Finding) -> Row {
        Row {
            kept: Kept {
                problem: "boj-1004".into(),
                id: 99342414,
                language: "C++17".into(),
                kind: KeptLanguage::Cpp(CppStd::Cpp17),
                boj,
                source: Some(PathBuf::from("x.cpp")),
                boj_figures: crate::workspace::replay::Figures::default(),
            },
            here,
            case: here.filter(|h| !h.accepted()).map(|_| "2".into()),
            finding,
            notes: Vec::new(),
            remembered: false,
            compile_error: None,
            figures: crate::workspace::replay::HereFigures::default(),
        }
    }

    #[test]
    fn a_rows_figures_read_beside_bojs_in_both_languages() {
        use crate::workspace::replay::{Figures, HereFigures};
        let mut row = row_of(
            Boj::Verdict(Verdict::Ac),
            Some(Verdict::Ac),
            Finding::Agrees,
        );
        // Not run (recalled from before the figures): no line.
        assert_eq!(figures(&row, Lang::English), None);
        row.kept.boj_figures = Figures {
            time_ms: Some(208),
            memory_kb: Some(17_732),
        };
        row.figures = HereFigures {
            here: Figures {
                time_ms: Some(84),
                memory_kb: Some(39_960),
            },
            memory_kb_as_boj: Some(15_960),
            time_ms_as_boj: Some(118),
        };
        assert_eq!(
            figures(&row, Lang::English).as_deref(),
            Some("here 84 ms, 39960 KB (as BOJ: 118 ms, 15960 KB) · BOJ 208 ms, 17732 KB")
        );
        assert_eq!(
            figures(&row, Lang::Korean).as_deref(),
            Some("여기 84 ms, 39960 KB (BOJ 기준 118 ms, 15960 KB) · BOJ 208 ms, 17732 KB")
        );
        assert!(super::row(&row, Lang::English).ends_with(
            " — agrees\n       here 84 ms, 39960 KB (as BOJ: 118 ms, 15960 KB) · BOJ 208 ms, 17732 KB\n"
        ));
        // A language without a model: the figures here alone.
        row.figures.time_ms_as_boj = None;
        row.figures.memory_kb_as_boj = None;
        assert_eq!(
            figures(&row, Lang::English).as_deref(),
            Some("here 84 ms, 39960 KB · BOJ 208 ms, 17732 KB")
        );
    }

    #[test]
    fn every_finding_has_both_languages() {
        let rows = [
            row_of(
                Boj::Verdict(Verdict::Wa),
                Some(Verdict::Ac),
                Finding::WeakerCases,
            ),
            row_of(
                Boj::Verdict(Verdict::Ac),
                Some(Verdict::Wa),
                Finding::Fidelity(Cause::Judge),
            ),
            row_of(
                Boj::Verdict(Verdict::Ce),
                Some(Verdict::Ac),
                Finding::Fidelity(Cause::Build),
            ),
            row_of(
                Boj::Verdict(Verdict::Ac),
                Some(Verdict::Ce),
                Finding::Fidelity(Cause::Build),
            ),
            row_of(
                Boj::Verdict(Verdict::Ac),
                Some(Verdict::Wa),
                Finding::Fidelity(Cause::NoSpecialJudge),
            ),
            row_of(
                Boj::Score {
                    score: Points(4030),
                    full: Some(Points(10000)),
                },
                Some(Verdict::Wa),
                Finding::Agrees,
            ),
            row_of(
                Boj::Score {
                    score: Points(10000),
                    full: Some(Points(10000)),
                },
                Some(Verdict::Ac),
                Finding::Agrees,
            ),
            row_of(
                Boj::Score {
                    score: Points(1200),
                    full: None,
                },
                None,
                Finding::NotRunnable(NotRunnable::ScoreWithoutScale),
            ),
            row_of(
                Boj::Verdict(Verdict::Ac),
                None,
                Finding::NotRunnable(NotRunnable::NoCases),
            ),
            row_of(
                Boj::Verdict(Verdict::Wa),
                None,
                Finding::NotRunnable(NotRunnable::CodeNotSaved),
            ),
            row_of(
                Boj::Verdict(Verdict::Ac),
                None,
                Finding::NotRunnable(NotRunnable::Missing(Tool::Gxx)),
            ),
            row_of(
                Boj::Verdict(Verdict::Ac),
                None,
                Finding::NotRunnable(NotRunnable::Unsupported),
            ),
            row_of(
                Boj::Verdict(Verdict::Ac),
                None,
                Finding::NotRunnable(NotRunnable::Interactive),
            ),
            row_of(
                Boj::Unknown,
                None,
                Finding::NotRunnable(NotRunnable::NoVerdict),
            ),
            row_of(
                Boj::Verdict(Verdict::Ac),
                Some(Verdict::Ce),
                Finding::Fidelity(Cause::Toolchain(Toolchain::HeaderClash)),
            ),
            row_of(
                Boj::Verdict(Verdict::Ac),
                Some(Verdict::Re),
                Finding::Fidelity(Cause::Toolchain(Toolchain::MissingReturn)),
            ),
        ];
        let mut broken = row_of(
            Boj::Verdict(Verdict::Ac),
            None,
            Finding::NotRunnable(NotRunnable::Broken(Tool::Clangxx)),
        );
        broken.compile_error = Some("fatal error: 'cstdio' file not found".into());
        assert_eq!(
            row(&broken, Lang::English),
            "boj-1004 #99342414 C++17: BOJ AC — not runnable here: clang++ does not work: \
             fatal error: 'cstdio' file not found\n"
        );
        let mut silent = broken.clone();
        silent.compile_error = Some(String::new());
        let rows = [rows.to_vec(), vec![broken, silent]].concat();
        for r in &rows {
            if let Finding::NotRunnable(why) = r.finding {
                match why {
                    NotRunnable::Missing(_)
                    | NotRunnable::Broken(_)
                    | NotRunnable::Unsupported
                    | NotRunnable::Interactive
                    | NotRunnable::CodeNotSaved
                    | NotRunnable::NoCases
                    | NotRunnable::NoVerdict
                    | NotRunnable::ScoreWithoutScale => {}
                }
            }
            let (en, ko) = (row(r, Lang::English), row(r, Lang::Korean));
            assert!(en.starts_with("boj-1004 #99342414 C++17: BOJ "), "{en}");
            assert_ne!(en, ko);
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{ko}");
        }
        assert!(row(&rows[0], Lang::English).contains("add a case that fails it"));
        assert!(row(&rows[1], Lang::English).contains("here WA on case 2"));
        let said = |i: usize| row(&rows[i], Lang::English);
        assert!(said(5).contains("BOJ score 40.3, here WA"), "{}", said(5));
        assert!(
            said(6).contains("BOJ score 100 (full), here AC"),
            "{}",
            said(6)
        );
        assert!(
            said(7).contains(
                "BOJ score 12 — not comparable: BOJ scored it 12 on a scale the page does not \
                 give"
            ),
            "{}",
            said(7)
        );
        assert!(
            said(8).contains("BOJ AC — not judged: no cases"),
            "{}",
            said(8)
        );
        assert!(said(9).contains("not runnable: the backup holds no code"));
        assert!(said(10).contains("not runnable here: install g++"));
        assert!(said(11).contains("this runner has no row for C++17"));
        assert!(row(&rows[4], Lang::English).contains("write testcases/boj-1004/checker.rs"));
        for n in [
            KeptNote::Dynamic(Tool::Gxx),
            KeptNote::PyPyAsPython,
            KeptNote::ClangAsGcc,
        ] {
            assert_ne!(note(n, Lang::English), note(n, Lang::Korean));
        }
    }

    /// The rows not set beside BOJ are counted apart in both languages, and only when there
    /// are any: a replay that judged everything reads as it did.
    #[test]
    fn the_summary_counts_what_was_not_judged_apart() {
        let mut counts = Counts {
            submissions: 5,
            runnable: 2,
            agrees: 2,
            not_runnable: 1,
            ..Counts::default()
        };
        let en = summary(&counts, Lang::English);
        assert!(
            en.contains("1 not runnable · 0 errors") && !en.contains("not judged"),
            "{en}"
        );
        counts.not_judged = 1;
        counts.not_comparable = 1;
        let (en, ko) = (
            summary(&counts, Lang::English),
            summary(&counts, Lang::Korean),
        );
        assert!(
            en.contains("1 not runnable · 1 not judged (no cases) · 1 not comparable · 0 errors"),
            "{en}"
        );
        assert!(en.contains("1 submission was not judged: its problem has no stored case"));
        assert!(
            ko.contains("실행 불가 1개 · 채점 안 함(케이스 없음) 1개 · 비교 불가 1개 · 오류 0개"),
            "{ko}"
        );
        assert!(ko.contains("제출 1개를 채점하지 않았습니다"), "{ko}");
        counts.not_judged = 30;
        let en = summary(&counts, Lang::English);
        assert!(en.contains("30 submissions were not judged: their problems have"));
    }

    /// Every trouble reads in both languages, naming its file (and the case it failed on),
    /// with what it quotes kept as it is; the English is what the replay always said.
    #[test]
    fn every_trouble_has_both_languages() {
        let file = "testcases/boj-1004/submissions/99342414.cpp".to_owned();
        let mut troubles = vec![
            Trouble::BadList {
                file: "testcases/boj-1004/submissions.toml".into(),
                line: 3,
                text: "id 1".into(),
            },
            Trouble::NoCode {
                file: "testcases/boj-1004/submissions.toml".into(),
                id: 99342414,
            },
            Trouble::ProgramCompile {
                file: "testcases/boj-1004/checker.rs".into(),
                first: "error: expected `;`".into(),
            },
            Trouble::Cancelled,
        ];
        for why in crate::report::words::failure::all_runner_failures() {
            for case in [None, Some("2".to_owned())] {
                troubles.push(Trouble::Failed {
                    file: file.clone(),
                    case,
                    why: Box::new(why.clone()),
                });
            }
        }
        for t in &troubles {
            match t {
                Trouble::BadList { .. }
                | Trouble::NoCode { .. }
                | Trouble::Failed { .. }
                | Trouble::ProgramCompile { .. }
                | Trouble::Cancelled => {}
            }
            let (en, ko) = (trouble(t, Lang::English), trouble(t, Lang::Korean));
            assert_ne!(en, ko);
            assert!(!en.chars().any(|c| ('가'..='힣').contains(&c)), "{en}");
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{ko}");
            if let Trouble::Failed { file, .. } | Trouble::ProgramCompile { file, .. } = t {
                assert!(en.starts_with(file.as_str()) && ko.starts_with(file.as_str()));
            }
            if let Trouble::Failed { case: Some(c), .. } = t {
                assert!(en.contains(&format!("on case {c}: ")), "{en}");
                assert!(ko.contains(&format!("케이스 {c}에서: ")), "{ko}");
            }
        }
        let unreadable = Trouble::Failed {
            file,
            case: Some("2".into()),
            why: Box::new(crate::workspace::RunnerFailure::Unreadable {
                path: "testcases/boj-1004/2.out".into(),
                why: "gone".into(),
            }),
        };
        assert_eq!(
            trouble(&unreadable, Lang::English),
            "testcases/boj-1004/submissions/99342414.cpp could not be judged: on case 2: \
             failed to read testcases/boj-1004/2.out: gone"
        );
    }
}
