//! What `import` says of each folder of a BaekjoonHub, magenta1223, egod1537 or
//! online-judge-tools backup ([`ImportLine`]): imported with what, updated, skipped and why,
//! or failed, in English (its `Display`) and in Korean. Folder names, files and markers stay
//! as they are.

use super::super::Lang;
use super::authoring::{author_line, AuthorLine};
use std::fmt;

/// The line `import` says of one folder (`from`: the folder, as shown).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ImportLine {
    /// The problem `id` (titled `title`) came in with `cases` cases, and these notes.
    Imported {
        id: String,
        title: Option<String>,
        from: String,
        cases: usize,
        notes: Vec<ImportNote>,
    },
    /// Its problem is in the workspace already: `path` exists, and nothing was written.
    Exists { from: String, path: String },
    /// Its problem was there already; `added` solutions of it were kept now (`already`
    /// were kept before).
    Updated {
        id: String,
        from: String,
        added: usize,
        already: usize,
    },
    /// Not a problem that can be imported.
    Skipped { from: String, why: Skip },
    /// It could not be written: the error, already worded in the report's language.
    Failed { from: String, error: String },
}

/// What came with an imported problem, or did not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ImportNote {
    /// The solution uses `unsafe`; its crate alone allows it.
    Unsafe,
    /// A Programmers file with a `main` and no harness marker: left as it is.
    MainWithoutMarker { marker: &'static str },
    /// A Programmers file without `fn solution`: no harness.
    NoSolutionFn,
    /// A harness was generated below the marker.
    HarnessAdded,
    /// The signature did not parse, so no harness.
    NoHarness {
        why: crate::programmers::SignatureFault,
    },
    /// The statement it kept, or found kept.
    Statement(AuthorLine),
    /// `inputN.txt` without `outputN.txt`, left out.
    InputAlone { n: usize },
    /// `outputN.txt` without `inputN.txt`, left out.
    OutputAlone { n: usize },
    /// The cases came from the README's examples table.
    FromReadme,
    /// `test/NAME.in` without `.out`, left out.
    TestAlone { name: String },
    /// Solutions kept as submissions in `dir` (`testcases/ID/submissions`): `added` now,
    /// `already` kept by an earlier import.
    Kept {
        dir: String,
        added: usize,
        already: usize,
    },
    /// No Rust solution: `main.rs` is the template, still to solve.
    TemplateMain,
    /// A code file of 0 bytes, left out.
    EmptyFile { name: String },
    /// The limits came from the backup's statement.
    LimitsFromStatement,
}

/// Why a folder is not a problem that can be imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Skip {
    NotHubFolder,
    NotNumber {
        given: String,
    },
    /// Several `.rs` files and none named after the title.
    SeveralSources {
        names: Vec<String>,
    },
    NoSite,
    /// No URL in `main.rs`; `--site` would import it as problem `folder`.
    NoUrl {
        folder: String,
    },
    NoUrlNorNumber,
    /// A folder with code or a README whose name is not `<number>. <title>`.
    NotProblemFolder,
    /// A code file beside files named by their problems' numbers, itself named by none.
    UnnumberedFile,
    /// A problem folder without a solution file.
    NoCode,
    /// A Programmers folder whose solutions (`names`) are not Rust: its harness needs one.
    NoRustSolution {
        names: Vec<String>,
    },
    /// Its only code files are empty.
    EmptyCode {
        names: Vec<String>,
    },
    /// A symbolic link to `target`, outside the backup: not read.
    OutsideLink {
        target: String,
    },
    /// The backup's record of the problem (`file`) could not be read as JSON.
    BadRecord {
        file: String,
        message: String,
    },
}

/// `line` in `lang`.
pub(crate) fn import_line(line: &ImportLine, lang: Lang) -> String {
    match lang {
        Lang::English => line.to_string(),
        Lang::Korean => korean(line),
    }
}

impl fmt::Display for ImportLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportLine::Imported {
                id,
                title,
                from,
                cases,
                notes,
            } => {
                let title = title.as_deref().unwrap_or("no title");
                write!(f, "imported {id} ({title}) from {from}: ")?;
                match cases {
                    0 => {
                        f.write_str("no cases yet (untested: built, counted, not failing the run)")?
                    }
                    1 => f.write_str("1 case")?,
                    n => write!(f, "{n} cases")?,
                }
                notes.iter().try_for_each(|note| write!(f, "; {note}"))
            }
            ImportLine::Exists { from, path } => write!(
                f,
                "skipped {from}: {path} already exists (nothing is overwritten)"
            ),
            ImportLine::Updated {
                id,
                from,
                added,
                already,
            } => {
                let s = if *added == 1 { "" } else { "s" };
                write!(
                    f,
                    "updated {id} from {from}: {added} new kept submission{s} ("
                )?;
                if *already > 0 {
                    write!(f, "{already} kept already; ")?;
                }
                f.write_str("the problem itself is not overwritten)")
            }
            ImportLine::Skipped { from, why } => write!(f, "skipped {from}: {why}"),
            ImportLine::Failed { from, error } => write!(f, "failed {from}: {error}"),
        }
    }
}

impl fmt::Display for ImportNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportNote::Unsafe => f.write_str(
                "it uses `unsafe`, so its Cargo.toml allows unsafe_code in that crate alone (the \
                 workspace forbids it)",
            ),
            ImportNote::MainWithoutMarker { marker } => {
                write!(f, "it has a main but no `{marker}` line")
            }
            ImportNote::NoSolutionFn => f.write_str("no `fn solution` found, so no harness"),
            ImportNote::HarnessAdded => f.write_str("harness added below the marker"),
            ImportNote::NoHarness { why } => write!(f, "no harness ({why})"),
            ImportNote::Statement(line) => write!(f, "{line}"),
            ImportNote::InputAlone { n } => {
                write!(f, "input{n}.txt has no output{n}.txt, left out")
            }
            ImportNote::OutputAlone { n } => {
                write!(f, "output{n}.txt has no input{n}.txt, left out")
            }
            ImportNote::FromReadme => f.write_str("cases from the README's 입출력 예 table"),
            ImportNote::TestAlone { name } => write!(f, "test/{name}.in has no .out, left out"),
            ImportNote::Kept {
                dir,
                added,
                already,
            } => {
                match added {
                    1 => write!(f, "1 solution kept as a submission in {dir}")?,
                    n => write!(f, "{n} solutions kept as submissions in {dir}")?,
                }
                if *already > 0 {
                    write!(f, " ({already} kept already)")?;
                }
                Ok(())
            }
            ImportNote::TemplateMain => {
                f.write_str("no Rust solution, so main.rs is the template (to solve)")
            }
            ImportNote::EmptyFile { name } => write!(f, "{name} is empty, left out"),
            ImportNote::LimitsFromStatement => f.write_str("limits from the backup's statement"),
        }
    }
}

impl fmt::Display for Skip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Skip::NotHubFolder => f.write_str("not a BaekjoonHub problem folder"),
            Skip::NotNumber { given } => write!(f, "`{given}` is not a problem number"),
            Skip::SeveralSources { names } => write!(
                f,
                "several .rs files ({}) and none named after the title: keep one",
                names.join(", ")
            ),
            Skip::NoSite => f.write_str(
                "cannot tell the site (no 백준/프로그래머스 folder above it, no problem URL): \
                 pass --site boj or --site programmers",
            ),
            Skip::NoUrl { folder } => write!(
                f,
                "no problem URL in main.rs: pass --site boj (or programmers) to import it as \
                 problem {folder}"
            ),
            Skip::NoUrlNorNumber => f.write_str(
                "no problem URL in main.rs and the folder is not named by a problem number: add \
                 the problem's URL in a comment",
            ),
            Skip::NotProblemFolder => f.write_str(
                "not a problem folder (its name is not `<number>. <title>`, no file in it is \
                 named by a problem number, and it has no metadata.json or meta.json): rename \
                 it to import it",
            ),
            Skip::UnnumberedFile => f.write_str(
                "its name does not start with a problem number, as the files beside it do \
                 (`1000_title.cpp`): rename it to import it",
            ),
            Skip::NoCode => f.write_str("no solution file in it (nothing to keep)"),
            Skip::NoRustSolution { names } => write!(
                f,
                "no Rust solution ({} only): a Programmers problem comes in from its Rust \
                 `solution`, which its harness is made from",
                names.join(", ")
            ),
            Skip::EmptyCode { names } => {
                write!(
                    f,
                    "its code ({}) is empty: nothing to keep",
                    names.join(", ")
                )
            }
            Skip::OutsideLink { target } => write!(
                f,
                "a symbolic link to {target}, outside the backup: not read"
            ),
            Skip::BadRecord { file, message } => {
                write!(f, "{file} is not JSON ({message})")
            }
        }
    }
}

/// `line` in Korean.
fn korean(line: &ImportLine) -> String {
    match line {
        ImportLine::Imported {
            id,
            title,
            from,
            cases,
            notes,
        } => {
            let title = title.as_deref().unwrap_or("제목 없음");
            let mut text = match cases {
                0 => format!(
                    "{from}에서 {id} ({title})을(를) 들여왔습니다: 아직 케이스 없음(미검사: \
                     빌드하고 세지만 실패로 치지 않습니다)"
                ),
                n => format!("{from}에서 {id} ({title})을(를) 들여왔습니다: 케이스 {n}개"),
            };
            for note in notes {
                text.push_str("; ");
                text.push_str(&note_ko(note));
            }
            text
        }
        ImportLine::Exists { from, path } => {
            format!("{from} 건너뜀: {path}이(가) 이미 있습니다 (아무것도 덮어쓰지 않습니다)")
        }
        ImportLine::Updated {
            id,
            from,
            added,
            already,
        } => {
            let before = if *already > 0 {
                format!("이미 있던 것 {already}개; ")
            } else {
                String::new()
            };
            format!(
                "{from}에서 {id}을(를) 갱신했습니다: 새로 보관한 제출 {added}개 ({before}문제 \
                 자체는 덮어쓰지 않습니다)"
            )
        }
        ImportLine::Skipped { from, why } => format!("{from} 건너뜀: {}", skip_ko(why)),
        ImportLine::Failed { from, error } => format!("{from} 실패: {error}"),
    }
}

fn note_ko(note: &ImportNote) -> String {
    match note {
        ImportNote::Unsafe => "`unsafe`를 써서 그 크레이트의 Cargo.toml만 unsafe_code를 \
                               허용합니다 (작업 공간은 금지합니다)"
            .to_owned(),
        ImportNote::MainWithoutMarker { marker } => {
            format!("main은 있는데 `{marker}` 줄이 없습니다")
        }
        ImportNote::NoSolutionFn => "`fn solution`이 없어 하네스를 붙이지 않았습니다".to_owned(),
        ImportNote::HarnessAdded => "표시 줄 아래에 하네스를 붙였습니다".to_owned(),
        ImportNote::NoHarness { why } => {
            format!("하네스 없음 ({})", super::usage::signature(why))
        }
        ImportNote::Statement(line) => author_line(line, Lang::Korean),
        ImportNote::InputAlone { n } => {
            format!("input{n}.txt에 짝인 output{n}.txt가 없어 뺐습니다")
        }
        ImportNote::OutputAlone { n } => {
            format!("output{n}.txt에 짝인 input{n}.txt가 없어 뺐습니다")
        }
        ImportNote::FromReadme => "README의 입출력 예 표에서 가져온 케이스".to_owned(),
        ImportNote::TestAlone { name } => format!("test/{name}.in에 .out이 없어 뺐습니다"),
        ImportNote::Kept {
            dir,
            added,
            already,
        } => {
            let mut text = format!("풀이 {added}개를 {dir}에 제출로 보관했습니다");
            if *already > 0 {
                text.push_str(&format!(" ({already}개는 이미 있음)"));
            }
            text
        }
        ImportNote::TemplateMain => "Rust 풀이가 없어 main.rs는 틀입니다 (풀 문제)".to_owned(),
        ImportNote::EmptyFile { name } => format!("{name}은(는) 비어 있어 뺐습니다"),
        ImportNote::LimitsFromStatement => "제한은 백업의 문제 본문에서".to_owned(),
    }
}

fn skip_ko(why: &Skip) -> String {
    match why {
        Skip::NotHubFolder => "백준허브의 문제 폴더가 아닙니다".to_owned(),
        Skip::NotNumber { given } => format!("`{given}`은(는) 문제 번호가 아닙니다"),
        Skip::SeveralSources { names } => format!(
            ".rs 파일이 여럿({})이고 제목을 딴 것이 없습니다: 하나만 두세요",
            names.join(", ")
        ),
        Skip::NoSite => "사이트를 알 수 없습니다 (위에 백준/프로그래머스 폴더도, 문제 URL도 \
                         없음): --site boj 또는 --site programmers를 주세요"
            .to_owned(),
        Skip::NoUrl { folder } => format!(
            "main.rs에 문제 URL이 없습니다: 문제 {folder}(으)로 들여오려면 --site boj(또는 \
             programmers)를 주세요"
        ),
        Skip::NoUrlNorNumber => "main.rs에 문제 URL이 없고 폴더 이름도 문제 번호가 아닙니다: \
                                 주석으로 문제 URL을 넣으세요"
            .to_owned(),
        Skip::NotProblemFolder => "문제 폴더가 아닙니다 (이름이 `<번호>. <제목>`이 아니고, \
                                   문제 번호로 이름 붙은 파일도, metadata.json도 meta.json도 \
                                   없음): 들여오려면 이름을 바꾸세요"
            .to_owned(),
        Skip::UnnumberedFile => "옆의 파일들과 달리 이름이 문제 번호로 시작하지 않습니다 \
                                 (`1000_제목.cpp`): 들여오려면 이름을 바꾸세요"
            .to_owned(),
        Skip::NoCode => "풀이 파일이 없습니다 (보관할 것이 없음)".to_owned(),
        Skip::NoRustSolution { names } => format!(
            "Rust 풀이가 없습니다({}뿐): 프로그래머스 문제는 하네스를 만들 Rust `solution`에서 \
             들여옵니다",
            names.join(", ")
        ),
        Skip::EmptyCode { names } => {
            format!(
                "코드({})가 비어 있습니다: 보관할 것이 없음",
                names.join(", ")
            )
        }
        Skip::OutsideLink { target } => {
            format!("백업 밖의 {target}을(를) 가리키는 심볼릭 링크라 읽지 않았습니다")
        }
        Skip::BadRecord { file, message } => {
            format!("{file}이(가) JSON이 아닙니다 ({message})")
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
    fn every_import_line_reads_in_both_languages() {
        let s = |t: &str| t.to_owned();
        let notes = vec![
            ImportNote::Unsafe,
            ImportNote::MainWithoutMarker { marker: "// ----" },
            ImportNote::NoSolutionFn,
            ImportNote::HarnessAdded,
            ImportNote::NoHarness {
                why: crate::programmers::SignatureFault::NoReturn,
            },
            ImportNote::Statement(AuthorLine::KeptStatement {
                path: s("testcases/boj-1/statement.md"),
            }),
            ImportNote::InputAlone { n: 2 },
            ImportNote::OutputAlone { n: 3 },
            ImportNote::FromReadme,
            ImportNote::TestAlone { name: s("b") },
            ImportNote::Kept {
                dir: s("testcases/boj-1/submissions"),
                added: 1,
                already: 2,
            },
            ImportNote::TemplateMain,
            ImportNote::EmptyFile { name: s("a.cc") },
            ImportNote::LimitsFromStatement,
        ];
        for note in &notes {
            match note {
                ImportNote::Unsafe
                | ImportNote::MainWithoutMarker { .. }
                | ImportNote::NoSolutionFn
                | ImportNote::HarnessAdded
                | ImportNote::NoHarness { .. }
                | ImportNote::Statement(_)
                | ImportNote::InputAlone { .. }
                | ImportNote::OutputAlone { .. }
                | ImportNote::FromReadme
                | ImportNote::TestAlone { .. }
                | ImportNote::Kept { .. }
                | ImportNote::TemplateMain
                | ImportNote::EmptyFile { .. }
                | ImportNote::LimitsFromStatement => {}
            }
            assert!(hangul(&note_ko(note)), "{note:?}");
        }
        let skips = [
            Skip::NotHubFolder,
            Skip::NotNumber { given: s("x") },
            Skip::SeveralSources {
                names: vec![s("a.rs"), s("b.rs")],
            },
            Skip::NoSite,
            Skip::NoUrl { folder: s("1000") },
            Skip::NoUrlNorNumber,
            Skip::NotProblemFolder,
            Skip::UnnumberedFile,
            Skip::NoCode,
            Skip::NoRustSolution {
                names: vec![s("a.cc")],
            },
            Skip::EmptyCode {
                names: vec![s("a.cc")],
            },
            Skip::OutsideLink { target: s("/etc") },
            Skip::BadRecord {
                file: s("meta.json"),
                message: s("expected a value"),
            },
        ];
        for why in &skips {
            match why {
                Skip::NotHubFolder
                | Skip::NotNumber { .. }
                | Skip::SeveralSources { .. }
                | Skip::NoSite
                | Skip::NoUrl { .. }
                | Skip::NoUrlNorNumber
                | Skip::NotProblemFolder
                | Skip::UnnumberedFile
                | Skip::NoCode
                | Skip::NoRustSolution { .. }
                | Skip::EmptyCode { .. }
                | Skip::OutsideLink { .. }
                | Skip::BadRecord { .. } => {}
            }
            assert!(hangul(&skip_ko(why)), "{why:?}");
        }
        let line = ImportLine::Imported {
            id: s("boj-1000"),
            title: Some(s("A+B")),
            from: s("백준/Bronze/1000. A+B"),
            cases: 2,
            notes: vec![ImportNote::InputAlone { n: 3 }],
        };
        assert_eq!(
            import_line(&line, Lang::English),
            "imported boj-1000 (A+B) from 백준/Bronze/1000. A+B: 2 cases; input3.txt has no \
             output3.txt, left out"
        );
        assert_eq!(
            import_line(&line, Lang::Korean),
            "백준/Bronze/1000. A+B에서 boj-1000 (A+B)을(를) 들여왔습니다: 케이스 2개; \
             input3.txt에 짝인 output3.txt가 없어 뺐습니다"
        );
        for line in [
            ImportLine::Exists {
                from: s("x"),
                path: s("problems/boj-1"),
            },
            ImportLine::Skipped {
                from: s("x"),
                why: Skip::NoSite,
            },
            ImportLine::Updated {
                id: s("boj-1"),
                from: s("x"),
                added: 1,
                already: 0,
            },
            ImportLine::Failed {
                from: s("x"),
                error: s("오류"),
            },
        ] {
            assert!(hangul(&import_line(&line, Lang::Korean)), "{line:?}");
            assert!(import_line(&line, Lang::English).contains("x"), "{line:?}");
        }
    }
}
