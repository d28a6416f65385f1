//! The tools kept submissions need, looked for once a session on the `PATH` the programs
//! get: g++, gcc, clang, python3 (resolved past a pyenv shim), pypy3, javac and java, node,
//! go, ruby, … each with its version (part of every cache key) and what a confined run of it
//! must read; and whether a language's tools work, proved once a session
//! ([`Toolbox::proven`]).

use super::prepare::linked_outside;
use super::*;
use crate::build::Toolchain;
use std::collections::HashMap;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

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
    /// Each language's self-test, once a session: `Err` names the tool that does not work.
    pub(super) proofs: Mutex<HashMap<KeptLanguage, super::proof::Proof>>,
}

impl Toolbox {
    pub(crate) fn new(path: Option<OsString>) -> Toolbox {
        Toolbox {
            path,
            found: Mutex::new(HashMap::new()),
            proofs: Mutex::new(HashMap::new()),
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
        let mut tools = language.tools();
        // A runner with a fallback is not needed, but which one runs it decides the row.
        if let Some(row) = language.row().filter(|row| row.fallback.is_some()) {
            tools.extend(row.runner());
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
            .map(|folder| folder.join(crate::build::executable(name)))
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

    /// Looks `tool` up: where it is, its version and what a confined run of it reads.
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
            Tool::Gcc | Tool::Gxx | Tool::Clang | Tool::Clangxx | Tool::Gccgo => {
                self.c_compiler(tool, program)
            }
            Tool::Python3 | Tool::PyPy3 => self.interpreter(tool, &program),
            Tool::Javac | Tool::Java => self.jdk_tool(&program),
            Tool::Rustc => None,
            _ => self.other_tool(tool, &program),
        }
    }

    /// A C or C++ compiler: its version line and whether it has the static library
    /// `-static` needs.
    fn c_compiler(&self, tool: Tool, program: PathBuf) -> Option<Found> {
        let (out, _) = self.ask(&program, &["--version"])?;
        let library = format!(
            "-print-file-name={}",
            tool.static_library().unwrap_or("libc.a")
        );
        let static_link = self
            .ask(&program, &[&library])
            .map(|(out, _)| PathBuf::from(out.trim()))
            .is_some_and(|p| p.is_absolute() && p.is_file());
        Some(Found {
            path: program,
            version: out.lines().next().unwrap_or("").trim().to_owned(),
            reads: Vec::new(),
            static_link,
        })
    }

    /// python3 or pypy3, resolved past a shim to the interpreter itself, which reads its
    /// prefix and its own folder.
    fn interpreter(&self, tool: Tool, program: &Path) -> Option<Found> {
        // A pyenv shim is a script that runs the real interpreter: ask it which.
        let (out, _) = self.ask(
            program,
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

    /// javac or java, resolved through its links into the JDK's home, which a confined run
    /// reads (with the settings the home links to outside it).
    fn jdk_tool(&self, program: &Path) -> Option<Found> {
        let (out, err) = self.ask(program, &["-version"])?;
        let version = format!("{out}{err}")
            .lines()
            .next()
            .unwrap_or("")
            .trim()
            .to_owned();
        // /usr/bin/java is a link (through /etc/alternatives) into the JDK's home.
        let real = fs::canonicalize(program).ok()?;
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

    /// Another tool (node, go, ruby, mono, …): its version line, and its home when it lives
    /// outside the system's folders (`/opt/swift/usr/bin/swiftc` reads `/opt/swift`).
    fn other_tool(&self, tool: Tool, program: &Path) -> Option<Found> {
        let args: &[&str] = match tool {
            Tool::Go => &["version"],
            Tool::Kotlinc => &["-version"],
            _ => &["--version"],
        };
        let (out, err) = self.ask(program, args)?;
        let version = format!("{out}{err}")
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .trim()
            .to_owned();
        let real = fs::canonicalize(program).ok()?;
        let mut reads = Vec::new();
        if let Some(home) = real.parent().and_then(Path::parent) {
            if !home.starts_with("/usr") {
                reads.push(home.to_path_buf());
            }
        }
        match tool {
            // node (and tsc, a node script) reads OpenSSL's settings at start and stops
            // without them; Debian's /usr/lib/ssl links them into /etc/ssl.
            Tool::Node | Tool::Tsc => {
                let ssl = Path::new("/usr/lib/ssl");
                linked_outside(ssl, ssl, 1, &mut reads);
            }
            // Mono aborts without its settings (config, machine.config).
            Tool::Mcs | Tool::Mono if Path::new("/etc/mono").is_dir() => {
                reads.push(PathBuf::from("/etc/mono"));
            }
            _ => {}
        }
        Some(Found {
            path: real,
            version: format!("{} {version}", tool.command()),
            reads,
            static_link: false,
        })
    }
}
