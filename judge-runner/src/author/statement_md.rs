//! `testcases/<id>/statement.md`: a problem's statement, kept beside its judge data.
//!
//! BOJ closed on 2026-04-28 and its pages are gone, so the statement a saved page or a
//! backup holds is the only copy its user has. `new --html` and `import` convert it from
//! the page's HTML to Markdown: TeX stays as the page wrote it (`$N$`, `\(x\)`), `<sup>` and
//! `<sub>` become `^{…}` and `_{…}`, images become links to where they were, tables stay
//! tables, `<pre>` becomes a fenced block. The file is never overwritten.
//!
//! Statements belong to their setters, so the workspace does not publish them by default:
//! `new` and `import` add [`IGNORE_LINE`] to `.gitignore` once, unless the workspace's
//! `judge.toml` says `publish_statements = true`.

use super::statement::Statement;
use crate::error::Error;
use crate::html::{Child, Document, Element};
use crate::report::words::{AuthorLine, PageNote};
use crate::sites::{Kind, Site};
use crate::{profile, workspace};
use std::fs;
use std::io;
use std::path::Path;

/// The file's name in `testcases/<id>/`.
pub(crate) const STATEMENT: &str = "statement.md";

/// The `.gitignore` line that keeps every statement out of git.
pub(crate) const IGNORE_LINE: &str = "testcases/*/statement.md";

/// The comment written above [`IGNORE_LINE`]. While it is there, the line is not added
/// again: a user who removes the line alone keeps statements in git.
const IGNORE_COMMENT: &str = "# Statements belong to their setters: kept locally, not published \
                              (judge.toml: publish_statements = true to publish them).";

/// The workspace's own settings file.
pub(crate) const WORKSPACE_CONFIG: &str = "judge.toml";

/// Where a BOJ page's relative addresses (`/upload/…`) pointed.
const BOJ_ORIGIN: &str = "https://www.acmicpc.net";

/// The sections of a BOJ problem page, in the page's order: the section's id, the id of
/// its text, and the heading to use when the page shows none.
const BOJ_SECTIONS: [(&str, &str, &str); 4] = [
    ("description", "problem_description", "문제"),
    ("input", "problem_input", "입력"),
    ("output", "problem_output", "출력"),
    ("limit", "problem_limit", "제한"),
];

/// The Markdown of a saved BOJ page's statement: title, limits, description, input, output,
/// limits section, samples with their explanations, hint and source. `None` when the page
/// has no statement text at all.
pub(crate) fn from_boj_page(page: &str, statement: &Statement, number: &str) -> Option<String> {
    let doc = Document::parse(page);
    let mut out = String::new();
    let title = statement
        .title
        .as_deref()
        .unwrap_or("(no title on the page)");
    out.push_str(&format!("# {number} · {title}\n\n"));
    let mut facts = limits(&doc);
    // The per-language limits of `(하단 참고)`, as `new` noted them for problem.toml.
    facts.extend(
        statement
            .notes
            .iter()
            .filter(|note| matches!(note, PageNote::PerLanguage { .. }))
            .map(ToString::to_string),
    );
    if !statement.labels.is_empty() {
        let labels: Vec<&str> = statement.labels.iter().map(|l| l.name()).collect();
        facts.push(format!("labels: {}", labels.join(", ")));
    }
    facts.push(format!(
        "kept from a saved copy of its BOJ page, {}, the address it had (BOJ closed on {})",
        Site::Boj.url(number),
        profile::BOJ_CLOSED
    ));
    for fact in &facts {
        out.push_str(&format!("- {fact}\n"));
    }
    let mut text = false;
    for (section, body, fallback) in BOJ_SECTIONS {
        text |= push_section(&mut out, &doc, section, body, fallback);
    }
    for sample in &statement.samples {
        let n = sample.number;
        out.push_str(&format!("\n## 예제 입력 {n}\n\n{}\n", fence(&sample.input)));
        out.push_str(&format!(
            "\n## 예제 출력 {n}\n\n{}\n",
            fence(&sample.output)
        ));
        push_section(
            &mut out,
            &doc,
            &format!("sample_explain_{n}"),
            &format!("problem_sample_explain_{n}"),
            "노트",
        );
    }
    text |= push_section(&mut out, &doc, "hint", "problem_hint", "힌트");
    if let Some(source) = doc.by_id("source") {
        let body = markdown_without_headline(source);
        if !body.is_empty() {
            out.push_str(&format!("\n## {}\n\n{body}\n", heading(source, "출처")));
        }
    }
    text.then_some(out)
}

/// The Markdown of the statement in a BaekjoonHub `README.md`: its title line, its link,
/// and each `### ` section of the statement (문제 설명, 입력, 출력, …), whose HTML becomes
/// Markdown. `None` when the README has no 문제 설명.
pub(crate) fn from_hub_readme(readme: &str, site: Site, title: Option<&str>) -> Option<String> {
    let mut sections: Vec<(&str, String)> = Vec::new();
    let mut current: Option<(&str, String)> = None;
    for line in readme.lines() {
        if let Some(name) = line.strip_prefix("### ") {
            sections.extend(current.take());
            current = Some((name.trim(), String::new()));
        } else if let Some((_, body)) = current.as_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    sections.extend(current);
    let start = sections.iter().position(|(name, _)| *name == "문제 설명")?;
    let mut out = format!("# {}\n\n", title.unwrap_or("(no title in the README)"));
    let link = Site::find_url(readme).map(|(site, number)| site.url(&number));
    let kept = match site.kind() {
        Kind::Closed => format!(
            "kept from a BaekjoonHub backup (README.md); BOJ closed on {}",
            profile::BOJ_CLOSED
        ),
        Kind::Function | Kind::Live(_) => "kept from a BaekjoonHub backup (README.md)".to_owned(),
    };
    out.push_str(&format!("- {kept}\n"));
    if let Some(link) = link {
        out.push_str(&format!("- the problem's address: {link}\n"));
    }
    for (name, body) in &sections[start..] {
        // BaekjoonHub ends the last section with its own `> 출처:` line: kept as text.
        let doc = Document::parse(body);
        let text = markdown(doc.root());
        if !text.is_empty() {
            out.push_str(&format!("\n## {name}\n\n{text}\n"));
        }
    }
    Some(out)
}

/// Writes `testcases/<id>/statement.md` unless it exists; returns the line that says what
/// happened.
///
/// # Errors
/// A failure to write.
pub(crate) fn keep(root: &Path, id: &str, text: &str) -> Result<AuthorLine, Error> {
    let path = root.join("testcases").join(id).join(STATEMENT);
    let shown = workspace::rel(root, &path);
    if path.exists() {
        return Ok(AuthorLine::KeptStatement { path: shown });
    }
    super::create_new(root, &path, text.as_bytes())?;
    Ok(AuthorLine::CreatedStatement {
        path: shown,
        id: id.to_owned(),
    })
}

/// Adds [`IGNORE_LINE`] to the workspace's `.gitignore` (created when missing) the first
/// time, unless `judge.toml` publishes statements; returns the line that says it did.
///
/// # Errors
/// A `judge.toml` that cannot be read or has a key or value it does not know, or a
/// `.gitignore` that cannot be read or written.
pub(crate) fn ignore_statements(root: &Path) -> Result<Option<AuthorLine>, Error> {
    if publishes_statements(root)? {
        return Ok(None);
    }
    let path = root.join(".gitignore");
    let text = match fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(Error::io(&path, e)),
    };
    let already = text
        .lines()
        .any(|l| l.trim() == IGNORE_LINE || l.trim() == IGNORE_COMMENT);
    if already {
        return Ok(None);
    }
    let mut updated = text.clone();
    if !updated.is_empty() && !updated.ends_with('\n') {
        updated.push('\n');
    }
    updated.push_str(&format!("{IGNORE_COMMENT}\n{IGNORE_LINE}\n"));
    fs::write(&path, updated).map_err(|e| Error::io(&path, e))?;
    Ok(Some(AuthorLine::IgnoredStatements { line: IGNORE_LINE }))
}

/// Whether the workspace's `judge.toml` says `publish_statements = true`.
///
/// # Errors
/// A `judge.toml` that cannot be read, or holds a key or value it does not know.
pub(crate) fn publishes_statements(root: &Path) -> Result<bool, Error> {
    let path = root.join(WORKSPACE_CONFIG);
    let text = match fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(Error::io(&path, e)),
    };
    let bad = |line: usize, what: String| {
        Error::io(
            &path,
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "line {line}: {what}; judge.toml knows `publish_statements = true` or `false`"
                ),
            ),
        )
    };
    let mut publish = false;
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            return Err(bad(n + 1, format!("`{line}` is not `key = value`")));
        };
        match (key.trim(), value.trim()) {
            ("publish_statements", "true") => publish = true,
            ("publish_statements", "false") => publish = false,
            ("publish_statements", other) => {
                return Err(bad(n + 1, format!("`{other}` is not true or false")))
            }
            (other, _) => return Err(bad(n + 1, format!("unknown key `{other}`"))),
        }
    }
    Ok(publish)
}

/// `- 시간 제한: 0.25 초 (추가 시간 없음)`: the page's limits, as it words them.
fn limits(doc: &Document) -> Vec<String> {
    let Some(info) = doc.by_id("problem-info") else {
        return Vec::new();
    };
    let headers: Vec<String> = info.find("th").map(|th| th.words()).collect();
    let cells: Vec<String> = info
        .find("tbody")
        .next()
        .and_then(|b| b.find("tr").next())
        .map(|row| row.find("td").map(|td| td.words()).collect())
        .unwrap_or_default();
    headers
        .iter()
        .zip(&cells)
        .take(2)
        .map(|(h, c)| format!("{h}: {c}"))
        .collect()
}

/// Appends `## heading` and the Markdown of the element `body` when it has text; whether
/// it did.
fn push_section(
    out: &mut String,
    doc: &Document,
    section: &str,
    body: &str,
    fallback: &str,
) -> bool {
    let Some(element) = doc.by_id(body) else {
        return false;
    };
    let text = markdown(element);
    if text.is_empty() {
        return false;
    }
    let heading = doc
        .by_id(section)
        .map_or_else(|| fallback.to_owned(), |s| heading(s, fallback));
    out.push_str(&format!("\n## {heading}\n\n{text}\n"));
    true
}

/// The words of a section's first `h2`, without its buttons (`복사`).
fn heading(section: Element<'_>, fallback: &str) -> String {
    section
        .find("h2")
        .next()
        .map(|h| inline(h).trim().to_owned())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| fallback.to_owned())
}

/// The Markdown of a section without its `div.headline`.
fn markdown_without_headline(section: Element<'_>) -> String {
    let mut blocks = Vec::new();
    for child in section.children() {
        if !child.has_class("headline") {
            block(child, &mut blocks);
        }
    }
    blocks.join("\n\n")
}

/// A fenced code block holding `text` exactly (a longer fence when the text has one).
fn fence(text: &str) -> String {
    let mut ticks = "```".to_owned();
    while text.contains(ticks.as_str()) {
        ticks.push('`');
    }
    let body = text.strip_suffix('\n').unwrap_or(text);
    format!("{ticks}\n{body}\n{ticks}")
}

/// Elements that make a block of their own.
const BLOCKS: [&str; 20] = [
    "p",
    "div",
    "section",
    "article",
    "center",
    "figure",
    "blockquote",
    "ul",
    "ol",
    "table",
    "pre",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "hr",
    "dl",
    "figcaption",
];

/// Elements whose content is never shown.
const HIDDEN: [&str; 5] = ["script", "style", "button", "template", "noscript"];

/// Stands for `<br>` until whitespace is collapsed; then it is a line break.
const BREAK: char = '\u{0}';

/// The Markdown of everything inside `element`: blocks separated by blank lines.
pub(crate) fn markdown(element: Element<'_>) -> String {
    let mut blocks = Vec::new();
    blocks_of(element, &mut blocks);
    blocks.join("\n\n")
}

/// The blocks of `element`'s children: runs of text and inline elements become paragraphs.
fn blocks_of(element: Element<'_>, blocks: &mut Vec<String>) {
    let mut run = String::new();
    for child in element.nodes() {
        match child {
            Child::Text(text) => run.push_str(text),
            Child::Element(e) if BLOCKS.contains(&e.name()) => {
                flush(&mut run, blocks);
                block(e, blocks);
            }
            Child::Element(e) => run.push_str(&inline(e)),
        }
    }
    flush(&mut run, blocks);
}

/// Ends a paragraph: whitespace collapsed as a browser shows it, `<br>` kept as a line break.
fn flush(run: &mut String, blocks: &mut Vec<String>) {
    let text = collapse(run);
    run.clear();
    if !text.is_empty() {
        blocks.push(text);
    }
}

/// Runs of whitespace as one space, each line trimmed; [`BREAK`] as a newline.
fn collapse(text: &str) -> String {
    text.split(BREAK)
        .map(|line| {
            line.split(|c: char| c.is_whitespace())
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
        .trim_matches('\n')
        .to_owned()
}

/// The Markdown of one block element, pushed onto `blocks`.
fn block(e: Element<'_>, blocks: &mut Vec<String>) {
    match e.name() {
        name if HIDDEN.contains(&name) => {}
        "pre" => blocks.push(fence(&e.text())),
        "hr" => blocks.push("---".to_owned()),
        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => {
            let text = collapse(&inline_children(e));
            if !text.is_empty() {
                blocks.push(format!("### {}", text.replace('\n', " ")));
            }
        }
        "ul" | "ol" => {
            let ordered = e.name() == "ol";
            let mut items = Vec::new();
            for (i, li) in e.children().filter(|c| c.name() == "li").enumerate() {
                let marker = if ordered {
                    format!("{}. ", i + 1)
                } else {
                    "- ".to_owned()
                };
                let body = markdown(li);
                let indent = " ".repeat(marker.len());
                let mut lines = body.lines();
                let first = lines.next().unwrap_or("");
                let mut item = format!("{marker}{first}");
                for line in lines {
                    item.push('\n');
                    if !line.is_empty() {
                        item.push_str(&indent);
                        item.push_str(line);
                    }
                }
                items.push(item);
            }
            if !items.is_empty() {
                blocks.push(items.join("\n"));
            }
        }
        "blockquote" => {
            let body = markdown(e);
            if !body.is_empty() {
                let quoted: Vec<String> = body
                    .lines()
                    .map(|l| {
                        if l.is_empty() {
                            ">".to_owned()
                        } else {
                            format!("> {l}")
                        }
                    })
                    .collect();
                blocks.push(quoted.join("\n"));
            }
        }
        "table" => {
            if let Some(table) = table(e) {
                blocks.push(table);
            }
        }
        _ => blocks_of(e, blocks),
    }
}

/// A Markdown table of an HTML one: its header row when the first row is all `th`, else an
/// empty header, so that every row of the page is a row of the table.
fn table(e: Element<'_>) -> Option<String> {
    let rows: Vec<(bool, Vec<String>)> = e
        .find("tr")
        .map(|tr| {
            let cells: Vec<Element<'_>> = tr
                .children()
                .filter(|c| c.name() == "td" || c.name() == "th")
                .collect();
            let header = !cells.is_empty() && cells.iter().all(|c| c.name() == "th");
            let texts: Vec<String> = cells
                .iter()
                .map(|c| markdown(*c).replace('\n', " ").replace('|', "\\|"))
                .collect();
            (header, texts)
        })
        .filter(|(_, cells)| !cells.is_empty())
        .collect();
    let columns = rows.iter().map(|(_, cells)| cells.len()).max()?;
    let line = |cells: &[String]| {
        let mut padded = cells.to_vec();
        padded.resize(columns, String::new());
        format!("| {} |", padded.join(" | "))
    };
    let mut out = Vec::new();
    let body = match rows.first() {
        Some((true, cells)) => {
            out.push(line(cells));
            &rows[1..]
        }
        _ => {
            out.push(line(&[]));
            &rows[..]
        }
    };
    out.push(format!("|{}", "---|".repeat(columns)));
    for (_, cells) in body {
        out.push(line(cells));
    }
    Some(out.join("\n"))
}

/// The inline Markdown of an element's children.
fn inline_children(e: Element<'_>) -> String {
    let mut out = String::new();
    for child in e.nodes() {
        match child {
            Child::Text(text) => out.push_str(text),
            Child::Element(c) => out.push_str(&inline(c)),
        }
    }
    out
}

/// The inline Markdown of one element: emphasis, code, links, images, `^{}` and `_{}`.
fn inline(e: Element<'_>) -> String {
    let inner = || inline_children(e);
    let wrap = |mark: &str| {
        let text = inner();
        if text.trim().is_empty() {
            text
        } else {
            format!("{mark}{}{mark}", text.trim())
        }
    };
    match e.name() {
        name if HIDDEN.contains(&name) => String::new(),
        "br" => BREAK.to_string(),
        "strong" | "b" => wrap("**"),
        "em" | "i" => wrap("*"),
        "code" | "kbd" | "samp" | "tt" => {
            let text = e.text();
            if text.trim().is_empty() {
                text
            } else {
                format!("`{}`", text.trim())
            }
        }
        "sup" => format!("^{{{}}}", inner().trim()),
        "sub" => format!("_{{{}}}", inner().trim()),
        "img" => match e.attr("src") {
            Some(src) => format!(
                " ![{}]({}) ",
                e.attr("alt").unwrap_or("image"),
                absolute(src).replace(' ', "%20")
            ),
            None => String::new(),
        },
        "a" => {
            let text = inner();
            match e.attr("href") {
                Some(href) if href.starts_with("http") && !text.trim().is_empty() => {
                    format!("[{}]({})", text.trim(), href.replace(' ', "%20"))
                }
                _ => text,
            }
        }
        // A block inside an inline element (a `<p>` in a `<span>`): its text, apart.
        name if BLOCKS.contains(&name) => format!(" {} ", inner()),
        _ => inner(),
    }
}

/// A page's address made absolute: BOJ's relative ones pointed at its own site.
fn absolute(src: &str) -> String {
    if src.starts_with("//") {
        format!("https:{src}")
    } else if src.starts_with('/') {
        format!("{BOJ_ORIGIN}{src}")
    } else {
        src.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn md(html: &str) -> String {
        markdown(Document::parse(html).root())
    }

    #[test]
    fn paragraphs_emphasis_code_and_breaks() {
        assert_eq!(
            md("<p>첫째 줄에  <strong>N</strong>이\n주어진다.<br>둘째 줄 <code>0 1</code></p>\n\n<p>다음</p>"),
            "첫째 줄에 **N**이 주어진다.\n둘째 줄 `0 1`\n\n다음"
        );
    }

    #[test]
    fn math_stays_tex_and_sup_sub_are_marked() {
        assert_eq!(
            md("<p>($8 \\leq N &lt; 2\\ 048$), 10<sup>-9</sup>, x<sub>i</sub>, \\(a_i\\)</p>"),
            "($8 \\leq N < 2\\ 048$), 10^{-9}, x_{i}, \\(a_i\\)"
        );
    }

    #[test]
    fn images_become_links_to_where_they_were() {
        assert_eq!(
            md("<p><img src=\"/upload/images2/a b.png\" alt=\"그림\"></p><p><img src=\"https://x.org/y.png\"></p>"),
            "![그림](https://www.acmicpc.net/upload/images2/a%20b.png)\n\n![image](https://x.org/y.png)"
        );
    }

    #[test]
    fn tables_lists_quotes_and_pre() {
        assert_eq!(
            md("<table><tr><td>1/1</td><td>1|2</td></tr><tr><td>2/1</td></tr></table>"),
            "|  |  |\n|---|---|\n| 1/1 | 1\\|2 |\n| 2/1 |  |"
        );
        assert_eq!(
            md("<table><thead><tr><th>s</th><th>answer</th></tr></thead><tbody><tr><td>\"a\"</td><td>true</td></tr></tbody></table>"),
            "| s | answer |\n|---|---|\n| \"a\" | true |"
        );
        assert_eq!(
            md("<ul><li>하나</li><li><p>둘</p><ol><li>셋</li></ol></li></ul>"),
            "- 하나\n- 둘\n\n  1. 셋"
        );
        assert_eq!(
            md("<blockquote><p><em>a</em></p><p>b</p></blockquote>"),
            "> *a*\n>\n> b"
        );
        assert_eq!(md("<pre>1  2\n 3\n</pre>"), "```\n1  2\n 3\n```");
        assert_eq!(fence("a```b"), "````\na```b\n````");
        assert_eq!(md("<script>x</script><p> </p>"), "");
    }

    #[test]
    fn readme_sections_of_baekjoonhub() {
        let readme = "# [Bronze V] 두 수 - 1\n\n[문제 링크](https://www.acmicpc.net/problem/1)\n\n\
                      ### 성능 요약\n\n메모리: 1 KB\n\n### 문제 설명\n\n<p>합을 <b>구한다</b>.</p>\n\n\
                      ### 입력 \n\n <p>두 수</p>\n";
        let text = from_hub_readme(readme, Site::Boj, Some("두 수")).unwrap();
        assert!(
            text.starts_with("# 두 수\n\n- kept from a BaekjoonHub backup"),
            "{text}"
        );
        assert!(text.contains("- the problem's address: https://www.acmicpc.net/problem/1\n"));
        assert!(
            text.contains("\n## 문제 설명\n\n합을 **구한다**.\n"),
            "{text}"
        );
        assert!(text.contains("\n## 입력\n\n두 수\n"), "{text}");
        assert!(!text.contains("성능 요약"), "{text}");
        assert_eq!(
            from_hub_readme("# x\n\n### 입력\n\nq\n", Site::Boj, None),
            None
        );
    }
}
