//! A BOJ problem page, as a browser or a backup tool saved it: its number, title, limits,
//! samples and labels, read from the page's own markup (`#problem_title`, `#problem-info`,
//! `pre#sample-input-N` / `pre#sample-output-N`, the `problem-label-*` spans beside the
//! title, and the per-language lists `#problem-time-limit` / `#problem-memory-limit`).

use crate::config::Extra;
use crate::html::{Document, Element};
use crate::report::words::{Limit, PageNote};

/// A label BOJ shows beside a problem's title.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Label {
    /// 스페셜 저지: any correct output is accepted; the sample answer is one of them.
    SpecialJudge,
    /// 인터랙티브: the solution talks with the judge; samples are a transcript.
    Interactive,
    /// 함수 구현: the judge calls a function, not `main`.
    FunctionType,
    /// 점수: partial score.
    PartialScore,
    /// 서브태스크.
    Subtask,
    /// 언어 제한: only some languages may be submitted.
    LanguageRestricted,
}

impl Label {
    /// The `problem-label-*` class of each label.
    const CLASSES: [(&'static str, Label); 6] = [
        ("problem-label-spj", Label::SpecialJudge),
        ("problem-label-interactive", Label::Interactive),
        ("problem-label-func", Label::FunctionType),
        ("problem-label-partial", Label::PartialScore),
        ("problem-label-subtask", Label::Subtask),
        ("problem-label-language-restrict", Label::LanguageRestricted),
    ];

    /// Its name in `problem.toml`'s `labels` and in the header.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Label::SpecialJudge => "special judge",
            Label::Interactive => "interactive",
            Label::FunctionType => "function-type",
            Label::PartialScore => "partial score",
            Label::Subtask => "subtasks",
            Label::LanguageRestricted => "language restricted",
        }
    }
}

/// One sample: its number on the page and its exact text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Sample {
    pub number: u32,
    pub input: String,
    pub output: String,
}

/// What a BOJ page says.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Statement {
    /// The problem number, when the page names it.
    pub number: Option<String>,
    /// `None` when the page has no title or an empty one.
    pub title: Option<String>,
    /// The general time limit in milliseconds.
    pub time_ms: Option<u64>,
    /// The general memory limit in megabytes.
    pub memory_mb: Option<u64>,
    /// Samples with both an input and an output, in the page's numbering.
    pub samples: Vec<Sample>,
    pub labels: Vec<Label>,
    /// The absolute or relative error the output section allows (`10<sup>-9</sup>`), when it
    /// speaks of one.
    pub tolerance: Option<f64>,
    /// What else the page says about limits and samples, one line each.
    pub notes: Vec<PageNote>,
    /// Whether BOJ gave its languages' extra time and memory: not where the limits say
    /// `추가 시간 없음` / `추가 메모리 없음`.
    pub extra: Extra,
}

impl Statement {
    /// Reads a saved page.
    pub(crate) fn read(page: &str) -> Statement {
        let doc = Document::parse(page);
        let mut statement = Statement {
            number: number(&doc),
            title: doc
                .by_id("problem_title")
                .map(|e| e.words())
                .filter(|t| !t.is_empty()),
            ..Statement::default()
        };
        statement.tolerance = doc
            .by_id("problem_output")
            .and_then(|e| tolerance(&e.words()));
        statement.read_limits(&doc);
        statement.read_samples(&doc);
        if let Some(title) = doc.by_id("problem_title") {
            let heading = parent_heading(&doc, title);
            for (class, label) in Label::CLASSES {
                let shown = heading.is_some_and(|h| h.descendants().any(|e| e.has_class(class)));
                if shown && !statement.labels.contains(&label) {
                    statement.labels.push(label);
                }
            }
        }
        statement
    }

    /// Whether the page looks like a BOJ problem page at all.
    pub(crate) fn is_problem_page(&self) -> bool {
        self.title.is_some() || self.time_ms.is_some() || !self.samples.is_empty()
    }

    fn read_limits(&mut self, doc: &Document) {
        let Some(info) = doc.by_id("problem-info") else {
            return;
        };
        let headers: Vec<String> = info.find("th").map(|th| th.words()).collect();
        let Some(row) = info.find("tbody").next().and_then(|b| b.find("tr").next()) else {
            return;
        };
        let cells: Vec<String> = row.find("td").map(|td| td.words()).collect();
        let column = |names: &[&str], fallback: usize| {
            headers
                .iter()
                .position(|h| names.iter().any(|n| h.eq_ignore_ascii_case(n)))
                .unwrap_or(fallback)
        };
        let time = cells.get(column(&["시간 제한", "Time Limit"], 0));
        let memory = cells.get(column(&["메모리 제한", "Memory Limit"], 1));
        if let Some(time) = time {
            self.time_ms = seconds_to_ms(time);
            if time.contains("추가 시간 없음") {
                self.extra.time = false;
                self.notes.push(PageNote::NoExtra(Limit::Time));
            }
            if time.contains("하단 참고") {
                self.per_language(doc, "problem-time-limit", Limit::Time);
            }
        }
        if let Some(memory) = memory {
            self.memory_mb = megabytes(memory);
            if memory.contains("추가 메모리 없음") {
                self.extra.memory = false;
                self.notes.push(PageNote::NoExtra(Limit::Memory));
            }
            if memory.contains("하단 참고") {
                self.per_language(doc, "problem-memory-limit", Limit::Memory);
            }
        }
    }

    /// The per-language limits listed under the statement (`(하단 참고)`): a note, and the
    /// Rust line's limit when there is one.
    fn per_language(&mut self, doc: &Document, id: &str, limit: Limit) {
        let lines: Vec<String> = doc
            .by_id(id)
            .map(|section| section.find("li").map(|li| li.words()).collect())
            .unwrap_or_default();
        let rust = lines.iter().find(|l| l.starts_with("Rust"));
        if let Some((_, value)) = rust.and_then(|l| l.split_once(':')) {
            match limit {
                Limit::Time => self.time_ms = seconds_to_ms(value).or(self.time_ms),
                Limit::Memory => self.memory_mb = megabytes(value).or(self.memory_mb),
            }
        }
        self.notes.push(PageNote::PerLanguage {
            limit,
            rust: rust.is_some(),
            listed: lines.clone(),
        });
    }

    fn read_samples(&mut self, doc: &Document) {
        let mut inputs: Vec<(u32, String)> = Vec::new();
        let mut outputs: Vec<(u32, String)> = Vec::new();
        for pre in doc.by_tag("pre") {
            let Some(id) = pre.attr("id") else {
                continue;
            };
            let (list, n) = match (
                id.strip_prefix("sample-input-"),
                id.strip_prefix("sample-output-"),
            ) {
                (Some(n), _) => (&mut inputs, n),
                (_, Some(n)) => (&mut outputs, n),
                _ => continue,
            };
            if let Ok(n) = n.parse::<u32>() {
                if !list.iter().any(|(m, _)| *m == n) {
                    list.push((n, pre.text()));
                }
            }
        }
        inputs.sort_by_key(|(n, _)| *n);
        for (n, input) in inputs {
            match outputs.iter().position(|(m, _)| *m == n) {
                Some(at) => {
                    let output = outputs.remove(at).1;
                    self.samples.push(Sample {
                        number: n,
                        input,
                        output,
                    });
                }
                None => self.notes.push(PageNote::SampleWithoutOutput(n)),
            }
        }
        for (n, _) in outputs {
            self.notes.push(PageNote::SampleWithoutInput(n));
        }
    }
}

/// The heading (`h1`) or other parent the title sits in, where the labels are.
fn parent_heading<'a>(doc: &'a Document, title: Element<'a>) -> Option<Element<'a>> {
    doc.elements()
        .find(|e| e.children().any(|c| c.attr("id") == Some("problem_title")) && e.name() != "body")
        .or(Some(title))
}

/// The problem number: from `<title>1000번: A+B</title>`, the printable `1000번 -` before
/// the title, or a link to the problem.
fn number(doc: &Document) -> Option<String> {
    let before_beon = |text: &str| {
        let at = text.find('번')?;
        let digits = text[..at].trim();
        (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
            .then(|| digits.to_owned())
    };
    doc.by_tag("title")
        .next()
        .and_then(|t| before_beon(&t.words()))
        .or_else(|| {
            doc.elements()
                .filter(|e| e.has_class("printable"))
                .find_map(|e| before_beon(&e.words()))
        })
        .or_else(|| {
            doc.by_tag("link")
                .chain(doc.by_tag("meta"))
                .filter_map(|e| e.attr("href").or(e.attr("content")))
                .find_map(|url| crate::sites::Site::find_url(url).map(|(_, n)| n))
        })
}

/// The tolerance an output section states: "…오차가 10-9 이하이면 정답" (the `<sup>` gone),
/// `10^-6`, "absolute or relative error … 10-4".
fn tolerance(text: &str) -> Option<f64> {
    if !(text.contains("오차") || text.to_ascii_lowercase().contains("error")) {
        return None;
    }
    let mut rest = text;
    while let Some(at) = rest.find("10") {
        let after = rest[at + 2..].trim_start_matches(['^', '{', ' ']);
        if let Some(exponent) = after.strip_prefix(['-', '−']) {
            let digits: String = exponent.chars().take_while(char::is_ascii_digit).collect();
            if let Ok(n) = digits.parse::<i32>() {
                if (1..=18).contains(&n) {
                    // Parsed, not `10f64.powi(-n)`: that is the C library's `pow` on some
                    // targets (MinGW's is a few ULP off 1e-9), and this value is written into
                    // problem.toml; the parse is correctly rounded everywhere.
                    return format!("1e-{n}").parse().ok();
                }
            }
        }
        rest = &rest[at + 2..];
    }
    None
}

/// `0.25 초 (추가 시간 없음)`, `2 초`, `1 second`, `500 ms` → milliseconds.
pub(crate) fn seconds_to_ms(text: &str) -> Option<u64> {
    let text = text.trim();
    let len = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let (number, unit) = (&text[..len], text[len..].trim_start());
    let scale = if unit.starts_with("ms") {
        1
    } else if unit.starts_with('초') || unit.starts_with("sec") || unit.starts_with('s') {
        1000
    } else {
        return None;
    };
    let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
    let whole: u64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    // Exact decimal arithmetic: 0.1 s is 100 ms, not 100.000…1.
    let mut ms = whole.checked_mul(scale)?;
    let mut unit_value = scale;
    for digit in fraction.bytes() {
        if !digit.is_ascii_digit() {
            return None;
        }
        unit_value /= 10;
        ms += u64::from(digit - b'0') * unit_value;
    }
    (ms > 0).then_some(ms)
}

/// `128 MB`, `512 MB (추가 메모리 없음)`, `1 GB` → megabytes.
pub(crate) fn megabytes(text: &str) -> Option<u64> {
    let text = text.trim();
    let len = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let n: u64 = text[..len].parse().ok()?;
    let unit = text[len..].trim_start().to_ascii_uppercase();
    let mb = if unit.starts_with("MB") {
        n
    } else if unit.starts_with("GB") {
        n.checked_mul(1024)?
    } else {
        return None;
    };
    (mb > 0).then_some(mb)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_in_the_page_s_words() {
        for (text, ms) in [
            ("0.25 초 (추가 시간 없음)", Some(250)),
            ("2 초 (하단 참고)", Some(2000)),
            ("0.1 초", Some(100)),
            ("1.5 초", Some(1500)),
            ("1 second", Some(1000)),
            ("500 ms", Some(500)),
            ("초", None),
            ("0 초", None),
            ("N/A", None),
        ] {
            assert_eq!(seconds_to_ms(text), ms, "{text}");
        }
        for (text, mb) in [
            ("128 MB", Some(128)),
            ("512 MB (추가 메모리 없음)", Some(512)),
            ("1 GB", Some(1024)),
            ("64", None),
        ] {
            assert_eq!(megabytes(text), mb, "{text}");
        }
    }

    #[test]
    fn a_written_page_with_every_feature() {
        let page = "<html><head><title>1234번: A&lt;B</title></head><body>\
            <h1><span class=printable>1234번 - </span><span id=problem_title>A&lt;B</span>\
            <span class='problem-label problem-label-spj'>스페셜 저지</span></h1>\
            <table id=problem-info><thead><tr><th>시간 제한<th>메모리 제한<th>제출</tr></thead>\
            <tbody><tr><td>1 초 (<a href=#>하단 참고</a>)</td><td>64 MB</td><td>5</td></tr>\
            </tbody></table>\
            <pre id=sample-output-2 class=sampledata>x &amp; y</pre>\
            <pre class=sampledata id=sample-input-1>1 2 \n</pre>\
            <pre class=sampledata id=sample-output-1></pre>\
            <pre class=sampledata id=sample-input-2>3\n4</pre>\
            <pre class=sampledata id=sample-input-3>lonely</pre>\
            <section id=problem-time-limit><ul><li>Java 8: 3 초</li>\
            <li>Rust 2021: 1.5 초</li></ul></section></body></html>";
        let s = Statement::read(page);
        assert_eq!(s.number.as_deref(), Some("1234"));
        assert_eq!(s.title.as_deref(), Some("A<B"));
        assert_eq!((s.time_ms, s.memory_mb), (Some(1500), Some(64)));
        assert_eq!(s.labels, [Label::SpecialJudge]);
        let samples: Vec<(u32, &str, &str)> = s
            .samples
            .iter()
            .map(|x| (x.number, x.input.as_str(), x.output.as_str()))
            .collect();
        assert_eq!(samples, [(1, "1 2 \n", ""), (2, "3\n4", "x & y")]);
        assert_eq!(s.notes.len(), 2, "{:?}", s.notes);
        assert!(
            s.notes[0]
                .to_string()
                .contains("Java 8: 3 초; Rust 2021: 1.5 초"),
            "{:?}",
            s.notes
        );
        assert!(s.notes[1].to_string().contains("sample 3"), "{:?}", s.notes);
    }

    /// The limits row as BOJ wrote it (boj-vault's `solved/16689/problem.html`): no extra
    /// time and no extra memory for any language.
    #[test]
    fn a_page_without_extra_time_or_memory_says_so() {
        let row = |time: &str, memory: &str| {
            format!(
                "<span id=problem_title>x</span><table class=\"table\" id=\"problem-info\">\
                 <thead><tr><th style=\"width:16%;\">시간 제한</th><th style=\"width:16%;\">\
                 메모리 제한</th><th style=\"width:17%;\">제출</th></tr></thead><tbody><tr>\
                 <td>{time}</td><td>{memory}</td><td>142</td></tr></tbody></table>"
            )
        };
        let both = Statement::read(&row("1 초 (추가 시간 없음) ", "512 MB (추가 메모리 없음)"));
        assert_eq!((both.time_ms, both.memory_mb), (Some(1000), Some(512)));
        assert_eq!(
            both.extra,
            Extra {
                time: false,
                memory: false
            }
        );
        let time = Statement::read(&row("0.5 초 (추가 시간 없음) ", "256 MB"));
        assert_eq!(
            time.extra,
            Extra {
                time: false,
                memory: true
            }
        );
        assert_eq!(
            Statement::read(&row("2 초 ", "128 MB")).extra,
            Extra::default()
        );
    }

    #[test]
    fn tolerances_in_output_sections() {
        for (text, want) in [
            (
                "실제 정답과 출력값의 절대오차 또는 상대오차가 10-9 이하이면 정답이다.",
                Some(1e-9),
            ),
            ("absolute or relative error at most 10^-6", Some(1e-6)),
            ("정답과의 오차가 10^{-4}까지 허용", Some(1e-4)),
            ("첫째 줄에 10-9를 출력한다.", None),
            ("오차 없이 출력한다.", None),
        ] {
            assert_eq!(tolerance(text), want, "{text}");
        }
    }

    #[test]
    fn an_empty_title_and_no_limits() {
        let s = Statement::read("<span id=problem_title> </span><pre id=sample-input-1>1</pre>");
        assert_eq!(s.title, None);
        assert_eq!((s.time_ms, s.memory_mb), (None, None));
        assert!(s.samples.is_empty());
        assert!(!Statement::read("<p>hello</p>").is_problem_page());
    }
}
