//! Any text at all gets an answer or one `InputError`, never a panic; and whatever is accepted is
//! answered with exactly one cell character per input cell.

use proptest::prelude::*;
use racing_car_trail::{brute, solve};

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in "[.X0-9 \\-\r\n\té]{0,40}") {
        let _ = solve(&text);
        let _ = brute::solve(&text);
    }

    #[test]
    fn near_valid_text_never_panics(rows in 0..4usize, cols in 0..4usize, body in "[.X\r\n ]{0,20}", tail in "[0 \n]{0,6}") {
        let text = format!("{rows} {cols}\n{body}{tail}");
        if let Ok(out) = solve(&text) {
            let cells = out.bytes().filter(|b| b"ABX".contains(b)).count();
            let given = body.bytes().filter(|b| b".X".contains(b)).count();
            prop_assert_eq!(cells, given);
        }
    }
}
