//! Reading each supported type from a `Literal`, one piece per type: the generator copies
//! the trait and only the pieces the parameters' types need (`Vec<Vec<i32>>` needs `Vec`,
//! `integer` and `i32`). A fragment of `mod harness`.

// piece: trait
/// A value the harness can read from a literal.
pub trait FromLiteral: Sized {
    fn from_literal(literal: &Literal) -> Result<Self, String>;
}

// piece: integer
/// An integer of the type called `name`.
fn integer<T: std::str::FromStr>(literal: &Literal, name: &str) -> Result<T, String> {
    match literal {
        Literal::Number(text) => text.parse().map_err(|_| format!("`{text}` is not {name}")),
        other => Err(format!("expected an integer, found {}", other.kind())),
    }
}

// piece: i32
impl FromLiteral for i32 {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        integer(literal, "i32")
    }
}

// piece: i64
impl FromLiteral for i64 {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        integer(literal, "i64")
    }
}

// piece: u64
impl FromLiteral for u64 {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        integer(literal, "u64")
    }
}

// piece: usize
impl FromLiteral for usize {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        integer(literal, "usize")
    }
}

// piece: f64
impl FromLiteral for f64 {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        match literal {
            Literal::Number(text) => text.parse().map_err(|_| format!("`{text}` is not f64")),
            other => Err(format!("expected a number, found {}", other.kind())),
        }
    }
}

// piece: bool
impl FromLiteral for bool {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        match literal {
            Literal::Bool(b) => Ok(*b),
            other => Err(format!("expected true or false, found {}", other.kind())),
        }
    }
}

// piece: String
impl FromLiteral for String {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        match literal {
            Literal::Text(s) => Ok(s.clone()),
            other => Err(format!("expected a string, found {}", other.kind())),
        }
    }
}

// piece: char
impl FromLiteral for char {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        let text = String::from_literal(literal)?;
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Ok(c),
            _ => Err(format!("expected one character, found {text:?}")),
        }
    }
}

// piece: Vec
impl<T: FromLiteral> FromLiteral for Vec<T> {
    fn from_literal(literal: &Literal) -> Result<Self, String> {
        match literal {
            Literal::List(items) => items
                .iter()
                .enumerate()
                .map(|(i, item)| T::from_literal(item).map_err(|e| format!("item {i}: {e}")))
                .collect(),
            other => Err(format!("expected a list, found {}", other.kind())),
        }
    }
}
