//! The command line: every argument the binary gets is read here, and nowhere else, into a
//! validated [`Command`]; and the `--help` text of every command.
//!
//! Each flag is defined once in `flags`; `commands` says which flags each command takes, how
//! many positional arguments, and the text of its help; one parser (`parser`) reads every
//! command line by the same rules; `help` generates the help from the definitions. The judge
//! command gets its typed [`JudgeOptions`] here; a subcommand gets its checked [`Matches`],
//! from which its `run` reads typed values.

mod commands;
pub(crate) mod flags;
mod help;
mod parser;

/// Discovery's rule for a problem without cases, chosen with `--require-cases`.
pub use crate::workspace::Cases;
/// What a wrong solution the cases do not reject is, chosen with `--strict-data`.
pub use crate::workspace::DataStrictness;
pub(crate) use parser::usage;
pub use parser::Matches;

use crate::error::{Error, Named, Takes, Usage};
use crate::report::{Format, Lang};
use flags::{
    CASE, CHANGED_SINCE, COLOR, EXPLAIN_DATA, FAILED, FORMAT, HELP, JOBS, KEEP_OUTPUT, LANG,
    NO_UNIT_TESTS, OVERFLOW_CHECKS, PARTITION, QUIET, REQUIRE_CASES, ROOT, SANDBOX_INFO,
    STRICT_COMPILER, STRICT_DATA, TOOLCHAIN, VERSION,
};
use std::path::PathBuf;

/// What the user asked for.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Build and judge.
    Judge(JudgeOptions),
    /// Print the help text of `cargo judge`.
    Help,
    /// Print the version.
    Version,
    /// Print what confines a judged program on this machine.
    SandboxInfo,
    /// An authoring subcommand (`new`, `add`, `stress`, `print`, `index`, `import`,
    /// `listen`) or `run`, with what its command line gave it.
    Author(Subcommand, Matches),
    /// Print the help text of a subcommand.
    SubcommandHelp(Subcommand),
    /// Serve as the spawner of solutions, with the arguments after the hidden first argument
    /// the runner starts itself with (`__spawner`); they are the spawner's own business.
    Spawner(Vec<String>),
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
    /// `import-data ID PATH`: official judge data (a package, pairs, a test list) as cases.
    ImportData,
    Listen,
    /// `run ID [FILE]`: the solution once, on a file or stdin.
    Run,
    /// `watch [ID]`: judge again on every change.
    Watch,
    /// `show [ID]`: the kept statement, wrapped to the terminal.
    Show,
    /// `validate [ID...]`: every stored input through the problem's validator.
    Validate,
    /// `gen ID --count N`: a generated test set, each answer from the reference.
    Gen,
    /// `replay [ID...]`: every kept submission beside BOJ's verdict.
    Replay,
    /// `strengthen [ID...]`: cases synthesized from the kept submissions.
    Strengthen,
    /// `todo`: the problems whose solution is still the template, by tier.
    Todo,
}

impl Subcommand {
    /// Every subcommand.
    const ALL: [Subcommand; 16] = [
        Subcommand::New,
        Subcommand::Add,
        Subcommand::Stress,
        Subcommand::Print,
        Subcommand::Index,
        Subcommand::Import,
        Subcommand::ImportData,
        Subcommand::Listen,
        Subcommand::Run,
        Subcommand::Watch,
        Subcommand::Show,
        Subcommand::Validate,
        Subcommand::Gen,
        Subcommand::Replay,
        Subcommand::Strengthen,
        Subcommand::Todo,
    ];

    /// The subcommand named `name`, if there is one.
    pub fn from_name(name: &str) -> Option<Subcommand> {
        Subcommand::ALL
            .into_iter()
            .find(|sub| sub.def().name == name)
    }

    /// Whether it takes `flag`.
    pub(crate) fn takes(self, flag: &parser::Flag) -> bool {
        self.def().flags.iter().any(|f| f.long == flag.long)
    }

    /// Its help text, in `lang`.
    pub fn help(self, lang: Lang) -> String {
        help::render_in(self.def(), lang)
    }

    fn def(self) -> &'static parser::Def {
        match self {
            Subcommand::New => &commands::NEW,
            Subcommand::Add => &commands::ADD,
            Subcommand::Stress => &commands::STRESS,
            Subcommand::Print => &commands::PRINT,
            Subcommand::Index => &commands::INDEX,
            Subcommand::Import => &commands::IMPORT,
            Subcommand::ImportData => &commands::IMPORT_DATA,
            Subcommand::Listen => &commands::LISTEN,
            Subcommand::Run => &commands::RUN,
            Subcommand::Watch => &commands::WATCH,
            Subcommand::Show => &commands::SHOW,
            Subcommand::Validate => &commands::VALIDATE,
            Subcommand::Gen => &commands::GEN,
            Subcommand::Replay => &commands::REPLAY,
            Subcommand::Strengthen => &commands::STRENGTHEN,
            Subcommand::Todo => &commands::TODO,
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

/// Which cases of the selected problems to judge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rerun {
    /// Every case (or those `--case` names).
    All,
    /// Only those that failed when last judged (`--failed`).
    Failed,
}

/// Whose output is kept under `target/judge/out/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeepOutput {
    /// Of every case that is not accepted.
    Failures,
    /// Of every case (`--keep-output`).
    All,
}

/// Whether to also build with overflow checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OverflowChecks {
    Off,
    On,
}

/// Whether to run the solutions' own unit tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnitTestRuns {
    Run,
    Skip,
}

/// One shard of a partitioned run: `index` of `count`, 1-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Partition {
    pub index: usize,
    pub count: usize,
}

/// `--explain-data`: report which case rejects which wrong solution instead of judging.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExplainData {
    Off,
    On,
}

/// What a std API newer than the judge's compiler is (`--strict-compiler`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompilerStrictness {
    /// A warning: the run can still pass.
    Lenient,
    /// An error that fails the run (exit 1).
    Strict,
}

/// Options of the judge command.
#[derive(Debug, Clone, PartialEq)]
pub struct JudgeOptions {
    /// Problem ids, prefixes, numbers, or `ID/CASE`.
    pub problems: Vec<String>,
    /// `--case NAME`, each one.
    pub only_cases: Vec<String>,
    pub rerun: Rerun,
    pub keep_output: KeepOutput,
    pub jobs: Option<usize>,
    pub format: Format,
    pub root: Option<PathBuf>,
    pub partition: Option<Partition>,
    pub changed_since: Option<String>,
    /// `--toolchain`: a rustup toolchain or the path of a rustc, as given.
    pub toolchain: Option<String>,
    pub overflow_checks: OverflowChecks,
    /// `--no-unit-tests`.
    pub unit_tests: UnitTestRuns,
    pub cases: Cases,
    /// `--strict-data`.
    pub strict_data: DataStrictness,
    /// `--strict-compiler`: a std API newer than the judge's compiler fails the run.
    pub strict_compiler: CompilerStrictness,
    /// `--explain-data`: which case kills what, instead of judging.
    pub explain_data: ExplainData,
    pub lang: Option<Lang>,
    pub color: ColorChoice,
    pub detail: Detail,
}

impl Default for JudgeOptions {
    fn default() -> Self {
        JudgeOptions {
            problems: Vec::new(),
            only_cases: Vec::new(),
            rerun: Rerun::All,
            keep_output: KeepOutput::Failures,
            jobs: None,
            format: Format::Human,
            root: None,
            partition: None,
            changed_since: None,
            toolchain: None,
            overflow_checks: OverflowChecks::Off,
            unit_tests: UnitTestRuns::Run,
            cases: Cases::Optional,
            strict_data: DataStrictness::Lenient,
            strict_compiler: CompilerStrictness::Lenient,
            explain_data: ExplainData::Off,
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
    if args.first().map(String::as_str) == Some(crate::execute::SPAWNER_ARG) {
        return Ok(Command::Spawner(args[1..].to_vec()));
    }
    if let Some(sub) = args.first().and_then(|a| Subcommand::from_name(a)) {
        let matches = sub.def().parse(&args[1..])?;
        return Ok(if matches.has(&HELP) {
            Command::SubcommandHelp(sub)
        } else {
            Command::Author(sub, matches)
        });
    }
    let matches = commands::JUDGE.parse(args)?;
    if matches.has(&HELP) {
        return Ok(Command::Help);
    }
    if matches.has(&VERSION) {
        return Ok(Command::Version);
    }
    if matches.has(&SANDBOX_INFO) {
        return Ok(Command::SandboxInfo);
    }
    judge_options(&matches).map(Command::Judge)
}

/// The subcommand `name` is most likely a typo of (`ad` for `add`), for a name that the
/// judge command found no problem for.
pub(crate) fn near_command(name: &str) -> Option<&'static str> {
    crate::suggest::closest(name, Subcommand::ALL.map(|sub| sub.def().name))
}

/// The help text of `cargo judge`, in `lang`.
pub fn help(lang: Lang) -> String {
    help::render_in(&commands::JUDGE, lang)
}

/// The judge command's options from its checked command line, and `watch`'s: the high-level
/// options of both, each flag read once, here (ripgrep's split: [`Matches`] are the low-level
/// arguments, [`JudgeOptions`] what a run is made of). `watch` takes the judge's flags that
/// make sense for every round, not those that choose or shape one run (`--failed`,
/// `--format`, `--partition`, `--changed-since`, `--strict-*`, `--explain-data`): a flag
/// the command does not take reads as not given.
///
/// # Errors
/// A usage error naming the first flag whose value is refused.
pub(crate) fn judge_options(matches: &Matches) -> Result<JudgeOptions, Error> {
    let given = Given(matches);
    Ok(JudgeOptions {
        problems: matches.positional.clone(),
        only_cases: given.values(&CASE),
        rerun: if given.has(&FAILED) {
            Rerun::Failed
        } else {
            Rerun::All
        },
        keep_output: if given.has(&KEEP_OUTPUT) {
            KeepOutput::All
        } else {
            KeepOutput::Failures
        },
        jobs: jobs(matches)?,
        format: given.get(&FORMAT, format)?.unwrap_or(Format::Human),
        root: given.value(&ROOT).map(PathBuf::from),
        partition: given.get(&PARTITION, partition)?,
        changed_since: given.value(&CHANGED_SINCE).map(str::to_owned),
        toolchain: given.get(&TOOLCHAIN, toolchain)?,
        overflow_checks: if given.has(&OVERFLOW_CHECKS) {
            OverflowChecks::On
        } else {
            OverflowChecks::Off
        },
        unit_tests: if given.has(&NO_UNIT_TESTS) {
            UnitTestRuns::Skip
        } else {
            UnitTestRuns::Run
        },
        cases: if given.has(&REQUIRE_CASES) {
            Cases::Required
        } else {
            Cases::Optional
        },
        strict_data: if given.has(&STRICT_DATA) {
            DataStrictness::Strict
        } else {
            DataStrictness::Lenient
        },
        strict_compiler: if given.has(&STRICT_COMPILER) {
            CompilerStrictness::Strict
        } else {
            CompilerStrictness::Lenient
        },
        explain_data: if given.has(&EXPLAIN_DATA) {
            ExplainData::On
        } else {
            ExplainData::Off
        },
        lang: given.get(&LANG, lang)?,
        color: given.get(&COLOR, color)?.unwrap_or(ColorChoice::Auto),
        detail: if given.has(&QUIET) {
            Detail::Failures
        } else {
            Detail::All
        },
    })
}

/// A command's flags read for [`judge_options`]: one the command does not take is not given.
struct Given<'a>(&'a Matches);

impl Given<'_> {
    fn has(&self, flag: &parser::Flag) -> bool {
        self.0.takes(flag) && self.0.has(flag)
    }

    fn value(&self, flag: &parser::Flag) -> Option<&str> {
        self.0.takes(flag).then(|| self.0.value(flag)).flatten()
    }

    fn values(&self, flag: &parser::Flag) -> Vec<String> {
        match self.0.takes(flag) {
            true => self.0.values(flag).into_iter().map(str::to_owned).collect(),
            false => Vec::new(),
        }
    }

    fn get<T>(
        &self,
        flag: &parser::Flag,
        convert: impl FnOnce(&str) -> Result<T, Usage>,
    ) -> Result<Option<T>, Error> {
        match self.0.takes(flag) {
            true => self.0.get(flag, convert),
            false => Ok(None),
        }
    }
}

/// `--jobs`, the one validator of it for every command that takes it (the judge, `watch`,
/// `stress`, `gen`, `replay`, `strengthen`): a positive number of parallel runs, `None` when
/// not given.
///
/// # Errors
/// A usage error naming the flag and the value given.
pub(crate) fn jobs(matches: &Matches) -> Result<Option<usize>, Error> {
    matches.get(&JOBS, |text| match text.parse::<usize>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(Usage::Takes {
            flag: JOBS.long,
            given: text.to_owned(),
            takes: Takes::PositiveRuns,
        }),
    })
}

/// `--seed`, for every command that takes it (`stress`, `gen`, `strengthen`): any number.
///
/// # Errors
/// A usage error naming the flag and the value given.
pub(crate) fn seed(matches: &Matches) -> Result<Option<u64>, Error> {
    matches.number::<u64>(&flags::SEED, 0, crate::error::Quantity::Seed)
}

/// `--count`, for every command that takes it (`stress`, `gen`): at least one seed.
///
/// # Errors
/// A usage error naming the flag and the value given.
pub(crate) fn count(matches: &Matches) -> Result<Option<u64>, Error> {
    matches.number::<u64>(&flags::COUNT, 1, crate::error::Quantity::Seeds)
}

/// `--size`, for every command that takes it: at least `floor`, the command's own (`gen`
/// stores `gen-SEED-s0`; `stress` shrinks below the size, so it takes 1 and up).
///
/// # Errors
/// A usage error naming the flag, its floor and the value given.
pub(crate) fn size(matches: &Matches, floor: u64) -> Result<Option<u64>, Error> {
    matches.number::<u64>(&flags::SIZE, floor, crate::error::Quantity::Size)
}

/// How many runs at once: `--jobs` as given, else one per CPU, and at least one.
pub(crate) fn runs_at_once(jobs: Option<usize>, cpus: usize) -> usize {
    jobs.unwrap_or(cpus).max(1)
}

pub(crate) fn toolchain(text: &str) -> Result<String, Usage> {
    let name = text.trim().trim_start_matches('+');
    if name.is_empty() {
        return Err(Usage::NoToolchain);
    }
    Ok(text.trim().to_owned())
}

fn format(text: &str) -> Result<Format, Usage> {
    let formats = [
        ("human", Format::Human),
        ("json", Format::Json),
        ("github", Format::Github),
        ("junit", Format::Junit),
    ];
    one_of(text, &formats).ok_or_else(|| Usage::UnknownName {
        what: Named::Format,
        given: text.to_owned(),
        choices: &["human", "json", "github", "junit"],
    })
}

/// `--lang`'s value.
pub(crate) fn lang(text: &str) -> Result<Lang, Usage> {
    one_of(text, &[("en", Lang::English), ("ko", Lang::Korean)]).ok_or_else(|| Usage::UnknownName {
        what: Named::Language,
        given: text.to_owned(),
        choices: &["en", "ko"],
    })
}

/// `--color`'s value.
pub(crate) fn color(text: &str) -> Result<ColorChoice, Usage> {
    let choices = [
        ("auto", ColorChoice::Auto),
        ("always", ColorChoice::Always),
        ("never", ColorChoice::Never),
    ];
    one_of(text, &choices).ok_or_else(|| Usage::Takes {
        flag: COLOR.long,
        given: text.to_owned(),
        takes: Takes::OneOf(&["auto", "always", "never"]),
    })
}

/// The language a command line asks for with `--lang ko` or `--lang=ko` before any `--`,
/// read without parsing the rest: for the words of the refusal of a line that does not parse.
pub(crate) fn lang_on_the_line(args: &[String]) -> Option<Lang> {
    let long = flags::LANG.long;
    let mut args = args.iter().take_while(|a| *a != "--");
    let mut found = None;
    while let Some(arg) = args.next() {
        let value = match arg.strip_prefix(long) {
            Some("") => args.next().map(String::as_str),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        found = value.and_then(|v| lang(v).ok()).or(found);
    }
    found
}

/// The choice named `text`.
pub(crate) fn one_of<T: Copy>(text: &str, choices: &[(&str, T)]) -> Option<T> {
    choices
        .iter()
        .find(|(name, _)| *name == text)
        .map(|&(_, choice)| choice)
}

pub(crate) fn partition(text: &str) -> Result<Partition, Usage> {
    let bad = || Usage::Takes {
        flag: PARTITION.long,
        given: text.to_owned(),
        takes: Takes::Partition,
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

    /// `watch` reads the judge's flags it takes as the judge reads them; the rest read as not
    /// given, whatever the judge's default.
    #[test]
    fn watch_reads_the_judges_options() {
        let shared = "--case 2 --case 3 -j 3 --toolchain 1.70 --lang ko -q --keep-output \
                      --overflow-checks --no-unit-tests --require-cases --color never --root /w";
        let Command::Author(Subcommand::Watch, matches) =
            parse(&args(&format!("watch boj-1000 {shared}"))).unwrap()
        else {
            panic!("watch");
        };
        let watch = judge_options(&matches).unwrap();
        let judged = judge(&format!("boj-1000 {shared}"));
        assert_eq!(watch, judged);
        assert_ne!(judged, judge("boj-1000"), "every shared flag is read");
        // A refused value is refused by the same words.
        let Command::Author(_, matches) = parse(&args("watch -j 0")).unwrap() else {
            panic!("watch");
        };
        let refused = judge_options(&matches).unwrap_err().to_string();
        let judge_refused = parse(&args("-j 0")).unwrap_err().to_string();
        assert_eq!(
            refused.replace("cargo judge watch", "cargo judge"),
            judge_refused
        );
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
        assert_eq!(
            judge("--toolchain +1.73").toolchain.as_deref(),
            Some("+1.73")
        );
        assert_eq!(
            judge("--toolchain=/usr/bin/rustc").toolchain.as_deref(),
            Some("/usr/bin/rustc")
        );
        assert_eq!(judge("-j 1 -- --weird").problems, ["--weird"]);
        let o = judge("boj-1 --case 3 --case=sample-1 --failed --keep-output");
        assert_eq!(o.only_cases, ["3", "sample-1"]);
        assert_eq!(o.rerun, Rerun::Failed);
        assert_eq!(o.keep_output, KeepOutput::All);
        assert_eq!(parse(&args("-h")).unwrap(), Command::Help);
        assert_eq!(parse(&args("x --version")).unwrap(), Command::Version);
    }

    #[test]
    fn the_judge_command_follows_the_one_rule() {
        assert_eq!(judge("-j3").jobs, Some(3));
        assert_eq!(judge("--jobs=3").jobs, Some(3));
        assert_eq!(judge("--colour never").color, ColorChoice::Never);
        assert_eq!(judge("- boj").problems, ["-", "boj"]);
        for (line, message) in [
            ("--jobs 2 -j 3", "--jobs is given twice"),
            ("--format json --format human", "--format is given twice"),
            ("--color never --colour always", "--color is given twice"),
            ("-q --quiet", "--quiet is given twice"),
            ("--quiet=yes", "--quiet takes no value"),
            ("-x", "unknown option `-x`"),
            ("--frobnicate=1", "unknown option `--frobnicate`"),
        ] {
            let err = parse(&args(line)).unwrap_err().to_string();
            let want = format!("{message}; see `cargo judge --help`");
            assert!(err.ends_with(&want), "{line}: {err}");
        }
    }

    #[test]
    fn subcommands_and_the_spawner_get_their_own_arguments() {
        match parse(&args("stress boj-1 --count 5 -j 2")).unwrap() {
            Command::Author(Subcommand::Stress, m) => {
                assert_eq!(m.positional, ["boj-1"]);
                assert_eq!(m.value(&JOBS), Some("2"));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            parse(&args("add --help")).unwrap(),
            Command::SubcommandHelp(Subcommand::Add)
        );
        let err = parse(&args("print a --save")).unwrap_err().to_string();
        assert!(
            err.ends_with("unknown option `--save`; see `cargo judge print --help`"),
            "{err}"
        );
        assert_eq!(
            parse(&args("__spawner 0 - --help")).unwrap(),
            Command::Spawner(args("0 - --help"))
        );
        // A subcommand's name, or the spawner's, is one only in first place.
        assert_eq!(
            judge("boj new __spawner").problems,
            ["boj", "new", "__spawner"]
        );
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
            ("--toolchain +", "rustup toolchain"),
        ] {
            let err = parse(&args(line)).unwrap_err().to_string();
            assert!(err.contains(needle), "{line}: {err}");
            assert!(err.contains("--help"), "{line}: {err}");
        }
    }

    #[test]
    fn a_refused_line_still_says_its_language() {
        for (line, lang) in [
            ("--jobs 0 --lang ko", Some(Lang::Korean)),
            ("--lang=ko --partition x", Some(Lang::Korean)),
            ("--lang ko --lang en --jobs 0", Some(Lang::English)),
            ("--lang fr --jobs 0", None),
            ("--jobs 0 --lang", None),
            ("-- --lang ko", None),
            ("--language ko", None),
        ] {
            assert_eq!(lang_on_the_line(&args(line)), lang, "{line}");
        }
    }
}
