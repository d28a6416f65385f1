//! `cargo judge print ID`: the text to paste into the judge's submit box on stdout, and on
//! stderr which language to pick (BOJ), or that the site does not grade Rust (Programmers).

use super::template::HARNESS_MARKER;
use super::Matches;
use crate::error::{self, Error};
use crate::workspace;
use crate::Context;
use std::fs;

pub(super) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let root = super::root(parsed, ctx)?;
    let id = &super::existing_problem(
        &root,
        ctx,
        "print",
        parsed.positional.first().map(String::as_str),
    )?;
    let source = root.join("problems").join(id).join("src").join("main.rs");
    let text = match fs::read_to_string(&source) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(super::usage(
                "print",
                format!(
                    "{} does not exist: check the problem id `{id}`",
                    workspace::rel(&root, &source)
                ),
            ))
        }
        Err(e) => return Err(Error::io(&source, e)),
    };
    let programmers = id.starts_with("programmers-");
    let submission = if programmers {
        submission_part(&text).ok_or_else(|| Error::NoHarnessMarker {
            path: workspace::rel(&root, &source),
            marker: HARNESS_MARKER,
        })?
    } else {
        text
    };
    super::say(&mut ctx.stdout, &submission)?;
    let note = if programmers {
        "note: Programmers does not grade Rust, as far as is known: the function above keeps the \
         site's signature, to keep as practice or to translate into a language the site grades\n"
            .to_owned()
    } else {
        // A broken problem.toml is the judge's business; print still prints.
        let language = super::read_spec(&root, id)
            .map(|spec| spec.language)
            .unwrap_or_default();
        format!("submit as: {language}\n")
    };
    super::say(&mut ctx.stderr, &note)?;
    Ok(error::EXIT_OK)
}

/// The text above the marker line, without trailing blank lines, ending in one newline.
fn submission_part(text: &str) -> Option<String> {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.trim() == HARNESS_MARKER {
            let above = text[..offset].trim_end();
            return Some(format!("{above}\n"));
        }
        offset += line.len();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_at_the_marker() {
        let text =
            format!("fn solution() -> i32 {{\n    1\n}}\n\n\n{HARNESS_MARKER}\n\nfn main() {{}}\n");
        assert_eq!(
            submission_part(&text).as_deref(),
            Some("fn solution() -> i32 {\n    1\n}\n")
        );
        let crlf = text.replace('\n', "\r\n");
        assert_eq!(
            submission_part(&crlf).as_deref(),
            Some("fn solution() -> i32 {\r\n    1\r\n}\n")
        );
        assert_eq!(submission_part("fn solution() {}\n"), None);
        // The marker inside a line of code is not the marker line.
        let inline = format!("let s = \"{HARNESS_MARKER}\";\n");
        assert_eq!(submission_part(&inline), None);
    }
}
