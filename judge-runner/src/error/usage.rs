//! What a command refuses in what it was given, as data ([`Usage`]), and the selection
//! errors of every command ([`Select`]). The English is here, in `Display`; the Korean is in
//! `report::words::usage`. Both are worded from the same fields, so a new refusal is one
//! variant, one English arm and one Korean arm, and a test fails without the Korean.

use crate::sites::Site;
use std::fmt;

/// Why a command refuses its arguments, and what to do instead: read after "error: ", and
/// (but for [`Usage::points_at_help`]'s exceptions) followed by "; see `cargo judge … --help`".
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Usage {
    /// A flag's value it cannot take.
    Takes {
        flag: &'static str,
        given: String,
        takes: Takes,
    },
    /// A name of a kind the command knows only some of (`--format xml`, site `foo`).
    UnknownName {
        what: Named,
        given: String,
        choices: &'static [&'static str],
    },
    /// `--toolchain` with no name.
    NoToolchain,
    /// `--language` not among the site's Rust languages (`allowed`, as the judge names them).
    RustLanguage {
        given: String,
        site: &'static str,
        allowed: Vec<String>,
    },
    /// The problem names match no problem or several; `command`: the command the first
    /// word may have meant (`cargo judge ad boj-1000`).
    Select {
        fault: Select,
        command: Option<&'static str>,
    },
    /// `--case NAME` or `PROBLEM/NAME` names no case of `problem` (`None`: of any selected
    /// problem); `known`: some of the cases there are.
    NoCase {
        case: String,
        problem: Option<String>,
        known: Vec<String>,
    },
    /// `--failed` with `--case` or `PROBLEM/CASE`.
    FailedChoosesCases,
    /// A command for one problem, given none, outside any problem's folder.
    WhichProblem,
    /// The problem `id` has no judge data folder.
    NoTestcases { id: String },
    /// The solution `path` of the problem `id` does not exist.
    NoSolutionFile { path: String, id: String },
    /// `--seed` and `--count` go past `u64::MAX`.
    SeedsOverflow { seed: u64, count: u64 },
    /// `add --out` with `--from-brute`.
    OutAndBrute,
    /// `add --from-brute` on an interactive problem.
    InteractiveBrute,
    /// `add --in` without an expected output.
    InNeedsOut,
    /// `add`: a `---` line on stdin and an expected output from a flag too.
    SplitAndOut,
    /// `add` with stdin and no expected output anywhere.
    NoExpected,
    /// `add` on a Programmers problem whose solution `main` has no `fn solution`.
    NoArity { main: String },
    /// `add`: the pasted row on `line` cannot be read.
    BadRow { line: usize, fault: Row },
    /// `add`: only the header of the examples table was pasted.
    HeaderOnly,
    /// `new --fetch` with `--html`.
    FetchWithHtml,
    /// `new --fetch` for another site than BOJ.
    FetchNotBoj,
    /// `new` with neither `SITE NUMBER` nor `--html`.
    NoIdNorPage,
    /// `new --html` for a site whose problems come in with `listen`.
    HtmlLiveSite {
        site: &'static str,
        prefix: &'static str,
    },
    /// `new --html`: the page holds no BOJ problem.
    NotBojPage,
    /// `new --html`: the Programmers page has no examples table.
    NoExamplesTable,
    /// `new --html`: the page is problem `page` of `site`, the command line says `given`.
    PageIsOther {
        site: &'static str,
        page: String,
        given: String,
    },
    /// `new --html`: the page names no problem number and the command line none either.
    PageUnnumbered,
    /// `new ID`: `given` is not `SITE-NUMBER`.
    NotSiteNumber { given: String },
    /// `new cf …` / `new atcoder …`: `given` is not a task of that site.
    NotLiveTask { site: Site, given: String },
    /// `new SITE A B`: the site takes one number.
    OneNumber {
        site: &'static str,
        prefix: &'static str,
    },
    /// `new SITE NUMBER`: `given` is not a problem number.
    NotNumber { given: String },
    /// `--title` with a line break.
    TitleLines,
    /// `--language` for a Programmers problem.
    LanguageProgrammers,
    /// `--interactive` for a Programmers problem.
    InteractiveProgrammers,
    /// `--signature` that does not parse.
    BadSignature {
        why: crate::programmers::SignatureFault,
    },
    /// A Programmers problem with no signature from the flag or the page.
    NeedsSignature,
    /// `--signature` for a BOJ problem.
    SignatureBoj,
    /// `--signature` takes `takes` arguments; the examples table has `has` (`columns`).
    SignatureColumns {
        takes: usize,
        has: usize,
        columns: Vec<String>,
    },
    /// `import DIR`: `dir` is not a folder.
    NotAFolder { dir: String },
    /// `--changed-since REV`: `rev` is not a commit of the repository at `root`.
    BadRevision { rev: String, root: String },
    /// `run ID FILE` with `--case NAME` or `ID/NAME`: two inputs.
    FileAndCase,
}

/// Why a pasted row of the examples table is not a case, in [`Usage::BadRow`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Row {
    /// `has` cells where `solution` takes `takes` arguments (and one result).
    Cells { has: usize, takes: usize },
    /// Cell `cell` (1-based), `text`, is not a Programmers literal.
    NotLiteral { cell: usize, text: String },
    /// Cell `cell`, `text`, does not fit `what` (`s: Vec<String>`; `None`: the result, of
    /// type `ty`).
    DoesNotFit {
        cell: usize,
        text: String,
        param: Option<String>,
        ty: String,
    },
}

/// What a flag takes, in [`Usage::Takes`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Takes {
    /// A number of `what`, at least `min`.
    AtLeast { what: Quantity, min: String },
    /// `--jobs`: a positive number of parallel runs.
    PositiveRuns,
    /// `--partition`: `K/N`.
    Partition,
    /// `--shrink-time`: a time in seconds.
    Seconds,
    /// One of these words.
    OneOf(&'static [&'static str]),
}

/// What a number counts, in [`Takes::AtLeast`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    Seeds,
    Seed,
    Size,
    Milliseconds,
    Megabytes,
    Port,
    Cases,
    Seconds,
}

/// What kind of name [`Usage::UnknownName`] did not know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Named {
    Format,
    Language,
    Site,
}

/// Why problem names select no problem, or not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Select {
    /// `name` matches no problem; `closest`: the nearest ids (empty: there are none).
    NoMatch { name: String, closest: Vec<String> },
    /// `name` matches several problems where the command takes one.
    Several { name: String, matched: Vec<String> },
    /// The number `name` is the number of several problems.
    SharedNumber { name: String, matched: Vec<String> },
    /// `name` is a problem id of a site (`boj-4242`) that this workspace has not started:
    /// `new` takes `args` (`boj 4242`); `near`: ids it may be a typo of (one or two edits).
    NotStarted {
        name: String,
        args: String,
        near: Vec<String>,
    },
}

impl Usage {
    /// Whether the sentence ends by pointing at the command's help: not for a revision git
    /// does not know, which the help cannot explain.
    pub fn points_at_help(&self) -> bool {
        !matches!(self, Usage::BadRevision { .. })
    }
}

/// The strings of `words`, for [`either`].
pub(crate) fn strs(words: &[String]) -> Vec<&str> {
    words.iter().map(String::as_str).collect()
}

/// `a`, `a or b`, `a, b or c`.
pub(crate) fn either(words: &[&str], or: &str) -> String {
    match words {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} {or} {last}", rest.join(", ")),
    }
}

impl fmt::Display for Usage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Usage::Takes { flag, given, takes } => write!(f, "{flag} takes {takes}, not `{given}`"),
            Usage::UnknownName {
                what,
                given,
                choices,
            } => {
                let what = match what {
                    Named::Format => "format",
                    Named::Language => "language",
                    Named::Site => "site",
                };
                write!(f, "unknown {what} `{given}`: use {}", either(choices, "or"))
            }
            Usage::NoToolchain => f.write_str(
                "--toolchain takes a rustup toolchain (1.73, +1.73) or the path of a rustc",
            ),
            Usage::RustLanguage {
                given,
                site,
                allowed,
            } => {
                let allowed: Vec<String> = allowed.iter().map(|l| format!("\"{l}\"")).collect();
                let allowed: Vec<&str> = allowed.iter().map(String::as_str).collect();
                write!(
                    f,
                    "unknown language `{given}`: {site}'s Rust is {}",
                    either(&allowed, "or")
                )
            }
            // The command first: `ad` is far likelier a typo of `add` than of an id.
            Usage::Select {
                fault: Select::NoMatch { name, .. },
                command: Some(command),
            } => write!(
                f,
                "`{name}` is no command and no problem: did you mean `cargo judge {command}`?"
            ),
            Usage::Select { fault, command } => {
                write!(f, "{fault}")?;
                match command {
                    Some(command) => {
                        write!(f, " (or did you mean the command `cargo judge {command}`?)")
                    }
                    None => Ok(()),
                }
            }
            Usage::NoCase {
                case,
                problem,
                known,
            } => write!(
                f,
                "no case `{case}` in {} (cases: {})",
                problem.as_deref().unwrap_or("any selected problem"),
                if known.is_empty() {
                    "none".to_owned()
                } else {
                    known.join(", ")
                }
            ),
            Usage::FailedChoosesCases => {
                f.write_str("--failed chooses the cases itself: drop --case and PROBLEM/CASE")
            }
            Usage::WhichProblem => f.write_str(
                "which problem? name it (an id such as boj-1000, or its number), or run inside \
                 problems/ID/ or testcases/ID/",
            ),
            Usage::NoTestcases { id } => write!(
                f,
                "testcases/{id} does not exist; create the problem with `cargo judge new`, or \
                 its folder testcases/{id}/"
            ),
            Usage::NoSolutionFile { path, id } => {
                write!(f, "{path} does not exist: check the problem id `{id}`")
            }
            Usage::SeedsOverflow { seed, count } => write!(
                f,
                "--seed {seed} with --count {count} runs past the largest seed"
            ),
            _ => self.fmt_authoring(f),
        }
    }
}

impl Usage {
    /// The English of the authoring commands' refusals (`add`, `new`, `import`).
    fn fmt_authoring(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Usage::OutAndBrute => {
                f.write_str("--out and --from-brute both give the expected output: pick one")
            }
            Usage::InteractiveBrute => f.write_str(
                "an interactive problem's case is its input (and, if its interactor reads one, \
                 an answer): there is no brute force output to store; drop --from-brute",
            ),
            Usage::InNeedsOut => {
                f.write_str("--in needs --out FILE or --from-brute for the expected output")
            }
            Usage::SplitAndOut => f.write_str(
                "stdin has a `---` line, but the expected output comes from --out/--from-brute: \
                 give only the input",
            ),
            Usage::NoExpected => f.write_str(
                "no expected output: on stdin put the input, a line `---`, then the expected \
                 output; or use --out FILE or --from-brute",
            ),
            Usage::NoArity { main } => write!(
                f,
                "{main} has no `fn solution(...) -> T` to tell how many arguments a row holds"
            ),
            Usage::BadRow { line, fault } => write!(f, "line {line}: {fault}"),
            Usage::HeaderOnly => f.write_str(
                "stdin holds the header of the 입출력 예 table and no row: paste its rows too",
            ),
            Usage::FetchWithHtml => f.write_str(
                "--fetch downloads nothing (BOJ has closed): leave it out and keep --html",
            ),
            Usage::FetchNotBoj => f.write_str(
                "--fetch is for `boj NUMBER`, and only says that BOJ has closed; Programmers: \
                 save the page and use --html",
            ),
            Usage::NoIdNorPage => f.write_str(
                "missing arguments: give SITE NUMBER, or --html PAGE to take them from a saved \
                 page",
            ),
            Usage::HtmlLiveSite { site, prefix } => write!(
                f,
                "--html reads BOJ and Programmers pages; {site} problems come in with `cargo \
                 judge listen` (Competitive Companion's button on the problem page), or by hand \
                 with `cargo judge new {prefix} ...` and `cargo judge add`"
            ),
            Usage::NotBojPage => f.write_str(
                "the page has no BOJ problem in it (no #problem_title, #problem-info or \
                 samples): save the problem's page itself (Ctrl-S, \"Webpage, complete\" or \
                 \"HTML only\")",
            ),
            Usage::NoExamplesTable => f.write_str(
                "the page has no 입출력 예 table: save the problem's page itself, or give \
                 --signature and add cases by hand",
            ),
            Usage::PageIsOther { site, page, given } => write!(
                f,
                "the page is {site} {page}, not {given}: check the file, or leave SITE NUMBER out"
            ),
            Usage::PageUnnumbered => {
                f.write_str("the page does not name its problem number: give SITE NUMBER too")
            }
            _ => self.fmt_new(f),
        }
    }

    /// The English of `new`'s refusals of its id and flags, and of the faults that do not
    /// point at the help.
    fn fmt_new(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Usage::NotSiteNumber { given } => write!(
                f,
                "`{given}` is not SITE NUMBER: write `boj 1000` or `boj-1000`, `cf 1927A`, \
                 `atcoder abc300 a`"
            ),
            Usage::NotLiveTask {
                site: Site::Codeforces,
                given,
            } => write!(
                f,
                "`{given}` is not a Codeforces problem: write the contest and the index, as in \
                 `cf 1927A` (gym: `cf 104081B` or `cf gym-104081b`)"
            ),
            Usage::NotLiveTask {
                site: Site::AtCoder,
                given,
            } => write!(
                f,
                "`{given}` is not an AtCoder task: write the contest and the task's letter, as \
                 in `atcoder abc300 a`"
            ),
            // Any other live site, until it has words of its own: its page's address always
            // names a task (`new` reads every live site's addresses).
            Usage::NotLiveTask { site, given } => write!(
                f,
                "`{given}` is not a {} problem: give the address of its page instead",
                site.label()
            ),
            Usage::OneNumber { site, prefix } => {
                write!(f, "{site} takes one problem number, as in `{prefix} 1000`")
            }
            Usage::NotNumber { given } => write!(
                f,
                "`{given}` is not a problem number: use the digits of the problem's URL"
            ),
            Usage::TitleLines => f.write_str("--title must be one line"),
            Usage::LanguageProgrammers => {
                f.write_str("--language is for BOJ problems; Programmers does not grade Rust")
            }
            Usage::InteractiveProgrammers => {
                f.write_str("--interactive is for BOJ problems; Programmers calls a function")
            }
            Usage::BadSignature { why } => write!(f, "bad --signature: {why}"),
            Usage::NeedsSignature => f.write_str(
                "programmers problems need --signature 'fn solution(...) -> T', copied from the \
                 site's Rust stub (or --html PAGE to propose one from its examples)",
            ),
            Usage::SignatureBoj => {
                f.write_str("--signature is for programmers problems; BOJ solutions read stdin")
            }
            Usage::SignatureColumns {
                takes,
                has,
                columns,
            } => write!(
                f,
                "--signature takes {takes} arguments but the 입출력 예 table has {has} ({})",
                columns.join(", ")
            ),
            Usage::NotAFolder { dir } => write!(f, "{dir} is not a folder"),
            Usage::BadRevision { rev, root } => write!(
                f,
                "--changed-since: `{rev}` is not a commit in {root}; use a branch, tag or hash \
                 (e.g. origin/main)"
            ),
            Usage::FileAndCase => f.write_str(
                "run takes one input: a FILE, or a stored case by --case NAME or ID/NAME, not both",
            ),
            _ => unreachable!("every refusal has its English in one of the three arms"),
        }
    }
}

impl fmt::Display for Takes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Takes::AtLeast { what, min } => write!(f, "{what} (at least {min})"),
            Takes::PositiveRuns => f.write_str("a positive number of parallel runs"),
            Takes::Partition => f.write_str("K/N with 1 ≤ K ≤ N (e.g. 1/2)"),
            Takes::Seconds => f.write_str("a time in seconds (10, 2.5, 500ms)"),
            Takes::OneOf(words) => f.write_str(&either(words, "or")),
        }
    }
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Quantity::Seeds => "a number of seeds",
            Quantity::Seed => "a seed",
            Quantity::Size => "a size",
            Quantity::Milliseconds => "milliseconds",
            Quantity::Megabytes => "megabytes",
            Quantity::Port => "a port number (0: any free one)",
            Quantity::Cases => "a number of cases",
            Quantity::Seconds => "a number of seconds",
        })
    }
}

impl fmt::Display for Select {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Select::NoMatch { name, closest } if closest.is_empty() => write!(
                f,
                "no problem matches `{name}`: this workspace has no problems yet (start one \
                 with `cargo judge new`)"
            ),
            Select::NoMatch { name, closest } => write!(
                f,
                "no problem matches `{name}`; the closest: {}",
                closest.join(", ")
            ),
            Select::Several { name, matched } => write!(
                f,
                "`{name}` matches {} problems ({}); name one",
                matched.len(),
                matched.join(", ")
            ),
            Select::SharedNumber { name, matched } => write!(
                f,
                "{} problems have the number {name} ({}); name one",
                matched.len(),
                matched.join(", ")
            ),
            Select::NotStarted { name, args, near } => {
                write!(
                    f,
                    "there is no problem `{name}` in this workspace yet: start it with \
                     `cargo judge new {args}`"
                )?;
                if near.is_empty() {
                    return Ok(());
                }
                write!(f, ", or did you mean {}?", either(&strs(near), "or"))
            }
        }
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        match self {
            Row::Cells { has, takes } => write!(
                f,
                "the row has {has} cell{} but `solution` takes {takes} argument{}: paste one \
                 whole row of the 입출력 예 table (the arguments, then the result, separated by \
                 tabs)",
                plural(*has),
                plural(*takes)
            ),
            Row::NotLiteral { cell, text } => write!(
                f,
                "cell {cell}, `{text}`, is not a Programmers literal (a string is quoted: \
                 \"{text}\"; a list is [1, 2])"
            ),
            Row::DoesNotFit {
                cell,
                text,
                param: Some(param),
                ty,
            } => write!(f, "cell {cell}, `{text}`, does not fit {param}: {ty}"),
            Row::DoesNotFit {
                cell,
                text,
                param: None,
                ty,
            } => write!(f, "cell {cell}, `{text}`, does not fit the result: {ty}"),
        }
    }
}
