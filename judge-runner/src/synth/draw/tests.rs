//! Draws from hand-built models of real problems' inputs, read back with a tiny reader that
//! follows the model (counts from the tokens read) and checked token by token.

use std::collections::HashMap;

use super::super::{Count, Field, FieldValue, Item, Kind, Len, Model, Token, Value};
use super::plan::{decimal_bounds, int_bounds, len_bounds};
use super::{fresh, has_edges, largest, mutate, write, Rng, Size, Spread, CAP};

/// An integer token.
fn int(name: &str, lo: i128, hi: i128, stated: bool) -> Token {
    Token {
        name: name.into(),
        kind: Kind::Int { lo, hi },
        stated,
    }
}

/// A word token over `alphabet`.
fn word(name: &str, alphabet: &str, len: Len, stated: bool) -> Token {
    let kind = Kind::Word {
        alphabet: alphabet.chars().collect(),
        len,
    };
    Token {
        name: name.into(),
        kind,
        stated,
    }
}

/// A decimal token.
fn decimal(name: &str, lo: f64, hi: f64, places: u32) -> Token {
    Token {
        name: name.into(),
        kind: Kind::Decimal { lo, hi, places },
        stated: true,
    }
}

/// A line of scalars.
fn line(tokens: Vec<Token>) -> Item {
    Item::Line(tokens.into_iter().map(Field::Scalar).collect())
}

/// A line holding one list.
fn list(count: Count, token: Token) -> Item {
    Item::Line(vec![Field::List { count, token }])
}

/// A count given by the token `name`.
fn var(name: &str) -> Count {
    Count::Var(name.into())
}

/// The shape of BOJ 1000's input: `A B`, 0 < A, B < 10.
fn a_plus_b() -> Model {
    Model {
        items: vec![line(vec![int("A", 1, 9, true), int("B", 1, 9, true)])],
    }
}

/// The shape of BOJ 10818's input: `N` (1 ≤ N ≤ 1,000,000), then `A[N]` (|A| ≤ 1,000,000).
fn min_max() -> Model {
    let items = vec![
        line(vec![int("N", 1, 1_000_000, true)]),
        list(var("N"), int("A", -1_000_000, 1_000_000, true)),
    ];
    Model { items }
}

/// The shape of BOJ 1260's input: `N M V` (N ≤ 1,000, M ≤ 10,000), then M lines `u v`.
fn dfs_bfs() -> Model {
    let head = line(vec![
        int("N", 1, 1000, true),
        int("M", 1, 10_000, true),
        int("V", 1, 1000, true),
    ]);
    let edge = line(vec![int("u", 1, 1000, true), int("v", 1, 1000, true)]);
    Model {
        items: vec![
            head,
            Item::Repeat {
                count: var("M"),
                body: vec![edge],
            },
        ],
    }
}

/// The shape of BOJ 28219's input: `N K` (2 ≤ N ≤ 200,000), then the tree's N − 1 edges.
fn tree() -> Model {
    let head = line(vec![int("N", 2, 200_000, true), int("K", 1, 100, true)]);
    let edge = line(vec![int("u", 1, 200_000, true), int("v", 1, 200_000, true)]);
    let count = Count::Sum {
        terms: vec!["N".into()],
        offset: -1,
    };
    Model {
        items: vec![
            head,
            Item::Repeat {
                count,
                body: vec![edge],
            },
        ],
    }
}

/// The shape of BOJ 16928's input: `N M` (1 ≤ N, M ≤ 15), then N ladders and M snakes, one
/// `x y` line each.
fn ladders() -> Model {
    let head = line(vec![int("N", 1, 15, true), int("M", 1, 15, true)]);
    let pair = line(vec![int("x", 2, 99, true), int("y", 2, 99, true)]);
    let count = Count::Sum {
        terms: vec!["N".into(), "M".into()],
        offset: 0,
    };
    Model {
        items: vec![
            head,
            Item::Repeat {
                count,
                body: vec![pair],
            },
        ],
    }
}

/// The shape of BOJ 2178's input: `N M` (2 ≤ N, M ≤ 100), then N rows of M characters 0/1.
fn maze() -> Model {
    let row = line(vec![word("row", "10", Len::Var("M".into()), true)]);
    let head = line(vec![int("N", 2, 100, true), int("M", 2, 100, true)]);
    Model {
        items: vec![
            head,
            Item::Repeat {
                count: var("N"),
                body: vec![row],
            },
        ],
    }
}

/// The shape of BOJ 4344's input: `C` test cases (seen 1..=5, not stated), each one line
/// `N` (1 ≤ N ≤ 1000) then N scores (0..=100) on the same line.
fn averages() -> Model {
    let case = Item::Line(vec![
        Field::Scalar(int("N", 1, 1000, true)),
        Field::List {
            count: var("N"),
            token: int("score", 0, 100, true),
        },
    ]);
    Model {
        items: vec![
            line(vec![int("C", 1, 5, false)]),
            Item::Repeat {
                count: var("C"),
                body: vec![case],
            },
        ],
    }
}

/// The shape of BOJ 1152's input: a sentence, here 1 to 20 words of letters (lengths seen
/// 1..=7, not stated).
fn sentence() -> Model {
    let w = word(
        "W",
        "abcdefghijklmnopqrstuvwxyzABC",
        Len::Range { lo: 1, hi: 7 },
        false,
    );
    Model {
        items: vec![list(Count::Range { lo: 1, hi: 20 }, w)],
    }
}

/// A made-up shape with decimals: `N`, then N lines `x y` with two places in −100..=100.
fn points() -> Model {
    let point = line(vec![
        decimal("x", -100.0, 100.0, 2),
        decimal("y", -100.0, 100.0, 2),
    ]);
    Model {
        items: vec![
            line(vec![int("N", 1, 50, true)]),
            Item::Repeat {
                count: var("N"),
                body: vec![point],
            },
        ],
    }
}

/// Every well-formed model above, named.
fn shapes() -> Vec<(&'static str, Model)> {
    vec![
        ("1000", a_plus_b()),
        ("10818", min_max()),
        ("1260", dfs_bfs()),
        ("2178", maze()),
        ("4344", averages()),
        ("1152", sentence()),
        ("points", points()),
        ("28219", tree()),
        ("16928", ladders()),
    ]
}

/// Reads `input` through `model` as a judge's reader would: every count from the integer
/// read for it, a list with a range count taking the rest of its line, every line's
/// tokens all used.
fn read(model: &Model, input: &[u8]) -> Result<Vec<Value>, String> {
    let text = std::str::from_utf8(input).map_err(|e| e.to_string())?;
    let body = text.strip_suffix('\n').ok_or("no final newline")?;
    let lines: Vec<&str> = if text.is_empty() {
        Vec::new()
    } else {
        body.split('\n').collect()
    };
    let mut reader = Reader {
        lines,
        at: 0,
        env: HashMap::new(),
    };
    let values = reader.items(&model.items)?;
    match reader.at == reader.lines.len() {
        true => Ok(values),
        false => Err(format!("{} lines left", reader.lines.len() - reader.at)),
    }
}

/// The tiny reader's state: the lines, the next one, the integers read by name.
struct Reader<'a> {
    /// The input's lines, without their `\n`.
    lines: Vec<&'a str>,
    /// The next line's index.
    at: usize,
    /// The last value of every integer scalar read, by name.
    env: HashMap<String, i128>,
}

impl Reader<'_> {
    /// Values for `items`.
    fn items(&mut self, items: &[Item]) -> Result<Vec<Value>, String> {
        items.iter().map(|item| self.item(item)).collect()
    }

    /// A value for one item.
    fn item(&mut self, item: &Item) -> Result<Value, String> {
        match item {
            Item::Line(fields) => self.line(fields),
            Item::Repeat { count, body } => {
                let n = self.count(count, self.lines.len() - self.at)?;
                Ok(Value::Repeat(
                    (0..n).map(|_| self.items(body)).collect::<Result<_, _>>()?,
                ))
            }
        }
    }

    /// One line's fields.
    fn line(&mut self, fields: &[Field]) -> Result<Value, String> {
        let line = self.lines.get(self.at).ok_or("input ended early")?;
        self.at += 1;
        let tokens: Vec<&str> = line.split(' ').filter(|t| !t.is_empty()).collect();
        if line.contains("  ") || line.starts_with(' ') || line.ends_with(' ') {
            return Err(format!("bad spacing in {line:?}"));
        }
        let mut next = 0;
        let mut values = Vec::new();
        for field in fields {
            let (n, token) = match field {
                Field::Scalar(token) => (1, token),
                Field::List { count, token } => (self.count(count, tokens.len() - next)?, token),
            };
            let texts = tokens
                .get(next..next + n)
                .ok_or(format!("too few tokens in {line:?}"))?;
            next += n;
            let texts: Vec<String> = texts.iter().map(|t| t.to_string()).collect();
            values.push(match field {
                Field::Scalar(_) => {
                    if let (Kind::Int { .. }, Ok(v)) = (&token.kind, texts[0].parse()) {
                        self.env.insert(token.name.clone(), v);
                    }
                    FieldValue::Scalar(texts[0].clone())
                }
                Field::List { .. } => FieldValue::List(texts),
            });
        }
        match next == tokens.len() {
            true => Ok(Value::Line(values)),
            false => Err(format!("tokens left in {line:?}")),
        }
    }

    /// How many copies or tokens `count` gives (`rest` for a range).
    fn count(&self, count: &Count, rest: usize) -> Result<usize, String> {
        match count {
            Count::Const(n) => Ok(*n as usize),
            Count::Var(name) => {
                let v = self.env.get(name).ok_or(format!("{name} not read"))?;
                Ok((*v).max(0) as usize)
            }
            Count::Sum { terms, offset } => {
                let mut total = i128::from(*offset);
                for name in terms {
                    total += self.env.get(name).ok_or(format!("{name} not read"))?;
                }
                Ok(total.max(0) as usize)
            }
            Count::Range { .. } => Ok(rest),
        }
    }
}

/// Checks every token of `values` against its kind and bounds (widened ones when not
/// stated), every word's length against its length token, and every range count.
fn check(model: &Model, values: &[Value]) -> Result<(), String> {
    let mut env = HashMap::new();
    check_items(&model.items, values, &mut env)
}

/// Checks the values of `items`.
fn check_items(
    items: &[Item],
    values: &[Value],
    env: &mut HashMap<String, i128>,
) -> Result<(), String> {
    for (item, value) in items.iter().zip(values) {
        match (item, value) {
            (Item::Line(fields), Value::Line(values)) => {
                for (field, value) in fields.iter().zip(values) {
                    check_field(field, value, env)?;
                }
            }
            (Item::Repeat { count, body }, Value::Repeat(copies)) => {
                check_range(count, copies.len())?;
                for copy in copies {
                    check_items(body, copy, env)?;
                }
            }
            _ => return Err("shape".into()),
        }
    }
    Ok(())
}

/// Checks one field's values.
fn check_field(
    field: &Field,
    value: &FieldValue,
    env: &mut HashMap<String, i128>,
) -> Result<(), String> {
    match (field, value) {
        (Field::Scalar(token), FieldValue::Scalar(text)) => {
            check_token(token, text, env)?;
            if let Ok(v) = text.parse() {
                env.insert(token.name.clone(), v);
            }
            Ok(())
        }
        (Field::List { count, token }, FieldValue::List(texts)) => {
            check_range(count, texts.len())?;
            texts
                .iter()
                .try_for_each(|text| check_token(token, text, env))
        }
        _ => Err("field shape".into()),
    }
}

/// Checks a range count.
fn check_range(count: &Count, len: usize) -> Result<(), String> {
    match count {
        Count::Range { lo, hi } if !(*lo..=*hi).contains(&(len as u64)) => {
            Err(format!("{len} not in {lo}..={hi}"))
        }
        _ => Ok(()),
    }
}

/// Checks one token's text.
fn check_token(token: &Token, text: &str, env: &HashMap<String, i128>) -> Result<(), String> {
    let bad = || Err(format!("{} = {text:?} out of {:?}", token.name, token.kind));
    match &token.kind {
        Kind::Int { .. } => {
            let (lo, hi) = int_bounds(token).ok_or("int")?;
            match text.parse::<i128>() {
                Ok(v) if (lo..=hi).contains(&v) => Ok(()),
                _ => bad(),
            }
        }
        Kind::Decimal { places, .. } => {
            let (lo, hi, _) = decimal_bounds(token).ok_or("decimal")?;
            let digits = text.split_once('.').map_or(0, |(_, frac)| frac.len());
            match text.parse::<f64>() {
                Ok(v) if digits == *places as usize && v >= lo - 1e-9 && v <= hi + 1e-9 => Ok(()),
                _ => bad(),
            }
        }
        Kind::Word { alphabet, len } => {
            let n = text.chars().count() as u64;
            let fits = match len {
                Len::Var(name) => env.get(name).map(|v| (*v).max(0) as u64) == Some(n),
                Len::Range { .. } => {
                    len_bounds(token).is_some_and(|(lo, hi)| (lo..=hi).contains(&n))
                }
            };
            match fits && text.chars().all(|c| alphabet.contains(&c)) {
                true => Ok(()),
                false => bad(),
            }
        }
    }
}

/// Asserts that `values` written read back as themselves and pass [`check`].
fn assert_valid(name: &str, model: &Model, values: &[Value]) {
    let input = write(model, values);
    assert!(input.len() <= CAP, "{name}: {} bytes", input.len());
    let back = read(model, &input)
        .unwrap_or_else(|e| panic!("{name}: {e}\n{}", String::from_utf8_lossy(&input)));
    assert_eq!(back, values, "{name}");
    check(model, values)
        .unwrap_or_else(|e| panic!("{name}: {e}\n{}", String::from_utf8_lossy(&input)));
}

/// The values of the first scalar on the first line, as an integer.
fn first_int(values: &[Value]) -> i128 {
    match values.first() {
        Some(Value::Line(fields)) => match fields.first() {
            Some(FieldValue::Scalar(text)) => text.parse().unwrap_or(i128::MIN),
            _ => i128::MIN,
        },
        _ => i128::MIN,
    }
}

#[test]
fn write_lays_out_lines_lists_and_copies() {
    let values = vec![
        Value::Line(vec![
            FieldValue::Scalar("2".into()),
            FieldValue::Scalar("x".into()),
        ]),
        Value::Repeat(vec![
            vec![Value::Line(vec![FieldValue::List(vec![
                "1".into(),
                "2".into(),
            ])])],
            vec![Value::Line(vec![FieldValue::List(vec![])])],
        ]),
    ];
    assert_eq!(write(&Model { items: vec![] }, &values), b"2 x\n1 2\n\n");
}

#[test]
fn fresh_small_inputs_fit_every_shape() {
    for (name, model) in shapes() {
        for seed in 0..500 {
            let values = fresh(&model, &mut Rng::new(seed), Size::Small);
            assert_valid(&format!("{name} seed {seed}"), &model, &values);
        }
    }
}

#[test]
fn fresh_is_deterministic_and_varied() {
    for (name, model) in shapes() {
        let draw = |seed| write(&model, &fresh(&model, &mut Rng::new(seed), Size::Small));
        assert_eq!(draw(7), draw(7), "{name}");
        let distinct: std::collections::HashSet<Vec<u8>> = (0..50).map(draw).collect();
        assert!(
            distinct.len() > 10,
            "{name}: {} distinct of 50",
            distinct.len()
        );
    }
}

#[test]
fn small_inputs_hit_edge_cases() {
    let model = min_max();
    let (mut one, mut duplicate, mut low) = (false, false, false);
    for seed in 0..500 {
        let values = fresh(&model, &mut Rng::new(seed), Size::Small);
        let n = first_int(&values);
        assert!((1..=9).contains(&n), "N = {n} is not small");
        one |= n == 1;
        if let Some(Value::Line(fields)) = values.get(1) {
            if let Some(FieldValue::List(a)) = fields.first() {
                duplicate |= a.iter().enumerate().any(|(i, x)| a[..i].contains(x));
                low |= a.iter().any(|x| x == "-1000000");
            }
        }
    }
    assert!(
        one && duplicate && low,
        "n = 1: {one}, duplicates: {duplicate}, lo: {low}"
    );
}

#[test]
fn indices_stay_under_the_count_they_index() {
    let model = dfs_bfs();
    for seed in 0..500 {
        let values = fresh(&model, &mut Rng::new(seed), Size::Small);
        let n = first_int(&values);
        let input = String::from_utf8(write(&model, &values)).unwrap_or_default();
        for line in input.lines().skip(1) {
            for end in line.split(' ') {
                assert!(
                    end.parse::<i128>().is_ok_and(|end| end <= n),
                    "seed {seed}: {input}"
                );
            }
        }
    }
}

/// BOJ 17143 (qkrwlgus5832/boj-archive): `R C M`, then M sharks `r c s d z` with
/// `1 ≤ r ≤ R`, `1 ≤ c ≤ C`, R and C both up to 100. A column is bounded by C, not R.
#[test]
fn an_index_is_bounded_by_the_count_of_its_own_name() {
    let shark = line(vec![
        int("r", 1, 100, true),
        int("c", 1, 100, true),
        int("s", 0, 1000, true),
    ]);
    let model = Model {
        items: vec![
            line(vec![
                int("R", 2, 100, true),
                int("C", 2, 100, true),
                int("M", 0, 16, false),
            ]),
            Item::Repeat {
                count: var("M"),
                body: vec![shark],
            },
        ],
    };
    for seed in 0..200 {
        for values in [
            fresh(&model, &mut Rng::new(seed), Size::Medium),
            largest(&model, &mut Rng::new(seed), Spread::Wide, 1.0),
        ] {
            let input = String::from_utf8(write(&model, &values)).unwrap();
            let mut lines = input.lines();
            let head: Vec<i128> = lines
                .next()
                .unwrap()
                .split(' ')
                .map(|t| t.parse().unwrap())
                .collect();
            for l in lines {
                let row: Vec<i128> = l.split(' ').map(|t| t.parse().unwrap()).collect();
                assert!(
                    row[0] <= head[0] && row[1] <= head[1],
                    "seed {seed}: {input}"
                );
            }
        }
    }
}

#[test]
fn max_inputs_reach_the_top_and_stay_under_the_cap() {
    let model = min_max();
    let values = fresh(&model, &mut Rng::new(1), Size::Max);
    assert_eq!(first_int(&values), 1_000_000);
    assert_valid("10818 max", &model, &values);
    let input = write(&model, &values);
    let text = String::from_utf8_lossy(&input);
    assert!(
        text.contains(" 1000000") && text.contains("-1000000"),
        "the bounds are drawn"
    );
    let maze = maze();
    let values = fresh(&maze, &mut Rng::new(2), Size::Max);
    assert_eq!(first_int(&values), 100);
    assert_valid("2178 max", &maze, &values);
    assert_eq!(write(&maze, &values).len(), "100 100\n".len() + 100 * 101);
}

#[test]
fn max_inputs_too_large_are_scaled_under_the_cap() {
    let huge = Model {
        items: vec![
            line(vec![int("N", 1, 1_000_000_000, true)]),
            list(var("N"), int("A", 1, 1_000_000_000, true)),
        ],
    };
    let values = fresh(&huge, &mut Rng::new(3), Size::Max);
    let n = first_int(&values);
    assert!((1_000_000..=4_000_000).contains(&n), "N = {n}");
    assert_valid("scaled", &huge, &values);
    let mut cases = averages();
    cases.items[0] = line(vec![int("C", 1, 10_000, true)]);
    if let Item::Repeat { body, .. } = &mut cases.items[1] {
        body[0] = Item::Line(vec![
            Field::Scalar(int("N", 1, 100_000, true)),
            Field::List {
                count: var("N"),
                token: int("score", 0, 100, true),
            },
        ]);
    }
    let values = fresh(&cases, &mut Rng::new(4), Size::Max);
    assert!(first_int(&values) >= 100, "C = {}", first_int(&values));
    let written = write(&cases, &values).len();
    assert!(
        (CAP / 4..=CAP).contains(&written),
        "{written} bytes: near the cap, under it"
    );
}

#[test]
fn mutations_change_something_and_keep_counts() {
    for (name, model) in shapes() {
        let mut changed = 0;
        for seed in 0..500 {
            let mut rng = Rng::new(seed);
            let base = fresh(&model, &mut rng, Size::Small);
            let mutated = mutate(&model, &base, &mut rng);
            assert_valid(&format!("{name} mutated, seed {seed}"), &model, &mutated);
            changed += usize::from(mutated != base);
        }
        assert!(changed >= 450, "{name}: {changed} of 500 changed");
    }
}

#[test]
fn mutations_resize_what_a_count_counts() {
    let model = maze();
    let base = fresh(&model, &mut Rng::new(5), Size::Small);
    let (n, m) = (first_int(&base), grid_width(&base));
    let (mut rows, mut width) = (false, false);
    for seed in 0..500 {
        let mutated = mutate(&model, &base, &mut Rng::new(seed));
        rows |= first_int(&mutated) != n;
        width |= grid_width(&mutated) != m;
    }
    assert!(rows && width, "N changed: {rows}, M changed: {width}");
}

#[test]
fn word_mutations_keep_the_words_pattern() {
    // BOJ 13022 (csk200387/boj-archive): "wolf" is valid and a random word of w, o, l, f
    // almost never is; a repeated letter ("wwolf") or the word twice ("wolfwolf") are the
    // near misses its wrong submissions fail on.
    let token = word("v1", "wolf", Len::Range { lo: 1, hi: 50 }, true);
    let model = Model {
        items: vec![Item::Line(vec![Field::Scalar(token)])],
    };
    let base = vec![Value::Line(vec![FieldValue::Scalar("wolf".into())])];
    let mut seen = std::collections::HashSet::new();
    for seed in 0..300 {
        let mutated = mutate(&model, &base, &mut Rng::new(seed));
        seen.insert(String::from_utf8(write(&model, &mutated)).unwrap());
    }
    for want in ["wolfwolf\n", "wwolf\n", "woolf\n", "wollf\n", "wolff\n"] {
        assert!(seen.contains(want), "{want:?} never drawn: {seen:?}");
    }
}

/// The second integer of the first line.
fn grid_width(values: &[Value]) -> String {
    match values.first() {
        Some(Value::Line(fields)) => format!("{:?}", fields.get(1)),
        _ => String::new(),
    }
}

#[test]
fn mutations_are_deterministic() {
    for (name, model) in shapes() {
        let base = fresh(&model, &mut Rng::new(9), Size::Small);
        let once = mutate(&model, &base, &mut Rng::new(11));
        assert_eq!(once, mutate(&model, &base, &mut Rng::new(11)), "{name}");
    }
}

#[test]
fn a_base_that_does_not_fit_gives_a_fresh_input() {
    let model = min_max();
    let wrong = fresh(&dfs_bfs(), &mut Rng::new(1), Size::Small);
    let values = mutate(&model, &wrong, &mut Rng::new(2));
    assert_valid("fresh instead", &model, &values);
    let mut short = fresh(&model, &mut Rng::new(3), Size::Small);
    if let Some(Value::Line(fields)) = short.get_mut(1) {
        fields[0] = FieldValue::List(vec!["5".into(); 20]);
    }
    assert_valid(
        "fresh instead",
        &model,
        &mutate(&model, &short, &mut Rng::new(4)),
    );
}

#[test]
fn unstated_bounds_widen_modestly_and_keep_their_sign() {
    let widened = |lo, hi| int_bounds(&int("x", lo, hi, false));
    assert_eq!(widened(1, 7), Some((1, 14)));
    assert_eq!(widened(3, 5), Some((1, 10)));
    assert_eq!(widened(0, 0), Some((0, 0)));
    assert_eq!(widened(-5, -2), Some((-10, -1)));
    assert_eq!(widened(7, 1), Some((1, 14)));
    assert_eq!(widened(1, 2_000_000_000), Some((1, i128::from(i32::MAX))));
    assert_eq!(int_bounds(&int("x", 3, 5, true)), Some((3, 5)));
    let len = len_bounds(&word("w", "ab", Len::Range { lo: 2, hi: 7 }, false));
    assert_eq!(len, Some((1, 14)));
}

#[test]
fn rng_ranges_hold_at_the_extremes() {
    let mut rng = Rng::new(0);
    for _ in 0..1000 {
        let _ = rng.range(i128::MIN, i128::MAX);
        assert!((i128::MAX - 1..=i128::MAX).contains(&rng.range(i128::MAX - 1, i128::MAX)));
        assert!((3..=7).contains(&rng.range(7, 3)));
        assert_eq!(rng.range(i128::MIN, i128::MIN), i128::MIN);
        let _ = rng.range_u64(0, u64::MAX);
        assert_eq!(rng.below(0), 0);
    }
    assert!(rng.pick::<u8>(&[]).is_none());
}

/// Models that are wrong or extreme in every way a model can be.
fn degenerate() -> Vec<Model> {
    let any = |name: &str| int(name, i128::MIN, i128::MAX, true);
    let empty_alphabet = word("w", "", Len::Range { lo: 3, hi: 1 }, false);
    let spaces = word("s", " \n", Len::Range { lo: 1, hi: 4 }, true);
    let nan = Token {
        name: "d".into(),
        kind: Kind::Decimal {
            lo: f64::NAN,
            hi: f64::INFINITY,
            places: 4000,
        },
        stated: false,
    };
    let reversed = Token {
        name: "e".into(),
        kind: Kind::Decimal {
            lo: 5.0,
            hi: 1.0,
            places: 30,
        },
        stated: true,
    };
    let repeat = |count, body| Item::Repeat { count, body };
    vec![
        Model { items: vec![] },
        Model {
            items: vec![
                line(vec![]),
                line(vec![
                    any("A"),
                    int("B", 9, -9, true),
                    int("C", 9, -9, false),
                ]),
            ],
        },
        Model {
            items: vec![
                line(vec![any("N")]),
                list(var("N"), any("A")),
                repeat(var("N"), vec![list(var("N"), any("B"))]),
            ],
        },
        Model {
            items: vec![
                line(vec![int("N", -10, -1, true)]),
                list(var("N"), empty_alphabet.clone()),
            ],
        },
        Model {
            items: vec![
                list(var("missing"), any("A")),
                line(vec![word("x", "ab", Len::Var("nothing".into()), true)]),
            ],
        },
        Model {
            items: vec![line(vec![nan.clone(), reversed]), list(var("d"), nan)],
        },
        Model {
            items: vec![repeat(
                Count::Const(u64::MAX),
                vec![list(Count::Const(u64::MAX), any("A"))],
            )],
        },
        Model {
            items: vec![repeat(
                Count::Range {
                    lo: u64::MAX,
                    hi: 0,
                },
                vec![line(vec![spaces, empty_alphabet])],
            )],
        },
        Model {
            items: vec![
                list(var("later"), any("A")),
                line(vec![int(
                    "later",
                    1_000_000_000_000,
                    1_000_000_000_000,
                    true,
                )]),
            ],
        },
        Model {
            items: vec![
                line(vec![int("N", 0, i128::MAX, true)]),
                list(var("N"), word("g", "xy", Len::Var("N".into()), false)),
            ],
        },
    ]
}

#[test]
fn degenerate_models_do_not_panic_and_stay_under_the_cap() {
    for (i, model) in degenerate().iter().enumerate() {
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let sizes: &[Size] = if seed == 0 {
                &[Size::Small, Size::Max]
            } else {
                &[Size::Small]
            };
            for &size in sizes {
                let values = fresh(model, &mut rng, size);
                assert!(write(model, &values).len() <= CAP, "model {i} seed {seed}");
                if size == Size::Max {
                    continue; // mutating a 30 MB input works, but slowly in a debug build
                }
                let mutated = mutate(model, &values, &mut rng);
                assert!(
                    write(model, &mutated).len() <= CAP,
                    "model {i} seed {seed} mutated"
                );
            }
            let _ = mutate(model, &fresh(&maze(), &mut rng, Size::Small), &mut rng);
        }
    }
}

#[test]
fn mutations_of_the_samples_stay_valid() {
    let samples: [(Model, &[u8]); 3] = [
        (dfs_bfs(), b"4 5 1\n1 2\n1 3\n1 4\n2 4\n3 4\n"),
        (maze(), b"4 6\n101111\n101010\n101011\n111011\n"),
        (averages(), b"2\n5 50 50 70 80 100\n3 70 90 80\n"),
    ];
    for (model, sample) in samples {
        let base = read(&model, sample).unwrap_or_default();
        assert_valid("sample", &model, &base);
        for seed in 0..500 {
            let mutated = mutate(&model, &base, &mut Rng::new(seed));
            assert_valid(&format!("sample mutated, seed {seed}"), &model, &mutated);
        }
    }
}

/// The shape of BOJ 10217's input (softwareDefine/boj-backup): `T` (always 1) test cases of
/// `N M K` and K tickets `u v c d`, with `1 ≤ u, v ≤ N`, `1 ≤ c ≤ M`.
fn tickets() -> Model {
    let ticket = line(vec![
        int("u", 1, 100, true),
        int("v", 1, 100, true),
        int("c", 1, 10_000, true),
        int("d", 1, 1000, true),
    ]);
    let case = vec![
        line(vec![
            int("N", 2, 100, true),
            int("M", 0, 10_000, true),
            int("K", 0, 10_000, true),
        ]),
        Item::Repeat {
            count: var("K"),
            body: vec![ticket],
        },
    ];
    Model {
        items: vec![
            line(vec![int("T", 1, 1, true)]),
            Item::Repeat {
                count: var("T"),
                body: case,
            },
        ],
    }
}

/// The tickets of a drawn [`tickets`] input, and its `N M K`.
fn ticket_rows(values: &[Value]) -> ((i128, i128, i128), Vec<[i128; 4]>) {
    let text = String::from_utf8(write(&tickets(), values)).unwrap();
    let rows: Vec<Vec<i128>> = text
        .lines()
        .map(|l| l.split(' ').map(|t| t.parse().unwrap()).collect())
        .collect();
    let head = (rows[1][0], rows[1][1], rows[1][2]);
    let tickets = rows[2..].iter().map(|r| [r[0], r[1], r[2], r[3]]).collect();
    (head, tickets)
}

#[test]
fn largest_inputs_spread_their_values_three_ways() {
    let model = tickets();
    for spread in [Spread::Wide, Spread::Low, Spread::Equal] {
        let values = largest(&model, &mut Rng::new(7), spread, 1.0);
        assert_valid("10217 largest", &model, &values);
        let ((n, m, k), rows) = ticket_rows(&values);
        assert_eq!(k, rows.len() as i128, "{spread:?}");
        // The ends of an edge stay spread over 1..=N in every spread, so that the last
        // airport is reached.
        let ends: std::collections::HashSet<i128> = rows.iter().map(|r| r[1]).collect();
        assert!(
            ends.len() > n as usize / 2,
            "{spread:?}: {} ends",
            ends.len()
        );
        match spread {
            Spread::Wide => {
                let costs: std::collections::HashSet<i128> = rows.iter().map(|r| r[2]).collect();
                assert!(costs.len() > 100, "{} costs", costs.len());
            }
            Spread::Low => {
                // The scalars outside the tickets at their tops, the costs and times among
                // the ten smallest.
                assert_eq!((n, m, k), (100, 10_000, 10_000));
                assert!(rows.iter().all(|r| (1..=10).contains(&r[2]) && r[3] <= 10));
            }
            Spread::Equal => {
                assert_eq!((n, m, k), (100, 10_000, 10_000));
                assert!(rows.iter().all(|r| r[2] == 10_000 && r[3] == 1000));
            }
            Spread::Traded => unreachable!("a_traded_largest_input_trades_a_rows_values_off"),
            Spread::Hub => unreachable!("a_hub_input_feeds_one_vertex_ever_more_cheaply"),
            Spread::Chain => unreachable!("a_chain_input_is_one_path_through_every_vertex"),
        }
    }
}

/// BOJ 10217 (softwareDefine/boj-backup): two wrong answers prune a search by the cheapest
/// cost seen at an airport; a graph of a hundred tickets among up to a hundred airports
/// seldom joins the first to the last, one among a few airports often does, and catches
/// them one time in twenty. Half the medium inputs of a model with edges have few vertices.
#[test]
fn half_the_medium_graphs_have_few_vertices() {
    let model = dfs_bfs();
    let mut few = 0;
    for seed in 0..200 {
        let values = fresh(&model, &mut Rng::new(seed), Size::Medium);
        assert_valid("1260 medium", &model, &values);
        let n = first_int(&values);
        few += usize::from(n <= 8);
    }
    assert!(
        (60..=140).contains(&few),
        "{few} of 200 on 8 vertices or fewer"
    );
}

/// BOJ 2401 (softwareDefine/boj-backup): a long string, then N short ones, lowercase. Six
/// submissions ran out of memory on BOJ keeping every place a short string occurs: a
/// random text holds few, a text of one letter holds one at almost every place.
#[test]
fn an_equal_largest_input_writes_every_word_in_one_letter() {
    let alphabet: String = ('a'..='z').collect();
    let model = Model {
        items: vec![
            line(vec![word(
                "L",
                &alphabet,
                Len::Range { lo: 1, hi: 100_000 },
                true,
            )]),
            line(vec![int("N", 1, 500, true)]),
            Item::Repeat {
                count: var("N"),
                body: vec![line(vec![word(
                    "l",
                    &alphabet,
                    Len::Range { lo: 1, hi: 10_000 },
                    true,
                )])],
            },
        ],
    };
    let values = largest(&model, &mut Rng::new(3), Spread::Equal, 1.0);
    assert_valid("2401 equal", &model, &values);
    let input = String::from_utf8(write(&model, &values)).unwrap();
    let letters: std::collections::HashSet<char> =
        input.chars().filter(char::is_ascii_lowercase).collect();
    assert_eq!(letters.len(), 1, "{letters:?}");
    let lines: Vec<&str> = input.lines().collect();
    assert_eq!((lines[0].len(), lines[1]), (100_000, "500"));
    assert!(
        lines[2..].iter().all(|l| l.len() == 10_000),
        "{}",
        lines.len()
    );
}

/// BOJ 10217 (softwareDefine/boj-backup): 33 submissions that ran out of time on BOJ ran in
/// a second here on every largest input, and in five to ten when a ticket's cost and time
/// trade off: the cheaper a ticket, the slower, so that every budget has its own fastest
/// route and a search over (airport, cost) states meets them all.
#[test]
fn a_traded_largest_input_trades_a_rows_values_off() {
    let model = tickets();
    for seed in 0..4 {
        let values = largest(&model, &mut Rng::new(seed), Spread::Traded, 1.0);
        assert_valid("10217 traded", &model, &values);
        let ((n, m, k), rows) = ticket_rows(&values);
        assert_eq!((n, m, k), (100, 10_000, 10_000));
        let ends: std::collections::HashSet<i128> = rows.iter().map(|r| r[1]).collect();
        assert!(ends.len() > 50, "{} ends", ends.len());
        // The first free value of a row over the square root of its range, the next one
        // against it over the whole of its own.
        assert!(rows.iter().all(|r| (1..=101).contains(&r[2])));
        let costs: std::collections::HashSet<i128> = rows.iter().map(|r| r[2]).collect();
        assert!(costs.len() > 50, "{} costs", costs.len());
        let mut sorted = rows.clone();
        sorted.sort_by_key(|r| (r[2], std::cmp::Reverse(r[3])));
        assert!(
            sorted.windows(2).all(|w| w[0][3] >= w[1][3]),
            "a cheaper ticket is never faster"
        );
        assert!(sorted[0][3] > 900 && sorted[sorted.len() - 1][3] < 100);
    }
}

/// The shape of BOJ 1916's input: N ≤ 1,000 cities, M ≤ 100,000 routes `u v w`, then the
/// trip `s e`.
fn bus_routes() -> Model {
    Model {
        items: vec![
            line(vec![int("N", 1, 1000, true)]),
            line(vec![int("M", 1, 100_000, true)]),
            Item::Repeat {
                count: var("M"),
                body: vec![line(vec![
                    int("u", 1, 1000, true),
                    int("v", 1, 1000, true),
                    int("w", 0, 99_999, true),
                ])],
            },
            line(vec![int("s", 1, 1000, true), int("e", 1, 1000, true)]),
        ],
    }
}

/// BOJ 1916 (softwareDefine/boj-backup): a shortest path over M ≤ 100,000 bus routes
/// between N ≤ 1,000 cities, then the trip asked. Seven submissions that pop a city again
/// without skipping it ran out of time on BOJ and in 40 ms here on every other spread;
/// half the routes from the start to one hub, each cheaper than the one before, and the
/// other half out of the hub make them rescan the hub's 50,000 routes 50,000 times.
#[test]
fn a_hub_input_feeds_one_vertex_ever_more_cheaply() {
    let model = bus_routes();
    assert!(has_edges(&model));
    let values = largest(&model, &mut Rng::new(3), Spread::Hub, 1.0);
    assert_valid("1916 hub", &model, &values);
    let text = String::from_utf8(write(&model, &values)).unwrap();
    let rows: Vec<Vec<i128>> = text
        .lines()
        .map(|l| l.split(' ').map(|t| t.parse().unwrap()).collect())
        .collect();
    assert_eq!((rows[0][0], rows[1][0]), (1000, 100_000));
    let (edges, trip) = (&rows[2..rows.len() - 1], &rows[rows.len() - 1]);
    assert_eq!(edges.len(), 100_000);
    // The trip starts where the hub is fed from.
    assert_eq!(trip[0], 1);
    let (feed, out) = edges.split_at(50_000);
    assert!(feed.iter().all(|r| (r[0], r[1]) == (1, 2)));
    assert!(
        feed.windows(2).all(|w| w[1][2] == w[0][2] - 1),
        "ever cheaper"
    );
    assert_eq!(feed[0][2], 99_999);
    assert!(out.iter().all(|r| r[0] == 2 && (3..=1000).contains(&r[1])));
    let ends: std::collections::HashSet<i128> = out.iter().map(|r| r[1]).collect();
    assert!(ends.len() > 900, "{} ends", ends.len());
    // A model without edges has no hub to draw.
    assert!(!has_edges(&tickets_without_ends()));
}

/// BOJ 10217 (softwareDefine/boj-backup): four wrong answers keep the times of a search in
/// a table 20,000 wide, and only a path of more than twenty tickets of up to 1,000 minutes
/// each goes past it; random tickets among 100 airports never make one. A chain walks every
/// vertex in turn, its trip from the bottom to the top.
#[test]
fn a_chain_input_is_one_path_through_every_vertex() {
    let model = bus_routes();
    let values = largest(&model, &mut Rng::new(5), Spread::Chain, 1.0);
    assert_valid("1916 chain", &model, &values);
    let text = String::from_utf8(write(&model, &values)).unwrap();
    let rows: Vec<Vec<i128>> = text
        .lines()
        .map(|l| l.split(' ').map(|t| t.parse().unwrap()).collect())
        .collect();
    let (edges, trip) = (&rows[2..rows.len() - 1], &rows[rows.len() - 1]);
    assert_eq!(edges.len(), 100_000);
    assert_eq!((trip[0], trip[1]), (1, 1000));
    for (i, r) in edges.iter().enumerate() {
        let from = 1 + i as i128 % 999;
        assert_eq!((r[0], r[1]), (from, from + 1), "edge {i}");
    }
    // One cost on every bus of the first lap, in the upper half of 0..=99,999: the longest
    // way to walk. Later laps' costs are spread.
    let weights = |rows: &[Vec<i128>]| -> std::collections::HashSet<i128> {
        rows.iter().map(|r| r[2]).collect()
    };
    let first = weights(&edges[..999]);
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(first.iter().all(|&w| w >= 50_000), "{first:?}");
    assert!(weights(&edges[999..]).len() > 1000);
}

/// BOJ 10217 (softwareDefine/boj-backup): four wrong answers drop every (airport, cost)
/// reached after 20,000 minutes. A chain's tickets are all alike, cheap and slow: the
/// budget affords the whole path, and the path takes past 20,000 minutes.
#[test]
fn a_chains_edges_are_cheap_and_slow() {
    let model = tickets();
    for seed in 0..8 {
        let values = largest(&model, &mut Rng::new(seed), Spread::Chain, 1.0);
        assert_valid("10217 chain", &model, &values);
        let ((n, m, _), rows) = ticket_rows(&values);
        let hops = usize::try_from(n - 1).unwrap();
        let path: Vec<&[i128; 4]> = rows.iter().take(hops).collect();
        assert!(path
            .iter()
            .enumerate()
            .all(|(i, r)| r[0] == 1 + i as i128 && r[1] == r[0] + 1));
        let (cost, time): (i128, i128) = path.iter().fold((0, 0), |(c, t), r| (c + r[2], t + r[3]));
        assert!(
            cost <= m && time > 20_000,
            "seed {seed}: N {n} M {m} cost {cost} time {time}"
        );
        assert!(
            path.iter()
                .all(|r| (r[2], r[3]) == (path[0][2], path[0][3])),
            "seed {seed}"
        );
    }
}

/// [`tickets`] with no number bounded by N: nothing on a ticket's line is an edge.
fn tickets_without_ends() -> Model {
    let mut model = tickets();
    let Item::Repeat { body, .. } = &mut model.items[1] else {
        unreachable!("a case");
    };
    let Item::Repeat { body, .. } = &mut body[1] else {
        unreachable!("tickets");
    };
    *body = vec![line(vec![
        int("c", 1, 10_000, true),
        int("d", 1, 1000, true),
    ])];
    model
}

/// BOJ 10217: K (tickets) and M (the budget) share their bounds, 0..=10,000, so K was
/// linked to M as an index to its count might be, and a largest draw with M drawn small
/// had a handful of tickets (1,520 bytes). A count of the largest size takes only the
/// links it surely has.
#[test]
fn a_largest_count_is_not_held_down_by_a_scalar_that_merely_shares_its_bounds() {
    let model = tickets();
    for seed in 0..16 {
        let values = largest(&model, &mut Rng::new(seed), Spread::Wide, 1.0);
        let ((_, _, k), rows) = ticket_rows(&values);
        assert_eq!((k, rows.len()), (10_000, 10_000), "seed {seed}");
    }
}

/// A largest input drawn again at a fraction of its size, for an oracle that came near its
/// time limit on it (BOJ 10217): every count scaled, the values spread as before.
#[test]
fn a_largest_input_scaled_down_keeps_its_spread_at_a_fraction_of_its_counts() {
    let model = tickets();
    for seed in 0..4 {
        let values = largest(&model, &mut Rng::new(seed), Spread::Traded, 0.4);
        assert_valid("10217 traded, scaled", &model, &values);
        let ((n, m, k), rows) = ticket_rows(&values);
        assert_eq!(
            (n, m, k, rows.len()),
            (100, 10_000, 4_000, 4_000),
            "seed {seed}"
        );
        let mut sorted = rows.clone();
        sorted.sort_by_key(|r| (r[2], std::cmp::Reverse(r[3])));
        assert!(sorted.windows(2).all(|w| w[0][3] >= w[1][3]));
    }
    // Never below a count's lower bound.
    let values = largest(&model, &mut Rng::new(1), Spread::Wide, 0.0);
    let ((_, _, k), rows) = ticket_rows(&values);
    assert_eq!((k, rows.len()), (0, 0));
}
