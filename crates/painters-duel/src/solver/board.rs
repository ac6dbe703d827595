//! The triangular museum as bit masks, for any [`RoomSet`]: iterating rooms, reach, dead ends, the
//! two bounds on a path's length, and the triangle's six symmetries as byte-wise lookup tables.
//! The constant tables they read are in [`crate::solver::geometry`], re-exported here.

pub use crate::solver::geometry::{
    ANY_ROOMS, MAX_ROOMS, MAX_SIDE, NEIGHBOURS, Rooms, UPWARD, WIDE_SIDE, bit, board, coordinates,
    index,
};
use crate::solver::rooms::RoomSet;
use crate::solver::small_blocks::small_block_best;

/// The rooms of `set`, lowest first.
pub fn rooms<R: RoomSet>(mut set: R) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set.is_empty() {
            return None;
        }
        let room = set.lowest();
        set = set.without_lowest();
        Some(room)
    })
}

/// The rooms of `free` reachable from `start` through rooms of `free` (`start` itself excluded
/// unless a path leads back to it, which cannot happen when `start` is not in `free`).
pub fn reach<R: RoomSet>(start: usize, free: R) -> R {
    let mut frontier = R::neighbours(start) & free;
    // The rooms not yet reached, so that a step is one mask, not two.
    let mut left = free & !frontier;
    while !frontier.is_empty() {
        frontier = frontier.adjacent() & left;
        left &= !frontier;
    }
    free & !left
}

/// How many of `room`'s neighbours are in `free`, counted on its list of at most three
/// neighbours: a count of a wide set costs more (a software popcount over its words).
pub fn exits<R: RoomSet>(room: usize, free: R) -> usize {
    R::neighbour_list(room)
        .iter()
        .filter(|&&w| usize::from(w) < R::MAX_ROOMS && free.has(usize::from(w)))
        .count()
}

/// The rooms of `free` reachable from `a` and those reachable from `b`, as [`reach`] gives each,
/// flooding every component of `free` at most once: on an open board the two painters usually
/// reach one and the same component, which two [`reach`] calls would flood twice.
pub fn reach_both<R: RoomSet>(a: usize, b: usize, free: R) -> (R, R) {
    reach_both_shared(a, b, free).0
}

/// [`reach_both`]'s two sets, and whether the rooms both reach form at most one component of
/// `free` (each component is flooded once).
pub fn reach_both_shared<R: RoomSet>(a: usize, b: usize, free: R) -> ((R, R), bool) {
    let (from_a, from_b) = (R::neighbours(a) & free, R::neighbours(b) & free);
    let (mut of_a, mut of_b, mut flooded) = (R::EMPTY, R::EMPTY, R::EMPTY);
    let mut seeds = from_a | from_b;
    let mut shared = 0;
    while !seeds.is_empty() {
        let seed = seeds.lowest();
        let component = R::bit(seed) | reach(seed, free);
        flooded |= component;
        seeds &= !flooded;
        let (by_a, by_b) = (
            !(component & from_a).is_empty(),
            !(component & from_b).is_empty(),
        );
        if by_a {
            of_a |= component;
        }
        if by_b {
            of_b |= component;
        }
        shared += u32::from(by_a && by_b);
    }
    ((of_a, of_b), shared <= 1)
}

/// Whether `region`, a connected set of rooms holding `room`, stays connected without `room`, by
/// a test of the rooms around it alone: `true` only when it does, `false` also when the test
/// cannot tell (the caller then floods).
///
/// Exact reasoning: every other room of `region` reaches `room` through one of its neighbours in
/// `region`, so the rest is connected when those neighbours are joined in it. Up to one neighbour
/// joins trivially; two, `n1` and `n2`, are joined when a walk n1-a-b-c-n2 lies in the rest (the
/// walk around a hexagon of the board through `room`; rooms have no shorter cycle). Three
/// neighbours are left to the flood; a room just moved into has at most two in the region, since
/// the painter's previous room is painted.
pub fn stays_connected<R: RoomSet>(room: usize, region: R) -> bool {
    let rest = region & !R::bit(room);
    let next = R::neighbours(room) & rest;
    if next.at_most_one() {
        return true;
    }
    let (n1, others) = (next.lowest(), next.without_lowest());
    if !others.at_most_one() {
        return false;
    }
    let around = |n: usize| (R::neighbours(n) & rest).adjacent();
    !(around(n1) & around(others.lowest()) & rest).is_empty()
}

/// The parts of `region` (a connected set of rooms holding `room`, `room` with at most two
/// neighbours in it) without `room`: `(rest, EMPTY)` when the rest is connected, else its two
/// components.
///
/// Exact reasoning: every other room of `region` reaches `room` through one of its neighbours
/// `n1`, `n2` in `region`, so the rest is the component of `n1` and that of `n2`. The two are
/// flooded a step each in turn: if they meet, the rest is one component; if one is exhausted
/// first, it is a whole component and the other is the rest without it. The cost is twice the
/// smaller part, not the whole region (a move usually walls off a small part).
pub fn parts_without<R: RoomSet>(room: usize, region: R) -> (R, R) {
    let rest = region & !R::bit(room);
    let next = R::neighbours(room) & rest;
    if next.at_most_one() {
        return (rest, R::EMPTY);
    }
    let (first, second) = (next.lowest(), next.without_lowest());
    debug_assert!(second.at_most_one());
    let mut floods = [(R::bit(first), R::bit(first)), (second, second)];
    loop {
        for side in 0..2 {
            let (seen, frontier) = &mut floods[side];
            *frontier = frontier.adjacent() & rest & !*seen;
            *seen |= *frontier;
            if !(floods[0].0 & floods[1].0).is_empty() {
                return (rest, R::EMPTY);
            }
            if floods[side].1.is_empty() {
                let part = floods[side].0;
                return (part, rest & !part);
            }
        }
    }
}

/// The rooms of `set` with at most one neighbour in `set`, computed with shifts for all rooms at
/// once (left, right and vertical neighbour flags, then "at least two of three").
pub fn dead_ends<R: RoomSet>(set: R) -> R {
    let left = (set << 1) & !R::row_first();
    let right = (set >> 1) & !R::row_last();
    let vertical = set.vertical();
    set & !((left & right) | (left & vertical) | (right & vertical))
}

/// The rooms of the other kind than `room`, and of its own kind (upward or downward).
fn kinds<R: RoomSet>(room: usize) -> (R, R) {
    let upward = R::upward();
    if !(upward & R::bit(room)).is_empty() {
        (!upward, upward)
    } else {
        (upward, !upward)
    }
}

/// An upper bound on the number of rooms a simple path starting at `start` can add when it may
/// use the rooms of `region` (the rooms reachable from `start`, `start` not among them).
///
/// Exact reasoning: the path alternates kinds (the graph is bipartite), so with `k` rooms of the
/// kind opposite to `start` and `m` of its own kind it adds at most `min(2k, 2m + 1)` rooms; and
/// every room of the path but its last has two path neighbours, so at most one room with fewer
/// than two neighbours in `region + start` (a dead end) is used.
pub fn path_bound<R: RoomSet>(start: usize, region: R) -> u32 {
    let with_start = region | R::bit(start);
    let dead = dead_ends(with_start) & region;
    let (other_kind, own_kind) = kinds::<R>(start);
    let live = region & !dead;
    let k = (live & other_kind).count();
    let m = (live & own_kind).count();
    let dk = u32::from(!(dead & other_kind).is_empty());
    let dm = u32::from(!(dead & own_kind).is_empty());
    let alternating = |k: u32, m: u32| (2 * k).min(2 * m + 1);
    alternating(k + dk, m).max(alternating(k, m + dm))
}

/// A cheaper and weaker upper bound than [`path_bound`]: the alternation of kinds alone, every
/// room of `region` counted (no dead ends sought), so never below [`path_bound`].
pub fn count_bound<R: RoomSet>(start: usize, region: R) -> u32 {
    count_bound_of::<R>(start, kind_counts(region))
}

/// The rooms of `region` of each kind: (upward, downward).
pub fn kind_counts<R: RoomSet>(region: R) -> (u32, u32) {
    let upward = R::upward();
    ((region & upward).count(), (region & !upward).count())
}

/// [`count_bound`] from its region's [`kind_counts`], which two painters reaching one region
/// share (a count of a wide set is a software popcount).
pub fn count_bound_of<R: RoomSet>(start: usize, (upward, downward): (u32, u32)) -> u32 {
    let (k, m) = if R::upward().has(start) {
        (downward, upward)
    } else {
        (upward, downward)
    };
    (2 * k).min(2 * m + 1)
}

/// A sharper upper bound than [`path_bound`] for the rooms a simple path from `start` can add in
/// `region`, from the blocks (biconnected components) of `region + start`.
///
/// Exact reasoning: a simple path from `start` crosses the blocks along one downward chain of the
/// block-cut tree rooted at `start`: it enters a block at the cut vertex nearest `start`, and can
/// leave it only once, through one of its other cut vertices, never to return. Inside a block
/// the path from its entry `e` either ends anywhere ([`path_bound`]'s count) or ends at the exit
/// `c`, whose kind fixes the parity of the length: with `k` rooms of the other kind and `m` of
/// `e`'s kind besides `e`, at most `min(2k - 1, 2m + 1)` rooms when `c`'s kind differs from `e`'s,
/// and `min(2k, 2m)` when it is the same. A block of at most
/// [`crate::solver::small_blocks::SMALL_BLOCK_ROOMS`] rooms gets its exact lengths instead
/// ([`small_block_best`]). The bound is the best chain of block bounds.
/// Tarjan's algorithm runs with an explicit stack.
pub fn block_bound<R: RoomSet>(start: usize, region: R) -> u32 {
    let all = region | R::bit(start);
    let mut discovered = [0u8; ANY_ROOMS];
    let mut low = [0u8; ANY_ROOMS];
    // Best length the path can add below each vertex, through the blocks it is the entry of.
    let mut below = [0u8; ANY_ROOMS];
    // Vertices in discovery order not yet assigned to a block, and the DFS path with each
    // vertex's unexplored neighbours: at most one entry per room each.
    let mut vertices = [0u8; ANY_ROOMS];
    let mut pending = 0;
    let mut frames = [(0u8, 0u8); ANY_ROOMS];
    let mut depth = 1;
    let mut clock = 1u8;
    discovered[start] = clock;
    low[start] = clock;
    frames[0] = (start as u8, 0);
    while depth > 0 {
        let (v, tried) = frames[depth - 1];
        let v = usize::from(v);
        if tried < 3 {
            frames[depth - 1].1 = tried + 1;
            let w = usize::from(R::neighbour_list(v)[usize::from(tried)]);
            if w >= R::MAX_ROOMS || !all.has(w) {
                continue;
            }
            // Clocks start at 1: a room not yet discovered still has 0.
            if discovered[w] == 0 {
                clock += 1;
                discovered[w] = clock;
                low[w] = clock;
                vertices[pending] = w as u8;
                pending += 1;
                frames[depth] = (w as u8, 0);
                depth += 1;
            } else {
                low[v] = low[v].min(discovered[w]);
            }
            continue;
        }
        depth -= 1;
        if depth == 0 {
            break;
        }
        let parent = frames[depth - 1].0 as usize;
        low[parent] = low[parent].min(low[v]);
        if low[v] >= discovered[parent] {
            let best = if vertices[pending - 1] == v as u8 {
                // A bridge to `v`, the most common block: the path adds `v` and what lies past it.
                pending -= 1;
                1 + u32::from(below[v])
            } else {
                let block = pop_block::<R>(&vertices, &mut pending, v);
                through_block(parent, block, &below)
            };
            below[parent] = below[parent].max(best as u8);
        }
    }
    u32::from(below[start])
}

/// The block of `v`'s parent containing `v`: the vertices discovered from `v` on, taken off the
/// first `pending` of `vertices` (the vertices in discovery order not yet in a block).
fn pop_block<R: RoomSet>(vertices: &[u8; ANY_ROOMS], pending: &mut usize, v: usize) -> R {
    let mut block = R::EMPTY;
    while *pending > 0 {
        *pending -= 1;
        let u = vertices[*pending] as usize;
        block |= R::bit(u);
        if u == v {
            break;
        }
    }
    block
}

/// The most rooms a path entering a block of three or more rooms (a bridge is closed before) at
/// its cut vertex `entry` adds in the block and past it: `block` holds the block's other rooms,
/// and `below[c]` what the path can add past each room `c` it may leave the block through (0:
/// none).
fn through_block<R: RoomSet>(entry: usize, block: R, below: &[u8; ANY_ROOMS]) -> u32 {
    if let Some(best) = small_block_best(entry, block, below) {
        return best;
    }
    let (other_kind, own_kind) = kinds::<R>(entry);
    let k = (block & other_kind).count();
    let m = (block & own_kind).count();
    // Such a block has no dead end.
    let mut best = (2 * k).min(2 * m + 1);
    for c in rooms(block) {
        if below[c] > 0 {
            let through = if !own_kind.has(c) {
                (2 * k - 1).min(2 * m + 1)
            } else {
                (2 * k).min(2 * m)
            };
            best = best.max(through + u32::from(below[c]));
        }
    }
    best
}

/// The six symmetries of the side-S triangle as room permutations and byte-wise lookup tables.
///
/// An upward room (r, 2i) has coordinates (i, r - i, S - 1 - r), summing to S - 1; a downward room
/// (r, 2i + 1) has (i, r - 1 - i, S - 1 - r), summing to S - 2. A downward room's three neighbours
/// are the upward rooms at its coordinates plus one unit vector each, so every permutation of the
/// three coordinates maps the board onto itself and neighbours onto neighbours.
pub struct Symmetries<R: RoomSet = Rooms> {
    /// `maps[s][k]`: the image of room `k` under symmetry `s` (`s = 0` is the identity).
    pub maps: [[u8; ANY_ROOMS]; 6],
    /// `inverse[s][k]`: the room that symmetry `s` maps to `k`.
    pub inverse: [[u8; ANY_ROOMS]; 6],
    /// `bytes[s * R::BYTES + b][v]`: the image under symmetry `s` of the rooms `v << (8 * b)`.
    bytes: Vec<[R; 256]>,
}

impl<R: RoomSet> Symmetries<R> {
    /// The symmetries of the side-`side` triangle (`2 <= side <= R::MAX_SIDE`).
    pub fn new(side: usize) -> Self {
        const ORDERS: [[usize; 3]; 6] = [
            [0, 1, 2],
            [1, 0, 2],
            [0, 2, 1],
            [2, 1, 0],
            [1, 2, 0],
            [2, 0, 1],
        ];
        let mut maps = [[0u8; ANY_ROOMS]; 6];
        let mut inverse = [[0u8; ANY_ROOMS]; 6];
        for ((order, map), back) in ORDERS.iter().zip(&mut maps).zip(&mut inverse) {
            for (room, image) in map.iter_mut().enumerate().take(side * side) {
                let (row, place) = coordinates(room);
                let upward = place.is_multiple_of(2);
                let i = place / 2;
                let coords = if upward {
                    [i, row - i, side - 1 - row]
                } else {
                    [i, row - 1 - i, side - 1 - row]
                };
                let moved = [coords[order[0]], coords[order[1]], coords[order[2]]];
                let target = index(side - 1 - moved[2], 2 * moved[0] + usize::from(!upward));
                *image = target as u8;
                back[target] = room as u8;
            }
        }
        let mut bytes = vec![[R::EMPTY; 256]; 6 * R::BYTES];
        for (table, map) in bytes.chunks_mut(R::BYTES).zip(&maps) {
            for (b, row) in table.iter_mut().enumerate() {
                for (v, image) in row.iter_mut().enumerate() {
                    for k in 0..8 {
                        let room = 8 * b + k;
                        if v >> k & 1 == 1 && room < side * side {
                            *image |= R::bit(map[room] as usize);
                        }
                    }
                }
            }
        }
        Symmetries {
            maps,
            inverse,
            bytes,
        }
    }

    /// The image of `set` under symmetry `s`.
    pub fn apply(&self, s: usize, set: R) -> R {
        let table = &self.bytes[s * R::BYTES..(s + 1) * R::BYTES];
        let mut image = R::EMPTY;
        for (b, row) in table.iter().enumerate() {
            let byte = set.byte(b);
            if byte != 0 {
                image |= row[byte as usize];
            }
        }
        image
    }
}
