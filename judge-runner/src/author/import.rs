//! `cargo judge import DIR`: solutions from a BaekjoonHub tree, magenta1223's or
//! egod1537's backup, or online-judge-tools folders (boj-vault backups: `vault.rs`).
//!
//! The tree is walked once; every folder that looks like a problem folder gets one line:
//! imported, updated, already there, or skipped and why. Nothing outside the backup is
//! read: a symbolic link that leads out of it is named and left alone. Solutions in other
//! languages than Rust are kept as submissions (`kept.rs`); the layouts are read in
//! `hub.rs` (BaekjoonHub), `magenta.rs`, `egod.rs` and here (online-judge-tools, which keeps
//! `main.rs` beside `test/sample-N.in` and `.out`).

use super::new::Draft;
use super::statement_md;
use super::template::{self, LimitsSource};
use super::Matches;
use crate::cli::flags::{IMPORT_FORMAT, SITE};
use crate::config::Language;
use crate::error::{self, Error};
use crate::programmers::{self, Signature, HARNESS_MARKER};
use crate::report::words::{self, ImportLine, ImportNote, Skip};
use crate::report::Lang;
use crate::sites::{Kind, NewId, Site};
use crate::workspace;
use crate::Context;
use std::fs;
use std::path::{Path, PathBuf};

mod egod;
mod files;
mod hub;
mod kept;
mod magenta;

/// How deep the search for problem folders goes.
const MAX_DEPTH: usize = 8;

/// The layouts, and the two kinds of entry that are no problem but get a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    Hub,
    Oj,
    Magenta,
    Egod,
    /// A solution file named by its problem's number, in a folder of such files.
    File,
    /// A folder with code and no subfolder, named like no problem.
    Loose,
    /// A code file beside files named by their problems, itself named by none.
    Unnumbered,
    /// A symbolic link that leads outside the backup.
    Link,
}

/// The `--format` names and their layouts (`None`: boj-vault).
const FORMATS: [(&str, Option<Shape>); 6] = [
    ("boj-vault", None),
    ("baekjoonhub", Some(Shape::Hub)),
    ("magenta1223", Some(Shape::Magenta)),
    ("egod1537", Some(Shape::Egod)),
    ("oj", Some(Shape::Oj)),
    ("files", Some(Shape::File)),
];

/// What became of one folder.
enum Imported {
    /// The problem, its title, its number of cases and what came with it.
    Done {
        id: String,
        title: Option<String>,
        cases: usize,
        notes: Vec<ImportNote>,
    },
    /// This path of its problem exists already; (new, already) kept submissions.
    Exists {
        id: String,
        path: String,
        added: usize,
        already: usize,
    },
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
        Some(given) => match FORMATS.iter().find(|(name, _)| *name == given) {
            Some((_, shape)) => Some(*shape),
            None => {
                return Err(super::usage(
                    "import",
                    error::Usage::UnknownName {
                        what: error::Named::Format,
                        given: given.to_owned(),
                        choices: &[
                            "boj-vault",
                            "baekjoonhub",
                            "magenta1223",
                            "egod1537",
                            "oj",
                            "files",
                        ],
                    },
                ))
            }
        },
    };
    Ok((fallback, only))
}

/// The report goes to stdout (it is the command's output), errors to stderr.
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
    let base = fs::canonicalize(&dir).map_err(|e| Error::io(&dir, e))?;
    let mut found = Vec::new();
    walk(&dir, &base, 0, &mut found);
    if let Some(Some(shape)) = only {
        let loose = |s: Shape| {
            s == Shape::Link
                || (s == Shape::Loose && shape == Shape::Hub)
                || (s == Shape::Unnumbered && shape == Shape::File)
        };
        found.retain(|(_, s)| *s == shape || loose(*s));
    }
    if !found.iter().any(|(_, s)| *s != Shape::Link) {
        return Err(Error::NothingToImport { dir });
    }
    let mut text = String::new();
    let mut trouble = false;
    let mut imported = false;
    for (folder, shape) in &found {
        let line = import_folder(&root, &dir, &base, folder, *shape, fallback, lang);
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
    super::say(&mut ctx.stdout, &text)?;
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
    base: &Path,
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
    match import_one(root, base, folder, shape, fallback) {
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
        Ok(Imported::Exists {
            id, added, already, ..
        }) if added > 0 => ImportLine::Updated {
            id,
            from,
            added,
            already,
        },
        Ok(Imported::Exists { path, .. }) => ImportLine::Exists { from, path },
        Ok(Imported::Skipped(why)) => ImportLine::Skipped { from, why },
        Err(e) => ImportLine::Failed {
            from,
            error: words::error_with_causes(&e, lang),
        },
    }
}

/// Whether `path` (followed through its links) is inside `base`, the backup's own folder.
fn inside(base: &Path, path: &Path) -> bool {
    fs::canonicalize(path).is_ok_and(|p| p.starts_with(base))
}

/// A text file of the backup, when it is one and inside it.
fn read_inside(base: &Path, path: &Path) -> Option<String> {
    (path.is_file() && inside(base, path))
        .then(|| read(path).ok())
        .flatten()
        .and_then(|bytes| String::from_utf8(bytes).ok())
}

/// Collects the problem folders under `dir` (itself included), in natural order, and the
/// symbolic links that lead outside the backup (`base`), which are never followed.
fn walk(dir: &Path, base: &Path, depth: usize, found: &mut Vec<(PathBuf, Shape)>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut children: Vec<(String, PathBuf, fs::FileType)> = entries
        .flatten()
        .filter_map(|e| Some((e.file_name(), e.path(), e.file_type().ok()?)))
        .map(|(name, path, kind)| (name.to_string_lossy().into_owned(), path, kind))
        .filter(|(name, _, _)| !name.starts_with('.') && name != "target")
        .collect();
    children.sort_by(|a, b| workspace::natural_cmp(&a.0, &b.0));
    let links = children
        .iter()
        .filter(|(_, path, kind)| kind.is_symlink() && !inside(base, path));
    found.extend(links.map(|(_, path, _)| (path.clone(), Shape::Link)));
    let subfolders: Vec<&PathBuf> = children
        .iter()
        .filter(|(_, _, kind)| kind.is_dir())
        .map(|(_, path, _)| path)
        .collect();
    if let Some(shape) = shape_of(dir, base, depth, subfolders.is_empty()) {
        let at = found.len()
            - found
                .iter()
                .rev()
                .take_while(|(p, _)| p.starts_with(dir))
                .count();
        found.insert(at, (dir.to_path_buf(), shape));
        if shape != Shape::Egod {
            return;
        }
        // egod1537's sources/ may hold a link too.
        walk(&dir.join("sources"), base, MAX_DEPTH, found);
        return;
    }
    if depth >= MAX_DEPTH {
        return;
    }
    found.extend(numbered_files(dir, base));
    for child in subfolders {
        walk(child, base, depth + 1, found);
    }
}

/// The code files of `dir` named by their problems, each a problem, and the others beside
/// them, each named with a line; none when no file is named by a problem.
fn numbered_files(dir: &Path, base: &Path) -> Vec<(PathBuf, Shape)> {
    let numbered = files::numbered(dir, base);
    if numbered.is_empty() {
        return Vec::new();
    }
    let others = hub::code_files(dir, base).into_iter();
    let others = others.filter(|f| !numbered.contains(f));
    let mut entries: Vec<(PathBuf, Shape)> = numbered
        .iter()
        .map(|f| (f.clone(), Shape::File))
        .chain(others.map(|f| (f, Shape::Unnumbered)))
        .collect();
    entries.sort_by(|a, b| {
        let name = |p: &Path| p.to_string_lossy().into_owned();
        workspace::natural_cmp(&name(&a.0), &name(&b.0))
    });
    entries
}

/// Which layout a folder is, if it is a problem folder (or looks like one: `Loose`).
fn shape_of(dir: &Path, base: &Path, depth: usize, leaf: bool) -> Option<Shape> {
    if depth >= MAX_DEPTH {
        // Only the links of egod1537's sources/ are looked for this deep.
        return None;
    }
    if dir.join("main.rs").is_file() && dir.join("test").is_dir() {
        return Some(Shape::Oj);
    }
    if egod::detect(dir) {
        return Some(Shape::Egod);
    }
    if magenta::detect(dir) {
        return Some(Shape::Magenta);
    }
    let files: Vec<PathBuf> = fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    let has_code = files.iter().any(|p| {
        p.is_file()
            && p.extension()
                .is_some_and(|x| kept::is_code_extension(&x.to_string_lossy()))
    });
    let has_readme = files
        .iter()
        .any(|p| p.ends_with("README.md") && p.is_file());
    let name = hub::clean_name(&dir.file_name()?.to_string_lossy());
    if let Some((_, title)) = hub::hub_name(&name) {
        // `01. Bronze 5/01000.cpp` is a folder of files named by their problems, not
        // problem 1: BaekjoonHub names its solution after the title and writes a README.
        let named = files.iter().any(|p| {
            p.file_stem().is_some_and(|s| {
                !title.is_empty() && hub::clean_name(&s.to_string_lossy()) == title
            })
        });
        let own = has_readme || named || files::numbered(dir, base).is_empty();
        if (has_code || has_readme) && own {
            return Some(Shape::Hub);
        }
    }
    // A folder of code named like no problem (a README alone is documentation; files named
    // by numbers are problems each).
    let loose = has_code && leaf && depth > 0 && files::numbered(dir, base).is_empty();
    loose.then_some(Shape::Loose)
}

/// What a folder to import held.
enum Read {
    /// A problem ready to be written.
    Found(Found),
    /// Not a problem that can be imported: why, for the report.
    Skipped(Skip),
}

/// How the problem's files are made.
enum Body {
    /// From a Rust solution, as BaekjoonHub's and online-judge-tools' are imported.
    Rust(String),
    /// From a draft (title, limits, samples as `new --html` makes them), its `main.rs` the
    /// template unless a Rust solution is given.
    Draft(Box<Draft>, Option<String>),
}

/// A problem ready to be written.
struct Found {
    id: NewId,
    title: Option<String>,
    body: Body,
    /// (case name, input, expected output).
    cases: Vec<Case>,
    notes: Vec<ImportNote>,
    /// The statement in Markdown, from a BaekjoonHub README's `### 문제 설명` and after.
    statement: Option<String>,
    /// Solutions kept as submissions.
    subs: Vec<kept::Sub>,
    /// The backup's kind, for `submissions.toml`'s first line.
    origin: &'static str,
}

/// A case as [`Found`] keeps it: (case name, input, expected output).
type Case = (String, Vec<u8>, Vec<u8>);

fn import_one(
    root: &Path,
    base: &Path,
    folder: &Path,
    shape: Shape,
    fallback: Option<Site>,
) -> Result<Imported, Error> {
    let found = match shape {
        Shape::Hub => hub::read_hub(folder, base, fallback)?,
        Shape::Oj => read_oj(folder, fallback)?,
        Shape::Magenta => magenta::read(folder, base)?,
        Shape::Egod => egod::read(folder, base)?,
        Shape::File => files::read(folder, fallback)?,
        Shape::Loose => Read::Skipped(Skip::NotProblemFolder),
        Shape::Unnumbered => Read::Skipped(Skip::UnnumberedFile),
        Shape::Link => Read::Skipped(Skip::OutsideLink {
            target: fs::read_link(folder)
                .map(|t| t.display().to_string())
                .unwrap_or_default(),
        }),
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
            let (added, already) = kept::keep(root, &data, &found.subs, found.origin)?;
            return Ok(Imported::Exists {
                id: name,
                path: workspace::rel(root, existing),
                added,
                already,
            });
        }
    }
    let cases = match std::mem::replace(&mut found.body, Body::Rust(String::new())) {
        Body::Rust(source) => write_rust(root, folder, &mut found, source)?,
        Body::Draft(draft, main) => write_draft(root, &draft, main, &mut found.notes)?,
    };
    if let Some(text) = &found.statement {
        let kept = statement_md::keep(root, &name, text)?;
        found.notes.push(ImportNote::Statement(kept));
    }
    if !found.subs.is_empty() {
        let (added, already) = kept::keep(root, &data, &found.subs, found.origin)?;
        found.notes.push(ImportNote::Kept {
            dir: workspace::rel(root, &data.join("submissions")),
            added,
            already,
        });
    }
    Ok(Imported::Done {
        id: name,
        title: found.title,
        cases,
        notes: found.notes,
    })
}

/// Writes a problem whose `main.rs` is its Rust solution: the number of its cases.
fn write_rust(
    root: &Path,
    folder: &Path,
    found: &mut Found,
    source: String,
) -> Result<usize, Error> {
    let name = found.id.id();
    let crate_dir = root.join("problems").join(&name);
    let data = root.join("testcases").join(&name);
    let mut source = source;
    if matches!(found.id.site.kind(), Kind::Function) {
        add_harness(&mut source, &mut found.notes);
    }
    let limits = found.id.site.limits();
    let cargo = if uses_unsafe(&source) {
        found.notes.push(ImportNote::Unsafe);
        template::cargo_toml_allowing_unsafe(&name)
    } else {
        template::cargo_toml(&name, Language::Rust2021)
    };
    super::create_new(root, &crate_dir.join("Cargo.toml"), cargo.as_bytes())?;
    super::create_new(
        root,
        &crate_dir.join("src").join("main.rs"),
        source.as_bytes(),
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
    Ok(found.cases.len())
}

/// Writes a drafted problem, with `main` as its `main.rs` when there is one (else the
/// template, to solve): the number of its cases.
fn write_draft(
    root: &Path,
    draft: &Draft,
    main: Option<String>,
    notes: &mut Vec<ImportNote>,
) -> Result<usize, Error> {
    let name = draft.id.id();
    let crate_dir = root.join("problems").join(&name);
    let main_path = crate_dir.join("src").join("main.rs");
    let mut files = draft.files(root);
    match &main {
        Some(source) => {
            let unsafe_ = uses_unsafe(source);
            for (path, bytes) in &mut files {
                if *path == main_path {
                    *bytes = source.clone().into_bytes();
                } else if unsafe_ && *path == crate_dir.join("Cargo.toml") {
                    *bytes = template::cargo_toml_allowing_unsafe(&name).into_bytes();
                }
            }
            if unsafe_ {
                notes.push(ImportNote::Unsafe);
            }
        }
        None => notes.push(ImportNote::TemplateMain),
    }
    for (path, bytes) in &files {
        super::create_new(root, path, bytes)?;
    }
    Ok(draft.cases.len())
}

/// A Programmers file as BaekjoonHub keeps it is `solution` alone: append the marker and a
/// harness generated from its signature, so it builds and runs on literal cases.
fn add_harness(source: &mut String, notes: &mut Vec<ImportNote>) {
    if source.lines().any(|l| l.trim() == HARNESS_MARKER) {
        return;
    }
    if source.contains("fn main") {
        notes.push(ImportNote::MainWithoutMarker {
            marker: HARNESS_MARKER,
        });
        return;
    }
    let Some(at) = source.find("fn solution") else {
        notes.push(ImportNote::NoSolutionFn);
        return;
    };
    let text = &source[at..];
    let signature = text.split('{').next().unwrap_or(text);
    match Signature::parse(signature) {
        Ok(signature) => {
            let mut with = source.trim_end().to_owned();
            with.push_str("\n\n");
            with.push_str(&programmers::harness(&signature));
            if !source.contains("mod tests") {
                with.push_str(&template::programmers_tests());
            }
            *source = with;
            notes.push(ImportNote::HarnessAdded);
        }
        Err(why) => notes.push(ImportNote::NoHarness { why }),
    }
}

/// The most a backup's code or sample file can be: BOJ took at most 64 KB of source; a
/// larger file is refused by name, never read whole into memory.
pub(super) const BACKUP_FILE_LIMIT: u64 = 8 << 20;

/// Reads a backup's code or sample file: a regular file of at most [`BACKUP_FILE_LIMIT`]
/// bytes (a FIFO or a device is refused by name, never opened for reading).
fn read(path: &Path) -> Result<Vec<u8>, Error> {
    crate::workspace::read_bounded(path, BACKUP_FILE_LIMIT).map_err(|e| Error::io(path, e))
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
        body: Body::Rust(source),
        cases,
        notes,
        statement: None,
        subs: Vec::new(),
        origin: "online-judge-tools",
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
