//! The `--help` text of a command, made from its definition: the summary line, USAGE, the
//! description, an OPTIONS section generated from its flags, then its own sections.

use super::parser::{Def, Flag};
use crate::report::words::help as korean;
use crate::report::Lang;

/// Where a flag's help starts, at most: a longer flag has its help on the next line.
const MAX_COLUMN: usize = 29;
/// The width help lines are wrapped to.
const WIDTH: usize = 96;
/// Spaces between a flag and its help.
const GAP: usize = 2;

/// The help text of a command in `lang`: in Korean, the summary, the headings, every flag's
/// description and the judge command's list of commands are Korean, and the rest (the
/// description and sections) is the English, said to be.
pub(crate) fn render_in(def: &Def, lang: Lang) -> String {
    if lang == Lang::English {
        return render(def);
    }
    let mut out = format!(
        "{} — {}\n\n{}\n",
        def.invocation(),
        korean::summary(def.name),
        korean::USAGE
    );
    for line in def.usage.lines() {
        if !line.is_empty() {
            out.push_str("    ");
        }
        out.push_str(line);
        out.push('\n');
    }
    let about = if def.name.is_empty() {
        korean::ABOUT.to_owned()
    } else if def.about.is_empty() {
        String::new()
    } else {
        format!("{}\n{}", korean::DETAILS, def.about)
    };
    let listed = format!(
        "{}\n{}",
        korean::OPTIONS,
        options(def.flags, |flag| korean::flag(def.name, flag.long))
    );
    for text in [&about, &listed, def.sections] {
        if !text.is_empty() {
            out.push('\n');
            out.push_str(text);
        }
    }
    out
}

/// The help text of a command.
pub(crate) fn render(def: &Def) -> String {
    let mut out = format!("{} — {}\n\nUSAGE:\n", def.invocation(), def.summary);
    for line in def.usage.lines() {
        if !line.is_empty() {
            out.push_str("    ");
        }
        out.push_str(line);
        out.push('\n');
    }
    let listed = format!("OPTIONS:\n{}", options(def.flags, |flag| flag.help));
    for text in [def.about, &listed, def.sections] {
        if !text.is_empty() {
            out.push('\n');
            out.push_str(text);
        }
    }
    out
}

/// The flag as the OPTIONS section shows it: `    -j, --jobs N` or `        --root DIR`.
fn spec(flag: &Flag) -> String {
    let short = flag.short.map_or("    ".to_owned(), |c| format!("-{c}, "));
    let value = flag.value.map_or(String::new(), |v| format!(" {v}"));
    format!("    {short}{}{value}", flag.long)
}

/// The lines of the OPTIONS section, the help of every flag (in the words `help` gives it)
/// aligned in one column.
fn options(flags: &[Flag], help: impl Fn(&Flag) -> &'static str) -> String {
    let specs: Vec<String> = flags.iter().map(spec).collect();
    let column = specs
        .iter()
        .map(|s| s.chars().count() + GAP)
        .filter(|&c| c <= MAX_COLUMN)
        .max()
        .unwrap_or(MAX_COLUMN);
    let indent = " ".repeat(column);
    let mut out = String::new();
    for (flag, spec) in flags.iter().zip(specs) {
        let mut help = wrap(help(flag), WIDTH - column).into_iter();
        let used = spec.chars().count();
        out.push_str(&spec);
        if used + GAP <= column {
            out.push_str(&" ".repeat(column - used));
            out.push_str(&help.next().unwrap_or_default());
        }
        out.push('\n');
        for line in help {
            out.push_str(&indent);
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

/// Columns a line takes on a terminal: Hangul and other wide characters take two.
fn columns(line: &str) -> usize {
    line.chars()
        .map(|c| match c {
            '\u{1100}'..='\u{115F}' | '\u{2E80}'..='\u{A4CF}' | '\u{AC00}'..='\u{D7A3}' => 2,
            '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FF60}' => 2,
            _ => 1,
        })
        .sum()
}

/// `text` in lines of at most `width` columns (a Hangul syllable takes two), broken
/// between words; a `\n` in `text` always breaks.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for word in paragraph.split(' ') {
            if !line.is_empty() && columns(&line) + 1 + columns(word) > width {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::super::commands::JUDGE;
    use super::super::flags::{HELP, ROOT};
    use super::super::Subcommand;
    use super::*;

    fn defs() -> Vec<&'static Def> {
        let subcommands = Subcommand::ALL.into_iter().map(Subcommand::def);
        std::iter::once(&JUDGE).chain(subcommands).collect()
    }

    #[test]
    fn every_flag_is_in_the_help_and_every_line_fits() {
        for def in defs() {
            let text = render(def);
            let name = def.invocation();
            assert!(text.starts_with(&format!("{name} — ")), "{text}");
            // The flag and all of its help, whatever the wrapping.
            let squash = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
            let squashed = squash(&text);
            for flag in def.flags {
                let listed = squash(&format!("{} {}", spec(flag), flag.help));
                assert!(
                    squashed.contains(&listed),
                    "{name}: no `{listed}` in\n{text}"
                );
            }
            for line in text.lines() {
                assert!(columns(line) <= 100, "{name}: too wide: {line}");
            }
        }
    }

    #[test]
    fn flags_are_distinct_and_every_command_takes_root_and_help() {
        for def in defs() {
            for (i, flag) in def.flags.iter().enumerate() {
                for other in &def.flags[..i] {
                    assert!(flag.long != other.long, "{}: {}", def.name, flag.long);
                    assert!(
                        flag.short.is_none() || flag.short != other.short,
                        "{}",
                        def.name
                    );
                }
            }
            for flag in [&ROOT, &HELP] {
                let takes = def.flags.iter().any(|f| f.long == flag.long);
                assert!(takes, "`{}` lacks {}", def.invocation(), flag.long);
            }
        }
    }

    /// Every command has a Korean summary, its Korean help keeps every flag and fits the
    /// width, and both top-level helps list every command.
    #[test]
    fn korean_help_has_every_summary_and_the_lists_have_every_command() {
        let hangul = |s: &str| s.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c));
        for def in defs() {
            assert!(hangul(korean::summary(def.name)), "`{}`", def.invocation());
            let text = render_in(def, Lang::Korean);
            let squash = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
            let squashed = squash(&text);
            let at = text.find(korean::OPTIONS).expect("the options");
            let section = &text[at..text[at..].find("\n\n").map_or(text.len(), |end| at + end)];
            let section = format!(" {} ", squash(section));
            for flag in def.flags {
                assert!(text.contains(&spec(flag)), "{}: {}", def.name, flag.long);
                // Its Korean description, whole, beside it; the English one nowhere.
                let words = korean::flag(def.name, flag.long);
                let what = format!("`{}` {}", def.invocation(), flag.long);
                assert!(hangul(words), "{what}: no Korean description");
                let listed = squash(&format!("{} {words}", spec(flag)));
                assert!(
                    squashed.contains(&listed),
                    "{what}: no `{listed}` in\n{text}"
                );
                let english = format!(" {} ", squash(flag.help));
                assert!(!section.contains(&english), "{what}: English in\n{section}");
            }
            for line in text.lines() {
                assert!(columns(line) <= 100, "{}: too wide: {line}", def.name);
            }
        }
        for text in [render(&JUDGE), render_in(&JUDGE, Lang::Korean)] {
            for sub in Subcommand::ALL {
                let listed = format!("\n    {} ", sub.def().name);
                assert!(
                    text.contains(&listed),
                    "`{}` not listed:\n{text}",
                    sub.def().name
                );
            }
        }
    }

    #[test]
    fn wrapping_keeps_words_and_forced_breaks() {
        assert_eq!(wrap("a bb ccc dd", 6), ["a bb", "ccc dd"]);
        assert_eq!(wrap("a\nb c", 10), ["a", "b c"]);
        assert_eq!(wrap("toolongword x", 4), ["toolongword", "x"]);
    }
}
