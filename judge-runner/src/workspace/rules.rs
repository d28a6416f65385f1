//! How strictly the judge data is held: what a problem without cases and a wrong solution
//! the cases do not reject are. The command line chooses them (`--require-cases`,
//! `--strict-data`); they live here, below discovery and the reporters that read them, so
//! that neither imports the command line.

/// Whether a problem with no cases fails the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cases {
    /// It is reported as untested and counted; the run can still pass.
    Optional,
    /// It is an error of the judge data (`--require-cases`).
    Required,
}

/// What a wrong solution the cases do not reject is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DataStrictness {
    /// A warning: the run can still pass.
    Lenient,
    /// An error that fails the run (`--strict-data`, exit 1).
    Strict,
}
