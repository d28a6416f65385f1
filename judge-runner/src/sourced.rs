//! Facts copied from elsewhere, as the two tables of them keep them: the judges' Rust
//! languages (`sites/`, rendered in docs/sites.md) and the languages BOJ ran for kept
//! submissions (`build/kept/languages.rs`, rendered in docs/judging.md). What they share:
//! how sure a row is, and the test that a doc renders its table between two markers.

/// How sure a row of a table is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sure {
    /// Copied from BOJ's language help by a public judge script or page copy, cited.
    Copied,
    /// The copies found are older than BOJ's last day; the value may have changed since.
    Dated,
    /// Not published where it could be read: the lowest value that can be.
    Inferred,
}

#[cfg(test)]
impl Sure {
    /// Its words in the docs' tables.
    pub(crate) fn words(self) -> &'static str {
        match self {
            Sure::Copied => "copied",
            Sure::Dated => "dated: older copies only",
            Sure::Inferred => "inferred: unverified",
        }
    }
}

/// A file of the repository (`docs/sites.md`), read for a test.
#[cfg(test)]
pub(crate) fn repo_file(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// What `doc` holds between the markers `start` and `end`, trimmed: the rendered table.
///
/// # Panics
/// When a marker is missing: the test that called it fails, naming it.
#[cfg(test)]
pub(crate) fn between<'a>(doc: &'a str, start: &str, end: &str) -> &'a str {
    let from = doc
        .find(start)
        .unwrap_or_else(|| panic!("the marker {start}"))
        + start.len();
    let to = doc.find(end).unwrap_or_else(|| panic!("the marker {end}"));
    doc[from..to].trim()
}
