//! Programmers examples: the 입출력 예 table of a problem's page (or of the README that
//! BaekjoonHub writes, which holds the same HTML), each row one case in the harness's format
//! (one literal per argument per line), and the Rust signature those examples suggest.

use super::new::Draft;
use super::template::LimitsSource;
use crate::error::{Error, Row, Usage};
use crate::html::Document;
use crate::programmers::signature::{Param, Signature, Type};
use crate::report::words::{Guess, PageLine};
use crate::sites::{Kind, NewId, Site};

/// What a Programmers page (or README) says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ProgrammersPage {
    pub number: Option<String>,
    pub title: Option<String>,
    /// The table's header: the parameters, then the result.
    pub columns: Vec<String>,
    /// The rows, each as many cells as `columns`, as written (trimmed).
    pub rows: Vec<Vec<String>>,
}

/// The headings the example table follows.
const HEADINGS: [&str; 3] = ["입출력 예", "입출력 예시", "Examples"];

impl ProgrammersPage {
    /// Reads a page; `None` when it has no 입출력 예 table.
    pub(crate) fn read(text: &str) -> Option<ProgrammersPage> {
        let doc = Document::parse(text);
        let heading = doc.elements().find(|e| {
            matches!(
                e.name(),
                "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "p" | "strong"
            ) && HEADINGS.contains(&e.words().as_str())
        })?;
        let table = heading.following().find(|e| e.name() == "table")?;
        let columns: Vec<String> = table.find("th").map(|th| th.words()).collect();
        if columns.len() < 2 {
            return None;
        }
        let rows: Vec<Vec<String>> = table
            .find("tr")
            .map(|tr| tr.find("td").map(|td| cell(&td.text())).collect::<Vec<_>>())
            .filter(|cells: &Vec<String>| cells.len() == columns.len())
            .collect();
        let title = doc
            .elements()
            .find_map(|e| e.attr("data-lesson-title").map(str::to_owned))
            .or_else(|| {
                doc.elements()
                    .find(|e| e.has_class("challenge-title"))
                    .map(|e| e.words())
            })
            .or_else(|| readme_heading(text).map(|(title, _)| title))
            .or_else(|| {
                doc.by_tag("title")
                    .next()
                    .map(|t| t.words())
                    .map(|t| t.split(" | ").next().unwrap_or_default().trim().to_owned())
            })
            .filter(|t| !t.is_empty());
        let number = doc
            .elements()
            .find_map(|e| e.attr("data-lesson-id").map(str::to_owned))
            .or_else(|| readme_heading(text).map(|(_, number)| number))
            .or_else(|| match Site::find_url(text) {
                Some((site, number)) if matches!(site.kind(), Kind::Function) => Some(number),
                _ => None,
            });
        Some(ProgrammersPage {
            number,
            title,
            columns,
            rows,
        })
    }

    /// The rows as cases: (`sample-N`, the arguments one per line, the result).
    pub(crate) fn cases(&self) -> Vec<(String, Vec<u8>, Vec<u8>)> {
        self.rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let (result, args) = row.split_last().expect("rows are as wide as the header");
                let input: String = args.iter().map(|a| format!("{a}\n")).collect();
                (
                    format!("sample-{}", i + 1),
                    input.into_bytes(),
                    format!("{result}\n").into_bytes(),
                )
            })
            .collect()
    }
}

/// A cell's text on one line.
fn cell(text: &str) -> String {
    text.trim().replace('\n', " ")
}

/// BaekjoonHub's README heading: `# [level 1] 문자열 내 마음대로 정렬하기 - 12915`.
fn readme_heading(text: &str) -> Option<(String, String)> {
    let line = text.lines().find_map(|l| l.trim().strip_prefix("# "))?;
    let rest = line.strip_prefix('[')?.split_once(']')?.1.trim();
    let (title, number) = rest.rsplit_once(" - ")?;
    let number = number.trim();
    (!number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()))
        .then(|| (title.trim().to_owned(), number.to_owned()))
}

/// A draft from a page: the cases, and the signature given or one proposed from the
/// examples; also the lines that tell what was chosen.
///
/// # Errors
/// A usage error when `--signature` does not fit the table.
pub(super) fn draft(
    page: &ProgrammersPage,
    number: String,
    signature: Option<&str>,
) -> Result<(Draft, Vec<PageLine>), Error> {
    let mut draft = Draft::new(NewId {
        site: Site::Programmers,
        number,
    });
    draft.title.clone_from(&page.title);
    draft.source = LimitsSource::Given;
    draft.cases = page.cases();
    let mut said = Vec::new();
    let params = page.columns.len() - 1;
    match signature {
        Some(text) => {
            let signature = Signature::parse(text)
                .map_err(|why| super::usage("new", Usage::BadSignature { why }))?;
            if signature.params.len() != params {
                return Err(super::usage(
                    "new",
                    Usage::SignatureColumns {
                        takes: signature.params.len(),
                        has: params,
                        columns: page.columns[..params].to_vec(),
                    },
                ));
            }
            draft.signature = Some(signature);
        }
        None => {
            let (signature, lines) = propose(page);
            said.push(PageLine::Proposed {
                signature: signature.render().trim_end_matches(" {").to_owned(),
            });
            said.extend(lines);
            draft.signature = Some(signature);
        }
    }
    Ok((draft, said))
}

/// The shape of a literal, or of the literals of one column.
#[derive(Debug, Clone, PartialEq)]
enum Shape {
    Int {
        min: i128,
        max: i128,
    },
    Float,
    Bool,
    Str,
    /// A list; `None` while every example is empty.
    List(Option<Box<Shape>>),
}

impl Shape {
    /// Both shapes in one: integers widen to floats, an empty list takes the other's items.
    fn unify(self, other: Shape) -> Option<Shape> {
        Some(match (self, other) {
            (Shape::Int { min, max }, Shape::Int { min: a, max: b }) => Shape::Int {
                min: min.min(a),
                max: max.max(b),
            },
            (Shape::Int { .. } | Shape::Float, Shape::Int { .. } | Shape::Float) => Shape::Float,
            (Shape::Bool, Shape::Bool) => Shape::Bool,
            (Shape::Str, Shape::Str) => Shape::Str,
            (Shape::List(None), Shape::List(x)) | (Shape::List(x), Shape::List(None)) => {
                Shape::List(x)
            }
            (Shape::List(Some(a)), Shape::List(Some(b))) => {
                Shape::List(Some(Box::new(a.unify(*b)?)))
            }
            _ => return None,
        })
    }

    /// Whether a literal of this shape is a value of `ty`, as the harness parses it.
    fn fits(&self, ty: &Type) -> bool {
        match (self, ty) {
            (Shape::Int { min, max }, Type::I32) => {
                i128::from(i32::MIN) <= *min && *max <= i128::from(i32::MAX)
            }
            (Shape::Int { min, max }, Type::I64) => {
                i128::from(i64::MIN) <= *min && *max <= i128::from(i64::MAX)
            }
            (Shape::Int { min, max }, Type::U64 | Type::Usize) => {
                0 <= *min && *max <= i128::from(u64::MAX)
            }
            (Shape::Int { .. } | Shape::Float, Type::F64)
            | (Shape::Bool, Type::Bool)
            | (Shape::Str, Type::String | Type::Char)
            | (Shape::List(None), Type::Vec(_)) => true,
            (Shape::List(Some(items)), Type::Vec(ty)) => items.fits(ty),
            _ => false,
        }
    }

    /// The Rust type, and why it is a guess when it is one.
    fn rust(&self) -> (Type, Option<Guess>) {
        match self {
            Shape::Int { min, max } => {
                let fits = i128::from(i32::MIN) <= *min && *max <= i128::from(i32::MAX);
                if fits {
                    (
                        Type::I32,
                        Some(Guess::FitsI32 {
                            min: *min,
                            max: *max,
                        }),
                    )
                } else {
                    (Type::I64, None)
                }
            }
            Shape::Float => (Type::F64, None),
            Shape::Bool => (Type::Bool, None),
            Shape::Str => (Type::String, None),
            Shape::List(None) => (Type::Vec(Box::new(Type::I32)), Some(Guess::EmptyLists)),
            Shape::List(Some(inner)) => {
                let (ty, guess) = inner.rust();
                (Type::Vec(Box::new(ty)), guess)
            }
        }
    }
}

/// The shape of one literal: `[1, 2]`, `"abc"`, `-3`, `1.5`, `true`.
fn shape(text: &str) -> Option<Shape> {
    let mut rest = text.trim();
    let shape = shape_at(&mut rest, 0)?;
    rest.trim().is_empty().then_some(shape)
}

fn shape_at(rest: &mut &str, depth: usize) -> Option<Shape> {
    *rest = rest.trim_start();
    let first = rest.chars().next()?;
    match first {
        '[' if depth < 32 => {
            *rest = &rest[1..];
            let mut items: Option<Shape> = None;
            loop {
                *rest = rest.trim_start();
                if let Some(after) = rest.strip_prefix(']') {
                    *rest = after;
                    return Some(Shape::List(items.map(Box::new)));
                }
                let item = shape_at(rest, depth + 1)?;
                items = Some(match items {
                    None => item,
                    Some(seen) => seen.unify(item)?,
                });
                *rest = rest.trim_start();
                if let Some(after) = rest.strip_prefix(',') {
                    *rest = after;
                } else if !rest.starts_with(']') {
                    return None;
                }
            }
        }
        '"' | '\'' => {
            let mut chars = rest[1..].char_indices();
            while let Some((i, c)) = chars.next() {
                if c == '\\' {
                    chars.next();
                } else if c == first {
                    *rest = &rest[1 + i + 1..];
                    return Some(Shape::Str);
                }
            }
            None
        }
        _ => {
            let len = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '+' | '.')))
                .unwrap_or(rest.len());
            let word = &rest[..len];
            *rest = &rest[len..];
            match word {
                "true" | "false" => Some(Shape::Bool),
                _ => match word.parse::<i128>() {
                    Ok(n) => Some(Shape::Int { min: n, max: n }),
                    Err(_) => word.parse::<f64>().ok().map(|_| Shape::Float),
                },
            }
        }
    }
}

/// Rust's keywords, which a column name cannot be as it is.
const KEYWORDS: [&str; 38] = [
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use",
    "where", "while", "yield",
];

/// A parameter name from a column's header; `None` when it needed changing, with why.
fn parameter_name(header: &str, index: usize) -> (String, Option<Guess>) {
    let valid = header.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && header
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_')
        && header != "_";
    if !valid {
        let name = format!("arg{}", index + 1);
        return (name, Some(Guess::NotRustName(header.to_owned())));
    }
    if KEYWORDS.contains(&header) {
        return (
            format!("{header}_"),
            Some(Guess::Keyword(header.to_owned())),
        );
    }
    (header.to_owned(), None)
}

/// The signature the examples suggest, and one line per parameter and the result saying
/// what was chosen (a guess marked as one).
fn propose(page: &ProgrammersPage) -> (Signature, Vec<PageLine>) {
    let width = page.columns.len();
    let mut types = Vec::new();
    let mut lines = Vec::new();
    for column in 0..width {
        let mut unified: Option<Shape> = None;
        let mut broken = None;
        for row in &page.rows {
            match (shape(&row[column]), unified.take()) {
                (Some(s), None) => unified = Some(s),
                (Some(s), Some(seen)) => match seen.clone().unify(s) {
                    Some(both) => unified = Some(both),
                    None => {
                        broken = Some(Guess::MixedTypes(row[column].clone()));
                        unified = Some(seen);
                    }
                },
                (None, seen) => {
                    broken = Some(Guess::NotLiteral(row[column].clone()));
                    unified = seen;
                }
            }
        }
        let (ty, guess) = match (&unified, broken) {
            (Some(s), None) => s.rust(),
            (_, Some(why)) => (Type::String, Some(why)),
            (None, None) => (Type::I32, Some(Guess::NoExamples)),
        };
        types.push((ty, guess));
    }
    let ret_index = width - 1;
    let mut params = Vec::new();
    for (i, header) in page.columns[..ret_index].iter().enumerate() {
        let (name, renamed) = parameter_name(header, i);
        let (ty, guess) = types[i].clone();
        let guesses: Vec<Guess> = renamed.into_iter().chain(guess).collect();
        lines.push(PageLine::Param {
            name: name.clone(),
            ty: ty.render(),
            guesses,
        });
        params.push(Param {
            mutable: false,
            name,
            ty,
        });
    }
    let (ret, guess) = types[ret_index].clone();
    lines.push(PageLine::Param {
        name: format!("-> ({})", page.columns[ret_index]),
        ty: ret.render(),
        guesses: guess.into_iter().collect(),
    });
    (Signature { params, ret }, lines)
}

/// One line pasted from the 입출력 예 table.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum PastedRow {
    /// The table's header (`participant\tcompletion\treturn`): names, not literals.
    Header,
    /// A case: the arguments one per line, and the result.
    Case { input: Vec<u8>, answer: Vec<u8> },
}

/// A row pasted from the 입출력 예 table (cells separated by tabs, as browsers copy a table
/// row), as a case for `signature`, or the table's header row, which a copy of the whole
/// table starts with.
///
/// # Errors
/// How many cells the row has against how many it needs, or the first cell that is not a
/// Programmers literal of its parameter's type (1-based).
pub(crate) fn pasted_row(line: &str, signature: &Signature) -> Result<PastedRow, Row> {
    let params = signature.params.len();
    let cells: Vec<String> = line.split('\t').map(cell).collect();
    let is_name = |c: &String| {
        c.starts_with(|ch: char| ch.is_alphabetic() || ch == '_')
            && c.chars().all(|ch| ch.is_alphanumeric() || ch == '_')
            && !matches!(c.as_str(), "true" | "false")
    };
    if cells.len() > 1 && cells.iter().all(is_name) {
        return Ok(PastedRow::Header);
    }
    if cells.len() != params + 1 {
        return Err(Row::Cells {
            has: cells.len(),
            takes: params,
        });
    }
    let wanted = signature
        .params
        .iter()
        .map(|p| (Some(&p.name), &p.ty))
        .chain([(None, &signature.ret)]);
    for (i, (text, (param, ty))) in cells.iter().zip(wanted).enumerate() {
        match shape(text) {
            None => {
                return Err(Row::NotLiteral {
                    cell: i + 1,
                    text: text.clone(),
                })
            }
            Some(found) if !found.fits(ty) => {
                return Err(Row::DoesNotFit {
                    cell: i + 1,
                    text: text.clone(),
                    param: param.cloned(),
                    ty: ty.render(),
                })
            }
            Some(_) => {}
        }
    }
    let (result, args) = cells.split_last().expect("at least one cell");
    let input: String = args.iter().map(|a| format!("{a}\n")).collect();
    Ok(PastedRow::Case {
        input: input.into_bytes(),
        answer: format!("{result}\n").into_bytes(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(columns: &[&str], rows: &[&[&str]]) -> ProgrammersPage {
        ProgrammersPage {
            number: None,
            title: None,
            columns: columns.iter().map(|c| (*c).to_owned()).collect(),
            rows: rows
                .iter()
                .map(|r| r.iter().map(|c| (*c).to_owned()).collect())
                .collect(),
        }
    }

    #[test]
    fn shapes_of_literals() {
        assert_eq!(shape("-3"), Some(Shape::Int { min: -3, max: -3 }));
        assert_eq!(shape("1.5"), Some(Shape::Float));
        assert_eq!(shape("\"a\\\"b\""), Some(Shape::Str));
        assert_eq!(shape("[]"), Some(Shape::List(None)));
        assert_eq!(
            shape("[[1, 2], [], [3.5]]"),
            Some(Shape::List(Some(Box::new(Shape::List(Some(Box::new(
                Shape::Float
            )))))))
        );
        for bad in ["", "[1, \"a\"]", "[1,", "\"open", "abc", "1 2"] {
            assert_eq!(shape(bad), None, "{bad}");
        }
    }

    #[test]
    fn signatures_from_examples() {
        let p = page(
            &["strings", "n", "big", "flags", "type", "return"],
            &[
                &[
                    "[\"sun\", \"bed\"]",
                    "1",
                    "3000000000",
                    "[]",
                    "1",
                    "[\"car\"]",
                ],
                &["[\"abce\"]", "2", "-1", "[true]", "2.5", "[]"],
            ],
        );
        let (signature, lines) = propose(&p);
        let lines = english(&lines);
        assert_eq!(
            signature.render(),
            "fn solution(strings: Vec<String>, n: i32, big: i64, flags: Vec<bool>, type_: f64) \
             -> Vec<String> {"
        );
        assert_eq!(lines[0], "strings: Vec<String>");
        assert!(lines[1].starts_with("n: i32  (guess: the examples' integers (1..=2)"));
        assert_eq!(lines[2], "big: i64");
        assert!(lines[4].contains("`type` is a Rust keyword"), "{lines:?}");
        assert_eq!(lines[5], "-> (return): Vec<String>");
        let p = page(&["a", "result"], &[&["[]", "1"], &["x", "true"]]);
        let (signature, lines) = propose(&p);
        let lines = english(&lines);
        assert_eq!(signature.params[0].ty, Type::String);
        assert!(lines[0].contains("`x` is not a literal"), "{lines:?}");
        assert!(lines[1].contains("mix types"), "{lines:?}");
    }

    /// The proposal's lines as `new` says them in English, without their indent.
    fn english(lines: &[PageLine]) -> Vec<String> {
        lines
            .iter()
            .map(|l| crate::report::words::page_line(l, crate::report::Lang::English))
            .map(|l| l.trim_start().to_owned())
            .collect()
    }

    #[test]
    fn tables_after_the_heading_only() {
        let text = "# [level 2] 이진 변환 반복하기 - 70129\n\n<table><tr><th>no</th></tr></table>\
            <h5>입출력 예</h5><table class=\"table\"><thead><tr><th>s</th><th>result</th></tr>\
            </thead><tbody><tr><td>\"110010101001\"</td><td>[3,8]</td></tr><tr><td>\"01110\"\
            </td><td>[3,3]</td></tr></tbody></table><h5>입출력 예 설명</h5><table><tr><th>회차\
            </th><th>x</th><th>y</th></tr><tr><td>1</td><td>2</td><td>3</td></tr></table>";
        let p = ProgrammersPage::read(text).unwrap();
        assert_eq!(p.number.as_deref(), Some("70129"));
        assert_eq!(p.title.as_deref(), Some("이진 변환 반복하기"));
        assert_eq!(p.columns, ["s", "result"]);
        assert_eq!(p.rows.len(), 2);
        let cases = p.cases();
        assert_eq!(cases[1].1, b"\"01110\"\n");
        assert_eq!(cases[1].2, b"[3,3]\n");
        assert_eq!(ProgrammersPage::read("<h5>입출력 예</h5><p>none</p>"), None);
    }

    #[test]
    fn pasted_rows() {
        let signature = Signature::parse("fn solution(s: Vec<String>, n: i32) -> String").unwrap();
        let row = |line: &str| pasted_row(line, &signature);
        let said = |line: &str| row(line).unwrap_err().to_string();
        let case = |input: &[u8], answer: &[u8]| {
            Ok(PastedRow::Case {
                input: input.to_vec(),
                answer: answer.to_vec(),
            })
        };
        assert_eq!(
            row("[\"a\", \"b\"]\t2\t\"ab\"\n"),
            case(b"[\"a\", \"b\"]\n2\n", b"\"ab\"\n")
        );
        let err = said("1 2 3");
        assert!(
            err.contains("1 cell but `solution` takes 2 arguments"),
            "{err}"
        );
        assert_eq!(row("s\tn\tresult"), Ok(PastedRow::Header));
        assert_eq!(row("[]\t-1\t\"\""), case(b"[]\n-1\n", b"\"\"\n"));
        let err = said("[\"a\"]\t1\tab");
        assert!(
            err.contains("cell 3, `ab`, is not a Programmers literal"),
            "{err}"
        );
        let err = said("[1]\t1\t\"a\"");
        assert!(
            err.contains("cell 1, `[1]`, does not fit s: Vec<String>"),
            "{err}"
        );
        let err = said("[]\t3000000000\t\"a\"");
        assert!(err.contains("does not fit n: i32"), "{err}");
    }
}
