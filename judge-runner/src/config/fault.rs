//! Why a `problem.toml` was rejected, as data: the file, the line and a [`SpecFault`] with
//! the keys and values it names. `Display` gives the English words; the report's catalogue
//! (`report::words`) gives the Korean from the same data, so no layer parses a sentence.

use std::fmt;
use std::path::PathBuf;

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
    /// A group of `groups.toml` whose points are not a whole number from 0 to 1000000.
    NotPoints {
        key: String,
        found: String,
    },
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
    /// A boolean key (`extra_time`) not written `true` or `false` (`found`: as written).
    NotABool {
        key: String,
        found: String,
    },
    /// `tier` is not a solved.ac tier name (`found`: as written).
    UnknownTier {
        found: String,
    },
    /// `compared_lines` is not line numbers from 1 to 64 (`found`: as written).
    NotLines {
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

impl Unit {
    /// The unit in English, as the message names it.
    fn words(self) -> &'static str {
        match self {
            Unit::Milliseconds => "milliseconds",
            Unit::Megabytes => "megabytes",
        }
    }
}

impl Bound {
    /// The bound in English, as the message names it.
    fn words(self) -> &'static str {
        match self {
            Bound::TenMinutes => "10 minutes",
            Bound::SixtyFourGib => "64 GiB",
        }
    }
}

impl SpecFault {
    /// The words of a fault in the TOML itself (the reader's, `toml`), which `fmt` sends
    /// here; the faults of keys and values are `fmt`'s own.
    fn fmt_syntax(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
            // Not a syntax fault: `fmt` never sends one.
            _ => Ok(()),
        }
    }

    /// The words of a value its key does not take (a string, a choice, a number), which
    /// `fmt` sends here.
    fn fmt_value(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let listed = |choices: &[&str]| {
            choices
                .iter()
                .map(|c| format!("\"{c}\""))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            SpecFault::NotAString { key, found } => {
                write!(f, "{key} must be a string in quotes, found `{found}`")
            }
            SpecFault::NotAChoice {
                key,
                choices,
                found,
                quoted,
            } => {
                let must = match quoted {
                    Quoted::No => "must be a string in quotes, one of",
                    Quoted::Yes => "must be one of",
                };
                write!(f, "{key} {must} {}, found `{found}`", listed(choices))
            }
            SpecFault::TooLarge {
                key,
                max,
                bound,
                found,
            } => {
                let bound = bound.words();
                write!(f, "{key} must be at most {max} ({bound}), found `{found}`")
            }
            SpecFault::NotPositive { key, unit, found } => {
                let unit = unit.words();
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
            // Not a value's fault: `fmt` never sends one.
            _ => Ok(()),
        }
    }
}

impl fmt::Display for SpecFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecFault::TableHeader { .. }
            | SpecFault::MissingKey
            | SpecFault::UnsupportedKey { .. }
            | SpecFault::MissingEquals { .. }
            | SpecFault::MissingValue { .. }
            | SpecFault::Trailing { .. }
            | SpecFault::MultiLineString
            | SpecFault::UnclosedString { .. }
            | SpecFault::UnknownEscape { .. }
            | SpecFault::InvalidEscape { .. } => self.fmt_syntax(f),
            SpecFault::UnknownKey { key, guess, known } => write!(
                f,
                "unknown key `{key}`{}; the known keys are {}",
                guess.map_or(String::new(), |g| format!(" (did you mean `{g}`?)")),
                known.join(", ")
            ),
            SpecFault::DuplicateKey { key, first } => {
                write!(f, "duplicate key `{key}`, first set on line {first}")
            }
            SpecFault::NotAString { .. }
            | SpecFault::NotAChoice { .. }
            | SpecFault::TooLarge { .. }
            | SpecFault::NotPositive { .. }
            | SpecFault::OutOfRange { .. }
            | SpecFault::NotATolerance { .. } => self.fmt_value(f),
            SpecFault::UnknownLabel { label, known } => write!(
                f,
                "unknown label `{label}` in labels; the known labels are {}",
                known.join(", ")
            ),
            SpecFault::EmptyCxxInclude => {
                f.write_str("cxx_include must name a folder, found an empty string")
            }
            SpecFault::NotPoints { key, found } => write!(
                f,
                "group {key} must be worth a whole number of points from 0 to 1000000, found \
                 `{found}`"
            ),
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
            SpecFault::NotABool { key, found } => {
                write!(f, "{key} must be true or false, found `{found}`")
            }
            SpecFault::NotLines { found } => write!(
                f,
                "compared_lines must be line numbers from 1 to 64, such as \"1\" or \"1, 3\", \
                 found `{found}`"
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{parse_spec, Spec};
    use std::path::Path;

    const PATH: &str = "testcases/boj-9079/problem.toml";

    fn parse(text: &str) -> Result<Spec, super::SpecError> {
        parse_spec(Path::new(PATH), text)
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

    /// Every fault has its English words (`fmt` hands two groups to helpers, each of which
    /// says only its own), word for word.
    #[test]
    fn every_fault_has_its_english_words() {
        let key = || "tier".to_owned();
        let found = || "x".to_owned();
        #[rustfmt::skip]
        let table: Vec<(SpecFault, &str)> = vec![
            (SpecFault::TableHeader { header: "[a]".into() },
             "table headers like `[a]` are not supported; write `key = value` lines only"),
            (SpecFault::MissingKey, "missing key before `=`"),
            (SpecFault::UnsupportedKey { key: "a.b".into() },
             "unsupported key `a.b`: only bare keys (letters, digits, `_` and `-`) are supported"),
            (SpecFault::MissingEquals { key: key() }, "missing `=` after key `tier`"),
            (SpecFault::MissingValue { key: key() }, "missing value after `tier =`"),
            (SpecFault::Trailing { key: key(), after: "y".into() },
             "unexpected `y` after the value of `tier`; a comment starts with `#`"),
            (SpecFault::MultiLineString, "multi-line strings are not supported"),
            (SpecFault::UnclosedString { quote: '\'' }, "unclosed string: missing the closing `'`"),
            (SpecFault::UnknownEscape { escape: 'q' }, "unknown escape `\\q` in a string"),
            (SpecFault::InvalidEscape { escape: "uD800".into(), width: 4 },
             "invalid escape `\\uD800`: expected 4 hex digits of a unicode scalar value"),
            (SpecFault::UnknownKey { key: "titel".into(), guess: Some("title"), known: vec!["title", "url"] },
             "unknown key `titel` (did you mean `title`?); the known keys are title, url"),
            (SpecFault::UnknownKey { key: "zzz".into(), guess: None, known: vec!["title"] },
             "unknown key `zzz`; the known keys are title"),
            (SpecFault::DuplicateKey { key: key(), first: 2 }, "duplicate key `tier`, first set on line 2"),
            (SpecFault::NotAString { key: key(), found: found() }, "tier must be a string in quotes, found `x`"),
            (SpecFault::NotAChoice { key: key(), choices: vec!["a", "b"], found: found(), quoted: Quoted::No },
             "tier must be a string in quotes, one of \"a\", \"b\", found `x`"),
            (SpecFault::NotAChoice { key: key(), choices: vec!["a"], found: found(), quoted: Quoted::Yes },
             "tier must be one of \"a\", found `x`"),
            (SpecFault::TooLarge { key: key(), max: 600_000, bound: Bound::TenMinutes, found: found() },
             "tier must be at most 600000 (10 minutes), found `x`"),
            (SpecFault::TooLarge { key: key(), max: 65_536, bound: Bound::SixtyFourGib, found: found() },
             "tier must be at most 65536 (64 GiB), found `x`"),
            (SpecFault::NotPositive { key: key(), unit: Unit::Milliseconds, found: found() },
             "tier must be a positive integer of milliseconds, found `x`"),
            (SpecFault::NotPositive { key: key(), unit: Unit::Megabytes, found: found() },
             "tier must be a positive integer of megabytes, found `x`"),
            (SpecFault::OutOfRange { key: key() }, "tier is out of range"),
            (SpecFault::NotATolerance { found: found() },
             "float_tolerance must be a positive number such as 1e-6, found `x`"),
            (SpecFault::UnknownLabel { label: "l".into(), known: vec!["a", "b"] },
             "unknown label `l` in labels; the known labels are a, b"),
            (SpecFault::EmptyCxxInclude, "cxx_include must name a folder, found an empty string"),
            (SpecFault::NotPoints { key: key(), found: found() },
             "group tier must be worth a whole number of points from 0 to 1000000, found `x`"),
            (SpecFault::NotAFileName { key: key(), found: found() },
             "tier must be a plain file name in the run's folder, such as `input.txt` (no folders, no `..`), found `x`"),
            (SpecFault::MissingRequired { keys: vec!["a"] }, "missing required key `a`"),
            (SpecFault::MissingRequired { keys: vec!["a", "b"] }, "missing required keys `a` and `b`"),
            (SpecFault::NotABool { key: key(), found: found() },
             "tier must be true or false, found `x`"),
            (SpecFault::NotAList { key: key(), found: found() },
             "tier must be a list of non-empty strings on one line, such as [\"greedy\", \"dp\"], found `x`"),
            (SpecFault::UnknownTier { found: found() },
             "tier must be a solved.ac tier such as \"Gold IV\" (Bronze, Silver, Gold, Platinum, Diamond or Ruby, then V to I; or \"Unrated\"), found `x`"),
            (SpecFault::OnlyWith { key: "float_tolerance", mode: "float", compare: "boj" },
             "float_tolerance is only used with compare = \"float\", but compare is \"boj\""),
        ];
        for (fault, words) in table {
            assert_eq!(fault.to_string(), words, "{fault:?}");
        }
    }
}
