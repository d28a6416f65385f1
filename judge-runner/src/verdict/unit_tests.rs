//! What became of a solution's own unit tests, and rustc's first error with the line it
//! names: data the engine fills and the reporters read. They live here, below the engine,
//! so that a reporter takes them without importing the engine; the catalogue
//! (`report::words`) words them in English and Korean.

use super::{source_position, Reason};
use crate::build::Cache;

/// What became of a solution's own unit tests.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum UnitTests {
    /// The file has no `#[test]`: nothing was built.
    None,
    /// Every test passed (`cached`: remembered from an earlier run of the same file).
    Passed { passed: usize, cached: Cache },
    /// Some failed: how many passed, and each failure in the harness's order.
    Failed {
        passed: usize,
        failures: Vec<FailedTest>,
    },
    /// The test build did not compile: rustc's first error.
    CompileError(RustcError),
    /// The test binary ended without its result line (killed, out of time, aborted).
    Crashed(Crash),
    /// The round was cancelled while they ran.
    Cancelled,
}

impl UnitTests {
    /// Whether they make the run fail.
    pub(crate) fn failed(&self) -> bool {
        matches!(
            self,
            UnitTests::Failed { .. } | UnitTests::CompileError(_) | UnitTests::Crashed(_)
        )
    }
}

/// A test binary that ended without its `test result:` line.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Crash {
    /// What its limits made of the run (out of time, a signal, an exit code); `None` when
    /// it ended cleanly and printed no result.
    pub fault: Option<Reason>,
    /// The last non-blank line of its stderr, trimmed, if it wrote one.
    pub said: Option<String>,
}

/// rustc's first error as it wrote it, and the solution's line and column it names
/// (`Main.rs:LINE:COLUMN`; a column of 0 means none was given), read once here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RustcError {
    pub first: String,
    pub at: Option<(usize, usize)>,
    /// The crate the error says is not there (`proconio`): the file uses one, and a
    /// solution here is std only.
    pub missing_crate: Option<String>,
}

impl RustcError {
    /// `first`, with the first `Main.rs:LINE:COLUMN` in it.
    pub(crate) fn new(first: &str) -> Self {
        RustcError {
            first: first.to_owned(),
            at: source_position(first),
            missing_crate: missing_crate(first),
        }
    }
}

/// The crate rustc's error says is missing: `unresolved import `proconio`` (with the
/// help `unlinked crate` or, before Rust 1.80 or so, `maybe a missing crate`), or
/// `use of undeclared crate or module `proconio``; never std's own.
fn missing_crate(first: &str) -> Option<String> {
    let headline = first.lines().next().unwrap_or("");
    let quoted = |text: &str, after: &str| -> Option<String> {
        let rest = &text[text.find(after)? + after.len()..];
        let name = rest.split('`').next()?.split("::").next()?;
        Some(name.to_owned())
    };
    let named = if headline.contains("E0432") || headline.contains("E0433") {
        [
            "unlinked crate `",
            "missing crate `",
            "undeclared crate or module `",
        ]
        .iter()
        .find_map(|after| quoted(first, after))
    } else {
        None
    };
    named.filter(|name| {
        !name.is_empty()
            && !matches!(
                name.as_str(),
                "std" | "core" | "alloc" | "crate" | "self" | "super"
            )
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
    })
}

/// One failing unit test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FailedTest {
    /// Its path in the file: `tests::max_n`.
    pub name: String,
    /// What it printed, the panic first (`thread '…' panicked at Main.rs:40:9:` and the
    /// message), at most a dozen lines.
    pub output: String,
}

impl FailedTest {
    /// Where in the solution it panicked (`Main.rs:LINE:COLUMN` of its panic line), read
    /// once here from the harness's output, for an annotation on that line.
    pub(crate) fn position(&self) -> Option<(usize, usize)> {
        let panic = self.output.lines().find(|l| l.contains("panicked at"))?;
        source_position(panic)
    }

    /// The panic's message: the line after `panicked at Main.rs:L:C:` (Rust 1.73 and later),
    /// the `panicked at 'message', Main.rs:L:C` line itself (older compilers), or else the
    /// first line.
    pub(crate) fn message(&self) -> &str {
        let mut lines = self.output.lines().filter(|l| !l.trim().is_empty());
        let first = lines.next().unwrap_or("");
        match first.split_once("panicked at ") {
            Some((_, rest)) if rest.starts_with('\'') => rest.trim(),
            Some(_) => lines.next().unwrap_or(first).trim(),
            None => first.trim(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The crate of an unresolved import, as rustc 1.95 and 1.73 word it; none for std's.
    #[test]
    fn a_missing_crate_is_read_from_the_error() {
        let now = "error[E0432]: unresolved import `proconio`\n --> Main.rs:1:5\n  |\n1 | use proconio::input;\n  |     ^^^^^^^^ use of unresolved module or unlinked crate `proconio`\n";
        assert_eq!(
            RustcError::new(now).missing_crate.as_deref(),
            Some("proconio")
        );
        let old = "error[E0433]: failed to resolve: use of undeclared crate or module `itertools`\n --> Main.rs:2:5";
        assert_eq!(
            RustcError::new(old).missing_crate.as_deref(),
            Some("itertools")
        );
        let std = "error[E0432]: unresolved import `std::nope`\n  | no `nope` in the root";
        assert_eq!(RustcError::new(std).missing_crate, None);
        let other = "error[E0425]: cannot find value `proconio` in this scope";
        assert_eq!(RustcError::new(other).missing_crate, None);
    }

    #[test]
    fn a_rustc_error_names_the_line_of_the_solution_it_quotes() {
        let error = RustcError::new("error[E0425]: cannot find value `x`\n --> Main.rs:3:13");
        assert_eq!(error.at, Some((3, 13)));
        assert_eq!(RustcError::new("error: linking failed").at, None);
    }
}
