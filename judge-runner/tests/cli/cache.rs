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
            .filter(|p| support::is_cache_binary(p))
            .map(|p| (fs::metadata(&p).and_then(|m| m.modified()).unwrap(), p))
            .collect();
    found.sort();
    found.into_iter().map(|(_, p)| p).collect()
}

#[test]
fn a_replaced_or_truncated_binary_is_rebuilt() {
    skip_if_passed!();
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
    // The real compiler, not rustup's proxy on PATH: the proxy needs a home the runner does
    // not pass on (only PATH reaches a compiler), and PATH may or may not lead to it.
    let sysroot = std::process::Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .expect("rustc --print sysroot");
    let rustc = Path::new(String::from_utf8_lossy(&sysroot.stdout).trim()).join("bin/rustc");
    // Confined, it may write only in its build folder: it says its stack limit on stderr,
    // and is killed while the test's `kill-me` file exists.
    let text = format!(
        "#!/bin/sh\nif [ \"$1\" != \"-vV\" ] && [ -f '{dir}/kill-me' ]; then\n  echo \"error: stack $(ulimit -s) KiB\" >&2\n  kill -9 $$\nfi\nexec '{rustc}' \"$@\"\n",
        dir = dir.display(),
        rustc = rustc.display()
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
    skip_if_passed!();
    let workspace = Workspace::copy_isolated("verdicts", "cache-killed-rustc");
    // A memory limit far above the usual: solutions get a 16 GiB stack, rustc must not.
    workspace.write(
        "testcases/ac/problem.toml",
        b"time_limit_ms = 2000\nmemory_limit_mb = 16384\n",
    );
    let rustc = fragile_rustc(workspace.root());
    let rustc = rustc.to_str().unwrap();
    fs::write(workspace.root().join("kill-me"), b"").unwrap();
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
    assert!(
        String::from_utf8_lossy(&first.stdout).contains("error: stack 8192 KiB"),
        "rustc's stack limit, in the error: {}",
        String::from_utf8_lossy(&first.stdout)
    );
    fs::remove_file(workspace.root().join("kill-me")).unwrap();
    let second = workspace.run(&["ac"], "json", &[("RUSTC", rustc)]);
    support::assert_verdict(&second.events(), "ac", "1", "AC");
}

#[test]
fn a_build_folder_left_by_a_dead_runner_is_removed() {
    skip_if_passed!();
    let workspace = Workspace::copy_isolated("verdicts", "cache-stale-folder");
    // Named as a runner with a pid that cannot exist names its folders.
    let stale = workspace.root().join("target/judge/tmp/4294967-0-build");
    fs::create_dir_all(&stale).unwrap();
    fs::write(stale.join("Main.rs"), b"half a build").unwrap();
    let run = workspace.run(&["ac"], "json", &[]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert!(!stale.exists(), "the stale folder is still there");
}

/// The bytes of the section `name` of a 64-bit little-endian ELF file.
fn elf_section(elf: &[u8], name: &str) -> Vec<u8> {
    assert_eq!(
        &elf[..6],
        b"\x7fELF\x02\x01",
        "a 64-bit little-endian ELF file"
    );
    let u16_at = |at: usize| usize::from(u16::from_le_bytes([elf[at], elf[at + 1]]));
    let u64_at = |at: usize| {
        usize::try_from(u64::from_le_bytes(elf[at..at + 8].try_into().unwrap())).unwrap()
    };
    let (table, size, count, names) = (u64_at(0x28), u16_at(0x3a), u16_at(0x3c), u16_at(0x3e));
    let header = |i: usize| table + i * size;
    let strings = u64_at(header(names) + 24);
    (0..count)
        .find_map(|i| {
            let h = header(i);
            let at = strings
                + usize::try_from(u32::from_le_bytes(elf[h..h + 4].try_into().unwrap())).unwrap();
            let end = at + elf[at..].iter().position(|&b| b == 0)?;
            (&elf[at..end] == name.as_bytes()).then(|| {
                let (offset, len) = (u64_at(h + 24), u64_at(h + 32));
                elf[offset..offset + len].to_vec()
            })
        })
        .unwrap_or_else(|| panic!("no {name} section"))
}

#[test]
fn cached_binaries_have_the_judges_code_and_still_name_lines_and_functions() {
    skip_if_passed!();
    let workspace = Workspace::copy_isolated("unit-tests", "cache-stripped");
    let mut command = workspace.command();
    command.args(["panics-in-named-fn", "--format", "json", "--no-unit-tests"]);
    let run = support::finish(command.spawn().expect("start judge-runner"));
    support::assert_verdict(&run.events(), "panics-in-named-fn", "1", "RE");
    let cached = binaries(workspace.root()).pop().expect("the cached binary");

    // The judge's own build, beside it: bare `rustc --edition 2021 -O`, with the one flag the
    // runner adds for clickable locations (it changes only the embedded file name, as
    // solving::diagnostics_and_panics_name_the_solution_file_and_no_backtrace_reaches_them
    // checks against the bare build).
    let judge = workspace.root().join("judge-build");
    fs::create_dir_all(&judge).unwrap();
    fs::copy(
        workspace
            .root()
            .join("problems/panics-in-named-fn/src/main.rs"),
        judge.join("Main.rs"),
    )
    .unwrap();
    let status = std::process::Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o", "Main", "Main.rs"])
        .arg("--remap-path-prefix=Main.rs=problems/panics-in-named-fn/src/main.rs")
        .current_dir(&judge)
        .status()
        .expect("run rustc");
    assert!(status.success());
    let (ours, theirs) = (
        fs::read(&cached).unwrap(),
        fs::read(judge.join("Main")).unwrap(),
    );
    assert!(
        elf_section(&ours, ".text") == elf_section(&theirs, ".text"),
        "the cached binary's machine code differs from the judge's build"
    );
    assert!(
        ours.len() * 2 < theirs.len(),
        "the cached binary ({} bytes) still carries the debug info of the judge's build ({} bytes)",
        ours.len(),
        theirs.len()
    );

    // Its panic still names the line, and a backtrace the functions.
    let output = std::process::Command::new(&cached)
        .env("RUST_BACKTRACE", "1")
        .stdin(
            std::fs::File::open(workspace.root().join("testcases/panics-in-named-fn/1.in"))
                .unwrap(),
        )
        .output()
        .expect("run the cached binary");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(
            "panicked at problems/panics-in-named-fn/src/main.rs:9:9:\nexploded on 2 tokens"
        ),
        "{stderr}"
    );
    assert!(stderr.contains("explode_here"), "{stderr}");
    assert!(stderr.contains("Main::main"), "{stderr}");
}

/// A source that includes another file (`include_str!`, as a checker might include a word
/// list) is built again when that file changes, though the source itself did not.
#[test]
fn a_solution_cannot_include_a_file_from_outside_its_build() {
    skip_if_passed!();
    if !support::has_landlock("the compiler") {
        return;
    }
    // The compiler is confined: a file the source includes by absolute path (here beside the
    // workspace; the judge data in `confinement::the_compiler_cannot_read_the_judge_data`)
    // cannot be read, as BOJ, which builds the file alone, has no such file either.
    let workspace = Workspace::copy_isolated("verdicts", "cache-include");
    let included = workspace.root().join("included-answer.txt");
    fs::write(&included, "3\n").unwrap();
    let source = format!(
        "fn main() {{\n    print!(\"{{}}\", include_str!({:?}));\n}}\n",
        included.display()
    );
    workspace.write("problems/ac/src/main.rs", source.as_bytes());
    let run = workspace.run(&["ac"], "json", &[]);
    let problem = run
        .events()
        .into_iter()
        .find(|e| e.kind() == "problem" && e.str("problem") == Some("ac"))
        .expect("a problem line");
    assert_eq!(problem.str("verdict"), Some("CE"), "{problem:?}");
    assert!(
        problem
            .str("message")
            .is_some_and(|m| m.contains("Permission denied")),
        "{problem:?}"
    );
}

#[test]
fn a_copied_workspace_checks_its_own_headers() {
    skip_if_passed!();
    if support::cxx("a_copied_workspace_checks_its_own_headers").is_none() {
        return;
    }
    let workspace = Workspace::copy_isolated("verdicts", "cache-copied");
    // The checker's ruling comes from a header beside it.
    workspace.write(
        "testcases/ac/problem.toml",
        b"time_limit_ms = 2000\nmemory_limit_mb = 256\ncompare = \"checker\"\n",
    );
    workspace.write(
        "testcases/ac/checker.cpp",
        b"#include \"ruling.h\"\nint main() { return RULING; }\n",
    );
    workspace.write("testcases/ac/ruling.h", b"#define RULING 0\n");
    let run = workspace.run(&["ac"], "json", &[]);
    support::assert_verdict(&run.events(), "ac", "1", "AC");
    // A copy of the workspace, its cache included, whose header says otherwise: the entry is
    // keyed alike (the folders count from the workspace's root), and its record must send
    // the check to the copy's header, not the original's, which is still there unchanged.
    let copy = Workspace::copy_isolated("verdicts", "cache-copied-copy");
    fs::remove_dir_all(copy.root()).unwrap();
    support::copy_dir(workspace.root(), copy.root());
    copy.write("testcases/ac/ruling.h", b"#define RULING 1\n");
    let run = copy.run(&["ac"], "json", &[]);
    support::assert_verdict(&run.events(), "ac", "1", "WA");
    // The original is untouched by the copy's build.
    let run = workspace.run(&["ac"], "json", &[]);
    support::assert_verdict(&run.events(), "ac", "1", "AC");
}

/// A tmpfs of `size` mounted on `at` for as long as it lives (unmounted on drop, even when
/// the test fails); `None` where mounting is not allowed (not root, no CAP_SYS_ADMIN), after
/// printing a `SKIP:` line naming `test`, which then returns without asserting anything.
#[cfg(target_os = "linux")]
struct SmallDisk(PathBuf);

#[cfg(target_os = "linux")]
impl SmallDisk {
    fn mount(at: &Path, size: &str, test: &str) -> Option<SmallDisk> {
        fs::create_dir_all(at).unwrap();
        let mounted = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(at)
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !mounted {
            support::skip(
                "tmpfs",
                &format!("{test}: cannot mount a tmpfs (needs root)"),
            );
        }
        mounted.then(|| SmallDisk(at.to_path_buf()))
    }
}

#[cfg(target_os = "linux")]
impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(&self.0)
            .status();
    }
}

/// A full disk under the cache on a cold build is named as such (where, and that nothing
/// was cached), not as the linker's failure or a compile error; once there is space again
/// the solution is built and judged.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_named_and_nothing_is_cached() {
    skip_if_passed!();
    let workspace = Workspace::copy_isolated("verdicts", "cache-full-disk");
    let judge_dir = workspace.root().join("target/judge");
    // Room for the runner's folders, not for a binary (about 450 KB): the link fails.
    let test = "a_full_disk_is_named_and_nothing_is_cached";
    let Some(disk) = SmallDisk::mount(&judge_dir, "256k", test) else {
        return;
    };
    for lang in ["en", "ko"] {
        let run = workspace.run(&["ac", "--no-unit-tests", "--lang", lang], "human", &[]);
        assert_eq!(run.code(), 2, "{}", run.stderr);
        let text = run.text();
        let said = match lang {
            "ko" => "디스크가 가득 찼습니다",
            _ => "no space left on device in",
        };
        assert!(text.contains(said), "{text}");
        assert!(text.contains("target/judge/cache"), "{text}");
        assert!(!text.contains("linking with"), "{text}");
        assert!(!text.contains("CE"), "{text}");
    }
    let run = workspace.run(&["ac", "--no-unit-tests"], "json", &[]);
    let errors = support::errors(&run.events())
        .iter()
        .map(|e| e.str("message").unwrap_or("").to_owned())
        .collect::<Vec<_>>();
    assert!(
        errors.iter().any(|m| m.contains("nothing was cached")),
        "{errors:?}"
    );
    // No build is cached; the few bytes of the check for APIs newer than the judge's
    // compiler (`.msrv`, written whole and renamed into place) may fit where a binary does not.
    let cached: Vec<PathBuf> = fs::read_dir(judge_dir.join("cache"))
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_none_or(|x| x != "msrv"))
                .collect()
        })
        .unwrap_or_default();
    assert!(cached.is_empty(), "cached on a full disk: {cached:?}");
    drop(disk);
    let run = workspace.run(&["ac", "--no-unit-tests"], "json", &[]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    support::assert_verdict(&run.events(), "ac", "1", "AC");
}
