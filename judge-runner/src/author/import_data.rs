//! `cargo judge import-data ID PATH`: official judge data as the problem's cases. PATH is an
//! ICPC problem package (a folder, or a zip or tar archive read through the system's `unzip`
//! or `tar`: `archive.rs`; the package itself: `package.rs`), a folder of numbered pairs
//! (`pairs.rs`), or a CPH / Competitive Companion JSON list of tests (`cph.rs`).
//!
//! Everything in PATH is untrusted: a file that cannot be read, a symbolic link, an input
//! without its answer or two files that would be the same case get a line naming them, and
//! the rest is still imported; the exit code says that something was skipped. Nothing is
//! overwritten: a case, checker, reference or wrong solution whose file exists is left as it
//! is (and said). Files are copied, never read whole, so a package of any size imports in
//! the memory of one file's name. A problem that does not exist yet is made first, as `new`
//! makes it, with the package's title, limits and compare rule; an existing problem keeps
//! its `problem.toml`, and a line says where the package differs from it.

use super::new::{self, Draft};
use super::template::LimitsSource;
use super::Matches;
use crate::cli::flags::LOCAL;
use crate::config::{self, CheckerArgs, Compare};
use crate::error::{self, Error};
use crate::report::progress::Pacer;
use crate::report::words::{self, DataKind, DataLine, LimitKind};
use crate::workspace::{self, MAX_CASE_BYTES};
use crate::Context;
use std::collections::BTreeMap;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

mod archive;
mod cph;
mod package;
mod pairs;
mod yaml;

/// Where a case's bytes come from.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Bytes {
    /// A file of PATH, copied as it is.
    File(PathBuf),
    /// Text from a JSON list.
    Text(Vec<u8>),
}

/// One case to store: its name in `testcases/<id>/`, its group for the report, and its
/// input and answer.
#[derive(Debug, Clone, PartialEq, Eq)]
struct NewCase {
    name: String,
    group: String,
    input: Bytes,
    answer: Bytes,
}

/// What the source says beyond its cases (a package; empty for pairs and JSON).
#[derive(Debug, Default)]
struct Extras {
    title: Option<String>,
    time_ms: Option<u64>,
    memory_mb: Option<u64>,
    /// `compare` and `float_tolerance` from the default validator's flags.
    compare: Option<(&'static str, Option<f64>)>,
    /// The C++ output validator: its main source and the headers beside it.
    checker: Option<(PathBuf, Vec<PathBuf>)>,
    /// Wrong solutions: (source, expected verdict word).
    wrong: Vec<(PathBuf, &'static str)>,
    /// An accepted submission in Rust or C++, as the reference.
    reference: Option<PathBuf>,
    /// The test groups (case-name prefixes) and their points, for `groups.toml`.
    groups: Vec<(String, u64)>,
}

/// What was read from PATH: the cases, the extras, and the lines said so far.
#[derive(Debug, Default)]
struct Gathered {
    cases: Vec<NewCase>,
    extras: Extras,
    lines: Vec<DataLine>,
    /// Files skipped as bad data (an existing case with the same bytes is not one).
    skipped: usize,
}

impl Gathered {
    /// Says `line` and counts it as a skipped file.
    fn skip(&mut self, line: DataLine) {
        self.lines.push(line);
        self.skipped += 1;
    }

    /// Adds a case unless its name is taken by an earlier one (then a line names both).
    fn add(&mut self, case: NewCase, from: &str, taken: &mut BTreeMap<String, String>) {
        if let Some(other) = taken.get(&case.name) {
            let line = DataLine::SameName {
                file: from.to_owned(),
                other: other.clone(),
                case: case.name.clone(),
            };
            self.skip(line);
            return;
        }
        taken.insert(case.name.clone(), from.to_owned());
        self.cases.push(case);
    }
}

/// A case name from its origin, group and file stem: `secret-group1-02`; characters other
/// than letters, digits, `-`, `_` and `.` become `_`.
fn case_name(parts: &[&str]) -> String {
    parts
        .iter()
        .filter(|p| !p.is_empty())
        .map(|p| {
            p.chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
                        c
                    } else {
                        '_'
                    }
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("-")
}

/// A path of PATH as the report names it: relative to PATH's folder, with `/`.
fn shown(base: &Path, path: &Path) -> String {
    match path.strip_prefix(base) {
        Ok(rel) if !rel.as_os_str().is_empty() => workspace::rel(base, path),
        _ => path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        ),
    }
}

/// The entries of a folder, sorted by name (natural order). A symbolic link to a file
/// inside `base` is that file (packages reuse a case in several groups so: Kattis'
/// oddecho); any other link is named and left out.
fn listing(dir: &Path, base: &Path, got: &mut Gathered) -> Vec<(String, PathBuf, bool)> {
    let inside = fs::canonicalize(base).ok();
    let followed = |path: &Path| {
        let target = fs::canonicalize(path).ok()?;
        let meta = fs::metadata(&target).ok()?;
        (meta.is_file() && inside.as_ref().is_some_and(|b| target.starts_with(b))).then_some(())
    };
    let Ok(entries) = fs::read_dir(dir) else {
        got.skip(DataLine::Unreadable {
            file: shown(base, dir),
            why: "cannot be listed".into(),
        });
        return Vec::new();
    };
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        match fs::symlink_metadata(&path) {
            Ok(meta) if meta.file_type().is_symlink() => match followed(&path) {
                Some(()) => found.push((name, path, false)),
                None => got.skip(DataLine::Link {
                    file: shown(base, &path),
                }),
            },
            Ok(meta) if meta.is_dir() => found.push((name, path, true)),
            Ok(meta) if meta.is_file() => found.push((name, path, false)),
            _ => {}
        }
    }
    found.sort_by(|a, b| workspace::natural_cmp(&a.0, &b.0));
    found
}

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let root = super::root(parsed, ctx)?;
    let lang = super::lang(parsed, ctx)?;
    let Some(id) = new::parse_id(&parsed.positional[..1], "import-data")? else {
        unreachable!("import-data takes two positional arguments");
    };
    let given = &parsed.positional[1];
    let path = ctx.cwd.join(given);
    let meta = fs::metadata(&path).map_err(|e| Error::io(&path, e))?;
    let mut said = Vec::new();
    let mut scratch = None;
    let mut got = Gathered::default();
    if meta.is_dir() {
        read_folder(&path, given, &mut got);
    } else if let Some(kind) = archive::kind(&path) {
        let folder = root
            .join("target")
            .join("judge")
            .join("import-data")
            .join(format!("{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).map_err(|e| Error::io(&folder, e))?;
        scratch = Some(folder.clone());
        match archive::extract(kind, &path, given, &folder, &ctx.child_env) {
            Ok(()) => {
                let top = archive::single_folder(&folder).unwrap_or(folder);
                read_folder(&top, given, &mut got);
            }
            Err(line) => got.skip(line),
        }
    } else if cph::looks_like_json(&path) {
        got.lines.push(DataLine::Reading {
            path: given.clone(),
            kind: DataKind::Json,
        });
        cph::read(&path, given, &mut got);
    } else {
        got.skip(DataLine::NothingFound {
            path: given.clone(),
        });
    }
    let outcome = if got.cases.is_empty() && got.skipped > 0 && got.extras.checker.is_none() {
        // Nothing to bring in: no problem is made for it, and the lines say why.
        said.extend(got.lines.iter().map(|line| words::data_line(line, lang)));
        Ok(())
    } else {
        // A package not free to share stays out of git, as statements do.
        let unlicensed = got
            .lines
            .iter()
            .any(|line| matches!(line, DataLine::License { .. }));
        let local = parsed.has(&LOCAL)
            || (unlicensed && !super::statement_md::publishes_statements(&root)?);
        let source = path.display().to_string();
        let mut progress = Progress {
            out: &mut ctx.stderr,
            pacer: Pacer::new(
                ctx.stderr_is_terminal,
                Duration::from_secs(2),
                (Duration::from_millis(200), Duration::from_secs(10)),
            ),
            lang,
        };
        let keep = local.then_some(source.as_str());
        store(&root, &id, &mut got, &mut said, &mut progress, keep)
    };
    if let Some(folder) = scratch {
        let _ = fs::remove_dir_all(folder);
    }
    outcome?;
    let mut text = String::new();
    for line in &said {
        text.push_str(line);
        text.push('\n');
    }
    super::say(&mut ctx.stdout, &text)?;
    Ok(if got.skipped > 0 {
        error::EXIT_TROUBLE
    } else {
        error::EXIT_OK
    })
}

/// Reads a folder: a package, a folder of pairs, or one JSON file in it.
fn read_folder(dir: &Path, given: &str, got: &mut Gathered) {
    if package::detect(dir) {
        got.lines.push(DataLine::Reading {
            path: given.to_owned(),
            kind: DataKind::Package,
        });
        package::read(dir, got);
    } else if pairs::detect(dir) {
        got.lines.push(DataLine::Reading {
            path: given.to_owned(),
            kind: DataKind::Pairs,
        });
        pairs::read(dir, dir, "data", got);
    } else {
        got.skip(DataLine::NothingFound {
            path: given.to_owned(),
        });
    }
}

/// The progress line of a long import, on stderr (a package of hundreds of megabytes takes
/// a while to copy): after two seconds, on a terminal in place, in a log now and then.
struct Progress<'a> {
    out: &'a mut Box<dyn io::Write + Send>,
    pacer: Pacer,
    lang: crate::report::Lang,
}

impl Progress<'_> {
    fn tick(&mut self, done: usize, of: usize, bytes: u64) {
        if self.pacer.due() {
            let line = words::data_line(&DataLine::Progress { done, of, bytes }, self.lang);
            let text = self.pacer.render(&line);
            let _ = self.out.write_all(text.as_bytes());
            let _ = self.out.flush();
        }
    }

    fn clear(&mut self) {
        let text = self.pacer.clear();
        let _ = self.out.write_all(text.as_bytes());
    }
}

/// Makes the problem when it does not exist, then stores the cases and the extras; every
/// line said goes to `said`.
fn store(
    root: &Path,
    id: &crate::sites::NewId,
    got: &mut Gathered,
    said: &mut Vec<String>,
    progress: &mut Progress<'_>,
    local: Option<&str>,
) -> Result<(), Error> {
    let lang = progress.lang;
    let name = id.id();
    let data = root.join("testcases").join(&name);
    let mut lines = std::mem::take(&mut got.lines);
    let mut made = Vec::new();
    if data.is_dir() {
        differences(&data, &got.extras, &mut lines);
    } else {
        let mut draft = Draft::new(id.clone());
        draft.title.clone_from(&got.extras.title);
        if let Some(ms) = got.extras.time_ms {
            draft.limits.time_ms = ms;
        }
        if let Some(mb) = got.extras.memory_mb {
            draft.limits.memory_mb = mb;
        }
        if got.extras.time_ms.is_none() {
            draft.source = LimitsSource::Unchecked;
        }
        if got.extras.checker.is_some() {
            draft.facts.compare = Some("checker");
            draft.facts.checker_args = Some("icpc");
        } else if let Some((mode, tolerance)) = got.extras.compare {
            draft.facts.compare = Some(mode);
            draft.facts.float_tolerance = tolerance;
        }
        made = new::create(root, &draft)?;
        if got.extras.time_ms.is_some() || got.extras.memory_mb.is_some() {
            lines.push(DataLine::LimitsFrom {
                time_ms: got.extras.time_ms,
                memory_mb: got.extras.memory_mb,
            });
        }
    }
    let mut groups: Vec<(String, usize)> = Vec::new();
    let (mut count, mut unchanged, mut bytes) = (0, 0, 0);
    let of = got.cases.len();
    let mut new_cases = Vec::new();
    for (done, case) in got.cases.iter().enumerate() {
        progress.tick(done, of, bytes);
        match store_case(&data, case) {
            Stored::New => {
                count += 1;
                new_cases.push(case.name.clone());
                bytes += size(&case.input) + size(&case.answer);
                match groups.iter_mut().find(|(g, _)| *g == case.group) {
                    Some((_, n)) => *n += 1,
                    None => groups.push((case.group.clone(), 1)),
                }
            }
            Stored::Same => unchanged += 1,
            Stored::Differs => {
                got.skipped += 1;
                lines.push(DataLine::Exists {
                    case: case.name.clone(),
                    same: false,
                });
            }
            Stored::Failed(file, why) => {
                got.skipped += 1;
                lines.push(DataLine::Unreadable { file, why });
            }
        }
    }
    progress.clear();
    if let (Some(source), false) = (local, new_cases.is_empty()) {
        match keep_local(&data, source, &new_cases) {
            Ok(checksum) => lines.push(DataLine::Local {
                ignore: workspace::rel(root, &data.join(".gitignore")),
                record: workspace::rel(root, &data.join("official.toml")),
                checksum,
            }),
            Err((file, e)) => {
                got.skipped += 1;
                lines.push(DataLine::Unreadable {
                    file: workspace::rel(root, &file),
                    why: e.to_string(),
                });
            }
        }
    }
    if unchanged > 0 {
        lines.push(DataLine::AlreadyThere { count: unchanged });
    }
    package::store_extras(root, &data, &got.extras, &mut lines);
    if count > 0 {
        lines.push(DataLine::Stored {
            data: workspace::rel(root, &data),
            count,
            groups,
        });
    }
    lines.push(DataLine::Done {
        added: count,
        skipped: got.skipped,
    });
    // What PATH was read as first, then the problem's files, then the rest.
    let reading = usize::from(matches!(lines.first(), Some(DataLine::Reading { .. })));
    said.extend(
        lines[..reading]
            .iter()
            .map(|line| words::data_line(line, lang)),
    );
    said.extend(made.iter().map(|line| words::author_line(line, lang)));
    said.extend(
        lines[reading..]
            .iter()
            .map(|line| words::data_line(line, lang)),
    );
    Ok(())
}

/// Where an existing problem's `problem.toml` differs from what the package says.
fn differences(data: &Path, extras: &Extras, lines: &mut Vec<DataLine>) {
    let file = data.join("problem.toml");
    let Ok(text) = fs::read_to_string(&file) else {
        return;
    };
    let Ok(spec) = config::parse_spec(&file, &text) else {
        return;
    };
    if let Some(ms) = extras.time_ms {
        let have = spec.limits.time.as_millis();
        if u128::from(ms) != have {
            lines.push(DataLine::LimitDiffers {
                what: LimitKind::Time,
                package: format!("{ms} ms"),
                problem: format!("{have} ms"),
            });
        }
    }
    if let Some(mb) = extras.memory_mb {
        let have = spec.limits.memory_bytes >> 20;
        if mb != have {
            lines.push(DataLine::LimitDiffers {
                what: LimitKind::Memory,
                package: format!("{mb} MB"),
                problem: format!("{have} MB"),
            });
        }
    }
    let package = match (&extras.checker, extras.compare) {
        (Some(_), _) => Some(Compare::Checker(CheckerArgs::Icpc)),
        (None, Some((mode, tolerance))) => {
            let text = match tolerance {
                Some(t) => format!("time_limit_ms = 1000\nmemory_limit_mb = 256\ncompare = \"{mode}\"\nfloat_tolerance = {t:e}\n"),
                None => format!("time_limit_ms = 1000\nmemory_limit_mb = 256\ncompare = \"{mode}\"\n"),
            };
            config::parse_spec(&file, &text).ok().map(|s| s.compare)
        }
        (None, None) => None,
    };
    if let Some(package) = package {
        if package != spec.compare {
            lines.push(DataLine::CompareDiffers {
                package: compare_name(package),
                problem: compare_name(spec.compare),
            });
        }
    }
}

/// A compare rule as `problem.toml` writes it.
fn compare_name(compare: Compare) -> String {
    use crate::compare::Mode;
    match compare {
        Compare::Output(Mode::Boj) => "boj".into(),
        Compare::Output(Mode::Lines) => "lines".into(),
        Compare::Output(Mode::Exact) => "exact".into(),
        Compare::Output(Mode::Tokens) => "tokens".into(),
        Compare::Output(Mode::TokensCaseless) => "tokens-caseless".into(),
        Compare::Output(Mode::Float { tolerance }) => {
            format!("float\", float_tolerance = \"{tolerance:e}")
        }
        Compare::Output(Mode::Literal) => "literal".into(),
        Compare::Output(Mode::Chosen { lines }) => format!(
            "boj\", compared_lines = \"{}",
            crate::compare::line_list(lines)
        ),
        Compare::Checker(CheckerArgs::Testlib) => "checker".into(),
        Compare::Checker(CheckerArgs::Boj) => "checker\", checker_args = \"boj".into(),
        Compare::Checker(CheckerArgs::Icpc) => "checker\", checker_args = \"icpc".into(),
        Compare::Interactive => "interactive".into(),
    }
}

/// Keeps the new cases `names` of `data` out of git: their files are added to
/// `data/.gitignore`, and `data/official.toml` gets a record of the source, the cases and
/// their checksum (FNV-1a, 64 bits, over each name, input and answer in order), so that the
/// data judged on can be told. Both files are appended to, never rewritten.
///
/// # Errors
/// The file that could not be read or written, and why.
fn keep_local(data: &Path, source: &str, names: &[String]) -> Result<String, (PathBuf, io::Error)> {
    let mut hash = Fnv::default();
    for name in names {
        hash.write(name.as_bytes());
        for ext in ["in", "out"] {
            let file = data.join(format!("{name}.{ext}"));
            hash.write(&[0]);
            let mut from = File::open(&file).map_err(|e| (file.clone(), e))?;
            let mut buffer = vec![0u8; 1 << 16];
            loop {
                let n = read_full(&mut from, &mut buffer).map_err(|e| (file.clone(), e))?;
                hash.write(&buffer[..n]);
                if n < buffer.len() {
                    break;
                }
            }
        }
    }
    let checksum = format!("fnv1a64:{:016x}", hash.0);
    let append = |file: PathBuf, text: String| {
        OpenOptions::new()
            .create(true)
            .append(true)
            .open(&file)
            .and_then(|mut f| f.write_all(text.as_bytes()))
            .map_err(|e| (file, e))
    };
    let mut ignore = String::from("# Official data kept out of git (import-data --local)\n");
    for name in names {
        ignore.push_str(&format!("/{name}.in\n/{name}.out\n"));
    }
    append(data.join(".gitignore"), ignore)?;
    let quoted = source.replace('\\', "\\\\").replace('"', "\\\"");
    let record = format!(
        "# import-data --local: where these cases came from, and a checksum of their bytes.\n\
         source = \"{quoted}\"\ncases = {}\nchecksum = \"{checksum}\"\n\n",
        names.len(),
    );
    append(data.join("official.toml"), record)?;
    Ok(checksum)
}

/// FNV-1a, 64 bits: a checksum of our own (std only).
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// How many bytes a case file holds.
fn size(bytes: &Bytes) -> u64 {
    match bytes {
        Bytes::File(path) => fs::metadata(path).map_or(0, |m| m.len()),
        Bytes::Text(text) => text.len() as u64,
    }
}

/// What became of one case.
enum Stored {
    New,
    /// Both files are there with these bytes.
    Same,
    /// A file of the case is there with other bytes.
    Differs,
    /// A file could not be read or written: which, and the system's words.
    Failed(String, String),
}

/// Stores one case as `NAME.in` and `NAME.out`, never over a file: the answer first, so
/// that an input never stands without its answer.
fn store_case(data: &Path, case: &NewCase) -> Stored {
    let input = data.join(format!("{}.in", case.name));
    let answer = data.join(format!("{}.out", case.name));
    if input.exists() || answer.exists() {
        let same = same_bytes(&input, &case.input) && same_bytes(&answer, &case.answer);
        return if same { Stored::Same } else { Stored::Differs };
    }
    if let Err(failed) = write_new(&answer, &case.answer) {
        return failed;
    }
    if let Err(failed) = write_new(&input, &case.input) {
        let _ = fs::remove_file(&answer);
        return failed;
    }
    Stored::New
}

/// Whether the file at `path` holds `bytes`' bytes, read in pieces.
fn same_bytes(path: &Path, bytes: &Bytes) -> bool {
    let Ok(mut have) = File::open(path) else {
        return false;
    };
    let mut source: Box<dyn Read> = match bytes {
        Bytes::File(from) => match File::open(from) {
            Ok(file) => Box::new(file),
            Err(_) => return false,
        },
        Bytes::Text(text) => Box::new(io::Cursor::new(text.clone())),
    };
    let (mut a, mut b) = (vec![0u8; 1 << 16], vec![0u8; 1 << 16]);
    loop {
        let n = match read_full(&mut have, &mut a) {
            Ok(n) => n,
            Err(_) => return false,
        };
        let m = match read_full(&mut *source, &mut b) {
            Ok(m) => m,
            Err(_) => return false,
        };
        if a[..n] != b[..m] {
            return false;
        }
        if n == 0 {
            return true;
        }
    }
}

/// Reads until `buffer` is full or the end: how many bytes it holds.
fn read_full(from: &mut dyn Read, buffer: &mut [u8]) -> io::Result<usize> {
    let mut filled = 0;
    while filled < buffer.len() {
        match from.read(&mut buffer[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(filled)
}

/// Writes a new file from `bytes` (a file is copied in pieces, and must not be larger than
/// a case may be).
fn write_new(path: &Path, bytes: &Bytes) -> Result<(), Stored> {
    let failed =
        |file: &Path, e: io::Error| Stored::Failed(file.display().to_string(), e.to_string());
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|e| failed(parent, e))?;
    }
    let mut out = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| failed(path, e))?;
    let copied = match bytes {
        Bytes::File(from) => File::open(from)
            .and_then(|file| io::copy(&mut file.take(MAX_CASE_BYTES), &mut out))
            .map_err(|e| failed(from, e)),
        Bytes::Text(text) => io::Write::write_all(&mut out, text)
            .map(|()| 0)
            .map_err(|e| failed(path, e)),
    };
    if let Err(e) = copied {
        drop(out);
        let _ = fs::remove_file(path);
        return Err(e);
    }
    Ok(())
}

/// Copies `from` to `to` unless `to` exists: `Ok(false)` when it did.
fn copy_new(from: &Path, to: &Path, prefix: &[u8]) -> io::Result<bool> {
    if to.exists() {
        return Ok(false);
    }
    if let Some(parent) = to.parent() {
        fs::create_dir_all(parent)?;
    }
    let mut out = OpenOptions::new().write(true).create_new(true).open(to)?;
    let done = io::Write::write_all(&mut out, prefix)
        .and_then(|()| File::open(from))
        .and_then(|file| io::copy(&mut file.take(MAX_CASE_BYTES), &mut out));
    if let Err(e) = done {
        drop(out);
        let _ = fs::remove_file(to);
        return Err(e);
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv_1a_is_the_published_function() {
        // The reference values of FNV-1a 64 (Fowler, Noll, Vo: "" and "a").
        let hash = |bytes: &[u8]| {
            let mut h = Fnv::default();
            h.write(bytes);
            h.0
        };
        assert_eq!(hash(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(hash(b"a"), 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn case_names_keep_origin_and_group_and_only_safe_characters() {
        assert_eq!(case_name(&["secret", "group1", "02"]), "secret-group1-02");
        assert_eq!(case_name(&["sample", "", "1"]), "sample-1");
        assert_eq!(case_name(&["data", "a b/../c"]), "data-a_b_.._c");
    }
}
