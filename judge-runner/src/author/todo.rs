//! The problems still to solve: a `main.rs` that is the untouched template `new` or `import`
//! wrote, and `cargo judge todo`, which lists them with their tier and tags.
//!
//! The template carries a marker line with a fingerprint of its own code (every line but the
//! `//!` header and the marker, blank lines and trailing spaces aside). While the code is
//! the template's, the problem is *to solve*: listed, never judged, never a failure. The
//! first change to the code (not to the header, which the user fills in first) makes it a
//! solution, judged as any other; so does deleting the marker line.

use crate::cli::flags::FORMAT_TODO;
use crate::cli::Matches;
use crate::config::Tier;
use crate::error::{self, Error};
use crate::report::json::string;
use crate::report::words;
use crate::workspace;
pub(crate) use crate::workspace::to_solve::{file_is_template, mark, ToSolve};
use crate::Context;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

/// The labels BOJ showed beside a title (the `problem-label-*` spans of real saved pages).
const BOJ_PAGE_LABELS: [&str; 16] = [
    "성공",
    "실패",
    "시도",
    "부분 성공",
    "다국어",
    "원문",
    "스페셜 저지",
    "서브태스크",
    "언어 제한",
    "번외",
    "점수",
    "함수 구현",
    "인터랙티브",
    "전체 채점",
    "출력만",
    "투 스텝",
];

/// Tags fit for `problem.toml`: trimmed, non-empty, without control characters, each once,
/// in the order given; and without BOJ's page labels (성공, 다국어, 스페셜 저지, 서브태스크,
/// …: boj-vault's `problem.json` lists them among the tags), which are not algorithm tags:
/// the ones that say how a problem is judged are `labels`, read from the page.
pub(crate) fn clean_tags<'a>(tags: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for tag in tags {
        let tag = tag.trim();
        let label = BOJ_PAGE_LABELS.contains(&tag);
        if tag.is_empty() || label || tag.chars().any(char::is_control) {
            continue;
        }
        if !out.iter().any(|t| t == tag) {
            out.push(tag.to_owned());
        }
    }
    out
}

/// The tier and tags a BaekjoonHub `README.md` gives: the tier from its title line
/// (`# [Gold IV] 제목 - 1234`), the tags from the line under `### 분류`.
pub(crate) fn hub_readme_facts(readme: &str) -> (Option<Tier>, Vec<String>) {
    let tier = readme
        .lines()
        .find_map(|l| l.trim().strip_prefix("# "))
        .and_then(|l| l.trim().strip_prefix('['))
        .and_then(|l| l.split_once(']'))
        .and_then(|(tier, _)| Tier::parse(tier));
    let mut lines = readme.lines().map(str::trim);
    let tags = lines
        .position(|l| l.strip_prefix("###").is_some_and(|h| h.trim() == "분류"))
        .and_then(|_| lines.find(|l| !l.is_empty()))
        .filter(|l| !l.starts_with('#'))
        .map(|l| clean_tags(l.split(',')))
        .unwrap_or_default();
    (tier, tags)
}

/// The facts a BaekjoonHub problem folder's README gives for `problem.toml`.
pub(crate) fn hub_facts(folder: &Path) -> super::template::PageFacts {
    let readme = fs::read_to_string(folder.join("README.md")).unwrap_or_default();
    let (tier, tags) = hub_readme_facts(&readme);
    super::template::PageFacts {
        tier,
        tags,
        ..super::template::PageFacts::default()
    }
}

/// Every problem of the workspace at `root` whose solution is still its template, easiest
/// tier first (those without a tier last), then in natural order of id.
pub(crate) fn list(root: &Path) -> Result<Vec<ToSolve>, Error> {
    let ids = workspace::problem_ids(root).map_err(Error::NoWorkspace)?;
    let mut found = Vec::new();
    for id in ids {
        let main = root.join("problems").join(&id).join("src").join("main.rs");
        if !file_is_template(&main) {
            continue;
        }
        let toml = root.join("testcases").join(&id).join("problem.toml");
        // A problem.toml that does not parse is the judge's to report; here it lists bare.
        let spec = fs::read_to_string(&toml)
            .ok()
            .and_then(|text| crate::config::parse_spec(&toml, &text).ok());
        found.push(ToSolve {
            title: spec.as_ref().and_then(|s| s.title.clone()),
            tier: spec.as_ref().and_then(|s| s.tier),
            tags: spec.map(|s| s.tags).unwrap_or_default(),
            id,
        });
    }
    // `problem_ids` is in natural order, and the sort is stable.
    found.sort_by_key(|p| (p.tier.is_none(), p.tier));
    Ok(found)
}

/// `cargo judge todo`: the problems still to solve, one line each (or one JSON line each and
/// a summary line with `--format json`).
pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let root = super::root(parsed, ctx)?;
    let lang = super::lang(parsed, ctx)?;
    let json = match parsed.value(&FORMAT_TODO) {
        None | Some("human") => false,
        Some("json") => true,
        Some(other) => {
            return Err(super::usage(
                "todo",
                error::Usage::UnknownName {
                    what: error::Named::Format,
                    given: other.to_owned(),
                    choices: &["human", "json"],
                },
            ))
        }
    };
    let problems = list(&root)?;
    let mut out = String::new();
    if json {
        for p in &problems {
            let tags: Vec<String> = p.tags.iter().map(|t| string(t)).collect();
            let _ = writeln!(
                out,
                "{{\"type\":\"to-solve\",\"problem\":{},\"title\":{},\"tier\":{},\"level\":{},\"tags\":[{}]}}",
                string(&p.id),
                p.title.as_deref().map_or("null".to_owned(), string),
                p.tier.map_or("null".to_owned(), |t| string(&t.name())),
                p.tier.map_or("null".to_owned(), |t| t.level().to_string()),
                tags.join(",")
            );
        }
        let _ = writeln!(
            out,
            "{{\"type\":\"todo-summary\",\"to_solve\":{}}}",
            problems.len()
        );
    } else {
        for p in &problems {
            let _ = writeln!(out, "{}", words::to_solve_row(p, lang));
        }
        let _ = writeln!(out, "{}", words::to_solve_total(problems.len(), lang));
    }
    super::say(&mut ctx.stdout, &out)?;
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::to_solve::{fingerprint, is_template};

    const TEMPLATE: &str = "//! BOJ 1000 · A+B\n//! Approach: TODO\n\nfn main() {\n    \
                            println!(\"TODO\");\n}\n";

    #[test]
    fn a_template_is_to_solve_until_its_code_changes() {
        let marked = mark(TEMPLATE);
        assert!(marked.starts_with("//! BOJ 1000 · A+B\n//! Approach: TODO\n// cargo judge:"));
        assert!(is_template(&marked), "{marked}");
        // Line ends, trailing spaces and blank lines are no change; the header is not code.
        assert!(is_template(&marked.replace('\n', "\r\n")));
        assert!(is_template(&marked.replace("{\n", "{   \n\n")));
        let header = marked.replace("Approach: TODO", "Approach: add them.");
        assert!(is_template(&header));
        // Any change of the code is a solution.
        assert!(!is_template(
            &marked.replace("println!(\"TODO\")", "println!(\"3\")")
        ));
        assert!(!is_template(&marked.replace("fn main", "fn  main")));
        assert!(!is_template(&format!("{marked}// more\n")));
        // No marker, or a marker that is not one: never to solve.
        assert!(!is_template(TEMPLATE));
        let forged = marked.replace(&format!("{:016x}", fingerprint(TEMPLATE)), "zz");
        assert!(!is_template(&forged));
        let other = marked.replace(&format!("{:016x}", fingerprint(TEMPLATE)), "0123");
        assert!(!is_template(&other));
    }

    #[test]
    fn only_a_small_text_file_can_be_a_template() {
        let dir = std::env::temp_dir().join(format!("judge-todo-unit-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let marked = mark(TEMPLATE);
        let file = dir.join("main.rs");
        fs::write(&file, &marked).unwrap();
        assert!(file_is_template(&file));
        // Not UTF-8, too large, a folder, missing: somebody's code or nothing, never a
        // template, and no panic.
        let mut bytes = marked.clone().into_bytes();
        bytes.push(0xff);
        fs::write(&file, &bytes).unwrap();
        assert!(!file_is_template(&file));
        // Blank lines are no change of the code: only the size rules it out.
        let big = format!("{marked}{}", "\n".repeat(70_000));
        assert!(is_template(&big));
        fs::write(&file, big).unwrap();
        assert!(!file_is_template(&file));
        assert!(!file_is_template(&dir));
        assert!(!file_is_template(&dir.join("none.rs")));
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn baekjoonhub_readme_facts() {
        let readme = "# [Gold IV] 벽 부수고 이동하기 - 2206 \n\n[문제 링크](https://www.acmicpc.net/problem/2206) \n\n\
                      ### 성능 요약\n\n메모리: 1 KB, 시간: 0 ms\n\n### 분류\n\n\
                      그래프 이론, 그래프 탐색, 너비 우선 탐색, 그래프 이론\n\n### 제출 일자\n\n2024년 1월 1일\n";
        let (tier, tags) = hub_readme_facts(readme);
        assert_eq!(tier.map(|t| t.name()).as_deref(), Some("Gold IV"));
        assert_eq!(tags, ["그래프 이론", "그래프 탐색", "너비 우선 탐색"]);
        assert_eq!(hub_readme_facts("# A+B - 1000\n"), (None, Vec::new()));
        // A 분류 heading with nothing under it before the next heading: no tags.
        assert_eq!(
            hub_readme_facts("# [Unrated] x - 1\n### 분류\n\n### 문제 설명\n").1,
            Vec::<String>::new()
        );
        assert_eq!(
            clean_tags(["성공", " dp ", "", "dp", "a\u{7}b", "수학"]),
            ["dp", "수학"]
        );
    }
}
