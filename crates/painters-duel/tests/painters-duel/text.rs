//! The crate's writer of its input format against its parser: `input_text` writes back what
//! `parse` read, on random valid inputs built by construction.

use painters_duel::{ListedDuel, input_text, parse};
use proptest::prelude::*;

use crate::common;
use common::{arb_duel, arb_input};

/// One to four tests on small boards, or one test on a board of side 6 to 12 (12 is our
/// extension of the contest).
fn input() -> impl Strategy<Value = String> {
    prop_oneof![
        arb_input(),
        arb_duel(6..=12, 0.3).prop_map(|duel| format!("1\n{duel}")),
    ]
}

proptest! {
    /// The tests parse read, written back with their construction rooms in reading order, read
    /// back to the same tests.
    #[test]
    fn parse_reads_back_what_input_text_wrote(text in input()) {
        let duels = parse(&text).unwrap();
        let listed: Vec<ListedDuel> = duels.iter().map(ListedDuel::from).collect();
        let written = input_text(&listed);
        prop_assert_eq!(parse(&written).unwrap(), duels);
        prop_assert_eq!(written.lines().count(), text.lines().count());
    }
}
