//! Which problems a command line names: ids, unique prefixes (`boj-90` for `boj-9079`) and
//! natural order (`boj-2` before `boj-10`), with the nearest ids when a name matches none.

use super::*;
use crate::error::Select;

/// Picks the ids named on the command line. A name is, in this order of precedence:
/// an id (`boj-1260`), which always wins; a bare number (`1260`), which means the one problem
/// with that number; or a prefix that ends where a word of the id ends (`boj`, `boj-`,
/// `re` for `re_panic`, but never `programmers-4257` for `programmers-42576`).
///
/// # Errors
/// A name that matches nothing, with the three closest ids; a number that several problems
/// have, with them.
pub(crate) fn select(ids: &[String], names: &[String]) -> Result<Vec<String>, Select> {
    if names.is_empty() {
        return Ok(ids.to_vec());
    }
    let mut chosen = Vec::new();
    for name in names {
        for id in matching(ids, name)? {
            if !chosen.contains(&id) {
                chosen.push(id);
            }
        }
    }
    chosen.sort_by(|a, b| natural_cmp(a, b));
    Ok(chosen)
}

/// The one problem `name` means, by the rules of [`select`].
///
/// # Errors
/// A name that matches nothing (with the closest ids) or several problems (with them).
pub(crate) fn select_one(ids: &[String], name: &str) -> Result<String, Select> {
    let mut matched = matching(ids, name)?;
    if matched.len() == 1 {
        return Ok(matched.remove(0));
    }
    Err(Select::Several {
        name: name.to_owned(),
        matched,
    })
}

/// The ids one name matches (at least one).
pub(super) fn matching(ids: &[String], name: &str) -> Result<Vec<String>, Select> {
    if ids.iter().any(|id| id == name) {
        return Ok(vec![name.to_owned()]);
    }
    // Ids are lower case (`BOJ-1000` is `boj-1000`); a miss names what was typed.
    let lower = name.to_ascii_lowercase();
    if lower != name {
        return matching(ids, &lower).map_err(|_| unknown(ids, name));
    }
    let number = !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit());
    let matched: Vec<String> = if number {
        let wanted = name.trim_start_matches('0');
        ids.iter()
            .filter(|id| {
                id.rsplit_once('-')
                    .is_some_and(|(_, n)| n.trim_start_matches('0') == wanted)
            })
            .cloned()
            .collect()
    } else {
        ids.iter()
            .filter(|id| {
                id.strip_prefix(name)
                    .is_some_and(|rest| name.ends_with(['-', '_']) || rest.starts_with(['-', '_']))
            })
            .cloned()
            .collect()
    };
    match matched.len() {
        0 => Err(unknown(ids, name)),
        n if number && n > 1 => Err(Select::SharedNumber {
            name: name.to_owned(),
            matched,
        }),
        _ => Ok(matched),
    }
}

/// The sites whose ids are a number (`boj-1000`, `programmers-42576`): an id of theirs not
/// in the workspace is a problem `new SITE NUMBER` starts.
const NUMBERED_SITES: [&str; 2] = ["boj", "programmers"];

/// `no problem matches NAME`, with the three ids closest to it; for an id of a numbered
/// site, how to start that problem instead.
pub(super) fn unknown(ids: &[String], name: &str) -> Select {
    let lower = name.to_ascii_lowercase();
    if let Some((site, number)) = lower.split_once('-') {
        let numbered = !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit());
        if numbered && NUMBERED_SITES.contains(&site) {
            let mut near: Vec<&String> = ids
                .iter()
                .filter(|id| crate::suggest::distance(&lower, id) <= 2)
                .collect();
            near.sort_by(|a, b| natural_cmp(a, b));
            return Select::NotStarted {
                name: name.to_owned(),
                args: format!("{site} {number}"),
                near: near.into_iter().take(3).cloned().collect(),
            };
        }
    }
    let mut ranked: Vec<(usize, &String)> = ids
        .iter()
        .map(|id| (crate::suggest::distance(name, id), id))
        .collect();
    ranked.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| natural_cmp(a.1, b.1)));
    let closest = ranked.iter().take(3).map(|(_, id)| (*id).clone()).collect();
    Select::NoMatch {
        name: name.to_owned(),
        closest,
    }
}

/// Natural order: runs of digits compare as numbers, so `2` sorts before `10`.
pub(crate) fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    loop {
        match (a.first(), b.first()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let da = a.iter().take_while(|c| c.is_ascii_digit()).count();
                let db = b.iter().take_while(|c| c.is_ascii_digit()).count();
                let (na, nb) = (trim_zeros(&a[..da]), trim_zeros(&b[..db]));
                let order = na
                    .len()
                    .cmp(&nb.len())
                    .then_with(|| na.cmp(nb))
                    .then_with(|| da.cmp(&db));
                if order != Ordering::Equal {
                    return order;
                }
                a = &a[da..];
                b = &b[db..];
            }
            (Some(x), Some(y)) => {
                if x != y {
                    return x.cmp(y);
                }
                a = &a[1..];
                b = &b[1..];
            }
        }
    }
}

pub(super) fn trim_zeros(digits: &[u8]) -> &[u8] {
    let zeros = digits.iter().take_while(|&&d| d == b'0').count();
    &digits[zeros..]
}
