//! `cargo judge new SITE NUMBER`: a new problem from the templates, ready to compile.

use super::template::{self, LimitsSource, NewLimits, Signature};
use super::{Matches, NewId, Site};
use crate::cli::flags::{LANGUAGE, MEMORY_LIMIT_MB, SIGNATURE, TIME_LIMIT_MS, TITLE};
use crate::config::Language;
use crate::error::{self, Error};
use crate::workspace;
use crate::Context;

/// Parses `SITE NUMBER` or `SITE-NUMBER`.
fn parse_id(positional: &[String]) -> Result<NewId, Error> {
    let (site, number) = match positional {
        [site, number] => (site.as_str(), number.as_str()),
        [id] => id.split_once('-').ok_or_else(|| {
            super::usage(
                "new",
                format!("`{id}` is not SITE NUMBER: write `boj 1000` or `boj-1000`"),
            )
        })?,
        _ => return Err(super::usage("new", "missing arguments")),
    };
    let site = Site::from_name(site).ok_or_else(|| {
        super::usage(
            "new",
            format!("unknown site `{site}`: use boj or programmers"),
        )
    })?;
    let number = NewId::number(number).ok_or_else(|| {
        super::usage(
            "new",
            format!("`{number}` is not a problem number: use the digits of the problem's URL"),
        )
    })?;
    Ok(NewId { site, number })
}

pub(super) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let id = parse_id(&parsed.positional)?;
    let defaults = NewLimits::of(id.site);
    let time_ms = parsed.number::<u64>(&TIME_LIMIT_MS, 1, "milliseconds")?;
    let memory_mb = parsed.number::<u64>(&MEMORY_LIMIT_MB, 1, "megabytes")?;
    let limits = NewLimits {
        time_ms: time_ms.unwrap_or(defaults.time_ms),
        memory_mb: memory_mb.unwrap_or(defaults.memory_mb),
    };
    let title = parsed.value(&TITLE).map(str::trim);
    if title.is_some_and(|t| t.contains('\n')) {
        return Err(super::usage("new", "--title must be one line"));
    }
    let language = match (id.site, parsed.value(&LANGUAGE)) {
        (Site::Boj, Some(text)) => Language::from_name(text).ok_or_else(|| {
            super::usage(
                "new",
                format!("unknown language `{text}`: BOJ's Rust languages are \"Rust 2021\" and \"Rust 2024\""),
            )
        })?,
        (Site::Programmers, Some(_)) => {
            return Err(super::usage(
                "new",
                "--language is for BOJ problems; Programmers does not grade Rust",
            ))
        }
        (_, None) => Language::default(),
    };
    let signature =
        match (id.site, parsed.value(&SIGNATURE)) {
            (Site::Programmers, Some(text)) => Some(
                Signature::parse(text)
                    .map_err(|e| super::usage("new", format!("bad --signature: {e}")))?,
            ),
            (Site::Programmers, None) => return Err(super::usage(
                "new",
                "programmers problems need --signature 'fn solution(...) -> T', copied from the \
                 site's Rust stub",
            )),
            (Site::Boj, Some(_)) => {
                return Err(super::usage(
                    "new",
                    "--signature is for programmers problems; BOJ solutions read stdin",
                ))
            }
            (Site::Boj, None) => None,
        };
    let root = super::root(parsed, ctx)?;
    let name = id.id();
    let crate_dir = root.join("problems").join(&name);
    let cargo = crate_dir.join("Cargo.toml");
    let main = crate_dir.join("src").join("main.rs");
    let toml = root.join("testcases").join(&name).join("problem.toml");
    super::refuse_existing(
        &root,
        &[&cargo, &main, &toml],
        "edit the existing problem, or remove it first",
    )?;
    let source = match &signature {
        Some(signature) => template::programmers_main(&id, title, limits, signature),
        None => template::boj_main(&id, title, limits),
    };
    let spec = template::problem_toml(&id, title, limits, LimitsSource::Given, language);
    let manifest = template::cargo_toml(&name, language);
    super::create_new(&root, &cargo, manifest.as_bytes())?;
    super::create_new(&root, &main, source.as_bytes())?;
    super::create_new(&root, &toml, spec.as_bytes())?;
    let mut text = String::new();
    for path in [&cargo, &main, &toml] {
        text.push_str(&format!("created {}\n", workspace::rel(&root, path)));
    }
    text.push_str(&match id.site {
        Site::Boj => {
            format!("submit as: {language} (the language to pick on BOJ; it is in problem.toml)\n")
        }
        Site::Programmers => "note: Programmers does not grade Rust, as far as is known: this \
             problem is practice with the site's signature and examples; `cargo judge print` \
             gives the function, to keep or to translate into a language the site grades\n"
            .to_owned(),
    });
    text.push_str(&format!(
        "next: fill in the header of {}, add samples with `cargo judge add {name}`, then \
         `cargo judge {name}`\n",
        workspace::rel(&root, &main)
    ));
    super::say(&mut ctx.stderr, &text)?;
    Ok(error::EXIT_OK)
}
