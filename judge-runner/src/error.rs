//! The runner's one error type, for when it could not do its job, and its exit codes.
//! A verdict is never an error.
//!
//! | code | meaning |
//! |------|---------|
//! | 0    | every case accepted |
//! | 1    | some case not accepted (including a compile error) |
//! | 2    | usage, configuration or I/O failure, or broken judge data (everything else still judged) |
//! | 101  | the runner panicked: a bug in the runner |
//! | 130  | interrupted by SIGINT (Ctrl-C) |
//! | 143  | interrupted by SIGTERM |
//!
//! A broken pipe on the report (e.g. `cargo judge | head`) exits 0.

use std::fmt;
use std::io;
use std::path::PathBuf;

/// Exit code: every case accepted.
pub const EXIT_OK: i32 = 0;
/// Exit code: some case was not accepted.
pub const EXIT_FAILED: i32 = 1;
/// Exit code: the runner could not do its job, or judge data was broken.
pub const EXIT_TROUBLE: i32 = 2;
/// Exit code: interrupted by SIGINT.
pub const EXIT_SIGINT: i32 = 130;
/// Exit code: interrupted by SIGTERM.
pub const EXIT_SIGTERM: i32 = 143;

/// Why the runner could not do its job.
#[derive(Debug)]
pub enum Error {
    /// A bad command line; the message says the fix.
    Usage(String),
    /// No workspace found, or one that cannot be read.
    Workspace(String),
    /// The compiler could not be run.
    Toolchain(String),
    /// Reading or writing a file failed.
    Io { path: PathBuf, source: io::Error },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage(message) | Error::Workspace(message) | Error::Toolchain(message) => {
                f.write_str(message)
            }
            Error::Io { path, .. } => write!(f, "failed to access {}", path.display()),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl Error {
    /// An I/O error on `path`.
    pub(crate) fn io(path: impl Into<PathBuf>, source: io::Error) -> Self {
        Error::Io {
            path: path.into(),
            source,
        }
    }
}
