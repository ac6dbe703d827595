//! Tests of `src/solver/team/busy.rs`.

use painters_duel::solver::team::busy::*;

#[test]
fn a_mark_lasts_until_unmarked_and_never_erases_another() {
    let busy = Busy::default();
    let (a, b) = (mark_of::<u128>(0b1011, 5, 9), mark_of::<u128>(0b1011, 9, 5));
    assert!(!busy.is_busy(a));
    busy.mark(a);
    assert!(busy.is_busy(a) && !busy.is_busy(b));
    // A mark sharing the slot replaces it; unmarking the first then leaves it.
    let c = a ^ 1 << 4;
    busy.mark(c);
    busy.unmark(a);
    assert!(busy.is_busy(c) && !busy.is_busy(a));
    busy.unmark(c);
    assert!(!busy.is_busy(c));
}
