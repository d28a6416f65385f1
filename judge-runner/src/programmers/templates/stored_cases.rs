//! The solution's own test of every stored case: `run` on each `testcases/<id>/*.in`,
//! compared with its `.out` whitespace outside strings aside. A fragment of `mod harness`,
//! compiled only under `cfg(test)`.

// piece: stored_cases
/// Runs every stored case of the problem (`testcases/<id>/*.in`) through `run` and compares
/// the value with its `.out`, whitespace outside strings aside. The problem is the crate's
/// folder, problems/<id>/: a copy of this file in another problem tests that problem's cases.
#[cfg(test)]
pub fn judge_stored_cases(manifest_dir: &str) {
    use std::path::Path;
    let crate_dir = Path::new(manifest_dir);
    let id = crate_dir.file_name().expect("problems/<id>");
    let dir = crate_dir.join("../../testcases").join(id);
    let read = |path: &Path| {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    for input in inputs {
        let got = run(&read(&input)).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let expected = read(&input.with_extension("out"));
        assert_eq!(squeeze(&got), squeeze(&expected), "{}", input.display());
    }
}

/// A literal without the whitespace outside its (double-quoted) strings.
#[cfg(test)]
fn squeeze(literal: &str) -> String {
    let (mut out, mut quoted, mut escaped) = (String::new(), false, false);
    for c in literal.chars() {
        if quoted || !c.is_whitespace() {
            out.push(c);
        }
        (quoted, escaped) = match c {
            _ if escaped => (quoted, false),
            '\\' => (quoted, quoted),
            '"' => (!quoted, false),
            _ => (quoted, false),
        };
    }
    out
}
