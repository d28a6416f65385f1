//! Authoring subcommands: `new`, `add`, `stress`, `print`, `index`, `import`.
//! None of them ever overwrites an existing file.

use crate::cli::Subcommand;
use crate::error::Error;
use crate::Context;

/// Runs an authoring subcommand with the arguments after its name; returns the exit code.
///
/// # Errors
/// Usage errors and failures to read or write the workspace.
pub(crate) fn run(sub: Subcommand, _args: &[String], _ctx: &mut Context) -> Result<i32, Error> {
    Err(Error::Usage(format!("`{sub:?}` is not available yet")))
}
