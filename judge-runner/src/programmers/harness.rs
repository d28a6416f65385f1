//! The local harness below a Programmers solution's marker line: a `main` that reads one
//! literal per argument line, calls `solution` and hands its value back through the return
//! channel, in a `mod harness` of its own (so no name in it meets one of the user's).
//!
//! Its code is real Rust in `templates/*.rs`, cut into pieces (`// piece: NAME` lines), and
//! a harness holds only the pieces its signature needs: `fn solution(a: Vec<i32>) -> i64`
//! reads a list of numbers (the `Vec`, `number` and `i32` pieces, no string syntax) and
//! prints the `i64` with `{:?}`, which is its literal. The block ends with a line holding its
//! checksum, so that [`regenerate`] can tell a block it wrote (by this generator or an older
//! one) from one edited by hand, and replace only the former.

use super::signature::{Signature, Type, MAX_WIDTH};
use std::fmt::Write as _;

/// The line that ends a Programmers submission; everything below is the local harness.
pub(crate) const HARNESS_MARKER: &str = "// ---- local harness: not part of the submission ----";

/// How the line that ends the generated block starts; its checksum and ` ----` follow.
const END_MARKER: &str = "// ---- end of the generated harness, checksum ";

/// rustfmt's `fn_call_width`: wider argument lists are laid out one per line.
const FN_CALL_WIDTH: usize = 60;

const MAIN: &str = include_str!("templates/main.rs");
const LITERAL: &str = include_str!("templates/literal.rs");
const FROM_LITERAL: &str = include_str!("templates/from_literal.rs");
const TO_LITERAL: &str = include_str!("templates/to_literal.rs");
const STORED_CASES: &str = include_str!("templates/stored_cases.rs");

/// The opening every harness, old or new, has had: a legacy block (written before the end
/// marker existed) is recognised by it.
const OPENING: &str = "\n\nfn main() {\n    harness::main();\n}\n\n";

/// The doc line and the opening of `mod harness`, below [`OPENING`].
const MODULE: &str = "/// Generated from `solution`'s signature; \
                      `cargo judge new --regenerate-harness ID` rewrites it.\nmod harness {\n";

/// The pieces of `template` named in `names`, in the template's order, each once.
fn pieces(template: &str, names: &[&str]) -> String {
    let mut out = String::new();
    for chunk in template.split("// piece: ").skip(1) {
        let (name, code) = chunk.split_once('\n').unwrap_or((chunk, ""));
        if names.contains(&name.trim()) {
            out.push('\n');
            out.push_str(code.trim());
            out.push('\n');
        }
    }
    out
}

/// Everything from the marker line down but the tests, ending with the checksum line.
pub(crate) fn harness(signature: &Signature) -> String {
    let mut body = pieces(MAIN, &["main"]);
    body.push_str(&run_function(signature));
    if !signature.params.is_empty() {
        body.push_str(&pieces(LITERAL, &["arguments"]));
        let mut reading = Vec::new();
        for p in &signature.params {
            p.ty.reading_pieces(&mut reading);
        }
        body.push_str(&pieces(FROM_LITERAL, &reading));
    }
    if needs_to_literal(&signature.ret) {
        let mut printing = vec!["trait"];
        signature.ret.printing_pieces(&mut printing);
        body.push_str(&pieces(TO_LITERAL, &printing));
    }
    // Only a return type with strings needs the `squeeze` that leaves them alone.
    let squeeze = match signature.ret.scalar() {
        Type::String | Type::Char => "squeeze_strings",
        _ => "squeeze",
    };
    body.push_str(&pieces(STORED_CASES, &["stored_cases", squeeze]));
    let mut out = format!("{HARNESS_MARKER}{OPENING}{MODULE}");
    for line in body.trim_start().lines() {
        if !line.is_empty() {
            out.push_str("    ");
        }
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("}\n");
    let _ = writeln!(out, "{END_MARKER}{:016x} ----", checksum(&out));
    out
}

/// `pub fn run(input) -> Result<String, String>`: one argument per line, `solution` called,
/// its value as a literal.
fn run_function(signature: &Signature) -> String {
    let names: Vec<String> = signature.params.iter().map(|p| p.name.clone()).collect();
    let mut out = String::from(
        "\n/// Reads one argument per line, calls `solution`, and formats its value as a literal.\n",
    );
    out.push_str("pub fn run(input: &str) -> Result<String, String> {\n");
    out.push_str(&read_arguments(&names));
    out.push_str(&call("    ", "let answer = super::solution", &names, ";"));
    out.push_str(if needs_to_literal(&signature.ret) {
        "\n    Ok(format!(\"{}\\n\", answer.to_literal()))\n}\n"
    } else {
        "\n    Ok(format!(\"{answer:?}\\n\"))\n}\n"
    });
    out
}

/// Whether the returned value needs `ToLiteral`: `{:?}` prints any other as its literal.
fn needs_to_literal(ret: &Type) -> bool {
    matches!(ret.scalar(), Type::F64 | Type::Char)
}

/// The lines of `run` that read the arguments `names`, one per input line; with none, the
/// check that refuses any input.
fn read_arguments(names: &[String]) -> String {
    if names.is_empty() {
        return concat!(
            "    if !input.trim().is_empty() {\n",
            "        return Err(\"expected no input: ",
            "`solution` takes no arguments\".to_string());\n",
            "    }\n",
        )
        .to_owned();
    }
    let mut out = format!("    let lines = lines::<{}>(input)?;\n", names.len());
    for (i, name) in names.iter().enumerate() {
        let read = format!("arg(lines[{i}], {}, \"{name}\")?;", i + 1);
        // rustfmt breaks after the `=` a line wider than its `max_width`; the line sits 8
        // columns in (`mod harness`, then `run`).
        let one_line = format!("let {name} = {read}");
        let gap = if one_line.chars().count() + 8 <= MAX_WIDTH {
            " "
        } else {
            "\n        "
        };
        let _ = writeln!(out, "    let {name} ={gap}{read}");
    }
    out
}

/// A call `head(args)tail` at `indent`, on one line when rustfmt keeps it there, else one
/// argument per line.
fn call(indent: &str, head: &str, args: &[String], tail: &str) -> String {
    let joined = args.join(", ");
    let one_line = format!("{indent}{head}({joined}){tail}");
    if one_line.chars().count() <= MAX_WIDTH && joined.chars().count() <= FN_CALL_WIDTH {
        return one_line;
    }
    let mut out = format!("{indent}{head}(\n");
    for arg in args {
        let _ = writeln!(out, "{indent}    {arg},");
    }
    let _ = write!(out, "{indent}){tail}");
    out
}

/// FNV-1a (64 bits) of the block: it only has to notice an edit, not resist one.
fn checksum(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// What [`regenerate`] made of a source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Regenerated {
    /// The block is the one the generator writes now: nothing to do.
    Current,
    /// The source with its block replaced; `legacy` when the block had no end marker (it
    /// was written before the marker existed).
    Replaced { source: String, legacy: bool },
}

/// Why [`regenerate`] left a source alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// No marker line, or an end marker without a valid checksum, or (with no end marker) a
    /// block that is not shaped as a generated one.
    NoMarkers,
    /// The block's checksum does not match it: edited by hand.
    Edited,
    /// Above the marker there is no `fn solution` of a supported signature.
    NoSignature,
}

/// The source with its generated block (from [`HARNESS_MARKER`] to the end marker, or, in
/// a file written before the end marker existed, to the `}` of `mod harness` just before
/// the tests) replaced by the one its signature gives now; everything else byte for byte.
///
/// # Errors
/// A [`Refusal`] when the block cannot be found, was edited, or the signature is unsupported.
pub(crate) fn regenerate(source: &str) -> Result<Regenerated, Refusal> {
    let (start, end, legacy) = block(source)?;
    let signature = super::signature_in(source).ok_or(Refusal::NoSignature)?;
    let fresh = harness(&signature);
    if source[start..end] == fresh {
        return Ok(Regenerated::Current);
    }
    let source = format!("{}{fresh}{}", &source[..start], &source[end..]);
    Ok(Regenerated::Replaced { source, legacy })
}

/// The byte range of the generated block, and whether it is a legacy one.
fn block(source: &str) -> Result<(usize, usize, bool), Refusal> {
    let start = line_starts(source)
        .find(|&at| source[at..].lines().next() == Some(HARNESS_MARKER))
        .ok_or(Refusal::NoMarkers)?;
    let below = &source[start..];
    if let Some(at) = line_starts(below).find(|&at| below[at..].starts_with(END_MARKER)) {
        let line = below[at..].lines().next().unwrap_or_default();
        let end = start + at + line.len() + usize::from(below[at + line.len()..].starts_with('\n'));
        let stated = line[END_MARKER.len()..]
            .strip_suffix(" ----")
            .and_then(|hex| u64::from_str_radix(hex, 16).ok())
            .ok_or(Refusal::NoMarkers)?;
        if stated != checksum(&below[..at]) {
            return Err(Refusal::Edited);
        }
        return Ok((start, end, false));
    }
    // A legacy block: the opening it always had, up to the `}` closing `mod harness` that the
    // tests (or the end of the file) follow.
    let end = below
        .find("\n#[cfg(test)]\nmod tests {")
        .unwrap_or(below.len());
    let shaped = below[HARNESS_MARKER.len()..].starts_with(OPENING)
        && below[..end].contains("\nmod harness {\n")
        && below[..end].ends_with("\n}\n");
    if !shaped {
        return Err(Refusal::NoMarkers);
    }
    Ok((start, start + end, true))
}

/// The offsets at which the lines of `text` start.
fn line_starts(text: &str) -> impl Iterator<Item = usize> + '_ {
    std::iter::once(0).chain(text.match_indices('\n').map(|(at, _)| at + 1))
}

#[cfg(test)]
mod tests;
