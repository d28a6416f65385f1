//! What strengthen remembers of a problem, and how it says it in JSON: the outcome as its
//! JSON line in `target/judge/strengthen/<id>`, under a key of everything it depends on
//! (the runner, the problem's limits, compare mode, checker and cases, the list of kept
//! submissions and their code, the model file, the validator and the options), taken after
//! the run so that its new cases are part of it: with nothing changed, the next run reads.

use crate::build;
use crate::json::Value;
use crate::report::json::string;
use crate::verdict::Verdict;
use crate::workspace::strengthen::{HeldOut, Outcome, Skip, Standing, Target, Totals, Want};
use crate::workspace::{self, Problem};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Where problem `id`'s outcome is remembered.
fn path(root: &Path, id: &str) -> PathBuf {
    root.join("target")
        .join("judge")
        .join("strengthen")
        .join(id)
}

/// The key of everything problem `problem`'s outcome depends on: every file of its data
/// folder (limits, cases, checker, statement, model, validator, the list of kept
/// submissions) and of `submissions/`, read afresh, so that the key taken after a run covers
/// the cases it wrote.
pub(super) fn key(root: &Path, problem: &Problem, options: String) -> String {
    let data = root.join("testcases").join(&problem.id);
    let mut parts: Vec<Vec<u8>> = vec![
        concat!("strengthen 2 ", env!("CARGO_PKG_VERSION")).into(),
        crate::compare::RULES_REVISION.into(),
        options.into_bytes(),
    ];
    for folder in [data.clone(), data.join("submissions")] {
        let Ok(entries) = fs::read_dir(&folder) else {
            continue;
        };
        let mut files: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.is_file() && p.file_name().is_some_and(|n| n != super::store::RECORD))
            .collect();
        files.sort();
        for file in files {
            parts.push(
                file.file_name()
                    .map_or_else(Vec::new, |n| n.as_encoded_bytes().to_vec()),
            );
            let bytes = workspace::read_bounded(&file, MAX_KEYED_BYTES).unwrap_or_default();
            parts.push(build::fnv128(&bytes).into_bytes());
        }
    }
    let refs: Vec<&[u8]> = parts.iter().map(Vec::as_slice).collect();
    build::fnv128_parts(&refs)
}

/// A data file larger than this is keyed by its name alone (a 200 MB official case).
const MAX_KEYED_BYTES: u64 = 64 << 20;

/// The outcome remembered under `key`, if any.
pub(super) fn recall(root: &Path, id: &str, key: &str) -> Option<Outcome> {
    let text = fs::read_to_string(path(root, id)).ok()?;
    let (first, line) = text.split_once('\n')?;
    if first != key {
        return None;
    }
    from_json(&Value::parse(line.trim_end()).ok()?)
}

/// Remembers `outcome` under `key` (failing to costs a search next time, nothing more).
pub(super) fn remember(root: &Path, id: &str, key: &str, outcome: &Outcome) {
    let file = path(root, id);
    if let Some(folder) = file.parent() {
        let _ = fs::create_dir_all(folder);
    }
    let _ = fs::write(file, format!("{key}\n{}\n", json_line(outcome)));
}

/// The JSON line of one problem's outcome.
pub(crate) fn json_line(o: &Outcome) -> String {
    let (total, before, now) = o.count(None);
    let mut line = format!(
        "{{\"type\":\"strengthen\",\"problem\":{},\"targets\":{total},\"rejected_before\":{before},\"rejected\":{now}",
        string(&o.problem)
    );
    for want in [Want::Wrong, Want::Resource] {
        let (t, _, n) = o.count(Some(want));
        let _ = write!(line, ",\"{}\":[{n},{t}]", want.key());
    }
    match &o.skipped {
        None => line.push_str(",\"skipped\":null"),
        Some(why) => {
            let _ = write!(line, ",\"skipped\":{}", string(why.key()));
            if let Skip::BrokenModel { line: at, why } = why {
                let _ = write!(line, ",\"model_line\":{at},\"model_error\":{}", string(why));
            }
        }
    }
    let kept: Vec<String> = o.kept.iter().map(|k| string(k)).collect();
    let _ = write!(
        line,
        ",\"oracles\":{},\"oracles_left_out\":{},\"candidates\":{},\"oracle_failed\":{},\"disagreed\":{},\"invalid\":{},\"outside\":{},\"kept\":[{}],\"seconds\":{:.3},\"remembered\":{},\"model_written\":{}",
        o.oracles,
        o.oracles_left_out,
        o.candidates,
        o.oracle_failed,
        o.disagreed,
        o.invalid,
        o.outside,
        kept.join(","),
        o.elapsed.as_secs_f64(),
        o.remembered,
        o.model_written,
    );
    if let Some(lines) = o.chosen_lines {
        let list = crate::compare::line_list(lines);
        let _ = write!(line, ",\"compared_lines\":{}", string(&list));
    }
    let targets: Vec<String> = o.targets.iter().map(target_json).collect();
    let _ = write!(line, ",\"target_rows\":[{}]", targets.join(","));
    if let Some(h) = &o.held_out {
        let failed: Vec<String> = h
            .failed
            .iter()
            .map(|(case, v)| format!("[{},{}]", string(case), string(v.code())))
            .collect();
        let _ = write!(
            line,
            ",\"held_out\":{{\"submission\":{},\"language\":{},\"failed\":[{}]}}",
            h.id,
            string(&h.language),
            failed.join(",")
        );
    }
    line.push('}');
    line
}

/// One target's JSON object.
fn target_json(t: &Target) -> String {
    let (standing, case, verdict) = match &t.standing {
        Standing::Before(v) => ("before", None, Some(*v)),
        Standing::Now { case, verdict } => ("now", Some(case.as_str()), Some(*verdict)),
        Standing::Accepted => ("accepted", None, None),
        Standing::NotRunnable => ("not-runnable", None, None),
    };
    let mut text = format!(
        "{{\"submission\":{},\"language\":{},\"want\":{},\"standing\":{}",
        t.id,
        string(&t.language),
        string(t.want.key()),
        string(standing)
    );
    if let Some(case) = case {
        let _ = write!(text, ",\"case\":{}", string(case));
    }
    if let Some(v) = verdict {
        let _ = write!(text, ",\"verdict\":{}", string(v.code()));
    }
    text.push('}');
    text
}

/// An outcome read back from its JSON line (`None`: not one this runner wrote).
fn from_json(v: &Value) -> Option<Outcome> {
    let num = |key: &str| v.get(key).and_then(Value::as_u64).map(|n| n as usize);
    let skipped = match v.get("skipped")? {
        Value::Null => None,
        why => Some(match why.as_str()? {
            "no-target" => Skip::NoTarget,
            "no-oracle" => Skip::NoOracle,
            "interactive" => Skip::Interactive,
            "special-judge" => Skip::SpecialJudge,
            "no-model" => Skip::NoModel,
            _ => return None,
        }),
    };
    let kept = v
        .get("kept")?
        .as_array()?
        .iter()
        .map(|k| k.as_str().map(str::to_owned))
        .collect::<Option<Vec<_>>>()?;
    let targets = v
        .get("target_rows")?
        .as_array()?
        .iter()
        .map(target_of)
        .collect::<Option<Vec<_>>>()?;
    let held_out = match v.get("held_out") {
        None => None,
        Some(h) => Some(HeldOut {
            id: h.get("submission")?.as_u64()?,
            language: h.get("language")?.as_str()?.to_owned(),
            failed: h
                .get("failed")?
                .as_array()?
                .iter()
                .map(|pair| {
                    let pair = pair.as_array()?;
                    Some((
                        pair.first()?.as_str()?.to_owned(),
                        Verdict::from_code(pair.get(1)?.as_str()?)?,
                    ))
                })
                .collect::<Option<Vec<_>>>()?,
        }),
    };
    let seconds = match v.get("seconds")? {
        Value::Number(n) => n.parse::<f64>().ok()?,
        _ => return None,
    };
    Some(Outcome {
        problem: v.get("problem")?.as_str()?.to_owned(),
        skipped,
        targets,
        oracles: num("oracles")?,
        oracles_left_out: num("oracles_left_out")?,
        candidates: num("candidates")?,
        oracle_failed: num("oracle_failed")?,
        disagreed: num("disagreed")?,
        invalid: num("invalid")?,
        outside: num("outside")?,
        kept,
        elapsed: Duration::from_secs_f64(seconds.max(0.0)),
        remembered: false,
        model_written: false,
        chosen_lines: v
            .get("compared_lines")
            .and_then(Value::as_str)
            .and_then(crate::compare::parse_line_list),
        held_out,
    })
}

/// One target read back.
fn target_of(v: &Value) -> Option<Target> {
    let verdict = || Verdict::from_code(v.get("verdict")?.as_str()?);
    let standing = match v.get("standing")?.as_str()? {
        "before" => Standing::Before(verdict()?),
        "now" => Standing::Now {
            case: v.get("case")?.as_str()?.to_owned(),
            verdict: verdict()?,
        },
        "accepted" => Standing::Accepted,
        "not-runnable" => Standing::NotRunnable,
        _ => return None,
    };
    Some(Target {
        id: v.get("submission")?.as_u64()?,
        language: v.get("language")?.as_str()?.to_owned(),
        want: match v.get("want")?.as_str()? {
            "wrong" => Want::Wrong,
            "resource" => Want::Resource,
            _ => return None,
        },
        standing,
    })
}

/// The summary's JSON line.
pub(crate) fn json_summary(t: &Totals) -> String {
    let [(wt, wb, wn), (rt, rb, rn)] = t.targets;
    format!(
        "{{\"type\":\"strengthen-summary\",\"problems\":{},\"searched\":{},\"skipped\":{},\"wrong\":{{\"targets\":{wt},\"rejected_before\":{wb},\"rejected\":{wn}}},\"resource\":{{\"targets\":{rt},\"rejected_before\":{rb},\"rejected\":{rn}}},\"not_runnable\":{},\"candidates\":{},\"discarded\":{},\"kept\":{},\"held_out\":{},\"held_out_failed\":{},\"errors\":{},\"seconds\":{:.3}}}",
        t.problems,
        t.searched,
        t.skipped,
        t.not_runnable,
        t.candidates,
        t.discarded,
        t.kept,
        t.held_out,
        t.held_out_failed,
        t.errors,
        t.elapsed.as_secs_f64()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_outcome_reads_back_from_its_json_line() {
        let outcome = Outcome {
            problem: String::from("boj-2178"),
            skipped: None,
            targets: vec![
                Target {
                    id: 1,
                    language: String::from("C++17"),
                    want: Want::Wrong,
                    standing: Standing::Now {
                        case: String::from("auto-1"),
                        verdict: Verdict::Wa,
                    },
                },
                Target {
                    id: 2,
                    language: String::from("Python 3"),
                    want: Want::Resource,
                    standing: Standing::Before(Verdict::Tle),
                },
                Target {
                    id: 3,
                    language: String::from("Java \"11\""),
                    want: Want::Wrong,
                    standing: Standing::Accepted,
                },
            ],
            oracles: 2,
            oracles_left_out: 1,
            candidates: 40,
            oracle_failed: 3,
            disagreed: 1,
            invalid: 0,
            outside: 5,
            kept: vec![String::from("auto-1")],
            elapsed: Duration::from_millis(1500),
            remembered: false,
            model_written: false,
            chosen_lines: Some(0b101),
            held_out: Some(HeldOut {
                id: 9,
                language: String::from("Rust 2021"),
                failed: vec![(String::from("auto-1"), Verdict::Re)],
            }),
        };
        let line = json_line(&outcome);
        let back = from_json(&Value::parse(&line).unwrap()).unwrap();
        assert_eq!(back, outcome);
        assert!(
            line.contains("\"wrong\":[1,2],\"resource\":[1,1]"),
            "{line}"
        );
    }
}
