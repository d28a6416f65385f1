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
pub(crate) use proof::Baseline;
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

    /// How BOJ's memory figure for this language relates to the figure here, from the
    /// smallest memory BOJ recorded for an accepted submission in it (`boj_name`: BOJ's own
    /// name of the language, which tells its two Java 8 apart), read in the accepted records
    /// of imported backups (csk200387/boj-archive and softwareDefine/boj-backup, then four
    /// more for Java 11; docs/judging.md says which and how many). `None` where no record
    /// was found.
    pub(crate) fn boj_memory(self, boj_name: &str) -> Option<BojMemory> {
        use BojMemory::{Floor, Runtime};
        use KeptLanguage as K;
        Some(match self {
            // A native program: BOJ's figure is never below its starter's (1,112 kB for C
            // and C++, 1,124 kB for Clang's), a native program's own peak above it.
            K::C(_) | K::Cpp(_) => Floor(1_112),
            K::CClang(_) | K::CppClang(_) => Floor(1_124),
            // One accepted record (Rust 2018), of a trivial program.
            K::Rust(_) => Floor(13_152),
            // A runtime: its own memory, then the program's growth over it.
            K::NodeJs => Runtime(9_280),
            K::TypeScript => Runtime(9_276),
            K::Java(JavaRelease::Java8) if boj_name.contains("OpenJDK") => Runtime(13_912),
            K::Java(JavaRelease::Java8) => Runtime(11_180),
            // BOJ's figures for Java 11 programs that are the runtime's own disagree by a
            // fifth between backups of the same years (11,516 kB in Seol-Munhyeok's, 13,868 and
            // up in csk200387's and yoon-yeochang's): the geometric midpoint keeps both within
            // 10 %.
            K::Java(JavaRelease::Java11) => Runtime(12_640),
            K::Java(JavaRelease::Java15) => Runtime(13_852),
            K::Kotlin => Runtime(13_532),
            K::Python3 => Runtime(30_616),
            K::PyPy3 => Runtime(108_384),
            K::Text => Runtime(4_528),
            _ => return None,
        })
    }
}

impl KeptLanguage {
    /// BOJ's time baseline for this language, in ms: the median time BOJ recorded for the
    /// accepted submissions in it whose memory is within 10 % of the language's memory
    /// baseline ([`KeptLanguage::boj_memory`]: programs whose memory, and so whose work, is
    /// the runtime's own), read in the accepted records of six imported backups
    /// (docs/judging.md says which and how many). `None` where no record was found.
    pub(crate) fn boj_time_ms(self, boj_name: &str) -> Option<u64> {
        use KeptLanguage as K;
        Some(match self {
            // A native program's start costs nothing on BOJ (0 ms), nor here.
            K::C(_) | K::Cpp(_) | K::CClang(_) | K::CppClang(_) | K::Text => 0,
            // One accepted record (Rust 2018), of a trivial program.
            K::Rust(_) => 4,
            K::NodeJs => 124,
            K::TypeScript => 112,
            K::Java(JavaRelease::Java8) if boj_name.contains("OpenJDK") => 120,
            K::Java(JavaRelease::Java8) => 76,
            K::Java(JavaRelease::Java11) => 98,
            K::Java(JavaRelease::Java15) => 116,
            K::Kotlin => 108,
            K::Python3 => 48,
            K::PyPy3 => 116,
            _ => return None,
        })
    }
}

/// A kept submission's CPU time as BOJ would have recorded it, in ms: its time here over its
/// language's baseline here (the self-test's CPU time: a JVM's start-up, 52 to 65 ms here), plus
/// BOJ's baseline for the language (a JVM's start-up there: 76 to 124 ms). A program
/// quicker than the self-test spent nothing of its own. Machine speed is not modelled: a
/// program's own work counts the same here and there.
pub(crate) fn time_as_boj_ms(time_ms: u64, baseline_here_ms: u64, boj_baseline_ms: u64) -> u64 {
    time_ms.saturating_sub(baseline_here_ms) + boj_baseline_ms
}

/// How BOJ's memory figure for a language relates to the figure here, in kB.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BojMemory {
    /// BOJ's figure is the larger of this and the program's own peak (what its starter left
    /// in the figure, as this runner's spawner once did).
    Floor(u64),
    /// BOJ's figure is this, the runtime's own, plus the program's growth over the runtime's
    /// baseline here.
    Runtime(u64),
}

impl BojMemory {
    /// How much more memory a run here needs than on BOJ for the same verdict: the runtime's
    /// baseline here over BOJ's (a JVM: ~39 MB here, 11 to 14 MB there), in kB.
    pub(crate) fn extra_here_kb(self, baseline_here_kb: u64) -> u64 {
        match self {
            BojMemory::Floor(_) => 0,
            BojMemory::Runtime(boj) => baseline_here_kb.saturating_sub(boj),
        }
    }

    /// A kept submission's peak memory as BOJ would have recorded it, in kB, from its peak
    /// here and its language's baseline here (the self-test's peak). A program lighter than
    /// the self-test grew by nothing.
    pub(crate) fn as_boj_kb(self, peak_kb: u64, baseline_here_kb: u64) -> u64 {
        match self {
            BojMemory::Floor(floor) => peak_kb.max(floor),
            BojMemory::Runtime(boj) => peak_kb.saturating_sub(baseline_here_kb) + boj,
        }
    }
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
    fn a_peak_as_boj_is_a_runtimes_growth_over_its_baseline_or_a_native_programs_own() {
        let java11 = KeptLanguage::Java(JavaRelease::Java11)
            .boj_memory("Java 11")
            .unwrap();
        // A JVM at 38 MB here that grew 2 MB: BOJ's 12,640 kB baseline plus those 2 MB.
        assert_eq!(java11.as_boj_kb(40_000, 38_000), 14_640);
        // Lighter than the self-test: no growth, BOJ's baseline.
        assert_eq!(java11.as_boj_kb(37_000, 38_000), 12_640);
        // The JVM holds 25,360 kB more here than on BOJ: the run's limit gets them.
        assert_eq!(java11.extra_here_kb(38_000), 25_360);
        // Python 3 holds less here than on BOJ: the figure rises to BOJ's, the limit stays.
        let python = KeptLanguage::Python3.boj_memory("Python 3").unwrap();
        assert_eq!(python.as_boj_kb(13_500, 13_400), 30_716);
        assert_eq!(python.extra_here_kb(13_400), 0);
        // BOJ's two Java 8.
        assert_eq!(
            KeptLanguage::Java(JavaRelease::Java8).boj_memory("Java 8 (OpenJDK)"),
            Some(BojMemory::Runtime(13_912))
        );
        // A native program: its own peak, never below BOJ's floor.
        let cpp = KeptLanguage::Cpp(CppStd::Cpp17)
            .boj_memory("C++17")
            .unwrap();
        assert_eq!(cpp.as_boj_kb(940, 500), 1_112);
        assert_eq!(cpp.as_boj_kb(5_000, 500), 5_000);
        assert_eq!(cpp.extra_here_kb(500), 0);
        // No record of BOJ's for the language: no model.
        assert_eq!(KeptLanguage::Ruby.boj_memory("Ruby"), None);
    }

    #[test]
    fn a_time_as_boj_is_the_growth_over_the_self_test_plus_bojs_start_up() {
        let java11 = KeptLanguage::Java(JavaRelease::Java11)
            .boj_time_ms("Java 11")
            .unwrap();
        // A JVM that spent 70 ms here to print 42 and 250 ms on a case: 180 ms of its own
        // work, on BOJ's 98 ms start-up.
        assert_eq!(time_as_boj_ms(250, 70, java11), 278);
        // Quicker than the self-test (a noisy start-up): BOJ's start-up alone.
        assert_eq!(time_as_boj_ms(60, 70, java11), 98);
        // BOJ's two Java 8 started at different speeds.
        let java8 = KeptLanguage::Java(JavaRelease::Java8);
        assert_eq!(java8.boj_time_ms("Java 8"), Some(76));
        assert_eq!(java8.boj_time_ms("Java 8 (OpenJDK)"), Some(120));
        // A native program: its own time.
        let cpp = KeptLanguage::Cpp(CppStd::Cpp17)
            .boj_time_ms("C++17")
            .unwrap();
        assert_eq!(time_as_boj_ms(130, 1, cpp), 129);
        // No record of BOJ's for the language: no model.
        assert_eq!(KeptLanguage::Ruby.boj_time_ms("Ruby"), None);
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
