//! Tests of `src/solver/order.rs`.

use chapaev::solver::order::*;
use chapaev::{Side, parse};

#[test]
fn undo_inverts_apply_for_either_side() {
    let red: Vec<usize> = (0..32).map(|k| (k * 7 + 3) % 32).collect();
    let white: Vec<usize> = (0..32).map(|k| (k * 5 + 1) % 32).collect();
    let order = TieOrder::per_side(&red, &white);
    for side in [Side::Red, Side::White] {
        for set in [0u32, 1, 0x8000_0001, 0xdead_beef, u32::MAX] {
            assert_eq!(order.undo(order.apply(set, side), side), set);
            assert_eq!(order.apply(set, side).count_ones(), set.count_ones());
        }
    }
    assert_eq!(order.apply(1, Side::Red), 1 << 3);
    assert_eq!(order.apply(1, Side::White), 1 << 1);
    assert_eq!(TieOrder::new(&red).apply(1, Side::White), 1 << 3);
    assert_eq!(
        TieOrder::default().apply(0xdead_beef, Side::White),
        0xdead_beef
    );
}

/// Discs on a line, centroid at x = 0.5: red 0 and white 0 next to it, red 1 and white 1 far
/// out. The children compare as renumbered numbers, smallest first.
#[test]
fn the_aimed_order_takes_the_outermost_opponent_with_the_innermost_shooter_first() {
    let position = parse("discs 0.1 2 2\n0 0 10 0\n1 0 -9 0").unwrap();
    let order = aimed(&position);
    let all = position.all_mask();
    let first =
        |side: Side, a: u32, b: u32| order.apply(all & !a, side) < order.apply(all & !b, side);
    let (red0, red1, white0, white1) = (1, 2, 4, 8);
    // Red to move: white 1 (outer) before white 0, whichever shooter; then red 0 (inner) shoots.
    assert!(first(Side::Red, red1 | white1, red0 | white0));
    assert!(first(Side::Red, red0 | white1, red1 | white1));
    // White to move, the same with the colours exchanged.
    assert!(first(Side::White, white1 | red1, white0 | red0));
    assert!(first(Side::White, white0 | red1, white1 | red1));
}
