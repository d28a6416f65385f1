//! A solution's own unit tests: the file alone built with `--test`, the test binary run
//! under [`Role::UnitTests`], libtest's output read back into passes and failures, and a
//! pass remembered for the file and its problem's stored cases, so an unchanged file is not
//! built again.

use super::{Crash, Engine, FailedTest, Role, RustcError, UnitTests, UNIT_TEST_LINES};
use crate::build::{self, Built, Cache, Profile};
use crate::config::Language;
use crate::error::Error;
use crate::execute::{Input, Kill, RunOutcome};
use std::fs;
use std::path::{Path, PathBuf};

/// The unit tests' outcome from the test binary's run: libtest's `test result:` line and
/// its `---- NAME stdout ----` blocks; `None` when there is no result line.
fn read_test_output(stdout: &str) -> Option<UnitTests> {
    let result = stdout
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("test result: "))?;
    let count = |word: &str| -> usize {
        result
            .split(';')
            .find_map(|part| part.trim().strip_suffix(word))
            .and_then(|n| n.trim().rsplit(' ').next()?.parse().ok())
            .unwrap_or(0)
    };
    let (passed, failed) = (count(" passed"), count(" failed"));
    if failed == 0 && result.starts_with("ok") {
        return Some(UnitTests::Passed {
            passed,
            cached: Cache::Miss,
        });
    }
    let mut failures: Vec<FailedTest> = Vec::new();
    let mut current: Option<(String, Vec<&str>)> = None;
    let mut backtrace = false;
    for line in stdout.lines() {
        let header = line
            .strip_prefix("---- ")
            .and_then(|l| l.strip_suffix(" stdout ----"));
        let end_of_block =
            header.is_some() || line == "failures:" || line.starts_with("test result: ");
        if end_of_block {
            if let Some((name, lines)) = current.take() {
                failures.push(FailedTest {
                    name,
                    output: lines[..lines.len().min(UNIT_TEST_LINES)]
                        .join("\n")
                        .trim()
                        .to_owned(),
                });
            }
        }
        match (header, current.as_mut()) {
            (Some(name), _) => {
                current = Some((name.to_owned(), Vec::new()));
                backtrace = false;
            }
            (None, Some((_, lines))) => {
                // A backtrace (`RUST_BACKTRACE` is passed on) and the notes about one are
                // the harness's, not the test's: the panic line names the solution's line.
                backtrace |= line == "stack backtrace:";
                let note = line.starts_with("note: run with `RUST_BACKTRACE")
                    || line.starts_with("note: Some details are omitted");
                if !backtrace && !note {
                    lines.push(line);
                }
            }
            (None, None) => {}
        }
    }
    // A failure without a captured block (a test that only returned `Err`): its name from
    // the `test NAME ... FAILED` line.
    for line in stdout.lines() {
        if let Some(name) = line
            .strip_prefix("test ")
            .and_then(|l| l.strip_suffix(" ... FAILED"))
        {
            if !failures.iter().any(|f| f.name == name) {
                failures.push(FailedTest {
                    name: name.to_owned(),
                    output: String::new(),
                });
            }
        }
    }
    if failures.is_empty() {
        failures.push(FailedTest {
            name: "(unnamed)".to_owned(),
            output: result.to_owned(),
        });
    }
    Some(UnitTests::Failed { passed, failures })
}

/// Whether a source has unit tests worth a build: an attribute `#[test]` anywhere in it.
fn has_tests(code: &[u8]) -> bool {
    code.windows(7).any(|w| w == b"#[test]")
}

/// What a remembered pass of the unit tests of `code` is keyed by besides the compiler and
/// flags: the file, then the name and a digest of every file in `data` (the problem's
/// `testcases/<id>/`), sorted by name. A test that reads the stored cases (the template's
/// `stored_cases`) can fail when a case is added or changed with the file unchanged, so its
/// pass is remembered only for these cases.
fn unit_test_key(code: &[u8], data: &Path) -> Vec<u8> {
    let mut files: Vec<(String, PathBuf)> = fs::read_dir(data)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| entry.file_type().is_ok_and(|t| t.is_file()))
        .map(|entry| {
            (
                entry.file_name().to_string_lossy().into_owned(),
                entry.path(),
            )
        })
        .collect();
    files.sort();
    let mut key = code.to_vec();
    key.extend_from_slice(b"\0cases:");
    for (name, path) in files {
        // An unreadable file keys as unreadable: the tests then say what they make of it.
        let digest = fs::read(&path).map_or_else(
            |_| "unreadable".to_owned(),
            |bytes| build::cache_key(&bytes, &[], ""),
        );
        key.extend_from_slice(format!("\0{name}\0{digest}").as_bytes());
    }
    key
}

impl Engine<'_> {
    /// Runs the unit tests of the solution `source` in `language`, the file alone built with
    /// `rustc --edition E --test`, the test binary under [`Role::UnitTests`]. A file without
    /// `#[test]` builds nothing; a file whose tests passed before is not built again (the
    /// pass is remembered; no test binary is kept).
    ///
    /// # Errors
    /// When the source cannot be read, the cache written or the test binary started.
    pub(crate) fn unit_tests(&self, source: &Path, language: Language) -> Result<UnitTests, Error> {
        let code = build::read_source(source).map_err(|e| Error::Build {
            path: self.rel(source),
            source: e,
        })?;
        if !has_tests(&code) {
            return Ok(UnitTests::None);
        }
        let profile = Profile::Test(language);
        // Built with the CARGO_MANIFEST_DIR cargo would give it, for tests that find the
        // problem's cases through `env!` (`../../testcases/<the folder's name>`).
        let crate_dir = source.parent().and_then(Path::parent).unwrap_or(self.root);
        let data = crate_dir
            .join("../../testcases")
            .join(crate_dir.file_name().unwrap_or_default());
        let key = unit_test_key(&code, &data);
        if let Some(passed) = build::remembered_pass(self.toolchain, &key, profile, &self.cache) {
            return Ok(UnitTests::Passed {
                passed,
                cached: Cache::Hit,
            });
        }
        // Named as the judge build names it (`--remap-path-prefix`): a failing test's panic
        // says `problems/<id>/src/main.rs:L:C`, which terminals and editors open.
        let env = [(
            "CARGO_MANIFEST_DIR".into(),
            crate_dir.as_os_str().to_owned(),
        )];
        let built = build::build_code(
            self.toolchain,
            &code,
            &self.rel(source),
            profile,
            &self.cache,
            &self.executor,
            &env,
        );
        let binary = match built.map_err(|e| Error::Build {
            path: self.rel(source),
            source: e,
        })? {
            Built::Binary { path, .. } => path,
            Built::CompileError { first, .. } => {
                return Ok(UnitTests::CompileError(RustcError::new(&first)))
            }
        };
        let run = self.run_test_binary(&binary, crate_dir)?;
        if run.killed == Kill::Interrupt {
            return Ok(UnitTests::Cancelled);
        }
        self.test_outcome(&run, source, &key, profile)
    }

    /// Runs the test binary, then removes it. The test binary is this run's alone (see
    /// `build::build_code`). It may read its own problem's folders (a `stored_cases` test
    /// reads the cases), nothing else of the workspace.
    fn run_test_binary(&self, binary: &Path, crate_dir: &Path) -> Result<RunOutcome, Error> {
        let id = crate_dir.file_name().unwrap_or_default();
        let reads = [
            crate_dir.to_path_buf(),
            self.root.join("testcases").join(id),
        ];
        let run = self.run_reading(binary, &[], Input::Empty, Role::UnitTests, 0, &reads);
        let _ = fs::remove_file(binary);
        run
    }

    /// What the test binary's run says of the tests of `source`; a pass is remembered under
    /// `key`.
    fn test_outcome(
        &self,
        run: &RunOutcome,
        source: &Path,
        key: &[u8],
        profile: Profile,
    ) -> Result<UnitTests, Error> {
        let stdout = String::from_utf8_lossy(&run.stdout);
        let outcome = match (read_test_output(&stdout), self.fault(Role::UnitTests, run)) {
            (Some(UnitTests::Passed { passed, .. }), None) => {
                build::remember_pass(
                    self.toolchain,
                    key,
                    profile,
                    &self.cache,
                    passed,
                    &self.executor,
                )
                .map_err(|e| Error::Build {
                    path: self.rel(source),
                    source: e,
                })?;
                UnitTests::Passed {
                    passed,
                    cached: Cache::Miss,
                }
            }
            (Some(failed @ UnitTests::Failed { .. }), _) => failed,
            (_, fault) => UnitTests::Crashed(Crash {
                fault: fault.map(|(_, reason)| reason),
                said: run
                    .stderr_tail
                    .lines()
                    .rev()
                    .find(|l| !l.trim().is_empty())
                    .map(|l| l.trim().to_owned()),
            }),
        };
        Ok(outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// libtest's output for one passing and two failing tests, as rustc 1.95 prints it.
    const FAILING: &str = "\nrunning 3 tests\ntest tests::ok ... ok\ntest tests::bad ... FAILED\ntest tests::err ... FAILED\n\nfailures:\n\n---- tests::bad stdout ----\n\nthread 'tests::bad' (77) panicked at Main.rs:29:9:\nassertion `left == right` failed\n  left: 4\n right: 5\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n---- tests::err stdout ----\nError: \"no\"\n\n\nfailures:\n    tests::bad\n    tests::err\n\ntest result: FAILED. 1 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n";

    #[test]
    fn test_output_is_read_into_passes_and_failures() {
        let passing = "\nrunning 12 tests\ntest a ... ok\n\ntest result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n";
        assert_eq!(
            read_test_output(passing),
            Some(UnitTests::Passed {
                passed: 12,
                cached: Cache::Miss
            })
        );
        let Some(UnitTests::Failed { passed, failures }) = read_test_output(FAILING) else {
            panic!("not read as a failure");
        };
        assert_eq!(passed, 1);
        let names: Vec<&str> = failures.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["tests::bad", "tests::err"]);
        assert!(failures[0]
            .output
            .starts_with("thread 'tests::bad' (77) panicked at Main.rs:29:9:"));
        assert_eq!(failures[0].message(), "assertion `left == right` failed");
        assert_eq!(failures[0].position(), Some((29, 9)));
        assert_eq!(failures[1].position(), None);
        assert_eq!(failures[1].message(), "Error: \"no\"");
        let old_format = FailedTest {
            name: "tests::bad".into(),
            output: "thread 'tests::bad' panicked at 'two and two', Main.rs:29:9\nnote: …".into(),
        };
        assert_eq!(old_format.message(), "'two and two', Main.rs:29:9");
        assert_eq!(read_test_output("thread 'main' panicked\n"), None);
        // Under RUST_BACKTRACE=1: the panic and its message, without the backtrace.
        let traced = FAILING.replace(
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n",
            "stack backtrace:\n   0: __rustc::rust_begin_unwind\n   4: Main::tests::bad\nnote: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.\n",
        );
        let Some(UnitTests::Failed { failures, .. }) = read_test_output(&traced) else {
            panic!("not read as a failure");
        };
        assert_eq!(
            failures[0].output,
            "thread 'tests::bad' (77) panicked at Main.rs:29:9:\nassertion `left == right` failed\n  left: 4\n right: 5"
        );
        assert!(has_tests(b"#[cfg(test)]\nmod t { #[test] fn a() {} }"));
        assert!(!has_tests(b"#[cfg(test)]\nmod t {}"));
    }
}
