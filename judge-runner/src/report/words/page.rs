//! What `new --html` (and `listen`) read on a saved page beyond its fields: the notes that
//! also go into `problem.toml` as comments ([`PageNote`], English there), the line that
//! describes the new problem, and the signature proposed from a Programmers examples table
//! with why each type is a guess ([`PageLine`], [`Guess`]). English is their `Display`.

use super::super::Lang;
use std::fmt;

/// A fact of the page worth a comment in `problem.toml` and a note on the terminal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum PageNote {
    /// `추가 시간 없음` / `추가 메모리 없음`: no extra for slower languages.
    NoExtra(Limit),
    /// `(하단 참고)`: per-language limits listed under the statement (`rust`: Rust's
    /// replaced the general one; `listed`: the lines, empty when the saved page lacks them).
    PerLanguage {
        limit: Limit,
        rust: bool,
        listed: Vec<String>,
    },
    SampleWithoutOutput(u32),
    SampleWithoutInput(u32),
    /// A special judge whose statement gives a tolerance, hence `compare = "float"`.
    SpecialJudgeFloat {
        tolerance: String,
    },
    SpecialJudge,
    Interactive,
    FunctionType,
    PartialScore,
    LanguageRestricted,
    /// `listen`: the samples as Competitive Companion sent them.
    FromCompanion,
    /// `listen` of a BOJ problem: Competitive Companion trims the samples' whitespace.
    CompanionTrims,
    /// `listen`: the contest Competitive Companion named.
    Contest(String),
}

/// Which limit a [`PageNote`] is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Limit {
    Time,
    Memory,
}

/// Where a new problem's limits came from, in [`PageLine::Describe`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LimitsFrom {
    Page,
    Given,
    /// The page shows none: defaults, to check.
    Default,
}

/// Why a proposed parameter name or type is a guess.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Guess {
    /// The column's header is not a Rust name: `argN` instead.
    NotRustName(String),
    /// The column's header is a Rust keyword: `NAME_` instead.
    Keyword(String),
    /// String, because the column's examples mix types (this one).
    MixedTypes(String),
    /// String, because this example is not a literal.
    NotLiteral(String),
    /// i32, because there are no examples.
    NoExamples,
    /// i32, because the examples' integers fit it.
    FitsI32 { min: i128, max: i128 },
    /// Vec<i32>, because every example is an empty list.
    EmptyLists,
}

/// A line `new --html` says of the problem it read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum PageLine {
    /// The problem: id, title, limits and where they came from, samples, compare mode and
    /// the page's labels.
    Describe {
        id: String,
        title: Option<String>,
        time_ms: u64,
        memory_mb: u64,
        from: LimitsFrom,
        samples: usize,
        compare: &'static str,
        labels: Vec<String>,
    },
    /// The signature proposed from the examples table; one [`PageLine::Param`] a line follows.
    Proposed { signature: String },
    /// One parameter (or `-> (result)`) of the proposal, and why it is a guess.
    Param {
        name: String,
        ty: String,
        guesses: Vec<Guess>,
    },
    /// A page note, on the terminal.
    Note(PageNote),
}

/// `line` in `lang`.
pub(crate) fn page_line(line: &PageLine, lang: Lang) -> String {
    match lang {
        Lang::English => english(line),
        Lang::Korean => korean(line),
    }
}

impl fmt::Display for PageNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PageNote::NoExtra(Limit::Time) => {
                f.write_str("time: no extra time for slower languages (추가 시간 없음)")
            }
            PageNote::NoExtra(Limit::Memory) => {
                f.write_str("memory: no extra memory for slower languages (추가 메모리 없음)")
            }
            PageNote::PerLanguage {
                limit,
                rust,
                listed,
            } => write!(
                f,
                "{}: the limit above is the general one{}; per language (하단 참고): {}",
                match limit {
                    Limit::Time => "time",
                    Limit::Memory => "memory",
                },
                if *rust { " replaced by Rust's" } else { "" },
                if listed.is_empty() {
                    "not listed on the saved page".to_owned()
                } else {
                    listed.join("; ")
                }
            ),
            PageNote::SampleWithoutOutput(n) => {
                write!(f, "sample {n} has an input but no output: left out")
            }
            PageNote::SampleWithoutInput(n) => {
                write!(f, "sample {n} has an output but no input: left out")
            }
            PageNote::SpecialJudgeFloat { tolerance } => write!(
                f,
                "special judge: the statement accepts an error of {tolerance}, hence compare = \
                 \"float\""
            ),
            PageNote::SpecialJudge => f.write_str(
                "special judge: a sample's answer is one correct output among several; if yours \
                 differs, write checker.rs and set compare = \"checker\" with checker_args = \
                 \"boj\"",
            ),
            PageNote::Interactive => f.write_str(
                "interactive: the samples are transcripts of the exchange, kept as \
                 sample-N.transcript and not judged; interactor.rs plays the judge's side of \
                 each case NAME.in",
            ),
            PageNote::FunctionType => f.write_str(
                "function-type: BOJ calls a function instead of running main; check that Rust \
                 is offered, and that the samples are stdin and stdout",
            ),
            PageNote::PartialScore => f.write_str(
                "partial score: the judge gives points per subtask; here every case passes or \
                 fails",
            ),
            PageNote::LanguageRestricted => {
                f.write_str("language restricted: check on the saved page that BOJ allowed Rust")
            }
            PageNote::FromCompanion => {
                f.write_str("from Competitive Companion (the samples as it sent them)")
            }
            PageNote::CompanionTrims => f.write_str(
                "from Competitive Companion, which trims the samples' whitespace; `new --html` \
                 keeps it exact",
            ),
            PageNote::Contest(name) => write!(f, "contest: {name}"),
        }
    }
}

fn note_korean(note: &PageNote) -> String {
    match note {
        PageNote::NoExtra(Limit::Time) => {
            "시간: 느린 언어에 추가 시간 없음 (추가 시간 없음)".to_owned()
        }
        PageNote::NoExtra(Limit::Memory) => {
            "메모리: 느린 언어에 추가 메모리 없음 (추가 메모리 없음)".to_owned()
        }
        PageNote::PerLanguage {
            limit,
            rust,
            listed,
        } => format!(
            "{}: 위의 제한은 일반 제한입니다{}; 언어별 (하단 참고): {}",
            match limit {
                Limit::Time => "시간",
                Limit::Memory => "메모리",
            },
            if *rust {
                " (Rust의 것으로 바꿈)"
            } else {
                ""
            },
            if listed.is_empty() {
                "저장한 페이지에 없음".to_owned()
            } else {
                listed.join("; ")
            }
        ),
        PageNote::SampleWithoutOutput(n) => {
            format!("예제 {n}은(는) 입력만 있고 출력이 없어 뺐습니다")
        }
        PageNote::SampleWithoutInput(n) => {
            format!("예제 {n}은(는) 출력만 있고 입력이 없어 뺐습니다")
        }
        PageNote::SpecialJudgeFloat { tolerance } => {
            format!("스페셜 저지: 지문이 {tolerance}의 오차를 허용하므로 compare = \"float\"")
        }
        PageNote::SpecialJudge => "스페셜 저지: 예제의 답은 여러 정답 중 하나입니다; 내 답이 \
                                   다르면 checker.rs를 쓰고 compare = \"checker\", checker_args = \
                                   \"boj\"로 두세요"
            .to_owned(),
        PageNote::Interactive => "인터랙티브: 예제는 주고받은 기록이라 sample-N.transcript로 \
                                  두고 채점하지 않습니다; 케이스 NAME.in마다 interactor.rs가 \
                                  채점 서버 쪽을 맡습니다"
            .to_owned(),
        PageNote::FunctionType => "함수 구현: BOJ가 main 대신 함수를 부릅니다; Rust가 있는지, \
                                   예제가 표준 입출력인지 확인하세요"
            .to_owned(),
        PageNote::PartialScore => "부분 점수: 채점 서버는 서브태스크마다 점수를 줍니다; \
                                   여기서는 케이스마다 통과나 실패입니다"
            .to_owned(),
        PageNote::LanguageRestricted => {
            "언어 제한: BOJ가 Rust를 허용했는지 저장한 페이지에서 확인하세요".to_owned()
        }
        PageNote::FromCompanion => "Competitive Companion에서 (예제는 보내온 그대로)".to_owned(),
        PageNote::CompanionTrims => "Competitive Companion에서: 예제의 공백을 다듬어 보냅니다; \
                                     `new --html`은 그대로 둡니다"
            .to_owned(),
        PageNote::Contest(name) => format!("대회: {name}"),
    }
}

impl fmt::Display for Guess {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Guess::NotRustName(header) => write!(f, "the column `{header}` is not a Rust name"),
            Guess::Keyword(header) => write!(f, "`{header}` is a Rust keyword"),
            Guess::MixedTypes(example) => {
                write!(f, "String, because its examples mix types (`{example}`)")
            }
            Guess::NotLiteral(example) => {
                write!(f, "String, because `{example}` is not a literal")
            }
            Guess::NoExamples => f.write_str("there are no examples to tell the type"),
            Guess::FitsI32 { min, max } => write!(
                f,
                "the examples' integers ({min}..={max}) fit i32; use i64 if the constraints go \
                 past 2^31"
            ),
            Guess::EmptyLists => {
                f.write_str("every example is an empty list, so the items' type is unknown")
            }
        }
    }
}

fn guess_korean(guess: &Guess) -> String {
    match guess {
        Guess::NotRustName(header) => format!("열 `{header}`은(는) Rust 이름이 아닙니다"),
        Guess::Keyword(header) => format!("`{header}`은(는) Rust 키워드입니다"),
        Guess::MixedTypes(example) => {
            format!("예시의 타입이 섞여 있어 String (`{example}`)")
        }
        Guess::NotLiteral(example) => format!("`{example}`이(가) 값이 아니라 String"),
        Guess::NoExamples => "타입을 알려 줄 예시가 없습니다".to_owned(),
        Guess::FitsI32 { min, max } => format!(
            "예시의 정수({min}..={max})가 i32에 들어갑니다; 제한이 2^31을 넘으면 i64를 쓰세요"
        ),
        Guess::EmptyLists => "예시가 모두 빈 리스트라 원소의 타입을 모릅니다".to_owned(),
    }
}

fn english(line: &PageLine) -> String {
    match line {
        PageLine::Describe {
            id,
            title,
            time_ms,
            memory_mb,
            from,
            samples,
            compare,
            labels,
        } => {
            let limits = match from {
                LimitsFrom::Page => format!("{time_ms} ms, {memory_mb} MB"),
                LimitsFrom::Given => format!("{time_ms} ms, {memory_mb} MB (given)"),
                LimitsFrom::Default => format!(
                    "default {time_ms} ms, {memory_mb} MB (the page shows none: check them)"
                ),
            };
            let s = if *samples == 1 { "" } else { "s" };
            let title = title.as_deref().unwrap_or("(no title on the page)");
            let mut text =
                format!("{id}: {title} · {limits} · {samples} sample{s} · compare = \"{compare}\"");
            if !labels.is_empty() {
                text.push_str(&format!(" · labels: {}", labels.join(", ")));
            }
            text
        }
        PageLine::Proposed { signature } => format!(
            "proposed from the 입출력 예 table (check it against the statement): {signature}"
        ),
        PageLine::Param { name, ty, guesses } => {
            param(name, ty, guesses, "guess", |g| g.to_string())
        }
        PageLine::Note(note) => format!("note: {note}"),
    }
}

fn korean(line: &PageLine) -> String {
    match line {
        PageLine::Describe {
            id,
            title,
            time_ms,
            memory_mb,
            from,
            samples,
            compare,
            labels,
        } => {
            let limits = match from {
                LimitsFrom::Page => format!("{time_ms} ms, {memory_mb} MB"),
                LimitsFrom::Given => format!("{time_ms} ms, {memory_mb} MB (주어짐)"),
                LimitsFrom::Default => {
                    format!("기본값 {time_ms} ms, {memory_mb} MB (페이지에 없음: 확인하세요)")
                }
            };
            let title = title.as_deref().unwrap_or("(페이지에 제목 없음)");
            let mut text =
                format!("{id}: {title} · {limits} · 예제 {samples}개 · compare = \"{compare}\"");
            if !labels.is_empty() {
                text.push_str(&format!(" · 표시: {}", labels.join(", ")));
            }
            text
        }
        PageLine::Proposed { signature } => {
            format!("입출력 예 표에서 제안한 시그니처 (지문과 맞는지 확인하세요): {signature}")
        }
        PageLine::Param { name, ty, guesses } => param(name, ty, guesses, "추측", guess_korean),
        PageLine::Note(note) => format!("참고: {}", note_korean(note)),
    }
}

/// `  NAME: TYPE  (guess: WHY; WHY)`.
fn param(
    name: &str,
    ty: &str,
    guesses: &[Guess],
    word: &str,
    say: impl Fn(&Guess) -> String,
) -> String {
    if guesses.is_empty() {
        format!("  {name}: {ty}")
    } else {
        let why: Vec<String> = guesses.iter().map(say).collect();
        format!("  {name}: {ty}  ({word}: {})", why.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hangul(text: &str) -> bool {
        text.chars().any(|c| ('가'..='힣').contains(&c))
    }

    #[test]
    fn every_page_note_and_guess_reads_in_both_languages() {
        let notes = [
            PageNote::NoExtra(Limit::Time),
            PageNote::NoExtra(Limit::Memory),
            PageNote::PerLanguage {
                limit: Limit::Time,
                rust: true,
                listed: vec!["Java 8: 3 초".into(), "Rust 2021: 1.5 초".into()],
            },
            PageNote::SampleWithoutOutput(2),
            PageNote::SampleWithoutInput(3),
            PageNote::SpecialJudgeFloat {
                tolerance: "1e-6".into(),
            },
            PageNote::SpecialJudge,
            PageNote::Interactive,
            PageNote::FunctionType,
            PageNote::PartialScore,
            PageNote::LanguageRestricted,
            PageNote::FromCompanion,
            PageNote::CompanionTrims,
            PageNote::Contest("ABC 300".into()),
        ];
        for note in &notes {
            match note {
                PageNote::NoExtra(_)
                | PageNote::PerLanguage { .. }
                | PageNote::SampleWithoutOutput(_)
                | PageNote::SampleWithoutInput(_)
                | PageNote::SpecialJudgeFloat { .. }
                | PageNote::SpecialJudge
                | PageNote::Interactive
                | PageNote::FunctionType
                | PageNote::PartialScore
                | PageNote::LanguageRestricted
                | PageNote::FromCompanion
                | PageNote::CompanionTrims
                | PageNote::Contest(_) => {}
            }
            let line = PageLine::Note(note.clone());
            assert!(hangul(&page_line(&line, Lang::Korean)), "{note:?}");
            assert!(
                page_line(&line, Lang::English).starts_with("note: "),
                "{note:?}"
            );
        }
        let guesses = vec![
            Guess::NotRustName("a b".into()),
            Guess::Keyword("type".into()),
            Guess::MixedTypes("1".into()),
            Guess::NotLiteral("x".into()),
            Guess::NoExamples,
            Guess::FitsI32 { min: -1, max: 5 },
            Guess::EmptyLists,
        ];
        for g in &guesses {
            match g {
                Guess::NotRustName(_)
                | Guess::Keyword(_)
                | Guess::MixedTypes(_)
                | Guess::NotLiteral(_)
                | Guess::NoExamples
                | Guess::FitsI32 { .. }
                | Guess::EmptyLists => {}
            }
            assert!(hangul(&guess_korean(g)), "{g:?}");
        }
        let line = PageLine::Param {
            name: "n".into(),
            ty: "i32".into(),
            guesses: vec![Guess::NoExamples],
        };
        assert_eq!(
            page_line(&line, Lang::English),
            "  n: i32  (guess: there are no examples to tell the type)"
        );
        let describe = PageLine::Describe {
            id: "boj-1000".into(),
            title: None,
            time_ms: 1000,
            memory_mb: 256,
            from: LimitsFrom::Default,
            samples: 1,
            compare: "boj",
            labels: vec![],
        };
        assert_eq!(
            page_line(&describe, Lang::English),
            "boj-1000: (no title on the page) · default 1000 ms, 256 MB (the page shows none: \
             check them) · 1 sample · compare = \"boj\""
        );
        assert!(hangul(&page_line(&describe, Lang::Korean)));
    }
}
