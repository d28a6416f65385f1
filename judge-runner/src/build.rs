//! Compiles a solution or checker exactly as the judge does: the file alone, copied as
//! `Main.rs` into an empty folder, `rustc --edition 2021 -O -o Main Main.rs` (`--edition 2024`
//! for a Rust 2024 problem), with the judge's compiler when one is chosen (`--toolchain`).
//!
//! Binaries are cached in `target/judge/cache/` under a hash of the source, the flags and
//! `rustc -vV`; a compile error is cached too, so an unchanged broken file costs nothing.
//! Both are written to a private temporary name and renamed into place, so two runners at
//! once never see half a binary.

use crate::config::Language;
use crate::execute::{Cores, Executor, Input, Kill, RunLimits};
use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// rustc's flags for the judge's build of a solution in `language`.
pub(crate) fn judge_flags(language: Language) -> [&'static str; 3] {
    ["--edition", language.edition(), "-O"]
}
/// Extra flags for the overflow-checking build.
pub(crate) const CHECKED_FLAGS: &[&str] =
    &["-C", "overflow-checks=on", "-C", "debug-assertions=on"];
/// Longest a single compilation may take before it counts as a failure.
const COMPILE_DEADLINE: Duration = Duration::from_secs(600);

/// The compiler used for every build.
#[derive(Debug, Clone)]
pub(crate) struct Toolchain {
    /// Path or name of `rustc`.
    pub rustc: PathBuf,
    /// `rustc -vV`, part of every cache key.
    pub version: String,
    /// How the report names it: `rustc 1.85.0`, with `(--toolchain T)` when one was chosen.
    pub label: String,
}

impl Toolchain {
    /// Asks `rustc` (from `$RUSTC`, else `PATH`) for its version.
    ///
    /// # Errors
    /// When rustc cannot be run; the message says how to fix it.
    pub(crate) fn detect(rustc: Option<OsString>) -> Result<Toolchain, String> {
        let rustc = PathBuf::from(rustc.unwrap_or_else(|| "rustc".into()));
        Toolchain::at(
            rustc,
            None,
            "install Rust from https://rustup.rs or set RUSTC",
        )
    }

    /// The compiler `--toolchain` names: the path of a `rustc` (it has a `/`), or else a rustup
    /// toolchain (`1.73`, `+1.73`, `stable`); without a choice, [`Toolchain::detect`].
    ///
    /// # Errors
    /// A toolchain that is not installed (with the command that installs it), a path that is
    /// not a working rustc, or no rustup to find a toolchain with.
    pub(crate) fn choose(
        choice: Option<&str>,
        rustc: Option<OsString>,
    ) -> Result<Toolchain, String> {
        let Some(choice) = choice else {
            return Toolchain::detect(rustc);
        };
        if choice.contains(std::path::is_separator) {
            let fix = "--toolchain takes a rustup toolchain (1.73) or the path of a rustc";
            return Toolchain::at(PathBuf::from(choice), Some(choice), fix);
        }
        let name = choice.strip_prefix('+').unwrap_or(choice);
        let install = format!("rustup toolchain install {name} --profile minimal");
        let output = Command::new("rustup")
            .args(["which", "--toolchain", name, "rustc"])
            .output()
            .map_err(|e| {
                format!(
                    "failed to run `rustup which --toolchain {name} rustc`: {e}; --toolchain \
                     {choice} needs rustup (https://rustup.rs) to find the toolchain, or pass \
                     the path of a rustc"
                )
            })?;
        if !output.status.success() {
            let said = String::from_utf8_lossy(&output.stderr);
            let first = said
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("")
                .trim();
            return Err(if said.contains("not installed") {
                format!("the toolchain `{name}` is not installed: install it with `{install}`")
            } else {
                format!("rustup does not know the toolchain `{name}` ({first}); name a rustup toolchain such as 1.73, or pass the path of a rustc")
            });
        }
        let path = String::from_utf8_lossy(&output.stdout).trim().to_owned();
        Toolchain::at(PathBuf::from(path), Some(choice), &install)
    }

    /// The compiler at `rustc`, asked for its version; `fix` ends the message when it fails.
    fn at(rustc: PathBuf, chosen: Option<&str>, fix: &str) -> Result<Toolchain, String> {
        let output = Command::new(&rustc)
            .arg("-vV")
            .output()
            .map_err(|e| format!("failed to run `{} -vV`: {e}; {fix}", rustc.display()))?;
        if !output.status.success() {
            return Err(format!(
                "`{} -vV` failed: {}; {fix}",
                rustc.display(),
                output.status
            ));
        }
        let version = String::from_utf8_lossy(&output.stdout).into_owned();
        let release = release(&version).to_owned();
        let label = match chosen {
            Some(choice) => format!("{release} (--toolchain {choice})"),
            None => release,
        };
        Ok(Toolchain {
            rustc,
            version,
            label,
        })
    }

    /// The compiler's version line without its date: `rustc 1.95.0`.
    pub(crate) fn release(&self) -> &str {
        release(&self.version)
    }
}

/// The first line of `rustc -vV` without its date: `rustc 1.95.0`.
fn release(version: &str) -> &str {
    let line = version.lines().next().unwrap_or("rustc");
    line.split(" (").next().unwrap_or(line)
}

/// Which build of a source file, in which language (the edition is part of the cache key).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Profile {
    /// Exactly the judge's flags.
    Judge(Language),
    /// The judge's flags plus overflow checks and debug assertions.
    Checked(Language),
}

impl Profile {
    fn flags(self) -> Vec<&'static str> {
        match self {
            Profile::Judge(language) => judge_flags(language).to_vec(),
            Profile::Checked(language) => {
                let mut flags = judge_flags(language).to_vec();
                flags.extend_from_slice(CHECKED_FLAGS);
                flags
            }
        }
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

/// Builds `source` under `profile`, reusing the cache in `cache_dir`.
///
/// # Errors
/// When the source cannot be read or the cache cannot be written (not a compile error).
pub(crate) fn build(
    toolchain: &Toolchain,
    source: &Path,
    profile: Profile,
    cache_dir: &Path,
    executor: &Executor<'_>,
) -> io::Result<Built> {
    let code = fs::read(source)?;
    let flags = profile.flags();
    let key = cache_key(&code, &flags, &toolchain.version);
    fs::create_dir_all(cache_dir)?;
    let binary = cache_dir.join(&key);
    let failure = cache_dir.join(format!("{key}.ce"));
    if binary.is_file() {
        return Ok(Built::Binary {
            path: binary,
            cached: Cache::Hit,
        });
    }
    if let Ok(full) = fs::read_to_string(&failure) {
        return Ok(Built::CompileError {
            first: first_error(&full),
            full,
        });
    }
    let folder = executor.scratch_path("build");
    fs::create_dir_all(&folder)?;
    let result = compile(toolchain, &code, &flags, &folder, executor);
    let outcome = match result {
        Ok(None) => {
            // Same file system, so the rename is atomic: readers see no binary or all of it.
            fs::rename(folder.join("Main"), &binary)?;
            Ok(Built::Binary {
                path: binary,
                cached: Cache::Miss,
            })
        }
        Ok(Some(full)) => {
            let staged = executor.scratch_path("ce");
            fs::write(&staged, &full)?;
            fs::rename(&staged, &failure)?;
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

/// Runs rustc in `folder` on a lone copy of the source; `Ok(Some(message))` on a compile error.
fn compile(
    toolchain: &Toolchain,
    code: &[u8],
    flags: &[&str],
    folder: &Path,
    executor: &Executor<'_>,
) -> io::Result<Option<String>> {
    fs::write(folder.join("Main.rs"), code)?;
    let mut args: Vec<OsString> = flags.iter().map(OsString::from).collect();
    args.extend(["-o", "Main", "Main.rs"].map(OsString::from));
    let limits = RunLimits {
        cpu: COMPILE_DEADLINE,
        wall: COMPILE_DEADLINE,
        memory: None,
        output_cap: 16 << 20,
        stderr_keep: 1 << 20,
        cores: Cores::All,
    };
    let outcome = executor.run(&toolchain.rustc, &args, Input::Empty, folder, limits)?;
    if outcome.killed == Kill::Interrupt {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
    }
    if outcome.exit == crate::execute::Exit::Code(0) && folder.join("Main").is_file() {
        return Ok(None);
    }
    let mut message = outcome.stderr_tail;
    if message.trim().is_empty() {
        message = format!("rustc exited with {:?} and printed nothing", outcome.exit);
    }
    Ok(Some(message))
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

/// A stable hex key: FNV-1a over 128 bits of the source, flags and compiler version.
/// (std's hasher is not promised stable across releases; this one is.)
pub(crate) fn cache_key(code: &[u8], flags: &[&str], version: &str) -> String {
    const OFFSET: u128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d;
    const PRIME: u128 = 0x0000_0000_0100_0000_0000_0000_0000_013b;
    let mut hash = OFFSET;
    let mut feed = |bytes: &[u8]| {
        for &b in (bytes.len() as u64).to_le_bytes().iter().chain(bytes) {
            hash ^= u128::from(b);
            hash = hash.wrapping_mul(PRIME);
        }
    };
    feed(code);
    for flag in flags {
        feed(flag.as_bytes());
    }
    feed(version.as_bytes());
    format!("{hash:032x}")
}

#[cfg(test)]
mod tests {
    use super::*;

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
