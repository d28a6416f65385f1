//! The judge command's plan: raw options and the environment become what to judge and how
//! to report it, validated in one step (workspace, selection, `--failed`, `--changed-since`,
//! `--partition`, language, colour, jobs), before anything is built.

use super::{remember, select};
use crate::cli::{
    Cases, ColorChoice, CompilerStrictness, DataStrictness, Detail, JudgeOptions, KeepOutput,
    OverflowChecks, Rerun, UnitTestRuns,
};
use crate::error::{Error, Usage};
use crate::report::github::Github;
use crate::report::human::Human;
use crate::report::json::Json;
use crate::report::junit::Junit;
use crate::report::quiet::FailuresOnly;
use crate::report::{Color, Format, Lang, Note, Reporter};
use crate::workspace::{self, Problem};
use crate::Context;
use std::path::{Path, PathBuf};

/// What to judge and how to report it, validated.
pub(super) struct Plan {
    pub(super) root: PathBuf,
    /// The problems to judge, after selection, `--changed-since` and `--partition`.
    pub(super) selected: Vec<String>,
    /// Notes for the reader about how the selection was made.
    pub(super) notes: Vec<Note>,
    /// The cases to judge, when not every case: `(problem, case)`, the problem `None` for a
    /// `--case` that applies to every selected problem. A problem no entry names is judged
    /// whole.
    pub(super) only: Vec<(Option<String>, String)>,
    /// Whether `only` came from the command line (a name that matches no case is then an
    /// error) or from the record of failures (a case since removed is then no matter).
    pub(super) only_given: bool,
    pub(super) keep: KeepOutput,
    pub(super) jobs: usize,
    pub(super) overflow: OverflowChecks,
    pub(super) unit_tests: UnitTestRuns,
    pub(super) cases: Cases,
    pub(super) strict_data: DataStrictness,
    /// Whether each Rust solution is checked for std APIs newer than its judge's compiler
    /// (not with `--toolchain`: the judge's compiler then builds it, and the compile is the
    /// check), and what one found is.
    pub(super) newer_apis: Option<CompilerStrictness>,
    pub(super) format: Format,
    pub(super) detail: Detail,
    pub(super) lang: Lang,
    pub(super) color: Color,
}

impl Plan {
    /// Validates the options against the workspace and the environment read by `main`.
    pub(super) fn new(options: &JudgeOptions, ctx: &Context) -> Result<Plan, Error> {
        let root = workspace::resolve_root(&ctx.cwd, options.root.as_deref())
            .map_err(Error::NoWorkspace)?;
        let ids = workspace::problem_ids(&root).map_err(Error::NoWorkspace)?;
        let mut notes = Vec::new();
        let (names, mut only) = named(options, &ids, &root, &ctx.cwd, &mut notes)?;
        let mut selected = workspace::select(&ids, &names).map_err(|e| {
            // `cargo judge ad boj-1000`: the first word, matching no problem, may be a command.
            let command = options
                .problems
                .first()
                .filter(|first| workspace::select(&ids, std::slice::from_ref(first)).is_err())
                .and_then(|first| crate::cli::near_command(first));
            usage(Usage::Select { fault: e, command })
        })?;
        if options.rerun == Rerun::Failed {
            only = last_failed(&root, &mut selected, &mut notes);
        }
        if let Some(rev) = &options.changed_since {
            notes.push(select::changed_since(&root, rev, &mut selected)?);
        }
        if let Some(partition) = options.partition {
            selected = select::partition(&root, &selected, partition);
        }
        let color = match options.color {
            ColorChoice::Always => Color::Always,
            ColorChoice::Never => Color::Never,
            ColorChoice::Auto if ctx.stdout_is_terminal && !ctx.no_color => Color::Always,
            ColorChoice::Auto => Color::Never,
        };
        Ok(Plan {
            root,
            selected,
            notes,
            only,
            only_given: options.rerun == Rerun::All,
            keep: options.keep_output,
            jobs: crate::cli::runs_at_once(options.jobs, ctx.cpus),
            overflow: options.overflow_checks,
            unit_tests: options.unit_tests,
            cases: options.cases,
            strict_data: options.strict_data,
            newer_apis: options
                .toolchain
                .is_none()
                .then_some(options.strict_compiler),
            format: options.format,
            detail: options.detail,
            lang: Lang::chosen(options.lang, ctx.lang.as_deref()),
            color,
        })
    }

    /// Keeps only the cases `only` names; a problem left without cases is not judged.
    ///
    /// # Errors
    /// A usage error for a case named on the command line that no selected problem has.
    pub(super) fn narrow(&mut self, discovery: &mut workspace::Discovery) -> Result<(), Error> {
        if self.only.is_empty() {
            return Ok(());
        }
        let only = &self.only;
        let wanted = |id: &str| -> Vec<&str> {
            only.iter()
                .filter(|(p, _)| p.as_deref().is_none_or(|p| p == id))
                .map(|(_, case)| case.as_str())
                .collect()
        };
        if self.only_given {
            for (problem, case) in only {
                let has = |p: &Problem| p.cases.iter().any(|c| c.name == *case);
                let found = discovery
                    .problems
                    .iter()
                    .filter(|p| problem.as_deref().is_none_or(|id| id == p.id))
                    .any(has);
                if !found {
                    let known: Vec<String> = discovery
                        .problems
                        .iter()
                        .filter(|p| problem.as_deref().is_none_or(|id| id == p.id))
                        .flat_map(|p| p.cases.iter().map(|c| c.name.clone()))
                        .take(12)
                        .collect();
                    return Err(usage(Usage::NoCase {
                        case: case.clone(),
                        problem: problem.clone(),
                        known,
                    }));
                }
            }
        }
        for problem in &mut discovery.problems {
            let names = wanted(&problem.id);
            if !names.is_empty() {
                problem.cases.retain(|c| names.contains(&c.name.as_str()));
            }
        }
        discovery.problems.retain(|p| !p.cases.is_empty());
        self.selected = discovery.problems.iter().map(|p| p.id.clone()).collect();
        discovery
            .errors
            .retain(|e| self.selected.contains(&e.problem));
        Ok(())
    }

    /// The reporter of the chosen format, writing where that format goes.
    pub(super) fn reporter<'c>(&self, ctx: &'c mut Context) -> Box<dyn Reporter + 'c> {
        match self.format {
            Format::Human => {
                let human = Human::new(&mut ctx.stdout, self.color, self.lang);
                match self.detail {
                    Detail::All => Box::new(human),
                    Detail::Failures => Box::new(FailuresOnly::new(human)),
                }
            }
            Format::Json => Box::new(Json::new(&mut ctx.stdout)),
            Format::Github => Box::new(Github::new(
                &mut ctx.stdout,
                self.lang,
                ctx.step_summary.clone(),
            )),
            Format::Junit => Box::new(Junit::new(&mut ctx.stdout)),
        }
    }
}

/// A case the command line names: `(problem, case)`, the problem `None` for `--case`.
type Only = (Option<String>, String);

/// A usage error of the judge command.
fn usage(fault: Usage) -> Error {
    Error::Usage { command: "", fault }
}

/// The problems the command line names (`PROBLEM/CASE` names a problem and one of its cases;
/// no name, in a problem's folder, names that problem) and the cases it names: `--case` for
/// every problem, `PROBLEM/CASE` for one.
fn named(
    options: &JudgeOptions,
    ids: &[String],
    root: &Path,
    cwd: &Path,
    notes: &mut Vec<Note>,
) -> Result<(Vec<String>, Vec<Only>), Error> {
    let mut names = Vec::new();
    let mut only = Vec::new();
    for name in &options.problems {
        match name.split_once('/') {
            Some((problem, case)) if !problem.is_empty() && !case.is_empty() => {
                let id = workspace::select_one(ids, problem).map_err(Error::unselected(""))?;
                only.push((Some(id.clone()), case.to_owned()));
                names.push(id);
            }
            _ => names.push(name.clone()),
        }
    }
    only.extend(options.only_cases.iter().map(|c| (None, c.clone())));
    if options.rerun == Rerun::Failed && !only.is_empty() {
        return Err(usage(Usage::FailedChoosesCases));
    }
    if names.is_empty() && options.rerun == Rerun::All {
        if let Some(id) = workspace::problem_at(root, cwd) {
            notes.push(Note::CurrentFolder { id: id.clone() });
            names.push(id);
        }
    }
    Ok((names, only))
}

/// `--failed`: the selected problems narrowed to those with a case that failed when last
/// judged, and those cases.
fn last_failed(
    root: &Path,
    selected: &mut Vec<String>,
    notes: &mut Vec<Note>,
) -> Vec<(Option<String>, String)> {
    let failed = remember::failed(root);
    selected.retain(|id| failed.iter().any(|(f, _)| f == id));
    let only: Vec<(Option<String>, String)> = failed
        .into_iter()
        .filter(|(id, _)| selected.contains(id))
        .map(|(id, case)| (Some(id), case))
        .collect();
    notes.push(Note::Failed {
        cases: only.len(),
        problems: selected.len(),
    });
    only
}
