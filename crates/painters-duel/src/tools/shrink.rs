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
use crate::solver::wide::Wide13;
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
            construction: duel.construction & Wide13::board(side),
            ..duel.clone()
        });
    }
    for room in board::rooms(duel.construction) {
        out.push(Duel {
            construction: duel.construction & !Wide13::bit(room),
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
