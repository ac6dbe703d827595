//! The children a position keeps for the search: every position one shot leads to, less those
//! that another child is at least as good as (one copy of each set), found shooter by shooter.
//!
//! # Why shooter by shooter
//! A child `a` is at least as good as `b` ([`at_least_as_good`]) when `a` removes no own disc
//! `b` keeps and every opponent disc `b` removes. A shot always removes its shooter, so the
//! shooter of `a` is one of the own discs `b` removes. Most shots remove no own disc but the
//! shooter: such a child can only be beaten by another shot of the same shooter. So the
//! children are first reduced within each shooter's shots, and a child removing other own
//! discs is then compared with the kept children of those discs' shots only. The result is the
//! set of children no other child is at least as good as: the relation is a partial order once
//! equal sets are merged (inclusions), so these are exactly the children the search's sorted
//! filter (each child against the kept ones before it, best first) keeps, and in the search's
//! order they give the same list. A few dozen shots a position leave a third as many children,
//! and only those are sorted.

/// Whether live set `a` is at least as good as `b` for the side owning `own`, the same side to
/// move in both: `a` keeps every own disc `b` keeps and no opponent disc `b` has removed.
///
/// # Why dropping a child `b` for such an `a` is sound
/// This is the relation of the lemma in [`crate::solver::hits::prune`]: if `a` is at least as good
/// as `b` for a side, she wins from `a` whenever she wins from `b`, the same side to move. The
/// mover's children are positions with the opponent to move; if the mover wins by moving to `b`
/// (the opponent loses there), the opponent loses from `a` too (`a` is at most as good for her), so
/// moving to `a` wins as well. Keeping `a` therefore keeps a winning child whenever one exists.
/// Unlike [`crate::solver::hits::prune`] this compares children of every shooter and only the live
/// discs, so it drops more (about 2.5 times fewer positions on dense 16 vs 16 positions; see
/// `bench/chapaev-search.md`).
pub fn at_least_as_good(a: u32, b: u32, own: u32) -> bool {
    b & own & !a == 0 && a & !own & !b == 0
}

/// The flag on a kept child (bit 63, above the set) that a child of another shooter is at least
/// as good.
const DROPPED: u64 = 1 << 63;

/// Writes into `out` (cleared first), in no particular order and one in the low 32 bits of each
/// word, the children of live set `live` for the side owning `own` by the shots `shots(s)` (hit
/// sets) of each shooter `s` of `shooters`, less every child another child is at least as good
/// as, and one child of each set.
pub fn undominated<I: Iterator<Item = u32>>(
    live: u32,
    own: u32,
    shooters: u32,
    shots: impl Fn(usize) -> I,
    out: &mut Vec<u64>,
) {
    out.clear();
    // spans[s]: where the kept children of shooter s are in `out`.
    let mut spans = [(0usize, 0usize); 32];
    let mut rest = shooters;
    while rest != 0 {
        let s = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let start = out.len();
        for h in shots(s) {
            let n = live & !h;
            // One pass over this shooter's kept children (the tail of `out`): drop those `n`
            // beats, and stop at one that beats `n` (a repeat counts as beating it). No child
            // is dropped before such a stop: the kept ones beat none of each other, and one
            // beating `n` would beat all that `n` beats (the relation is transitive).
            let mut i = start;
            let mut beaten = false;
            while i < out.len() {
                let k = out[i] as u32;
                if at_least_as_good(k, n, own) {
                    beaten = true;
                    break;
                }
                if at_least_as_good(n, k, own) {
                    out.swap_remove(i);
                } else {
                    i += 1;
                }
            }
            if !beaten {
                out.push(u64::from(n));
            }
        }
        spans[s] = (start, out.len());
    }
    drop_beaten_across(live, own, shooters, &spans, out);
}

/// Drops from `out` the children beaten by a kept child of another shooter (`spans` as in
/// [`undominated`]), and of a set several shooters leave, all but the lowest shooter's.
fn drop_beaten_across(
    live: u32,
    own: u32,
    shooters: u32,
    spans: &[(usize, usize); 32],
    out: &mut Vec<u64>,
) {
    let mut rest = shooters;
    while rest != 0 {
        let s = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        for i in spans[s].0..spans[s].1 {
            let n = out[i] as u32;
            // The shooters of children at least as good: own discs this shot removes.
            let mut others = live & own & !n & shooters & !(1 << s);
            while others != 0 {
                let t = others.trailing_zeros() as usize;
                others &= others - 1;
                let beaten = out[spans[t].0..spans[t].1].iter().any(|&k| {
                    let k = k as u32;
                    if k == n {
                        t < s
                    } else {
                        at_least_as_good(k, n, own)
                    }
                });
                if beaten {
                    out[i] |= DROPPED;
                    break;
                }
            }
        }
    }
    out.retain(|&k| k & DROPPED == 0);
}
