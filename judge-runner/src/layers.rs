//! The layering check: every `crate::` path in judge-runner/src points down the layers of
//! `layers.txt` (or along one layer, without a cycle), and docs/contributing.md's numbered
//! list of the layers names the same modules. The layers are written once, in that file; a
//! new top-level module fails here until it is given a layer.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers, top first, and the allowed upward arrows.
struct Layers {
    rows: Vec<Vec<String>>,
    allowed: BTreeSet<(String, String)>,
}

impl Layers {
    fn parse(text: &str) -> Layers {
        let mut rows = Vec::new();
        let mut allowed = BTreeSet::new();
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(rest) = line.strip_prefix("allow ") {
                let (arrow, why) = rest
                    .split_once(':')
                    .unwrap_or_else(|| panic!("an allowance says why after `:`: {line}"));
                assert!(
                    !why.trim().is_empty(),
                    "an allowance without a reason: {line}"
                );
                let (from, to) = arrow
                    .split_once("->")
                    .unwrap_or_else(|| panic!("an allowance is `FROM -> TO: why`: {line}"));
                allowed.insert((from.trim().to_owned(), to.trim().to_owned()));
                continue;
            }
            rows.push(line.split_whitespace().map(str::to_owned).collect());
        }
        Layers { rows, allowed }
    }

    /// The row of `module`, 0 at the top.
    fn row(&self, module: &str) -> Option<usize> {
        self.rows.iter().position(|r| r.iter().any(|m| m == module))
    }
}

/// One `crate::MODULE` path: the file, its line, and the module it names.
#[derive(Debug)]
struct Arrow {
    file: String,
    line: usize,
    to: String,
}

/// The top-level module a file under `src` belongs to (`judge/replay/one.rs` → `judge`), or
/// `None` for `lib.rs`, `main.rs` and this test, which stand outside the layers.
fn module_of(relative: &Path) -> Option<String> {
    let first = relative.components().next()?.as_os_str().to_str()?;
    let name = first.strip_suffix(".rs").unwrap_or(first);
    (!matches!(name, "lib" | "main" | "layers")).then(|| name.to_owned())
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
}

/// The code of `source` without its comments (`//` to the end of the line; no code here
/// writes `//` inside a string next to a `crate::` path).
fn without_comments(source: &str) -> String {
    source
        .lines()
        .map(|line| line.find("//").map_or(line, |at| &line[..at]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first identifier of `text`.
fn ident(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The modules a file's code names through `crate::`: `crate::x::…` and every item of a
/// group `crate::{x::…, y}`, with the line each is on.
fn arrows(file: &str, code: &str) -> Vec<Arrow> {
    let mut found = Vec::new();
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    for (at, _) in code.match_indices("crate::") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') {
            continue; // `judge_runner::` or `$crate::`: not this crate's path
        }
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0usize;
            let mut item_start = 0;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        push_item(&mut found, file, line_of(at), &group[item_start..i]);
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        push_item(&mut found, file, line_of(at), &group[item_start..i]);
                        item_start = i + 1;
                    }
                    _ => {}
                }
            }
        } else {
            let to = ident(rest);
            if !to.is_empty() {
                found.push(Arrow {
                    file: file.to_owned(),
                    line: line_of(at),
                    to: to.to_owned(),
                });
            }
        }
    }
    found
}

fn push_item(found: &mut Vec<Arrow>, file: &str, line: usize, item: &str) {
    let to = ident(item.trim());
    if !to.is_empty() && to != "self" {
        found.push(Arrow {
            file: file.to_owned(),
            line,
            to: to.to_owned(),
        });
    }
}

/// Every arrow between two top-level modules, by the module it starts from.
fn crate_arrows(src: &Path) -> BTreeMap<String, Vec<Arrow>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut by_module: BTreeMap<String, Vec<Arrow>> = BTreeMap::new();
    for path in files {
        let relative = path.strip_prefix(src).expect("under src");
        let Some(from) = module_of(relative) else {
            continue;
        };
        let source = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{relative:?}: {e}"));
        let name = relative.to_string_lossy().replace('\\', "/");
        let out = arrows(&name, &without_comments(&source));
        let entry = by_module.entry(from.clone()).or_default();
        entry.extend(out.into_iter().filter(|a| a.to != from));
    }
    by_module
}

/// What is wrong with `arrows` under `layers`: modules without a layer, arrows that run up
/// (unless allowed), allowances no arrow needs, and cycles; empty when the layering holds.
fn faults(layers: &Layers, arrows: &BTreeMap<String, Vec<Arrow>>) -> Vec<String> {
    let mut faults = Vec::new();
    let mut used = BTreeSet::new();
    for (from, out) in arrows {
        let Some(from_row) = layers.row(from) else {
            faults.push(format!("module `{from}` has no line in src/layers.txt"));
            continue;
        };
        for arrow in out {
            if arrow.to.starts_with(char::is_uppercase) {
                continue; // a type of lib.rs itself (`Context`), handed down by `run`
            }
            let Some(to_row) = layers.row(&arrow.to) else {
                faults.push(format!(
                    "{}:{}: `crate::{}` is not a module of src/layers.txt",
                    arrow.file, arrow.line, arrow.to
                ));
                continue;
            };
            if to_row >= from_row {
                continue;
            }
            let pair = (from.clone(), arrow.to.clone());
            if layers.allowed.contains(&pair) {
                used.insert(pair);
            } else {
                faults.push(format!(
                    "{}:{}: `{from}` (layer {}) uses `crate::{}` (layer {}), which is above it",
                    arrow.file,
                    arrow.line,
                    from_row + 1,
                    arrow.to,
                    to_row + 1
                ));
            }
        }
    }
    for (from, to) in layers.allowed.difference(&used) {
        faults.push(format!(
            "the allowance `{from} -> {to}` in src/layers.txt is no longer needed: remove it"
        ));
    }
    faults.extend(
        cycles(arrows)
            .into_iter()
            .map(|cycle| format!("a cycle between top-level modules: {}", cycle.join(" → "))),
    );
    faults
}

/// The cycles between top-level modules: for each module on one, the shortest way round
/// back to it, each cycle once.
fn cycles(arrows: &BTreeMap<String, Vec<Arrow>>) -> Vec<Vec<String>> {
    let next = |m: &str| -> BTreeSet<String> {
        arrows
            .get(m)
            .map(|out| out.iter().map(|a| a.to.clone()).collect())
            .unwrap_or_default()
    };
    let mut seen: BTreeSet<BTreeSet<String>> = BTreeSet::new();
    let mut found = Vec::new();
    for start in arrows.keys() {
        // Breadth first from `start`, remembering how each module was reached.
        let mut came_from: BTreeMap<String, String> = BTreeMap::new();
        let mut frontier = vec![start.clone()];
        let mut back = None;
        while back.is_none() && !frontier.is_empty() {
            let mut further = Vec::new();
            for m in &frontier {
                for n in next(m) {
                    if n == *start {
                        back = Some(m.clone());
                        break;
                    }
                    if !came_from.contains_key(&n) {
                        came_from.insert(n.clone(), m.clone());
                        further.push(n);
                    }
                }
                if back.is_some() {
                    break;
                }
            }
            frontier = further;
        }
        let Some(mut at) = back else {
            continue;
        };
        let mut cycle = vec![start.clone()];
        let mut path = vec![at.clone()];
        while at != *start {
            at = came_from[&at].clone();
            if at != *start {
                path.push(at.clone());
            }
        }
        path.reverse();
        cycle.extend(path);
        cycle.push(start.clone());
        if seen.insert(cycle.iter().cloned().collect()) {
            found.push(cycle);
        }
    }
    found
}

/// The modules each numbered item of the doc's list of layers names: the back-quoted
/// `x/` and `x.rs` that are modules of `layers`.
fn doc_rows(doc: &str, known: &BTreeSet<&str>) -> Vec<BTreeSet<String>> {
    let section = doc
        .split("## Inside the runner")
        .nth(1)
        .expect("docs/contributing.md has its \"Inside the runner\" section");
    let mut rows: Vec<String> = Vec::new();
    for line in section.lines() {
        let numbered = line
            .split_once(". ")
            .is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if numbered {
            rows.push(line.to_owned());
        } else if line.starts_with("   ") && !rows.is_empty() {
            rows.last_mut().expect("a row").push_str(line);
        } else if !rows.is_empty() {
            break;
        }
    }
    rows.iter()
        .map(|row| {
            row.split('`')
                .skip(1)
                .step_by(2)
                .filter_map(|quoted| {
                    let name = quoted
                        .strip_suffix('/')
                        .or_else(|| quoted.strip_suffix(".rs"))?;
                    known.contains(name).then(|| name.to_owned())
                })
                .collect()
        })
        .collect()
}

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn the_layers() -> Layers {
    Layers::parse(include_str!("layers.txt"))
}

#[test]
fn imports_point_down_the_layers_without_a_cycle() {
    let layers = the_layers();
    let arrows = crate_arrows(&manifest_dir().join("src"));
    assert!(
        arrows.len() > 20 && arrows.values().map(Vec::len).sum::<usize>() > 500,
        "the scan found too little: {} modules",
        arrows.len()
    );
    let faults = faults(&layers, &arrows);
    assert!(
        faults.is_empty(),
        "the layering of src/layers.txt does not hold:\n{}",
        faults.join("\n")
    );
}

#[test]
fn every_module_has_a_layer_and_every_layer_a_module() {
    let layers = the_layers();
    let mut modules = BTreeSet::new();
    for entry in fs::read_dir(manifest_dir().join("src")).expect("src") {
        let path = entry.expect("an entry").path();
        let name = path.file_name().expect("a name");
        if let Some(module) = module_of(Path::new(name)) {
            if path.is_dir() || path.extension().is_some_and(|e| e == "rs") {
                modules.insert(module);
            }
        }
    }
    let listed: BTreeSet<String> = layers.rows.iter().flatten().cloned().collect();
    assert_eq!(
        modules, listed,
        "src/ and src/layers.txt name other modules"
    );
}

#[test]
fn the_contributing_guide_numbers_the_same_layers() {
    let layers = the_layers();
    let known: BTreeSet<&str> = layers.rows.iter().flatten().map(String::as_str).collect();
    let doc = fs::read_to_string(manifest_dir().join("../docs/contributing.md"))
        .expect("read docs/contributing.md");
    let from_doc = doc_rows(&doc, &known);
    let from_file: Vec<BTreeSet<String>> = layers
        .rows
        .iter()
        .map(|r| r.iter().cloned().collect())
        .collect();
    assert_eq!(
        from_doc, from_file,
        "docs/contributing.md's numbered layers differ from src/layers.txt"
    );
}

#[test]
fn the_check_finds_an_upward_arrow_and_a_cycle() {
    let layers = Layers::parse("# top first\nhigh\nmid\nlow\nallow low -> high: a test\n");
    let code = "use crate::{low::x, mid::{y, z}};\nfn f() { crate::high::g(); }\n";
    assert_eq!(
        arrows("a.rs", code)
            .iter()
            .map(|a| a.to.as_str())
            .collect::<Vec<_>>(),
        ["low", "mid", "high"]
    );
    let mut graph = BTreeMap::new();
    graph.insert("mid".to_owned(), arrows("mid.rs", "use crate::high::A;"));
    graph.insert("high".to_owned(), arrows("high.rs", "use crate::mid::B;"));
    let said = faults(&layers, &graph);
    assert!(
        said.iter()
            .any(|f| f.starts_with("mid.rs:1: `mid` (layer 2) uses `crate::high` (layer 1)")),
        "{said:?}"
    );
    assert!(said.iter().any(|f| f.contains("`low -> high`")), "{said:?}");
    assert!(
        said.iter().any(|f| f.ends_with("high → mid → high")),
        "{said:?}"
    );
    // An allowed arrow is no fault, and a used allowance is not stale.
    graph.clear();
    graph.insert("low".to_owned(), arrows("low.rs", "use crate::high::A;"));
    assert_eq!(faults(&layers, &graph), Vec::<String>::new());
}
