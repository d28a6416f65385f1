//! Shrinking a failing input, the pure part: the smallest failing SIZE (doubling, then
//! binary search),
//! then delta debugging (Zeller's ddmin, complement steps only) on lines, then on tokens.
//! What "fails" means (the validator accepts it and the solution still gets the same
//! verdict) and the time budget are the caller's: a test says [`Trial::OutOfTime`] once the
//! budget is spent, and the search stops with the smallest failing input found so far.

/// What one trial of a candidate said.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Trial {
    /// It still fails as the original did: keep it.
    Fails,
    /// It passes, or the validator refuses it, or the failure changed: drop it.
    Passes,
    /// The time budget is spent: stop with what there is.
    OutOfTime,
}

/// The smallest size in `1..=hi` that fails, given that `hi` fails, assuming that every
/// size above a failing one fails too. Sizes are tried upward from 1, doubling, until one
/// fails, then halved down between the last two: small sizes are cheap to try and a bug
/// usually needs few, so the large ones next to `hi` are seldom run. The result always
/// failed when tried (or is `hi`); a spent budget gives the smallest failing size so far.
pub(crate) fn smallest_size(hi: u64, mut trial: impl FnMut(u64) -> Trial) -> u64 {
    // Invariant: `hi` fails; every size below `lo` passes.
    let mut lo = 1;
    let mut hi = hi;
    let mut probe = 1;
    while probe < hi {
        match trial(probe) {
            Trial::Fails => {
                hi = probe;
                break;
            }
            Trial::Passes => {
                lo = probe + 1;
                probe = probe.saturating_mul(2);
            }
            Trial::OutOfTime => return hi,
        }
    }
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        match trial(mid) {
            Trial::Fails => hi = mid,
            Trial::Passes => lo = mid + 1,
            Trial::OutOfTime => break,
        }
    }
    hi
}

/// `input` made as small as the trials allow: whole lines removed first, then single
/// tokens (tokens are re-joined by one space, lines by `\n`, and an emptied line goes).
/// Returns the input and whether the budget ran out.
pub(crate) fn minimize(input: &[u8], mut trial: impl FnMut(&[u8]) -> Trial) -> (Vec<u8>, bool) {
    let lines: Vec<&[u8]> = lines(input);
    let render_lines = |kept: &[&[u8]]| -> Vec<u8> {
        let mut out = Vec::new();
        for line in kept {
            out.extend_from_slice(line);
            out.push(b'\n');
        }
        out
    };
    let (lines, out_of_time) = ddmin(lines, |kept| trial(&render_lines(kept)));
    if out_of_time {
        return (render_lines(&lines), true);
    }
    let tokens: Vec<(usize, &[u8])> = lines
        .iter()
        .enumerate()
        .flat_map(|(l, line)| {
            line.split(|b| b.is_ascii_whitespace())
                .filter(|t| !t.is_empty())
                .map(move |t| (l, t))
        })
        .collect();
    let render_tokens = |kept: &[(usize, &[u8])]| -> Vec<u8> {
        let mut out = Vec::new();
        for (i, (line, token)) in kept.iter().enumerate() {
            if i > 0 {
                out.push(if kept[i - 1].0 == *line { b' ' } else { b'\n' });
            }
            out.extend_from_slice(token);
        }
        if !kept.is_empty() {
            out.push(b'\n');
        }
        out
    };
    // The lines as they stand may not be in the one-space form: it must fail too.
    let joined = render_tokens(&tokens);
    if joined != render_lines(&lines) {
        match trial(&joined) {
            Trial::Fails => {}
            Trial::Passes => return (render_lines(&lines), false),
            Trial::OutOfTime => return (render_lines(&lines), true),
        }
    }
    let (tokens, out_of_time) = ddmin(tokens, |kept| trial(&render_tokens(kept)));
    (render_tokens(&tokens), out_of_time)
}

/// The lines of `input`, without their `\n` (a final line without one counts).
fn lines(input: &[u8]) -> Vec<&[u8]> {
    let body = input.strip_suffix(b"\n").unwrap_or(input);
    if body.is_empty() {
        return Vec::new();
    }
    body.split(|&b| b == b'\n').collect()
}

/// ddmin's complement steps: removes chunks of `items` (halves, then quarters, … down to
/// single items) while the rest still fails. Returns what is left and whether the budget
/// ran out.
fn ddmin<T: Clone>(mut items: Vec<T>, mut trial: impl FnMut(&[T]) -> Trial) -> (Vec<T>, bool) {
    let mut parts = 2usize;
    while !items.is_empty() {
        let chunk = items.len().div_ceil(parts);
        let mut removed = false;
        let mut start = 0;
        while start < items.len() {
            let end = (start + chunk).min(items.len());
            let mut rest = Vec::with_capacity(items.len() - (end - start));
            rest.extend_from_slice(&items[..start]);
            rest.extend_from_slice(&items[end..]);
            match trial(&rest) {
                Trial::Fails => {
                    items = rest;
                    removed = true;
                    // The same position now holds the next chunk.
                }
                Trial::Passes => start = end,
                Trial::OutOfTime => return (items, true),
            }
        }
        if removed {
            parts = parts.saturating_sub(1).max(2);
        } else if chunk == 1 {
            break;
        } else {
            parts = (parts * 2).min(items.len());
        }
    }
    (items, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_smallest_failing_size_is_found_by_halving() {
        let mut tried = Vec::new();
        let size = smallest_size(1000, |s| {
            tried.push(s);
            if s >= 37 {
                Trial::Fails
            } else {
                Trial::Passes
            }
        });
        assert_eq!(size, 37);
        assert!(tried.len() <= 12, "{tried:?}");
        assert!(tried.iter().all(|&s| s <= 64), "{tried:?}");
        assert_eq!(smallest_size(1, |_| unreachable!()), 1);
        // Out of time: the smallest size known to fail (1..=4 pass, 8 fails, then 6).
        let mut n = 0;
        let size = smallest_size(1000, |s| {
            n += 1;
            match n {
                1..=3 => Trial::Passes,
                4 | 5 => {
                    assert!(s == 8 || s == 6, "{s}");
                    Trial::Fails
                }
                _ => Trial::OutOfTime,
            }
        });
        assert_eq!(size, 6);
    }

    /// A bug that needs the tokens 7 and 9 in one input: everything else goes.
    #[test]
    fn tokens_and_lines_go_until_only_what_fails_is_left() {
        let mut input = String::new();
        for i in 0..300 {
            input.push_str(&format!("{} {} {}\n", i % 5, i % 11, 20 + i));
        }
        input.push_str("1 7 2\n");
        input.push_str("3\n9 4\n");
        let fails = |text: &[u8]| {
            let text = String::from_utf8_lossy(text);
            let has = |t: &str| text.split_ascii_whitespace().any(|x| x == t);
            if has("7") && has("9") {
                Trial::Fails
            } else {
                Trial::Passes
            }
        };
        let (shrunk, out_of_time) = minimize(input.as_bytes(), fails);
        assert!(!out_of_time);
        assert_eq!(String::from_utf8(shrunk).unwrap(), "7\n9\n");
    }

    #[test]
    fn a_spent_budget_stops_with_the_smallest_failing_so_far() {
        let input = "1\n2\n3\n4\n";
        let mut n = 0;
        let (shrunk, out_of_time) = minimize(input.as_bytes(), |_| {
            n += 1;
            if n == 1 {
                Trial::Fails
            } else {
                Trial::OutOfTime
            }
        });
        assert!(out_of_time);
        assert_eq!(shrunk, b"3\n4\n");
    }
}
