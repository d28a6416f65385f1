//! The words of `cargo judge strengthen`: a line per problem, the summary, in English and
//! Korean.

use crate::report::Lang;
use crate::verdict::Verdict;
use crate::workspace::strengthen::{Origin, Outcome, Skip, Standing, Totals, Want};

fn verdict(v: Verdict, lang: Lang) -> &'static str {
    match lang {
        Lang::English => v.code(),
        Lang::Korean => v.korean(),
    }
}

/// Why a problem was not searched.
pub(crate) fn skip(why: &Skip, lang: Lang) -> String {
    match (why, lang) {
        (Skip::NoTarget, Lang::English) => "no target: BOJ rejected no kept submission".into(),
        (Skip::NoTarget, Lang::Korean) => "대상 없음: BOJ가 거부한 제출이 없습니다".into(),
        (Skip::NoOracle, Lang::English) => {
            "no oracle: no submission BOJ accepted runs here and passes the stored cases".into()
        }
        (Skip::NoOracle, Lang::Korean) => {
            "기준 없음: BOJ가 맞았다고 한 제출 중 여기서 실행되고 저장된 케이스를 통과하는 \
             것이 없습니다"
                .into()
        }
        (Skip::Interactive, Lang::English) => "interactive: not searched".into(),
        (Skip::Interactive, Lang::Korean) => "인터랙티브 문제: 찾지 않습니다".into(),
        (Skip::SpecialJudge, Lang::English) => {
            "special judge without a checker: the oracles' answers cannot be compared; add \
             testcases/ID/checker.rs"
                .into()
        }
        (Skip::SpecialJudge, Lang::Korean) => {
            "체커 없는 스페셜 저지: 기준 제출의 답을 비교할 수 없습니다; \
             testcases/ID/checker.rs를 추가하세요"
                .into()
        }
        (Skip::NoModel, Lang::English) => {
            "no stored input to infer the input's shape from, and no input-model.toml".into()
        }
        (Skip::NoModel, Lang::Korean) => {
            "입력 모양을 추론할 저장된 입력이 없고 input-model.toml도 없습니다".into()
        }
        (Skip::BrokenModel { line, why }, Lang::English) => {
            format!("input-model.toml line {line}: {why}")
        }
        (Skip::BrokenModel { line, why }, Lang::Korean) => {
            format!("input-model.toml {line}번째 줄: {why}")
        }
    }
}

/// `WA 3/4, TLE 0/1`: targets rejected now of each kind, where there are any.
fn kinds(o: &Outcome, lang: Lang) -> String {
    let mut parts = Vec::new();
    for (want, en, ko) in [
        (Want::Wrong, "wrong", "오답류"),
        (Want::Resource, "time/memory", "시간·메모리"),
    ] {
        let (total, _, now) = o.count(Some(want));
        if total > 0 {
            let name = if lang == Lang::English { en } else { ko };
            parts.push(format!("{name} {now}/{total}"));
        }
    }
    parts.join(", ")
}

/// `1 problem`, `3 problems`.
fn problems(n: usize) -> String {
    if n == 1 {
        String::from("1 problem")
    } else {
        format!("{n} problems")
    }
}

/// `1 case`, `3 cases`.
fn cases(n: usize) -> String {
    if n == 1 {
        String::from("1 case")
    } else {
        format!("{n} cases")
    }
}

/// One problem's line (and its held-out failures, one line each).
pub(crate) fn problem(o: &Outcome, lang: Lang) -> String {
    let (total, before, now) = o.count(None);
    if let Some(why) = &o.skipped {
        let skipped = skip(why, lang);
        return match lang {
            Lang::English => format!("{}  skipped: {skipped}\n", o.problem),
            Lang::Korean => format!("{}  건너뜀: {skipped}\n", o.problem),
        };
    }
    let secs = o.elapsed.as_secs_f64();
    let discarded = o.oracle_failed + o.disagreed + o.invalid;
    let kept = match o.kept.as_slice() {
        [] => String::new(),
        [one] => format!(" ({one})"),
        [first, .., last] => format!(" ({first} … {last})"),
    };
    let outside = match (o.outside, lang) {
        (0, _) => String::new(),
        (n, Lang::English) => format!(", {n} not tried (outside what every stored input keeps)"),
        (n, Lang::Korean) => format!(", {n}개는 시도 안 함 (저장된 입력이 모두 지키는 규칙 밖)"),
    };
    let remembered = match (o.remembered, lang) {
        (false, _) => "",
        (true, Lang::English) => " · remembered",
        (true, Lang::Korean) => " · 기억된 결과",
    };
    let mut line = match lang {
        Lang::English => format!(
            "{}  targets rejected {now}/{total} ({}; {before} by the stored cases before) · \
             {} kept{kept} · {} tried, {discarded} discarded{outside} · {secs:.1} s{remembered}\n",
            o.problem,
            kinds(o, lang),
            cases(o.kept.len()),
            o.candidates
        ),
        Lang::Korean => format!(
            "{}  거부된 대상 {now}/{total} ({}; 이전 케이스로 {before}) · 케이스 {}개 \
             저장{kept} · {}개 시도, {discarded}개 버림{outside} · {secs:.1}초{remembered}\n",
            o.problem,
            kinds(o, lang),
            o.kept.len(),
            o.candidates
        ),
    };
    if let Some(lines) = o.chosen_lines {
        let list = crate::compare::line_list(lines);
        line.push_str(&match lang {
            Lang::English => format!(
                "    special judge without a checker: only line {list} of an answer is \
                 compared from now on; compared_lines = \"{list}\" added to problem.toml, \
                 with why\n"
            ),
            Lang::Korean => format!(
                "    체커 없는 스페셜 저지: 이제부터 답의 {list}번째 줄만 비교합니다; \
                 problem.toml에 compared_lines = \"{list}\"와 그 이유를 추가했습니다\n"
            ),
        });
    }
    for t in &o.targets {
        if t.standing == Standing::Accepted {
            line.push_str(&match lang {
                Lang::English => format!("    still accepted: #{} {}\n", t.id, t.language),
                Lang::Korean => format!("    아직 통과: #{} {}\n", t.id, t.language),
            });
        }
    }
    if let Some(h) = &o.held_out {
        for (case, v) in &h.failed {
            line.push_str(&match lang {
                Lang::English => format!(
                    "    false rejection: held-out accepted #{} {} gets {} on {case}\n",
                    h.id,
                    h.language,
                    verdict(*v, lang)
                ),
                Lang::Korean => format!(
                    "    잘못된 거부: 빼 둔 맞은 제출 #{} {}이(가) {case}에서 {}\n",
                    h.id,
                    h.language,
                    verdict(*v, lang)
                ),
            });
        }
    }
    line
}

/// The summary after every problem.
pub(crate) fn summary(t: &Totals, lang: Lang) -> String {
    let pct = |a: usize, b: usize| {
        if b == 0 {
            String::from("-")
        } else {
            format!("{:.1} %", 100.0 * a as f64 / b as f64)
        }
    };
    let [(wt, wb, wn), (rt, rb, rn)] = t.targets;
    let secs = t.elapsed.as_secs_f64();
    let held = if t.held_out == 0 {
        String::new()
    } else {
        match lang {
            Lang::English => format!(
                " · held out {}: {} with a false rejection",
                t.held_out, t.held_out_failed
            ),
            Lang::Korean => format!(
                " · 빼 둔 맞은 제출 {}개 중 잘못 거부된 것 {}개",
                t.held_out, t.held_out_failed
            ),
        }
    };
    match lang {
        Lang::English => format!(
            "strengthen: {} ({} searched, {} skipped) · wrong-kind targets rejected \
             {wn}/{wt} ({}; before {}) · time/memory-kind {rn}/{rt} ({}; before {}) · {} not \
             runnable · {} kept · {} candidates, {} discarded{held} · {} errors · \
             {secs:.1} s\n",
            problems(t.problems),
            t.searched,
            t.skipped,
            pct(wn, wt),
            pct(wb, wt),
            pct(rn, rt),
            pct(rb, rt),
            t.not_runnable,
            cases(t.kept),
            t.candidates,
            t.discarded,
            t.errors,
        ),
        Lang::Korean => format!(
            "보강: 문제 {}개 (찾음 {}, 건너뜀 {}) · 오답류 대상 거부 {wn}/{wt} ({}; 이전 {}) · \
             시간·메모리 대상 {rn}/{rt} ({}; 이전 {}) · 실행 불가 {}개 · 저장한 케이스 {}개 · \
             후보 {}개, 버림 {}개{held} · 오류 {}개 · {secs:.1}초\n",
            t.problems,
            t.searched,
            t.skipped,
            pct(wn, wt),
            pct(wb, wt),
            pct(rn, rt),
            pct(rb, rt),
            t.not_runnable,
            t.kept,
            t.candidates,
            t.discarded,
            t.errors,
        ),
    }
}

/// What a failure on a case `strengthen` synthesized says of the case.
pub(crate) fn origin(case: &str, o: &Origin, lang: Lang) -> String {
    let ids: Vec<String> = o.oracles.iter().map(|id| format!("#{id}")).collect();
    let ids = ids.join(", ");
    match lang {
        Lang::English => format!(
            "{case} was synthesized by strengthen ({}): its answer is what your accepted \
             submissions {ids} printed; remove {case}.in and .out to drop it",
            o.made
        ),
        Lang::Korean => format!(
            "{case}는 strengthen이 만든 케이스입니다 ({}): 답은 맞은 제출 {ids}이(가) \
             출력한 것입니다; 지우려면 {case}.in과 .out을 지우세요",
            o.made
        ),
    }
}
