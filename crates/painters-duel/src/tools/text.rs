//! The crate's one writer of its input format, the inverse of [`crate::parse`].

use crate::solver::board::rooms;
use crate::solver::duel::Duel;
use crate::solver::geometry::coordinates;

/// A room as the input writes it: 1-based (row, place).
pub type Room = (usize, usize);

/// One test as the input lists it: the side, the two start rooms and the rooms under
/// construction in the order written, each room 1-based as (row, place in row).
///
/// A [`Duel`] keeps its construction rooms as a set; a generator may list them in another order
/// (`construction` shuffles them), which its inputs keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedDuel {
    /// The side S of the triangle.
    pub side: usize,
    /// Alma's start room.
    pub alma: Room,
    /// Berthe's start room.
    pub berthe: Room,
    /// The rooms under construction, in the order written.
    pub construction: Vec<Room>,
}

impl From<&Duel> for ListedDuel {
    /// The test with its construction rooms in reading order.
    fn from(duel: &Duel) -> Self {
        ListedDuel {
            side: duel.side,
            alma: room(duel.alma),
            berthe: room(duel.berthe),
            construction: rooms(duel.construction).map(room).collect(),
        }
    }
}

/// A room's bit index (of [`crate::solver::geometry`]) as the input writes it: 1-based (row,
/// place).
pub fn room(index: usize) -> Room {
    let (row, place) = coordinates(index);
    (row + 1, place + 1)
}

impl ListedDuel {
    /// The test's lines, as [`input_text`] writes each test after the count: `S r1 p1 r2 p2 K`,
    /// then one `r p` line per room under construction.
    pub fn lines(&self) -> String {
        let (alma, berthe) = (self.alma, self.berthe);
        let mut text = format!(
            "{} {} {} {} {} {}\n",
            self.side,
            alma.0,
            alma.1,
            berthe.0,
            berthe.1,
            self.construction.len()
        );
        for (row, place) in &self.construction {
            text.push_str(&format!("{row} {place}\n"));
        }
        text
    }
}

/// The input text of `tests`: their count, then each test's [`ListedDuel::lines`].
///
/// The inverse of [`crate::parse`]: for the tests `d` that parse read,
/// `parse(&input_text(&listed))`, where `listed` maps `d` through [`ListedDuel::from`], is `d`
/// again. It writes whatever rooms it is given; a shrinking candidate whose start room is under
/// construction is written too, and the parser refuses it.
pub fn input_text(tests: &[ListedDuel]) -> String {
    let mut text = format!("{}\n", tests.len());
    for test in tests {
        text.push_str(&test.lines());
    }
    text
}
