//! The languages BOJ ran, one row each: BOJ's names for it, the file it compiled, the file
//! extension a backup gives its code, the compile and run commands (whose first words are
//! the tools it needs), the extra time and memory, how a compile error is read, a program
//! that proves the tools work, and where each fact comes from. Everything the runner knows
//! about a kept submission's language is read from this one table, and docs/judging.md
//! ("How BOJ judged on its last day") renders it; a test keeps the two equal.
//!
//! BOJ's language help page (help.acmicpc.net/language/info) is gone with the site. The
//! commands are the copies found of it, each row citing its own:
//! - ykdy3951/Baekjoon `run.sh` runs BOJ's commands for C++17, C11 and Python 3.
//! - foriequal0/baekjoon `languages.js` is a generated copy of BOJ's whole language list
//!   (about 2020): node.js, Go, Go (gccgo), Ruby, Kotlin (JVM), Swift, C# 6.0, Text, and the
//!   Clang rows of that day (`-std=c99`, `-std=c++17`, … rather than GCC's `gnu` dialects).
//! - The copy titled "BackJoon Algorithm 표준 형식" (a Markdown copy of BOJ's language page)
//!   gives Java's commands and the extra limits of Python, PyPy3 and Java; the 2020
//!   `bojRuntimes` table (a BOJ command-line tool's list of every language) versions and
//!   PyPy3's commands. Both were found by their text in a code index that does not name their
//!   repositories.
//!
//! Where no copy of a row was found (C90, C2x, C++20 and C++23 with either compiler,
//! TypeScript, C# 10.0) the command is inferred from its neighbours, and the row says so.

use super::{CStd, CppStd, Edition, JavaRelease, KeptLanguage, Tool};
use crate::config::Limits;
use crate::sourced::Sure;
use std::time::Duration;

/// One language BOJ ran.
#[derive(Debug)]
pub(crate) struct Lang {
    pub language: KeptLanguage,
    /// BOJ's names of it, its menu's first, then the other spellings records use.
    pub names: &'static [&'static str],
    /// The extension of a backup's code file (`cpp`), as `import` names it.
    pub extension: &'static str,
    /// The file BOJ compiled, in a folder holding it alone (`Main.cc`).
    pub file: &'static str,
    /// BOJ's compile command (empty: none); its first word is the compiler.
    pub compile: &'static str,
    /// BOJ's run command: `./Main`, or a runner (its first word) and its arguments.
    pub run: &'static str,
    /// What runs it when the runner is not installed (PyPy3: python3, said with the row).
    pub fallback: Option<Tool>,
    /// What the compile leaves, which the cache keeps and the run starts.
    pub made: Made,
    pub extra: Extra,
    pub errors: Errors,
    /// A program that prints `42`, built and run once before the first real use.
    pub self_test: &'static str,
    /// The compiler's version in the copies, with their dates.
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "the docs' table, rendered in tests")
    )]
    pub version: &'static str,
    /// Where the row comes from (Markdown).
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "the docs' table, rendered in tests")
    )]
    pub source: &'static str,
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "the docs' table, rendered in tests")
    )]
    pub sure: Sure,
}

/// What a compile leaves to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Made {
    /// A binary `Main`, started as it is.
    Binary,
    /// The source itself, which the runner reads; the compile (if any) only checks it.
    Source(Check),
    /// A file the compile writes (`Main.jar`), which the runner reads.
    File(&'static str),
    /// Java's classes, kept as a folder, started with `-cp` and the class `Main`.
    Classes,
}

/// How a checking compile says the source passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Check {
    /// Nothing to check.
    Nothing,
    /// Its exit code.
    Exit,
    /// py_compile writes `__pycache__/Main.*.pyc` (it says a syntax error and exits 0).
    Pyc,
}

/// The extra time and memory BOJ gave a language: `time × factor + add`, the same for memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Extra {
    pub time_factor: u32,
    pub time_add_s: u64,
    pub memory_factor: u64,
    pub memory_add_mb: u64,
    /// What the copies say besides (Markdown; empty: nothing).
    pub note: &'static str,
}

/// No extra time or memory.
const NONE: Extra = Extra {
    time_factor: 1,
    time_add_s: 0,
    memory_factor: 1,
    memory_add_mb: 0,
    note: "",
};

/// A JVM's extra: Java's ×2 + 1 s and ×2 + 16 MB.
const JVM: Extra = Extra {
    time_factor: 2,
    time_add_s: 1,
    memory_factor: 2,
    memory_add_mb: 16,
    note: "",
};

impl Extra {
    /// `limits` with the extra applied.
    pub(crate) fn apply(self, limits: Limits) -> Limits {
        Limits {
            time: limits.time * self.time_factor + Duration::from_secs(self.time_add_s),
            memory_bytes: limits.memory_bytes * self.memory_factor + (self.memory_add_mb << 20),
        }
    }

    /// Its words in the docs' table.
    #[cfg(test)]
    fn words(self) -> String {
        let applied = if self.is_none() {
            "none".to_owned()
        } else {
            format!(
                "time ×{} + {} s, memory ×{} + {} MB",
                self.time_factor, self.time_add_s, self.memory_factor, self.memory_add_mb
            )
        };
        if self.note.is_empty() {
            applied
        } else {
            format!("{applied} ({})", self.note)
        }
    }

    #[cfg(test)]
    fn is_none(self) -> bool {
        Extra { note: "", ..self } == NONE
    }
}

/// How the first error of a compiler's message is found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Errors {
    /// rustc's first `error` block.
    Rustc,
    /// The first line that says `error`, with g++'s source and caret lines.
    FirstError,
    /// The last line (Python's traceback ends with the error).
    LastLine,
}

impl Errors {
    /// The reader, as a function pointer for the cache.
    pub(crate) fn reader(self) -> fn(&str) -> String {
        match self {
            Errors::Rustc => crate::build::first_error,
            Errors::FirstError => crate::build::cxx::first_error_cxx,
            Errors::LastLine => |full: &str| {
                full.lines()
                    .rev()
                    .find(|l| !l.trim().is_empty())
                    .unwrap_or("")
                    .trim()
                    .to_owned()
            },
        }
    }
}

impl Lang {
    /// The compiler: the compile command's first word.
    pub(crate) fn compiler(&self) -> Option<Tool> {
        Tool::named(self.compile.split(' ').next()?)
    }

    /// The runner: the run command's first word, `None` for a binary.
    pub(crate) fn runner(&self) -> Option<Tool> {
        Tool::named(self.run.split(' ').next()?)
    }

    /// The tools it needs, the compiler first (a runner with a fallback is not needed).
    pub(crate) fn needs(&self) -> Vec<Tool> {
        let mut tools: Vec<Tool> = self.compiler().into_iter().collect();
        if let Some(runner) = self.runner().filter(|_| self.fallback.is_none()) {
            if !tools.contains(&runner) {
                tools.push(runner);
            }
        }
        tools
    }

    /// The compile command's arguments after the compiler (`static_link`: whether `-static`
    /// can be given here).
    pub(crate) fn compile_args(&self, static_link: bool) -> Vec<String> {
        words(self.compile)
            .into_iter()
            .skip(1)
            .filter(|w| static_link || w != "-static")
            .collect()
    }
}

/// A command line split into its words: spaces separate, double quotes group.
pub(crate) fn words(command: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in command.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    out.push(std::mem::take(&mut word));
                }
                any = false;
            }
            c => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(word);
    }
    out
}

/// The row of `language`.
///
/// # Panics
/// When the table lacks a row of a runnable language (a test walks them all).
pub(crate) fn row(language: KeptLanguage) -> &'static Lang {
    LANGUAGES
        .iter()
        .find(|row| row.language == language)
        .unwrap_or_else(|| panic!("no row of {language:?} in LANGUAGES"))
}

/// The row of a BOJ record's language (`C++14\u{a0}/\u{a0}수정` is `C++14`), if BOJ ran it
/// and it has one.
pub(crate) fn by_name(boj: &str) -> Option<&'static Lang> {
    let name = crate::text::boj_language_name(boj);
    LANGUAGES
        .iter()
        .find(|row| row.names.contains(&name.as_str()))
}

/// The extension a backup's code file gets for a submission in BOJ's language `boj_name`
/// (`cpp`, `py`); `None` for a language with no row.
pub(crate) fn extension_of(boj_name: &str) -> Option<&'static str> {
    by_name(boj_name).map(|row| row.extension)
}

/// The row of BOJ's Rust of a solution here (its menu name: `Rust 2021`).
pub(crate) fn of_solution(language: crate::config::Language) -> &'static Lang {
    by_name(language.name()).unwrap_or_else(|| row(KeptLanguage::Rust(Edition::E2021)))
}

const C_TEST: &str = "#include <stdio.h>\nint main(void) { puts(\"42\"); return 0; }\n";
const CPP_TEST: &str = "#include <cstdio>\nint main() { std::printf(\"42\\n\"); return 0; }\n";
const PY_TEST: &str = "print(42)\n";
const JAVA_TEST: &str =
    "public class Main { public static void main(String[] a) { System.out.println(42); } }\n";
const RUST_TEST: &str = "fn main() { println!(\"42\"); }\n";
const JS_TEST: &str = "console.log(42);\n";

const LIST_2020: &str = "foriequal0/baekjoon `languages.js` (a generated copy of BOJ's language \
                         list, about 2020)";
const GCC_INFERRED: &str = "inferred: the C++17 command of ykdy3951/Baekjoon `run.sh` with this \
                            standard's `-std=gnu…`; foriequal0/baekjoon `languages.js` has the \
                            same command for C++ (`gnu++98`), C++11, C++14 and C++2a";
const GCC_C_INFERRED: &str = "inferred: the C11 command of ykdy3951/Baekjoon `run.sh` with this \
                              standard's `-std=gnu…` (foriequal0/baekjoon `languages.js` has C99 \
                              as `-std=c99`, of an older day)";
const CLANG_LISTED: &str = "foriequal0/baekjoon `languages.js` (a generated copy of BOJ's \
                            language list, about 2020): GCC's command with clang and the plain \
                            `-std=`";
const CLANG_INFERRED: &str = "inferred: no copy of this row was found; the Clang rows that were \
                              (foriequal0/baekjoon `languages.js`) are GCC's command with clang \
                              and the plain `-std=`";

/// A C or C++ row: `$lang` the variant, `$cc` the compiler, `$std` the `-std=` value.
macro_rules! native {
    ($lang:expr, [$($name:literal),+], $cc:literal, $file:literal, $ext:literal, $std:literal,
     $test:expr, $version:expr, $source:expr, $sure:expr) => {
        Lang {
            language: $lang,
            names: &[$($name),+],
            extension: $ext,
            file: $file,
            compile: concat!($cc, " ", $file, " -o Main -O2 -Wall -lm -static -std=", $std,
                             " -DONLINE_JUDGE -DBOJ"),
            run: "./Main",
            fallback: None,
            made: Made::Binary,
            extra: NONE,
            errors: Errors::FirstError,
            self_test: $test,
            version: $version,
            source: $source,
            sure: $sure,
        }
    };
}

/// A Java row of release `$n`.
macro_rules! java {
    ($release:expr, [$($name:literal),+], $n:literal, $version:expr, $sure:expr) => {
        Lang {
            language: KeptLanguage::Java($release),
            names: &[$($name),+],
            extension: "java",
            file: "Main.java",
            compile: concat!("javac --release ", $n,
                             " -J-Xms1024m -J-Xmx1920m -J-Xss512m -encoding UTF-8 Main.java"),
            run: "java -Xms1024m -Xmx1920m -Xss512m -Dfile.encoding=UTF-8 -XX:+UseSerialGC \
                  -DONLINE_JUDGE=1 -DBOJ=1 Main",
            fallback: None,
            made: Made::Classes,
            extra: JVM,
            errors: Errors::FirstError,
            self_test: JAVA_TEST,
            version: $version,
            source: "the copy titled \"BackJoon Algorithm 표준 형식\" (commands of Java 11, \
                     limits; its `-release` is `--release`, the same option, which a javac \
                     newer than 11 alone takes); rldnjs7723/CodingTest `BOJ/README.md` (Java's \
                     ×2 + 1 s and ×2 + 16 MB, citing help.acmicpc.net/language/info)",
            sure: $sure,
        }
    };
}

/// A Rust row of edition `$year`.
macro_rules! rust {
    ($edition:expr, [$($name:literal),+], $year:literal, $extra:expr, $version:expr,
     $source:expr, $sure:expr) => {
        Lang {
            language: KeptLanguage::Rust($edition),
            names: &[$($name),+],
            extension: "rs",
            file: "Main.rs",
            compile: concat!("rustc --edition ", $year, " -O -o Main Main.rs"),
            run: "./Main",
            fallback: None,
            made: Made::Binary,
            extra: $extra,
            errors: Errors::Rustc,
            self_test: RUST_TEST,
            version: $version,
            source: $source,
            sure: $sure,
        }
    };
}

mod table;
pub(crate) use table::LANGUAGES;

/// The docs' record of how BOJ judged: the table, in Markdown (docs/judging.md holds it
/// between [`DOC_START`] and [`DOC_END`]; a test keeps them equal).
#[cfg(test)]
pub(crate) fn markdown() -> String {
    let mut out = String::from(
        "| language | also named | file | compile | run | version | extra time, memory | how \
         sure | source |\n|---|---|---|---|---|---|---|---|---|\n",
    );
    let code = |s: &str| {
        if s.is_empty() {
            "none".to_owned()
        } else {
            format!("`{s}`")
        }
    };
    for row in LANGUAGES {
        let others: Vec<String> = row.names[1..].iter().map(|n| format!("`{n}`")).collect();
        out.push_str(&format!(
            "| {} | {} | `{}` (`.{}`) | {} | {} | {} | {} | {} | {} |\n",
            row.names[0],
            others.join(", "),
            row.file,
            row.extension,
            code(row.compile),
            code(row.run),
            row.version,
            row.extra.words(),
            row.sure.words(),
            row.source
        ));
    }
    out
}

/// The lines around the table in docs/judging.md.
#[cfg(test)]
pub(crate) const DOC_START: &str = "<!-- judge:profile:start -->";
/// See [`DOC_START`].
#[cfg(test)]
pub(crate) const DOC_END: &str = "<!-- judge:profile:end -->";

#[cfg(test)]
mod tests;
