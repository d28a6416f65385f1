//! The suite's memory of its passes, as `go test` keeps one: a test that passed with this
//! same test binary, runner binary, fixtures, seed problems, tools and environment returns
//! at once the next time (`skip_if_passed!()`, the first line of every test), so `cargo
//! test` with nothing changed takes seconds, not the suite's half a minute of builds and
//! deadlines. Anything that changes any input gives another key and every test runs; a
//! failing or interrupted test is never remembered. `JUDGE_TESTS_FRESH=1` runs every test
//! (and remembers the passes); `.ci/run` and the workflow set it.
//!
//! The key ([`inputs_key`]) covers:
//! - this test binary and the runner binary (path, size, modification time: cargo writes a
//!   new file for every change of the runner's or the tests' code);
//! - every file under `tests/fixtures/`, the repository's `Cargo.toml`, `.cargo/`, `.github/`,
//!   `README.md`, `docs/workflow.md` (whose commands `doc_examples.rs` runs) and the files of
//!   `problems/` (its `.keep`): names, sizes and modification times (the tests copy the
//!   example problems from `tests/fixtures/seeds`, never from `problems/`);
//! - the tools the tests and the runner start, as found on `PATH` (`rustc -vV` too, since
//!   `rustc` is usually rustup's proxy), and Debian's `/usr/bin/rustc`;
//! - `PATH`, `HOME`, `TMPDIR`, the locale, and every variable named `JUDGE_*` (but
//!   `JUDGE_TESTS_FRESH`), `RUST*` or `CARGO*` (the executor mode is `JUDGE_RUNNER_EXECUTOR`);
//! - the kernel's release and the user the tests run as.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;
use std::fs;
use std::hash::{Hash, Hasher};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Once, OnceLock};
use std::time::UNIX_EPOCH;

/// Programs the tests or the runner start, looked up on `PATH` for the key.
const TOOLS: [&str; 17] = [
    "rustc", "cargo", "rustup", "rustfmt", "g++", "c++", "git", "objdump", "curl", "sh", "yes",
    "sleep", "clang++", "node", "python3", "javac", "java",
];

/// How many keys' records are kept (one per executor mode or toolchain in use, say).
const KEPT_KEYS: usize = 8;

/// Remembers the pass of the running test when dropped without a panic.
pub struct Pass {
    name: String,
}

/// `Some` when the running test must run (and its pass is then remembered), `None` when
/// it passed before with the same inputs. Tests call it through `skip_if_passed!()`.
pub fn guard() -> Option<Pass> {
    let name = std::thread::current().name()?.to_owned();
    // libtest names each test's thread after the test; anything else runs every time.
    if name == "main" {
        return Some(Pass { name });
    }
    let passes = passes();
    if !passes.fresh && passes.before.contains(&name) {
        static NOTICE: Once = Once::new();
        NOTICE.call_once(|| {
            // Straight to the handle: libtest captures only what `eprintln!` writes.
            let _ = writeln!(
                std::io::stderr(),
                "note: {} end-to-end tests passed before with this same test binary, runner, \
                 fixtures, tools and environment ({}); they return at once. \
                 JUDGE_TESTS_FRESH=1 runs them all.",
                passes.before.len(),
                passes.file.display()
            );
        });
        return None;
    }
    Some(Pass { name })
}

impl Drop for Pass {
    fn drop(&mut self) {
        if std::thread::panicking() || self.name == "main" {
            return;
        }
        // One short append per pass: O_APPEND keeps concurrent tests' lines whole.
        let line = format!("{}\n", self.name);
        if let Ok(mut file) = fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&passes().file)
        {
            let _ = file.write_all(line.as_bytes());
        }
    }
}

struct Passes {
    /// This key's record: one passed test per line.
    file: PathBuf,
    before: HashSet<String>,
    fresh: bool,
}

fn passes() -> &'static Passes {
    static PASSES: OnceLock<Passes> = OnceLock::new();
    PASSES.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("passed");
        let _ = fs::create_dir_all(&dir);
        let file = dir.join(format!("{:016x}", inputs_key(&dir)));
        prune(&dir, &file);
        Passes {
            before: read_record(&file),
            file,
            fresh: std::env::var_os("JUDGE_TESTS_FRESH").is_some_and(|v| !v.is_empty() && v != "0"),
        }
    })
}

/// The names in a record, without a torn last line.
fn read_record(file: &Path) -> HashSet<String> {
    let text = fs::read_to_string(file).unwrap_or_default();
    let whole = match text.rfind('\n') {
        Some(end) => &text[..end],
        None => "",
    };
    whole.lines().map(str::to_owned).collect()
}

/// Removes all but the newest [`KEPT_KEYS`] records, never `current`.
fn prune(dir: &Path, current: &Path) {
    let mut records: Vec<(std::time::SystemTime, PathBuf)> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path() != current)
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    records.sort_by_key(|record| std::cmp::Reverse(record.0));
    for (_, path) in records.into_iter().skip(KEPT_KEYS - 1) {
        let _ = fs::remove_file(path);
    }
}

/// The hash of everything the suite's verdicts depend on (the module's comment has the
/// list). `scratch` is a folder this process made, whose owner is the user.
fn inputs_key(scratch: &Path) -> u64 {
    let mut hasher = DefaultHasher::new();
    if let Ok(exe) = std::env::current_exe() {
        stamp(&mut hasher, &exe);
    }
    stamp(&mut hasher, Path::new(env!("CARGO_BIN_EXE_judge-runner")));
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    stamp_tree(&mut hasher, &manifest.join("tests/fixtures"));
    let repo = manifest.parent().unwrap_or(manifest);
    stamp(&mut hasher, &repo.join("Cargo.toml"));
    stamp_tree(&mut hasher, &repo.join(".cargo"));
    // The docs whose commands `doc_examples.rs` runs.
    stamp(&mut hasher, &repo.join("README.md"));
    stamp(&mut hasher, &repo.join("docs/workflow.md"));
    // What problems/ holds besides the problems (its `.keep`), which `collection.rs` copies.
    for entry in fs::read_dir(repo.join("problems"))
        .into_iter()
        .flatten()
        .flatten()
    {
        if !entry.path().is_dir() {
            stamp(&mut hasher, &entry.path());
        }
    }
    stamp_tree(&mut hasher, &repo.join(".github"));
    let path = std::env::var_os("PATH").unwrap_or_default();
    for tool in TOOLS {
        tool.hash(&mut hasher);
        match std::env::split_paths(&path)
            .map(|dir| dir.join(tool))
            .find(|candidate| candidate.is_file())
        {
            Some(found) => stamp(&mut hasher, &found),
            None => "absent".hash(&mut hasher),
        }
    }
    stamp(&mut hasher, Path::new("/usr/bin/rustc"));
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    if let Ok(out) = Command::new(rustc).arg("-vV").output() {
        out.stdout.hash(&mut hasher);
    }
    let mut vars: Vec<(String, String)> = std::env::vars_os()
        .map(|(k, v)| {
            (
                k.to_string_lossy().into_owned(),
                v.to_string_lossy().into_owned(),
            )
        })
        .filter(|(k, _)| k != "JUDGE_TESTS_FRESH")
        .filter(|(k, _)| {
            ["JUDGE_", "RUST", "CARGO"].iter().any(|p| k.starts_with(p))
                || [
                    "PATH", "HOME", "TMPDIR", "TMP", "TEMP", "LANG", "LC_ALL", "NO_COLOR",
                ]
                .contains(&k.as_str())
        })
        .collect();
    vars.sort();
    vars.hash(&mut hasher);
    fs::read("/proc/sys/kernel/osrelease")
        .unwrap_or_default()
        .hash(&mut hasher);
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        fs::metadata(scratch)
            .map(|m| m.uid())
            .ok()
            .hash(&mut hasher);
    }
    #[cfg(not(unix))]
    let _ = scratch;
    hasher.finish()
}

/// Hashes a file's path, size and modification time ("absent" when it cannot be read).
fn stamp(hasher: &mut DefaultHasher, path: &Path) {
    path.hash(hasher);
    match fs::metadata(path) {
        Ok(meta) => {
            meta.len().hash(hasher);
            meta.modified()
                .ok()
                .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                .hash(hasher);
        }
        Err(_) => "absent".hash(hasher),
    }
}

/// [`stamp`] for every file and folder under `root`, in name order.
fn stamp_tree(hasher: &mut DefaultHasher, root: &Path) {
    stamp(hasher, root);
    let mut entries: Vec<PathBuf> = fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for entry in entries {
        if entry.is_dir() {
            stamp_tree(hasher, &entry);
        } else {
            stamp(hasher, &entry);
        }
    }
}

#[test]
fn the_key_sees_a_changed_fixture_and_a_record_keeps_whole_lines_only() {
    skip_if_passed!();
    let bench = crate::support::Bench::new("passes-key");
    let dir = bench.root();
    let tree = dir.join("tree");
    fs::create_dir_all(tree.join("sub")).unwrap();
    fs::write(tree.join("sub/a.in"), "1\n").unwrap();
    let key = |hasher_seed: &str| {
        let mut hasher = DefaultHasher::new();
        hasher_seed.hash(&mut hasher);
        stamp_tree(&mut hasher, &tree);
        hasher.finish()
    };
    let before = key("");
    assert_eq!(key(""), before, "the same tree gives the same key");
    fs::write(tree.join("sub/a.in"), "12\n").unwrap();
    assert_ne!(key(""), before, "a file that grew changes the key");
    let grown = key("");
    fs::write(tree.join("sub/b.out"), "").unwrap();
    assert_ne!(key(""), grown, "a new file changes the key");
    let added = key("");
    fs::remove_file(tree.join("sub/b.out")).unwrap();
    fs::write(tree.join("sub/a.in"), "21\n").unwrap();
    let later = std::time::SystemTime::now() + std::time::Duration::from_secs(5);
    fs::File::options()
        .write(true)
        .open(tree.join("sub/a.in"))
        .unwrap()
        .set_modified(later)
        .unwrap();
    let rewritten = key("");
    assert_ne!(rewritten, grown, "same size, later time: another key");
    assert_ne!(rewritten, added);

    let record = dir.join("record");
    fs::write(&record, "a::one\nb::two\nc::th").unwrap();
    let names = read_record(&record);
    assert_eq!(
        names,
        HashSet::from(["a::one".to_owned(), "b::two".to_owned()]),
        "a torn last line (a test killed while writing) is no pass"
    );
}

#[test]
fn a_record_of_another_key_is_pruned_past_the_kept_number() {
    skip_if_passed!();
    let bench = crate::support::Bench::new("passes-prune");
    let dir = bench.root();
    let records = dir.join("passed");
    fs::create_dir_all(&records).unwrap();
    let start = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for i in 0..KEPT_KEYS + 3 {
        let file = records.join(format!("{i:016x}"));
        fs::write(&file, "x::y\n").unwrap();
        fs::File::options()
            .write(true)
            .open(&file)
            .unwrap()
            .set_modified(start + std::time::Duration::from_secs(i as u64))
            .unwrap();
    }
    let current = records.join("current");
    prune(&records, &current);
    let mut left: Vec<String> = fs::read_dir(&records)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    let newest: Vec<String> = (4..KEPT_KEYS + 3).map(|i| format!("{i:016x}")).collect();
    assert_eq!(left, newest, "the newest {} others stay", KEPT_KEYS - 1);
}
