//! The crate's writers of its two input formats against its parser: `extended_input_text` and
//! `input_text` write back what `parse` read, on random positions built by construction.

use chapaev::tools::text::centres_of;
use chapaev::{Position, Side, extended_input_text, generate, input_text, parse};
use proptest::prelude::*;

use crate::common;
use common::{jittered_position, lattice_position};

/// Scaled centres, as the writers take them.
type Centres = Vec<(i64, i64)>;

fn sides(position: &Position) -> (Centres, Centres) {
    (
        centres_of(position, Side::Red),
        centres_of(position, Side::White),
    )
}

proptest! {
    /// Extended-format positions (lattice, near-lattice and jittered, 1 to 16 discs a side) read
    /// back from what the extended writer wrote.
    #[test]
    fn parse_reads_back_what_extended_input_text_wrote(
        text in prop_oneof![lattice_position(16, 3), jittered_position(8)]
    ) {
        let position = parse(&text).unwrap();
        let (red, white) = sides(&position);
        let written = extended_input_text(position.radius(), &red, &white);
        prop_assert_eq!(parse(&written).unwrap(), position.clone());
        prop_assert_eq!(written, position.to_extended());
    }

    /// The judge's positions (8 + 8 discs of radius 0.4) read back from what the judge's writer
    /// wrote, and the text written from them is the generator's.
    #[test]
    fn parse_reads_back_what_input_text_wrote(seed in any::<u64>()) {
        let text = generate::judge(seed);
        let position = parse(&text).unwrap();
        let (red, white) = sides(&position);
        let written = input_text(&red, &white);
        prop_assert_eq!(&written, &text);
        prop_assert_eq!(parse(&written).unwrap(), position);
    }
}
