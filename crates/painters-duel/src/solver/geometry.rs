//! The triangle's geometry as constant tables: room numbers, neighbours, the two kinds of room and
//! the ends of rows, for the side-11 triangle that a `u128` holds. It imports nothing, so that the
//! room sets ([`crate::solver::rooms`], [`crate::solver::wide`]) and the code generic over them
//! ([`crate::solver::board`]) can all build on it.
//!
//! Room (r, j) (0-based row r, 0-based place j in the row) is bit `r * r + j`. The side-S triangle
//! is then the first S^2 bits of the side-11 triangle, with the same adjacency inside it, so one
//! neighbour table serves every side (a room of the last row has its lower neighbour outside the
//! board; the set of free rooms never contains it).

/// The largest side a [`Rooms`] holds (the contest's range and ours but for sides 12 and 13).
pub const MAX_SIDE: usize = 11;
/// The number of rooms of that triangle.
pub const MAX_ROOMS: usize = MAX_SIDE * MAX_SIDE;
/// The side of the largest triangle any [`crate::solver::rooms::RoomSet`] holds (side 13, in
/// [`crate::solver::wide::Wide13`]).
pub const WIDE_SIDE: usize = 13;
/// Its number of rooms: the size of the per-room arrays of code generic over the set.
pub const ANY_ROOMS: usize = WIDE_SIDE * WIDE_SIDE;

/// A set of rooms, one bit per room, for sides up to 11 ([`crate::solver::wide::Wide`] for sides
/// 12 and 13).
pub type Rooms = u128;

/// The bit index of 0-based room (r, j).
pub const fn index(row: usize, place: usize) -> usize {
    row * row + place
}

/// The 0-based (row, place) of a bit index.
pub const fn coordinates(room: usize) -> (usize, usize) {
    let mut row = 0;
    while (row + 1) * (row + 1) <= room {
        row += 1;
    }
    (row, room - row * row)
}

const fn neighbour_table() -> [Rooms; MAX_ROOMS] {
    let mut table = [0; MAX_ROOMS];
    let mut row = 0;
    while row < MAX_SIDE {
        let mut place = 0;
        while place <= 2 * row {
            let mut mask: Rooms = 0;
            if place > 0 {
                mask |= 1 << index(row, place - 1);
            }
            if place < 2 * row {
                mask |= 1 << index(row, place + 1);
            }
            if place % 2 == 0 {
                // An upward triangle: its base touches the downward one below.
                if row + 1 < MAX_SIDE {
                    mask |= 1 << index(row + 1, place + 1);
                }
            } else {
                // A downward triangle: its top edge touches the upward one above.
                mask |= 1 << index(row - 1, place - 1);
            }
            table[index(row, place)] = mask;
            place += 1;
        }
        row += 1;
    }
    table
}

/// `NEIGHBOURS[k]`: the rooms sharing an edge with room `k` in the side-11 triangle.
pub static NEIGHBOURS: [Rooms; MAX_ROOMS] = neighbour_table();

const fn neighbour_lists() -> [[u8; 3]; MAX_ROOMS] {
    let mut lists = [[u8::MAX; 3]; MAX_ROOMS];
    let mut room = 0;
    while room < MAX_ROOMS {
        let mut set = NEIGHBOURS[room];
        let mut count = 0;
        while set != 0 {
            lists[room][count] = set.trailing_zeros() as u8;
            set &= set - 1;
            count += 1;
        }
        room += 1;
    }
    lists
}

/// `NEIGHBOUR_LIST[k]`: the rooms of `NEIGHBOURS[k]` as indices, `u8::MAX` where there are fewer
/// than three.
pub(crate) static NEIGHBOUR_LIST: [[u8; 3]; MAX_ROOMS] = neighbour_lists();

const fn upward_mask() -> Rooms {
    let mut mask = 0;
    let mut room = 0;
    while room < MAX_ROOMS {
        if coordinates(room).1.is_multiple_of(2) {
            mask |= 1 << room;
        }
        room += 1;
    }
    mask
}

/// The upward triangles. Every edge joins an upward and a downward triangle, so the rooms form a
/// bipartite graph and a path alternates between the two kinds.
pub const UPWARD: Rooms = upward_mask();

/// The rooms of the side-`side` triangle.
pub const fn board(side: usize) -> Rooms {
    if side * side >= 128 {
        Rooms::MAX
    } else {
        (1 << (side * side)) - 1
    }
}

/// The single-room set of `room`.
pub const fn bit(room: usize) -> Rooms {
    1 << room
}

/// The upward and the downward rooms of each row.
pub(crate) static UP_ROWS: [Rooms; MAX_SIDE] = row_masks(true);
pub(crate) static DOWN_ROWS: [Rooms; MAX_SIDE] = row_masks(false);

const fn row_masks(upward: bool) -> [Rooms; MAX_SIDE] {
    let mut masks = [0; MAX_SIDE];
    let mut row = 0;
    while row < MAX_SIDE {
        let mut place = 0;
        while place <= 2 * row {
            if (place % 2 == 0) == upward {
                masks[row] |= 1 << index(row, place);
            }
            place += 1;
        }
        row += 1;
    }
    masks
}

const fn row_end_masks(first: bool) -> Rooms {
    let mut mask = 0;
    let mut row = 0;
    while row < MAX_SIDE {
        mask |= 1
            << if first {
                index(row, 0)
            } else {
                index(row, 2 * row)
            };
        row += 1;
    }
    mask
}

/// The first and the last room of each row.
pub(crate) const ROW_FIRST: Rooms = row_end_masks(true);
pub(crate) const ROW_LAST: Rooms = row_end_masks(false);
