//! What `import` says of a boj-vault backup: one line per problem ([`VaultLine`]), what it
//! noticed of the backup on the way ([`VaultNote`]: error pages saved in a problem's place,
//! records filed under another problem, records without code), and the files it left out
//! ([`Broken`]), in English and Korean. Paths, titles and BOJ's words stay as they are.

use super::super::Lang;

/// The line `import` says of one problem of a boj-vault backup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct VaultLine {
    pub id: String,
    pub work: VaultWork,
    /// Submissions kept now, and those kept by an earlier import.
    pub added: usize,
    pub kept: usize,
    /// Of those kept now, the records whose code the backup did not save.
    pub without_code: usize,
    /// Tables an older import wrote, brought up to date (BOJ's spellings, full marks).
    pub upgraded: usize,
}

/// What import did to the problem's own files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum VaultWork {
    /// Made it: its title, samples, whether `statement.md` was written, and the accepted
    /// Rust submission that is its `main.rs` (`None`: the template).
    Created {
        title: Option<String>,
        samples: usize,
        statement: bool,
        main: Option<u64>,
    },
    /// It was there; these files (an older import's placeholders, or missing ones) were
    /// written from the backup.
    Repaired { files: Vec<String> },
    /// It was there and needed nothing but its submissions.
    Updated,
}

/// What import noticed of one problem's part of the backup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum VaultNote {
    /// The saved page is an error page (`502 Bad Gateway`), not the problem's.
    ErrorPage { path: String, title: String },
    /// The saved page is not a problem page.
    NotProblemPage { path: String, title: Option<String> },
    /// No page saved: the title comes from the backup's records, the limits are defaults.
    NoPage { title: Option<String> },
    /// `count` records in `from` name this problem (`title`): they are imported here.
    Refiled {
        count: usize,
        from: String,
        title: String,
    },
    /// `count` records name `title`, not the folder's problem (`page`), and no page of the
    /// backup has that title: imported where they were filed.
    TitleDisagrees {
        count: usize,
        title: String,
        page: String,
    },
    /// A code file of 0 bytes: its record is kept without code.
    EmptyCode { path: String },
    /// A file an older import wrote as a placeholder, changed since: left as it is.
    Left { path: String },
    /// A problem an older import made of a folder whose records all belong to other
    /// problems (a contest's submissions filed under another number): left as it is.
    Misfiled { id: String },
}

/// Why a file of a backup was left out, named by its path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Broken {
    CodeWithoutRecord,
    /// The JSON parser's words, and the byte it stopped at when it says.
    NotJson {
        message: String,
        at: Option<usize>,
    },
    /// A record without this key.
    NoKey(&'static str),
    /// A folder of `solved/` or `submissions/` whose name does not start with a number.
    NotANumber,
    /// Larger than a backup's file of this kind can be (in MiB).
    TooLarge {
        limit_mib: u64,
    },
    /// A symbolic link to a place outside the backup.
    Outside,
    /// Neither a file nor a folder (a device, a pipe).
    NotAFile,
    /// The system's words on reading it.
    Unreadable(String),
    /// The submission's file in the workspace exists with other bytes: left as it is.
    Differs {
        kept: String,
    },
}

/// `line` in `lang`.
pub(crate) fn vault_line(line: &VaultLine, lang: Lang) -> String {
    let VaultLine {
        id,
        work,
        added,
        kept,
        without_code,
        upgraded,
    } = line;
    let ko = lang == Lang::Korean;
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let (verb, mut parts) = work_words(id, work, ko);
    let mut subs = if ko {
        format!("새 제출 {added}개")
    } else {
        format!("{added} new submission{}", plural(*added))
    };
    if *without_code > 0 {
        subs.push_str(&if ko {
            format!(" (그중 {without_code}개는 코드 없이 기록만)")
        } else {
            format!(" ({without_code} of them a record without code)")
        });
    }
    if *kept > 0 {
        subs.push_str(&if ko {
            format!(" ({kept}개는 이미 있음)")
        } else {
            format!(" ({kept} kept already)")
        });
    }
    if *upgraded > 0 {
        subs.push_str(&if ko {
            format!(" (이전 들여오기의 표 {upgraded}개를 새로 맞춤)")
        } else {
            format!(
                " ({upgraded} table{} of an older import brought up to date)",
                plural(*upgraded)
            )
        });
    }
    parts.push(subs);
    format!("{verb}: {}", parts.join("; "))
}

/// What was done to the problem's own files: the verb of the line and its first parts.
fn work_words(id: &str, work: &VaultWork, ko: bool) -> (String, Vec<String>) {
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let mut parts = Vec::new();
    let verb = match work {
        VaultWork::Created {
            title,
            samples,
            statement,
            main,
        } => {
            parts.push(match (ko, *statement) {
                (false, true) => format!("{samples} sample{}, statement.md", plural(*samples)),
                (false, false) => format!("{samples} sample{}, no statement", plural(*samples)),
                (true, true) => format!("예제 {samples}개, statement.md"),
                (true, false) => format!("예제 {samples}개, 지문 없음"),
            });
            parts.push(match (ko, main) {
                (false, Some(sub)) => format!("main.rs is submission {sub}"),
                (false, None) => "no accepted Rust submission, main.rs from the template".into(),
                (true, Some(sub)) => format!("main.rs는 제출 {sub}"),
                (true, None) => "맞은 Rust 제출이 없어 main.rs는 틀에서".into(),
            });
            let title = title.as_deref().unwrap_or("?");
            if ko {
                format!("{id} ({title})을(를) 들여왔습니다")
            } else {
                format!("imported {id} ({title})")
            }
        }
        VaultWork::Repaired { files } => {
            parts.push(if ko {
                format!("백업에서 다시 씀: {}", files.join(", "))
            } else {
                format!("written from the backup: {}", files.join(", "))
            });
            if ko {
                format!("{id}을(를) 고쳤습니다")
            } else {
                format!("repaired {id}")
            }
        }
        VaultWork::Updated if ko => format!("{id}을(를) 갱신했습니다"),
        VaultWork::Updated => format!("updated {id}"),
    };
    (verb, parts)
}

/// `note` in `lang`: `  note: …`.
pub(crate) fn vault_note(note: &VaultNote, lang: Lang) -> String {
    let text = match lang {
        Lang::English => note_en(note),
        Lang::Korean => note_ko(note),
    };
    match lang {
        Lang::English => format!("  note: {text}"),
        Lang::Korean => format!("  참고: {text}"),
    }
}

fn note_en(note: &VaultNote) -> String {
    match note {
        VaultNote::ErrorPage { path, title } => format!(
            "{path} is an error page ({title}), not the problem's: title from the records, \
             default limits (check them)"
        ),
        VaultNote::NotProblemPage { path, title } => format!(
            "{path} is not a problem page ({}): title from the records, default limits \
             (check them)",
            title.as_deref().unwrap_or("no title")
        ),
        VaultNote::NoPage { title: Some(title) } => format!(
            "no saved page: the title ({title}) from the backup's records, default limits \
             (check them), no samples"
        ),
        VaultNote::NoPage { title: None } => {
            "no saved page and no title in the records: default limits (check them), \
             no samples"
                .into()
        }
        VaultNote::Refiled { count, from, title } => format!(
            "{count} record{} filed under {from} name this problem ({title}): imported here",
            if *count == 1 { "" } else { "s" }
        ),
        VaultNote::TitleDisagrees { count, title, page } => format!(
            "{count} record{} name {title}, not {page}, and no page of the backup has that \
             title: imported here, where the backup filed them",
            if *count == 1 { "" } else { "s" }
        ),
        VaultNote::EmptyCode { path } => {
            format!("{path} is empty (0 bytes): its record is kept without code")
        }
        VaultNote::Left { path } => format!(
            "{path} was an older import's placeholder and has been changed since: left as it \
             is (yours)"
        ),
        VaultNote::Misfiled { id } => format!(
            "{id} was made by an older import from records that belong to other problems (their \
             titles say which; they are kept there now): left as it is, remove it when you no \
             longer need it"
        ),
    }
}

fn note_ko(note: &VaultNote) -> String {
    match note {
        VaultNote::ErrorPage { path, title } => format!(
            "{path}은(는) 문제 페이지가 아닌 오류 페이지({title})입니다: 제목은 기록에서, \
             제한은 기본값(확인하세요)"
        ),
        VaultNote::NotProblemPage { path, title } => format!(
            "{path}은(는) 문제 페이지가 아닙니다({}): 제목은 기록에서, 제한은 기본값(확인하세요)",
            title.as_deref().unwrap_or("제목 없음")
        ),
        VaultNote::NoPage { title: Some(title) } => format!(
            "저장된 페이지가 없습니다: 제목({title})은 백업의 기록에서, 제한은 기본값(확인하세요), \
             예제 없음"
        ),
        VaultNote::NoPage { title: None } => {
            "저장된 페이지도 기록의 제목도 없습니다: 제한은 기본값(확인하세요), 예제 없음".into()
        }
        VaultNote::Refiled { count, from, title } => {
            format!("{from}에 있던 기록 {count}개가 이 문제({title})의 것이라 여기로 들여왔습니다")
        }
        VaultNote::TitleDisagrees { count, title, page } => format!(
            "기록 {count}개가 {page}이(가) 아닌 {title}의 것인데 그 제목의 페이지가 백업에 \
             없어, 백업이 둔 자리에 들여왔습니다"
        ),
        VaultNote::EmptyCode { path } => {
            format!("{path}은(는) 빈 파일(0바이트)이라 기록만 코드 없이 보관합니다")
        }
        VaultNote::Left { path } => format!(
            "{path}은(는) 이전 들여오기의 자리표시였으나 그 뒤에 바뀌어 그대로 둡니다(여러분의 것)"
        ),
        VaultNote::Misfiled { id } => format!(
            "{id}은(는) 이전 들여오기가 다른 문제의 기록으로 만든 문제입니다(기록의 제목이 어느 \
             문제인지 말하며, 이제 그 문제에 보관됩니다): 그대로 두니 필요 없으면 지우세요"
        ),
    }
}

/// A file of a backup that was left out, in `lang`: `  broken: PATH: WHY`.
pub(crate) fn broken_line(path: &str, why: &Broken, lang: Lang) -> String {
    let why = match lang {
        Lang::English => broken_en(why),
        Lang::Korean => broken_ko(why),
    };
    match lang {
        Lang::English => format!("  broken: {path}: {why}"),
        Lang::Korean => format!("  깨짐: {path}: {why}"),
    }
}

fn broken_en(why: &Broken) -> String {
    match why {
        Broken::CodeWithoutRecord => "code without a record".to_owned(),
        Broken::NotJson {
            message,
            at: Some(at),
        } => format!("not JSON ({message} at byte {at})"),
        Broken::NotJson { message, at: None } => format!("not JSON ({message})"),
        Broken::NoKey(key) => format!("no {key}"),
        Broken::NotANumber => "its name does not start with a problem number: left out".into(),
        Broken::TooLarge { limit_mib } => {
            format!("larger than {limit_mib} MiB, more than such a file can be: not read")
        }
        Broken::Outside => "a symbolic link out of the backup: not followed".into(),
        Broken::NotAFile => "not a file: not read".into(),
        Broken::Unreadable(why) => format!("cannot be read ({why})"),
        Broken::Differs { kept } => {
            format!("{kept} exists with other bytes: left as it is, this one not kept")
        }
    }
}

fn broken_ko(why: &Broken) -> String {
    match why {
        Broken::CodeWithoutRecord => "기록 없는 코드".to_owned(),
        Broken::NotJson {
            message,
            at: Some(at),
        } => format!("JSON이 아닙니다 ({message}, {at}번째 바이트)"),
        Broken::NotJson { message, at: None } => format!("JSON이 아닙니다 ({message})"),
        Broken::NoKey(key) => format!("{key}이(가) 없습니다"),
        Broken::NotANumber => "이름이 문제 번호로 시작하지 않아 뺐습니다".into(),
        Broken::TooLarge { limit_mib } => {
            format!("{limit_mib} MiB보다 커서 이런 파일일 수 없어 읽지 않았습니다")
        }
        Broken::Outside => "백업 밖을 가리키는 심볼릭 링크라 따라가지 않았습니다".into(),
        Broken::NotAFile => "파일이 아니라 읽지 않았습니다".into(),
        Broken::Unreadable(why) => format!("읽을 수 없습니다 ({why})"),
        Broken::Differs { kept } => {
            format!("{kept}이(가) 다른 내용으로 있어 그대로 두고 이 제출은 보관하지 않았습니다")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hangul(text: &str) -> bool {
        text.chars().any(|c| ('가'..='힣').contains(&c))
    }

    #[test]
    fn a_backups_lines_read_in_both_languages() {
        let line = VaultLine {
            id: "boj-1000".into(),
            work: VaultWork::Created {
                title: Some("A+B".into()),
                samples: 1,
                statement: true,
                main: Some(7),
            },
            added: 2,
            kept: 0,
            without_code: 1,
            upgraded: 0,
        };
        assert_eq!(
            vault_line(&line, Lang::English),
            "imported boj-1000 (A+B): 1 sample, statement.md; main.rs is submission 7; \
             2 new submissions (1 of them a record without code)"
        );
        assert_eq!(
            vault_line(&line, Lang::Korean),
            "boj-1000 (A+B)을(를) 들여왔습니다: 예제 1개, statement.md; main.rs는 제출 7; \
             새 제출 2개 (그중 1개는 코드 없이 기록만)"
        );
        let again = VaultLine {
            work: VaultWork::Updated,
            added: 0,
            kept: 3,
            without_code: 0,
            upgraded: 0,
            ..line.clone()
        };
        let upgraded = VaultLine {
            upgraded: 2,
            ..again.clone()
        };
        assert_eq!(
            vault_line(&upgraded, Lang::English),
            "updated boj-1000: 0 new submissions (3 kept already) (2 tables of an older import \
             brought up to date)"
        );
        assert!(hangul(&vault_line(&upgraded, Lang::Korean)));
        assert_eq!(
            vault_line(&again, Lang::English),
            "updated boj-1000: 0 new submissions (3 kept already)"
        );
        let repaired = VaultLine {
            work: VaultWork::Repaired {
                files: vec!["problem.toml".into(), "sample-1.in".into()],
            },
            ..again.clone()
        };
        assert_eq!(
            vault_line(&repaired, Lang::English),
            "repaired boj-1000: written from the backup: problem.toml, sample-1.in; \
             0 new submissions (3 kept already)"
        );
        for line in [again, repaired] {
            assert!(hangul(&vault_line(&line, Lang::Korean)));
        }
        let s = |t: &str| t.to_owned();
        for note in [
            VaultNote::ErrorPage {
                path: s("solved/10212/problem.html"),
                title: s("502 Bad Gateway"),
            },
            VaultNote::NotProblemPage {
                path: s("p.html"),
                title: None,
            },
            VaultNote::NoPage {
                title: Some(s("A")),
            },
            VaultNote::NoPage { title: None },
            VaultNote::Refiled {
                count: 2,
                from: s("submissions/1014"),
                title: s("모범생 포닉스"),
            },
            VaultNote::TitleDisagrees {
                count: 1,
                title: s("B"),
                page: s("A"),
            },
            VaultNote::EmptyCode { path: s("a/1.py") },
            VaultNote::Left {
                path: s("testcases/boj-1/problem.toml"),
            },
            VaultNote::Misfiled { id: s("boj-1014") },
        ] {
            match &note {
                VaultNote::ErrorPage { .. }
                | VaultNote::NotProblemPage { .. }
                | VaultNote::NoPage { .. }
                | VaultNote::Refiled { .. }
                | VaultNote::TitleDisagrees { .. }
                | VaultNote::EmptyCode { .. }
                | VaultNote::Left { .. }
                | VaultNote::Misfiled { .. } => {}
            }
            assert!(vault_note(&note, Lang::English).starts_with("  note: "));
            assert!(hangul(&vault_note(&note, Lang::Korean)), "{note:?}");
        }
        for why in [
            Broken::CodeWithoutRecord,
            Broken::NotJson {
                message: "expected a value".into(),
                at: Some(3),
            },
            Broken::NotJson {
                message: "expected a value".into(),
                at: None,
            },
            Broken::NoKey("submissionId"),
            Broken::NotANumber,
            Broken::TooLarge { limit_mib: 8 },
            Broken::Outside,
            Broken::NotAFile,
            Broken::Unreadable(s("denied")),
            Broken::Differs { kept: s("x/1.py") },
        ] {
            match &why {
                Broken::CodeWithoutRecord
                | Broken::NotJson { .. }
                | Broken::NoKey(_)
                | Broken::NotANumber
                | Broken::TooLarge { .. }
                | Broken::Outside
                | Broken::NotAFile
                | Broken::Unreadable(_)
                | Broken::Differs { .. } => {}
            }
            let (en, ko) = (
                broken_line("a/1.json", &why, Lang::English),
                broken_line("a/1.json", &why, Lang::Korean),
            );
            assert!(en.starts_with("  broken: a/1.json: "), "{en}");
            assert!(ko.starts_with("  깨짐: a/1.json: ") && hangul(&ko), "{ko}");
        }
    }
}
