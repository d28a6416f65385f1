//! A tiny std-only XML well-formedness checker for the JUnit report, shared by the
//! reporter's unit tests (`src/report/junit.rs` includes this file by path) and the
//! end-to-end tests of the `cli` test binary.

/// An element of a parsed document.
#[derive(Debug)]
pub struct Element {
    pub name: String,
    pub attributes: Vec<(String, String)>,
    pub children: Vec<Element>,
    pub text: String,
}

impl Element {
    pub fn attribute(&self, name: &str) -> &str {
        self.attributes
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("<{}> has no {name}", self.name))
    }

    pub fn number(&self, name: &str) -> usize {
        self.attribute(name).parse().expect("a count")
    }

    pub fn children(&self, name: &str) -> Vec<&Element> {
        self.children.iter().filter(|c| c.name == name).collect()
    }
}

/// Checks a JUnit document's counts: every `<testsuite>`'s `tests`, `failures` and `errors`
/// match the `<testcase>`s inside it, every case names its suite as `classname` and has a
/// numeric `time`, and the root's totals are the sums. Returns the totals.
///
/// # Panics
/// On the first count that does not match.
pub fn junit_counts(root: &Element) -> (usize, usize, usize) {
    let (mut tests, mut failures, mut errors) = (0, 0, 0);
    for suite in root.children("testsuite") {
        let cases = suite.children("testcase");
        let failed = |tag: &str| cases.iter().filter(|c| !c.children(tag).is_empty()).count();
        let (f, e) = (failed("failure"), failed("error"));
        let name = suite.attribute("name");
        assert_eq!(suite.number("tests"), cases.len(), "tests of {name}");
        assert_eq!(suite.number("failures"), f, "failures of {name}");
        assert_eq!(suite.number("errors"), e, "errors of {name}");
        for case in &cases {
            assert_eq!(case.attribute("classname"), name);
            assert!(case.attribute("time").parse::<f64>().is_ok());
        }
        (tests, failures, errors) = (tests + cases.len(), failures + f, errors + e);
    }
    assert_eq!(
        (
            root.number("tests"),
            root.number("failures"),
            root.number("errors")
        ),
        (tests, failures, errors),
        "totals of <{}>",
        root.name
    );
    (tests, failures, errors)
}

/// A tiny well-formedness checker: one root after the declaration, tags that nest, quoted
/// attributes without duplicates, known entities only, no characters that XML 1.0 forbids.
pub fn parse(xml: &str) -> Result<Element, String> {
    let rest = xml
        .strip_prefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        .ok_or("no XML declaration")?;
    if let Some(bad) = rest.chars().find(|&c| {
        (c.is_control() && !matches!(c, '\t' | '\n' | '\r')) || matches!(c, '\u{FFFE}' | '\u{FFFF}')
    }) {
        return Err(format!("forbidden character {bad:?}"));
    }
    let mut at = rest.trim_start();
    let root = element(&mut at)?;
    if !at.trim().is_empty() {
        return Err(format!("text after the root: {at:?}"));
    }
    Ok(root)
}

fn name(at: &mut &str) -> Result<String, String> {
    let end = at
        .find(|c: char| c.is_whitespace() || "/>=".contains(c))
        .ok_or("unterminated name")?;
    if end == 0 {
        return Err(format!("expected a name at {at:?}"));
    }
    let name = at[..end].to_owned();
    *at = &at[end..];
    Ok(name)
}

fn unescape(text: &str) -> Result<String, String> {
    if text.contains('<') {
        return Err(format!("raw < in {text:?}"));
    }
    let mut out = String::new();
    let mut parts = text.split('&');
    out.push_str(parts.next().unwrap_or(""));
    for part in parts {
        let (entity, tail) = part.split_once(';').ok_or("unterminated entity")?;
        out.push(match entity {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" => '\'',
            _ => entity
                .strip_prefix('#')
                .and_then(|n| n.parse().ok())
                .and_then(char::from_u32)
                .ok_or(format!("unknown entity &{entity};"))?,
        });
        out.push_str(tail);
    }
    Ok(out)
}

fn element(at: &mut &str) -> Result<Element, String> {
    *at = at
        .strip_prefix('<')
        .ok_or(format!("expected < at {at:?}"))?;
    let mut element = Element {
        name: name(at)?,
        attributes: Vec::new(),
        children: Vec::new(),
        text: String::new(),
    };
    loop {
        *at = at.trim_start();
        if let Some(rest) = at.strip_prefix("/>") {
            *at = rest;
            return Ok(element);
        }
        if let Some(rest) = at.strip_prefix('>') {
            *at = rest;
            break;
        }
        let key = name(at)?;
        *at = at
            .strip_prefix("=\"")
            .ok_or(format!("attribute {key} is not quoted"))?;
        let end = at.find('"').ok_or("unterminated attribute")?;
        let value = unescape(&at[..end])?;
        *at = &at[end + 1..];
        if element.attributes.iter().any(|(k, _)| *k == key) {
            return Err(format!("duplicate attribute {key}"));
        }
        element.attributes.push((key, value));
    }
    loop {
        let end = at
            .find('<')
            .ok_or(format!("<{}> is not closed", element.name))?;
        element.text.push_str(&unescape(&at[..end])?);
        *at = &at[end..];
        if let Some(rest) = at.strip_prefix("</") {
            *at = rest;
            let closing = name(at)?;
            if closing != element.name {
                return Err(format!("<{}> closed by </{closing}>", element.name));
            }
            *at = at.strip_prefix('>').ok_or("bad closing tag")?;
            return Ok(element);
        }
        element.children.push(self::element(at)?);
    }
}
