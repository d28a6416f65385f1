//! `testcases/<id>/groups.toml`: a problem's test groups and the points each is worth, one
//! `GROUP = POINTS` line per group in the TOML subset of `problem.toml`. A group's cases are
//! those whose names start with `GROUP-` (`secret-subtask1-3` is in `secret-subtask1`); a
//! group scores its points when every one of its cases is accepted (IOI's and BOJ's
//! 서브태스크 rule, and an ICPC package's `accept_score` with `on_reject: break`). Points 0:
//! reported per group, not scored. `import-data` writes it from a package's groups.

use super::toml::{parse_line, Value};
use super::SpecFault;

/// One test group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    /// The case-name prefix: `secret-subtask1`.
    pub name: String,
    /// What the group is worth when all of its cases pass.
    pub points: u64,
}

/// Reads `groups.toml`.
///
/// # Errors
/// The 1-based line and what is wrong there.
pub fn parse_groups(text: &str) -> Result<Vec<Group>, (usize, SpecFault)> {
    let mut groups: Vec<(usize, Group)> = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let number = k + 1;
        let Some((key, written)) = parse_line(line).map_err(|fault| (number, fault))? else {
            continue;
        };
        if let Some((first, _)) = groups.iter().find(|(_, g)| g.name == key) {
            let fault = SpecFault::DuplicateKey {
                key: key.to_owned(),
                first: *first,
            };
            return Err((number, fault));
        }
        let points = match written.value {
            Value::Integer(n) if (0..=1_000_000).contains(&n) => n as u64,
            _ => {
                let fault = SpecFault::NotPoints {
                    key: key.to_owned(),
                    found: written.text,
                };
                return Err((number, fault));
            }
        };
        let name = key.to_owned();
        groups.push((number, Group { name, points }));
    }
    Ok(groups.into_iter().map(|(_, g)| g).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_and_their_points() {
        let text = "# from the package\nsecret-subtask1 = 50\nsecret-subtask2 = 50 # rest\n\nsecret-g3 = 0\n";
        let groups = parse_groups(text).unwrap();
        let names: Vec<(&str, u64)> = groups.iter().map(|g| (g.name.as_str(), g.points)).collect();
        assert_eq!(
            names,
            [
                ("secret-subtask1", 50),
                ("secret-subtask2", 50),
                ("secret-g3", 0)
            ]
        );
        for (text, line) in [
            ("a = 1\na = 2\n", 2),
            ("a = -1\n", 1),
            ("a = \"50\"\n", 1),
            ("a = 1.5\n", 1),
            ("[groups]\n", 1),
            ("ok = 1\nb c = 1\n", 2),
        ] {
            assert_eq!(parse_groups(text).unwrap_err().0, line, "{text:?}");
        }
    }
}
