//! Exact longest paths through one small block, for [`crate::solver::board::block_bound`].
//!
//! Inside a block the colour counts allow more than the block's shape does: a path entering a
//! hexagon at one room and leaving it at the opposite one adds three rooms, not five. A block of
//! few rooms has few simple paths from its entry, so trying them all gives the exact lengths the
//! bound can use in place of the counts; the same blocks recur across the positions searched, so
//! each thread keeps the lengths of the blocks it met in a small table.
//!
//! Exact reasoning: a simple path from `start` enters a block at its entry and leaves it at most
//! once, through a cut vertex, never to return; inside the block it is a simple path of the
//! block's rooms from the entry. So the most it adds in and past the block is the longest such
//! path ending anywhere, or ending at a cut vertex `c` plus what it can add past `c`.

use std::cell::RefCell;
use std::hash::{BuildHasher, BuildHasherDefault};

use rustc_hash::FxHasher;

use crate::solver::geometry::ANY_ROOMS;
use crate::solver::rooms::RoomSet;

/// Blocks of at most this many rooms (the entry included) are searched exactly; larger ones get
/// the colour counts.
pub const SMALL_BLOCK_ROOMS: usize = 32;

/// Slots of each thread's table of block lengths (a power of two).
const SLOTS: usize = 1 << 14;

/// A block's longest paths: its rooms (entry first, the others lowest first) and, for each,
/// the longest path from the entry ending there (for the entry: ending anywhere).
#[derive(Clone, Copy)]
struct Lengths {
    rooms: [u8; SMALL_BLOCK_ROOMS],
    size: u8,
    ends: [u8; SMALL_BLOCK_ROOMS],
}

const EMPTY: Lengths = Lengths {
    rooms: [0; SMALL_BLOCK_ROOMS],
    size: 0,
    ends: [0; SMALL_BLOCK_ROOMS],
};

thread_local! {
    /// This thread's block lengths, one per slot, replaced on a collision (exact: keys are whole).
    static TABLE: RefCell<Vec<Lengths>> = RefCell::new(vec![EMPTY; SLOTS]);
}

/// The most rooms a path entering the block at `entry` adds in the block and past it, exactly,
/// when the block is small: `block` holds its other rooms and `below[c]` what the path can add
/// past each room `c` it may leave through (0: none). `None` for a block above
/// [`SMALL_BLOCK_ROOMS`].
pub fn small_block_best<R: RoomSet>(
    entry: usize,
    block: R,
    below: &[u8; ANY_ROOMS],
) -> Option<u32> {
    let size = block.count() as usize + 1;
    if size > SMALL_BLOCK_ROOMS {
        return None;
    }
    let mut key = EMPTY;
    key.size = size as u8;
    key.rooms[0] = entry as u8;
    let mut rest = block;
    for slot in key.rooms.iter_mut().take(size).skip(1) {
        *slot = rest.lowest() as u8;
        rest = rest.without_lowest();
    }
    let slot = BuildHasherDefault::<FxHasher>::default().hash_one(&key.rooms[..size]) as usize;
    let lengths = TABLE.with_borrow_mut(|table| {
        let stored = &mut table[slot & (SLOTS - 1)];
        if stored.size != key.size || stored.rooms[..size] != key.rooms[..size] {
            key.ends = ends::<R>(&key.rooms[..size]);
            *stored = key;
        }
        *stored
    });
    let mut best = u32::from(lengths.ends[0]);
    for (room, end) in lengths.rooms[1..size].iter().zip(&lengths.ends[1..size]) {
        let past = u32::from(below[usize::from(*room)]);
        if past > 0 {
            best = best.max(u32::from(*end) + past);
        }
    }
    Some(best)
}

/// For the block of `rooms` (entry first), the longest path from the entry ending at each room,
/// and for the entry the longest ending anywhere.
fn ends<R: RoomSet>(rooms: &[u8]) -> [u8; SMALL_BLOCK_ROOMS] {
    let mut adjacent = [0u32; SMALL_BLOCK_ROOMS];
    for (i, &room) in rooms.iter().enumerate() {
        let neighbours = R::neighbours(usize::from(room));
        for (j, &other) in rooms.iter().enumerate() {
            if !(neighbours & R::bit(usize::from(other))).is_empty() {
                adjacent[i] |= 1 << j;
            }
        }
    }
    longest_ends(&adjacent[..rooms.len()])
}

/// Tries every simple path from local room 0 over the adjacency masks `adjacent`, on an explicit
/// stack (one frame per room of the path, at most [`SMALL_BLOCK_ROOMS`]): the longest ending at
/// each room, and at index 0 the longest of all.
fn longest_ends(adjacent: &[u32]) -> [u8; SMALL_BLOCK_ROOMS] {
    let mut ends = [0u8; SMALL_BLOCK_ROOMS];
    // Each frame: (room, the neighbours not yet tried from it).
    let mut frames = [(0u8, 0u32); SMALL_BLOCK_ROOMS];
    frames[0] = (0, adjacent[0]);
    let mut depth = 1;
    let mut visited = 1u32;
    while depth > 0 {
        let (room, untried) = frames[depth - 1];
        let options = untried & !visited;
        if options == 0 {
            visited &= !(1 << room);
            depth -= 1;
            continue;
        }
        let next = options.trailing_zeros() as usize;
        frames[depth - 1].1 = options & !(1 << next);
        visited |= 1 << next;
        // The path now adds `depth` rooms and ends at `next`.
        ends[next] = ends[next].max(depth as u8);
        ends[0] = ends[0].max(depth as u8);
        frames[depth] = (next as u8, adjacent[next]);
        depth += 1;
    }
    ends
}
