//! The judge's answer for a field: its grid of `A` (the first player wins from the cell), `B` or
//! `X` (obstacle), then an empty line.

use crate::solver::geography::Outcomes;
use crate::solver::grid::{Field, spread};

/// [`write_field`] for the engine's answers, eight cells at a time: a third of the time of one
/// call per cell on a 2000 x 2000 field.
pub fn write_outcomes(field: &Field, outcomes: &Outcomes, out: &mut Vec<u8>) {
    for row in 0..field.rows() {
        let first = field.vertex(row, 0);
        let end = first + field.cols() as u32;
        let mut v = first;
        while end - v >= 64 {
            let free = field.free_from(v as isize);
            let wins = free & outcomes.first_player_wins_from(v);
            // Per byte: `X` (0x58), less 0x16 for a free cell (`B`), less one more where the
            // first player wins (`A`); no byte borrows from the next.
            for byte in 0..8 {
                let letters =
                    0x5858_5858_5858_5858 - spread(free, byte) * 0x16 - spread(wins, byte);
                out.extend_from_slice(&letters.to_le_bytes());
            }
            v += 64;
        }
        out.extend((v..end).map(|v| letter(field, v, outcomes.first_player_wins(v))));
        out.push(b'\n');
    }
    out.push(b'\n');
}

/// Appends a field's grid of `A`/`B`/`X` and the empty line after it. `first_player_wins` is
/// asked about every cell's vertex, obstacles included, and its answer there is ignored.
pub fn write_field(field: &Field, first_player_wins: impl Fn(u32) -> bool, out: &mut Vec<u8>) {
    for row in 0..field.rows() {
        let first = field.vertex(row, 0);
        out.extend(
            (first..first + field.cols() as u32).map(|v| letter(field, v, first_player_wins(v))),
        );
        out.push(b'\n');
    }
    out.push(b'\n');
}

/// The letter of cell `v`: `X` for an obstacle, else `A` where the first player wins, `B` where
/// not. A table in place of branches: on mazes, which letter comes next is a coin toss.
#[inline]
fn letter(field: &Field, v: u32, first_player_wins: bool) -> u8 {
    let free = usize::from(field.is_free_vertex(v));
    [b'X', b'X', b'B', b'A'][2 * free + usize::from(first_player_wins)]
}
