//! Compiles a solution or checker exactly as the judge does: the file alone, copied as
//! `Main.rs` into an empty folder, `rustc --edition 2021 -O -o Main Main.rs` (`--edition 2024`
//! for a Rust 2024 problem), with the judge's compiler when one is chosen (`--toolchain`).
//!
//! Binaries are cached in `target/judge/cache/` under a hash of the source, the flags and
//! `rustc -vV`; a compile error is cached too, so an unchanged broken file costs nothing.
//! Both are written to a private temporary name and renamed into place, so two runners at
//! once never see half a binary.
//!
//! The cache's builds add [`CACHE_FLAGS`], `-C strip=debuginfo`, to the judge's flags. It is
//! an option of the link alone: `-O` already compiles the solution without debug info, and
//! all it drops is the DWARF of the precompiled standard library, about 4 MB a binary (a
//! thousand solutions: 4 GB of cache, against 0.5 GB without it). The machine code, and so
//! every verdict, time and memory figure, is that of `rustc --edition 2021 -O`; a panic still
//! names `Main.rs:LINE:COL` (the location is data in the binary) and `RUST_BACKTRACE` still
//! names functions (the symbol table stays). The cli tests check both. On macOS and Windows
//! the solutions' builds also add [`MAIN_STACK_FLAGS`], another option of the link alone:
//! the main thread's stack the judge gives, which those take from the binary.
//!
//! A source's own unit tests are built under [`Profile::Test`] (`rustc --edition E --test`, as
//! `cargo test` builds a crate, alone). Their test binary is never kept: a pass is
//! remembered as `<key>.pass` ([`remember_pass`]), so an unchanged file's tests cost nothing
//! the next time; a failing file is built and run again, as one would rerun `cargo test`.
//!
//! [`prune`] removes what no run has used for [`STALE_AFTER`]: every use of an entry marks
//! its record, and once a day a session removes the entries whose mark is older.

use crate::config::Language;
use crate::execute::{Cores, Executor, Input, Isolation, Kill, RunLimits};
use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

mod cache;
pub(crate) mod cxx;
pub(crate) mod kept;
pub(crate) mod msrv;
mod record;
pub(crate) mod replayed;
mod toolchain;

#[cfg(test)]
use cache::fill;
use cache::from_cache;
pub(crate) use cache::{
    cache_key, disk_full, fnv128, fnv128_parts, prune, remember_pass, remembered_pass,
};
pub(crate) use toolchain::{Toolchain, ToolchainFault, ToolchainFix};

/// rustc's flags for the judge's build of a solution in `language`: its judge profile's
/// ([`crate::profile::judge_flags`]).
pub(crate) fn judge_flags(language: Language) -> Vec<&'static str> {
    crate::profile::judge_flags(language)
}
/// Extra flags for the overflow-checking build.
pub(crate) const CHECKED_FLAGS: &[&str] =
    &["-C", "overflow-checks=on", "-C", "debug-assertions=on"];
/// Added to every build the cache keeps: the judge's code without the standard library's
/// debug info (see the module's documentation).
pub(crate) const CACHE_FLAGS: &[&str] = &["-C", "strip=debuginfo"];
/// Added to the builds whose main thread runs a solution (or a checker): the stack the judge
/// gives it, its memory limit. Linux takes the stack from the rlimit the runner raises at
/// exec. macOS caps that rlimit at 64 MB, and Windows fixes the main thread's stack in the
/// binary (1 MB unless the link says otherwise): a deep DFS that BOJ accepts would be a stack
/// overflow, RE. So the link asks for the stack there: 1 GiB on Windows (`/STACK`, MinGW's
/// `--stack`), 512 MiB on macOS (`-stack_size`, in hex; Apple's linker refuses more on
/// arm64, and xnu maps what the binary asks whatever the rlimit). It is address space only,
/// committed page by page as the recursion goes deeper and counted as any memory is (MLE
/// past the limit). The machine code is the same.
#[cfg(all(windows, target_pointer_width = "64", target_env = "msvc"))]
pub(crate) const MAIN_STACK_FLAGS: &[&str] = &["-C", "link-arg=/STACK:1073741824"];
#[cfg(all(windows, target_pointer_width = "64", not(target_env = "msvc")))]
pub(crate) const MAIN_STACK_FLAGS: &[&str] = &["-C", "link-arg=-Wl,--stack,1073741824"];
#[cfg(target_os = "macos")]
pub(crate) const MAIN_STACK_FLAGS: &[&str] = &["-C", "link-arg=-Wl,-stack_size,0x20000000"];
#[cfg(not(any(all(windows, target_pointer_width = "64"), target_os = "macos")))]
pub(crate) const MAIN_STACK_FLAGS: &[&str] = &[];
/// A cache entry that no run has used for this long is removed.
pub(crate) const STALE_AFTER: Duration = Duration::from_secs(30 * 24 * 60 * 60);
/// Pruning runs at most this often.
const PRUNE_EVERY: Duration = Duration::from_secs(24 * 60 * 60);
/// The largest source compiled (BOJ takes 64 KB; a generated table may be larger).
const MAX_SOURCE_BYTES: u64 = 16 << 20;
/// Longest a single compilation may take, in CPU time and in wall time, before it is
/// stopped and counts as a failure (not a CE, not cached): rustc -O on the largest solution
/// BOJ takes (64 KB) needs a few seconds. A compile starved of CPU on a busy machine is given
/// more wall time, up to four times this, while it still runs (`execute`'s watchdog).
pub(crate) const COMPILE_DEADLINE: Duration = Duration::from_secs(30);

/// Which build of a source file, in which language (the edition is part of the cache key).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Profile {
    /// Exactly the judge's flags.
    Judge(Language),
    /// The judge's flags plus overflow checks and debug assertions.
    Checked(Language),
    /// The source's own unit tests: `rustc --edition E --test`, unoptimized with overflow
    /// checks, as `cargo test` builds them.
    Test(Language),
}

impl Profile {
    /// rustc's flags for this build, [`CACHE_FLAGS`] included, and [`MAIN_STACK_FLAGS`] for
    /// a program (a test binary runs its tests on threads of their own).
    pub(crate) fn flags(self) -> Vec<&'static str> {
        let mut flags = match self {
            Profile::Judge(language) => judge_flags(language),
            Profile::Checked(language) => {
                let mut flags = judge_flags(language);
                flags.extend_from_slice(CHECKED_FLAGS);
                flags
            }
            Profile::Test(language) => vec!["--edition", language.edition(), "--test"],
        };
        flags.extend_from_slice(CACHE_FLAGS);
        if !matches!(self, Profile::Test(_)) {
            flags.extend_from_slice(MAIN_STACK_FLAGS);
        }
        flags
    }
}

/// What a build produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Built {
    /// A runnable binary.
    Binary {
        path: PathBuf,
        /// Whether it came from the cache (no rustc run).
        cached: Cache,
    },
    /// rustc refused the file: its first error, and the whole message.
    CompileError { first: String, full: String },
}

/// Whether a build was served from the cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cache {
    Hit,
    Miss,
}

/// The flag that makes rustc call the lone `Main.rs` by the name the user knows, `shown_as`
/// (`problems/<id>/src/main.rs`), in its diagnostics and in the panic locations it compiles
/// in, so that terminals and editors can jump there. It changes nothing but that embedded
/// file name (a test compares the code with the judge's plain build); `None` for a name
/// rustc could not take back (one with `=`).
pub(crate) fn remap_flag(shown_as: &str) -> Option<String> {
    (!shown_as.is_empty() && !shown_as.contains('='))
        .then(|| format!("--remap-path-prefix=Main.rs={shown_as}"))
}

/// Builds `source` under `profile`, reusing the cache in `cache_dir`; rustc names the file
/// `shown_as` (see [`remap_flag`]).
///
/// # Errors
/// When the source cannot be read or the cache cannot be written (not a compile error).
pub(crate) fn build(
    toolchain: &Toolchain,
    source: &Path,
    shown_as: &str,
    profile: Profile,
    cache_dir: &Path,
    executor: &Executor<'_>,
) -> io::Result<Built> {
    let code = read_source(source)?;
    build_code(
        toolchain,
        &code,
        shown_as,
        profile,
        cache_dir,
        executor,
        &[],
    )
}

/// Builds the source `code` under `profile`, reusing the cache in `cache_dir`; rustc names
/// the file `shown_as` (see [`remap_flag`]). A test build ([`Profile::Test`]) is not kept:
/// its binary is a private scratch file the caller runs and removes (the cache remembers its
/// pass, [`remember_pass`]); its compile error is cached as any other. `env` is added to
/// the compiler's environment (what `env!` reads).
///
/// # Errors
/// When the cache cannot be written (not a compile error), or the compiler failed for
/// another reason than the source; a full disk says so ([`disk_full`]).
pub(crate) fn build_code(
    toolchain: &Toolchain,
    code: &[u8],
    shown_as: &str,
    profile: Profile,
    cache_dir: &Path,
    executor: &Executor<'_>,
    env: &[(OsString, OsString)],
) -> io::Result<Built> {
    build_uncached(toolchain, code, shown_as, profile, cache_dir, executor, env)
        .map_err(|e| disk_full(e, cache_dir))
}

/// [`build_code`], before a failure is checked for a full disk.
fn build_uncached(
    toolchain: &Toolchain,
    code: &[u8],
    shown_as: &str,
    profile: Profile,
    cache_dir: &Path,
    executor: &Executor<'_>,
    env: &[(OsString, OsString)],
) -> io::Result<Built> {
    let remap = remap_flag(shown_as);
    // The name is in the cache key with the other flags: it is compiled into the binary.
    let mut flags = profile.flags();
    flags.extend(remap.as_deref());
    let key = cache_key(code, &flags, &toolchain.version);
    fs::create_dir_all(cache_dir)?;
    let kept = !matches!(profile, Profile::Test(_));
    let binary = if kept {
        cache_dir.join(executable(&key))
    } else {
        executor.scratch_path(&executable("tests"))
    };
    let failure = cache_dir.join(format!("{key}.ce"));
    if let Some(built) = from_cache(kept.then_some(&binary), &failure, first_error)? {
        return Ok(built);
    }
    let folder = executor.scratch_path("build");
    fs::create_dir_all(&folder)?;
    let result = compile(toolchain, code, &flags, &folder, executor, env);
    let outcome = match result {
        Ok(None) => {
            // Same file system, so the rename is atomic: readers see no binary or all of it.
            fs::rename(folder.join(executable("Main")), &binary)?;
            if kept {
                record::write(&binary, &included(&folder), executor)?;
            }
            Ok(Built::Binary {
                path: binary,
                cached: Cache::Miss,
            })
        }
        Ok(Some(full)) => {
            let staged = executor.scratch_path("ce");
            fs::write(&staged, &full)?;
            fs::rename(&staged, &failure)?;
            record::write(&failure, &[], executor)?;
            Ok(Built::CompileError {
                first: first_error(&full),
                full,
            })
        }
        Err(e) => Err(e),
    };
    let _ = fs::remove_dir_all(&folder);
    outcome
}

/// The file name of the executable `name`: `name.exe` on Windows, where a program is found
/// by that ending (and g++ adds it), `name` elsewhere.
pub(crate) fn executable(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

/// Reads a source to build: a regular file of sane size (a FIFO would hang the build).
///
/// # Errors
/// When it cannot be read, is not a regular file or is too large.
pub(crate) fn read_source(source: &Path) -> io::Result<Vec<u8>> {
    crate::file::read_bounded(source, MAX_SOURCE_BYTES)
}

/// Runs rustc in `folder` on a lone copy of the source; `Ok(Some(message))` on a compile error.
fn compile(
    toolchain: &Toolchain,
    code: &[u8],
    flags: &[&str],
    folder: &Path,
    executor: &Executor<'_>,
    env: &[(OsString, OsString)],
) -> io::Result<Option<String>> {
    fs::write(folder.join("Main.rs"), code)?;
    let mut args: Vec<OsString> = flags.iter().map(OsString::from).collect();
    // The dep-info (Main.d) lists the files the source includes; the binary is the same.
    let main = executable("Main");
    args.extend(["--emit=dep-info,link", "-o", &main, "Main.rs"].map(OsString::from));
    let limits = RunLimits {
        cpu: COMPILE_DEADLINE,
        wall: COMPILE_DEADLINE,
        memory: None,
        output_cap: 16 << 20,
        stderr_keep: 1 << 20,
        cores: Cores::All,
        isolation: Isolation::Compiler,
        space: crate::execute::Space::Derived,
    };
    // Confined: it reads the system, its toolchain and the one source copied into `folder`,
    // writes only there (its temporary files too), and opens no device but /dev/null: an
    // `include_str!` of the judge data or of /dev/zero fails (a CE).
    let mut env = env.to_vec();
    env.push(("TMPDIR".into(), folder.as_os_str().to_owned()));
    let (compiler, reads) = toolchain.compiler();
    let outcome = executor.run(&compiler, &args, Input::Empty, folder, limits, &env, &reads)?;
    if outcome.killed == Kill::Interrupt {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
    }
    // Only rustc's own verdict on the source is a compile error (and cached as one): not a
    // compiler that was killed (the OOM killer, a signal), ran out of time, crashed (101 is
    // an internal compiler error) or could not link.
    let refused = outcome.exit == crate::execute::Exit::Code(1)
        && outcome.killed == Kill::None
        && !outcome.stderr_tail.contains("linking with")
        && !outcome.stderr_tail.contains("could not exec the linker");
    if !refused && outcome.exit != crate::execute::Exit::Code(0) {
        let how = match (outcome.killed, outcome.exit) {
            (Kill::Deadline, _) => format!(
                "was stopped at the compile deadline ({} s of CPU or wall time)",
                COMPILE_DEADLINE.as_secs()
            ),
            (_, crate::execute::Exit::Signal(signal)) => {
                format!("was killed by {}", crate::sys::signal_name(signal))
            }
            (_, crate::execute::Exit::Code(code)) => format!("failed with exit code {code}"),
        };
        let said = first_error(&outcome.stderr_tail);
        return Err(io::Error::other(format!(
            "{} {how} (not cached; the next run tries again){}",
            toolchain.rustc.display(),
            if said.trim().is_empty() {
                String::new()
            } else {
                format!(": {said}")
            }
        )));
    }
    if outcome.exit == crate::execute::Exit::Code(0) && folder.join(main).is_file() {
        return Ok(None);
    }
    let mut message = outcome.stderr_tail;
    if message.trim().is_empty() {
        message = format!("rustc exited with {:?} and printed nothing", outcome.exit);
    }
    Ok(Some(message))
}

/// The files a build in `folder` included besides its `Main.rs` or `Main.cpp` (`include_str!`
/// and the like, a C++ header), from the compiler's dep-info `Main.d`: `Main: Main.rs
/// /abs/words.txt`, spaces escaped, a long rule continued over lines ending in `\`.
fn included(folder: &Path) -> Vec<PathBuf> {
    let Ok(text) = fs::read_to_string(folder.join("Main.d")) else {
        return Vec::new();
    };
    let text = text.replace("\\\n", " ");
    let Some(first) = text.lines().next() else {
        return Vec::new();
    };
    let deps = first.split_once(": ").map_or("", |(_, deps)| deps);
    let mut paths = Vec::new();
    let mut current = String::new();
    let mut chars = deps.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&' ') => current.push(chars.next().unwrap_or(' ')),
            ' ' => paths.push(std::mem::take(&mut current)),
            c => current.push(c),
        }
    }
    paths.push(current);
    paths
        .into_iter()
        .filter(|p| !p.is_empty() && p != "Main.rs" && p != "Main.cpp")
        .map(|p| folder.join(p))
        .collect()
}

/// The first `error` block of rustc's output, without the summary lines.
pub(crate) fn first_error(full: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for line in full.lines() {
        let starts_block = line.starts_with("error") || line.starts_with("warning");
        if inside && starts_block {
            break;
        }
        if !inside && line.starts_with("error") {
            inside = true;
        }
        if inside {
            let _ = writeln!(out, "{line}");
        }
    }
    let out = out.trim_end().to_owned();
    if out.is_empty() {
        full.trim_end().to_owned()
    } else {
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The probe fails as a full disk does (`/dev/full` answers every write with ENOSPC), and
    /// a failure on a disk with room stays what it was.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_full_disk_is_measured_not_guessed() {
        let mut full = fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        assert_eq!(
            fill(&mut full).unwrap_err().kind(),
            io::ErrorKind::StorageFull
        );
        let roomy = std::env::temp_dir();
        let linker = io::Error::other("rustc failed with exit code 1: linking with `cc` failed");
        let kept = disk_full(linker, &roomy);
        assert_eq!(kept.kind(), io::ErrorKind::Other);
        assert!(kept.to_string().contains("linking with"), "{kept}");
        let ours = disk_full(
            io::Error::from(io::ErrorKind::StorageFull),
            Path::new("/w/cache"),
        );
        assert_eq!(
            ours.to_string(),
            "no space left on device in /w/cache: the disk is full, nothing was cached; free \
             some space and run again"
        );
        let interrupted = io::Error::new(io::ErrorKind::Interrupted, "interrupted");
        assert_eq!(
            disk_full(interrupted, Path::new("/nonexistent")).kind(),
            io::ErrorKind::Interrupted
        );
    }

    #[test]
    fn included_files_come_from_the_dep_info() {
        let folder = std::env::temp_dir().join(format!("judge-dep-info-{}", std::process::id()));
        fs::create_dir_all(&folder).unwrap();
        fs::write(
            folder.join("Main.d"),
            "Main: Main.rs /w/words\\ list.txt /w/x.bin\n\nMain.rs:\n/w/words\\ list.txt:\n",
        )
        .unwrap();
        // A rooted path in the dep-info replaces the folder, but on Windows it keeps the
        // folder's drive (`C:/w/x.bin`): `included` joins it onto the folder, so do the same.
        let rooted = |path: &str| folder.join(path);
        assert_eq!(
            included(&folder),
            [rooted("/w/words list.txt"), rooted("/w/x.bin")]
        );
        fs::write(folder.join("Main.d"), "Main: Main.rs\n\nMain.rs:\n").unwrap();
        assert!(included(&folder).is_empty());
        // g++ -MMD continues a long rule over lines.
        fs::write(
            folder.join("Main.d"),
            "Main: Main.cpp /w/testlib.h \\\n /w/my\\ header.h\n",
        )
        .unwrap();
        assert_eq!(
            included(&folder),
            [rooted("/w/testlib.h"), rooted("/w/my header.h")]
        );
        let _ = fs::remove_dir_all(&folder);
    }

    #[test]
    fn cache_key_changes_with_each_part() {
        let base = cache_key(b"fn main(){}", &["-O"], "rustc 1.0");
        assert_eq!(base, cache_key(b"fn main(){}", &["-O"], "rustc 1.0"));
        assert_ne!(base, cache_key(b"fn main(){ }", &["-O"], "rustc 1.0"));
        assert_ne!(base, cache_key(b"fn main(){}", &["-O", "-g"], "rustc 1.0"));
        assert_ne!(base, cache_key(b"fn main(){}", &["-O"], "rustc 1.1"));
        // Length prefixes keep boundaries: ("ab","c") is not ("a","bc").
        assert_ne!(cache_key(b"ab", &["c"], ""), cache_key(b"a", &["bc"], ""));
        assert_eq!(base.len(), 32);
    }

    #[test]
    fn every_profile_adds_the_cache_flags_and_only_them() {
        let judge = Profile::Judge(Language::Rust2021).flags();
        let link = |flags: &[&'static str]| [flags, CACHE_FLAGS, MAIN_STACK_FLAGS].concat();
        assert_eq!(judge, link(&["--edition", "2021", "-O"]));
        assert_eq!(CACHE_FLAGS, ["-C", "strip=debuginfo"]);
        let test = Profile::Test(Language::Rust2024).flags();
        assert_eq!(
            test,
            ["--edition", "2024", "--test", "-C", "strip=debuginfo"]
        );
        assert!(Profile::Checked(Language::Rust2021)
            .flags()
            .ends_with(&link(&[])));
        // Only Linux gives the main thread the stack the runner's rlimit says.
        assert_eq!(MAIN_STACK_FLAGS.is_empty(), cfg!(target_os = "linux"));
    }

    /// Sets the modification time of `path` to `days` days ago.
    fn age(path: &Path, days: u64) {
        let then = std::time::SystemTime::now() - Duration::from_secs(days * 24 * 60 * 60);
        fs::File::options()
            .write(true)
            .open(path)
            .and_then(|f| f.set_modified(then))
            .unwrap();
    }

    #[test]
    fn prune_removes_entries_unused_for_a_month_once_a_day() {
        let judge = std::env::temp_dir().join(format!("judge-prune-{}", std::process::id()));
        let _ = fs::remove_dir_all(&judge);
        let (cache, records) = (judge.join("cache"), judge.join("records"));
        fs::create_dir_all(&cache).unwrap();
        fs::create_dir_all(&records).unwrap();
        for name in ["used", "stale", "orphan-old", "orphan-new"] {
            fs::write(cache.join(name), name).unwrap();
        }
        for name in ["used", "stale", "gone"] {
            fs::write(records.join(format!("{name}.sum")), "1 2 3 4 hash").unwrap();
        }
        age(&records.join("used.sum"), 29);
        age(&records.join("stale.sum"), 31);
        age(&cache.join("orphan-old"), 2);
        assert_eq!(prune(&cache), 3);
        let left = |dir: &Path| {
            let mut names: Vec<String> = fs::read_dir(dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            names.sort();
            names
        };
        assert_eq!(left(&cache), ["orphan-new", "used"]);
        assert_eq!(left(&records), ["used.sum"]);
        // Marking a use makes an old record young again; within the day nothing is pruned.
        age(&records.join("used.sum"), 40);
        assert_eq!(prune(&cache), 0);
        record::mark_used(&cache.join("used"));
        age(&judge.join("pruned"), 2);
        assert_eq!(prune(&cache), 0);
        assert_eq!(left(&cache), ["orphan-new", "used"]);
        let _ = fs::remove_dir_all(&judge);
    }

    #[test]
    fn first_error_keeps_one_block() {
        let full = "error[E0583]: file not found for module `helper`\n --> Main.rs:1:1\n  |\n1 | mod helper;\n\nerror: aborting due to 1 previous error\n\nFor more information about this error, try `rustc --explain E0583`.\n";
        let first = first_error(full);
        assert!(first.starts_with("error[E0583]: file not found for module `helper`"));
        assert!(first.contains("mod helper;"));
        assert!(!first.contains("aborting"));
    }

    #[test]
    fn first_error_skips_leading_warnings() {
        let full = "warning: unused variable: `x`\n --> Main.rs:2:9\n\nerror: expected `;`, found `}`\n --> Main.rs:3:1\n\nwarning: something else\n";
        let first = first_error(full);
        assert!(first.starts_with("error: expected `;`"));
        assert!(!first.contains("unused variable"));
        assert!(!first.contains("something else"));
    }
}
