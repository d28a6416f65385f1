//! Everything the runner knows about Programmers, where a solution is a function rather
//! than a program: the literal grammar of its values ([`literal`]), the signature of
//! `solution` ([`signature`]), the local harness generated for it from real Rust templates
//! ([`harness`]), and the channel the harness hands the returned value back through
//! ([`channel`]).
//!
//! It sits beside `compare` in the layering: `engine`, `judge` and `author` call into it,
//! and it calls none of them.

pub(crate) mod channel;
pub(crate) mod harness;
pub(crate) mod literal;
pub(crate) mod signature;

pub(crate) use harness::{harness, HARNESS_MARKER};
pub(crate) use signature::Signature;

/// The signature of the `fn solution` of a Programmers source (above its harness marker,
/// when it has one), if it is one the harness supports.
pub(crate) fn signature_in(source: &str) -> Option<Signature> {
    let above = source.split(HARNESS_MARKER).next()?;
    let text = &above[above.find("fn solution")?..];
    Signature::parse(text.split('{').next()?).ok()
}

/// How many arguments the `fn solution` of a Programmers source takes, when it has one the
/// harness supports: the number of argument lines each of its cases must have.
pub(crate) fn arity(source: &str) -> Option<usize> {
    signature_in(source).map(|signature| signature.params.len())
}
