//! BaekjoonHub's folders: `백준/<tier>/<id>. <title>/` with the tier as `Gold` or, since
//! BaekjoonHub 1.4.8, `Gold V` (either space), under a language folder or not
//! (`Java/백준/…`), the solution in any language BOJ judged, `README.md` and
//! `inputN.txt`/`outputN.txt`. A Rust solution becomes `main.rs`; any other is kept as a
//! submission BOJ accepted (BaekjoonHub uploads only those), with the README's memory and
//! time, and `main.rs` is the template.

use super::kept::{self, Sub};
use super::{Body, Case, Found, Read};
use crate::author::examples::ProgrammersPage;
use crate::author::new::Draft;
use crate::author::statement_md;
use crate::author::template::LimitsSource;
use crate::error::Error;
use crate::report::words::{ImportNote, Skip};
use crate::sites::{Kind, NewId, Site};
use std::fs;
use std::path::{Path, PathBuf};

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

/// `1000. A+B` → ("1000", "A+B"); a name of digits alone, `1000`, is problem 1000 untitled.
pub(super) fn hub_name(name: &str) -> Option<(&str, &str)> {
    let digits = name.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && digits == name.len() {
        return Some((name, ""));
    }
    let rest = name[digits..].strip_prefix('.')?;
    (digits > 0).then(|| (&name[..digits], rest.trim()))
}

/// The solution files of a folder (by extension), sorted; only those inside `base`.
pub(super) fn code_files(dir: &Path, base: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && super::inside(base, p)
                && p.extension()
                    .is_some_and(|x| kept::is_code_extension(&x.to_string_lossy()))
        })
        .collect();
    files.sort();
    files
}

/// The site of a BaekjoonHub folder from the names on its path.
pub(super) fn site_from_path(folder: &Path) -> Option<Site> {
    folder
        .components()
        .rev()
        .find_map(|c| Site::of_folder(&c.as_os_str().to_string_lossy()))
}

/// The title from BaekjoonHub's README: `# [Bronze V] A+B - 1000`.
fn readme_title(readme: &str, number: &str) -> Option<String> {
    let line = readme.lines().find_map(|l| l.trim().strip_prefix("# "))?;
    // Another README's heading (`# 예제 입력 1`) is no title: BaekjoonHub's starts with the
    // tier in brackets, or ends with the number.
    let line = match line.strip_prefix('[') {
        Some(rest) => rest.split_once(']')?.1.trim(),
        None if line.trim_end().ends_with(number) => line.trim(),
        None => return None,
    };
    let title = line
        .strip_suffix(number)
        .map_or(line, |t| t.trim_end().trim_end_matches('-'))
        .trim();
    (!title.is_empty()).then(|| title.to_owned())
}

/// The number after `label:` in the README's 성능 요약 line (`메모리: 14244 KB, 시간: 108 ms`).
fn readme_figure(readme: &str, label: &str) -> Option<u64> {
    let line = readme.lines().find(|l| l.contains("메모리:"))?;
    let after = line.split_once(label)?.1.trim_start();
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// `### 제출 일자` then `2026년 2월 26일 20:12:40` → `2026-02-26 20:12:40`.
fn readme_submitted(readme: &str) -> Option<String> {
    let mut lines = readme.lines().map(str::trim);
    lines.position(|l| {
        l.strip_prefix("###")
            .is_some_and(|h| h.trim() == "제출 일자")
    })?;
    let text = lines.find(|l| !l.is_empty())?;
    Some(super::super::submissions::timestamp(text)).filter(|t| t != text)
}

/// Reads a BaekjoonHub problem folder: number and title from its name, solution, site, samples.
pub(super) fn read_hub(folder: &Path, base: &Path, fallback: Option<Site>) -> Result<Read, Error> {
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
    let (rust, others, mut notes) = match sources(folder, base, folder_title) {
        Ok(found) => found,
        Err(why) => return Ok(Read::Skipped(why)),
    };
    let readme = super::read_inside(base, &folder.join("README.md")).unwrap_or_default();
    let rust_text = match &rust {
        Some(path) => Some(String::from_utf8_lossy(&super::read(path)?).into_owned()),
        None => None,
    };
    let site = site_from_path(folder)
        .or_else(|| Site::find_url(&readme).map(|(site, _)| site))
        .or_else(|| {
            rust_text
                .as_deref()
                .and_then(Site::find_url)
                .map(|(s, _)| s)
        })
        .or(fallback);
    let Some(site) = site else {
        return Ok(Read::Skipped(Skip::NoSite));
    };
    if rust_text.is_none() && !matches!(site.kind(), Kind::Closed) {
        let names = others
            .iter()
            .filter_map(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .collect();
        return Ok(Read::Skipped(Skip::NoRustSolution { names }));
    }
    let title = readme_title(&readme, &number).unwrap_or_else(|| folder_title.to_owned());
    let (cases, more) = hub_samples(folder, base, site, &readme)?;
    notes.extend(more);
    let title = (!title.is_empty()).then_some(title);
    let statement = statement_md::from_hub_readme(&readme, site, title.as_deref());
    // The README's figures are of the file BaekjoonHub wrote last: the one named after the
    // title, when only one is (`A＋B.c` beside `A＋B.py` leaves it unknown which).
    let named = |p: &PathBuf| {
        p.file_stem()
            .is_some_and(|s| clean_name(&s.to_string_lossy()) == clean_name(folder_title))
    };
    let named_count = others.iter().chain(&rust).filter(|p| named(p)).count();
    let subs = others
        .iter()
        .map(|path| {
            let figures = named(path) && named_count == 1;
            accepted(path, if figures { &readme } else { "" })
        })
        .collect::<Result<Vec<Sub>, Error>>()?;
    let id = NewId { site, number };
    let body = match rust_text {
        Some(source) => Body::Rust(source),
        None => {
            let mut draft = Draft::new(id.clone());
            draft.title.clone_from(&title);
            draft.source = LimitsSource::Unchecked;
            draft.facts = crate::author::todo::hub_facts(folder);
            draft.cases.clone_from(&cases);
            Body::Draft(Box::new(draft), None)
        }
    };
    Ok(Read::Found(Found {
        id,
        title,
        body,
        cases,
        notes,
        statement,
        subs,
        origin: "BaekjoonHub",
    }))
}

/// A solution BaekjoonHub uploaded, as a submission BOJ accepted, with the figures and date
/// of `readme` (empty when they are not this file's).
fn accepted(path: &Path, readme: &str) -> Result<Sub, Error> {
    let ext = path
        .extension()
        .map(|x| x.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok(Sub {
        id: None,
        language: kept::language_of_extension(&ext)
            .unwrap_or("Text")
            .to_owned(),
        verdict: Some("맞았습니다!!".to_owned()),
        time_ms: readme_figure(readme, "시간:"),
        memory_kb: readme_figure(readme, "메모리:"),
        submitted: readme_submitted(readme),
        code: super::read(path)?,
    })
}

/// A folder's Rust solution, its other solutions, and notes on its empty files.
type Sources = (Option<PathBuf>, Vec<PathBuf>, Vec<ImportNote>);

/// The folder's Rust solution (its one `.rs` file, or the one named after the title), its
/// other solutions, and notes on empty files; else why there is nothing to import.
fn sources(folder: &Path, base: &Path, folder_title: &str) -> Result<Sources, Skip> {
    let mut files = code_files(folder, base);
    // A solution in BOJ's Text language is `<title>.txt` (samples are inputN.txt, outputN.txt).
    let text = folder.join(format!("{folder_title}.txt"));
    if !folder_title.is_empty() && text.is_file() && super::inside(base, &text) {
        files.push(text);
    }
    let name = |p: &PathBuf| {
        p.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    };
    let (empty, files): (Vec<PathBuf>, Vec<PathBuf>) = files
        .into_iter()
        .partition(|p| fs::metadata(p).is_ok_and(|m| m.len() == 0));
    if files.is_empty() {
        return Err(if empty.is_empty() {
            Skip::NoCode
        } else {
            Skip::EmptyCode {
                names: empty.iter().map(name).collect(),
            }
        });
    }
    let notes = empty
        .iter()
        .map(|p| ImportNote::EmptyFile { name: name(p) })
        .collect();
    let (rust, others): (Vec<PathBuf>, Vec<PathBuf>) = files
        .into_iter()
        .partition(|p| p.extension().is_some_and(|x| x == "rs"));
    let rust = match rust.as_slice() {
        [] => None,
        [one] => Some(one.clone()),
        several => {
            let named = several.iter().find(|p| {
                p.file_stem().is_some_and(|s| {
                    let stem = clean_name(&s.to_string_lossy());
                    stem == folder_title || stem == clean_name(folder_title)
                })
            });
            match named {
                Some(p) => Some(p.clone()),
                None => {
                    return Err(Skip::SeveralSources {
                        names: several.iter().map(name).collect(),
                    })
                }
            }
        }
    };
    Ok((rust, others, notes))
}

/// The folder's samples (`inputN.txt`, `outputN.txt`, else a Programmers README's table), noted.
fn hub_samples(
    folder: &Path,
    base: &Path,
    site: Site,
    readme: &str,
) -> Result<(Vec<Case>, Vec<ImportNote>), Error> {
    let mut cases = Vec::new();
    let mut notes = Vec::new();
    for n in 1.. {
        let input = folder.join(format!("input{n}.txt"));
        let output = folder.join(format!("output{n}.txt"));
        let usable = |p: &Path| p.is_file() && super::inside(base, p);
        match (usable(&input), usable(&output)) {
            (true, true) => cases.push((
                format!("sample-{n}"),
                super::read(&input)?,
                super::read(&output)?,
            )),
            (true, false) => notes.push(ImportNote::InputAlone { n }),
            (false, true) => notes.push(ImportNote::OutputAlone { n }),
            (false, false) => break,
        }
    }
    if cases.is_empty() && matches!(site.kind(), Kind::Function) {
        if let Some(page) = ProgrammersPage::read(readme) {
            cases = page.cases();
            if !cases.is_empty() {
                notes.push(ImportNote::FromReadme);
            }
        }
    }
    Ok((cases, notes))
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
        assert_eq!(hub_name("1000.테스트"), Some(("1000", "테스트")));
        assert_eq!(hub_name("Bronze"), None);
        assert_eq!(hub_name(".x"), None);
        assert_eq!(hub_name("12 x"), None);
    }

    #[test]
    fn readme_facts() {
        let readme = "# [Bronze IV] 세수정렬 - 2752 \n\n### 성능 요약\n\n메모리: 14244 KB, \
                      시간: 108 ms\n\n### 제출 일자\n\n2026년 2월 26일 20:12:40\n";
        assert_eq!(readme_title(readme, "2752").as_deref(), Some("세수정렬"));
        assert_eq!(readme_figure(readme, "메모리:"), Some(14244));
        assert_eq!(readme_figure(readme, "시간:"), Some(108));
        assert_eq!(
            readme_submitted(readme).as_deref(),
            Some("2026-02-26 20:12:40")
        );
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
