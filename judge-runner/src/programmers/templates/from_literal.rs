//! Reading each supported type from a line, one piece per type: the generator copies only
//! the pieces the parameters' types need (`Vec<Vec<i32>>` needs `Vec`, `number` and `i32`;
//! only `String` and `char` bring the string syntax). A fragment of `mod harness`.

// piece: number
/// A number of the type called `name`.
fn number<T: std::str::FromStr>(rest: &mut &str, name: &str) -> Result<T, String> {
    *rest = rest.trim_start();
    let end = rest.find(|c: char| !c.is_ascii_alphanumeric() && !"-+.".contains(c));
    let (word, after) = rest.split_at(end.unwrap_or(rest.len()));
    let Some('0'..='9') = word.trim_start_matches('-').chars().next() else {
        return Err(expected(rest, "a number"));
    };
    let Ok(value) = word.parse() else {
        return Err(format!("`{word}` is not {name}"));
    };
    *rest = after;
    Ok(value)
}

// piece: i32
impl FromLiteral for i32 {
    fn read(rest: &mut &str) -> Result<Self, String> {
        number(rest, "i32")
    }
}

// piece: i64
impl FromLiteral for i64 {
    fn read(rest: &mut &str) -> Result<Self, String> {
        number(rest, "i64")
    }
}

// piece: u64
impl FromLiteral for u64 {
    fn read(rest: &mut &str) -> Result<Self, String> {
        number(rest, "u64")
    }
}

// piece: usize
impl FromLiteral for usize {
    fn read(rest: &mut &str) -> Result<Self, String> {
        number(rest, "usize")
    }
}

// piece: f64
impl FromLiteral for f64 {
    fn read(rest: &mut &str) -> Result<Self, String> {
        number(rest, "f64")
    }
}

// piece: bool
impl FromLiteral for bool {
    fn read(rest: &mut &str) -> Result<Self, String> {
        *rest = rest.trim_start();
        let end = rest.find(|c: char| !c.is_ascii_alphanumeric() && !"-+.".contains(c));
        let (word, after) = rest.split_at(end.unwrap_or(rest.len()));
        if word != "true" && word != "false" {
            return Err(expected(rest, "true or false"));
        }
        *rest = after;
        Ok(word == "true")
    }
}

// piece: String
impl FromLiteral for String {
    fn read(rest: &mut &str) -> Result<Self, String> {
        *rest = rest.trim_start();
        let Some(quote @ ('"' | '\'')) = rest.chars().next() else {
            return Err(expected(rest, "a string"));
        };
        let (text, after) = text(&rest[1..], quote).map_err(|e| e + " in the string")?;
        *rest = after;
        Ok(text)
    }
}

/// The string that `from` (just past its opening `quote`) starts with, and what follows it;
/// its escapes are the ones Rust's `{:?}` prints.
fn text(from: &str, quote: char) -> Result<(String, &str), String> {
    let (mut chars, mut out) = (from.chars(), String::new());
    loop {
        let c = match chars.next().ok_or("no closing quote")? {
            c if c == quote => return Ok((out, chars.as_str())),
            '\\' => match chars.next().ok_or("no closing quote")? {
                'n' => '\n',
                't' => '\t',
                'r' => '\r',
                '0' => '\0',
                'u' => {
                    let (hex, after) = (chars.as_str().strip_prefix('{'))
                        .and_then(|r| r.split_once('}'))
                        .ok_or("a bad \\u{…} escape")?;
                    chars = after.chars();
                    let code = u32::from_str_radix(hex, 16).ok().and_then(char::from_u32);
                    code.ok_or("a bad \\u{…} escape")?
                }
                e @ ('"' | '\'' | '\\' | '/') => e,
                e => return Err(format!("an unknown escape `\\{e}`")),
            },
            c => c,
        };
        out.push(c);
    }
}

// piece: char
impl FromLiteral for char {
    fn read(rest: &mut &str) -> Result<Self, String> {
        let mut after = *rest;
        let text = String::read(&mut after)?;
        let mut chars = text.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return Err(format!("expected one character, found {text:?}"));
        };
        *rest = after;
        Ok(c)
    }
}

// piece: Vec
impl<T: FromLiteral> FromLiteral for Vec<T> {
    fn read(rest: &mut &str) -> Result<Self, String> {
        if !eat(rest, '[') {
            return Err(expected(rest, "a list"));
        }
        let mut items = Vec::new();
        while !eat(rest, ']') {
            if !items.is_empty() && !eat(rest, ',') {
                return Err(expected(rest, "`,` or `]`"));
            }
            items.push(T::read(rest)?);
        }
        Ok(items)
    }
}

/// Whether `rest` starts with `c` (ASCII) after spaces; if so, `rest` moves past it.
fn eat(rest: &mut &str, c: char) -> bool {
    *rest = rest.trim_start();
    let found = rest.starts_with(c);
    *rest = &rest[usize::from(found)..];
    found
}
