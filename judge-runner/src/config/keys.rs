//! The keys `problem.toml` may set, each validated on its own as its line is read, then
//! against each other (a key only one `compare` mode uses), into a [`Spec`]; and
//! [`parse_spec`], which feeds the file's lines through the TOML reader to them.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::toml::{parse_line, Value, Written};
use super::{
    Bound, CheckerArgs, Compare, Extra, Language, Limits, Quoted, Spec, SpecError, SpecFault, Tier,
    Unit, DEFAULT_FLOAT_TOLERANCE, LABEL_NAMES,
};
use crate::compare::Mode;

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
    ExtraTime,
    ExtraMemory,
    ComparedLines,
}

impl Key {
    /// Every key, in the order the documentation lists them.
    const ALL: [Key; 17] = [
        Key::Title,
        Key::Url,
        Key::Language,
        Key::TimeLimitMs,
        Key::MemoryLimitMb,
        Key::ExtraTime,
        Key::ExtraMemory,
        Key::Compare,
        Key::FloatTolerance,
        Key::ComparedLines,
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
            Key::ExtraTime => "extra_time",
            Key::ExtraMemory => "extra_memory",
            Key::ComparedLines => "compared_lines",
        }
    }
}

/// The values of `compare`; the first is the default.
const COMPARE_NAMES: [&str; 9] = [
    "boj",
    "lines",
    "exact",
    "tokens",
    "tokens-caseless",
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
    compared_lines: Option<At<u64>>,
    labels: Vec<String>,
    language: Option<At<Language>>,
    cxx_include: Option<At<String>>,
    input_file: Option<String>,
    output_file: Option<String>,
    tags: Vec<String>,
    tier: Option<Tier>,
    extra: Extra,
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
            Key::FloatTolerance => self.float_tolerance = Some(At::new(tolerance(value)?, line)),
            Key::ComparedLines => {
                let text = match &value.value {
                    Value::Str(s) => s.clone(),
                    Value::Integer(n) => n.to_string(),
                    _ => String::new(),
                };
                let lines =
                    crate::compare::parse_line_list(&text).ok_or_else(|| SpecFault::NotLines {
                        found: value.text.clone(),
                    })?;
                self.compared_lines = Some(At::new(lines, line));
            }
            Key::CheckerArgs => {
                let args = match one_of(name, value, &["testlib", "boj", "icpc"])? {
                    "boj" => CheckerArgs::Boj,
                    "icpc" => CheckerArgs::Icpc,
                    _ => CheckerArgs::Testlib,
                };
                self.checker_args = Some(At::new(args, line));
            }
            Key::Labels => self.labels.extend(labels(name, value)?),
            Key::CxxInclude => {
                let folder = string(name, value)?;
                if folder.trim().is_empty() {
                    return Err(SpecFault::EmptyCxxInclude);
                }
                self.cxx_include = Some(At::new(folder, line));
            }
            Key::InputFile => self.input_file = Some(file_name(name, value)?),
            Key::OutputFile => self.output_file = Some(file_name(name, value)?),
            Key::Tags => self.tags = tags(name, value)?,
            Key::Tier => {
                let text = string(name, value)?;
                let tier = Tier::parse(&text).ok_or_else(|| SpecFault::UnknownTier {
                    found: value.text.clone(),
                })?;
                self.tier = Some(tier);
            }
            Key::ExtraTime => self.extra.time = boolean(name, value)?,
            Key::ExtraMemory => self.extra.memory = boolean(name, value)?,
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
        if let Some(at) = self.compared_lines {
            if compare_name != "boj" {
                return Err((
                    Some(at.line),
                    SpecFault::OnlyWith {
                        key: "compared_lines",
                        mode: "boj",
                        compare: compare_name,
                    },
                ));
            }
        }
        let compare = match compare_name {
            "exact" => Compare::Output(Mode::Exact),
            "tokens" => Compare::Output(Mode::Tokens),
            "tokens-caseless" => Compare::Output(Mode::TokensCaseless),
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
            _ => match self.compared_lines {
                Some(at) => Compare::Output(Mode::Chosen { lines: at.value }),
                None => Compare::Output(Mode::Boj),
            },
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
            extra: self.extra,
        })
    }
}

/// The value of a boolean key: `true` or `false`, bare.
fn boolean(key: &str, value: &Written) -> Result<bool, SpecFault> {
    match (&value.value, value.text.as_str()) {
        (Value::Bare, "true") => Ok(true),
        (Value::Bare, "false") => Ok(false),
        _ => Err(SpecFault::NotABool {
            key: key.to_owned(),
            found: value.text.clone(),
        }),
    }
}

/// The value of `float_tolerance`: a positive number.
fn tolerance(value: &Written) -> Result<f64, SpecFault> {
    match value.value {
        Value::Float(x) if x > 0.0 => Ok(x),
        // `1` is a fine tolerance for large answers, though written as an integer.
        Value::Integer(n) if n > 0 => Ok(n as f64),
        _ => {
            let found = value.text.clone();
            Err(SpecFault::NotATolerance { found })
        }
    }
}

/// The value of `labels`: known label names, separated by commas.
fn labels(key: &str, value: &Written) -> Result<Vec<String>, SpecFault> {
    let text = string(key, value)?;
    let mut labels = Vec::new();
    for label in text.split(',').map(str::trim).filter(|l| !l.is_empty()) {
        if !LABEL_NAMES.contains(&label) {
            return Err(SpecFault::UnknownLabel {
                label: label.to_owned(),
                known: LABEL_NAMES.to_vec(),
            });
        }
        labels.push(label.to_owned());
    }
    Ok(labels)
}

/// The value of `tags`: a one-line list of non-empty strings, trimmed.
fn tags(key: &str, value: &Written) -> Result<Vec<String>, SpecFault> {
    let not_a_list = || SpecFault::NotAList {
        key: key.to_owned(),
        found: value.text.clone(),
    };
    let Value::List(items) = &value.value else {
        return Err(not_a_list());
    };
    let clean = |t: &String| !t.trim().is_empty() && !t.chars().any(char::is_control);
    if !items.iter().all(clean) {
        return Err(not_a_list());
    }
    Ok(items.iter().map(|t| t.trim().to_owned()).collect())
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
            extra: Extra::default(),
        };
        assert_eq!(parse(text), Ok(want));
    }

    /// A page that says `추가 시간 없음` / `추가 메모리 없음`: BOJ gave no language its extra
    /// time or memory there.
    #[test]
    fn extra_time_and_memory_are_booleans() {
        let base = "time_limit_ms = 1\nmemory_limit_mb = 1\n";
        assert_eq!(parse(base).unwrap().extra, Extra::default());
        assert_eq!(
            (Extra::default().time, Extra::default().memory),
            (true, true)
        );
        let spec = parse(&format!("{base}extra_time = false\nextra_memory = true\n")).unwrap();
        assert_eq!(
            spec.extra,
            Extra {
                time: false,
                memory: true
            }
        );
        let spec = parse(&format!("{base}extra_memory = false # the page\n")).unwrap();
        assert_eq!(
            spec.extra,
            Extra {
                time: true,
                memory: false
            }
        );
        for bad in ["\"false\"", "no", "0"] {
            let err = parse(&format!("{base}extra_time = {bad}\n")).unwrap_err();
            assert_eq!(
                (err.line, err.fault.to_string()),
                (
                    Some(3),
                    format!("extra_time must be true or false, found `{bad}`")
                )
            );
        }
    }

    #[test]
    fn compared_lines_choose_the_lines_of_a_boj_comparison() {
        let base = "time_limit_ms = 1\nmemory_limit_mb = 1\n";
        for (written, lines) in [("\"1\"", 1), ("\"1, 3\"", 0b101), ("2", 0b10)] {
            let spec = parse(&format!("{base}compared_lines = {written}\n")).unwrap();
            assert_eq!(
                spec.compare,
                Compare::Output(Mode::Chosen { lines }),
                "{written}"
            );
        }
        for bad in ["\"0\"", "\"65\"", "\"\"", "\"first\"", "true"] {
            let err = parse(&format!("{base}compared_lines = {bad}\n")).unwrap_err();
            assert_eq!(
                (err.line, err.fault.to_string()),
                (
                    Some(3),
                    format!(
                        "compared_lines must be line numbers from 1 to 64, such as \"1\" or \
                         \"1, 3\", found `{bad}`"
                    )
                )
            );
        }
        let err = parse(&format!(
            "{base}compare = \"tokens\"\ncompared_lines = \"1\"\n"
        ))
        .unwrap_err();
        assert_eq!(err.line, Some(4));
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
            ("compare = \"tokens-caseless\"", Compare::Output(Mode::TokensCaseless)),
            ("compare = \"literal\"", Compare::Output(Mode::Literal)),
            ("compare = \"float\"", Compare::Output(Mode::Float { tolerance: DEFAULT_FLOAT_TOLERANCE })),
            ("compare = 'float'\nfloat_tolerance = 0.001", Compare::Output(Mode::Float { tolerance: 0.001 })),
            ("float_tolerance = 1\ncompare = \"float\"", Compare::Output(Mode::Float { tolerance: 1.0 })),
            ("compare = \"float\"\nfloat_tolerance = 1E-6", Compare::Output(Mode::Float { tolerance: 1e-6 })),
            ("compare = \"checker\"", Compare::Checker(CheckerArgs::Testlib)),
            ("compare = \"checker\"\nchecker_args = \"testlib\"", Compare::Checker(CheckerArgs::Testlib)),
            ("checker_args = \"boj\"\ncompare = \"checker\"", Compare::Checker(CheckerArgs::Boj)),
            ("compare = \"checker\"\nchecker_args = \"icpc\"", Compare::Checker(CheckerArgs::Icpc)),
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
                extra: Extra::default(),
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
            "title, url, language, time_limit_ms, memory_limit_mb, extra_time, extra_memory, compare, float_tolerance, compared_lines, checker_args, cxx_include, input_file, output_file, labels, tier, tags";
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
             "compare must be one of \"boj\", \"lines\", \"exact\", \"tokens\", \"tokens-caseless\", \"float\", \"checker\", \"literal\", \"interactive\", found `\"fuzzy\"`".into()),
            (format!("{limits}compare = lines"), Some(3),
             "compare must be a string in quotes, one of \"boj\", \"lines\", \"exact\", \"tokens\", \"tokens-caseless\", \"float\", \"checker\", \"literal\", \"interactive\", found `lines`".into()),
            (format!("{limits}compare = \"float\"\nfloat_tolerance = 0"), Some(4),
             "float_tolerance must be a positive number such as 1e-6, found `0`".into()),
            (format!("{limits}compare = \"float\"\nfloat_tolerance = -1e-6"), Some(4),
             "float_tolerance must be a positive number such as 1e-6, found `-1e-6`".into()),
            (format!("{limits}compare = \"float\"\nfloat_tolerance = \"1e-6\""), Some(4),
             "float_tolerance must be a positive number such as 1e-6, found `\"1e-6\"`".into()),
            (format!("{limits}compare = \"float\"\nfloat_tolerance = inf"), Some(4),
             "float_tolerance must be a positive number such as 1e-6, found `inf`".into()),
            (format!("{limits}compare = \"checker\"\nchecker_args = \"polygon\""), Some(4),
             "checker_args must be one of \"testlib\", \"boj\", \"icpc\", found `\"polygon\"`".into()),
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
}
