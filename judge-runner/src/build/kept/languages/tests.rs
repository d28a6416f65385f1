//! The table's tests: every BOJ spelling names its row, the docs render the table, and every
//! row is whole.

use super::*;
use crate::config::Language;
use crate::sourced::{between, repo_file};

#[test]
fn boj_names_are_typed_languages() {
    for (name, language) in [
        ("C++17", KeptLanguage::Cpp(CppStd::Cpp17)),
        ("C++14", KeptLanguage::Cpp(CppStd::Cpp14)),
        ("C++", KeptLanguage::Cpp(CppStd::Cpp14)),
        ("C++14 / 수정", KeptLanguage::Cpp(CppStd::Cpp14)),
        // As every record of two real backups names it: no-break spaces.
        ("C++14\u{a0}/\u{a0}수정", KeptLanguage::Cpp(CppStd::Cpp14)),
        (
            "Rust 2018\u{a0}/\u{a0}수정",
            KeptLanguage::Rust(Edition::E2018),
        ),
        ("Rust 2015", KeptLanguage::Rust(Edition::E2015)),
        ("Rust 2021", KeptLanguage::Rust(Edition::E2021)),
        ("Rust 2024", KeptLanguage::Rust(Edition::E2024)),
        ("C90", KeptLanguage::C(CStd::C90)),
        ("C99", KeptLanguage::C(CStd::C99)),
        ("C11", KeptLanguage::C(CStd::C11)),
        ("C2x", KeptLanguage::C(CStd::C2x)),
        ("C++98", KeptLanguage::Cpp(CppStd::Cpp98)),
        ("C++11", KeptLanguage::Cpp(CppStd::Cpp11)),
        ("C++20", KeptLanguage::Cpp(CppStd::Cpp20)),
        ("C++23", KeptLanguage::Cpp(CppStd::Cpp23)),
        ("C11 (Clang)", KeptLanguage::CClang(CStd::C11)),
        ("C++17 (Clang)", KeptLanguage::CppClang(CppStd::Cpp17)),
        ("C++20 (Clang)", KeptLanguage::CppClang(CppStd::Cpp20)),
        ("C++98 (Clang)", KeptLanguage::CppClang(CppStd::Cpp98)),
        ("C++17\u{a0}(Clang)", KeptLanguage::CppClang(CppStd::Cpp17)),
        ("Python 3", KeptLanguage::Python3),
        ("Python3", KeptLanguage::Python3),
        ("Python\u{a0}3\u{a0}/\u{a0}수정", KeptLanguage::Python3),
        ("PyPy3", KeptLanguage::PyPy3),
        ("Java 8", KeptLanguage::Java(JavaRelease::Java8)),
        ("Java 8 (OpenJDK)", KeptLanguage::Java(JavaRelease::Java8)),
        ("Java", KeptLanguage::Java(JavaRelease::Java8)),
        ("Java 11", KeptLanguage::Java(JavaRelease::Java11)),
        ("Java 15", KeptLanguage::Java(JavaRelease::Java15)),
        ("node.js", KeptLanguage::NodeJs),
        ("Node.js", KeptLanguage::NodeJs),
        ("Kotlin (JVM)", KeptLanguage::Kotlin),
        ("Go", KeptLanguage::Go),
        ("Go (gccgo)", KeptLanguage::GoGcc),
        ("C#", KeptLanguage::CSharp),
        ("C# 6.0 (Mono)", KeptLanguage::CSharp),
        ("C# 10.0 (.NET)", KeptLanguage::CSharp),
        ("C#\u{a0}10.0\u{a0}(.NET)", KeptLanguage::CSharp),
        ("TypeScript", KeptLanguage::TypeScript),
        ("Ruby", KeptLanguage::Ruby),
        ("Swift", KeptLanguage::Swift),
        ("Text", KeptLanguage::Text),
        ("Brainf**k", KeptLanguage::Other),
        ("아희", KeptLanguage::Other),
    ] {
        assert_eq!(KeptLanguage::from_boj(name), language, "{name:?}");
    }
}

#[test]
fn code_files_get_the_tables_extensions() {
    for (name, extension) in [
        ("C++17", Some("cpp")),
        ("C++14\u{a0}/\u{a0}수정", Some("cpp")),
        ("C11 (Clang)", Some("c")),
        ("Python 3", Some("py")),
        ("PyPy3", Some("py")),
        ("Java 8 (OpenJDK)", Some("java")),
        ("node.js", Some("js")),
        ("Kotlin (JVM)", Some("kt")),
        ("Go (gccgo)", Some("go")),
        ("C# 10.0 (.NET)", Some("cs")),
        ("TypeScript", Some("ts")),
        ("Ruby", Some("rb")),
        ("Swift", Some("swift")),
        ("Text", Some("txt")),
        ("Rust 2018", Some("rs")),
        ("Whitespace", None),
    ] {
        assert_eq!(extension_of(name), extension, "{name}");
    }
}

#[test]
fn every_row_is_whole_and_named_once() {
    let mut seen: Vec<&str> = Vec::new();
    for row in LANGUAGES {
        assert_eq!(super::row(row.language).names, row.names);
        for name in row.names {
            assert!(!seen.contains(name), "{name} names two rows");
            assert_eq!(crate::text::boj_language_name(name), *name, "{name}");
            seen.push(name);
        }
        assert!(row.self_test.contains("42"), "{}", row.names[0]);
        assert!(row.runner().is_some() || row.run == "./Main", "{}", row.run);
        assert!(
            row.compile.is_empty() || row.compiler().is_some(),
            "{}",
            row.compile
        );
        // The file BOJ compiled or ran is named in its commands.
        assert!(
            row.compile.contains(row.file) || row.run.contains(row.file),
            "{}",
            row.names[0]
        );
        if let Made::File(name) = row.made {
            assert!(row.run.contains(name), "{}", row.run);
        }
    }
}

#[test]
fn commands_split_as_a_shell_does() {
    assert_eq!(
        words("python3 -W ignore -c \"import py_compile; py_compile.compile(r'Main.py')\""),
        [
            "python3",
            "-W",
            "ignore",
            "-c",
            "import py_compile; py_compile.compile(r'Main.py')"
        ]
    );
    assert_eq!(words("./Main"), ["./Main"]);
    let node = super::row(KeptLanguage::NodeJs);
    assert_eq!((node.compiler(), node.runner()), (None, Some(Tool::Node)));
    let pypy = super::row(KeptLanguage::PyPy3);
    assert_eq!(pypy.needs(), [Tool::Python3]);
    let kotlin = super::row(KeptLanguage::Kotlin);
    assert_eq!(kotlin.needs(), [Tool::Kotlinc, Tool::Java]);
    let clang = super::row(KeptLanguage::CppClang(CppStd::Cpp17));
    assert_eq!(
        clang.compile,
        "clang++ Main.cc -o Main -O2 -Wall -lm -static -std=c++17 -DONLINE_JUDGE -DBOJ"
    );
}

#[test]
fn the_docs_render_this_table() {
    let doc = repo_file("docs/judging.md");
    if between(&doc, DOC_START, DOC_END) != markdown().trim() {
        // Print the table to paste, rather than a diff of a hundred long lines.
        panic!(
            "docs/judging.md differs from LANGUAGES; the table is:\n{}",
            markdown()
        );
    }
    // Rows are one line each.
    assert!(markdown()
        .lines()
        .all(|l| l.starts_with('|') && l.ends_with('|')));
}

#[test]
fn every_language_here_has_its_row() {
    for language in Language::ALL {
        let row = of_solution(language);
        assert_eq!(row.names[0], language.name());
        let edition = format!("--edition {} -O", language.edition());
        assert!(row.compile.contains(&edition), "{}", row.compile);
    }
}
