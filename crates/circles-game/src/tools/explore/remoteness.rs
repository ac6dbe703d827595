//! Remoteness on small boards: how many red points are still to come when the winner hurries and
//! the loser stalls, by exhaustive search over the sets of circles already taken, straight from
//! the move rule (a red point at a circle takes it and its containers).

use gamecore::explore::outcome_and_remoteness;
use rustc_hash::FxHashMap;

use crate::solver::forest::ROOT;

/// The most circles searched (positions are subsets of them).
pub const MAX_SEARCHED: usize = 16;

/// For each circle, whether the player moving after the red point at it wins, and the remoteness
/// of what is left; `None` above [`MAX_SEARCHED`] circles.
pub fn after_each_move(parent: &[u32]) -> Option<Vec<(bool, u32)>> {
    if parent.len() > MAX_SEARCHED {
        return None;
    }
    // The circles a red point at each circle takes: it and its containers.
    let takes: Vec<u32> = (0..parent.len())
        .map(|v| {
            let (mut mask, mut u) = (0u32, v as u32);
            while u != ROOT {
                mask |= 1 << u;
                u = parent[u as usize];
            }
            mask
        })
        .collect();
    let mut memo = FxHashMap::default();
    Some(
        takes
            .iter()
            .map(|&t| search(&takes, t, &mut memo))
            .collect(),
    )
}

/// (the player to move wins, remoteness) once the circles of `taken` are gone. Recursion depth is
/// at most [`MAX_SEARCHED`] (every move takes a circle).
fn search(takes: &[u32], taken: u32, memo: &mut FxHashMap<u32, (bool, u32)>) -> (bool, u32) {
    if let Some(&known) = memo.get(&taken) {
        return known;
    }
    let answer = outcome_and_remoteness(
        takes
            .iter()
            .enumerate()
            .filter(|&(v, _)| taken >> v & 1 == 0)
            .map(|(_, &t)| search(takes, taken | t, memo)),
    );
    memo.insert(taken, answer);
    answer
}
