//! What `problem.toml` says about a problem once it is read: the [`Spec`] the rest of the
//! runner is given, and the types of its values (limits, the way answers are compared, the
//! language and the tier). Nothing here knows how the file is written.

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use crate::compare::Mode;
pub use crate::sites::Language;

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
    /// Whether BOJ gave its languages' extra time and memory on this problem
    /// (`extra_time`, `extra_memory`): `replay` judges kept Python, PyPy3 and Java
    /// submissions with them; nothing else reads it.
    pub extra: Extra,
}

/// Whether BOJ gave a language's extra time and memory (Python, PyPy3 and Java had more
/// than the problem's limits) on a problem: its page said `추가 시간 없음` / `추가 메모리
/// 없음` where it did not (`extra_time = false`, `extra_memory = false`). Both by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Extra {
    pub time: bool,
    pub memory: bool,
}

impl Default for Extra {
    fn default() -> Extra {
        Extra {
            time: true,
            memory: true,
        }
    }
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

impl Compare {
    /// Whether a problem's solution returns a value through a harness (Programmers: its
    /// answer is compared as a literal) rather than printing its answer.
    pub(crate) fn returns_literal(self) -> bool {
        self == Compare::Output(Mode::Literal)
    }
}

/// How a checker is called: the order of its file arguments (testlib's exit codes either way),
/// or the ICPC output validator's convention.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckerArgs {
    /// testlib's convention: `checker INPUT OUTPUT ANSWER`.
    Testlib,
    /// BOJ's special judge: `checker INPUT ANSWER OUTPUT`.
    Boj,
    /// The ICPC problem package format's output validator (Kattis problemtools, DOMjudge):
    /// `validator INPUT ANSWER FEEDBACK_DIR < OUTPUT`, exit code 42 accepted and 43 wrong
    /// answer.
    Icpc,
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

/// The tolerance of `compare = "float"` when `float_tolerance` is not given.
pub const DEFAULT_FLOAT_TOLERANCE: f64 = 1e-6;

/// The labels `labels` may list: those BOJ shows beside a title.
pub const LABEL_NAMES: [&str; 6] = [
    "special judge",
    "interactive",
    "function-type",
    "partial score",
    "subtasks",
    "language restricted",
];
