//! The constraints a statement's input section gives (`1 ≤ N ≤ 100,000`, "N은 100,000보다
//! 작거나 같은 자연수"), and the model's tokens bound to the names they use.

use super::Model;

/// What a statement says about its input.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Statement {
    /// The names the input section uses, in order of first appearance.
    pub names: Vec<String>,
    pub constraints: Vec<Constraint>,
}

/// Bounds on one name's value or length (inclusive; `None`: not said).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Constraint {
    pub name: String,
    pub subject: Subject,
    pub lo: Option<f64>,
    pub hi: Option<f64>,
}

/// What a constraint bounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Subject {
    Value,
    Length,
}

/// The input section of `statement_md` (a `statement.md` as `new --html` writes it) read.
pub(crate) fn read(statement_md: &str) -> Statement {
    let _ = statement_md;
    Statement::default()
}

/// Names `model`'s tokens after the statement's and bounds them by its constraints.
pub(crate) fn bind(model: &mut Model, statement: &Statement) {
    let _ = (model, statement);
}
