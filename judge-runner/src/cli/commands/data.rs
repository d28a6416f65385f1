//! The definitions of the commands that make or test judge data rather than judge a solution:
//! `stress` and `gen` (inputs from gen.rs), `validate` (inputs against the validator) and
//! `replay` (kept submissions against BOJ's verdicts), `strengthen` and `import-data`
//! (official judge data as cases). Apart from the other commands because
//! their help texts are the longest, and they read alike: seeds, sizes, a reference.

use super::super::flags::{
    BUDGET, CLANG_AS_GCC, COUNT, DRY_RUN, HELP, HOLD_OUT, JOBS, LANG_MESSAGES, LOCAL, NO_SHRINK,
    PARTITION, REPLAY_FORMAT, ROOT, SAVE, SEED, SHRINK_TIME, SIZE,
};
use super::super::parser::Def;

/// `cargo judge stress`.
pub(crate) static STRESS: Def = Def {
    name: "stress",
    summary: "random tests: the solution against brute.rs on inputs from gen.rs",
    usage: "\
cargo judge stress ID [--count N] [--seed S] [--size K] [--jobs N] [--save] [--no-shrink]
                      [--shrink-time T] [--lang en|ko] [--root DIR]
",
    about: "\
Compiles testcases/ID/gen.rs, testcases/ID/brute.rs and the solution as the judge does, then
for the seeds S, S+1, …: runs `gen SEED` (`gen SEED K` with --size K; it prints one input),
runs the solution and brute.rs on that input, and compares their outputs under the problem's
compare mode (with checker.rs when compare = \"checker\", brute's output as the answer).
Stops at the first disagreement, shrinks its input, prints the seed, the input and both
outputs, and exits 1. A failing gen.rs or brute.rs is an error of the setup (exit 2). The
solution runs under the problem's limits, brute.rs under its memory limit and ten times its
time limit.

SHRINKING: a failing input is made small before it is shown. First the smallest SIZE that
still fails, `gen SEED SIZE` below --size K (or below the input's number of tokens; a
generator that ignores its second argument is seen to, and skipped), doubling from 1, then
by binary search,
then whole lines, then single tokens are removed while the validator (if any) accepts the
input and the solution still gets the same verdict. Within --shrink-time (default 10 s);
a progress line shows it. The report gives the original size, the shrunk input and both
outputs on it; --save stores the shrunk input. --no-shrink shows gen's input as it was.
Not for an interactive problem or a compile error.

An interactive problem (compare = \"interactive\") needs no brute.rs: on each input the
solution talks with testcases/ID/interactor.rs (or .cpp), whose ruling is the verdict, and a
failure shows the talk. With a brute.rs, its output is the interactor's ANSWER file; an
interactor that fails (exit 3) is an error of the setup.
",
    flags: &[
        COUNT,
        SEED,
        SIZE.worded(
            "passed to the generator as its second argument, `gen SEED K`; shrinking searches \
             sizes below it",
        ),
        JOBS.worded("seeds at once (default: number of CPUs)"),
        SAVE,
        NO_SHRINK,
        SHRINK_TIME,
        LANG_MESSAGES,
        ROOT,
        HELP,
    ],
    positional: (0, 1),
    sections: "\
EXIT CODES:
    0 every seed agreed · 1 the solution failed on a seed · 2 bad setup (no gen.rs or brute.rs,
    either fails to compile or to run, or the checker or interactor fails) · 130/143
    interrupted

EXAMPLES:
    cargo judge stress boj-9079 --count 200
    cargo judge stress boj-9079 --seed 1234 --count 1      repeat one seed
    cargo judge stress boj-9079 --save                     keep the first counterexample
",
};

/// `cargo judge validate`.
pub(crate) static VALIDATE: Def = Def {
    name: "validate",
    summary: "check every stored input against the problem's validator",
    usage: "\
cargo judge validate [ID...] [--lang en|ko] [--root DIR]
",
    about: "\
Builds testcases/ID/validator.rs (Rust 2021) or validator.cpp (C++, testlib's
registerValidation; headers as for checker.cpp) and runs it, confined, on every NAME.in of
the problem: it reads one input on stdin and exits 0 when the input is within the
constraints, else non-zero with a message on stderr naming the constraint, the line and the
token (a Rust validator's panic message counts as that message). Every problem when no ID
is given (inside problems/ID/ or testcases/ID/: that one); a problem without a validator
gets a line saying so. `cargo judge` runs the validator too, on the inputs that changed
since they last passed, and reports an invalid input as an error (exit 2), not a verdict.
",
    flags: &[LANG_MESSAGES, ROOT, HELP],
    positional: (0, usize::MAX),
    sections: "\
EXIT CODES:
    0 every input valid · 2 an input is invalid, or a validator does not compile or fails to
    run (out of time or memory)

EXAMPLES:
    cargo judge validate                 every problem with a validator
    cargo judge validate boj-9079
",
};

/// `cargo judge gen`.
pub(crate) static GEN: Def = Def {
    name: "gen",
    summary: "a generated test set: gen.rs's inputs, validated, with the reference's answers",
    usage: "\
cargo judge gen ID [--count N] [--seed S] [--size K] [--jobs N] [--lang en|ko] [--root DIR]
",
    about: "\
Compiles testcases/ID/gen.rs and the reference, testcases/ID/brute.rs (or brute.cpp, built as
checker.cpp is), then for the seeds S, S+1, …, S+N-1: runs `gen SEED` (`gen SEED K` with
--size K), checks the input with testcases/ID/validator.rs (or .cpp) when there is one, runs
the reference on it, and stores the two as testcases/ID/gen-SEED.in and gen-SEED.out
(gen-SEED-sK with --size). Every program runs confined, as stress runs it: gen and the
validator with 10 s and 1 GiB, the reference under the problem's memory limit and ten times
its time limit.

Nothing is overwritten: a seed whose gen-SEED.in exists is skipped without running anything,
and an input equal to a stored one is not stored again. The same seed must give the same
bytes: the first new seed is generated twice to check it. The first failure — gen or the
reference crashing or running out of time, or the validator refusing an input — stops with
that seed and its input shown (exit 2); the cases stored before it stay. The summary says
how many cases are new. An interactive problem needs no reference: then only .in files are
stored.
",
    flags: &[
        COUNT.worded("how many seeds (default 100)"),
        SEED.worded("the first seed (default 1)"),
        SIZE,
        JOBS.worded("seeds at once (default: number of CPUs)"),
        LANG_MESSAGES,
        ROOT,
        HELP,
    ],
    positional: (0, 1),
    sections: "\
EXIT CODES:
    0 done (also when every seed was already stored) · 2 bad setup (no gen.rs or reference,
    one does not compile) or a program failed on a seed · 130/143 interrupted

EXAMPLES:
    cargo judge gen boj-9079 --count 50
    cargo judge gen boj-9079 --count 20 --seed 1000 --size 10
",
};

/// `cargo judge replay`.
pub(crate) static REPLAY: Def = Def {
    name: "replay",
    summary: "judge every kept submission on the stored cases and set it beside BOJ's verdict",
    usage: "\
cargo judge replay [ID...] [--format human|json] [--jobs N] [--partition K/N] [--root DIR]
",
    about: "\
Every submission import kept (testcases/ID/submissions/<sid>.<ext>, listed with BOJ's verdict
in testcases/ID/submissions.toml) is built with BOJ's own command for its language and judged
on the stored cases through the judge's engine: the problem's limits (with the extra time and
memory BOJ gave Python, PyPy3 and Java, except where problem.toml says extra_time = false or
extra_memory = false: the page's 추가 시간 없음 / 추가 메모리 없음), sandbox, compare mode and
checker. Each row sets the verdict here beside BOJ's:
  agrees          both accept it, or both reject it (a score below the full_score the page
                  gives counts as rejected; a compile error on BOJ agrees when it does not
                  compile here either)
  weaker cases    BOJ rejected it and the stored cases accept it: add a case that fails it
  fidelity        BOJ accepted it and it fails here (the first failing case is shown with its
                  diff): a defect of this judge, or, for a WA or PE, a special judge the
                  problem lacks
  not runnable    its compiler or interpreter is not installed (install g++) or does not work
                  here, this runner has no row for its language, or the backup holds no code
                  (code_saved = false)
  not judged      the problem has no stored case (NAME.in and NAME.out): nothing is built
  not comparable  BOJ's record has no verdict, or a score on a scale the page does not give
                  (no full_score)
The last three are counted apart, never as agreeing or weaker cases, and are not errors.
All problems with kept submissions when no ID is given. Submissions run in parallel; a result
is remembered by content (the source, the tools, the cases, limits and checker) in
target/judge/replay/, so an unchanged replay only reads; a fidelity row is judged again to show
its diff (but a TLE, MLE or OLE, which has none). A progress line with the count and the time
left shows once it runs a few seconds.
",
    flags: &[
        REPLAY_FORMAT,
        CLANG_AS_GCC,
        JOBS,
        PARTITION.worded("replay only shard K of N (1 ≤ K ≤ N), balanced by submission count"),
        LANG_MESSAGES,
        ROOT,
        HELP,
    ],
    positional: (0, usize::MAX),
    sections: "\
LANGUAGES (BOJ's commands, one table: docs/judging.md, \"How BOJ judged on its last day\"):
    C90, C99, C11, C2x
                      gcc Main.c -o Main -O2 -Wall -lm -static -std=gnu11 -DONLINE_JUDGE -DBOJ
    C++98, C++11, C++14, C++17, C++20, C++23
                      g++ Main.cc -o Main -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ
                      (dynamically linked where there is no static library, said so)
    … (Clang)         the same with clang or clang++ and -std=c11, -std=c++17, …
    Python 3, PyPy3   python3 -W ignore Main.py / pypy3 -W ignore Main.py (python3 without pypy3)
    Java 8/11/15      javac --release 11 -J-Xms1024m -J-Xmx1920m -J-Xss512m -encoding UTF-8,
                      java -Xms1024m -Xmx1920m -Xss512m -Dfile.encoding=UTF-8 -XX:+UseSerialGC
                      -DONLINE_JUDGE=1 -DBOJ=1 Main
    Rust 2015-2024    rustc --edition E -O -o Main Main.rs
    node.js           node Main.js
    TypeScript        tsc Main.ts, then node Main.js
    Go, Go (gccgo)    go build Main.go / gccgo -O2 -o Main -static Main.go
    Kotlin (JVM)      kotlinc-jvm … -d Main.jar Main.kt, then java … -jar Main.jar
    Ruby              ruby -c Main.rb, then ruby Main.rb
    C# 6.0 (Mono)     mcs … -out:Main.exe Main.cs, then mono --optimize=all Main.exe
    Swift             swiftc Main.swift
    Text              cat Main.txt
    A language runs where its tools are on PATH (else \"not runnable here: install X\"), once a
    tiny program built and run with them printed 42 (else \"X does not work\" and its error).

JSON (--format json), one line per submission and a summary:
    {\"type\":\"replay\",\"problem\":\"boj-1004\",\"submission\":\"61984852\",\"language\":\"C++17\",
     \"boj\":\"WA\",\"here\":\"AC\",\"finding\":\"weaker-cases\"}
    {\"type\":\"replay-summary\",\"submissions\":9,\"runnable\":9,\"agrees\":8,\"weaker_cases\":1,...}
    a row not judged says why (\"why\":\"no-cases\", \"code-not-saved\", \"no-row\",
    \"score-without-scale\", …); the summary counts \"not_judged\" and \"not_comparable\" apart

EXIT CODES:
    0 no fidelity row (weaker cases and rows not judged do not fail it) · 1 some submission
    BOJ accepted fails here · 2 bad usage, broken submissions.toml, a listed submission whose
    code is missing (without code_saved = false), or one that could not be judged

EXAMPLES:
    cargo judge replay                         every kept submission
    cargo judge replay boj-1004 --format json  one problem's, as JSON Lines
    cargo judge replay --partition 1/4         the first quarter of them
",
};

/// `cargo judge strengthen`.
pub(crate) static STRENGTHEN: Def = Def {
    name: "strengthen",
    summary: "cases from your kept submissions, until they reject what BOJ rejected",
    usage: "\
cargo judge strengthen [ID...] [--budget SECONDS] [--seed S] [--dry-run] [--hold-out]
                       [--format human|json] [--jobs N] [--root DIR]
",
    about: "\
For a BOJ problem the stored cases are the page's samples, and they accept most of the
submissions BOJ rejected (replay's \"weaker cases\"). strengthen makes judge data from your own
history: every kept submission BOJ accepted is an oracle (BOJ judged it on its whole hidden
data), every one it rejected (WA, PE, RE, OLE, a partial score; TLE, MLE) is a target.
Inputs are drawn from the problem's input model: inferred from the stored inputs (lines,
tokens, the counts that say how many follow, grids, test-case counts), bounded by
statement.md's constraints, and written to testcases/ID/input-model.toml, which you may
correct (it is read as written from then on). Candidates are mutations of the stored inputs
(neighbouring and boundary values, resized lists with their counts kept consistent,
characters from the seen alphabet), fresh small inputs, and a few of the largest size while a
TLE, MLE or RE target stands. A candidate is kept when it makes a target fail the way BOJ failed
it, every oracle agrees on its answer (under the problem's compare mode or checker) and the
validator, if it is more than the skeleton, accepts it: as testcases/ID/auto-N.in and .out
(never over a file), recorded in testcases/ID/auto.toml (how it was made, its seed, the
oracles, the targets it rejects). Drop a case you dispute by removing its two files.
Every program runs in the sandbox under the problem's limits. Problems with no target, no
oracle that passes the stored cases, an interactor, or a special judge and no checker (nor
compare = \"float\") are skipped and said so. A problem's result is remembered: with nothing
changed, running it again only reads. The same seed draws the same candidates.
",
    flags: &[
        BUDGET,
        SEED.worded("the search's seed (default 0): the same seed draws the same candidates"),
        DRY_RUN,
        HOLD_OUT,
        REPLAY_FORMAT,
        CLANG_AS_GCC,
        JOBS,
        LANG_MESSAGES,
        ROOT,
        HELP,
    ],
    positional: (0, usize::MAX),
    sections: "\
JSON (--format json), one line per problem and a summary:
    {\"type\":\"strengthen\",\"problem\":\"boj-2178\",\"targets\":5,\"rejected_before\":1,
     \"rejected\":4,\"wrong\":[4,3],\"resource\":[1,1],\"kept\":[\"auto-1\",\"auto-2\"],...}
    {\"type\":\"strengthen-summary\",\"problems\":120,...}

EXIT CODES:
    0 done (targets left standing do not fail it) · 1 under --hold-out, a held-out accepted
    submission fails a kept case · 2 bad usage, a broken submissions.toml, or a program that
    could not be run · 130/143 interrupted

EXAMPLES:
    cargo judge strengthen                       every problem with kept submissions
    cargo judge strengthen boj-2178 --budget 60  one problem, searched longer
    cargo judge strengthen --hold-out --dry-run  measure false rejections, write nothing
",
};

/// `cargo judge import-data`.
pub(crate) static IMPORT_DATA: Def = Def {
    name: "import-data",
    summary: "official judge data as cases: an ICPC package, numbered pairs, CPH tests",
    usage: "\
cargo judge import-data ID PATH [--local] [--lang en|ko] [--root DIR]
",
    about: "\
Brings the judge data at PATH into testcases/ID/, making the problem first (as `new` does)
when it does not exist. PATH is one of:
  an ICPC problem package   a folder with problem.yaml, data/sample/ and data/secret/ (NAME.in
                            and NAME.ans; each sub-folder of data/secret/ a test group), or
                            a .zip or .tar(.gz) of one, read with the system's unzip or tar
  numbered pairs            1.in with 1.out or 1.ans, I.1 with O.1 (USACO), or input/ beside
                            output/ with files of the same names
  a CPH test list           a JSON array of {\"input\", \"output\"}, or an object with
                            `tests` (CPH's .prob, a Competitive Companion task)
Cases are named by origin and group: sample-1, secret-02, secret-group1-03, data-01, cph-1.
Nothing is overwritten: a case that is there already is left as it is, and said (with the
same bytes or not). From a package also: its name, limits (limits.time_limit, limits.memory,
.timelimit) and compare rule for a new problem (an existing one keeps problem.toml, and a
line says where the package differs); its default validator's flags as a compare mode
(none: tokens-caseless; case_sensitive: tokens; with space_change_sensitive: exact;
float_tolerance E: float); a C++ output validator as checker.cpp with checker_args =
\"icpc\" (exit 42 accepted, 43 wrong answer); submissions/wrong_answer/,
time_limit_exceeded/, run_time_error/, memory_limit_exceeded/ and partially_accepted/ in
Rust, C, C++ or Python as wrong/ with their expected verdicts; an accepted Rust (else C++)
submission as brute.rs (brute.cpp), the reference of stress and gen; the test groups, with
the points their testdata.yaml gives (accept_score, or the top of range), as groups.toml:
the judge then reports each group and the score (a group scores its points when all of its
cases pass). Input validators are named, not run.

A file it cannot use (an input without its answer, two files that would be one case, a
problem.yaml that does not parse, a link, an archive that is not one) gets a line naming it,
and the rest is imported.

A package whose license is missing, unknown or not free to share is kept out of git as
statements are (unless judge.toml says publish_statements = true), as with --local.
",
    flags: &[LOCAL, LANG_MESSAGES, ROOT, HELP],
    positional: (2, 2),
    sections: "\
EXIT CODES:
    0 everything imported (cases that were there with the same bytes included) · 2 a file
    was skipped (each named above), PATH does not exist, or the problem cannot be made

EXAMPLES:
    cargo judge import-data boj-1000 ~/kattis/different          an ICPC package folder
    cargo judge import-data boj-15745 usaco-2018-open-silver.zip  a USACO zip
    cargo judge import-data cf-1927a tests.json                   CPH's tests
",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build::kept::languages::LANGUAGES;
    use crate::build::kept::Tool;

    /// replay's LANGUAGES section names every language of the table and its tools, so that
    /// a new row (or a changed tool) shows in `--help` too.
    #[test]
    fn replay_help_names_every_language_and_tool() {
        let section = REPLAY.sections.split("JSON (").next().unwrap_or_default();
        for row in LANGUAGES {
            let name = row.names[0].split(' ').next().unwrap_or_default();
            assert!(section.contains(name), "{}", row.names[0]);
            for tool in row.compiler().into_iter().chain(row.runner()) {
                let named = tool.command();
                let shown = section.contains(&format!("{named} ")) || tool == Tool::Clangxx;
                assert!(shown, "{named} of {}", row.names[0]);
            }
        }
        // javac takes the two-dash option, as the table's command does.
        assert!(!section.contains("javac -release"));
    }
}
