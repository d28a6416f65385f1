//! Reads a problem's `problem.toml` into a validated [`Spec`].
//!
//! The file uses a small TOML subset (`key = value` lines, strings, integers, floats, comments),
//! parsed by hand because the project takes no crates. Anything outside the subset, or any key
//! or value the runner does not know, is an error that names the file and line, so that a typo
//! never silently changes how a problem is judged.

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::compare::Mode;

/// Everything `problem.toml` says about a problem.
#[derive(Debug, Clone, PartialEq)]
pub struct Spec {
    /// The problem's title, for the report.
    pub title: Option<String>,
    /// The problem's page on its site.
    pub url: Option<String>,
    /// The time and memory limits of one run.
    pub limits: Limits,
    /// How an output is judged.
    pub compare: Compare,
    /// The labels the problem's page shows (`special judge`, `interactive`, …), from the
    /// comma-separated `labels` key: for the reader; they change nothing in judging.
    pub labels: Vec<String>,
    /// The language to pick on the judge, which decides the edition of the build.
    pub language: Language,
    /// The folder C++ checkers and interactors find headers in (`testlib.h`) besides their
    /// own, from `cxx_include`, relative to the problem's `testcases/<id>/`.
    pub cxx_include: Option<PathBuf>,
    /// A file-I/O problem's input file (`input.txt`): the runner puts each case there, in
    /// the run's own folder, instead of on stdin. A plain file name.
    pub input_file: Option<String>,
    /// A file-I/O problem's output file (`output.txt`): the answer is read from there, in
    /// the run's folder, instead of from stdout. A plain file name.
    pub output_file: Option<String>,
    /// The problem's algorithm tags (`tags = ["greedy", "dp"]`), as its backup listed them:
    /// for the reader and `cargo judge todo`; they change nothing in judging.
    pub tags: Vec<String>,
    /// The problem's solved.ac tier (`tier = "Gold IV"`), where a backup gave it.
    pub tier: Option<Tier>,
}

/// A solved.ac tier: Unrated, or one of six groups (Bronze to Ruby), each with five levels
/// from V (easiest) to I. Ordered from the easiest (Unrated sorts first, as solved.ac's level
/// 0 does).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tier(u8);

impl Tier {
    /// The six groups, easiest first, as solved.ac names them.
    pub const GROUPS: [&'static str; 6] =
        ["Bronze", "Silver", "Gold", "Platinum", "Diamond", "Ruby"];

    /// The levels of a group, easiest first.
    const LEVELS: [&'static str; 5] = ["V", "IV", "III", "II", "I"];

    /// The tier of solved.ac's level number (0 Unrated, 1 Bronze V, …, 30 Ruby I).
    pub fn from_level(level: u8) -> Option<Tier> {
        (level <= 30).then_some(Tier(level))
    }

    /// solved.ac's level number: 0 for Unrated, 1 (Bronze V) to 30 (Ruby I).
    pub fn level(self) -> u8 {
        self.0
    }

    /// The group's index in [`Tier::GROUPS`], `None` for Unrated.
    pub fn group(self) -> Option<usize> {
        (self.0 > 0).then(|| usize::from(self.0 - 1) / 5)
    }

    /// `Gold IV`, `Unrated`: as solved.ac and BaekjoonHub write it.
    pub fn name(self) -> String {
        match self.group() {
            None => "Unrated".to_owned(),
            Some(g) => format!(
                "{} {}",
                Tier::GROUPS[g],
                Tier::LEVELS[usize::from(self.0 - 1) % 5]
            ),
        }
    }

    /// Parses `Gold IV` (also `gold 4` or `Gold4`) or `Unrated`; no other abbreviation.
    pub fn parse(text: &str) -> Option<Tier> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("unrated") {
            return Some(Tier(0));
        }
        let split = text.find(|c: char| c == ' ' || c.is_ascii_digit())?;
        let (group, level) = text.split_at(split);
        let group = Tier::GROUPS
            .iter()
            .position(|g| g.eq_ignore_ascii_case(group.trim()))?;
        let level = level.trim();
        let roman = Tier::LEVELS
            .iter()
            .position(|l| l.eq_ignore_ascii_case(level));
        let digit = ["5", "4", "3", "2", "1"].iter().position(|d| *d == level);
        let step = roman.or(digit)?;
        // `group` < 6 and `step` < 5, so the level fits in a u8.
        u8::try_from(group * 5 + step + 1).ok().map(Tier)
    }
}

impl fmt::Display for Tier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// The language a solution is submitted as, by the name its judge's language menu gives it:
/// BOJ's two Rust languages (frozen), Codeforces' two and AtCoder's one. The judge profile
/// of each ([`crate::profile`]) decides the build: edition, flags, compiler.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Language {
    /// BOJ's "Rust 2018": `rustc --edition 2018 -O`, the language of its older Rust
    /// submissions (`Box<Error>` without `dyn` builds there, not in 2021).
    Rust2018,
    /// BOJ's "Rust 2021": `rustc --edition 2021 -O`.
    #[default]
    Rust2021,
    /// BOJ's "Rust 2024", added in October 2025: `rustc --edition 2024 -O`.
    Rust2024,
    /// Codeforces' "Rust 1.89.0 (2021)".
    Codeforces2021,
    /// Codeforces' "Rust 1.89.0 (2024)".
    Codeforces2024,
    /// AtCoder's "Rust (rustc 1.89.0)": edition 2024, `cargo build --release`.
    AtCoder,
}

impl Language {
    /// BOJ's languages, oldest first.
    pub const ALL: [Language; 3] = [Language::Rust2018, Language::Rust2021, Language::Rust2024];

    /// Every language of every judge.
    pub const EVERY: [Language; 6] = [
        Language::Rust2018,
        Language::Rust2021,
        Language::Rust2024,
        Language::Codeforces2021,
        Language::Codeforces2024,
        Language::AtCoder,
    ];

    /// The name the judge's language menu shows, which `problem.toml` uses too.
    pub fn name(self) -> &'static str {
        match self {
            Language::Rust2018 => "Rust 2018",
            Language::Rust2021 => "Rust 2021",
            Language::Rust2024 => "Rust 2024",
            Language::Codeforces2021 => "Rust 1.89.0 (2021)",
            Language::Codeforces2024 => "Rust 1.89.0 (2024)",
            Language::AtCoder => "Rust (rustc 1.89.0)",
        }
    }

    /// The value of rustc's `--edition`.
    pub fn edition(self) -> &'static str {
        match self {
            Language::Rust2018 => "2018",
            Language::Rust2021 | Language::Codeforces2021 => "2021",
            Language::Rust2024 | Language::Codeforces2024 | Language::AtCoder => "2024",
        }
    }

    /// The language named `name` (`Rust 2021`), or by its edition alone (`2021`: BOJ's).
    pub fn from_name(name: &str) -> Option<Language> {
        Language::EVERY
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name.trim()))
            .or_else(|| {
                Language::ALL
                    .into_iter()
                    .find(|l| l.edition() == name.trim())
            })
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The limits of one run of a solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The CPU time allowed.
    pub time: Duration,
    /// The peak memory allowed, in bytes (`memory_limit_mb` counts mebibytes, as judges do).
    pub memory_bytes: u64,
}

/// How an output is judged.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Compare {
    /// Compared with the expected output under a mode.
    Output(Mode),
    /// Judged by the problem's checker (`checker.rs` or `checker.cpp`), which gets its file
    /// arguments in this order.
    Checker(CheckerArgs),
    /// An interactive problem: the solution talks with the problem's interactor
    /// (`interactor.rs` or `interactor.cpp`), whose exit code is the verdict.
    Interactive,
}

/// The order of the file arguments a checker gets; its exit code means the same either way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckerArgs {
    /// testlib's convention: `checker INPUT OUTPUT ANSWER`.
    Testlib,
    /// BOJ's special judge: `checker INPUT ANSWER OUTPUT`.
    Boj,
}

/// The judge data's program a problem is judged with, beside the solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JudgeProgram {
    /// `checker.rs` or `checker.cpp`.
    Checker,
    /// `interactor.rs` or `interactor.cpp`.
    Interactor,
}

impl JudgeProgram {
    /// Its file name without extension: `checker`, `interactor`.
    pub fn name(self) -> &'static str {
        match self {
            JudgeProgram::Checker => "checker",
            JudgeProgram::Interactor => "interactor",
        }
    }
}

/// Why a `problem.toml` was rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecError {
    /// The file.
    pub path: PathBuf,
    /// The 1-based line at fault, or `None` when the problem is the file as a whole (a missing
    /// key).
    pub line: Option<usize>,
    /// What is wrong, as data; its `Display` is the English words. Boxed, so that the
    /// runner's `Error` stays small.
    pub fault: Box<SpecFault>,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{}: {}", self.path.display(), line, self.fault),
            None => write!(f, "{}: {}", self.path.display(), self.fault),
        }
    }
}

/// What is wrong with a `problem.toml`, with the keys and values it names; the report's
/// catalogue (`report::words`) says it in Korean, `Display` in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpecFault {
    /// `[table]` headers.
    TableHeader {
        header: String,
    },
    /// A line that starts with `=`.
    MissingKey,
    /// A dotted or quoted key.
    UnsupportedKey {
        key: String,
    },
    MissingEquals {
        key: String,
    },
    MissingValue {
        key: String,
    },
    /// Text after the value that is not a comment.
    Trailing {
        key: String,
        after: String,
    },
    MultiLineString,
    /// A string without its closing quote (`"` or `'`).
    UnclosedString {
        quote: char,
    },
    /// `\q`: an escape TOML does not have.
    UnknownEscape {
        escape: char,
    },
    /// `\uD800`: not 4 (or 8) hex digits of a unicode scalar value.
    InvalidEscape {
        escape: String,
        width: usize,
    },
    /// A key the spec does not have; `guess`: the known key closest to it, if one is
    /// close; `known`: the ones it has.
    UnknownKey {
        key: String,
        guess: Option<&'static str>,
        known: Vec<&'static str>,
    },
    DuplicateKey {
        key: String,
        first: usize,
    },
    /// A string key written without quotes (`found`: as written).
    NotAString {
        key: String,
        found: String,
    },
    /// A choice key without quotes (`quoted` no) or not one of `choices`.
    NotAChoice {
        key: String,
        choices: Vec<&'static str>,
        found: String,
        quoted: Quoted,
    },
    /// An integer key over its bound.
    TooLarge {
        key: String,
        max: i128,
        bound: Bound,
        found: String,
    },
    /// An integer key that is not a positive integer of `unit`.
    NotPositive {
        key: String,
        unit: Unit,
        found: String,
    },
    OutOfRange {
        key: String,
    },
    NotATolerance {
        found: String,
    },
    UnknownLabel {
        label: String,
        known: Vec<&'static str>,
    },
    EmptyCxxInclude,
    /// `input_file` or `output_file` is not a plain file name (`found`: as written).
    NotAFileName {
        key: String,
        found: String,
    },
    MissingRequired {
        keys: Vec<&'static str>,
    },
    /// `tags` is not a one-line list of non-empty strings (`found`: as written).
    NotAList {
        key: String,
        found: String,
    },
    /// `tier` is not a solved.ac tier name (`found`: as written).
    UnknownTier {
        found: String,
    },
    /// `key` only means something with `compare = "mode"`, but compare is `compare`.
    OnlyWith {
        key: &'static str,
        mode: &'static str,
        compare: &'static str,
    },
}

/// Whether a choice was written in quotes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quoted {
    Yes,
    No,
}

/// The unit of an integer key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Milliseconds,
    Megabytes,
}

/// What an integer key's bound amounts to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    TenMinutes,
    SixtyFourGib,
}

impl fmt::Display for SpecFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let listed = |choices: &[&str]| {
            choices
                .iter()
                .map(|c| format!("\"{c}\""))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            SpecFault::TableHeader { header } => write!(
                f,
                "table headers like `{header}` are not supported; write `key = value` lines only"
            ),
            SpecFault::MissingKey => f.write_str("missing key before `=`"),
            SpecFault::UnsupportedKey { key } => write!(
                f,
                "unsupported key `{key}`: only bare keys (letters, digits, `_` and `-`) are \
                 supported"
            ),
            SpecFault::MissingEquals { key } => write!(f, "missing `=` after key `{key}`"),
            SpecFault::MissingValue { key } => write!(f, "missing value after `{key} =`"),
            SpecFault::Trailing { key, after } => write!(
                f,
                "unexpected `{after}` after the value of `{key}`; a comment starts with `#`"
            ),
            SpecFault::MultiLineString => f.write_str("multi-line strings are not supported"),
            SpecFault::UnclosedString { quote } => {
                write!(f, "unclosed string: missing the closing `{quote}`")
            }
            SpecFault::UnknownEscape { escape } => {
                write!(f, "unknown escape `\\{escape}` in a string")
            }
            SpecFault::InvalidEscape { escape, width } => write!(
                f,
                "invalid escape `\\{escape}`: expected {width} hex digits of a unicode scalar \
                 value"
            ),
            SpecFault::UnknownKey { key, guess, known } => write!(
                f,
                "unknown key `{key}`{}; the known keys are {}",
                guess.map_or(String::new(), |g| format!(" (did you mean `{g}`?)")),
                known.join(", ")
            ),
            SpecFault::DuplicateKey { key, first } => {
                write!(f, "duplicate key `{key}`, first set on line {first}")
            }
            SpecFault::NotAString { key, found } => {
                write!(f, "{key} must be a string in quotes, found `{found}`")
            }
            SpecFault::NotAChoice {
                key,
                choices,
                found,
                quoted: Quoted::No,
            } => write!(
                f,
                "{key} must be a string in quotes, one of {}, found `{found}`",
                listed(choices)
            ),
            SpecFault::NotAChoice {
                key,
                choices,
                found,
                quoted: Quoted::Yes,
            } => write!(
                f,
                "{key} must be one of {}, found `{found}`",
                listed(choices)
            ),
            SpecFault::TooLarge {
                key,
                max,
                bound,
                found,
            } => {
                let bound = match bound {
                    Bound::TenMinutes => "10 minutes",
                    Bound::SixtyFourGib => "64 GiB",
                };
                write!(f, "{key} must be at most {max} ({bound}), found `{found}`")
            }
            SpecFault::NotPositive { key, unit, found } => {
                let unit = match unit {
                    Unit::Milliseconds => "milliseconds",
                    Unit::Megabytes => "megabytes",
                };
                write!(
                    f,
                    "{key} must be a positive integer of {unit}, found `{found}`"
                )
            }
            SpecFault::OutOfRange { key } => write!(f, "{key} is out of range"),
            SpecFault::NotATolerance { found } => write!(
                f,
                "float_tolerance must be a positive number such as 1e-6, found `{found}`"
            ),
            SpecFault::UnknownLabel { label, known } => write!(
                f,
                "unknown label `{label}` in labels; the known labels are {}",
                known.join(", ")
            ),
            SpecFault::EmptyCxxInclude => {
                f.write_str("cxx_include must name a folder, found an empty string")
            }
            SpecFault::NotAFileName { key, found } => write!(
                f,
                "{key} must be a plain file name in the run's folder, such as `input.txt` (no \
                 folders, no `..`), found `{found}`"
            ),
            SpecFault::MissingRequired { keys } => {
                let noun = if keys.len() == 1 { "key" } else { "keys" };
                let keys: Vec<String> = keys.iter().map(|k| format!("`{k}`")).collect();
                write!(f, "missing required {noun} {}", keys.join(" and "))
            }
            SpecFault::OnlyWith { key, mode, compare } => write!(
                f,
                "{key} is only used with compare = \"{mode}\", but compare is \"{compare}\""
            ),
            SpecFault::NotAList { key, found } => write!(
                f,
                "{key} must be a list of non-empty strings on one line, such as [\"greedy\", \
                 \"dp\"], found `{found}`"
            ),
            SpecFault::UnknownTier { found } => write!(
                f,
                "tier must be a solved.ac tier such as \"Gold IV\" (Bronze, Silver, Gold, \
                 Platinum, Diamond or Ruby, then V to I; or \"Unrated\"), found `{found}`"
            ),
        }
    }
}

impl std::error::Error for SpecError {}

/// The tolerance of `compare = "float"` when `float_tolerance` is not given.
pub const DEFAULT_FLOAT_TOLERANCE: f64 = 1e-6;

/// The largest accepted `time_limit_ms`: 10 minutes.
const MAX_TIME_LIMIT_MS: i128 = 600_000;

/// The largest accepted `memory_limit_mb`: 64 GiB.
const MAX_MEMORY_LIMIT_MB: i128 = 65_536;

/// A key `problem.toml` may set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Key {
    Title,
    Url,
    TimeLimitMs,
    MemoryLimitMb,
    Compare,
    FloatTolerance,
    CheckerArgs,
    Labels,
    Language,
    CxxInclude,
    InputFile,
    OutputFile,
    Tags,
    Tier,
}

impl Key {
    /// Every key, in the order the documentation lists them.
    const ALL: [Key; 14] = [
        Key::Title,
        Key::Url,
        Key::Language,
        Key::TimeLimitMs,
        Key::MemoryLimitMb,
        Key::Compare,
        Key::FloatTolerance,
        Key::CheckerArgs,
        Key::CxxInclude,
        Key::InputFile,
        Key::OutputFile,
        Key::Labels,
        Key::Tier,
        Key::Tags,
    ];

    fn name(self) -> &'static str {
        match self {
            Key::Title => "title",
            Key::Url => "url",
            Key::TimeLimitMs => "time_limit_ms",
            Key::MemoryLimitMb => "memory_limit_mb",
            Key::Compare => "compare",
            Key::FloatTolerance => "float_tolerance",
            Key::CheckerArgs => "checker_args",
            Key::Labels => "labels",
            Key::Language => "language",
            Key::CxxInclude => "cxx_include",
            Key::InputFile => "input_file",
            Key::OutputFile => "output_file",
            Key::Tags => "tags",
            Key::Tier => "tier",
        }
    }
}

/// The labels `labels` may list: those BOJ shows beside a title.
pub const LABEL_NAMES: [&str; 6] = [
    "special judge",
    "interactive",
    "function-type",
    "partial score",
    "subtasks",
    "language restricted",
];

/// The values of `compare`; the first is the default.
const COMPARE_NAMES: [&str; 8] = [
    "boj",
    "lines",
    "exact",
    "tokens",
    "float",
    "checker",
    "literal",
    "interactive",
];

/// The values of `language`.
const LANGUAGE_NAMES: [&str; 6] = [
    "Rust 2018",
    "Rust 2021",
    "Rust 2024",
    "Rust 1.89.0 (2021)",
    "Rust 1.89.0 (2024)",
    "Rust (rustc 1.89.0)",
];

/// Parses the text of the `problem.toml` at `path`; `path` only names the file in errors.
///
/// # Errors
///
/// Returns a [`SpecError`] naming the line for a syntax error, an unknown or repeated key, a bad
/// value, or a key that the chosen `compare` mode does not use; and naming no line for a
/// missing required key.
pub fn parse_spec(path: &Path, text: &str) -> Result<Spec, SpecError> {
    let error = |line: Option<usize>, fault: SpecFault| SpecError {
        path: path.to_path_buf(),
        line,
        fault: Box::new(fault),
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut fields = Fields::default();
    for (index, raw) in text.split('\n').enumerate() {
        let number = index + 1;
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        let entry = parse_line(line).map_err(|fault| error(Some(number), fault))?;
        if let Some((key, value)) = entry {
            fields
                .set(key, &value, number)
                .map_err(|fault| error(Some(number), fault))?;
        }
    }
    fields.finish().map_err(|(line, fault)| error(line, fault))
}

/// A value as written, before the key it belongs to gives it a meaning.
#[derive(Debug, Clone, PartialEq)]
enum Value {
    Str(String),
    Integer(i128),
    Float(f64),
    /// A one-line list of strings: `["greedy", "dp"]`.
    List(Vec<String>),
    /// Anything else without quotes, such as `1s`, `true` or `lines`.
    Bare,
}

/// A value with its source text, which error messages quote.
#[derive(Debug, Clone, PartialEq)]
struct Written {
    value: Value,
    text: String,
}

/// Splits one line into its key and value; `None` for a blank or comment line.
fn parse_line(line: &str) -> Result<Option<(&str, Written)>, SpecFault> {
    let line = line.trim_matches([' ', '\t']);
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    if line.starts_with('[') {
        let header = line.split('#').next().unwrap_or(line).trim_end();
        let header = header.to_owned();
        return Err(SpecFault::TableHeader { header });
    }
    let key_end = line.find(['=', ' ', '\t']).unwrap_or(line.len());
    let key = &line[..key_end];
    let rest = line[key_end..].trim_start_matches([' ', '\t']);
    if key.is_empty() {
        return Err(SpecFault::MissingKey);
    }
    if !key
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        let key = key.to_owned();
        return Err(SpecFault::UnsupportedKey { key });
    }
    let Some(rest) = rest.strip_prefix('=') else {
        let key = key.to_owned();
        return Err(SpecFault::MissingEquals { key });
    };
    let rest = rest.trim_start_matches([' ', '\t']);
    if rest.is_empty() || rest.starts_with('#') {
        let key = key.to_owned();
        return Err(SpecFault::MissingValue { key });
    }
    let (written, after) = parse_value(rest)?;
    let after = after.trim_start_matches([' ', '\t']);
    if !after.is_empty() && !after.starts_with('#') {
        let (key, after) = (key.to_owned(), after.to_owned());
        return Err(SpecFault::Trailing { key, after });
    }
    Ok(Some((key, written)))
}

/// Parses the value at the start of `text`; returns it with the rest of the line.
fn parse_value(text: &str) -> Result<(Written, &str), SpecFault> {
    if text.starts_with("\"\"\"") || text.starts_with("'''") {
        return Err(SpecFault::MultiLineString);
    }
    if let Some(body) = text.strip_prefix('"') {
        let (value, rest) = parse_basic_string(body)?;
        let written = Written {
            value: Value::Str(value),
            text: text[..text.len() - rest.len()].to_string(),
        };
        return Ok((written, rest));
    }
    if text.starts_with('[') {
        // A list that is not a one-line list of strings keeps its text for the key's error.
        let (value, rest) = match parse_list(text) {
            Some((items, rest)) => (Value::List(items), rest),
            None => (Value::Bare, ""),
        };
        let written = Written {
            value,
            text: text[..text.len() - rest.len()].trim_end().to_string(),
        };
        return Ok((written, rest));
    }
    if let Some(body) = text.strip_prefix('\'') {
        let Some(close) = body.find('\'') else {
            return Err(SpecFault::UnclosedString { quote: '\'' });
        };
        let written = Written {
            value: Value::Str(body[..close].to_string()),
            text: text[..close + 2].to_string(),
        };
        return Ok((written, &body[close + 1..]));
    }
    let end = text.find([' ', '\t', '#']).unwrap_or(text.len());
    let word = &text[..end];
    let value = parse_integer(word)
        .map(Value::Integer)
        .or_else(|| parse_float(word).map(Value::Float))
        .unwrap_or(Value::Bare);
    let written = Written {
        value,
        text: word.to_string(),
    };
    Ok((written, &text[end..]))
}

/// Parses a one-line list of strings at the start of `text` (`["a", 'b',]`); returns the
/// strings and the rest of the line after the `]`, or `None` for anything else.
fn parse_list(text: &str) -> Option<(Vec<String>, &str)> {
    let mut rest = text.strip_prefix('[')?;
    let mut items = Vec::new();
    loop {
        rest = rest.trim_start_matches([' ', '\t']);
        if let Some(after) = rest.strip_prefix(']') {
            return Some((items, after));
        }
        let (item, after) = if let Some(body) = rest.strip_prefix('"') {
            parse_basic_string(body).ok()?
        } else if let Some(body) = rest.strip_prefix('\'') {
            let close = body.find('\'')?;
            (body[..close].to_string(), &body[close + 1..])
        } else {
            return None;
        };
        items.push(item);
        rest = after.trim_start_matches([' ', '\t']);
        if let Some(after) = rest.strip_prefix(',') {
            rest = after;
        } else if !rest.starts_with(']') {
            return None;
        }
    }
}

/// Parses the rest of a basic string after its opening `"`; returns the string and the rest
/// of the line after the closing `"`.
fn parse_basic_string(body: &str) -> Result<(String, &str), SpecFault> {
    let mut value = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Ok((value, &body[i + 1..])),
            '\\' => {
                let Some((_, escape)) = chars.next() else {
                    break;
                };
                match escape {
                    '"' => value.push('"'),
                    '\\' => value.push('\\'),
                    'n' => value.push('\n'),
                    't' => value.push('\t'),
                    'r' => value.push('\r'),
                    'b' => value.push('\u{8}'),
                    'f' => value.push('\u{c}'),
                    'u' | 'U' => {
                        let width = if escape == 'u' { 4 } else { 8 };
                        let hex: String = chars.by_ref().take(width).map(|(_, h)| h).collect();
                        let c = (hex.len() == width && hex.chars().all(|h| h.is_ascii_hexdigit()))
                            .then(|| u32::from_str_radix(&hex, 16).ok())
                            .flatten()
                            .and_then(char::from_u32)
                            .ok_or_else(|| SpecFault::InvalidEscape {
                                escape: format!("{escape}{hex}"),
                                width,
                            })?;
                        value.push(c);
                    }
                    other => return Err(SpecFault::UnknownEscape { escape: other }),
                }
            }
            c => value.push(c),
        }
    }
    Err(SpecFault::UnclosedString { quote: '"' })
}

/// The digits of `text` with TOML's `_` separators removed, if each `_` sits between two
/// digits.
fn strip_separators(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'_' {
            let digit_before = i > 0 && bytes[i - 1].is_ascii_digit();
            let digit_after = bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
            if !digit_before || !digit_after {
                return None;
            }
        }
    }
    Some(text.replace('_', ""))
}

/// An integer with an optional sign and `_` separators; too large a magnitude saturates, so
/// that the range check still reports it.
fn parse_integer(text: &str) -> Option<i128> {
    let digits = strip_separators(text)?;
    let (negative, magnitude) = match digits.strip_prefix(['+', '-']) {
        Some(rest) => (digits.starts_with('-'), rest),
        None => (false, digits.as_str()),
    };
    if magnitude.is_empty() || !magnitude.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value = magnitude.parse::<i128>().unwrap_or(i128::MAX);
    Some(if negative { -value } else { value })
}

/// A finite float in TOML's form: an integer part, then a fraction, an exponent or both.
fn parse_float(text: &str) -> Option<f64> {
    let digits = strip_separators(text)?;
    let unsigned = digits.strip_prefix(['+', '-']).unwrap_or(&digits);
    let (mantissa, exponent) = match unsigned.split_once(['e', 'E']) {
        Some((mantissa, exponent)) => (mantissa, Some(exponent)),
        None => (unsigned, None),
    };
    let (whole, fraction) = match mantissa.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (mantissa, None),
    };
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let exponent_ok = exponent.is_none_or(|e| all_digits(e.strip_prefix(['+', '-']).unwrap_or(e)));
    let valid = all_digits(whole)
        && fraction.is_none_or(all_digits)
        && (fraction.is_some() || exponent.is_some())
        && exponent_ok;
    if !valid {
        return None;
    }
    digits.parse::<f64>().ok().filter(|value| value.is_finite())
}

/// A value with the line that set it.
#[derive(Debug, Clone, Copy)]
struct At<T> {
    value: T,
    line: usize,
}

impl<T> At<T> {
    fn new(value: T, line: usize) -> Self {
        At { value, line }
    }
}

/// The keys seen so far, each already validated on its own.
#[derive(Debug, Default)]
struct Fields {
    title: Option<At<String>>,
    url: Option<At<String>>,
    time_limit_ms: Option<At<u64>>,
    memory_limit_mb: Option<At<u64>>,
    compare: Option<At<&'static str>>,
    float_tolerance: Option<At<f64>>,
    checker_args: Option<At<CheckerArgs>>,
    labels: Vec<String>,
    language: Option<At<Language>>,
    cxx_include: Option<At<String>>,
    input_file: Option<String>,
    output_file: Option<String>,
    tags: Vec<String>,
    tier: Option<Tier>,
    /// The line of each key set so far, to report duplicates.
    lines: Vec<(Key, usize)>,
}

impl Fields {
    /// Validates and records one `key = value` line.
    fn set(&mut self, name: &str, value: &Written, line: usize) -> Result<(), SpecFault> {
        let Some(key) = Key::ALL.into_iter().find(|key| key.name() == name) else {
            let known: Vec<&'static str> = Key::ALL.iter().map(|key| key.name()).collect();
            let guess = crate::suggest::closest(name, known.iter().copied());
            let key = name.to_owned();
            return Err(SpecFault::UnknownKey { key, guess, known });
        };
        if let Some(&(_, first)) = self.lines.iter().find(|(seen, _)| *seen == key) {
            let key = name.to_owned();
            return Err(SpecFault::DuplicateKey { key, first });
        }
        self.lines.push((key, line));
        match key {
            Key::Title => self.title = Some(At::new(string(name, value)?, line)),
            Key::Url => self.url = Some(At::new(string(name, value)?, line)),
            Key::TimeLimitMs => {
                let ms = bounded_integer(name, value, Unit::Milliseconds, MAX_TIME_LIMIT_MS)?;
                self.time_limit_ms = Some(At::new(ms, line));
            }
            Key::MemoryLimitMb => {
                let mb = bounded_integer(name, value, Unit::Megabytes, MAX_MEMORY_LIMIT_MB)?;
                self.memory_limit_mb = Some(At::new(mb, line));
            }
            Key::Compare => {
                let mode = one_of(name, value, &COMPARE_NAMES)?;
                self.compare = Some(At::new(mode, line));
            }
            Key::FloatTolerance => {
                let tolerance = match value.value {
                    Value::Float(x) if x > 0.0 => x,
                    // `1` is a fine tolerance for large answers, though written as an integer.
                    Value::Integer(n) if n > 0 => n as f64,
                    _ => {
                        let found = value.text.clone();
                        return Err(SpecFault::NotATolerance { found });
                    }
                };
                self.float_tolerance = Some(At::new(tolerance, line));
            }
            Key::CheckerArgs => {
                let args = match one_of(name, value, &["testlib", "boj"])? {
                    "boj" => CheckerArgs::Boj,
                    _ => CheckerArgs::Testlib,
                };
                self.checker_args = Some(At::new(args, line));
            }
            Key::Labels => {
                let text = string(name, value)?;
                for label in text.split(',').map(str::trim).filter(|l| !l.is_empty()) {
                    if !LABEL_NAMES.contains(&label) {
                        return Err(SpecFault::UnknownLabel {
                            label: label.to_owned(),
                            known: LABEL_NAMES.to_vec(),
                        });
                    }
                    self.labels.push(label.to_owned());
                }
            }
            Key::CxxInclude => {
                let folder = string(name, value)?;
                if folder.trim().is_empty() {
                    return Err(SpecFault::EmptyCxxInclude);
                }
                self.cxx_include = Some(At::new(folder, line));
            }
            Key::InputFile => self.input_file = Some(file_name(name, value)?),
            Key::OutputFile => self.output_file = Some(file_name(name, value)?),
            Key::Tags => {
                let not_a_list = || SpecFault::NotAList {
                    key: name.to_owned(),
                    found: value.text.clone(),
                };
                let Value::List(items) = &value.value else {
                    return Err(not_a_list());
                };
                let clean = |t: &String| !t.trim().is_empty() && !t.chars().any(char::is_control);
                if !items.iter().all(clean) {
                    return Err(not_a_list());
                }
                self.tags = items.iter().map(|t| t.trim().to_owned()).collect();
            }
            Key::Tier => {
                let text = string(name, value)?;
                let tier = Tier::parse(&text).ok_or_else(|| SpecFault::UnknownTier {
                    found: value.text.clone(),
                })?;
                self.tier = Some(tier);
            }
            Key::Language => {
                let chosen = one_of(name, value, &LANGUAGE_NAMES)?;
                let language = Language::from_name(chosen).unwrap_or_default();
                self.language = Some(At::new(language, line));
            }
        }
        Ok(())
    }

    /// Checks the keys against each other and builds the spec.
    fn finish(self) -> Result<Spec, (Option<usize>, SpecFault)> {
        let keys: Vec<&'static str> = [
            ("time_limit_ms", self.time_limit_ms.is_none()),
            ("memory_limit_mb", self.memory_limit_mb.is_none()),
        ]
        .iter()
        .filter(|(_, missing)| *missing)
        .map(|(key, _)| *key)
        .collect();
        let (Some(time), Some(memory)) = (self.time_limit_ms, self.memory_limit_mb) else {
            return Err((None, SpecFault::MissingRequired { keys }));
        };
        let compare_name = self.compare.map_or(COMPARE_NAMES[0], |at| at.value);
        if let Some(at) = self.float_tolerance {
            if compare_name != "float" {
                return Err((
                    Some(at.line),
                    SpecFault::OnlyWith {
                        key: "float_tolerance",
                        mode: "float",
                        compare: compare_name,
                    },
                ));
            }
        }
        if let Some(at) = self.checker_args {
            if compare_name != "checker" {
                return Err((
                    Some(at.line),
                    SpecFault::OnlyWith {
                        key: "checker_args",
                        mode: "checker",
                        compare: compare_name,
                    },
                ));
            }
        }
        let compare = match compare_name {
            "exact" => Compare::Output(Mode::Exact),
            "tokens" => Compare::Output(Mode::Tokens),
            "float" => Compare::Output(Mode::Float {
                tolerance: self
                    .float_tolerance
                    .map_or(DEFAULT_FLOAT_TOLERANCE, |at| at.value),
            }),
            "literal" => Compare::Output(Mode::Literal),
            "checker" => Compare::Checker(
                self.checker_args
                    .map_or(CheckerArgs::Testlib, |at| at.value),
            ),
            "lines" => Compare::Output(Mode::Lines),
            "interactive" => Compare::Interactive,
            _ => Compare::Output(Mode::Boj),
        };
        Ok(Spec {
            title: self.title.map(|at| at.value),
            url: self.url.map(|at| at.value),
            limits: Limits {
                time: Duration::from_millis(time.value),
                memory_bytes: memory.value * 1024 * 1024,
            },
            compare,
            labels: self.labels,
            language: self.language.map_or_else(Language::default, |at| at.value),
            cxx_include: self.cxx_include.map(|at| PathBuf::from(at.value)),
            input_file: self.input_file,
            output_file: self.output_file,
            tags: self.tags,
            tier: self.tier,
        })
    }
}

/// The value of a string key.
fn string(key: &str, value: &Written) -> Result<String, SpecFault> {
    match &value.value {
        Value::Str(s) => Ok(s.clone()),
        _ => Err(SpecFault::NotAString {
            key: key.to_owned(),
            found: value.text.clone(),
        }),
    }
}

/// The value of a file-name key: one plain name, which the run's folder will hold, never a
/// path out of it.
fn file_name(key: &str, value: &Written) -> Result<String, SpecFault> {
    let name = string(key, value)?;
    let plain = !name.is_empty()
        && name.len() <= 100
        && name != "."
        && name != ".."
        && !name.contains(['/', '\\', ':', '\0'])
        && !name.chars().any(char::is_control)
        && name.trim() == name;
    if plain {
        Ok(name)
    } else {
        Err(SpecFault::NotAFileName {
            key: key.to_owned(),
            found: value.text.clone(),
        })
    }
}

/// The value of a string key that takes one of `choices`.
fn one_of(key: &str, value: &Written, choices: &[&'static str]) -> Result<&'static str, SpecFault> {
    let fault = |quoted| SpecFault::NotAChoice {
        key: key.to_owned(),
        choices: choices.to_vec(),
        found: value.text.clone(),
        quoted,
    };
    let name = match &value.value {
        Value::Str(s) => s.as_str(),
        // An unquoted choice is a likely slip; say what is missing.
        _ => return Err(fault(Quoted::No)),
    };
    choices
        .iter()
        .find(|&&c| c == name)
        .copied()
        .ok_or_else(|| fault(Quoted::Yes))
}

/// The value of an integer key in `1..=max`, counted in `unit`.
fn bounded_integer(key: &str, value: &Written, unit: Unit, max: i128) -> Result<u64, SpecFault> {
    let found = || value.text.clone();
    match value.value {
        Value::Integer(n) if n > max => Err(SpecFault::TooLarge {
            key: key.to_owned(),
            max,
            bound: match unit {
                Unit::Milliseconds => Bound::TenMinutes,
                Unit::Megabytes => Bound::SixtyFourGib,
            },
            found: found(),
        }),
        Value::Integer(n) if n >= 1 => {
            // `n` is in `1..=max` and `max` is small, so the conversion cannot fail.
            u64::try_from(n).map_err(|_| SpecFault::OutOfRange {
                key: key.to_owned(),
            })
        }
        _ => Err(SpecFault::NotPositive {
            key: key.to_owned(),
            unit,
            found: found(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PATH: &str = "testcases/boj-9079/problem.toml";

    fn parse(text: &str) -> Result<Spec, SpecError> {
        parse_spec(Path::new(PATH), text)
    }

    fn limits(ms: u64, mb: u64) -> Limits {
        Limits {
            time: Duration::from_millis(ms),
            memory_bytes: mb * 1024 * 1024,
        }
    }

    #[test]
    fn file_io_names_are_plain_file_names() {
        let base = "time_limit_ms = 1000\nmemory_limit_mb = 256\n";
        let spec = parse(&format!(
            "{base}input_file = \"input.txt\"\noutput_file = \"output.txt\"\n"
        ))
        .unwrap();
        assert_eq!(spec.input_file.as_deref(), Some("input.txt"));
        assert_eq!(spec.output_file.as_deref(), Some("output.txt"));
        assert_eq!(parse(base).unwrap().input_file, None);
        for bad in [
            "\"../x\"", "\"a/b\"", "\"\"", "\"..\"", "\" x\"", "x.txt", "\"C:x\"",
        ] {
            let err = parse(&format!("{base}input_file = {bad}\n")).unwrap_err();
            assert_eq!(err.line, Some(3), "{bad}");
            assert!(
                matches!(
                    *err.fault,
                    SpecFault::NotAFileName { .. } | SpecFault::NotAString { .. }
                ),
                "{bad}: {err}"
            );
        }
        let spec = parse(&format!("{base}language = \"Rust (rustc 1.89.0)\"\n")).unwrap();
        assert_eq!(spec.language, Language::AtCoder);
    }

    #[test]
    fn full_file() {
        let text = "\u{feff}# 동전 게임\n\
                    title = \"동전 게임\" # the Korean title\n\
                    url = 'https://www.acmicpc.net/problem/9079'\n\
                    \n\
                    time_limit_ms = 1_000   # 1 s\n\
                    memory_limit_mb = 128\n\
                    compare = \"float\"\n\
                    float_tolerance = 1e-9\n\
                    language = \"Rust 2024\"\n\
                    cxx_include = \"../testlib\"\n";
        let want = Spec {
            title: Some("동전 게임".to_string()),
            url: Some("https://www.acmicpc.net/problem/9079".to_string()),
            limits: limits(1000, 128),
            compare: Compare::Output(Mode::Float { tolerance: 1e-9 }),
            labels: Vec::new(),
            language: Language::Rust2024,
            cxx_include: Some(PathBuf::from("../testlib")),
            input_file: None,
            output_file: None,
            tags: Vec::new(),
            tier: None,
        };
        assert_eq!(parse(text), Ok(want));
    }

    #[test]
    fn labels_are_known_names() {
        let base = "time_limit_ms = 1\nmemory_limit_mb = 1\n";
        let spec = parse(&format!("{base}labels = \"special judge, interactive\"")).unwrap();
        assert_eq!(spec.labels, ["special judge", "interactive"]);
        let err = parse(&format!("{base}labels = \"spj\"")).unwrap_err();
        assert_eq!(err.line, Some(3));
        assert!(
            err.fault
                .to_string()
                .starts_with("unknown label `spj` in labels"),
            "{err}"
        );
    }

    #[test]
    fn valid_files() {
        let base = "time_limit_ms = 2000\nmemory_limit_mb = 512\n";
        #[rustfmt::skip]
        let table: &[(&str, Compare)] = &[
            ("", Compare::Output(Mode::Boj)),
            ("compare = \"boj\"", Compare::Output(Mode::Boj)),
            ("compare = \"lines\"", Compare::Output(Mode::Lines)),
            ("compare = \"exact\"", Compare::Output(Mode::Exact)),
            ("compare = \"tokens\"", Compare::Output(Mode::Tokens)),
            ("compare = \"literal\"", Compare::Output(Mode::Literal)),
            ("compare = \"float\"", Compare::Output(Mode::Float { tolerance: DEFAULT_FLOAT_TOLERANCE })),
            ("compare = 'float'\nfloat_tolerance = 0.001", Compare::Output(Mode::Float { tolerance: 0.001 })),
            ("float_tolerance = 1\ncompare = \"float\"", Compare::Output(Mode::Float { tolerance: 1.0 })),
            ("compare = \"float\"\nfloat_tolerance = 1E-6", Compare::Output(Mode::Float { tolerance: 1e-6 })),
            ("compare = \"checker\"", Compare::Checker(CheckerArgs::Testlib)),
            ("compare = \"checker\"\nchecker_args = \"testlib\"", Compare::Checker(CheckerArgs::Testlib)),
            ("checker_args = \"boj\"\ncompare = \"checker\"", Compare::Checker(CheckerArgs::Boj)),
            ("compare = \"interactive\"", Compare::Interactive),
        ];
        for (extra, compare) in table {
            let spec = parse(&format!("{base}{extra}")).unwrap_or_else(|e| panic!("{extra}: {e}"));
            let want = Spec {
                title: None,
                url: None,
                limits: limits(2000, 512),
                compare: *compare,
                labels: Vec::new(),
                language: Language::Rust2021,
                cxx_include: None,
                input_file: None,
                output_file: None,
                tags: Vec::new(),
                tier: None,
            };
            assert_eq!(spec, want, "{extra}");
        }
    }

    #[test]
    fn tags_and_tier() {
        let base = "time_limit_ms = 1\nmemory_limit_mb = 1\n";
        let spec = parse(&format!(
            "{base}tier = \"Gold IV\"\ntags = [\"그리디 알고리즘\", 'dp' , \"a, b\",] # kept\n"
        ))
        .unwrap();
        assert_eq!(spec.tags, ["그리디 알고리즘", "dp", "a, b"]);
        assert_eq!(spec.tier, Tier::parse("gold 4"));
        assert_eq!(spec.tier.map(Tier::level), Some(12));
        assert_eq!(spec.tier.map(|t| t.name()).as_deref(), Some("Gold IV"));
        assert_eq!(
            parse(&format!("{base}tags = []")).unwrap().tags,
            Vec::<String>::new()
        );
        assert_eq!(parse(base).unwrap().tier, None);
        // Every tier by its name and back, in order.
        let names: Vec<String> = (0..=30)
            .map(|l| Tier::from_level(l).unwrap().name())
            .collect();
        assert_eq!(names[0], "Unrated");
        assert_eq!(names[1], "Bronze V");
        assert_eq!(names[30], "Ruby I");
        for (level, name) in names.iter().enumerate() {
            assert_eq!(
                Tier::parse(name).map(Tier::level),
                Some(level as u8),
                "{name}"
            );
        }
        assert_eq!(Tier::from_level(31), None);
        #[rustfmt::skip]
        let bad: &[(&str, &str)] = &[
            ("tags = \"dp\"", "tags must be a list of non-empty strings on one line, such as [\"greedy\", \"dp\"], found `\"dp\"`"),
            ("tags = [\"dp\"", "tags must be a list of non-empty strings on one line, such as [\"greedy\", \"dp\"], found `[\"dp\"`"),
            ("tags = [dp]", "tags must be a list of non-empty strings on one line, such as [\"greedy\", \"dp\"], found `[dp]`"),
            ("tags = [\"dp\" \"x\"]", "tags must be a list of non-empty strings on one line, such as [\"greedy\", \"dp\"], found `[\"dp\" \"x\"]`"),
            ("tags = [\" \"]", "tags must be a list of non-empty strings on one line, such as [\"greedy\", \"dp\"], found `[\" \"]`"),
            ("tags = [1, 2]", "tags must be a list of non-empty strings on one line, such as [\"greedy\", \"dp\"], found `[1, 2]`"),
            ("tier = \"Gold VI\"", "tier must be a solved.ac tier such as \"Gold IV\" (Bronze, Silver, Gold, Platinum, Diamond or Ruby, then V to I; or \"Unrated\"), found `\"Gold VI\"`"),
            ("tier = \"Master\"", "tier must be a solved.ac tier such as \"Gold IV\" (Bronze, Silver, Gold, Platinum, Diamond or Ruby, then V to I; or \"Unrated\"), found `\"Master\"`"),
            ("tier = 12", "tier must be a string in quotes, found `12`"),
            ("title = [\"x\"]", "title must be a string in quotes, found `[\"x\"]`"),
        ];
        for (line, message) in bad {
            let err = parse(&format!("{base}{line}\n")).unwrap_err();
            assert_eq!(
                (err.line, err.fault.to_string()),
                (Some(3), message.to_string()),
                "{line}"
            );
        }
    }

    #[test]
    fn languages_by_name_and_edition() {
        for language in Language::ALL {
            let text =
                format!("time_limit_ms = 1\nmemory_limit_mb = 1\nlanguage = \"{language}\"\n");
            assert_eq!(parse(&text).map(|s| s.language), Ok(language));
            assert_eq!(Language::from_name(language.edition()), Some(language));
        }
        let spec = parse("time_limit_ms = 1\nmemory_limit_mb = 1\n").unwrap();
        assert_eq!(spec.language, Language::Rust2021);
        assert_eq!(Language::from_name("rust 2024"), Some(Language::Rust2024));
        assert_eq!(Language::from_name("2018"), Some(Language::Rust2018));
        assert_eq!(Language::from_name("Rust 2018"), Some(Language::Rust2018));
        assert_eq!(Language::from_name("2015"), None);
    }

    #[test]
    fn syntax_details() {
        let base = "time_limit_ms = 1\nmemory_limit_mb = 65_536\n";
        #[rustfmt::skip]
        let table: &[(&str, &str)] = &[
            ("title = \"a # not a comment\"", "a # not a comment"),
            ("title = \"q\\\"b\\\\s\\tt\\nn\"", "q\"b\\s\tt\nn"),
            ("title = \"\\u00e9\\U0001F600\"", "é😀"),
            ("title = 'C:\\raw # kept'", "C:\\raw # kept"),
            ("  title=\"x\"#c", "x"),
            ("\ttitle = \"\" ", ""),
            ("title = \"동전 게임\"\r", "동전 게임"),
        ];
        for (line, title) in table {
            let spec = parse(&format!("{base}{line}\n")).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(spec.title.as_deref(), Some(*title), "{line}");
            assert_eq!(spec.limits, limits(1, 65_536));
        }
    }

    #[test]
    fn crlf_line_endings() {
        let text = "title = \"x\"\r\n\r\n# comment\r\ntime_limit_ms = 500 # half\r\nmemory_limit_mb = 256\r\n";
        let spec = parse(text).unwrap();
        assert_eq!(spec.title.as_deref(), Some("x"));
        assert_eq!(spec.limits, limits(500, 256));
        let error =
            parse("time_limit_ms = 500\r\nmemory_limit_mb = 256\r\nbad = 1\r\n").unwrap_err();
        assert_eq!(error.line, Some(3));
    }

    #[test]
    fn errors_name_the_line() {
        let known =
            "title, url, language, time_limit_ms, memory_limit_mb, compare, float_tolerance, checker_args, cxx_include, input_file, output_file, labels, tier, tags";
        let limits = "time_limit_ms = 1000\nmemory_limit_mb = 128\n";
        #[rustfmt::skip]
        let table: Vec<(String, Option<usize>, String)> = vec![
            (format!("{limits}time_limit = 1"), Some(3),
             format!("unknown key `time_limit` (did you mean `time_limit_ms`?); the known keys are {known}")),
            (format!("# c\n\n{limits}time_limit_ms = 2000"), Some(5),
             "duplicate key `time_limit_ms`, first set on line 3".into()),
            ("time_limit_ms = 1s\nmemory_limit_mb = 128".into(), Some(1),
             "time_limit_ms must be a positive integer of milliseconds, found `1s`".into()),
            ("memory_limit_mb = 128\ntime_limit_ms = 0".into(), Some(2),
             "time_limit_ms must be a positive integer of milliseconds, found `0`".into()),
            ("time_limit_ms = -5".into(), Some(1),
             "time_limit_ms must be a positive integer of milliseconds, found `-5`".into()),
            ("time_limit_ms = 1.5".into(), Some(1),
             "time_limit_ms must be a positive integer of milliseconds, found `1.5`".into()),
            ("time_limit_ms = \"1000\"".into(), Some(1),
             "time_limit_ms must be a positive integer of milliseconds, found `\"1000\"`".into()),
            ("time_limit_ms = 600_001".into(), Some(1),
             "time_limit_ms must be at most 600000 (10 minutes), found `600_001`".into()),
            ("time_limit_ms = 99999999999999999999999999999999999999999".into(), Some(1),
             "time_limit_ms must be at most 600000 (10 minutes), found `99999999999999999999999999999999999999999`".into()),
            ("time_limit_ms = 1__000".into(), Some(1),
             "time_limit_ms must be a positive integer of milliseconds, found `1__000`".into()),
            ("memory_limit_mb = 65537".into(), Some(1),
             "memory_limit_mb must be at most 65536 (64 GiB), found `65537`".into()),
            ("memory_limit_mb = 128MB".into(), Some(1),
             "memory_limit_mb must be a positive integer of megabytes, found `128MB`".into()),
            (format!("{limits}title = \"abc"), Some(3),
             "unclosed string: missing the closing `\"`".into()),
            (format!("{limits}title = \"abc\\\""), Some(3),
             "unclosed string: missing the closing `\"`".into()),
            (format!("{limits}title = 'abc"), Some(3),
             "unclosed string: missing the closing `'`".into()),
            (format!("{limits}title = \"\"\"abc\"\"\""), Some(3),
             "multi-line strings are not supported".into()),
            (format!("{limits}title = \"a\\qb\""), Some(3),
             "unknown escape `\\q` in a string".into()),
            (format!("{limits}title = \"\\u12\""), Some(3),
             "invalid escape `\\u12\"`: expected 4 hex digits of a unicode scalar value".into()),
            (format!("{limits}title = \"\\uD800\""), Some(3),
             "invalid escape `\\uD800`: expected 4 hex digits of a unicode scalar value".into()),
            (format!("{limits}title \"x\""), Some(3), "missing `=` after key `title`".into()),
            (format!("{limits}title"), Some(3), "missing `=` after key `title`".into()),
            (format!("{limits}= \"x\""), Some(3), "missing key before `=`".into()),
            (format!("{limits}title ="), Some(3), "missing value after `title =`".into()),
            (format!("{limits}title = # nothing"), Some(3), "missing value after `title =`".into()),
            (format!("{limits}limits.time = 1"), Some(3),
             "unsupported key `limits.time`: only bare keys (letters, digits, `_` and `-`) are supported".into()),
            (format!("{limits}\"title\" = \"x\""), Some(3),
             "unsupported key `\"title\"`: only bare keys (letters, digits, `_` and `-`) are supported".into()),
            ("time_limit_ms = 1000 ms\nmemory_limit_mb = 128".into(), Some(1),
             "unexpected `ms` after the value of `time_limit_ms`; a comment starts with `#`".into()),
            (format!("{limits}title = \"a\" \"b\""), Some(3),
             "unexpected `\"b\"` after the value of `title`; a comment starts with `#`".into()),
            (format!("{limits}[limits]"), Some(3),
             "table headers like `[limits]` are not supported; write `key = value` lines only".into()),
            (format!("{limits}  [[cases]] # more"), Some(3),
             "table headers like `[[cases]]` are not supported; write `key = value` lines only".into()),
            (format!("{limits}title = 5"), Some(3), "title must be a string in quotes, found `5`".into()),
            (format!("{limits}url = https://x"), Some(3), "url must be a string in quotes, found `https://x`".into()),
            (format!("{limits}compare = \"fuzzy\""), Some(3),
             "compare must be one of \"boj\", \"lines\", \"exact\", \"tokens\", \"float\", \"checker\", \"literal\", \"interactive\", found `\"fuzzy\"`".into()),
            (format!("{limits}compare = lines"), Some(3),
             "compare must be a string in quotes, one of \"boj\", \"lines\", \"exact\", \"tokens\", \"float\", \"checker\", \"literal\", \"interactive\", found `lines`".into()),
            (format!("{limits}compare = \"float\"\nfloat_tolerance = 0"), Some(4),
             "float_tolerance must be a positive number such as 1e-6, found `0`".into()),
            (format!("{limits}compare = \"float\"\nfloat_tolerance = -1e-6"), Some(4),
             "float_tolerance must be a positive number such as 1e-6, found `-1e-6`".into()),
            (format!("{limits}compare = \"float\"\nfloat_tolerance = \"1e-6\""), Some(4),
             "float_tolerance must be a positive number such as 1e-6, found `\"1e-6\"`".into()),
            (format!("{limits}compare = \"float\"\nfloat_tolerance = inf"), Some(4),
             "float_tolerance must be a positive number such as 1e-6, found `inf`".into()),
            (format!("{limits}compare = \"checker\"\nchecker_args = \"icpc\""), Some(4),
             "checker_args must be one of \"testlib\", \"boj\", found `\"icpc\"`".into()),
            (format!("{limits}float_tolerance = 1e-6"), Some(3),
             "float_tolerance is only used with compare = \"float\", but compare is \"boj\"".into()),
            (format!("{limits}language = \"Rust 2015\""), Some(3),
             "language must be one of \"Rust 2018\", \"Rust 2021\", \"Rust 2024\", \"Rust 1.89.0 (2021)\", \"Rust 1.89.0 (2024)\", \"Rust (rustc 1.89.0)\", found `\"Rust 2015\"`".into()),
            (format!("{limits}language = 2024"), Some(3),
             "language must be a string in quotes, one of \"Rust 2018\", \"Rust 2021\", \"Rust 2024\", \"Rust 1.89.0 (2021)\", \"Rust 1.89.0 (2024)\", \"Rust (rustc 1.89.0)\", found `2024`".into()),
            (format!("float_tolerance = 1e-6\n{limits}compare = \"tokens\""), Some(1),
             "float_tolerance is only used with compare = \"float\", but compare is \"tokens\"".into()),
            (format!("{limits}checker_args = \"boj\"\ncompare = \"exact\""), Some(3),
             "checker_args is only used with compare = \"checker\", but compare is \"exact\"".into()),
            ("memory_limit_mb = 128".into(), None, "missing required key `time_limit_ms`".into()),
            ("time_limit_ms = 1000\n".into(), None, "missing required key `memory_limit_mb`".into()),
            ("# empty\n".into(), None,
             "missing required keys `time_limit_ms` and `memory_limit_mb`".into()),
            ("".into(), None, "missing required keys `time_limit_ms` and `memory_limit_mb`".into()),
        ];
        for (text, line, message) in table {
            let error = parse(&text).expect_err(&text);
            assert_eq!(
                (error.line, error.fault.to_string()),
                (line, message),
                "{text}"
            );
            assert_eq!(error.path, Path::new(PATH));
        }
    }

    #[test]
    fn errors_display_path_and_line() {
        let error = parse("time_limit_ms = 1000\nmemory = 1\n").unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with(&format!("{PATH}:2: unknown key `memory`")),
            "{error}"
        );
        let error = parse("time_limit_ms = 1000\n").unwrap_err();
        assert_eq!(
            error.to_string(),
            format!("{PATH}: missing required key `memory_limit_mb`")
        );
        fn is_error<E: std::error::Error + Send + Sync + 'static>(_: &E) {}
        is_error(&error);
    }
}
