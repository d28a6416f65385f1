//! Printing the returned value as a literal, for the return types that `{:?}` prints
//! otherwise: those holding an `f64` (`{:?}` writes `1e21`) or a `char` (`'c'`, where
//! Programmers writes the string `"c"`). The generator copies the trait and only the pieces
//! the return type needs; any other value is printed with `{:?}`. A fragment of `mod harness`.

// piece: trait
/// A value the harness can print as a literal.
pub trait ToLiteral {
    fn to_literal(&self) -> String;
}

// piece: f64
impl ToLiteral for f64 {
    fn to_literal(&self) -> String {
        let text = self.to_string();
        if self.is_finite() && !text.contains('.') {
            format!("{text}.0")
        } else {
            text
        }
    }
}

// piece: String
impl ToLiteral for String {
    fn to_literal(&self) -> String {
        format!("{self:?}")
    }
}

// piece: char
impl ToLiteral for char {
    fn to_literal(&self) -> String {
        self.to_string().to_literal()
    }
}

// piece: Vec
impl<T: ToLiteral> ToLiteral for Vec<T> {
    fn to_literal(&self) -> String {
        let items: Vec<String> = self.iter().map(T::to_literal).collect();
        format!("[{}]", items.join(", "))
    }
}
