//! `cargo judge index`: the table of problems in `README.md`, between two marker lines.
//!
//! A BOJ title links to nothing on BOJ, whose pages are gone since it closed: to the kept
//! statement, `testcases/ID/statement.md`, when there is one and statements are published
//! (`judge.toml`), else to nothing: an unpublished statement is git-ignored, and a link to
//! it is broken on GitHub.
//!
//! A `problem.toml` that cannot be read leaves `?` in its row, and is named with what is
//! wrong after the README is written: the other rows are not held back by it, and the
//! command exits 2.
//!
//! Solved problems and those still to solve (their main.rs is the template, see
//! [`super::todo`]) get a table each, with their tier and tags; above them, a link to
//! `problems.svg`, the picture of the collection by tier ([`super::picture`]), which `index`
//! writes beside the README (and refuses to replace when it is not its own).
//!
//! Only the text between the markers changes; the file is replaced atomically (a temporary
//! file in the same folder, then a rename), and not at all when the table is up to date.

use super::picture::{self, Counted};
use super::statement_md::STATEMENT;
use super::Matches;
use crate::config::{self, Tier};
use crate::error::{self, Error, Markers};
use crate::report::words::{self, AuthorLine};
use crate::sites::{Kind, Site};
use crate::workspace;
use crate::Context;
use std::fs;
use std::path::Path;

/// The line before the table.
pub(crate) const START: &str = "<!-- judge:index:start -->";
/// The line after the table.
pub(crate) const END: &str = "<!-- judge:index:end -->";

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let root = super::root(parsed, ctx)?;
    let lang = super::lang(parsed, ctx)?;
    let readme = root.join("README.md");
    let text = match fs::read_to_string(&readme) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(Error::Missing {
                path: workspace::rel(&root, &readme),
                needed: crate::error::Needed::IndexMarkers {
                    start: START,
                    end: END,
                },
            })
        }
        Err(e) => return Err(Error::io(&readme, e)),
    };
    let ids = workspace::problem_ids(&root).map_err(Error::NoWorkspace)?;
    let links = super::statement_md::publishes_statements(&root)?;
    let (rows, broken): (Vec<Row>, Vec<Option<Error>>) =
        ids.iter().map(|id| Row::read(&root, id, links)).unzip();
    let table = render(&rows);
    let counted: Vec<Counted> = rows
        .iter()
        .map(|r| Counted {
            tier: r.tier,
            to_solve: r.to_solve,
            weaker: crate::build::replayed::weaker(&root, &r.id) > 0,
        })
        .collect();
    write_picture(&root, &picture::render(&counted))?;
    let updated = splice(&text, &table).map_err(|why| Error::NoIndexMarkers {
        path: "README.md".to_owned(),
        why,
        markers: (START, END),
    })?;
    let changed = updated != text;
    if changed {
        super::replace_atomically(&readme, updated.as_bytes())
            .map_err(|e| Error::io(&readme, e))?;
    }
    let (label, _) = words::error_labels(lang);
    let mut failed = false;
    for error in broken.iter().flatten() {
        failed = true;
        let text = words::error_with_causes(error, lang);
        super::say(&mut ctx.stderr, &format!("{label} {text}\n"))?;
    }
    let line = AuthorLine::Index {
        problems: rows.len(),
        changed,
    };
    super::say(
        &mut ctx.stderr,
        &format!("{}\n", words::author_line(&line, lang)),
    )?;
    Ok(if failed {
        error::EXIT_TROUBLE
    } else {
        error::EXIT_OK
    })
}

/// One row of the table.
#[derive(Debug, Clone, PartialEq)]
struct Row {
    site: String,
    id: String,
    title: String,
    /// Where the title links: the problem's page on a live site (Programmers), or the kept
    /// statement (`testcases/ID/statement.md`, when there is one) of a problem whose site has
    /// closed (BOJ: its pages answer 404).
    link: Option<String>,
    /// The language it is judged as: `Rust 2021`, `Rust 2024`, or that the site does not
    /// grade Rust.
    language: String,
    limits: String,
    cases: usize,
    approach: String,
    tier: Option<Tier>,
    tags: Vec<String>,
    /// Its main.rs is still the template.
    to_solve: bool,
}

impl Row {
    /// Everything the row shows about problem `id`; what cannot be read shows as `?`, and
    /// a `problem.toml` that is there but cannot be read or parsed is the error beside it.
    /// `links`: whether statements are published, so that a link to one works.
    fn read(root: &Path, id: &str, links: bool) -> (Row, Option<Error>) {
        let site = id
            .split_once('-')
            .map(|(site, _)| {
                Site::from_name(site).map_or_else(|| site.to_owned(), |s| s.label().to_owned())
            })
            .unwrap_or_default();
        let kind = Site::of_id(id).map(Site::kind);
        let data = root.join("testcases").join(id);
        let toml = data.join("problem.toml");
        let (spec, broken) = match fs::read_to_string(&toml) {
            Ok(text) => match config::parse_spec(&toml, &text) {
                Ok(spec) => (Some(spec), None),
                Err(mut e) => {
                    e.path = workspace::rel(root, &toml).into();
                    (None, Some(Error::BadSpec(e)))
                }
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => (None, None),
            Err(e) => (None, Some(Error::io(&toml, e))),
        };
        let source = root.join("problems").join(id).join("src").join("main.rs");
        let text = fs::read_to_string(&source).unwrap_or_default();
        // Still the template, or failed when last judged (and unchanged since): to solve.
        let to_solve = super::todo::file_is_template(&source)
            || workspace::last_judged::failed(root, id, &text);
        let approach = approach(&text);
        let row = Row {
            site,
            id: id.to_owned(),
            title: spec
                .as_ref()
                .and_then(|s| s.title.clone())
                .unwrap_or_else(|| id.to_owned()),
            // A site that is still open (Programmers, Codeforces, AtCoder) has its pages:
            // they are the links.
            link: if matches!(kind, Some(Kind::Function | Kind::Live(_))) {
                spec.as_ref().and_then(|s| s.url.clone())
            } else {
                (links && data.join(STATEMENT).is_file())
                    .then(|| format!("testcases/{id}/{STATEMENT}"))
            },
            language: if matches!(kind, Some(Kind::Function)) {
                "practice (no Rust grading)".to_owned()
            } else {
                spec.as_ref()
                    .map_or_else(|| "?".to_owned(), |s| s.language.name().to_owned())
            },
            limits: spec.as_ref().map_or_else(
                || "?".to_owned(),
                |s| {
                    format!(
                        "{} ms · {} MB",
                        s.limits.time.as_millis(),
                        s.limits.memory_bytes >> 20
                    )
                },
            ),
            cases: count_cases(&data),
            approach,
            tier: spec.as_ref().and_then(|s| s.tier),
            tags: spec.map(|s| s.tags).unwrap_or_default(),
            to_solve,
        };
        (row, broken)
    }
}

/// Number of `NAME.in` files with a `NAME.out` beside them.
fn count_cases(data: &Path) -> usize {
    let Ok(entries) = fs::read_dir(data) else {
        return 0;
    };
    entries
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_suffix(".in"))
                .map(str::to_owned)
        })
        .filter(|stem| data.join(format!("{stem}.out")).is_file())
        .count()
}

/// The first sentence of the `//! Approach:` field of a solution's header (the field may go
/// on over indented continuation lines); empty while it is still a placeholder, as `new`
/// writes it (`TODO: the idea in a line or two.`).
fn approach(source: &str) -> String {
    let header: Vec<&str> = source
        .lines()
        .take_while(|l| l.starts_with("//!"))
        .collect();
    let field = |line: &str| line.trim_start_matches("//!").trim_start().to_owned();
    let Some(at) = header
        .iter()
        .position(|l| field(l).starts_with("Approach:"))
    else {
        return String::new();
    };
    let mut text = field(header[at])["Approach:".len()..].trim().to_owned();
    // Continuation lines are indented past `//! `; the next field starts right after it.
    for line in &header[at + 1..] {
        let Some(rest) = line.strip_prefix("//!  ") else {
            break;
        };
        text.push(' ');
        text.push_str(rest.trim());
    }
    if text.starts_with("TODO") {
        return String::new();
    }
    first_sentence(&text).to_owned()
}

/// Up to the end of the first sentence (a `.` before a space, or at the end).
fn first_sentence(text: &str) -> &str {
    match text.find(". ") {
        Some(at) => &text[..=at],
        None => text,
    }
}

/// The picture's file, beside the README.
pub(crate) const PICTURE: &str = "problems.svg";

/// The title line every picture `index` writes starts with, by which it knows its own.
const PICTURE_MARK: &str = "<title>Problems by solved.ac tier:";

/// Writes `problems.svg` beside the README: a new file, or over one `index` wrote before
/// (with its title line); never over somebody else's file of that name.
fn write_picture(root: &Path, svg: &str) -> Result<(), Error> {
    let path = root.join(PICTURE);
    match fs::read(&path) {
        Ok(old) if old == svg.as_bytes() => Ok(()),
        Ok(old) if String::from_utf8_lossy(&old).contains(PICTURE_MARK) => {
            super::replace_atomically(&path, svg.as_bytes()).map_err(|e| Error::io(&path, e))
        }
        Ok(_) => Err(Error::Overwrite {
            paths: vec![PICTURE.to_owned()],
            fix: None,
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            super::create_new(root, &path, svg.as_bytes())
        }
        Err(e) => Err(Error::io(&path, e)),
    }
}

/// The title cell: linked where the row has a link.
fn title_cell(row: &Row) -> String {
    match &row.link {
        Some(link) => format!("[{}]({})", cell(&row.title), link.replace(' ', "%20")),
        None => cell(&row.title),
    }
}

/// The tier cell: `Gold IV`, or empty.
fn tier_cell(row: &Row) -> String {
    row.tier.map(|t| t.name()).unwrap_or_default()
}

/// The Markdown: the picture, the solved problems' table, and the to-solve problems' table
/// (easiest tier first, as `cargo judge todo` lists them) when there are any.
fn render(rows: &[Row]) -> String {
    let (to_solve, solved): (Vec<&Row>, Vec<&Row>) = rows.iter().partition(|r| r.to_solve);
    let mut out = format!(
        "![Problems by tier: {} solved in Rust, {} to solve]({PICTURE})\n\n\
         | site | id | title | tier | tags | judged as | limits | cases | approach |\n\
         |---|---|---|---|---|---|---|---|---|\n",
        solved.len(),
        to_solve.len()
    );
    for row in &solved {
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            cell(&row.site),
            cell(&row.id),
            title_cell(row),
            tier_cell(row),
            cell(&row.tags.join(", ")),
            cell(&row.language),
            row.limits,
            row.cases,
            cell(&row.approach)
        ));
    }
    if !to_solve.is_empty() {
        let mut to_solve = to_solve;
        // Stable: natural order of id within a tier.
        to_solve.sort_by_key(|r| (r.tier.is_none(), r.tier));
        out.push_str(&format!(
            "\n**To solve** ({}: main.rs is still the template; `cargo judge todo` lists them)\n\n\
             | site | id | title | tier | tags | judged as | limits | cases |\n\
             |---|---|---|---|---|---|---|---|\n",
            to_solve.len()
        ));
        for row in &to_solve {
            out.push_str(&format!(
                "| {} | {} | {} | {} | {} | {} | {} | {} |\n",
                cell(&row.site),
                cell(&row.id),
                title_cell(row),
                tier_cell(row),
                cell(&row.tags.join(", ")),
                cell(&row.language),
                row.limits,
                row.cases,
            ));
        }
    }
    out
}

/// Text made safe inside a table cell: `|` escaped, no line breaks.
fn cell(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace(['\n', '\r'], " ")
}

/// `text` with the part between the markers replaced by the table; `Err` says what is wrong.
fn splice(text: &str, table: &str) -> Result<String, Markers> {
    let start = text.find(START).ok_or(Markers::NoStart)?;
    let body = start + START.len();
    let end = text[body..]
        .find(END)
        .map(|i| body + i)
        .ok_or(Markers::NoEnd)?;
    if text[end + END.len()..].contains(START) || text[body..end].contains(START) {
        return Err(Markers::StartTwice);
    }
    Ok(format!("{}\n{table}{}", &text[..body], &text[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn approach_with_continuation_lines() {
        let source = "//! BOJ 1 · A\n//! https://x\n//! Approach: flips commute, so\n//!   a table answers.\n//! Complexity: O(1).\nfn main() {}\n";
        assert_eq!(approach(source), "flips commute, so a table answers.");
        let two = "//! Approach: one. Two.\n//!   Three.\n";
        assert_eq!(approach(two), "one.");
        assert_eq!(approach("//! Approach: one line.\n"), "one line.");
        assert_eq!(approach("fn main() {}\n// Approach: not a header\n"), "");
        assert_eq!(
            approach("//! Approach: TODO: the idea in a line or two.\n"),
            ""
        );
    }

    #[test]
    fn splice_keeps_everything_outside_the_markers() {
        let text = format!("# T\n\nbefore\n{START}\nold\n{END}\nafter\n");
        let once = splice(&text, "| t |\n").unwrap();
        assert_eq!(
            once,
            format!("# T\n\nbefore\n{START}\n| t |\n{END}\nafter\n")
        );
        assert_eq!(splice(&once, "| t |\n").unwrap(), once);
        assert_eq!(splice("no markers", ""), Err(Markers::NoStart));
        assert_eq!(
            splice(&format!("{END}\n{START}\n"), ""),
            Err(Markers::NoEnd)
        );
        assert_eq!(
            splice(&format!("{START}\n{END}\n{START}\n"), ""),
            Err(Markers::StartTwice)
        );
    }

    #[test]
    fn cells_are_escaped() {
        assert_eq!(cell("a|b\nc"), "a\\|b c");
    }
}
