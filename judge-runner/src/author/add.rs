//! `cargo judge add ID`: stores a new case as the next numbered `N.in`/`N.out`.

use super::examples;
use super::Matches;
use crate::cli::flags::{FROM_BRUTE, IN, OUT};
use crate::engine::Input;
use crate::engine::Role;
use crate::error::{self, Error, HelperFault};
use crate::programmers::Signature;
use crate::report::words::{self, Line};
use crate::report::Lang;
use crate::workspace;
use crate::Context;
use std::fs;
use std::io::{IsTerminal, Read};
use std::path::Path;

/// The line between the input and the expected output on stdin.
const SEPARATOR: &str = "---";

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let lang = super::lang(parsed, ctx)?;
    let root = super::root(parsed, ctx)?;
    let id = super::existing_problem(
        &root,
        ctx,
        "add",
        parsed.positional.first().map(String::as_str),
    )?;
    let from_brute = parsed.has(&FROM_BRUTE);
    if from_brute && parsed.value(&OUT).is_some() {
        return Err(super::usage("add", error::Usage::OutAndBrute));
    }
    let (input, answer) = match given(parsed, ctx, &root, &id, lang)? {
        Given::Case(input, answer) => (input, answer),
        Given::Rows(rows) => return add_rows(&root, &id, &rows, ctx, lang),
    };
    let interactive = is_interactive(&root, &id);
    if interactive && from_brute {
        return Err(super::usage("add", error::Usage::InteractiveBrute));
    }
    if interactive && answer.is_none() {
        return add_interactive(&root, ctx, &id, &input, lang);
    }
    if !from_brute && answer.is_none() {
        return Err(super::usage("add", error::Usage::InNeedsOut));
    }
    super::validate::refuse_invalid(&root, ctx, &id, &input)?;
    let answer = match answer {
        Some(answer) => answer,
        None => brute_answer(&root, &id, &input, ctx)?,
    };
    let name = super::write_next_case(&root, &id, &input, &answer)?;
    let data = root.join("testcases").join(&id);
    let saved_in = workspace::rel(&root, &data.join(format!("{name}.in")));
    let saved_out = workspace::rel(&root, &data.join(format!("{name}.out")));
    let (in_bytes, out_bytes) = (input.len(), answer.len());
    let line = Line::Wrote {
        input: saved_in,
        in_bytes,
        output: saved_out,
        out_bytes,
        brute: from_brute,
    };
    let text = format!("{}\n", words::line(&line, lang));
    super::say(&mut ctx.stderr, &text)?;
    Ok(error::EXIT_OK)
}

/// Stores the input of an interactive problem's case: the interactor reads the case, so
/// `NAME.out` is optional.
fn add_interactive(
    root: &Path,
    ctx: &mut Context,
    id: &str,
    input: &[u8],
    lang: Lang,
) -> Result<i32, Error> {
    super::validate::refuse_invalid(root, ctx, id, input)?;
    // The interactor reads the case; NAME.out is optional in an interactive problem.
    let name = super::write_next_input(root, id, input, None)?;
    let path = root.join("testcases").join(id).join(format!("{name}.in"));
    let (path, bytes) = (workspace::rel(root, &path), input.len());
    let line = Line::WroteInput { path, bytes, name };
    let text = format!("{}\n", words::line(&line, lang));
    super::say(&mut ctx.stderr, &text)?;
    Ok(error::EXIT_OK)
}

/// What the command line and stdin give: a case (its input, and its answer unless it comes
/// from brute.rs or the problem is interactive), or rows of a Programmers table.
enum Given {
    Case(Vec<u8>, Option<Vec<u8>>),
    Rows(Vec<u8>),
}

/// Reads the case from `--in`/`--out` or stdin (input, a line `---`, the answer).
///
/// # Errors
/// A usage error when the answer is given twice or not at all; a file that cannot be read.
fn given(
    parsed: &Matches,
    ctx: &mut Context,
    root: &Path,
    id: &str,
    lang: Lang,
) -> Result<Given, Error> {
    let from_brute = parsed.has(&FROM_BRUTE);
    let cwd = ctx.cwd.clone();
    let read = |flag: &'static str, file: &str| -> Result<Vec<u8>, Error> {
        let path = cwd.join(file);
        fs::read(&path).map_err(|source| Error::ReadArgument { flag, path, source })
    };
    Ok(match (parsed.value(&IN), parsed.value(&OUT)) {
        (Some(input), Some(answer)) => {
            Given::Case(read("--in", input)?, Some(read("--out", answer)?))
        }
        (Some(input), None) => Given::Case(read("--in", input)?, None),
        (None, answer) => {
            if std::io::stdin().is_terminal() {
                let text = format!("{}\n", words::line(&Line::ReadingCase, lang));
                super::say(&mut ctx.stderr, &text)?;
            }
            let mut stdin = Vec::new();
            std::io::stdin()
                .read_to_end(&mut stdin)
                .map_err(|e| Error::io("<stdin>", e))?;
            match (split_case(&stdin), answer, from_brute) {
                (Some(_), _, true) | (Some(_), Some(_), _) => {
                    return Err(super::usage("add", error::Usage::SplitAndOut))
                }
                (Some((input, answer)), None, false) => Given::Case(input, Some(answer)),
                (None, Some(answer), _) => Given::Case(stdin, Some(read("--out", answer)?)),
                (None, None, true) => Given::Case(stdin, None),
                (None, None, false) if is_table_rows(id, &stdin) => Given::Rows(stdin),
                (None, None, false) if is_interactive(root, id) => Given::Case(stdin, None),
                (None, None, false) => return Err(super::usage("add", error::Usage::NoExpected)),
            }
        }
    })
}

/// Whether the problem is interactive, whose cases need no expected output.
fn is_interactive(root: &Path, id: &str) -> bool {
    super::read_spec(root, id).is_ok_and(|spec| spec.compare == crate::config::Compare::Interactive)
}

/// Whether stdin holds rows pasted from a Programmers 입출력 예 table: tab-separated cells.
fn is_table_rows(id: &str, stdin: &[u8]) -> bool {
    id.starts_with("programmers-") && stdin.contains(&b'\t')
}

/// Stores each row pasted from the 입출력 예 table (one per line, cells separated by tabs)
/// as the next case: the arguments one literal per line, the result.
fn add_rows(
    root: &Path,
    id: &str,
    stdin: &[u8],
    ctx: &mut Context,
    lang: Lang,
) -> Result<i32, Error> {
    let main = root.join("problems").join(id).join("src").join("main.rs");
    let source = fs::read_to_string(&main).map_err(|e| Error::io(&main, e))?;
    let signature = source
        .find("fn solution")
        .map(|at| &source[at..])
        .map(|text| text.split('{').next().unwrap_or(text))
        .and_then(|text| Signature::parse(text).ok())
        .ok_or_else(|| {
            super::usage(
                "add",
                error::Usage::NoArity {
                    main: workspace::rel(root, &main),
                },
            )
        })?;
    let text = String::from_utf8_lossy(stdin);
    let mut cases = Vec::new();
    let mut said = String::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match examples::pasted_row(line, &signature)
            .map_err(|fault| super::usage("add", error::Usage::BadRow { line: n + 1, fault }))?
        {
            examples::PastedRow::Case { input, answer } => cases.push((input, answer)),
            examples::PastedRow::Header => {
                let line = Line::SkippedHeader { line: n + 1 };
                said.push_str(&format!("{}\n", words::line(&line, lang)));
            }
        }
    }
    if cases.is_empty() {
        return Err(super::usage("add", error::Usage::HeaderOnly));
    }
    let data = root.join("testcases").join(id);
    for (input, answer) in cases {
        let name = super::write_next_case(root, id, &input, &answer)?;
        let saved_in = workspace::rel(root, &data.join(format!("{name}.in")));
        let saved_out = workspace::rel(root, &data.join(format!("{name}.out")));
        let line = Line::WroteRow {
            input: saved_in,
            output: saved_out,
        };
        said.push_str(&format!("{}\n", words::line(&line, lang)));
    }
    super::say(&mut ctx.stderr, &said)?;
    Ok(error::EXIT_OK)
}

/// Splits stdin at the first line holding only `---` (a `\r` before its `\n` allowed):
/// the input keeps its final newline, the output is everything after the line.
fn split_case(text: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
    let mut start = 0;
    while start <= text.len() {
        let end = text[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(text.len(), |i| start + i);
        let line = &text[start..end];
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line == SEPARATOR.as_bytes() {
            let after = (end + 1).min(text.len());
            return Some((text[..start].to_vec(), text[after..].to_vec()));
        }
        start = end + 1;
    }
    None
}

/// Runs `testcases/ID/brute.rs` on `input` and returns its output.
fn brute_answer(root: &Path, id: &str, input: &[u8], ctx: &Context) -> Result<Vec<u8>, Error> {
    let brute = root.join("testcases").join(id).join("brute.rs");
    if !brute.is_file() {
        return Err(Error::Missing {
            path: workspace::rel(root, &brute),
            needed: error::Needed::Brute,
        });
    }
    let spec = super::read_spec(root, id)?;
    let role = Role::Brute(spec.limits);
    super::with_engine(root, ctx, spec.limits.memory_bytes, |engine| {
        let binary = super::build_brute(engine, &brute, spec.compare)?;
        let staged = engine.scratch_path("add-input");
        fs::write(&staged, input).map_err(|e| Error::io(&staged, e))?;
        let outcome = engine.run(&binary, &[], Input::File(&staged), role, 0);
        let _ = fs::remove_file(&staged);
        let outcome = outcome?;
        if let Some((verdict, reason)) = engine.fault(role, &outcome) {
            return Err(Error::HelperFailed {
                path: engine.rel(&brute),
                fault: Box::new(HelperFault::OnInput { verdict, reason }),
            });
        }
        // A Programmers brute force's returned value, without what it printed.
        Ok(crate::engine::judged_output(spec.compare, &outcome.stdout).to_vec())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stdin_case_splits_at_the_separator_line() {
        let split = |s: &str| {
            split_case(s.as_bytes())
                .map(|(a, b)| (String::from_utf8(a).unwrap(), String::from_utf8(b).unwrap()))
        };
        let pair = |a: &str, b: &str| Some((a.to_owned(), b.to_owned()));
        assert_eq!(split("1 2\n---\n3\n"), pair("1 2\n", "3\n"));
        assert_eq!(split("1 2\r\n---\r\n3\r\n"), pair("1 2\r\n", "3\r\n"));
        assert_eq!(split("---\n3"), pair("", "3"));
        assert_eq!(split("1\n---"), pair("1\n", ""));
        assert_eq!(split("1\n----\n2\n"), None);
        assert_eq!(split("1\n --- \n2\n"), None);
        assert_eq!(split("1\n2\n"), None);
    }
}
