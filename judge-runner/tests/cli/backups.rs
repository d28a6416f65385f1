//! `import` on cuts of real public backups (`tests/fixtures/backups/`, each folder's README
//! names its repository and commit): BaekjoonHub with C++ and Java solutions, detailed tiers
//! and a language folder, magenta1223's boj-archive and egod1537's boj-backup. Each problem,
//! its samples and its kept submissions are checked, and each folder's one line on stdout.

use std::fs;
use std::path::{Path, PathBuf};

use crate::support::{copy_dir, Bench};

/// The fixture of one backup.
fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/backups")
        .join(name)
}

/// A workspace with a copy of backup `name` as `backup/`.
fn bench_with(test: &str, name: &str) -> Bench {
    let temp = Bench::new(test);
    copy_dir(&fixture(name), &temp.path("backup"));
    temp
}

/// The report's lines (stdout), asserting stderr says nothing.
fn report(run: &crate::support::Run) -> Vec<String> {
    assert_eq!(run.stderr, "", "the report goes to stdout");
    run.stdout_text().lines().map(str::to_owned).collect()
}

/// The one line that starts with `start`.
fn line<'a>(lines: &'a [String], start: &str) -> &'a str {
    let found: Vec<&String> = lines.iter().filter(|l| l.starts_with(start)).collect();
    assert_eq!(
        found.len(),
        1,
        "one line starting {start:?} in\n{}",
        lines.join("\n")
    );
    found[0]
}

/// BaekjoonHub's name for a folder or file: U+2005 for each space.
fn hub(name: &str) -> String {
    name.replace(' ', "\u{2005}")
}

#[test]
fn baekjoonhub_cpp_with_detailed_tiers() {
    skip_if_passed!();
    let temp = bench_with("backups-hub-cpp", "Rayhke-BaekjoonHub_Cplusplus");
    let out = temp.rooted(&["import", "backup"]).expect(2);
    let lines = report(&out);
    assert_eq!(lines.len(), 5, "{}", lines.join("\n"));
    let kriii = line(
        &lines,
        "imported boj-10718 (We love kriii) from 백준/Bronze/10718.",
    );
    assert!(
        kriii.contains("no Rust solution, so main.rs is the template (to solve)")
            && kriii
                .ends_with("2 solutions kept as submissions in testcases/boj-10718/submissions"),
        "{kriii}"
    );
    // Detailed tiers, as BaekjoonHub 1.4.8 names the folders.
    line(
        &lines,
        "imported boj-1924 (2007년) from 백준/Bronze I/1924.",
    );
    line(
        &lines,
        "imported boj-1012 (유기농 배추) from 백준/Silver II/1012.",
    );
    assert!(temp
        .text("testcases/boj-1924/problem.toml")
        .contains("\ntier = \"Bronze I\"\n"));
    let programmers = line(&lines, "skipped 프로그래머스/2/12945.");
    assert!(
        programmers.contains("no Rust solution (피보나치\u{2005}수.cpp only)"),
        "{programmers}"
    );
    // The solutions byte for byte, the one BaekjoonHub wrote first (its figures), then the other.
    let folder = fixture("Rayhke-BaekjoonHub_Cplusplus")
        .join("백준/Bronze")
        .join(hub("10718. We love kriii"));
    for (file, kept) in [
        ("We love kriii.cc", "1.cpp"),
        ("We love kriii_2.cc", "2.cpp"),
    ] {
        assert_eq!(
            fs::read(folder.join(hub(file))).unwrap(),
            fs::read(temp.path("testcases/boj-10718/submissions").join(kept)).unwrap(),
            "{file}"
        );
    }
    let list = temp.text("testcases/boj-10718/submissions.toml");
    assert!(
        list.contains(
            "\n[[submission]]\nid = 1\nlanguage = \"C++17\"\nverdict = \"맞았습니다!!\"\n\
             code = \"AC\"\ntime_ms = 0\nmemory_kb = 1112\n"
        ) && list.contains(
            "\n[[submission]]\nid = 2\nlanguage = \"C++17\"\nverdict = \"맞았습니다!!\"\n\
             code = \"AC\"\n"
        ),
        "{list}"
    );
    assert!(temp
        .text("problems/boj-10718/src/main.rs")
        .starts_with("//! BOJ 10718"));
    // Again: everything is kept already, nothing changes; the Programmers folder is still
    // named, in Korean too.
    let before = temp.snapshot();
    let out = temp.rooted(&["import", "backup", "--lang", "ko"]).expect(2);
    let again = report(&out);
    assert_eq!(
        again
            .iter()
            .filter(|l| l.ends_with("이미 있습니다 (아무것도 덮어쓰지 않습니다)"))
            .count(),
        3,
        "{}",
        again.join("\n")
    );
    assert!(
        line(&again, "프로그래머스/2/12945.").contains("Rust 풀이가 없습니다"),
        "{}",
        again.join("\n")
    );
    assert_eq!(temp.snapshot(), before);
}

#[test]
fn baekjoonhub_java_under_a_language_folder() {
    skip_if_passed!();
    let temp = bench_with("backups-hub-java", "yoon-yeochang-boj-archive");
    let out = temp.rooted(&["import", "backup"]).expect(0);
    let lines = report(&out);
    assert_eq!(lines.len(), 3, "{}", lines.join("\n"));
    line(
        &lines,
        "imported boj-2752 (세수정렬) from Java/백준/Bronze/2752.",
    );
    line(
        &lines,
        "imported boj-12100 (2048 (Easy)) from 백준/Gold/12100.",
    );
    let list = temp.text("testcases/boj-2752/submissions.toml");
    assert!(
        list.contains(
            "id = 1\nlanguage = \"Java 11\"\nverdict = \"맞았습니다!!\"\ncode = \"AC\"\n\
             time_ms = 108\nmemory_kb = 14244\nsubmitted = \"2026-02-26 20:12:40\"\n"
        ),
        "{list}"
    );
    assert!(temp.path("testcases/boj-2752/submissions/1.java").is_file());
    let statement = temp.text("testcases/boj-2752/statement.md");
    assert!(statement.starts_with("# 세수정렬\n"), "{statement}");
    assert!(temp
        .text("testcases/boj-12100/problem.toml")
        .contains("\ntier = \"Gold I\"\n"));
}

#[test]
fn baekjoonhub_two_languages_and_text() {
    skip_if_passed!();
    let temp = bench_with("backups-hub-text", "Seol-Munhyeok-Baekjoon-Archive");
    let out = temp.rooted(&["import", "backup"]).expect(0);
    let lines = report(&out);
    assert_eq!(lines.len(), 3, "{}", lines.join("\n"));
    let plus = line(&lines, "imported boj-1000 (A+B) from 백준/Bronze/1000.");
    assert!(
        plus.ends_with("2 solutions kept as submissions in testcases/boj-1000/submissions"),
        "{plus}"
    );
    let list = temp.text("testcases/boj-1000/submissions.toml");
    assert!(
        list.contains("id = 1\nlanguage = \"C99\"\n")
            && list.contains("id = 2\nlanguage = \"Python 3\"\n"),
        "{list}"
    );
    assert!(temp.path("testcases/boj-1000/submissions/1.c").is_file());
    assert!(temp.path("testcases/boj-1000/submissions/2.py").is_file());
    // `FA.txt`, named after the title, is a solution in BOJ's Text language.
    line(&lines, "imported boj-14935 (FA) from 백준/Bronze/14935.");
    assert!(temp
        .text("testcases/boj-14935/submissions.toml")
        .contains("id = 1\nlanguage = \"Text\"\nverdict = \"맞았습니다!!\"\n"));
    assert!(temp.path("testcases/boj-14935/submissions/1.txt").is_file());
}

#[cfg(unix)]
#[test]
fn broken_folders_get_a_line_each_and_the_rest_imports() {
    skip_if_passed!();
    let temp = Bench::new("backups-broken");
    let silver = temp.path("hub/백준/Silver");
    let good = "#include <cstdio>\nint main() { puts(\"1\"); }\n";
    temp.write("hub/백준/Silver/abc. x/x.cc", good);
    temp.write(
        &format!("hub/백준/Silver/{}/Empty.cc", hub("3000. Empty")),
        "",
    );
    temp.write(
        &format!("hub/백준/Silver/{}/Fine.cc", hub("4000. Fine")),
        good,
    );
    // A link to a file outside the backup (in the workspace, beside it): named, never read.
    temp.write("secret.txt", "not part of the backup\n");
    std::os::unix::fs::symlink(
        temp.path("secret.txt"),
        silver.join(hub("4000. Fine")).join("Other.cc"),
    )
    .unwrap();
    // A 2 GB solution (sparse): refused by its size, never read into memory.
    let huge = silver.join(hub("5000. Huge"));
    fs::create_dir_all(&huge).unwrap();
    fs::File::create(huge.join("Huge.cc"))
        .unwrap()
        .set_len(2 << 30)
        .unwrap();
    let out = temp.rooted(&["import", "hub"]).expect(2);
    let lines = report(&out);
    assert_eq!(lines.len(), 6, "{}", lines.join("\n"));
    let huge = line(&lines, "failed 백준/Silver/5000.");
    assert!(
        huge.contains("Huge.cc") && huge.contains("bytes, more than"),
        "{huge}"
    );
    assert!(
        line(&lines, "skipped 백준/Silver/abc. x:").contains("not a problem folder"),
        "{}",
        lines.join("\n")
    );
    assert!(
        line(&lines, "skipped 백준/Silver/3000.").contains("its code (Empty.cc) is empty"),
        "{}",
        lines.join("\n")
    );
    let link = line(&lines, "skipped 백준/Silver/4000.\u{2005}Fine/Other.cc:");
    assert!(
        link.contains("a symbolic link to ") && link.contains("outside the backup: not read"),
        "{link}"
    );
    let fine = line(&lines, "imported boj-4000 (Fine)");
    assert!(
        fine.ends_with("1 solution kept as a submission in testcases/boj-4000/submissions"),
        "{fine}"
    );
    let kept: Vec<_> = fs::read_dir(temp.path("testcases/boj-4000/submissions"))
        .unwrap()
        .flatten()
        .map(|e| fs::read_to_string(e.path()).unwrap())
        .collect();
    assert_eq!(kept, [good]);
}

#[test]
fn magenta1223_archive() {
    skip_if_passed!();
    let temp = bench_with("backups-magenta", "magenta1223-boj-archive");
    let out = temp.rooted(&["import", "backup"]).expect(0);
    let lines = report(&out);
    assert_eq!(lines.len(), 6, "{}", lines.join("\n"));
    let fibonacci = line(
        &lines,
        "imported boj-1003 (피보나치 함수) from problems/1003번：",
    );
    assert!(
        fibonacci.contains(": 2 cases; limits from the backup's statement;"),
        "{fibonacci}"
    );
    // testCases.txt's blocks, the last `)` closing each (`1)` when the text has no newline).
    assert_eq!(temp.text("testcases/boj-1003/sample-2.in"), "2\n6\n22\n");
    assert_eq!(
        temp.text("testcases/boj-1003/sample-2.out"),
        "5 8\n10946 17711\n"
    );
    // The blocks are the page's HTML: `&lt;` is `<`.
    assert_eq!(temp.text("testcases/boj-1330/sample-1.out"), "<\n");
    let toml = temp.text("testcases/boj-1003/problem.toml");
    assert!(
        toml.contains("time_limit_ms = 250\nmemory_limit_mb = 128\n")
            && toml.contains("\ntier = \"Silver III\"\n"),
        "{toml}"
    );
    let statement = temp.text("testcases/boj-1003/statement.md");
    assert!(
        statement.starts_with("# 피보나치 함수\n") && statement.contains("\n## 문제\n"),
        "{statement}"
    );
    assert!(!statement.contains("예제 입력"), "{statement}");
    // A solved problem's solution is accepted; an unsolved one's has no verdict.
    assert!(temp
        .text("testcases/boj-1000/submissions.toml")
        .contains("id = 1\nlanguage = \"Python 3\"\nverdict = \"맞았습니다!!\"\ncode = \"AC\"\n"));
    let unsolved = temp.text("testcases/boj-17779/submissions.toml");
    assert!(
        unsolved.contains("id = 1\nlanguage = \"Python 3\"\nsubmitted = \"2024-02-19 12:36:16\"\n"),
        "{unsolved}"
    );
    assert!(temp.path("testcases/boj-17779/submissions/1.py").is_file());
    // PPAP's folder also holds an empty file named `4`: not code, not kept.
    assert!(!temp.path("testcases/boj-16120/submissions/2.txt").exists());
    let before = temp.snapshot();
    let out = temp
        .rooted(&["import", "backup", "--format", "magenta1223"])
        .expect(0);
    assert_eq!(
        out.stdout_text().matches("already exists").count(),
        5,
        "{}",
        out.stdout_text()
    );
    assert_eq!(temp.snapshot(), before);
}

#[test]
fn egod1537_backup() {
    skip_if_passed!();
    let temp = bench_with("backups-egod", "egod1537-boj-backup");
    let out = temp.rooted(&["import", "backup"]).expect(0);
    let lines = report(&out);
    // Three problems, and the line that keeps statements out of git.
    assert_eq!(lines.len(), 4, "{}", lines.join("\n"));
    let plus = line(
        &lines,
        "imported boj-1000 (A+B) from problems/1000: 1 case;",
    );
    assert!(!plus.contains("template"), "{plus}");
    line(
        &lines,
        "imported boj-1004 (어린 왕자) from problems/1004: 2 cases;",
    );
    // The latest accepted Rust submission is main.rs, byte for byte; every source is kept
    // under its own id with BOJ's verdict from the status rows.
    let sources = fixture("egod1537-boj-backup/problems");
    assert_eq!(
        temp.text("problems/boj-1000/src/main.rs"),
        fs::read_to_string(sources.join("1000/sources/7.rs")).unwrap()
    );
    let list = temp.text("testcases/boj-1004/submissions.toml");
    assert!(
        list.contains(
            "id = 99342414\nlanguage = \"C++17\"\nverdict = \"틀렸습니다\"\ncode = \"WA\"\n\
             time_ms = 0\nmemory_kb = 0\nsubmitted = \"2025-10-12 02:15:13\"\n"
        ),
        "{list}"
    );
    assert!(temp
        .path("testcases/boj-1004/submissions/99342445.cpp")
        .is_file());
    assert!(temp
        .text("testcases/boj-13909/submissions.toml")
        .contains("code = \"RE\""));
    let toml = temp.text("testcases/boj-1004/problem.toml");
    assert!(
        toml.contains("time_limit_ms = 2000")
            && toml.contains("\ntier = \"Silver III\"\ntags = [\"수학\", \"기하학\"]\n"),
        "{toml}"
    );
    // The imported problem judges as it is.
    temp.rooted(&["boj-1000", "--format", "json"]).expect(0);
    // Again, forced by --format: nothing new.
    let before = temp.snapshot();
    let out = temp
        .rooted(&["import", "backup", "--format", "egod1537"])
        .expect(0);
    assert_eq!(out.stdout_text().matches("already exists").count(), 3);
    assert_eq!(temp.snapshot(), before);
}

#[test]
fn solution_files_named_by_their_problems() {
    skip_if_passed!();
    let temp = bench_with("backups-files", "jueun036-boj-archive");
    let out = temp.rooted(&["import", "backup"]).expect(0);
    let lines = report(&out);
    assert_eq!(lines.len(), 3, "{}", lines.join("\n"));
    // The `// BOJ 1000 …` comment tells the site; nothing says BOJ accepted it.
    let plus = line(
        &lines,
        "imported boj-1000 (no title) from Bronze/1000_AplusB.cpp:",
    );
    assert!(
        plus.ends_with("1 solution kept as a submission in testcases/boj-1000/submissions"),
        "{plus}"
    );
    line(
        &lines,
        "imported boj-2666 (no title) from 2666_closet_doors.cpp:",
    );
    assert_eq!(
        fs::read(temp.path("testcases/boj-1000/submissions/1.cpp")).unwrap(),
        fs::read(fixture("jueun036-boj-archive/Bronze/1000_AplusB.cpp")).unwrap()
    );
    assert!(temp
        .text("testcases/boj-1000/submissions.toml")
        .ends_with("\n[[submission]]\nid = 1\nlanguage = \"C++17\"\n"));

    // `01. Bronze 5/` is a folder of such files (their URLs tell the site), not problem 1;
    // problem 1000 is there already, so its other solution is added as submission 2.
    copy_dir(
        &fixture("isekaipudding-baekjoon-archive"),
        &temp.path("class"),
    );
    let out = temp.rooted(&["import", "class"]).expect(2);
    let lines = report(&out);
    assert_eq!(lines.len(), 3, "{}", lines.join("\n"));
    let folder = "solved.ac class 모든 문제들/class 01/01. Bronze 5";
    line(
        &lines,
        &format!(
            "updated boj-1000 from {folder}/01000.cpp: 1 new kept submission (the problem \
             itself is not overwritten)"
        ),
    );
    line(
        &lines,
        &format!("imported boj-1001 (no title) from {folder}/01001.cpp:"),
    );
    assert!(
        line(
            &lines,
            "skipped 기타 백준 알고리즘 태그 기초/그래프/A star:"
        )
        .contains("not a problem folder"),
        "{}",
        lines.join("\n")
    );
    assert!(temp.path("testcases/boj-1000/submissions/2.cpp").is_file());
    assert!(!temp.path("problems/boj-1").exists());

    // Nothing in won005's file says BOJ: its line asks for --site, which brings it in.
    copy_dir(&fixture("won005-boj-archive"), &temp.path("won"));
    let out = temp.rooted(&["import", "won"]).expect(2);
    assert!(
        line(&report(&out), "skipped math/2501.cpp:").contains("pass --site boj"),
        "{}",
        out.stdout_text()
    );
    let out = temp.rooted(&["import", "won", "--site", "boj"]).expect(0);
    line(
        &report(&out),
        "imported boj-2501 (no title) from math/2501.cpp:",
    );

    // A file beside them that is named by no number gets its line.
    copy_dir(&fixture("pallet0-boj-archive"), &temp.path("pallet"));
    let out = temp
        .rooted(&["import", "pallet", "--site", "boj"])
        .expect(2);
    let lines = report(&out);
    assert_eq!(lines.len(), 2, "{}", lines.join("\n"));
    line(
        &lines,
        "imported boj-1865 (no title) from 1865 - 웜홀 (G3).py:",
    );
    assert!(
        line(&lines, "skipped U - 5639 - 이진 검색 트리 (G4).py:")
            .contains("does not start with a problem number"),
        "{}",
        lines.join("\n")
    );
}
