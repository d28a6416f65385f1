//! Reading the arguments: one Programmers literal per line of input, read straight into the
//! parameter's type by `FromLiteral` (`from_literal.rs`), so that a harness holds no grammar
//! its types cannot meet. A reader leaves the line's rest where it failed, and `parse` says
//! the column. A fragment of `mod harness`, left out when `solution` takes no arguments.

// piece: arguments
/// The input's `N` lines, one literal per argument; blank lines at the end are ignored.
fn lines<const N: usize>(input: &str) -> Result<[&str; N], String> {
    let lines: Vec<&str> = input.trim_end().lines().collect();
    let found = lines.len();
    let error = |_| format!("expected {N} argument lines, one literal each, found {found}");
    lines.try_into().map_err(error)
}

/// Argument `n` (1-based), called `name`, from its line.
fn arg<T: FromLiteral>(line: &str, n: usize, name: &str) -> Result<T, String> {
    parse(line).map_err(|e| format!("line {n} ({name}): {e}"))
}

/// The one literal of type `T` on `line`, spaces around it aside.
pub fn parse<T: FromLiteral>(line: &str) -> Result<T, String> {
    let mut rest = line;
    let value = T::read(&mut rest).and_then(|value| match rest.trim_start().chars().next() {
        None => Ok(value),
        Some(c) => Err(format!("unexpected `{c}`")),
    });
    let at = line[..line.len() - rest.trim_start().len()].chars().count() + 1;
    value.map_err(|e| format!("{e} at column {at}"))
}

/// A value read from the start of `rest`, which moves past it (or stays where it is wrong).
pub trait FromLiteral: Sized {
    fn read(rest: &mut &str) -> Result<Self, String>;
}

/// Says that `what` was expected where `rest` starts, and what is there instead.
fn expected(rest: &str, what: &str) -> String {
    let found = match rest.trim_start().chars().next() {
        None => "the end of the line".to_string(),
        Some('[') => "a list".to_string(),
        Some('"' | '\'') => "a string".to_string(),
        Some('0'..='9') => "a number".to_string(),
        Some(c) => format!("`{c}`"),
    };
    format!("expected {what}, found {found}")
}
