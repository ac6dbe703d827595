//! `--explain`: per field its size, free cells, the size of a maximum matching, how many cells are
//! `A` and `B`, and a grid where every `A` cell shows Alice's winning first move.
//!
//! # The witness
//! Let `M` be the maximum matching the engine found on the graph `G` of free cells
//! ([`geography::solve_with_matching`]), and `v` an `A` cell: every maximum matching of `G` covers
//! `v`, so `v` has a mate `w` in `M`, and the arrow on `v` points at `w`. After the move the car
//! stands on `w`, `v` and `w` are visited, and Bob is to move: since `v` can never be entered
//! again, that is the game from `w` on `G - v`. Every maximum matching of `G` covers `v`, so
//! removing `v` lowers the maximum size by exactly one: `ν(G - v) = ν(G) - 1 = |M - vw|`, so
//! `M - vw` is a maximum matching of `G - v`, and it misses `w`. By the crate's theorem applied to
//! `G - v` (the player to move from a vertex that some maximum matching misses loses), Bob loses.
//!
//! The argument works for any maximum matching of `G` through `vw`, not only `M`; and conversely,
//! if moving from the `A` cell `v` to a neighbour `u` wins, the theorem gives a maximum matching
//! of `G - v` that misses `u`, which with `vu` added has size `ν(G)`. So the winning first moves
//! from an `A` cell are exactly its edges that lie in some maximum matching of `G`. The tests check
//! the arrows that way on grids too big for the brute force: all arrows together extend to one
//! maximum matching of a plain matcher, and every arrowed cell is `A` by re-matching without it.
//!
//! The move grid is printed for fields of at most [`MAX_SHOWN_SIDE`] rows and columns (the
//! contest's limit); larger fields get their counts only. `B` and `X` cells show as in the answer.

use std::fmt::Write as _;

use gamecore::{InputError, Output};

use crate::parse;
use crate::solver::geography::{self, Solution};
use crate::solver::grid::Field;
use crate::solver::output::write_field;

/// The largest number of rows or columns of a field whose move grid the explanation prints.
pub const MAX_SHOWN_SIDE: usize = 100;

/// What the explanation says first, once.
const PREAMBLE: &str = "\
Alice (moving first) wins from a free cell iff every maximum matching of the free cells covers it
(A). From an A cell she wins by moving to its mate in one maximum matching M (the arrow): M minus
that edge is a maximum matching of the cells left, and it misses Bob's cell, so Bob loses there.
";

/// The symbol of cell `(row, col)` in the move grid: `X` for an obstacle, `B` where Bob wins, and
/// where Alice wins the arrow (`^`, `v`, `<`, `>`) toward the cell's mate in `solution`'s
/// matching.
///
/// # Panics
/// If `solution` was not computed on `field`.
pub fn symbol(field: &Field, solution: &Solution, row: usize, col: usize) -> u8 {
    let v = field.vertex(row, col);
    if !field.is_free_vertex(v) {
        return b'X';
    }
    if !solution.outcomes.first_player_wins(v) {
        return b'B';
    }
    let mate = solution
        .matching
        .mate(v)
        .expect("every unmatched vertex is avoidable, so an A cell is matched");
    match field.cell(mate) {
        (r, _) if r + 1 == row => b'^',
        (r, _) if r == row + 1 => b'v',
        (_, c) if c + 1 == col => b'<',
        _ => b'>',
    }
}

fn plural(count: usize) -> &'static str {
    if count == 1 { "" } else { "s" }
}

/// Appends the explanation of field `number` (1-based): its counts, and its move grid when it is
/// small enough.
fn describe(number: usize, field: &Field, solution: &Solution, text: &mut String) {
    let (rows, cols) = (field.rows(), field.cols());
    let (mut a, mut b) = (0usize, 0usize);
    for row in 0..rows {
        for col in 0..cols {
            let v = field.vertex(row, col);
            if field.is_free_vertex(v) {
                if solution.outcomes.first_player_wins(v) {
                    a += 1;
                } else {
                    b += 1;
                }
            }
        }
    }
    let edges = solution.matching.size();
    let _ = writeln!(
        text,
        "field {number}: {rows} x {cols}, {} free cell{}, maximum matching {edges} edge{}, {a} A, {b} B",
        a + b,
        plural(a + b),
        plural(edges),
    );
    if rows > MAX_SHOWN_SIDE || cols > MAX_SHOWN_SIDE {
        let _ = writeln!(
            text,
            "  (moves shown only for fields up to {MAX_SHOWN_SIDE} x {MAX_SHOWN_SIDE})"
        );
        return;
    }
    for row in 0..rows {
        text.push_str("  ");
        text.extend((0..cols).map(|col| char::from(symbol(field, solution, row, col))));
        text.push('\n');
    }
}

/// The judge's answer (byte-identical to [`crate::solve`]) and the explanation of every field.
pub fn explain(input: &str) -> Result<Output, InputError> {
    let fields = parse(input)?;
    let size: usize = fields.iter().map(|f| f.rows() * (f.cols() + 1) + 1).sum();
    let mut answer = Vec::with_capacity(size);
    let mut text = String::from(PREAMBLE);
    for (index, field) in fields.iter().enumerate() {
        let solution = geography::solve_with_matching(field);
        write_field(
            field,
            |v| solution.outcomes.first_player_wins(v),
            &mut answer,
        );
        describe(index + 1, field, &solution, &mut text);
    }
    Ok(Output {
        answer: String::from_utf8(answer).expect("the answer is ASCII"),
        explanation: Some(text),
    })
}
