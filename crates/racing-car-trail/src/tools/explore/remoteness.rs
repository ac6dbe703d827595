//! Remoteness on small fields: how many moves are still to be played when the winner hurries and
//! the loser stalls, by an exhaustive search over the car's cell and the cells visited, straight
//! from the rules. Only the car's region matters (the cells it can still reach), so the search is
//! run when that region has at most [`MAX_REGION`] free cells.

use gamecore::explore::outcome_and_remoteness;
use rustc_hash::FxHashMap;

use super::position::{DIRECTIONS, FREE, Position};

/// The largest region (free cells the car can reach, its own cell included) searched.
pub const MAX_REGION: usize = 20;

/// The region of the car standing on `start`: its cells (start first) and their neighbours in
/// the region, by index; `None` if it has more than [`MAX_REGION`] cells.
fn region(position: &Position, start: (usize, usize)) -> Option<Vec<Vec<u8>>> {
    let mut cells = vec![start];
    let mut next = 0;
    while next < cells.len() {
        let here = cells[next];
        next += 1;
        for &(_, dr, dc) in &DIRECTIONS {
            let Some(there) = position.step(here, (dr, dc)) else {
                continue;
            };
            if position.cell(there) == FREE && there != start && !cells.contains(&there) {
                if cells.len() == MAX_REGION {
                    return None;
                }
                cells.push(there);
            }
        }
    }
    let index = |cell| cells.iter().position(|&c| c == cell);
    let adjacent = (cells.iter())
        .map(|&here| {
            (DIRECTIONS.iter())
                .filter_map(|&(_, dr, dc)| position.step(here, (dr, dc)))
                .filter_map(index)
                .map(|i| i as u8)
                .collect()
        })
        .collect();
    Some(adjacent)
}

/// Whether the player to move from a car on `start` (every other cell of the position already
/// visited or free as marked) wins, and the remoteness; `None` if the car's region is too large.
pub fn outcome_from(position: &Position, start: (usize, usize)) -> Option<(bool, u32)> {
    let adjacent = region(position, start)?;
    let mut memo = FxHashMap::default();
    Some(search(&adjacent, 0, 1, &mut memo))
}

/// (the player to move wins, remoteness) with the car on `car` and the cells of `visited` used.
/// Recursion depth is at most [`MAX_REGION`] (one level per cell visited).
fn search(
    adjacent: &[Vec<u8>],
    car: u8,
    visited: u32,
    memo: &mut FxHashMap<(u8, u32), (bool, u32)>,
) -> (bool, u32) {
    if let Some(&known) = memo.get(&(car, visited)) {
        return known;
    }
    let answer = outcome_and_remoteness(
        adjacent[car as usize]
            .iter()
            .filter(|&&next| visited >> next & 1 == 0)
            .map(|&next| search(adjacent, next, visited | 1 << next, memo)),
    );
    memo.insert((car, visited), answer);
    answer
}
