//! `cargo judge import DIR` on a boj-vault backup: `solved/<id>/problem.html` (and
//! `problem.json`), `submissions/<id>/<sid>.json` beside `<sid>.<ext>`, at the backup's top
//! or under its `output/`.
//!
//! Real backups differ from the tool's own layout, and each difference is read here: folders
//! renamed `solved/<id>.<title>/` (the number is the name's leading digits); every name and
//! verdict written with no-break spaces (`C++14\u{a0}/\u{a0}수정`); a `502 Bad Gateway` saved
//! in a page's place (said, and the title taken from the records); contest submissions
//! filed under another problem's number (moved to the problem their title names, when its
//! page is in the backup); records whose code was not saved, and languages this runner does
//! not run (kept all the same: the history is the user's). The page becomes the problem as
//! `new --html` makes it (the same [`Draft`], with `statement.md`); every submission is kept
//! byte-exact in `testcases/boj-<id>/submissions/` and listed in `submissions.toml`.
//!
//! Nothing is overwritten but an older import's untouched placeholder: importing again adds
//! the submissions not kept yet and writes what an older import could not (a `TODO` title and
//! default limits byte for byte as it left them, samples where there are none, the statement
//! where it is missing), and leaves every file the user changed. A backup is untrusted:
//! every file is bounded in size, nothing outside the backup is read, and what is wrong is
//! named by file while the rest comes in.

mod backup;
mod page;
mod record;

use super::new::Draft;
use super::statement::{self, Statement};
use super::submissions::{self, Verdict};
use super::template::{LimitsSource, NewLimits};
use crate::error::Error;
use crate::json::Value;
use crate::report::words::{self, VaultLine, VaultNote, VaultWork};
use crate::report::Lang;
use crate::{text, workspace};
use backup::{Backup, Sub, CODE_LIMIT, PAGE_LIMIT};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// Whether `dir` is a boj-vault backup (or the `output/` folder of one).
pub(super) fn detect(dir: &Path) -> bool {
    output_of(dir).is_some()
}

/// The `output/` folder: `dir/output`, or `dir` itself.
fn output_of(dir: &Path) -> Option<PathBuf> {
    [dir.join("output"), dir.to_path_buf()]
        .into_iter()
        .find(|d| d.join("solved").is_dir() || d.join("submissions").is_dir())
}

/// What an import of a backup said: the report (stdout), the files left out (stderr), and
/// whether any was.
pub(super) struct Said {
    pub report: String,
    pub broken: String,
    pub trouble: bool,
}

/// One problem's part of the backup: its submissions and what was noticed of them.
#[derive(Default)]
struct Part {
    subs: Vec<Sub>,
    notes: Vec<VaultNote>,
}

/// Imports a backup.
///
/// # Errors
/// A backup with no problem in it; a failure to write the workspace.
pub(super) fn import(root: &Path, dir: &Path, lang: Lang) -> Result<Said, Error> {
    let nothing = || Error::NothingToImport {
        dir: dir.to_path_buf(),
    };
    let output = output_of(dir).ok_or_else(nothing)?;
    let mut backup = Backup::scan(&output);
    let parts = gather(&mut backup);
    if parts.is_empty() {
        return Err(nothing());
    }
    let mut report = String::new();
    // A folder whose every record belongs to another problem, which an older import made a
    // problem of its own: said, never removed (it is the user's now).
    for number in backup.folders.keys().filter(|n| !parts.contains_key(n)) {
        let id = format!("boj-{number}");
        if root.join("testcases").join(&id).exists() {
            let note = VaultNote::Misfiled { id };
            let _ = writeln!(report, "{}", words::vault_note(&note, lang));
        }
    }
    let mut statements = false;
    for (number, part) in parts {
        let (line, notes) = import_problem(root, &mut backup, number, part)?;
        statements |= matches!(
            &line.work,
            VaultWork::Created {
                statement: true,
                ..
            }
        ) || matches!(&line.work, VaultWork::Repaired { files } if files.iter().any(|f| f == "statement.md"));
        let _ = writeln!(report, "{}", words::vault_line(&line, lang));
        for note in &notes {
            let _ = writeln!(report, "{}", words::vault_note(note, lang));
        }
    }
    if statements {
        if let Some(line) = super::statement_md::ignore_statements(root)? {
            let _ = writeln!(report, "{}", words::author_line(&line, lang));
        }
    }
    let mut broken = String::new();
    for (path, why) in &backup.broken {
        let _ = writeln!(broken, "{}", words::broken_line(path, why, lang));
    }
    Ok(Said {
        report,
        trouble: !backup.broken.is_empty(),
        broken,
    })
}

/// Every problem of the backup with its submissions, each record filed under the problem
/// its title names when that differs from its folder's page and one page has that title.
fn gather(backup: &mut Backup) -> BTreeMap<u64, Part> {
    let titles = page_titles(backup);
    let mut parts: BTreeMap<u64, Part> = backup
        .solved
        .keys()
        .map(|n| (*n, Part::default()))
        .collect();
    let folders: Vec<(u64, PathBuf)> = backup
        .folders
        .iter()
        .map(|(n, p)| (*n, p.clone()))
        .collect();
    for (number, folder) in folders {
        let mut notes = Vec::new();
        let subs = backup.records(&folder, &mut notes);
        parts.entry(number).or_default().notes.extend(notes);
        file_records(&mut parts, &titles, number, &backup.shown(&folder), subs);
    }
    // A folder whose every record went to the problem it names is no problem of its own.
    parts.retain(|number, part| backup.solved.contains_key(number) || !part.subs.is_empty());
    for part in parts.values_mut() {
        part.subs.sort_by_key(|s| s.record.id);
    }
    parts
}

/// The title of each saved problem, from its `problem.json`.
fn page_titles(backup: &mut Backup) -> BTreeMap<u64, String> {
    let numbers: Vec<u64> = backup.solved.keys().copied().collect();
    let mut titles = BTreeMap::new();
    for number in numbers {
        if let Some(title) = backup
            .problem_json(number)
            .as_ref()
            .and_then(|v| v.get("title"))
            .and_then(Value::as_str)
            .map(text::folded_spaces)
            .filter(|t| !t.is_empty())
        {
            titles.insert(number, title);
        }
    }
    titles
}

/// Files the records of folder `number` (shown as `from`): each under the problem whose
/// title it names, when that is not the folder's and exactly one page has it; noted.
fn file_records(
    parts: &mut BTreeMap<u64, Part>,
    titles: &BTreeMap<u64, String>,
    number: u64,
    from: &str,
    subs: Vec<Sub>,
) {
    let own = titles.get(&number);
    let mut moved: BTreeMap<u64, usize> = BTreeMap::new();
    let mut strange: BTreeMap<String, usize> = BTreeMap::new();
    for sub in subs {
        let mut to = number;
        if let Some(t) = sub
            .record
            .title
            .as_deref()
            .filter(|t| own.is_none_or(|o| o != t))
        {
            let mut named = titles
                .iter()
                .filter(|(_, title)| *title == t)
                .map(|(n, _)| *n);
            match (named.next(), named.next()) {
                (Some(other), None) if other != number => to = other,
                _ if own.is_some() => *strange.entry(t.to_owned()).or_default() += 1,
                _ => {}
            }
        }
        if to != number {
            *moved.entry(to).or_default() += 1;
        }
        parts.entry(to).or_default().subs.push(sub);
    }
    for (to, count) in moved {
        let title = titles.get(&to).cloned().unwrap_or_default();
        let from = from.to_owned();
        let note = VaultNote::Refiled { count, from, title };
        parts.entry(to).or_default().notes.push(note);
    }
    for (title, count) in strange {
        let page = own.cloned().unwrap_or_default();
        let note = VaultNote::TitleDisagrees { count, title, page };
        parts.entry(number).or_default().notes.push(note);
    }
}

/// Makes (or repairs) one problem and keeps its submissions: its line and notes.
fn import_problem(
    root: &Path,
    backup: &mut Backup,
    number: u64,
    part: Part,
) -> Result<(VaultLine, Vec<VaultNote>), Error> {
    let Part { subs, mut notes } = part;
    let (draft, fallback, full_score) = draft(backup, number, &subs, &mut notes);
    let name = draft.id.id();
    let data = root.join("testcases").join(&name);
    let accepted = subs.iter().rev().find(|s| {
        submissions::extension(&s.record.language) == Some("rs")
            && submissions::verdict_code(&s.record.verdict) == Verdict::Code("AC")
            && s.code.is_some()
    });
    let main = match accepted.and_then(|s| s.code.as_deref()) {
        Some(path) => backup.read(path, CODE_LIMIT).map(|code| (accepted, code)),
        None => None,
    };
    let main_id = main.as_ref().and_then(|(s, _)| s.map(|s| s.record.id));
    let code = main.map(|(_, code)| code);
    let exists = root.join("problems").join(&name).exists() || data.exists();
    let work = if exists {
        repair(root, &draft, &fallback, code.as_deref(), &mut notes)?
    } else {
        for (path, bytes) in files(root, &draft, code.as_deref()) {
            super::create_new(root, &path, &bytes)?;
        }
        if let Some(text) = &draft.statement {
            super::create_new(root, &data.join("statement.md"), text.as_bytes())?;
        }
        VaultWork::Created {
            title: draft.title.clone(),
            samples: draft.cases.len(),
            statement: draft.statement.is_some(),
            main: main_id,
        }
    };
    let kept = keep_submissions(root, backup, &data, &subs, full_score)?;
    let line = VaultLine {
        id: name,
        work,
        added: kept.added,
        kept: kept.kept,
        without_code: kept.without_code,
        upgraded: kept.upgraded,
    };
    Ok((line, notes))
}

/// The problem as its page says it (or, without one, `problem.json` and the records), the
/// problem as it is without the page (what an import writes while the page is missing), and
/// its full marks.
fn draft(
    backup: &mut Backup,
    number: u64,
    subs: &[Sub],
    notes: &mut Vec<VaultNote>,
) -> (Draft, Draft, Option<f64>) {
    let n = number.to_string();
    let fallback = fallback_draft(backup, number, subs);
    let html = backup
        .solved
        .get(&number)
        .map(|folder| folder.join("problem.html"))
        .filter(|p| fs::symlink_metadata(p).is_ok());
    let page = match &html {
        Some(path) => backup.text(path, PAGE_LIMIT).map(|t| page::read(&t, &n)),
        None => None,
    };
    let mut full_score = None;
    let draft = match page {
        Some(page) if page.kind == page::Kind::Problem => {
            let mut draft = Draft::from_boj(&page.statement, n);
            draft.statement = page.markdown;
            draft.input_section = page.input_section;
            draft.facts.tier = page.tier;
            draft.facts.tags.clone_from(&fallback.facts.tags);
            draft.language = fallback.language;
            if draft.title.is_none() {
                draft.title.clone_from(&fallback.title);
            }
            full_score = page.full_score;
            draft
        }
        page => {
            let path = html.as_deref().map(|p| backup.shown(p)).unwrap_or_default();
            notes.push(match page.map(|p| p.kind) {
                Some(page::Kind::Error(title)) => VaultNote::ErrorPage { path, title },
                Some(page::Kind::Other(title)) => VaultNote::NotProblemPage { path, title },
                _ => VaultNote::NoPage {
                    title: fallback.title.clone(),
                },
            });
            fallback.clone()
        }
    };
    (draft, fallback, full_score)
}

/// The problem as an import writes it without its page: the title from `problem.json` or
/// the records, the limits from `problem.json` where it gives them, its tags, and the
/// language of the latest accepted Rust submission.
fn fallback_draft(backup: &mut Backup, number: u64, subs: &[Sub]) -> Draft {
    let json = backup.problem_json(number);
    let json_text = |key: &str| {
        json.as_ref()
            .and_then(|v| v.get(key))
            .and_then(Value::as_str)
            .map(text::folded_spaces)
            .filter(|t| !t.is_empty())
    };
    let mut fallback = Draft::from_boj(&Statement::default(), number.to_string());
    fallback.title =
        json_text("title").or_else(|| subs.iter().rev().find_map(|s| s.record.title.clone()));
    let limits = json_text("timeLimit")
        .and_then(|t| statement::seconds_to_ms(&t))
        .zip(json_text("memoryLimit").and_then(|m| statement::megabytes(&m)));
    if let Some((time_ms, memory_mb)) = limits {
        fallback.limits = NewLimits { time_ms, memory_mb };
        fallback.source = LimitsSource::Page;
    }
    fallback.facts.tags = super::todo::clean_tags(
        json.as_ref()
            .and_then(|v| v.get("tags"))
            .and_then(Value::as_array)
            .unwrap_or_default()
            .iter()
            .filter_map(Value::as_str),
    );
    // Judged as BOJ judged it: "Rust 2018" builds with --edition 2018, and so on.
    let rust = subs.iter().rev().find(|s| {
        submissions::extension(&s.record.language) == Some("rs")
            && submissions::verdict_code(&s.record.verdict) == Verdict::Code("AC")
    });
    if let Some(language) =
        rust.and_then(|s| crate::config::Language::from_name(&s.record.language))
    {
        fallback.language = language;
    }
    fallback
}

/// The files of `draft`, with `code` (an accepted Rust submission) as its `main.rs`.
fn files(root: &Path, draft: &Draft, code: Option<&[u8]>) -> Vec<(PathBuf, Vec<u8>)> {
    let name = draft.id.id();
    let crate_dir = root.join("problems").join(&name);
    let main = crate_dir.join("src").join("main.rs");
    let mut files = draft.files(root);
    if let Some(code) = code {
        let unsafe_ = super::import::uses_unsafe(&String::from_utf8_lossy(code));
        for (p, bytes) in &mut files {
            if *p == main {
                *bytes = code.to_vec();
            } else if unsafe_ && *p == crate_dir.join("Cargo.toml") {
                *bytes = super::template::cargo_toml_allowing_unsafe(&name).into_bytes();
            }
        }
    }
    files
}

/// Writes into a problem that exists what an import could not while the page was missing:
/// each file still byte for byte the placeholder it wrote then (a `TODO` title and default
/// limits, as imports before the records' titles were read wrote them; or the records'
/// title) is rewritten, samples are added where the problem has none, the statement where
/// it is missing. A placeholder the user changed is left, and said.
fn repair(
    root: &Path,
    draft: &Draft,
    fallback: &Draft,
    code: Option<&[u8]>,
    notes: &mut Vec<VaultNote>,
) -> Result<VaultWork, Error> {
    let data = root.join("testcases").join(draft.id.id());
    let mut blank = Draft::from_boj(&Statement::default(), draft.id.number.clone());
    blank.language = draft.language;
    let mut placeholders: BTreeMap<PathBuf, Vec<Vec<u8>>> = BTreeMap::new();
    for (path, bytes) in files(root, &blank, code)
        .into_iter()
        .chain(files(root, fallback, code))
    {
        placeholders.entry(path).or_default().push(bytes);
    }
    let has_samples = fs::read_dir(&data)
        .into_iter()
        .flatten()
        .flatten()
        .any(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with("sample-") && name.ends_with(".in")
        });
    let mut written = Vec::new();
    for (path, bytes) in files(root, draft, code) {
        let shown = path
            .strip_prefix(&data)
            .map_or_else(|_| workspace::rel(root, &path), |p| p.display().to_string());
        match fs::read(&path) {
            Ok(now) if now == bytes => {}
            Ok(now) if placeholders.get(&path).is_some_and(|p| p.contains(&now)) => {
                fs::write(&path, &bytes).map_err(|e| Error::io(&path, e))?;
                written.push(shown);
            }
            Ok(now) => {
                // Only a problem.toml that still reads as a placeholder is worth a word: any
                // other file that differs is the user's work (main.rs) or an older import's.
                let todo = String::from_utf8_lossy(&now).contains("# Default limits, not");
                if todo && path.ends_with("problem.toml") && draft.source == LimitsSource::Page {
                    notes.push(VaultNote::Left {
                        path: workspace::rel(root, &path),
                    });
                }
            }
            Err(_) => {
                let sample =
                    path.starts_with(&data) && shown.starts_with("sample-") && !has_samples;
                if sample {
                    super::create_new(root, &path, &bytes)?;
                    written.push(shown);
                }
            }
        }
    }
    let statement = data.join("statement.md");
    if let (Some(text), false) = (&draft.statement, statement.exists()) {
        super::create_new(root, &statement, text.as_bytes())?;
        written.push("statement.md".to_owned());
    }
    Ok(if written.is_empty() {
        VaultWork::Updated
    } else {
        VaultWork::Repaired { files: written }
    })
}

/// Keeps the submissions not kept yet, code and record (`submissions.toml`), and brings the
/// tables an older import wrote up to date.
fn keep_submissions(
    root: &Path,
    backup: &mut Backup,
    data: &Path,
    subs: &[Sub],
    full_score: Option<f64>,
) -> Result<Kept, Error> {
    let list = data.join("submissions.toml");
    let old = fs::read_to_string(&list).unwrap_or_default();
    // An older import's tables: BOJ's spellings folded, full marks added.
    let (mut toml, upgraded) = submissions::upgrade(&old, full_score);
    let listed = submissions::listed_ids(&toml);
    let before = if upgraded > 0 { 0 } else { toml.len() };
    let (mut added, mut kept, mut without_code) = (0, 0, 0);
    for sub in subs {
        let rec = &sub.record;
        if listed.contains(&rec.id) {
            kept += 1;
            continue;
        }
        let bytes = match &sub.code {
            Some(path) => backup.read(path, CODE_LIMIT),
            None => None,
        };
        if let Some(code) = &bytes {
            let ext = submissions::extension(&rec.language).unwrap_or("txt");
            let target = data.join("submissions").join(format!("{}.{ext}", rec.id));
            match fs::read(&target) {
                Ok(there) if there == *code => {}
                Ok(_) => {
                    let path = sub.code.as_deref().unwrap_or(&target);
                    let shown = backup.shown(path);
                    let kept = workspace::rel(root, &target);
                    backup
                        .broken
                        .push((shown, crate::report::words::Broken::Differs { kept }));
                    continue;
                }
                Err(_) => super::create_new(root, &target, code)?,
            }
        } else {
            without_code += 1;
        }
        toml.push_str(&rec.table(bytes.is_some(), full_score));
        added += 1;
    }
    if toml.len() > before || upgraded > 0 {
        if old.is_empty() {
            toml.insert_str(
                0,
                "# The submissions boj-vault saved, one table each: BOJ's verdict words and \
                 their code.\n",
            );
        }
        if let Some(parent) = list.parent() {
            fs::create_dir_all(parent).map_err(|e| Error::io(parent, e))?;
        }
        fs::write(&list, toml).map_err(|e| Error::io(&list, e))?;
    }
    Ok(Kept {
        added,
        kept,
        without_code,
        upgraded,
    })
}

/// What became of a problem's submissions.
struct Kept {
    added: usize,
    kept: usize,
    without_code: usize,
    /// Tables an older import wrote, brought up to date.
    upgraded: usize,
}
