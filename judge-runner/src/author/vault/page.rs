//! A problem's saved page in a boj-vault backup (`solved/<id>/problem.html`, beside
//! `problem.json`): what it says, or what else it is (a `502 Bad Gateway` the tool saved in
//! its place, a login page), its solved.ac tier and its full marks.

use super::super::statement::Statement;
use super::super::statement_md;
use crate::config::Tier;
use crate::html::Document;

/// What a saved page turned out to be.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Kind {
    Problem,
    /// An error page saved in the problem's place: its title (`502 Bad Gateway`).
    Error(String),
    /// A page that is not a problem page: its title, when it has one.
    Other(Option<String>),
}

/// A saved page, read.
#[derive(Debug, Clone)]
pub(super) struct Page {
    pub kind: Kind,
    pub statement: Statement,
    /// The statement in Markdown, for `statement.md`.
    pub markdown: Option<String>,
    /// The input section's words, for the validator skeleton.
    pub input_section: Option<String>,
    /// The solved.ac tier of the image beside the title (`tier/11.svg`).
    pub tier: Option<Tier>,
    /// The sum of the 배점 column of the subtask table, where the page has one.
    pub full_score: Option<f64>,
}

/// Reads a saved page of problem `number`.
pub(super) fn read(text: &str, number: &str) -> Page {
    let statement = Statement::read(text);
    let doc = Document::parse(text);
    let kind = if statement.is_problem_page() {
        Kind::Problem
    } else {
        let title = doc
            .by_tag("title")
            .next()
            .map(|e| e.words())
            .filter(|t| !t.is_empty());
        match title {
            Some(t) if is_error_title(&t) => Kind::Error(t),
            t => Kind::Other(t),
        }
    };
    let problem = kind == Kind::Problem;
    Page {
        markdown: problem
            .then(|| statement_md::from_boj_page(text, &statement, number))
            .flatten(),
        input_section: doc
            .by_id("problem_input")
            .map(|e| e.words())
            .filter(|w| !w.is_empty()),
        tier: problem.then(|| tier(&doc)).flatten(),
        full_score: problem.then(|| full_score(&doc)).flatten(),
        kind,
        statement,
    }
}

/// Whether a page's title is that of an error page a server sends in place of the page
/// asked for (`502 Bad Gateway`, `404 Not Found`, `Error`, BOJ's login page).
fn is_error_title(title: &str) -> bool {
    let b = title.as_bytes();
    let status = b.len() >= 3
        && b[..3].iter().all(u8::is_ascii_digit)
        && b.get(3).is_none_or(|c| *c == b' ');
    let lower = title.to_ascii_lowercase();
    status
        || lower.contains("error")
        || lower.contains("not found")
        || lower.contains("bad gateway")
        || lower.contains("service unavailable")
        || title.contains("로그인")
        || lower.contains("login")
        || lower.contains("just a moment")
}

/// The tier of solved.ac's image beside the title: `…/tier/N.svg`, `class="solvedac-tier"`.
fn tier(doc: &Document) -> Option<Tier> {
    doc.by_tag("img")
        .filter(|img| img.has_class("solvedac-tier"))
        .filter_map(|img| img.attr("src"))
        .find_map(|src| {
            let file = src.rsplit('/').next()?;
            let level = file.strip_suffix(".svg")?.parse::<u8>().ok()?;
            Tier::from_level(level)
        })
}

/// The full marks of a problem with subtasks: the sum of the second column (배점) of the
/// rows of `#problem_subtask`'s table.
fn full_score(doc: &Document) -> Option<f64> {
    let section = doc.by_id("problem_subtask")?;
    let mut sum = 0.0;
    let mut rows = 0;
    for row in section.descendants().filter(|e| e.name() == "tr") {
        let cells: Vec<String> = row
            .children()
            .filter(|c| c.name() == "td")
            .map(|c| c.words())
            .collect();
        if let Some(points) = cells.get(1).and_then(|p| p.parse::<f64>().ok()) {
            sum += points;
            rows += 1;
        }
    }
    (rows > 0 && sum > 0.0).then_some(sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_pages_are_told_from_problem_pages() {
        // csk200387/boj-archive solved/10212/problem.html, as it is.
        let bad = "<html><head><title>502 Bad Gateway</title></head>\n<body>\n<center>\
                   <h1>502 Bad Gateway</h1></center>\n</body></html>";
        assert_eq!(
            read(bad, "10212").kind,
            Kind::Error("502 Bad Gateway".into())
        );
        let login = "<html><head><title>로그인</title></head><body>아이디</body></html>";
        assert_eq!(read(login, "1").kind, Kind::Error("로그인".into()));
        let other = "<html><head><title>My notes</title></head><body>hi</body></html>";
        assert_eq!(read(other, "1").kind, Kind::Other(Some("My notes".into())));
        assert_eq!(read("", "1").kind, Kind::Other(None));
    }

    #[test]
    fn tier_and_full_marks_from_the_page() {
        // Trimmed from csk200387/boj-archive solved/10093/problem.html: the title's heading,
        // the tier image, the subtask table.
        let page = "<h1><span id=\"problem_title\">숫자</span></h1>\
            <img src=\"https://d2gd6pc034wcta.cloudfront.net/tier/6.svg\" class=\"solvedac-tier\">\
            <div id=\"problem_subtask\"><table class=\"subtask-table\"><thead><tr><th>번호</th>\
            <th>배점</th><th>제한</th></tr></thead><tbody><tr data-subtask-id=\"1\"><td>1</td>\
            <td>30</td><td><p>1 ≤ A, B ≤ 1000</p></td></tr><tr data-subtask-id=\"2\"><td>2</td>\
            <td>70</td><td><p>1 ≤ A, B ≤ 10<sup>15</sup></p></td></tr></tbody></table></div>";
        let read = read(page, "10093");
        assert_eq!(read.kind, Kind::Problem);
        assert_eq!(read.tier, Tier::from_level(6));
        assert_eq!(read.full_score, Some(100.0));
    }
}
