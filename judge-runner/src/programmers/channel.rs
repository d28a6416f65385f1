//! The return channel: how a Programmers harness hands the value `solution` returned to the
//! runner, apart from whatever `solution` printed. The harness writes the marker (its
//! template is `templates/main.rs`); the engine, `judge` and `run` read it back here, so both
//! sides agree on one constant.

/// How a Programmers harness hands the returned value to the runner: on a line of stdout of
/// its own, after everything `solution` printed, that starts with this marker (record
/// separators, which no solution prints by accident). The runner judges only what follows the
/// last marker, and shows what came before as what the solution printed, so a `println!`
/// inside `solution` never changes the verdict, as on Programmers.
pub(crate) const RETURN_MARKER: &str = "\x1ereturned\x1e";

/// A harness's stdout split into what the solution printed and the returned value (from the
/// last [`RETURN_MARKER`] line on, marker removed); the whole as printed and `None` when no
/// marker is there (a harness older than the marker, or a run that ended early).
pub(crate) fn split_returned(stdout: &[u8]) -> (&[u8], Option<&[u8]>) {
    let marker = RETURN_MARKER.as_bytes();
    let found = stdout
        .windows(marker.len())
        .rposition(|w| w == marker)
        .filter(|&at| at == 0 || stdout[at - 1] == b'\n');
    match found {
        Some(at) => {
            // The harness starts the marker on a line of its own with a newline of its own.
            let printed = &stdout[..at.saturating_sub(1)];
            (printed, Some(&stdout[at + marker.len()..]))
        }
        None => (stdout, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_returned_value_is_found_after_what_the_solution_printed() {
        let m = RETURN_MARKER;
        let out = format!("debug 1\n\n{m}[1, 2]\n");
        assert_eq!(
            split_returned(out.as_bytes()),
            (&b"debug 1\n"[..], Some(&b"[1, 2]\n"[..]))
        );
        // A print without a newline, and a fake marker inside it, change nothing.
        let out = format!("x{m}9\n{m}3\n");
        assert_eq!(
            split_returned(out.as_bytes()),
            (format!("x{m}9").as_bytes(), Some(&b"3\n"[..]))
        );
        let out = format!("\n{m}true\n");
        assert_eq!(
            split_returned(out.as_bytes()),
            (&b""[..], Some(&b"true\n"[..]))
        );
        assert_eq!(split_returned(b"[1]\n"), (&b"[1]\n"[..], None));
    }
}
