//! "Did you mean": the known name nearest a mistyped one (a command, an option, a
//! `problem.toml` key, a problem id), by edit distance.

/// The edit distance between two names (insertions, deletions, substitutions of characters).
pub(crate) fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// The name of `known` that `name` is most likely a typo of: within a third of the longer
/// name's length in edits (at least one), or one that `name` begins (`time_limit` for
/// `time_limit_ms`) when that is at least three characters; the nearest such, the first of
/// equals. `None` when none is close, rather than a guess that misleads.
pub(crate) fn closest<'a>(name: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let len = name.chars().count();
    known
        .into_iter()
        .filter(|k| *k != name)
        .map(|k| (distance(name, k), k))
        .filter(|(d, k)| {
            let near = (len.max(k.chars().count()) / 3).max(1);
            *d <= near || (len >= 3 && k.starts_with(name))
        })
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(distance("", ""), 0);
        assert_eq!(distance("ad", "add"), 1);
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("시험", "시험들"), 1);
    }

    #[test]
    fn closest_names_only_near_ones() {
        let commands = [
            "new", "add", "stress", "print", "index", "import", "run", "watch",
        ];
        assert_eq!(closest("ad", commands), Some("add"));
        assert_eq!(closest("stres", commands), Some("stress"));
        assert_eq!(closest("imprt", commands), Some("import"));
        assert_eq!(closest("boj", commands), None);
        assert_eq!(closest("add", commands), None, "an exact name is no typo");
        let keys = ["title", "time_limit_ms", "memory_limit_mb", "compare"];
        assert_eq!(closest("time_limit", keys), Some("time_limit_ms"));
        assert_eq!(closest("memory", keys), Some("memory_limit_mb"));
        assert_eq!(closest("compre", keys), Some("compare"));
        assert_eq!(closest("url2", keys), None);
        let flags = ["--case", "--count", "--seed", "--save"];
        assert_eq!(closest("--cas", flags), Some("--case"));
        assert_eq!(closest("--counts", flags), Some("--count"));
        assert_eq!(closest("--frobnicate", flags), None);
    }
}
