//! What `cargo judge replay` finds, as data: BOJ's verdict on a kept submission, the
//! finding beside the one here, a row, the counts and the troubles of the judge's side.
//! They live here, with the workspace's other data below the reporters, so that the
//! catalogue (`report::words::replay`) words them without importing the judge command that
//! fills them (and above `error`, since a trouble can hold the runner's error); the rule
//! that sets BOJ's verdict beside this judge's ([`finding`]) is pure and lives with them.

use super::RunnerFailure;
use crate::build::kept::{KeptLanguage, KeptNote, Tool};
use crate::verdict::Verdict;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

/// A score as BOJ showed it (`40.3점`), in hundredths: BOJ wrote at most two decimals;
/// more are cut, never rounded up (a cut score is never taken for full marks it missed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Points(pub u64);

impl Points {
    /// `40.3`, `100`, `38.42`: digits with an optional fraction; `None` for anything else.
    pub(crate) fn parse(text: &str) -> Option<Points> {
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() || !digits(whole) || !digits(fraction) || text.ends_with('.') {
            return None;
        }
        let cents: String = fraction.chars().chain("00".chars()).take(2).collect();
        let whole: u64 = whole.parse().ok()?;
        whole
            .checked_mul(100)?
            .checked_add(cents.parse().ok()?)
            .map(Points)
    }
}

impl std::fmt::Display for Points {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (whole, cents) = (self.0 / 100, self.0 % 100);
        match cents {
            0 => write!(f, "{whole}"),
            c if c % 10 == 0 => write!(f, "{whole}.{}", c / 10),
            c => write!(f, "{whole}.{c:02}"),
        }
    }
}

/// BOJ's verdict on a kept submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Boj {
    Verdict(Verdict),
    /// A score (`40.3점`) and the problem's full marks, when its page gives them: full
    /// marks or more are accepted, less is partial (rejected). Without full marks (a
    /// problem scored on a scale of its own: a count, a formula) it is not set beside
    /// anything.
    Score {
        score: Points,
        full: Option<Points>,
    },
    /// No verdict in the record (`채점 중`).
    Unknown,
}

impl Boj {
    pub(crate) fn accepted(self) -> bool {
        match self {
            Boj::Verdict(v) => v == Verdict::Ac,
            Boj::Score { score, full } => full.is_some_and(|full| score >= full),
            Boj::Unknown => false,
        }
    }

    /// Why it cannot be set beside a verdict here: no verdict, or a score on a scale the
    /// page does not give; `None` when it can.
    pub(crate) fn incomparable(self) -> Option<NotRunnable> {
        match self {
            Boj::Unknown => Some(NotRunnable::NoVerdict),
            Boj::Score { full: None, .. } => Some(NotRunnable::ScoreWithoutScale),
            _ => None,
        }
    }

    /// Its code in the JSON line: `AC`, `WA`, … `PARTIAL`, `SCORE` (no scale), `?`.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Boj::Verdict(v) => v.code(),
            Boj::Score { full: None, .. } => "SCORE",
            Boj::Score { .. } if self.accepted() => "AC",
            Boj::Score { .. } => "PARTIAL",
            Boj::Unknown => "?",
        }
    }
}

/// One kept submission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Kept {
    pub problem: String,
    pub id: u64,
    /// BOJ's name of its language (`C++17`).
    pub language: String,
    pub kind: KeptLanguage,
    pub boj: Boj,
    /// Its code in `submissions/`; `None` when the backup kept the record and not the code
    /// (`code_saved = false`).
    pub source: Option<PathBuf>,
    /// BOJ's figures in its record (`time_ms`, `memory_kb`; its maximum over the hidden
    /// data), where the record gives them.
    pub boj_figures: Figures,
}

/// A run's figures: CPU time in ms and peak memory in kB, each where known.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Figures {
    pub time_ms: Option<u64>,
    pub memory_kb: Option<u64>,
}

/// A kept submission's figures here, beside BOJ's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct HereFigures {
    /// The largest over the cases judged here.
    pub here: Figures,
    /// The peak memory as BOJ would have recorded it: the growth over the language's
    /// baseline here plus BOJ's baseline for it (`build::kept::as_boj_kb`).
    pub memory_kb_as_boj: Option<u64>,
    /// The CPU time as BOJ would have recorded it: the time over the language's baseline
    /// here plus BOJ's baseline for it (`build::kept::time_as_boj_ms`).
    pub time_ms_as_boj: Option<u64>,
}

/// Why a kept submission is not judged here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NotRunnable {
    /// Its compiler or interpreter is not installed.
    Missing(Tool),
    /// Its compiler or interpreter is installed and does not work: the language's self-test
    /// failed (its first error line is the row's `compile_error`).
    Broken(Tool),
    /// A language this runner has no row for (`KeptLanguage::Other`).
    Unsupported,
    /// An interactive problem: only a native program talks with the interactor here.
    Interactive,
    /// The backup kept the record and not the code (`code_saved = false`).
    CodeNotSaved,
    /// Not judged: the problem has no stored case (judged on nothing, it would pass).
    NoCases,
    /// Not comparable: BOJ's record gives no verdict to set it beside.
    NoVerdict,
    /// Not comparable: BOJ scored it on a scale the page does not give.
    ScoreWithoutScale,
}

impl NotRunnable {
    /// Which count it is in: not judged (no cases), not comparable (nothing to set it
    /// beside), or not runnable here.
    pub(crate) fn kind(self) -> Unjudged {
        match self {
            NotRunnable::NoCases => Unjudged::NoCases,
            NotRunnable::NoVerdict | NotRunnable::ScoreWithoutScale => Unjudged::NotComparable,
            _ => Unjudged::NotRunnable,
        }
    }

    /// Its word in the JSON line's `why`.
    pub(crate) fn code(self) -> &'static str {
        match self {
            NotRunnable::Missing(_) => "missing",
            NotRunnable::Broken(_) => "broken",
            NotRunnable::Unsupported => "no-row",
            NotRunnable::Interactive => "interactive",
            NotRunnable::CodeNotSaved => "code-not-saved",
            NotRunnable::NoCases => "no-cases",
            NotRunnable::NoVerdict => "no-verdict",
            NotRunnable::ScoreWithoutScale => "score-without-scale",
        }
    }
}

/// The three counts of rows that were not set beside BOJ's verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unjudged {
    NotRunnable,
    NoCases,
    NotComparable,
}

/// What the replay finds of one submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Finding {
    /// BOJ and the stored cases say the same (both accept, or both reject).
    Agrees,
    /// BOJ rejected it; the stored cases accept it.
    WeakerCases,
    /// BOJ accepted it (or compiled it); here it fails.
    Fidelity(Cause),
    NotRunnable(NotRunnable),
}

impl Finding {
    /// Whether BOJ accepted (or compiled) it and it fails here.
    pub(crate) fn fidelity(self) -> bool {
        matches!(self, Finding::Fidelity(_))
    }

    /// Its word in the JSON line.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Finding::Agrees => "agrees",
            Finding::WeakerCases => "weaker-cases",
            Finding::Fidelity(_) => "fidelity",
            Finding::NotRunnable(why) => match why.kind() {
                Unjudged::NotRunnable => "not-runnable",
                Unjudged::NoCases => "not-judged",
                Unjudged::NotComparable => "not-comparable",
            },
        }
    }
}

/// What a fidelity row most likely comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cause {
    /// The page says the problem has a special judge, and it has no checker here: another
    /// right answer than the stored one is judged WA (or PE); never a crash, TLE or MLE.
    NoSpecialJudge,
    /// BOJ's compiler took it; this machine's refuses it.
    Build,
    /// The verdict likely hangs on the C or C++ toolchain's version: BOJ's older g++ and
    /// headers took or ran it, this machine's newer ones do not.
    Toolchain(Toolchain),
    /// Neither of those: a defect of this judge to find.
    Judge,
}

/// Why a fidelity row likely hangs on the toolchain's version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Toolchain {
    /// A compile error over a name the submission declares that this machine's C or C++
    /// headers declare too (a global `time`, `y1`, `index`): newer headers declare more.
    HeaderClash,
    /// A C++ program that crashes here, and that g++ warns may end a function returning a
    /// value without one (`-Wreturn-type`): newer g++ at -O2 runs on into whatever code
    /// follows, where older ones returned garbage and went on.
    MissingReturn,
}

impl Toolchain {
    /// Its word in the JSON line's `toolchain`.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Toolchain::HeaderClash => "header-clash",
            Toolchain::MissingReturn => "missing-return",
        }
    }
}

/// Whether a C or C++ compiler's `message` refuses a name the submission declares because a
/// system header declares it too: an error that a name is redeclared, conflicts or is
/// ambiguous, with a note that points into a header by its absolute path (the submission
/// is compiled as `Main.c` or `Main.cc`, named without a folder).
pub(crate) fn header_clash(message: &str) -> bool {
    const CLASHES: [&str; 6] = [
        "redeclared as different kind of",
        "conflicting declaration",
        "conflicting types for",
        "is ambiguous",
        "conflicts with a previous declaration",
        "previous declaration of",
    ];
    let mut clashing = false;
    for line in message.lines() {
        if line.contains("error:") {
            clashing = CLASHES.iter().any(|c| line.contains(c));
        } else if clashing && line.contains(": note:") && line.trim_start().starts_with('/') {
            return true;
        }
    }
    false
}

/// Whether g++'s `said` (its build's warnings) has one that a function returning a value
/// may end without one.
pub(crate) fn missing_return(said: &str) -> bool {
    said.contains("[-Wreturn-type]")
}

/// One row of the replay.
#[derive(Debug, Clone)]
pub(crate) struct Row {
    pub kept: Kept,
    /// The verdict here (CE included); `None` when not run.
    pub here: Option<Verdict>,
    /// The first case that failed here.
    pub case: Option<String>,
    pub finding: Finding,
    pub notes: Vec<KeptNote>,
    /// Remembered from an earlier replay of the same content.
    pub remembered: bool,
    /// The compiler's first error, when it compiles on BOJ and not here; for a tool that
    /// does not work here, the first line of its error (empty: it printed nothing).
    pub compile_error: Option<String>,
    /// Its figures here (none where it did not run).
    pub figures: HereFigures,
}

impl Row {
    /// A row of `kept`, not remembered, with no compiler's error.
    pub(crate) fn new(
        kept: &Kept,
        here: Option<Verdict>,
        case: Option<String>,
        finding: Finding,
        notes: Vec<KeptNote>,
    ) -> Row {
        Row {
            kept: kept.clone(),
            here,
            case,
            finding,
            notes,
            remembered: false,
            compile_error: None,
            figures: HereFigures::default(),
        }
    }
}

/// What went wrong on the judge's side of one row, or with the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Trouble {
    /// `submissions.toml` cannot be read as a list of tables: the file, the line, the text.
    BadList {
        file: String,
        line: usize,
        text: String,
    },
    /// A listed submission's code is not in `submissions/`.
    NoCode { file: String, id: u64 },
    /// The build or a case failed on the judge's side: the file, the case it failed on
    /// (`None`: before any), and why.
    Failed {
        file: String,
        case: Option<String>,
        why: Box<RunnerFailure>,
    },
    /// The problem's checker or interactor `file` does not compile: the compiler's first
    /// error, as it wrote it.
    ProgramCompile { file: String, first: String },
    /// The replay was interrupted while it ran.
    Cancelled,
}

/// One language's part of the replay's counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct LanguageCounts {
    pub submissions: usize,
    /// Judged here and set beside BOJ's verdict.
    pub runnable: usize,
    pub not_judged: usize,
    pub not_comparable: usize,
}

/// The replay's counts.
#[derive(Debug, Clone, Default)]
pub(crate) struct Counts {
    pub submissions: usize,
    pub runnable: usize,
    pub agrees: usize,
    pub weaker: usize,
    pub fidelity: usize,
    pub not_runnable: usize,
    /// Not judged: their problem has no stored case.
    pub not_judged: usize,
    /// Not comparable: no verdict, or a score on a scale the page does not give.
    pub not_comparable: usize,
    pub errors: usize,
    /// Per BOJ language name (as the list reads it: spaces folded, `/ 수정` dropped).
    pub languages: BTreeMap<String, LanguageCounts>,
    /// Every way a build differed from BOJ's, once.
    pub notes: Vec<KeptNote>,
    pub elapsed: Duration,
}

impl Counts {
    /// Counts one row.
    pub(crate) fn add(&mut self, row: &Row) {
        self.submissions += 1;
        let language = self.languages.entry(row.kept.language.clone()).or_default();
        language.submissions += 1;
        for note in &row.notes {
            if !self.notes.contains(note) {
                self.notes.push(*note);
            }
        }
        match row.finding {
            Finding::NotRunnable(why) => match why.kind() {
                Unjudged::NotRunnable => self.not_runnable += 1,
                Unjudged::NoCases => {
                    self.not_judged += 1;
                    language.not_judged += 1;
                }
                Unjudged::NotComparable => {
                    self.not_comparable += 1;
                    language.not_comparable += 1;
                }
            },
            found => {
                self.runnable += 1;
                language.runnable += 1;
                match found {
                    Finding::Agrees => self.agrees += 1,
                    Finding::WeakerCases => self.weaker += 1,
                    _ => self.fidelity += 1,
                }
            }
        }
    }
}

/// The finding for BOJ's verdict `boj` and the one here, `here`.
pub(crate) fn finding(boj: Boj, here: Verdict) -> Finding {
    if let Some(why) = boj.incomparable() {
        return Finding::NotRunnable(why);
    }
    match (boj, here) {
        (Boj::Verdict(Verdict::Ce), Verdict::Ce) => Finding::Agrees,
        // BOJ's compiler refused what this machine's compiles: the build differs.
        (Boj::Verdict(Verdict::Ce), _) => Finding::Fidelity(Cause::Build),
        (b, Verdict::Ac) if b.accepted() => Finding::Agrees,
        (b, Verdict::Ce) if b.accepted() => Finding::Fidelity(Cause::Build),
        (b, _) if b.accepted() => Finding::Fidelity(Cause::Judge),
        (_, Verdict::Ac) => Finding::WeakerCases,
        _ => Finding::Agrees,
    }
}

/// Whether a problem's page says it has a special judge that it has no checker for here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SpecialJudge {
    /// The page's label, and no checker here.
    Lacking,
    /// A checker here, or no label on the page.
    NotLacking,
}

/// A fidelity row put down to the missing special judge where it can come from one: a
/// right answer other than the stored one is WA (or PE, its spacing differing); a crash, a
/// TLE or an MLE is the program's own, whatever the checker.
pub(crate) fn blamed(finding: Finding, here: Verdict, special: SpecialJudge) -> Finding {
    let answer = matches!(here, Verdict::Wa | Verdict::Pe);
    if finding == Finding::Fidelity(Cause::Judge) && answer && special == SpecialJudge::Lacking {
        Finding::Fidelity(Cause::NoSpecialJudge)
    } else {
        finding
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clash_is_with_a_name_a_system_header_declares() {
        // g++ 12 on qkrwlgus5832's BOJ 13549 submission 11119633 (AC on BOJ in 2018).
        let time = "Main.cc:13:5: error: \u{2018}int time\u{2019} redeclared as different kind of entity\n\
                    \x20  13 | int time;\n\
                    In file included from /usr/include/c++/12/ctime:42,\n\
                    /usr/include/time.h:76:15: note: previous declaration \u{2018}time_t time(time_t*)\u{2019}\n";
        assert!(header_clash(time));
        // gcc on a C file's global `index` (strings.h).
        let index = "Main.c:2:5: error: 'index' redeclared as different kind of symbol\n\
                     /usr/include/strings.h:68:14: note: previous declaration of 'index' with type \
                     'char *(const char *, int)'\n";
        assert!(header_clash(index));
        // A clash inside the submission itself: its note names Main.cc, not a header.
        let own = "Main.cc:3:5: error: conflicting declaration 'long int a'\n\
                   Main.cc:2:5: note: previous declaration as 'int a'\n";
        assert!(!header_clash(own));
        // Any other error, even with a header's note after it.
        let other = "Main.cc:4:1: error: expected ';' before '}' token\n\
                     /usr/include/c++/12/bits/stl_algo.h:10:1: note: in definition of macro\n";
        assert!(!header_clash(other));
        assert!(missing_return(
            "Main.cc:245:1: warning: control reaches end of non-void function [-Wreturn-type]"
        ));
        assert!(!missing_return(
            "Main.cc:3:9: warning: unused variable 'x' [-Wunused-variable]"
        ));
    }

    #[test]
    fn findings_set_boj_beside_the_cases() {
        let table = [
            (Boj::Verdict(Verdict::Ac), Verdict::Ac, Finding::Agrees),
            (
                Boj::Verdict(Verdict::Ac),
                Verdict::Wa,
                Finding::Fidelity(Cause::Judge),
            ),
            (Boj::Verdict(Verdict::Wa), Verdict::Ac, Finding::WeakerCases),
            (Boj::Verdict(Verdict::Tle), Verdict::Wa, Finding::Agrees),
            (score(4900, Some(10000)), Verdict::Ac, Finding::WeakerCases),
            (score(4900, Some(10000)), Verdict::Wa, Finding::Agrees),
            (score(10000, Some(10000)), Verdict::Ac, Finding::Agrees),
            (
                score(10000, Some(10000)),
                Verdict::Wa,
                Finding::Fidelity(Cause::Judge),
            ),
            // A decimal score below decimal full marks is partial; at them, full.
            (score(4030, Some(10000)), Verdict::Ac, Finding::WeakerCases),
            (score(9999, Some(10000)), Verdict::Ac, Finding::WeakerCases),
            (score(2550, Some(2550)), Verdict::Ac, Finding::Agrees),
            // No scale: 100 is not full marks by itself, and nothing is set beside it.
            (
                score(10000, None),
                Verdict::Ac,
                Finding::NotRunnable(NotRunnable::ScoreWithoutScale),
            ),
            (
                score(64424509200, None),
                Verdict::Wa,
                Finding::NotRunnable(NotRunnable::ScoreWithoutScale),
            ),
            (Boj::Verdict(Verdict::Ce), Verdict::Ce, Finding::Agrees),
            (
                Boj::Verdict(Verdict::Ce),
                Verdict::Ac,
                Finding::Fidelity(Cause::Build),
            ),
            (
                Boj::Verdict(Verdict::Ac),
                Verdict::Ce,
                Finding::Fidelity(Cause::Build),
            ),
            (Boj::Verdict(Verdict::Wa), Verdict::Ce, Finding::Agrees),
            (
                Boj::Unknown,
                Verdict::Ac,
                Finding::NotRunnable(NotRunnable::NoVerdict),
            ),
        ];
        for (boj, here, want) in table {
            assert_eq!(finding(boj, here), want, "{boj:?} {here:?}");
        }
    }

    fn score(hundredths: u64, full: Option<u64>) -> Boj {
        Boj::Score {
            score: Points(hundredths),
            full: full.map(Points),
        }
    }

    #[test]
    fn scores_are_decimals_and_full_only_against_full_marks() {
        for (text, want) in [
            ("40.3", Some(4030)),
            ("100", Some(10000)),
            ("38.42", Some(3842)),
            ("0.05", Some(5)),
            ("99.999", Some(9999)),
            ("2147483647", Some(214748364700)),
            ("", None),
            ("4.", None),
            (".5", None),
            ("-1", None),
            ("1e2", None),
        ] {
            assert_eq!(Points::parse(text), want.map(Points), "{text}");
        }
        for (hundredths, shown) in [(4030, "40.3"), (10000, "100"), (3842, "38.42"), (5, "0.05")] {
            assert_eq!(Points(hundredths).to_string(), shown);
        }
        assert_eq!(score(4030, Some(10000)).code(), "PARTIAL");
        assert_eq!(score(10000, Some(10000)).code(), "AC");
        assert_eq!(score(10000, None).code(), "SCORE");
        assert!(!score(10000, None).accepted());
        assert!(score(11200, Some(10000)).accepted());
    }

    /// Only a WA or PE can come from a special judge the problem lacks here.
    #[test]
    fn only_a_wrong_answer_is_put_down_to_a_missing_special_judge() {
        let judge = Finding::Fidelity(Cause::Judge);
        let table = [
            (Verdict::Wa, SpecialJudge::Lacking, Cause::NoSpecialJudge),
            (Verdict::Pe, SpecialJudge::Lacking, Cause::NoSpecialJudge),
            (Verdict::Re, SpecialJudge::Lacking, Cause::Judge),
            (Verdict::Tle, SpecialJudge::Lacking, Cause::Judge),
            (Verdict::Mle, SpecialJudge::Lacking, Cause::Judge),
            (Verdict::Ole, SpecialJudge::Lacking, Cause::Judge),
            (Verdict::Wa, SpecialJudge::NotLacking, Cause::Judge),
        ];
        for (here, special, cause) in table {
            assert_eq!(
                blamed(judge, here, special),
                Finding::Fidelity(cause),
                "{here:?} {special:?}"
            );
        }
        let build = Finding::Fidelity(Cause::Build);
        assert_eq!(blamed(build, Verdict::Ce, SpecialJudge::Lacking), build);
        assert_eq!(
            blamed(Finding::Agrees, Verdict::Wa, SpecialJudge::Lacking),
            Finding::Agrees
        );
    }

    #[test]
    fn rows_not_set_beside_boj_are_counted_apart() {
        let kept = |language: &str, boj| Kept {
            problem: "boj-1".into(),
            id: 1,
            language: language.into(),
            kind: KeptLanguage::Other,
            boj,
            source: None,
            boj_figures: Figures::default(),
        };
        let mut counts = Counts::default();
        let ac = Boj::Verdict(Verdict::Ac);
        for (language, boj, found) in [
            ("C++14", ac, Finding::NotRunnable(NotRunnable::NoCases)),
            ("C++14", ac, Finding::Agrees),
            (
                "C++14",
                score(4030, None),
                Finding::NotRunnable(NotRunnable::ScoreWithoutScale),
            ),
            (
                "Python 3",
                ac,
                Finding::NotRunnable(NotRunnable::CodeNotSaved),
            ),
        ] {
            counts.add(&Row::new(
                &kept(language, boj),
                None,
                None,
                found,
                Vec::new(),
            ));
        }
        assert_eq!(
            [
                counts.submissions,
                counts.runnable,
                counts.agrees,
                counts.not_runnable,
                counts.not_judged,
                counts.not_comparable
            ],
            [4, 1, 1, 1, 1, 1]
        );
        let cpp = counts.languages["C++14"];
        assert_eq!(
            [
                cpp.submissions,
                cpp.runnable,
                cpp.not_judged,
                cpp.not_comparable
            ],
            [3, 1, 1, 1]
        );
        assert_eq!(
            Finding::NotRunnable(NotRunnable::NoCases).code(),
            "not-judged"
        );
        assert_eq!(
            Finding::NotRunnable(NotRunnable::ScoreWithoutScale).code(),
            "not-comparable"
        );
    }
}
