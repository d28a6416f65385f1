//! A kept submission made ready to judge: built with BOJ's command for its language (or
//! checked, for Python), from the cache when it holds the same build, with the notes of what
//! had to differ from BOJ (a dynamic link, PyPy3 run as Python 3).

use super::Invocation;
use super::*;
use crate::build::{first_error, from_cache, record, Built, Cache, Toolchain};
use crate::execute::{Cores, Executor, Exit, Input, Isolation, Kill, RunLimits, RunOutcome, Space};
use std::ffi::{OsStr, OsString};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// What a kept submission is here, ready to judge or not.
#[derive(Debug, Clone)]
pub(crate) enum Prepared {
    /// Built: the binary (or the checked file) and how to start it when it is not a binary.
    Ready {
        built: Built,
        invocation: Option<Invocation>,
        notes: Vec<KeptNote>,
    },
    /// The compiler refused it: its first error, and the whole message.
    CompileError { first: String, notes: Vec<KeptNote> },
    /// Its tool is not installed.
    Missing(Tool),
    /// A language this runner does not run.
    Unsupported,
}

/// What a build had to do differently from BOJ, said with the row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum KeptNote {
    /// Linked dynamically: no static library of `Tool` here.
    Dynamic(Tool),
    /// PyPy3 is not installed: run with python3.
    PyPyAsPython,
}

/// The cache key of a kept build: the code, the language, BOJ's flags and the versions of
/// the compiler and of what runs it.
fn key_of(
    language: KeptLanguage,
    code: &[u8],
    args: &[String],
    compiler: &Found,
    runner: Option<&Found>,
) -> String {
    let mut key_parts: Vec<String> = vec![format!("{language:?}")];
    key_parts.extend(args.iter().cloned());
    key_parts.push(compiler.version.clone());
    if let Some(runner) = runner {
        key_parts.push(runner.version.clone());
    }
    let key_flags: Vec<&str> = key_parts.iter().map(String::as_str).collect();
    crate::build::cache_key(code, &key_flags, "kept 1")
}

/// A build the cache does not hold yet: what to build and where it goes.
struct Fresh<'a> {
    language: KeptLanguage,
    compiler: &'a Found,
    entry: &'a Path,
    failure: &'a Path,
}

impl Toolbox {
    /// Builds the kept submission `code` in `language` with BOJ's command, from the cache
    /// when it holds the same build.
    ///
    /// # Errors
    /// When the cache cannot be written, or the compiler was killed or crashed (not a
    /// compile error, and not cached).
    pub(crate) fn prepare(
        &self,
        language: KeptLanguage,
        code: &[u8],
        toolchain: &Toolchain,
        cache_dir: &Path,
        executor: &Executor<'_>,
    ) -> io::Result<Prepared> {
        if language == KeptLanguage::Other {
            return Ok(Prepared::Unsupported);
        }
        let found = match self.find_all(language, toolchain) {
            Ok(found) => found,
            Err(tool) => return Ok(Prepared::Missing(tool)),
        };
        let compiler = &found[0];
        let mut notes = Vec::new();
        let args = language.compile_args(compiler.static_link);
        if language.is_native() && !compiler.static_link {
            let tool = language.tools()[0];
            notes.push(KeptNote::Dynamic(tool));
        }
        let runner = self.runner(language, &found, toolchain, &mut notes);
        let key = key_of(language, code, &args, compiler, runner.as_ref());
        fs::create_dir_all(cache_dir)?;
        let entry = cache_entry(language, cache_dir, &key);
        let failure = cache_dir.join(format!("{key}.ce"));
        let built = match cached(language, &entry, &failure)? {
            Some(built) => built,
            None => {
                let fresh = Fresh {
                    language,
                    compiler,
                    entry: &entry,
                    failure: &failure,
                };
                self.build_fresh(&fresh, code, &args, executor)?
            }
        };
        let path = match built {
            Built::CompileError { first, .. } => {
                return Ok(Prepared::CompileError { first, notes })
            }
            Built::Binary { ref path, .. } => path.clone(),
        };
        let invocation = runner.map(|runner| invocation(language, &runner, &path));
        Ok(Prepared::Ready {
            built,
            invocation,
            notes,
        })
    }

    /// Every tool `language` needs, the compiler first; `Err` names the first one not
    /// installed.
    fn find_all(&self, language: KeptLanguage, toolchain: &Toolchain) -> Result<Vec<Found>, Tool> {
        let mut found = Vec::new();
        for &tool in language.tools() {
            match self.find(tool, toolchain) {
                Some(f) => found.push(f),
                None => return Err(tool),
            }
        }
        Ok(found)
    }

    /// What runs a built submission when it is not a binary: pypy3 for PyPy3 when it is
    /// installed, else python3 (said in `notes`); python3; java.
    fn runner(
        &self,
        language: KeptLanguage,
        found: &[Found],
        toolchain: &Toolchain,
        notes: &mut Vec<KeptNote>,
    ) -> Option<Found> {
        let compiler = &found[0];
        match language {
            KeptLanguage::PyPy3 => match self.find(Tool::PyPy3, toolchain) {
                Some(pypy) => Some(pypy),
                None => {
                    notes.push(KeptNote::PyPyAsPython);
                    Some(compiler.clone())
                }
            },
            KeptLanguage::Python3 | KeptLanguage::Text => Some(compiler.clone()),
            KeptLanguage::Java(_) => Some(found[1].clone()),
            _ => None,
        }
    }

    /// Builds a submission the cache does not hold, into the cache: the entry, or its
    /// compile error, recorded.
    fn build_fresh(
        &self,
        fresh: &Fresh<'_>,
        code: &[u8],
        args: &[String],
        executor: &Executor<'_>,
    ) -> io::Result<Built> {
        let folder = executor.scratch_path("kept");
        fs::create_dir_all(&folder)?;
        let outcome = self
            .compile(
                fresh.language,
                fresh.compiler,
                code,
                args,
                &folder,
                executor,
            )
            .and_then(|refused| match refused {
                None => {
                    keep(fresh.language, &folder, fresh.entry, executor)?;
                    Ok(Built::Binary {
                        path: fresh.entry.to_path_buf(),
                        cached: Cache::Miss,
                    })
                }
                Some(full) => {
                    let staged = executor.scratch_path("ce");
                    fs::write(&staged, &full)?;
                    fs::rename(&staged, fresh.failure)?;
                    record::write(fresh.failure, &[], executor)?;
                    Ok(Built::CompileError {
                        first: fresh.language.first_error(&full),
                        full,
                    })
                }
            });
        let _ = fs::remove_dir_all(&folder);
        outcome
    }

    /// Compiles `code` in `folder` with BOJ's command: `None` when it built, the compiler's
    /// message when it refused the source.
    fn compile(
        &self,
        language: KeptLanguage,
        compiler: &Found,
        code: &[u8],
        args: &[String],
        folder: &Path,
        executor: &Executor<'_>,
    ) -> io::Result<Option<String>> {
        fs::write(folder.join(language.file_name()), code)?;
        if language == KeptLanguage::Text {
            // Nothing to compile: the file is what it prints.
            return Ok(None);
        }
        let limits = compile_limits(language);
        let args: Vec<OsString> = args.iter().map(OsString::from).collect();
        let env = [(OsString::from("TMPDIR"), folder.as_os_str().to_owned())];
        let outcome = executor.run(
            &compiler.path,
            &args,
            Input::Empty,
            folder,
            limits,
            &env,
            &compiler.reads,
        )?;
        if outcome.killed == Kill::Interrupt {
            return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
        }
        if outcome.exit == Exit::Code(0) && made_output(language, folder) {
            return Ok(None);
        }
        let refused = outcome.killed == Kill::None
            && matches!(outcome.exit, Exit::Code(_))
            && !compiler_crashed(&outcome.stderr_tail);
        if !refused {
            return Err(compiler_failure(language, compiler, &outcome));
        }
        let message = outcome.stderr_tail;
        Ok(Some(if message.trim().is_empty() {
            format!(
                "{} refused the file and printed nothing",
                compiler.path.display()
            )
        } else {
            message
        }))
    }
}

/// The limits of a kept submission's compile: the compile deadline, no memory cap, every
/// core, and the address space a virtual machine needs for javac.
fn compile_limits(language: KeptLanguage) -> RunLimits {
    let java = matches!(language, KeptLanguage::Java(_));
    RunLimits {
        cpu: KEPT_COMPILE_DEADLINE,
        wall: KEPT_COMPILE_DEADLINE,
        memory: None,
        output_cap: 16 << 20,
        stderr_keep: 1 << 20,
        cores: Cores::All,
        isolation: Isolation::Compiler,
        space: if java { Space::Jvm } else { Space::Derived },
    }
}

/// Whether a compile that exited 0 in `folder` made what `language` runs.
fn made_output(language: KeptLanguage, folder: &Path) -> bool {
    match language {
        // py_compile says a syntax error on stderr and exits 0: the compiled file is
        // what tells.
        KeptLanguage::Python3 | KeptLanguage::PyPy3 => has_pyc(folder),
        KeptLanguage::Java(_) => folder.join("Main.class").is_file(),
        _ => folder.join(crate::build::executable("Main")).is_file(),
    }
}

/// The error of a compiler that was stopped, killed or crashed rather than refusing the
/// source: how it ended and its first error (not cached).
fn compiler_failure(language: KeptLanguage, compiler: &Found, outcome: &RunOutcome) -> io::Error {
    let how = match (outcome.killed, outcome.exit) {
        (Kill::Deadline, _) => format!(
            "was stopped at the compile deadline ({} s)",
            KEPT_COMPILE_DEADLINE.as_secs()
        ),
        (_, Exit::Signal(signal)) => {
            format!("was killed by {}", crate::sys::signal_name(signal))
        }
        (_, Exit::Code(code)) => format!("failed with exit code {code}"),
    };
    io::Error::other(format!(
        "{} {how} (not cached; the next run tries again): {}",
        compiler.path.display(),
        language.first_error(&outcome.stderr_tail)
    ))
}

/// Where the build of `key` lives in the cache. Named by the key alone, as every entry of the
/// cache is: a binary, the checked source of an interpreted language (python3 runs a file of
/// any name), or Java's folder of classes.
fn cache_entry(language: KeptLanguage, cache_dir: &Path, key: &str) -> PathBuf {
    match language {
        KeptLanguage::Python3
        | KeptLanguage::PyPy3
        | KeptLanguage::Text
        | KeptLanguage::Java(_) => cache_dir.join(key),
        _ => cache_dir.join(crate::build::executable(key)),
    }
}

/// The build the cache holds at `entry` (or its compile error at `failure`), if any.
fn cached(language: KeptLanguage, entry: &Path, failure: &Path) -> io::Result<Option<Built>> {
    match language {
        // A class folder has no record: it is used when its Main.class is there.
        KeptLanguage::Java(_) if entry.join("Main.class").is_file() => Ok(Some(Built::Binary {
            path: entry.to_path_buf(),
            cached: Cache::Hit,
        })),
        KeptLanguage::Java(_) => from_cache(None, failure, first_of(language)),
        _ => from_cache(Some(entry), failure, first_of(language)),
    }
}

/// The files that links under `folder` (down to `depth` folders) lead to outside `home`
/// and the system's folders, added to `reads`.
pub(super) fn linked_outside(folder: &Path, home: &Path, depth: usize, reads: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_symlink() {
            if let Ok(target) = fs::canonicalize(&path) {
                let outside = !target.starts_with(home) && !target.starts_with("/usr");
                if outside && target.is_file() && !reads.contains(&target) {
                    reads.push(target);
                }
            }
        } else if kind.is_dir() && depth > 0 {
            linked_outside(&path, home, depth - 1, reads);
        }
    }
}

/// Whether a compiler's message is its own crash (a virtual machine that could not start,
/// an exception in the compiler), not its verdict on the source.
pub(super) fn compiler_crashed(stderr: &str) -> bool {
    stderr.contains("Exception in thread \"main\"")
        || stderr.contains("Error occurred during initialization of VM")
        || stderr.contains("could not exec the linker")
}

/// The first-error reader of `language`, as a function pointer for the cache.
pub(super) fn first_of(language: KeptLanguage) -> fn(&str) -> String {
    match language {
        KeptLanguage::Rust(_) => first_error,
        KeptLanguage::Python3 | KeptLanguage::PyPy3 => |full: &str| {
            full.lines()
                .rev()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("")
                .trim()
                .to_owned()
        },
        _ => crate::build::cxx::first_error_cxx,
    }
}

/// Whether py_compile wrote the compiled file (`__pycache__/Main.*.pyc`).
pub(super) fn has_pyc(folder: &Path) -> bool {
    fs::read_dir(folder.join("__pycache__"))
        .into_iter()
        .flatten()
        .flatten()
        .any(|e| e.file_name().to_string_lossy().starts_with("Main."))
}

/// Moves what a build in `folder` made into the cache as `entry`: the binary, the checked
/// source (Python), or the folder of classes (Java).
pub(super) fn keep(
    language: KeptLanguage,
    folder: &Path,
    entry: &Path,
    executor: &Executor<'_>,
) -> io::Result<()> {
    match language {
        KeptLanguage::Python3 | KeptLanguage::PyPy3 | KeptLanguage::Text => {
            place(&folder.join(language.file_name()), entry, executor)
        }
        KeptLanguage::Java(_) => {
            let classes = executor.scratch_path("classes");
            fs::create_dir_all(&classes)?;
            for file in fs::read_dir(folder)?.flatten() {
                let name = file.file_name();
                if Path::new(&name).extension() == Some(OsStr::new("class")) {
                    fs::rename(file.path(), classes.join(&name))?;
                }
            }
            // Another runner's same build may be there first: it is the same classes.
            if let Err(e) = fs::rename(&classes, entry) {
                let _ = fs::remove_dir_all(&classes);
                if !entry.join("Main.class").is_file() {
                    return Err(e);
                }
            }
            Ok(())
        }
        _ => place(
            &folder.join(crate::build::executable("Main")),
            entry,
            executor,
        ),
    }
}

/// Puts the file `made` in the cache as `entry`, unless another build of the same source
/// (two kept submissions with the same code, judged at once) put it there first: then that
/// one stays. An entry is never replaced while it may be in use: a confined run's rules hold
/// the file they were made on, and a run started on a file renamed over a moment later could
/// not read what it was started with. Only an entry whose record says it is broken is
/// replaced.
pub(super) fn place(made: &Path, entry: &Path, executor: &Executor<'_>) -> io::Result<()> {
    match fs::hard_link(made, entry) {
        Ok(()) => {
            let _ = fs::remove_file(made);
            record::write(entry, &[], executor)
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            if record::exists(entry) && !record::verify(entry) {
                fs::rename(made, entry)?;
                return record::write(entry, &[], executor);
            }
            // The other build's (its record follows in a moment).
            let _ = fs::remove_file(made);
            Ok(())
        }
        Err(e) => Err(e),
    }
}

/// How a built submission is started when it is not a binary.
pub(super) fn invocation(language: KeptLanguage, runner: &Found, built: &Path) -> Invocation {
    let mut reads = runner.reads.clone();
    reads.push(built.to_path_buf());
    let (args, space): (Vec<OsString>, Space) = match language {
        KeptLanguage::Java(_) => {
            let mut args: Vec<OsString> = JAVA_RUN_FLAGS.iter().map(OsString::from).collect();
            args.extend(["-cp".into(), built.as_os_str().to_owned(), "Main".into()]);
            (args, Space::Jvm)
        }
        KeptLanguage::Text => (vec![built.as_os_str().to_owned()], Space::Derived),
        _ => (
            vec!["-W".into(), "ignore".into(), built.as_os_str().to_owned()],
            Space::Derived,
        ),
    };
    Invocation {
        program: runner.path.clone(),
        args,
        reads,
        space,
    }
}
