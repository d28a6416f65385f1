//! C++ checkers and interactors (testlib's, BOJ's `spj.cpp`): built with the C++ compiler the
//! user has, `g++ -O2 -std=c++17` (or `c++`), and cached like Rust builds, by the hash of the
//! source, the flags and the compiler's version; every header the source includes from
//! outside the system folders (`testlib.h`) is recorded from the compiler's `-MMD` list with
//! its hash, so a changed header rebuilds it.

use super::{
    cache_key, executable, first_error, from_cache, included, read_source, record, Built, Cache,
};
use crate::execute::{Cores, Executor, Exit, Input, Isolation, Kill, RunLimits};
use std::ffi::{OsStr, OsString};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The judge's usual C++ flags for checkers.
pub(crate) const CXX_FLAGS: [&str; 2] = ["-O2", "-std=c++17"];

/// The compilers tried, in order.
const COMPILERS: [&str; 2] = ["g++", "c++"];

/// A checker or interactor compiles in well under this; testlib.h alone takes seconds.
const CXX_DEADLINE: Duration = Duration::from_secs(300);

/// A C++ compiler found on `PATH`.
#[derive(Debug, Clone)]
pub(crate) struct Cxx {
    pub path: PathBuf,
    /// The first line of `--version`, part of the cache key.
    pub version: String,
}

impl Cxx {
    /// The first of `g++` and `c++` in the folders of `path` (a `PATH` value) that reports a
    /// version.
    ///
    /// # Errors
    /// A message saying what to install when there is neither.
    pub(crate) fn find(path: Option<&OsStr>) -> Result<Cxx, String> {
        let folders: Vec<PathBuf> = path
            .map(std::env::split_paths)
            .into_iter()
            .flatten()
            .collect();
        for name in COMPILERS {
            for folder in &folders {
                let candidate = folder.join(exe_name(name));
                if !candidate.is_file() {
                    continue;
                }
                let output = Command::new(&candidate)
                    .arg("--version")
                    .env_clear()
                    .env("PATH", path.unwrap_or_default())
                    .stdin(Stdio::null())
                    .stderr(Stdio::null())
                    .output();
                if let Some(output) = output.ok().filter(|o| o.status.success()) {
                    let text = String::from_utf8_lossy(&output.stdout);
                    return Ok(Cxx {
                        path: candidate,
                        version: text.lines().next().unwrap_or(name).trim().to_owned(),
                    });
                }
            }
        }
        Err(
            "no C++ compiler: neither g++ nor c++ is on PATH (install g++, e.g. \
             `sudo apt install g++`, `xcode-select --install` on macOS, or MinGW-w64 on \
             Windows), or write the checker in Rust"
                .to_owned(),
        )
    }
}

fn exe_name(name: &str) -> String {
    if cfg!(windows) {
        format!("{name}.exe")
    } else {
        name.to_owned()
    }
}

/// Builds the C++ `source`, named `shown_as` in its diagnostics, finding quoted headers beside
/// it and then in `include` (`testlib.h`), reusing the cache in `cache_dir`.
///
/// The folders are part of the cache key relative to `root`, the workspace, so that a copy of
/// the workspace (a test's) keys the same build alike; the headers themselves are checked
/// through the entry's record, by their hashes.
///
/// # Errors
/// When the source cannot be read, the cache written, or the compiler was killed or crashed
/// (not a compile error, and not cached).
pub(crate) fn build(
    cxx: &Cxx,
    (source, shown_as): (&Path, &str),
    include: Option<&Path>,
    root: &Path,
    cache_dir: &Path,
    executor: &Executor<'_>,
) -> io::Result<Built> {
    let code = read_source(source)?;
    let beside = absolute(source.parent().unwrap_or(Path::new(".")));
    let include = include.map(absolute);
    let (args, key_flags) = flags(&beside, include.as_deref(), root);
    let key_flags: Vec<&str> = key_flags.iter().map(String::as_str).collect();
    let key = cache_key(&code, &key_flags, &cxx.version);
    fs::create_dir_all(cache_dir)?;
    let binary = cache_dir.join(executable(&key));
    let failure = cache_dir.join(format!("{key}.ce"));
    if let Some(built) = from_cache(Some(&binary), &failure, first_error_cxx)? {
        return Ok(built);
    }
    let folder = executor.scratch_path("build");
    fs::create_dir_all(&folder)?;
    // The compiler is confined: it reads the system and the folders it is told to look in.
    let reads: Vec<PathBuf> = std::iter::once(beside.clone())
        .chain(include.clone())
        .collect();
    let outcome =
        compile(cxx, &code, args, (&folder, &reads), executor).and_then(|refused| match refused {
            None => {
                fs::rename(folder.join(executable("Main")), &binary)?;
                record::write(&binary, &included(&folder), executor)?;
                Ok(Built::Binary {
                    path: binary,
                    cached: Cache::Miss,
                })
            }
            Some(full) => {
                let full = full.replace("Main.cpp:", &format!("{shown_as}:"));
                let staged = executor.scratch_path("ce");
                fs::write(&staged, &full)?;
                fs::rename(&staged, &failure)?;
                // Headers matter to a compile error too: fixing testlib.h's path fixes it.
                record::write(&failure, &included(&folder), executor)?;
                Ok(Built::CompileError {
                    first: first_error_cxx(&full),
                    full,
                })
            }
        });
    let _ = fs::remove_dir_all(&folder);
    outcome
}

/// The compiler's arguments for a source in `beside` with the include folder `include`, and
/// their form in the cache key (the folders relative to `root`, the workspace).
fn flags(beside: &Path, include: Option<&Path>, root: &Path) -> (Vec<OsString>, Vec<String>) {
    let mut args: Vec<OsString> = CXX_FLAGS.iter().map(OsString::from).collect();
    let mut key_flags: Vec<String> = CXX_FLAGS.iter().map(|f| (*f).to_owned()).collect();
    // testlib built on Windows takes a line's end for CR LF (`eoln`, strict mode) unless
    // FOR_LINUX is defined; the judge data is LF, as on the Linux judges it stands in for.
    if cfg!(windows) {
        args.push("-DFOR_LINUX".into());
        key_flags.push("-DFOR_LINUX".to_owned());
    }
    let shown = |folder: &Path| {
        let root = absolute(root);
        folder
            .strip_prefix(&root)
            .unwrap_or(folder)
            .to_string_lossy()
            .into_owned()
    };
    // The source is compiled as a copy, `Main.cpp`: `"testlib.h"` is then looked for in its
    // own folder first (-iquote), and in the configured one (-I).
    args.push("-iquote".into());
    args.push(beside.as_os_str().to_owned());
    key_flags.push(format!("-iquote {}", shown(beside)));
    if let Some(include) = include {
        let mut flag = OsString::from("-I");
        flag.push(include);
        args.push(flag);
        key_flags.push(format!("-I{}", shown(include)));
    }
    (args, key_flags)
}

/// Compiles `code` in `folder`: `None` when `Main` was built, the compiler's message when it
/// refused the source.
fn compile(
    cxx: &Cxx,
    code: &[u8],
    mut args: Vec<OsString>,
    (folder, reads): (&Path, &[PathBuf]),
    executor: &Executor<'_>,
) -> io::Result<Option<String>> {
    fs::write(folder.join("Main.cpp"), code)?;
    let main = executable("Main");
    args.extend(["-MMD", "-MF", "Main.d", "-o", &main, "Main.cpp"].map(OsString::from));
    let limits = RunLimits {
        cpu: CXX_DEADLINE,
        wall: CXX_DEADLINE,
        memory: None,
        output_cap: 16 << 20,
        stderr_keep: 1 << 20,
        cores: Cores::All,
        isolation: Isolation::Compiler,
        space: crate::execute::Space::Derived,
    };
    // Its temporary files go in its own folder, the one it may write.
    let env = [(OsString::from("TMPDIR"), folder.as_os_str().to_owned())];
    let outcome = executor.run(&cxx.path, &args, Input::Empty, folder, limits, &env, reads)?;
    if outcome.killed == Kill::Interrupt {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
    }
    match outcome.exit {
        Exit::Code(0) if folder.join(&main).is_file() => Ok(None),
        // g++ says 1 for an error in the source; anything else is the compiler's trouble.
        Exit::Code(1)
            if outcome.killed == Kill::None && !outcome.stderr_tail.contains("ld returned") =>
        {
            let message = outcome.stderr_tail;
            Ok(Some(if message.trim().is_empty() {
                format!("{} exited with 1 and printed nothing", cxx.path.display())
            } else {
                message
            }))
        }
        other => {
            let how = match other {
                Exit::Signal(signal) => {
                    format!("was killed by {}", crate::sys::signal_name(signal))
                }
                Exit::Code(code) => format!("failed with exit code {code}"),
            };
            let said = first_error_cxx(&outcome.stderr_tail);
            Err(io::Error::other(format!(
                "{} {how} (not cached; the next run tries again){}",
                cxx.path.display(),
                if said.trim().is_empty() {
                    String::new()
                } else {
                    format!(": {said}")
                }
            )))
        }
    }
}

/// The first error of a C++ compiler's message: its line (`file:3:5: error: ...`) and the
/// source lines it shows, else what [`first_error`] finds.
pub(crate) fn first_error_cxx(full: &str) -> String {
    let mut lines = full.lines().skip_while(|l| !l.contains("error"));
    let Some(first) = lines.next() else {
        return first_error(full);
    };
    let mut out = first.to_owned();
    // g++ follows with the source line and a caret line, both indented.
    for line in lines.take(2).take_while(|l| l.starts_with(' ')) {
        out.push('\n');
        out.push_str(line);
    }
    out
}

/// `path` made absolute against the current folder (the compiler runs elsewhere).
fn absolute(path: &Path) -> PathBuf {
    if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().map_or_else(|_| path.to_path_buf(), |cwd| cwd.join(path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_error_is_its_line_and_the_source_it_shows() {
        let full = "checker.cpp: In function 'int main()':\n\
                    checker.cpp:3:5: error: 'x' was not declared in this scope\n\
                    \x20   3 |     x = 1;\n\
                    \x20     |     ^\n\
                    checker.cpp:4:5: error: another\n";
        assert_eq!(
            first_error_cxx(full),
            "checker.cpp:3:5: error: 'x' was not declared in this scope\n    3 |     x = 1;\n      |     ^"
        );
    }
}
