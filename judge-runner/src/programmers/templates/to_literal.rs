//! Printing the returned value as a literal, one piece per type: the generator copies the
//! trait and only the pieces the return type needs. A fragment of `mod harness`.

// piece: trait
/// A value the harness can print as a literal.
pub trait ToLiteral {
    fn write_literal(&self, out: &mut String);

    fn to_literal(&self) -> String {
        let mut out = String::new();
        self.write_literal(&mut out);
        out
    }
}

// piece: i32
impl ToLiteral for i32 {
    fn write_literal(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

// piece: i64
impl ToLiteral for i64 {
    fn write_literal(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

// piece: u64
impl ToLiteral for u64 {
    fn write_literal(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

// piece: usize
impl ToLiteral for usize {
    fn write_literal(&self, out: &mut String) {
        out.push_str(&self.to_string());
    }
}

// piece: f64
impl ToLiteral for f64 {
    fn write_literal(&self, out: &mut String) {
        let text = self.to_string();
        out.push_str(&text);
        if self.is_finite() && !text.contains('.') {
            out.push_str(".0");
        }
    }
}

// piece: bool
impl ToLiteral for bool {
    fn write_literal(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

// piece: String
impl ToLiteral for String {
    fn write_literal(&self, out: &mut String) {
        out.push_str(&format!("{self:?}"));
    }
}

// piece: char
impl ToLiteral for char {
    fn write_literal(&self, out: &mut String) {
        self.to_string().write_literal(out);
    }
}

// piece: Vec
impl<T: ToLiteral> ToLiteral for Vec<T> {
    fn write_literal(&self, out: &mut String) {
        out.push('[');
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            item.write_literal(out);
        }
        out.push(']');
    }
}
