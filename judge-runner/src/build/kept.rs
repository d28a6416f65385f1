//! Kept submissions in BOJ's other languages (C, C++, Python 3, PyPy3, Java, and Rust of any
//! edition), built and started with BOJ's own commands, so that `replay` can set BOJ's
//! verdict beside the stored cases' verdict.
//!
//! BOJ's language help page (help.acmicpc.net/language/info) is gone with the site. The
//! commands here are the copies found of it, each cited where it is defined:
//! - C++17 and C11: ykdy3951/Baekjoon `run.sh`, which runs BOJ's commands
//!   `g++ Main.cc -o Main -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ` and
//!   `gcc Main.c -o Main -O2 -Wall -lm -static -std=gnu11 -DONLINE_JUDGE -DBOJ`; the other
//!   standards BOJ listed (C++98/11/14/20/23, C90/99/2x) are the same command with their
//!   `-std=gnu…` (inferred: no copy of their rows was found).
//! - Python 3: the same `run.sh`: `python3 -W ignore -c "import py_compile;
//!   py_compile.compile(r'Main.py')"`, then `python3 -W ignore Main.py`. PyPy3: compiled with
//!   python3 and run with `pypy3 -W ignore Main.py` (a 2020 copy of BOJ's runtime table).
//! - Java 11: the copy of BOJ's language page titled "BackJoon Algorithm 표준 형식":
//!   `javac -release 11 -J-Xms1024m -J-Xmx1920m -J-Xss512m -encoding UTF-8 Main.java`, then
//!   `java -Xms1024m -Xmx1920m -Xss512m -Dfile.encoding=UTF-8 -XX:+UseSerialGC
//!   -DONLINE_JUDGE=1 -DBOJ=1 Main`; Java 8 and 15 the same with their release. A javac
//!   newer than 11 no longer takes the single-dash `-release`, so it is given `--release`,
//!   the same option.
//! - The extra time and memory BOJ gave a language (Python ×3 + 2 s and ×2 + 32 MB, PyPy3
//!   ×3 + 2 s and ×2 + 128 MB, Java ×2 + 1 s and ×2 + 16 MB) are the ones the judge profile
//!   (`profile.rs`) cites.
//!
//! BOJ linked statically. Where this machine has no static C++ library (`libstdc++.a`; g++
//! says so through `-print-file-name`), the program is linked dynamically instead, and the
//! report says so: the machine code is the same, the start-up a little slower.
//!
//! A tool that is not installed makes its submissions "not runnable here", never an error.
//! Python here is often a pyenv shim (a shell script that reads pyenv's settings): the real
//! interpreter is asked once (`sys.executable`), and a confined run reads its prefix.
//! Builds are cached as Rust builds are, by the source, the command and the tool's version.

mod prepare;
mod tools;

pub(crate) use prepare::{KeptNote, Prepared};
pub(crate) use tools::{Found, Toolbox};

use crate::execute::Space;
use std::ffi::OsString;
use std::path::PathBuf;

use crate::config::Limits;
use prepare::first_of;
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

impl CStd {
    /// Its `-std=` value (BOJ compiled C with the GNU dialects).
    fn dialect(self) -> &'static str {
        match self {
            CStd::C90 => "gnu90",
            CStd::C99 => "gnu99",
            CStd::C11 => "gnu11",
            CStd::C2x => "gnu2x",
        }
    }
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

impl CppStd {
    /// Its `-std=` value (BOJ compiled C++ with the GNU dialects).
    fn dialect(self) -> &'static str {
        match self {
            CppStd::Cpp98 => "gnu++98",
            CppStd::Cpp11 => "gnu++11",
            CppStd::Cpp14 => "gnu++14",
            CppStd::Cpp17 => "gnu++17",
            CppStd::Cpp20 => "gnu++20",
            CppStd::Cpp23 => "gnu++23",
        }
    }
}

/// A Java release BOJ offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum JavaRelease {
    Java8,
    Java11,
    Java15,
}

impl JavaRelease {
    /// Its `javac --release` value.
    fn number(self) -> &'static str {
        match self {
            JavaRelease::Java8 => "8",
            JavaRelease::Java11 => "11",
            JavaRelease::Java15 => "15",
        }
    }
}

/// A Rust edition BOJ offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Edition {
    E2015,
    E2018,
    E2021,
    E2024,
}

impl Edition {
    /// Its `rustc --edition` value.
    fn year(self) -> &'static str {
        match self {
            Edition::E2015 => "2015",
            Edition::E2018 => "2018",
            Edition::E2021 => "2021",
            Edition::E2024 => "2024",
        }
    }
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
    /// A language this runner does not run (Kotlin, Go, C++ with Clang, …).
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
}

impl Tool {
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
        }
    }
}

impl KeptLanguage {
    /// The language of a BOJ record's `language` (`C++17`, `Python 3 / 수정`, `Java 11`).
    pub(crate) fn from_boj(name: &str) -> KeptLanguage {
        let name = crate::text::boj_language_name(name);
        let name = name.as_str();
        if let Some(base) = name.strip_suffix("(Clang)") {
            return match KeptLanguage::from_boj(base.trim()) {
                KeptLanguage::C(std) => KeptLanguage::CClang(std),
                KeptLanguage::Cpp(std) => KeptLanguage::CppClang(std),
                _ => KeptLanguage::Other,
            };
        }
        match name {
            "Text" => KeptLanguage::Text,
            "C90" => KeptLanguage::C(CStd::C90),
            "C99" | "C" => KeptLanguage::C(CStd::C99),
            "C11" => KeptLanguage::C(CStd::C11),
            "C2x" => KeptLanguage::C(CStd::C2x),
            "C++98" => KeptLanguage::Cpp(CppStd::Cpp98),
            "C++11" => KeptLanguage::Cpp(CppStd::Cpp11),
            "C++14" | "C++" => KeptLanguage::Cpp(CppStd::Cpp14),
            "C++17" => KeptLanguage::Cpp(CppStd::Cpp17),
            "C++20" => KeptLanguage::Cpp(CppStd::Cpp20),
            "C++23" | "C++26" => KeptLanguage::Cpp(CppStd::Cpp23),
            "Python 3" | "Python3" => KeptLanguage::Python3,
            "PyPy3" | "PyPy 3" => KeptLanguage::PyPy3,
            "Java 8" | "Java 8 (OpenJDK)" | "Java" => KeptLanguage::Java(JavaRelease::Java8),
            "Java 11" => KeptLanguage::Java(JavaRelease::Java11),
            "Java 15" => KeptLanguage::Java(JavaRelease::Java15),
            "Rust 2015" | "Rust" => KeptLanguage::Rust(Edition::E2015),
            "Rust 2018" => KeptLanguage::Rust(Edition::E2018),
            "Rust 2021" => KeptLanguage::Rust(Edition::E2021),
            "Rust 2024" => KeptLanguage::Rust(Edition::E2024),
            _ => KeptLanguage::Other,
        }
    }

    /// The tools it needs, the compiler first; empty for a language not run here.
    fn tools(self) -> &'static [Tool] {
        match self {
            KeptLanguage::C(_) => &[Tool::Gcc],
            KeptLanguage::Cpp(_) => &[Tool::Gxx],
            KeptLanguage::CClang(_) => &[Tool::Clang],
            KeptLanguage::CppClang(_) => &[Tool::Clangxx],
            KeptLanguage::Text => &[Tool::Cat],
            KeptLanguage::Python3 => &[Tool::Python3],
            // Compiled (checked) with python3, run with pypy3, as BOJ did.
            KeptLanguage::PyPy3 => &[Tool::Python3],
            KeptLanguage::Java(_) => &[Tool::Javac, Tool::Java],
            KeptLanguage::Rust(_) => &[Tool::Rustc],
            KeptLanguage::Other => &[],
        }
    }

    /// The problem's limits as BOJ applied them to this language (its extra time and memory).
    pub(crate) fn limits(self, limits: Limits) -> Limits {
        const MB: u64 = 1 << 20;
        let (time, memory) = (limits.time, limits.memory_bytes);
        let (time, memory) = match self {
            KeptLanguage::Python3 => (time * 3 + Duration::from_secs(2), memory * 2 + 32 * MB),
            KeptLanguage::PyPy3 => (time * 3 + Duration::from_secs(2), memory * 2 + 128 * MB),
            KeptLanguage::Java(_) => (time * 2 + Duration::from_secs(1), memory * 2 + 16 * MB),
            _ => (time, memory),
        };
        Limits {
            time,
            memory_bytes: memory,
        }
    }

    /// Whether it compiles to a native binary with a C or C++ compiler (which `-static`
    /// needs a static library for).
    fn is_native(self) -> bool {
        matches!(
            self,
            KeptLanguage::C(_)
                | KeptLanguage::Cpp(_)
                | KeptLanguage::CClang(_)
                | KeptLanguage::CppClang(_)
        )
    }

    /// The source's file name in the folder it is compiled in, as BOJ named it.
    fn file_name(self) -> &'static str {
        match self {
            KeptLanguage::C(_) | KeptLanguage::CClang(_) => "Main.c",
            KeptLanguage::Cpp(_) | KeptLanguage::CppClang(_) => "Main.cc",
            KeptLanguage::Text => "Main.txt",
            KeptLanguage::Python3 | KeptLanguage::PyPy3 => "Main.py",
            KeptLanguage::Java(_) => "Main.java",
            KeptLanguage::Rust(_) | KeptLanguage::Other => "Main.rs",
        }
    }

    /// The compile command's arguments after the compiler (`static_link`: whether `-static`
    /// can be given here).
    fn compile_args(self, static_link: bool) -> Vec<String> {
        match self {
            // Inferred: BOJ's Clang rows were not found; its GCC command with clang.
            KeptLanguage::CClang(std) => native_args("Main.c", std.dialect(), static_link),
            KeptLanguage::CppClang(std) => native_args("Main.cc", std.dialect(), static_link),
            KeptLanguage::Text => Vec::new(),
            KeptLanguage::C(std) => native_args("Main.c", std.dialect(), static_link),
            KeptLanguage::Cpp(std) => native_args("Main.cc", std.dialect(), static_link),
            KeptLanguage::Python3 | KeptLanguage::PyPy3 => owned(&[
                "-W",
                "ignore",
                "-c",
                "import py_compile; py_compile.compile(r'Main.py')",
            ]),
            KeptLanguage::Java(release) => owned(&[
                "--release",
                release.number(),
                "-J-Xms1024m",
                "-J-Xmx1920m",
                "-J-Xss512m",
                "-encoding",
                "UTF-8",
                "Main.java",
            ]),
            KeptLanguage::Rust(edition) => {
                owned(&["--edition", edition.year(), "-O", "-o", "Main", "Main.rs"])
            }
            KeptLanguage::Other => Vec::new(),
        }
    }

    /// The first error of the compiler's message.
    fn first_error(self, full: &str) -> String {
        first_of(self)(full)
    }
}

/// `args` as owned strings, for a command line.
fn owned(args: &[&str]) -> Vec<String> {
    args.iter().map(|a| (*a).to_owned()).collect()
}

/// BOJ's GCC command line after the compiler for `file` in the dialect `std` (`-static`
/// only where `static_link` says the static library is there).
fn native_args(file: &str, std: &str, static_link: bool) -> Vec<String> {
    let mut args = owned(&[file, "-o", "Main", "-O2", "-Wall", "-lm"]);
    if static_link {
        args.push("-static".to_owned());
    }
    args.extend([
        format!("-std={std}"),
        "-DONLINE_JUDGE".into(),
        "-DBOJ".into(),
    ]);
    args
}

/// BOJ's run flags of Java (see the module's documentation).
const JAVA_RUN_FLAGS: [&str; 7] = [
    "-Xms1024m",
    "-Xmx1920m",
    "-Xss512m",
    "-Dfile.encoding=UTF-8",
    "-XX:+UseSerialGC",
    "-DONLINE_JUDGE=1",
    "-DBOJ=1",
];

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
    fn boj_names_are_typed_languages() {
        for (name, language) in [
            ("C++17", KeptLanguage::Cpp(CppStd::Cpp17)),
            ("C++14 / 수정", KeptLanguage::Cpp(CppStd::Cpp14)),
            // As every record of two real backups names it: no-break spaces.
            ("C++14\u{a0}/\u{a0}수정", KeptLanguage::Cpp(CppStd::Cpp14)),
            (
                "Rust 2018\u{a0}/\u{a0}수정",
                KeptLanguage::Rust(Edition::E2018),
            ),
            ("C99", KeptLanguage::C(CStd::C99)),
            ("C11", KeptLanguage::C(CStd::C11)),
            ("Python 3", KeptLanguage::Python3),
            ("PyPy3", KeptLanguage::PyPy3),
            ("Java 11", KeptLanguage::Java(JavaRelease::Java11)),
            ("Java 8 (OpenJDK)", KeptLanguage::Java(JavaRelease::Java8)),
            ("Rust 2018", KeptLanguage::Rust(Edition::E2018)),
            ("C++17 (Clang)", KeptLanguage::CppClang(CppStd::Cpp17)),
            ("C++20 (Clang)", KeptLanguage::CppClang(CppStd::Cpp20)),
            ("Text", KeptLanguage::Text),
            ("Kotlin (JVM)", KeptLanguage::Other),
        ] {
            assert_eq!(KeptLanguage::from_boj(name), language, "{name}");
        }
    }

    #[test]
    fn the_commands_are_bojs() {
        let cpp = KeptLanguage::Cpp(CppStd::Cpp17)
            .compile_args(true)
            .join(" ");
        assert_eq!(
            format!("g++ {cpp}"),
            "g++ Main.cc -o Main -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ"
        );
        let c = KeptLanguage::C(CStd::C11).compile_args(false).join(" ");
        assert_eq!(
            format!("gcc {c}"),
            "gcc Main.c -o Main -O2 -Wall -lm -std=gnu11 -DONLINE_JUDGE -DBOJ"
        );
        let limits = Limits {
            time: Duration::from_secs(1),
            memory_bytes: 128 << 20,
        };
        let python = KeptLanguage::Python3.limits(limits);
        assert_eq!(python.time, Duration::from_secs(5));
        assert_eq!(python.memory_bytes, 288 << 20);
        assert_eq!(KeptLanguage::Cpp(CppStd::Cpp17).limits(limits), limits);
    }
}
