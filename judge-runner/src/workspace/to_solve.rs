//! Whether a problem is still to solve: its `main.rs` is the untouched template `new` or
//! `import` wrote. Discovery needs it (a template is listed, never judged), the judge and
//! `todo` and `index` read it; it lives here, under them all.
//!
//! The template carries a marker line with a fingerprint of its own code (every line but the
//! `//!` header and the marker, blank lines and trailing spaces aside). While the code is
//! the template's, the problem is *to solve*. The first change to the code (not to the
//! header, which the user fills in first) makes it a solution; so does deleting the marker.

use crate::config::Tier;
use std::fs;
use std::path::Path;

/// The start of the marker line; the fingerprint follows in parentheses.
pub(crate) const MARKER: &str = "// cargo judge: to solve while the code below is this template";

/// FNV-1a, 64 bits: a fingerprint that is the same on every platform and toolchain
/// (std's `DefaultHasher` promises neither).
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// The fingerprint of a solution's code: every line but the `//!` header lines and the
/// marker, trailing spaces and line ends (CRLF or LF) aside, blank lines skipped.
pub(crate) fn fingerprint(source: &str) -> u64 {
    let mut code = String::new();
    for line in source.lines() {
        let line = line.trim_end();
        if line.is_empty() || line.trim_start().starts_with("//!") || line.starts_with(MARKER) {
            continue;
        }
        code.push_str(line);
        code.push('\n');
    }
    fnv1a(code.as_bytes())
}

/// `source`, a template `new` made, with the marker line after its `//!` header.
pub(crate) fn mark(source: &str) -> String {
    let line = format!("{MARKER} ({:016x})\n", fingerprint(source));
    let header: usize = source
        .split_inclusive('\n')
        .take_while(|l| l.starts_with("//!"))
        .map(str::len)
        .sum();
    let mut out = String::with_capacity(source.len() + line.len());
    out.push_str(&source[..header]);
    out.push_str(&line);
    out.push_str(&source[header..]);
    out
}

/// Whether `source` is still the template it was made as: its marker line is there and its
/// code has the fingerprint the marker recorded.
pub(crate) fn is_template(source: &str) -> bool {
    let Some(recorded) = source.lines().find_map(|l| {
        l.trim_end()
            .strip_prefix(MARKER)?
            .trim()
            .strip_prefix('(')?
            .strip_suffix(')')
            .and_then(|hex| u64::from_str_radix(hex, 16).ok())
    }) else {
        return false;
    };
    recorded == fingerprint(source)
}

/// Whether the solution file at `path` is still its template; a file that cannot be read
/// (or is not text) is not.
pub(crate) fn file_is_template(path: &Path) -> bool {
    // A template is a few kilobytes: a larger file is somebody's code.
    match fs::metadata(path) {
        Ok(m) if m.is_file() && m.len() <= 64 * 1024 => {}
        _ => return false,
    }
    fs::read(path)
        .ok()
        .and_then(|b| String::from_utf8(b).ok())
        .is_some_and(|s| is_template(&s))
}

/// One problem still to solve.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ToSolve {
    pub id: String,
    pub title: Option<String>,
    pub tier: Option<Tier>,
    pub tags: Vec<String>,
}
