//! Tie orders: which of several shots equal on material the search tries first.
//!
//! The search orders a position's children by opponent discs left, then own discs kept, and
//! breaks the remaining ties by comparing the children's live sets as numbers. Where trades are
//! level (thin discs on lines of alternating colours) most shots tie on material, and the size of
//! the proof found depends on which of the tied winning shots is taken: on the same position one
//! numbering of the discs may need seven times fewer positions than another
//! (`bench/chapaev-regular.md`). A [`TieOrder`] renumbers the discs for that comparison only, and
//! may renumber them differently for each side to move: the memo, the moves and every bound keep
//! the input's numbering, so a search under any tie order returns the same, exact, value.
//!
//! [`tie_orders`] gives the orders the sequential search cycles through: the aimed order
//! first ([`aimed`]: the opponent's outermost disc taken by the mover's innermost), then a
//! geometric one; [`schedule`] says which runs when and for how long.

use crate::solver::position::{Position, Side};

/// Byte tables mapping a set of discs to its image under a renumbering, with four lookups.
type Tables = [[u32; 256]; 4];

/// A renumbering's tables and its inverse's.
type BothWays = (Tables, Tables);

/// A renumbering of the discs for breaking ties between children, one for each side to move,
/// or the input's numbering.
#[derive(Clone, Debug, Default)]
pub struct TieOrder {
    /// The renumberings for red to move and for white to move; `None` for the input's
    /// numbering.
    tables: Option<Box<[BothWays; 2]>>,
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

/// The renumbering `image` (a permutation of `0..n`) and its inverse, as tables.
fn both_ways(image: &[usize]) -> BothWays {
    let mut back = vec![0; image.len()];
    for (k, &j) in image.iter().enumerate() {
        back[j] = k;
    }
    (tables_of(image), tables_of(&back))
}

/// The image of `set` by `tables`.
fn map(tables: &Tables, set: u32) -> u32 {
    tables[0][(set & 0xff) as usize]
        | tables[1][(set >> 8 & 0xff) as usize]
        | tables[2][(set >> 16 & 0xff) as usize]
        | tables[3][(set >> 24) as usize]
}

impl TieOrder {
    /// The order sending disc `k` to number `image[k]` (`image` a permutation of `0..n`),
    /// whichever side is to move.
    pub fn new(image: &[usize]) -> Self {
        TieOrder::per_side(image, image)
    }

    /// The order sending disc `k` to `red[k]` when red is to move and to `white[k]` when white
    /// is (each a permutation of `0..n`).
    pub fn per_side(red: &[usize], white: &[usize]) -> Self {
        TieOrder {
            tables: Some(Box::new([both_ways(red), both_ways(white)])),
        }
    }

    /// The tables for `to_move`, if not the input's numbering.
    fn tables(&self, to_move: Side) -> Option<&BothWays> {
        let tables = self.tables.as_deref()?;
        Some(&tables[usize::from(to_move == Side::White)])
    }

    /// `set` renumbered for `to_move` (the identity for the input's numbering).
    pub fn apply(&self, set: u32, to_move: Side) -> u32 {
        self.tables(to_move).map_or(set, |t| map(&t.0, set))
    }

    /// The inverse of [`TieOrder::apply`].
    pub fn undo(&self, set: u32, to_move: Side) -> u32 {
        self.tables(to_move).map_or(set, |t| map(&t.1, set))
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

/// Each disc's squared distance from the centroid of all discs, times the number of discs
/// squared (exact integers).
fn centroid_distances(position: &Position) -> Vec<i128> {
    let centres = position.centres();
    let n = centres.len() as i128;
    let (sx, sy) = centres.iter().fold((0i128, 0i128), |(x, y), p| {
        (x + i128::from(p.x), y + i128::from(p.y))
    });
    let far = |p: &geom::Point| {
        let (x, y) = (n * i128::from(p.x) - sx, n * i128::from(p.y) - sy);
        x * x + y * y
    };
    centres.iter().map(far).collect()
}

/// The aimed order: for the side to move, among shots equal on material, those removing the
/// opponent's disc farthest from the centroid first, and among those the ones whose removed own
/// discs (the shooter first of all) lie nearest it.
///
/// The mover's opponent's discs take the top numbers, the farthest the highest, and her own the
/// numbers below, the nearest the highest: children compare as numbers, so the child missing
/// the highest-numbered disc comes first. Why this order: on level trades the cheap proofs
/// found take an outlying opponent disc with a central shooter (the thin checkerboards' proof
/// shrinks from 2.28 million positions to 0.76 million, and no family measured is slower;
/// `bench/chapaev-regular.md`).
pub fn aimed(position: &Position) -> TieOrder {
    aimed_by(position, &centroid_distances(position))
}

/// [`aimed`] with each disc's `distance` from the centroid ([`centroid_distances`]).
fn aimed_by(position: &Position, distance: &[i128]) -> TieOrder {
    let numbering = |mover: Side| {
        let (mut own, mut theirs): (Vec<usize>, Vec<usize>) =
            (0..position.len()).partition(|&k| position.side_of(k) == mover);
        own.sort_by_key(|&k| (std::cmp::Reverse(distance[k]), k));
        theirs.sort_by_key(|&k| (distance[k], k));
        let mut image = vec![0; position.len()];
        for (number, &k) in own.iter().chain(&theirs).enumerate() {
            image[k] = number;
        }
        image
    };
    TieOrder::per_side(&numbering(Side::Red), &numbering(Side::White))
}

/// The tie orders the sequential search cycles through: the [`aimed`] order, then the discs
/// far from the centroid numbered first, so that among ties the shots removing central discs
/// are tried first.
pub fn tie_orders(position: &Position) -> Vec<TieOrder> {
    let distance = centroid_distances(position);
    let far = |k: usize| std::cmp::Reverse(distance[k]);
    vec![aimed_by(position, &distance), ranked(position, far)]
}

/// The positions the first order ([`aimed`]) may expand alone, first, on the thread team (its
/// second thread takes the geometric order after it): every position solved within it is
/// searched exactly as without the other orders.
pub const ALONE: u64 = 1 << 19;

/// The first run of the sequential search, the aimed order alone: every position solved
/// within it is searched exactly as without the other orders (every random, lattice, spread
/// and regular seed 0-99 at 16 vs 16, the largest in 0.92 million positions).
pub const FIRST: u64 = 1 << 20;

/// The positions the aimed order may expand in the first round after that; each round
/// doubles it.
pub const ROUND: u64 = 1 << 19;

/// How many times longer each run of the geometric order is than the aimed one's in its
/// round. The aimed order has had its long first run, so a position still open after it is
/// one where that order is slow, and the other order gets the larger share. (Measured where it
/// happens, three regular seeds at 15 vs 16: a share of 1 expands the same positions, the
/// aimed order alone 4% fewer; `bench/chapaev-regular.md`.)
pub const GEOMETRIC_SHARE: u64 = 4;

/// Run `turn` (from 0) of the sequential search: the index in [`tie_orders`] of its order and
/// the positions it may expand. The aimed order alone for [`FIRST`], then rounds of the
/// geometric order and the aimed one, for [`GEOMETRIC_SHARE`] times [`ROUND`] and [`ROUND`]
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
