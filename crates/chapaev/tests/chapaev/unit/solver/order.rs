//! Tests of `src/solver/order.rs`.

use chapaev::solver::order::*;

#[test]
fn undo_inverts_apply() {
    let image: Vec<usize> = (0..32).map(|k| (k * 7 + 3) % 32).collect();
    let order = TieOrder::new(&image);
    for set in [0u32, 1, 0x8000_0001, 0xdead_beef, u32::MAX] {
        assert_eq!(order.undo(order.apply(set)), set);
        assert_eq!(order.apply(set).count_ones(), set.count_ones());
    }
    assert_eq!(order.apply(1), 1 << 3);
    assert_eq!(TieOrder::default().apply(0xdead_beef), 0xdead_beef);
}
