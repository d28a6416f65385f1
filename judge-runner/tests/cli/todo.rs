//! The "to solve" state and `cargo judge todo`: a problem whose main.rs is still the template
//! `new` or `import` wrote is listed, never judged and never a failure, until its code changes.

use crate::statements::Empty;
use std::path::Path;

/// The hand-made boj-vault backup, imported into a new workspace.
fn imported(test: &str) -> Empty {
    let ws = Empty::new(test);
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/boj-vault");
    crate::support::copy_dir(&fixtures.join("hand-made"), &ws.path("vault"));
    let (code, stdout, stderr) = ws.run(&["import", "vault"]);
    assert_eq!(code, 2, "{stderr}"); // the backup's broken records
    assert!(
        stdout.contains("imported boj-2000 (no samples): 0 samples, no statement; no accepted"),
        "{stdout}"
    );
    ws
}

#[test]
fn a_template_is_to_solve_until_its_code_changes() {
    skip_if_passed!();
    let ws = imported("to-solve");
    // A problem of its own, with a case its placeholder answers wrong.
    let (code, _, stderr) = ws.run(&["new", "boj", "5"]);
    assert_eq!(code, 0, "{stderr}");
    ws.write("testcases/boj-5/1.in", b"1 2\n");
    ws.write("testcases/boj-5/1.out", b"3\n");
    ws.write(
        "testcases/boj-5/problem.toml",
        ws.read("testcases/boj-5/problem.toml")
            .replace(
                "compare = \"boj\"\n",
                "compare = \"boj\"\ntier = \"Silver III\"\ntags = [\"수학\", \"사칙연산\"]\n",
            )
            .as_bytes(),
    );

    // The two templates are to solve: listed, not judged, and the run passes.
    let (code, stdout, stderr) = ws.run(&["--lang", "en"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(
        stdout.contains(
            "  to solve: boj-5 (Silver III; 수학, 사칙연산) is still the template (not judged \
             until its code changes; `cargo judge todo` lists every such problem)\n"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("  to solve: boj-2000 is still the template"),
        "{stdout}"
    );
    assert!(
        stdout.contains("ok: 2 problems, 2 cases, 2 passed, 0 failed, 2 to solve in "),
        "{stdout}"
    );
    let (code, stdout, _) = ws.run(&["--lang", "ko"]);
    assert_eq!(code, 0);
    assert!(
        stdout.contains("  풀 문제: boj-5 (Silver III; 수학, 사칙연산)의 풀이는 아직 템플릿입니다"),
        "{stdout}"
    );
    assert!(stdout.contains("풀 문제 2개"), "{stdout}");
    let (code, stdout, _) = ws.run(&["--format", "json"]);
    assert_eq!(code, 0);
    let summary = stdout.lines().last().unwrap_or_default();
    assert!(
        summary.contains("\"problems\":2,") && summary.contains("\"to_solve\":2,"),
        "{summary}"
    );
    assert!(
        !stdout.contains("\"problem\":\"boj-5\",\"case\""),
        "{stdout}"
    );
    // On GitHub: counted in the totals, not an annotation each.
    let (code, stdout, _) = ws.run(&["--format", "github"]);
    assert_eq!(code, 0, "{stdout}");
    assert!(!stdout.contains("::warning"), "{stdout}");

    // --require-cases asks cases of the problems it judges: boj-2000 has none, but it is to
    // solve, so not judged.
    let (code, stdout, stderr) = ws.run(&["--require-cases", "--lang", "en"]);
    assert_eq!(code, 0, "{stdout}{stderr}");

    // `todo`: easiest tier first, those without a tier after, with title and tags.
    let (code, stdout, _) = ws.run(&["todo", "--lang", "en"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert!(
        lines[0].starts_with("boj-5 ")
            && lines[0].contains("Silver III")
            && lines[0].ends_with("-  [수학, 사칙연산]"),
        "{stdout}"
    );
    assert!(
        lines[1].starts_with("boj-2000 ")
            && lines[1].contains("no tier")
            && lines[1].ends_with("no samples"),
        "{stdout}"
    );
    assert_eq!(lines[2], "2 problems to solve");
    let (_, stdout, _) = ws.run(&["todo", "--lang", "ko"]);
    assert!(
        stdout.ends_with("풀 문제 2개\n") && stdout.contains("티어 없음"),
        "{stdout}"
    );
    let (code, stdout, _) = ws.run(&["todo", "--format", "json"]);
    assert_eq!(code, 0);
    assert_eq!(
        stdout,
        "{\"type\":\"to-solve\",\"problem\":\"boj-5\",\"title\":null,\"tier\":\"Silver III\",\"level\":8,\"tags\":[\"수학\",\"사칙연산\"]}\n\
         {\"type\":\"to-solve\",\"problem\":\"boj-2000\",\"title\":\"no samples\",\"tier\":null,\"level\":null,\"tags\":[]}\n\
         {\"type\":\"todo-summary\",\"to_solve\":2}\n"
    );
    let (code, _, stderr) = ws.run(&["todo", "--format", "xml"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("unknown format `xml`: use human or json"),
        "{stderr}"
    );

    // Filling in the header is not solving it; CRLF line ends neither.
    let main = ws.read("problems/boj-5/src/main.rs");
    let header = main.replace(
        "//! Approach: TODO: the idea in a line or two.",
        "//! Approach: add the two numbers.",
    );
    assert_ne!(header, main);
    ws.write(
        "problems/boj-5/src/main.rs",
        header.replace('\n', "\r\n").as_bytes(),
    );
    let (_, stdout, _) = ws.run(&["boj-5", "--lang", "en"]);
    assert!(
        stdout.contains("ok: 0 problems, 0 cases, 0 passed, 0 failed, 1 to solve"),
        "{stdout}"
    );

    // The first change to the code makes it a solution: judged, and its placeholder is WA.
    let changed = header.replace("format!(\"{n}\\n\")", "format!(\"{}\\n\", n)");
    assert_ne!(changed, header);
    ws.write("problems/boj-5/src/main.rs", changed.as_bytes());
    let (code, stdout, stderr) = ws.run(&["boj-5", "--lang", "en"]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(stdout.contains("WA   1"), "{stdout}");
    assert!(!stdout.contains("to solve"), "{stdout}");
    // A real solution passes, and `todo` lists only the imported template.
    let solved = changed.replace(
        "    let n: i64 = tokens.next();\n    format!(\"{}\\n\", n)",
        "    let (a, b): (i64, i64) = (tokens.next(), tokens.next());\n    format!(\"{}\\n\", a + b)",
    );
    assert_ne!(solved, changed);
    ws.write("problems/boj-5/src/main.rs", solved.as_bytes());
    let (code, stdout, stderr) = ws.run(&["--lang", "en", "--no-unit-tests"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains(", 1 to solve in "), "{stdout}");
    let (_, stdout, _) = ws.run(&["todo", "--lang", "en"]);
    assert!(
        stdout.starts_with("boj-2000 ") && stdout.ends_with("\n1 problem to solve\n"),
        "{stdout}"
    );
    // Without the marker line, a template is somebody's code: judged.
    crate::support::leave_template(&ws.path(""), "boj-2000");
    let (_, stdout, _) = ws.run(&["todo", "--lang", "en"]);
    assert!(stdout.starts_with("nothing to solve"), "{stdout}");
}

/// A workspace of six BOJ problems: Gold 1 solved and 3 to solve, Silver 1 solved, one to
/// solve without a tier; indexed, so that problems.svg is written.
fn indexed(test: &str) -> Empty {
    let ws = Empty::new(test);
    for (n, tier, solved) in [
        ("1", Some("Gold V"), true),
        ("2", Some("Gold IV"), false),
        ("3", Some("Gold I"), false),
        ("4", Some("Gold II"), false),
        ("5", Some("Silver III"), true),
        ("6", None, false),
    ] {
        let (code, _, stderr) = ws.run(&["new", "boj", n]);
        assert_eq!(code, 0, "{stderr}");
        let toml = format!("testcases/boj-{n}/problem.toml");
        if let Some(tier) = tier {
            let text = ws.read(&toml) + &format!("tier = \"{tier}\"\n");
            ws.write(&toml, text.as_bytes());
        }
        if solved {
            crate::support::leave_template(&ws.path(""), &format!("boj-{n}"));
        }
    }
    ws.write(
        "README.md",
        b"# Solutions\n\n<!-- judge:index:start -->\n<!-- judge:index:end -->\n",
    );
    let (code, _, stderr) = ws.run(&["index"]);
    assert_eq!(code, 0, "{stderr}");
    ws
}

/// The bars of problems.svg: (tier, part, count, x, y, height), from its XML.
fn bars(svg: &str) -> Vec<(String, String, usize, f64, f64, f64)> {
    let root = crate::xml_check::parse(svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
    let mut out = Vec::new();
    for group in root.children("g") {
        let Some((_, tier)) = group.attributes.iter().find(|(k, _)| k == "data-tier") else {
            continue;
        };
        for rect in group.children("rect") {
            let n = |k: &str| rect.attribute(k).parse::<f64>().expect(k);
            out.push((
                tier.clone(),
                rect.attribute("data-part").to_owned(),
                rect.number("data-count"),
                n("x"),
                n("y"),
                n("height"),
            ));
        }
    }
    out
}

#[test]
fn the_index_draws_the_collection_by_tier() {
    skip_if_passed!();
    let ws = indexed("index-svg");
    let readme = ws.read("README.md");
    assert!(
        readme.contains("![Problems by tier: 2 solved in Rust, 4 to solve](problems.svg)"),
        "{readme}"
    );
    // The to-solve table, easiest tier first, those without a tier last.
    let to_solve: Vec<&str> = readme
        .split("**To solve**")
        .nth(1)
        .unwrap_or_else(|| panic!("no to-solve table:\n{readme}"))
        .lines()
        .filter(|l| l.starts_with("| BOJ |"))
        .collect();
    let order: Vec<&str> = to_solve
        .iter()
        .map(|l| l.split(" | ").nth(1).unwrap_or_default())
        .collect();
    assert_eq!(order, ["boj-2", "boj-4", "boj-3", "boj-6"], "{readme}");
    assert!(
        to_solve[0].starts_with("| BOJ | boj-2 | boj-2 | Gold IV |  | Rust 2021 |"),
        "{readme}"
    );
    let svg = ws.read("problems.svg");
    let bars = bars(&svg);
    let find = |tier: &str, part: &str| {
        bars.iter()
            .find(|b| b.0 == tier && b.1 == part)
            .unwrap_or_else(|| panic!("no {tier} {part} in\n{svg}"))
            .clone()
    };
    // The tallest bar (Gold, 4 problems) is 200 px: 50 px a problem.
    for (tier, part, count) in [
        ("Gold", "solved", 1),
        ("Gold", "to-solve", 3),
        ("Silver", "solved", 1),
        ("Silver", "to-solve", 0),
        ("Unrated", "solved", 0),
        ("Unrated", "to-solve", 1),
        ("Ruby", "solved", 0),
    ] {
        let bar = find(tier, part);
        assert_eq!(
            (bar.2, bar.5),
            (count, count as f64 * 50.0),
            "{tier} {part}"
        );
    }
    // Run again: nothing changes.
    let (code, _, stderr) = ws.run(&["index"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("up to date"), "{stderr}");
    assert_eq!(ws.read("problems.svg"), svg);
}

/// Debian's Chromium, where it is installed (`apt-get install -y chromium`).
fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser"].into_iter().find(|name| {
        std::process::Command::new(name)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

#[test]
fn the_picture_renders_with_bars_as_high_as_the_counts() {
    skip_if_passed!();
    let Some(chromium) = chromium() else {
        crate::support::skip(
            "chromium",
            "the SVG rendering test: Chromium is not installed (apt-get install -y chromium)",
        );
        return;
    };
    let python = std::process::Command::new("python3")
        .arg("--version")
        .output();
    if !python.is_ok_and(|o| o.status.success()) {
        crate::support::skip(
            "python3",
            "the SVG rendering test: python3 is not installed",
        );
        return;
    }
    let ws = indexed("index-png");
    // boj-3 (Gold I, to solve) keeps a Python submission BOJ rejected that its one case
    // accepts: once replayed, the picture draws it in the weaker part.
    ws.write("testcases/boj-3/1.in", b"1 2\n");
    ws.write("testcases/boj-3/1.out", b"3\n");
    ws.write("testcases/boj-3/submissions/77.py", b"print(3)\n");
    ws.write(
        "testcases/boj-3/submissions.toml",
        b"[[submission]]\nid = 77\nlanguage = \"Python 3\"\ncode = \"WA\"\n",
    );
    let (code, stdout, stderr) = ws.run(&["replay", "boj-3", "--format", "json"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("\"finding\":\"weaker-cases\""), "{stdout}");
    let (code, _, stderr) = ws.run(&["index"]);
    assert_eq!(code, 0, "{stderr}");
    let svg = ws.read("problems.svg");
    let root = crate::xml_check::parse(&svg).unwrap_or_else(|e| panic!("{e}"));
    let (w, h) = (root.number("width"), root.number("height"));
    let png = ws.path("problems.png");
    let run = std::process::Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            &format!("--window-size={w},{h}"),
            &format!("--screenshot={}", png.display()),
            &format!("file://{}", ws.path("problems.svg").display()),
        ])
        .env("HOME", ws.path(""))
        .output()
        .expect("run chromium");
    assert!(
        png.is_file(),
        "no screenshot: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    let image = crate::png::decode(&std::fs::read(&png).unwrap()).expect("a PNG");
    assert_eq!((image.width, image.height), (w, h));
    let hex = |c: &str| {
        let v = u32::from_str_radix(c.trim_start_matches('#'), 16).unwrap();
        [(v >> 16) as u8, (v >> 8) as u8, v as u8]
    };
    // The pale part: the colour at 35 % over white.
    let pale = |c: [u8; 3]| c.map(|v| (255.0 - 0.35 * (255.0 - f64::from(v))).round() as u8);
    let near = |a: [u8; 3], b: [u8; 3]| a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 3);
    for (tier, colour, solved, weaker, to_solve) in [
        ("Gold", "#ec9a00", 1, 1, 2),
        ("Silver", "#435f7a", 1, 0, 0),
        ("Unrated", "#2d2d2d", 0, 0, 1),
        ("Bronze", "#ad5600", 0, 0, 0),
    ] {
        let bar = bars(&svg)
            .into_iter()
            .find(|b| b.0 == tier)
            .unwrap_or_else(|| panic!("no {tier} bar"));
        // The bar's middle column, counted from the bottom of the image up.
        let x = (bar.3 + 20.0) as usize;
        let column: Vec<[u8; 3]> = (0..h).map(|y| image.at(x, y)).collect();
        let solid = column.iter().filter(|p| near(**p, hex(colour))).count();
        let light = column
            .iter()
            .filter(|p| near(**p, pale(hex(colour))))
            .count();
        assert!(
            solid.abs_diff(solved * 50) <= 1,
            "{tier}: {solid} px solid for {solved}"
        );
        assert!(
            light.abs_diff(to_solve * 50) <= 1,
            "{tier}: {light} px pale for {to_solve}"
        );
        let red = column.iter().filter(|p| near(**p, hex("#c92a2a"))).count();
        assert!(
            red.abs_diff(weaker * 50) <= 1,
            "{tier}: {red} px of the weaker part for {weaker}"
        );
    }
}
