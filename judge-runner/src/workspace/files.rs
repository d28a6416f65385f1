//! Reading judge data safely: the bounds a workspace's files are read up to, and why a case
//! file cannot be used; looking at a path before it is opened and reading up to a bound are
//! `crate::file`'s, which building a source shares.

use super::*;

/// The largest `problem.toml` read: a few lines are expected.
pub(super) const MAX_SPEC_BYTES: u64 = 1 << 20;
/// The largest case file: far above any judge's data, far below the machine's memory.
pub(crate) const MAX_CASE_BYTES: u64 = 1 << 30;

pub(crate) use crate::file::{look, read_bounded, Found, NotRegular};

/// Why a case file cannot be used, if it cannot: it must be a regular file of sane size
/// that we can open.
pub(super) fn unreadable(path: &Path) -> Option<DataErrorKind> {
    if let Ok(Found::NotRegular(kind)) = look(path) {
        return Some(DataErrorKind::NotRegular(kind));
    }
    match fs::metadata(path) {
        Ok(meta) if meta.len() > MAX_CASE_BYTES => Some(DataErrorKind::TooBig {
            bytes: meta.len(),
            max: MAX_CASE_BYTES,
        }),
        Ok(_) => fs::File::open(path)
            .err()
            .map(|e| DataErrorKind::Unopenable { why: e.to_string() }),
        Err(e) => Some(DataErrorKind::Unreadable { why: e.to_string() }),
    }
}
