//! Tests of `src/solver/team/root.rs`.

use painters_duel::solver::search::entries::INFINITY;
use painters_duel::solver::team::root::*;

#[test]
fn members_probe_different_windows_inside_the_bounds() {
    // Member 0 asks MTD(f)'s question; member 1 one step further.
    assert_eq!(probe(0, 2, 10, 2, true), 3);
    assert_eq!(probe(1, 2, 10, 2, true), 4);
    assert_eq!(probe(1, 2, 10, 6, false), 5);
    // Never outside (lower, upper].
    for helper in 0..4 {
        for guess in -3..14 {
            for rising in [false, true] {
                let beta = probe(helper, 2, 10, guess, rising);
                assert!((3..=10).contains(&beta));
            }
        }
    }
}

#[test]
fn bounds_only_narrow_and_belong_to_one_root() {
    let bounds = RootBounds::default();
    assert!(bounds.is_for((5, 0, 1, 2)));
    assert!(!bounds.is_for((5, 0, 2, 1)));
    bounds.narrow(1, INFINITY);
    bounds.narrow(-INFINITY, 7);
    bounds.narrow(0, 9);
    assert_eq!(bounds.get(), (1, 7));
    assert!(bounds.answers(1) && bounds.answers(8));
    assert!(!bounds.answers(2) && !bounds.answers(7));
}
