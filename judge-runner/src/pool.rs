//! The worker pool: runs numbered items on `jobs` threads and hands the results back on the
//! calling thread in item order, whatever order they finish in.

use crate::cancel::Cancel;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

/// Whether to go on taking items after a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Flow {
    Continue,
    /// Start no new item; results of items already running are dropped.
    Stop,
}

/// Runs `work` on items `0..count` with `jobs` threads and hands each result to `each` on
/// the calling thread, in item order. Stops taking new items once `each` says
/// [`Flow::Stop`] or the round is cancelled.
pub(crate) fn parallel<R: Send>(
    jobs: usize,
    count: usize,
    cancel: &Cancel,
    work: impl Fn(usize) -> R + Sync,
    mut each: impl FnMut(usize, R) -> Flow,
) {
    if jobs <= 1 || count <= 1 {
        // One at a time: no threads, no channel, no wake-ups between them.
        for i in 0..count {
            if cancel.cancelled().is_some() || each(i, work(i)) == Flow::Stop {
                break;
            }
        }
        return;
    }
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(count) {
            let tx = tx.clone();
            let (next, stop, work) = (&next, &stop, &work);
            scope.spawn(move || loop {
                if stop.load(Ordering::SeqCst) || cancel.cancelled().is_some() {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= count || tx.send((i, work(i))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        // Results that arrived before an earlier one: at most one per worker beyond `cursor`.
        let mut pending = BTreeMap::new();
        let mut cursor = 0;
        for (i, result) in rx {
            if stop.load(Ordering::SeqCst) {
                continue;
            }
            pending.insert(i, result);
            while let Some(result) = pending.remove(&cursor) {
                if each(cursor, result) == Flow::Stop {
                    stop.store(true, Ordering::SeqCst);
                    break;
                }
                cursor += 1;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn results_come_in_item_order_and_stop_ends_early() {
        for jobs in [1, 2, 4] {
            let mut seen = Vec::new();
            parallel(
                jobs,
                20,
                &Cancel::default(),
                |i| {
                    // Later items finish first.
                    std::thread::sleep(Duration::from_millis(20 - i as u64));
                    i * 10
                },
                |i, r| {
                    seen.push((i, r));
                    if i == 6 {
                        Flow::Stop
                    } else {
                        Flow::Continue
                    }
                },
            );
            let want: Vec<(usize, usize)> = (0..=6).map(|i| (i, i * 10)).collect();
            assert_eq!(seen, want, "jobs {jobs}");
        }
    }

    #[test]
    fn a_cancelled_round_takes_no_items() {
        let cancel = Cancel::default();
        cancel.cancel(2);
        let mut seen = 0;
        parallel(
            2,
            10,
            &cancel,
            |i| i,
            |_, _| {
                seen += 1;
                Flow::Continue
            },
        );
        assert_eq!(seen, 0);
    }
}
