//! What a command refuses in its arguments ([`Usage`]) and why names select no problem
//! ([`Select`]), in Korean. The English is their `Display` in `error::usage`; both are worded
//! from the same fields, and the flags, ids and values stay as the user typed them.

use crate::error::{either, Named, Quantity, Row, Select, Takes, Usage};
use crate::programmers::SignatureFault;
use crate::sites::Site;

/// `fault` in Korean, without the pointer at the help (the caller adds it).
pub(super) fn usage(fault: &Usage) -> String {
    match fault {
        Usage::Takes { flag, given, takes } => {
            format!(
                "{flag}에는 {}을(를) 주세요, `{given}`은(는) 안 됩니다",
                takes_ko(takes)
            )
        }
        Usage::UnknownName {
            what,
            given,
            choices,
        } => {
            let what = match what {
                Named::Format => "형식",
                Named::Language => "언어",
                Named::Site => "사이트",
            };
            format!(
                "알 수 없는 {what} `{given}`: {} 중 하나를 쓰세요",
                either(choices, "또는")
            )
        }
        Usage::NoToolchain => {
            "--toolchain에는 rustup 툴체인(1.73, +1.73)이나 rustc의 경로를 주세요".to_owned()
        }
        Usage::RustLanguage {
            given,
            site,
            allowed,
        } => {
            let allowed: Vec<String> = allowed.iter().map(|l| format!("\"{l}\"")).collect();
            let allowed: Vec<&str> = allowed.iter().map(String::as_str).collect();
            format!(
                "알 수 없는 언어 `{given}`: {site}의 Rust는 {}입니다",
                either(&allowed, "또는")
            )
        }
        Usage::Select {
            fault: Select::NoMatch { name, .. },
            command: Some(command),
        } => format!(
            "`{name}`은(는) 명령도 문제도 아닙니다: 혹시 `cargo judge {command}`을(를) 뜻했나요?"
        ),
        Usage::Select { fault, command } => match command {
            Some(command) => format!(
                "{} (혹시 명령 `cargo judge {command}`을(를) 뜻했나요?)",
                select(fault)
            ),
            None => select(fault),
        },
        Usage::NoCase {
            case,
            problem,
            known,
        } => format!(
            "{}에 케이스 `{case}`이(가) 없습니다 (케이스: {})",
            problem.as_deref().unwrap_or("선택한 어느 문제"),
            if known.is_empty() {
                "없음".to_owned()
            } else {
                known.join(", ")
            }
        ),
        Usage::FailedChoosesCases => {
            "--failed는 케이스를 스스로 고릅니다: --case와 PROBLEM/CASE를 빼세요".to_owned()
        }
        Usage::WhichProblem => "어느 문제인가요? 이름(boj-1000 같은 id나 그 번호)을 주거나 \
                                problems/ID/ 또는 testcases/ID/ 안에서 실행하세요"
            .to_owned(),
        Usage::NoTestcases { id } => format!(
            "testcases/{id}이(가) 없습니다; `cargo judge new`로 문제를 만들거나 testcases/{id}/ \
             폴더를 만드세요"
        ),
        Usage::NoSolutionFile { path, id } => {
            format!("{path}이(가) 없습니다: 문제 id `{id}`을(를) 확인하세요")
        }
        Usage::SeedsOverflow { seed, count } => {
            format!("--seed {seed}와 --count {count}는 가장 큰 시드를 넘어갑니다")
        }
        _ => authoring(fault),
    }
}

/// The Korean of the authoring commands' refusals (`add`, `new --html`).
fn authoring(fault: &Usage) -> String {
    match fault {
        Usage::OutAndBrute => {
            "--out과 --from-brute가 둘 다 기대 출력을 줍니다: 하나만 고르세요".to_owned()
        }
        Usage::InteractiveBrute => "인터랙티브 문제의 케이스는 입력(그리고 인터랙터가 읽는다면 \
                                    답)입니다: 저장할 브루트 포스 출력이 없으니 --from-brute를 \
                                    빼세요"
            .to_owned(),
        Usage::InNeedsOut => {
            "--in에는 기대 출력을 줄 --out FILE이나 --from-brute가 필요합니다".to_owned()
        }
        Usage::SplitAndOut => "표준 입력에 `---` 줄이 있는데 기대 출력은 --out/--from-brute가 \
                               줍니다: 입력만 주세요"
            .to_owned(),
        Usage::NoExpected => "기대 출력이 없습니다: 표준 입력에 입력, `---` 한 줄, 기대 출력을 \
                              차례로 넣거나 --out FILE 또는 --from-brute를 쓰세요"
            .to_owned(),
        Usage::NoArity { main } => format!(
            "{main}에 `fn solution(...) -> T`이(가) 없어 한 행에 인자가 몇 개인지 알 수 없습니다"
        ),
        Usage::BadRow { line, fault } => format!("{line}번째 줄: {}", row(fault)),
        Usage::HeaderOnly => "표준 입력에 입출력 예 표의 머리글만 있고 행이 없습니다: 행도 \
                              붙여 넣으세요"
            .to_owned(),
        Usage::FetchWithHtml => "--fetch는 아무것도 내려받지 않습니다(BOJ가 문을 닫았습니다): \
                                 빼고 --html만 두세요"
            .to_owned(),
        Usage::FetchNotBoj => "--fetch는 `boj NUMBER`용이며 BOJ가 문을 닫았다고 알릴 뿐입니다; \
                               프로그래머스는 페이지를 저장해 --html로 주세요"
            .to_owned(),
        Usage::NoIdNorPage => "인자가 모자랍니다: SITE NUMBER를 주거나, 저장한 페이지에서 \
                               가져오도록 --html PAGE를 주세요"
            .to_owned(),
        Usage::HtmlLiveSite { site, prefix } => format!(
            "--html은 BOJ와 프로그래머스 페이지를 읽습니다; {site} 문제는 `cargo judge listen`\
             (문제 페이지에서 Competitive Companion 버튼)으로 들여오거나, `cargo judge new \
             {prefix} ...`와 `cargo judge add`로 직접 만드세요"
        ),
        Usage::NotBojPage => "페이지에 BOJ 문제가 없습니다(#problem_title, #problem-info, 예제가 \
                              없음): 문제 페이지 자체를 저장하세요(Ctrl-S, \"웹페이지, 전체\" \
                              또는 \"HTML만\")"
            .to_owned(),
        Usage::NoExamplesTable => "페이지에 입출력 예 표가 없습니다: 문제 페이지 자체를 \
                                   저장하거나, --signature를 주고 케이스를 직접 추가하세요"
            .to_owned(),
        Usage::PageIsOther { site, page, given } => format!(
            "페이지는 {site} {page}이지 {given}이(가) 아닙니다: 파일을 확인하거나 SITE NUMBER를 \
             빼세요"
        ),
        Usage::PageUnnumbered => "페이지에 문제 번호가 없습니다: SITE NUMBER도 주세요".to_owned(),
        _ => new(fault),
    }
}

/// The Korean of `new`'s refusals of its id and flags, and of a revision git does not know.
fn new(fault: &Usage) -> String {
    match fault {
        Usage::NotSiteNumber { given } => format!(
            "`{given}`은(는) SITE NUMBER가 아닙니다: `boj 1000`이나 `boj-1000`, `cf 1927A`, \
             `atcoder abc300 a`처럼 쓰세요"
        ),
        Usage::NotLiveTask {
            site: Site::Codeforces,
            given,
        } => format!(
            "`{given}`은(는) Codeforces 문제가 아닙니다: `cf 1927A`처럼 대회와 문제 번호를 \
             쓰세요(gym: `cf 104081B` 또는 `cf gym-104081b`)"
        ),
        Usage::NotLiveTask {
            site: Site::AtCoder,
            given,
        } => format!(
            "`{given}`은(는) AtCoder 문제가 아닙니다: `atcoder abc300 a`처럼 대회와 문제의 \
             글자를 쓰세요"
        ),
        // Any other live site, until it has words of its own.
        Usage::NotLiveTask { site, given } => format!(
            "`{given}`은(는) {} 문제가 아닙니다: 대신 문제 페이지의 주소를 주세요",
            site.label()
        ),
        Usage::OneNumber { site, prefix } => {
            format!("{site}은(는) 문제 번호 하나를 받습니다: `{prefix} 1000`처럼 쓰세요")
        }
        Usage::NotNumber { given } => {
            format!("`{given}`은(는) 문제 번호가 아닙니다: 문제 URL의 숫자를 쓰세요")
        }
        Usage::TitleLines => "--title은 한 줄이어야 합니다".to_owned(),
        Usage::LanguageProgrammers => {
            "--language는 BOJ 문제용입니다; 프로그래머스는 Rust를 채점하지 않습니다".to_owned()
        }
        Usage::InteractiveProgrammers => {
            "--interactive는 BOJ 문제용입니다; 프로그래머스는 함수를 호출합니다".to_owned()
        }
        Usage::BadSignature { why } => format!("잘못된 --signature: {}", signature(why)),
        Usage::NeedsSignature => "프로그래머스 문제에는 사이트의 Rust 틀에서 복사한 --signature \
                                  'fn solution(...) -> T'이(가) 필요합니다(또는 입출력 예에서 \
                                  제안받도록 --html PAGE)"
            .to_owned(),
        Usage::SignatureBoj => {
            "--signature는 프로그래머스 문제용입니다; BOJ 풀이는 표준 입력을 읽습니다".to_owned()
        }
        Usage::SignatureColumns {
            takes,
            has,
            columns,
        } => format!(
            "--signature는 인자 {takes}개를 받는데 입출력 예 표에는 {has}개가 있습니다 ({})",
            columns.join(", ")
        ),
        Usage::NotAFolder { dir } => format!("{dir}은(는) 폴더가 아닙니다"),
        Usage::BadRevision { rev, root } => format!(
            "--changed-since: `{rev}`은(는) {root}의 커밋이 아닙니다; 브랜치, 태그, 해시(예: \
             origin/main)를 쓰세요"
        ),
        Usage::FileAndCase => "run의 입력은 하나입니다: FILE이나, --case NAME 또는 ID/NAME으로 \
                               고른 저장된 케이스 중 하나만 주세요"
            .to_owned(),
        _ => unreachable!("every refusal has its Korean in one of the three arms"),
    }
}

/// Why a pasted row is not a case, in Korean.
fn row(fault: &Row) -> String {
    match fault {
        Row::Cells { has, takes } => format!(
            "행에 칸이 {has}개인데 `solution`은 인자 {takes}개를 받습니다: 입출력 예 표의 행 하나를 \
             통째로 붙여 넣으세요(인자들, 그다음 결과, 탭으로 구분)"
        ),
        Row::NotLiteral { cell, text } => format!(
            "{cell}번째 칸 `{text}`은(는) 프로그래머스 값이 아닙니다(문자열은 따옴표로: \
             \"{text}\"; 리스트는 [1, 2])"
        ),
        Row::DoesNotFit {
            cell,
            text,
            param: Some(param),
            ty,
        } => format!("{cell}번째 칸 `{text}`은(는) {param}: {ty}에 맞지 않습니다"),
        Row::DoesNotFit {
            cell,
            text,
            param: None,
            ty,
        } => format!("{cell}번째 칸 `{text}`은(는) 결과({ty})에 맞지 않습니다"),
    }
}

/// What is wrong with a signature, in Korean.
pub(super) fn signature(fault: &SignatureFault) -> String {
    match fault {
        SignatureFault::NoFn => "시그니처는 `fn solution(`으로 시작해야 합니다".to_owned(),
        SignatureFault::NotSolution => {
            "함수 이름은 프로그래머스처럼 `solution`이어야 합니다".to_owned()
        }
        SignatureFault::NoOpen => "`fn solution` 뒤에 `(`가 있어야 합니다".to_owned(),
        SignatureFault::NoClose => "매개변수 뒤에 `)`가 없습니다".to_owned(),
        SignatureFault::NoReturn => "반환 타입이 없습니다: 프로그래머스처럼 써 주세요(예: \
                                     `fn solution(n: i32) -> i32`)"
            .to_owned(),
        SignatureFault::Untyped { part } => {
            format!("매개변수 `{part}`에 타입이 필요합니다: `name: Type`")
        }
        SignatureFault::BadName { name } => format!("`{name}`은(는) 매개변수 이름이 아닙니다"),
        SignatureFault::Twice { name } => format!("매개변수 `{name}`이(가) 두 번 나옵니다"),
        SignatureFault::Unsupported { ty } => format!(
            "지원하지 않는 타입 `{ty}`: 하네스는 i32, i64, u64, usize, f64, bool, String, char와 \
             그 Vec을 읽습니다"
        ),
    }
}

/// What a flag takes, in Korean.
fn takes_ko(takes: &Takes) -> String {
    match takes {
        Takes::AtLeast { what, min } => format!("{}({min} 이상)", quantity(*what)),
        Takes::PositiveRuns => "양수인 병렬 실행 수".to_owned(),
        Takes::Partition => "1 ≤ K ≤ N인 K/N(예: 1/2)".to_owned(),
        Takes::Seconds => "초 단위 시간(10, 2.5, 500ms)".to_owned(),
        Takes::OneOf(words) => either(words, "또는"),
    }
}

/// What a number counts, in Korean.
fn quantity(what: Quantity) -> &'static str {
    match what {
        Quantity::Seeds => "시드 수",
        Quantity::Seed => "시드",
        Quantity::Size => "크기",
        Quantity::Milliseconds => "밀리초",
        Quantity::Megabytes => "메가바이트",
        Quantity::Port => "포트 번호(0: 비어 있는 아무 포트)",
        Quantity::Cases => "케이스 수",
        Quantity::Seconds => "초",
    }
}

/// Why names select no problem, or not one, in Korean.
pub(super) fn select(fault: &Select) -> String {
    match fault {
        Select::NoMatch { name, closest } if closest.is_empty() => format!(
            "`{name}`에 맞는 문제가 없습니다: 이 작업 공간에는 아직 문제가 없습니다(`cargo judge \
             new`로 시작하세요)"
        ),
        Select::NoMatch { name, closest } => format!(
            "`{name}`에 맞는 문제가 없습니다; 가장 가까운 것: {}",
            closest.join(", ")
        ),
        Select::Several { name, matched } => format!(
            "`{name}`에 맞는 문제가 {}개입니다 ({}); 하나를 고르세요",
            matched.len(),
            matched.join(", ")
        ),
        Select::NotStarted { name, args, near } => {
            let start = format!(
                "이 작업 공간에는 아직 `{name}` 문제가 없습니다: `cargo judge new {args}`{} \
                 시작하세요",
                crate::report::korean::ro(args)
            );
            if near.is_empty() {
                return start;
            }
            format!("{start}. 혹시 {}을(를) 뜻했나요?", near.join(", "))
        }
        Select::SharedNumber { name, matched } => format!(
            "번호가 {name}인 문제가 {}개입니다 ({}); 하나를 고르세요",
            matched.len(),
            matched.join(", ")
        ),
    }
}

/// One example of every refusal, kept whole by the `match` in
/// [`tests::every_refusal_has_an_example`].
#[cfg(test)]
pub(super) fn all_usage_examples() -> Vec<Usage> {
    let s = |text: &str| text.to_owned();
    let ids = || vec![s("boj-1000"), s("boj-1001")];
    vec![
        Usage::Takes {
            flag: "--count",
            given: s("0"),
            takes: Takes::AtLeast {
                what: Quantity::Seeds,
                min: s("1"),
            },
        },
        Usage::Takes {
            flag: "--jobs",
            given: s("x"),
            takes: Takes::PositiveRuns,
        },
        Usage::Takes {
            flag: "--partition",
            given: s("3/2"),
            takes: Takes::Partition,
        },
        Usage::Takes {
            flag: "--shrink-time",
            given: s("soon"),
            takes: Takes::Seconds,
        },
        Usage::Takes {
            flag: "--color",
            given: s("red"),
            takes: Takes::OneOf(&["auto", "always", "never"]),
        },
        Usage::UnknownName {
            what: Named::Format,
            given: s("xml"),
            choices: &["human", "json"],
        },
        Usage::NoToolchain,
        Usage::RustLanguage {
            given: s("Rust 2015"),
            site: "BOJ",
            allowed: vec![s("Rust 2021"), s("Rust 2024")],
        },
        Usage::Select {
            fault: Select::NoMatch {
                name: s("boj-10"),
                closest: ids(),
            },
            command: Some("add"),
        },
        Usage::NoCase {
            case: s("9"),
            problem: Some(s("boj-1000")),
            known: vec![s("1"), s("2")],
        },
        Usage::FailedChoosesCases,
        Usage::WhichProblem,
        Usage::NoTestcases { id: s("boj-1000") },
        Usage::NoSolutionFile {
            path: s("problems/boj-1000/src/main.rs"),
            id: s("boj-1000"),
        },
        Usage::SeedsOverflow {
            seed: u64::MAX,
            count: 2,
        },
        Usage::OutAndBrute,
        Usage::InteractiveBrute,
        Usage::InNeedsOut,
        Usage::SplitAndOut,
        Usage::NoExpected,
        Usage::NoArity {
            main: s("problems/programmers-1/src/main.rs"),
        },
        Usage::BadRow {
            line: 3,
            fault: Row::Cells { has: 1, takes: 2 },
        },
        Usage::BadRow {
            line: 4,
            fault: Row::NotLiteral {
                cell: 3,
                text: s("ab"),
            },
        },
        Usage::BadRow {
            line: 5,
            fault: Row::DoesNotFit {
                cell: 1,
                text: s("[1]"),
                param: Some(s("s")),
                ty: s("Vec<String>"),
            },
        },
        Usage::BadRow {
            line: 6,
            fault: Row::DoesNotFit {
                cell: 2,
                text: s("1"),
                param: None,
                ty: s("String"),
            },
        },
        Usage::HeaderOnly,
        Usage::FetchWithHtml,
        Usage::FetchNotBoj,
        Usage::NoIdNorPage,
        Usage::HtmlLiveSite {
            site: "Codeforces",
            prefix: "cf",
        },
        Usage::NotBojPage,
        Usage::NoExamplesTable,
        Usage::PageIsOther {
            site: "BOJ",
            page: s("1001"),
            given: s("1000"),
        },
        Usage::PageUnnumbered,
        Usage::NotSiteNumber {
            given: s("boj1000"),
        },
        Usage::NotLiveTask {
            site: Site::Codeforces,
            given: s("19x"),
        },
        Usage::NotLiveTask {
            site: Site::AtCoder,
            given: s("abc"),
        },
        // The words of a live site that has none of its own (BOJ stands in for it).
        Usage::NotLiveTask {
            site: Site::Boj,
            given: s("x"),
        },
        Usage::OneNumber {
            site: "BOJ",
            prefix: "boj",
        },
        Usage::NotNumber { given: s("12a") },
        Usage::TitleLines,
        Usage::LanguageProgrammers,
        Usage::InteractiveProgrammers,
        Usage::BadSignature {
            why: SignatureFault::NoFn,
        },
        Usage::NeedsSignature,
        Usage::SignatureBoj,
        Usage::SignatureColumns {
            takes: 2,
            has: 3,
            columns: vec![s("a"), s("b"), s("c")],
        },
        Usage::NotAFolder { dir: s("/tmp/x") },
        Usage::BadRevision {
            rev: s("nope"),
            root: s("/w"),
        },
        Usage::FileAndCase,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hangul(text: &str) -> bool {
        text.chars().any(|c| ('가'..='힣').contains(&c))
    }

    /// The `match` has no wildcard: a new refusal without an example stops compiling here,
    /// and one whose example is missing fails.
    #[test]
    fn every_refusal_has_an_example() {
        let kind = |u: &Usage| match u {
            Usage::Takes { .. } => 0,
            Usage::UnknownName { .. } => 1,
            Usage::NoToolchain => 2,
            Usage::RustLanguage { .. } => 3,
            Usage::Select { .. } => 4,
            Usage::NoCase { .. } => 5,
            Usage::FailedChoosesCases => 6,
            Usage::WhichProblem => 7,
            Usage::NoTestcases { .. } => 8,
            Usage::NoSolutionFile { .. } => 9,
            Usage::SeedsOverflow { .. } => 10,
            Usage::OutAndBrute => 11,
            Usage::InteractiveBrute => 12,
            Usage::InNeedsOut => 13,
            Usage::SplitAndOut => 14,
            Usage::NoExpected => 15,
            Usage::NoArity { .. } => 16,
            Usage::BadRow { .. } => 17,
            Usage::HeaderOnly => 18,
            Usage::FetchWithHtml => 19,
            Usage::FetchNotBoj => 20,
            Usage::NoIdNorPage => 21,
            Usage::HtmlLiveSite { .. } => 22,
            Usage::NotBojPage => 23,
            Usage::NoExamplesTable => 24,
            Usage::PageIsOther { .. } => 25,
            Usage::PageUnnumbered => 26,
            Usage::NotSiteNumber { .. } => 27,
            Usage::NotLiveTask { .. } => 28,
            Usage::OneNumber { .. } => 29,
            Usage::NotNumber { .. } => 30,
            Usage::TitleLines => 31,
            Usage::LanguageProgrammers => 32,
            Usage::InteractiveProgrammers => 33,
            Usage::BadSignature { .. } => 34,
            Usage::NeedsSignature => 35,
            Usage::SignatureBoj => 36,
            Usage::SignatureColumns { .. } => 37,
            Usage::NotAFolder { .. } => 38,
            Usage::BadRevision { .. } => 39,
            Usage::FileAndCase => 40,
        };
        let mut kinds: Vec<usize> = all_usage_examples().iter().map(kind).collect();
        kinds.dedup();
        assert_eq!(kinds, (0..=40).collect::<Vec<_>>());
    }

    /// Every refusal and every selection fault reads in English and in Korean, and the Korean
    /// keeps what the user typed.
    #[test]
    fn every_refusal_has_english_and_korean_words() {
        for fault in all_usage_examples() {
            let (en, ko) = (fault.to_string(), usage(&fault));
            assert!(!en.is_empty(), "{fault:?}");
            assert!(
                !hangul(&en.replace("입출력 예", "")),
                "Korean in the English {en}"
            );
            assert!(hangul(&ko), "no Hangul in {ko} for {fault:?}");
        }
        let several = Select::Several {
            name: s("boj"),
            matched: vec![s("boj-1"), s("boj-2")],
        };
        let shared = Select::SharedNumber {
            name: s("1"),
            matched: vec![s("boj-1"), s("cf-1")],
        };
        let none = Select::NoMatch {
            name: s("x"),
            closest: vec![],
        };
        let not_started = Select::NotStarted {
            name: s("boj-4242"),
            args: s("boj 4242"),
            near: vec![],
        };
        let near = Select::NotStarted {
            name: s("boj-424"),
            args: s("boj 424"),
            near: vec![s("boj-4242"), s("boj-4241")],
        };
        for (fault, en, ko) in [
            (
                not_started,
                "there is no problem `boj-4242` in this workspace yet: start it with `cargo \
                 judge new boj 4242`",
                "이 작업 공간에는 아직 `boj-4242` 문제가 없습니다: `cargo judge new boj 4242`로 \
                 시작하세요",
            ),
            (
                near,
                "there is no problem `boj-424` in this workspace yet: start it with `cargo \
                 judge new boj 424`, or did you mean boj-4242 or boj-4241?",
                "이 작업 공간에는 아직 `boj-424` 문제가 없습니다: `cargo judge new boj 424`로 \
                 시작하세요. 혹시 boj-4242, boj-4241을(를) 뜻했나요?",
            ),
            (
                several,
                "`boj` matches 2 problems (boj-1, boj-2); name one",
                "`boj`에 맞는 문제가 2개입니다 (boj-1, boj-2); 하나를 고르세요",
            ),
            (
                shared,
                "2 problems have the number 1 (boj-1, cf-1); name one",
                "번호가 1인 문제가 2개입니다 (boj-1, cf-1); 하나를 고르세요",
            ),
            (
                none,
                "no problem matches `x`: this workspace has no problems yet (start one with \
                 `cargo judge new`)",
                "`x`에 맞는 문제가 없습니다: 이 작업 공간에는 아직 문제가 없습니다(`cargo judge \
                 new`로 시작하세요)",
            ),
        ] {
            assert_eq!(
                (fault.to_string(), select(&fault)),
                (en.to_owned(), ko.to_owned())
            );
        }
    }

    fn s(text: &str) -> String {
        text.to_owned()
    }

    #[test]
    fn a_flag_value_reads_the_same_in_both_languages_but_its_words() {
        let fault = Usage::Takes {
            flag: "--partition",
            given: s("3/2"),
            takes: Takes::Partition,
        };
        assert_eq!(
            fault.to_string(),
            "--partition takes K/N with 1 ≤ K ≤ N (e.g. 1/2), not `3/2`"
        );
        assert_eq!(
            usage(&fault),
            "--partition에는 1 ≤ K ≤ N인 K/N(예: 1/2)을(를) 주세요, `3/2`은(는) 안 됩니다"
        );
    }
}
