//! What `new`, `print` and `listen` say when they did their job ([`AuthorLine`]): the files they
//! created, what the problem is judged as, where it can be submitted and what to do next, in
//! English (its `Display`) and in Korean. Paths, commands and language names stay as they are.

use super::super::Lang;
use std::fmt;

/// One line an authoring command says on stderr.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum AuthorLine {
    /// A file it created.
    Created { path: String },
    /// The samples (and interactive transcripts) it stored in the folder `data`.
    CreatedCases {
        data: String,
        samples: usize,
        transcripts: usize,
    },
    /// The statement it kept, which `cargo judge show ID` prints.
    CreatedStatement { path: String, id: String },
    /// A statement that was there already and was left as it was.
    KeptStatement { path: String },
    /// The line it added to `.gitignore` to keep statements out of git.
    IgnoredStatements { line: &'static str },
    /// A BOJ problem: the language, BOJ's rustc and edition, and the day BOJ closed.
    JudgedAsBoj {
        language: String,
        rustc: &'static str,
        edition: &'static str,
        closed: &'static str,
    },
    /// A Programmers problem, which is practice.
    ProgrammersPractice,
    /// A live judge's problem: its flags and how the judge builds it (`None`: no profile).
    JudgedAsLive {
        language: String,
        build: Option<LiveBuild>,
    },
    /// What to fill in, and the command that judges it.
    Next {
        main: String,
        id: String,
        step: Next,
    },
    /// `print` on a BOJ problem: BOJ's command, and that BOJ takes no submissions.
    BojClosed {
        language: String,
        compile: &'static str,
        closed: &'static str,
        id: String,
    },
    /// `print --copy`: how many lines of which file went to the clipboard, with what tool.
    Copied {
        lines: usize,
        path: String,
        tool: String,
    },
    /// `print` on a Programmers problem: the function printed (or copied) is practice.
    ProgrammersFunction { copied: bool },
    /// `index`: the README's table was up to date (`changed` false) or was rewritten.
    Index { problems: usize, changed: bool },
    /// `new --fetch`: BOJ has closed, so there is nothing to download.
    FetchClosed {
        url: String,
        closed: &'static str,
        notice: &'static str,
        number: String,
    },
    /// Where to submit (`None`: a url this workspace does not read).
    SubmitAt { url: Option<String> },
    /// The language to pick on the live judge, and how it builds it.
    Pick {
        language: String,
        build: Option<&'static str>,
    },
}

/// How a live judge builds a language, in [`AuthorLine::JudgedAsLive`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LiveBuild {
    pub flags: String,
    pub site: &'static str,
    pub build: &'static str,
}

/// The next step of [`AuthorLine::Next`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Next {
    /// An interactive problem: the protocol, the interactor and the cases to write.
    Interactive,
    /// No samples yet: add them.
    AddSamples,
    /// Samples stored: judge it.
    Judge,
}

/// `line` in `lang`.
pub(crate) fn author_line(line: &AuthorLine, lang: Lang) -> String {
    match lang {
        Lang::English => line.to_string(),
        Lang::Korean => korean(line),
    }
}

impl fmt::Display for AuthorLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuthorLine::Created { path } => write!(f, "created {path}"),
            AuthorLine::CreatedCases {
                data,
                samples,
                transcripts,
            } => {
                let s = if *samples == 1 { "" } else { "s" };
                write!(f, "created {samples} sample{s}")?;
                if *transcripts > 0 {
                    write!(f, " and {transcripts} transcript(s)")?;
                }
                write!(f, " in {data}")
            }
            AuthorLine::CreatedStatement { path, id } => write!(
                f,
                "created {path} (the statement; `cargo judge show {id}` prints it)"
            ),
            AuthorLine::KeptStatement { path } => write!(
                f,
                "kept the existing {path}: a statement is never overwritten"
            ),
            AuthorLine::IgnoredStatements { line } => write!(
                f,
                "added `{line}` to .gitignore: statements belong to their setters and stay out \
                 of git (docs/workflow.md: \"Keep the statement\")"
            ),
            AuthorLine::JudgedAsBoj {
                language,
                rustc,
                edition,
                closed,
            } => write!(
                f,
                "judged as: {language} (rustc {rustc} --edition {edition} -O, as BOJ judged it \
                 until it closed on {closed}; the language is in problem.toml)"
            ),
            AuthorLine::ProgrammersPractice => f.write_str(
                "note: Programmers does not grade Rust, as far as is known: this problem is \
                 practice with the site's signature and examples; `cargo judge print` gives the \
                 function, to keep or to translate into a language the site grades",
            ),
            AuthorLine::JudgedAsLive {
                language,
                build: Some(LiveBuild { flags, site, build }),
            } => write!(
                f,
                "judged as: {language} (`rustc {flags} Main.rs`, as {site} builds it: \
                 `{build}`; the language is in problem.toml)"
            ),
            AuthorLine::JudgedAsLive {
                language,
                build: None,
            } => write!(f, "judged as: {language}"),
            _ => self.fmt_next(f),
        }
    }
}

impl AuthorLine {
    /// The English of the next step and of `print`'s lines.
    fn fmt_next(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuthorLine::Next {
                main,
                id,
                step: Next::Interactive,
            } => write!(
                f,
                "next: fill in the header of {main}, write the protocol in it and in \
                 testcases/{id}/interactor.rs, put each case's input in testcases/{id}/NAME.in \
                 (a NAME.out is optional: the interactor gets it as ANSWER), then `cargo judge \
                 {id}`"
            ),
            AuthorLine::Next {
                main,
                id,
                step: Next::AddSamples,
            } => write!(
                f,
                "next: fill in the header of {main}, add samples with `cargo judge add {id}`, \
                 then `cargo judge {id}`"
            ),
            AuthorLine::Next {
                main,
                id,
                step: Next::Judge,
            } => write!(
                f,
                "next: fill in the header of {main}, then `cargo judge {id}`"
            ),
            AuthorLine::BojClosed {
                language,
                compile,
                closed,
                id,
            } => write!(
                f,
                "judged as: {language} (`{compile}`, BOJ's command)\nBOJ closed on {closed}: it \
                 takes no submissions; judge the file here with `cargo judge {id}`, or submit it \
                 to a live judge that has the same problem"
            ),
            AuthorLine::Copied { lines, path, tool } => write!(
                f,
                "copied {lines} lines of {path} to the clipboard ({tool})"
            ),
            AuthorLine::ProgrammersFunction { copied } => write!(
                f,
                "note: Programmers does not grade Rust, as far as is known: the function {} \
                 keeps the site's signature, to keep as practice or to translate into a language \
                 the site grades",
                if *copied { "copied" } else { "above" }
            ),
            AuthorLine::Index {
                problems,
                changed: false,
            } => write!(
                f,
                "README.md: the index is up to date ({problems} problem{}); nothing changed",
                if *problems == 1 { "" } else { "s" }
            ),
            AuthorLine::Index {
                problems,
                changed: true,
            } => write!(
                f,
                "README.md: index updated ({problems} problem{})",
                if *problems == 1 { "" } else { "s" }
            ),
            AuthorLine::FetchClosed {
                url,
                closed,
                notice,
                number,
            } => write!(
                f,
                "cannot download {url}: BOJ closed on {closed} ({notice}) and its pages are \
                 gone; start from a saved copy of the page (`cargo judge new boj {number} --html \
                 PAGE.html`) or from a backup (`cargo judge import DIR`)"
            ),
            AuthorLine::SubmitAt { url: Some(url) } => write!(f, "submit at: {url}"),
            AuthorLine::SubmitAt { url: None } => f.write_str(
                "submit at: the problem's page (its url in problem.toml is not one this \
                 workspace reads)",
            ),
            AuthorLine::Pick { language, build } => {
                write!(f, "language: pick \"{language}\"")?;
                match build {
                    Some(build) => write!(f, " (built as `{build}`)"),
                    None => Ok(()),
                }
            }
            _ => unreachable!("every line has its English in one of the two arms"),
        }
    }
}

/// `line` in Korean.
fn korean(line: &AuthorLine) -> String {
    match line {
        AuthorLine::Created { path } => format!("{path}을(를) 만들었습니다"),
        AuthorLine::CreatedCases {
            data,
            samples,
            transcripts,
        } => {
            let transcripts = if *transcripts > 0 {
                format!("와 대화 기록 {transcripts}개")
            } else {
                String::new()
            };
            format!("{data}에 예제 {samples}개{transcripts}를 만들었습니다")
        }
        AuthorLine::CreatedStatement { path, id } => {
            format!("{path}을(를) 만들었습니다 (문제 설명; `cargo judge show {id}`가 출력합니다)")
        }
        AuthorLine::KeptStatement { path } => {
            format!("있던 {path}을(를) 그대로 두었습니다: 문제 설명은 절대 덮어쓰지 않습니다")
        }
        AuthorLine::IgnoredStatements { line } => format!(
            ".gitignore에 `{line}`을(를) 더했습니다: 문제 설명은 출제자의 것이라 git에 넣지 \
             않습니다 (docs/workflow.md: \"Keep the statement\")"
        ),
        AuthorLine::JudgedAsBoj {
            language,
            rustc,
            edition,
            closed,
        } => format!(
            "채점 언어: {language} (rustc {rustc} --edition {edition} -O, BOJ가 문을 닫은 \
             {closed}까지 채점한 그대로; 언어는 problem.toml에 있습니다)"
        ),
        AuthorLine::ProgrammersPractice => "참고: 알려진 바로는 프로그래머스는 Rust를 채점하지 \
                                      않습니다: 이 문제는 사이트의 시그니처와 예제로 하는 \
                                      연습입니다; `cargo judge print`가 함수를 주니 그대로 두거나 \
                                      사이트가 채점하는 언어로 옮기세요"
            .to_owned(),
        AuthorLine::JudgedAsLive {
            language,
            build: Some(LiveBuild { flags, site, build }),
        } => format!(
            "채점 언어: {language} (`rustc {flags} Main.rs`, {site}의 빌드: `{build}`; 언어는 \
             problem.toml에 있습니다)"
        ),
        AuthorLine::JudgedAsLive {
            language,
            build: None,
        } => format!("채점 언어: {language}"),
        _ => korean_next(line),
    }
}

/// The Korean of the next step and of `print`'s lines.
fn korean_next(line: &AuthorLine) -> String {
    match line {
        AuthorLine::Next {
            main,
            id,
            step: Next::Interactive,
        } => format!(
            "다음: {main}의 머리말을 채우고, 그 파일과 testcases/{id}/interactor.rs에 규약을 \
             쓰고, 케이스마다 입력을 testcases/{id}/NAME.in에 넣은 뒤(NAME.out은 선택: \
             인터랙터가 ANSWER로 받습니다) `cargo judge {id}`"
        ),
        AuthorLine::Next {
            main,
            id,
            step: Next::AddSamples,
        } => format!(
            "다음: {main}의 머리말을 채우고, `cargo judge add {id}`{} 예제를 넣은 뒤 \
             `cargo judge {id}`",
            crate::report::korean::ro(id)
        ),
        AuthorLine::Next {
            main,
            id,
            step: Next::Judge,
        } => format!("다음: {main}의 머리말을 채운 뒤 `cargo judge {id}`"),
        AuthorLine::BojClosed {
            language,
            compile,
            closed,
            id,
        } => format!(
            "채점 언어: {language} (`{compile}`, BOJ의 명령)\nBOJ는 {closed}에 문을 닫아 제출을 \
             받지 않습니다; 여기서 `cargo judge {id}`{} 채점하거나, 같은 문제가 있는 열린 \
             채점 사이트에 제출하세요",
            crate::report::korean::ro(id)
        ),
        AuthorLine::Copied { lines, path, tool } => {
            format!("{path}의 {lines}줄을 클립보드에 복사했습니다 ({tool})")
        }
        AuthorLine::ProgrammersFunction { copied } => format!(
            "참고: 알려진 바로는 프로그래머스는 Rust를 채점하지 않습니다: {} 함수는 사이트의 \
             시그니처를 그대로 가지니, 연습으로 두거나 사이트가 채점하는 언어로 옮기세요",
            if *copied { "복사한" } else { "위의" }
        ),
        AuthorLine::Index {
            problems,
            changed: false,
        } => format!("README.md: 목록이 이미 최신입니다 (문제 {problems}개); 바꾼 것 없음"),
        AuthorLine::Index {
            problems,
            changed: true,
        } => format!("README.md: 목록을 새로 썼습니다 (문제 {problems}개)"),
        AuthorLine::FetchClosed {
            url,
            closed,
            notice,
            number,
        } => format!(
            "{url}을(를) 내려받을 수 없습니다: BOJ는 {closed}에 문을 닫았고({notice}) 페이지가 \
             사라졌습니다; 저장해 둔 페이지(`cargo judge new boj {number} --html PAGE.html`)나 \
             백업(`cargo judge import DIR`)에서 시작하세요"
        ),
        AuthorLine::SubmitAt { url: Some(url) } => format!("제출할 곳: {url}"),
        AuthorLine::SubmitAt { url: None } => {
            "제출할 곳: 문제 페이지 (problem.toml의 url은 이 작업 \
                                         공간이 읽는 형식이 아닙니다)"
                .to_owned()
        }
        AuthorLine::Pick { language, build } => match build {
            Some(build) => format!("언어: \"{language}\"을(를) 고르세요 (빌드: `{build}`)"),
            None => format!("언어: \"{language}\"을(를) 고르세요"),
        },
        _ => unreachable!("every line has its Korean in one of the two arms"),
    }
}

/// One line `listen` says: while it listens, and of each request Competitive Companion sends.
/// The reply to the request carries the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ListenLine {
    Listening {
        address: String,
    },
    Stopped,
    /// A CORS preflight, answered.
    Preflight,
    /// A request it could not read (`why`: what was wrong with it, in the protocol's words).
    Rejected {
        status: &'static str,
        why: String,
    },
    /// The problem it created, with its limits and samples, the files it reads and writes,
    /// and what it is judged as.
    Created {
        id: String,
        title: String,
        time_ms: u64,
        memory_mb: u64,
        samples: usize,
        transcripts: usize,
        reads: Option<String>,
        writes: Option<String>,
        judged: Option<AuthorLine>,
    },
    /// Its problem is there already: `path` exists.
    Exists {
        id: String,
        title: String,
        path: String,
    },
    /// A BOJ problem that reads a file: BOJ problems read stdin.
    BojFile {
        title: String,
        url: String,
    },
    /// A Programmers problem, which needs its saved page.
    Programmers {
        title: String,
        url: String,
        number: String,
    },
    /// A site this workspace does not take (`site`: its name, made inert).
    Unsupported {
        title: String,
        url: String,
        site: String,
    },
    /// It could not be created: the error, worded in the line's language.
    Failed {
        id: String,
        title: String,
        error: String,
    },
}

/// `line` in `lang`.
pub(crate) fn listen_line(line: &ListenLine, lang: Lang) -> String {
    match lang {
        Lang::English => line.to_string(),
        Lang::Korean => listen_korean(line),
    }
}

impl fmt::Display for ListenLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ListenLine::Listening { address } => write!(
                f,
                "listening on http://{address}/ for Competitive Companion (click its green plus \
                 on a problem page); Ctrl-C stops"
            ),
            ListenLine::Stopped => f.write_str("stopped listening"),
            ListenLine::Preflight => f.write_str("answered a CORS preflight"),
            ListenLine::Rejected { status, why } => {
                write!(f, "rejected a request ({status}): {why}")
            }
            ListenLine::Created {
                id,
                title,
                time_ms,
                memory_mb,
                samples,
                transcripts,
                reads,
                writes,
                judged,
            } => {
                let s = if *samples == 1 { "" } else { "s" };
                write!(
                    f,
                    "created {id} ({title}): {time_ms} ms, {memory_mb} MB, {samples} sample{s}"
                )?;
                if *transcripts > 0 {
                    write!(f, " (interactive: {transcripts} transcript(s), not judged)")?;
                }
                if let Some(file) = reads {
                    write!(f, "; reads {file}")?;
                }
                if let Some(file) = writes {
                    write!(f, "; writes {file}")?;
                }
                match judged {
                    Some(judged) => write!(f, "; {judged}"),
                    None => Ok(()),
                }
            }
            ListenLine::Exists { id, title, path } => write!(
                f,
                "skipped {id} ({title}): {path} already exists (nothing is overwritten)"
            ),
            ListenLine::BojFile { title, url } => {
                write!(f, "skipped {title} ({url}): BOJ problems read stdin")
            }
            ListenLine::Programmers { title, url, number } => write!(
                f,
                "skipped {title} ({url}): Programmers problems need their signature; save the \
                 page and run `cargo judge new programmers {number} --html PAGE.html`"
            ),
            ListenLine::Unsupported { title, url, site } => write!(
                f,
                "skipped {title} ({url}): {site} problems are not supported here (BOJ, \
                 Codeforces contests, problemset and gym, AtCoder tasks)"
            ),
            ListenLine::Failed { id, title, error } => {
                write!(f, "failed to create {id} ({title}): {error}")
            }
        }
    }
}

/// `line` in Korean.
fn listen_korean(line: &ListenLine) -> String {
    match line {
        ListenLine::Listening { address } => format!(
            "http://{address}/에서 Competitive Companion을 기다립니다 (문제 페이지에서 초록색 \
             더하기를 누르세요); Ctrl-C로 멈춥니다"
        ),
        ListenLine::Stopped => "기다리기를 멈췄습니다".to_owned(),
        ListenLine::Preflight => "CORS 사전 요청에 답했습니다".to_owned(),
        ListenLine::Rejected { status, why } => format!("요청을 거절했습니다 ({status}): {why}"),
        ListenLine::Created {
            id,
            title,
            time_ms,
            memory_mb,
            samples,
            transcripts,
            reads,
            writes,
            judged,
        } => {
            let mut text =
                format!("{id} ({title})을(를) 만들었습니다: {time_ms} ms, {memory_mb} MB, 예제 {samples}개");
            if *transcripts > 0 {
                text.push_str(&format!(" (인터랙티브: 대화 기록 {transcripts}개, 채점 안 함)"));
            }
            if let Some(file) = reads {
                text.push_str(&format!("; {file}을(를) 읽음"));
            }
            if let Some(file) = writes {
                text.push_str(&format!("; {file}에 씀"));
            }
            if let Some(judged) = judged {
                text.push_str(&format!("; {}", author_line(judged, Lang::Korean)));
            }
            text
        }
        ListenLine::Exists { id, title, path } => format!(
            "{id} ({title}) 건너뜀: {path}이(가) 이미 있습니다 (아무것도 덮어쓰지 않습니다)"
        ),
        ListenLine::BojFile { title, url } => {
            format!("{title} ({url}) 건너뜀: BOJ 문제는 표준 입력을 읽습니다")
        }
        ListenLine::Programmers { title, url, number } => format!(
            "{title} ({url}) 건너뜀: 프로그래머스 문제에는 시그니처가 필요합니다; 페이지를 저장하고 \
             `cargo judge new programmers {number} --html PAGE.html`을(를) 실행하세요"
        ),
        ListenLine::Unsupported { title, url, site } => format!(
            "{title} ({url}) 건너뜀: {site} 문제는 여기서 다루지 않습니다 (BOJ, Codeforces \
             대회·문제집·gym, AtCoder 문제)"
        ),
        ListenLine::Failed { id, title, error } => {
            format!("{id} ({title})을(를) 만들지 못했습니다: {error}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(text: &str) -> String {
        text.to_owned()
    }

    /// One of every line, kept whole by the `match` without a wildcard.
    fn all_lines() -> Vec<AuthorLine> {
        let build = LiveBuild {
            flags: s("--edition 2021 -O"),
            site: "Codeforces",
            build: "rustc --edition 2021 -O -C link-args=/STACK:268435456",
        };
        let lines = vec![
            AuthorLine::Created {
                path: s("problems/boj-1/src/main.rs"),
            },
            AuthorLine::CreatedCases {
                data: s("testcases/boj-1"),
                samples: 2,
                transcripts: 1,
            },
            AuthorLine::CreatedStatement {
                path: s("testcases/boj-1/statement.md"),
                id: s("boj-1"),
            },
            AuthorLine::KeptStatement {
                path: s("testcases/boj-1/statement.md"),
            },
            AuthorLine::IgnoredStatements {
                line: "testcases/*/statement.md",
            },
            AuthorLine::JudgedAsBoj {
                language: s("Rust 2021"),
                rustc: "1.73",
                edition: "2021",
                closed: "2026-04-28",
            },
            AuthorLine::ProgrammersPractice,
            AuthorLine::JudgedAsLive {
                language: s("Rust 2021 (1.75.0)"),
                build: Some(build),
            },
            AuthorLine::JudgedAsLive {
                language: s("Rust"),
                build: None,
            },
            AuthorLine::Next {
                main: s("problems/boj-1/src/main.rs"),
                id: s("boj-1"),
                step: Next::Interactive,
            },
            AuthorLine::Next {
                main: s("problems/boj-1/src/main.rs"),
                id: s("boj-1"),
                step: Next::AddSamples,
            },
            AuthorLine::Next {
                main: s("problems/boj-1/src/main.rs"),
                id: s("boj-1"),
                step: Next::Judge,
            },
            AuthorLine::BojClosed {
                language: s("Rust 2021"),
                compile: "rustc --edition 2021 -O -o Main Main.rs",
                closed: "2026-04-28",
                id: s("boj-1"),
            },
            AuthorLine::Copied {
                lines: 20,
                path: s("problems/boj-1/src/main.rs"),
                tool: s("xclip"),
            },
            AuthorLine::SubmitAt {
                url: Some(s("https://codeforces.com/contest/1/submit")),
            },
            AuthorLine::SubmitAt { url: None },
            AuthorLine::Index {
                problems: 2,
                changed: true,
            },
            AuthorLine::Index {
                problems: 1,
                changed: false,
            },
            AuthorLine::FetchClosed {
                url: s("https://www.acmicpc.net/problem/1000"),
                closed: "2026-04-28",
                notice: "acmicpc.net/board/view/165799",
                number: s("1000"),
            },
            AuthorLine::ProgrammersFunction { copied: true },
            AuthorLine::ProgrammersFunction { copied: false },
            AuthorLine::Pick {
                language: s("Rust 2021 (1.75.0)"),
                build: Some("rustc --edition 2021 -O"),
            },
        ];
        for line in &lines {
            match line {
                AuthorLine::Created { .. }
                | AuthorLine::CreatedCases { .. }
                | AuthorLine::CreatedStatement { .. }
                | AuthorLine::KeptStatement { .. }
                | AuthorLine::IgnoredStatements { .. }
                | AuthorLine::JudgedAsBoj { .. }
                | AuthorLine::ProgrammersPractice
                | AuthorLine::JudgedAsLive { .. }
                | AuthorLine::Next { .. }
                | AuthorLine::BojClosed { .. }
                | AuthorLine::Copied { .. }
                | AuthorLine::SubmitAt { .. }
                | AuthorLine::FetchClosed { .. }
                | AuthorLine::Index { .. }
                | AuthorLine::ProgrammersFunction { .. }
                | AuthorLine::Pick { .. } => {}
            }
        }
        lines
    }

    #[test]
    fn every_line_reads_in_english_and_korean_and_keeps_its_paths() {
        for line in all_lines() {
            let (en, ko) = (
                author_line(&line, Lang::English),
                author_line(&line, Lang::Korean),
            );
            assert!(!en.chars().any(|c| ('가'..='힣').contains(&c)), "{en}");
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{ko}");
            for word in en.split(['`', ' ', '(', ')', ':', ';', ',']) {
                if word.contains('/') && !word.starts_with("docs/") {
                    assert!(ko.contains(word), "{word} of {en} is not in {ko}");
                }
            }
        }
    }

    #[test]
    fn every_listen_line_reads_in_both_languages() {
        let lines = [
            ListenLine::Listening {
                address: s("127.0.0.1:10043"),
            },
            ListenLine::Stopped,
            ListenLine::Preflight,
            ListenLine::Rejected {
                status: "400 Bad Request",
                why: s("the body is not JSON"),
            },
            ListenLine::Created {
                id: s("cf-1927a"),
                title: s("A"),
                time_ms: 1000,
                memory_mb: 256,
                samples: 2,
                transcripts: 1,
                reads: Some(s("input.txt")),
                writes: Some(s("output.txt")),
                judged: Some(AuthorLine::JudgedAsLive {
                    language: s("Rust"),
                    build: None,
                }),
            },
            ListenLine::Exists {
                id: s("cf-1927a"),
                title: s("A"),
                path: s("problems/cf-1927a"),
            },
            ListenLine::BojFile {
                title: s("A"),
                url: s("https://www.acmicpc.net/problem/1000"),
            },
            ListenLine::Programmers {
                title: s("A"),
                url: s("https://school.programmers.co.kr/learn/courses/30/lessons/1"),
                number: s("1"),
            },
            ListenLine::Unsupported {
                title: s("A"),
                url: s("https://example.com/1"),
                site: s("Example"),
            },
            ListenLine::Failed {
                id: s("cf-1927a"),
                title: s("A"),
                error: s("디스크가 가득 찼습니다"),
            },
        ];
        for line in &lines {
            match line {
                ListenLine::Listening { .. }
                | ListenLine::Stopped
                | ListenLine::Preflight
                | ListenLine::Rejected { .. }
                | ListenLine::Created { .. }
                | ListenLine::Exists { .. }
                | ListenLine::BojFile { .. }
                | ListenLine::Programmers { .. }
                | ListenLine::Unsupported { .. }
                | ListenLine::Failed { .. } => {}
            }
            let ko = listen_line(line, Lang::Korean);
            assert!(ko.chars().any(|c| ('가'..='힣').contains(&c)), "{ko}");
            assert_ne!(ko, listen_line(line, Lang::English));
        }
    }

    #[test]
    fn the_english_is_the_one_the_commands_always_said() {
        let line = AuthorLine::CreatedCases {
            data: s("testcases/boj-1"),
            samples: 1,
            transcripts: 0,
        };
        assert_eq!(line.to_string(), "created 1 sample in testcases/boj-1");
        assert_eq!(
            author_line(&line, Lang::Korean),
            "testcases/boj-1에 예제 1개를 만들었습니다"
        );
    }
}
