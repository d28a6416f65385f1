//! The one parser of every command line: a command's definition ([`Def`]: its flags, how many
//! positional arguments it takes, its help text) and the arguments after its name give the
//! flags and arguments it was given ([`Matches`]), or a usage error.
//!
//! The rules, the same for every command:
//! - `--flag value` and `--flag=value`; a short form as `-j 3`, `-j3` or `-j=3`;
//! - a switch takes no value (`--save=yes` is an error), a flag is given at most once;
//! - `--` ends the flags: every argument after it is positional, as is `-` alone;
//! - `--help` (and the judge's `--version`) ends parsing: what follows is not looked at;
//! - every usage error names what is wrong and ends with a pointer to the command's help.

use super::flags::{HELP, SANDBOX_INFO, VERSION};
use crate::error::{CommandLine, Error, Quantity, Takes, Usage};
use std::fmt::Display;
use std::str::FromStr;

/// A flag: defined once in [`super::flags`], listed by every command that takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Flag {
    /// `--jobs`.
    pub long: &'static str,
    /// `j` for `-j`.
    pub short: Option<char>,
    /// Another long name that means the same, not shown in the help (`--colour`).
    pub alias: Option<&'static str>,
    /// The placeholder of its value in the help (`N`); `None` for a switch.
    pub value: Option<&'static str>,
    /// What it does, for the help; `\n` starts a new line, long lines are wrapped.
    pub help: &'static str,
    /// Whether it may be given more than once (`--case 1 --case 2`).
    pub repeat: Repeat,
}

/// How many times a flag may be given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Repeat {
    Once,
    Many,
}

impl Flag {
    /// A flag that takes a value, shown as `value` in the help.
    pub const fn valued(long: &'static str, value: &'static str, help: &'static str) -> Flag {
        Flag {
            long,
            short: None,
            alias: None,
            value: Some(value),
            help,
            repeat: Repeat::Once,
        }
    }

    /// A flag that stands alone.
    pub const fn switch(long: &'static str, help: &'static str) -> Flag {
        Flag {
            long,
            short: None,
            alias: None,
            value: None,
            help,
            repeat: Repeat::Once,
        }
    }

    /// The same flag with a short form `-c`.
    pub const fn short(self, c: char) -> Flag {
        Flag {
            short: Some(c),
            ..self
        }
    }

    /// The same flag, also known as `alias`.
    pub const fn alias(self, alias: &'static str) -> Flag {
        Flag {
            alias: Some(alias),
            ..self
        }
    }

    /// The same flag, which may be given several times; [`Matches::values`] has them all.
    pub const fn repeated(self) -> Flag {
        Flag {
            repeat: Repeat::Many,
            ..self
        }
    }

    /// The same flag worded for one command's help (`--jobs`: runs, or seeds, at once).
    pub const fn worded(self, help: &'static str) -> Flag {
        Flag { help, ..self }
    }
}

/// A command: the judge command or a subcommand.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Def {
    /// The words after `cargo judge` that name it: empty for the judge command.
    pub name: &'static str,
    /// What it does, in one line: the first line of its help, after its name.
    pub summary: &'static str,
    /// The lines of the USAGE section.
    pub usage: &'static str,
    /// The text between the usage and the options (may be empty).
    pub about: &'static str,
    /// Its flags, in the order the help lists them.
    pub flags: &'static [Flag],
    /// How many positional arguments it takes, at least and at most.
    pub positional: (usize, usize),
    /// The sections after the options: EXIT CODES, EXAMPLES, … (may be empty).
    pub sections: &'static str,
}

impl Def {
    /// How it is invoked: `cargo judge` or `cargo judge new`.
    pub fn invocation(&self) -> String {
        invocation(self.name)
    }

    /// A usage error of this command, pointing at its help.
    pub fn usage(&self, fault: Usage) -> Error {
        usage(self.name, fault)
    }

    /// The parser's own refusal of a command line of this command.
    fn refuse(&self, fault: CommandLine) -> Error {
        Error::BadCommandLine {
            command: self.name,
            fault,
        }
    }

    /// Parses the arguments after its name.
    ///
    /// # Errors
    /// A usage error naming the bad argument, by the rules in the module doc.
    pub fn parse(&'static self, args: &[String]) -> Result<Matches, Error> {
        let mut matches = Matches {
            command: self,
            positional: Vec::new(),
            given: Vec::new(),
        };
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            if arg == "--" {
                matches.positional.extend(rest.by_ref().cloned());
                break;
            }
            let Some((flag, attached)) = self.recognize(arg)? else {
                matches.positional.push(arg.clone());
                continue;
            };
            if matches.has(flag) && flag.repeat == Repeat::Once {
                return Err(self.refuse(CommandLine::GivenTwice(flag.long)));
            }
            let value = match (flag.value, attached) {
                (Some(_), Some(value)) => Some(value.to_owned()),
                (Some(_), None) => Some(
                    rest.next()
                        .cloned()
                        .ok_or_else(|| self.refuse(CommandLine::NeedsValue(flag.long)))?,
                ),
                (None, Some(_)) => {
                    return Err(self.refuse(CommandLine::TakesNoValue(flag.long)));
                }
                (None, None) => None,
            };
            matches.given.push((flag.long, value));
            if [HELP.long, VERSION.long, SANDBOX_INFO.long].contains(&flag.long) {
                return Ok(matches);
            }
        }
        let (min, max) = self.positional;
        let n = matches.positional.len();
        if n < min {
            return Err(self.refuse(CommandLine::MissingArguments));
        }
        if n > max {
            let extra = &matches.positional[max];
            return Err(self.refuse(CommandLine::Unexpected(extra.clone())));
        }
        Ok(matches)
    }

    /// The flag an argument names and the value attached to it (`--jobs=3`, `-j3`);
    /// `None` for a positional argument.
    fn recognize<'a>(
        &'static self,
        arg: &'a str,
    ) -> Result<Option<(&'static Flag, Option<&'a str>)>, Error> {
        let unknown = |name: &str| {
            let longs = self
                .flags
                .iter()
                .flat_map(|f| [Some(f.long), f.alias])
                .flatten();
            let guess = crate::suggest::closest(name, longs).filter(|_| name.starts_with("--"));
            self.refuse(CommandLine::UnknownOption {
                name: name.to_owned(),
                guess,
            })
        };
        if let Some(long) = arg.strip_prefix("--") {
            let (name, attached) = match long.split_once('=') {
                Some((name, value)) => (&arg[..name.len() + 2], Some(value)),
                None => (arg, None),
            };
            let flag = self
                .flags
                .iter()
                .find(|f| f.long == name || f.alias == Some(name))
                .ok_or_else(|| unknown(name))?;
            return Ok(Some((flag, attached)));
        }
        let mut chars = arg.strip_prefix('-').unwrap_or_default().chars();
        let Some(c) = chars.next() else {
            // Not a flag, or `-` alone (stdin, by convention).
            return Ok(None);
        };
        let flag = self
            .flags
            .iter()
            .find(|f| f.short == Some(c))
            .ok_or_else(|| unknown(arg))?;
        let attached = chars.as_str();
        let attached =
            (!attached.is_empty()).then(|| attached.strip_prefix('=').unwrap_or(attached));
        Ok(Some((flag, attached)))
    }
}

/// How a command is invoked: `cargo judge` for the judge command (`name` empty), else
/// `cargo judge NAME`.
pub(crate) use crate::error::invocation;

/// A usage error of the command named `name` (empty: the judge command), pointing at its
/// help.
pub(crate) fn usage(name: &'static str, fault: Usage) -> Error {
    Error::Usage {
        command: name,
        fault,
    }
}

/// What a command line gave a command: its positional arguments and its flags, checked
/// against the command's definition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matches {
    command: &'static Def,
    /// The positional arguments, as many as the command takes.
    pub(crate) positional: Vec<String>,
    /// The flags given, by long name, with their values.
    given: Vec<(&'static str, Option<String>)>,
}

impl Matches {
    /// The value of a flag that takes one, if it was given.
    pub(crate) fn value(&self, flag: &Flag) -> Option<&str> {
        self.check(flag);
        self.given
            .iter()
            .find(|(long, _)| *long == flag.long)
            .and_then(|(_, value)| value.as_deref())
    }

    /// Every value of a flag that may be given several times, in order.
    pub(crate) fn values(&self, flag: &Flag) -> Vec<&str> {
        self.check(flag);
        self.given
            .iter()
            .filter(|(long, _)| *long == flag.long)
            .filter_map(|(_, value)| value.as_deref())
            .collect()
    }

    /// Whether the command takes `flag` at all.
    pub(crate) fn takes(&self, flag: &Flag) -> bool {
        self.command.flags.iter().any(|f| f.long == flag.long)
    }

    /// Whether a flag was given.
    pub(crate) fn has(&self, flag: &Flag) -> bool {
        self.check(flag);
        self.given.iter().any(|(long, _)| *long == flag.long)
    }

    /// The value of a flag converted by `convert`, or `None` when absent.
    ///
    /// # Errors
    /// A usage error with `convert`'s message when it refuses the value.
    pub(crate) fn get<T>(
        &self,
        flag: &Flag,
        convert: impl FnOnce(&str) -> Result<T, Usage>,
    ) -> Result<Option<T>, Error> {
        self.value(flag)
            .map(convert)
            .transpose()
            .map_err(|fault| self.command.usage(fault))
    }

    /// The value of a flag as a number in `min..`, or `None` when absent.
    ///
    /// # Errors
    /// A usage error naming the flag, `what` it takes and the value given.
    pub(crate) fn number<T: FromStr + PartialOrd + Copy + Display>(
        &self,
        flag: &Flag,
        min: T,
        what: Quantity,
    ) -> Result<Option<T>, Error> {
        self.get(flag, |text| match text.parse::<T>() {
            Ok(n) if n >= min => Ok(n),
            _ => Err(Usage::Takes {
                flag: flag.long,
                given: text.to_owned(),
                takes: Takes::AtLeast {
                    what,
                    min: min.to_string(),
                },
            }),
        })
    }

    /// A flag the command does not take is a bug of the caller, never of the user.
    fn check(&self, flag: &Flag) {
        debug_assert!(
            self.command.flags.iter().any(|f| f.long == flag.long),
            "`{}` does not take {}",
            self.command.invocation(),
            flag.long
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::commands::{ADD, NEW, STRESS};
    use super::super::flags::{COUNT, HELP, JOBS, ROOT, SAVE, TIME_LIMIT_MS, TITLE};
    use super::*;

    fn parse(command: &'static Def, line: &str) -> Result<Matches, Error> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        command.parse(&args)
    }

    #[test]
    fn flags_values_and_help() {
        let p = parse(&NEW, "boj 1000 --title=A+B --time-limit-ms 500 --root /w").unwrap();
        assert_eq!(p.positional, ["boj", "1000"]);
        assert_eq!(p.value(&TITLE), Some("A+B"));
        assert_eq!(p.value(&ROOT), Some("/w"));
        assert_eq!(
            p.number::<u64>(&TIME_LIMIT_MS, 1, Quantity::Milliseconds)
                .unwrap(),
            Some(500)
        );
        assert!(parse(&NEW, "boj 1 --help").unwrap().has(&HELP));
        assert!(parse(&STRESS, "-h").unwrap().has(&HELP));
        let p = parse(&STRESS, "x -j 3").unwrap();
        assert_eq!(p.value(&JOBS), Some("3"));
    }

    #[test]
    fn bad_lines_say_the_fix() {
        for (command, line, needle) in [
            (&NEW, "boj 1 --frob", "unknown option `--frob`"),
            (&NEW, "boj 1 --title", "--title needs a value"),
            (&NEW, "boj 1 --title a --title b", "given twice"),
            (&ADD, "a b", "unexpected argument `b`"),
            // `new`'s fourth argument is refused by `new` itself (--regenerate-harness takes any
            // number): tests/cli/harness.rs checks the same words.
            (&STRESS, "x --save=yes", "takes no value"),
        ] {
            let err = parse(command, line).unwrap_err().to_string();
            assert!(err.contains(needle), "{line}: {err}");
            assert!(err.contains("--help"), "{line}: {err}");
        }
        let p = parse(&STRESS, "x --count 0").unwrap();
        let err = p.number::<u64>(&COUNT, 1, Quantity::Cases).unwrap_err();
        assert!(err.to_string().contains("`0`"), "{err}");
    }

    #[test]
    fn one_rule_for_values_shorts_and_repeats() {
        for line in ["x --jobs 3", "x --jobs=3", "x -j 3", "x -j3", "x -j=3"] {
            assert_eq!(
                parse(&STRESS, line).unwrap().value(&JOBS),
                Some("3"),
                "{line}"
            );
        }
        let p = parse(&STRESS, "-- --save").unwrap();
        assert_eq!(p.positional, ["--save"]);
        assert!(!p.has(&SAVE));
        assert_eq!(parse(&STRESS, "-").unwrap().positional, ["-"]);
        for (line, message) in [
            ("x -j 1 --jobs 2", "--jobs is given twice"),
            ("x --save --save", "--save is given twice"),
            ("x --save=", "--save takes no value"),
            ("x -j", "--jobs needs a value"),
            ("x -x", "unknown option `-x`"),
            ("x -hx", "--help takes no value"),
            ("x --frob=1", "unknown option `--frob`"),
            (
                "x --counts 1",
                "unknown option `--counts` (did you mean `--count`?)",
            ),
        ] {
            let err = parse(&STRESS, line).unwrap_err().to_string();
            let want = format!("{message}; see `cargo judge stress --help`");
            assert!(err.ends_with(&want), "{line}: {err}");
        }
        // Help ends parsing: what follows, and missing arguments, do not matter.
        assert!(parse(&ADD, "--help --frob").unwrap().has(&HELP));
    }
}
