//! One test of the input, validated: the side, the two start rooms and the rooms under
//! construction ([`Duel`]), and how a test is read from the input and checked once, so that the
//! solver never checks it again.

use gamecore::{InputError, Pos, Reader};

use crate::solver::geometry::{MAX_SIDE, Rooms, coordinates, index};
use crate::solver::rooms::RoomSet;
use crate::solver::wide::{WIDE_ROOMS, WIDE_SIDE, Wide13};

/// One test: the board and where the painters start, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Duel {
    /// The side S of the triangle (2..=13; 12 and 13 only through [`crate::parse`]).
    pub side: usize,
    /// Alma's start room as a bit index of [`crate::solver::geometry`].
    pub alma: usize,
    /// Berthe's start room as a bit index.
    pub berthe: usize,
    /// The rooms under construction (a [`Wide13`] set, so that every side fits).
    pub construction: Wide13,
}

impl Duel {
    /// The rooms that may still be painted at the start, for sides up to 11 ([`Duel::free_set`]
    /// for any side).
    pub fn free(&self) -> Rooms {
        debug_assert!(
            self.side <= MAX_SIDE,
            "side {} needs a wider set",
            self.side
        );
        self.free_set()
    }

    /// The rooms that may still be painted at the start, as a set of type `R` (whose
    /// [`RoomSet::MAX_SIDE`] must be at least the side).
    pub fn free_set<R: RoomSet>(&self) -> R {
        R::board(self.side)
            & !R::from_halves(self.construction.low(), self.construction.high())
            & !R::bit(self.alma)
            & !R::bit(self.berthe)
    }

    /// Whether `room` is under construction.
    pub fn is_construction(&self, room: usize) -> bool {
        !(self.construction & Wide13::bit(room)).is_empty()
    }
}

/// A room as the input writes it: 1-based row and place in the row.
pub(crate) fn room_name(room: usize) -> String {
    let (row, place) = coordinates(room);
    format!("({}, {})", row + 1, place + 1)
}

/// Reads a room `R P` of the side-`side` board; returns its bit index and where it starts.
fn read_room(reader: &mut Reader, side: usize, whose: &str) -> Result<(usize, Pos), InputError> {
    let (row, pos) = reader.integer(format_args!("{whose} row"), 1..=side)?;
    let (place, _) = reader.integer(format_args!("{whose} place in row {row}"), 1..=2 * row - 1)?;
    Ok((index(row - 1, place - 1), pos))
}

/// Reads and validates one test, refusing sides above `max_side` (but within [`WIDE_SIDE`]) with
/// a rule that names what such a side is refused for.
pub(crate) fn read_duel(reader: &mut Reader, max_side: usize) -> Result<Duel, InputError> {
    let (side, side_pos) = reader.integer("the side S", 2..=WIDE_SIDE)?;
    if side > max_side {
        return Err(InputError::rule(
            side_pos,
            format!(
                "side {side} is answered, but explained, drawn and played only up to side {max_side}"
            ),
        ));
    }
    let (alma, _) = read_room(reader, side, "Alma's")?;
    let (berthe, berthe_pos) = read_room(reader, side, "Berthe's")?;
    if alma == berthe {
        return Err(InputError::rule(
            berthe_pos,
            format!("Alma and Berthe both start in room {}", room_name(alma)),
        ));
    }
    let (count, _) = reader.integer(
        "the number C of rooms under construction",
        0..=side * side - 2,
    )?;
    let mut construction = Wide13::EMPTY;
    // Which construction room (1-based) holds each room, to name a repeat.
    let mut order = [0usize; WIDE_ROOMS];
    for item in 1..=count {
        let (room, pos) = read_room(reader, side, &format!("construction room {item}'s"))?;
        for (start, who) in [(alma, "Alma's"), (berthe, "Berthe's")] {
            if room == start {
                return Err(InputError::rule(
                    pos,
                    format!(
                        "construction room {item} is {who} start room {}",
                        room_name(room)
                    ),
                ));
            }
        }
        if !(construction & Wide13::bit(room)).is_empty() {
            return Err(InputError::rule(
                pos,
                format!(
                    "construction rooms {} and {item} are both {}",
                    order[room],
                    room_name(room)
                ),
            ));
        }
        construction |= Wide13::bit(room);
        order[room] = item;
    }
    Ok(Duel {
        side,
        alma,
        berthe,
        construction,
    })
}
