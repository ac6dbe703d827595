//! Smaller inputs for `cargo xtask check`, which shrinks an input a contestant's program fails on
//! ([`Tests`]' [`Shrink`] steps, made one at a time). Every candidate is one step smaller than its
//! source: tests dropped (delta debugging, biggest first), a side lowered (the bottom row cut
//! off), a construction room dropped, or a start room moved to a lower-numbered room, so that
//! repeated shrinking ends (the tests, the side, the construction rooms and the start rooms'
//! numbers never grow). A candidate may put a
//! start room on construction or on the other start; the judge keeps only those the parser
//! accepts.

use std::rc::Rc;

use gamecore::problem::reduce;
use gamecore::{InputError, Shrink};

use crate::solver::board;
use crate::solver::duel::Duel;
use crate::solver::rooms::RoomSet;
use crate::solver::wide::Wide;
use crate::tools::text::{ListedDuel, input_text};
use crate::{CONTEST_SIDE, CONTEST_TESTS, parse};

/// Up to this many tests, dropping any two at once is a candidate too.
const PAIRS_UP_TO: usize = 16;

/// The tests of an input, as [`Shrink`] steps them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tests(pub Vec<Duel>);

impl Shrink for Tests {
    fn parse(input: &str) -> Result<Self, InputError> {
        parse(input).map(Tests)
    }

    /// The tests as input text; it parses back to the same tests.
    fn to_input(&self) -> String {
        let tests: Vec<ListedDuel> = self.0.iter().map(ListedDuel::from).collect();
        input_text(&tests)
    }

    fn within_contest(&self) -> bool {
        self.0.len() <= CONTEST_TESTS && self.0.iter().all(|d| d.side <= CONTEST_SIDE)
    }

    /// Tests dropped by delta debugging (halves, quarters, ..., single tests, then pairs; one
    /// test always stays), then each test one step smaller in turn.
    fn smaller(self) -> impl Iterator<Item = Self> {
        let duels: Rc<[Duel]> = self.0.into();
        let count = duels.len();
        let fewer = reduce::fewer(Rc::clone(&duels), 1, PAIRS_UP_TO, |d| d);
        let each = (0..count).flat_map(move |index| {
            let duels = Rc::clone(&duels);
            smaller_duels(&duels[index])
                .into_iter()
                .map(move |smaller_duel| {
                    let mut next = duels.to_vec();
                    next[index] = smaller_duel;
                    next
                })
        });
        fewer.chain(each).map(Tests)
    }
}

/// One test one step smaller.
fn smaller_duels(duel: &Duel) -> Vec<Duel> {
    let mut out = Vec::new();
    let side = duel.side - 1;
    if side >= 2 && duel.alma < side * side && duel.berthe < side * side {
        out.push(Duel {
            side,
            construction: duel.construction & Wide::board(side),
            ..duel.clone()
        });
    }
    for room in board::rooms(duel.construction) {
        out.push(Duel {
            construction: duel.construction & !Wide::bit(room),
            ..duel.clone()
        });
    }
    let lower = |start: usize| -> Vec<usize> {
        let mut rooms = vec![0, start / 2, start.saturating_sub(1)];
        rooms.retain(|&r| r < start);
        rooms.dedup();
        rooms
    };
    for room in lower(duel.alma) {
        out.push(Duel {
            alma: room,
            ..duel.clone()
        });
    }
    for room in lower(duel.berthe) {
        out.push(Duel {
            berthe: room,
            ..duel.clone()
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use gamecore::problem::Shrinking;

    use super::*;

    /// The candidates of `input` as text, as the judge sees them.
    fn smaller(input: &str) -> Vec<String> {
        (Shrinking::of::<Tests>().smaller)(input).collect()
    }

    fn within_contest(input: &str) -> bool {
        (Shrinking::of::<Tests>().within_contest)(input)
    }

    fn to_input(duels: &[Duel]) -> String {
        Tests(duels.to_vec()).to_input()
    }

    const SAMPLE: &str = "2\n3 3 4 2 1 2\n2 3\n3 1\n3 3 2 2 3 2\n2 1\n3 1\n";

    #[test]
    fn printed_tests_read_back() {
        let duels = parse(SAMPLE).unwrap();
        assert_eq!(parse(&to_input(&duels)).unwrap(), duels);
        assert_eq!(to_input(&duels[..1]), "1\n3 3 4 2 1 2\n2 3\n3 1\n");
    }

    #[test]
    fn candidates_drop_tests_sides_rooms_and_move_starts() {
        let candidates = smaller(SAMPLE);
        for expected in [
            "1\n3 3 4 2 1 2\n2 3\n3 1\n",                        // test 2 dropped
            "2\n3 3 4 2 1 1\n3 1\n3 3 2 2 3 2\n2 1\n3 1\n",      // a construction room dropped
            "2\n3 1 1 2 1 2\n2 3\n3 1\n3 3 2 2 3 2\n2 1\n3 1\n", // Alma moved to room 1
        ] {
            assert!(candidates.iter().any(|c| c == expected), "{expected:?}");
        }
        let rooms = |text: &str| -> (usize, usize, u32) {
            let duels = parse(text).unwrap();
            let side = duels.iter().map(|d| d.side).sum();
            (
                duels.len(),
                side,
                duels.iter().map(|d| d.construction.count()).sum(),
            )
        };
        for candidate in candidates.iter().filter(|c| parse(c).is_ok()) {
            let (t, s, c) = rooms(candidate);
            let (t0, s0, c0) = rooms(SAMPLE);
            assert!(t <= t0 && s <= s0 && c <= c0, "{candidate:?}");
        }
        // Side 2 is the smallest; both starts on the bottom row keep the side.
        assert!(
            smaller("1\n3 3 1 3 2 0\n")
                .iter()
                .all(|c| !c.contains("\n2 "))
        );
    }

    #[test]
    fn the_contest_is_up_to_side_six() {
        assert!(within_contest("1\n6 1 1 2 1 0\n"));
        assert!(!within_contest("1\n7 1 1 2 1 0\n"));
    }
}
