//! `cargo judge new SITE NUMBER`: a new problem from the templates, ready to compile; with
//! `--html PAGE`, also with the page's title, limits, samples and labels.
//!
//! [`Draft`] and [`create`] are what every way of starting a problem shares: `new` by hand,
//! from a page, and `listen` from Competitive Companion. A saved page becomes a draft in
//! [`page`].

use super::statement::{Label, Statement};
use super::statement_md;
use super::template::{self, LimitsSource, PageFacts, ProblemKind};
use super::Matches;
use crate::cli::flags::{
    INTERACTIVE, LANGUAGE, MEMORY_LIMIT_MB, REGENERATE_HARNESS, SIGNATURE, TIME_LIMIT_MS, TITLE,
};
use crate::config::Language;
use crate::error::{self, Error};
use crate::profile;
use crate::programmers::Signature;
use crate::report::words::{self, AuthorLine, LimitsFrom, LiveBuild, Next, PageLine, PageNote};
use crate::sites::{Kind, LiveTask, NewId, NewLimits, Site};
use crate::workspace;
use crate::Context;
use std::path::{Path, PathBuf};

mod page;

use page::{draft_from_page, read_page, Page};

/// Everything a new problem's files are made from.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Draft {
    pub id: NewId,
    pub title: Option<String>,
    pub limits: NewLimits,
    pub source: LimitsSource,
    pub facts: PageFacts,
    /// Programmers only.
    pub signature: Option<Signature>,
    /// (case name, input, expected output), stored as `NAME.in` / `NAME.out`.
    pub cases: Vec<(String, Vec<u8>, Vec<u8>)>,
    /// Other files for `testcases/ID/` (an interactive problem's transcripts).
    pub extra: Vec<(String, Vec<u8>)>,
    /// The language it is judged as (BOJ; Programmers problems keep the default).
    pub language: Language,
    /// Interactive (BOJ, from `--interactive` or the page's label): the interactive template,
    /// `compare = "interactive"` and an interactor skeleton.
    pub kind: ProblemKind,
    /// The statement in Markdown, from the page, for `testcases/ID/statement.md` (kept
    /// beside the other files, never overwritten, and never a reason to refuse).
    pub statement: Option<String>,
    /// The statement's input section, as text, quoted in the validator skeleton.
    pub input_section: Option<String>,
}

impl Draft {
    /// A problem with the site's defaults and nothing else.
    pub(super) fn new(id: NewId) -> Draft {
        let site = id.site;
        Draft {
            limits: site.limits(),
            id,
            title: None,
            source: LimitsSource::Given,
            facts: PageFacts::default(),
            signature: None,
            cases: Vec::new(),
            extra: Vec::new(),
            language: site.language(),
            kind: ProblemKind::Batch,
            statement: None,
            input_section: None,
        }
    }

    /// A BOJ problem from what its page says; `number` is the one the command line gave.
    pub(super) fn from_boj(statement: &Statement, number: String) -> Draft {
        Draft::from_statement(
            statement,
            NewId {
                site: Site::Boj,
                number,
            },
        )
    }

    /// A problem of `id` from what its page says (or Competitive Companion sent of it).
    pub(super) fn from_statement(statement: &Statement, id: NewId) -> Draft {
        let mut draft = Draft::new(id);
        draft.title = statement.title.clone();
        if let (Some(time_ms), Some(memory_mb)) = (statement.time_ms, statement.memory_mb) {
            draft.limits = NewLimits { time_ms, memory_mb };
            draft.source = LimitsSource::Page;
        } else {
            draft.source = LimitsSource::Unchecked;
        }
        let facts = &mut draft.facts;
        facts.comments.clone_from(&statement.notes);
        facts.extra = statement.extra;
        facts.labels = statement.labels.iter().map(|l| l.name()).collect();
        let interactive = statement.labels.contains(&Label::Interactive);
        for label in &statement.labels {
            let comment = match label {
                Label::SpecialJudge => match statement.tolerance {
                    Some(tolerance) => {
                        facts.compare = Some("float");
                        facts.float_tolerance = Some(tolerance);
                        PageNote::SpecialJudgeFloat {
                            tolerance: format!("{tolerance:e}"),
                        }
                    }
                    None => PageNote::SpecialJudge,
                },
                Label::Interactive => PageNote::Interactive,
                Label::FunctionType => PageNote::FunctionType,
                Label::PartialScore | Label::Subtask => PageNote::PartialScore,
                Label::LanguageRestricted => PageNote::LanguageRestricted,
            };
            if !facts.comments.contains(&comment) {
                facts.comments.push(comment);
            }
        }
        if interactive {
            draft.kind = ProblemKind::Interactive;
        }
        for sample in &statement.samples {
            let name = format!("sample-{}", sample.number);
            if interactive {
                let text = format!(
                    "input (the judge's side):\n{}\noutput (the solution's side):\n{}",
                    sample.input, sample.output
                );
                draft
                    .extra
                    .push((format!("{name}.transcript"), text.into_bytes()));
            } else {
                draft.cases.push((
                    name,
                    sample.input.clone().into_bytes(),
                    sample.output.clone().into_bytes(),
                ));
            }
        }
        draft
    }

    /// The files it becomes: (path, content).
    pub(super) fn files(&self, root: &Path) -> Vec<(PathBuf, Vec<u8>)> {
        let name = self.id.id();
        let crate_dir = root.join("problems").join(&name);
        let data = root.join("testcases").join(&name);
        let title = self.title.as_deref();
        let mut facts = self.facts.clone();
        let source = match (&self.signature, self.kind) {
            (Some(signature), _) => {
                template::programmers_main(&self.id, title, self.limits, signature)
            }
            (None, ProblemKind::Batch) => {
                template::boj_main(&self.id, title, self.limits, &self.facts)
            }
            (None, ProblemKind::Interactive) => {
                // The interactor judges: no other comparison applies.
                facts.compare = Some("interactive");
                facts.float_tolerance = None;
                template::boj_interactive_main(&self.id, title, self.limits, &self.facts)
            }
        };
        let spec = template::problem_toml(
            &self.id,
            title,
            self.limits,
            self.source,
            &facts,
            self.language,
        );
        let mut files = vec![
            (
                crate_dir.join("Cargo.toml"),
                template::cargo_toml(&name, self.language).into_bytes(),
            ),
            // Marked, so that the judge reports it as to solve until its code changes.
            (
                crate_dir.join("src").join("main.rs"),
                super::todo::mark(&source).into_bytes(),
            ),
            (data.join("problem.toml"), spec.into_bytes()),
        ];
        if matches!(self.id.site.kind(), Kind::Closed) {
            // A skeleton that accepts every input until its constraints are written.
            files.push((
                data.join("validator.rs"),
                super::validate::skeleton(&self.id.id(), self.input_section.as_deref())
                    .into_bytes(),
            ));
        }
        if self.kind == ProblemKind::Interactive {
            files.push((
                data.join("interactor.rs"),
                template::interactor_rs(&self.id).into_bytes(),
            ));
        }
        for (case, input, output) in &self.cases {
            files.push((data.join(format!("{case}.in")), input.clone()));
            files.push((data.join(format!("{case}.out")), output.clone()));
        }
        for (file, bytes) in &self.extra {
            files.push((data.join(file), bytes.clone()));
        }
        files
    }
}

/// Writes a draft's files; refuses, writing nothing, when any of them exists. Returns the
/// lines that say what was written.
///
/// # Errors
/// [`Error::Overwrite`] naming what exists, or a failure to write.
pub(super) fn create(root: &Path, draft: &Draft) -> Result<Vec<AuthorLine>, Error> {
    let files = draft.files(root);
    let paths: Vec<&Path> = files.iter().map(|(p, _)| p.as_path()).collect();
    super::refuse_existing(root, &paths, error::Instead::EditOrRemove)?;
    for (path, bytes) in &files {
        super::create_new(root, path, bytes)?;
    }
    // The crate, the solution, problem.toml and an interactive problem's interactor: one line
    // each; the cases and transcripts in one line.
    let named = match draft.kind {
        ProblemKind::Batch => 3,
        ProblemKind::Interactive => 4,
    } + usize::from(matches!(draft.id.site.kind(), Kind::Closed));
    let mut lines: Vec<AuthorLine> = files
        .iter()
        .take(named)
        .map(|(p, _)| AuthorLine::Created {
            path: workspace::rel(root, p),
        })
        .collect();
    if files.len() > named {
        let data = root.join("testcases").join(draft.id.id());
        lines.push(AuthorLine::CreatedCases {
            data: workspace::rel(root, &data),
            samples: draft.cases.len(),
            transcripts: draft.extra.len(),
        });
    }
    Ok(lines)
}

/// Parses `SITE NUMBER` or `SITE-NUMBER` for `command` (`cf 1927A`, `cf-1927a`, `atcoder
/// abc300 a`, `atcoder-abc300-a`), a problem's address or AtCoder's task id (see
/// [`NewId::of_address`]); `None` when there are no positional arguments.
pub(super) fn parse_id(
    positional: &[String],
    command: &'static str,
) -> Result<Option<NewId>, Error> {
    if let [one] = positional {
        if let Some(id) = NewId::of_address(one) {
            return Ok(Some(id));
        }
    }
    let (site, rest): (&str, Vec<&str>) = match positional {
        [site, first, second] => (site.as_str(), vec![first.as_str(), second.as_str()]),
        [site, number] => (site.as_str(), vec![number.as_str()]),
        [id] => id
            .split_once('-')
            .map(|(site, rest)| (site, vec![rest]))
            .ok_or_else(|| {
                super::usage(command, error::Usage::NotSiteNumber { given: id.clone() })
            })?,
        [] => return Ok(None),
        _ => {
            return Err(Error::BadCommandLine {
                command,
                fault: error::CommandLine::MissingArguments,
            })
        }
    };
    let site = Site::from_name(site).ok_or_else(|| {
        super::usage(
            command,
            error::Usage::UnknownName {
                what: error::Named::Site,
                given: site.to_owned(),
                choices: &Site::PREFIXES,
            },
        )
    })?;
    if site.live() {
        let task = LiveTask::from_arguments(site, &rest).ok_or_else(|| {
            super::usage(
                command,
                error::Usage::NotLiveTask {
                    site,
                    given: rest.join(" "),
                },
            )
        })?;
        return Ok(Some(task.id()));
    }
    let [number] = rest[..] else {
        return Err(super::usage(
            command,
            error::Usage::OneNumber {
                site: site.label(),
                prefix: site.prefix(),
            },
        ));
    };
    let number = NewId::number(number).ok_or_else(|| {
        super::usage(
            command,
            error::Usage::NotNumber {
                given: number.to_owned(),
            },
        )
    })?;
    Ok(Some(NewId { site, number }))
}

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    if parsed.has(&REGENERATE_HARNESS) {
        return super::regenerate::run(parsed, ctx);
    }
    if let Some(extra) = parsed.positional.get(3) {
        return Err(Error::BadCommandLine {
            command: "new",
            fault: error::CommandLine::Unexpected(extra.clone()),
        });
    }
    let given = parse_id(&parsed.positional, "new")?;
    let mut notes: Vec<PageLine> = Vec::new();
    let page = match read_page(parsed, ctx, given.as_ref())? {
        Page::Read(page) => page,
        Page::Refused(why) => {
            let lang = super::lang(parsed, ctx)?;
            super::say(
                &mut ctx.stderr,
                &format!("{}\n", words::author_line(&why, lang)),
            )?;
            return Ok(error::EXIT_TROUBLE);
        }
    };
    let mut draft = match (&page, &given) {
        (None, Some(id)) => Draft::new(id.clone()),
        (Some(page), _) => draft_from_page(page, given.as_ref(), parsed, &mut notes)?,
        (None, None) => unreachable!("read_page: no page means SITE NUMBER was given"),
    };
    apply_flags(&mut draft, parsed)?;
    let root = super::root(parsed, ctx)?;
    // A judge.toml it cannot read stops it before it writes anything.
    statement_md::publishes_statements(&root)?;
    let lang = super::lang(parsed, ctx)?;
    let mut said = create(&root, &draft)?;
    if let Some(text) = &draft.statement {
        said.push(statement_md::keep(&root, &draft.id.id(), text)?);
    }
    said.extend(statement_md::ignore_statements(&root)?);
    let mut lines: Vec<String> = said
        .iter()
        .map(|line| words::author_line(line, lang))
        .collect();
    if page.is_some() {
        // What the page proposed comes first; the problem and the page's notes after the
        // files.
        let said = |line: &PageLine| words::page_line(line, lang);
        lines.splice(0..0, notes.iter().map(said));
        lines.push(said(&describe(&draft)));
        for comment in &draft.facts.comments {
            lines.push(said(&PageLine::Note(comment.clone())));
        }
    }
    lines.push(words::author_line(&judged_as(&draft), lang));
    lines.push(words::author_line(&next_step(&root, &draft), lang));
    let mut text = lines.join("\n");
    text.push('\n');
    super::say(&mut ctx.stderr, &text)?;
    Ok(error::EXIT_OK)
}

/// The line saying what the problem is judged as, and for Programmers that it is practice.
fn judged_as(draft: &Draft) -> AuthorLine {
    match draft.id.site.kind() {
        Kind::Closed => AuthorLine::JudgedAsBoj {
            language: draft.language.to_string(),
            rustc: profile::rustc(draft.language),
            edition: draft.language.edition(),
            closed: profile::BOJ_CLOSED,
        },
        Kind::Function => AuthorLine::ProgrammersPractice,
        Kind::Live(_) => live_judged_as(draft.language),
    }
}

/// The `next:` line: what to fill in and the command that judges it.
fn next_step(root: &Path, draft: &Draft) -> AuthorLine {
    let id = draft.id.id();
    let main = root.join("problems").join(&id).join("src").join("main.rs");
    let step = if draft.kind == ProblemKind::Interactive {
        Next::Interactive
    } else if draft.cases.is_empty() {
        Next::AddSamples
    } else {
        Next::Judge
    };
    AuthorLine::Next {
        main: workspace::rel(root, &main),
        id,
        step,
    }
}

/// What `new` and `listen` say of a live judge's problem: the language to pick and how the
/// judge builds it, from its profile.
pub(super) fn live_judged_as(language: Language) -> AuthorLine {
    AuthorLine::JudgedAsLive {
        language: language.to_string(),
        build: profile::live(language).map(|row| LiveBuild {
            flags: row.flags.join(" "),
            site: row.site,
            build: row.build,
        }),
    }
}

/// What the flags say over the draft: title, limits, language and signature.
fn apply_flags(draft: &mut Draft, parsed: &Matches) -> Result<(), Error> {
    apply_title(draft, parsed)?;
    apply_limits(draft, parsed)?;
    draft.language = chosen_language(draft.id.site, parsed)?;
    apply_interactive(draft, parsed)?;
    apply_signature(draft, parsed)
}

/// `--title`: one line, trimmed, over the page's.
fn apply_title(draft: &mut Draft, parsed: &Matches) -> Result<(), Error> {
    if let Some(title) = parsed.value(&TITLE).map(str::trim) {
        if title.contains('\n') {
            return Err(super::usage("new", error::Usage::TitleLines));
        }
        draft.title = Some(title.to_owned());
    }
    Ok(())
}

/// `--time-limit-ms` and `--memory-limit-mb`, each over the page's or the site's limit.
fn apply_limits(draft: &mut Draft, parsed: &Matches) -> Result<(), Error> {
    let time_ms = parsed.number::<u64>(&TIME_LIMIT_MS, 1, error::Quantity::Milliseconds)?;
    let memory_mb = parsed.number::<u64>(&MEMORY_LIMIT_MB, 1, error::Quantity::Megabytes)?;
    if time_ms.is_some() || memory_mb.is_some() {
        draft.limits = NewLimits {
            time_ms: time_ms.unwrap_or(draft.limits.time_ms),
            memory_mb: memory_mb.unwrap_or(draft.limits.memory_mb),
        };
        draft.source = LimitsSource::Given;
    }
    Ok(())
}

/// `--language`, checked against the site's Rust languages; else the site's default.
fn chosen_language(site: Site, parsed: &Matches) -> Result<Language, Error> {
    let language = match (site.kind(), parsed.value(&LANGUAGE)) {
        (Kind::Closed, Some(text)) => Language::from_name(text).ok_or_else(|| {
            super::usage(
                "new",
                error::Usage::RustLanguage {
                    given: text.to_owned(),
                    site: site.label(),
                    allowed: vec!["Rust 2021".to_owned(), "Rust 2024".to_owned()],
                },
            )
        })?,
        (Kind::Function, Some(_)) => {
            return Err(super::usage("new", error::Usage::LanguageProgrammers))
        }
        (Kind::Live(_), Some(text)) => {
            let allowed = site.languages();
            Language::from_name(text)
                .filter(|l| allowed.contains(l))
                .or_else(|| allowed.iter().copied().find(|l| l.edition() == text.trim()))
                .ok_or_else(|| {
                    super::usage(
                        "new",
                        error::Usage::RustLanguage {
                            given: text.to_owned(),
                            site: site.label(),
                            allowed: allowed.iter().map(|l| l.name().to_owned()).collect(),
                        },
                    )
                })?
        }
        (_, None) => site.language(),
    };
    Ok(language)
}

/// `--interactive`: the interactive template; not for Programmers, which calls a function.
fn apply_interactive(draft: &mut Draft, parsed: &Matches) -> Result<(), Error> {
    if parsed.has(&INTERACTIVE) {
        if matches!(draft.id.site.kind(), Kind::Function) {
            return Err(super::usage("new", error::Usage::InteractiveProgrammers));
        }
        draft.kind = ProblemKind::Interactive;
    }
    Ok(())
}

/// `--signature`: Programmers problems need one (from the flag or the page), BOJ takes none.
fn apply_signature(draft: &mut Draft, parsed: &Matches) -> Result<(), Error> {
    match (
        draft.id.site.kind(),
        parsed.value(&SIGNATURE),
        &draft.signature,
    ) {
        (Kind::Function, Some(text), _) => {
            draft.signature = Some(
                Signature::parse(text)
                    .map_err(|why| super::usage("new", error::Usage::BadSignature { why }))?,
            );
        }
        (Kind::Function, None, None) => {
            return Err(super::usage("new", error::Usage::NeedsSignature))
        }
        (Kind::Closed, Some(_), _) => return Err(super::usage("new", error::Usage::SignatureBoj)),
        _ => {}
    }
    Ok(())
}

/// `boj-1000: A+B · 2000 ms, 128 MB · 2 samples · compare = "lines"`.
fn describe(draft: &Draft) -> PageLine {
    let from = match draft.source {
        LimitsSource::Page => LimitsFrom::Page,
        LimitsSource::Given => LimitsFrom::Given,
        LimitsSource::Unchecked => LimitsFrom::Default,
    };
    let compare = match draft.id.site.kind() {
        Kind::Closed | Kind::Live(_) if draft.kind == ProblemKind::Interactive => "interactive",
        _ => draft.id.site.compare(draft.facts.compare),
    };
    PageLine::Describe {
        id: draft.id.id(),
        title: draft.title.clone(),
        time_ms: draft.limits.time_ms,
        memory_mb: draft.limits.memory_mb,
        from,
        samples: draft.cases.len(),
        compare,
        labels: draft.facts.labels.iter().map(ToString::to_string).collect(),
    }
}
