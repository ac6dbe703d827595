//! Tests of `src/solver/search/mtd.rs`.

use painters_duel::solver::search::mtd::*;

#[test]
fn the_stride_steps_by_one_then_doubles_then_asks_the_bound_then_bisects() {
    assert_eq!(UNIT_STEPS, 3, "the guesses below assume three unit steps");
    let mut stride = Stride::default();
    // Failing high from 0: guesses 1, 2, 3 (stride 1), then 5, 9 (strides 2, 4).
    let mut value = 0;
    for expected in [1, 2, 3, 5, 9] {
        let guess = stride.next_guess(true, value, (value, 50), 50);
        assert_eq!(guess, expected);
        value = guess;
    }
    // A fail low returning 14 brackets the value: ask that bound, then bisect what is left
    // (9..=12: half of the values are at least 11).
    assert_eq!(stride.next_guess(false, 14, (9, 14), 50), 14);
    assert_eq!(stride.next_guess(false, 12, (9, 12), 50), 11);
    assert_eq!(stride.next_guess(true, 11, (11, 12), 50), 12);
    // Failing low from the start: the first guess asks the value itself again, as MTD(f).
    let mut stride = Stride::default();
    assert_eq!(stride.next_guess(false, -2, (-50, -2), 50), -2);
    assert_eq!(stride.next_guess(false, -3, (-50, -3), 50), -3);
    assert_eq!(stride.next_guess(false, -4, (-50, -4), 50), -4);
    assert_eq!(stride.next_guess(false, -5, (-50, -5), 50), -6);
}

#[test]
fn the_null_window_stays_inside_the_bounds() {
    assert_eq!(null_window(2, 10, 2), 3);
    assert_eq!(null_window(2, 10, 6), 6);
    assert_eq!(null_window(2, 10, -4), 3);
    assert_eq!(null_window(2, 10, 14), 10);
    for guess in -3..14 {
        assert!((3..=10).contains(&null_window(2, 10, guess)));
    }
}
