//! Models inferred from real sample inputs.

use super::{infer, read};
use crate::synth::{Count, Field, FieldValue, Item, Kind, Len, Model, Token, Value};

/// An integer token seen in `lo..=hi`.
fn int(name: &str, lo: i128, hi: i128) -> Token {
    Token {
        name: name.into(),
        kind: Kind::Int { lo, hi },
        stated: false,
    }
}

/// A word token of `alphabet`, `len` long.
fn word(name: &str, alphabet: &str, len: Len) -> Token {
    Token {
        name: name.into(),
        kind: Kind::Word {
            alphabet: alphabet.chars().collect(),
            len,
        },
        stated: false,
    }
}

/// A line of scalars.
fn scalars(tokens: Vec<Token>) -> Item {
    Item::Line(tokens.into_iter().map(Field::Scalar).collect())
}

/// A line of one list `count` long.
fn list(count: Count, token: Token) -> Item {
    Item::Line(vec![Field::List { count, token }])
}

/// `count` copies of `body`.
fn repeat(count: Count, body: Vec<Item>) -> Item {
    Item::Repeat { count, body }
}

/// A count `name` gives.
fn var(name: &str) -> Count {
    Count::Var(name.into())
}

/// The model `inputs` give, asserting every one reads through it.
fn inferred(inputs: &[&[u8]]) -> Vec<Item> {
    let model = infer(inputs).expect("a model");
    for input in inputs {
        assert!(read(&model, input).is_some(), "{}", show(&model));
    }
    model.items
}

#[test]
fn a_plus_b_is_a_line_of_two_integers() {
    // BOJ 1000's sample 1 (csk200387/boj-archive)
    let items = inferred(&[b"1 2\n"]);
    assert_eq!(items, vec![scalars(vec![int("v1", 1, 1), int("v2", 2, 2)])]);
}

#[test]
fn a_list_has_the_count_before_it() {
    // BOJ 10818's sample 1 (csk200387/boj-archive)
    let items = inferred(&[b"5\n20 10 35 30 7\n"]);
    let expected = vec![
        scalars(vec![int("v1", 5, 5)]),
        list(var("v1"), int("v2", 7, 35)),
    ];
    assert_eq!(items, expected);
}

#[test]
fn one_test_case_of_a_header_and_its_lines_is_a_test_case_block() {
    // BOJ 10217's samples 1-2 (softwareDefine/boj-backup): `T` (always 1), then `N M K` and
    // K tickets. It was read as a two-line block then lines to the end, so that a mutation
    // changed K without the tickets and the two accepted submissions disagreed.
    let items = inferred(&[
        b"1\n3 100 3\n1 2 1 1\n2 3 1 1\n1 3 3 30\n",
        b"1\n4 10 4\n1 2 5 3\n2 3 5 4\n3 4 1 5\n1 3 10 6\n",
    ]);
    assert_eq!(items.len(), 2, "{items:?}");
    let Item::Repeat { count, body } = &items[1] else {
        panic!("{items:?}")
    };
    assert_eq!(count, &var("v1"));
    // N and K are equal in both samples: either counts the tickets as far as they show.
    assert!(
        matches!(&body[1], Item::Repeat { count, .. } if *count == var("v4") || *count == var("v2")),
        "{body:?}"
    );
}

#[test]
fn a_count_less_one_inside_a_block_is_not_guessed() {
    // BOJ 23038's sample 1 (csk200387/boj-archive): `N M`, then 3N rows of 3M characters.
    // With M = 4 the rows also read as N copies of M − 1 rows: a mutation of M then made
    // an input the held-out accepted submission failed.
    let sample: &[u8] = b"4 4\n............\n.##...###...\n.#..........\n....#.....#.\n....##...##.\n....#.....#.\n.#.....#....\n.##...##....\n.#.....#....\n..........#.\n...###...##.\n............\n";
    fn sums(items: &[Item]) -> bool {
        items.iter().any(|item| match item {
            Item::Repeat { count, body } => matches!(count, Count::Sum { .. }) || sums(body),
            Item::Line(_) => false,
        })
    }
    let items = inferred(&[sample]);
    assert!(!sums(&items), "{items:?}");
}

#[test]
fn a_tree_has_n_minus_one_edges() {
    // BOJ 28219's samples 1-2 (softwareDefine/boj-backup): `N K`, then N − 1 edges. Read as
    // lines to the end, a mutation changed the edges and not N, and a held-out accepted
    // submission failed on what was no tree.
    let items = inferred(&[
        b"6 2\n1 2\n1 3\n2 4\n2 5\n4 6\n",
        b"7 3\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n",
    ]);
    let sum = Count::Sum {
        terms: vec!["v1".into()],
        offset: -1,
    };
    assert!(
        matches!(&items[1], Item::Repeat { count, .. } if *count == sum),
        "{items:?}"
    );
}

#[test]
fn ladders_then_snakes_are_n_lines_then_m_lines() {
    // BOJ 16928's samples 1-2 (softwareDefine/boj-backup): `N M`, then N ladders and M
    // snakes, one `x y` line each; it was read as lines to the end, header and all.
    let items = inferred(&[
        b"3 7\n32 62\n42 68\n12 98\n95 13\n97 25\n93 37\n79 27\n75 19\n49 47\n67 17\n",
        b"4 9\n8 52\n6 80\n26 42\n2 72\n51 19\n39 11\n37 29\n81 3\n59 5\n79 23\n53 7\n43 33\n77 21\n",
    ]);
    assert_eq!(items[0], scalars(vec![int("v1", 3, 4), int("v2", 7, 9)]));
    let count = |item: &Item| match item {
        Item::Repeat { count, .. } => Some(count.clone()),
        Item::Line(_) => None,
    };
    assert_eq!(count(&items[1]), Some(var("v1")), "{items:?}");
    assert_eq!(count(&items[2]), Some(var("v2")), "{items:?}");
}

#[test]
fn edges_repeat_as_many_times_as_m() {
    // BOJ 1260's samples 1-3 (csk200387/boj-archive)
    let items = inferred(&[
        b"4 5 1\n1 2\n1 3\n1 4\n2 4\n3 4\n",
        b"5 5 3\n5 4\n5 2\n1 2\n3 4\n3 1\n",
        b"1000 1 1000\n999 1000\n",
    ]);
    let header = scalars(vec![
        int("v1", 4, 1000),
        int("v2", 1, 5),
        int("v3", 1, 1000),
    ]);
    let edge = scalars(vec![int("v4", 1, 999), int("v5", 1, 1000)]);
    assert_eq!(items, vec![header, repeat(var("v2"), vec![edge])]);
}

#[test]
fn digit_rows_are_words_as_long_as_m() {
    // BOJ 2178's samples 1 and 3 (csk200387/boj-archive)
    let items = inferred(&[
        b"4 6\n101111\n101010\n101011\n111011\n",
        b"2 25\n1011101110111011101110111\n1110111011101110111011101\n",
    ]);
    let header = scalars(vec![int("v1", 2, 4), int("v2", 6, 25)]);
    let row = scalars(vec![word("v3", "10", Len::Var("v2".into()))]);
    assert_eq!(items, vec![header, repeat(var("v1"), vec![row])]);
}

#[test]
fn a_character_grid_is_n_words_of_length_n() {
    // BOJ 10026's sample 1 (csk200387/boj-archive)
    let items = inferred(&[b"5\nRRRBB\nGGBBB\nBBBRR\nBBRRR\nRRRRR\n"]);
    let row = scalars(vec![word("v2", "RBG", Len::Var("v1".into()))]);
    assert_eq!(
        items,
        vec![scalars(vec![int("v1", 5, 5)]), repeat(var("v1"), vec![row])]
    );
}

#[test]
fn test_cases_are_blocks_with_their_own_counts() {
    // BOJ 1946's sample 1 (csk200387/boj-archive)
    let input = b"2\n5\n3 2\n1 4\n4 1\n2 3\n5 5\n7\n3 6\n7 3\n4 2\n1 4\n5 7\n2 5\n6 1\n";
    let items = inferred(&[input]);
    let pair = scalars(vec![int("v3", 1, 7), int("v4", 1, 7)]);
    let case = vec![
        scalars(vec![int("v2", 5, 7)]),
        repeat(var("v2"), vec![pair]),
    ];
    assert_eq!(
        items,
        vec![scalars(vec![int("v1", 2, 2)]), repeat(var("v1"), case)]
    );
}

#[test]
fn counted_lines_until_a_zero_are_one_repeat() {
    // BOJ 6549's sample (qkrwlgus5832/boj-archive): histograms `n h1 … hn`, then `0`.
    let input = b"7 2 1 4 5 1 3 3\n4 1000 1000 1000 1000\n0\n";
    let shown = show(&crate::synth::infer::infer(&[input]).expect("a model"));
    assert_eq!(shown, "2..2×{[v1:i4..7 v2:i1..1000[v1]]} [v3:i0..0]");
    let model = crate::synth::infer::infer(&[input]).unwrap();
    let more = b"3 1 2 3\n1 5\n0\n";
    assert!(crate::synth::infer::read(&model, more).is_some(), "{shown}");
}

#[test]
fn a_sentence_is_a_list_of_words_of_any_length() {
    // BOJ 1152's samples 1-3 (csk200387/boj-archive)
    let items = inferred(&[
        b"The Curious Case of Benjamin Button\n",
        b" The first character is a blank\n",
        b"The last character is a blank \n",
    ]);
    let token = word("v1", "TheCuriosafBnjmtcblk", Len::Range { lo: 1, hi: 9 });
    assert_eq!(items, vec![list(Count::Range { lo: 6, hi: 6 }, token)]);
}

#[test]
fn commands_are_a_word_then_numbers_of_any_number() {
    // BOJ 10828's sample 2, cut to 4 commands (csk200387/boj-archive)
    let items = inferred(&[b"4\npop\ntop\npush 123\ntop\n"]);
    let command = Item::Line(vec![
        Field::Scalar(word("v2", "potush", Len::Range { lo: 3, hi: 4 })),
        Field::List {
            count: Count::Range { lo: 0, hi: 1 },
            token: int("v3", 123, 123),
        },
    ]);
    assert_eq!(
        items,
        vec![
            scalars(vec![int("v1", 4, 4)]),
            repeat(var("v1"), vec![command])
        ]
    );
}

#[test]
fn queries_whose_kind_decides_their_length_are_a_number_then_numbers_of_any_number() {
    // BOJ 17353's sample (softwareDefine/boj-backup): `1 L R` adds, `2 X` asks.
    let items = inferred(&[b"5\n1 2 1 2 1\n4\n1 1 5\n2 5\n1 2 5\n2 5\n"]);
    assert_eq!(
        show(&Model { items }),
        "[v1:i5..5] [v2:i1..2[v1]] [v3:i4..4] v3×{[v4:i1..2 v5:i1..5[1..2]]}"
    );
    // Numbers of two lengths with no kind before them stay apart: `3 4` then `5`, `6 7`.
    let items = inferred(&[b"3\n1 4\n5\n6 7\n"]);
    assert!(!show(&Model { items }).contains('×'));
}

#[test]
fn read_refuses_an_input_of_another_shape() {
    // BOJ 10818's sample 1 (csk200387/boj-archive)
    let model = infer(&[b"5\n20 10 35 30 7\n"]).expect("a model");
    assert!(read(&model, b"3\n1 2 3\n").is_some());
    assert!(read(&model, b"3\n1 2\n").is_none(), "fewer numbers than N");
    assert!(
        read(&model, b"3\n1 2 x\n").is_none(),
        "a word for an integer"
    );
    assert!(read(&model, b"3\n1 2 3\n4\n").is_none(), "a line more");
    assert!(read(&model, b"-1\n\n").is_none(), "a negative count");
}

#[test]
fn values_keep_the_model_shape() {
    // BOJ 1260's sample 3 (csk200387/boj-archive)
    let input = b"1000 1 1000\r\n999 1000\r\n\r\n";
    let model = infer(&[input]).expect("a model");
    let line =
        |t: &[&str]| Value::Line(t.iter().map(|t| FieldValue::Scalar((*t).into())).collect());
    let expected = vec![line(&["1000", "1", "1000"]), line(&["999", "1000"])];
    assert_eq!(read(&model, input), Some(expected));
}

#[test]
fn no_bytes_panic() {
    let inputs: [&[u8]; 6] = [
        b"",
        b"\n\n",
        b"\xff\xfe 3\n",
        b"99999999999999999999999 1\n",
        b"-0 007 1.5\n",
        b"3\n\x00",
    ];
    for input in inputs {
        if let Some(model) = infer(&[input]) {
            assert!(read(&model, input).is_some());
        }
    }
}

#[test]
fn a_large_input_is_modelled_within_the_budget() {
    // The search's work budget grows with the input (no clock: the machines are shared).
    let mut input = String::from("400000\n");
    for i in 0..400_000 {
        input.push_str(&format!("{} {}\n", i, i * 7 % 1_000_003));
    }
    let model = infer(&[input.as_bytes()]).expect("a model");
    assert!(read(&model, input.as_bytes()).is_some());
    assert!(
        matches!(&model.items[1], Item::Repeat { count, .. } if *count == var("v1")),
        "{}",
        show(&model)
    );
}

/// `model` in one line, for a person to check: `[a b] N×{…}`.
fn show(model: &Model) -> String {
    items(&model.items)
}

/// Items in one line.
fn items(items: &[Item]) -> String {
    let parts: Vec<String> = items
        .iter()
        .map(|item| match item {
            Item::Line(fields) => {
                let f: Vec<String> = fields.iter().map(field).collect();
                format!("[{}]", f.join(" "))
            }
            Item::Repeat { count: c, body } => format!("{}×{{{}}}", count(c), self::items(body)),
        })
        .collect();
    parts.join(" ")
}

/// A field in a few characters.
fn field(field: &Field) -> String {
    match field {
        Field::Scalar(t) => token(t),
        Field::List { count: c, token: t } => format!("{}[{}]", token(t), count(c)),
    }
}

/// A count in a few characters.
fn count(count: &Count) -> String {
    match count {
        Count::Const(n) => n.to_string(),
        Count::Var(name) => name.clone(),
        Count::Sum { terms, offset } => format!("{}{offset:+}", terms.join("+")),
        Count::Range { lo, hi } => format!("{lo}..{hi}"),
    }
}

/// A token in a few characters.
fn token(token: &Token) -> String {
    match &token.kind {
        Kind::Int { lo, hi } => format!("{}:i{lo}..{hi}", token.name),
        Kind::Decimal { places, .. } => format!("{}:d{places}", token.name),
        Kind::Word { alphabet, len } => {
            let a: String = alphabet.iter().take(12).collect();
            let len = match len {
                Len::Range { lo, hi } => format!("{lo}..{hi}"),
                Len::Var(name) => name.clone(),
            };
            format!("{}:w'{a}'{len}", token.name)
        }
    }
}

/// Over every problem of the workspaces in `INFER_DIRS` (`:`-separated) with a sample
/// input: `infer` gives a model `read` takes every sample through, for most of them; the
/// models go to `INFER_OUT`, one a line, for a person to check.
#[test]
#[ignore = "reads real workspaces named by INFER_DIRS"]
#[allow(clippy::print_stderr, reason = "a measurement for a person")]
fn real_workspaces() {
    use std::fmt::Write as _;
    let dirs = std::env::var("INFER_DIRS").unwrap_or_default();
    let (mut problems, mut modelled, mut related) = (0, 0, 0);
    let mut out = String::new();
    for dir in dirs.split(':').filter(|d| !d.is_empty()) {
        let Ok(entries) = std::fs::read_dir(format!("{dir}/testcases")) else {
            continue;
        };
        let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        for path in paths {
            let mut samples = Vec::new();
            for k in 1..=20 {
                if let Ok(bytes) = std::fs::read(path.join(format!("sample-{k}.in"))) {
                    samples.push(bytes);
                }
            }
            if samples.is_empty() {
                continue;
            }
            problems += 1;
            let inputs: Vec<&[u8]> = samples.iter().map(Vec::as_slice).collect();
            let started = std::time::Instant::now();
            let model = infer(&inputs);
            let took = started.elapsed();
            let name = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let shown = model.as_ref().map_or(String::from("NONE"), show);
            if let Some(model) = &model {
                assert!(
                    inputs.iter().all(|i| read(model, i).is_some()),
                    "{name}: {shown}"
                );
                modelled += 1;
                related += usize::from(has_var(&model.items));
            }
            let _ = writeln!(out, "{name}\t{}ms\t{shown}", took.as_millis());
        }
    }
    if let Ok(path) = std::env::var("INFER_OUT") {
        std::fs::write(path, out).unwrap();
    }
    eprintln!("problems {problems} modelled {modelled} with a relation {related}");
    assert!(modelled * 10 >= problems * 9);
}

/// Whether `items` hold a count or a length that names a token.
fn has_var(items: &[Item]) -> bool {
    items.iter().any(|item| match item {
        Item::Line(fields) => fields.iter().any(|f| match f {
            Field::List {
                count: Count::Var(_),
                ..
            } => true,
            Field::Scalar(t) | Field::List { token: t, .. } => {
                matches!(
                    &t.kind,
                    Kind::Word {
                        len: Len::Var(_),
                        ..
                    }
                )
            }
        }),
        Item::Repeat { count, body } => matches!(count, Count::Var(_)) || has_var(body),
    })
}

#[test]
fn the_count_whose_rows_end_where_their_shape_does_is_preferred() {
    // BOJ 1916's sample (softwareDefine/boj-backup): N = 5 cities, M = 8 buses of `u v w`,
    // then `s e`. Read as N buses, the other three fitted as lines and lists by chance, and
    // every draw had five buses: none of its seven timed-out submissions was ever slow.
    let items =
        inferred(&[b"5\n8\n1 2 2\n1 3 3\n1 4 1\n1 5 10\n2 4 2\n3 4 1\n3 5 1\n4 5 3\n1 5\n"]);
    assert_eq!(items.len(), 4, "{items:?}");
    assert!(
        matches!(&items[2], Item::Repeat { count, .. } if *count == var("v2")),
        "{items:?}"
    );
}

#[test]
fn lines_that_each_count_their_own_numbers_are_one_block_though_the_first_could_count_the_rest() {
    // BOJ 2518's sample (softwareDefine/boj-backup): N, then three lines of `p` and p dish
    // numbers. The first of them, `3 3 7 1`, was read as a line whose 3 counted the two
    // after it (`v2 - 1` lines): every draw kept a line of its own and its count.
    let items = inferred(&[b"9\n3 3 7 1\n4 2 4 1 2\n4 9 5 6 5\n"]);
    assert_eq!(items.len(), 2, "{items:?}");
    let Item::Repeat { body, .. } = &items[1] else {
        panic!("{items:?}");
    };
    assert!(
        matches!(&body[..], [Item::Line(fields)] if fields.len() == 2),
        "{items:?}"
    );
}
