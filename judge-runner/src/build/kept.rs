//! Kept submissions in BOJ's other languages (C, C++, Python 3, PyPy3, Java, node.js, Go,
//! Kotlin, Ruby, C#, TypeScript, Swift and Rust of any edition), built and started with
//! BOJ's own commands, so that `replay` can set BOJ's verdict beside the stored cases'
//! verdict. What each language is (BOJ's names, commands, extra limits, sources) is one row
//! of the table in `kept/languages.rs`; the code here reads it.
//!
//! BOJ linked statically. Where this machine has no static library (`libstdc++.a`; g++
//! says so through `-print-file-name`), the program is linked dynamically instead, and the
//! report says so: the machine code is the same, the start-up a little slower.
//!
//! A tool that is not installed makes its submissions "not runnable here", never an error;
//! a tool that is installed but does not work (its language's self-test program does not
//! build or print `42`) makes them "not runnable here" with its first error, rather than a
//! compile error per submission. Python here is often a pyenv shim (a shell script that
//! reads pyenv's settings): the real interpreter is asked once (`sys.executable`), and a
//! confined run reads its prefix. Builds are cached as Rust builds are, by the source, the
//! command and the tool's version.

pub(crate) mod languages;
mod prepare;
mod proof;
mod tools;

pub(crate) use prepare::{KeptNote, Prepared};
pub(crate) use tools::{Found, Toolbox};

use crate::execute::Space;
use std::ffi::OsString;
use std::path::PathBuf;

use crate::config::Limits;
use languages::Lang;
use std::time::Duration;

/// A compile of a kept submission (javac starts a virtual machine; g++ on a large template
/// takes seconds) is stopped past this.
const KEPT_COMPILE_DEADLINE: Duration = Duration::from_secs(60);

/// A C standard BOJ offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum CStd {
    C90,
    C99,
    C11,
    C2x,
}

/// A C++ standard BOJ offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum CppStd {
    Cpp98,
    Cpp11,
    Cpp14,
    Cpp17,
    Cpp20,
    Cpp23,
}

/// A Java release BOJ offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum JavaRelease {
    Java8,
    Java11,
    Java15,
}

/// A Rust edition BOJ offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Edition {
    E2015,
    E2018,
    E2021,
    E2024,
}

/// The language of a kept submission, as BOJ named it in its record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum KeptLanguage {
    C(CStd),
    Cpp(CppStd),
    /// BOJ's `C … (Clang)` and `C++… (Clang)`: the same command with clang.
    CClang(CStd),
    CppClang(CppStd),
    /// BOJ's "Text": the file is the output, as written.
    Text,
    Python3,
    PyPy3,
    Java(JavaRelease),
    Rust(Edition),
    NodeJs,
    Kotlin,
    Go,
    /// BOJ's `Go (gccgo)`.
    GoGcc,
    Ruby,
    CSharp,
    TypeScript,
    Swift,
    /// A language this runner does not run (no row in the table).
    Other,
}

/// A program a language needs here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Tool {
    Gcc,
    Gxx,
    Clang,
    Clangxx,
    Cat,
    Python3,
    PyPy3,
    Javac,
    Java,
    Rustc,
    Node,
    Tsc,
    Kotlinc,
    Go,
    Gccgo,
    Ruby,
    Mcs,
    Mono,
    Swiftc,
}

impl Tool {
    /// Every tool, for the look-up of a command's first word.
    const ALL: [Tool; 19] = [
        Tool::Gcc,
        Tool::Gxx,
        Tool::Clang,
        Tool::Clangxx,
        Tool::Cat,
        Tool::Python3,
        Tool::PyPy3,
        Tool::Javac,
        Tool::Java,
        Tool::Rustc,
        Tool::Node,
        Tool::Tsc,
        Tool::Kotlinc,
        Tool::Go,
        Tool::Gccgo,
        Tool::Ruby,
        Tool::Mcs,
        Tool::Mono,
        Tool::Swiftc,
    ];

    /// Its name on `PATH`, which the "install …" advice names too.
    pub(crate) fn command(self) -> &'static str {
        match self {
            Tool::Gcc => "gcc",
            Tool::Gxx => "g++",
            Tool::Clang => "clang",
            Tool::Clangxx => "clang++",
            Tool::Cat => "cat",
            Tool::Python3 => "python3",
            Tool::PyPy3 => "pypy3",
            Tool::Javac => "javac",
            Tool::Java => "java",
            Tool::Rustc => "rustc",
            Tool::Node => "node",
            Tool::Tsc => "tsc",
            Tool::Kotlinc => "kotlinc-jvm",
            Tool::Go => "go",
            Tool::Gccgo => "gccgo",
            Tool::Ruby => "ruby",
            Tool::Mcs => "mcs",
            Tool::Mono => "mono",
            Tool::Swiftc => "swiftc",
        }
    }

    /// What to install to have it, as the "install …" advice names it: the tool itself,
    /// or the package that brings it (clang++ comes with clang, mcs and mono with Mono).
    pub(crate) fn install(self) -> &'static str {
        match self {
            Tool::Clang | Tool::Clangxx => "clang",
            Tool::Kotlinc => "kotlin",
            Tool::Mcs | Tool::Mono => "mono",
            Tool::Tsc => "typescript",
            Tool::Swiftc => "swift",
            _ => self.command(),
        }
    }

    /// The tool a command's first word names (`./Main` names none).
    pub(crate) fn named(word: &str) -> Option<Tool> {
        Tool::ALL.into_iter().find(|tool| tool.command() == word)
    }

    /// The address space a run of it needs: a virtual machine's (Java's, V8's, Mono's)
    /// reserves far more than it uses.
    pub(crate) fn space(self) -> Space {
        match self {
            Tool::Javac | Tool::Java | Tool::Kotlinc | Tool::Node | Tool::Tsc | Tool::Mono => {
                Space::Jvm
            }
            _ => Space::Derived,
        }
    }

    /// The address space of a binary it compiles: Go's runtime reserves its heap arenas
    /// up front, far beyond what it uses, and cannot start under a cap near the memory limit.
    pub(crate) fn binary_space(self) -> Space {
        match self {
            Tool::Go | Tool::Gccgo => Space::Jvm,
            _ => Space::Derived,
        }
    }

    /// The static library whose presence says `-static` links here (C and C++ compilers).
    fn static_library(self) -> Option<&'static str> {
        match self {
            Tool::Gcc | Tool::Clang => Some("libc.a"),
            Tool::Gxx | Tool::Clangxx => Some("libstdc++.a"),
            Tool::Gccgo => Some("libgo.a"),
            _ => None,
        }
    }
}

impl KeptLanguage {
    /// The language of a BOJ record's `language` (`C++17`, `Python 3 / 수정`, `Java 11`).
    pub(crate) fn from_boj(name: &str) -> KeptLanguage {
        languages::by_name(name).map_or(KeptLanguage::Other, |row| row.language)
    }

    /// The GCC language of the same standard, for a Clang one (`--clang-as-gcc`).
    pub(crate) fn as_gcc(self) -> Option<KeptLanguage> {
        match self {
            KeptLanguage::CClang(std) => Some(KeptLanguage::C(std)),
            KeptLanguage::CppClang(std) => Some(KeptLanguage::Cpp(std)),
            _ => None,
        }
    }

    /// Its row of the table; `None` for a language not run here.
    pub(crate) fn row(self) -> Option<&'static Lang> {
        (self != KeptLanguage::Other).then(|| languages::row(self))
    }

    /// The tools it needs, the compiler first; empty for a language not run here.
    fn tools(self) -> Vec<Tool> {
        self.row().map(Lang::needs).unwrap_or_default()
    }

    /// The problem's limits as BOJ applied them to this language (its extra time and memory).
    pub(crate) fn limits(self, limits: Limits) -> Limits {
        self.row().map_or(limits, |row| row.extra.apply(limits))
    }

    /// BOJ's baseline for this language in kB: the smallest memory BOJ recorded for an
    /// accepted submission in it, what its runtime held for a program that holds nothing
    /// (read in the accepted records of two imported backups, csk200387/boj-archive and
    /// softwareDefine/boj-backup; docs/judging.md says how many each). `None` where no
    /// record was found.
    pub(crate) fn boj_baseline_kb(self) -> Option<u64> {
        use KeptLanguage as K;
        match self {
            K::C(_) | K::Cpp(_) => Some(1_112),
            K::CClang(_) | K::CppClang(_) => Some(1_124),
            K::NodeJs => Some(9_280),
            K::TypeScript => Some(9_276),
            K::Java(JavaRelease::Java8) => Some(11_180),
            K::Java(JavaRelease::Java11) => Some(13_868),
            K::Java(JavaRelease::Java15) => Some(13_852),
            K::Python3 => Some(30_616),
            K::PyPy3 => Some(108_384),
            K::Rust(_) => Some(13_152),
            K::Kotlin => Some(13_532),
            K::Text => Some(4_528),
            _ => None,
        }
    }
}

/// A kept submission's peak memory as BOJ would have recorded it, in kB: its own growth over
/// its language's baseline here (`baseline_here`, the self-test's peak) plus BOJ's baseline
/// for the language. `None` without both baselines. A program lighter than the self-test
/// grew by nothing.
pub(crate) fn as_boj_kb(
    language: KeptLanguage,
    peak_kb: u64,
    baseline_here_kb: u64,
) -> Option<u64> {
    let boj = language.boj_baseline_kb()?;
    Some(peak_kb.saturating_sub(baseline_here_kb) + boj)
}

/// How a built solution is started when it is not a binary of its own: a kept submission
/// in Python (the interpreter, the file) or Java (the virtual machine, the class folder).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Invocation {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    /// What it may read besides the system's folders: the interpreter's prefix, the file.
    pub reads: Vec<PathBuf>,
    pub space: Space,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_peak_as_boj_is_the_growth_over_the_baseline_here_plus_bojs() {
        let java11 = KeptLanguage::Java(JavaRelease::Java11);
        // A JVM at 38 MB here that grew 2 MB: BOJ's 13,868 kB baseline plus those 2 MB.
        assert_eq!(as_boj_kb(java11, 40_000, 38_000), Some(15_868));
        // Lighter than the self-test: no growth, BOJ's baseline.
        assert_eq!(as_boj_kb(java11, 37_000, 38_000), Some(13_868));
        // Python 3 holds less here than on BOJ: the figure rises to BOJ's.
        assert_eq!(
            as_boj_kb(KeptLanguage::Python3, 13_500, 13_400),
            Some(30_716)
        );
        // No record of BOJ's for the language: no model.
        assert_eq!(as_boj_kb(KeptLanguage::Ruby, 13_000, 12_000), None);
    }

    #[test]
    fn the_commands_are_bojs() {
        let cpp = languages::row(KeptLanguage::Cpp(CppStd::Cpp17));
        assert_eq!(
            format!("g++ {}", cpp.compile_args(true).join(" ")),
            "g++ Main.cc -o Main -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ"
        );
        let c = languages::row(KeptLanguage::C(CStd::C11)).compile_args(false);
        assert_eq!(
            format!("gcc {}", c.join(" ")),
            "gcc Main.c -o Main -O2 -Wall -lm -std=gnu11 -DONLINE_JUDGE -DBOJ"
        );
        let python = languages::row(KeptLanguage::Python3).compile_args(false);
        assert_eq!(
            python,
            [
                "-W",
                "ignore",
                "-c",
                "import py_compile; py_compile.compile(r'Main.py')"
            ]
        );
        let limits = Limits {
            time: Duration::from_secs(1),
            memory_bytes: 128 << 20,
        };
        let python = KeptLanguage::Python3.limits(limits);
        assert_eq!(python.time, Duration::from_secs(5));
        assert_eq!(python.memory_bytes, 288 << 20);
        assert_eq!(KeptLanguage::Cpp(CppStd::Cpp17).limits(limits), limits);
        assert_eq!(KeptLanguage::Other.limits(limits), limits);
    }
}
