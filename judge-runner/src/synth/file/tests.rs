//! The file round-trips every model, reads the documented example, and reports faults
//! with their lines without panicking on any text.

use super::*;

/// A tiny deterministic generator for the property tests (SplitMix64).
struct Gen(u64);

impl Gen {
    /// The next number below `n` (`n > 0`).
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % n
    }
}

/// A random valid model: counts name earlier ints, names are unique.
fn model(g: &mut Gen) -> Model {
    let mut ints = Vec::new();
    let mut next = 0;
    Model {
        items: items(g, 0, &mut ints, &mut next),
    }
}

/// Random items at `depth`.
fn items(g: &mut Gen, depth: u32, ints: &mut Vec<String>, next: &mut u32) -> Vec<Item> {
    (0..g.below(4))
        .map(|_| {
            if depth < 3 && g.below(4) == 0 {
                let count = count(g, ints);
                Item::Repeat {
                    count,
                    body: items(g, depth + 1, ints, next),
                }
            } else {
                Item::Line((0..g.below(4)).map(|_| field(g, ints, next)).collect())
            }
        })
        .collect()
}

/// A random count.
fn count(g: &mut Gen, ints: &[String]) -> Count {
    match g.below(3) {
        0 if !ints.is_empty() => Count::Var(ints[g.below(ints.len() as u64) as usize].clone()),
        1 => {
            let lo = g.below(5);
            Count::Range {
                lo,
                hi: lo + g.below(100),
            }
        }
        _ => Count::Const(g.below(1000)),
    }
}

/// A random field with a fresh token.
fn field(g: &mut Gen, ints: &mut Vec<String>, next: &mut u32) -> Field {
    *next += 1;
    let name = ["N", "A_b", "v", "x9"][g.below(4) as usize].to_owned() + &next.to_string();
    let kind = match g.below(3) {
        0 => {
            let lo = g.below(u64::MAX) as i128 - (1i128 << 63);
            Kind::Int {
                lo,
                hi: lo + g.below(1 << 40) as i128,
            }
        }
        1 => {
            let lo = (g.below(2_000_001) as f64 - 1e6) / 7.0;
            Kind::Decimal {
                lo,
                hi: lo + g.below(1000) as f64 / 3.0,
                places: g.below(10) as u32,
            }
        }
        _ => {
            let pool = [
                'a', 'Z', '0', ' ', '"', '\\', '\n', '\t', '\u{1}', '가', '#', '=',
            ];
            let alphabet = (0..g.below(6))
                .map(|_| pool[g.below(pool.len() as u64) as usize])
                .collect();
            let len = match (g.below(2), ints.is_empty()) {
                (0, false) => Len::Var(ints[g.below(ints.len() as u64) as usize].clone()),
                _ => {
                    let lo = g.below(10);
                    Len::Range {
                        lo,
                        hi: lo + g.below(10),
                    }
                }
            };
            Kind::Word { alphabet, len }
        }
    };
    let token = Token {
        name: name.clone(),
        kind,
        stated: g.below(2) == 0,
    };
    let list = g.below(3) == 0;
    let count = count(g, ints);
    if matches!(token.kind, Kind::Int { .. }) {
        ints.push(name);
    }
    if list {
        Field::List { count, token }
    } else {
        Field::Scalar(token)
    }
}

#[test]
fn every_model_round_trips() {
    let mut g = Gen(7);
    for _ in 0..2000 {
        let m = model(&mut g);
        let text = render(&m);
        assert_eq!(parse(&text), Ok(m), "{text}");
    }
    let empty = Model { items: Vec::new() };
    assert_eq!(parse(&render(&empty)), Ok(empty));
}

/// The file the format's description shows.
const EXAMPLE: &str = r#"# How the inputs of this problem look: inferred by `cargo judge strengthen` from its stored
# inputs and statement.md. Correct what is wrong; strengthen reads this file as written.
lines = """
N M
N times:
  G
K A[K]
T
T times:
  N2
  B[N2]
  W[1..=20]
X
"""

[tokens]
N = "int 2..=100"
M = "int 2..=100 (samples)"
G = "word of \"01\", length M"
K = "int 0..=5"
A = "int -1000000000..=1000000000"
T = "int 1..=3"
N2 = "int 1..=9"
B = "int 0..=1"
W = "word of \"abc\", length 1..=5 (samples)"
X = "decimal -1000.0..=1000.0, 2 places"
"#;

#[test]
fn the_example_reads_and_renders_as_written() {
    let m = parse(EXAMPLE).expect("the example reads");
    assert_eq!(render(&m), EXAMPLE);
    let Item::Line(fields) = &m.items[0] else {
        panic!()
    };
    assert_eq!(
        fields[1],
        Field::Scalar(Token {
            name: "M".into(),
            kind: Kind::Int { lo: 2, hi: 100 },
            stated: false
        })
    );
    let Item::Repeat { count, body } = &m.items[1] else {
        panic!()
    };
    assert_eq!(count, &Count::Var("N".into()));
    let Item::Line(fields) = &body[0] else {
        panic!()
    };
    assert_eq!(
        fields[0],
        Field::Scalar(Token {
            name: "G".into(),
            kind: Kind::Word {
                alphabet: vec!['0', '1'],
                len: Len::Var("M".into())
            },
            stated: true
        })
    );
}

#[test]
fn a_space_in_an_alphabet_is_written_visibly() {
    let word = Kind::Word {
        alphabet: vec!['a', ' '],
        len: Len::Range { lo: 1, hi: 3 },
    };
    let m = Model {
        items: vec![Item::Line(vec![Field::Scalar(Token {
            name: "S".into(),
            kind: word,
            stated: true,
        })])],
    };
    assert!(
        render(&m).contains(r#"S = "word of \"a\\u0020\", length 1..=3""#),
        "{}",
        render(&m)
    );
}

/// `EXAMPLE` with `from` replaced by `to`, read: the fault's line and whether its message
/// holds `says`.
fn fault(from: &str, to: &str, line: usize, says: &str) {
    let text = EXAMPLE.replacen(from, to, 1);
    let got = parse(&text);
    match &got {
        Err((at, message)) => assert!(*at == line && message.contains(says), "{got:?}"),
        Ok(_) => panic!("{from} → {to} read"),
    }
}

#[test]
fn faults_name_their_line() {
    fault("K A[K]", "K A[Q]", 7, "`Q`, which is no token");
    fault("K A[K]", "K Z", 7, "`Z` has no entry in [tokens]");
    fault("K A[K]", "A[K] K", 7, "comes later");
    fault("K A[K]", "K A[G]", 7, "not an int");
    fault("  G\n", "   G\n", 6, "indented by 3 spaces");
    fault("N times:", "  N times:", 5, "deeper");
    fault("  G\n", "\tG\n", 6, "tabs");
    fault("\"int 2..=100\"", "\"integer 2..=100\"", 17, "not `int");
    fault("\"int 0..=5\"", "\"int 5..=0\"", 20, "above");
    fault("2 places", "two places", 26, "decimal");
    fault("length M\"", "length Y\"", 6, "which is no token");
    fault(
        "X = \"decimal",
        "Y = \"int 1..=2\"\nX = \"decimal",
        26,
        "`Y` is in [tokens] but not in lines",
    );
    fault("X\n\"\"\"", "X\n", 16, "not closed");
}

#[test]
fn parse_never_panics_on_mutations() {
    let mut g = Gen(11);
    let base = EXAMPLE.to_owned() + &render(&model(&mut Gen(3)));
    let pool = [
        '"', '\\', '[', ']', '=', ' ', '\n', '.', '#', 'u', '가', '0', '\t', ':',
    ];
    for _ in 0..3000 {
        let mut chars: Vec<char> = base.chars().collect();
        for _ in 0..1 + g.below(4) {
            let at = g.below(chars.len() as u64 + 1) as usize;
            match g.below(3) {
                0 if at < chars.len() => {
                    chars.remove(at);
                }
                1 => chars.insert(at, pool[g.below(pool.len() as u64) as usize]),
                _ if at < chars.len() => chars[at] = pool[g.below(pool.len() as u64) as usize],
                _ => {}
            }
        }
        let text: String = chars.into_iter().collect();
        if let Ok(m) = parse(&text) {
            assert_eq!(parse(&render(&m)), Ok(m));
        }
    }
}

#[test]
fn sums_of_counts_read_and_render_as_written() {
    let text = "# How the inputs of this problem look: inferred by `cargo judge strengthen` from its stored\n# inputs and statement.md. Correct what is wrong; strengthen reads this file as written.\nlines = \"\"\"\nN M\nN+M times:\n  x y\nN-1 times:\n  u v\n\"\"\"\n\n[tokens]\nN = \"int 1..=15\"\nM = \"int 1..=15\"\nx = \"int 2..=99\"\ny = \"int 2..=99\"\nu = \"int 1..=15\"\nv = \"int 1..=15\"\n";
    let m = parse(text).expect("it reads");
    assert_eq!(render(&m), text);
    let Item::Repeat { count, .. } = &m.items[2] else {
        panic!()
    };
    let tree = Count::Sum {
        terms: vec!["N".into()],
        offset: -1,
    };
    assert_eq!(count, &tree);
    // A count may subtract a number, never a token; every name is an int read before.
    for (bad, why) in [
        ("N-M", "only a number"),
        ("N+Q", "no token"),
        ("3+1", "names no token"),
    ] {
        let broken = text.replace("N+M times:", &format!("{bad} times:"));
        let (line, message) = parse(&broken).expect_err(bad);
        assert_eq!(line, 5, "{bad}: {message}");
        assert!(message.contains(why), "{bad}: {message}");
    }
}
