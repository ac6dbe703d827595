//! The constant tables of the side-12 and side-13 boards that a [`crate::solver::wide::WideSet`]
//! reads (neighbours, single rooms, rows and their ends, the vertical shifter's stages), built at
//! compile time from the room numbering of [`crate::solver::geometry`].

use crate::solver::geometry::{ANY_ROOMS as WIDE_ROOMS, WIDE_SIDE, coordinates, index};

/// Rooms 0..128 and rooms 128.. of a set, as the tables below hold them.
pub type Halves = (u128, u64);

/// The constant tables of one side: neighbours, single rooms, rows and their ends, the vertical
/// shifter's stages.
pub struct Tables {
    /// Each room's neighbours as a set.
    pub(super) neighbours: [Halves; WIDE_ROOMS],
    /// Each room alone: a table read, where a `u128` shift by a variable amount and a test of
    /// the half cost several instructions.
    pub(super) singles: [Halves; WIDE_ROOMS],
    /// Each room's neighbours as a list ([`neighbour_lists`]).
    pub(super) lists: [[u8; 3]; WIDE_ROOMS],
    /// The stages of [`crate::solver::rooms::RoomSet::vertical`] ([`vertical_stages`]), rising
    /// then falling.
    pub(super) stages: [[Halves; STAGES]; 2],
    /// Each row's upward rooms ([`row_masks`]).
    pub(super) up_rows: [Halves; WIDE_SIDE],
    /// Each row's downward rooms.
    pub(super) down_rows: [Halves; WIDE_SIDE],
    /// Every upward room.
    pub(super) upward: Halves,
    /// The first room of every row.
    pub(super) row_first: Halves,
    /// The last room of every row.
    pub(super) row_last: Halves,
}

/// `halves` with `room` added (for the tables built at compile time).
const fn with(halves: Halves, room: usize) -> Halves {
    if room < 128 {
        (halves.0 | 1 << room, halves.1)
    } else {
        (halves.0, halves.1 | 1 << (room - 128))
    }
}

/// The neighbours of each room of the side-`side` board, ascending (above, left, right, below),
/// `u8::MAX` for none.
const fn neighbour_lists(side: usize) -> [[u8; 3]; WIDE_ROOMS] {
    let mut lists = [[u8::MAX; 3]; WIDE_ROOMS];
    let mut room = 0;
    while room < side * side {
        let (row, place) = coordinates(room);
        let mut count = 0;
        if place % 2 == 1 {
            lists[room][count] = index(row - 1, place - 1) as u8;
            count += 1;
        }
        if place > 0 {
            lists[room][count] = index(row, place - 1) as u8;
            count += 1;
        }
        if place < 2 * row {
            lists[room][count] = index(row, place + 1) as u8;
            count += 1;
        }
        if place % 2 == 0 && row + 1 < side {
            lists[room][count] = index(row + 1, place + 1) as u8;
        }
        room += 1;
    }
    lists
}

/// The rooms of each row whose place is even (`upward`) or odd.
const fn row_masks(side: usize, upward: bool) -> [Halves; WIDE_SIDE] {
    let mut masks = [(0, 0); WIDE_SIDE];
    let mut row = 0;
    while row < side {
        let mut place = 0;
        while place <= 2 * row {
            if (place % 2 == 0) == upward {
                masks[row] = with(masks[row], index(row, place));
            }
            place += 1;
        }
        row += 1;
    }
    masks
}

/// The union of the rows' masks.
const fn all_rows(rows: [Halves; WIDE_SIDE]) -> Halves {
    let mut all = (0, 0);
    let mut row = 0;
    while row < WIDE_SIDE {
        all = (all.0 | rows[row].0, all.1 | rows[row].1);
        row += 1;
    }
    all
}

/// The first (`first`) or last room of each row.
const fn row_ends(side: usize, first: bool) -> Halves {
    let mut mask = (0, 0);
    let mut row = 0;
    while row < side {
        mask = with(
            mask,
            if first {
                index(row, 0)
            } else {
                index(row, 2 * row)
            },
        );
        row += 1;
    }
    mask
}

/// The stages of the shifter in [`crate::solver::rooms::RoomSet::vertical`]: a row index below
/// 16 needs four.
const STAGES: usize = 4;
const _: () = assert!(WIDE_SIDE <= 1 << STAGES, "a row index needs more stages");

/// The bits that stage `k` of the vertical shifter moves by `2 << k`
/// ([`crate::solver::rooms::RoomSet::vertical`]):
/// `rising`, each downward room of row q (the one above it is `2q` lower), else each upward room
/// of row q - 1 but the last row (the one below it is `2q` higher); stage `k` moves the rooms
/// whose q has bit `k`, where the stages before have left them.
///
/// Exact reasoning: the moved bits of two rows never meet. Rows next to each other lie on bits
/// of opposite parity (row r's rooms of one kind are on r^2 plus even), the shifts are even, and
/// a room never moves past its target, which lies before the next row of the same parity.
const fn vertical_stages(side: usize, rising: bool) -> [Halves; STAGES] {
    let mut masks = [(0, 0); STAGES];
    let mut row = 0;
    while row < side {
        let mut place = 0;
        while place <= 2 * row {
            let upward = place % 2 == 0;
            let (source, q) = if rising {
                (!upward, row)
            } else {
                (upward && row + 1 < side, row + 1)
            };
            let mut k = 0;
            while source && k < STAGES {
                if q >> k & 1 == 1 {
                    let moved = 2 * (q % (1 << k));
                    let room = index(row, place);
                    let at = if rising { room - moved } else { room + moved };
                    masks[k] = with(masks[k], at);
                }
                k += 1;
            }
            place += 1;
        }
        row += 1;
    }
    masks
}

/// The tables of the side-`side` board.
pub const fn tables(side: usize) -> Tables {
    let lists = neighbour_lists(side);
    let mut neighbours = [(0, 0); WIDE_ROOMS];
    let mut singles = [(0, 0); WIDE_ROOMS];
    let mut room = 0;
    while room < WIDE_ROOMS {
        singles[room] = with((0, 0), room);
        room += 1;
    }
    room = 0;
    while room < side * side {
        let mut k = 0;
        while k < 3 {
            if lists[room][k] != u8::MAX {
                neighbours[room] = with(neighbours[room], lists[room][k] as usize);
            }
            k += 1;
        }
        room += 1;
    }
    Tables {
        neighbours,
        singles,
        lists,
        stages: [vertical_stages(side, true), vertical_stages(side, false)],
        up_rows: row_masks(side, true),
        down_rows: row_masks(side, false),
        upward: upward(side),
        row_first: row_ends(side, true),
        row_last: row_ends(side, false),
    }
}

/// The rooms whose triangle points up on the side-`side` board.
pub const fn upward(side: usize) -> Halves {
    all_rows(row_masks(side, true))
}
