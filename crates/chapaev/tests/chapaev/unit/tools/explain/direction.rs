//! Tests of `src/tools/explain/direction.rs`.

use chapaev::oracles::brute::Big;
use chapaev::tools::explain::direction::*;

#[test]
fn directions_print_exactly() {
    let big = Big::from_i128;
    assert_eq!(Direction::integer(big(3), big(-4)).to_string(), "(3, -4)");
    let surd = Direction {
        rational: [big(-4), big(10)],
        root: [big(5), big(2)],
        q: big(13),
    };
    assert_eq!(surd.to_string(), "sqrt(13)*(5, 2) + (-4, 10)");
}
