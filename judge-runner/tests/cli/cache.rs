//! The build cache cannot lie: a cached binary that was changed, truncated or replaced is
//! rebuilt, a compiler that was killed leaves no compile error behind, and the limits meant
//! for solutions never reach the compiler.

use std::fs;
use std::path::{Path, PathBuf};

use crate::support::{self, Workspace};

/// The cache's binaries (not its compile errors or records), newest last.
fn binaries(root: &Path) -> Vec<PathBuf> {
    let mut found: Vec<(std::time::SystemTime, PathBuf)> =
        fs::read_dir(root.join("target/judge/cache"))
            .expect("the cache exists")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_none())
            .map(|p| (fs::metadata(&p).and_then(|m| m.modified()).unwrap(), p))
            .collect();
    found.sort();
    found.into_iter().map(|(_, p)| p).collect()
}

#[test]
fn a_replaced_or_truncated_binary_is_rebuilt() {
    let workspace = Workspace::copy_isolated("verdicts", "cache-replaced");
    let run = workspace.run(&["ac"], "json", &[]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let ac = binaries(workspace.root()).pop().expect("ac's binary");
    let run = workspace.run(&["wa"], "json", &[]);
    assert_eq!(run.code(), 1, "{}", run.stderr);
    let wa = binaries(workspace.root())
        .into_iter()
        .find(|p| *p != ac)
        .expect("wa's binary");
    // What a solution could do where nothing stops it from writing the cache: put a right
    // answer in the place of a wrong one.
    fs::copy(&ac, &wa).expect("overwrite wa's binary");
    let run = workspace.run(&["wa"], "json", &[]);
    support::assert_verdict(&run.events(), "wa", "1", "WA");
    let build = run
        .events()
        .into_iter()
        .find(|e| e.kind() == "build")
        .unwrap();
    assert_eq!(build.uint("compiled"), Some(1), "{build:?}");
    // A truncated entry (a disk that filled up, a killed copy) is rebuilt too.
    let bytes = fs::read(&wa).unwrap();
    fs::write(&wa, &bytes[..bytes.len() / 2]).unwrap();
    let run = workspace.run(&["wa"], "json", &[]);
    support::assert_verdict(&run.events(), "wa", "1", "WA");
}

/// A `RUSTC` that answers `-vV`, records its stack limit in `stack.txt` beside itself, and
/// kills itself the first time it is asked to compile.
fn fragile_rustc(dir: &Path) -> PathBuf {
    let script = dir.join("fragile-rustc");
    let text = format!(
        "#!/bin/sh\nulimit -s > '{dir}/stack.txt'\nif [ \"$1\" != \"-vV\" ] && [ ! -f '{dir}/killed-once' ]; then\n  touch '{dir}/killed-once'\n  kill -9 $$\nfi\nexec rustc \"$@\"\n",
        dir = dir.display()
    );
    fs::write(&script, text).unwrap();
    let mut permissions = fs::metadata(&script).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    fs::set_permissions(&script, permissions).unwrap();
    // Another test's fork may briefly hold the file open for writing (ETXTBSY on exec):
    // wait until the script runs.
    for _ in 0..100 {
        match std::process::Command::new(&script).arg("-vV").output() {
            Err(e) if e.raw_os_error() == Some(26) => {
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            _ => break,
        }
    }
    script
}

#[test]
fn a_killed_compiler_is_no_compile_error_and_gets_no_solution_limits() {
    let workspace = Workspace::copy_isolated("verdicts", "cache-killed-rustc");
    // A memory limit far above the usual: solutions get a 16 GiB stack, rustc must not.
    workspace.write(
        "testcases/ac/problem.toml",
        b"time_limit_ms = 2000\nmemory_limit_mb = 16384\n",
    );
    let rustc = fragile_rustc(workspace.root());
    let rustc = rustc.to_str().unwrap();
    let first = workspace.run(&["ac"], "json", &[("RUSTC", rustc)]);
    assert_eq!(
        first.code(),
        2,
        "a killed rustc is the runner's trouble: {}",
        first.stderr
    );
    assert!(
        !first
            .events()
            .iter()
            .any(|e| e.str("verdict") == Some("CE")),
        "a killed rustc is not a CE: {:?}",
        first.events()
    );
    let second = workspace.run(&["ac"], "json", &[("RUSTC", rustc)]);
    support::assert_verdict(&second.events(), "ac", "1", "AC");
    let stack = fs::read_to_string(workspace.root().join("stack.txt")).unwrap();
    assert_eq!(stack.trim(), "8192", "rustc's stack limit in KiB");
}

#[test]
fn a_build_folder_left_by_a_dead_runner_is_removed() {
    let workspace = Workspace::copy_isolated("verdicts", "cache-stale-folder");
    // Named as a runner with a pid that cannot exist names its folders.
    let stale = workspace.root().join("target/judge/tmp/4294967-0-build");
    fs::create_dir_all(&stale).unwrap();
    fs::write(stale.join("Main.rs"), b"half a build").unwrap();
    let run = workspace.run(&["ac"], "json", &[]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert!(!stale.exists(), "the stale folder is still there");
}
