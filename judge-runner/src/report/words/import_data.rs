//! The words of `cargo judge import-data`: what each file of the official judge data became,
//! in English and Korean.

use crate::report::Lang;

/// What PATH was read as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DataKind {
    /// An ICPC problem package (`problem.yaml`, `data/sample`, `data/secret`).
    Package,
    /// A folder of numbered pairs (`1.in`/`1.out`, `I.1`/`O.1`, `input/`+`output/`).
    Pairs,
    /// A CPH or Competitive Companion JSON file.
    Json,
}

/// Which limit differs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LimitKind {
    Time,
    Memory,
}

/// Why an output validator is not the problem's checker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum NotRun {
    /// Not C++ (a Python validator, say): the runner builds checker.rs and checker.cpp only.
    Language { file: String },
    /// More than one C++ source: which one is the validator is not clear.
    Several { files: Vec<String> },
    /// The problem has a checker already (`file`): kept.
    Exists { file: String },
}

/// Why a submission of the package was not brought in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum SubmissionSkip {
    /// A language wrong solutions cannot be in (Rust, C, C++ and Python only).
    Language,
    /// `file` exists: left as it is.
    Exists { file: String },
}

/// One line of `import-data`'s report.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum DataLine {
    /// PATH was read as `kind`.
    Reading { path: String, kind: DataKind },
    /// `count` cases stored in `data`, by origin and group (`secret-group1`: 3).
    Stored {
        data: String,
        count: usize,
        groups: Vec<(String, usize)>,
    },
    /// The case is in the problem's folder already: left as it is (`same`: with these bytes).
    Exists { case: String, same: bool },
    /// `count` cases are in the problem's folder already with the same bytes.
    AlreadyThere { count: usize },
    /// An input without an answer.
    NoAnswer { file: String },
    /// An answer without an input.
    NoInput { file: String },
    /// `file` maps to the case `case`, which `other` gave first.
    SameName {
        file: String,
        other: String,
        case: String,
    },
    /// A file that could not be read or copied: the system's words.
    Unreadable { file: String, why: String },
    /// A symbolic link: not followed.
    Link { file: String },
    /// Larger than a case may be.
    TooLarge { file: String, limit_mb: u64 },
    /// A YAML file that does not parse: read as if it were not there.
    BadYaml {
        file: String,
        line: usize,
        why: String,
    },
    /// The package's limit differs from problem.toml's, which is kept.
    LimitDiffers {
        what: LimitKind,
        package: String,
        problem: String,
    },
    /// The new problem's limits, from the package.
    LimitsFrom {
        time_ms: Option<u64>,
        memory_mb: Option<u64>,
    },
    /// The package's way of comparing, as the new problem's `compare`.
    CompareFrom { mode: String, flags: String },
    /// The package compares as `package`; problem.toml says `problem`, which is kept.
    CompareDiffers { package: String, problem: String },
    /// A flag of the package's default validator that `mode` does not apply.
    FlagNotApplied { flag: String, mode: String },
    /// The output validator `from` is the problem's checker, `file`.
    Checker { file: String, from: String },
    /// The output validator `from` is not run.
    CheckerNotRun { from: String, why: NotRun },
    /// The package's input validators (`from`) are not run.
    InputValidators { from: String },
    /// The submission `from` is the wrong solution `file`, which must get `expect`.
    Wrong {
        file: String,
        from: String,
        expect: String,
    },
    /// The accepted submission `from` is the problem's reference, `file` (stress, gen).
    Reference { file: String, from: String },
    /// The submission `from` was not brought in.
    SubmissionSkipped { from: String, why: SubmissionSkip },
    /// The package's `groups` test groups, worth `points` in all (0: not scored), written
    /// to `file`.
    Groups {
        file: String,
        groups: usize,
        points: u64,
    },
    /// `file` (groups.toml) is there already: left as it is.
    GroupsKept { file: String },
    /// An interactive problem's package: its cases need its interactor, which is not built.
    Interactive,
    /// The package's license (`unknown` or missing): keep its data out of git.
    License { license: Option<String> },
    /// `tool` is needed to read the archive `file` and is not installed.
    NoTool { tool: &'static str, file: String },
    /// The archive `file` could not be read: what the tool said.
    NotArchive { file: String, said: String },
    /// Nothing in PATH looks like judge data.
    NothingFound { path: String },
    /// A JSON file that is not a list of tests.
    BadJson { file: String, why: String },
    /// The new cases are listed in `ignore` (kept out of git) and recorded in `record`
    /// with their source and checksum.
    Local {
        ignore: String,
        record: String,
        checksum: String,
    },
    /// The progress line of a long import: cases done of all, and the bytes stored so far.
    Progress { done: usize, of: usize, bytes: u64 },
    /// The end: cases added, files skipped.
    Done { added: usize, skipped: usize },
}

/// The line's words in `lang`.
pub(crate) fn data_line(line: &DataLine, lang: Lang) -> String {
    match lang {
        Lang::English => english(line),
        Lang::Korean => korean(line),
    }
}

fn groups(list: &[(String, usize)]) -> String {
    list.iter()
        .map(|(g, n)| format!("{g} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn english(line: &DataLine) -> String {
    match line {
        DataLine::Reading { path, kind } => {
            let what = match kind {
                DataKind::Package => "an ICPC problem package",
                DataKind::Pairs => "a folder of numbered input and answer files",
                DataKind::Json => "a CPH / Competitive Companion test list",
            };
            format!("reading {path}: {what}")
        }
        DataLine::Stored {
            data,
            count,
            groups: g,
        } => format!("stored {count} new case(s) in {data}/ ({})", groups(g)),
        DataLine::Exists { case, same: true } => {
            format!("case {case} is there already with the same bytes: left as it is")
        }
        DataLine::Exists { case, same: false } => format!(
            "skipped: case {case} is there already with other bytes: left as it is \
             (remove it to bring this one in)"
        ),
        DataLine::AlreadyThere { count } => {
            format!("{count} case(s) are there already with the same bytes: left as they are")
        }
        DataLine::NoAnswer { file } => format!("skipped: {file} has no answer (.ans or .out)"),
        DataLine::NoInput { file } => format!("skipped: {file} has no input (.in)"),
        DataLine::SameName { file, other, case } => {
            format!("skipped: {file} would be case {case}, which {other} is already")
        }
        DataLine::Unreadable { file, why } => format!("skipped: {file}: {why}"),
        DataLine::Link { file } => {
            format!("skipped: {file} is a symbolic link, which is not followed")
        }
        DataLine::TooLarge { file, limit_mb } => {
            format!("skipped: {file} is larger than a case may be ({limit_mb} MB)")
        }
        DataLine::BadYaml { file, line, why } => format!(
            "{file} line {line}: {why}: read as if it were not there (limits and compare \
             flags from it are not applied)"
        ),
        DataLine::LimitDiffers {
            what,
            package,
            problem,
        } => {
            let what = match what {
                LimitKind::Time => "time limit",
                LimitKind::Memory => "memory limit",
            };
            format!("the package's {what} is {package}, problem.toml's {problem}: problem.toml's is kept")
        }
        DataLine::LimitsFrom { time_ms, memory_mb } => {
            let mut parts = Vec::new();
            if let Some(ms) = time_ms {
                parts.push(format!("time {ms} ms"));
            }
            if let Some(mb) = memory_mb {
                parts.push(format!("memory {mb} MB"));
            }
            format!("limits from the package: {}", parts.join(", "))
        }
        DataLine::CompareFrom { mode, flags } if flags.is_empty() => {
            format!("compare = \"{mode}\": the package's default output validator")
        }
        DataLine::CompareFrom { mode, flags } => {
            format!("compare = \"{mode}\": the package's default output validator with {flags}")
        }
        DataLine::CompareDiffers { package, problem } => format!(
            "the package compares as compare = \"{package}\", problem.toml says \"{problem}\": \
             problem.toml's is kept"
        ),
        DataLine::FlagNotApplied { flag, mode } => {
            format!("the package's validator flag `{flag}` is not applied by compare = \"{mode}\"")
        }
        DataLine::Checker { file, from } => format!(
            "checker: {file} from {from} (compare = \"checker\", checker_args = \"icpc\": exit \
             42 accepts, 43 rejects)"
        ),
        DataLine::CheckerNotRun { from, why } => match why {
            NotRun::Language { file } => format!(
                "the output validator {from} is not run: {file} is not C++ (a checker is \
                 checker.rs or checker.cpp); write its port as testcases/ID/checker.rs"
            ),
            NotRun::Several { files } => format!(
                "the output validator {from} is not run: it has several C++ sources ({})",
                files.join(", ")
            ),
            NotRun::Exists { file } => format!(
                "the output validator {from} is not brought in: the problem has {file} already"
            ),
        },
        DataLine::InputValidators { from } => format!(
            "the input validators in {from} are not run (they follow the 42 convention); \
             testcases/ID/validator.rs is the problem's validator"
        ),
        DataLine::Wrong { file, from, expect } if expect == "fail" => {
            format!("wrong solution: {file} from {from}, which must fail")
        }
        DataLine::Wrong { file, from, expect } => {
            format!("wrong solution: {file} from {from}, which must get {expect}")
        }
        DataLine::Reference { file, from } => {
            format!("reference for stress and gen: {file} from {from}")
        }
        DataLine::SubmissionSkipped { from, why } => match why {
            SubmissionSkip::Language => {
                format!("skipped: submission {from}: a wrong solution is Rust, C, C++ or Python")
            }
            SubmissionSkip::Exists { file } => {
                format!("submission {from}: {file} is there already: left as it is")
            }
        },
        DataLine::Groups {
            file,
            groups,
            points: 0,
        } => format!(
            "test groups: {file} ({groups} group(s), not scored): the judge reports each group"
        ),
        DataLine::Groups {
            file,
            groups,
            points,
        } => format!(
            "test groups: {file} ({groups} group(s), {points} points in all): the judge reports \
             each group, which scores its points when all of its cases pass, and the score"
        ),
        DataLine::GroupsKept { file } => {
            format!("test groups: {file} is there already: left as it is")
        }
        DataLine::Interactive => "the package is interactive: its cases need its interactor, \
                                  which is not brought in; only the cases are stored"
            .into(),
        DataLine::License { license: Some(l) } => format!(
            "the package's license is \"{l}\": its cases are kept out of git, as statements \
             are (judge.toml's publish_statements = true keeps them in)"
        ),
        DataLine::License { license: None } => "the package names no license: its cases are \
                                                 kept out of git, as statements are \
                                                 (judge.toml's publish_statements = true \
                                                 keeps them in)"
            .into(),
        DataLine::Local {
            ignore,
            record,
            checksum,
        } => format!(
            "kept out of git: the new cases are listed in {ignore}; their source and checksum \
             ({checksum}) are in {record}"
        ),
        DataLine::NoTool { tool, file } => {
            format!("cannot read {file}: it needs `{tool}`, which is not installed")
        }
        DataLine::NotArchive { file, said } => {
            format!("cannot read {file}: it is not an archive this runner reads ({said})")
        }
        DataLine::NothingFound { path } => format!(
            "nothing to import in {path}: no problem.yaml or data/, no numbered .in/.out \
             pairs, no JSON list of tests"
        ),
        DataLine::BadJson { file, why } => format!("skipped: {file} is not a list of tests: {why}"),
        DataLine::Progress { done, of, bytes } => format!(
            "importing: {done}/{of} cases, {:.1} MB stored",
            *bytes as f64 / f64::from(1 << 20)
        ),
        DataLine::Done { added, skipped: 0 } => format!("done: {added} case(s) added"),
        DataLine::Done { added, skipped } => {
            format!("done: {added} case(s) added, {skipped} file(s) skipped (listed above)")
        }
    }
}

fn korean(line: &DataLine) -> String {
    match line {
        DataLine::Reading { path, kind } => {
            let what = match kind {
                DataKind::Package => "ICPC 문제 패키지",
                DataKind::Pairs => "번호 붙은 입력·답 파일 폴더",
                DataKind::Json => "CPH / Competitive Companion 테스트 목록",
            };
            format!("{path} 읽는 중: {what}")
        }
        DataLine::Stored {
            data,
            count,
            groups: g,
        } => format!(
            "새 케이스 {count}개를 {data}/에 저장했습니다 ({})",
            groups(g)
        ),
        DataLine::Exists { case, same: true } => {
            format!("케이스 {case}: 같은 내용으로 이미 있어 그대로 둡니다")
        }
        DataLine::Exists { case, same: false } => format!(
            "건너뜀: 케이스 {case}: 다른 내용으로 이미 있어 그대로 둡니다 (가져오려면 \
             지우세요)"
        ),
        DataLine::AlreadyThere { count } => {
            format!("케이스 {count}개는 같은 내용으로 이미 있어 그대로 둡니다")
        }
        DataLine::NoAnswer { file } => format!("건너뜀: {file}: 답(.ans 또는 .out)이 없습니다"),
        DataLine::NoInput { file } => format!("건너뜀: {file}: 입력(.in)이 없습니다"),
        DataLine::SameName { file, other, case } => {
            format!("건너뜀: {file}: 케이스 이름 {case}: 그 케이스는 이미 {other}에서 왔습니다")
        }
        DataLine::Unreadable { file, why } => format!("건너뜀: {file}: {why}"),
        DataLine::Link { file } => {
            format!("건너뜀: {file}: 심볼릭 링크는 따라가지 않습니다")
        }
        DataLine::TooLarge { file, limit_mb } => {
            format!("건너뜀: {file}: 케이스 크기 한도({limit_mb} MB)보다 큽니다")
        }
        DataLine::BadYaml { file, line, why } => format!(
            "{file} {line}번째 줄: {why}: 없는 것으로 읽습니다 (그 안의 제한과 비교 \
             플래그는 적용하지 않습니다)"
        ),
        DataLine::LimitDiffers {
            what,
            package,
            problem,
        } => {
            let what = match what {
                LimitKind::Time => "시간 제한",
                LimitKind::Memory => "메모리 제한",
            };
            format!(
                "{what}: 패키지 {package}, problem.toml {problem}: problem.toml의 값을 유지합니다"
            )
        }
        DataLine::LimitsFrom { time_ms, memory_mb } => {
            let mut parts = Vec::new();
            if let Some(ms) = time_ms {
                parts.push(format!("시간 {ms} ms"));
            }
            if let Some(mb) = memory_mb {
                parts.push(format!("메모리 {mb} MB"));
            }
            format!("패키지의 제한: {}", parts.join(", "))
        }
        DataLine::CompareFrom { mode, flags } if flags.is_empty() => {
            format!("compare = \"{mode}\": 패키지의 기본 출력 검증기")
        }
        DataLine::CompareFrom { mode, flags } => {
            format!("compare = \"{mode}\": 패키지의 기본 출력 검증기, 플래그 {flags}")
        }
        DataLine::CompareDiffers { package, problem } => format!(
            "패키지는 compare = \"{package}\"로 비교하고 problem.toml은 \"{problem}\"입니다: \
             problem.toml의 값을 유지합니다"
        ),
        DataLine::FlagNotApplied { flag, mode } => {
            format!("패키지의 검증기 플래그 `{flag}`는 compare = \"{mode}\"에서 적용되지 않습니다")
        }
        DataLine::Checker { file, from } => format!(
            "체커: {file} ({from}) (compare = \"checker\", checker_args = \"icpc\": 종료 \
             코드 42는 맞음, 43은 틀림)"
        ),
        DataLine::CheckerNotRun { from, why } => match why {
            NotRun::Language { file } => format!(
                "출력 검증기 {from}: 실행하지 않습니다: {file}: C++가 아닙니다 (체커는 \
                 checker.rs 또는 checker.cpp); testcases/ID/checker.rs로 옮겨 쓰세요"
            ),
            NotRun::Several { files } => format!(
                "출력 검증기 {from}: 실행하지 않습니다: C++ 소스가 여러 개입니다 ({})",
                files.join(", ")
            ),
            NotRun::Exists { file } => {
                format!("출력 검증기 {from}: 가져오지 않습니다: 문제에 이미 있습니다 ({file})")
            }
        },
        DataLine::InputValidators { from } => format!(
            "입력 검증기 {from}: 실행하지 않습니다 (42 규약을 따릅니다); 문제의 \
             검증기는 testcases/ID/validator.rs입니다"
        ),
        DataLine::Wrong { file, from, expect } if expect == "fail" => {
            format!("틀린 풀이: {file} ({from}): 통과하지 못해야 합니다")
        }
        DataLine::Wrong { file, from, expect } => {
            format!("틀린 풀이: {file} ({from}): 결과가 {expect}여야 합니다")
        }
        DataLine::Reference { file, from } => {
            format!("stress와 gen의 기준 풀이: {file} ({from})")
        }
        DataLine::SubmissionSkipped { from, why } => match why {
            SubmissionSkip::Language => {
                format!("건너뜀: 제출 {from}: 틀린 풀이는 Rust, C, C++, Python만 됩니다")
            }
            SubmissionSkip::Exists { file } => {
                format!("제출 {from}: 이미 있어 그대로 둡니다 ({file})")
            }
        },
        DataLine::Groups {
            file,
            groups,
            points: 0,
        } => format!(
            "테스트 그룹: {file} (그룹 {groups}개, 점수 없음): 채점 결과에 그룹마다 보고합니다"
        ),
        DataLine::Groups {
            file,
            groups,
            points,
        } => format!(
            "테스트 그룹: {file} (그룹 {groups}개, 모두 {points}점): 채점 결과에 그룹마다 \
             보고하고, 케이스를 모두 통과한 그룹이 그 점수를 얻어 합계를 보여 줍니다"
        ),
        DataLine::GroupsKept { file } => {
            format!("테스트 그룹: {file}: 이미 있어 그대로 둡니다")
        }
        DataLine::Interactive => "인터랙티브 패키지입니다: 케이스에 필요한 인터랙터는 \
                                  가져오지 않고 케이스만 저장합니다"
            .into(),
        DataLine::License { license: Some(l) } => format!(
            "패키지의 라이선스가 \"{l}\"입니다: 문제 본문처럼 케이스를 git에 올리지 않습니다 \
             (judge.toml의 publish_statements = true면 올립니다)"
        ),
        DataLine::License { license: None } => "패키지에 라이선스가 없습니다: 문제 본문처럼 \
                                                 케이스를 git에 올리지 않습니다 (judge.toml의 \
                                                 publish_statements = true면 올립니다)"
            .into(),
        DataLine::Local {
            ignore,
            record,
            checksum,
        } => format!(
            "git에 올리지 않음: 새 케이스를 {ignore}에 적었고, 출처와 체크섬({checksum})은 \
             {record}에 있습니다"
        ),
        DataLine::NoTool { tool, file } => {
            format!("읽을 수 없습니다: {file}: `{tool}` 명령이 필요한데 설치되어 있지 않습니다")
        }
        DataLine::NotArchive { file, said } => {
            format!("읽을 수 없습니다: {file}: 이 러너가 읽는 압축 파일이 아닙니다 ({said})")
        }
        DataLine::NothingFound { path } => format!(
            "가져올 것이 없습니다: {path}: problem.yaml이나 data/도, 번호 붙은 .in/.out \
             쌍도, 테스트 목록 JSON도 없습니다"
        ),
        DataLine::BadJson { file, why } => {
            format!("건너뜀: {file}: 테스트 목록이 아닙니다: {why}")
        }
        DataLine::Progress { done, of, bytes } => format!(
            "가져오는 중: 케이스 {done}/{of}, {:.1} MB 저장",
            *bytes as f64 / f64::from(1 << 20)
        ),
        DataLine::Done { added, skipped: 0 } => format!("완료: 케이스 {added}개 추가"),
        DataLine::Done { added, skipped } => {
            format!("완료: 케이스 {added}개 추가, 파일 {skipped}개 건너뜀 (위에 적었습니다)")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One of every line, kept whole by the `match` without a wildcard.
    fn all() -> Vec<DataLine> {
        let s = |t: &str| t.to_owned();
        let mut lines = Vec::new();
        let sample = DataLine::Done {
            added: 0,
            skipped: 0,
        };
        // A new variant does not compile until it is listed here.
        match sample {
            DataLine::Reading { .. }
            | DataLine::Stored { .. }
            | DataLine::Exists { .. }
            | DataLine::AlreadyThere { .. }
            | DataLine::NoAnswer { .. }
            | DataLine::NoInput { .. }
            | DataLine::SameName { .. }
            | DataLine::Unreadable { .. }
            | DataLine::Link { .. }
            | DataLine::TooLarge { .. }
            | DataLine::BadYaml { .. }
            | DataLine::LimitDiffers { .. }
            | DataLine::LimitsFrom { .. }
            | DataLine::CompareFrom { .. }
            | DataLine::CompareDiffers { .. }
            | DataLine::FlagNotApplied { .. }
            | DataLine::Checker { .. }
            | DataLine::CheckerNotRun { .. }
            | DataLine::InputValidators { .. }
            | DataLine::Wrong { .. }
            | DataLine::Reference { .. }
            | DataLine::SubmissionSkipped { .. }
            | DataLine::Groups { .. }
            | DataLine::GroupsKept { .. }
            | DataLine::Interactive
            | DataLine::License { .. }
            | DataLine::NoTool { .. }
            | DataLine::NotArchive { .. }
            | DataLine::NothingFound { .. }
            | DataLine::BadJson { .. }
            | DataLine::Progress { .. }
            | DataLine::Local { .. }
            | DataLine::Done { .. } => {}
        }
        for kind in [DataKind::Package, DataKind::Pairs, DataKind::Json] {
            lines.push(DataLine::Reading { path: s("p"), kind });
        }
        lines.push(DataLine::Stored {
            data: s("testcases/boj-1"),
            count: 3,
            groups: vec![(s("secret-g1"), 3)],
        });
        for same in [true, false] {
            lines.push(DataLine::Exists { case: s("c"), same });
        }
        lines.push(DataLine::AlreadyThere { count: 3 });
        lines.push(DataLine::NoAnswer { file: s("a.in") });
        lines.push(DataLine::NoInput { file: s("a.ans") });
        lines.push(DataLine::SameName {
            file: s("a"),
            other: s("b"),
            case: s("c"),
        });
        lines.push(DataLine::Unreadable {
            file: s("a"),
            why: s("denied"),
        });
        lines.push(DataLine::Link { file: s("a") });
        lines.push(DataLine::TooLarge {
            file: s("a"),
            limit_mb: 1024,
        });
        lines.push(DataLine::BadYaml {
            file: s("problem.yaml"),
            line: 2,
            why: s("x"),
        });
        for what in [LimitKind::Time, LimitKind::Memory] {
            lines.push(DataLine::LimitDiffers {
                what,
                package: s("1"),
                problem: s("2"),
            });
        }
        lines.push(DataLine::LimitsFrom {
            time_ms: Some(1000),
            memory_mb: Some(256),
        });
        for flags in ["", "case_sensitive"] {
            lines.push(DataLine::CompareFrom {
                mode: s("tokens"),
                flags: s(flags),
            });
        }
        lines.push(DataLine::CompareDiffers {
            package: s("tokens"),
            problem: s("boj"),
        });
        lines.push(DataLine::FlagNotApplied {
            flag: s("space_change_sensitive"),
            mode: s("tokens-caseless"),
        });
        lines.push(DataLine::Checker {
            file: s("checker.cpp"),
            from: s("output_validators/v"),
        });
        for why in [
            NotRun::Language { file: s("v.py") },
            NotRun::Several {
                files: vec![s("a.cpp"), s("b.cpp")],
            },
            NotRun::Exists {
                file: s("checker.rs"),
            },
        ] {
            lines.push(DataLine::CheckerNotRun {
                from: s("output_validators"),
                why,
            });
        }
        lines.push(DataLine::InputValidators {
            from: s("input_validators"),
        });
        for expect in ["WA", "fail"] {
            lines.push(DataLine::Wrong {
                file: s("wrong/a.cc"),
                from: s("submissions/wrong_answer/a.cc"),
                expect: s(expect),
            });
        }
        lines.push(DataLine::Reference {
            file: s("brute.rs"),
            from: s("a.rs"),
        });
        for why in [
            SubmissionSkip::Language,
            SubmissionSkip::Exists { file: s("x") },
        ] {
            lines.push(DataLine::SubmissionSkipped { from: s("a"), why });
        }
        for points in [0, 100] {
            lines.push(DataLine::Groups {
                file: s("testcases/boj-1/groups.toml"),
                groups: 2,
                points,
            });
        }
        lines.push(DataLine::GroupsKept {
            file: s("testcases/boj-1/groups.toml"),
        });
        lines.push(DataLine::Interactive);
        for license in [Some(s("unknown")), None] {
            lines.push(DataLine::License { license });
        }
        lines.push(DataLine::NoTool {
            tool: "unzip",
            file: s("p.zip"),
        });
        lines.push(DataLine::NotArchive {
            file: s("p.zip"),
            said: s("x"),
        });
        lines.push(DataLine::NothingFound { path: s("p") });
        lines.push(DataLine::BadJson {
            file: s("t.json"),
            why: s("x"),
        });
        lines.push(DataLine::Local {
            ignore: s("testcases/boj-1/.gitignore"),
            record: s("testcases/boj-1/official.toml"),
            checksum: s("fnv1a64:0123456789abcdef"),
        });
        lines.push(DataLine::Progress {
            done: 120,
            of: 400,
            bytes: 85 << 20,
        });
        for skipped in [0, 2] {
            lines.push(DataLine::Done { added: 1, skipped });
        }
        lines
    }

    #[test]
    fn every_line_reads_in_both_languages() {
        for line in all() {
            let en = data_line(&line, Lang::English);
            let ko = data_line(&line, Lang::Korean);
            assert!(!en.is_empty() && !ko.is_empty(), "{line:?}");
            assert_ne!(en, ko, "{line:?}");
            assert!(
                ko.chars().any(|c| ('가'..='힣').contains(&c)),
                "no Korean in {ko}"
            );
        }
    }
}
