//! The part of YAML that `problem.yaml` and `testdata.yaml` are written in, read by a reader
//! of our own (std only): block mappings by indentation, block sequences (`- item`), flow
//! sequences of plain values (`[a, b]`), `{}`, quoted and plain scalars, `|` and `>` blocks,
//! and comments. Anything else is refused with its line, so that a file it cannot read is
//! said to be one, never half read.

/// A node: a scalar as written (without quotes), a sequence, or a mapping in its order.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Yaml {
    Scalar(String),
    Seq(Vec<Yaml>),
    Map(Vec<(String, Yaml)>),
}

/// Why a text is not the YAML this reader takes: the 1-based line and what is wrong there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct YamlError {
    pub line: usize,
    pub why: String,
}

impl Yaml {
    /// The value of `key` in a mapping.
    pub(super) fn get(&self, key: &str) -> Option<&Yaml> {
        match self {
            Yaml::Map(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// A scalar's text.
    pub(super) fn text(&self) -> Option<&str> {
        match self {
            Yaml::Scalar(text) => Some(text),
            _ => None,
        }
    }

    /// The words of a scalar or of a sequence of scalars (`validator_flags` may be either).
    pub(super) fn words(&self) -> Vec<String> {
        match self {
            Yaml::Scalar(text) => text.split_whitespace().map(str::to_owned).collect(),
            Yaml::Seq(items) => items.iter().flat_map(Yaml::words).collect(),
            Yaml::Map(_) => Vec::new(),
        }
    }
}

/// One meaningful line: its number, indentation and text without the comment.
struct Line<'a> {
    number: usize,
    indent: usize,
    text: &'a str,
}

/// The text before a comment: `#` at the start or after a space, outside quotes.
fn strip_comment(line: &str) -> &str {
    let mut quote = None;
    let mut previous = ' ';
    for (at, c) in line.char_indices() {
        match (quote, c) {
            (None, '\'' | '"') if previous == ' ' || previous == ':' || previous == '[' => {
                quote = Some(c)
            }
            (Some(q), c) if c == q => quote = None,
            (None, '#') if previous == ' ' || previous == '\t' || at == 0 => {
                return &line[..at];
            }
            _ => {}
        }
        previous = c;
    }
    line
}

/// The deepest indentation read, in columns.
const MAX_INDENT: usize = 200;

/// Whether a line is a sequence item (`- x`, or `-` alone).
fn is_item(text: &str) -> bool {
    text == "-" || text.starts_with("- ")
}

/// Parses `text`; an empty document is an empty mapping.
pub(super) fn parse(text: &str) -> Result<Yaml, YamlError> {
    let mut lines = Vec::new();
    for (k, raw) in text.lines().enumerate() {
        let number = k + 1;
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if k == 0 && raw.trim() == "---" {
            continue;
        }
        let body = raw.trim_start_matches(' ');
        if body.starts_with('\t') {
            return Err(YamlError {
                line: number,
                why: "a tab in the indentation".into(),
            });
        }
        let text = strip_comment(body).trim_end();
        if text.is_empty() {
            continue;
        }
        // Nesting follows indentation: a cap on it bounds how deep the reader recurses.
        if raw.len() - body.len() > MAX_INDENT {
            return Err(YamlError {
                line: number,
                why: format!("indented more than {MAX_INDENT} columns"),
            });
        }
        lines.push(Line {
            number,
            indent: raw.len() - body.len(),
            text,
        });
    }
    let mut at = 0;
    if lines.is_empty() {
        return Ok(Yaml::Map(Vec::new()));
    }
    let indent = lines[0].indent;
    let node = block(&lines, &mut at, indent)?;
    match lines.get(at) {
        None => Ok(node),
        Some(line) => Err(YamlError {
            line: line.number,
            why: "indented less than the lines before it, or a second document".into(),
        }),
    }
}

/// A block node whose lines start at `indent`.
fn block(lines: &[Line<'_>], at: &mut usize, indent: usize) -> Result<Yaml, YamlError> {
    let first = &lines[*at];
    if is_item(first.text) {
        let mut items = Vec::new();
        while let Some(line) = lines.get(*at).filter(|l| l.indent == indent) {
            let Some(rest) = line.text.strip_prefix('-') else {
                return Err(YamlError {
                    line: line.number,
                    why: "a mapping key among the items of a sequence".into(),
                });
            };
            let rest = rest.trim_start();
            *at += 1;
            if rest.is_empty() {
                items.push(nested(lines, at, indent, After::Item)?);
            } else if rest.contains(": ") || rest.ends_with(':') {
                return Err(YamlError {
                    line: line.number,
                    why: "a mapping inside a sequence item".into(),
                });
            } else {
                items.push(scalar_or_flow(rest, line.number)?);
            }
        }
        return Ok(Yaml::Seq(items));
    }
    let mut entries: Vec<(String, Yaml)> = Vec::new();
    while let Some(line) = lines.get(*at).filter(|l| l.indent == indent) {
        let (key, rest) = split_key(line)?;
        *at += 1;
        let value = if rest.is_empty() {
            nested(lines, at, indent, After::Key)?
        } else if rest == "|" || rest == ">" || rest.starts_with("|-") || rest.starts_with(">-") {
            folded(lines, at, indent, rest.starts_with('>'))
        } else {
            scalar_or_flow(rest, line.number)?
        };
        if entries.iter().any(|(k, _)| *k == key) {
            return Err(YamlError {
                line: line.number,
                why: format!("`{key}` given twice"),
            });
        }
        entries.push((key, value));
    }
    if let Some(line) = lines.get(*at).filter(|l| l.indent > indent) {
        return Err(YamlError {
            line: line.number,
            why: "indented more than the key before it allows".into(),
        });
    }
    Ok(Yaml::Map(entries))
}

/// What a nested block follows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum After {
    Key,
    Item,
}

/// The value under a key or `-` that has nothing after it: the more indented block below,
/// or an empty scalar. Only a key's sequence may sit at the key's own indentation (an
/// item's would be the next item of its own sequence).
fn nested(
    lines: &[Line<'_>],
    at: &mut usize,
    indent: usize,
    after: After,
) -> Result<Yaml, YamlError> {
    match lines.get(*at) {
        Some(next) if next.indent > indent => block(lines, at, next.indent),
        Some(next) if after == After::Key && next.indent == indent && is_item(next.text) => {
            block(lines, at, indent)
        }
        _ => Ok(Yaml::Scalar(String::new())),
    }
}

/// A `|` or `>` block: the more indented lines below, joined by newlines or spaces.
fn folded(lines: &[Line<'_>], at: &mut usize, indent: usize, fold: bool) -> Yaml {
    let mut parts = Vec::new();
    while let Some(line) = lines.get(*at).filter(|l| l.indent > indent) {
        parts.push(line.text.trim());
        *at += 1;
    }
    Yaml::Scalar(parts.join(if fold { " " } else { "\n" }))
}

/// `key: rest` of a mapping line.
fn split_key<'a>(line: &Line<'a>) -> Result<(String, &'a str), YamlError> {
    let text = line.text;
    let split = text
        .find(": ")
        .or_else(|| text.ends_with(':').then(|| text.len() - 1));
    let Some(split) = split else {
        return Err(YamlError {
            line: line.number,
            why: format!("expected `key: value`, found `{text}`"),
        });
    };
    let key = unquote(text[..split].trim(), line.number)?;
    if key.is_empty() || key.starts_with(['[', '{', '-', '?', '&', '*', '!']) {
        return Err(YamlError {
            line: line.number,
            why: format!("`{}` is not a key this reader takes", text[..split].trim()),
        });
    }
    Ok((key, text[split + 1..].trim()))
}

/// A scalar, a flow sequence of scalars, or `{}`.
fn scalar_or_flow(text: &str, line: usize) -> Result<Yaml, YamlError> {
    if let Some(inner) = text.strip_prefix('[') {
        let Some(inner) = inner.strip_suffix(']') else {
            return Err(YamlError {
                line,
                why: "a `[` sequence that does not end on its line".into(),
            });
        };
        if inner.trim().is_empty() {
            return Ok(Yaml::Seq(Vec::new()));
        }
        return inner
            .split(',')
            .map(|item| unquote(item.trim(), line).map(Yaml::Scalar))
            .collect::<Result<Vec<_>, _>>()
            .map(Yaml::Seq);
    }
    if text.starts_with('{') {
        if text
            .trim_start_matches('{')
            .trim_end_matches('}')
            .trim()
            .is_empty()
            && text.ends_with('}')
        {
            return Ok(Yaml::Map(Vec::new()));
        }
        return Err(YamlError {
            line,
            why: "a `{` mapping on one line, which this reader does not take".into(),
        });
    }
    unquote(text, line).map(Yaml::Scalar)
}

/// A scalar without its quotes; a quote left open is an error.
fn unquote(text: &str, line: usize) -> Result<String, YamlError> {
    for q in ['"', '\''] {
        if let Some(rest) = text.strip_prefix(q) {
            let Some(inner) = rest.strip_suffix(q) else {
                return Err(YamlError {
                    line,
                    why: format!("a quoted value that does not end: {text}"),
                });
            };
            return Ok(if q == '\'' {
                inner.replace("''", "'")
            } else {
                inner.replace("\\\"", "\"").replace("\\\\", "\\")
            });
        }
    }
    Ok(text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(text: &str) -> Yaml {
        Yaml::Scalar(text.into())
    }

    #[test]
    fn reads_what_problem_yaml_is_written_in() {
        let text = "# problem.yaml\nname: A Different Problem\nsource: Kattis # where\n\
                    license: cc by-sa\nvalidation: custom\n#  validator_flags: x\nlimits:\n  \
                    time_multiplier: 5   # comment\n  memory: 1024\nkeywords: [a, 'b c']\n\
                    rights_owner: \"K # not a comment\"\ngrading:\n  objective: max\n";
        let yaml = parse(text).unwrap();
        assert_eq!(yaml.get("name"), Some(&s("A Different Problem")));
        assert_eq!(yaml.get("source"), Some(&s("Kattis")));
        assert_eq!(yaml.get("validator_flags"), None);
        let limits = yaml.get("limits").unwrap();
        assert_eq!(limits.get("memory"), Some(&s("1024")));
        assert_eq!(limits.get("time_multiplier"), Some(&s("5")));
        assert_eq!(
            yaml.get("keywords"),
            Some(&Yaml::Seq(vec![s("a"), s("b c")]))
        );
        assert_eq!(yaml.get("rights_owner"), Some(&s("K # not a comment")));
        assert_eq!(
            yaml.get("grading").unwrap().get("objective"),
            Some(&s("max"))
        );
        let seq = parse("on_reject: continue\nflags:\n- case_sensitive\n- float_tolerance 1e-6\n")
            .unwrap();
        assert_eq!(seq.get("flags").unwrap().words().len(), 3);
        assert_eq!(parse("").unwrap(), Yaml::Map(Vec::new()));
        assert_eq!(
            parse("text: |\n  one\n  two\nnext: x\n")
                .unwrap()
                .get("text"),
            Some(&s("one\ntwo"))
        );
    }

    /// Hostile nesting: empty items or keys, one under the other, must not exhaust the stack.
    #[test]
    fn deep_nesting_is_refused_or_read_without_recursing_per_line() {
        let items = "-\n".repeat(200_000);
        assert!(parse(&format!("a:\n{items}")).is_ok());
        let mut deep = String::new();
        for k in 0..5_000 {
            deep.push_str(&" ".repeat(k));
            deep.push_str("k:\n");
        }
        assert!(parse(&deep).is_err());
    }

    #[test]
    fn what_it_cannot_read_is_an_error_on_its_line() {
        for (text, line) in [
            ("name: a\nthis is not yaml\n", 2),
            ("name: 'open\n", 1),
            ("limits:\n\tmemory: 1\n", 2),
            ("a: 1\na: 2\n", 2),
            ("a:\n    b: 1\n  c: 2\n", 3),
            ("a: [1, 2\n", 1),
            ("a: {b: 1}\n", 1),
        ] {
            assert_eq!(parse(text).unwrap_err().line, line, "{text:?}");
        }
    }
}
