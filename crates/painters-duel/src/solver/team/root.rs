//! The root's bounds shared by a team: what one member's MTD probes proved about the root value
//! narrows every member's window at once, and a member whose running probe another one has
//! answered drops it. Members probe different windows (`probe`), so that the team works on
//! different questions instead of the same one twice.
//!
//! Exact: a bound is published only after a complete probe (an exact alpha-beta answer for its
//! window, over proven entries), whoever ran it, and only for the root it was proven on (the
//! team's one root, compared whole). A dropped probe records nothing from the moment it is
//! dropped (as a stopped member, [`super::member`]) and its value is never read.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicI32, Ordering};

use crate::solver::search::entries::INFINITY;
use crate::solver::search::mtd::null_window;

/// A root as the bounds name it: its free rooms (as their two halves) and the painters' rooms.
pub(super) type RootId = (u128, u64, usize, usize);

/// The bounds proven on a team's root: its value lies in [lower, upper].
pub struct RootBounds {
    root: OnceLock<RootId>,
    lower: AtomicI32,
    upper: AtomicI32,
}

impl Default for RootBounds {
    fn default() -> Self {
        RootBounds {
            root: OnceLock::new(),
            lower: AtomicI32::new(-INFINITY),
            upper: AtomicI32::new(INFINITY),
        }
    }
}

impl RootBounds {
    /// Whether these are the bounds of `root`: the first root asked about becomes the team's,
    /// and any other root shares nothing.
    pub fn is_for(&self, root: RootId) -> bool {
        *self.root.get_or_init(|| root) == root
    }

    /// The interval known to hold the root value.
    pub fn get(&self) -> (i32, i32) {
        (
            self.lower.load(Ordering::Acquire),
            self.upper.load(Ordering::Acquire),
        )
    }

    /// Publishes what a complete probe proved: the value lies in [lower, upper].
    pub fn narrow(&self, lower: i32, upper: i32) {
        self.lower.fetch_max(lower, Ordering::AcqRel);
        self.upper.fetch_min(upper, Ordering::AcqRel);
    }

    /// Whether the question "is the value at least `beta`?" is answered.
    pub fn answers(&self, beta: i32) -> bool {
        let (lower, upper) = self.get();
        lower >= beta || upper < beta
    }
}

/// The null window's upper end for member `helper` of a team whose root value lies in
/// [lower, upper] (lower < upper), after a last probe that returned `guess`, rising when it
/// failed high: member 0 probes as MTD(f) does (`null_window`); member k the k-th window beyond
/// it in the direction the probes move, so that two members do not ask the same question.
pub fn probe(helper: usize, lower: i32, upper: i32, guess: i32, rising: bool) -> i32 {
    let offset = if rising {
        helper as i32
    } else {
        -(helper as i32)
    };
    (null_window(lower, upper, guess) + offset).clamp(lower + 1, upper)
}
