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
use literal::{literal_fault, LiteralFault};
pub(crate) use signature::{Signature, SignatureFault};

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

/// What is wrong with the files of a Programmers case, found before the solution runs, so
/// that broken judge data is an error naming its file, never the solution's WA or RE.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CaseFault {
    /// The expected output is not one literal.
    Answer(LiteralFault),
    /// Argument line `line` (1-based) of the input is not one literal.
    Argument { line: usize, fault: LiteralFault },
    /// The input has `lines` argument lines (blank ones at the end aside) where `solution`
    /// takes `arity` arguments.
    Arity { lines: usize, arity: usize },
}

/// The first fault of a case: its expected output (when there is one and it could be read)
/// must be one literal, its input (when it could be read) one literal per line, as many
/// lines as the `solution` of `source` (read only then; `None` when unreadable) takes.
pub(crate) fn case_fault(
    answer: Option<&[u8]>,
    input: Option<&[u8]>,
    source: impl FnOnce() -> Option<String>,
) -> Option<CaseFault> {
    if let Some(fault) = answer.and_then(literal_fault) {
        return Some(CaseFault::Answer(fault));
    }
    let text = String::from_utf8_lossy(input?);
    let mut lines: Vec<&str> = text.lines().collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    for (n, line) in lines.iter().enumerate() {
        if let Some(fault) = literal_fault(line.as_bytes()) {
            return Some(CaseFault::Argument { line: n + 1, fault });
        }
    }
    let arity = arity(&source()?)?;
    (lines.len() != arity).then_some(CaseFault::Arity {
        lines: lines.len(),
        arity,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_case_is_checked_answer_first_then_each_argument_then_their_count() {
        let source = || Some("fn solution(a: Vec<i32>, b: String) -> i64 {\n    0\n}\n".into());
        let fault = |answer: &[u8], input: &[u8]| case_fault(Some(answer), Some(input), source);
        assert_eq!(fault(b"3\n", b"[1]\n\"x\"\n\n"), None);
        let Some(CaseFault::Answer(answer)) = fault(b"[3", b"[1]\n") else {
            panic!("the answer's fault first");
        };
        assert_eq!(answer.what, "unclosed array");
        let Some(CaseFault::Argument { line, fault: f }) = fault(b"3", b"[1]\n\"x\n") else {
            panic!("the second line's fault");
        };
        assert_eq!((line, f.what.as_str()), (2, "unclosed string"));
        assert_eq!(
            fault(b"3", b"[1]\n"),
            Some(CaseFault::Arity { lines: 1, arity: 2 })
        );
        // Unreadable files and unsupported signatures are someone else's to report.
        assert_eq!(case_fault(Some(b"3"), None, source), None);
        assert_eq!(case_fault(None, Some(b"[1]"), || None), None);
    }
}
