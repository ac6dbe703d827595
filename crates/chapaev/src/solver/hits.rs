//! Hit sets: for every shooter, the distinct sets of discs one shot can remove, found at the ends
//! of the hit arcs, and the dominance pruning of those sets.
//!
//! # Arcs and their ends
//! Shooter centre `S`, another disc `j` at offset `D = P_j - S`, reach `r` (two radii). A unit
//! direction `u` hits `j` iff `u . D >= 0` and `|u x D| <= r`: a closed arc of directions of
//! half-width `asin(r / |D|) < 90` degrees around `D` (discs never touch, so `|D| > r`). With
//! `q = |D|^2 - r^2 > 0` its ends are the directions of
//!
//! ```text
//! v = sqrt(q) D + s r perp(D),   s = +1 (counter-clockwise end) or -1 (clockwise end),
//! ```
//!
//! where `perp` turns a quarter counter-clockwise; `|v| = |D|^2` exactly. For another disc `k`
//! at offset `E`, with `d = D . E` and `c = D x E` (and `perp(D) . E = c`, `perp(D) x E = -d`):
//!
//! ```text
//! v . E = d sqrt(q) + s r c          (must be >= 0)
//! v x E = c sqrt(q) - s r d          (must lie in [-r |D|^2, r |D|^2])
//! ```
//!
//! so each test is the sign of `a + b sqrt(q)` ([`geom::surd::sign`]). End `v` is the
//! counter-clockwise end of arc `k` exactly when `v` is in arc `k` and `v x E = -r |D|^2`.
//!
//! # Which sets occur
//! The hit set is constant on each open interval between consecutive arc ends, so the distinct
//! sets are: at each end `e`, the arcs containing `e`; and just past `e` counter-clockwise, the
//! same minus the arcs whose counter-clockwise end is `e` (every open interval starts at some
//! end). Both come from real directions: `e` itself and the directions just after it. There is
//! always a gap (arcs are narrower than a half-turn), so the empty set appears when some direction
//! misses everything.
//!
//! # Widest intermediate value
//! Coordinates are at most 10^7 scaled (1000 with 4 decimals), so offsets are at most 2 * 10^7
//! per component, `|D|^2`, `|d|`, `|c|` and `q` at most 8 * 10^14, and `r` at most 2 * 10^6
//! (radius 100). The coefficient `a` is at most `r (|d| + |D|^2) <= 3.2 * 10^21` (an `i128`),
//! `b` at most 8 * 10^14 (an `i64`), `q` a `u64`. The sign test squares them: `a^2 <= 1.03 *
//! 10^43` and `b^2 q <= 5.12 * 10^44 < 2^149`, past `i128` (1.7 * 10^38); [`geom::U256`] holds
//! both with room to spare, for every value of those argument types.

use std::cmp::Ordering;

use geom::Vector;
use geom::surd::sign;

use crate::solver::position::Position;

/// One end of the hit arc of a target, seen from a shooter.
#[derive(Clone, Copy, Debug)]
struct ArcEnd {
    /// Offset from the shooter to the target.
    offset: Vector,
    /// `|offset|^2 - reach^2`, positive.
    q: u64,
    /// +1 for the counter-clockwise end, -1 for the clockwise end.
    turn: i128,
}

/// Where one arc end lies with respect to the arc of one target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum EndInArc {
    /// Outside the closed arc: the target is missed in this direction.
    Outside,
    /// Inside, and the arc goes on counter-clockwise past it.
    Inside,
    /// Exactly at the arc's counter-clockwise end: hit here, missed just past.
    AtCounterClockwiseEnd,
}

/// Where `end` lies with respect to the arc of the target at offset `target`.
fn locate(end: &ArcEnd, target: Vector, reach: i64) -> EndInArc {
    let d = end.offset.dot(target);
    let c = end.offset.cross(target);
    let r = i128::from(reach);
    let radius_of_v = r * end.offset.norm2(); // r |v|
    // |d|, |c| <= 8 * 10^14 fit i64 (see the module documentation).
    let (d64, c64) = (d as i64, c as i64);
    let ahead = sign(end.turn * r * c, d64, end.q) != Ordering::Less;
    if !ahead {
        return EndInArc::Outside;
    }
    // v x E - r|v| <= 0 and v x E + r|v| >= 0.
    let below_upper = sign(-end.turn * r * d - radius_of_v, c64, end.q) != Ordering::Greater;
    let lower = sign(-end.turn * r * d + radius_of_v, c64, end.q);
    match (below_upper, lower) {
        (true, Ordering::Greater) => EndInArc::Inside,
        (true, Ordering::Equal) => EndInArc::AtCounterClockwiseEnd,
        _ => EndInArc::Outside,
    }
}

/// The hit sets at one arc end and on the open interval of directions just past it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndSets {
    /// The disc whose hit arc this end bounds.
    pub target: usize,
    /// +1 for the arc's counter-clockwise end, -1 for its clockwise end: the end is the direction
    /// of `sqrt(q) D + turn * reach * perp(D)` (see the module documentation).
    pub turn: i8,
    /// The discs hit exactly in the end's direction, the shooter included.
    pub at: u32,
    /// The discs hit in every direction just counter-clockwise past the end, the shooter
    /// included.
    pub past: u32,
}

/// For every arc end of shooter `shooter` (two per other disc, in disc order), the set hit at
/// the end and the set hit just past it.
///
/// # Complexity
/// O(n^2) sign tests for n discs.
pub fn arc_end_sets(position: &Position, shooter: usize) -> Vec<EndSets> {
    let centres = position.centres();
    let reach = position.reach();
    let origin = centres[shooter];
    let others: Vec<usize> = (0..centres.len()).filter(|&k| k != shooter).collect();
    let mut ends = Vec::with_capacity(2 * others.len());
    for &j in &others {
        let offset = centres[j] - origin;
        let q = offset.norm2() - i128::from(reach).pow(2);
        // Discs do not touch, so q > 0; it is at most 8 * 10^14.
        let q = q as u64;
        for turn in [1i8, -1] {
            let end = ArcEnd {
                offset,
                q,
                turn: i128::from(turn),
            };
            let mut at = 1u32 << shooter;
            let mut past = 1u32 << shooter;
            for &k in &others {
                match locate(&end, centres[k] - origin, reach) {
                    EndInArc::Outside => {}
                    EndInArc::Inside => {
                        at |= 1 << k;
                        past |= 1 << k;
                    }
                    EndInArc::AtCounterClockwiseEnd => at |= 1 << k,
                }
            }
            ends.push(EndSets {
                target: j,
                turn,
                at,
                past,
            });
        }
    }
    ends
}

/// The distinct hit sets of shooter `shooter`, each as a set of discs with the shooter's own bit
/// included (the shooter always leaves the board), sorted and without repeats: the sets of
/// [`arc_end_sets`].
///
/// # Complexity
/// O(n^2) sign tests for n discs.
pub fn shooter_hit_sets(position: &Position, shooter: usize) -> Vec<u32> {
    let mut sets: Vec<u32> = arc_end_sets(position, shooter)
        .iter()
        .flat_map(|e| [e.at, e.past])
        .collect();
    sets.sort_unstable();
    sets.dedup();
    sets
}

/// The distinct hit sets of every shooter (see [`shooter_hit_sets`]), indexed by disc.
pub fn hit_sets(position: &Position) -> Vec<Vec<u32>> {
    (0..position.len())
        .map(|s| shooter_hit_sets(position, s))
        .collect()
}

/// Whether hit set `g` is at least as good as `h` for the side owning the discs of `own`: it
/// removes every opponent `h` removes (`h ∩ opp ⊆ g ∩ opp`) and no own disc `h` spares
/// (`g ∩ own ⊆ h ∩ own`).
pub fn dominates(g: u32, h: u32, own: u32) -> bool {
    let (g_opp, h_opp) = (g & !own, h & !own);
    let (g_own, h_own) = (g & own, h & own);
    h_opp & !g_opp == 0 && g_own & !h_own == 0
}

/// The hit sets of one shooter with every set dominated by another dropped, best first.
///
/// # Why this is sound
/// For a side `X`, call live set `A` *at least as good for X as* `B` when `A ∩ X ⊇ B ∩ X` and
/// `A ∩ X' ⊆ B ∩ X'` (`X'` the other side).
///
/// **Lemma.** If `A` is at least as good for `X` as `B`, then, with the same side to move, `X`
/// wins from `A` whenever she wins from `B`. *Proof*, by induction on `|A| + |B|`. Hit sets depend
/// only on the start geometry, and a move with shooter `s` and hit set `H` maps a live set `L` to
/// `L \ H` (with `s ∈ H`). If `X` is to move and wins from `B` with `(s, H)`, then `s ∈ B ∩ X ⊆
/// A`, so the same move is legal in `A`, and `A \ H` is at least as good for `X` as `B \ H` (set
/// difference keeps both inclusions); by induction `X` wins from there too. If `X'` is to move in
/// `A`: with no disc there (`A ∩ X' = ∅`) she loses; otherwise each of her moves `(s, H)` has
/// `s ∈ A ∩ X' ⊆ B ∩ X'`, so it is legal in `B`, where `X` wins after it; `A \ H` is at least as
/// good for `X` as `B \ H`, and induction applies.
///
/// **Pruning.** Let `P` move in live set `A` with shooter `s`, and let `g` dominate `h` (both
/// hit sets of `s`, `own` = `P`'s discs). Then `A \ g` is at least as good for `P` as `A \ h`:
/// `(A \ g) ∩ P ⊇ (A \ h) ∩ P` because `g ∩ P ⊆ h ∩ P`, and `(A \ g) ∩ P' ⊆ (A \ h) ∩ P'` because
/// `g ∩ P' ⊇ h ∩ P'`. By the lemma (the opponent to move in both), if `h` wins for `P` so does
/// `g`. So `h` can be dropped in every position where `s` is live. Dominance between distinct
/// sets is antisymmetric (mutual dominance means equal sets), so the undominated sets remain and
/// every dropped set is dominated by one of them. Counting discs instead of comparing sets is not
/// sound: two far discs are not worth more than one particular near one.
pub fn prune(sets: &[u32], own: u32) -> Vec<u32> {
    let mut kept: Vec<u32> = sets
        .iter()
        .copied()
        .filter(|&h| !sets.iter().any(|&g| g != h && dominates(g, h, own)))
        .collect();
    // Sets removing many opponents first: winning moves are found sooner.
    kept.sort_by_key(|&h| {
        (
            std::cmp::Reverse((h & !own).count_ones()),
            (h & own).count_ones(),
            h,
        )
    });
    kept
}

/// Every shooter's hit sets after [`prune`], indexed by disc.
pub fn pruned_hit_sets(position: &Position) -> Vec<Vec<u32>> {
    prune_all(position, &hit_sets(position))
}

/// [`prune`] applied to every shooter's sets `sets` (indexed by disc, as [`hit_sets`] gives).
pub fn prune_all(position: &Position, sets: &[Vec<u32>]) -> Vec<Vec<u32>> {
    sets.iter()
        .enumerate()
        .map(|(s, sets)| prune(sets, position.side_mask(position.side_of(s))))
        .collect()
}
