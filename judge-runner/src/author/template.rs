//! The files `new` and `import` write: a problem's `Cargo.toml` and `problem.toml`, the BOJ
//! solution template, and the Programmers template with its generated local harness.
//!
//! Every generated solution compiles alone (`rustc --edition 2021 -O`, or 2024) without warnings, is
//! clippy-clean under `-D warnings` and is already in rustfmt's layout, so that a fresh problem
//! passes CI before a line of it is written.

use super::{NewId, Site};
use crate::config::Language;
use std::fmt::Write as _;

/// The line that ends a Programmers submission; everything below is the local harness.
pub(crate) const HARNESS_MARKER: &str = "// ---- local harness: not part of the submission ----";

/// rustfmt's `max_width`.
const MAX_WIDTH: usize = 100;
/// rustfmt's `fn_call_width`: wider argument lists are laid out one per line.
const FN_CALL_WIDTH: usize = 60;

/// Limits for `problem.toml` and the header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct NewLimits {
    pub time_ms: u64,
    pub memory_mb: u64,
}

impl NewLimits {
    /// BOJ's most common limits.
    pub(crate) const BOJ: NewLimits = NewLimits {
        time_ms: 1000,
        memory_mb: 256,
    };
    /// Programmers publishes no limits: a generous local bound.
    pub(crate) const PROGRAMMERS: NewLimits = NewLimits {
        time_ms: 10_000,
        memory_mb: 1024,
    };
    /// Codeforces' most common limits.
    pub(crate) const CODEFORCES: NewLimits = NewLimits {
        time_ms: 2000,
        memory_mb: 256,
    };
    /// AtCoder's most common limits (ABC since 2021).
    pub(crate) const ATCODER: NewLimits = NewLimits {
        time_ms: 2000,
        memory_mb: 1024,
    };

    /// The default limits of a site.
    pub(crate) fn of(site: Site) -> NewLimits {
        match site {
            Site::Boj => NewLimits::BOJ,
            Site::Programmers => NewLimits::PROGRAMMERS,
            Site::Codeforces => NewLimits::CODEFORCES,
            Site::AtCoder => NewLimits::ATCODER,
        }
    }

    /// `1 s, 256 MB` (or `1.5 s`, `300 ms`).
    #[expect(
        clippy::manual_is_multiple_of,
        reason = "the runner builds with Rust 1.85 too, and is_multiple_of is 1.87"
    )]
    fn describe(self) -> String {
        let time = if self.time_ms % 1000 == 0 {
            format!("{} s", self.time_ms / 1000)
        } else if self.time_ms > 1000 {
            format!("{} s", self.time_ms as f64 / 1000.0)
        } else {
            format!("{} ms", self.time_ms)
        };
        format!("{time}, {} MB", self.memory_mb)
    }
}

/// The judge's compiler for Rust 2024 problems, from BOJ's frozen profile
/// ([`crate::profile::RUST_2024_RUSTC`]): a Rust 2024 crate states it itself, since Cargo has
/// one workspace `rust-version`, Rust 2021's.
pub(crate) const RUST_2024_VERSION: &str = crate::profile::RUST_2024_RUSTC;

/// The text of a problem's `Cargo.toml`, like every other problem's of its language: a Rust
/// 2021 crate inherits the edition and the judge's compiler (`rust-version`) from the
/// workspace, a Rust 2024 crate states both.
pub(crate) fn cargo_toml(id: &str, language: Language) -> String {
    let (edition, rust_version) = match language {
        Language::Rust2021 => (
            "edition.workspace = true\n".to_owned(),
            "rust-version.workspace = true\n".to_owned(),
        ),
        Language::Rust2018 => (
            "# BOJ's Rust 2018 (its older submissions): edition 2018, built by the judge's \
             compiler.\nedition = \"2018\"\n"
                .to_owned(),
            "rust-version.workspace = true\n".to_owned(),
        ),
        Language::Rust2024 => (
            "# BOJ's Rust 2024: edition 2024, built by the judge's compiler for it.\n\
             edition = \"2024\"\n"
                .to_owned(),
            format!("rust-version = \"{RUST_2024_VERSION}\"\n"),
        ),
        live => (
            format!(
                "# The judge's {}: edition {}, built by the judge's compiler for it.\n\
                 edition = \"{}\"\n",
                live.name(),
                live.edition(),
                live.edition()
            ),
            format!("rust-version = \"{}\"\n", crate::profile::rustc(live)),
        ),
    };
    format!(
        "[package]\nname = \"{id}\"\nversion = \"0.1.0\"\n{edition}publish.workspace = true\n\
         {rust_version}\n[lints]\nworkspace = true\n"
    )
}

/// The `Cargo.toml` of an imported problem whose solution uses `unsafe`: the workspace's
/// lints but for `unsafe_code`, which this crate allows. Cargo cannot inherit the workspace's
/// lints and change one, so they are copied; keep them in step with the root `Cargo.toml`.
pub(crate) fn cargo_toml_allowing_unsafe(id: &str) -> String {
    format!(
        "[package]\nname = \"{id}\"\nversion = \"0.1.0\"\nedition.workspace = true\n\
         publish.workspace = true\nrust-version.workspace = true\n\n\
         # The imported solution uses `unsafe` (fast I/O, as submitted), which the workspace\n\
         # forbids. This crate alone allows it, so that cargo build and clippy accept the file\n\
         # as it was judged; the other lints are the workspace's, copied (cargo cannot inherit\n\
         # them and change one). New solutions keep `[lints] workspace = true`.\n\
         [lints.rust]\nunsafe_code = \"allow\"\n\n[lints.clippy]\ndbg_macro = \"deny\"\n\
         incompatible_msrv = \"deny\"\n"
    )
}

/// Where a `problem.toml`'s limits came from, for its comment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LimitsSource {
    /// Given on the command line (or the site's defaults for `new`).
    Given,
    /// Not known: defaults that must be checked against the problem page.
    Unchecked,
    /// Read from the problem's page (or sent by Competitive Companion from it).
    Page,
}

/// What a problem's page says beyond its title and limits, for `problem.toml` and the
/// header; empty for a problem started by hand.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct PageFacts {
    /// The page's labels, by their `problem.toml` names.
    pub labels: Vec<&'static str>,
    /// The compare mode the labels call for (`float` for a special judge that accepts a
    /// tolerance), instead of the site's default.
    pub compare: Option<&'static str>,
    /// With `compare = "float"`.
    pub float_tolerance: Option<f64>,
    /// The page's own address, when the id does not give it back (an AtCoder task whose
    /// screen name is not `CONTEST_INDEX`).
    pub url: Option<String>,
    /// The file the solution reads its input from instead of stdin (`input.txt`).
    pub input_file: Option<String>,
    /// The file the solution writes its answer to instead of stdout (`output.txt`).
    pub output_file: Option<String>,
    /// Comment lines for `problem.toml` (without `# `): limits notes, what a label means.
    pub comments: Vec<String>,
    /// The problem's solved.ac tier, where a backup gave it (`tier`).
    pub tier: Option<crate::config::Tier>,
    /// The problem's algorithm tags, where a backup gave them (`tags`).
    pub tags: Vec<String>,
}

/// The text of `testcases/<id>/problem.toml`.
pub(crate) fn problem_toml(
    id: &NewId,
    title: Option<&str>,
    limits: NewLimits,
    source: LimitsSource,
    facts: &PageFacts,
    language: Language,
) -> String {
    let mut out = String::new();
    let title = title.unwrap_or("TODO");
    let _ = writeln!(out, "title = {}", toml_string(title));
    if id.site == Site::Boj {
        let _ = writeln!(
            out,
            "# The address it had: BOJ closed on {}, and its pages are gone.",
            crate::profile::BOJ_CLOSED
        );
    }
    let url = facts.url.clone().unwrap_or_else(|| id.site.url(&id.number));
    let _ = writeln!(out, "url = {}", toml_string(&url));
    if id.site.live() {
        let _ = writeln!(
            out,
            "# The language to pick on {}; it decides the build (see docs/sites.md).",
            id.site.label()
        );
        let _ = writeln!(out, "language = \"{}\"", language.name());
    }
    if id.site == Site::Boj {
        let _ = writeln!(
            out,
            "# The language BOJ judged it as; it decides the edition."
        );
        let _ = writeln!(out, "language = \"{}\"", language.name());
    }
    match (id.site, source) {
        (Site::Programmers, _) => {
            let _ = writeln!(
                out,
                "# Programmers publishes no limits: a generous local bound; a solution should need milliseconds."
            );
        }
        (Site::Boj, LimitsSource::Unchecked) => {
            let _ = writeln!(
                out,
                "# Default limits, not the problem's: copy them from a saved copy of its page."
            );
        }
        (Site::Boj, LimitsSource::Page) => {
            let _ = writeln!(out, "# Limits from the problem page.");
        }
        (_, LimitsSource::Unchecked) => {
            let _ = writeln!(
                out,
                "# Default limits, not the problem's: copy them from its page."
            );
        }
        (_, LimitsSource::Page) => {
            let _ = writeln!(out, "# Limits from the problem page.");
        }
        (_, LimitsSource::Given) => {}
    }
    for comment in &facts.comments {
        let _ = writeln!(out, "# {comment}");
    }
    let _ = writeln!(out, "time_limit_ms = {}", limits.time_ms);
    let _ = writeln!(out, "memory_limit_mb = {}", limits.memory_mb);
    let compare = match id.site {
        Site::Boj => facts.compare.unwrap_or("boj"),
        Site::Programmers => "literal",
        // Both live judges compare tokens (their profiles in crate::profile say why).
        Site::Codeforces | Site::AtCoder => facts.compare.unwrap_or("tokens"),
    };
    let _ = writeln!(out, "compare = \"{compare}\"");
    if let (Some(tolerance), "float") = (facts.float_tolerance, compare) {
        let _ = writeln!(out, "float_tolerance = {tolerance:e}");
    }
    if let Some(file) = &facts.input_file {
        let _ = writeln!(
            out,
            "# The solution reads its input from this file in its folder, not from stdin."
        );
        let _ = writeln!(out, "input_file = {}", toml_string(file));
    }
    if let Some(file) = &facts.output_file {
        let _ = writeln!(
            out,
            "# The solution writes its answer to this file in its folder, not to stdout."
        );
        let _ = writeln!(out, "output_file = {}", toml_string(file));
    }
    if !facts.labels.is_empty() {
        let _ = writeln!(out, "labels = {}", toml_string(&facts.labels.join(", ")));
    }
    if let Some(tier) = facts.tier {
        let _ = writeln!(out, "tier = \"{tier}\"");
    }
    if !facts.tags.is_empty() {
        let tags: Vec<String> = facts.tags.iter().map(|t| toml_string(t)).collect();
        let _ = writeln!(out, "tags = [{}]", tags.join(", "));
    }
    out
}

/// A TOML basic string.
fn toml_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The `//!` header both templates open with: six lines (seven with labels), placeholders
/// marked TODO.
fn header(id: &NewId, title: Option<&str>, limits: NewLimits, facts: &PageFacts) -> String {
    let title = title.unwrap_or("TODO: title");
    let limits = match id.site {
        Site::Boj | Site::Codeforces | Site::AtCoder => format!("Limits: {}.", limits.describe()),
        Site::Programmers => format!(
            "Limits: none published; local bound {}.",
            limits.describe().replace(", ", " / ")
        ),
    };
    let labels = if facts.labels.is_empty() {
        String::new()
    } else {
        format!("//! Labels: {}.\n", facts.labels.join(", "))
    };
    format!(
        "//! {} {} · {title}\n\
         //! {}\n\
         //! {limits} TODO: the input bounds.\n\
         {labels}\
         //! Approach: TODO: the idea in a line or two.\n\
         //! Complexity: TODO: O(…) time, O(…) memory.\n\
         //! Notes: TODO: integer widths and why; edge cases.\n",
        id.site.label(),
        id.number,
        address(id, facts),
    )
}

/// The header's second line: a Programmers problem's page, or the address a BOJ problem had.
fn address(id: &NewId, facts: &PageFacts) -> String {
    let url = facts.url.clone().unwrap_or_else(|| id.site.url(&id.number));
    match id.site {
        Site::Boj => format!(
            "{url} (the address it had; BOJ closed on {})",
            crate::profile::BOJ_CLOSED
        ),
        Site::Programmers | Site::Codeforces | Site::AtCoder => url,
    }
}

/// The BOJ solution template: header, token helper, a pure `solve`, `main`, tests.
pub(crate) fn boj_main(
    id: &NewId,
    title: Option<&str>,
    limits: NewLimits,
    facts: &PageFacts,
) -> String {
    format!(
        "{}{}{}",
        header(id, title, limits, facts),
        with_file_io(BOJ_BODY, facts),
        boj_tests(facts)
    )
}

/// [`BOJ_BODY`] for a file-I/O problem (`input_file`, `output_file`): its `main` reads the
/// input file instead of stdin, writes the output file instead of stdout, or both, with the
/// imports that then remain in use; `body` unchanged otherwise.
fn with_file_io(body: &str, facts: &PageFacts) -> String {
    const USES: &str = "use std::io::{self, Read, Write};\n";
    const READ: &str = "    let mut input = String::new();\n    \
                        io::stdin().read_to_string(&mut input).expect(\"stdin\");\n";
    const WRITE: &str = "    io::stdout()\n        .lock()\n        \
                         .write_all(solve(&input).as_bytes())\n        .expect(\"stdout\");\n";
    let (input, output) = (facts.input_file.as_deref(), facts.output_file.as_deref());
    if input.is_none() && output.is_none() {
        return body.to_owned();
    }
    let uses = match (input, output) {
        (Some(_), Some(_)) => "use std::fs;\n",
        (Some(_), None) => "use std::fs;\nuse std::io::{self, Write};\n",
        _ => "use std::fs;\nuse std::io::{self, Read};\n",
    };
    let mut main = String::from(
        "    // The judge puts each case in the problem's input_file and reads its output_file\n    \
         // (problem.toml), in the program's own folder.\n",
    );
    match input {
        Some(file) => main.push_str(&format!(
            "    let input = fs::read_to_string({file:?}).expect({file:?});\n"
        )),
        None => main.push_str(READ),
    }
    match output {
        Some(file) => main.push_str(&format!(
            "    fs::write({file:?}, solve(&input)).expect({file:?});\n"
        )),
        None => main.push_str(WRITE),
    }
    body.replacen(USES, uses, 1)
        .replacen(&format!("{READ}{WRITE}"), &main, 1)
}

/// The BOJ template's test module: every stored case of the problem through `solve`, which
/// passes for any correct solution (tokens compared, as numbers within the tolerance for a
/// `float` problem; only run, not compared, for a special judge that accepts several
/// answers), and room for the user's own edge cases.
fn boj_tests(facts: &PageFacts) -> String {
    let special = facts.labels.contains(&"special judge");
    let (doc, check) = match (facts.compare, facts.float_tolerance) {
        (Some("float"), Some(tolerance)) => (
            "numbers compared within the statement's tolerance",
            format!(
                "            let close = |a: &str, b: &str| match (a.parse::<f64>(), b.parse::<f64>()) {{
                (Ok(x), Ok(y)) => (x - y).abs() <= {tolerance:e} * y.abs().max(1.0),
                _ => a == b,
            }};
            let (got, want) = (tokens(&got), tokens(&expected));
            let same = got.len() == want.len() && got.iter().zip(&want).all(|(a, b)| close(a, b));
            assert!(same, \"{{}}: {{got:?}} vs {{want:?}}\", input.display());
"
            ),
        ),
        _ if special => (
            "run only: this special judge accepts answers other than the stored one",
            "            let _ = (tokens(&got), expected);\n".to_owned(),
        ),
        _ => (
            "tokens compared; `cargo judge` applies BOJ's whitespace rule on top",
            "            assert_eq!(tokens(&got), tokens(&expected), \"{}\", input.display());\n"
                .to_owned(),
        ),
    };
    format!(
        r#"#[cfg(test)]
mod tests {{
    use super::*;
    use std::fs;
    use std::path::Path;

    /// Every stored case of the problem through `solve` ({doc}):
    /// passes for any correct solution. The problem is the crate's folder, problems/<id>/,
    /// so a copy of this file in another problem tests that problem's cases.
    #[test]
    fn stored_cases() {{
        let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        let id = crate_dir.file_name().expect("problems/<id>");
        let dir = crate_dir.join("../../testcases").join(id);
        let mut inputs: Vec<_> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{{}}: {{e}}", dir.display()))
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        let tokens = |s: &str| s.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
        for input in inputs {{
            let expected = fs::read_to_string(input.with_extension("out")).expect("its .out");
            let got = solve(&fs::read_to_string(&input).expect("the .in"));
{check}        }}
    }}

    // TODO: edge cases beyond the stored ones: minimum and maximum n, equal values, empty answer.
}}
"#
    )
}

const BOJ_BODY: &str = r#"
use std::io::{self, Read, Write};

struct Tokens<'a>(std::str::SplitAsciiWhitespace<'a>);

impl<'a> Tokens<'a> {
    fn new(input: &'a str) -> Self {
        Tokens(input.split_ascii_whitespace())
    }

    fn next<T: std::str::FromStr>(&mut self) -> T {
        let token = self.0.next().expect("unexpected end of input");
        token.parse().ok().expect("malformed token")
    }
}

fn solve(input: &str) -> String {
    let mut tokens = Tokens::new(input);
    // TODO: read the input and compute the answer; this placeholder echoes the first number.
    let n: i64 = tokens.next();
    format!("{n}\n")
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin");
    io::stdout()
        .lock()
        .write_all(solve(&input).as_bytes())
        .expect("stdout");
}

"#;

/// Whether the solution reads its whole input and writes once, or talks with an interactor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum ProblemKind {
    /// Input on stdin, one answer on stdout, compared by `compare`.
    #[default]
    Batch,
    /// `compare = "interactive"`: a conversation with `testcases/ID/interactor.rs`.
    Interactive,
}

/// The BOJ template of an interactive problem: header, a line reader, a
/// `solve<R: BufRead, W: Write>` that flushes after each line, `main`, one scripted exchange.
pub(crate) fn boj_interactive_main(
    id: &NewId,
    title: Option<&str>,
    limits: NewLimits,
    facts: &PageFacts,
) -> String {
    format!(
        "{}{BOJ_INTERACTIVE_BODY}",
        header(id, title, limits, facts).replace(
            "//! Notes: TODO:",
            "//! Notes: interactive: flushes after each line. TODO:"
        )
    )
}

const BOJ_INTERACTIVE_BODY: &str = r#"
use std::io::{self, BufRead, Write};

/// The interactor's next line without its line end.
fn read_line(r: &mut impl BufRead) -> String {
    let mut line = String::new();
    r.read_line(&mut line).expect("a line from the interactor");
    line.trim_end_matches(['\r', '\n']).to_owned()
}

fn solve<R: BufRead, W: Write>(r: &mut R, w: &mut W) {
    // TODO: the protocol; this placeholder answers the first number it is sent (as the
    // interactor skeleton in testcases/ expects).
    let n: i64 = read_line(r).trim().parse().expect("a number");
    writeln!(w, "{n}").expect("stdout");
    // Flush after every line: the interactor waits for it before it replies, so a line left
    // in the buffer is a deadlock (TLE, "nobody was writing").
    w.flush().expect("stdout");
}

fn main() {
    // Locked once, line by line: the interactor's replies depend on what this writes, so
    // stdin cannot be read to its end first.
    solve(&mut io::stdin().lock(), &mut io::stdout().lock());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One exchange played against a script: what the interactor sends, and what the
    /// solution must write back. Replace it with the statement's sample (kept as
    /// testcases/ID/sample-N.transcript when the page had one).
    #[test]
    fn scripted_exchange() {
        let mut written = Vec::new();
        solve(&mut "7\n".as_bytes(), &mut written);
        assert_eq!(String::from_utf8(written).expect("UTF-8"), "7\n");
    }

    // TODO: edge cases: the smallest and largest n, the most queries the statement allows.
}
"#;

/// The skeleton of `testcases/<id>/interactor.rs`: std only, testlib's arguments and exit
/// codes, a placeholder protocol that the solution template passes.
pub(crate) fn interactor_rs(id: &NewId) -> String {
    format!(
        "//! Interactor of {} {}: plays the judge's side of the exchange.\n{INTERACTOR_BODY}",
        id.site.label(),
        id.number
    )
}

const INTERACTOR_BODY: &str = r#"//! `cargo judge` runs it as `interactor INPUT OUTPUT [ANSWER]` (testlib's order): INPUT is
//! the case's NAME.in, OUTPUT a scratch file it may write (testlib's `tout`), ANSWER the
//! case's NAME.out when there is one (it is optional for interactive problems). Its stdin is
//! what the solution prints; its stdout goes to the solution, flushed after each line.
//! Exit codes (testlib's): 0 accepted, 1 wrong answer, 2 presentation error (a line that
//! does not parse), 3 failure: the case or this program is wrong, never the solution (an
//! error of the judge data, not a verdict). Its message, on stderr, goes into the verdict.
//! Std only: it is compiled alone with rustc, as solutions are.
use std::env;
use std::fs;
use std::io::{self, BufRead, Write};
use std::process;

/// Ends the interaction with a testlib exit code and a message for the report.
fn quit(code: i32, message: &str) -> ! {
    eprintln!("{message}");
    process::exit(code);
}

fn fail(message: &str) -> ! {
    quit(3, &format!("FAIL {message}"))
}

fn read(path: &str) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")))
}

/// Sends one line to the solution and flushes it. A solution that has already exited is no
/// error here: the next `receive` sees its output end and says so.
fn send(to: &mut impl Write, line: &str) {
    let _ = writeln!(to, "{line}").and_then(|()| to.flush());
}

/// The solution's next line without its line end; `None` when its output has ended.
fn receive(from: &mut impl BufRead) -> Option<String> {
    let mut line = String::new();
    match from.read_line(&mut line) {
        Ok(0) => None,
        Ok(_) => Some(line.trim_end_matches(['\r', '\n']).to_owned()),
        Err(e) => quit(2, &format!("wrong output format: unreadable output: {e}")),
    }
}

fn main() {
    let args: Vec<String> = env::args().collect();
    if !(3..=4).contains(&args.len()) {
        fail("usage: interactor INPUT OUTPUT [ANSWER]");
    }
    // TODO: the protocol. This placeholder sends the input's number and accepts that same
    // number back, as the solution template does.
    let n: i64 = read(&args[1])
        .trim()
        .parse()
        .unwrap_or_else(|_| fail("the input is not a number"));
    let mut from = io::stdin().lock();
    let mut to = io::stdout().lock();
    send(&mut to, &n.to_string());
    let Some(line) = receive(&mut from) else {
        quit(1, "wrong answer: the solution's output ended early");
    };
    let found: i64 = line
        .trim()
        .parse()
        .unwrap_or_else(|_| quit(2, &format!("wrong output format: {line:?} is not a number")));
    if found != n {
        quit(1, &format!("wrong answer: expected {n}, found {found}"));
    }
    quit(0, &format!("ok: {n}"));
}
"#;

/// A type the Programmers harness can read and print.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Type {
    I32,
    I64,
    U64,
    Usize,
    F64,
    Bool,
    String,
    Char,
    Vec(Box<Type>),
}

impl Type {
    /// Parses a type with the whitespace already removed: `Vec<Vec<i32>>`.
    fn parse(text: &str) -> Result<Type, String> {
        Ok(match text {
            "i32" => Type::I32,
            "i64" => Type::I64,
            "u64" => Type::U64,
            "usize" => Type::Usize,
            "f64" => Type::F64,
            "bool" => Type::Bool,
            "String" => Type::String,
            "char" => Type::Char,
            _ => match text.strip_prefix("Vec<").and_then(|t| t.strip_suffix('>')) {
                Some(inner) => Type::Vec(Box::new(Type::parse(inner)?)),
                None => {
                    return Err(format!(
                        "unsupported type `{text}`: the harness reads i32, i64, u64, usize, f64, \
                         bool, String, char and Vec of these"
                    ))
                }
            },
        })
    }

    /// The type as Rust writes it.
    pub(crate) fn render(&self) -> String {
        match self {
            Type::I32 => "i32".into(),
            Type::I64 => "i64".into(),
            Type::U64 => "u64".into(),
            Type::Usize => "usize".into(),
            Type::F64 => "f64".into(),
            Type::Bool => "bool".into(),
            Type::String => "String".into(),
            Type::Char => "char".into(),
            Type::Vec(inner) => format!("Vec<{}>", inner.render()),
        }
    }
}

/// One parameter of `solution`: `mut` or not, its name and type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Param {
    pub mutable: bool,
    pub name: String,
    pub ty: Type,
}

/// The signature of a Programmers `solution`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Signature {
    pub params: Vec<Param>,
    pub ret: Type,
}

impl Signature {
    /// Parses `fn solution(a: Vec<i32>, b: String) -> i64`, as the site's Rust stub shows
    /// it; a `pub` before and a body after (`{ … }`) are ignored.
    ///
    /// # Errors
    /// What is wrong with the signature, and what is supported.
    pub(crate) fn parse(text: &str) -> Result<Signature, String> {
        let text = text.trim();
        let text = text.strip_prefix("pub ").unwrap_or(text).trim_start();
        let rest = text
            .strip_prefix("fn ")
            .ok_or("the signature must start with `fn solution(`")?;
        let rest = rest
            .trim_start()
            .strip_prefix("solution")
            .ok_or("the function must be named `solution`, as on Programmers")?;
        let rest = rest
            .trim_start()
            .strip_prefix('(')
            .ok_or("expected `(` after `fn solution`")?;
        let close = rest.find(')').ok_or("missing `)` after the parameters")?;
        let (list, after) = (&rest[..close], &rest[close + 1..]);
        let after = after.split('{').next().unwrap_or("").trim();
        let ret = after.strip_prefix("->").ok_or(
            "missing return type: write the signature as on Programmers, e.g. `fn solution(n: \
             i32) -> i32`",
        )?;
        let ret = Type::parse(&squeeze(ret))?;
        let mut params = Vec::new();
        for part in split_top_level(list) {
            let part = part.trim();
            if part.is_empty() {
                continue;
            }
            let (pattern, ty) = part
                .split_once(':')
                .ok_or_else(|| format!("parameter `{part}` needs a type: `name: Type`"))?;
            let pattern = pattern.trim();
            let (mutable, name) = match pattern.strip_prefix("mut ") {
                Some(name) => (true, name.trim()),
                None => (false, pattern),
            };
            let valid = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && name != "_";
            if !valid {
                return Err(format!("`{name}` is not a parameter name"));
            }
            if params.iter().any(|p: &Param| p.name == name) {
                return Err(format!("parameter `{name}` appears twice"));
            }
            params.push(Param {
                mutable,
                name: name.to_owned(),
                ty: Type::parse(&squeeze(ty))?,
            });
        }
        Ok(Signature { params, ret })
    }

    /// The signature line(s) with ` {`, laid out as rustfmt does.
    pub(crate) fn render(&self) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .map(|p| {
                format!(
                    "{}{}: {}",
                    if p.mutable { "mut " } else { "" },
                    p.name,
                    p.ty.render()
                )
            })
            .collect();
        let ret = self.ret.render();
        let one_line = format!("fn solution({}) -> {ret} {{", params.join(", "));
        if one_line.chars().count() <= MAX_WIDTH {
            return one_line;
        }
        let mut out = String::from("fn solution(\n");
        for p in &params {
            let _ = writeln!(out, "    {p},");
        }
        let _ = write!(out, ") -> {ret} {{");
        out
    }
}

/// `text` without whitespace.
fn squeeze(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Splits a parameter list at the commas outside `<…>`.
fn split_top_level(list: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in list.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&list[start..]);
    parts
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

/// The Programmers template: header, the `solution` stub with `signature`, the marker,
/// and a harness that reads one literal per argument per line and prints the result.
pub(crate) fn programmers_main(
    id: &NewId,
    title: Option<&str>,
    limits: NewLimits,
    signature: &Signature,
) -> String {
    let mut out = header(id, title, limits, &PageFacts::default());
    out.push('\n');
    out.push_str(&programmers_stub(signature));
    out.push('\n');
    out.push_str(&harness(signature));
    out.push_str(&programmers_tests());
    out
}

/// The `solution` stub: returns the default value so that it compiles and runs.
fn programmers_stub(signature: &Signature) -> String {
    let mut out = String::new();
    if signature.params.len() > 7 {
        // Clippy's limit is 7; the signature is the site's, so it stays.
        out.push_str("#[allow(clippy::too_many_arguments)] // The site's signature.\n");
    }
    out.push_str(&signature.render());
    out.push('\n');
    if !signature.params.is_empty() {
        let _ = writeln!(
            out,
            "    // TODO: solve; until then the arguments are unused and the answer is a default."
        );
    }
    for p in &signature.params {
        let borrow = if p.mutable { "&mut " } else { "" };
        let _ = writeln!(out, "    let _ = {borrow}{};", p.name);
    }
    out.push_str("    Default::default()\n}\n");
    out
}

/// Everything from the marker line down but the tests: a `main` that calls the harness, and
/// the harness in a module of its own (so no name in it meets one of the user's: a user's
/// `fn run` or `struct Parser` compiles), which reads one literal per argument line, calls
/// `solution` and hands its value to the runner on a line of its own, after the marker
/// [`RETURN_MARKER`], so that what `solution` prints never changes the verdict.
pub(crate) fn harness(signature: &Signature) -> String {
    let mut body = HARNESS_MAIN.replace(
        "RETURN_MARKER",
        &format!("{:?}", crate::engine::RETURN_MARKER),
    );
    let names: Vec<String> = signature.params.iter().map(|p| p.name.clone()).collect();
    body.push_str(
        "\n/// Reads one argument per line, calls `solution`, and formats its value as a literal.\n\
         pub fn run(input: &str) -> Result<String, String> {\n",
    );
    if names.is_empty() {
        body.push_str(
            "    if !input.trim().is_empty() {\n        \
             return Err(\"expected no input: `solution` takes no arguments\".to_string());\n    \
             }\n",
        );
    } else {
        let _ = writeln!(
            body,
            "    let mut args = Arguments::new(input, {})?;",
            names.len()
        );
        for name in &names {
            let _ = writeln!(body, "    let {name} = args.next(\"{name}\")?;");
        }
    }
    body.push_str(&call("    ", "let answer = super::solution", &names, ";"));
    body.push_str("\n    Ok(format!(\"{}\\n\", answer.to_literal()))\n}\n");
    if !names.is_empty() {
        for piece in [HARNESS_ARGUMENTS, HARNESS_LITERAL, HARNESS_FROM_LITERAL] {
            body.push('\n');
            body.push_str(piece.trim());
            body.push('\n');
        }
    }
    for piece in [HARNESS_TO_LITERAL, HARNESS_STORED_CASES] {
        body.push('\n');
        body.push_str(piece.trim());
        body.push('\n');
    }
    let mut out = format!(
        "{HARNESS_MARKER}\n\nfn main() {{\n    harness::main();\n}}\n\n\
         /// Generated by `cargo judge new` from the signature of `solution`; regenerate it rather\n\
         /// than edit it.\nmod harness {{\n"
    );
    for line in body.trim_start().lines() {
        if !line.is_empty() {
            out.push_str("    ");
        }
        out.push_str(line);
        out.push('\n');
    }
    out.push_str("}\n");
    out
}

/// The Programmers template's test module: every stored case through the harness, which
/// passes for any correct solution, and room for the user's own.
pub(crate) fn programmers_tests() -> String {
    "\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    \
         /// Every stored case of the problem through `solution`: passes for any correct\n    \
         /// solution (of the problem whose folder holds this file).\n    #[test]\n    \
         fn stored_cases() {\n        \
         harness::judge_stored_cases(env!(\"CARGO_MANIFEST_DIR\"));\n    }\n\n    \
         // TODO: edge cases of `solution`: smallest and largest inputs, ties, empty answer.\n}\n"
        .to_owned()
}

const HARNESS_MAIN: &str = r#"
use std::io::{self, Read, Write};

/// Starts the line that hands the returned value to the runner, after whatever `solution`
/// printed: `cargo judge` judges only what follows it, as Programmers ignores stdout.
const RETURNED: &str = RETURN_MARKER;

pub fn main() {
    let mut input = String::new();
    if let Err(e) = io::stdin().read_to_string(&mut input) {
        eprintln!("error: cannot read stdin: {e}");
        std::process::exit(1);
    }
    match run(&input) {
        Ok(out) => io::stdout()
            .lock()
            .write_all(format!("\n{RETURNED}{out}").as_bytes())
            .expect("stdout"),
        Err(message) => {
            eprintln!("error: {message}");
            std::process::exit(1);
        }
    }
}
"#;

/// Judges the stored cases in the solution's own tests.
const HARNESS_STORED_CASES: &str = r##"/// Runs every stored case of the problem (`testcases/<id>/*.in`) through `run` and compares
/// the value with its `.out`, whitespace outside strings aside.
#[cfg(test)]
pub fn judge_stored_cases(manifest_dir: &str) {
    use std::path::{Path, PathBuf};
    // The problem is the crate's folder, problems/<id>/: a copy of this file in another
    // problem tests that problem's cases.
    let crate_dir = Path::new(manifest_dir);
    let id = crate_dir.file_name().expect("problems/<id>");
    let dir = crate_dir.join("../../testcases").join(id);
    let read = |path: &Path| {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    for input in inputs {
        let got = run(&read(&input)).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let expected = read(&input.with_extension("out"));
        assert_eq!(squeeze(&got), squeeze(&expected), "{}", input.display());
    }
}

/// A literal without the whitespace outside its strings.
#[cfg(test)]
fn squeeze(literal: &str) -> String {
    let mut out = String::new();
    let (mut quote, mut escaped) = (None, false);
    for c in literal.chars() {
        match quote {
            Some(q) => {
                out.push(c);
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                }
            }
            None if c.is_whitespace() => {}
            None => {
                if c == '"' || c == '\'' {
                    quote = Some(c);
                }
                out.push(c);
            }
        }
    }
    out
}
"##;

/// The argument lines of the input.
const HARNESS_ARGUMENTS: &str = r##"/// The input's lines, one Programmers literal per argument; blank lines at the end are ignored.
struct Arguments<'a> {
    lines: Vec<&'a str>,
    read: usize,
}

impl<'a> Arguments<'a> {
    fn new(input: &'a str, count: usize) -> Result<Self, String> {
        let mut lines: Vec<&str> = input.lines().collect();
        while lines.last().is_some_and(|l| l.trim().is_empty()) {
            lines.pop();
        }
        if lines.len() != count {
            return Err(format!(
                "expected {count} argument lines, one literal each, found {}",
                lines.len()
            ));
        }
        Ok(Arguments { lines, read: 0 })
    }

    fn next<T: FromLiteral>(&mut self, name: &str) -> Result<T, String> {
        let line = self.lines[self.read];
        self.read += 1;
        Literal::parse(line)
            .and_then(|literal| T::from_literal(&literal))
            .map_err(|e| format!("line {} ({name}): {e}", self.read))
    }
}

"##;

/// A parsed Programmers literal and its parser.
const HARNESS_LITERAL: &str = r##"/// A Programmers literal: a number, a string, a boolean or a list.
pub enum Literal {
    Number(String),
    Text(String),
    Bool(bool),
    List(Vec<Literal>),
}

impl Literal {
    pub fn parse(line: &str) -> Result<Literal, String> {
        let mut parser = Parser { text: line, at: 0 };
        let literal = parser.value(0)?;
        parser.skip_spaces();
        match parser.peek() {
            None => Ok(literal),
            Some(c) => Err(format!("unexpected `{c}` at column {}", parser.column())),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Literal::Number(_) => "a number",
            Literal::Text(_) => "a string",
            Literal::Bool(_) => "a boolean",
            Literal::List(_) => "a list",
        }
    }
}

struct Parser<'a> {
    text: &'a str,
    at: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn column(&self) -> usize {
        self.text[..self.at].chars().count() + 1
    }

    fn skip_spaces(&mut self) {
        let rest = &self.text[self.at..];
        self.at += rest.len() - rest.trim_start().len();
    }

    fn expected(&self, what: &str) -> String {
        match self.peek() {
            Some(c) => format!("expected {what} at column {}, found `{c}`", self.column()),
            None => format!("expected {what} at the end of the line"),
        }
    }

    fn value(&mut self, depth: usize) -> Result<Literal, String> {
        self.skip_spaces();
        match self.peek() {
            Some('[') if depth >= 64 => Err("lists nested too deeply".to_string()),
            Some('[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.skip_spaces();
                if self.peek() == Some(']') {
                    self.at += 1;
                    return Ok(Literal::List(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.skip_spaces();
                    match self.peek() {
                        Some(',') => self.at += 1,
                        Some(']') => {
                            self.at += 1;
                            return Ok(Literal::List(items));
                        }
                        _ => return Err(self.expected("`,` or `]`")),
                    }
                }
            }
            Some(quote @ ('"' | '\'')) => self.string(quote),
            Some(_) => self.word(),
            None => Err(self.expected("a value")),
        }
    }

    /// A number, `true` or `false`.
    fn word(&mut self) -> Result<Literal, String> {
        let rest = &self.text[self.at..];
        let len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '+' | '.')))
            .unwrap_or(rest.len());
        let word = &rest[..len];
        let literal = match word {
            "true" => Literal::Bool(true),
            "false" => Literal::Bool(false),
            _ if word
                .trim_start_matches('-')
                .starts_with(|c: char| c.is_ascii_digit())
                && word.parse::<f64>().is_ok() =>
            {
                Literal::Number(word.to_string())
            }
            _ => return Err(self.expected("a value")),
        };
        self.at += len;
        Ok(literal)
    }

    /// A string in double (or single) quotes, with the escapes Rust's `{:?}` prints.
    fn string(&mut self, quote: char) -> Result<Literal, String> {
        let column = self.column();
        let bad = |what: &str| format!("{what} in the string at column {column}");
        let mut rest = &self.text[self.at + 1..];
        let mut out = String::new();
        loop {
            let c = rest.chars().next().ok_or_else(|| bad("no closing quote"))?;
            rest = &rest[c.len_utf8()..];
            if c == quote {
                self.at = self.text.len() - rest.len();
                return Ok(Literal::Text(out));
            }
            if c != '\\' {
                out.push(c);
                continue;
            }
            let e = rest.chars().next().ok_or_else(|| bad("no closing quote"))?;
            rest = &rest[e.len_utf8()..];
            out.push(match e {
                'n' => '\n',
                't' => '\t',
                'r' => '\r',
                '0' => '\0',
                '"' | '\'' | '\\' | '/' => e,
                'u' => {
                    let (hex, after) = rest
                        .strip_prefix('{')
                        .and_then(|r| r.split_once('}'))
                        .ok_or_else(|| bad("a bad \\u{…} escape"))?;
                    rest = after;
                    u32::from_str_radix(hex, 16)
                        .ok()
                        .and_then(char::from_u32)
                        .ok_or_else(|| bad("a bad \\u{…} escape"))?
                }
                _ => return Err(bad(&format!("an unknown escape `\\{e}`"))),
            });
        }
    }
}

"##;

/// Reading each supported type from a literal.
const HARNESS_FROM_LITERAL: &str = r##"/// A value the harness can read from a literal.
pub trait FromLiteral: Sized {
    fn from_literal(literal: &Literal) -> Result<Self, String>;
}

macro_rules! integer_from_literal {
    ($($t:ident),*) => {$(
        impl FromLiteral for $t {
            fn from_literal(literal: &Literal) -> Result<Self, String> {
                match literal {
                    Literal::Number(text) => text
                        .parse()
                        .map_err(|_| format!("`{text}` is not {}", stringify!($t))),
                    other => Err(format!("expected an integer, found {}", other.kind())),
                }
            }
        }
    )*};
}

integer_from_literal!(i32, i64, u64, usize);

impl FromLiteral for f64 {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        match literal {
            Literal::Number(text) => text.parse().map_err(|_| format!("`{text}` is not f64")),
            other => Err(format!("expected a number, found {}", other.kind())),
        }
    }
}

impl FromLiteral for bool {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        match literal {
            Literal::Bool(b) => Ok(*b),
            other => Err(format!("expected true or false, found {}", other.kind())),
        }
    }
}

impl FromLiteral for String {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        match literal {
            Literal::Text(s) => Ok(s.clone()),
            other => Err(format!("expected a string, found {}", other.kind())),
        }
    }
}

impl FromLiteral for char {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        let text = String::from_literal(literal)?;
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(format!("expected one character, found {text:?}")),
        }
    }
}

impl<T: FromLiteral> FromLiteral for Vec<T> {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        match literal {
            Literal::List(items) => items
                .iter()
                .enumerate()
                .map(|(i, item)| T::from_literal(item).map_err(|e| format!("item {i}: {e}")))
                .collect(),
            other => Err(format!("expected a list, found {}", other.kind())),
        }
    }
}
"##;

/// Printing each supported type as a literal.
const HARNESS_TO_LITERAL: &str = r##"/// A value the harness can print as a literal.
pub trait ToLiteral {
    fn write_literal(&self, out: &mut String);

    fn to_literal(&self) -> String {
        let mut out = String::new();
        self.write_literal(&mut out);
        out
    }
}

macro_rules! integer_to_literal {
    ($($t:ident),*) => {$(
        impl ToLiteral for $t {
            fn write_literal(&self, out: &mut String) {
                out.push_str(&self.to_string());
            }
        }
    )*};
}

integer_to_literal!(i32, i64, u64, usize);

impl ToLiteral for f64 {
    fn write_literal(&self, out: &mut String) {
        let text = self.to_string();
        out.push_str(&text);
        if self.is_finite() && !text.contains('.') {
            out.push_str(".0");
        }
    }
}

impl ToLiteral for bool {
    fn write_literal(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

impl ToLiteral for String {
    fn write_literal(&self, out: &mut String) {
        out.push_str(&format!("{self:?}"));
    }
}

impl ToLiteral for char {
    fn write_literal(&self, out: &mut String) {
        self.to_string().write_literal(out);
    }
}

impl<T: ToLiteral> ToLiteral for Vec<T> {
    fn write_literal(&self, out: &mut String) {
        out.push('[');
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            item.write_literal(out);
        }
        out.push(']');
    }
}
"##;

#[cfg(test)]
mod tests {
    use super::*;

    fn vec(t: Type) -> Type {
        Type::Vec(Box::new(t))
    }

    #[test]
    fn signatures_parse_as_the_site_shows_them() {
        let s = Signature::parse(
            "fn solution(participant: Vec<String>, completion: Vec<String>) -> String {\n    \
             let mut answer = String::new();\n    return answer;\n}",
        )
        .unwrap();
        assert_eq!(s.ret, Type::String);
        assert_eq!(s.params.len(), 2);
        assert_eq!(s.params[1].name, "completion");
        assert_eq!(s.params[1].ty, vec(Type::String));
        let s = Signature::parse("pub fn solution(mut n: i32, v: Vec < Vec<i64> >,) -> Vec<f64>")
            .unwrap();
        assert!(s.params[0].mutable);
        assert_eq!(s.params[1].ty, vec(vec(Type::I64)));
        assert_eq!(
            s.render(),
            "fn solution(mut n: i32, v: Vec<Vec<i64>>) -> Vec<f64> {"
        );
        assert_eq!(
            Signature::parse("fn solution() -> char").unwrap().params,
            []
        );
    }

    #[test]
    fn bad_signatures_say_what_is_wrong() {
        for (text, needle) in [
            ("solution(n: i32) -> i32", "must start with `fn solution(`"),
            ("fn answer(n: i32) -> i32", "named `solution`"),
            ("fn solution(n: i32)", "missing return type"),
            ("fn solution(n i32) -> i32", "needs a type"),
            ("fn solution(n: &[i32]) -> i32", "unsupported type `&[i32]`"),
            (
                "fn solution(n: HashMap<i32, i32>) -> i32",
                "unsupported type",
            ),
            ("fn solution(n: i32, n: i32) -> i32", "appears twice"),
            ("fn solution(1n: i32) -> i32", "not a parameter name"),
            (
                "fn solution(n: i32) -> (i32, i32)",
                "unsupported type `(i32,i32)`",
            ),
        ] {
            let err = Signature::parse(text).unwrap_err();
            assert!(err.contains(needle), "{text}: {err}");
        }
    }

    #[test]
    fn long_calls_and_signatures_go_one_per_line() {
        let short = call(
            "    ",
            "let answer = solution",
            &["a".into(), "b".into()],
            ";",
        );
        assert_eq!(short, "    let answer = solution(a, b);");
        let names: Vec<String> = (0..8).map(|i| format!("argument_{i}")).collect();
        let long = call("    ", "let answer = solution", &names, ";");
        assert!(long.starts_with("    let answer = solution(\n        argument_0,\n"));
        assert!(long.ends_with("        argument_7,\n    );"));
        let s = Signature {
            params: names
                .iter()
                .map(|n| Param {
                    mutable: false,
                    name: n.clone(),
                    ty: Type::I32,
                })
                .collect(),
            ret: Type::I32,
        };
        assert!(s
            .render()
            .starts_with("fn solution(\n    argument_0: i32,\n"));
        assert!(programmers_stub(&s).starts_with("#[allow(clippy::too_many_arguments)]"));
    }

    /// The repository's Programmers solution carries the harness `new` generates for its
    /// signature, byte for byte: a change to the generator regenerates it (from the marker
    /// to its own tests) or fails here.
    #[test]
    fn the_stored_programmers_harness_is_the_generated_one() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../problems/programmers-92345/src/main.rs"
        );
        let text = std::fs::read_to_string(path).unwrap();
        let at = text.find(HARNESS_MARKER).unwrap();
        let below = &text[at..];
        let stored = &below[..below.find("\n#[cfg(test)]\nmod tests {").unwrap()];
        let signature = crate::author::signature_in(&text).unwrap();
        assert!(
            stored == harness(&signature),
            "the harness of problems/programmers-92345/src/main.rs differs from what `new` \
             generates: regenerate it"
        );
    }

    #[test]
    fn problem_toml_parses_back() {
        let id = NewId {
            site: Site::Boj,
            number: "1000".into(),
        };
        let text = problem_toml(
            &id,
            Some("A \"quoted\" \\ title"),
            NewLimits::BOJ,
            LimitsSource::Unchecked,
            &PageFacts::default(),
            Language::Rust2024,
        );
        let spec = crate::config::parse_spec(std::path::Path::new("p.toml"), &text).unwrap();
        assert_eq!(spec.title.as_deref(), Some("A \"quoted\" \\ title"));
        assert_eq!(spec.language, Language::Rust2024);
        assert_eq!(
            spec.compare,
            crate::config::Compare::Output(crate::compare::Mode::Boj)
        );
        assert_eq!(spec.limits.time.as_millis(), 1000);
        assert_eq!(spec.limits.memory_bytes, 256 << 20);
        let id = NewId {
            site: Site::Programmers,
            number: "1".into(),
        };
        let text = problem_toml(
            &id,
            None,
            NewLimits::PROGRAMMERS,
            LimitsSource::Given,
            &PageFacts::default(),
            Language::Rust2021,
        );
        assert!(!text.contains("language"), "{text}");
        let spec = crate::config::parse_spec(std::path::Path::new("p.toml"), &text).unwrap();
        assert_eq!(
            spec.compare,
            crate::config::Compare::Output(crate::compare::Mode::Literal)
        );
        assert_eq!(NewLimits::BOJ.describe(), "1 s, 256 MB");
        let odd = NewLimits {
            time_ms: 1500,
            memory_mb: 64,
        };
        assert_eq!(odd.describe(), "1.5 s, 64 MB");
    }

    #[test]
    fn a_file_io_template_reads_and_writes_its_files() {
        let both = PageFacts {
            input_file: Some("input.txt".into()),
            output_file: Some("output.txt".into()),
            ..PageFacts::default()
        };
        let text = with_file_io(BOJ_BODY, &both);
        assert!(
            text.contains("let input = fs::read_to_string(\"input.txt\")"),
            "{text}"
        );
        assert!(
            text.contains("fs::write(\"output.txt\", solve(&input))"),
            "{text}"
        );
        assert!(
            !text.contains("io::stdin") && !text.contains("use std::io"),
            "{text}"
        );
        let input_only = PageFacts {
            input_file: Some("exciting.in".into()),
            ..PageFacts::default()
        };
        let text = with_file_io(BOJ_BODY, &input_only);
        assert!(text.contains("use std::io::{self, Write};"), "{text}");
        assert!(
            text.contains("io::stdout()") && !text.contains("io::stdin"),
            "{text}"
        );
        assert_eq!(with_file_io(BOJ_BODY, &PageFacts::default()), BOJ_BODY);
    }

    #[test]
    fn interactive_problem_toml_parses_back_and_the_skeleton_names_its_problem() {
        let id = NewId {
            site: Site::Boj,
            number: "23306".into(),
        };
        let facts = PageFacts {
            compare: Some("interactive"),
            ..PageFacts::default()
        };
        let text = problem_toml(
            &id,
            None,
            NewLimits::BOJ,
            LimitsSource::Given,
            &facts,
            Language::Rust2021,
        );
        let spec = crate::config::parse_spec(std::path::Path::new("p.toml"), &text).unwrap();
        assert_eq!(spec.compare, crate::config::Compare::Interactive);
        assert!(interactor_rs(&id).starts_with("//! Interactor of BOJ 23306:"));
        let main = boj_interactive_main(&id, None, NewLimits::BOJ, &PageFacts::default());
        assert!(main.contains("//! Notes: interactive: flushes after each line."));
    }
}
