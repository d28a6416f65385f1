//! `cargo judge import DIR`: solutions from a BaekjoonHub tree or online-judge-tools folders.
//!
//! BaekjoonHub keeps `백준/<tier>/<id>. <title>/<title>.rs` (and `프로그래머스/<level>/…`),
//! with U+2005 spaces and full-width punctuation in folder names, since its titles become
//! file names; the title is restored from its README when there is one, else from the folder
//! name. online-judge-tools keeps `main.rs` beside `test/sample-N.in` and `.out`.

use super::examples::ProgrammersPage;
use super::statement_md;
use super::template::{self, LimitsSource, NewLimits};
use super::{Matches, NewId, Site};
use crate::cli::flags::{IMPORT_FORMAT, SITE};
use crate::config::Language;
use crate::error::{self, Error};
use crate::programmers::{self, Signature, HARNESS_MARKER};
use crate::report::words::{self, ImportLine, ImportNote, Skip};
use crate::report::Lang;
use crate::workspace;
use crate::Context;
use std::fs;
use std::path::{Path, PathBuf};

/// How deep the search for problem folders goes.
const MAX_DEPTH: usize = 8;

/// The two layouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    Hub,
    Oj,
}

/// What became of one folder.
enum Imported {
    /// The problem, its title, its number of cases and what came with it.
    Done {
        id: String,
        title: Option<String>,
        cases: usize,
        notes: Vec<ImportNote>,
    },
    /// This path of its problem exists already.
    Exists(String),
    Skipped(Skip),
}

/// `--site` (the site of folders that do not say) and `--format` (`Some(None)` for a
/// boj-vault backup, `Some(Some(shape))` for one kind of folder, `None` to detect).
///
/// # Errors
/// A usage error for an unknown site or format.
#[allow(clippy::type_complexity)]
fn options(parsed: &Matches) -> Result<(Option<Site>, Option<Option<Shape>>), Error> {
    let fallback = match parsed.value(&SITE) {
        Some(name) => Some(Site::from_name(name).ok_or_else(|| {
            super::usage(
                "import",
                error::Usage::UnknownName {
                    what: error::Named::Site,
                    given: name.to_owned(),
                    choices: &["boj", "programmers"],
                },
            )
        })?),
        None => None,
    };
    let only = match parsed.value(&IMPORT_FORMAT) {
        None => None,
        Some("boj-vault") => Some(None),
        Some("baekjoonhub") => Some(Some(Shape::Hub)),
        Some("oj") => Some(Some(Shape::Oj)),
        Some(other) => {
            return Err(super::usage(
                "import",
                error::Usage::UnknownName {
                    what: error::Named::Format,
                    given: other.to_owned(),
                    choices: &["boj-vault", "baekjoonhub", "oj"],
                },
            ))
        }
    };
    Ok((fallback, only))
}

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let root = super::root(parsed, ctx)?;
    let dir = ctx.cwd.join(&parsed.positional[0]);
    if !dir.is_dir() {
        return Err(super::usage(
            "import",
            error::Usage::NotAFolder {
                dir: dir.display().to_string(),
            },
        ));
    }
    let (fallback, only) = options(parsed)?;
    let lang = super::lang(parsed, ctx)?;
    // A judge.toml it cannot read stops it before it writes anything.
    statement_md::publishes_statements(&root)?;
    if only == Some(None) || (only.is_none() && super::vault::detect(&dir)) {
        // The report on stdout, as every report; the files left out on stderr.
        let said = super::vault::import(&root, &dir, lang)?;
        super::say(&mut ctx.stdout, &said.report)?;
        super::say(&mut ctx.stderr, &said.broken)?;
        return Ok(if said.trouble {
            error::EXIT_TROUBLE
        } else {
            error::EXIT_OK
        });
    }
    let mut found = Vec::new();
    walk(&dir, 0, &mut found);
    if let Some(Some(shape)) = only {
        found.retain(|(_, s)| *s == shape);
    }
    if found.is_empty() {
        return Err(Error::NothingToImport { dir });
    }
    let mut text = String::new();
    let mut trouble = false;
    let mut imported = false;
    for (folder, shape) in &found {
        let line = import_folder(&root, &dir, folder, *shape, fallback, lang);
        imported |= matches!(line, ImportLine::Imported { .. });
        trouble |= matches!(line, ImportLine::Skipped { .. } | ImportLine::Failed { .. });
        text.push_str(&words::import_line(&line, lang));
        text.push('\n');
    }
    if imported {
        if let Some(line) = statement_md::ignore_statements(&root)? {
            text.push_str(&words::author_line(&line, lang));
            text.push('\n');
        }
    }
    super::say(&mut ctx.stderr, &text)?;
    Ok(if trouble {
        error::EXIT_TROUBLE
    } else {
        error::EXIT_OK
    })
}

/// Imports one problem folder found under `dir`: the line that says what became of it.
fn import_folder(
    root: &Path,
    dir: &Path,
    folder: &Path,
    shape: Shape,
    fallback: Option<Site>,
    lang: Lang,
) -> ImportLine {
    // Relative to the folder given, with `/` on every OS, as workspace paths are.
    let from = if folder == dir {
        folder.display().to_string()
    } else {
        crate::workspace::rel(dir, folder)
    };
    match import_one(root, folder, shape, fallback) {
        Ok(Imported::Done {
            id,
            title,
            cases,
            notes,
        }) => ImportLine::Imported {
            id,
            title,
            from,
            cases,
            notes,
        },
        Ok(Imported::Exists(path)) => ImportLine::Exists { from, path },
        Ok(Imported::Skipped(why)) => ImportLine::Skipped { from, why },
        Err(e) => ImportLine::Failed {
            from,
            error: words::error(&e, lang),
        },
    }
}

/// Collects the problem folders under `dir` (itself included), in natural order.
fn walk(dir: &Path, depth: usize, found: &mut Vec<(PathBuf, Shape)>) {
    if let Some(shape) = shape_of(dir) {
        found.push((dir.to_path_buf(), shape));
        return;
    }
    if depth >= MAX_DEPTH {
        return;
    }
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut children: Vec<(String, PathBuf)> = entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
        .filter(|(name, _)| !name.starts_with('.') && name != "target")
        .collect();
    children.sort_by(|a, b| workspace::natural_cmp(&a.0, &b.0));
    for (_, child) in children {
        walk(&child, depth + 1, found);
    }
}

/// Which layout a folder is, if it is a problem folder.
fn shape_of(dir: &Path) -> Option<Shape> {
    if dir.join("main.rs").is_file() && dir.join("test").is_dir() {
        return Some(Shape::Oj);
    }
    let name = clean_name(&dir.file_name()?.to_string_lossy());
    let (number, _) = hub_name(&name)?;
    (!number.is_empty() && !rust_files(dir).is_empty()).then_some(Shape::Hub)
}

/// A BaekjoonHub folder name without its file-name disguises: U+2005 and other odd spaces
/// become spaces, and the full-width forms it substitutes for characters that file names
/// cannot hold become those characters again.
pub(crate) fn clean_name(name: &str) -> String {
    name.chars()
        .map(|c| match c {
            '\u{2000}'..='\u{200A}' | '\u{00A0}' | '\u{3000}' | '\u{202F}' => ' ',
            '？' => '?',
            '：' => ':',
            '＊' => '*',
            '＜' => '<',
            '＞' => '>',
            '｜' => '|',
            '＂' => '"',
            '／' => '/',
            '＼' => '\\',
            c => c,
        })
        .collect()
}

/// `1000. A+B` → ("1000", "A+B").
fn hub_name(name: &str) -> Option<(&str, &str)> {
    let digits = name.bytes().take_while(u8::is_ascii_digit).count();
    let rest = name[digits..].strip_prefix('.')?;
    (digits > 0).then(|| (&name[..digits], rest.trim()))
}

/// The `.rs` files of a folder, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.sort();
    files
}

/// What a folder to import held.
enum Read {
    /// A problem ready to be written.
    Found(Found),
    /// Not a problem that can be imported: why, for the report.
    Skipped(Skip),
}

/// A problem ready to be written.
struct Found {
    id: NewId,
    title: Option<String>,
    source: String,
    /// (case name, input, expected output).
    cases: Vec<(String, Vec<u8>, Vec<u8>)>,
    notes: Vec<ImportNote>,
    /// The statement in Markdown, from a BaekjoonHub README's `### 문제 설명` and after.
    statement: Option<String>,
}

fn import_one(
    root: &Path,
    folder: &Path,
    shape: Shape,
    fallback: Option<Site>,
) -> Result<Imported, Error> {
    let found = match shape {
        Shape::Hub => read_hub(folder, fallback)?,
        Shape::Oj => read_oj(folder, fallback)?,
    };
    let mut found = match found {
        Read::Found(found) => found,
        Read::Skipped(why) => return Ok(Imported::Skipped(why)),
    };
    let name = found.id.id();
    let crate_dir = root.join("problems").join(&name);
    let data = root.join("testcases").join(&name);
    for existing in [&crate_dir, &data] {
        if existing.exists() {
            return Ok(Imported::Exists(workspace::rel(root, existing)));
        }
    }
    if found.id.site == Site::Programmers {
        add_harness(&mut found);
    }
    let limits = NewLimits::of(found.id.site);
    let cargo = if uses_unsafe(&found.source) {
        found.notes.push(ImportNote::Unsafe);
        template::cargo_toml_allowing_unsafe(&name)
    } else {
        template::cargo_toml(&name, Language::Rust2021)
    };
    super::create_new(root, &crate_dir.join("Cargo.toml"), cargo.as_bytes())?;
    super::create_new(
        root,
        &crate_dir.join("src").join("main.rs"),
        found.source.as_bytes(),
    )?;
    super::create_new(
        root,
        &data.join("problem.toml"),
        template::problem_toml(
            &found.id,
            found.title.as_deref(),
            limits,
            LimitsSource::Unchecked,
            &super::todo::hub_facts(folder),
            Language::Rust2021,
        )
        .as_bytes(),
    )?;
    for (case, input, output) in &found.cases {
        super::create_new(root, &data.join(format!("{case}.in")), input)?;
        super::create_new(root, &data.join(format!("{case}.out")), output)?;
    }
    if let Some(text) = &found.statement {
        let kept = statement_md::keep(root, &name, text)?;
        found.notes.push(ImportNote::Statement(kept));
    }
    Ok(Imported::Done {
        id: name,
        title: found.title,
        cases: found.cases.len(),
        notes: found.notes,
    })
}

/// A Programmers file as BaekjoonHub keeps it is `solution` alone: append the marker and a
/// harness generated from its signature, so it builds and runs on literal cases.
fn add_harness(found: &mut Found) {
    if found.source.lines().any(|l| l.trim() == HARNESS_MARKER) {
        return;
    }
    if found.source.contains("fn main") {
        found.notes.push(ImportNote::MainWithoutMarker {
            marker: HARNESS_MARKER,
        });
        return;
    }
    let Some(at) = found.source.find("fn solution") else {
        found.notes.push(ImportNote::NoSolutionFn);
        return;
    };
    let text = &found.source[at..];
    let signature = text.split('{').next().unwrap_or(text);
    match Signature::parse(signature) {
        Ok(signature) => {
            let mut source = found.source.trim_end().to_owned();
            source.push_str("\n\n");
            source.push_str(&programmers::harness(&signature));
            if !found.source.contains("mod tests") {
                source.push_str(&template::programmers_tests());
            }
            found.source = source;
            found.notes.push(ImportNote::HarnessAdded);
        }
        Err(why) => found.notes.push(ImportNote::NoHarness { why }),
    }
}

/// Reads a case file.
fn read(path: &Path) -> Result<Vec<u8>, Error> {
    fs::read(path).map_err(|e| Error::io(path, e))
}

/// Whether a source uses `unsafe` (outside `//` comments and string literals, roughly: the
/// word on a line of code).
pub(super) fn uses_unsafe(source: &str) -> bool {
    source.lines().any(|line| {
        let code = line.split("//").next().unwrap_or_default();
        let mut in_string = false;
        let mut word = String::new();
        for c in code.chars().chain([' ']) {
            if c == '"' {
                in_string = !in_string;
            }
            if !in_string && (c.is_alphanumeric() || c == '_') {
                word.push(c);
            } else {
                if word == "unsafe" {
                    return true;
                }
                word.clear();
            }
        }
        false
    })
}

/// The site of a BaekjoonHub folder from the names on its path.
fn site_from_path(folder: &Path) -> Option<Site> {
    folder.components().rev().find_map(|c| {
        match c.as_os_str().to_string_lossy().to_lowercase().as_str() {
            "백준" | "baekjoon" | "boj" => Some(Site::Boj),
            "프로그래머스" | "programmers" => Some(Site::Programmers),
            _ => None,
        }
    })
}

/// The title from BaekjoonHub's README: `# [Bronze V] A+B - 1000`.
fn readme_title(folder: &Path, number: &str) -> Option<String> {
    let text = fs::read_to_string(folder.join("README.md")).ok()?;
    let line = text.lines().find_map(|l| l.trim().strip_prefix("# "))?;
    let line = match line.strip_prefix('[') {
        Some(rest) => rest.split_once(']')?.1.trim(),
        None => line.trim(),
    };
    let title = line
        .strip_suffix(number)
        .map_or(line, |t| t.trim_end().trim_end_matches('-'))
        .trim();
    (!title.is_empty()).then(|| title.to_owned())
}

/// Reads a BaekjoonHub problem folder: number and title from its name, solution, site, samples.
fn read_hub(folder: &Path, fallback: Option<Site>) -> Result<Read, Error> {
    let raw = folder
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = clean_name(&raw);
    let Some((number, folder_title)) = hub_name(&name) else {
        return Ok(Read::Skipped(Skip::NotHubFolder));
    };
    let Some(number) = NewId::number(number) else {
        return Ok(Read::Skipped(Skip::NotNumber {
            given: number.to_owned(),
        }));
    };
    let chosen = match pick_hub_source(folder, folder_title) {
        Ok(chosen) => chosen,
        Err(why) => return Ok(Read::Skipped(why)),
    };
    let source = fs::read_to_string(&chosen).map_err(|e| Error::io(&chosen, e))?;
    let readme = fs::read_to_string(folder.join("README.md")).unwrap_or_default();
    let site = site_from_path(folder)
        .or_else(|| Site::find_url(&readme).map(|(site, _)| site))
        .or_else(|| Site::find_url(&source).map(|(site, _)| site))
        .or(fallback);
    let Some(site) = site else {
        return Ok(Read::Skipped(Skip::NoSite));
    };
    let title = readme_title(folder, &number).unwrap_or_else(|| folder_title.to_owned());
    let (cases, notes) = hub_samples(folder, site, &readme)?;
    let title = (!title.is_empty()).then_some(title);
    let statement = statement_md::from_hub_readme(&readme, site, title.as_deref());
    Ok(Read::Found(Found {
        id: NewId { site, number },
        title,
        source,
        cases,
        notes,
        statement,
    }))
}

/// The folder's solution: its one `.rs` file, or the one named after the title; else why not.
fn pick_hub_source(folder: &Path, folder_title: &str) -> Result<PathBuf, Skip> {
    let files = rust_files(folder);
    match files.as_slice() {
        [one] => Ok(one.clone()),
        several => {
            let named = several.iter().find(|p| {
                p.file_stem().is_some_and(|s| {
                    let stem = clean_name(&s.to_string_lossy());
                    stem == folder_title || stem == clean_name(folder_title)
                })
            });
            match named {
                Some(p) => Ok(p.clone()),
                None => {
                    let names: Vec<String> = several
                        .iter()
                        .filter_map(|p| p.file_name())
                        .map(|n| n.to_string_lossy().into_owned())
                        .collect();
                    Err(Skip::SeveralSources { names })
                }
            }
        }
    }
}

/// A case as [`Found`] keeps it: (case name, input, expected output).
type Case = (String, Vec<u8>, Vec<u8>);

/// The folder's samples (`inputN.txt`, `outputN.txt`, else a Programmers README's table), noted.
fn hub_samples(
    folder: &Path,
    site: Site,
    readme: &str,
) -> Result<(Vec<Case>, Vec<ImportNote>), Error> {
    let mut cases = Vec::new();
    let mut notes = Vec::new();
    for n in 1.. {
        let input = folder.join(format!("input{n}.txt"));
        let output = folder.join(format!("output{n}.txt"));
        match (input.is_file(), output.is_file()) {
            (true, true) => cases.push((format!("sample-{n}"), read(&input)?, read(&output)?)),
            (true, false) => notes.push(ImportNote::InputAlone { n }),
            (false, true) => notes.push(ImportNote::OutputAlone { n }),
            (false, false) => break,
        }
    }
    if cases.is_empty() && site == Site::Programmers {
        if let Some(page) = ProgrammersPage::read(readme) {
            cases = page.cases();
            if !cases.is_empty() {
                notes.push(ImportNote::FromReadme);
            }
        }
    }
    Ok((cases, notes))
}

fn read_oj(folder: &Path, fallback: Option<Site>) -> Result<Read, Error> {
    let main = folder.join("main.rs");
    let source = fs::read_to_string(&main).map_err(|e| Error::io(&main, e))?;
    let folder_name = folder
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let id = match (
        Site::find_url(&source),
        NewId::number(&folder_name),
        fallback,
    ) {
        (Some((site, number)), _, _) => NewId { site, number },
        (None, Some(number), Some(site)) => NewId { site, number },
        (None, Some(_), None) => {
            return Ok(Read::Skipped(Skip::NoUrl {
                folder: folder_name,
            }))
        }
        (None, None, _) => return Ok(Read::Skipped(Skip::NoUrlNorNumber)),
    };
    let test = folder.join("test");
    let mut names: Vec<String> = fs::read_dir(&test)
        .map_err(|e| Error::io(&test, e))?
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_suffix(".in"))
                .map(str::to_owned)
        })
        .collect();
    names.sort_by(|a, b| workspace::natural_cmp(a, b));
    let mut cases = Vec::new();
    let mut notes = Vec::new();
    for name in names {
        let (input, output) = (
            test.join(format!("{name}.in")),
            test.join(format!("{name}.out")),
        );
        if output.is_file() {
            cases.push((name, read(&input)?, read(&output)?));
        } else {
            notes.push(ImportNote::TestAlone { name });
        }
    }
    Ok(Read::Found(Found {
        id,
        title: None,
        source,
        cases,
        notes,
        statement: None,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn baekjoonhub_names() {
        let name = clean_name("1000.\u{2005}A＋B？：\u{2005}x");
        assert_eq!(name, "1000. A＋B?: x");
        assert_eq!(hub_name(&name), Some(("1000", "A＋B?: x")));
        assert_eq!(hub_name("1000. A+B"), Some(("1000", "A+B")));
        assert_eq!(hub_name("Bronze"), None);
        assert_eq!(hub_name(".x"), None);
        assert_eq!(hub_name("12 x"), None);
    }

    #[test]
    fn unsafe_in_code_only() {
        assert!(uses_unsafe("fn main() {\n    let x = unsafe { f() };\n}"));
        assert!(uses_unsafe("unsafe fn f() {}"));
        for safe in [
            "// unsafe here",
            "let s = \"unsafe\";",
            "let unsafe_ok = 1;",
            "#![forbid(unsafe_code)]",
        ] {
            assert!(!uses_unsafe(safe), "{safe}");
        }
    }

    #[test]
    fn sites_from_paths() {
        assert_eq!(
            site_from_path(Path::new("/x/백준/Bronze/1000. A+B")),
            Some(Site::Boj)
        );
        assert_eq!(
            site_from_path(Path::new("/x/프로그래머스/lv1/42576. y")),
            Some(Site::Programmers)
        );
        assert_eq!(site_from_path(Path::new("/x/y/1000. A+B")), None);
    }
}
