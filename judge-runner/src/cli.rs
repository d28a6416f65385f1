//! The command line: a small hand-written parser into a validated [`Command`], and the
//! `--help` text. Nothing else reads raw flags.

mod commands;
pub(crate) mod flags;
mod help;
mod parser;

pub(crate) use parser::usage;
pub use parser::Matches;

use crate::error::Error;
use crate::report::{Format, Lang};
use std::path::PathBuf;

/// The help text of `cargo judge`.
pub const HELP: &str = "\
cargo judge — build every solution as the judge does, run it on the stored cases, report verdicts

USAGE:
    cargo judge [OPTIONS] [PROBLEM...]
    cargo judge SUBCOMMAND [ARGS]

    PROBLEM is a problem id (boj-9079) or a prefix of ids (boj); all problems when none.

SUBCOMMANDS (each takes --root DIR and --help):
    new SITE NUMBER      start a problem: its crate, a solution template and problem.toml
    add ID               store a case as the next N.in / N.out (from files, stdin or brute.rs)
    stress ID            random inputs from gen.rs: the solution against brute.rs until they
                         disagree
    print ID             print the submission (Programmers: the part above the harness)
    index                regenerate the table of problems between the markers in README.md
    import DIR           bring in a BaekjoonHub tree or online-judge-tools folders

OPTIONS:
    -j, --jobs N             runs at once (default: number of CPUs); CPU time, not wall
                             time, decides TLE, so results stay faithful in parallel
        --format FORMAT      human (default, on stderr) | json (JSON Lines on stdout) |
                             github (human + GitHub annotations and job summary, stdout) |
                             junit (JUnit XML on stdout)
        --root DIR           the workspace to judge (default: found from the current
                             directory: the nearest folder with problems/ and testcases/)
        --partition K/N      judge only shard K of N (1 ≤ K ≤ N), balanced by case count
        --changed-since REV  judge only problems whose solution or data changed since the
                             git revision REV (all problems when git is unavailable)
        --overflow-checks    also build with -C overflow-checks=on -C debug-assertions=on and
                             warn when a case passes on the judge build but panics on that one
    -q, --quiet              human format: print only failing cases (with their problem) and
                             the summary
        --lang en|ko         language of verdict words in human output (default: from LANG)
        --color auto|always|never
                             colour in human output (default auto: on a terminal, unless
                             NO_COLOR is set)
    -h, --help               print this help
    -V, --version            print the version

VERDICTS (precedence CE > TLE > MLE > RE > OLE > WA > PE > AC):
    AC accepted · WA wrong answer · PE presentation error (right tokens, wrong whitespace)
    TLE CPU time over the limit, or killed at the wall deadline · MLE peak memory over the
    limit · RE non-zero exit or signal · OLE output over the cap · CE compile error

EXIT CODES:
    0 every case accepted · 1 some case not accepted · 2 bad usage, unreadable workspace or
    broken judge data · 130/143 interrupted by SIGINT/SIGTERM

EXAMPLES:
    cargo judge                      judge everything
    cargo judge boj-9079             one problem
    cargo judge boj --jobs 1         every BOJ problem, one run at a time
    cargo judge --format json | jq   machine-readable results
";

/// What the user asked for.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Build and judge.
    Judge(JudgeOptions),
    /// Print the help text.
    Help,
    /// Print the version.
    Version,
    /// An authoring subcommand (`new`, `add`, `stress`, `print`, `index`, `import`) with
    /// what its command line gave it.
    Author(Subcommand, Matches),
    /// Print the help text of a subcommand.
    SubcommandHelp(Subcommand),
}

/// The authoring subcommands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subcommand {
    New,
    Add,
    Stress,
    Print,
    Index,
    Import,
}

impl Subcommand {
    /// Every subcommand, in the order the judge command's help lists them.
    const ALL: [Subcommand; 6] = [
        Subcommand::New,
        Subcommand::Add,
        Subcommand::Stress,
        Subcommand::Print,
        Subcommand::Index,
        Subcommand::Import,
    ];

    /// The subcommand named `name`, if there is one.
    pub fn from_name(name: &str) -> Option<Subcommand> {
        Subcommand::ALL
            .into_iter()
            .find(|sub| sub.def().name == name)
    }

    /// Its help text.
    pub fn help(self) -> String {
        help::render(self.def())
    }

    fn def(self) -> &'static parser::Def {
        match self {
            Subcommand::New => &commands::NEW,
            Subcommand::Add => &commands::ADD,
            Subcommand::Stress => &commands::STRESS,
            Subcommand::Print => &commands::PRINT,
            Subcommand::Index => &commands::INDEX,
            Subcommand::Import => &commands::IMPORT,
        }
    }
}

/// Whether to use colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

/// How much of the human report to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detail {
    /// Every case.
    All,
    /// Only failing cases, with their problem's header and totals, and the summary.
    Failures,
}

/// Whether to also build with overflow checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OverflowChecks {
    Off,
    On,
}

/// One shard of a partitioned run: `index` of `count`, 1-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Partition {
    pub index: usize,
    pub count: usize,
}

/// Options of the judge command.
#[derive(Debug, Clone, PartialEq)]
pub struct JudgeOptions {
    pub problems: Vec<String>,
    pub jobs: Option<usize>,
    pub format: Format,
    pub root: Option<PathBuf>,
    pub partition: Option<Partition>,
    pub changed_since: Option<String>,
    pub overflow_checks: OverflowChecks,
    pub lang: Option<Lang>,
    pub color: ColorChoice,
    pub detail: Detail,
}

impl Default for JudgeOptions {
    fn default() -> Self {
        JudgeOptions {
            problems: Vec::new(),
            jobs: None,
            format: Format::Human,
            root: None,
            partition: None,
            changed_since: None,
            overflow_checks: OverflowChecks::Off,
            lang: None,
            color: ColorChoice::Auto,
            detail: Detail::All,
        }
    }
}

/// Parses the arguments after the program name.
///
/// # Errors
/// A usage error that names the bad argument and the fix.
pub fn parse(args: &[String]) -> Result<Command, Error> {
    if let Some(sub) = args.first().and_then(|a| Subcommand::from_name(a)) {
        let matches = sub.def().parse(&args[1..])?;
        return Ok(if matches.has(&flags::HELP) {
            Command::SubcommandHelp(sub)
        } else {
            Command::Author(sub, matches)
        });
    }
    let mut options = JudgeOptions::default();
    let mut i = 0;
    let mut positional_only = false;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if positional_only || !arg.starts_with('-') || arg == "-" {
            options.problems.push(arg.clone());
            continue;
        }
        let (flag, inline) = match arg.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag, Some(value.to_owned())),
            _ => (arg.as_str(), None),
        };
        let mut value = |name: &str| -> Result<String, Error> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            let v = args
                .get(i)
                .cloned()
                .ok_or_else(|| usage("", format!("{name} needs a value")))?;
            i += 1;
            Ok(v)
        };
        match flag {
            "--" => positional_only = true,
            "-h" | "--help" => return Ok(Command::Help),
            "-V" | "--version" => return Ok(Command::Version),
            "-j" | "--jobs" => {
                let v = value("--jobs")?;
                match v.parse::<usize>() {
                    Ok(n) if n > 0 => options.jobs = Some(n),
                    _ => {
                        return Err(usage(
                            "",
                            format!("--jobs takes a positive number of parallel runs, not `{v}`"),
                        ))
                    }
                }
            }
            "--format" => {
                let v = value("--format")?;
                options.format = match v.as_str() {
                    "human" => Format::Human,
                    "json" => Format::Json,
                    "github" => Format::Github,
                    "junit" => Format::Junit,
                    _ => {
                        return Err(usage(
                            "",
                            format!("unknown format `{v}`: use human, json, github or junit"),
                        ))
                    }
                };
            }
            "--root" => options.root = Some(PathBuf::from(value("--root")?)),
            "--partition" => options.partition = Some(parse_partition(&value("--partition")?)?),
            "--changed-since" => options.changed_since = Some(value("--changed-since")?),
            "--overflow-checks" => options.overflow_checks = OverflowChecks::On,
            "-q" | "--quiet" => options.detail = Detail::Failures,
            "--lang" => {
                let v = value("--lang")?;
                options.lang = Some(match v.as_str() {
                    "en" => Lang::English,
                    "ko" => Lang::Korean,
                    _ => return Err(usage("", format!("unknown language `{v}`: use en or ko"))),
                });
            }
            "--color" | "--colour" => {
                let v = value("--color")?;
                options.color = match v.as_str() {
                    "auto" => ColorChoice::Auto,
                    "always" => ColorChoice::Always,
                    "never" => ColorChoice::Never,
                    _ => {
                        return Err(usage(
                            "",
                            format!("--color takes auto, always or never, not `{v}`"),
                        ))
                    }
                };
            }
            _ => return Err(usage("", format!("unknown option `{arg}`"))),
        }
    }
    Ok(Command::Judge(options))
}

fn parse_partition(text: &str) -> Result<Partition, Error> {
    let bad = || {
        usage(
            "",
            format!("--partition takes K/N with 1 ≤ K ≤ N (e.g. 1/2), not `{text}`"),
        )
    };
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let index: usize = k.trim().parse().map_err(|_| bad())?;
    let count: usize = n.trim().parse().map_err(|_| bad())?;
    if index == 0 || count == 0 || index > count {
        return Err(bad());
    }
    Ok(Partition { index, count })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    fn judge(s: &str) -> JudgeOptions {
        match parse(&args(s)).unwrap() {
            Command::Judge(o) => o,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn defaults_and_flags() {
        assert_eq!(judge(""), JudgeOptions::default());
        let o = judge(
            "boj --jobs 3 --format=json --root /w --partition 2/4 --overflow-checks --lang ko -q",
        );
        assert_eq!(o.problems, ["boj"]);
        assert_eq!(o.detail, Detail::Failures);
        assert_eq!(o.jobs, Some(3));
        assert_eq!(o.format, Format::Json);
        assert_eq!(o.root, Some(PathBuf::from("/w")));
        assert_eq!(o.partition, Some(Partition { index: 2, count: 4 }));
        assert_eq!(o.overflow_checks, OverflowChecks::On);
        assert_eq!(o.lang, Some(Lang::Korean));
        assert_eq!(judge("-j 1 -- --weird").problems, ["--weird"]);
        assert_eq!(parse(&args("-h")).unwrap(), Command::Help);
        assert_eq!(parse(&args("x --version")).unwrap(), Command::Version);
    }

    #[test]
    fn bad_command_lines_say_the_fix() {
        for (line, needle) in [
            ("--jobs 0", "positive number"),
            ("--jobs many", "`many`"),
            ("--jobs", "needs a value"),
            ("--partition 3/2", "1 ≤ K ≤ N"),
            ("--partition 0/2", "K/N"),
            ("--partition x", "`x`"),
            ("--format xml", "human, json, github or junit"),
            ("--frobnicate", "unknown option `--frobnicate`"),
            ("--lang fr", "en or ko"),
        ] {
            let err = parse(&args(line)).unwrap_err().to_string();
            assert!(err.contains(needle), "{line}: {err}");
            assert!(err.contains("--help"), "{line}: {err}");
        }
    }
}
