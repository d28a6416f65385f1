//! The compiler every build uses: `rustc` from `PATH` or `RUSTC`, or the toolchain
//! `--toolchain T` names, read once (`rustc -vV`, its sysroot) and named in the report; the
//! compile runs the sysroot's own `bin/rustc`, never rustup's proxy.

use super::*;
use std::fmt;

/// The compiler used for every build.
#[derive(Debug, Clone)]
pub(crate) struct Toolchain {
    /// Path or name of `rustc`.
    pub rustc: PathBuf,
    /// `rustc -vV`, part of every cache key.
    pub version: String,
    /// How the report names it: `rustc 1.85.0`, with `(--toolchain T)` when one was chosen.
    pub label: String,
    /// `rustc --print sysroot`: the toolchain a confined compile may read, and its
    /// `bin/rustc`, which the compile runs rather than a rustup proxy (a proxy reads
    /// rustup's settings and looks for `rust-toolchain.toml` in every parent folder).
    pub sysroot: Option<PathBuf>,
}

/// Why the compiler cannot be used: the data of the sentence, worded in English by its
/// `Display` and in Korean by `report::words`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ToolchainFault {
    /// `rustc -vV` could not be started (`ran` false) or failed (`why`: its status).
    CannotAsk {
        rustc: String,
        ran: bool,
        why: String,
        fix: ToolchainFix,
    },
    /// `--toolchain NAME` and no rustup to find it with.
    NoRustup {
        name: String,
        choice: String,
        why: String,
    },
    /// rustup knows the toolchain `name` but it is not installed.
    NotInstalled { name: String },
    /// rustup does not know the toolchain `name` (`said`: its first line).
    Unknown { name: String, said: String },
}

/// What to do when `rustc -vV` fails, in [`ToolchainFault::CannotAsk`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ToolchainFix {
    /// No `--toolchain`: install Rust or set `RUSTC`.
    InstallRust,
    /// `--toolchain PATH`: name a toolchain or a working rustc.
    NameOrPath,
    /// `--toolchain NAME`: (re)install it with rustup.
    Install(String),
}

impl ToolchainFix {
    /// The rustup command that installs the toolchain `name`.
    pub(crate) fn install_command(name: &str) -> String {
        format!("rustup toolchain install {name} --profile minimal")
    }
}

impl fmt::Display for ToolchainFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToolchainFault::CannotAsk {
                rustc,
                ran: false,
                why,
                fix,
            } => write!(f, "failed to run `{rustc} -vV`: {why}; {fix}"),
            ToolchainFault::CannotAsk {
                rustc,
                ran: true,
                why,
                fix,
            } => write!(f, "`{rustc} -vV` failed: {why}; {fix}"),
            ToolchainFault::NoRustup { name, choice, why } => write!(
                f,
                "failed to run `rustup which --toolchain {name} rustc`: {why}; --toolchain \
                 {choice} needs rustup (https://rustup.rs) to find the toolchain, or pass the \
                 path of a rustc"
            ),
            ToolchainFault::NotInstalled { name } => write!(
                f,
                "the toolchain `{name}` is not installed: install it with `{}`",
                ToolchainFix::install_command(name)
            ),
            ToolchainFault::Unknown { name, said } => write!(
                f,
                "rustup does not know the toolchain `{name}` ({said}); name a rustup toolchain \
                 such as 1.73, or pass the path of a rustc"
            ),
        }
    }
}

impl fmt::Display for ToolchainFix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToolchainFix::InstallRust => {
                f.write_str("install Rust from https://rustup.rs or set RUSTC")
            }
            ToolchainFix::NameOrPath => {
                f.write_str("--toolchain takes a rustup toolchain (1.73) or the path of a rustc")
            }
            ToolchainFix::Install(name) => f.write_str(&ToolchainFix::install_command(name)),
        }
    }
}

impl Toolchain {
    /// Asks `rustc` (from `$RUSTC`, else `PATH`) for its version.
    ///
    /// # Errors
    /// When rustc cannot be run; the message says how to fix it.
    pub(crate) fn detect(rustc: Option<OsString>) -> Result<Toolchain, ToolchainFault> {
        let rustc = PathBuf::from(rustc.unwrap_or_else(|| "rustc".into()));
        Toolchain::at(rustc, None, ToolchainFix::InstallRust)
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
    ) -> Result<Toolchain, ToolchainFault> {
        let Some(choice) = choice else {
            return Toolchain::detect(rustc);
        };
        if choice.contains(std::path::is_separator) {
            return Toolchain::at(
                PathBuf::from(choice),
                Some(choice),
                ToolchainFix::NameOrPath,
            );
        }
        let name = choice.strip_prefix('+').unwrap_or(choice);
        let output = Command::new("rustup")
            .args(["which", "--toolchain", name, "rustc"])
            .output()
            .map_err(|e| ToolchainFault::NoRustup {
                name: name.to_owned(),
                choice: choice.to_owned(),
                why: e.to_string(),
            })?;
        if !output.status.success() {
            let said = String::from_utf8_lossy(&output.stderr);
            let first = said
                .lines()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("")
                .trim();
            return Err(if said.contains("not installed") {
                ToolchainFault::NotInstalled {
                    name: name.to_owned(),
                }
            } else {
                ToolchainFault::Unknown {
                    name: name.to_owned(),
                    said: first.to_owned(),
                }
            });
        }
        let path = String::from_utf8_lossy(&output.stdout).trim().to_owned();
        let fix = ToolchainFix::Install(name.to_owned());
        Toolchain::at(PathBuf::from(path), Some(choice), fix)
    }

    /// The compiler at `rustc`, asked for its version; `fix` ends the message when it fails.
    fn at(
        rustc: PathBuf,
        chosen: Option<&str>,
        fix: ToolchainFix,
    ) -> Result<Toolchain, ToolchainFault> {
        let failed = |ran: bool, why: String| ToolchainFault::CannotAsk {
            rustc: rustc.display().to_string(),
            ran,
            why,
            fix: fix.clone(),
        };
        let output = match Command::new(&rustc).arg("-vV").output() {
            Ok(output) if output.status.success() => output,
            Ok(output) => return Err(failed(true, output.status.to_string())),
            Err(e) => return Err(failed(false, e.to_string())),
        };
        let version = String::from_utf8_lossy(&output.stdout).into_owned();
        let sysroot = Command::new(&rustc)
            .args(["--print", "sysroot"])
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()))
            .filter(|p| p.is_absolute() && p.is_dir());
        let release = release(&version).to_owned();
        let label = match chosen {
            Some(choice) => format!("{release} (--toolchain {choice})"),
            None => release,
        };
        Ok(Toolchain {
            rustc,
            version,
            label,
            sysroot,
        })
    }

    /// The program a compile runs, and what it may read besides the system's folders: a
    /// rustup proxy (`~/.cargo/bin/rustc`, which reads rustup's settings and looks for
    /// `rust-toolchain.toml` in every parent folder) is replaced by its toolchain's own
    /// `bin/rustc`, which reads only the sysroot; any other program (a `RUSTC` wrapper) runs
    /// as given, and may read the sysroot, its own folder and rustup's home, so that a
    /// wrapper that calls the proxy still works.
    pub(super) fn compiler(&self) -> (PathBuf, Vec<PathBuf>) {
        let sysroot: Vec<PathBuf> = self.sysroot.iter().cloned().collect();
        let program = find_program(&self.rustc);
        let own = self
            .sysroot
            .as_ref()
            .map(|root| root.join("bin").join(executable("rustc")))
            .filter(|path| path.is_file());
        match (program, own) {
            (Some(program), Some(own)) if is_rustup_proxy(&program) => (own, sysroot),
            (program, _) => {
                let mut reads = sysroot;
                if let Some(folder) = program.as_deref().and_then(Path::parent) {
                    reads.push(folder.to_path_buf());
                }
                reads.extend(rustup_home());
                (program.unwrap_or_else(|| self.rustc.clone()), reads)
            }
        }
    }

    /// The compiler's version line without its date: `rustc 1.95.0`.
    pub(crate) fn release(&self) -> &str {
        release(&self.version)
    }
}

/// `program` as a path: itself when it names a folder, else the first match on `PATH`.
fn find_program(program: &Path) -> Option<PathBuf> {
    if program.components().count() > 1 {
        return Some(program.to_path_buf());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|folder| folder.join(program))
        .find(|candidate| candidate.is_file())
}

/// Whether `program` is one of rustup's proxies: the same file as the `rustup` beside it (a
/// hard link), or a link to a `rustup`.
fn is_rustup_proxy(program: &Path) -> bool {
    let rustup = program.with_file_name(executable("rustup"));
    let same_file = match (fs::metadata(program), fs::metadata(&rustup)) {
        #[cfg(unix)]
        (Ok(a), Ok(b)) => {
            use std::os::unix::fs::MetadataExt;
            (a.dev(), a.ino()) == (b.dev(), b.ino())
        }
        #[cfg(not(unix))]
        (Ok(a), Ok(b)) => a.len() == b.len(),
        _ => false,
    };
    same_file
        || fs::canonicalize(program).is_ok_and(|real| {
            real.file_stem()
                .is_some_and(|stem| stem.to_string_lossy().starts_with("rustup"))
        })
}

/// rustup's home (`RUSTUP_HOME`, else `~/.rustup`), where it exists.
fn rustup_home() -> Option<PathBuf> {
    let home = std::env::var_os("RUSTUP_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|home| PathBuf::from(home).join(".rustup"))
        })?;
    home.is_dir().then_some(home)
}

/// The first line of `rustc -vV` without its date: `rustc 1.95.0`.
fn release(version: &str) -> &str {
    let line = version.lines().next().unwrap_or("rustc");
    line.split(" (").next().unwrap_or(line)
}
