//! The Korean of `--help`: every command's summary line, every flag's description, the list
//! of commands and what `cargo judge` is outside the workspace. The rest of a command's help
//! (its description and sections) is English for now, and the Korean help says so above it.

/// The Korean summary of the command `name` (`""`: the judge command itself).
pub(crate) fn summary(name: &str) -> &'static str {
    match name {
        "" => "모든 풀이를 채점 서버처럼 빌드해 저장된 케이스로 실행하고 판정을 알립니다",
        "new" => "문제를 시작합니다: 크레이트, 풀이 템플릿, problem.toml",
        "listen" => "Competitive Companion 브라우저 확장이 보낸 문제를 만듭니다",
        "add" => "케이스를 testcases/ID/N.in과 N.out으로 저장합니다 (N은 가장 큰 번호 다음)",
        "print" => "문제의 제출할 코드를 표준 출력으로 보여 줍니다",
        "index" => "README.md의 문제 목록 표를 다시 만듭니다",
        "todo" => "아직 풀 문제를 티어와 태그와 함께 보여 줍니다",
        "import" => "백업에서 풀이와 제출 기록을 가져옵니다",
        "import-data" => "공식 채점 데이터를 케이스로 가져옵니다: ICPC 패키지, 번호 쌍, CPH 테스트",
        "run" => "풀이를 내 입력으로 문제의 제한 아래에서 한 번 실행합니다",
        "watch" => "풀이나 케이스가 바뀔 때마다 문제를 다시 채점합니다",
        "show" => "보관된 문제 지문을 터미널 폭에 맞춰 보여 줍니다",
        "stress" => "무작위 테스트: gen.rs의 입력으로 풀이와 brute.rs를 비교합니다",
        "validate" => "저장된 입력을 모두 문제의 검증기로 검사합니다",
        "gen" => "테스트 묶음을 만듭니다: gen.rs의 입력을 검증하고 기준 풀이의 답을 붙입니다",
        "replay" => "보관된 제출을 모두 저장된 케이스로 채점해 백준의 판정과 나란히 놓습니다",
        "strengthen" => {
            "보관된 제출로 케이스를 만들어 백준이 거부한 제출을 여기서도 거부하게 합니다"
        }
        _ => "",
    }
}

/// The heading of the usage lines.
pub(crate) const USAGE: &str = "사용법:";

/// The heading of the options.
pub(crate) const OPTIONS: &str = "옵션:";

/// The Korean description of the flag `long` of the command `command` (`""`: the judge
/// command), `\n` where a line must break; `""` for a flag it does not know (a test checks
/// every flag of every command has one).
pub(crate) fn flag(command: &str, long: &str) -> &'static str {
    const RUNS_AT_ONCE: &str = "동시에 실행할 개수 (기본값: CPU 수); 시간 초과는 벽시계 시간이 \
        아닌 CPU 시간으로 정하므로 병렬로 돌려도 결과가 충실합니다";
    const TO_FORMAT: &str = "human (기본값) | json (제출마다 JSON 한 줄과 요약 한 줄); 둘 다 \
        표준 출력으로, 오류와 진행 줄은 표준 오류로";
    const CLANG_AS_GCC: &str = "Clang 행(C++17 (Clang), …)을 같은 표준의 백준 GCC 명령인 g++와 \
        gcc로 빌드합니다 (clang을 원하지 않거나 설치되지 않았을 때); 요약에 그렇게 적습니다";
    match (command, long) {
        ("", "--root") => {
            "채점할 작업 공간 (기본값: 현재 폴더에서 찾은, problems/와 testcases/가 있는 가장 \
             가까운 폴더); 작업 공간 밖에서는 OUTSIDE THE WORKSPACE를 보세요"
        }
        (_, "--root") => "작업 공간 (기본값: 현재 폴더에서 찾습니다)",
        (_, "--help") => "이 도움말을 출력합니다",
        ("" | "watch", "--lang") => {
            "사람용 보고서의 언어: 판정 낱말, 메시지, 합계 (기본값: LANG에서; 기계용 형식은 \
             영어 그대로)"
        }
        (_, "--lang") => "메시지의 언어 (기본값: LANG에서)",
        ("run", "--case") => {
            "FILE이나 표준 입력 대신 저장된 케이스 NAME(testcases/ID/NAME.in)으로 실행합니다"
        }
        (_, "--case") => {
            "선택한 각 문제에서 케이스 NAME만 채점합니다 (반복 가능: --case 1 --case \
             sample-2); PROBLEM/NAME(boj-1260/3)은 한 문제의 한 케이스를 가리킵니다"
        }
        (_, "--failed") => {
            "마지막으로 채점했을 때 실패한 케이스만 채점합니다 (target/judge/failed에 \
             기억됨); PROBLEM을 주면 그 문제의 것만"
        }
        (_, "--keep-output") => {
            "실패한 케이스만이 아니라 모든 케이스의 출력을 target/judge/out/ID/CASE.out과 \
             .err로 남깁니다"
        }
        ("stress" | "gen", "--jobs") => "동시에 돌릴 시드 개수 (기본값: CPU 수)",
        (_, "--jobs") => RUNS_AT_ONCE,
        ("", "--format") => {
            "human (기본값) | json (JSON Lines) | github (human + GitHub 주석과 작업 요약) | \
             junit (JUnit XML); 모두 표준 출력으로, 오류는 표준 오류로 (`cargo judge > \
             log.txt`는 보고서를 남깁니다)"
        }
        ("todo", "--format") => "human (기본값) 또는 json: 문제마다 JSON 한 줄과 요약 한 줄",
        ("import", "--format") => {
            "boj-vault | baekjoonhub | magenta1223 | egod1537 | oj | files: 파일로 알 수 \
             없을 때 DIR의 구성"
        }
        (_, "--format") => TO_FORMAT,
        ("replay", "--partition") => {
            "K번째 조각(전체 N개, 1 ≤ K ≤ N)만 다시 채점합니다; 제출 수로 고르게 나눕니다"
        }
        (_, "--partition") => {
            "K번째 조각(전체 N개, 1 ≤ K ≤ N)만 채점합니다; 케이스 수로 고르게 나눕니다"
        }
        (_, "--changed-since") => {
            "git 리비전 REV 이후 풀이나 데이터가 바뀐 문제만 채점합니다 (git을 쓸 수 없으면 \
             모든 문제)"
        }
        (_, "--toolchain") => {
            "PATH의 rustc(또는 RUSTC) 대신 이 컴파일러로 모든 풀이를 빌드합니다: rustup \
             툴체인(1.73, +1.73)이나 rustc의 경로; 채점 서버의 버전은 docs/judging.md(How \
             faithful is it)에 있습니다"
        }
        (_, "--overflow-checks") => {
            "-C overflow-checks=on -C debug-assertions=on으로도 빌드해, 채점용 빌드에서는 \
             통과하지만 그 빌드에서 패닉하는 케이스를 경고합니다"
        }
        (_, "--no-unit-tests") => {
            "풀이 자체의 #[test]를 실행하지 않습니다 (기본값은 테스트가 있는 main.rs를 각각 \
             rustc --test로 따로 빌드해 실행하고, 통과는 파일이 바뀔 때까지 기억합니다)"
        }
        (_, "--require-cases") => {
            "케이스가 없는 문제를 테스트되지 않음으로 알리지 않고 오류(종료 코드 2)로 \
             봅니다 (아직 풀 문제는 채점하지 않으므로 케이스가 필요 없습니다)"
        }
        (_, "--strict-data") => {
            "케이스가 틀린 풀이(testcases/ID/wrong/NAME.rs)를 `// expect:` 줄대로 거부하지 \
             못하면 경고가 아니라 오류(종료 코드 1)로 봅니다"
        }
        (_, "--strict-compiler") => {
            "여기 rustc가 더 새로울 때 clippy의 incompatible_msrv로 찾은, 문제의 채점 \
             컴파일러(백준 Rust 2021: 1.73)보다 새로운 std API를 경고가 아니라 오류(종료 \
             코드 1)로 봅니다"
        }
        (_, "--explain-data") => {
            "풀이는 채점하지 않습니다: 모든 틀린 풀이(와 백준이 거부한 보관된 제출)를 모든 \
             케이스로 채점해, 각각을 처음 거부하는 케이스와 아무것도 거부하지 않는 케이스(뺄 \
             후보)를 출력합니다; 판정은 target/judge/wrong/에 기억됩니다"
        }
        (_, "--quiet") => {
            "사람용 형식: 실패한 케이스(와 그 문제)와 요약(아직 풀 문제의 수도 셉니다)만 \
             출력합니다"
        }
        (_, "--color") => {
            "사람용 출력의 색 (기본값 auto: 터미널이고 NO_COLOR가 설정되지 않았을 때 켜짐)"
        }
        (_, "--version") => "버전을 출력합니다",
        (_, "--sandbox-info") => {
            "이 컴퓨터에서 채점하는 프로그램을 무엇이 가두는지(Landlock, seccomp, 사용자) \
             출력하고 끝냅니다"
        }
        (_, "--title") => "문제의 제목 (problem.toml과 머리말에)",
        (_, "--language") => {
            "백준만: 채점 언어(백준의 이름), \"Rust 2021\"(기본값) 또는 \"Rust 2024\" \
             (2021과 2024도 됩니다); 에디션을 정합니다"
        }
        (_, "--interactive") => {
            "백준만: 인터랙티브 문제 (인터랙티브라고 표시된 페이지도 그렇습니다): 줄 단위로 \
             읽고 줄마다 flush하는 템플릿, compare = \"interactive\", 인터랙터 뼈대 \
             testcases/ID/interactor.rs"
        }
        (_, "--time-limit-ms") => "시간 제한 (밀리초)",
        (_, "--memory-limit-mb") => "메모리 제한 (메가바이트)",
        (_, "--signature") => "프로그래머스만: 사이트의 코드 틀에 있는 Rust 시그니처",
        (_, "--regenerate-harness") => {
            "프로그래머스만: 주어진 각 ID(없으면 모든 프로그래머스 문제)의 생성된 하네스를 \
             지금 `new`가 쓰는 대로 다시 쓰고, 파일의 나머지는 그대로 둡니다"
        }
        (_, "--html") => {
            "브라우저에서 저장한(Ctrl-S) 문제 페이지: 제목, 제한, 예제, 표시(백준) 또는 제목, \
             입출력 예, 제안하는 시그니처(프로그래머스)를 여기서 가져옵니다; 그러면 SITE \
             NUMBER는 빼도 됩니다"
        }
        (_, "--fetch") => {
            "백준만, 그리고 받을 것이 없다고 알리려고만: 백준은 2026-04-28에 종료해 페이지가 \
             없습니다; 대신 저장한 페이지(--html)나 백업(import)에서 시작하세요"
        }
        (_, "--port") => {
            "들을 127.0.0.1의 포트 (기본값 10043, Competitive Companion이 보내는 포트)"
        }
        (_, "--in") => "입력",
        (_, "--out") => "기대 출력",
        (_, "--from-brute") => {
            "입력에 testcases/ID/brute.rs를 실행해 기대 출력을 계산합니다 (채점 서버처럼 \
             컴파일하고, 문제의 메모리 제한과 시간 제한의 열 배 아래에서 실행합니다)"
        }
        (_, "--copy") => {
            "제출할 코드를 표준 출력 대신 클립보드에 넣습니다 (PATH에서 처음 찾은 pbcopy, \
             wl-copy, xclip, xsel, clip.exe로); 어디서 채점받을 수 있는지도 알려 줍니다"
        }
        (_, "--site") => "boj 또는 programmers: 경로나 안의 URL로 사이트를 알 수 없는 폴더를 위해",
        (_, "--local") => {
            "가져온 케이스를 git에서 뺍니다 (testcases/ID/.gitignore에 적습니다); 출처, \
             케이스, 체크섬을 testcases/ID/official.toml에 기록합니다"
        }
        ("gen", "--count") => "시드 수 (기본값 100)",
        (_, "--count") => "시드 수 (기본값 1000)",
        ("gen", "--seed") => "첫 시드 (기본값 1)",
        ("strengthen", "--seed") => "탐색의 시드 (기본값 0): 같은 시드는 같은 후보를 뽑습니다",
        (_, "--seed") => "첫 시드 (기본값: 시계에서; 같은 실행을 되풀이할 수 있게 출력합니다)",
        ("gen", "--size") => {
            "생성기에 두 번째 인자로 넘깁니다, `gen SEED K` (크기의 뜻은 생성기가 정합니다: \
             N, T, 길이); 케이스 이름은 gen-SEED-sK가 됩니다"
        }
        (_, "--size") => {
            "생성기에 두 번째 인자로 넘깁니다, `gen SEED K`; 줄이기는 이보다 작은 크기를 \
             찾습니다"
        }
        (_, "--save") => {
            "결과가 다르면 그 입력과 brute의 출력을 다음 케이스로 저장합니다 (`cargo judge \
             add`처럼); 그 입력을 가진 케이스가 이미 있으면 저장하지 않습니다"
        }
        (_, "--no-shrink") => "실패한 입력을 줄이지 않고 gen이 출력한 그대로 보여 줍니다",
        (_, "--shrink-time") => {
            "실패한 입력을 줄일 수 있는 시간 (기본값 10초; 2.5, 500ms); 그때까지 찾은 가장 \
             작은 실패 입력을 보여 줍니다"
        }
        (_, "--clang-as-gcc") => CLANG_AS_GCC,
        (_, "--budget") => {
            "문제마다 탐색할 수 있는 시간, 빌드는 빼고 (기본값 40); 모든 대상이 거부되면 \
             더 일찍 멈추고, 남은 시간·메모리 대상을 기준 제출이 보증한 가장 큰 입력으로 채점하느라 그 \
             절반만큼 더 쓸 수 있습니다"
        }
        (_, "--dry-run") => {
            "탐색하고 알리기만 하고 아무것도 쓰지 않습니다 (케이스도 input-model.toml도)"
        }
        (_, "--hold-out") => {
            "각 문제의 가장 새로운 맞은 제출을 오라클에서 빼 두었다가 남긴 케이스로 \
             채점합니다: 그것이 실패하는 케이스는 잘못된 거부입니다 (종료 코드 1)"
        }
        _ => "",
    }
}

/// Above the English description of a command.
pub(crate) const DETAILS: &str =
    "자세한 설명 (아직 영어입니다; 한국어 요약은 `cargo judge --help --lang ko`):";

/// The judge command's description: its commands, and how to reach it from outside.
pub(crate) const ABOUT: &str = "\
하위 명령 (모두 --root DIR과 --help를 받습니다):
    new SITE NUMBER      문제 시작: 크레이트, 풀이 템플릿, problem.toml
                         (--html PAGE: 저장한 페이지의 제목, 제한, 예제와 함께)
    listen               Competitive Companion 브라우저 확장에서 문제를 받습니다
    add ID               케이스를 다음 N.in / N.out으로 저장 (파일, 표준 입력, brute.rs에서)
    stress ID            gen.rs의 무작위 입력으로 풀이와 brute.rs(또는 인터랙터)를 다를
                         때까지 비교
    run ID [FILE]        풀이를 FILE(또는 표준 입력)로 문제의 제한 아래에서 한 번 실행
    watch [ID]           풀이나 케이스가 바뀔 때마다 ID를 다시 채점
    print ID             제출할 코드를 출력 (프로그래머스: 하네스 위의 부분)
    show ID              보관된 지문(testcases/ID/statement.md)을 줄 바꿈해 출력
    validate [ID...]     저장된 입력을 모두 testcases/ID/validator.rs(또는 .cpp)로 검사
    gen ID --count N     생성한 케이스 N개를 gen-SEED.in/.out으로 저장: gen.rs의 입력을
                         검증하고 brute.rs의 답을 붙임
    index                README.md의 표시 사이에 있는 문제 표를 다시 만듦
    import DIR           백업 가져오기: 백준허브, boj-vault, magenta1223, egod1537, …
    import-data ID PATH  공식 채점 데이터를 케이스로: ICPC 문제 패키지, 번호 쌍(1.in/1.out,
                         USACO의 I.1/O.1), CPH / Competitive Companion 테스트 목록
    replay [ID...]       보관된 제출(testcases/ID/submissions/)을 모두 채점해 백준의 판정과
                         비교: 일치, 더 약한 케이스, 또는 충실도 결함
    strengthen [ID...]   보관된 제출로 케이스(auto-N)를 합성: 백준이 맞다고 한 제출은 답이
                         같고, 거부한 제출은 실패
    todo                 아직 풀 문제(main.rs가 템플릿 그대로)를 티어 순으로 보여 줌

작업 공간 밖에서:
    `cargo judge`는 작업 공간의 .cargo/config.toml에 있는 별칭이라, cargo는 작업 공간
    안에서만 압니다 (밖에서는 \"no such command: judge\"). 다른 폴더에서는 아래 둘 중
    하나로 작업 공간 DIR을 채점합니다. 하위 명령은 `--` 바로 뒤에 씁니다
    (`-- add boj-1000 --root DIR`처럼):
        (cd DIR && cargo judge)
        cargo run --release --manifest-path DIR/Cargo.toml -p judge-runner -- --root DIR
";
