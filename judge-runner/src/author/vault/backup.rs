//! A boj-vault backup, read as untrusted: its problem folders by number, each record with
//! its code, every file bounded in size and read only when it lies inside the backup (a
//! symbolic link out of it is named and not followed), and what is wrong named by file.

use super::record::{self, Record};
use crate::json::Value;
use crate::report::words::{Broken, VaultNote};
use crate::workspace;
use std::collections::BTreeMap;
use std::fs;
use std::io::Read as _;
use std::path::{Path, PathBuf};

/// The most a record, a page or `problem.json` can be: BOJ's pages are about 50 KB.
pub(super) const PAGE_LIMIT: u64 = 16 << 20;
/// The most a code file can be: BOJ took at most 64 KB of source (512 KB for Text).
pub(super) const CODE_LIMIT: u64 = 8 << 20;

/// One submission: its record and its code (`None`: the backup did not save it).
#[derive(Debug, Clone)]
pub(super) struct Sub {
    pub record: Record,
    pub code: Option<PathBuf>,
}

/// The backup's problem folders and records, with what was wrong with them.
pub(super) struct Backup {
    /// The folder holding `solved/` and `submissions/`.
    pub output: PathBuf,
    /// `output`, canonical: nothing outside it is read.
    inside: PathBuf,
    /// Problem number → its `solved/` folder.
    pub solved: BTreeMap<u64, PathBuf>,
    /// Problem number → its `submissions/` folder.
    pub folders: BTreeMap<u64, PathBuf>,
    /// Files left out: (path as shown, why).
    pub broken: Vec<(String, Broken)>,
}

impl Backup {
    /// Lists the problem folders of `output`.
    pub(super) fn scan(output: &Path) -> Backup {
        let mut backup = Backup {
            output: output.to_path_buf(),
            inside: fs::canonicalize(output).unwrap_or_else(|_| output.to_path_buf()),
            solved: BTreeMap::new(),
            folders: BTreeMap::new(),
            broken: Vec::new(),
        };
        for (kind, into_solved) in [("solved", true), ("submissions", false)] {
            for (name, path) in backup.entries(&output.join(kind), true) {
                // `solved/1000.A+B/`: a user renamed the folders after their titles.
                let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
                let Some(number) = digits.parse::<u64>().ok().filter(|n| *n > 0) else {
                    backup
                        .broken
                        .push((backup.shown(&path), Broken::NotANumber));
                    continue;
                };
                let map = if into_solved {
                    &mut backup.solved
                } else {
                    &mut backup.folders
                };
                map.entry(number).or_insert(path);
            }
        }
        backup
    }

    /// A path as the report shows it: from the backup's folder.
    pub(super) fn shown(&self, path: &Path) -> String {
        workspace::rel(self.output.parent().unwrap_or(&self.output), path)
    }

    /// The entries of `dir` that are folders (`dirs`) or files, sorted naturally, each
    /// inside the backup; a link out of it, or what is neither, is named in `broken`.
    pub(super) fn entries(&mut self, dir: &Path, dirs: bool) -> Vec<(String, PathBuf)> {
        let Ok(read) = fs::read_dir(dir) else {
            return Vec::new();
        };
        let mut found = Vec::new();
        for entry in read.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = entry.path();
            if name.starts_with('.') {
                continue;
            }
            let Ok(meta) = fs::symlink_metadata(&path) else {
                continue;
            };
            if meta.file_type().is_symlink() {
                let inside = fs::canonicalize(&path).is_ok_and(|p| p.starts_with(&self.inside));
                if !inside {
                    self.broken.push((self.shown(&path), Broken::Outside));
                    continue;
                }
            }
            let is_dir = path.is_dir();
            if is_dir == dirs && (is_dir || path.is_file()) {
                found.push((name, path));
            } else if !is_dir && !path.is_file() {
                self.broken.push((self.shown(&path), Broken::NotAFile));
            }
        }
        found.sort_by(|a, b| workspace::natural_cmp(&a.0, &b.0));
        found
    }

    /// The bytes of `path`, at most `limit`; what is wrong is named in `broken`.
    pub(super) fn read(&mut self, path: &Path, limit: u64) -> Option<Vec<u8>> {
        let link = fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        if link && !fs::canonicalize(path).is_ok_and(|p| p.starts_with(&self.inside)) {
            self.broken.push((self.shown(path), Broken::Outside));
            return None;
        }
        match read_bounded(path, limit) {
            Ok(bytes) => Some(bytes),
            Err(why) => {
                self.broken.push((self.shown(path), why));
                None
            }
        }
    }

    /// The text of `path` (lossy), at most `limit` bytes.
    pub(super) fn text(&mut self, path: &Path, limit: u64) -> Option<String> {
        self.read(path, limit)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
    }

    /// The page's `problem.json`, when there is one that parses.
    pub(super) fn problem_json(&mut self, number: u64) -> Option<Value> {
        let path = self.solved.get(&number)?.join("problem.json");
        if !path.exists() {
            return None;
        }
        let text = self.text(&path, PAGE_LIMIT)?;
        match Value::parse(&text) {
            Ok(value) => Some(value),
            Err(e) => {
                let shown = self.shown(&path);
                self.broken.push((
                    shown,
                    Broken::NotJson {
                        message: e.message.clone(),
                        at: Some(e.at),
                    },
                ));
                None
            }
        }
    }

    /// The records of one `submissions/` folder, each with its code file; notes on what
    /// it holds (an empty code file) go to `notes`.
    pub(super) fn records(&mut self, folder: &Path, notes: &mut Vec<VaultNote>) -> Vec<Sub> {
        let files = self.entries(folder, false);
        let mut subs = Vec::new();
        for (file, path) in &files {
            let Some(stem) = file.strip_suffix(".json") else {
                let stem = file.split('.').next().unwrap_or(file);
                if !files.iter().any(|(f, _)| *f == format!("{stem}.json")) {
                    self.broken
                        .push((self.shown(path), Broken::CodeWithoutRecord));
                }
                continue;
            };
            let Some(text) = self.text(path, PAGE_LIMIT) else {
                continue;
            };
            let record = match record::record(&text) {
                Ok(record) => record,
                Err(why) => {
                    self.broken.push((self.shown(path), why));
                    continue;
                }
            };
            let code = files
                .iter()
                .find(|(f, _)| {
                    f.split_once('.')
                        .is_some_and(|(s, x)| s == stem && x != "json")
                })
                .map(|(_, p)| p.clone());
            let code = code.filter(|p| self.code_ok(p, notes));
            subs.push(Sub { record, code });
        }
        subs
    }

    /// Whether a code file can be kept: not empty (noted), within the limit (named).
    fn code_ok(&mut self, path: &Path, notes: &mut Vec<VaultNote>) -> bool {
        let len = fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        if len == 0 {
            notes.push(VaultNote::EmptyCode {
                path: self.shown(path),
            });
            return false;
        }
        if len > CODE_LIMIT {
            self.broken.push((
                self.shown(path),
                Broken::TooLarge {
                    limit_mib: CODE_LIMIT >> 20,
                },
            ));
            return false;
        }
        true
    }
}

/// The bytes of a regular file, at most `limit` of them.
///
/// # Errors
/// What is wrong: not a file, larger than `limit`, unreadable.
pub(super) fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, Broken> {
    let meta = fs::metadata(path).map_err(|e| Broken::Unreadable(e.to_string()))?;
    if !meta.is_file() {
        return Err(Broken::NotAFile);
    }
    if meta.len() > limit {
        return Err(Broken::TooLarge {
            limit_mib: limit >> 20,
        });
    }
    let mut bytes = Vec::new();
    fs::File::open(path)
        .and_then(|f| f.take(limit + 1).read_to_end(&mut bytes))
        .map_err(|e| Broken::Unreadable(e.to_string()))?;
    if bytes.len() as u64 > limit {
        return Err(Broken::TooLarge {
            limit_mib: limit >> 20,
        });
    }
    Ok(bytes)
}
