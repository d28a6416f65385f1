//! The `interactive` workspace: a guessing game (`tests/fixtures/interactive/README.md`)
//! judged with `compare = "interactive"`, the solution and the interactor connected by
//! pipes. Verdicts come from the interactor's exit code and the solution's own limits; a
//! deadlock is TLE saying nobody was writing; an interactor that crashes or fails is an
//! error naming it; a failing case keeps its transcript.

use std::fs;
use std::sync::OnceLock;

use crate::json::Event;
use crate::support::{self, Run, Workspace};

/// The expected verdict of every case of the problems whose interactor works.
const MODEL: &[(&str, &str, &str)] = &[
    ("guess-ac", "1", "AC"),
    ("guess-ac", "2", "AC"),
    ("guess-ac", "3", "AC"),
    ("guess-ac", "4", "AC"),
    ("guess-wa", "1", "WA"),
    ("guess-pe", "1", "PE"),
    ("guess-early-exit", "1", "WA"),
    ("guess-deadlock", "1", "TLE"),
    ("guess-no-flush", "1", "TLE"),
    ("guess-panic", "1", "RE"),
    ("guess-mle", "1", "MLE"),
    ("guess-tle-busy", "1", "TLE"),
    ("guess-sigpipe", "1", "AC"),
    ("guess-slow-interactor", "1", "AC"),
    ("cpp-ac", "1", "AC"),
    ("cpp-ac", "2", "AC"),
    ("cpp-wa", "1", "WA"),
    // testlib's unexpected end of the output, without ENABLE_UNEXPECTED_EOF, is PE.
    ("cpp-early-exit", "1", "PE"),
];

/// The problems whose interactor is C++ (skipped, with the rest judged, without g++).
const CPP: &[&str] = &["cpp-ac", "cpp-wa", "cpp-early-exit"];

/// The problems only a Unix runs: the solution turns into `yes` (exec) to meet SIGPIPE.
const UNIX_ONLY: &[&str] = &["guess-sigpipe"];

/// Whether this OS judges `problem` in these tests.
fn runs_here(problem: &str) -> bool {
    cfg!(unix) || !UNIX_ONLY.contains(&problem)
}

/// The run as JSON (every problem, or all but the C++ ones when there is no C++ compiler)
/// and the transcript it kept of the failing case ([`GUESS_WA_KEPT`]), read before the
/// workspace is removed: a `static` keeps data, never a temporary folder, which it would
/// never remove.
struct Judged {
    run: Run,
    transcript: Result<String, String>,
}

/// Where the run keeps the transcript of `guess-wa`'s failing case 1.
const GUESS_WA_KEPT: &str = "target/judge/out/guess-wa/1.out";

fn judged() -> &'static Judged {
    static JUDGED: OnceLock<Judged> = OnceLock::new();
    JUDGED.get_or_init(|| {
        let workspace = Workspace::copy("interactive", "interactive");
        let cxx = support::cxx("interactive (the C++ interactor)").is_some();
        let chosen: Vec<&str> = problems().filter(|p| cxx || !CPP.contains(p)).collect();
        let run = workspace.run(&chosen, "json", &[]);
        let transcript = fs::read_to_string(workspace.root().join(GUESS_WA_KEPT))
            .map_err(|e| format!("read {GUESS_WA_KEPT}: {e}"));
        Judged { run, transcript }
    })
}

/// Every problem of the fixture, the model's and the broken ones.
fn problems() -> impl Iterator<Item = &'static str> {
    let mut all: Vec<&str> = MODEL.iter().map(|&(p, _, _)| p).collect();
    all.dedup();
    all.into_iter()
        .chain(["interactor-crash", "interactor-fail", "answer-mismatch"])
        .filter(|p| runs_here(p))
}

fn events() -> Vec<Event> {
    judged().run.events()
}

fn message(events: &[Event], problem: &str, case: &str) -> String {
    let (_, event) = support::case(events, problem, case);
    event.str("message").unwrap_or("").to_owned()
}

/// The `error` event of `problem`.
fn error_of<'a>(events: &'a [Event], problem: &str) -> &'a Event {
    let errors = support::errors(events);
    errors
        .into_iter()
        .find(|e| e.str("problem") == Some(problem))
        .unwrap_or_else(|| {
            panic!(
                "no error event for {problem}; stderr:\n{}",
                judged().run.stderr
            )
        })
}

fn assert_verdicts(problems: &[&str]) {
    let events = events();
    for &(problem, case, verdict) in MODEL.iter().filter(|(p, _, _)| problems.contains(p)) {
        let (found, event) = support::case(&events, problem, case);
        assert_eq!(
            found,
            verdict,
            "{problem}/{case}: {event:?}\nstderr:\n{}",
            judged().run.stderr
        );
    }
}

#[test]
fn interactive_binary_search_is_accepted_with_and_without_an_answer_file() {
    skip_if_passed!();
    assert_verdicts(&["guess-ac"]);
}

#[test]
fn interactive_wrong_final_answer_is_wa_with_the_interactors_words() {
    skip_if_passed!();
    assert_verdicts(&["guess-wa"]);
    let message = message(&events(), "guess-wa", "1");
    assert!(
        message.contains("answered 43, the secret is 42"),
        "{message}"
    );
}

#[test]
fn interactive_interactor_exit_2_is_pe() {
    skip_if_passed!();
    assert_verdicts(&["guess-pe"]);
}

#[test]
fn interactive_solution_that_exits_early_gets_the_interactors_verdict() {
    skip_if_passed!();
    assert_verdicts(&["guess-early-exit"]);
    let message = message(&events(), "guess-early-exit", "1");
    assert!(message.contains("ended before"), "{message}");
}

#[test]
fn interactive_deadlock_is_tle_saying_nobody_was_writing() {
    skip_if_passed!();
    assert_verdicts(&["guess-deadlock", "guess-no-flush"]);
    let events = events();
    for problem in ["guess-deadlock", "guess-no-flush"] {
        let message = message(&events, problem, "1");
        assert!(
            message.contains("nobody was writing"),
            "{problem}: {message}"
        );
    }
}

#[test]
fn interactive_busy_solution_is_tle_and_no_deadlock() {
    skip_if_passed!();
    assert_verdicts(&["guess-tle-busy"]);
    let message = message(&events(), "guess-tle-busy", "1");
    assert!(!message.contains("nobody was writing"), "{message}");
}

/// The solution's own limit comes before what the interactor makes of its end (WA here).
#[test]
fn interactive_memory_limit_comes_before_the_interactors_verdict() {
    skip_if_passed!();
    assert_verdicts(&["guess-mle"]);
}

#[test]
fn interactive_panic_after_an_accepted_answer_is_re() {
    skip_if_passed!();
    assert_verdicts(&["guess-panic"]);
    let message = message(&events(), "guess-panic", "1");
    assert!(
        message.contains("guess-panic fixture: answered, then panicked"),
        "{message}"
    );
}

#[cfg(unix)]
#[test]
fn interactive_sigpipe_after_the_interactor_exited_is_not_re() {
    skip_if_passed!();
    assert_verdicts(&["guess-sigpipe"]);
}

/// The interactor spins 0.8 s of CPU before its first line, against a 300 ms limit whose
/// wall deadline is 1.6 s: the solution, blocked meanwhile, is AC only if that CPU time
/// is the interactor's own.
#[test]
fn interactive_interactors_cpu_time_is_not_the_solutions() {
    skip_if_passed!();
    assert_verdicts(&["guess-slow-interactor"]);
    let events = events();
    let (_, event) = support::case(&events, "guess-slow-interactor", "1");
    let time = event.uint("time_ms").expect("time_ms");
    assert!(time < 300, "the solution was charged {time} ms: {event:?}");
}

#[test]
fn interactive_crashing_interactor_is_an_error_naming_it() {
    skip_if_passed!();
    let events = events();
    let error = error_of(&events, "interactor-crash");
    let message = error.str("message").unwrap_or("");
    assert!(
        message.contains("testcases/interactor-crash/interactor.rs"),
        "{message}"
    );
    assert!(
        !support::cases(&events)
            .iter()
            .any(|e| e.str("problem") == Some("interactor-crash") && e.str("verdict").is_some()),
        "a crashed interactor gave a verdict"
    );
    // The other problems were judged all the same, and the run is a failure of the data.
    assert_verdicts(&["guess-ac"]);
    assert_eq!(judged().run.code(), 2, "{}", judged().run.stderr);
}

#[test]
fn interactive_interactor_exit_3_is_an_error_not_a_verdict() {
    skip_if_passed!();
    let events = events();
    for problem in ["interactor-fail", "answer-mismatch"] {
        let error = error_of(&events, problem);
        assert_eq!(error.str("case"), Some("1"), "{error:?}");
        let message = error.str("message").unwrap_or("");
        assert!(
            message.contains(&format!(
                "testcases/{problem}/interactor.rs failed on case 1"
            )) && message.contains("exit code 3"),
            "{message}"
        );
        assert!(
            !support::cases(&events)
                .iter()
                .any(|e| e.str("problem") == Some(problem) && e.str("verdict").is_some()),
            "{problem}: a failing interactor gave a verdict"
        );
    }
}

#[test]
fn interactive_failing_case_keeps_its_transcript() {
    skip_if_passed!();
    let events = events();
    let (_, event) = support::case(&events, "guess-wa", "1");
    if let Some(output) = event.str("output") {
        assert_eq!(output, GUESS_WA_KEPT, "{event:?}");
    }
    let text = judged()
        .transcript
        .as_deref()
        .unwrap_or_else(|e| panic!("{e}"));
    // Binary search for 42 in 1..=100, then the wrong answer, in the order relayed.
    let expected = [
        "< 100", "> ? 50", "< <", "> ? 25", "< >", "> ? 37", "< >", "> ? 43", "< <", "> ? 40",
        "< >", "> ? 41", "< >", "> ? 42", "< =", "> ! 43",
    ];
    let relayed: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("> ") || l.starts_with("< "))
        .collect();
    assert_eq!(relayed, expected, "{GUESS_WA_KEPT}:\n{text}");
}

/// The solution exits before the testlib interactor has written `n`: with a bare pipe the
/// interactor's write would kill it with SIGPIPE (it does not ignore the signal), which is
/// the solution's doing, not a failure of the judge data. testlib reads the end of the
/// output and says PE, as it does once its write is a mere error.
#[test]
fn interactive_testlib_interactor_outlives_a_solution_that_left() {
    skip_if_passed!();
    if support::cxx("interactive_testlib_interactor_outlives_a_solution_that_left").is_none() {
        return;
    }
    assert_verdicts(&["cpp-early-exit"]);
    assert!(
        !support::errors(&events())
            .iter()
            .any(|e| e.str("problem") == Some("cpp-early-exit")),
        "{}",
        judged().run.stderr
    );
}

#[test]
fn interactive_testlib_interactor_gives_verdicts() {
    skip_if_passed!();
    if support::cxx("interactive_testlib_interactor_gives_verdicts").is_none() {
        return;
    }
    assert_verdicts(&["cpp-ac", "cpp-wa"]);
    let message = message(&events(), "cpp-wa", "1");
    assert!(
        message.contains("answered 43, the secret is 42"),
        "{message}"
    );
}

#[test]
fn interactive_fixture_problems_are_all_judged() {
    skip_if_passed!();
    let events = events();
    for problem in problems() {
        if CPP.contains(&problem) && support::cxx("interactive (the C++ interactor)").is_none() {
            continue;
        }
        // The model's problems are judged, every case of the model with a verdict; only the
        // broken ones are errors, each naming its interactor, and an error is not a
        // judgement.
        let judged: Vec<&str> = support::cases(&events)
            .into_iter()
            .filter(|e| e.str("problem") == Some(problem) && e.str("verdict").is_some())
            .filter_map(|e| e.str("case"))
            .collect();
        let model: Vec<&str> = MODEL
            .iter()
            .filter(|&&(p, _, _)| p == problem)
            .map(|&(_, case, _)| case)
            .collect();
        if model.is_empty() {
            let interactor = format!("testcases/{problem}/interactor.rs");
            assert!(
                support::errors(&events)
                    .iter()
                    .any(|e| e.str("problem") == Some(problem)
                        && e.str("message").is_some_and(|m| m.contains(&interactor))),
                "{problem} has no error naming {interactor}"
            );
            assert!(judged.is_empty(), "{problem} was judged: {judged:?}");
        } else {
            let mut judged = judged;
            judged.sort_unstable();
            assert_eq!(judged, model, "the cases of {problem} judged");
        }
    }
}

/// Broken interactive data, each an error naming the file, the good cases still judged: an
/// interactor that does not compile, a missing interactor, and a `NAME.out` without its
/// `NAME.in` (the input is what an interactive case needs; its answer is optional).
#[test]
fn interactive_broken_data_is_an_error_naming_the_file() {
    skip_if_passed!();
    let workspace = Workspace::copy("interactive", "interactive-broken");
    workspace.write(
        "testcases/guess-wa/interactor.rs",
        b"fn main() { let x = ; }\n",
    );
    fs::remove_file(workspace.root().join("testcases/guess-pe/interactor.rs"))
        .expect("remove guess-pe's interactor");
    workspace.write("testcases/guess-ac/9.out", b"42\n");
    let run = workspace.run(&["guess-ac", "guess-wa", "guess-pe"], "json", &[]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    let events = run.events();
    let errors = support::errors(&events);
    for (problem, needle) in [
        (
            "guess-wa",
            "testcases/guess-wa/interactor.rs does not compile",
        ),
        ("guess-pe", "testcases/guess-pe/interactor.rs"),
        ("guess-ac", "testcases/guess-ac/9.out"),
    ] {
        assert!(
            errors.iter().any(|e| e.str("problem") == Some(problem)
                && e.str("message").is_some_and(|m| m.contains(needle))),
            "no error for {problem} naming {needle}: {errors:#?}"
        );
    }
    for case in ["1", "2", "3", "4"] {
        support::assert_verdict(&events, "guess-ac", case, "AC");
    }
}
