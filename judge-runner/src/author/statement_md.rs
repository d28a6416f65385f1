//! `testcases/<id>/statement.md`: a problem's statement, kept where the judge data is.
//!
//! BOJ closed on 2026-04-28 and its pages are gone, so the statement a saved page or a
//! backup holds is the only copy its user has.

/// The file's name in `testcases/<id>/`.
pub(crate) const STATEMENT: &str = "statement.md";
