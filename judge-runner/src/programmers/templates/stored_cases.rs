//! The solution's own test of every stored case: `run` on each `testcases/<id>/*.in`,
//! compared with its `.out` whitespace outside strings aside. A fragment of `mod harness`,
//! compiled only under `cfg(test)`; `squeeze` knows about strings only when the return type
//! holds some.

// piece: stored_cases
/// Runs each stored case (`testcases/<id>/*.in`, the crate being problems/<id>) through `run`
/// and compares it with its `.out`, whitespace outside strings aside.
#[cfg(test)]
pub fn judge_stored_cases(manifest_dir: &str) {
    use std::path::Path;
    let id = Path::new(manifest_dir).file_name().expect("problems/<id>");
    let dir = Path::new(manifest_dir).join("../../testcases").join(id);
    let read = |path: &Path| {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut inputs: Vec<_> = entries.flatten().map(|entry| entry.path()).collect();
    inputs.retain(|path| path.extension().is_some_and(|e| e == "in"));
    inputs.sort();
    for input in inputs {
        let got = run(&read(&input)).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let want = read(&input.with_extension("out"));
        assert_eq!(squeeze(&got), squeeze(&want), "{}", input.display());
    }
}

// piece: squeeze
/// A literal without its whitespace (the return type holds no strings).
#[cfg(test)]
fn squeeze(literal: &str) -> String {
    literal.split_whitespace().collect()
}

// piece: squeeze_strings
/// A literal without the whitespace outside its (double-quoted) strings.
#[cfg(test)]
fn squeeze(literal: &str) -> String {
    let (mut out, mut quoted, mut escaped) = (String::new(), false, false);
    for c in literal.chars() {
        if quoted || !c.is_whitespace() {
            out.push(c);
        }
        // A `"` opens or closes a string unless escaped; a `\` escapes inside one.
        quoted ^= c == '"' && !escaped;
        escaped = quoted && !escaped && c == '\\';
    }
    out
}
