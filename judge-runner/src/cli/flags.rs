//! Every flag of every command, each defined once: its long name, its short form, the
//! placeholder of its value (none for a switch) and its help. Commands list the flags they
//! take in [`super::commands`]; a command that words a shared flag its own way says so there
//! with [`Flag::worded`], keeping the name, short form and placeholder.

use super::parser::Flag;

// Shared by several commands.

/// `-h, --help`: every command.
pub(crate) const HELP: Flag = Flag::switch("--help", "print this help").short('h');

/// `--root DIR`: every command.
pub(crate) const ROOT: Flag = Flag::valued(
    "--root",
    "DIR",
    "the workspace (default: found from the current directory)",
);

/// `-j, --jobs N`: the judge command and `stress`.
pub(crate) const JOBS: Flag = Flag::valued(
    "--jobs",
    "N",
    "runs at once (default: number of CPUs); CPU time, not wall time, decides TLE, so \
     results stay faithful in parallel",
)
.short('j');

// The judge command.

/// `--sandbox-info`.
pub(crate) const SANDBOX_INFO: Flag = Flag::switch(
    "--sandbox-info",
    "print what confines a judged program on this machine (Landlock, seccomp, user) and exit",
);

/// `-V, --version`.
pub(crate) const VERSION: Flag = Flag::switch("--version", "print the version").short('V');

/// `--format FORMAT`.
pub(crate) const FORMAT: Flag = Flag::valued(
    "--format",
    "FORMAT",
    "human (default) | json (JSON Lines) | github (human + GitHub\n\
     annotations and job summary) | junit (JUnit XML); each on stdout,\n\
     errors on stderr (`cargo judge > log.txt` keeps the report)",
);

/// `--partition K/N`.
pub(crate) const PARTITION: Flag = Flag::valued(
    "--partition",
    "K/N",
    "judge only shard K of N (1 ≤ K ≤ N), balanced by case count",
);

/// `--changed-since REV`.
pub(crate) const CHANGED_SINCE: Flag = Flag::valued(
    "--changed-since",
    "REV",
    "judge only problems whose solution or data changed since the git revision REV (all \
     problems when git is unavailable)",
);

/// `--toolchain T`.
pub(crate) const TOOLCHAIN: Flag = Flag::valued(
    "--toolchain",
    "T",
    "build every solution with this compiler instead of rustc from PATH (or RUSTC): a rustup \
     toolchain (1.73, +1.73) or the path of a rustc; the judge's versions are in \
     docs/judging.md (How faithful is it)",
);

/// `--overflow-checks`.
pub(crate) const OVERFLOW_CHECKS: Flag = Flag::switch(
    "--overflow-checks",
    "also build with -C overflow-checks=on -C debug-assertions=on and warn when a case passes \
     on the judge build but panics on that one",
);

/// `--no-unit-tests`.
pub(crate) const NO_UNIT_TESTS: Flag = Flag::switch(
    "--no-unit-tests",
    "do not run the solutions' own #[test]s (by default each main.rs with tests is built \
     alone with rustc --test and run; a pass is remembered until the file changes)",
);

/// `-q, --quiet`.
pub(crate) const QUIET: Flag = Flag::switch(
    "--quiet",
    "human format: print only failing cases (with their problem) and the summary (which \
     counts the problems still to solve)",
)
.short('q');

/// `--lang en|ko`.
pub(crate) const LANG: Flag = Flag::valued(
    "--lang",
    "en|ko",
    "language of the human report: verdict words, messages, totals (default: from LANG; \
     machine formats stay English)",
);

/// `--lang en|ko` as the authoring commands (`add`, `stress`, `run`) word it.
pub(crate) const LANG_MESSAGES: Flag = LANG.worded("language of the messages (default: from LANG)");

/// `--color auto|always|never`, also spelt `--colour`.
pub(crate) const COLOR: Flag = Flag::valued(
    "--color",
    "auto|always|never",
    "colour in human output (default auto: on a terminal, unless NO_COLOR is set)",
)
.alias("--colour");

/// `--case NAME`, repeatable.
pub(crate) const CASE: Flag = Flag::valued(
    "--case",
    "NAME",
    "judge only the case NAME (repeatable: --case 1 --case sample-2) of each selected \
     problem; PROBLEM/NAME (boj-1260/3) names one case of one problem",
)
.repeated();

/// `--case NAME` of `run`: one stored case as the input.
pub(crate) const RUN_CASE: Flag = Flag::valued(
    "--case",
    "NAME",
    "run on the stored case NAME (testcases/ID/NAME.in) instead of FILE or stdin",
);

/// `--failed`.
pub(crate) const FAILED: Flag = Flag::switch(
    "--failed",
    "judge only the cases that failed when they were last judged (remembered in \
     target/judge/failed); with PROBLEM, only that problem's",
);

/// `--keep-output`.
pub(crate) const KEEP_OUTPUT: Flag = Flag::switch(
    "--keep-output",
    "keep the output of every case under target/judge/out/ID/CASE.out and .err, not only of \
     the cases that fail",
);

/// `--require-cases`.
pub(crate) const REQUIRE_CASES: Flag = Flag::switch(
    "--require-cases",
    "a problem with no cases is an error (exit 2) instead of being reported as untested (one \
     still to solve is not judged, so it needs none)",
);

/// `--strict-data`.
pub(crate) const STRICT_DATA: Flag = Flag::switch(
    "--strict-data",
    "a wrong solution (testcases/ID/wrong/NAME.rs) that the cases do not reject as its \
     `// expect:` line declares is an error (exit 1) instead of a warning",
);

/// `--strict-compiler`.
pub(crate) const STRICT_COMPILER: Flag = Flag::switch(
    "--strict-compiler",
    "a std API newer than the problem's judge's compiler (BOJ's Rust 2021: 1.73), found by \
     clippy's incompatible_msrv when rustc here is newer, is an error (exit 1) instead of a \
     warning",
);

/// `--explain-data`.
pub(crate) const EXPLAIN_DATA: Flag = Flag::switch(
    "--explain-data",
    "do not judge the solution: judge every wrong solution (and every kept submission BOJ \
     rejected) on every case, and print the first case that rejects each and the cases that \
     reject nothing (candidates to drop); verdicts remembered in target/judge/wrong/",
);

// `new`.

/// `--html FILE`.
pub(crate) const HTML: Flag = Flag::valued(
    "--html",
    "FILE",
    "the problem's page saved from the browser (Ctrl-S): title, limits, samples and labels \
     come from it (BOJ), or the title, the examples and a proposed signature (Programmers); \
     SITE NUMBER may then be left out",
);

/// `--fetch`.
pub(crate) const FETCH: Flag = Flag::switch(
    "--fetch",
    "BOJ only, and only to say that there is nothing to download: BOJ closed on 2026-04-28 \
     and its pages are gone; start from a saved page (--html) or a backup (import) instead",
);

/// `--interactive`.
pub(crate) const INTERACTIVE: Flag = Flag::switch(
    "--interactive",
    "BOJ only: an interactive problem (a page labelled interactive is one too): a template \
     that reads line by line and flushes after each line, compare = \"interactive\" and an \
     interactor skeleton testcases/ID/interactor.rs",
);

/// `--language NAME`.
pub(crate) const LANGUAGE: Flag = Flag::valued(
    "--language",
    "NAME",
    "BOJ only: the language it is judged as (BOJ's), \"Rust 2021\" (default) or \"Rust 2024\" (2021 and \
     2024 work too); it decides the edition",
);

/// `--title TEXT`.
pub(crate) const TITLE: Flag = Flag::valued(
    "--title",
    "TEXT",
    "the problem's title (for problem.toml and the header)",
);

/// `--time-limit-ms N`.
pub(crate) const TIME_LIMIT_MS: Flag =
    Flag::valued("--time-limit-ms", "N", "time limit in milliseconds");

/// `--memory-limit-mb N`.
pub(crate) const MEMORY_LIMIT_MB: Flag =
    Flag::valued("--memory-limit-mb", "N", "memory limit in megabytes");

/// `--signature TEXT`.
pub(crate) const SIGNATURE: Flag = Flag::valued(
    "--signature",
    "TEXT",
    "Programmers only: the Rust signature from the site's stub",
);

/// `--regenerate-harness`.
pub(crate) const REGENERATE_HARNESS: Flag = Flag::switch(
    "--regenerate-harness",
    "Programmers only: rewrite the generated harness of each ID given (of every Programmers \
     problem without one) as `new` writes it now, leaving the rest of the file as it is",
);

// `add`.

/// `--in FILE`.
pub(crate) const IN: Flag = Flag::valued("--in", "FILE", "the input");

/// `--out FILE`.
pub(crate) const OUT: Flag = Flag::valued("--out", "FILE", "the expected output");

/// `--from-brute`.
pub(crate) const FROM_BRUTE: Flag = Flag::switch(
    "--from-brute",
    "compute the expected output by running testcases/ID/brute.rs on the input (compiled as \
     the judge compiles solutions; it runs under the problem's memory limit and ten times its \
     time limit)",
);

// `print`.

/// `--copy`.
pub(crate) const COPY: Flag = Flag::switch(
    "--copy",
    "put the submission on the clipboard instead of stdout, with the first of pbcopy, \
     wl-copy, xclip, xsel and clip.exe found on PATH, and say where it can be judged",
);

// `stress`.

/// `--count N`.
pub(crate) const COUNT: Flag = Flag::valued("--count", "N", "how many seeds (default 1000)");

/// `--seed S`.
pub(crate) const SEED: Flag = Flag::valued(
    "--seed",
    "S",
    "the first seed (default: from the clock, printed so a run can be repeated)",
);

/// `--save`.
pub(crate) const SAVE: Flag = Flag::switch(
    "--save",
    "on a disagreement, store that input and brute's output as the next case (as `cargo \
     judge add` would), unless a stored case already holds that input",
);

// `strengthen`.

/// `--budget SECONDS`.
pub(crate) const BUDGET: Flag = Flag::valued(
    "--budget",
    "SECONDS",
    "how long the search may run per problem, builds aside (default 40); it stops sooner \
     once every target is rejected, and may take half as long again to judge the time and \
     memory targets left on the largest inputs the oracles vouched for",
);

/// `--dry-run`.
pub(crate) const DRY_RUN: Flag = Flag::switch(
    "--dry-run",
    "search and report, and write nothing (no case, no input-model.toml)",
);

/// `--hold-out`.
pub(crate) const HOLD_OUT: Flag = Flag::switch(
    "--hold-out",
    "leave the newest accepted submission of each problem out of the oracles and judge it on \
     the kept cases afterwards: a case it fails is a false rejection (exit 1)",
);

// `import-data`.

/// `--local`.
pub(crate) const LOCAL: Flag = Flag::switch(
    "--local",
    "keep the imported cases out of git (testcases/ID/.gitignore lists them) and record the \
     source, the cases and a checksum in testcases/ID/official.toml",
);

// `gen`.

/// `--size K`.
pub(crate) const SIZE: Flag = Flag::valued(
    "--size",
    "K",
    "passed to the generator as its second argument, `gen SEED K` (its own meaning of size: \
     N, T, the length); the cases are then named gen-SEED-sK",
);

// `stress`'s shrinking.

/// `--shrink-time T`.
pub(crate) const SHRINK_TIME: Flag = Flag::valued(
    "--shrink-time",
    "T",
    "how long a failing input may be shrunk (default 10 s; 2.5, 500ms); the smallest failing \
     input found by then is shown",
);

/// `--no-shrink`.
pub(crate) const NO_SHRINK: Flag = Flag::switch(
    "--no-shrink",
    "show the failing input as gen printed it, without shrinking it",
);

// `listen`.

/// `--port N`.
pub(crate) const PORT: Flag = Flag::valued(
    "--port",
    "N",
    "the port on 127.0.0.1 to listen on (default 10043, one Competitive Companion sends to)",
);

// `import`.

/// `--format FORMAT` of `import`.
pub(crate) const IMPORT_FORMAT: Flag = Flag::valued(
    "--format",
    "FORMAT",
    "boj-vault | baekjoonhub | magenta1223 | egod1537 | oj | files: the layout of DIR, when it \
     cannot be told from the files",
);

/// `--format FORMAT` of `todo`.
pub(crate) const FORMAT_TODO: Flag = Flag::valued(
    "--format",
    "FORMAT",
    "human (the default) or json: one JSON line per problem and a summary line",
);

/// `--site SITE`.
pub(crate) const SITE: Flag = Flag::valued(
    "--site",
    "SITE",
    "boj or programmers, for folders whose site cannot be told from their path or a URL \
     inside",
);

// `replay`.

/// `--clang-as-gcc` of `replay`.
pub(crate) const CLANG_AS_GCC: Flag = Flag::switch(
    "--clang-as-gcc",
    "build the Clang rows (C++17 (Clang), …) with g++ and gcc, BOJ's GCC command for the same \
     standard, where clang is not wanted or installed; the summary says so",
);

/// `--format FORMAT` of `replay`.
pub(crate) const REPLAY_FORMAT: Flag = Flag::valued(
    "--format",
    "FORMAT",
    "human (default) | json (one JSON line per submission and a summary line); either on \
     stdout, errors and the progress line on stderr",
);
