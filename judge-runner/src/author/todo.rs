//! The problems still to solve: a `main.rs` that is the untouched template `new` or `import`
//! wrote, and `cargo judge todo`, which lists them with their tier and tags.
//!
//! The template carries a marker line with a fingerprint of its own code (every line but the
//! `//!` header and the marker, blank lines and trailing spaces aside). While the code is
//! the template's, the problem is *to solve*: listed, never judged, never a failure. The
//! first change to the code (not to the header, which the user fills in first) makes it a
//! solution, judged as any other; so does deleting the marker line.

use crate::config::Tier;
use std::fs;
use std::path::Path;

/// Tags fit for `problem.toml`: trimmed, non-empty, without control characters, each once,
/// in the order given; and without BOJ's page labels (성공, 다국어, …), which are not
/// algorithm tags.
pub(crate) fn clean_tags<'a>(tags: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for tag in tags {
        let tag = tag.trim();
        let label = matches!(tag, "성공" | "실패" | "시도" | "다국어" | "원문");
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

#[cfg(test)]
mod tests {
    use super::*;

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
