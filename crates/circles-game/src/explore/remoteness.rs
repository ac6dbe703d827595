//! Remoteness on small boards: how many red points are still to come when the winner hurries and
//! the loser stalls, by exhaustive search over the sets of circles already taken, straight from
//! the move rule (a red point at a circle takes it and its containers).

use rustc_hash::FxHashMap;

use crate::forest::ROOT;

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
    let (mut quickest_win, mut slowest_loss) = (None::<u32>, None::<u32>);
    for (v, &t) in takes.iter().enumerate() {
        if taken >> v & 1 == 1 {
            continue;
        }
        let (opponent_wins, rest) = search(takes, taken | t, memo);
        if opponent_wins {
            slowest_loss = Some(slowest_loss.map_or(rest, |r| r.max(rest)));
        } else {
            quickest_win = Some(quickest_win.map_or(rest, |r| r.min(rest)));
        }
    }
    let answer = match (quickest_win, slowest_loss) {
        (Some(rest), _) => (true, rest + 1),
        (None, Some(rest)) => (false, rest + 1),
        (None, None) => (false, 0),
    };
    memo.insert(taken, answer);
    answer
}
