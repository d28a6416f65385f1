//! The signature of a Programmers `solution`, as the site's Rust stub shows it: parsed
//! (`new --signature`, the stub above a file's marker, a brute force) and rendered back in
//! rustfmt's layout. The types it supports are the ones the harness reads and prints.

use std::fmt::Write as _;

/// rustfmt's `max_width`.
pub(super) const MAX_WIDTH: usize = 100;

/// A type the Programmers harness can read and print.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Type {
    I32,
    I64,
    U64,
    Usize,
    F64,
    Bool,
    String,
    Char,
    Vec(Box<Type>),
}

/// What is wrong with a `--signature` (or a file's `fn solution` line): worded in English
/// by its `Display` and in Korean by `report::words`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SignatureFault {
    NoFn,
    NotSolution,
    NoOpen,
    NoClose,
    NoReturn,
    /// A parameter without `: Type`.
    Untyped {
        part: String,
    },
    BadName {
        name: String,
    },
    Twice {
        name: String,
    },
    /// A type the harness does not read.
    Unsupported {
        ty: String,
    },
}

impl std::fmt::Display for SignatureFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SignatureFault::NoFn => f.write_str("the signature must start with `fn solution(`"),
            SignatureFault::NotSolution => {
                f.write_str("the function must be named `solution`, as on Programmers")
            }
            SignatureFault::NoOpen => f.write_str("expected `(` after `fn solution`"),
            SignatureFault::NoClose => f.write_str("missing `)` after the parameters"),
            SignatureFault::NoReturn => f.write_str(
                "missing return type: write the signature as on Programmers, e.g. `fn \
                 solution(n: i32) -> i32`",
            ),
            SignatureFault::Untyped { part } => {
                write!(f, "parameter `{part}` needs a type: `name: Type`")
            }
            SignatureFault::BadName { name } => write!(f, "`{name}` is not a parameter name"),
            SignatureFault::Twice { name } => write!(f, "parameter `{name}` appears twice"),
            SignatureFault::Unsupported { ty } => write!(
                f,
                "unsupported type `{ty}`: the harness reads i32, i64, u64, usize, f64, bool, \
                 String, char and Vec of these"
            ),
        }
    }
}

impl Type {
    /// Parses a type with the whitespace already removed: `Vec<Vec<i32>>`.
    fn parse(text: &str) -> Result<Type, SignatureFault> {
        Ok(match text {
            "i32" => Type::I32,
            "i64" => Type::I64,
            "u64" => Type::U64,
            "usize" => Type::Usize,
            "f64" => Type::F64,
            "bool" => Type::Bool,
            "String" => Type::String,
            "char" => Type::Char,
            _ => match text.strip_prefix("Vec<").and_then(|t| t.strip_suffix('>')) {
                Some(inner) => Type::Vec(Box::new(Type::parse(inner)?)),
                None => {
                    return Err(SignatureFault::Unsupported {
                        ty: text.to_owned(),
                    })
                }
            },
        })
    }

    /// The type as Rust writes it.
    pub(crate) fn render(&self) -> String {
        match self {
            Type::Vec(inner) => format!("Vec<{}>", inner.render()),
            scalar => scalar.name().to_owned(),
        }
    }
}

impl Type {
    /// The harness pieces that read this type (`templates/from_literal.rs`), inner ones
    /// included: `Vec<i64>` needs `Vec`, `number` and `i64`.
    pub(super) fn reading_pieces(&self, out: &mut Vec<&'static str>) {
        match self {
            Type::I32 | Type::I64 | Type::U64 | Type::Usize | Type::F64 => {
                out.extend(["number", self.name()]);
            }
            Type::Char => out.extend(["String", "char"]),
            Type::Vec(inner) => {
                out.push("Vec");
                inner.reading_pieces(out);
            }
            _ => out.push(self.name()),
        }
    }

    /// The harness pieces that print this type (`templates/to_literal.rs`), when `{:?}` does
    /// not print it as its literal.
    pub(super) fn printing_pieces(&self, out: &mut Vec<&'static str>) {
        match self {
            Type::Char => out.extend(["String", "char"]),
            Type::Vec(inner) => {
                out.push("Vec");
                inner.printing_pieces(out);
            }
            _ => out.push(self.name()),
        }
    }

    /// The innermost type: `i32` for `Vec<Vec<i32>>`.
    pub(super) fn scalar(&self) -> &Type {
        match self {
            Type::Vec(inner) => inner.scalar(),
            scalar => scalar,
        }
    }

    /// A scalar type's name, which is its pieces' name; `Vec` for a list.
    fn name(&self) -> &'static str {
        match self {
            Type::I32 => "i32",
            Type::I64 => "i64",
            Type::U64 => "u64",
            Type::Usize => "usize",
            Type::F64 => "f64",
            Type::Bool => "bool",
            Type::String => "String",
            Type::Char => "char",
            Type::Vec(_) => "Vec",
        }
    }
}

/// One parameter of `solution`: `mut` or not, its name and type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Param {
    pub mutable: bool,
    pub name: String,
    pub ty: Type,
}

/// The signature of a Programmers `solution`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Signature {
    pub params: Vec<Param>,
    pub ret: Type,
}

impl Signature {
    /// Parses `fn solution(a: Vec<i32>, b: String) -> i64`, as the site's Rust stub shows
    /// it; a `pub` before and a body after (`{ … }`) are ignored.
    ///
    /// # Errors
    /// What is wrong with the signature, and what is supported.
    pub(crate) fn parse(text: &str) -> Result<Signature, SignatureFault> {
        let text = text.trim();
        let text = text.strip_prefix("pub ").unwrap_or(text).trim_start();
        let rest = text.strip_prefix("fn ").ok_or(SignatureFault::NoFn)?;
        let rest = rest
            .trim_start()
            .strip_prefix("solution")
            .ok_or(SignatureFault::NotSolution)?;
        let rest = rest
            .trim_start()
            .strip_prefix('(')
            .ok_or(SignatureFault::NoOpen)?;
        let close = rest.find(')').ok_or(SignatureFault::NoClose)?;
        let (list, after) = (&rest[..close], &rest[close + 1..]);
        let after = after.split('{').next().unwrap_or("").trim();
        let ret = after.strip_prefix("->").ok_or(SignatureFault::NoReturn)?;
        let ret = Type::parse(&squeeze(ret))?;
        let mut params = Vec::new();
        for part in split_top_level(list) {
            let part = part.trim();
            if part.is_empty() {
                continue;
            }
            let (pattern, ty) = part
                .split_once(':')
                .ok_or_else(|| SignatureFault::Untyped {
                    part: part.to_owned(),
                })?;
            let pattern = pattern.trim();
            let (mutable, name) = match pattern.strip_prefix("mut ") {
                Some(name) => (true, name.trim()),
                None => (false, pattern),
            };
            let valid = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && name != "_";
            if !valid {
                return Err(SignatureFault::BadName {
                    name: name.to_owned(),
                });
            }
            if params.iter().any(|p: &Param| p.name == name) {
                return Err(SignatureFault::Twice {
                    name: name.to_owned(),
                });
            }
            params.push(Param {
                mutable,
                name: name.to_owned(),
                ty: Type::parse(&squeeze(ty))?,
            });
        }
        Ok(Signature { params, ret })
    }

    /// The signature line(s) with ` {`, laid out as rustfmt does.
    pub(crate) fn render(&self) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .map(|p| {
                format!(
                    "{}{}: {}",
                    if p.mutable { "mut " } else { "" },
                    p.name,
                    p.ty.render()
                )
            })
            .collect();
        let ret = self.ret.render();
        let one_line = format!("fn solution({}) -> {ret} {{", params.join(", "));
        if one_line.chars().count() <= MAX_WIDTH {
            return one_line;
        }
        let mut out = String::from("fn solution(\n");
        for p in &params {
            let _ = writeln!(out, "    {p},");
        }
        let _ = write!(out, ") -> {ret} {{");
        out
    }
}

/// `text` without whitespace.
fn squeeze(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Splits a parameter list at the commas outside `<…>`.
fn split_top_level(list: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in list.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&list[start..]);
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vec(t: Type) -> Type {
        Type::Vec(Box::new(t))
    }

    #[test]
    fn signatures_parse_as_the_site_shows_them() {
        let s = Signature::parse(
            "fn solution(participant: Vec<String>, completion: Vec<String>) -> String {\n    \
             let mut answer = String::new();\n    return answer;\n}",
        )
        .unwrap();
        assert_eq!(s.ret, Type::String);
        assert_eq!(s.params.len(), 2);
        assert_eq!(s.params[1].name, "completion");
        assert_eq!(s.params[1].ty, vec(Type::String));
        let s = Signature::parse("pub fn solution(mut n: i32, v: Vec < Vec<i64> >,) -> Vec<f64>")
            .unwrap();
        assert!(s.params[0].mutable);
        assert_eq!(s.params[1].ty, vec(vec(Type::I64)));
        assert_eq!(
            s.render(),
            "fn solution(mut n: i32, v: Vec<Vec<i64>>) -> Vec<f64> {"
        );
        assert_eq!(
            Signature::parse("fn solution() -> char").unwrap().params,
            []
        );
    }

    #[test]
    fn bad_signatures_say_what_is_wrong() {
        for (text, needle) in [
            ("solution(n: i32) -> i32", "must start with `fn solution(`"),
            ("fn answer(n: i32) -> i32", "named `solution`"),
            ("fn solution(n: i32)", "missing return type"),
            ("fn solution(n i32) -> i32", "needs a type"),
            ("fn solution(n: &[i32]) -> i32", "unsupported type `&[i32]`"),
            (
                "fn solution(n: HashMap<i32, i32>) -> i32",
                "unsupported type",
            ),
            ("fn solution(n: i32, n: i32) -> i32", "appears twice"),
            ("fn solution(1n: i32) -> i32", "not a parameter name"),
            (
                "fn solution(n: i32) -> (i32, i32)",
                "unsupported type `(i32,i32)`",
            ),
        ] {
            let err = Signature::parse(text).unwrap_err().to_string();
            assert!(err.contains(needle), "{text}: {err}");
        }
    }
}
