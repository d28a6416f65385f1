//! Every command's definition: its name, the flags it takes (from [`super::flags`]), how
//! many positional arguments, and the text of its help around the generated OPTIONS section.
//! The commands that make and test judge data (stress, validate, gen, replay) are in `data`.

use super::flags::{
    CASE, CHANGED_SINCE, COLOR, COPY, EXPLAIN_DATA, FAILED, FETCH, FORMAT, FORMAT_TODO, FROM_BRUTE,
    HELP, HTML, IMPORT_FORMAT, IN, INTERACTIVE, JOBS, KEEP_OUTPUT, LANG, LANGUAGE, LANG_MESSAGES,
    MEMORY_LIMIT_MB, NO_UNIT_TESTS, OUT, OVERFLOW_CHECKS, PARTITION, PORT, QUIET,
    REGENERATE_HARNESS, REQUIRE_CASES, ROOT, RUN_CASE, SANDBOX_INFO, SIGNATURE, SITE,
    STRICT_COMPILER, STRICT_DATA, TIME_LIMIT_MS, TITLE, TOOLCHAIN, VERSION,
};
use super::parser::Def;

mod data;
pub(crate) use data::{GEN, IMPORT_DATA, REPLAY, STRENGTHEN, STRESS, VALIDATE};

/// `cargo judge`: build and judge.
pub(crate) static JUDGE: Def = Def {
    name: "",
    summary: "build every solution as the judge does, run it on the stored cases, report verdicts",
    usage: "\
cargo judge [OPTIONS] [PROBLEM...]
cargo judge SUBCOMMAND [ARGS]

PROBLEM is a problem id (boj-9079), a site (boj), a number (9079: the one problem with it) or
ID/CASE (boj-9079/2: one case); all problems when none, or the problem of the current folder
inside problems/ID/ or testcases/ID/. An exact id always wins; an unknown one gets the three
closest ids as suggestions.
",
    about: "\
SUBCOMMANDS (each takes --root DIR and --help):
    new SITE NUMBER      start a problem: its crate, a solution template and problem.toml
                         (--html PAGE: with the page's title, limits and samples)
    listen               receive problems from the Competitive Companion browser extension
    add ID               store a case as the next N.in / N.out (from files, stdin or brute.rs)
    stress ID            random inputs from gen.rs: the solution against brute.rs (or the
                         interactor) until they disagree
    run ID [FILE]        run the solution once on FILE (or stdin) under the problem's limits
    watch [ID]           judge ID again on every change of its solution or cases
    print ID             print the submission (Programmers: the part above the harness)
    show ID              print the kept statement (testcases/ID/statement.md), wrapped
    validate [ID...]     check every stored input with testcases/ID/validator.rs (or .cpp)
    gen ID --count N     store N generated cases gen-SEED.in/.out: gen.rs's inputs, validated,
                         with brute.rs's answers
    index                regenerate the table of problems between the markers in README.md
    import DIR           bring in a backup: BaekjoonHub, boj-vault, magenta1223, egod1537, …
    import-data ID PATH  official judge data as cases: an ICPC problem package, numbered pairs
                         (1.in/1.out, USACO's I.1/O.1), a CPH / Competitive Companion test list
    replay [ID...]       judge every kept submission (testcases/ID/submissions/) and set it
                         beside BOJ's verdict: agrees, weaker cases or a fidelity defect
    strengthen [ID...]   synthesize cases (auto-N) from the kept submissions: BOJ's accepted
                         ones agree on the answer, its rejected ones fail
    todo                 list the problems still to solve (main.rs is the template), by tier

OUTSIDE THE WORKSPACE:
    `cargo judge` is an alias in the workspace's .cargo/config.toml, so cargo knows it only
    inside the workspace (elsewhere: \"no such command: judge\"). From another folder, either
    of these judges the workspace DIR; a subcommand goes right after the `--`, as in
    `-- add boj-1000 --root DIR`:
        (cd DIR && cargo judge)
        cargo run --release --manifest-path DIR/Cargo.toml -p judge-runner -- --root DIR
",
    flags: &[
        CASE,
        FAILED,
        KEEP_OUTPUT,
        JOBS,
        FORMAT,
        ROOT.worded(
            "the workspace to judge (default: found from the current directory: the nearest \
             folder with problems/ and testcases/); from outside a workspace, see OUTSIDE THE \
             WORKSPACE",
        ),
        PARTITION,
        CHANGED_SINCE,
        TOOLCHAIN,
        OVERFLOW_CHECKS,
        NO_UNIT_TESTS,
        REQUIRE_CASES,
        STRICT_DATA,
        STRICT_COMPILER,
        EXPLAIN_DATA,
        QUIET,
        LANG,
        COLOR,
        HELP,
        VERSION,
        SANDBOX_INFO,
    ],
    positional: (0, usize::MAX),
    sections: "\
VERDICTS (precedence CE > TLE > MLE > RE > OLE > WA > PE > AC):
    AC accepted · WA wrong answer · PE presentation error (right tokens, wrong whitespace)
    TLE CPU time over the limit, or killed at the wall deadline · MLE peak memory over the
    limit · RE non-zero exit or signal · OLE output over the cap · CE compile error

UNIT TESTS:
    A main.rs with #[test]s is also built alone with rustc --edition E --test and its tests
    run (one line per problem: \"unit tests: 12 passed\", or the failing test and its panic);
    a failing unit test fails the run (exit 1). A pass is remembered until the file, the
    files of testcases/<id>/ or the compiler change; a file without tests costs nothing.
    --no-unit-tests skips them.

KEPT OUTPUT:
    The stdout and stderr of every case that is not accepted are kept as
    target/judge/out/ID/CASE.out and CASE.err (every case with --keep-output), and the report
    names them; each run replaces what it kept for the cases it judges. The runner keeps at
    most the output cap of stdout (only the first 4 KiB past it, OLE) and the last 4 KiB of
    stderr.

UNTESTED PROBLEMS:
    A problem with no cases yet is built as the judge builds it and reported as untested
    (counted in the summary: \"2 problems have no cases yet\"); it does not fail the run unless
    --require-cases is given.

EXIT CODES:
    0 every case accepted · 1 some case not accepted, or a unit test failed · 2 bad usage,
    unreadable workspace or broken judge data · 130/143 interrupted by SIGINT/SIGTERM

EXAMPLES:
    cargo judge                      judge everything
    cargo judge boj-9079             one problem
    cargo judge boj-9079 --case 2    one case of it (also: cargo judge boj-9079/2)
    cargo judge --failed             only what failed last time
    cargo judge boj --jobs 1         every BOJ problem, one run at a time
    cargo judge --toolchain 1.73     with BOJ's Rust 2021 compiler (rustup toolchain install 1.73)
    cargo judge --format json | jq   machine-readable results
",
};

/// `cargo judge new`.
pub(crate) static NEW: Def = Def {
    name: "new",
    summary: "start a problem: its crate, a solution template and problem.toml",
    usage: "\
cargo judge new boj NUMBER [OPTIONS]
cargo judge new [boj NUMBER] --html PAGE.html [OPTIONS]
cargo judge new programmers NUMBER --signature 'fn solution(...) -> T' [OPTIONS]
cargo judge new [programmers NUMBER] --html PAGE.html [OPTIONS]
cargo judge new --regenerate-harness [ID...]        (programmers-42576; none: every one)
cargo judge new cf CONTEST+INDEX [OPTIONS]          (cf 1927A; gym: cf 104081B)
cargo judge new atcoder CONTEST INDEX [OPTIONS]     (atcoder abc300 a)
cargo judge new URL [OPTIONS]                       (the problem's page on any of the four)
(boj-NUMBER, programmers-NUMBER, cf-1927a, cf 1927/A, cf-gym-104081b, atcoder-abc300-a and
AtCoder's task id abc300_a, with or without atcoder, work too)
",
    about: "\
Creates problems/<site>-NUMBER/Cargo.toml, problems/<site>-NUMBER/src/main.rs and
testcases/<site>-NUMBER/problem.toml. Refuses, writing nothing, if any of them exists.
BOJ closed on 2026-04-28: its problems come from a saved copy of the page (--html) or a
backup (`cargo judge import`); the URL written is the address the problem had.
The new crate joins the workspace (members = problems/*) and compiles at once.

BOJ: main.rs has the header to fill in, the token helper, a pure solve(&str) -> String and
a main that reads stdin and writes once. compare = \"boj\" (BOJ's whitespace rule); limits
default to 1000 ms / 256 MB; language = \"Rust 2021\" unless --language says \"Rust 2024\"
(the crate then gets edition 2024 and its own rust-version).

Interactive (--interactive, or a page labelled interactive): main.rs has solve(reader,
writer), reading the interactor's lines from a locked stdin and flushing after each answer;
problem.toml says compare = \"interactive\"; testcases/<site>-NUMBER/interactor.rs is a std-only
skeleton run as `interactor INPUT OUTPUT [ANSWER]` with testlib's exit codes (0 AC, 1 WA,
2 PE, 3 FAIL). Both hold the same placeholder protocol, so a case NAME.in with a number in
it is AC at once. A case is NAME.in; NAME.out is optional (the interactor's ANSWER).

Codeforces and AtCoder (live judges): main.rs is the BOJ template (stdin, stdout);
compare = \"tokens\"; language = \"Rust 1.89.0 (2024)\" (Codeforces; --language \"Rust
1.89.0 (2021)\" or 2021) or \"Rust (rustc 1.89.0)\" (AtCoder), built as that judge builds it
(see docs/sites.md); limits default to 2000 ms / 256 MB (Codeforces) or 2000 ms /
1024 MB (AtCoder). Their problems usually come in with `cargo judge listen`.

Programmers: main.rs has the solution stub with your signature (returning a default value),
the marker line, and below it a generated harness: one literal per argument per line on stdin
([1, 2], \"abc\", 3, 1.5, true), the return value printed as a literal. Supported types:
i32, i64, u64, usize, f64, bool, String, char and Vec of these, nested. compare = \"literal\";
limits default to 10000 ms / 1024 MB (Programmers publishes none). Programmers does not grade
Rust, as far as is known: the problem is practice with the site's signature and examples, and
`cargo judge print` gives the function to keep or translate.

The harness holds only the conversions its signature needs and ends with a line holding its
checksum. `--regenerate-harness [ID...]` rewrites it, so that a fix to the generator reaches
older files: only the block from the marker line to that end line changes (your code above
it and your tests below stay byte for byte), written atomically (a temporary file, then a
rename), and a block that is already current is left alone (\"up to date\"). A block edited
by hand (its checksum no longer matches) or a file without the markers is refused, naming the
file, and the others are still done; the exit code is then 2. A harness written before the end
line existed is recognised by its shape.

From a saved page (--html): BOJ gives the title (#problem_title), the
limits (#problem-info: fractional seconds; \"추가 시간 없음\" and the per-language list of
\"하단 참고\" become notes in problem.toml), every sample exactly as the page shows it as
testcases/ID/sample-N.in and sample-N.out, and the labels beside the title (special judge,
interactive, function-type, partial score, …) as `labels` in problem.toml and the header, with
what they mean for judging: a special judge that states a tolerance gets compare = \"float\",
another one a note that its samples are one correct answer among several; an interactive
problem's samples are transcripts, kept as sample-N.transcript and not judged. The page's
statement is kept as testcases/ID/statement.md, in Markdown (never overwritten; git-ignored
by default: see `cargo judge show --help`). Programmers
gives the title, one case per row of the 입출력 예 table (the arguments one literal per line),
and a signature proposed from the column names and the example values, printed with each
guess marked; --signature overrides it. --title and the limit flags override the page.
",
    flags: &[
        TITLE,
        LANGUAGE,
        INTERACTIVE,
        TIME_LIMIT_MS,
        MEMORY_LIMIT_MB,
        SIGNATURE,
        REGENERATE_HARNESS,
        HTML,
        FETCH,
        LANG_MESSAGES,
        ROOT,
        HELP,
    ],
    // SITE NUMBER (and AtCoder's INDEX): three at most, which `new` checks itself, since
    // --regenerate-harness takes any number of ids.
    positional: (0, usize::MAX),
    sections: "\
EXAMPLES:
    cargo judge new boj 1000 --title 'A+B' --memory-limit-mb 128
    cargo judge new boj 1001 --language 'Rust 2024'
    cargo judge new boj 23306 --interactive
    cargo judge new cf 1927A --time-limit-ms 1000
    cargo judge new atcoder abc300 a
    cargo judge new programmers 42576 --title '완주하지 못한 선수' \\
        --signature 'fn solution(participant: Vec<String>, completion: Vec<String>) -> String'
    cargo judge new --html ~/Downloads/1000.html        BOJ 1000 from its saved page
    cargo judge new --regenerate-harness                every Programmers harness, current
    cargo judge new boj 1000 --fetch                    no: BOJ closed on 2026-04-28 (exit 2)
",
};

/// `cargo judge listen`.
pub(crate) static LISTEN: Def = Def {
    name: "listen",
    summary: "create problems sent by the Competitive Companion browser extension",
    usage: "\
cargo judge listen [--port N] [--root DIR]
",
    about: "\
Listens on 127.0.0.1 only (never on another address) for the HTTP POST that Competitive
Companion sends when you click its button on a problem page, and creates each problem as
`cargo judge new` would, with the title, limits and samples it sent, printing one line per
problem: Codeforces tasks as cf-1927a (gym: cf-gym-104081b) and AtCoder tasks as
atcoder-abc300-a, with the contest's name, their judge's language, file I/O (input_file,
output_file) and interactive tasks as compare = \"interactive\" with an interactor skeleton;
BOJ problems from a saved or archived page. A task from another site gets 422, naming it.
A problem that already exists is left alone (409, and the line says so); a request
that is not a task gets 400 (bad JSON or HTTP), 405 (not a POST), 411 or 413 (over 4 MiB) and
a line, and listening goes on. Stops on Ctrl-C.

Competitive Companion sends to a fixed list of ports (1327, 4244, 6174, 10042, 10043, 10045,
27121): the default, 10043, is one of them, so it works without any setting. With --port N
for another port, add N once under \"Custom ports\" in the extension's options.
",
    flags: &[PORT, LANG_MESSAGES, ROOT, HELP],
    positional: (0, 0),
    sections: "\
EXIT CODES:
    0 stopped by Ctrl-C or SIGTERM · 2 the port cannot be opened (in use: try --port)

EXAMPLES:
    cargo judge listen
    cargo judge listen --port 27121        the port cph uses, when cph is not running
",
};

/// `cargo judge add`.
pub(crate) static ADD: Def = Def {
    name: "add",
    summary: "store a case as testcases/ID/N.in and N.out, N one past the largest number",
    usage: "\
cargo judge add ID --in FILE --out FILE
cargo judge add ID --in FILE --from-brute
cargo judge add ID < FILE           (input, a line `---`, then the expected output)
cargo judge add ID --from-brute < FILE   (input only)
",
    about: "\
Without --in the case comes from stdin: the input, a line holding only `---`, then the expected
output. For a Programmers problem stdin may instead hold rows copied from the 입출력 예 table
(cells separated by tabs, as a browser copies them): each row becomes a case, its arguments one
literal per line and its last cell the expected result. For an interactive problem the input
alone is a case (`--in FILE`, or stdin without `---`): its interactor reads it, and N.out is
optional. Never overwrites: N is always a new number.
",
    flags: &[IN, OUT, FROM_BRUTE, LANG_MESSAGES, ROOT, HELP],
    positional: (0, 1),
    sections: "\
EXAMPLES:
    cargo judge add boj-1000 --in ~/Downloads/1.in --out ~/Downloads/1.out
    printf '1 2\\n---\\n3\\n' | cargo judge add boj-1000
    cargo judge add boj-1000 --from-brute < big.in
    printf '[1, 2]\\t3\\t[3, 1]\\n' | cargo judge add programmers-42576
",
};

/// `cargo judge print`.
pub(crate) static PRINT: Def = Def {
    name: "print",
    summary: "print the submission of a problem to stdout",
    usage: "\
cargo judge print [ID] [--copy] [--root DIR]
",
    about: "\
BOJ: the whole problems/ID/src/main.rs on stdout, and on stderr the language it is judged
as (from problem.toml) with BOJ's command for it, and where it can be judged: BOJ closed on
2026-04-28 and takes no submissions, so here (`cargo judge ID`), or a live judge that has the
same problem. Programmers: the part above the line
`// ---- local harness: not part of the submission ----`, without the blank lines before it:
the solution function with the site's signature. Programmers does not grade Rust, as far as
is known, so it is the function to keep as practice or to translate; stderr says so.
",
    flags: &[COPY, LANG_MESSAGES, ROOT, HELP],
    positional: (0, 1),
    sections: "\
EXAMPLES:
    cargo judge print boj-9079 --copy
    cargo judge print programmers-92345 | pbcopy
    cargo judge print boj-9079 | xclip -selection clipboard
",
};

/// `cargo judge index`.
pub(crate) static INDEX: Def = Def {
    name: "index",
    summary: "regenerate the table of problems in README.md",
    usage: "\
cargo judge index [--root DIR]
",
    about: "\
Rewrites only what lies between the lines `<!-- judge:index:start -->` and
`<!-- judge:index:end -->` of README.md at the workspace root (add them where the table
should go). One row per problem, in natural order of id: site, number, title, tier and tags
(problem.toml's `tier` and `tags`), the language it is judged as, limits, number of cases, and
the `//! Approach:` line of the solution's header. The problems still to solve (main.rs is the
template, see `cargo judge todo`; or the judge last failed it, on every case judged, and the
code has not changed since) get a table of their own below, easiest tier first. A BOJ
title links to testcases/ID/statement.md when it exists and judge.toml publishes statements
(else the file is git-ignored and the link would be broken; BOJ's pages are gone since it
closed on 2026-04-28); a Programmers title links to its page. A problem.toml that cannot be
read leaves `?` in its row and is named with what is wrong (exit 2); the other rows are
written.
It also writes problems.svg beside README.md, linked above the table: one bar per solved.ac
tier group (in solved.ac's colours), solved in Rust below and to solve above, paler. A
problems.svg it did not write is never replaced.
Running it twice changes nothing the second time.
",
    flags: &[LANG_MESSAGES, ROOT, HELP],
    positional: (0, 0),
    sections: "",
};

/// `cargo judge todo`.
pub(crate) static TODO: Def = Def {
    name: "todo",
    summary: "list the problems still to solve, with tier and tags",
    usage: "\
cargo judge todo [--format human|json] [--root DIR]
",
    about: "\
A problem is to solve while its problems/ID/src/main.rs is the untouched template `new` or
`import` wrote: the template carries a line `// cargo judge: to solve while the code below is
this template (…)` with a fingerprint of its code. The judge lists such a problem as to solve
and never fails on it; the first change to the code (the `//!` header aside) makes it a
solution, judged as any other. This lists them, easiest tier first (solved.ac's tiers, from
problem.toml's `tier`; those without one last), with their title and `tags`.
",
    flags: &[FORMAT_TODO, LANG_MESSAGES, ROOT, HELP],
    positional: (0, 0),
    sections: "\
EXAMPLES:
    cargo judge todo
    cargo judge todo --format json | jq -r 'select(.type == \"to-solve\") | .problem'
EXIT CODES:
    0 listed (also when there is none) · 2 usage error or no workspace
",
};

/// `cargo judge import`.
pub(crate) static IMPORT: Def = Def {
    name: "import",
    summary: "bring in solutions and submissions from a backup of your BOJ history",
    usage: "\
cargo judge import DIR [--site boj|programmers]
                       [--format boj-vault|baekjoonhub|magenta1223|egod1537|oj|files]
                       [--root DIR]
",
    about: "\
Looks through DIR for problem folders:
  BaekjoonHub         백준/<tier>/<id>. <title>/ (tier Gold or Gold V, under a language
                      folder such as Java/ or not) with the solution in any language BOJ
                      judged, samples as input1.txt / output1.txt, …, the statement, tier,
                      tags, memory and time from README.md; 프로그래머스/<level>/<id>. <title>/
                      likewise, from a .rs solution
  magenta1223         problems/<id>번： <title>/ (and unsolved/…) with metadata.json, the
                      statement as <same>.md (its limits table too), the code, testCases.txt
  egod1537            problems/<id>/ with meta.json (kind \"boj-problem-backup\"), index.html,
                      submissions.json and sources/<sid>.<ext>: every source kept with BOJ's
                      verdict, the latest accepted Rust one as src/main.rs
  files               solution files named by their problem's number (1000_AplusB.cpp,
                      Bronze/1000.cpp, 10250.py): each a problem, its code kept with no
                      verdict; BOJ's when a 백준 folder, a problem URL or a `BOJ 1000` comment
                      says so, else with --site; a file beside them named by no number
                      gets a line
  online-judge-tools  a folder with main.rs and test/sample-N.in / test/sample-N.out; the
                      problem from a problem URL in main.rs, else from a folder named by its
                      number together with --site
  boj-vault           solved/<id>/problem.html (or solved/<id>.<title>/) and
                      submissions/<id>/<sid>.json beside <sid>.<ext>, at the top or under
                      output/: the problem as new --html makes it (statement.md too; the
                      records' title where no page was saved, and said), every record kept
                      in testcases/boj-<id>/submissions/ and submissions.toml whatever its
                      language (.txt where it has no extension here) or without code when the
                      backup has none, the latest accepted Rust one as src/main.rs; a second
                      import adds the new submissions and rewrites an older import's
                      untouched placeholders (TODO title, default limits), never a file you
                      changed; files it leaves out are listed on stderr, by name

For each one it creates problems/<site>-<id>/ and testcases/<site>-<id>/ (problem.toml with
the title, the limits where the backup has them, else defaults to check, samples as
sample-N.in / sample-N.out). A Rust solution is src/main.rs as it is; a solution in another
language is kept in testcases/boj-<id>/submissions/ with a [[submission]] table in
submissions.toml (BaekjoonHub's as accepted; BaekjoonHub and magenta1223 keep no submission
id, so each gets the smallest number free there, 1, 2, …), and src/main.rs is the template,
to solve. A Programmers solution without a main gets the local harness below the marker line,
generated from its `fn solution` signature. Nothing is ever overwritten: a problem that exists
gets only the solutions not kept yet. Prints one line per folder to stdout (errors go to
stderr): every folder that looks like a problem's and is not imported is named with the
reason (no number in its name, no code, empty code), and so is a symbolic link that leads out
of DIR, which is never followed.
Samples come from input1.txt / output1.txt, … and, for Programmers, from the rows of the
입출력 예 table in the README; a problem with none is created untested (the judge builds it
and counts it, but it does not fail the run). A solution that uses `unsafe` gets a
Cargo.toml that allows it in that crate alone (the workspace forbids it), and its line says so.
",
    flags: &[SITE, IMPORT_FORMAT, LANG_MESSAGES, ROOT, HELP],
    positional: (1, 1),
    sections: "\
EXIT CODES:
    0 every folder imported or already there · 2 some folder skipped for another reason
    (the line says why), or no problem folder found

EXAMPLES:
    cargo judge import ~/src/baekjoonhub-repo
    cargo judge import ~/boj-archive --format magenta1223
    cargo judge import ~/oj/1000 --site boj
",
};

/// `cargo judge run`.
pub(crate) static RUN: Def = Def {
    name: "run",
    summary: "run a solution once on your own input, under the problem's limits",
    usage: "\
cargo judge run ID [FILE] [--lang en|ko] [--root DIR]
cargo judge run ID --case NAME   (or ID/NAME: the stored case testcases/ID/NAME.in)
cargo judge run [FILE]           (inside problems/ID/ or testcases/ID/)
",
    about: "\
Builds problems/ID/src/main.rs as the judge does and runs it once on FILE (stdin when FILE is
left out or `-`), under the problem's time and memory limits, as a case is judged. Its output
goes to stdout, with control characters shown as escapes; its stderr (the last 4 KiB), then
the CPU time, the peak memory and how it ended, go to stderr. Nothing is compared.
FILE is read from the current folder; one that is not there is the problem's stored case of
that name (`1.in` or `1`: testcases/ID/1.in), so `run boj-1000 1.in` works from anywhere.
Programmers: the input is one literal per argument line, and stdout is the returned value
as a literal, after what `solution` printed itself.
",
    flags: &[RUN_CASE, LANG_MESSAGES, ROOT, HELP],
    positional: (0, 2),
    sections: "\
EXIT CODES:
    0 the run ended cleanly under the limits · 1 it did not (TLE, MLE, RE, OLE, or CE) ·
    2 bad usage or no such problem

EXAMPLES:
    cargo judge run boj-9079 my.in
    cargo judge run boj-9079 1.in         (the stored case 1, from anywhere in the workspace)
    cargo judge run boj-9079/sample-1
    echo '1 2' | cargo judge run boj-1000
    cd problems/boj-9079 && cargo judge run my.in
",
};

/// `cargo judge watch`.
pub(crate) static WATCH: Def = Def {
    name: "watch",
    summary: "judge a problem again on every change of its solution or its cases",
    usage: "\
cargo judge watch [ID] [OPTIONS]
cargo judge watch                (inside problems/ID/ or testcases/ID/: that problem)
",
    about: "\
Judges ID, then looks at problems/ID/src/main.rs and the files of testcases/ID/ four times a
second (their modification times: next to no CPU while nothing changes) and judges it again
as soon as one changes, clearing the screen first on a terminal. A compile error is shown
like any verdict and watching goes on. Without ID and outside a problem's folder, it watches
every problem and judges the ones that changed. Ctrl-C ends it, also in the middle of a run.
",
    flags: &[
        CASE,
        KEEP_OUTPUT,
        JOBS,
        TOOLCHAIN,
        OVERFLOW_CHECKS,
        NO_UNIT_TESTS,
        REQUIRE_CASES,
        QUIET,
        LANG,
        COLOR,
        ROOT,
        HELP,
    ],
    positional: (0, 1),
    sections: "\
EXIT CODES:
    130/143 ended by Ctrl-C (SIGINT) or SIGTERM · 2 bad usage

EXAMPLES:
    cargo judge watch boj-9079
    cd problems/boj-9079 && cargo judge watch
",
};

/// `cargo judge show`.
pub(crate) static SHOW: Def = Def {
    name: "show",
    summary: "print a problem's kept statement, wrapped to the terminal",
    usage: "\
cargo judge show [ID] [--root DIR]
cargo judge show                 (inside problems/ID/ or testcases/ID/: that problem)
",
    about: "\
Prints testcases/ID/statement.md to stdout, wrapped to the terminal's width: COLUMNS (80 when
it is not set; at least 20), with Hangul, CJK and fullwidth characters counted as two
columns. Prose wraps between words, list items and quotes continue under their text, and
code blocks (the samples) and table rows keep their spacing, broken only where they are wider
than the terminal.

The statement is kept when a problem is started from a saved page (`cargo judge new --html
PAGE`) or imported from a BaekjoonHub backup; BOJ closed on 2026-04-28, so that copy may be
the only one. It is git-ignored by default (the line testcases/*/statement.md in
.gitignore): statements belong to their setters. To keep them in git, put
`publish_statements = true` in the workspace's judge.toml, or remove that line (keep the
comment above it: it tells `new` and `import` the line was added once already).
",
    flags: &[LANG_MESSAGES, ROOT, HELP],
    positional: (0, 1),
    sections: "\
EXIT CODES:
    0 printed · 2 no such problem, or it has no statement.md

EXAMPLES:
    cargo judge show boj-1003
    COLUMNS=60 cargo judge show 1003
    cargo judge show boj-1003 | less
",
};
