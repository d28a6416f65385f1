//! The Korean of `--help`: every command's summary line, the list of commands and what
//! `cargo judge` is outside the workspace. The rest of a command's help (its description,
//! options and sections) is English for now, and the Korean help says so above it.

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
pub(crate) const OPTIONS: &str = "옵션 (설명은 아직 영어입니다):";

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
