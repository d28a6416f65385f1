//! `new --html PAGE` (and `--fetch`, which only says BOJ has closed): a saved BOJ or
//! Programmers page into a [`Draft`].
//!
//! Apart from `new.rs` because reading a page is a concern of its own: which site a page is,
//! whether it holds a problem at all, and whether its number agrees with the command line's.
//! `new.rs` parses the command line, applies the flags over the draft and writes its files.

use super::Draft;
use crate::author::examples::{self, ProgrammersPage};
use crate::author::statement::Statement;
use crate::author::{fetch, statement_md, usage, Matches};
use crate::cli::flags::{FETCH, HTML, SIGNATURE};
use crate::error::{self, Error};
use crate::report::words::{AuthorLine, PageLine};
use crate::sites::{Kind, NewId, Site};
use crate::Context;
use std::fs;

/// The page `--html` gives, if it does.
pub(super) enum Page {
    Read(Option<String>),
    /// No page (`--fetch`: BOJ has closed): why, and what to do instead.
    Refused(AuthorLine),
}

/// Reads the page of `--html FILE`; `--fetch` gives none, only the line saying why.
pub(super) fn read_page(
    parsed: &Matches,
    ctx: &Context,
    given: Option<&NewId>,
) -> Result<Page, Error> {
    let page = match (parsed.value(&HTML), parsed.has(&FETCH), given) {
        (Some(_), true, _) => return Err(usage("new", error::Usage::FetchWithHtml)),
        (Some(file), false, _) => {
            let path = ctx.cwd.join(file);
            let bytes = fs::read(&path).map_err(|source| Error::ReadArgument {
                flag: "--html",
                path,
                source,
            })?;
            Some(String::from_utf8_lossy(&bytes).into_owned())
        }
        (None, true, Some(id)) if matches!(id.site.kind(), Kind::Closed) => {
            return Ok(Page::Refused(fetch::boj_closed(&id.number)));
        }
        (None, true, _) => return Err(usage("new", error::Usage::FetchNotBoj)),
        (None, false, Some(_)) => None,
        (None, false, None) => return Err(usage("new", error::Usage::NoIdNorPage)),
    };
    Ok(Page::Read(page))
}

/// The draft a saved page gives: a BOJ problem page, or a Programmers one.
pub(super) fn draft_from_page(
    page: &str,
    given: Option<&NewId>,
    parsed: &Matches,
    notes: &mut Vec<PageLine>,
) -> Result<Draft, Error> {
    let boj = Statement::read(page);
    let site = given.map(|id| id.site).unwrap_or(
        if boj.is_problem_page() || ProgrammersPage::read(page).is_none() {
            Site::Boj
        } else {
            Site::Programmers
        },
    );
    match site.kind() {
        Kind::Live(_) => Err(usage(
            "new",
            error::Usage::HtmlLiveSite {
                site: site.label(),
                prefix: site.prefix(),
            },
        )),
        Kind::Closed => {
            if !boj.is_problem_page() {
                return Err(usage("new", error::Usage::NotBojPage));
            }
            let number = pick_number(given, boj.number.clone(), site)?;
            let mut draft = Draft::from_boj(&boj, number);
            draft.statement = statement_md::from_boj_page(page, &boj, &draft.id.number);
            draft.input_section = crate::html::Document::parse(page)
                .by_id("problem_input")
                .map(|e| e.words())
                .filter(|words| !words.is_empty());
            Ok(draft)
        }
        Kind::Function => {
            let text = page;
            let Some(page) = ProgrammersPage::read(page) else {
                return Err(usage("new", error::Usage::NoExamplesTable));
            };
            let number = pick_number(given, page.number.clone(), site)?;
            let title = page.title.clone();
            let (mut draft, said) = examples::draft(&page, number, parsed.value(&SIGNATURE))?;
            notes.extend(said);
            // A BaekjoonHub README holds the statement's HTML under `### 문제 설명`.
            draft.statement = statement_md::from_hub_readme(text, site, title.as_deref());
            Ok(draft)
        }
    }
}

/// The number the command line gave, or the page's; they must agree when both are there.
fn pick_number(given: Option<&NewId>, page: Option<String>, site: Site) -> Result<String, Error> {
    let page = page.and_then(|n| NewId::number(&n));
    match (given, page) {
        (Some(id), Some(page)) if id.number != page => Err(usage(
            "new",
            error::Usage::PageIsOther {
                site: site.label(),
                page,
                given: id.number.clone(),
            },
        )),
        (Some(id), _) => Ok(id.number.clone()),
        (None, Some(page)) => Ok(page),
        (None, None) => Err(usage("new", error::Usage::PageUnnumbered)),
    }
}
