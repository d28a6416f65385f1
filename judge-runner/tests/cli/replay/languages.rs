//! Replay's languages beyond C, C++, Python and Java, from the one table of BOJ's languages:
//! node.js and C++17 (Clang) built and run by the real node and clang++ (a visible SKIP
//! where one is missing, a failure under `JUDGE_REQUIRE_TOOLS=1`), `--clang-as-gcc`, a tool
//! that is installed and does not work, and a compiler mended without a new version.

use super::{has, row, Ws};
use crate::support::{self, skip};
use std::fs;
use std::process::Command;

/// A tool the test needs and that is not on `PATH`: [`skip`] (a visible SKIP line, or a
/// failure where `JUDGE_REQUIRE_TOOLS=1` says the machine must have it).
fn required(test: &str, tool: &str, arg: &str) -> bool {
    if has(tool, arg) {
        return true;
    }
    skip(
        tool,
        &format!("{test}: no {tool} on PATH, its rows not tried"),
    );
    false
}

/// node.js and C++17 (Clang) rows of the one language table, replayed with the real node
/// and clang++: each is built and run with BOJ's command, after its self-test proved the
/// tool works here, and agrees with BOJ; a Swift row where swiftc is missing says what to
/// install.
#[test]
fn node_and_clang_submissions_are_replayed_with_bojs_commands() {
    skip_if_passed!();
    let test = "node_and_clang_submissions_are_replayed_with_bojs_commands";
    let ws = Ws::new("node-clang");
    ws.problem("boj-3000", &[("1", "1 2\n", "3\n"), ("2", "5 7\n", "12\n")]);
    let node = required(test, "node", "--version");
    let clang = required(test, "clang++", "--version");
    let js = "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/)\
              .map(Number);\nconsole.log(a + b);\n";
    ws.kept("boj-3000", 61, "js", "node.js", "code = \"AC\"", js);
    ws.kept(
        "boj-3000",
        62,
        "js",
        "node.js",
        "code = \"WA\"",
        "console.log(3);\n",
    );
    let cpp = "#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b<<'\\n';}\n";
    ws.kept(
        "boj-3000",
        63,
        "cpp",
        "C++17\u{a0}(Clang)",
        "code = \"AC\"",
        cpp,
    );
    ws.kept(
        "boj-3000",
        64,
        "swift",
        "Swift",
        "code = \"AC\"",
        "print(3)\n",
    );
    let run = ws.replay(&["--format", "json"], &[]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let events = run.events();
    let found = |sid: &str| {
        let e = row(&events, sid);
        (e.str("here"), e.str("finding"), e.str("missing"))
    };
    if node {
        assert_eq!(
            found("61"),
            (Some("AC"), Some("agrees"), None),
            "{}",
            run.stderr
        );
        assert_eq!(found("62"), (Some("WA"), Some("agrees"), None));
    } else {
        assert_eq!(found("61"), (None, Some("not-runnable"), Some("node")));
    }
    if clang {
        assert_eq!(
            found("63"),
            (Some("AC"), Some("agrees"), None),
            "{}",
            run.stderr
        );
    } else {
        assert_eq!(found("63"), (None, Some("not-runnable"), Some("clang++")));
    }
    // With --clang-as-gcc the Clang row is built with g++ whether clang is here or not, and
    // says so.
    if support::cxx(test).is_some() {
        let run = ws.replay(&["--format", "json", "--clang-as-gcc"], &[]);
        let events = run.events();
        let e = row(&events, "63");
        assert_eq!(
            (e.str("here"), e.str("finding")),
            (Some("AC"), Some("agrees"))
        );
        let json = String::from_utf8_lossy(&run.stdout).into_owned();
        assert!(json.contains("\"notes\":[\"clang-as-gcc\"]"), "{json}");
        let human = ws.replay(&["--clang-as-gcc"], &[]);
        for said in [
            "boj-3000 #63 C++17 (Clang): BOJ AC, here AC (built with GCC) — agrees",
            "note: Clang submissions were built with gcc and g++",
        ] {
            assert!(human.text().contains(said), "{said}\n{}", human.text());
        }
    }
    if !has("swiftc", "--version") {
        assert_eq!(found("64"), (None, Some("not-runnable"), Some("swiftc")));
        let human = ws.replay(&[], &[]);
        assert!(
            human
                .text()
                .contains("boj-3000 #64 Swift: BOJ AC — not runnable here: install swift"),
            "{}",
            human.text()
        );
    }
}

/// A tool that is installed and does not work (a node that fails at once) makes its rows
/// "not runnable here" with its first error, after one self-test, never a wrong verdict.
#[cfg(unix)]
#[test]
fn a_broken_tool_is_named_with_its_first_error() {
    skip_if_passed!();
    use std::os::unix::fs::PermissionsExt;
    let ws = Ws::new("broken-tool");
    ws.problem("boj-3000", &[("1", "1 2\n", "3\n")]);
    for sid in [71, 72, 73] {
        ws.kept(
            "boj-3000",
            sid,
            "js",
            "node.js",
            "code = \"AC\"",
            "console.log(3);\n",
        );
    }
    let bin = ws.root.join("bin");
    fs::create_dir_all(&bin).unwrap();
    let node = bin.join("node");
    fs::write(
        &node,
        "#!/bin/sh\ncase \"$1\" in --version) echo v0.0.0; exit 0;; esac\n\
         echo 'node: cannot load its snapshot' >&2\nexit 9\n",
    )
    .unwrap();
    fs::set_permissions(&node, fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let human = ws.replay(&[], &[("PATH", path.as_str())]);
    assert_eq!(human.code(), 0, "{}", human.text());
    let said = "boj-3000 #71 node.js: BOJ AC — not runnable here: node does not work: node: \
                cannot load its snapshot";
    assert!(human.text().contains(said), "{}", human.text());
    assert!(human.text().contains("3 not runnable"), "{}", human.text());
}

/// A compiler that refuses even the self-test (its headers missing) is named with its first
/// error; mended without a new version (the headers installed), the next replay proves it
/// again rather than remembering the failure, and judges the rows.
#[cfg(unix)]
#[test]
fn a_mended_compiler_is_proved_again() {
    skip_if_passed!();
    use std::os::unix::fs::PermissionsExt;
    let test = "a_mended_compiler_is_proved_again";
    let Some(cxx) = support::cxx(test) else {
        return;
    };
    let real = Command::new("sh")
        .args(["-c", &format!("command -v {cxx}")])
        .output()
        .unwrap();
    let real = String::from_utf8_lossy(&real.stdout).trim().to_owned();
    let ws = Ws::new("mended");
    // A cache of its own: a build of the same source by the real g++ would be found there.
    support::unshare_judge_dir(&ws.root);
    ws.problem("boj-3000", &[("1", "1 2\n", "3\n")]);
    let sum =
        "#include <cstdio>\nint main(){int a,b;scanf(\"%d %d\",&a,&b);printf(\"%d\\n\",a+b);}\n";
    ws.kept("boj-3000", 81, "cpp", "C++17", "code = \"AC\"", sum);
    let bin = ws.root.join("bin");
    fs::create_dir_all(&bin).unwrap();
    let mended = bin.join("mended");
    let wrapper = bin.join("g++");
    fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\ncase \"$1\" in --version|-print-file-name=*) exec {real} \"$@\";; esac\n\
             [ -e {} ] && exec {real} \"$@\"\n\
             echo 'Main.cc:1:10: fatal error: cstdio: No such file or directory' >&2\nexit 1\n",
            mended.display()
        ),
    )
    .unwrap();
    fs::set_permissions(&wrapper, fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let env = [("PATH", path.as_str())];
    let broken = ws.replay(&["--format", "json"], &env);
    assert_eq!(broken.code(), 0, "{}", broken.stderr);
    let events = broken.events();
    let e = row(&events, "81");
    assert_eq!(
        (e.str("finding"), e.str("broken"), e.str("reason")),
        (
            Some("not-runnable"),
            Some("g++"),
            Some("Main.cc:1:10: fatal error: cstdio: No such file or directory")
        )
    );
    fs::write(&mended, "").unwrap();
    let run = ws.replay(&["--format", "json"], &env);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let events = run.events();
    let e = row(&events, "81");
    assert_eq!(
        (e.str("here"), e.str("finding")),
        (Some("AC"), Some("agrees"))
    );
}
