//! The runner's errors in English and Korean: why it could not do its job ([`error`]),
//! and broken judge data ([`data_error`]), with a `problem.toml` fault ([`spec_fault`]).
//! Paths, keys and values are the data's; causes under an error are the system's words.

use super::failure::{case_label, case_trouble, program_failed, runner_failure};
use crate::build::{ToolchainFault, ToolchainFix};
use crate::config::{Bound, Quoted, SpecError, SpecFault, Unit};
use crate::error::{
    CommandLine, Error, GenFault, HelperFault, Instead, Markers, Needed, NoWorkspace, Role,
    ToolStep,
};
use crate::report::Lang;
use crate::verdict::JudgeProgram;
use crate::workspace::{DataError, DataErrorKind, NotRegular};
use std::fmt;

/// The label of the runner's own error line and of each cause under it.
pub(crate) fn error_labels(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::English => ("error:", "caused by:"),
        Lang::Korean => ("오류:", "원인:"),
    }
}

/// Why the runner could not do its job, in `lang`: the words around the paths, flags and
/// counts the error holds. Every error is data (a refusal is [`crate::error::Usage`], in
/// `words::usage`); what a program or the system said is quoted, and the causes under it
/// are the system's words and stay as they are.
pub(crate) fn error(error: &Error, lang: Lang) -> String {
    if lang == Lang::English {
        return error.to_string();
    }
    match error {
        Error::Usage { command, fault } => refused(command, fault),
        Error::Toolchain(fault) => toolchain(fault),
        Error::BothSources { rust, cpp } => {
            format!("{rust}와(과) {cpp}이(가) 둘 다 있습니다: 쓸 것 하나만 남기세요")
        }
        Error::NotRegular { path, kind } => {
            format!("{path}은(는) 일반 파일이 아닙니다 ({})", not_regular(kind))
        }
        Error::InvalidInput { validator, why } => {
            format!("{validator}이(가) 이 입력을 거부합니다: {why}; 아무것도 쓰지 않았습니다")
        }
        Error::BadCommandLine { command, fault } => format!(
            "{}; `{} --help`를 보세요",
            command_line(fault),
            crate::error::invocation(command)
        ),
        Error::NoWorkspace(why) => no_workspace(why),
        Error::BadSpec(e) => bad_spec(e),
        Error::Missing { path, needed } => missing(path, needed),
        Error::Overwrite { paths, fix } => overwrite(paths, *fix),
        Error::HelperCompile { path, first } => {
            format!("{path}이(가) 컴파일되지 않습니다: {first}")
        }
        Error::HelperFailed { path, fault } => helper_failed(path, fault),
        Error::Case {
            problem,
            case,
            trouble,
        } => {
            let case = case_label(case, Lang::Korean);
            let case = problem
                .as_ref()
                .map_or(case.clone(), |p| format!("{p} {case}"));
            let trouble = case_trouble(trouble, Lang::Korean);
            format!("{case}을(를) 채점하지 못했습니다: {trouble}")
        }
        Error::Generated {
            path,
            seed,
            fault,
            input,
        } => generated(path, *seed, fault, input.as_deref()),
        Error::NoIndexMarkers { path, why, markers } => index_markers(path, *why, *markers),
        Error::NoHarnessMarker { path, marker } => format!(
            "{path}에 `{marker}` 줄이 없습니다: print가 제출할 부분의 끝을 알 수 있도록 \
             `solution`과 로컬 하네스 사이에 넣으세요"
        ),
        Error::NothingToImport { dir } => format!(
            "{}에서 문제 폴더를 찾지 못했습니다: 백준허브의 백준/<tier>/<id>. <title>/ \
             (또는 프로그래머스/…), magenta1223의 problems/<id>번： <title>/, egod1537의 \
             problems/<id>/meta.json, 문제 번호로 이름 붙은 파일, main.rs와 test/가 있는 \
             online-judge-tools 폴더 같은 백업이 필요합니다 (`cargo judge import --help` 참고)",
            dir.display()
        ),
        Error::ReadArgument { flag, path, .. } => {
            let flag = if *flag == "input" { "입력" } else { flag };
            format!("{flag} 파일 {}을(를) 읽지 못했습니다", path.display())
        }
        Error::Build { path, .. } => format!("{path}을(를) 빌드하지 못했습니다"),
        Error::Run { path, .. } => format!("{path}을(를) 실행하지 못했습니다"),
        Error::Io { path, .. } => format!("{}에 접근하지 못했습니다", path.display()),
        Error::Output(_) => "출력을 쓰지 못했습니다".to_owned(),
        Error::Listen { address, .. } => format!(
            "{address}에서 연결을 기다리지 못했습니다 (cph나 CP Editor 같은 다른 도구가 그 \
             포트를 쓰고 있다면 --port N으로 다른 포트를 고르고, Competitive Companion의 \
             사용자 지정 포트에 N을 더하세요)"
        ),
    }
}

/// A command's refusal of its arguments, in Korean, pointing at its help.
fn refused(command: &str, fault: &crate::error::Usage) -> String {
    let mut text = super::usage::usage(fault);
    if fault.points_at_help() {
        let help = crate::error::invocation(command);
        text.push_str(&format!("; `{help} --help`를 보세요"));
    }
    text
}

/// Files that would be overwritten, in Korean, with what to do instead.
fn overwrite(paths: &[String], fix: Option<Instead>) -> String {
    let mut text = format!(
        "덮어쓰지 않습니다: {}이(가) 이미 있습니다 (파일은 절대 덮어쓰지 않습니다)",
        paths.join(", ")
    );
    if let Some(fix) = fix {
        text.push_str(match fix {
            Instead::RemoveStray => "; 남은 파일을 지우세요",
            Instead::RemoveOrRename => "; 남은 파일을 지우거나 이름을 바꾸세요",
            Instead::EditOrRemove => "; 있는 문제를 고치거나 먼저 지우세요",
        });
    }
    text
}

/// A README without the index markers, in Korean.
fn index_markers(path: &str, why: Markers, (start, end): (&str, &str)) -> String {
    let why = match why {
        Markers::NoStart => format!("`{start}` 줄이 없습니다"),
        Markers::NoEnd => format!("`{start}` 뒤에 `{end}` 줄이 없습니다"),
        Markers::StartTwice => format!("`{start}` 줄이 두 번 있습니다"),
    };
    format!(
        "{path}: {why}; 표가 들어갈 자리에 `{start}`와 `{end}` 줄을 넣으세요 (그 밖은 절대 \
         바꾸지 않습니다)"
    )
}

/// [`error`] with its causes after it on one line (`: CAUSE` each), as
/// [`Error::with_causes`] does in English: the causes are the system's words in either
/// language.
pub(crate) fn error_with_causes(error: &Error, lang: Lang) -> String {
    let mut text = self::error(error, lang);
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        text.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    text
}

/// What the parser refuses in a command line, in Korean.
fn command_line(fault: &CommandLine) -> String {
    match fault {
        CommandLine::GivenTwice(flag) => format!("{flag}이(가) 두 번 주어졌습니다"),
        CommandLine::NeedsValue(flag) => format!("{flag}에는 값이 필요합니다"),
        CommandLine::TakesNoValue(flag) => format!("{flag}은(는) 값을 받지 않습니다"),
        CommandLine::MissingArguments => "인자가 모자랍니다".to_owned(),
        CommandLine::Unexpected(extra) => format!("예상하지 못한 인자 `{extra}`"),
        CommandLine::UnknownOption { name, guess } => match guess {
            Some(flag) => format!("알 수 없는 옵션 `{name}` (`{flag}`을(를) 뜻했나요?)"),
            None => format!("알 수 없는 옵션 `{name}`"),
        },
    }
}

/// Why the compiler cannot be used, in Korean; commands and paths stay as they are.
fn toolchain(fault: &ToolchainFault) -> String {
    let fix = |fix: &ToolchainFix| match fix {
        ToolchainFix::InstallRust => {
            "https://rustup.rs에서 Rust를 설치하거나 RUSTC를 설정하세요".to_owned()
        }
        ToolchainFix::NameOrPath => {
            "--toolchain에는 rustup 툴체인(1.73)이나 rustc의 경로를 주세요".to_owned()
        }
        ToolchainFix::Install(name) => {
            format!("`{}`로 설치하세요", ToolchainFix::install_command(name))
        }
    };
    match fault {
        ToolchainFault::CannotAsk {
            rustc,
            ran: false,
            why,
            fix: how,
        } => format!(
            "`{rustc} -vV`을(를) 실행하지 못했습니다: {why}; {}",
            fix(how)
        ),
        ToolchainFault::CannotAsk {
            rustc,
            ran: true,
            why,
            fix: how,
        } => format!("`{rustc} -vV`이(가) 실패했습니다: {why}; {}", fix(how)),
        ToolchainFault::NoRustup { name, choice, why } => format!(
            "`rustup which --toolchain {name} rustc`을(를) 실행하지 못했습니다: {why}; \
             --toolchain {choice}은(는) 툴체인을 찾는 데 rustup(https://rustup.rs)이 필요합니다, \
             아니면 rustc의 경로를 주세요"
        ),
        ToolchainFault::NotInstalled { name } => format!(
            "툴체인 `{name}`이(가) 설치되어 있지 않습니다: `{}`로 설치하세요",
            ToolchainFix::install_command(name)
        ),
        ToolchainFault::Unknown { name, said } => format!(
            "rustup이 툴체인 `{name}`을(를) 모릅니다 ({said}); 1.73 같은 rustup 툴체인 이름이나 \
             rustc의 경로를 주세요"
        ),
    }
}

/// A file a command needs that is not there, in Korean: what it is for, and what to write.
fn missing(path: &str, needed: &Needed) -> String {
    match needed {
        Needed::JudgeProgram { mode, name } => {
            format!("compare = \"{mode}\"인데 {path}이(가) 없습니다({name}.cpp도 없음)")
        }
        Needed::Helper { command, role } => {
            let role = match role {
                Role::Generator { sized: false } => "생성기(`gen SEED`가 무작위 입력 하나를 출력)",
                Role::Generator { sized: true } => {
                    "생성기(`gen SEED [SIZE]`가 무작위 입력 하나를 출력)"
                }
                Role::Brute => "답을 출력하는, 느리지만 확실한 풀이",
                Role::Solution => "풀이",
                Role::Reference => "각 답을 계산하는 기준 풀이(또는 brute.cpp)",
            };
            format!("{command}에는 {role}인 {path}이(가) 필요합니다; 먼저 작성하세요")
        }
        Needed::Brute => format!(
            "--from-brute에는 느리지만 확실한 풀이인 {path}이(가) 필요합니다; 작성하거나 --out \
             FILE을 주세요"
        ),
        Needed::IndexMarkers { start, end } => format!(
            "{path}이(가) 없습니다: 표가 들어갈 자리에 `{start}`와 `{end}` 줄을 넣어 만드세요"
        ),
        Needed::Clipboard => "PATH에 클립보드 도구(pbcopy, wl-copy, xclip, xsel, clip.exe)가 \
                              없습니다: 하나를 설치하거나(예: `sudo apt install xclip`) 직접 \
                              파이프로 넘기세요: cargo judge print ID | your-clipboard-tool"
            .to_owned(),
        Needed::Statement => format!(
            "{path}이(가) 없습니다: 문제 설명은 저장한 페이지로 시작한 문제(`cargo judge new \
             --html PAGE`)나 BaekjoonHub 백업에서 들여온 문제에 남습니다; 아니면 직접 \
             Markdown으로 쓰세요"
        ),
    }
}

/// No judge workspace where one was looked for, in Korean.
fn no_workspace(why: &NoWorkspace) -> String {
    match why {
        NoWorkspace::NotOne(dir) => format!(
            "{}은(는) 채점 작업 공간이 아닙니다: problems/와 testcases/ 폴더가 있어야 합니다",
            dir.display()
        ),
        NoWorkspace::NoneAbove(cwd) => format!(
            "{} 또는 그 위에 채점 작업 공간이 없습니다: problems/와 testcases/가 있는 폴더 \
             안에서 실행하거나 --root DIR을 주세요",
            cwd.display()
        ),
        NoWorkspace::Unlisted(root) => format!(
            "{}/problems와 {}/testcases의 목록을 읽지 못했습니다",
            root.display(),
            root.display()
        ),
    }
}

/// A `problem.toml` that cannot be used, in Korean: where, what, and the fix.
fn bad_spec(e: &SpecError) -> String {
    let file = e.path.display();
    let fault = spec_fault(&e.fault);
    match e.line {
        Some(line) => {
            format!("{file} {line}번째 줄: {fault}; 파일을 고친 뒤 다시 실행하세요")
        }
        None => format!("{file}: {fault}; 파일을 고친 뒤 다시 실행하세요"),
    }
}

/// A program of `gen` or of a shrink that failed on one generated input, in Korean, with
/// the input when there is one.
fn generated(path: &str, seed: u64, fault: &GenFault, input: Option<&str>) -> String {
    let mut text = match fault {
        GenFault::Crashed { verdict, reason } => format!(
            "{path}이(가) 시드 {seed}에서 실패했습니다 ({}: {})",
            verdict.korean(),
            super::reason(reason, Lang::Korean)
        ),
        GenFault::Empty => format!(
            "{path}이(가) 시드 {seed}에서 아무것도 출력하지 않았습니다 (입력 하나를 \
             출력해야 합니다)"
        ),
        GenFault::Refused { validator, why } => format!(
            "{path}이(가) 시드 {seed}에서 출력한 입력을 {validator}이(가) 거부합니다: {why}"
        ),
        GenFault::Unstable => format!(
            "{path}이(가) 같은 시드 {seed}에서 서로 다른 입력을 출력했습니다: 같은 \
             시드는 언제나 같은 바이트를 내야 합니다 (난수를 시계나 주소가 아니라 \
             SEED에서만 만드세요)"
        ),
    };
    if let Some(input) = input {
        text.push_str(&format!("; 입력:\n{}", input.trim_end_matches('\n')));
    }
    text
}

/// A helper program's failure in Korean (its English is the fault's `Display`).
fn helper_failed(path: &str, fault: &HelperFault) -> String {
    let crashed = |verdict: &crate::verdict::Verdict, reason| {
        format!(
            "{}: {}",
            verdict.korean(),
            super::reason(reason, Lang::Korean)
        )
    };
    match fault {
        HelperFault::OnInput { verdict, reason } => format!(
            "{path}이(가) 입력에서 실패했습니다 ({}); 아무것도 쓰지 않았습니다",
            crashed(verdict, reason)
        ),
        HelperFault::GenCrashed {
            seed,
            verdict,
            reason,
            gen_rs,
        } => format!(
            "{path}이(가) 시드 {seed}에서 실패했습니다 ({}); 직접 실행해 보세요: rustc \
             --edition 2021 -O {gen_rs} -o gen && ./gen {seed}",
            crashed(verdict, reason)
        ),
        HelperFault::GenEmpty { seed } => format!(
            "{path}이(가) 시드 {seed}에서 아무것도 출력하지 않았습니다 (입력 하나를 출력해야 \
             합니다)"
        ),
        HelperFault::GenRefused {
            seed,
            validator,
            why,
            input,
        } => format!(
            "{path}이(가) 시드 {seed}에서 출력한 입력을 {validator}이(가) 거부합니다: {why}; \
             입력:\n{input}"
        ),
        HelperFault::SeedCrashed {
            seed,
            verdict,
            reason,
            input,
        } => format!(
            "{path}이(가) 시드 {seed}에서 실패했습니다 ({}); 입력:\n{input}",
            crashed(verdict, reason)
        ),
        HelperFault::Program(failure) => program_failed(path, failure, Lang::Korean),
        HelperFault::Crashed { verdict, reason } => {
            format!("{path}이(가) 실패했습니다 ({})", crashed(verdict, reason))
        }
        HelperFault::Interrupted => format!("{path}의 실행이 중단되었습니다"),
        HelperFault::Tool { step, why } => match step {
            ToolStep::Start => format!("{path}을(를) 시작하지 못했습니다 ({why})"),
            ToolStep::TakeText => format!("{path}에 텍스트를 넘기지 못했습니다 ({why})"),
            ToolStep::Finish => format!("{path}이(가) 끝나기를 기다리지 못했습니다 ({why})"),
        },
        HelperFault::ToolRefused { status, said } => {
            format!("{path}이(가) 실패했습니다 ({status}): {said}; 텍스트를 복사하지 않았습니다")
        }
    }
}

/// Broken judge data (or a case the judge's side could not judge) in `lang`, naming its
/// file and line from the data.
pub(crate) fn data_error(error: &DataError, lang: Lang) -> String {
    let file = error.file.as_deref().unwrap_or("");
    match lang {
        Lang::English => data_error_english(file, error.line, &error.kind),
        Lang::Korean => data_error_korean(file, error.line, &error.kind),
    }
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&data_error(self, Lang::English))
    }
}

fn data_error_english(file: &str, line: Option<usize>, kind: &DataErrorKind) -> String {
    match kind {
        DataErrorKind::NoSolution { data } => {
            format!("no solution: {file} does not exist (create it, or remove {data})")
        }
        DataErrorKind::SolutionNotRegular(kind) => {
            format!("no solution: {file} is not a regular file ({kind})")
        }
        DataErrorKind::SolutionUnreadable { why } => {
            format!("no solution: failed to read {file}: {why}")
        }
        DataErrorKind::NoJudgeData => {
            format!("no judge data: {file} does not exist (add problem.toml and cases there)")
        }
        DataErrorKind::NotRegular(kind) => format!("{file} is not a regular file ({kind})"),
        DataErrorKind::Spec { fault } => match line {
            Some(line) => format!("{file}:{line}: {fault}"),
            None => format!("{file}: {fault}"),
        },
        DataErrorKind::NotUtf8 => format!("{file} is not valid UTF-8"),
        DataErrorKind::SpecMissing => {
            format!("{file} is missing (it sets time_limit_ms and memory_limit_mb)")
        }
        DataErrorKind::Unreadable { why } => format!("failed to read {file}: {why}"),
        DataErrorKind::Unopenable { why } => format!("failed to open {file}: {why}"),
        DataErrorKind::Unlisted { why } => format!("failed to list {file}: {why}"),
        DataErrorKind::WrongWithoutExpect { first } => format!(
            "{file} must declare the verdict the cases must give it in its first line, \
             `// expect: WA` (or PE, OLE, RE, MLE, TLE, fail); it reads `{first}`"
        ),
        DataErrorKind::NoCases => {
            format!("no cases in {file} (--require-cases): add NAME.in with NAME.out")
        }
        DataErrorKind::BothPrograms { other } => {
            format!("both {file} and {other} exist: keep the one to use")
        }
        DataErrorKind::ProgramMissing { program, rust } => {
            let mode = compare_mode(program);
            format!(
                "{file} says compare = \"{mode}\" but neither {rust} nor {}.cpp exists",
                program.name()
            )
        }
        DataErrorKind::NameNotUtf8 => format!("{file} has a name that is not UTF-8: rename it"),
        DataErrorKind::NoAnswer { answer } => {
            format!("{file} has no expected output: add {answer}")
        }
        DataErrorKind::NoInput { input } => format!("{file} has no input: add {input}"),
        DataErrorKind::TooBig { bytes, max } => {
            format!("{file} has {bytes} bytes, more than the {max} a case file may have")
        }
        DataErrorKind::NotALiteral { what, column } => format!(
            "{file} is not one Programmers literal ([1, 2], \"ab\", 3, true): {what} at line \
             {}, column {column}",
            line.unwrap_or(1)
        ),
        DataErrorKind::ArgumentNotALiteral { what, column } => format!(
            "{file} line {}: not a Programmers literal: {what} at column {column}",
            line.unwrap_or(1)
        ),
        DataErrorKind::Arity { lines, arity } => format!(
            "{file} has {lines} argument line{}, but `solution` takes {arity}: one literal per \
             argument, one per line",
            if *lines == 1 { "" } else { "s" }
        ),
        DataErrorKind::ProgramCompile { first } => format!("{file} does not compile: {first}"),
        DataErrorKind::ProgramFailed { failure } => program_failed(file, failure, Lang::English),
        DataErrorKind::Invalid { validator, why } => {
            format!("{file} is not a valid input: {validator} refuses it: {why}")
        }
        DataErrorKind::NotBuilt => "solution was not built".to_owned(),
        DataErrorKind::Failed(failure) => runner_failure(failure, Lang::English),
    }
}

/// What a path that is not a regular file is, in Korean.
fn not_regular(kind: &NotRegular) -> &'static str {
    match kind {
        NotRegular::Folder => "폴더",
        NotRegular::Fifo => "FIFO",
        NotRegular::Device => "장치 파일",
        NotRegular::Socket => "소켓",
        NotRegular::Other => "파일이 아님",
    }
}

/// The `compare` mode that asks for a judge program, as `problem.toml` spells it.
fn compare_mode(program: &JudgeProgram) -> &'static str {
    match program {
        JudgeProgram::Checker => "checker",
        JudgeProgram::Interactor => "interactive",
    }
}

fn data_error_korean(file: &str, line: Option<usize>, kind: &DataErrorKind) -> String {
    match kind {
        DataErrorKind::NoSolution { data } => {
            format!("풀이 없음: {file}이(가) 없습니다 (만들거나, {data}을(를) 지우세요)")
        }
        DataErrorKind::SolutionNotRegular(kind) => format!(
            "풀이 없음: {file}은(는) 일반 파일이 아닙니다 ({})",
            not_regular(kind)
        ),
        DataErrorKind::SolutionUnreadable { why } => {
            format!("풀이 없음: {file}을(를) 읽지 못했습니다: {why}")
        }
        DataErrorKind::NoJudgeData => format!(
            "채점 데이터 없음: {file}이(가) 없습니다 (거기에 problem.toml과 케이스를 넣으세요)"
        ),
        DataErrorKind::NotRegular(kind) => {
            format!("{file}은(는) 일반 파일이 아닙니다 ({})", not_regular(kind))
        }
        DataErrorKind::Spec { fault } => match line {
            Some(line) => format!("{file} {line}번째 줄: {}", spec_fault(fault)),
            None => format!("{file}: {}", spec_fault(fault)),
        },
        DataErrorKind::NotUtf8 => format!("{file}은(는) 올바른 UTF-8이 아닙니다"),
        DataErrorKind::SpecMissing => {
            format!("{file}이(가) 없습니다 (time_limit_ms와 memory_limit_mb를 정하는 파일입니다)")
        }
        DataErrorKind::Unreadable { why } => format!("{file}을(를) 읽지 못했습니다: {why}"),
        DataErrorKind::Unopenable { why } => format!("{file}을(를) 열지 못했습니다: {why}"),
        DataErrorKind::Unlisted { why } => {
            format!("{file}의 목록을 읽지 못했습니다: {why}")
        }
        DataErrorKind::WrongWithoutExpect { first } => wrong_without_expect(file, first),
        DataErrorKind::NoCases => {
            format!("{file}에 케이스가 없습니다 (--require-cases): NAME.in과 NAME.out을 추가하세요")
        }
        DataErrorKind::BothPrograms { other } => {
            format!("{file}와(과) {other}이(가) 둘 다 있습니다: 쓸 것 하나만 남기세요")
        }
        DataErrorKind::ProgramMissing { program, rust } => {
            let mode = compare_mode(program);
            format!(
                "{file}에 compare = \"{mode}\"라고 되어 있지만 {rust}도 {}.cpp도 없습니다",
                program.name()
            )
        }
        DataErrorKind::NameNotUtf8 => {
            format!("{file}의 이름이 UTF-8이 아닙니다: 이름을 바꾸세요")
        }
        DataErrorKind::NoAnswer { answer } => {
            format!("{file}에 기대한 출력이 없습니다: {answer}을(를) 추가하세요")
        }
        DataErrorKind::NoInput { input } => {
            format!("{file}에 입력이 없습니다: {input}을(를) 추가하세요")
        }
        DataErrorKind::TooBig { bytes, max } => {
            format!("{file}은(는) {bytes}바이트로, 케이스 파일 상한 {max}바이트보다 큽니다")
        }
        DataErrorKind::NotALiteral { what, column } => {
            not_a_literal(file, line.unwrap_or(1), what, *column)
        }
        DataErrorKind::ArgumentNotALiteral { what, column } => {
            let line = line.unwrap_or(1);
            format!("{file} {line}번째 줄: 프로그래머스 리터럴이 아닙니다: {what} ({column}열)")
        }
        DataErrorKind::Arity { lines, arity } => wrong_arity(file, *lines, *arity),
        DataErrorKind::ProgramCompile { first } => {
            format!("{file}이(가) 컴파일되지 않습니다: {first}")
        }
        DataErrorKind::ProgramFailed { failure } => program_failed(file, failure, Lang::Korean),
        DataErrorKind::Invalid { validator, why } => {
            format!("{file}은(는) 올바른 입력이 아닙니다: {validator}이(가) 거부합니다: {why}")
        }
        DataErrorKind::NotBuilt => "풀이가 빌드되지 않았습니다".to_owned(),
        DataErrorKind::Failed(failure) => runner_failure(failure, Lang::Korean),
    }
}

/// A wrong solution without its `// expect:` line, in Korean, quoting its first line.
fn wrong_without_expect(file: &str, first: &str) -> String {
    format!(
        "{file}은(는) 첫 줄에 케이스가 주어야 할 결과를 `// expect: WA`(또는 PE, OLE, RE, \
         MLE, TLE, fail)로 선언해야 합니다; 지금 첫 줄: `{first}`"
    )
}

/// A Programmers input with another number of argument lines than `solution` takes, in
/// Korean.
fn wrong_arity(file: &str, lines: usize, arity: usize) -> String {
    format!(
        "{file}의 인자 줄은 {lines}개인데 `solution`은 인자를 {arity}개 받습니다: 인자마다 \
         리터럴 하나를 한 줄에 쓰세요"
    )
}

/// A Programmers answer that is not one literal, in Korean: the grammar's words, and where.
fn not_a_literal(file: &str, line: usize, what: &str, column: usize) -> String {
    format!(
        "{file}은(는) 프로그래머스 리터럴 하나([1, 2], \"ab\", 3, true)가 아닙니다: {what} \
         ({line}번째 줄 {column}열)"
    )
}

/// What is wrong with a `problem.toml`, in Korean; keys, values and choices as written.
pub(crate) fn spec_fault(fault: &SpecFault) -> String {
    match fault {
        SpecFault::TableHeader { header } => {
            format!("`{header}` 같은 테이블 헤더는 지원하지 않습니다; `key = value` 줄만 쓰세요")
        }
        SpecFault::MissingKey => "`=` 앞에 키가 없습니다".to_owned(),
        SpecFault::UnsupportedKey { key } => {
            format!("지원하지 않는 키 `{key}`: 맨 키(글자, 숫자, `_`, `-`)만 쓸 수 있습니다")
        }
        SpecFault::MissingEquals { key } => format!("키 `{key}` 뒤에 `=`가 없습니다"),
        SpecFault::MissingValue { key } => format!("`{key} =` 뒤에 값이 없습니다"),
        SpecFault::Trailing { key, after } => {
            format!("`{key}`의 값 뒤에 예상하지 못한 `{after}`; 주석은 `#`로 시작합니다")
        }
        SpecFault::MultiLineString => "여러 줄 문자열은 지원하지 않습니다".to_owned(),
        SpecFault::UnclosedString { quote } => {
            format!("닫히지 않은 문자열: 닫는 `{quote}`가 없습니다")
        }
        SpecFault::UnknownEscape { escape } => {
            format!("문자열 안의 알 수 없는 이스케이프 `\\{escape}`")
        }
        SpecFault::InvalidEscape { escape, width } => format!(
            "잘못된 이스케이프 `\\{escape}`: 유니코드 스칼라 값의 16진수 {width}자리가 필요합니다"
        ),
        SpecFault::UnknownKey { key, guess, known } => unknown_key(key, *guess, known),
        SpecFault::DuplicateKey { key, first } => {
            format!("키 `{key}`가 두 번 있습니다 (처음은 {first}번째 줄)")
        }
        SpecFault::NotAString { key, found } => {
            format!("{key}은(는) 따옴표로 감싼 문자열이어야 합니다, `{found}`이(가) 있습니다")
        }
        SpecFault::NotAChoice {
            key,
            choices,
            found,
            quoted,
        } => not_a_choice(key, choices, found, *quoted),
        SpecFault::TooLarge {
            key,
            max,
            bound,
            found,
        } => too_large(key, *max, *bound, found),
        SpecFault::NotPositive { key, unit, found } => not_positive(key, *unit, found),
        SpecFault::OutOfRange { key } => format!("{key}이(가) 범위를 벗어났습니다"),
        SpecFault::NotATolerance { found } => {
            format!("float_tolerance는 1e-6 같은 양수여야 합니다, `{found}`이(가) 있습니다")
        }
        SpecFault::UnknownLabel { label, known } => format!(
            "labels의 알 수 없는 라벨 `{label}`; 쓸 수 있는 라벨은 {}입니다",
            known.join(", ")
        ),
        SpecFault::EmptyCxxInclude => {
            "cxx_include는 폴더를 가리켜야 하는데 빈 문자열입니다".to_owned()
        }
        SpecFault::NotPoints { key, found } => format!(
            "그룹 {key}의 점수는 0부터 1000000까지의 정수여야 하는데, `{found}`이(가) \
             있습니다"
        ),
        SpecFault::NotAFileName { key, found } => format!(
            "{key}은(는) 실행 폴더 안의 파일 이름 하나여야 합니다(예: `input.txt`, 폴더나 `..` \
             없이), `{found}`이(가) 있습니다"
        ),
        SpecFault::MissingRequired { keys } => {
            let keys: Vec<String> = keys.iter().map(|k| format!("`{k}`")).collect();
            format!("꼭 필요한 키 {}이(가) 없습니다", keys.join("와(과) "))
        }
        SpecFault::OnlyWith { key, mode, compare } => format!(
            "{key}은(는) compare = \"{mode}\"일 때만 쓰이는데, compare가 \"{compare}\"입니다"
        ),
        SpecFault::NotAList { key, found } => format!(
            "{key}은(는) 한 줄에 쓴 빈 칸이 아닌 문자열 목록이어야 합니다(예: [\"greedy\", \
             \"dp\"]), `{found}`이(가) 있습니다"
        ),
        SpecFault::NotABool { key, found } => {
            format!("{key}은(는) true나 false여야 합니다, `{found}`이(가) 있습니다")
        }
        SpecFault::NotLines { found } => format!(
            "compared_lines는 \"1\"이나 \"1, 3\"처럼 1부터 64까지의 줄 번호여야 합니다, \
             `{found}`이(가) 있습니다"
        ),
        SpecFault::UnknownTier { found } => format!(
            "tier는 \"Gold IV\"처럼 solved.ac 티어여야 합니다(Bronze, Silver, Gold, Platinum, \
             Diamond, Ruby 뒤에 V부터 I까지, 또는 \"Unrated\"), `{found}`이(가) 있습니다"
        ),
    }
}

/// A key `problem.toml` does not know, in Korean, with the one it may have meant.
fn unknown_key(key: &str, guess: Option<&str>, known: &[&str]) -> String {
    format!(
        "알 수 없는 키 `{key}`{}; 쓸 수 있는 키는 {}입니다",
        guess.map_or(String::new(), |g| format!(" (`{g}`을(를) 쓰려던 건가요?)")),
        known.join(", ")
    )
}

/// A value that is none of the choices its key takes, in Korean, the choices as written.
fn not_a_choice(key: &str, choices: &[&str], found: &str, quoted: Quoted) -> String {
    let listed = choices
        .iter()
        .map(|c| format!("\"{c}\""))
        .collect::<Vec<_>>()
        .join(", ");
    match quoted {
        Quoted::No => format!(
            "{key}은(는) 따옴표로 감싼 {listed} 중 하나여야 합니다, `{found}`이(가) 있습니다"
        ),
        Quoted::Yes => {
            format!("{key}은(는) {listed} 중 하나여야 합니다, `{found}`이(가) 있습니다")
        }
    }
}

/// An integer key over its bound, in Korean.
fn too_large(key: &str, max: i128, bound: Bound, found: &str) -> String {
    let bound = match bound {
        Bound::TenMinutes => "10분",
        Bound::SixtyFourGib => "64 GiB",
    };
    format!("{key}은(는) 최대 {max}({bound})입니다, `{found}`이(가) 있습니다")
}

/// An integer key that is not a positive number of its unit, in Korean.
fn not_positive(key: &str, unit: Unit, found: &str) -> String {
    let unit = match unit {
        Unit::Milliseconds => "밀리초",
        Unit::Megabytes => "메가바이트",
    };
    format!("{key}은(는) {unit} 단위의 양의 정수여야 합니다, `{found}`이(가) 있습니다")
}

/// One example of every error the runner stops with; exhaustive as [`all_examples`] is.
#[cfg(test)]
pub(crate) fn all_error_examples() -> Vec<Error> {
    use std::io;
    let cause = || io::Error::other("permission denied");
    let examples = vec![
        Error::BothSources {
            rust: "testcases/p/validator.rs".into(),
            cpp: "validator.cpp".into(),
        },
        Error::NotRegular {
            path: "testcases/p/gen.rs".into(),
            kind: NotRegular::Fifo,
        },
        Error::InvalidInput {
            validator: "testcases/p/validator.rs".into(),
            why: "n out of range".into(),
        },
        Error::BadCommandLine {
            command: "",
            fault: CommandLine::GivenTwice("--jobs"),
        },
        Error::BadCommandLine {
            command: "new",
            fault: CommandLine::NeedsValue("--title"),
        },
        Error::BadCommandLine {
            command: "add",
            fault: CommandLine::TakesNoValue("--save"),
        },
        Error::BadCommandLine {
            command: "stress",
            fault: CommandLine::MissingArguments,
        },
        Error::BadCommandLine {
            command: "print",
            fault: CommandLine::Unexpected("extra".into()),
        },
        Error::BadCommandLine {
            command: "",
            fault: CommandLine::UnknownOption {
                name: "--jbos".into(),
                guess: Some("--jobs"),
            },
        },
        Error::BadCommandLine {
            command: "",
            fault: CommandLine::UnknownOption {
                name: "-q".into(),
                guess: None,
            },
        },
        Error::NoWorkspace(NoWorkspace::NotOne("/w/x".into())),
        Error::NoWorkspace(NoWorkspace::NoneAbove("/w".into())),
        Error::NoWorkspace(NoWorkspace::Unlisted("/w".into())),
        Error::Toolchain(ToolchainFault::CannotAsk {
            rustc: "rustc".into(),
            ran: false,
            why: "No such file or directory (os error 2)".into(),
            fix: ToolchainFix::InstallRust,
        }),
        Error::Toolchain(ToolchainFault::CannotAsk {
            rustc: "/opt/rustc".into(),
            ran: true,
            why: "exit status: 1".into(),
            fix: ToolchainFix::NameOrPath,
        }),
        Error::Toolchain(ToolchainFault::CannotAsk {
            rustc: "/r/bin/rustc".into(),
            ran: true,
            why: "exit status: 1".into(),
            fix: ToolchainFix::Install("1.73".into()),
        }),
        Error::Toolchain(ToolchainFault::NoRustup {
            name: "1.73".into(),
            choice: "+1.73".into(),
            why: "No such file or directory (os error 2)".into(),
        }),
        Error::Toolchain(ToolchainFault::NotInstalled {
            name: "1.73".into(),
        }),
        Error::Toolchain(ToolchainFault::Unknown {
            name: "nope".into(),
            said: "error: invalid toolchain name".into(),
        }),
        Error::BadSpec(crate::config::SpecError {
            path: "testcases/p/problem.toml".into(),
            line: Some(3),
            fault: Box::new(SpecFault::MissingKey),
        }),
        Error::Missing {
            path: "testcases/p/checker.rs".into(),
            needed: Needed::JudgeProgram {
                mode: "checker".into(),
                name: "checker",
            },
        },
        Error::Missing {
            path: "testcases/p/brute.rs".into(),
            needed: Needed::Brute,
        },
        Error::Missing {
            path: "README.md".into(),
            needed: Needed::IndexMarkers {
                start: "<!-- a -->",
                end: "<!-- b -->",
            },
        },
        Error::Missing {
            path: "PATH".into(),
            needed: Needed::Clipboard,
        },
        Error::Missing {
            path: "testcases/p/statement.md".into(),
            needed: Needed::Statement,
        },
        Error::Overwrite {
            paths: vec!["testcases/p/1.in".into()],
            fix: None,
        },
        Error::HelperCompile {
            path: "testcases/p/gen.rs".into(),
            first: "error: expected `;`".into(),
        },
        Error::HelperFailed {
            path: "testcases/p/gen.rs".into(),
            fault: Box::new(HelperFault::GenCrashed {
                seed: 3,
                verdict: crate::verdict::Verdict::Re,
                reason: crate::verdict::Reason::ExitCode {
                    code: 101,
                    status: None,
                    said: crate::verdict::Said::Nothing,
                },
                gen_rs: "testcases/p/gen.rs".into(),
            }),
        },
        Error::Generated {
            path: "testcases/p/brute.rs".into(),
            seed: 7,
            fault: Box::new(GenFault::Crashed {
                verdict: crate::verdict::Verdict::Tle,
                reason: crate::verdict::Reason::WallDeadline {
                    wall: std::time::Duration::from_secs(21),
                    cpu: std::time::Duration::from_millis(3),
                },
            }),
            input: Some("    3\n    1 2 3\n".into()),
        },
        Error::Generated {
            path: "testcases/p/gen.rs".into(),
            seed: 7,
            fault: Box::new(GenFault::Empty),
            input: None,
        },
        Error::Generated {
            path: "testcases/p/gen.rs".into(),
            seed: 7,
            fault: Box::new(GenFault::Refused {
                validator: "testcases/p/validator.rs".into(),
                why: "line 1, token 1: N = 0 is outside 1..=10".into(),
            }),
            input: Some("    0\n".into()),
        },
        Error::Generated {
            path: "testcases/p/gen.rs".into(),
            seed: 7,
            fault: Box::new(GenFault::Unstable),
            input: None,
        },
        Error::Case {
            problem: None,
            case: crate::workspace::CaseLabel::Case("3".into()),
            trouble: Box::new(crate::verdict::failure::CaseTrouble::Unreadable {
                path: "testcases/p/3.out".into(),
                why: "gone".into(),
            }),
        },
        Error::NoIndexMarkers {
            path: "README.md".into(),
            why: Markers::NoStart,
            markers: ("<!-- start -->", "<!-- end -->"),
        },
        Error::NoIndexMarkers {
            path: "README.md".into(),
            why: Markers::NoEnd,
            markers: ("<!-- start -->", "<!-- end -->"),
        },
        Error::NoIndexMarkers {
            path: "README.md".into(),
            why: Markers::StartTwice,
            markers: ("<!-- start -->", "<!-- end -->"),
        },
        Error::NoHarnessMarker {
            path: "problems/p/src/main.rs".into(),
            marker: "// ---- local harness ----",
        },
        Error::NothingToImport {
            dir: "/w/in".into(),
        },
        Error::ReadArgument {
            flag: "--in",
            path: "/w/1.in".into(),
            source: cause(),
        },
        Error::Build {
            path: "problems/p/src/main.rs".into(),
            source: cause(),
        },
        Error::Run {
            path: "target/judge/cache/x".into(),
            source: cause(),
        },
        Error::Io {
            path: "/w/x".into(),
            source: cause(),
        },
        Error::Output(cause()),
        Error::Listen {
            address: "127.0.0.1:10043".into(),
            source: cause(),
        },
    ];
    let mut examples = examples;
    for role in [
        Role::Generator { sized: false },
        Role::Generator { sized: true },
        Role::Brute,
        Role::Solution,
        Role::Reference,
    ] {
        match role {
            Role::Generator { .. } | Role::Brute | Role::Solution | Role::Reference => {}
        }
        examples.push(Error::Missing {
            path: "testcases/p/gen.rs".into(),
            needed: Needed::Helper {
                command: "stress",
                role,
            },
        });
    }
    examples.extend(
        super::usage::all_usage_examples()
            .into_iter()
            .map(|fault| Error::Usage {
                command: "new",
                fault,
            }),
    );
    for example in &examples {
        match example {
            Error::Usage { .. }
            | Error::BothSources { .. }
            | Error::NotRegular { .. }
            | Error::InvalidInput { .. }
            | Error::BadCommandLine { .. }
            | Error::NoWorkspace(_)
            | Error::Toolchain(_)
            | Error::BadSpec(_)
            | Error::Missing { .. }
            | Error::Overwrite { .. }
            | Error::HelperCompile { .. }
            | Error::HelperFailed { .. }
            | Error::Case { .. }
            | Error::Generated { .. }
            | Error::NoIndexMarkers { .. }
            | Error::NoHarnessMarker { .. }
            | Error::NothingToImport { .. }
            | Error::ReadArgument { .. }
            | Error::Build { .. }
            | Error::Run { .. }
            | Error::Io { .. }
            | Error::Output(_)
            | Error::Listen { .. } => {}
        }
    }
    examples
}

/// One example of every kind of judge-data error; exhaustive as [`all_examples`] is.
#[cfg(test)]
pub(crate) fn all_data_error_examples() -> Vec<DataError> {
    let why = || "permission denied".to_owned();
    let mut kinds = vec![
        DataErrorKind::NoSolution {
            data: "testcases/p".into(),
        },
        DataErrorKind::SolutionNotRegular(NotRegular::Folder),
        DataErrorKind::SolutionUnreadable { why: why() },
        DataErrorKind::NoJudgeData,
        DataErrorKind::NotRegular(NotRegular::Fifo),
        DataErrorKind::NotRegular(NotRegular::Device),
        DataErrorKind::NotRegular(NotRegular::Socket),
        DataErrorKind::NotRegular(NotRegular::Other),
        DataErrorKind::Spec {
            fault: Box::new(SpecFault::MissingKey),
        },
        DataErrorKind::NotUtf8,
        DataErrorKind::SpecMissing,
        DataErrorKind::Unreadable { why: why() },
        DataErrorKind::Unopenable { why: why() },
        DataErrorKind::Unlisted { why: why() },
        DataErrorKind::NoCases,
        DataErrorKind::WrongWithoutExpect {
            first: "use std::io;".into(),
        },
        DataErrorKind::BothPrograms {
            other: "testcases/p/checker.cpp".into(),
        },
        DataErrorKind::ProgramMissing {
            program: JudgeProgram::Checker,
            rust: "testcases/p/checker.rs".into(),
        },
        DataErrorKind::ProgramMissing {
            program: JudgeProgram::Interactor,
            rust: "testcases/p/interactor.rs".into(),
        },
        DataErrorKind::NameNotUtf8,
        DataErrorKind::NoAnswer {
            answer: "testcases/p/1.out".into(),
        },
        DataErrorKind::NoInput {
            input: "testcases/p/1.in".into(),
        },
        DataErrorKind::TooBig {
            bytes: 1 << 31,
            max: 1 << 30,
        },
        DataErrorKind::NotALiteral {
            what: "expected `]`".into(),
            column: 4,
        },
        DataErrorKind::ArgumentNotALiteral {
            what: "expected a value".into(),
            column: 2,
        },
        DataErrorKind::Arity { lines: 1, arity: 2 },
        DataErrorKind::Arity { lines: 3, arity: 2 },
        DataErrorKind::ProgramCompile {
            first: "error: expected `;`".into(),
        },
        DataErrorKind::ProgramFailed {
            failure: super::failure::all_program_failures().swap_remove(2),
        },
        DataErrorKind::Invalid {
            validator: "validator.rs".into(),
            why: "n is 0".into(),
        },
        DataErrorKind::NotBuilt,
    ];
    kinds.extend(
        super::failure::all_runner_failures()
            .into_iter()
            .map(DataErrorKind::Failed),
    );
    for kind in &kinds {
        match kind {
            DataErrorKind::NoSolution { .. }
            | DataErrorKind::SolutionNotRegular(_)
            | DataErrorKind::SolutionUnreadable { .. }
            | DataErrorKind::NoJudgeData
            | DataErrorKind::NotRegular(_)
            | DataErrorKind::Spec { .. }
            | DataErrorKind::NotUtf8
            | DataErrorKind::SpecMissing
            | DataErrorKind::Unreadable { .. }
            | DataErrorKind::Unopenable { .. }
            | DataErrorKind::Unlisted { .. }
            | DataErrorKind::NoCases
            | DataErrorKind::WrongWithoutExpect { .. }
            | DataErrorKind::BothPrograms { .. }
            | DataErrorKind::ProgramMissing { .. }
            | DataErrorKind::NameNotUtf8
            | DataErrorKind::NoAnswer { .. }
            | DataErrorKind::NoInput { .. }
            | DataErrorKind::TooBig { .. }
            | DataErrorKind::NotALiteral { .. }
            | DataErrorKind::ArgumentNotALiteral { .. }
            | DataErrorKind::Arity { .. }
            | DataErrorKind::ProgramCompile { .. }
            | DataErrorKind::ProgramFailed { .. }
            | DataErrorKind::Invalid { .. }
            | DataErrorKind::NotBuilt
            | DataErrorKind::Failed(_) => {}
        }
    }
    kinds
        .into_iter()
        .map(|kind| DataError::new("p", "testcases/p/problem.toml", kind).at_line(3))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::tests::hangul;
    use super::*;

    /// RE with exit code 101, as a panicking Rust program ends.
    fn exit_101() -> crate::verdict::Reason {
        crate::verdict::Reason::ExitCode {
            code: 101,
            status: None,
            said: crate::verdict::Said::Nothing,
        }
    }

    /// Every kind of helper fault, each tool step too: exhaustive by `match`es without a
    /// wildcard.
    fn all_helper_faults() -> Vec<HelperFault> {
        use crate::verdict::Verdict;
        let input = "3\n1 2 3".to_owned();
        let tool = |step| HelperFault::Tool {
            step,
            why: "No such file or directory (os error 2)".into(),
        };
        let all = vec![
            HelperFault::OnInput {
                verdict: Verdict::Re,
                reason: exit_101(),
            },
            HelperFault::GenCrashed {
                seed: 3,
                verdict: Verdict::Re,
                reason: exit_101(),
                gen_rs: "testcases/p/gen.rs".into(),
            },
            HelperFault::GenEmpty { seed: 4 },
            HelperFault::GenRefused {
                seed: 5,
                validator: "testcases/p/validator.rs".into(),
                why: "n = 0 is below 1".into(),
                input: input.clone(),
            },
            HelperFault::SeedCrashed {
                seed: 6,
                verdict: Verdict::Re,
                reason: exit_101(),
                input,
            },
            HelperFault::Program(super::super::failure::all_program_failures().swap_remove(1)),
            HelperFault::Crashed {
                verdict: Verdict::Re,
                reason: exit_101(),
            },
            HelperFault::Interrupted,
            tool(ToolStep::Start),
            tool(ToolStep::TakeText),
            tool(ToolStep::Finish),
            HelperFault::ToolRefused {
                status: "exit status: 1".into(),
                said: "Error: Can't open display".into(),
            },
        ];
        for fault in &all {
            match fault {
                HelperFault::OnInput { .. }
                | HelperFault::GenCrashed { .. }
                | HelperFault::GenEmpty { .. }
                | HelperFault::GenRefused { .. }
                | HelperFault::SeedCrashed { .. }
                | HelperFault::Program(_)
                | HelperFault::Crashed { .. }
                | HelperFault::Interrupted
                | HelperFault::ToolRefused { .. } => {}
                HelperFault::Tool { step, .. } => match step {
                    ToolStep::Start | ToolStep::TakeText | ToolStep::Finish => {}
                },
            }
        }
        all
    }

    #[test]
    fn every_case_trouble_has_english_and_korean_words() {
        use crate::verdict::failure::CaseTrouble;
        use crate::workspace::CaseLabel;
        let hangul = |s: &str| s.chars().any(|c| ('가'..='힣').contains(&c));
        let program = super::super::failure::all_program_failures().swap_remove(0);
        let mut troubles: Vec<CaseTrouble> = super::super::failure::all_engine_failures()
            .into_iter()
            .map(CaseTrouble::Engine)
            .collect();
        troubles.extend([
            CaseTrouble::Unreadable {
                path: "testcases/p/3.out".into(),
                why: "gone".into(),
            },
            CaseTrouble::Program {
                path: "testcases/p/checker.rs".into(),
                failure: program,
            },
            CaseTrouble::Cancelled,
        ]);
        for trouble in &troubles {
            match trouble {
                CaseTrouble::Engine(_)
                | CaseTrouble::Unreadable { .. }
                | CaseTrouble::Program { .. }
                | CaseTrouble::Cancelled => {}
            }
        }
        let mut english = Vec::new();
        for (k, trouble) in troubles.into_iter().enumerate() {
            let failed = Error::Case {
                problem: (k % 2 == 0).then(|| "boj-1".to_owned()),
                case: if k % 3 == 0 {
                    CaseLabel::Seed(17)
                } else {
                    CaseLabel::Case("3".into())
                },
                trouble: Box::new(trouble),
            };
            let en = error(&failed, Lang::English);
            let ko = error(&failed, Lang::Korean);
            assert!(!hangul(&en), "Korean in the English of {failed:?}: {en}");
            assert!(hangul(&ko), "no Hangul in {ko} for {failed:?}");
            english.push(en);
        }
        // As the commands wrote it before: "failed to judge", the problem, the case's label,
        // and the engine's words.
        assert_eq!(
            english[0],
            "failed to judge boj-1 seed 17: the checker was not built"
        );
        assert_eq!(
            english[9],
            "failed to judge seed 17: failed to read testcases/p/3.out: gone"
        );
        assert_eq!(english[11], "failed to judge case 3: cancelled");
    }

    #[test]
    fn every_helper_fault_has_english_and_korean_words() {
        let hangul = |s: &str| s.chars().any(|c| ('가'..='힣').contains(&c));
        let mut english = Vec::new();
        for fault in all_helper_faults() {
            let failed = Error::HelperFailed {
                path: "testcases/p/gen.rs".into(),
                fault: Box::new(fault),
            };
            let en = error(&failed, Lang::English);
            let ko = error(&failed, Lang::Korean);
            assert!(!hangul(&en), "Korean in the English of {failed:?}: {en}");
            assert!(hangul(&ko), "no Hangul in {ko} for {failed:?}");
            assert!(ko.starts_with("testcases/p/gen.rs"), "{ko}");
            // What the program, its validator or the system said is quoted as it is.
            for quoted in [
                "n = 0 is below 1",
                "os error 2",
                "Can't open display",
                "1 2 3",
            ] {
                assert_eq!(
                    en.contains(quoted),
                    ko.contains(quoted),
                    "{quoted}: {en} / {ko}"
                );
            }
            english.push(en);
        }
        // The English is what the commands wrote before it was data, byte for byte.
        assert_eq!(
            english[..3],
            [
                "testcases/p/gen.rs failed on the input (RE: exit code 101); nothing was written",
                "testcases/p/gen.rs failed on seed 3 (RE: exit code 101); try it: rustc \
                 --edition 2021 -O testcases/p/gen.rs -o gen && ./gen 3",
                "testcases/p/gen.rs failed on seed 4: it printed nothing, and it must print one \
                 input",
            ]
        );
        assert_eq!(english[7], "testcases/p/gen.rs failed interrupted");
        assert_eq!(
            english[8],
            "testcases/p/gen.rs failed to start (No such file or directory (os error 2))"
        );
    }

    /// Every error the runner stops with reads in Korean around what it names; an error that
    /// carries a message worded where it was made (a usage error's fix, a toolchain's
    /// install hint) keeps that message as it is, so only those may stay English.
    /// Each kind of command-line fault is among the examples that `every_error_has_korean_words`
    /// walks: a new kind does not compile here until it has one.
    #[test]
    fn every_command_line_fault_has_an_example() {
        let mut kinds: Vec<usize> = all_error_examples()
            .iter()
            .filter_map(|e| match e {
                Error::BadCommandLine { fault, .. } => Some(match fault {
                    CommandLine::GivenTwice(_) => 0,
                    CommandLine::NeedsValue(_) => 1,
                    CommandLine::TakesNoValue(_) => 2,
                    CommandLine::MissingArguments => 3,
                    CommandLine::Unexpected(_) => 4,
                    CommandLine::UnknownOption { .. } => 5,
                }),
                _ => None,
            })
            .collect();
        kinds.dedup();
        assert_eq!(kinds, [0, 1, 2, 3, 4, 5]);
        let said = |command, fault| {
            let e = Error::BadCommandLine { command, fault };
            (error(&e, Lang::English), error(&e, Lang::Korean))
        };
        assert_eq!(
            said(
                "",
                CommandLine::UnknownOption {
                    name: "--jbos".into(),
                    guess: Some("--jobs"),
                }
            ),
            (
                "unknown option `--jbos` (did you mean `--jobs`?); see `cargo judge --help`"
                    .to_owned(),
                "알 수 없는 옵션 `--jbos` (`--jobs`을(를) 뜻했나요?); `cargo judge --help`를 \
                 보세요"
                    .to_owned()
            )
        );
        assert_eq!(
            said("new", CommandLine::MissingArguments).0,
            "missing arguments; see `cargo judge new --help`"
        );
    }

    /// One line with the causes: the English is `Error::with_causes`, the Korean the
    /// catalogue's error with the same causes after it.
    #[test]
    fn an_error_with_its_causes_on_one_line() {
        let e = Error::Io {
            path: "/w/x".into(),
            source: std::io::Error::other("permission denied"),
        };
        assert_eq!(error_with_causes(&e, Lang::English), e.with_causes());
        assert_eq!(
            error_with_causes(&e, Lang::Korean),
            format!("{}: permission denied", error(&e, Lang::Korean))
        );
    }

    #[test]
    fn every_error_has_korean_words() {
        for example in all_error_examples() {
            let en = error(&example, Lang::English);
            let ko = error(&example, Lang::Korean);
            assert_eq!(en, example.to_string());
            assert_ne!(ko, en, "no Korean for {example:?}");
            assert!(hangul(&ko), "no Hangul in {ko} for {example:?}");
        }
        assert_eq!(error_labels(Lang::Korean), ("오류:", "원인:"));
    }

    /// Every judge-data error reads in Korean and names its file (and line, where the words
    /// have one) in both languages.
    #[test]
    fn every_data_error_has_korean_words() {
        for example in all_data_error_examples() {
            let en = data_error(&example, Lang::English);
            let ko = data_error(&example, Lang::Korean);
            // A case whose solution was not built is about no file of the data; a failure of
            // the runner's side names the file it failed on itself.
            if !matches!(
                example.kind,
                DataErrorKind::NotBuilt | DataErrorKind::Failed(_)
            ) {
                assert!(en.contains("testcases/p/problem.toml"), "{en}");
                assert!(ko.contains("testcases/p/problem.toml"), "{ko}");
            }
            assert_ne!(ko, en, "no Korean for {example:?}");
            assert!(hangul(&ko), "no Hangul in {ko} for {example:?}");
            if en.contains(":3") || en.contains("line 3") {
                assert!(ko.contains("3번째 줄"), "{ko}");
            }
        }
    }

    /// Every `problem.toml` fault reads in Korean, keeping the keys and values it names.
    #[test]
    fn every_spec_fault_has_korean_words() {
        let key = || "time_limit_ms".to_owned();
        let found = || "fast".to_owned();
        let faults = vec![
            SpecFault::TableHeader {
                header: "[limits]".into(),
            },
            SpecFault::MissingKey,
            SpecFault::UnsupportedKey { key: key() },
            SpecFault::MissingEquals { key: key() },
            SpecFault::MissingValue { key: key() },
            SpecFault::Trailing {
                key: key(),
                after: "ms".into(),
            },
            SpecFault::MultiLineString,
            SpecFault::UnclosedString { quote: '"' },
            SpecFault::UnknownEscape { escape: 'q' },
            SpecFault::InvalidEscape {
                escape: "uD800".into(),
                width: 4,
            },
            SpecFault::UnknownKey {
                key: "speed".into(),
                guess: None,
                known: vec!["title", "url"],
            },
            SpecFault::UnknownKey {
                key: "tilte".into(),
                guess: Some("title"),
                known: vec!["title", "url"],
            },
            SpecFault::DuplicateKey {
                key: key(),
                first: 3,
            },
            SpecFault::NotAString {
                key: "title".into(),
                found: found(),
            },
            SpecFault::NotAChoice {
                key: "compare".into(),
                choices: vec!["boj", "lines"],
                found: found(),
                quoted: Quoted::No,
            },
            SpecFault::NotAChoice {
                key: "compare".into(),
                choices: vec!["boj", "lines"],
                found: found(),
                quoted: Quoted::Yes,
            },
            SpecFault::TooLarge {
                key: key(),
                max: 600_000,
                bound: Bound::TenMinutes,
                found: "600001".into(),
            },
            SpecFault::TooLarge {
                key: "memory_limit_mb".into(),
                max: 65_536,
                bound: Bound::SixtyFourGib,
                found: "65537".into(),
            },
            SpecFault::NotPositive {
                key: key(),
                unit: Unit::Milliseconds,
                found: found(),
            },
            SpecFault::NotPositive {
                key: "memory_limit_mb".into(),
                unit: Unit::Megabytes,
                found: found(),
            },
            SpecFault::OutOfRange { key: key() },
            SpecFault::NotATolerance { found: found() },
            SpecFault::UnknownLabel {
                label: "spj".into(),
                known: vec!["special judge"],
            },
            SpecFault::EmptyCxxInclude,
            SpecFault::NotPoints {
                key: "secret-subtask1".into(),
                found: "\"50\"".into(),
            },
            SpecFault::NotAFileName {
                key: "input_file".into(),
                found: "\"../x\"".into(),
            },
            SpecFault::MissingRequired {
                keys: vec!["time_limit_ms", "memory_limit_mb"],
            },
            SpecFault::OnlyWith {
                key: "float_tolerance",
                mode: "float",
                compare: "boj",
            },
            SpecFault::NotAList {
                key: "tags".into(),
                found: "\"dp\"".into(),
            },
            SpecFault::NotABool {
                key: "extra_time".into(),
                found: "\"no\"".into(),
            },
            SpecFault::UnknownTier {
                found: "\"Gold VI\"".into(),
            },
            SpecFault::NotLines {
                found: "\"0\"".into(),
            },
        ];
        for fault in &faults {
            match fault {
                SpecFault::TableHeader { .. }
                | SpecFault::MissingKey
                | SpecFault::UnsupportedKey { .. }
                | SpecFault::MissingEquals { .. }
                | SpecFault::MissingValue { .. }
                | SpecFault::Trailing { .. }
                | SpecFault::MultiLineString
                | SpecFault::UnclosedString { .. }
                | SpecFault::UnknownEscape { .. }
                | SpecFault::InvalidEscape { .. }
                | SpecFault::UnknownKey { .. }
                | SpecFault::DuplicateKey { .. }
                | SpecFault::NotAString { .. }
                | SpecFault::NotAChoice { .. }
                | SpecFault::TooLarge { .. }
                | SpecFault::NotPositive { .. }
                | SpecFault::OutOfRange { .. }
                | SpecFault::NotATolerance { .. }
                | SpecFault::UnknownLabel { .. }
                | SpecFault::EmptyCxxInclude
                | SpecFault::NotPoints { .. }
                | SpecFault::NotAFileName { .. }
                | SpecFault::MissingRequired { .. }
                | SpecFault::OnlyWith { .. }
                | SpecFault::NotAList { .. }
                | SpecFault::NotABool { .. }
                | SpecFault::UnknownTier { .. }
                | SpecFault::NotLines { .. } => {}
            }
            let (en, ko) = (fault.to_string(), spec_fault(fault));
            assert_ne!(en, ko);
            assert!(!hangul(&en) && hangul(&ko), "{en} / {ko}");
            // What the English quotes in backquotes, the Korean quotes too.
            for quoted in en.split('`').skip(1).step_by(2) {
                assert!(ko.contains(quoted), "`{quoted}` lost in {ko}");
            }
        }
    }
}
