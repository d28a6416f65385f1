//! Kept submissions in BOJ's other languages (C, C++, Python 3, PyPy3, Java, and Rust of any
//! edition), built and started with BOJ's own commands, so that `replay` can set BOJ's
//! verdict beside the stored cases' verdict.
//!
//! BOJ's language help page (help.acmicpc.net/language/info) is gone with the site. The
//! commands here are the copies found of it, each cited where it is defined:
//! - C++17 and C11: ykdy3951/Baekjoon `run.sh`, which runs BOJ's commands
//!   `g++ Main.cc -o Main -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ` and
//!   `gcc Main.c -o Main -O2 -Wall -lm -static -std=gnu11 -DONLINE_JUDGE -DBOJ`; the other
//!   standards BOJ listed (C++98/11/14/20/23, C90/99/2x) are the same command with their
//!   `-std=gnu…` (inferred: no copy of their rows was found).
//! - Python 3: the same `run.sh`: `python3 -W ignore -c "import py_compile;
//!   py_compile.compile(r'Main.py')"`, then `python3 -W ignore Main.py`. PyPy3: compiled with
//!   python3 and run with `pypy3 -W ignore Main.py` (a 2020 copy of BOJ's runtime table).
//! - Java 11: the copy of BOJ's language page titled "BackJoon Algorithm 표준 형식":
//!   `javac -release 11 -J-Xms1024m -J-Xmx1920m -J-Xss512m -encoding UTF-8 Main.java`, then
//!   `java -Xms1024m -Xmx1920m -Xss512m -Dfile.encoding=UTF-8 -XX:+UseSerialGC
//!   -DONLINE_JUDGE=1 -DBOJ=1 Main`; Java 8 and 15 the same with their release. A javac
//!   newer than 11 no longer takes the single-dash `-release`, so it is given `--release`,
//!   the same option.
//! - The extra time and memory BOJ gave a language (Python ×3 + 2 s and ×2 + 32 MB, PyPy3
//!   ×3 + 2 s and ×2 + 128 MB, Java ×2 + 1 s and ×2 + 16 MB) are the ones the judge profile
//!   (`profile.rs`) cites.
//!
//! BOJ linked statically. Where this machine has no static C++ library (`libstdc++.a`; g++
//! says so through `-print-file-name`), the program is linked dynamically instead, and the
//! report says so: the machine code is the same, the start-up a little slower.
//!
//! A tool that is not installed makes its submissions "not runnable here", never an error.
//! Python here is often a pyenv shim (a shell script that reads pyenv's settings): the real
//! interpreter is asked once (`sys.executable`), and a confined run reads its prefix.
//! Builds are cached as Rust builds are, by the source, the command and the tool's version.

use super::{first_error, from_cache, record, Built, Cache, Toolchain};
use crate::config::Limits;
use crate::engine::Invocation;
use crate::execute::{Cores, Executor, Exit, Input, Isolation, Kill, RunLimits, Space};
use std::collections::HashMap;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::Duration;

/// A compile of a kept submission (javac starts a virtual machine; g++ on a large template
/// takes seconds) is stopped past this.
const KEPT_COMPILE_DEADLINE: Duration = Duration::from_secs(60);

/// A C standard BOJ offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum CStd {
    C90,
    C99,
    C11,
    C2x,
}

/// A C++ standard BOJ offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum CppStd {
    Cpp98,
    Cpp11,
    Cpp14,
    Cpp17,
    Cpp20,
    Cpp23,
}

/// A Java release BOJ offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum JavaRelease {
    Java8,
    Java11,
    Java15,
}

/// A Rust edition BOJ offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Edition {
    E2015,
    E2018,
    E2021,
    E2024,
}

/// The language of a kept submission, as BOJ named it in its record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum KeptLanguage {
    C(CStd),
    Cpp(CppStd),
    /// BOJ's `C … (Clang)` and `C++… (Clang)`: the same command with clang.
    CClang(CStd),
    CppClang(CppStd),
    /// BOJ's "Text": the file is the output, as written.
    Text,
    Python3,
    PyPy3,
    Java(JavaRelease),
    Rust(Edition),
    /// A language this runner does not run (Kotlin, Go, C++ with Clang, …).
    Other,
}

/// A program a language needs here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Tool {
    Gcc,
    Gxx,
    Clang,
    Clangxx,
    Cat,
    Python3,
    PyPy3,
    Javac,
    Java,
    Rustc,
}

impl Tool {
    /// Its name on `PATH`, which the "install …" advice names too.
    pub(crate) fn command(self) -> &'static str {
        match self {
            Tool::Gcc => "gcc",
            Tool::Gxx => "g++",
            Tool::Clang => "clang",
            Tool::Clangxx => "clang++",
            Tool::Cat => "cat",
            Tool::Python3 => "python3",
            Tool::PyPy3 => "pypy3",
            Tool::Javac => "javac",
            Tool::Java => "java",
            Tool::Rustc => "rustc",
        }
    }
}

impl KeptLanguage {
    /// The language of a BOJ record's `language` (`C++17`, `Python 3 / 수정`, `Java 11`).
    pub(crate) fn from_boj(name: &str) -> KeptLanguage {
        let name = name.split(" / ").next().unwrap_or(name).trim();
        if let Some(base) = name.strip_suffix("(Clang)") {
            return match KeptLanguage::from_boj(base.trim()) {
                KeptLanguage::C(std) => KeptLanguage::CClang(std),
                KeptLanguage::Cpp(std) => KeptLanguage::CppClang(std),
                _ => KeptLanguage::Other,
            };
        }
        match name {
            "Text" => KeptLanguage::Text,
            "C90" => KeptLanguage::C(CStd::C90),
            "C99" | "C" => KeptLanguage::C(CStd::C99),
            "C11" => KeptLanguage::C(CStd::C11),
            "C2x" => KeptLanguage::C(CStd::C2x),
            "C++98" => KeptLanguage::Cpp(CppStd::Cpp98),
            "C++11" => KeptLanguage::Cpp(CppStd::Cpp11),
            "C++14" | "C++" => KeptLanguage::Cpp(CppStd::Cpp14),
            "C++17" => KeptLanguage::Cpp(CppStd::Cpp17),
            "C++20" => KeptLanguage::Cpp(CppStd::Cpp20),
            "C++23" | "C++26" => KeptLanguage::Cpp(CppStd::Cpp23),
            "Python 3" | "Python3" => KeptLanguage::Python3,
            "PyPy3" | "PyPy 3" => KeptLanguage::PyPy3,
            "Java 8" | "Java 8 (OpenJDK)" | "Java" => KeptLanguage::Java(JavaRelease::Java8),
            "Java 11" => KeptLanguage::Java(JavaRelease::Java11),
            "Java 15" => KeptLanguage::Java(JavaRelease::Java15),
            "Rust 2015" | "Rust" => KeptLanguage::Rust(Edition::E2015),
            "Rust 2018" => KeptLanguage::Rust(Edition::E2018),
            "Rust 2021" => KeptLanguage::Rust(Edition::E2021),
            "Rust 2024" => KeptLanguage::Rust(Edition::E2024),
            _ => KeptLanguage::Other,
        }
    }

    /// The tools it needs, the compiler first; empty for a language not run here.
    fn tools(self) -> &'static [Tool] {
        match self {
            KeptLanguage::C(_) => &[Tool::Gcc],
            KeptLanguage::Cpp(_) => &[Tool::Gxx],
            KeptLanguage::CClang(_) => &[Tool::Clang],
            KeptLanguage::CppClang(_) => &[Tool::Clangxx],
            KeptLanguage::Text => &[Tool::Cat],
            KeptLanguage::Python3 => &[Tool::Python3],
            // Compiled (checked) with python3, run with pypy3, as BOJ did.
            KeptLanguage::PyPy3 => &[Tool::Python3],
            KeptLanguage::Java(_) => &[Tool::Javac, Tool::Java],
            KeptLanguage::Rust(_) => &[Tool::Rustc],
            KeptLanguage::Other => &[],
        }
    }

    /// The problem's limits as BOJ applied them to this language (its extra time and memory).
    pub(crate) fn limits(self, limits: Limits) -> Limits {
        const MB: u64 = 1 << 20;
        let (time, memory) = (limits.time, limits.memory_bytes);
        let (time, memory) = match self {
            KeptLanguage::Python3 => (time * 3 + Duration::from_secs(2), memory * 2 + 32 * MB),
            KeptLanguage::PyPy3 => (time * 3 + Duration::from_secs(2), memory * 2 + 128 * MB),
            KeptLanguage::Java(_) => (time * 2 + Duration::from_secs(1), memory * 2 + 16 * MB),
            _ => (time, memory),
        };
        Limits {
            time,
            memory_bytes: memory,
        }
    }

    /// The source's file name in the folder it is compiled in, as BOJ named it.
    fn file_name(self) -> &'static str {
        match self {
            KeptLanguage::C(_) | KeptLanguage::CClang(_) => "Main.c",
            KeptLanguage::Cpp(_) | KeptLanguage::CppClang(_) => "Main.cc",
            KeptLanguage::Text => "Main.txt",
            KeptLanguage::Python3 | KeptLanguage::PyPy3 => "Main.py",
            KeptLanguage::Java(_) => "Main.java",
            KeptLanguage::Rust(_) | KeptLanguage::Other => "Main.rs",
        }
    }

    /// The compile command's arguments after the compiler (`static_link`: whether `-static`
    /// can be given here).
    fn compile_args(self, static_link: bool) -> Vec<String> {
        let own = |args: &[&str]| args.iter().map(|a| (*a).to_owned()).collect::<Vec<_>>();
        let native = |file: &str, std: &str| {
            let mut args = own(&[file, "-o", "Main", "-O2", "-Wall", "-lm"]);
            if static_link {
                args.push("-static".to_owned());
            }
            args.extend([
                format!("-std={std}"),
                "-DONLINE_JUDGE".into(),
                "-DBOJ".into(),
            ]);
            args
        };
        let c_std = |std: CStd| match std {
            CStd::C90 => "gnu90",
            CStd::C99 => "gnu99",
            CStd::C11 => "gnu11",
            CStd::C2x => "gnu2x",
        };
        let cpp_std = |std: CppStd| match std {
            CppStd::Cpp98 => "gnu++98",
            CppStd::Cpp11 => "gnu++11",
            CppStd::Cpp14 => "gnu++14",
            CppStd::Cpp17 => "gnu++17",
            CppStd::Cpp20 => "gnu++20",
            CppStd::Cpp23 => "gnu++23",
        };
        match self {
            // Inferred: BOJ's Clang rows were not found; its GCC command with clang.
            KeptLanguage::CClang(std) => native("Main.c", c_std(std)),
            KeptLanguage::CppClang(std) => native("Main.cc", cpp_std(std)),
            KeptLanguage::Text => Vec::new(),
            KeptLanguage::C(std) => native(
                "Main.c",
                match std {
                    CStd::C90 => "gnu90",
                    CStd::C99 => "gnu99",
                    CStd::C11 => "gnu11",
                    CStd::C2x => "gnu2x",
                },
            ),
            KeptLanguage::Cpp(std) => native(
                "Main.cc",
                match std {
                    CppStd::Cpp98 => "gnu++98",
                    CppStd::Cpp11 => "gnu++11",
                    CppStd::Cpp14 => "gnu++14",
                    CppStd::Cpp17 => "gnu++17",
                    CppStd::Cpp20 => "gnu++20",
                    CppStd::Cpp23 => "gnu++23",
                },
            ),
            KeptLanguage::Python3 | KeptLanguage::PyPy3 => own(&[
                "-W",
                "ignore",
                "-c",
                "import py_compile; py_compile.compile(r'Main.py')",
            ]),
            KeptLanguage::Java(release) => {
                let release = match release {
                    JavaRelease::Java8 => "8",
                    JavaRelease::Java11 => "11",
                    JavaRelease::Java15 => "15",
                };
                own(&[
                    "--release",
                    release,
                    "-J-Xms1024m",
                    "-J-Xmx1920m",
                    "-J-Xss512m",
                    "-encoding",
                    "UTF-8",
                    "Main.java",
                ])
            }
            KeptLanguage::Rust(edition) => {
                let edition = match edition {
                    Edition::E2015 => "2015",
                    Edition::E2018 => "2018",
                    Edition::E2021 => "2021",
                    Edition::E2024 => "2024",
                };
                own(&["--edition", edition, "-O", "-o", "Main", "Main.rs"])
            }
            KeptLanguage::Other => Vec::new(),
        }
    }

    /// The first error of the compiler's message.
    fn first_error(self, full: &str) -> String {
        first_of(self)(full)
    }
}

/// BOJ's run flags of Java (see the module's documentation).
const JAVA_RUN_FLAGS: [&str; 7] = [
    "-Xms1024m",
    "-Xmx1920m",
    "-Xss512m",
    "-Dfile.encoding=UTF-8",
    "-XX:+UseSerialGC",
    "-DONLINE_JUDGE=1",
    "-DBOJ=1",
];

/// A tool found on this machine.
#[derive(Debug, Clone)]
pub(crate) struct Found {
    /// The program itself (an interpreter resolved past a shim).
    pub path: PathBuf,
    /// Its version, part of every cache key.
    pub version: String,
    /// What a confined run of it must read besides the system's folders (an interpreter's
    /// prefix, a JDK's home).
    pub reads: Vec<PathBuf>,
    /// A C or C++ compiler: whether it has the static library `-static` needs.
    pub static_link: bool,
}

/// The tools of the session, each looked for once, on the `PATH` the programs get.
pub(crate) struct Toolbox {
    path: Option<OsString>,
    found: Mutex<HashMap<Tool, Option<Found>>>,
}

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

impl Toolbox {
    pub(crate) fn new(path: Option<OsString>) -> Toolbox {
        Toolbox {
            path,
            found: Mutex::new(HashMap::new()),
        }
    }

    /// `tool`, looked for at its first use; `None` where it is not installed.
    pub(crate) fn find(&self, tool: Tool, toolchain: &Toolchain) -> Option<Found> {
        let mut found = self.found.lock().unwrap_or_else(|e| e.into_inner());
        found
            .entry(tool)
            .or_insert_with(|| self.look(tool, toolchain))
            .clone()
    }

    /// The versions of the tools `language` needs (`missing` for one not installed), the
    /// part of a replay's key that says which tools judged it.
    pub(crate) fn versions(&self, language: KeptLanguage, toolchain: &Toolchain) -> Vec<String> {
        let mut tools = language.tools().to_vec();
        if language == KeptLanguage::PyPy3 {
            tools.push(Tool::PyPy3);
        }
        tools
            .into_iter()
            .map(|tool| {
                self.find(tool, toolchain).map_or_else(
                    || format!("{} missing", tool.command()),
                    |found| {
                        format!(
                            "{} {} {}",
                            found.path.display(),
                            found.version,
                            found.static_link
                        )
                    },
                )
            })
            .collect()
    }

    fn on_path(&self, name: &str) -> Option<PathBuf> {
        let path = self.path.as_deref()?;
        std::env::split_paths(path)
            .map(|folder| folder.join(super::executable(name)))
            .find(|candidate| candidate.is_file())
    }

    /// Runs `program args` outside the sandbox (the user's own tool, asked what it is):
    /// its stdout and stderr, when it succeeds.
    fn ask(&self, program: &Path, args: &[&str]) -> Option<(String, String)> {
        let output = Command::new(program)
            .args(args)
            .env_clear()
            .env("PATH", self.path.as_deref().unwrap_or_default())
            .stdin(Stdio::null())
            .output()
            .ok()
            .filter(|o| o.status.success())?;
        Some((
            String::from_utf8_lossy(&output.stdout).into_owned(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        ))
    }

    fn look(&self, tool: Tool, toolchain: &Toolchain) -> Option<Found> {
        if tool == Tool::Rustc {
            let (path, reads) = toolchain.compiler();
            return Some(Found {
                path,
                version: toolchain.version.clone(),
                reads,
                static_link: false,
            });
        }
        let program = self.on_path(tool.command())?;
        match tool {
            Tool::Cat => Some(Found {
                path: program,
                version: "cat".to_owned(),
                reads: Vec::new(),
                static_link: false,
            }),
            Tool::Gcc | Tool::Gxx | Tool::Clang | Tool::Clangxx => {
                let (out, _) = self.ask(&program, &["--version"])?;
                let library = if matches!(tool, Tool::Gcc | Tool::Clang) {
                    "-print-file-name=libc.a"
                } else {
                    "-print-file-name=libstdc++.a"
                };
                let static_link = self
                    .ask(&program, &[library])
                    .map(|(out, _)| PathBuf::from(out.trim()))
                    .is_some_and(|p| p.is_absolute() && p.is_file());
                Some(Found {
                    path: program,
                    version: out.lines().next().unwrap_or("").trim().to_owned(),
                    reads: Vec::new(),
                    static_link,
                })
            }
            Tool::Python3 | Tool::PyPy3 => {
                // A pyenv shim is a script that runs the real interpreter: ask it which.
                let (out, _) = self.ask(
                    &program,
                    &[
                        "-c",
                        "import sys; print(sys.executable); print(sys.base_prefix); \
                         print(sys.version.splitlines()[0])",
                    ],
                )?;
                let mut lines = out.lines();
                let executable = PathBuf::from(lines.next()?.trim());
                let prefix = PathBuf::from(lines.next()?.trim());
                let version = lines.next().unwrap_or("").trim().to_owned();
                if !executable.is_absolute() || !executable.is_file() {
                    return None;
                }
                let mut reads = vec![prefix];
                if let Some(folder) = executable.parent() {
                    reads.push(folder.to_path_buf());
                }
                Some(Found {
                    path: executable,
                    version: format!("{} {version}", tool.command()),
                    reads,
                    static_link: false,
                })
            }
            Tool::Javac | Tool::Java => {
                let (out, err) = self.ask(&program, &["-version"])?;
                let version = format!("{out}{err}")
                    .lines()
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_owned();
                // /usr/bin/java is a link (through /etc/alternatives) into the JDK's home.
                let real = fs::canonicalize(&program).ok()?;
                let home = real.parent()?.parent()?.to_path_buf();
                let mut reads = vec![home.clone()];
                // Debian's JDK links its settings (conf/security/java.security, …) into
                // /etc/java-N-openjdk: the virtual machine cannot start without them.
                for folder in ["conf", "lib"] {
                    linked_outside(&home.join(folder), &home, 4, &mut reads);
                }
                Some(Found {
                    path: real,
                    version,
                    reads,
                    static_link: false,
                })
            }
            Tool::Rustc => None,
        }
    }

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
        let mut found = Vec::new();
        for &tool in language.tools() {
            match self.find(tool, toolchain) {
                Some(f) => found.push(f),
                None => return Ok(Prepared::Missing(tool)),
            }
        }
        let compiler = &found[0];
        let mut notes = Vec::new();
        let args = language.compile_args(compiler.static_link);
        let native = matches!(
            language,
            KeptLanguage::C(_)
                | KeptLanguage::Cpp(_)
                | KeptLanguage::CClang(_)
                | KeptLanguage::CppClang(_)
        );
        if native && !compiler.static_link {
            let tool = language.tools()[0];
            notes.push(KeptNote::Dynamic(tool));
        }
        // PyPy3 runs with pypy3 when it is installed, else with python3 (said so).
        let runner = match language {
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
        };
        let mut key_parts: Vec<String> = vec![format!("{language:?}")];
        key_parts.extend(args.iter().cloned());
        key_parts.push(compiler.version.clone());
        if let Some(runner) = &runner {
            key_parts.push(runner.version.clone());
        }
        let key_flags: Vec<&str> = key_parts.iter().map(String::as_str).collect();
        let key = super::cache_key(code, &key_flags, "kept 1");
        fs::create_dir_all(cache_dir)?;
        // Named by the key alone, as every entry of the cache is: a binary, the checked source
        // of an interpreted language (python3 runs a file of any name), or Java's folder of
        // classes.
        let entry = match language {
            KeptLanguage::Python3
            | KeptLanguage::PyPy3
            | KeptLanguage::Text
            | KeptLanguage::Java(_) => cache_dir.join(&key),
            _ => cache_dir.join(super::executable(&key)),
        };
        let failure = cache_dir.join(format!("{key}.ce"));
        let first = |full: &str| language.first_error(full);
        let cached = match language {
            // A class folder has no record: it is used when its Main.class is there.
            KeptLanguage::Java(_) if entry.join("Main.class").is_file() => Some(Built::Binary {
                path: entry.clone(),
                cached: Cache::Hit,
            }),
            KeptLanguage::Java(_) => from_cache(None, &failure, first_of(language))?,
            _ => from_cache(Some(&entry), &failure, first_of(language))?,
        };
        let built = match cached {
            Some(built) => built,
            None => {
                let folder = executor.scratch_path("kept");
                fs::create_dir_all(&folder)?;
                let outcome = self
                    .compile(language, compiler, code, &args, &folder, executor)
                    .and_then(|refused| match refused {
                        None => {
                            keep(language, &folder, &entry, executor)?;
                            Ok(Built::Binary {
                                path: entry.clone(),
                                cached: Cache::Miss,
                            })
                        }
                        Some(full) => {
                            let staged = executor.scratch_path("ce");
                            fs::write(&staged, &full)?;
                            fs::rename(&staged, &failure)?;
                            record::write(&failure, &[], executor)?;
                            Ok(Built::CompileError {
                                first: first(&full),
                                full,
                            })
                        }
                    });
                let _ = fs::remove_dir_all(&folder);
                outcome?
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
        let java = matches!(language, KeptLanguage::Java(_));
        let limits = RunLimits {
            cpu: KEPT_COMPILE_DEADLINE,
            wall: KEPT_COMPILE_DEADLINE,
            memory: None,
            output_cap: 16 << 20,
            stderr_keep: 1 << 20,
            cores: Cores::All,
            isolation: Isolation::Compiler,
            space: if java { Space::Jvm } else { Space::Derived },
        };
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
        let built = match language {
            // py_compile says a syntax error on stderr and exits 0: the compiled file is
            // what tells.
            KeptLanguage::Python3 | KeptLanguage::PyPy3 => {
                outcome.exit == Exit::Code(0) && has_pyc(folder)
            }
            KeptLanguage::Java(_) => {
                outcome.exit == Exit::Code(0) && folder.join("Main.class").is_file()
            }
            _ => outcome.exit == Exit::Code(0) && folder.join(super::executable("Main")).is_file(),
        };
        if built {
            return Ok(None);
        }
        let refused = outcome.killed == Kill::None
            && matches!(outcome.exit, Exit::Code(_))
            && !compiler_crashed(&outcome.stderr_tail);
        if !refused {
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
            return Err(io::Error::other(format!(
                "{} {how} (not cached; the next run tries again): {}",
                compiler.path.display(),
                language.first_error(&outcome.stderr_tail)
            )));
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

/// The files that links under `folder` (down to `depth` folders) lead to outside `home`
/// and the system's folders, added to `reads`.
fn linked_outside(folder: &Path, home: &Path, depth: usize, reads: &mut Vec<PathBuf>) {
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
fn compiler_crashed(stderr: &str) -> bool {
    stderr.contains("Exception in thread \"main\"")
        || stderr.contains("Error occurred during initialization of VM")
        || stderr.contains("could not exec the linker")
}

/// The first-error reader of `language`, as a function pointer for the cache.
fn first_of(language: KeptLanguage) -> fn(&str) -> String {
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
        _ => super::cxx::first_error_cxx,
    }
}

/// Whether py_compile wrote the compiled file (`__pycache__/Main.*.pyc`).
fn has_pyc(folder: &Path) -> bool {
    fs::read_dir(folder.join("__pycache__"))
        .into_iter()
        .flatten()
        .flatten()
        .any(|e| e.file_name().to_string_lossy().starts_with("Main."))
}

/// Moves what a build in `folder` made into the cache as `entry`: the binary, the checked
/// source (Python), or the folder of classes (Java).
fn keep(
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
        _ => place(&folder.join(super::executable("Main")), entry, executor),
    }
}

/// Puts the file `made` in the cache as `entry`, unless another build of the same source
/// (two kept submissions with the same code, judged at once) put it there first: then that
/// one stays. An entry is never replaced while it may be in use: a confined run's rules hold
/// the file they were made on, and a run started on a file renamed over a moment later could
/// not read what it was started with. Only an entry whose record says it is broken is
/// replaced.
fn place(made: &Path, entry: &Path, executor: &Executor<'_>) -> io::Result<()> {
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
fn invocation(language: KeptLanguage, runner: &Found, built: &Path) -> Invocation {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boj_names_are_typed_languages() {
        for (name, language) in [
            ("C++17", KeptLanguage::Cpp(CppStd::Cpp17)),
            ("C++14 / 수정", KeptLanguage::Cpp(CppStd::Cpp14)),
            ("C99", KeptLanguage::C(CStd::C99)),
            ("C11", KeptLanguage::C(CStd::C11)),
            ("Python 3", KeptLanguage::Python3),
            ("PyPy3", KeptLanguage::PyPy3),
            ("Java 11", KeptLanguage::Java(JavaRelease::Java11)),
            ("Java 8 (OpenJDK)", KeptLanguage::Java(JavaRelease::Java8)),
            ("Rust 2018", KeptLanguage::Rust(Edition::E2018)),
            ("C++17 (Clang)", KeptLanguage::CppClang(CppStd::Cpp17)),
            ("C++20 (Clang)", KeptLanguage::CppClang(CppStd::Cpp20)),
            ("Text", KeptLanguage::Text),
            ("Kotlin (JVM)", KeptLanguage::Other),
        ] {
            assert_eq!(KeptLanguage::from_boj(name), language, "{name}");
        }
    }

    #[test]
    fn the_commands_are_bojs() {
        let cpp = KeptLanguage::Cpp(CppStd::Cpp17)
            .compile_args(true)
            .join(" ");
        assert_eq!(
            format!("g++ {cpp}"),
            "g++ Main.cc -o Main -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ"
        );
        let c = KeptLanguage::C(CStd::C11).compile_args(false).join(" ");
        assert_eq!(
            format!("gcc {c}"),
            "gcc Main.c -o Main -O2 -Wall -lm -std=gnu11 -DONLINE_JUDGE -DBOJ"
        );
        let limits = Limits {
            time: Duration::from_secs(1),
            memory_bytes: 128 << 20,
        };
        let python = KeptLanguage::Python3.limits(limits);
        assert_eq!(python.time, Duration::from_secs(5));
        assert_eq!(python.memory_bytes, 288 << 20);
        assert_eq!(KeptLanguage::Cpp(CppStd::Cpp17).limits(limits), limits);
    }
}
