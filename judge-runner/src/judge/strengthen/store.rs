//! What a search keeps, stored like any case: `auto-N.in` / `auto-N.out` beside the stored
//! cases (the next free numbers, never over a file that is there), and a record per case in
//! `auto.toml`: how it was made, its seed, the oracles that agreed on its answer and the
//! targets it rejects. A case whose answer the user disputes is dropped by removing its two
//! files (its record then names a case that is gone, which is harmless).

use super::search::{Found, How};
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::Path;

/// The provenance file in a problem's data folder.
pub(crate) const RECORD: &str = "auto.toml";

/// Writes every case of `found` into `data`, each under the next free `auto-N` name, and
/// appends their records to `auto.toml`: the names written.
///
/// # Errors
/// A file that cannot be written (the cases written before it stay, with their records).
pub(crate) fn store(data: &Path, found: &[Found]) -> io::Result<Vec<String>> {
    let mut next = next_free(data)?;
    let mut names = Vec::new();
    for case in found {
        let name = loop {
            let name = format!("auto-{next}");
            next += 1;
            let taken = ["in", "out"].iter().any(|ext| {
                data.join(format!("{name}.{ext}"))
                    .symlink_metadata()
                    .is_ok()
            });
            if !taken {
                break name;
            }
        };
        create_new(&data.join(format!("{name}.in")), &case.input)?;
        create_new(&data.join(format!("{name}.out")), &case.answer)?;
        append_record(data, &name, case)?;
        names.push(name);
    }
    Ok(names)
}

/// One more than the largest `N` of an `auto-N.*` file in `data` (1 when there is none).
fn next_free(data: &Path) -> io::Result<u64> {
    let mut largest = 0;
    for entry in fs::read_dir(data)? {
        let name = entry?.file_name();
        let name = name.to_string_lossy();
        let number = name
            .strip_prefix("auto-")
            .and_then(|rest| rest.split('.').next())
            .and_then(|n| n.parse::<u64>().ok());
        largest = largest.max(number.unwrap_or(0));
    }
    Ok(largest + 1)
}

/// Writes `bytes` to a file that must not exist yet.
fn create_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?
        .write_all(bytes)
}

/// Appends case `name`'s record to `auto.toml`, with the file's header when it is new.
fn append_record(data: &Path, name: &str, case: &Found) -> io::Result<()> {
    let path = data.join(RECORD);
    let header = if path.exists() {
        ""
    } else {
        "# Cases `cargo judge strengthen` synthesized: each one's answer is what every oracle\n\
         # (a submission BOJ accepted) printed, and it rejects the targets listed (submissions\n\
         # BOJ rejected). Drop a case you dispute by removing its .in and .out.\n"
    };
    let made = match &case.how {
        How::Mutation(of) => format!("mutations of {of}"),
        How::Fresh => String::from("drawn fresh"),
        How::Largest(100) => String::from("drawn at the largest size"),
        How::Largest(percent) => format!("drawn at {percent} % of the largest size"),
    };
    let ids = |ids: &mut dyn Iterator<Item = u64>| {
        ids.map(|id| id.to_string()).collect::<Vec<_>>().join(", ")
    };
    let oracles = ids(&mut case.oracles.iter().copied());
    let rejects = ids(&mut case.rejects.iter().map(|(id, _)| *id));
    let verdicts = case
        .rejects
        .iter()
        .map(|(_, v)| format!("\"{}\"", v.code()))
        .collect::<Vec<_>>()
        .join(", ");
    let record = format!(
        "{header}\n[[case]]\nname = \"{name}\"\nmade = \"{made}\"\nseed = {}\n\
         oracles = [{oracles}]\nrejects = [{rejects}]\nverdicts = [{verdicts}]\n",
        case.seed
    );
    OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)?
        .write_all(record.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verdict::Verdict;

    #[test]
    fn cases_take_free_names_and_never_overwrite() {
        let data = std::env::temp_dir().join(format!("judge-store-{}", std::process::id()));
        let _ = fs::remove_dir_all(&data);
        fs::create_dir_all(&data).unwrap();
        fs::write(data.join("auto-2.in"), "mine").unwrap();
        let found = |input: &str| Found {
            input: input.as_bytes().to_vec(),
            answer: b"1\n".to_vec(),
            how: How::Mutation(String::from("sample-1")),
            seed: 7,
            oracles: vec![10, 11],
            rejects: vec![(12, Verdict::Wa)],
        };
        let names = store(&data, &[found("a\n"), found("b\n")]).unwrap();
        assert_eq!(names, ["auto-3", "auto-4"]);
        assert_eq!(fs::read_to_string(data.join("auto-2.in")).unwrap(), "mine");
        assert_eq!(fs::read_to_string(data.join("auto-4.in")).unwrap(), "b\n");
        let record = fs::read_to_string(data.join(RECORD)).unwrap();
        assert!(record.contains("name = \"auto-3\"\nmade = \"mutations of sample-1\"\nseed = 7\noracles = [10, 11]\nrejects = [12]\nverdicts = [\"WA\"]\n"), "{record}");
        // A name taken by one of its two files is skipped.
        fs::write(data.join("auto-5.out"), "x").unwrap();
        assert_eq!(store(&data, &[found("c\n")]).unwrap(), ["auto-6"]);
        let _ = fs::remove_dir_all(&data);
    }
}
