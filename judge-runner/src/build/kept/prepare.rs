//! A kept submission made ready to judge: built with BOJ's command for its language (or
//! checked, for Python and Ruby), from the cache when it holds the same build, with the notes
//! of what had to differ from BOJ (a dynamic link, PyPy3 run as Python 3).

use super::languages::{Check, Lang, Made};
use super::Invocation;
use super::*;
use crate::build::{from_cache, record, Built, Cache, Toolchain};
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
    CompileError {
        first: String,
        full: String,
        notes: Vec<KeptNote>,
    },
    /// Its tool is not installed.
    Missing(Tool),
    /// Its tool is installed and does not work: the language's self-test failed with this
    /// first line of its error (empty: it printed nothing).
    Broken(Tool, String),
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
    /// A Clang row built with GCC's command for its standard (`--clang-as-gcc`).
    ClangAsGcc,
}

/// The tools found for one language: its compiler and what runs it (either may be none).
pub(super) struct Tools {
    pub compiler: Option<Found>,
    pub runner: Option<Found>,
    pub notes: Vec<KeptNote>,
}

/// The cache key of a kept build: the code, the language, BOJ's flags and the versions of
/// the compiler and of what runs it.
fn key_of(language: KeptLanguage, code: &[u8], args: &[String], tools: &Tools) -> String {
    let mut key_parts: Vec<String> = vec![format!("{language:?}")];
    key_parts.extend(args.iter().cloned());
    for found in tools.compiler.iter().chain(tools.runner.iter()) {
        key_parts.push(found.version.clone());
    }
    let key_flags: Vec<&str> = key_parts.iter().map(String::as_str).collect();
    crate::build::cache_key(code, &key_flags, "kept 2")
}

/// Whether a compile error is kept in the cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Failures {
    /// Kept: the same source with the same tools fails the same way.
    Kept,
    /// Not kept: a self-test that fails means a broken tool, which may be mended (a header
    /// package installed) without a new version; the next session tries again.
    Forgotten,
}

/// A build the cache does not hold yet: what to build and where it goes.
struct Fresh<'a> {
    row: &'static Lang,
    failures: Failures,
    compiler: Option<&'a Found>,
    entry: &'a Path,
    failure: &'a Path,
}

impl Toolbox {
    /// Builds the kept submission `code` in `language` with BOJ's command, from the cache
    /// when it holds the same build, once its tools are proved to work.
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
        let Some(row) = language.row() else {
            return Ok(Prepared::Unsupported);
        };
        let tools = match self.tools_of(row, toolchain) {
            Ok(tools) => tools,
            Err(tool) => return Ok(Prepared::Missing(tool)),
        };
        if let Err((tool, said)) = self.proven(row, &tools, cache_dir, executor)? {
            return Ok(Prepared::Broken(tool, said));
        }
        self.build(row, &tools, (code, Failures::Kept), cache_dir, executor)
    }

    /// What the compiler says of `code` in `language` with BOJ's command: its warnings where
    /// it builds, its errors where it does not. Compiled again, apart from the cache (which
    /// keeps binaries, not what their compiles said): a replay asks only of a row whose
    /// verdict may hang on the compiler's version. `None` where nothing compiles it here.
    ///
    /// # Errors
    /// When the scratch folder cannot be written, or the compiler was killed or crashed.
    pub(crate) fn compiler_says(
        &self,
        language: KeptLanguage,
        code: &[u8],
        toolchain: &Toolchain,
        executor: &Executor<'_>,
    ) -> io::Result<Option<String>> {
        let Some(row) = language.row() else {
            return Ok(None);
        };
        let Ok(tools) = self.tools_of(row, toolchain) else {
            return Ok(None);
        };
        let Some(compiler) = tools.compiler.as_ref() else {
            return Ok(None);
        };
        let args = row.compile_args(compiler.static_link);
        let folder = executor.scratch_path("said");
        fs::create_dir_all(&folder)?;
        let compiled = compile((row, Some(compiler)), code, &args, &folder, executor);
        let _ = fs::remove_dir_all(&folder);
        Ok(Some(match compiled? {
            Compiled::Made { said } | Compiled::Refused(said) => said,
        }))
    }

    /// The compiler and runner of `row`; `Err` names the first one not installed. PyPy3 is
    /// run with python3 where pypy3 is not installed (said in the notes), and a compiler
    /// without the static library links dynamically (said too).
    fn tools_of(&self, row: &Lang, toolchain: &Toolchain) -> Result<Tools, Tool> {
        let find = |tool: Tool| self.find(tool, toolchain).ok_or(tool);
        let compiler = row.compiler().map(find).transpose()?;
        let mut notes = Vec::new();
        let runner = match (row.runner(), row.fallback) {
            (None, _) => None,
            (Some(tool), None) => Some(find(tool)?),
            (Some(tool), Some(fallback)) => match self.find(tool, toolchain) {
                Some(found) => Some(found),
                None => {
                    notes.push(KeptNote::PyPyAsPython);
                    Some(find(fallback)?)
                }
            },
        };
        if let Some(found) = &compiler {
            let static_asked = row.compile.split(' ').any(|w| w == "-static");
            if static_asked && !found.static_link {
                notes.extend(row.compiler().map(KeptNote::Dynamic));
            }
        }
        Ok(Tools {
            compiler,
            runner,
            notes,
        })
    }

    /// Builds `code` as `row` with `tools`, from the cache when it holds the same build
    /// (a compile error too, as `failures` says).
    pub(super) fn build(
        &self,
        row: &'static Lang,
        tools: &Tools,
        (code, failures): (&[u8], Failures),
        cache_dir: &Path,
        executor: &Executor<'_>,
    ) -> io::Result<Prepared> {
        let notes = tools.notes.clone();
        let args = tools
            .compiler
            .as_ref()
            .map(|c| row.compile_args(c.static_link))
            .unwrap_or_default();
        let key = key_of(row.language, code, &args, tools);
        fs::create_dir_all(cache_dir)?;
        let entry = cache_entry(row, cache_dir, &key);
        let failure = cache_dir.join(format!("{key}.ce"));
        let built = match cached(row, &entry, &failure)? {
            Some(built) => built,
            None => {
                let fresh = Fresh {
                    row,
                    failures,
                    compiler: tools.compiler.as_ref(),
                    entry: &entry,
                    failure: &failure,
                };
                self.build_fresh(&fresh, code, &args, executor)?
            }
        };
        let path = match built {
            Built::CompileError { first, full } => {
                return Ok(Prepared::CompileError { first, full, notes })
            }
            Built::Binary { ref path, .. } => path.clone(),
        };
        let invocation = match (&tools.runner, row.compiler().map(Tool::binary_space)) {
            (Some(runner), _) => Some(invocation(row, runner, &path)),
            // A binary that needs a larger address space than its memory limit gives.
            (None, Some(Space::Jvm)) => Some(Invocation {
                program: path.clone(),
                args: Vec::new(),
                reads: vec![path.clone()],
                space: Space::Jvm,
            }),
            (None, _) => None,
        };
        Ok(Prepared::Ready {
            built,
            invocation,
            notes,
        })
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
        let outcome = compile((fresh.row, fresh.compiler), code, args, &folder, executor).and_then(
            |compiled| match compiled {
                Compiled::Made { .. } => {
                    keep(fresh.row, &folder, fresh.entry, executor)?;
                    Ok(Built::Binary {
                        path: fresh.entry.to_path_buf(),
                        cached: Cache::Miss,
                    })
                }
                Compiled::Refused(full) if fresh.failures == Failures::Forgotten => {
                    Ok(Built::CompileError {
                        first: fresh.row.errors.reader()(&full),
                        full,
                    })
                }
                Compiled::Refused(full) => {
                    let staged = executor.scratch_path("ce");
                    fs::write(&staged, &full)?;
                    fs::rename(&staged, fresh.failure)?;
                    record::write(fresh.failure, &[], executor)?;
                    Ok(Built::CompileError {
                        first: fresh.row.errors.reader()(&full),
                        full,
                    })
                }
            },
        );
        let _ = fs::remove_dir_all(&folder);
        outcome
    }
}

/// What a compile came to.
enum Compiled {
    /// It built (or there is nothing to compile): what the compiler said all the same (its
    /// warnings; empty when nothing was compiled).
    Made { said: String },
    /// The compiler refused the source: its message.
    Refused(String),
}

/// Compiles `code` in `folder` with BOJ's command for `row`, with `compiler`.
fn compile(
    (row, compiler): (&Lang, Option<&Found>),
    code: &[u8],
    args: &[String],
    folder: &Path,
    executor: &Executor<'_>,
) -> io::Result<Compiled> {
    fs::write(folder.join(row.file), code)?;
    let (Some(compiler), Some(tool)) = (compiler, row.compiler()) else {
        // Nothing to compile: the file is what runs.
        return Ok(Compiled::Made {
            said: String::new(),
        });
    };
    let args: Vec<OsString> = args.iter().map(OsString::from).collect();
    let mut env = vec![
        (OsString::from("TMPDIR"), folder.as_os_str().to_owned()),
        (OsString::from("HOME"), folder.as_os_str().to_owned()),
    ];
    if tool == Tool::Go {
        // go keeps its build cache in GOCACHE and needs one; a file given alone needs no module.
        env.push(("GOCACHE".into(), folder.join(".gocache").into_os_string()));
        env.push(("GO111MODULE".into(), "off".into()));
    }
    let outcome = executor.run(
        &compiler.path,
        &args,
        Input::Empty,
        folder,
        compile_limits(tool),
        &env,
        &compiler.reads,
    )?;
    if outcome.killed == Kill::Interrupt {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
    }
    // tsc writes its JavaScript whatever its type errors (and says them on stdout); the
    // other compilers that write a file write none on an error.
    let decides = outcome.exit == Exit::Code(0) || matches!(row.made, Made::File(_));
    if decides && outcome.killed == Kill::None && made_output(row, folder) {
        return Ok(Compiled::Made {
            said: outcome.stderr_tail,
        });
    }
    // tsc and Mono say their errors on stdout.
    let message = if outcome.stderr_tail.trim().is_empty() {
        String::from_utf8_lossy(&outcome.stdout).into_owned()
    } else {
        outcome.stderr_tail.clone()
    };
    let refused = outcome.killed == Kill::None
        && matches!(outcome.exit, Exit::Code(_))
        && !compiler_crashed(&message);
    if !refused {
        return Err(compiler_failure(row, compiler, &outcome, &message));
    }
    Ok(Compiled::Refused(if message.trim().is_empty() {
        format!(
            "{} refused the file and printed nothing",
            compiler.path.display()
        )
    } else {
        message
    }))
}

/// The limits of a kept submission's compile: the compile deadline, no memory cap, every
/// core, and the address space a virtual machine needs for javac.
fn compile_limits(compiler: Tool) -> RunLimits {
    RunLimits {
        cpu: KEPT_COMPILE_DEADLINE,
        wall: KEPT_COMPILE_DEADLINE,
        memory: None,
        output_cap: 16 << 20,
        stderr_keep: 1 << 20,
        cores: Cores::All,
        isolation: Isolation::Compiler,
        space: compiler.space(),
    }
}

/// Whether a compile that exited 0 in `folder` made what `row` runs.
fn made_output(row: &Lang, folder: &Path) -> bool {
    match row.made {
        Made::Binary => folder.join(crate::build::executable("Main")).is_file(),
        // py_compile says a syntax error on stderr and exits 0: the compiled file is
        // what tells.
        Made::Source(Check::Pyc) => has_pyc(folder),
        Made::Source(Check::Exit | Check::Nothing) => true,
        Made::File(name) => folder.join(name).is_file(),
        Made::Classes => folder.join("Main.class").is_file(),
    }
}

/// The error of a compiler that was stopped, killed or crashed rather than refusing the
/// source: how it ended and its first error (not cached).
fn compiler_failure(row: &Lang, compiler: &Found, outcome: &RunOutcome, said: &str) -> io::Error {
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
        row.errors.reader()(said)
    ))
}

/// Where the build of `key` lives in the cache. Named by the key alone, as every entry of the
/// cache is: a binary, the checked source of an interpreted language (python3 runs a file of
/// any name), the file a compile wrote, or Java's folder of classes.
fn cache_entry(row: &Lang, cache_dir: &Path, key: &str) -> PathBuf {
    match row.made {
        Made::Binary => cache_dir.join(crate::build::executable(key)),
        Made::Source(_) | Made::File(_) | Made::Classes => cache_dir.join(key),
    }
}

/// The build the cache holds at `entry` (or its compile error at `failure`), if any.
fn cached(row: &Lang, entry: &Path, failure: &Path) -> io::Result<Option<Built>> {
    let reader = row.errors.reader();
    match row.made {
        // A class folder has no record: it is used when its Main.class is there.
        Made::Classes if entry.join("Main.class").is_file() => Ok(Some(Built::Binary {
            path: entry.to_path_buf(),
            cached: Cache::Hit,
        })),
        Made::Classes => from_cache(None, failure, reader),
        _ => from_cache(Some(entry), failure, reader),
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

/// Whether py_compile wrote the compiled file (`__pycache__/Main.*.pyc`).
pub(super) fn has_pyc(folder: &Path) -> bool {
    fs::read_dir(folder.join("__pycache__"))
        .into_iter()
        .flatten()
        .flatten()
        .any(|e| e.file_name().to_string_lossy().starts_with("Main."))
}

/// Moves what a build in `folder` made into the cache as `entry`: the binary, the checked
/// source, the file the compile wrote, or the folder of classes (Java).
pub(super) fn keep(
    row: &Lang,
    folder: &Path,
    entry: &Path,
    executor: &Executor<'_>,
) -> io::Result<()> {
    match row.made {
        Made::Source(_) => place(&folder.join(row.file), entry, executor),
        Made::File(name) => place(&folder.join(name), entry, executor),
        Made::Binary => place(
            &folder.join(crate::build::executable("Main")),
            entry,
            executor,
        ),
        Made::Classes => {
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

/// How a built submission is started when it is not a binary: BOJ's run command, its
/// runner found here, the file it names the one in the cache (Java: the class `Main` on the
/// cache's class folder).
pub(super) fn invocation(row: &Lang, runner: &Found, built: &Path) -> Invocation {
    let mut reads = runner.reads.clone();
    reads.push(built.to_path_buf());
    let named = match row.made {
        Made::Source(_) => Some(row.file),
        Made::File(name) => Some(name),
        Made::Binary | Made::Classes => None,
    };
    let mut args: Vec<OsString> = languages::words(row.run)
        .into_iter()
        .skip(1)
        .map(|word| match named {
            Some(name) if word == name => built.as_os_str().to_owned(),
            _ => OsString::from(word),
        })
        .collect();
    if row.made == Made::Classes {
        let class = args.pop().unwrap_or_else(|| "Main".into());
        args.extend(["-cp".into(), built.as_os_str().to_owned(), class]);
    }
    Invocation {
        program: runner.path.clone(),
        args,
        reads,
        space: row.runner().map_or(Space::Derived, Tool::space),
    }
}
