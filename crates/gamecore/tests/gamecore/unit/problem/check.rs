//! Tests of `src/problem/check.rs`.

use gamecore::problem::Size;
use gamecore::problem::check::*;

#[test]
fn the_cap_lowers_the_top_but_never_below_the_bottom() {
    let draw = |growth, most| Draw {
        seed: 1,
        family: 0,
        growth,
        size: Size::Contest,
        most,
    };
    assert_eq!(draw(1.0, u64::MAX).grow(1, 100), 100);
    assert_eq!(draw(1.0, 10).grow(1, 100), 10);
    assert_eq!(draw(0.5, 16).grow(1, 100), 4);
    assert_eq!(draw(1.0, 1).grow(2, 6), 2);
}
