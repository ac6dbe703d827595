//! Tie orders: which of several shots equal on material the search tries first.
//!
//! The search orders a position's children by opponent discs left, then own discs kept, and
//! breaks the remaining ties by comparing the children's live sets as numbers. Where trades are
//! level (thin discs on lines of alternating colours) most shots tie on material, and the size of
//! the proof found depends on which of the tied winning shots is taken: on the same position one
//! numbering of the discs may need seven times fewer positions than another, and no numbering is
//! best everywhere (`bench/chapaev-regular.md`). A [`TieOrder`] renumbers the discs for that
//! comparison only: the memo, the moves and every bound keep the input's numbering, so a search
//! under any tie order returns the same, exact, value.
//!
//! [`tie_orders`] gives the orders the sequential search cycles through: the input's own
//! numbering first, then a geometric one; [`schedule`] says which runs when and for how long.

use crate::solver::position::{Position, Side};

/// Byte tables mapping a set of discs to its image under a renumbering, with four lookups.
type Tables = [[u32; 256]; 4];

/// A renumbering of the discs for breaking ties between children, or the input's numbering.
#[derive(Clone, Debug, Default)]
pub struct TieOrder {
    /// The renumbering and its inverse, as byte tables; `None` for the input's numbering.
    tables: Option<Box<(Tables, Tables)>>,
}

/// The tables of the map sending disc `k` to `image[k]`.
fn tables_of(image: &[usize]) -> Tables {
    let mut tables = [[0u32; 256]; 4];
    for (b, table) in tables.iter_mut().enumerate() {
        // A byte's image is its lower bits' image and its lowest bit's.
        for byte in 1..256usize {
            let lowest = 8 * b + byte.trailing_zeros() as usize;
            let bit = image.get(lowest).map_or(0, |&j| 1u32 << j);
            table[byte] = table[byte & (byte - 1)] | bit;
        }
    }
    tables
}

/// The image of `set` by `tables`.
fn map(tables: &Tables, set: u32) -> u32 {
    tables[0][(set & 0xff) as usize]
        | tables[1][(set >> 8 & 0xff) as usize]
        | tables[2][(set >> 16 & 0xff) as usize]
        | tables[3][(set >> 24) as usize]
}

impl TieOrder {
    /// The order sending disc `k` to number `image[k]` (`image` a permutation of `0..n`).
    pub fn new(image: &[usize]) -> Self {
        let mut back = vec![0; image.len()];
        for (k, &j) in image.iter().enumerate() {
            back[j] = k;
        }
        TieOrder {
            tables: Some(Box::new((tables_of(image), tables_of(&back)))),
        }
    }

    /// `set` renumbered (the identity for the input's numbering).
    pub fn apply(&self, set: u32) -> u32 {
        self.tables.as_ref().map_or(set, |t| map(&t.0, set))
    }

    /// The inverse of [`TieOrder::apply`].
    pub fn undo(&self, set: u32) -> u32 {
        self.tables.as_ref().map_or(set, |t| map(&t.1, set))
    }
}

/// The numbering that ranks each side's discs by `key` (smallest first, ties by input order),
/// red discs keeping the numbers before white ones as in the input.
fn ranked<K: Ord>(position: &Position, key: impl Fn(usize) -> K) -> TieOrder {
    let mut image = vec![0; position.len()];
    let mut start = 0;
    for side in [Side::Red, Side::White] {
        let count = position.count(side);
        let mut discs: Vec<usize> = (start..start + count).collect();
        discs.sort_by_key(|&k| (key(k), k));
        for (rank, &k) in discs.iter().enumerate() {
            image[k] = start + rank;
        }
        start += count;
    }
    TieOrder::new(&image)
}

/// The tie orders the sequential search cycles through: the input's numbering, then the discs
/// far from the centroid numbered first, so that among ties the shots removing central discs
/// are tried first (exact integer keys: centres relative to the centroid times the number of
/// discs).
pub fn tie_orders(position: &Position) -> Vec<TieOrder> {
    let centres = position.centres();
    let n = centres.len() as i128;
    let (sx, sy) = centres.iter().fold((0i128, 0i128), |(x, y), p| {
        (x + i128::from(p.x), y + i128::from(p.y))
    });
    let far = |k: usize| {
        let (x, y) = (
            n * i128::from(centres[k].x) - sx,
            n * i128::from(centres[k].y) - sy,
        );
        std::cmp::Reverse(x * x + y * y)
    };
    vec![TieOrder::default(), ranked(position, far)]
}

/// The positions the input's own order may expand alone, first, on the thread team (its second
/// thread takes the geometric order after it): every position solved within it is searched
/// exactly as without the other orders.
pub const ALONE: u64 = 1 << 19;

/// The first run of the sequential search, the input's order alone: every position solved
/// within it is searched exactly as without the other orders (every random, lattice and spread
/// seed, and the regular ones up to 0.9 million positions).
pub const FIRST: u64 = 1 << 20;

/// The positions the input's order may expand in the first round after that; each round
/// doubles it.
pub const ROUND: u64 = 1 << 19;

/// How many times longer each run of the geometric order is than the input's in its round.
/// The input's order has had its long first run; where the geometric one is the better (level
/// trades on thin lattices) it is so by several times, and its runs then end the search
/// instead of waiting on runs of the other order (`bench/chapaev-regular.md`).
pub const GEOMETRIC_SHARE: u64 = 4;

/// Run `turn` (from 0) of the sequential search: the index in [`tie_orders`] of its order and
/// the positions it may expand. The input's order alone for [`FIRST`], then rounds of the
/// geometric order and the input's, for [`GEOMETRIC_SHARE`] times [`ROUND`] and [`ROUND`]
/// times two to the round. Every run goes on from the memo the earlier ones filled (exact
/// values only), so a run repeats of an earlier one of its order only the positions left
/// unfinished.
pub fn schedule(turn: u32) -> (usize, u64) {
    match turn {
        0 => (0, FIRST),
        _ => {
            let round = (turn - 1) / 2;
            let (index, share) = if turn % 2 == 1 {
                (1, GEOMETRIC_SHARE)
            } else {
                (0, 1)
            };
            (index, (share * ROUND).saturating_mul(1u64 << round.min(40)))
        }
    }
}
