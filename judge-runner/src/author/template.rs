//! The files `new` and `import` write: a problem's `Cargo.toml` and `problem.toml`, the BOJ
//! solution template, and the Programmers template with its generated local harness.
//!
//! Every generated solution compiles alone (`rustc --edition 2021 -O`, or 2024) without warnings, is
//! clippy-clean under `-D warnings` and is already in rustfmt's layout, so that a fresh problem
//! passes CI before a line of it is written.

use crate::config::Language;
use crate::programmers::{harness, Signature};
use crate::report::words::PageNote;
pub(crate) use crate::sites::NewLimits;
use crate::sites::{Kind, NewId, Site};
use std::fmt::Write as _;

impl NewLimits {
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

/// The text of a problem's `Cargo.toml`, like every other problem's of its language: a Rust
/// 2021 crate inherits the edition and the judge's compiler (`rust-version`) from the
/// workspace, a Rust 2024 crate states both.
pub(crate) fn cargo_toml(id: &str, language: Language) -> String {
    let row = language.row();
    // The workspace's language (Rust 2021) and compiler, which a crate inherits.
    let workspace = Language::default().row();
    let edition = if language == Language::default() {
        "edition.workspace = true\n".to_owned()
    } else {
        let note = row.crate_note.map_or_else(
            || {
                format!(
                    "The judge's {}: edition {}, built by the judge's compiler for it.",
                    row.name, row.edition
                )
            },
            str::to_owned,
        );
        format!("# {note}\nedition = \"{}\"\n", row.edition)
    };
    let rust_version = if row.rustc == workspace.rustc {
        "rust-version.workspace = true\n".to_owned()
    } else {
        format!("rust-version = \"{}\"\n", row.rustc)
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
    /// With `compare = "checker"`: how the checker is called (`icpc` for an ICPC package's
    /// output validator), when not testlib's way.
    pub checker_args: Option<&'static str>,
    /// The page's own address, when the id does not give it back (an AtCoder task whose
    /// screen name is not `CONTEST_INDEX`).
    pub url: Option<String>,
    /// The file the solution reads its input from instead of stdin (`input.txt`).
    pub input_file: Option<String>,
    /// The file the solution writes its answer to instead of stdout (`output.txt`).
    pub output_file: Option<String>,
    /// Comment lines for `problem.toml` (without `# `): limits notes, what a label means.
    pub comments: Vec<PageNote>,
    /// The problem's solved.ac tier, where a backup gave it (`tier`).
    pub tier: Option<crate::config::Tier>,
    /// The problem's algorithm tags, where a backup gave them (`tags`).
    pub tags: Vec<String>,
    /// Whether BOJ gave its languages' extra time and memory (`extra_time = false`,
    /// `extra_memory = false` where the page says it did not).
    pub extra: crate::config::Extra,
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
    write_identity(&mut out, id, title, facts, language);
    write_limits(&mut out, id.site, limits, source, facts);
    write_judging(&mut out, id.site, facts);
    write_catalogue(&mut out, facts);
    out
}

/// Writes the title, the address and, where the site has one, the language it is judged as.
fn write_identity(
    out: &mut String,
    id: &NewId,
    title: Option<&str>,
    facts: &PageFacts,
    language: Language,
) {
    match title {
        Some(title) => {
            let _ = writeln!(out, "title = {}", toml_string(title));
        }
        // No title to show yet: the report and the README index show the id until one is
        // written in.
        None => {
            let _ = writeln!(
                out,
                "# title = \"…\": the problem's title, for the report and the README index"
            );
        }
    }
    let closed = matches!(id.site.kind(), Kind::Closed);
    if closed {
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
    if closed {
        let _ = writeln!(
            out,
            "# The language BOJ judged it as; it decides the edition."
        );
        let _ = writeln!(out, "language = \"{}\"", language.name());
    }
}

/// Writes the limits, after the comment saying where they came from and the page's notes.
fn write_limits(
    out: &mut String,
    site: Site,
    limits: NewLimits,
    source: LimitsSource,
    facts: &PageFacts,
) {
    match (site.kind(), source) {
        (Kind::Function, _) => {
            let _ = writeln!(
                out,
                "# Programmers publishes no limits: a generous local bound; a solution should need milliseconds."
            );
        }
        (Kind::Closed, LimitsSource::Unchecked) => {
            let _ = writeln!(
                out,
                "# Default limits, not the problem's: copy them from a saved copy of its page."
            );
        }
        (Kind::Closed, LimitsSource::Page) => {
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
    // The page's note above says why; `replay` reads these.
    if !facts.extra.time {
        let _ = writeln!(out, "extra_time = false");
    }
    if !facts.extra.memory {
        let _ = writeln!(out, "extra_memory = false");
    }
}

/// Writes how an answer is judged: compare mode, tolerance, files in place of stdin/stdout.
fn write_judging(out: &mut String, site: Site, facts: &PageFacts) {
    let compare = site.compare(facts.compare);
    let _ = writeln!(out, "compare = \"{compare}\"");
    if let (Some(tolerance), "float") = (facts.float_tolerance, compare) {
        let _ = writeln!(out, "float_tolerance = {tolerance:e}");
    }
    if let (Some(args), "checker") = (facts.checker_args, compare) {
        let _ = writeln!(out, "checker_args = \"{args}\"");
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
}

/// Writes what a page or a backup says of the problem: its labels, tier and tags.
fn write_catalogue(out: &mut String, facts: &PageFacts) {
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
    let limits = match id.site.kind() {
        Kind::Closed | Kind::Live(_) => format!("Limits: {}.", limits.describe()),
        Kind::Function => format!(
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
    match id.site.kind() {
        Kind::Closed => format!(
            "{url} (the address it had; BOJ closed on {})",
            crate::profile::BOJ_CLOSED
        ),
        Kind::Function | Kind::Live(_) => url,
    }
}

/// The BOJ solution template: header, token helper, a pure `solve`, `main`, tests.
pub(crate) fn boj_main(
    id: &NewId,
    title: Option<&str>,
    limits: NewLimits,
    facts: &PageFacts,
) -> String {
    let mut body = with_file_io(BOJ_BODY, facts);
    if let Some(note) = id.site.reader_note() {
        body = body.replacen("struct Tokens", &format!("{note}struct Tokens"), 1);
    }
    format!(
        "{}{body}{}",
        header(id, title, limits, facts),
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
            assert!(same, \"{{input}}: {{got:?}} vs {{want:?}}\");
"
            ),
        ),
        _ if special => (
            "run only: this special judge accepts answers other than the stored one",
            "            let _ = (tokens(&got), expected);\n".to_owned(),
        ),
        _ => (
            "tokens compared; `cargo judge` applies BOJ's whitespace rule on top",
            "            assert_eq!(tokens(&got), tokens(&expected), \"{input}\");\n"
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
            // A case without its .out is the judge's to report (`cargo judge` says which).
            let Ok(expected) = fs::read_to_string(input.with_extension("out")) else {{
                continue;
            }};
            let got = solve(&fs::read_to_string(&input).expect("the .in"));
            // Named from the workspace root with `/`, as `cargo judge` names it on every OS.
            let name = input.file_name().expect("a name").to_string_lossy();
            let input = format!("testcases/{{}}/{{name}}", id.to_string_lossy());
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_signatures_go_one_per_line_and_keep_clippy_quiet() {
        use crate::programmers::signature::{Param, Type};
        let s = Signature {
            params: (0..8)
                .map(|i| Param {
                    mutable: false,
                    name: format!("argument_{i}"),
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

    #[test]
    fn problem_toml_parses_back() {
        let id = NewId {
            site: Site::Boj,
            number: "1000".into(),
        };
        let text = problem_toml(
            &id,
            Some("A \"quoted\" \\ title"),
            Site::Boj.limits(),
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
            Site::Programmers.limits(),
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
        assert_eq!(Site::Boj.limits().describe(), "1 s, 256 MB");
        let odd = NewLimits {
            time_ms: 1500,
            memory_mb: 64,
        };
        assert_eq!(odd.describe(), "1.5 s, 64 MB");
    }

    /// A page that says `추가 시간 없음` / `추가 메모리 없음` writes keys that read back.
    #[test]
    fn no_extra_time_or_memory_is_written_and_read_back() {
        let id = NewId {
            site: Site::Boj,
            number: "16689".into(),
        };
        let extra = crate::config::Extra {
            time: false,
            memory: false,
        };
        let facts = PageFacts {
            extra,
            ..PageFacts::default()
        };
        let text = problem_toml(
            &id,
            None,
            Site::Boj.limits(),
            LimitsSource::Page,
            &facts,
            Language::Rust2021,
        );
        assert!(
            text.contains("extra_time = false\nextra_memory = false\n"),
            "{text}"
        );
        let spec = crate::config::parse_spec(std::path::Path::new("p.toml"), &text).unwrap();
        assert_eq!(spec.extra, extra);
        let plain = problem_toml(
            &id,
            None,
            Site::Boj.limits(),
            LimitsSource::Page,
            &PageFacts::default(),
            Language::Rust2021,
        );
        assert!(!plain.contains("extra_"), "{plain}");
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
            Site::Boj.limits(),
            LimitsSource::Given,
            &facts,
            Language::Rust2021,
        );
        let spec = crate::config::parse_spec(std::path::Path::new("p.toml"), &text).unwrap();
        assert_eq!(spec.compare, crate::config::Compare::Interactive);
        assert!(interactor_rs(&id).starts_with("//! Interactor of BOJ 23306:"));
        let main = boj_interactive_main(&id, None, Site::Boj.limits(), &PageFacts::default());
        assert!(main.contains("//! Notes: interactive: flushes after each line."));
    }
}
