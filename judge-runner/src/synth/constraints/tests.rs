//! `read` on real constraint sentences (each cites its BOJ problem and the backup it was
//! taken from) and `bind` on hand-built models.

use super::*;
use crate::synth::{Count, Field, Item, Kind, Len, Token};

/// The constraint `read` gives `name` on `subject`, as `(lo, hi)` with `<` before a strict
/// bound: `"1"`, `"<10"`, `"_"` when not said.
fn bounds(s: &Statement, name: &str, subject: Subject) -> Option<(String, String)> {
    let show = |b: Option<Bound>| {
        b.map_or("_".to_owned(), |b| {
            let v = b.int.map_or(b.value.to_string(), |i| i.to_string());
            format!("{}{v}", if b.strict { "<" } else { "" })
        })
    };
    let c = s
        .constraints
        .iter()
        .find(|c| c.name == name && c.subject == subject)?;
    Some((show(c.lo), show(c.hi)))
}

/// Asserts `text` bounds the value of `name` by `lo..hi` as [`bounds`] writes them.
fn value(text: &str, name: &str, lo: &str, hi: &str) {
    let s = read(&format!("## 입력\n\n{text}\n"));
    let want = Some((lo.to_owned(), hi.to_owned()));
    assert_eq!(
        bounds(&s, name, Subject::Value),
        want,
        "{name} in {text}: {s:?}"
    );
}

/// Asserts `text` bounds the length of `name` by `lo..hi`.
fn length(text: &str, name: &str, lo: &str, hi: &str) {
    let s = read(&format!("## 입력\n\n{text}\n"));
    let want = Some((lo.to_owned(), hi.to_owned()));
    assert_eq!(
        bounds(&s, name, Subject::Length),
        want,
        "{name} in {text}: {s:?}"
    );
}

#[test]
fn strict_bounds_on_two_names() {
    // BOJ 1000 (csk200387/boj-archive)
    let text = "첫째 줄에 A와 B가 주어진다. (0 < A, B < 10)";
    value(text, "A", "<0", "<10");
    value(text, "B", "<0", "<10");
    assert_eq!(read(&format!("## 입력\n{text}")).names, ["A", "B"]);
}

#[test]
fn a_range_after_two_names_and_counts() {
    // BOJ 2178 (qkrwlgus5832/boj-archive)
    let text = "첫째 줄에 두 정수 N, M(2 ≤ N, M ≤ 100)이 주어진다. 다음 N개의 줄에는 M개의 정수로 미로가 주어진다.";
    value(text, "N", "2", "100");
    value(text, "M", "2", "100");
    let s = read(&format!("## 입력\n{text}"));
    assert_eq!(
        (s.names, s.counts),
        (vec!["N".into(), "M".into()], vec!["N".into(), "M".into()])
    );
}

#[test]
fn powers_and_products_of_ten() {
    // BOJ 10838 (softwareDefine/boj-backup)
    let text = "첫째 줄에는 트리의 노드 개수를 나타내는 정수 N(1 ≤ N ≤ 10^{5})과 연산의 개수를 나타내는 정수 K(1 ≤ K ≤ 3×10^{5})가 주어진다.";
    value(text, "N", "1", "100000");
    value(text, "K", "1", "300000");
    // BOJ 12837 (softwareDefine/boj-backup), a bullet
    let text = "- 1 p x : 생후 p일에 x를 추가한다. (1 ≤ p ≤ N, -2×10^{9} ≤ x ≤ 2×10^{9})";
    value(text, "x", "-2000000000", "2000000000");
    value(text, "p", "1", "_");
}

#[test]
fn html_sub_and_sup() {
    // BOJ 11003 (magenta1223/boj-archive, a local backup beyond the three)
    let text = "둘째 줄에는 N개의 수 A<sub>i</sub>가 주어진다. (-10<sup>9</sup>≤ A<sub>i</sub>≤ 10<sup>9</sup>)";
    value(text, "A", "-1000000000", "1000000000");
    // BOJ 10986 (magenta1223/boj-archive)
    let text = "둘째 줄에 N개의 수 A<sub>1</sub>, A<sub>2</sub>, ..., A<sub>N</sub>이 주어진다. (0 ≤ A<sub>i</sub>≤ 10)";
    let s = read(&format!("## 입력\n{text}"));
    assert_eq!(
        (s.names, s.indexed),
        (vec!["N".into(), "A".into()], vec!["A".into()])
    );
}

#[test]
fn plain_indices_and_brackets() {
    // BOJ 1920 (csk200387/boj-archive)
    let text = "첫째 줄에 자연수 N(1 ≤ N ≤ 100,000)이 주어진다. 다음 줄에는 N개의 정수 A[1], A[2], …, A[N]이 주어진다.";
    let s = read(&format!("## 입력\n{text}"));
    assert_eq!(
        (s.names, s.indexed),
        (vec!["N".into(), "A".into()], vec!["A".into()])
    );
    value(text, "N", "1", "100000");
    // Plain text left by a converter: `A1, A2, ..., AN` and `Ai`.
    let s = read("## 입력\n둘째 줄에 A1, A2, ..., AN이 주어진다. (1 ≤ Ai ≤ 100)");
    assert_eq!((s.names, s.indexed), (vec!["A".into()], vec!["A".into()]));
    // BOJ 30214 (csk200387/boj-archive): digit indices alone stay two names.
    let s = read("## 입력\n첫 줄에 S_{1}과 S_{2}가 주어진다.");
    assert_eq!(s.names, ["S1", "S2"]);
}

#[test]
fn korean_phrases() {
    // BOJ 1758 (qkrwlgus5832/boj-archive)
    value(
        "첫째 줄에 사람의 수 N이 주어진다. N은 100,000보다 작거나 같은 자연수이다.",
        "N",
        "1",
        "100000",
    );
    // BOJ 10569 (csk200387/boj-archive)
    value(
        "첫 번째 줄에 1 이상 100 이하의 자연수 T가 주어진다.",
        "T",
        "1",
        "100",
    );
    // BOJ 1654 (csk200387/boj-archive)
    let text = "K는 1이상 10,000이하의 정수이고, N은 1이상 1,000,000이하의 정수이다. 그리고 항상 K ≦ N 이다.";
    value(text, "K", "1", "10000");
    value(text, "N", "1", "1000000");
    // BOJ 2738 (csk200387/boj-archive): the second bound is the elements', not M's.
    let text = "첫째 줄에 행렬의 크기 N 과 M이 주어진다. 둘째 줄부터 N개의 줄에 행렬 A의 원소 M개가 차례대로 주어진다. N과 M은 100보다 작거나 같고, 행렬의 원소는 절댓값이 100보다 작거나 같은 정수이다.";
    value(text, "M", "_", "100");
    // BOJ 11931 (csk200387/boj-archive) in one sentence: an absolute value.
    value(
        "정수 X는 절댓값이 1,000,000보다 작거나 같은 정수이다.",
        "X",
        "-1000000",
        "1000000",
    );
    // BOJ 10211 (csk200387/boj-archive), strict: "절댓값이 1,000보다 작은".
    value(
        "정수 X는 절댓값이 1,000보다 작은 정수이다.",
        "X",
        "<-1000",
        "<1000",
    );
    // BOJ 2568 (magenta1223/boj-archive): "이하의 자연수" with the name in the sentence.
    value(
        "첫째 줄에 N이 주어진다. N은 100,000 이하의 자연수이다.",
        "N",
        "1",
        "100000",
    );
}

#[test]
fn lengths() {
    // BOJ 10808 (csk200387/boj-archive)
    length("첫째 줄에 단어 S가 주어진다. 단어의 길이는 100을 넘지 않으며, 알파벳 소문자로만 이루어져 있다.", "S", "_", "100");
    // BOJ 1251 (csk200387/boj-archive) form, named: 만 is 10^4.
    length(
        "첫째 줄에 문자열 S가 주어진다. S의 길이가 1 이상 50만 이하이다.",
        "S",
        "1",
        "500000",
    );
    // BOJ 16916 (csk200387/boj-archive)
    length(
        "둘째 줄에 문자열 P가 주어진다. (1 ≤ |P| ≤ 100)",
        "P",
        "1",
        "100",
    );
}

#[test]
fn latex_entities_and_other_signs() {
    // BOJ 19532 (csk200387/boj-archive)
    let text = "정수 $a$, $b$, $c$, $d$, $e$, $f$가 공백으로 구분되어 주어진다. ($-999 \\leq a,b,c,d,e,f \\leq 999$)";
    value(text, "f", "-999", "999");
    // BOJ 10480 (csk200387/boj-archive): an English page, a Unicode minus.
    let text = "Input begins with an integer 1 ≤ n ≤ 20 on a line by itself. Each line contains a single integer −10 ≤ x ≤ 10.";
    value(text, "x", "-10", "10");
    assert_eq!(read(&format!("## Input\n{text}")).names, ["n", "x"]);
    // BOJ 13772 (csk200387/boj-archive): `&lt;=` as the page escaped it.
    value(
        "Input starts with an integer, N, on a line of its own (0 &lt; N &lt;= 30).",
        "N",
        "<0",
        "30",
    );
    // BOJ 10709 (Seol-Munhyeok/Baekjoon-Archive, a local backup beyond the three)
    value(
        "첫 번째 행에는 정수 H, W (1 ≦ H ≦ 100, 1 ≦ W ≦ 100) 가 주어진다.",
        "W",
        "1",
        "100",
    );
    // BOJ 30876 (csk200387/boj-archive): absolute values, a LaTeX thin space.
    value(
        "두 정수 $x_i,y_i$가 주어진다. $(|x_i|,|y_i|\\le 1\\, 000)$",
        "y",
        "-1000",
        "1000",
    );
    // BOJ 25502 (softwareDefine/boj-backup)
    value(
        "$(3 \\leq N \\leq 300\\,000, 1 \\leq M \\leq 300\\,000)$",
        "M",
        "1",
        "300000",
    );
}

#[test]
fn an_upper_bound_alone_and_sections() {
    // BOJ 18234 (qkrwlgus5832/boj-archive): a name as a bound passes the chain on.
    // Its lower side is N's (`N ≤ T`: at least 1).
    value(
        "*N*(1 ≤ *N* ≤ 200,000)과 *T*(*N* ≤ *T* ≤ 100,000,000)가 주어진다.",
        "T",
        "1",
        "100000000",
    );
    // BOJ 16973 (qkrwlgus5832/boj-archive): 제한 bullets, subtasks: only the last counts.
    let md = "## 입력\n\n첫째 줄에 N, M이 주어진다.\n\n## 제한\n\n- 2 ≤ N, M ≤ 1,000\n\n## 서브태스크 1\n\nK ≤ 5\n\n## 서브태스크 2\n\nK ≤ 50\n\n## 출력\n\nX ≤ 3\n";
    let s = read(md);
    assert_eq!(
        bounds(&s, "N", Subject::Value),
        Some(("2".into(), "1000".into()))
    );
    assert_eq!(
        bounds(&s, "K", Subject::Value),
        Some(("_".into(), "50".into()))
    );
    assert_eq!(bounds(&s, "X", Subject::Value), None);
}

#[test]
fn spot_check_regressions() {
    // BOJ 1024 (csk200387/boj-archive): "자연수" implies 1 only where no lower bound is said.
    let text = "첫째 줄에 N과 L이 주어진다. N은 1,000,000,000보다 작거나 같은 자연수이고, L은 2보다 크거나 같고, 100보다 작거나 같은 자연수이다.";
    value(text, "L", "2", "100");
    value(text, "N", "1", "1000000000");
    // BOJ 23037 (csk200387/boj-archive): a bold exponent.
    value(
        "주어지는 $n$은 $10^{4} \\leq n < 10^{\\mathbf{5}}$을 만족한다.",
        "n",
        "10000",
        "<100000",
    );
    // BOJ 5635 (csk200387/boj-archive): an unnamed length is not a value's.
    let text = "다음 n개 줄에는 \"이름 dd mm yyyy\"와 같은 형식으로 주어진다. 이름은 그 학생의 이름이며, 최대 15글자로 이루어져 있다. (1990 ≤ yyyy ≤ 2010, 1 ≤ mm ≤ 12, 1 ≤ dd ≤ 31)";
    let s = read(&format!("## 입력\n{text}"));
    assert_eq!(bounds(&s, "mm", Subject::Length), None, "{s:?}");
}

#[test]
fn a_bound_through_another_name_only_fills_a_gap() {
    // BOJ 17266 (csk200387/boj-archive): `0 ≤ x ≤ N` does not lower N's stated 1.
    let text = "첫 번째 줄에 굴다리의 길이 *N*이 주어진다. (1 ≤ *N* ≤ 100,000) 두 번째 줄에 가로등의 개수 *M*이 주어진다. (1 ≤ *M* ≤ *N*) 다음 줄에 *M*개의 설치할 수 있는 가로등의 위치 *x*가 주어진다. (0 ≤ *x* ≤ *N*)";
    value(text, "N", "1", "100000");
    // BOJ 2965 (csk200387/boj-archive): through names is all there is.
    value(
        "첫째 줄에 세 캥거루의 초기 위치 A, B, C가 주어진다. (0 < A < B < C < 100)",
        "A",
        "<0",
        "<100",
    );
    // BOJ 3986 (qkrwlgus5832/boj-archive): a sum's length is nobody's; the words' own is
    // everyone's (no name owns it).
    let text = "다음 N개 줄에는 A와 B로만 이루어진 단어가 한 줄에 하나씩 주어진다. 단어의 길이는 2와 100,000사이이며, 모든 단어 길이의 합은 1,000,000을 넘지 않는다.";
    let s = read(&format!("## 입력\n{text}"));
    let [c] = s.constraints.as_slice() else {
        panic!("{s:?}")
    };
    assert_eq!(
        (c.name.as_str(), c.subject),
        (phrases::ELEMENTS, Subject::Length)
    );
    assert_eq!(c.hi.and_then(|b| b.int), Some(100_000));
}

#[test]
fn read_never_panics() {
    let samples = [
        "",
        "≤",
        "1 ≤",
        "|",
        "|x",
        "10^{",
        "10^{99999}",
        "A_{",
        "2×10^",
        "<sup>",
        "&",
        "\\",
        "$",
        "1,00",
        "99999999999999999999999999999999999999999 ≤ N",
        "만 이하",
        "- - 1",
        "*",
        "A[",
        "…",
    ];
    // Linear-ish: a long text with no sentence end and many distinct names.
    let long: String = (0..40_000)
        .map(|i| format!("x{i} ≤ {i}, N{i}의 길이 {i} 이하 "))
        .collect();
    let s = read(&format!("## 입력\n{long}"));
    assert!(s.names.len() > 40_000);
    for s in samples {
        let _ = read(&format!("## 입력\n{s}"));
        let _ = read(s);
    }
}

/// An integer token.
fn int(name: &str, lo: i128, hi: i128) -> Token {
    Token {
        name: name.into(),
        kind: Kind::Int { lo, hi },
        stated: false,
    }
}

/// `v1 v2` then `v1` lines of `v3[v2]`, and a word `v4` of length `v2`.
fn grid() -> Model {
    let word = Token {
        name: "v4".into(),
        kind: Kind::Word {
            alphabet: vec!['0', '1'],
            len: Len::Var("v2".into()),
        },
        stated: false,
    };
    Model {
        items: vec![
            Item::Line(vec![
                Field::Scalar(int("v1", 2, 4)),
                Field::Scalar(int("v2", 3, 6)),
            ]),
            Item::Repeat {
                count: Count::Var("v1".into()),
                body: vec![Item::Line(vec![Field::List {
                    count: Count::Var("v2".into()),
                    token: int("v3", 0, 9),
                }])],
            },
            Item::Line(vec![Field::Scalar(word)]),
        ],
    }
}

#[test]
fn bind_renames_counts_everywhere() {
    // BOJ 2178-like (qkrwlgus5832/boj-archive)
    let s = read("## 입력\n첫째 줄에 두 정수 N, M(2 ≤ N, M ≤ 100)이 주어진다. 다음 N개의 줄에는 M개의 정수 A_{i}가 주어진다. (0 ≤ A_{i} ≤ 9)");
    let mut model = grid();
    let report = bind(&mut model, &s);
    assert_eq!(
        report,
        Report {
            renamed: 3,
            bounded: 3
        }
    );
    let Item::Repeat { count, body } = &model.items[1] else {
        panic!()
    };
    assert_eq!(count, &Count::Var("N".into()));
    let Item::Line(fields) = &body[0] else {
        panic!()
    };
    let Field::List { count, token } = &fields[0] else {
        panic!()
    };
    assert_eq!(
        (count, token),
        (
            &Count::Var("M".into()),
            &Token {
                name: "A".into(),
                kind: Kind::Int { lo: 0, hi: 9 },
                stated: true
            }
        )
    );
    let Item::Line(fields) = &model.items[2] else {
        panic!()
    };
    let Field::Scalar(word) = &fields[0] else {
        panic!()
    };
    assert_eq!(
        (word.name.as_str(), &word.kind),
        (
            "v4",
            &Kind::Word {
                alphabet: vec!['0', '1'],
                len: Len::Var("M".into())
            }
        )
    );
    let Item::Line(fields) = &model.items[0] else {
        panic!()
    };
    assert_eq!(
        fields[0],
        Field::Scalar(Token {
            name: "N".into(),
            kind: Kind::Int { lo: 2, hi: 100 },
            stated: true
        })
    );
}

#[test]
fn bind_rounds_strict_bounds_inward() {
    // BOJ 1000 (csk200387/boj-archive)
    let s = read("## 입력\n첫째 줄에 A와 B가 주어진다. (0 < A, B < 10)");
    let mut model = Model {
        items: vec![Item::Line(vec![
            Field::Scalar(int("v1", 1, 1)),
            Field::Scalar(int("v2", 2, 2)),
        ])],
    };
    bind(&mut model, &s);
    let want = Item::Line(vec![
        Field::Scalar(Token {
            name: "A".into(),
            kind: Kind::Int { lo: 1, hi: 9 },
            stated: true,
        }),
        Field::Scalar(Token {
            name: "B".into(),
            kind: Kind::Int { lo: 1, hi: 9 },
            stated: true,
        }),
    ]);
    assert_eq!(model.items, vec![want]);
}

#[test]
fn bind_refuses_a_bound_the_samples_contradict() {
    let s = read("## 입력\n첫째 줄에 A와 B가 주어진다. (0 < A, B < 10)");
    let line = |a| {
        Item::Line(vec![
            Field::Scalar(int("v1", 1, a)),
            Field::Scalar(int("v2", 2, 2)),
        ])
    };
    let mut model = Model {
        items: vec![line(12)],
    };
    let before = model.clone();
    let report = bind(&mut model, &s);
    // `A` cannot be `v1` (12 > 9), so `B` could be either token: nothing is bound.
    assert_eq!((report, model), (Report::default(), before));
}

#[test]
fn bind_leaves_a_doubtful_alignment_alone() {
    // Two names, four tokens where either of two numbers on their own lines could be `M`:
    // only `N` is certain (the list's numbers, with no index, are not `M`'s either way).
    let s = read("## 입력\n첫째 줄에 N이 주어진다. (1 ≤ N ≤ 100) 다음 줄에 N개의 수가 주어진다. 그 다음 M이 주어진다. (1 ≤ M ≤ 100)");
    let list = Field::List {
        count: Count::Var("v1".into()),
        token: int("v2", 1, 50),
    };
    let mut model = Model {
        items: vec![
            Item::Line(vec![Field::Scalar(int("v1", 3, 3))]),
            Item::Line(vec![list]),
            Item::Line(vec![Field::Scalar(int("v3", 4, 4))]),
            Item::Line(vec![Field::Scalar(int("v4", 5, 5))]),
        ],
    };
    assert_eq!(
        bind(&mut model, &s),
        Report {
            renamed: 1,
            bounded: 1
        }
    );
    let Item::Line(fields) = &model.items[1] else {
        panic!()
    };
    assert_eq!(
        fields[0],
        Field::List {
            count: Count::Var("N".into()),
            token: int("v2", 1, 50)
        }
    );
    // More names than tokens that do not line up: nothing.
    let s = read("## 입력\n(1 ≤ P ≤ 9, 1 ≤ Q ≤ 9, 1 ≤ R ≤ 9)");
    let mut model = Model {
        items: vec![Item::Line(vec![
            Field::Scalar(int("v1", 3, 3)),
            Field::Scalar(int("v2", 3, 3)),
        ])],
    };
    assert_eq!(bind(&mut model, &s), Report::default());
}

#[test]
fn bind_never_duplicates_a_name() {
    let s = read("## 입력\n첫째 줄에 v2가 주어진다. (1 ≤ v2 ≤ 9)");
    let mut model = Model {
        items: vec![Item::Line(vec![
            Field::Scalar(int("v1", 3, 3)),
            Field::Scalar(int("v2", 3, 3)),
        ])],
    };
    bind(&mut model, &s);
    let Item::Line(fields) = &model.items[0] else {
        panic!()
    };
    let names: Vec<_> = fields
        .iter()
        .map(|f| match f {
            Field::Scalar(t) | Field::List { token: t, .. } => t.name.clone(),
        })
        .collect();
    assert_ne!(names[0], names[1]);
}

/// BOJ 34118 (부산 관광), statement.md from softwareDefine/boj-backup: the input section and
/// the constraints, as `new --html` wrote them.
const BUSAN: &str =
    "## 입력\n\n첫 번째 줄에 부산에 머무르는 기간을 나타내는 정수 $N$이 주어진다.\n\n\
두 번째 줄에 한국이의 관광 일정을 나타내는 문자열 $A$가 주어진다.\n\n\
세 번째 줄에 정올이의 관광 일정을 나타내는 문자열 $B$가 주어진다.\n\n\
네 번째 줄에 $p_1 , p_3 , p_5 , p_{\\text{pair}}$가 공백을 사이에 두고 주어진다.\n\n\
## 제한\n\n- 주어지는 모든 수는 정수이다.\n- $1 ≤ N ≤ 2\\, 000$\n\
- 문자열 $A$, $B$의 길이는 각각 $N$이며 모든 문자는 `0` 또는 `1`이다.\n\
- $1 ≤ p_1 , p_3 , p_5 , p_{\\text{pair}} ≤ 10\\, 000$\n";

#[test]
fn a_word_for_an_index_names_a_value_of_its_own() {
    let s = read(BUSAN);
    assert_eq!(s.names, ["N", "A", "B", "p1", "p3", "p5", "ppair"]);
    assert!(s.indexed.is_empty(), "{s:?}");
    for name in ["p1", "p3", "p5", "ppair"] {
        assert_eq!(
            bounds(&s, name, Subject::Value),
            Some(("1".to_owned(), "10000".to_owned())),
            "{name}: {s:?}"
        );
    }
    // A one-letter index is still a list's.
    let s = read("## 입력\n$A_{i}$ ($1 ≤ A_{i} ≤ 9$)");
    assert_eq!(s.indexed, ["A"]);
}

#[test]
fn what_a_statement_calls_a_name_decides_which_token_it_is() {
    let s = read(BUSAN);
    assert_eq!(
        s.called,
        [
            ("N".to_owned(), Called::Number),
            ("A".to_owned(), Called::Text),
            ("B".to_owned(), Called::Text)
        ]
    );
    // The model inferred from its samples: nothing but the kinds tells `N` from `p1`.
    let word = |name: &str| Token {
        name: name.into(),
        kind: Kind::Word {
            alphabet: vec!['0', '1'],
            len: Len::Var("v1".into()),
        },
        stated: false,
    };
    let mut model = Model {
        items: vec![
            Item::Line(vec![Field::Scalar(int("v1", 9, 9))]),
            Item::Line(vec![Field::Scalar(word("v2"))]),
            Item::Line(vec![Field::Scalar(word("v3"))]),
            Item::Line(vec![
                Field::Scalar(int("v4", 1, 3)),
                Field::Scalar(int("v5", 7, 10000)),
                Field::Scalar(int("v6", 12, 10000)),
                Field::Scalar(int("v7", 15, 10000)),
            ]),
        ],
    };
    let report = bind(&mut model, &s);
    assert_eq!(report.renamed, 7, "{model:?}");
    let Item::Line(fields) = &model.items[3] else {
        panic!()
    };
    assert_eq!(
        fields[0],
        Field::Scalar(Token {
            stated: true,
            ..int("p1", 1, 10000)
        })
    );
    // English: `an integer N`, `a string S`.
    let s = read("## Input\nThe first line has an integer $N$ and a string $S$.");
    assert_eq!(
        s.called,
        [
            ("N".to_owned(), Called::Number),
            ("S".to_owned(), Called::Text)
        ]
    );
}

#[test]
fn a_bound_on_the_numbers_with_no_name_bounds_the_list_elements() {
    // BOJ 10815's input section (csk200387/boj-archive): the cards' numbers are bounded in
    // sentences that name no token.
    let s = read("## 입력\n\n첫째 줄에 상근이가 가지고 있는 숫자 카드의 개수 N(1 ≤ N ≤ 500,000)이 주어진다. 둘째 줄에는 숫자 카드에 적혀있는 정수가 주어진다. 숫자 카드에 적혀있는 수는 -10,000,000보다 크거나 같고, 10,000,000보다 작거나 같다. 두 숫자 카드에 같은 수가 적혀있는 경우는 없다.\n\n셋째 줄에는 M(1 ≤ M ≤ 500,000)이 주어진다. 넷째 줄에는 상근이가 가지고 있는 숫자 카드인지 아닌지를 구해야 할 M개의 정수가 주어지며, 이 수는 공백으로 구분되어져 있다. 이 수도 -10,000,000보다 크거나 같고, 10,000,000보다 작거나 같다\n");
    assert_eq!(
        bounds(&s, "*", Subject::Value),
        Some(("-10000000".to_owned(), "10000000".to_owned())),
        "{s:?}"
    );
    let list = |count: &str, name: &str| {
        Item::Line(vec![Field::List {
            count: Count::Var(count.into()),
            token: int(name, -10, 10),
        }])
    };
    let mut model = Model {
        items: vec![
            Item::Line(vec![Field::Scalar(int("v1", 5, 5))]),
            list("v1", "v2"),
            Item::Line(vec![Field::Scalar(int("v3", 8, 8))]),
            list("v3", "v4"),
        ],
    };
    bind(&mut model, &s);
    let Item::Line(fields) = &model.items[3] else {
        panic!()
    };
    let Field::List { token, .. } = &fields[0] else {
        panic!()
    };
    assert_eq!(
        (token.kind.clone(), token.stated),
        (
            Kind::Int {
                lo: -10_000_000,
                hi: 10_000_000
            },
            true
        )
    );
    // The counts keep their own bounds, and a count of things is no bound on the numbers.
    let Item::Line(fields) = &model.items[0] else {
        panic!()
    };
    assert!(matches!(&fields[0], Field::Scalar(t) if t.kind == Kind::Int { lo: 1, hi: 500_000 }));
    let s = read("## 입력\n첫째 줄에 테스트 케이스의 개수는 100을 넘지 않는다.");
    assert_eq!(bounds(&s, "*", Subject::Value), None, "{s:?}");
}

#[test]
fn bind_prefers_the_name_the_statement_bounds_over_stray_words() {
    // BOJ 8559 (PA 2001), in Polish: `i` ("and") and `ca` (from "całkowitą") read as names
    // beside `n`; the one token is the bounded `n`'s.
    let s = read("## 입력\nPierwszy i jedyny wiersz wejścia zawiera jedną liczbę całkowitą *n*, 0 ≤ *n* ≤ 10^{40}.");
    assert!(s.names.len() > 1, "{:?}", s.names);
    let mut model = Model {
        items: vec![Item::Line(vec![Field::Scalar(int("v1", 10, 10))])],
    };
    let report = bind(&mut model, &s);
    assert_eq!(
        report,
        Report {
            renamed: 1,
            bounded: 1
        }
    );
    let Item::Line(fields) = &model.items[0] else {
        panic!()
    };
    let Field::Scalar(t) = &fields[0] else {
        panic!()
    };
    assert_eq!(t.name, "n");
    assert!(matches!(t.kind, Kind::Int { lo: 0, hi } if hi > 1_000_000_000_000_000_000));
}

#[test]
fn a_bound_written_as_a_name_is_that_names() {
    // BOJ 2501 (csk200387/boj-archive): "K는 1 이상 N 이하이다" — K's top is N's.
    value(
        "첫째 줄에 N과 K가 빈칸을 사이에 두고 주어진다. N은 1 이상 10,000 이하이다. K는 1 이상 N 이하이다.",
        "K",
        "1",
        "10000",
    );
    // The same as a relation written apart from N's own (`1 ≤ K ≤ N`).
    value(
        "N과 K가 주어진다. (1 ≤ N ≤ 100,000) (1 ≤ K ≤ N)",
        "K",
        "1",
        "100000",
    );
    // BOJ 29754 (csk200387/boj-archive): `\text{day}` is the name `day`, bounded through M.
    value(
        "$N$과 $M$이 주어진다. $(1 \\leq N \\leq 36\\,400;$ $7 \\leq M \\leq 364)$ 방송 날짜가 주어진다. $(1 \\leq \\text{day} \\leq M)$",
        "day",
        "1",
        "364",
    );
    // BOJ 15684 (qkrwlgus5832/boj-archive): `1 ≤ b ≤ N-1`, b's top one below N's; read as
    // N's, a drawn `b = N` put a rung right of the last line and made a held-out accepted
    // submission fail.
    value(
        "세로선의 개수 N이 주어진다. (2 ≤ N ≤ 10, 1 ≤ H ≤ 30) 가로선의 정보는 두 정수 a과 b로 나타낸다. (1 ≤ a ≤ H, 1 ≤ b ≤ N-1)",
        "b",
        "1",
        "9",
    );
    value(
        "N과 K가 주어진다. (1 ≤ N ≤ 100) (0 ≤ K < N+1)",
        "K",
        "0",
        "<101",
    );
    // BOJ 10217 (softwareDefine/boj-backup): the name after the bound starts another
    // relation (`u ≠ v`); read as the group `N, u`, the ends of an edge had no top, were
    // drawn from the samples' 1..=10, and a graph of 100 airports never reached the last.
    let text = "공항의 수 N (2 ≤ N ≤ 100)이 주어진다. 각 티켓의 출발공항 u, 도착공항 v (1 ≤ u, v ≤ N, u ≠ v)가 주어진다.";
    value(text, "u", "1", "100");
    value(text, "v", "1", "100");
    // The same problem: the test count "is always 1".
    let text = "첫 번째 줄에 테스트 케이스의 수를 의미하는 자연수 T가 주어진다. T는 항상 1이다. 그 다음에는 T개의 테스트 케이스가 주어진다.";
    value(text, "T", "1", "1");
    value("The first line holds T. T is always 1.", "T", "1", "1");
    // A group on the right that a relation follows is still a group.
    value("(1 ≤ N ≤ 100) (0 < A, B < 10)", "B", "<0", "<10");
}

#[test]
fn bounds_on_nouns_the_format_does_not_name() {
    // BOJ 10773 (csk200387/boj-archive): "0에서 1,000,000 사이", on the input's numbers.
    let text = "이후 K개의 줄에 정수가 1개씩 주어진다. 정수는 0에서 1,000,000 사이의 값을 가지며, 정수가 \"0\" 일 경우에는 가장 최근에 쓴 수를 지운다.";
    value(text, phrases::ELEMENTS, "0", "1000000");
    // BOJ 10814 (csk200387/boj-archive): an age and a name, neither named by a letter.
    let text = "둘째 줄부터 N개의 줄에는 각 회원의 나이와 이름이 공백으로 구분되어 주어진다. 나이는 1보다 크거나 같으며, 200보다 작거나 같은 정수이고, 이름은 알파벳 대소문자로 이루어져 있고, 길이가 100보다 작거나 같은 문자열이다.";
    value(text, "?나이", "1", "200");
    length(text, phrases::ELEMENTS, "_", "100");
}

#[test]
fn bind_gives_a_nameless_length_to_the_lone_word_and_a_nouns_bound_to_the_one_integer() {
    // BOJ 13022 (csk200387/boj-archive): one word; `w, o, l, f` are no one's names.
    let s = read("## 입력\n첫째 줄에 단어가 주어진다. 단어는 w, o, l, f로만 이루어져 있으며, 길이는 50을 넘지 않는다.");
    let word = |name: &str| Token {
        name: name.into(),
        kind: Kind::Word {
            alphabet: "wolf".chars().collect(),
            len: Len::Range { lo: 4, hi: 8 },
        },
        stated: false,
    };
    let mut model = Model {
        items: vec![Item::Line(vec![Field::Scalar(word("v1"))])],
    };
    assert_eq!(bind(&mut model, &s).bounded, 1);
    let Item::Line(fields) = &model.items[0] else {
        panic!()
    };
    assert!(matches!(
        &fields[0],
        Field::Scalar(Token {
            kind: Kind::Word {
                len: Len::Range { lo: 4, hi: 50 },
                ..
            },
            stated: true,
            ..
        })
    ));
    // BOJ 10814: `N`, then N lines of an age and a name.
    let s = read("## 입력\n첫째 줄에 회원의 수 N이 주어진다. (1 ≤ N ≤ 100,000)\n\n둘째 줄부터 N개의 줄에는 각 회원의 나이와 이름이 공백으로 구분되어 주어진다. 나이는 1보다 크거나 같으며, 200보다 작거나 같은 정수이고, 이름은 알파벳 대소문자로 이루어져 있고, 길이가 100보다 작거나 같은 문자열이다.");
    let mut model = Model {
        items: vec![
            Item::Line(vec![Field::Scalar(int("v1", 3, 3))]),
            Item::Repeat {
                count: Count::Var("v1".into()),
                body: vec![Item::Line(vec![
                    Field::Scalar(int("v2", 20, 21)),
                    Field::Scalar(word("v3")),
                ])],
            },
        ],
    };
    assert_eq!(bind(&mut model, &s).bounded, 3, "{model:?}");
    let Item::Repeat { body, .. } = &model.items[1] else {
        panic!()
    };
    let Item::Line(fields) = &body[0] else {
        panic!()
    };
    assert!(
        matches!(
            &fields[0],
            Field::Scalar(Token {
                kind: Kind::Int { lo: 1, hi: 200 },
                stated: true,
                ..
            })
        ),
        "{fields:?}"
    );
    assert!(
        matches!(
            &fields[1],
            Field::Scalar(Token {
                kind: Kind::Word {
                    len: Len::Range { lo: 4, hi: 100 },
                    ..
                },
                ..
            })
        ),
        "{fields:?}"
    );
}

#[test]
fn a_side_the_statement_leaves_open_is_widened_as_a_draw_would() {
    // BOJ 15552 (csk200387/boj-archive): "T는 최대 1,000,000", T = 5 in the sample.
    let s = read("## 입력\n첫 줄에 테스트케이스의 개수 T가 주어진다. T는 최대 1,000,000이다.");
    let mut model = Model {
        items: vec![Item::Line(vec![Field::Scalar(int("v1", 5, 5))])],
    };
    bind(&mut model, &s);
    let Item::Line(fields) = &model.items[0] else {
        panic!()
    };
    assert!(
        matches!(
            &fields[0],
            Field::Scalar(Token {
                kind: Kind::Int {
                    lo: 1,
                    hi: 1_000_000
                },
                stated: true,
                ..
            })
        ),
        "{fields:?}"
    );
}

#[test]
fn zero_or_a_natural_number_starts_at_zero() {
    // BOJ 10826 (csk200387/boj-archive).
    value(
        "첫째 줄에 n이 주어진다. n은 10,000보다 작거나 같은 자연수 또는 0이다.",
        "n",
        "0",
        "10000",
    );
}

#[test]
fn bind_gives_a_word_the_character_classes_the_statement_names() {
    // BOJ 11655 (csk200387/boj-archive): the sample never shows a `z`, its wrong
    // submissions fail on one.
    let s = read("## 입력\n첫째 줄에 알파벳 대문자, 소문자, 공백, 숫자로만 이루어진 문자열 S가 주어진다. S의 길이는 100을 넘지 않는다.");
    let word = |name: &str, alphabet: &str| {
        Field::Scalar(Token {
            name: name.into(),
            kind: Kind::Word {
                alphabet: alphabet.chars().collect(),
                len: Len::Range { lo: 1, hi: 8 },
            },
            stated: false,
        })
    };
    let mut model = Model {
        items: vec![
            Item::Line(vec![word("v1", "Baekjon"), word("v2", "Judge1")]),
            // Two digits seen, of a map made of 0 and 1: not every digit.
            Item::Line(vec![word("v3", "01")]),
            // A sign no class holds: the statement's classes are not this word's.
            Item::Line(vec![word("v4", "a#b.c")]),
        ],
    };
    bind(&mut model, &s);
    let alphabet = |line: usize, field: usize| {
        let Item::Line(fields) = &model.items[line] else {
            panic!()
        };
        let Field::Scalar(Token {
            kind: Kind::Word { alphabet, .. },
            ..
        }) = &fields[field]
        else {
            panic!()
        };
        alphabet.iter().collect::<String>()
    };
    let first = alphabet(0, 0);
    assert!(
        first.contains('z') && first.contains('Z') && !first.contains('9'),
        "{first}"
    );
    assert!(alphabet(0, 1).contains('z'), "{}", alphabet(0, 1));
    assert_eq!(alphabet(1, 0), "01");
    assert_eq!(alphabet(2, 0), "a#b.c");
    // Letters the statement lists one by one.
    let s = read("## 입력\n그림은 알파벳 대문자 R, G, B로만 이루어져 있다.");
    let mut model = Model {
        items: vec![Item::Line(vec![word("v1", "RGB")])],
    };
    bind(&mut model, &s);
    let Item::Line(fields) = &model.items[0] else {
        panic!()
    };
    assert!(
        matches!(&fields[0], Field::Scalar(Token { kind: Kind::Word { alphabet, .. }, .. }) if alphabet.len() == 3)
    );
}

/// A number bounded by its count of digits (csk200387/boj-archive): BOJ 1769's "X는
/// 1,000,000자리 이하의 수" and BOJ 10610's "N는 최대 10^5개의 숫자로 구성" make a string of
/// digits of that length (no 64-bit integer holds it); 18 digits or fewer stay an integer
/// below 10^digits. The samples' `1234567` and `30` were integers of their own size.
#[test]
fn a_number_bounded_by_its_digits_is_a_string_of_digits() {
    let int = |hi| Model {
        items: vec![Item::Line(vec![Field::Scalar(Token {
            name: "v1".into(),
            kind: Kind::Int { lo: hi, hi },
            stated: false,
        })])],
    };
    let kind = |model: &Model| {
        let Item::Line(fields) = &model.items[0] else {
            panic!()
        };
        let Field::Scalar(token) = &fields[0] else {
            panic!()
        };
        (token.name.clone(), token.kind.clone(), token.stated)
    };
    let digits: Vec<char> = ('0'..='9').collect();
    let s = read("## 입력\n첫째 줄에 큰 자연수 X가 주어진다. X는 1,000,000자리 이하의 수이다. 수는 0으로 시작하지 않는다.");
    let mut model = int(1_234_567);
    assert_eq!(bind(&mut model, &s).bounded, 1, "{s:?}");
    assert_eq!(
        kind(&model),
        (
            "X".to_owned(),
            Kind::Word {
                alphabet: digits.clone(),
                len: Len::Range {
                    lo: 1,
                    hi: 1_000_000
                }
            },
            true
        )
    );
    let s = read("## 입력\nN을 입력받는다. N는 최대 10^{5}개의 숫자로 구성되어 있으며, 0으로 시작하지 않는다.");
    let mut model = int(30);
    assert_eq!(bind(&mut model, &s).bounded, 1, "{s:?}");
    assert_eq!(
        kind(&model),
        (
            "N".to_owned(),
            Kind::Word {
                alphabet: digits,
                len: Len::Range { lo: 1, hi: 100_000 }
            },
            true
        )
    );
    let s = read("## 입력\n첫째 줄에 X가 주어진다. X는 9자리 이하의 자연수이다.");
    let mut model = int(12_345);
    assert_eq!(bind(&mut model, &s).bounded, 1, "{s:?}");
    assert_eq!(
        kind(&model),
        (
            "X".to_owned(),
            Kind::Int {
                lo: 1,
                hi: 999_999_999
            },
            true
        )
    );
}

/// BOJ 10217 (softwareDefine/boj-backup): "1 ≤ u, v ≤ N, u ≠ v" gives the ends of a ticket
/// one relation, and the samples' every ticket going up (u < v) is not it.
#[test]
fn names_written_unequal_are_read_as_a_pair() {
    let s = read(
        "## 입력\n\n각 티켓의 출발공항 u, 도착공항 v (1 ≤ u, v ≤ N, u ≠ v), 비용 c가 주어진다.",
    );
    assert_eq!(s.unequal, vec![("u".to_owned(), "v".to_owned())]);
    let s = read("## Input\n\nEach edge is $a$ $b$ ($1 \\le a, b \\le n$, $a \\neq b$); x!=y too.");
    assert_eq!(
        s.unequal,
        vec![
            ("x".to_owned(), "y".to_owned()),
            ("a".to_owned(), "b".to_owned())
        ]
    );
    assert!(read("## 입력\n\nN ≠ 0 이고 1 ≤ N ≤ 10이다.")
        .unequal
        .is_empty());
}

/// BOJ 2150 (softwareDefine/boj-backup): "두 정수 V(1 ≤ V ≤ 10,000), E(1 ≤ E ≤ 100,000)",
/// then E lines of `A B`. V is written as a count ("V개의 정점") of nothing the input
/// repeats, so it fitted no token, and E and V then both fitted the one token that counts:
/// neither was bound, and every draw kept the sample's 7 vertices and 9 edges.
#[test]
fn a_count_of_things_the_input_does_not_repeat_still_names_its_token() {
    let text =
        "## 입력\n\n첫째 줄에 두 정수 V(1 ≤ V ≤ 10,000), E(1 ≤ E ≤ 100,000)가 주어진다. 이는 \
                그래프가 V개의 정점과 E개의 간선으로 이루어져 있다는 의미이다. 다음 E개의 줄에는 \
                간선에 대한 정보를 나타내는 두 정수 A, B가 주어진다.\n";
    let s = read(text);
    let input: &[u8] = b"7 9\n1 4\n4 5\n5 1\n1 6\n6 7\n2 7\n7 3\n3 7\n7 2\n";
    let mut model = crate::synth::infer::infer(&[input]).unwrap();
    let report = bind_counted(&mut model, &s, &[input]);
    assert_eq!(report.bounded, 2, "{model:?}");
    let Item::Line(fields) = &model.items[0] else {
        panic!("{model:?}")
    };
    let names: Vec<&str> = fields
        .iter()
        .map(|f| match f {
            Field::Scalar(t) | Field::List { token: t, .. } => t.name.as_str(),
        })
        .collect();
    assert_eq!(names, ["V", "E"]);
    assert!(matches!(&model.items[1], Item::Repeat { count: Count::Var(n), .. } if n == "E"));
}

/// BOJ 1916 (softwareDefine/boj-backup): "셋째 줄부터 M+2줄까지 … 버스의 정보" says the M buses
/// are lines; without it N and M fitted any two of the seven numbers and neither was bound,
/// so every draw kept the sample's 5 cities and 8 buses.
#[test]
fn lines_up_to_a_name_plus_k_are_counted_by_it() {
    let text = "## 입력\n\n첫째 줄에 도시의 개수 N(1 ≤ N ≤ 1,000)이 주어지고 둘째 줄에는 버스의 개수 \
                M(1 ≤ M ≤ 100,000)이 주어진다. 그리고 셋째 줄부터 M+2줄까지 다음과 같은 버스의 \
                정보가 주어진다. 버스 비용은 0보다 크거나 같고, 100,000보다 작은 정수이다.\n\n그리고 \
                M+3째 줄에는 출발점의 도시번호와 도착점의 도시번호가 주어진다.\n";
    let s = read(text);
    assert_eq!(s.counts, ["M"]);
    let input: &[u8] = b"5\n8\n1 2 2\n1 3 3\n1 4 1\n1 5 10\n2 4 2\n3 4 1\n3 5 1\n4 5 3\n1 5\n";
    let mut model = crate::synth::infer::infer(&[input]).unwrap();
    // N, M and the cost ("버스 비용").
    assert_eq!(
        bind_counted(&mut model, &s, &[input]).bounded,
        3,
        "{model:?}"
    );
    assert!(matches!(&model.items[2], Item::Repeat { count: Count::Var(n), .. } if n == "M"));
}

#[test]
fn lines_up_to_a_bracketed_name_plus_k_are_counted_by_it() {
    // BOJ 2618 (softwareDefine/boj-backup): W was left unbound (its sample's 3 fitted the
    // events' coordinates as well), and every draw had three events.
    let text = "## 입력\n\n첫째 줄에는 동서방향 도로의 개수를 나타내는 정수 N(5 ≤ N ≤ 1,000)이 \
                주어진다. 둘째 줄에는 처리해야 하는 사건의 개수를 나타내는 정수 W(1 ≤ W ≤ 1,000)가 \
                주어진다. 셋째 줄부터 (W+2)번째 줄까지 사건이 발생된 위치가 한 줄에 하나씩 주어진다.\n";
    let s = read(text);
    assert_eq!(s.counts, ["W"]);
    let input: &[u8] = b"6\n3\n3 5\n5 5\n2 3\n";
    let mut model = crate::synth::infer::infer(&[input]).unwrap();
    bind_counted(&mut model, &s, &[input]);
    assert!(
        matches!(&model.items[2], Item::Repeat { count: Count::Var(w), .. } if w == "W"),
        "{model:?}"
    );
    for text in ["셋째 줄부터 M+2 번째 줄까지", "셋째 줄부터 (M+2)번째줄까지"] {
        let s = read(&format!(
            "## 입력\n\n정수 M (1 ≤ M ≤ 10). {text} 주어진다.\n"
        ));
        assert_eq!(s.counts, ["M"], "{text}");
    }
}

#[test]
fn zero_width_spaces_do_not_hide_a_name() {
    // BOJ 13220 (softwareDefine/boj-backup): a zero-width space after each N.
    let text = "Line 1: A single positive integer N\u{200b}corresponding to the number of integers in the secret password. (N\u{200b} ≤ 100,000)";
    let s = read(&format!("## Input\n\n{text}\n"));
    assert_eq!(
        bounds(&s, "N", Subject::Value),
        Some(("_".into(), "100000".into())),
        "{s:?}"
    );
    value(
        "첫째 줄에 정수 N\u{200b}이 주어진다. (1 ≤ N\u{200b} ≤ 10)",
        "N",
        "1",
        "10",
    );
}

/// The bounds of every integer token of `items`, in order, as `name lo..=hi` (with `!`
/// when stated).
fn int_tokens(items: &[Item]) -> Vec<String> {
    let mut out = Vec::new();
    for item in items {
        match item {
            Item::Line(fields) => {
                for field in fields {
                    let (Field::Scalar(t) | Field::List { token: t, .. }) = field;
                    if let Kind::Int { lo, hi } = t.kind {
                        let stated = if t.stated { "!" } else { "" };
                        out.push(format!("{} {lo}..={hi}{stated}", t.name));
                    }
                }
            }
            Item::Repeat { body, .. } => out.extend(int_tokens(body)),
        }
    }
    out
}

/// The model `input` gives, bound by `text` as an input section.
fn bound(input: &str, text: &str) -> crate::synth::Model {
    bound_md(input, &format!("## 입력\n{text}"))
}

/// The model of `input` bound by the whole statement `md`.
fn bound_md(input: &str, md: &str) -> crate::synth::Model {
    let mut model = crate::synth::infer::infer(&[input.as_bytes()]).expect("a model");
    bind_counted(&mut model, &read(md), &[input.as_bytes()]);
    model
}

#[test]
fn a_nouns_bound_goes_to_the_numbers_not_within_an_earlier_one() {
    // BOJ 1916 (softwareDefine/boj-backup): buses `u v cost` between N cities, then the
    // trip asked. The cost's bound is the noun's; the cities, never above N, are not costs:
    // they are bounded by N.
    let input = "5\n8\n1 2 2\n1 3 3\n1 4 1\n1 5 10\n2 4 2\n3 4 1\n3 5 1\n4 5 3\n1 5\n";
    let text = "첫째 줄에 도시의 개수 N(1 ≤ N ≤ 1,000)이 주어지고 둘째 줄에는 버스의 개수 M(1 ≤ M ≤ 100,000)이 주어진다. 그리고 셋째 줄부터 M+2줄까지 다음과 같은 버스의 정보가 주어진다. 먼저 처음에는 그 버스의 출발 도시의 번호가 주어진다. 그리고 그 다음에는 도착지의 도시 번호가 주어지고 또 그 버스 비용이 주어진다. 버스 비용은 0보다 크거나 같고, 100,000보다 작은 정수이다.\n그리고 M+3째 줄에는 우리가 구하고자 하는 구간 출발점의 도시번호와 도착점의 도시번호가 주어진다.";
    assert_eq!(
        int_tokens(&bound(input, text).items),
        [
            "N 1..=1000!",
            "M 1..=100000!",
            "v3 1..=1000!",
            "v4 1..=1000!",
            "v5 0..=99999!",
            "v6 1..=1000!",
            "v7 1..=1000!"
        ]
    );
    // BOJ 1931 (softwareDefine/boj-backup): meetings `start end`, both the noun's.
    let input = "11\n1 4\n3 5\n0 6\n5 7\n3 8\n5 9\n6 10\n8 11\n8 12\n2 13\n12 14\n";
    let text = "첫째 줄에 회의의 수 N(1 ≤ N ≤ 100,000)이 주어진다. 둘째 줄부터 N+1 줄까지 각 회의의 정보가 주어지는데 이것은 공백을 사이에 두고 회의의 시작시간과 끝나는 시간이 주어진다. 시작 시간과 끝나는 시간은 2^{31}-1보다 작거나 같은 자연수 또는 0이다.";
    assert_eq!(
        int_tokens(&bound(input, text).items),
        ["N 1..=100000!", "v2 0..=2147483647!", "v3 0..=2147483647!"]
    );
}

#[test]
fn a_number_never_above_an_earlier_stated_one_is_bounded_by_it() {
    // BOJ 2618 (softwareDefine/boj-backup): N roads each way, W incidents at crossings
    // given as two road numbers. Nothing bounds the roads' numbers in a form the reader
    // understands; the samples show them within N (6), not within W (3).
    let input = "6\n3\n3 5\n5 5\n2 3\n";
    let text = "첫째 줄에는 동서방향 도로의 개수를 나타내는 정수 N(5 ≤ N ≤ 1,000)이 주어진다. 둘째 줄에는 처리해야 하는 사건의 개수를 나타내는 정수 W(1 ≤ W ≤ 1,000)가 주어진다. 셋째 줄부터 (W+2)번째 줄까지 사건이 발생된 위치가 한 줄에 하나씩 주어진다. 각 위치는 동서방향 도로 번호를 나타내는 정수와 남북방향 도로 번호를 나타내는 정수로 주어지며 두 정수 사이에는 빈칸이 하나 있다.";
    assert_eq!(
        int_tokens(&bound(input, text).items),
        ["N 5..=1000!", "W 1..=1000!", "v3 1..=1000!", "v4 1..=1000!"]
    );
    // BOJ 1926 (csk200387/boj-archive): a picture of n rows of m 0s and 1s. A grid's bits are
    // never above n either, and are no number of anything it counts: not bounded by it.
    let input = "6 5\n1 1 0 1 1\n0 1 1 0 0\n0 0 0 0 0\n1 0 1 1 1\n0 0 1 1 1\n0 0 1 1 1\n";
    let text = "첫째 줄에 도화지의 세로 크기 n(1 ≤ n ≤ 500)과 가로 크기 m(1 ≤ m ≤ 500)이 차례로 주어진다. 두 번째 줄부터 n+1 줄 까지 그림의 정보가 주어진다. (단 그림의 정보는 0과 1이 공백을 두고 주어지며, 0은 색칠이 안된 부분, 1은 색칠이 된 부분을 의미한다)";
    assert_eq!(
        int_tokens(&bound(input, text).items),
        ["n 1..=500!", "m 1..=500!", "v3 0..=1"]
    );
    // A 0 seen: numbered from 0, below N. One above every earlier number: not bounded.
    let input = "4 2\n0 5\n3 6\n";
    let text = "첫째 줄에 N(1 ≤ N ≤ 100)과 M(1 ≤ M ≤ 100)이 주어진다. 둘째 줄부터 M개의 줄에 두 정수가 주어진다.";
    assert_eq!(
        int_tokens(&bound(input, text).items),
        ["N 1..=100!", "M 1..=100!", "v3 0..=99!", "v4 5..=6"]
    );
    // BOJ 2240 (softwareDefine/boj-backup): T seconds, each with the tree (1 or 2) a plum
    // falls from. The trees stay far below T (7) in the samples: a choice of two, not a
    // number within T.
    let input = "7 2\n2\n1\n1\n2\n2\n1\n1\n";
    let text = "첫째 줄에 두 정수 T, W가 주어진다. 다음 T개의 줄에는 각 순간에 자두가 어느 나무에서 떨어지는지가 1 또는 2로 주어진다.\n\n## 문제\n자두는 T(1≤T≤1,000)초 동안 떨어지게 된다. 자두는 최대 W(1≤W≤30)번만 움직이고 싶어 한다.";
    assert_eq!(
        int_tokens(&bound(input, text).items),
        ["T 1..=1000!", "W 1..=30!", "v3 1..=2"]
    );
}

#[test]
fn a_nouns_bound_goes_to_the_one_open_count_when_no_number_fits_it() {
    // BOJ 1799 (softwareDefine/boj-backup): "체스판의 크기" bounds the board's size, the
    // one count; the 0s and 1s after it do not fit 1..=10 with their 0s.
    let text = "첫째 줄에 체스판의 크기가 주어진다. 체스판의 크기는 10이하의 자연수이다. 둘째 줄부터 아래의 예와 같이 체스판의 각 칸에 비숍을 놓을 수 있는지 없는지에 대한 정보가 체스판 한 줄 단위로 한 줄씩 주어진다. 비숍을 놓을 수 있는 곳에는 1, 비숍을 놓을 수 없는 곳에는 0이 빈칸을 사이에 두고 주어진다.";
    let input = "5\n1 1 0 1 1\n0 1 0 0 0\n1 0 1 0 1\n1 0 0 0 0\n1 0 1 1 1\n";
    assert_eq!(
        int_tokens(&bound(input, text).items),
        ["v1 1..=10!", "v2 0..=1"]
    );
}

#[test]
fn numbers_from_1_to_a_count_are_bounded_by_the_count() {
    // BOJ 7570 (softwareDefine/boj-backup): "어린이들의 번호는 1부터 N까지의 정수" gives
    // the numbers a floor only, as no name's bound; widened past it, they went beyond the
    // count of children (`2`, then `5 2`), and an accepted submission held out disagreed.
    let text = "입력은 2 개의 줄로 이루어져 있다. 첫 줄에는 어린이 수를 나타내는 정수가 주어진다. 둘째 줄에는 처음에 줄서있는 어린이들의 번호가 차례대로 주어진다. 주어진 번호들 사이에는 공백이 하나씩 들어있다. 단, 어린이 수는 1이상 1,000,000이하의 정수로 제한되고, 어린이 수가 N이면 어린이들의 번호는 1부터 N까지의 정수이다.";
    assert_eq!(
        int_tokens(&bound("5\n5 2 4 1 3\n", text).items),
        ["N 1..=1000000!", "v2 1..=1000000!"]
    );
}

#[test]
fn the_problem_section_bounds_a_name_the_input_section_leaves_unbounded() {
    // BOJ 1697 (softwareDefine/boj-backup): the input section names N and K, the story
    // bounds them. A story's example value (`k=2`, BOJ 2585) and a formula's `i` bound
    // nothing; a name the input section bounds keeps its own bounds.
    let md = "## 문제\n\n수빈이는 현재 점 N(0 ≤ N ≤ 100,000)에 있고, 동생은 점 K(0 ≤ K ≤ 100,000)에 있다. 만약 k=2라면, 그리고 A(1 ≤ A ≤ 5)이면 W[i][i]는 0이다.\n\n## 입력\n\n첫 번째 줄에 수빈이가 있는 위치 N과 동생이 있는 위치 K가 주어진다. N과 K는 정수이다. 그 다음 정수 A(1 ≤ A ≤ 9)와 k, i가 주어진다.\n\n## 출력\n\n3 ≤ N ≤ 7\n";
    let s = read(md);
    assert_eq!(
        bounds(&s, "N", Subject::Value),
        Some(("0".into(), "100000".into())),
        "{s:?}"
    );
    assert_eq!(
        bounds(&s, "K", Subject::Value),
        Some(("0".into(), "100000".into())),
        "{s:?}"
    );
    assert_eq!(
        bounds(&s, "A", Subject::Value),
        Some(("1".into(), "9".into())),
        "{s:?}"
    );
    assert_eq!(bounds(&s, "k", Subject::Value), None, "{s:?}");
    assert_eq!(bounds(&s, "i", Subject::Value), None, "{s:?}");
    let model = bound_md("5 17\n", md);
    assert_eq!(int_tokens(&model.items), ["N 0..=100000!", "K 0..=100000!"]);
}

#[test]
fn thousands_split_by_tex_ties_or_plain_spaces_are_one_number() {
    // BOJ 21757 (softwareDefine/boj-backup): `$4 \le N \le 100~000$`, TeX's tie between
    // the groups; N was bounded by 100. BOJ 25379: "1 ≤ N ≤ 1 000 000.", plain spaces;
    // BOJ 8558: "0 ≤ n ≤ 30 000" (Polish). Numbers side by side that bound nothing stay two.
    let s = read("## 입력\n\n첫째 줄에 $N$이 주어진다. ($4 \\le N \\le 100~000$)\n\n둘째 줄에 M이 주어진다. (1 ≤ M ≤ 1 000 000.) 셋째 줄에 K가 주어진다. 1 000 ≤ K ≤ 2 000\n\n예를 들어 3 100 7 이면 A는 3이다.\n\n## 출력\n");
    assert_eq!(
        bounds(&s, "N", Subject::Value),
        Some(("4".into(), "100000".into())),
        "{s:?}"
    );
    assert_eq!(
        bounds(&s, "M", Subject::Value),
        Some(("1".into(), "1000000".into())),
        "{s:?}"
    );
    assert_eq!(
        bounds(&s, "K", Subject::Value),
        Some(("1000".into(), "2000".into())),
        "{s:?}"
    );
    let toks = lex::tokens("예를 들어 3 100 7 이면");
    let numbers = toks
        .iter()
        .filter(|t| matches!(t, lex::Tok::Num(_)))
        .count();
    assert_eq!(numbers, 3, "{toks:?}");
}

#[test]
fn test_cases_to_the_end_of_the_input_are_one_block_repeated() {
    // BOJ 5676 (softwareDefine/boj-backup): test cases with no count before them, two in
    // the sample. Read as two different blocks, every draw had two, each held to its own
    // sample's numbers (the second's X was -2..=5, not the statement's -100..=100).
    let input = "4 6\n-2 6 0 -1\nC 1 10\nP 1 4\nC 3 7\nP 2 2\nC 4 -5\nP 1 4\n5 9\n1 5 -2 4 3\nP 1 2\nP 1 5\nC 4 -5\nP 1 5\nP 4 5\nC 3 0\nP 1 5\nC 4 -5\nC 4 -5\n";
    let md = "## 입력\n\n입력은 여러 개의 테스트 케이스로 이루어져 있다.\n\n각 테스트 케이스의 첫째 줄에는 수열의 크기 N과 게임의 라운드 수 K가 주어진다. (1 ≤ N, K ≤ 10^{5})\n\n둘째 줄에는 총 N개의 숫자 X_{i}가 주어진다. (-100 ≤ X_{i} ≤ 100)\n\n다음 K개 줄에는 선영이가 내린 명령이 주어진다. 명령은 C 또는 P로 시작한다.\n\nC로 시작하는 명령은 변경 명령이고, 그 다음에 i와 V가 주어진다. X_{i}를 V로 변경하는 명령이다. (1 ≤ i ≤ N, -100 ≤ V ≤ 100)\n\nP로 시작하는 명령은 곱셈 명령이고, 그 다음에 i와 j가 주어진다. (1 ≤ i ≤ j ≤ N)\n\n## 출력\n";
    let model = bound_md(input, md);
    let [Item::Repeat { count, body }] = model.items.as_slice() else {
        panic!("{model:?}");
    };
    assert_eq!(count, &crate::synth::Count::Range { lo: 1, hi: 2 });
    assert_eq!(body.len(), 3, "{body:?}");
    assert_eq!(
        int_tokens(&model.items)[..3],
        ["N 1..=100000!", "K 1..=100000!", "X -100..=100!"]
    );
    assert!(crate::synth::infer::read(&model, input.as_bytes()).is_some());
    // BOJ 1920: `N`, N numbers, `M`, M numbers are two lists, not two test cases.
    let input = "5\n4 1 5 2 3\n5\n1 3 7 9 5\n";
    let md = "## 입력\n\n첫째 줄에 자연수 N(1 ≤ N ≤ 100,000)이 주어진다. 다음 줄에는 N개의 정수 A[1], A[2], …, A[N]이 주어진다. 다음 줄에는 M(1 ≤ M ≤ 100,000)이 주어진다.\n\n## 출력\n";
    assert_eq!(bound_md(input, md).items.len(), 4);
}

#[test]
fn a_usaco_pages_subscripted_words_name_its_columns() {
    // BOJ 6134 (softwareDefine/boj-backup): "Lines 2..C+1: Line i describes cow i's lotion
    // requires with two integers: minSPF_i and maxSPF_i", bounded in the story. A word with
    // a subscript is a name; the index `i` alone and the `s` of "cow i's" are none (they
    // tied the alignment, and no column was named).
    let md = "## 문제\n\nEach of the C (1 <= C <= 2500) cows has a minimum and maximum SPF \
              rating (1 <= minSPF_i <= 1,000; minSPF_i <= maxSPF_i <= 1,000). The L (1 <= L \
              <= 2500) bottles: bottle i has an SPF rating SPF_i (1 <= SPF_i <= 1,000). Don't \
              burn.\n\n## 입력\n\n- Line 1: Two space-separated integers: C and L\n- Lines \
              2..C+1: Line i describes cow i's lotion requires with two integers: minSPF_i and \
              maxSPF_i\n- Lines C+2..C+L+1: Line i+C+1 describes a sunscreen lotion bottle i \
              with space-separated integers: SPF_i and cover_i\n\n## 출력\n";
    let s = read(md);
    assert_eq!(
        s.names,
        ["C", "L", "minSPF", "maxSPF", "SPF", "cover"],
        "{s:?}"
    );
    let model = bound_md("3 2\n3 10\n2 5\n1 5\n6 2\n4 1\n", md);
    assert_eq!(
        int_tokens(&model.items),
        [
            "C 1..=2500!",
            "L 1..=2500!",
            "minSPF 1..=1000!",
            "maxSPF 1..=1000!",
            "SPF 1..=1000!",
            "cover 1..=2"
        ]
    );
    // A word of prose with a subscript longer than two is no name; nor a long one in prose.
    let s = read("## 입력\n\nThe value_max and the threshold are given: N.\n\n## 출력\n");
    assert_eq!(s.names, ["N"], "{s:?}");
}

#[test]
fn a_count_goes_to_the_name_written_as_one_and_a_plain_name_to_its_own_line() {
    // BOJ 10838 (softwareDefine/boj-backup): K operations, each `r` and two or three
    // numbers `a`, `b`, `c`. `a` (not written as a count) fitted the count as well as K.
    let text = "첫째 줄에는 트리의 노드 개수를 나타내는 정수 N(1 ≤ N ≤ 10^{5})과 연산의 개수를 나타내는 정수 K(1 ≤ K ≤ 3×10^{5})가 주어진다. 이어서 K 줄에 걸쳐 각 연산에 관한 정보가 한 줄에 하나씩 주어지는데, 각 줄에는 연산의 종류를 나타내는 정수 r(1 ≤ r ≤ 3)이 첫 번째로 주어진다. 세 정수 (a,b,c)가 추가로 같은 줄에 주어지며, a, b(0 ≤ a, b ≤ N-1), c(0 ≤ c ≤10^{9})이다.";
    let input = "6 8\n2 1 3\n2 5 3\n1 5 4 8\n3 4 5\n1 2 3 1\n2 4 1\n3 1 2\n3 5 2\n";
    // `r` could still be `a` (0 ≤ a ≤ N−1 holds 1..=3): left as the samples show it, not
    // taken for a number within N, which it never reaches. The numbers after it are of
    // several sorts (nodes, a colour) and keep the samples' bounds too.
    let ints = int_tokens(&bound(input, text).items);
    assert_eq!(
        ints,
        ["N 1..=100000!", "K 1..=300000!", "v3 1..=3", "v4 1..=8"],
        "{ints:?}"
    );
    // BOJ 3653 (softwareDefine/boj-backup): an unnamed count of test cases (at most 100),
    // then each case's `n m`. `n` is no count of test cases up to 100,000: `n m` are the
    // case's header, which a plain name goes to before a count of blocks (they fitted
    // `T n` as well, and none was bound).
    let text = "첫째 줄에 테스트 케이스의 개수가 주어진다. 테스트 케이스의 개수는 100개를 넘지 않는다.\n\n각 테스트 케이스의 첫째 줄에는 상근이가 가지고 있는 영화의 수 n과 보려고 하는 영화의 수 m이 주어진다. (1 ≤ n, m ≤ 100,000) 둘째 줄에는 보려고 하는 영화의 번호가 순서대로 주어진다.";
    let ints = int_tokens(&bound("2\n3 3\n3 1 1\n5 3\n4 4 5\n", text).items);
    assert_eq!(
        ints[..3],
        ["v1 2..=2", "n 1..=100000!", "m 1..=100000!"],
        "{ints:?}"
    );
}

#[test]
fn a_name_written_as_a_length_bounds_a_words_length() {
    // BOJ 2401 (softwareDefine/boj-backup): L and l are the strings' lengths, no token of the
    // input; read as values they fitted N's one number as well as N did, and none was bound.
    let text = "첫 번째 줄에는 가장 긴 문자열이 주어지고 두 번째 줄에는 짧은 문자열의 숫자 N(1 ≤ N ≤ 500)이 입력으로 주어진다. 세 번째 줄부터 N개의 줄에는 짧은 문자열이 주어진다.\n가장 긴 문자열의 길이 L은 (1 ≤ L ≤ 100,000) 짧은 문자열의 길이 l은 (1 ≤ l ≤ 10,000)이다. 모든 문자열은 알파벳 대/소문자로만 이루어져 있다.";
    let s = read(&format!("## 입력\n{text}"));
    assert_eq!(
        bounds(&s, "L", Subject::Length),
        Some(("1".into(), "100000".into())),
        "{s:?}"
    );
    assert_eq!(bounds(&s, "L", Subject::Value), None, "{s:?}");
    let input = "aabcc\n2\naab\nbcc\n";
    let mut model = crate::synth::infer::infer(&[input.as_bytes()]).expect("a model");
    bind_counted(&mut model, &s, &[input.as_bytes()]);
    assert_eq!(int_tokens(&model.items), ["N 1..=500!"], "{model:?}");
    let lens: Vec<String> = {
        let mut out = Vec::new();
        for item in &model.items {
            let fields = match item {
                Item::Line(fields) => fields,
                Item::Repeat { body, .. } => match body.as_slice() {
                    [Item::Line(fields)] => fields,
                    _ => continue,
                },
            };
            for field in fields {
                if let Field::Scalar(Token {
                    name,
                    kind:
                        Kind::Word {
                            len: Len::Range { lo, hi },
                            ..
                        },
                    stated,
                }) = field
                {
                    out.push(format!(
                        "{name} {lo}..={hi}{}",
                        if *stated { "!" } else { "" }
                    ));
                }
            }
        }
        out
    };
    assert_eq!(lens, ["L 1..=100000!", "l 1..=10000!"], "{model:?}");
    // A length the input gives is a value: "첫째 줄에 문자열의 길이 L이 주어진다".
    let s = read("## 입력\n첫째 줄에 문자열의 길이 L이 주어진다. (1 ≤ L ≤ 100)");
    assert_eq!(
        bounds(&s, "L", Subject::Value),
        Some(("1".into(), "100".into())),
        "{s:?}"
    );
}
