//! `problems.svg`, the picture `index` writes beside the README: the collection's problems
//! by solved.ac tier group, one bar each, split into solved in Rust, cases weaker than BOJ's
//! and to solve.
//!
//! Hand-written SVG (no crates): a white background, one `<g data-tier="Gold">` per group
//! holding a `<rect data-part="solved" data-count="N">` at the bottom, a `<rect
//! data-part="weaker" data-count="W">` on it and a `<rect data-part="to-solve"
//! data-count="M">` on top, each `N × unit` pixels high, where `unit` is [`PLOT_HEIGHT`] over
//! the tallest bar's count; the group's name under the bar and its counts over it; a legend
//! below. The parts do not overlap: a problem whose stored cases the last `cargo judge replay`
//! found weaker than BOJ's (a kept submission BOJ rejected that they accept) is drawn in the
//! weaker part, solved or not, in one warning colour ([`WEAKER`]) whatever its tier. The colours are solved.ac's, the middle level (III) of
//! each group: #AD5600, #435F7A, #EC9A00, #27E2A4, #00B4FC, #FF0062 (as in the colour table
//! of shingiyeon/nextjs `data/solvedData.js`), and #2D2D2D for Unrated
//! (mazassumnida/mazandi `mapping.py`). The to-solve part is the same colour, paler.

use crate::config::Tier;
use std::fmt::Write as _;

/// The plot's height in pixels: the tallest bar's.
pub(crate) const PLOT_HEIGHT: f64 = 200.0;
/// Left edge of the first bar, bar width, distance between bars' left edges.
pub(crate) const LEFT: f64 = 40.0;
pub(crate) const BAR_WIDTH: f64 = 40.0;
pub(crate) const STEP: f64 = 64.0;
/// The bars' common bottom edge.
pub(crate) const BASELINE: f64 = 240.0;
/// The image's size.
pub(crate) const WIDTH: f64 = LEFT * 2.0 + STEP * 6.0 + BAR_WIDTH;
pub(crate) const HEIGHT: f64 = 300.0;
/// The to-solve part's opacity over the white background.
pub(crate) const PALE: f64 = 0.35;
/// The weaker part's colour, the same in every bar: a red no tier uses.
pub(crate) const WEAKER: &str = "#c92a2a";

/// The bars, left to right: Unrated (with the problems that have no tier), then Bronze to Ruby.
pub(crate) const GROUPS: [(&str, &str); 7] = [
    ("Unrated", "#2d2d2d"),
    ("Bronze", "#ad5600"),
    ("Silver", "#435f7a"),
    ("Gold", "#ec9a00"),
    ("Platinum", "#27e2a4"),
    ("Diamond", "#00b4fc"),
    ("Ruby", "#ff0062"),
];

/// One problem as the picture counts it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Counted {
    pub tier: Option<Tier>,
    pub to_solve: bool,
    /// The last replay found its cases weaker than BOJ's.
    pub weaker: bool,
}

/// One bar's parts: how many problems each stands for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Bar {
    pub solved: usize,
    pub weaker: usize,
    pub to_solve: usize,
}

impl Bar {
    fn total(self) -> usize {
        self.solved + self.weaker + self.to_solve
    }
}

/// The bar of `tier`: its index in [`GROUPS`].
fn bar_of(tier: Option<Tier>) -> usize {
    tier.and_then(Tier::group).map_or(0, |g| g + 1)
}

/// The parts of each bar.
pub(crate) fn counts(problems: &[Counted]) -> [Bar; 7] {
    let mut out = [Bar::default(); 7];
    for p in problems {
        let bar = &mut out[bar_of(p.tier)];
        if p.weaker {
            bar.weaker += 1;
        } else if p.to_solve {
            bar.to_solve += 1;
        } else {
            bar.solved += 1;
        }
    }
    out
}

/// The pixels one problem stands for: the tallest bar fills the plot.
pub(crate) fn unit(counts: &[Bar; 7]) -> f64 {
    let tallest = counts.iter().map(|b| b.total()).max().unwrap_or(0).max(1);
    PLOT_HEIGHT / tallest as f64
}

/// A number for an attribute: at most two decimals, no trailing zeros.
fn num(x: f64) -> String {
    let text = format!("{x:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// The SVG text.
pub(crate) fn render(problems: &[Counted]) -> String {
    let counts = counts(problems);
    let unit = unit(&counts);
    let sum = |part: fn(&Bar) -> usize| -> usize { counts.iter().map(part).sum() };
    let (solved, weaker, to_solve) = (sum(|b| b.solved), sum(|b| b.weaker), sum(|b| b.to_solve));
    let mut out = String::new();
    let _ = writeln!(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} \
         {h}\" font-family=\"sans-serif\" font-size=\"12\" text-anchor=\"middle\">",
        w = num(WIDTH),
        h = num(HEIGHT)
    );
    let weaker_words = if weaker > 0 {
        format!(", {weaker} with cases weaker than BOJ's")
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "<title>Problems by solved.ac tier: {solved} solved in Rust, {to_solve} to \
         solve{weaker_words}</title>"
    );
    let _ = writeln!(
        out,
        "<rect width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
        num(WIDTH),
        num(HEIGHT)
    );
    for (i, (group, bar)) in GROUPS.iter().zip(counts).enumerate() {
        draw_bar(&mut out, i, *group, bar, unit, weaker > 0);
    }
    // The swatches take the tallest bar's colour (the first on a tie; Silver's with no
    // problem at all), so that they match a bar there is.
    let tallest = (0..GROUPS.len())
        .filter(|&i| counts[i].total() > 0)
        .max_by_key(|&i| (counts[i].total(), std::cmp::Reverse(i)))
        .map_or("#435f7a", |i| GROUPS[i].1);
    legend(&mut out, weaker > 0, tallest);
    let _ = writeln!(out, "</svg>");
    out
}

/// Bar `i`: its parts stacked from the baseline up, its counts over it, its name under it.
fn draw_bar(
    out: &mut String,
    i: usize,
    group: (&str, &str),
    bar: Bar,
    unit: f64,
    any_weaker: bool,
) {
    let (name, colour) = group;
    let x = LEFT + STEP * i as f64;
    let _ = writeln!(out, "<g data-tier=\"{name}\">");
    let mut top = BASELINE;
    for (part, count, fill) in [
        ("solved", bar.solved, format!("fill=\"{colour}\"")),
        ("weaker", bar.weaker, format!("fill=\"{WEAKER}\"")),
        (
            "to-solve",
            bar.to_solve,
            format!("fill=\"{colour}\" fill-opacity=\"{PALE}\""),
        ),
    ] {
        if part == "weaker" && !any_weaker {
            continue;
        }
        let height = count as f64 * unit;
        top -= height;
        let _ = writeln!(
            out,
            "<rect data-part=\"{part}\" data-count=\"{count}\" x=\"{}\" y=\"{}\" width=\"{}\" \
             height=\"{}\" {fill}/>",
            num(x),
            num(top),
            num(BAR_WIDTH),
            num(height)
        );
    }
    let centre = num(x + BAR_WIDTH / 2.0);
    let label = if any_weaker {
        format!("{} + {} + {}", bar.solved, bar.weaker, bar.to_solve)
    } else {
        format!("{} + {}", bar.solved, bar.to_solve)
    };
    let _ = writeln!(
        out,
        "<text x=\"{centre}\" y=\"{}\">{label}</text>",
        num(top - 6.0)
    );
    let _ = writeln!(
        out,
        "<text x=\"{centre}\" y=\"{}\">{name}</text>",
        num(BASELINE + 16.0)
    );
    let _ = writeln!(out, "</g>");
}

/// The legend under the bars: one swatch and its words a part.
fn legend(out: &mut String, any_weaker: bool, colour: &str) {
    let y = BASELINE + 40.0;
    let mut entries = vec![(format!("fill=\"{colour}\""), "solved in Rust", 130.0)];
    if any_weaker {
        entries.push((
            format!("fill=\"{WEAKER}\""),
            "cases weaker than BOJ's",
            165.0,
        ));
    }
    // With three parts the words of the sum no longer fit the width: the counts say it.
    let to_solve = if any_weaker {
        "to solve"
    } else {
        "to solve (bars: solved + to solve)"
    };
    entries.push((
        format!("fill=\"{colour}\" fill-opacity=\"{PALE}\""),
        to_solve,
        0.0,
    ));
    let _ = writeln!(out, "<g text-anchor=\"start\">");
    let mut x = LEFT;
    for (fill, words, width) in entries {
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" {fill}/>\n<text x=\"{}\" \
             y=\"{}\">{words}</text>",
            num(x),
            num(y - 10.0),
            num(x + 18.0),
            num(y)
        );
        x += width;
    }
    let _ = writeln!(out, "</g>");
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// An element: its name and attributes.
    pub(crate) type Found = (String, Vec<(String, String)>);

    /// A tiny XML well-formedness check (std only): elements nest and close, attributes are
    /// quoted and unique, `&` starts a known entity, one root; returns every element's name
    /// and attributes, in document order.
    pub(crate) fn elements(xml: &str) -> Result<Vec<Found>, String> {
        let mut rest = xml
            .strip_prefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            .ok_or("no XML declaration")?;
        let mut open: Vec<String> = Vec::new();
        let mut found = Vec::new();
        let mut roots = 0;
        let entity = |text: &str| -> Result<(), String> {
            for (i, _) in text.match_indices('&') {
                let tail = &text[i..];
                if !["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"]
                    .iter()
                    .any(|e| tail.starts_with(e))
                {
                    return Err(format!("a bare & in {text:?}"));
                }
            }
            Ok(())
        };
        while let Some(at) = rest.find('<') {
            let text = &rest[..at];
            entity(text)?;
            if open.is_empty() && !text.trim().is_empty() {
                return Err(format!("text outside the root: {text:?}"));
            }
            rest = &rest[at + 1..];
            let end = rest.find('>').ok_or("a tag without its >")?;
            let tag = &rest[..end];
            rest = &rest[end + 1..];
            if let Some(name) = tag.strip_prefix('/') {
                let top = open.pop().ok_or("a close tag without an open one")?;
                if top != name.trim() {
                    return Err(format!("</{name}> closes <{top}>"));
                }
                continue;
            }
            let (tag, empty) = match tag.strip_suffix('/') {
                Some(tag) => (tag, true),
                None => (tag, false),
            };
            let name_end = tag.find(char::is_whitespace).unwrap_or(tag.len());
            let name = &tag[..name_end];
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                return Err(format!("a bad element name {name:?}"));
            }
            let mut attrs: Vec<(String, String)> = Vec::new();
            let mut a = tag[name_end..].trim_start();
            while !a.is_empty() {
                let eq = a
                    .find('=')
                    .ok_or(format!("an attribute without = in <{name}>"))?;
                let key = a[..eq].trim().to_owned();
                let value = a[eq + 1..]
                    .strip_prefix('"')
                    .ok_or(format!("an unquoted attribute {key}"))?;
                let close = value.find('"').ok_or("an unclosed attribute")?;
                entity(&value[..close])?;
                if attrs.iter().any(|(k, _)| *k == key) {
                    return Err(format!("attribute {key} twice"));
                }
                attrs.push((key, value[..close].to_owned()));
                a = value[close + 1..].trim_start();
            }
            if open.is_empty() {
                roots += 1;
            }
            found.push((name.to_owned(), attrs));
            if !empty {
                open.push(name.to_owned());
            }
        }
        entity(rest)?;
        if !open.is_empty() {
            return Err(format!("unclosed: {open:?}"));
        }
        if roots != 1 || !rest.trim().is_empty() {
            return Err(format!("{roots} roots, trailing {rest:?}"));
        }
        Ok(found)
    }

    /// The bars the picture draws: (tier, part, count, height, x, y).
    pub(crate) fn bars(svg: &str) -> Vec<(String, String, usize, f64, f64, f64)> {
        let found = elements(svg).expect("well-formed");
        let mut tier = String::new();
        let mut out = Vec::new();
        for (name, attrs) in &found {
            let get = |k: &str| {
                attrs
                    .iter()
                    .find(|(key, _)| key == k)
                    .map(|(_, v)| v.clone())
            };
            if name == "g" {
                if let Some(t) = get("data-tier") {
                    tier = t;
                }
            }
            if let (true, Some(part)) = (name == "rect", get("data-part")) {
                let n = |k: &str| get(k).and_then(|v| v.parse::<f64>().ok()).expect(k);
                out.push((
                    tier.clone(),
                    part,
                    get("data-count")
                        .and_then(|c| c.parse().ok())
                        .expect("count"),
                    n("height"),
                    n("x"),
                    n("y"),
                ));
            }
        }
        out
    }

    fn problem(tier: &str, to_solve: bool) -> Counted {
        Counted {
            tier: Tier::parse(tier),
            to_solve,
            weaker: false,
        }
    }

    /// The legend's swatches are the colour of a bar there is (the tallest), so that they
    /// match one: a collection of Unrated problems alone gets Unrated's.
    #[test]
    fn the_legend_takes_the_colour_of_the_tallest_bar() {
        let unrated = render(&[problem("", false), problem("", true)]);
        let legend = &unrated[unrated.find("<g text-anchor=\"start\">").expect("a legend")..];
        assert!(legend.contains("fill=\"#2d2d2d\"/>"), "{legend}");
        assert!(!legend.contains("#435f7a"), "{legend}");
        let gold = render(&[
            problem("Gold I", false),
            problem("Gold II", false),
            problem("", true),
        ]);
        let legend = &gold[gold.find("<g text-anchor=\"start\">").expect("a legend")..];
        assert!(legend.contains("fill=\"#ec9a00\"/>"), "{legend}");
    }

    #[test]
    fn bars_are_as_high_as_their_counts() {
        let problems = [
            problem("Gold IV", false),
            problem("Gold I", false),
            problem("Gold V", true),
            problem("Gold III", true),
            problem("Silver II", false),
            problem("Bronze V", true),
            problem("Ruby I", false),
            problem("", true), // no tier: counted as Unrated
            problem("Unrated", false),
        ];
        let svg = render(&problems);
        let bars = bars(&svg);
        assert_eq!(bars.len(), 14, "{svg}");
        let want: [(&str, usize, usize); 7] = [
            ("Unrated", 1, 1),
            ("Bronze", 0, 1),
            ("Silver", 1, 0),
            ("Gold", 2, 2),
            ("Platinum", 0, 0),
            ("Diamond", 0, 0),
            ("Ruby", 1, 0),
        ];
        // The tallest bar (Gold, 4) fills the plot: 50 px a problem.
        for (i, (tier, solved, to_solve)) in want.iter().enumerate() {
            let (s, t) = (&bars[2 * i], &bars[2 * i + 1]);
            assert_eq!(
                (s.0.as_str(), s.1.as_str(), s.2),
                (*tier, "solved", *solved)
            );
            assert_eq!(
                (t.0.as_str(), t.1.as_str(), t.2),
                (*tier, "to-solve", *to_solve)
            );
            assert_eq!(s.3, *solved as f64 * 50.0, "{tier}");
            assert_eq!(t.3, *to_solve as f64 * 50.0, "{tier}");
            // Stacked: solved on the baseline, to solve on top of it.
            assert_eq!(s.5 + s.3, BASELINE);
            assert_eq!(t.5 + t.3, s.5);
        }
        assert!(
            svg.contains("<title>Problems by solved.ac tier: 5 solved in Rust, 4 to solve</title>")
        );
        // An empty collection draws empty bars, still well-formed.
        let empty = super::tests::bars(&render(&[]));
        assert!(empty.iter().all(|b| b.2 == 0 && b.3 == 0.0));
    }

    #[test]
    fn weaker_problems_are_a_part_of_their_own() {
        let weaker = |tier: &str, to_solve: bool| Counted {
            weaker: true,
            ..problem(tier, to_solve)
        };
        let problems = [
            problem("Gold IV", false),
            weaker("Gold I", false),
            weaker("Gold II", true),
            problem("Gold III", true),
            weaker("Silver II", true),
        ];
        let svg = render(&problems);
        let bars = bars(&svg);
        assert_eq!(bars.len(), 21, "{svg}");
        let gold: Vec<_> = bars.iter().filter(|b| b.0 == "Gold").collect();
        let parts: Vec<(&str, usize)> = gold.iter().map(|b| (b.1.as_str(), b.2)).collect();
        assert_eq!(parts, [("solved", 1), ("weaker", 2), ("to-solve", 1)]);
        // The tallest bar (Gold, 4) fills the plot: 50 px a problem, stacked without gaps.
        assert_eq!(
            gold.iter().map(|b| b.3).collect::<Vec<_>>(),
            [50.0, 100.0, 50.0]
        );
        assert_eq!(gold[0].5 + gold[0].3, BASELINE);
        assert_eq!(gold[1].5 + gold[1].3, gold[0].5);
        assert_eq!(gold[2].5 + gold[2].3, gold[1].5);
        assert!(svg.contains(&format!("data-part=\"weaker\" data-count=\"2\" x=\"232\" y=\"90\" width=\"40\" height=\"100\" fill=\"{WEAKER}\"")), "{svg}");
        assert!(svg.contains(
            "<title>Problems by solved.ac tier: 1 solved in Rust, 1 to solve, 3 with cases \
             weaker than BOJ's</title>"
        ));
        assert!(svg.contains(">1 + 2 + 1</text>"), "{svg}");
        assert!(svg.contains(">cases weaker than BOJ's</text>"), "{svg}");
    }

    #[test]
    fn the_checker_rejects_what_is_not_xml() {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";
        for bad in [
            "<svg><g></svg>",
            "<svg a=1/>",
            "<svg a=\"1\" a=\"2\"/>",
            "<svg>&nbsp;</svg>",
            "<svg/><svg/>",
            "<svg></g>",
        ] {
            assert!(elements(&format!("{head}{bad}")).is_err(), "{bad}");
        }
        assert!(elements(&format!("{head}<svg><g a=\"&amp;\"/>x</svg>\n")).is_ok());
    }
}
