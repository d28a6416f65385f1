//! The judge's compiler: `--toolchain` with a real older rustc (Debian bookworm's 1.85 at
//! `/usr/bin/rustc`, which `.ci/run` installs), a toolchain that is not installed, and
//! clippy's `incompatible_msrv` against the `rust-version` the problem crates declare.

use std::process::Command;

use crate::support::{self, Workspace};

/// Debian bookworm's rustc-web package: a real compiler older than the API the fixture uses.
const OLD_RUSTC: &str = "/usr/bin/rustc";

/// Whether `/usr/bin/rustc` is rustc 1.85.
fn old_rustc_installed() -> bool {
    Command::new(OLD_RUSTC)
        .arg("-vV")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("release: 1.85."))
}

#[test]
fn an_api_newer_than_the_judges_compiler_is_ac_by_default_and_ce_under_it() {
    skip_if_passed!();
    let workspace = Workspace::copy("compiler", "toolchain");
    let default = workspace.run(&[], "json", &[]);
    assert_eq!(default.code(), 0, "stderr:\n{}", default.stderr);
    support::assert_verdict(&default.events(), "disjoint-mut", "1", "AC");
    if !old_rustc_installed() {
        support::skip(
            "rustc-1.85",
            &format!(
                "{OLD_RUSTC} is not rustc 1.85 (apt-get install rustc-web/bookworm); only the \
                 default compiler was checked"
            ),
        );
        return;
    }
    let old = workspace.run(&["--toolchain", OLD_RUSTC], "json", &[]);
    assert_eq!(old.code(), 1, "stderr:\n{}", old.stderr);
    let events = old.events();
    let ce = events
        .iter()
        .find(|e| e.kind() == "problem" && e.str("problem") == Some("disjoint-mut"))
        .unwrap_or_else(|| panic!("no CE line: {events:?}"));
    assert_eq!(ce.str("verdict"), Some("CE"), "{ce:?}");
    assert_eq!(
        ce.str("build"),
        Some("rustc 1.85.0 --edition 2021 -O"),
        "{ce:?}"
    );
    let message = ce.str("message").unwrap_or_default();
    assert!(message.contains("get_disjoint_mut"), "{message}");
    // The human report names the compiler of the run and of the failed build.
    let human = workspace.run(&["--toolchain", OLD_RUSTC], "human", &[("NO_COLOR", "1")]);
    assert_eq!(human.code(), 1);
    for needle in [
        "rustc 1.85.0 (--toolchain /usr/bin/rustc)",
        "problems/disjoint-mut/src/main.rs does not compile alone with rustc 1.85.0 --edition 2021 -O",
    ] {
        // The human report is on stdout, errors on stderr.
        assert!(human.text().contains(needle), "no `{needle}` in\n{}", human.text());
    }
}

#[test]
fn a_compiler_that_is_not_there_is_one_error_that_says_the_fix() {
    skip_if_passed!();
    let workspace = Workspace::copy("compiler", "toolchain-missing");
    let has_rustup = Command::new("rustup").arg("--version").output().is_ok();
    for (toolchain, needle) in [
        (
            "+0.1",
            if has_rustup {
                "the toolchain `0.1` is not installed: install it with `rustup toolchain install 0.1 --profile minimal`"
            } else {
                "needs rustup"
            },
        ),
        (
            "/nonexistent/rustc",
            "failed to run `/nonexistent/rustc -vV`",
        ),
    ] {
        let run = workspace.run(&["--toolchain", toolchain], "human", &[]);
        assert_eq!(run.code(), 2, "{toolchain}: {}", run.stderr);
        assert!(run.stderr.contains(needle), "{toolchain}: {}", run.stderr);
        assert_eq!(run.stderr.matches("error:").count(), 1, "{}", run.stderr);
        assert!(run.stdout.is_empty());
    }
}

/// Runs `cargo clippy -D warnings` on the workspace at `root`, every crate even after one
/// fails (`--keep-going`): (success, stderr).
fn clippy(root: &std::path::Path) -> (bool, String) {
    let output = Command::new(env!("CARGO"))
        .args([
            "clippy",
            "--offline",
            "--workspace",
            "--keep-going",
            "--",
            "-D",
            "warnings",
        ])
        .current_dir(root)
        .env("CARGO_TARGET_DIR", root.join("target/cargo"))
        .output()
        .expect("run cargo clippy");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn clippy_rejects_std_apis_newer_than_the_declared_judge_compiler() {
    skip_if_passed!();
    // The repository's own workspace settings, and crates as `new` writes them: a Rust 2021
    // crate inherits rust-version 1.73, a Rust 2024 crate states 1.85, a Codeforces one 1.89.
    let workspace = Workspace::copy_isolated("compiler", "toolchain-clippy");
    let manifest = support::workspace_manifest();
    workspace.write("Cargo.toml", manifest.as_bytes());
    let source = std::fs::read(workspace.root().join("problems/disjoint-mut/src/main.rs"))
        .expect("read the fixture");
    // The fixture's own problem has no Cargo.toml (the runner needs none); cargo would.
    std::fs::remove_dir_all(workspace.root().join("problems/disjoint-mut"))
        .expect("remove the fixture problem");
    for args in [
        &["new", "boj", "1"][..],
        &["new", "boj", "2", "--language", "Rust 2024"],
        &["new", "cf", "3A"],
    ] {
        let mut command = workspace.command();
        let out = command.args(args).output().expect("run new");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // The workflow judges with the versions the crates declare.
    let workflow = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../.github/workflows/ci.yml"),
    )
    .expect("read the workflow");
    for (variable, manifest) in [
        ("JUDGE_RUST_2021", "Cargo.toml"),
        ("JUDGE_RUST_2024", "problems/boj-2/Cargo.toml"),
        ("JUDGE_RUST_LIVE", "problems/cf-3a/Cargo.toml"),
    ] {
        let text =
            std::fs::read_to_string(workspace.root().join(manifest)).expect("read a manifest");
        let version = text
            .lines()
            .find_map(|l| l.strip_prefix("rust-version = \""))
            .and_then(|v| v.strip_suffix('"'))
            .unwrap_or_else(|| panic!("no rust-version in {manifest}:\n{text}"));
        let line = format!("{variable}: \"{version}\"");
        assert!(workflow.contains(&line), "the workflow lacks `{line}`");
    }
    for id in ["boj-1", "boj-2"] {
        workspace.write(&format!("problems/{id}/src/main.rs"), &source);
    }
    let (passed, stderr) = clippy(workspace.root());
    assert!(
        !passed,
        "clippy accepted an API newer than the judge's compiler:\n{stderr}"
    );
    for needle in [
        "current MSRV (Minimum Supported Rust Version) is `1.73.0` but this item is stable since `1.86.0`",
        "current MSRV (Minimum Supported Rust Version) is `1.85.0` but this item is stable since `1.86.0`",
        "incompatible_msrv",
    ] {
        assert!(stderr.contains(needle), "no `{needle}` in\n{stderr}");
    }
    // The declared versions are what clippy checks against: at 1.86 the same code passes.
    let newer = manifest.replace("rust-version = \"1.73\"", "rust-version = \"1.86\"");
    assert_ne!(
        newer, manifest,
        "no rust-version = \"1.73\" in the workspace"
    );
    workspace.write("Cargo.toml", newer.as_bytes());
    let crate_manifest = workspace.root().join("problems/boj-2/Cargo.toml");
    let text = std::fs::read_to_string(&crate_manifest).expect("read boj-2's Cargo.toml");
    workspace.write(
        "problems/boj-2/Cargo.toml",
        text.replace("rust-version = \"1.85\"", "rust-version = \"1.86\"")
            .as_bytes(),
    );
    let (passed, stderr) = clippy(workspace.root());
    assert!(passed, "{stderr}");
}

/// The `clippy-driver` beside the default `rustc`, where there is one.
fn default_clippy_driver() -> Option<std::path::PathBuf> {
    let out = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .ok()?;
    let sysroot = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    let driver = std::path::Path::new(&sysroot)
        .join("bin")
        .join(format!("clippy-driver{}", std::env::consts::EXE_SUFFIX));
    driver.is_file().then_some(driver)
}

/// The warning line for `boj-1000`'s `std::iter::repeat_n`, as the human report words it.
const REPEAT_N_WARNING: &str = "boj-1000: std::iter::repeat_n is stable since 1.82.0, BOJ's \
                                Rust is 1.73: a compile error there \
                                (problems/boj-1000/src/main.rs:12)";

#[test]
fn an_api_newer_than_bojs_compiler_is_a_warning_and_fails_under_strict_compiler() {
    skip_if_passed!();
    let workspace = Workspace::copy_isolated("msrv", "toolchain-msrv");
    let no_color = [("NO_COLOR", "1")];
    if default_clippy_driver().is_none() {
        // Without clippy the check says it was skipped, and nothing fails.
        let run = workspace.run(&["--strict-compiler"], "human", &no_color);
        assert_eq!(run.code(), 0, "{}", run.text());
        assert!(
            run.text().contains("rustup component add clippy"),
            "{}",
            run.text()
        );
        support::skip(
            "clippy-driver",
            "no clippy-driver beside rustc; only the note was checked",
        );
        return;
    }
    let run = workspace.run(&[], "human", &no_color);
    let text = run.text();
    // A warning, once, on boj-1000 only; the cases pass, so the run passes.
    assert_eq!(run.code(), 0, "{text}");
    assert_eq!(text.matches("is stable since").count(), 1, "{text}");
    assert!(
        text.contains(&format!("warning: {REPEAT_N_WARNING}")),
        "{text}"
    );
    assert!(!text.contains("boj-1001: "), "{text}");
    assert!(text.contains("1 warning"), "{text}");
    // The check's result is cached by the file, the judge's version and the compiler.
    let cache = workspace.root().join("target/judge/cache");
    let entries = std::fs::read_dir(&cache)
        .expect("the build cache")
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "msrv"))
        .count();
    assert_eq!(entries, 2, "one check per solution");
    // In Korean, and in the JSON report.
    let korean = workspace.run(&["--lang", "ko"], "human", &no_color);
    assert!(
        korean
            .text()
            .contains("std::iter::repeat_n은(는) 1.82.0부터"),
        "{}",
        korean.text()
    );
    let json = workspace.run(&[], "json", &[]);
    assert_eq!(json.code(), 0, "{}", json.stderr);
    let events = json.events();
    let warning = events
        .iter()
        .find(|e| e.kind() == "warning")
        .unwrap_or_else(|| panic!("no warning: {events:?}"));
    assert_eq!(warning.str("problem"), Some("boj-1000"));
    assert_eq!(warning.str("message"), Some(REPEAT_N_WARNING));
    support::assert_verdict(&events, "boj-1000", "1", "AC");
    // --strict-compiler: the same line is an error, and the run fails.
    let strict = workspace.run(&["--strict-compiler"], "human", &no_color);
    let text = strict.text();
    assert_eq!(strict.code(), 1, "{text}");
    assert!(
        text.contains(&format!("error: {REPEAT_N_WARNING}")),
        "{text}"
    );
    assert!(text.contains("FAILED: 2 problems"), "{text}");
    // The file without a newer API passes even under --strict-compiler.
    let clean = workspace.run(&["boj-1001", "--strict-compiler"], "human", &no_color);
    assert_eq!(clean.code(), 0, "{}", clean.text());
    assert!(
        !clean.text().contains("is stable since"),
        "{}",
        clean.text()
    );
    if !old_rustc_installed() {
        support::skip(
            "rustc-1.85",
            &format!("{OLD_RUSTC} is not rustc 1.85; only the default compiler was checked"),
        );
        return;
    }
    // Debian's rustc 1.85 as the judge's compiler (--toolchain): the compile is the check,
    // and 1.85 has repeat_n, so nothing is said.
    let chosen = workspace.run(&["--toolchain", OLD_RUSTC], "human", &no_color);
    assert_eq!(chosen.code(), 0, "{}", chosen.text());
    assert!(
        !chosen.text().contains("is stable since"),
        "{}",
        chosen.text()
    );
    assert!(!chosen.text().contains("clippy"), "{}", chosen.text());
    // Debian's rustc 1.85 as the compiler here (RUSTC), still newer than BOJ's 1.73: it has no
    // clippy-driver beside it (Debian ships none), so one note says the check was skipped and
    // how to get it, and nothing fails, even under --strict-compiler.
    let debian = workspace.run(
        &["--strict-compiler"],
        "human",
        &[("NO_COLOR", "1"), ("RUSTC", OLD_RUSTC)],
    );
    let text = debian.text();
    assert!(text.contains("rustc 1.85.0"), "{text}");
    if std::path::Path::new("/usr/bin/clippy-driver").is_file() {
        // A clippy beside it: the check runs there too.
        assert_eq!(debian.code(), 1, "{text}");
        assert!(
            text.contains(&format!("error: {REPEAT_N_WARNING}")),
            "{text}"
        );
    } else {
        assert_eq!(debian.code(), 0, "{text}");
        assert_eq!(
            text.matches("rustup component add clippy").count(),
            1,
            "one note: {text}"
        );
        assert!(!text.contains("is stable since"), "{text}");
    }
}
