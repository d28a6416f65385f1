//! The rows of [`LANGUAGES`](super::LANGUAGES): every language BOJ ran that a machine could
//! run, in the order of the docs' table.

use super::*;

/// C++17's version in the copies.
const GXX_VERSION: &str = "g++ 8.3.0 in a 2020 copy; later ones not found";
/// C11's version in the copies.
const GCC_VERSION: &str = "gcc 8.3.0 in a 2020 copy (then `-std=c11`); later ones not found";
const NOT_FOUND: &str = "not found";

/// Every language BOJ ran that this runner can run where its tools are installed.
pub(crate) static LANGUAGES: &[Lang] = &[
    rust!(
        Edition::E2015,
        ["Rust 2015", "Rust"],
        "2015",
        NONE,
        "rustc 1.42.0 in a 2020 copy",
        "foriequal0/baekjoon `languages.js` (a generated copy of BOJ's language list, about \
         2020: `Rust`)",
        Sure::Dated
    ),
    rust!(
        Edition::E2018,
        ["Rust 2018"],
        "2018",
        Extra {
            note: "memory +16 MB in the 2020 copy; none stated later",
            ..NONE
        },
        "rustc 1.52.1 in a 2021 copy; 1.42.0 in a 2020 one",
        "kiwiyou/boj-cli `src/language/rust.rs` (commands and 1.52.1); a 2020 copy of the \
         language list in a BOJ tool's `bojRuntimes` table (1.42.0, +16 MB)",
        Sure::Dated
    ),
    rust!(
        Edition::E2021,
        ["Rust 2021"],
        "2021",
        Extra {
            note: "none known; the 2020 copy gave Rust 2018 memory +16 MB",
            ..NONE
        },
        "rustc 1.73",
        "BOJ's language help (help.acmicpc.net/language/info) as this workspace read it in \
         2025: rustc 1.73 from May 2024 to at least mid-2025; the command in a BOJ helper \
         script's language list (`\"rust2021\"`: `rustc --edition 2021 -O -o Main`), found by \
         its text in the code index, which does not name its repository",
        Sure::Dated
    ),
    rust!(
        Edition::E2024,
        ["Rust 2024"],
        "2024",
        NONE,
        "rustc 1.85 or later",
        "added to BOJ in October 2025; no copy of its row was found, so the command is the \
         Rust 2021 one with `--edition 2024` and the version the first with that edition",
        Sure::Inferred
    ),
    native!(
        KeptLanguage::C(CStd::C90),
        ["C90"],
        "gcc",
        "Main.c",
        "c",
        "gnu90",
        C_TEST,
        NOT_FOUND,
        GCC_C_INFERRED,
        Sure::Inferred
    ),
    native!(
        KeptLanguage::C(CStd::C99),
        ["C99", "C"],
        "gcc",
        "Main.c",
        "c",
        "gnu99",
        C_TEST,
        NOT_FOUND,
        GCC_C_INFERRED,
        Sure::Inferred
    ),
    native!(
        KeptLanguage::C(CStd::C11),
        ["C11"],
        "gcc",
        "Main.c",
        "c",
        "gnu11",
        C_TEST,
        GCC_VERSION,
        "ykdy3951/Baekjoon `run.sh`; the 2020 `bojRuntimes` table",
        Sure::Copied
    ),
    native!(
        KeptLanguage::C(CStd::C2x),
        ["C2x", "C23"],
        "gcc",
        "Main.c",
        "c",
        "gnu2x",
        C_TEST,
        NOT_FOUND,
        GCC_C_INFERRED,
        Sure::Inferred
    ),
    native!(
        KeptLanguage::Cpp(CppStd::Cpp98),
        ["C++98"],
        "g++",
        "Main.cc",
        "cpp",
        "gnu++98",
        CPP_TEST,
        NOT_FOUND,
        GCC_INFERRED,
        Sure::Inferred
    ),
    native!(
        KeptLanguage::Cpp(CppStd::Cpp11),
        ["C++11"],
        "g++",
        "Main.cc",
        "cpp",
        "gnu++11",
        CPP_TEST,
        NOT_FOUND,
        GCC_INFERRED,
        Sure::Inferred
    ),
    native!(
        KeptLanguage::Cpp(CppStd::Cpp14),
        ["C++14", "C++"],
        "g++",
        "Main.cc",
        "cpp",
        "gnu++14",
        CPP_TEST,
        NOT_FOUND,
        GCC_INFERRED,
        Sure::Inferred
    ),
    native!(
        KeptLanguage::Cpp(CppStd::Cpp17),
        ["C++17"],
        "g++",
        "Main.cc",
        "cpp",
        "gnu++17",
        CPP_TEST,
        GXX_VERSION,
        "ykdy3951/Baekjoon `run.sh` (BOJ's commands for C++17, C11 and Python 3); the 2020 \
         `bojRuntimes` table (same command, g++ 8.3.0)",
        Sure::Copied
    ),
    native!(
        KeptLanguage::Cpp(CppStd::Cpp20),
        ["C++20", "C++2a"],
        "g++",
        "Main.cc",
        "cpp",
        "gnu++20",
        CPP_TEST,
        NOT_FOUND,
        GCC_INFERRED,
        Sure::Inferred
    ),
    native!(
        KeptLanguage::Cpp(CppStd::Cpp23),
        ["C++23", "C++26"],
        "g++",
        "Main.cc",
        "cpp",
        "gnu++23",
        CPP_TEST,
        NOT_FOUND,
        GCC_INFERRED,
        Sure::Inferred
    ),
    native!(
        KeptLanguage::CClang(CStd::C90),
        ["C90 (Clang)"],
        "clang",
        "Main.c",
        "c",
        "c90",
        C_TEST,
        NOT_FOUND,
        CLANG_INFERRED,
        Sure::Inferred
    ),
    native!(
        KeptLanguage::CClang(CStd::C99),
        ["C99 (Clang)", "C (Clang)"],
        "clang",
        "Main.c",
        "c",
        "c99",
        C_TEST,
        NOT_FOUND,
        CLANG_LISTED,
        Sure::Dated
    ),
    native!(
        KeptLanguage::CClang(CStd::C11),
        ["C11 (Clang)"],
        "clang",
        "Main.c",
        "c",
        "c11",
        C_TEST,
        NOT_FOUND,
        CLANG_LISTED,
        Sure::Dated
    ),
    native!(
        KeptLanguage::CClang(CStd::C2x),
        ["C2x (Clang)", "C23 (Clang)"],
        "clang",
        "Main.c",
        "c",
        "c2x",
        C_TEST,
        NOT_FOUND,
        CLANG_INFERRED,
        Sure::Inferred
    ),
    native!(
        KeptLanguage::CppClang(CppStd::Cpp98),
        ["C++98 (Clang)"],
        "clang++",
        "Main.cc",
        "cpp",
        "c++98",
        CPP_TEST,
        NOT_FOUND,
        CLANG_LISTED,
        Sure::Dated
    ),
    native!(
        KeptLanguage::CppClang(CppStd::Cpp11),
        ["C++11 (Clang)"],
        "clang++",
        "Main.cc",
        "cpp",
        "c++11",
        CPP_TEST,
        NOT_FOUND,
        CLANG_LISTED,
        Sure::Dated
    ),
    native!(
        KeptLanguage::CppClang(CppStd::Cpp14),
        ["C++14 (Clang)", "C++ (Clang)"],
        "clang++",
        "Main.cc",
        "cpp",
        "c++14",
        CPP_TEST,
        NOT_FOUND,
        CLANG_LISTED,
        Sure::Dated
    ),
    native!(
        KeptLanguage::CppClang(CppStd::Cpp17),
        ["C++17 (Clang)"],
        "clang++",
        "Main.cc",
        "cpp",
        "c++17",
        CPP_TEST,
        NOT_FOUND,
        CLANG_LISTED,
        Sure::Dated
    ),
    native!(
        KeptLanguage::CppClang(CppStd::Cpp20),
        ["C++20 (Clang)", "C++2a (Clang)"],
        "clang++",
        "Main.cc",
        "cpp",
        "c++20",
        CPP_TEST,
        NOT_FOUND,
        CLANG_LISTED,
        Sure::Dated
    ),
    native!(
        KeptLanguage::CppClang(CppStd::Cpp23),
        ["C++23 (Clang)", "C++26 (Clang)"],
        "clang++",
        "Main.cc",
        "cpp",
        "c++2b",
        CPP_TEST,
        NOT_FOUND,
        CLANG_INFERRED,
        Sure::Inferred
    ),
    Lang {
        language: KeptLanguage::Python3,
        names: &["Python 3", "Python3"],
        extension: "py",
        file: "Main.py",
        compile: "python3 -W ignore -c \"import py_compile; py_compile.compile(r'Main.py')\"",
        run: "python3 -W ignore Main.py",
        fallback: None,
        made: Made::Source(Check::Pyc),
        extra: Extra {
            time_factor: 3,
            time_add_s: 2,
            memory_factor: 2,
            memory_add_mb: 32,
            note: "",
        },
        errors: Errors::LastLine,
        self_test: PY_TEST,
        version: "Python 3.8.2 in 2020, 3.9.0 in a later copy; the last not found",
        source: "ykdy3951/Baekjoon `run.sh` (commands); a copy of BOJ's language page titled \
                 \"BackJoon Algorithm 표준 형식\" and the 2020 `bojRuntimes` table (limits, \
                 versions)",
        sure: Sure::Copied,
    },
    Lang {
        language: KeptLanguage::PyPy3,
        names: &["PyPy3", "PyPy 3"],
        extension: "py",
        file: "Main.py",
        compile: "python3 -W ignore -c \"import py_compile; py_compile.compile(r'Main.py')\"",
        run: "pypy3 -W ignore Main.py",
        fallback: Some(Tool::Python3),
        made: Made::Source(Check::Pyc),
        extra: Extra {
            time_factor: 3,
            time_add_s: 2,
            memory_factor: 2,
            memory_add_mb: 128,
            note: "",
        },
        errors: Errors::LastLine,
        self_test: PY_TEST,
        version: "PyPy 7.3.0 (Python 3.6.9) in 2020; the last not found",
        source: "the 2020 `bojRuntimes` table (compile with python3, run with pypy3, limits); \
                 `-W ignore` as in the Python 3 row of later copies, not seen for PyPy3; run \
                 with python3 where pypy3 is not installed, said with the row",
        sure: Sure::Dated,
    },
    java!(
        JavaRelease::Java8,
        ["Java 8", "Java 8 (OpenJDK)", "Java", "Java (OpenJDK)"],
        "8",
        NOT_FOUND,
        Sure::Inferred
    ),
    java!(
        JavaRelease::Java11,
        ["Java 11"],
        "11",
        "openjdk 15 in the copy found; the last not found",
        Sure::Copied
    ),
    java!(
        JavaRelease::Java15,
        ["Java 15"],
        "15",
        NOT_FOUND,
        Sure::Inferred
    ),
    Lang {
        language: KeptLanguage::Kotlin,
        names: &["Kotlin (JVM)", "Kotlin"],
        extension: "kt",
        file: "Main.kt",
        compile: "kotlinc-jvm -J-Xms1024m -J-Xmx1024m -J-Xss512m -include-runtime -d Main.jar \
                  Main.kt",
        run: "java -Xms1024m -Xmx1024m -Xss512m -jar Main.jar",
        fallback: None,
        made: Made::File("Main.jar"),
        extra: Extra {
            note: "inferred: Java's",
            ..JVM
        },
        errors: Errors::FirstError,
        self_test: "fun main() { println(42) }\n",
        version: NOT_FOUND,
        source: LIST_2020,
        sure: Sure::Dated,
    },
    Lang {
        language: KeptLanguage::NodeJs,
        names: &["node.js", "Node.js", "JavaScript (Node.js)"],
        extension: "js",
        file: "Main.js",
        compile: "",
        run: "node Main.js",
        fallback: None,
        made: Made::Source(Check::Nothing),
        extra: NONE,
        errors: Errors::FirstError,
        self_test: JS_TEST,
        version: NOT_FOUND,
        source: LIST_2020,
        sure: Sure::Dated,
    },
    Lang {
        language: KeptLanguage::TypeScript,
        names: &["TypeScript"],
        extension: "ts",
        file: "Main.ts",
        compile: "tsc Main.ts",
        run: "node Main.js",
        fallback: None,
        made: Made::File("Main.js"),
        extra: NONE,
        errors: Errors::FirstError,
        self_test: "const answer: number = 42;\nconsole.log(answer);\n",
        version: NOT_FOUND,
        source: "inferred: no copy of this row was found; tsc's plain command, and node.js's \
                 run command on what it writes",
        sure: Sure::Inferred,
    },
    Lang {
        language: KeptLanguage::Go,
        names: &["Go"],
        extension: "go",
        file: "Main.go",
        compile: "go build Main.go",
        run: "./Main",
        fallback: None,
        made: Made::Binary,
        extra: NONE,
        errors: Errors::FirstError,
        self_test: "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(42) }\n",
        version: NOT_FOUND,
        source: LIST_2020,
        sure: Sure::Dated,
    },
    Lang {
        language: KeptLanguage::GoGcc,
        names: &["Go (gccgo)"],
        extension: "go",
        file: "Main.go",
        compile: "gccgo -O2 -o Main -static Main.go",
        run: "./Main",
        fallback: None,
        made: Made::Binary,
        extra: NONE,
        errors: Errors::FirstError,
        self_test: "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(42) }\n",
        version: NOT_FOUND,
        source: LIST_2020,
        sure: Sure::Dated,
    },
    Lang {
        language: KeptLanguage::Ruby,
        names: &["Ruby", "Ruby 2.7"],
        extension: "rb",
        file: "Main.rb",
        compile: "ruby -c Main.rb",
        run: "ruby Main.rb",
        fallback: None,
        made: Made::Source(Check::Exit),
        extra: NONE,
        errors: Errors::FirstError,
        self_test: "puts 42\n",
        version: "Ruby 2.7 in the 2020 copy",
        source: LIST_2020,
        sure: Sure::Dated,
    },
    Lang {
        language: KeptLanguage::CSharp,
        names: &["C# 6.0 (Mono)", "C#", "C# 6.0", "C# 10.0 (.NET)"],
        extension: "cs",
        file: "Main.cs",
        compile: "mcs -codepage:utf8 -warn:0 -optimize+ -checked+ -clscheck- \
                  -reference:System.Numerics.dll -out:Main.exe Main.cs",
        run: "mono --optimize=all Main.exe",
        fallback: None,
        made: Made::File("Main.exe"),
        extra: NONE,
        errors: Errors::FirstError,
        self_test: "class Program { static void Main() { System.Console.WriteLine(42); } }\n",
        version: "Mono, C# 6.0, in the 2020 copy",
        source: "foriequal0/baekjoon `languages.js` (a generated copy of BOJ's language list, \
                 about 2020: `C# 6.0`); `C# 10.0 (.NET)`'s own command was not found \
                 (inferred: judged with Mono's, which may refuse C# 10 syntax)",
        sure: Sure::Dated,
    },
    Lang {
        language: KeptLanguage::Swift,
        names: &["Swift"],
        extension: "swift",
        file: "Main.swift",
        compile: "swiftc Main.swift",
        run: "./Main",
        fallback: None,
        made: Made::Binary,
        extra: NONE,
        errors: Errors::FirstError,
        self_test: "print(42)\n",
        version: NOT_FOUND,
        source: LIST_2020,
        sure: Sure::Dated,
    },
    Lang {
        language: KeptLanguage::Text,
        names: &["Text"],
        extension: "txt",
        file: "Main.txt",
        compile: "",
        run: "cat Main.txt",
        fallback: None,
        made: Made::Source(Check::Nothing),
        extra: NONE,
        errors: Errors::FirstError,
        self_test: "42\n",
        version: "—",
        source: "foriequal0/baekjoon `languages.js` (a generated copy of BOJ's language list, \
                 about 2020); its compile, `fromdos Main.txt`, is not run: the comparison \
                 reads `\\r\\n` as a newline",
        sure: Sure::Dated,
    },
];
