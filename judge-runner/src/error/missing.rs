//! A file a command needs that is not there ([`Needed`]): what it is for, and what to write.
//! The English is here; the Korean is in `report::words::errors`.

use std::fmt;

/// What the missing file of [`super::Error::Missing`] is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Needed {
    /// `compare = "MODE"` asks for the judge program `name` (`checker`, `interactor`).
    JudgeProgram { mode: String, name: &'static str },
    /// `command` (`gen`, `stress`) runs this file in the part `role`.
    Helper { command: &'static str, role: Role },
    /// `add --from-brute` runs the brute force.
    Brute,
    /// `index` writes its table into this file, between these marker lines.
    IndexMarkers {
        start: &'static str,
        end: &'static str,
    },
    /// `print --copy` found no clipboard tool on `PATH`.
    Clipboard,
    /// `show` prints the kept statement.
    Statement,
}

/// The part a file plays in [`Needed::Helper`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// `gen SEED` (stress) or `gen SEED [SIZE]` (gen) prints one random input.
    Generator { sized: bool },
    /// The brute force of `stress`.
    Brute,
    /// The solution under test.
    Solution,
    /// The reference of `gen`, which computes each answer.
    Reference,
}

impl Needed {
    /// The sentence for the missing file `path`.
    pub(crate) fn english(&self, path: &str) -> String {
        match self {
            Needed::JudgeProgram { mode, name } => {
                format!("compare = \"{mode}\" but {path} does not exist (nor {name}.cpp)")
            }
            Needed::Helper { command, role } => {
                format!("{command} needs {path}, {role}; write it first")
            }
            Needed::Brute => format!(
                "--from-brute needs {path}: a slow but sure solution; write it, or give --out FILE"
            ),
            Needed::IndexMarkers { start, end } => format!(
                "{path} does not exist: create it with the lines `{start}` and `{end}` where the \
                 table should go"
            ),
            Needed::Clipboard => "no clipboard tool found on PATH (pbcopy, wl-copy, xclip, xsel \
                                  or clip.exe): install one (e.g. `sudo apt install xclip`), or \
                                  pipe the text yourself: cargo judge print ID | \
                                  your-clipboard-tool"
                .to_owned(),
            Needed::Statement => format!(
                "{path} does not exist: a statement is kept when the problem is started from a \
                 saved page (`cargo judge new --html PAGE`) or imported from a BaekjoonHub \
                 backup; or write it yourself, in Markdown"
            ),
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Generator { sized: false } => "a generator: `gen SEED` prints one random input",
            Role::Generator { sized: true } => {
                "a generator: `gen SEED [SIZE]` prints one random input"
            }
            Role::Brute => "a slow but sure solution that prints the answer",
            Role::Solution => "the solution",
            Role::Reference => "the reference that computes each answer (or brute.cpp)",
        })
    }
}
