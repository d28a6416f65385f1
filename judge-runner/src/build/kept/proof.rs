//! Whether a language's tools work here, proved once a session before its first submission:
//! the row's self-test program, built with BOJ's command (through the cache, so a later
//! session only runs it) and run confined as a submission is, must print `42`. A compiler
//! that cannot find its headers, or an interpreter the sandbox stops from starting, then
//! makes its language's rows "not runnable here" with its first error, rather than a
//! compile error or a runtime error on every one of them.

use super::languages::Lang;
use super::prepare::{Failures, Prepared, Tools};
use super::*;
use crate::build::Built;
use crate::execute::{Cores, Executor, Input, Isolation, Kill, RunLimits, Space};
use std::fs;
use std::io;
use std::path::Path;

/// A self-test that runs past this is not working.
const SELF_TEST_DEADLINE: Duration = Duration::from_secs(20);

/// The result of a self-test: its figures (the language's baseline here: what its runtime
/// holds and spends to print `42`; `None` where nothing was run), or `Err` naming the tool
/// that does not work, and its first error line (empty: it printed nothing).
pub(super) type Proof = Result<Option<Baseline>, (Tool, String)>;

/// A language's baseline here: the figures of its self-test, a program that prints `42`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Baseline {
    /// Its peak memory in bytes; `None` where the platform gives no peak.
    pub memory: Option<u64>,
    /// Its CPU time (a JVM's start-up: 52 to 65 ms here).
    pub cpu: Duration,
}

impl Toolbox {
    /// The figures of `language`'s self-test here, once it has been proved this session (by
    /// the first submission in it): the language's baseline.
    pub(crate) fn baseline(&self, language: KeptLanguage) -> Option<Baseline> {
        let proofs = self.proofs.lock().unwrap_or_else(|e| e.into_inner());
        proofs
            .get(&language)
            .cloned()
            .and_then(Result::ok)
            .flatten()
    }

    /// Whether the tools of `row` work, from this session's proofs when it has one.
    ///
    /// # Errors
    /// When the cache cannot be written, or the run was interrupted.
    pub(super) fn proven(
        &self,
        row: &'static Lang,
        tools: &Tools,
        cache_dir: &Path,
        executor: &Executor<'_>,
    ) -> io::Result<Proof> {
        let proofs = || self.proofs.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(known) = proofs().get(&row.language) {
            return Ok(known.clone());
        }
        let proof = self.prove(row, tools, cache_dir, executor)?;
        proofs().insert(row.language, proof.clone());
        Ok(proof)
    }

    /// Builds and runs the self-test of `row`.
    fn prove(
        &self,
        row: &'static Lang,
        tools: &Tools,
        cache_dir: &Path,
        executor: &Executor<'_>,
    ) -> io::Result<Proof> {
        // The compiler's tool, or the runner's where nothing is compiled (node.js, Text).
        let compiler = row.compiler().or(row.runner()).unwrap_or(Tool::Cat);
        let test = (row.self_test.as_bytes(), Failures::Forgotten);
        let built = match self.build(row, tools, test, cache_dir, executor) {
            Ok(built) => built,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => return Err(e),
            // A compiler that crashed on a program that prints 42 does not work.
            Err(e) if e.kind() == io::ErrorKind::Other => {
                return Ok(Err((compiler, first_line(&e.to_string()))))
            }
            Err(e) => return Err(e),
        };
        let (path, invocation) = match built {
            Prepared::Ready {
                built: Built::Binary { path, .. },
                invocation,
                ..
            } => (path, invocation),
            Prepared::CompileError { first, .. } => return Ok(Err((compiler, first_line(&first)))),
            _ => return Ok(Ok(None)),
        };
        let runner = row.runner().unwrap_or(compiler);
        let (program, args, reads, space) = match &invocation {
            Some(i) => (i.program.clone(), i.args.clone(), i.reads.clone(), i.space),
            None => (path, Vec::new(), Vec::new(), Space::Derived),
        };
        let folder = executor.scratch_path("proof");
        fs::create_dir_all(&folder)?;
        let limits = RunLimits {
            cpu: SELF_TEST_DEADLINE,
            wall: SELF_TEST_DEADLINE,
            memory: Some(512 << 20),
            output_cap: 1 << 20,
            stderr_keep: 64 << 10,
            cores: Cores::One,
            isolation: Isolation::Sandboxed,
            space,
        };
        let ran = executor.run(&program, &args, Input::Empty, &folder, limits, &[], &reads);
        let _ = fs::remove_dir_all(&folder);
        let outcome = ran?;
        if outcome.killed == Kill::Interrupt {
            return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
        }
        if String::from_utf8_lossy(&outcome.stdout).trim() == "42" {
            return Ok(Ok(Some(Baseline {
                memory: outcome.peak_rss,
                cpu: outcome.cpu,
            })));
        }
        let said = if outcome.stderr_tail.trim().is_empty() {
            String::from_utf8_lossy(&outcome.stdout).into_owned()
        } else {
            outcome.stderr_tail
        };
        Ok(Err((runner, first_line(&said))))
    }
}

/// The first line of `text` that says something (a banner of `=` says nothing), trimmed,
/// with the next such line when it ends in a colon (`… was killed by SIGABRT: why`).
fn first_line(text: &str) -> String {
    let mut lines = text
        .lines()
        .map(str::trim)
        .filter(|l| l.chars().any(char::is_alphanumeric));
    let first = lines.next().unwrap_or("").to_owned();
    match lines.next() {
        Some(next) if first.ends_with(':') => format!("{first} {next}"),
        _ => first,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_line_says_something() {
        assert_eq!(
            first_line("\n  error: no cstdio\nmore\n"),
            "error: no cstdio"
        );
        assert_eq!(
            first_line("mcs was killed by SIGABRT:\n=====\nmono_threads: no /proc/self/maps\n"),
            "mcs was killed by SIGABRT: mono_threads: no /proc/self/maps"
        );
        assert_eq!(first_line(""), "");
    }
}
