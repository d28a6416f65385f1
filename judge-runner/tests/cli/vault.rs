//! `import` of real boj-vault backups as their users left them (`tests/fixtures/boj-vault/`,
//! cuts of two public backups, cited in its README): no-break spaces in every language and
//! verdict, folders renamed after their titles, an error page saved in a problem's place, a
//! contest submission filed under another problem's number, languages this runner has no row
//! for, verdicts BOJ printed its own way; importing again over an older import's
//! placeholders; and a backup that attacks the importer.

use crate::statements::Empty;
use std::fs;
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/boj-vault")
        .join(name)
}

#[test]
fn a_real_backup_comes_in_whole() {
    skip_if_passed!();
    let ws = Empty::new("vault-csk");
    let backup = fixture("csk200387-boj-archive");
    // An older import made a problem of submissions/1014/, whose record is 28097's.
    let older = "[[submission]]\nid = 61053158\nlanguage = \"Python 3\"\n";
    ws.write("testcases/boj-1014/submissions.toml", older.as_bytes());
    let (code, stdout, stderr) = ws.run(&["import", backup.to_str().unwrap()]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    assert_eq!(stderr, "", "nothing is broken in this backup");
    for line in [
        // The accepted Rust 2018 submission is main.rs; 아희 and Algol 68 are kept too.
        "imported boj-1000 (A+B): 1 sample, statement.md; main.rs is submission 59298415; \
         4 new submissions",
        "imported boj-10212 (Mystery): 0 samples, no statement;",
        "  note: csk200387-boj-archive/solved/10212/problem.html is an error page (502 Bad \
         Gateway), not the problem's: title from the records, default limits (check them)",
        // submissions/1014/ holds a contest submission to 28097, by its title.
        "imported boj-28097 (모범생 포닉스): 3 samples, statement.md;",
        "  note: 1 record filed under csk200387-boj-archive/submissions/1014 name this problem \
         (모범생 포닉스): imported here",
    ] {
        assert!(stdout.contains(line), "{line}\n{stdout}");
    }
    assert!(!ws.path("problems/boj-1014").exists(), "{stdout}");
    assert!(
        stdout.contains(
            "  note: boj-1014 was made by an older import from records that belong \
                         to other problems"
        ),
        "{stdout}"
    );
    assert_eq!(ws.read("testcases/boj-1014/submissions.toml"), older);
    assert!(ws
        .path("testcases/boj-28097/submissions/61053158.py")
        .is_file());
    // Every record kept, in BOJ's own name for its language, whatever this runner runs.
    let list = ws.read("testcases/boj-1000/submissions.toml");
    for table in [
        "id = 55492341\nlanguage = \"아희\"\n",
        "id = 59295127\nlanguage = \"Algol 68\"\n",
        "id = 59298415\nlanguage = \"Rust 2018\"\n",
    ] {
        assert!(list.contains(table), "{table}\n{list}");
    }
    assert!(!list.contains('\u{a0}') && !list.contains("수정"), "{list}");
    assert!(ws
        .path("testcases/boj-1000/submissions/55492341.txt")
        .is_file());
    assert!(ws
        .read("testcases/boj-1000/problem.toml")
        .contains("\nlanguage = \"Rust 2018\"\n"));
    // Verdicts as BOJ printed them.
    for (problem, table) in [
        (
            "15624",
            "verdict = \"맞았습니다!! (201/201)\"\ncode = \"AC\"\n",
        ),
        ("15802", "verdict = \"살아남았다\"\ncode = \"AC\"\n"),
        ("19617", "verdict = \"40.3점\"\nscore = 40.3\n"),
        // Full marks from the page's subtask table (30 + 70).
        (
            "10093",
            "verdict = \"100점\"\nscore = 100\nfull_score = 100\n",
        ),
        // A problem scored on its own scale: no full marks to give.
        ("12095", "verdict = \"102108점\"\nscore = 102108\ntime_ms"),
    ] {
        let list = ws.read(&format!("testcases/boj-{problem}/submissions.toml"));
        assert!(list.contains(table), "{problem}: {table}\n{list}");
    }
    // The page's labels are labels, its tags tags, its tier the solved.ac image's.
    let toml = ws.read("testcases/boj-15802/problem.toml");
    assert!(
        toml.contains("labels = \"special judge\"") && toml.contains("tags = [\"구현\"]"),
        "{toml}"
    );
    let toml = ws.read("testcases/boj-1000/problem.toml");
    assert!(toml.contains("tier = \"Bronze V\""), "{toml}");
    assert!(!toml.contains("다국어") && !toml.contains("성공"), "{toml}");
    // The statement, as new --html keeps it; show reads it.
    assert!(ws
        .read("testcases/boj-15802/statement.md")
        .contains("# 15802 · 타노스"));
    let (code, shown, _) = ws.run(&["show", "boj-28097"]);
    assert_eq!(code, 0);
    assert!(shown.contains("모범생 포닉스"), "{shown}");
}

#[test]
fn renamed_folders_and_an_older_imports_placeholders() {
    skip_if_passed!();
    let ws = Empty::new("vault-qkr");
    let backup = ws.path("backup");
    crate::support::copy_dir(&fixture("qkrwlgus5832-boj-archive"), &backup);
    // As an import before this one left it, which could not read `solved/1000.A+B/` and
    // did not read the records' titles: titles TODO, default limits, no samples. The records
    // are imported once without their titles to make that.
    fs::rename(backup.join("solved"), ws.path("saved")).unwrap();
    let records: Vec<PathBuf> = ["1000/7647311.json", "1001/11173181.json"]
        .iter()
        .map(|r| backup.join("submissions").join(r))
        .collect();
    let originals: Vec<String> = records
        .iter()
        .map(|r| fs::read_to_string(r).unwrap())
        .collect();
    for (record, text) in records.iter().zip(&originals) {
        let untitled: String = text
            .lines()
            .filter(|l| !l.contains("problemTitle"))
            .collect::<Vec<_>>()
            .join("\n");
        fs::write(record, untitled).unwrap();
    }
    let (code, stdout, stderr) = ws.run(&["import", "backup"]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    assert!(ws
        .read("testcases/boj-1000/problem.toml")
        .contains("# title = "));
    for (record, text) in records.iter().zip(&originals) {
        fs::write(record, text).unwrap();
    }
    let todo = ws.read("testcases/boj-1001/problem.toml");
    // The user corrects one of them by hand: that file is theirs now.
    let mine = todo.replace("time_limit_ms = 1000", "time_limit_ms = 2000");
    assert_ne!(mine, todo);
    ws.write("testcases/boj-1001/problem.toml", mine.as_bytes());

    fs::rename(ws.path("saved"), backup.join("solved")).unwrap();
    let (code, stdout, stderr) = ws.run(&["import", "backup"]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    assert!(
        stdout.contains(
            "repaired boj-1000: written from the backup: problems/boj-1000/src/main.rs, \
             problem.toml, validator.rs, sample-1.in, sample-1.out, statement.md; 0 new \
             submissions (1 kept already)"
        ),
        "{stdout}"
    );
    let toml = ws.read("testcases/boj-1000/problem.toml");
    assert!(
        toml.contains("title = \"A+B\"") && toml.contains("time_limit_ms = 2000"),
        "{toml}"
    );
    assert!(ws.read("problems/boj-1000/src/main.rs").contains("A+B"));
    assert!(
        stdout.contains(
            "  note: testcases/boj-1001/problem.toml was an older import's placeholder and has \
             been changed since: left as it is (yours)"
        ),
        "{stdout}"
    );
    assert_eq!(ws.read("testcases/boj-1001/problem.toml"), mine);
    for file in ["sample-1.in", "sample-1.out", "statement.md"] {
        assert!(ws.path("testcases/boj-1001").join(file).is_file(), "{file}");
    }
    // The C# record was saved as .java: kept under its language's extension.
    assert!(ws
        .read("testcases/boj-1001/submissions.toml")
        .contains("language = \"C# 6.0 (Mono)\""));
    assert!(ws
        .path("testcases/boj-1001/submissions/11173181.cs")
        .is_file());
    assert!(ws
        .read("testcases/boj-1000/submissions.toml")
        .contains("language = \"C++14\"\n"));
}

#[test]
fn a_hostile_backup_is_bounded_and_named_file_by_file() {
    skip_if_passed!();
    let ws = Empty::new("vault-hostile");
    let backup = ws.path("backup");
    crate::support::copy_dir(&fixture("csk200387-boj-archive"), &backup);
    let subs = backup.join("submissions/15624");
    let record = |sid: &str| {
        format!(
            "{{\"submissionId\": {sid}, \"problemId\": 15624, \"problemTitle\": \"피보나치 수 7\", \
             \"result\": \"틀렸습니다\", \"language\": \"Python 3\u{a0}/\u{a0}수정\"}}"
        )
    };
    fs::create_dir_all(backup.join("solved/abc")).unwrap();
    // A 0-byte code file; a link to a file outside; a 2 GB file (sparse); a record whose
    // code the backup did not save; a record whose id is a path; a record cut off.
    for sid in ["91", "92", "93", "94"] {
        fs::write(subs.join(format!("{sid}.json")), record(sid)).unwrap();
    }
    fs::write(subs.join("91.py"), b"").unwrap();
    let secret = ws.path("secret.txt");
    fs::write(&secret, "a secret outside the backup\n").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&secret, subs.join("92.py")).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(ws.path("problems"), backup.join("solved/555")).unwrap();
    fs::File::create(subs.join("93.py"))
        .unwrap()
        .set_len(2 << 30)
        .unwrap();
    fs::write(
        subs.join("95.json"),
        record("\"../../escape\"").replace("15624,", "15624 ,"),
    )
    .unwrap();
    fs::write(subs.join("96.json"), &record("96")[..40]).unwrap();
    // A page nested 300,000 elements deep (a reader that recursed would overflow its stack).
    fs::create_dir_all(backup.join("solved/777")).unwrap();
    let deep = format!(
        "<title>deep</title>{}<span id=\"problem_title\">deep</span>{}",
        "<div>".repeat(300_000),
        "</div>".repeat(300_000)
    );
    fs::write(backup.join("solved/777/problem.html"), deep).unwrap();

    let (code, stdout, stderr) = ws.run(&["import", "backup"]);
    assert_eq!(code, 2, "{stdout}\n{stderr}");
    for line in [
        "  broken: backup/solved/abc: its name does not start with a problem number: left out",
        "  broken: backup/submissions/15624/93.py: larger than 8 MiB, more than such a file can \
         be: not read",
        "  broken: backup/submissions/15624/95.json: no submissionId",
        "  broken: backup/submissions/15624/96.json: not JSON",
    ] {
        assert!(stderr.contains(line), "{line}\n{stderr}");
    }
    #[cfg(unix)]
    for line in [
        "  broken: backup/submissions/15624/92.py: a symbolic link out of the backup: not followed",
        "  broken: backup/solved/555: a symbolic link out of the backup: not followed",
    ] {
        assert!(stderr.contains(line), "{line}\n{stderr}");
    }
    assert!(
        stdout.contains(
            "  note: backup/submissions/15624/91.py is empty (0 bytes): its record is \
                         kept without code"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("  note: backup/solved/777/problem.html is not a problem page"));
    // Every other problem came in, the records without code as history.
    assert!(
        stdout.contains("imported boj-28097 (모범생 포닉스)"),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "imported boj-15624 (피보나치 수 7): 2 samples, statement.md; no \
                         accepted Rust submission, main.rs from the template; 5 new \
                         submissions (4 of them a record without code)"
        ),
        "{stdout}"
    );
    let list = ws.read("testcases/boj-15624/submissions.toml");
    assert_eq!(list.matches("code_saved = false").count(), 4, "{list}");
    let kept: Vec<String> = fs::read_dir(ws.path("testcases/boj-15624/submissions"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(kept, ["78333206.py"]);
    assert!(!ws.path("testcases/boj-555").exists() && !ws.path("escape").exists());
}
