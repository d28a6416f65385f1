//! Programmers (`programmers-92345`): practice problems whose solution is a function the site
//! calls. Its Rust is not modelled as a language of its own: its problems are built as the
//! workspace's default, and `--language` is refused.

use super::{Facts, Kind, Language, NewLimits};

pub(super) const SITE: Facts = Facts {
    prefix: "programmers",
    names: &[],
    label: "Programmers",
    folders: &["프로그래머스", "programmers"],
    page: Some("programmers.co.kr/learn/courses/30/lessons/"),
    url,
    kind: Kind::Function,
    // Programmers publishes no limits: a generous local bound.
    limits: NewLimits {
        time_ms: 10_000,
        memory_mb: 1024,
    },
    compare: "literal",
    language: Language::Rust2021,
    languages: &[],
    reader_note: None,
};

fn url(number: &str) -> String {
    format!("https://school.programmers.co.kr/learn/courses/30/lessons/{number}")
}

#[cfg(test)]
mod tests {
    use super::super::{NewId, Site};

    #[test]
    fn its_ids_and_pages() {
        let page = "https://school.programmers.co.kr/learn/courses/30/lessons/92345";
        let id = NewId::of_address(page).unwrap();
        assert_eq!(id.id(), "programmers-92345");
        assert_eq!(Site::Programmers.url(&id.number), page);
        // A function's answer is a literal, whatever a page says.
        assert_eq!(Site::Programmers.compare(Some("tokens")), "literal");
        assert!(Site::Programmers.languages().is_empty());
    }
}
