//! `new boj NUMBER --fetch`: there is nothing left to download.
//!
//! BOJ ended its service on 2026-04-28 ([`crate::profile::BOJ_CLOSED`]) and its problem pages
//! answer 404 since, so `--fetch` runs no network program at all: it says so in one line and
//! names the two ways a problem still comes in, a saved copy of its page (`--html`) and a
//! backup (`import`). It writes nothing and exits 2.

use crate::profile;
use crate::report::words::AuthorLine;
use crate::sites::Site;

/// The one line `new boj NUMBER --fetch` prints instead of downloading.
pub(super) fn boj_closed(number: &str) -> AuthorLine {
    AuthorLine::FetchClosed {
        url: Site::Boj.url(number),
        closed: profile::BOJ_CLOSED,
        notice: profile::BOJ_CLOSURE_NOTICE,
        number: number.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closure_in_one_line_with_both_ways_in() {
        let line = boj_closed("1000").to_string();
        assert_eq!(line.lines().count(), 1, "{line}");
        assert!(line.contains("BOJ closed on 2026-04-28"), "{line}");
        assert!(line.contains("--html PAGE.html"), "{line}");
        assert!(line.contains("cargo judge import DIR"), "{line}");
    }
}
