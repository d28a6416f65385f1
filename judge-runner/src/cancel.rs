//! A cancellation handle: how one round of work is told to stop.
//!
//! `main`'s signal handlers can only set a flag (see [`crate::sys`]); the watchdog of an
//! open [`crate::engine`] passes that flag on to the round's handle, and everything below
//! asks the handle, never the flag. A new round gets a new handle, so a loop that cancels
//! one round can start the next.

use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Arc;

/// Shared by every part of one round of work; clones see the same state.
#[derive(Debug, Clone, Default)]
pub(crate) struct Cancel {
    /// The signal that stopped the round (SIGINT or SIGTERM), or 0.
    signal: Arc<AtomicI32>,
}

impl Cancel {
    /// Stops the round; `signal` says why (the first reason stays).
    pub(crate) fn cancel(&self, signal: i32) {
        let _ = self
            .signal
            .compare_exchange(0, signal, Ordering::SeqCst, Ordering::SeqCst);
    }

    /// The signal that stopped the round, if it was stopped.
    pub(crate) fn cancelled(&self) -> Option<i32> {
        match self.signal.load(Ordering::SeqCst) {
            0 => None,
            signal => Some(signal),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clones_share_the_first_reason_and_new_handles_start_clear() {
        let round = Cancel::default();
        let worker = round.clone();
        assert_eq!(worker.cancelled(), None);
        round.cancel(15);
        round.cancel(2);
        assert_eq!(worker.cancelled(), Some(15));
        assert_eq!(Cancel::default().cancelled(), None);
    }
}
