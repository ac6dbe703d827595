//! The contest's approach in our own code, for the benchmark to time against: plain depth-first
//! minimax from the rules, without memo, bounds or any other idea (it recurses once per painted
//! room, at most 121 frames).

use gamecore::InputError;

use crate::board::{NEIGHBOURS, Rooms, bit, rooms};
use crate::{Duel, format, parse};

/// Alma's future rooms minus Berthe's, Alma at `alma`, Berthe at `berthe`, `free` unpainted;
/// `nodes` counts the positions visited.
fn minimax(alma: usize, berthe: usize, free: Rooms, alma_to_move: bool, nodes: &mut u64) -> i32 {
    *nodes += 1;
    let (mover, waiting) = if alma_to_move {
        (alma, berthe)
    } else {
        (berthe, alma)
    };
    let options = NEIGHBOURS[mover] & free;
    if options == 0 {
        if NEIGHBOURS[waiting] & free == 0 {
            return 0;
        }
        return minimax(alma, berthe, free, !alma_to_move, nodes);
    }
    let values = rooms(options).map(|m| {
        if alma_to_move {
            1 + minimax(m, berthe, free & !bit(m), false, nodes)
        } else {
            -1 + minimax(alma, m, free & !bit(m), true, nodes)
        }
    });
    let best = if alma_to_move {
        values.max()
    } else {
        values.min()
    };
    best.unwrap_or(0)
}

/// Alma's score minus Berthe's with best play and the number of positions the plain tree visits.
pub fn value_and_nodes(duel: &Duel) -> (i32, u64) {
    let mut nodes = 0;
    let value = minimax(duel.alma, duel.berthe, duel.free(), true, &mut nodes);
    (value, nodes)
}

/// Answers the input with plain minimax.
pub fn solve(input: &str) -> Result<String, InputError> {
    let duels = parse(input)?;
    let answers: Vec<i32> = duels.iter().map(|d| value_and_nodes(d).0).collect();
    Ok(format(&answers))
}
