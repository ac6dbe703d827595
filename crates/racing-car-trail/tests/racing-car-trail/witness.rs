//! `--explain`'s move grids, read back from the printed text. On small fields every arrow leads to
//! an adjacent free cell and the brute force says the game after that move (car on the new cell,
//! both cells visited, Bob to move) is lost for Bob, and every `B` is lost for Alice: the printed
//! grid alone proves every letter of the answer. On larger fields the arrows are checked by
//! re-matching instead (`tests/common`): together they are edges of one maximum matching, and
//! every arrowed cell is `A` by re-matching without it. The answer is always `solve`'s, byte for
//! byte.

use crate::common;

use std::path::PathBuf;

use common::{
    CellGraph, Grid, SPEC_EXAMPLE, comb, ladder, matching_size, matching_size_without, maze, path,
    picture, random_grid, rematch_solve, render, ring,
};
use gamecore::Outcome;
use proptest::prelude::*;
use racing_car_trail::explain::{MAX_SHOWN_SIDE, explain};
use racing_car_trail::{brute, generate, parse, solve};

/// The move grid printed for each field (`None` where the explanation leaves it out).
fn printed_grids(text: &str) -> Vec<Option<Grid>> {
    let mut grids: Vec<Option<Grid>> = Vec::new();
    for line in text.lines() {
        if line.starts_with("field ") {
            grids.push(Some(Vec::new()));
        } else if let Some(current) = grids.last_mut() {
            let row = line.strip_prefix("  ").expect("grid lines are indented");
            if row.starts_with('(') {
                *current = None;
            } else if let Some(grid) = current {
                grid.push(row.as_bytes().to_vec());
            }
        }
    }
    grids
}

/// The answer's grid of each field.
fn answer_grids(answer: &str) -> Vec<Grid> {
    answer
        .split_terminator("\n\n")
        .map(|field| field.lines().map(|l| l.as_bytes().to_vec()).collect())
        .collect()
}

/// The cell an arrow on `(row, col)` points at, if it is inside a `rows x cols` grid.
fn target(
    arrow: u8,
    (row, col): (usize, usize),
    rows: usize,
    cols: usize,
) -> Option<(usize, usize)> {
    let (r, c) = match arrow {
        b'^' => (row.checked_sub(1)?, col),
        b'v' => (row + 1, col),
        b'<' => (row, col.checked_sub(1)?),
        b'>' => (row, col + 1),
        _ => return None,
    };
    (r < rows && c < cols).then_some((r, c))
}

/// Explains `input` and returns the fields' (answer grid, printed move grid), after checking
/// that the answer is `solve`'s and that the symbols match the answer (`X` on obstacles, `B` on
/// `B`, an arrow on `A`).
fn explained(input: &str) -> Result<Vec<(Grid, Option<Grid>)>, TestCaseError> {
    let output = explain(input).expect("valid input");
    prop_assert_eq!(
        &output.answer,
        &solve(input).unwrap(),
        "answer differs on\n{}",
        input
    );
    let text = output.explanation.expect("an explanation");
    let answers = answer_grids(&output.answer);
    let grids = printed_grids(&text);
    let fields = parse(input).unwrap();
    prop_assert_eq!(grids.len(), fields.len(), "{}", text);
    prop_assert_eq!(answers.len(), fields.len());
    for ((field, answer), grid) in fields.iter().zip(&answers).zip(&grids) {
        let small = field.rows() <= MAX_SHOWN_SIDE && field.cols() <= MAX_SHOWN_SIDE;
        prop_assert_eq!(grid.is_some(), small, "{}", text);
        let Some(grid) = grid else { continue };
        prop_assert_eq!(grid.len(), field.rows(), "{}", text);
        for (row, (symbols, letters)) in grid.iter().zip(answer).enumerate() {
            prop_assert_eq!(symbols.len(), field.cols(), "{}", text);
            for (col, (&symbol, &letter)) in symbols.iter().zip(letters).enumerate() {
                let expected = match symbol {
                    b'X' | b'B' => symbol,
                    b'^' | b'v' | b'<' | b'>' => b'A',
                    _ => b'?',
                };
                prop_assert_eq!(
                    letter,
                    expected,
                    "cell ({}, {}) shows `{}`\n{}",
                    row,
                    col,
                    char::from(symbol),
                    text
                );
            }
        }
    }
    Ok(answers.into_iter().zip(grids).collect())
}

/// Every arrow, replayed against the brute force; every `B`, too.
fn witnesses_beat_the_brute_force(input: &str) -> Result<(), TestCaseError> {
    let fields = parse(input).unwrap();
    for (field, (_, grid)) in fields.iter().zip(explained(input)?) {
        let grid = grid.expect("small fields show their moves");
        let mut oracle = brute::Oracle::new(field).expect("small enough for the brute force");
        let (rows, cols) = (field.rows(), field.cols());
        for (row, symbols) in grid.iter().enumerate() {
            for (col, &symbol) in symbols.iter().enumerate() {
                let here = (row, col);
                match symbol {
                    b'X' => prop_assert!(!field.is_free(row, col)),
                    b'B' => prop_assert_eq!(
                        oracle.outcome(here, &[]),
                        Some(Outcome::Loss),
                        "Alice wins from B cell {:?} in\n{}",
                        here,
                        input
                    ),
                    arrow => {
                        let next = target(arrow, here, rows, cols);
                        prop_assert!(
                            next.is_some_and(|(r, c)| field.is_free(r, c)),
                            "the arrow `{}` on {:?} leads to no free cell in\n{}",
                            char::from(arrow),
                            here,
                            input
                        );
                        let next = next.unwrap();
                        prop_assert_eq!(
                            oracle.outcome(next, &[here, next]),
                            Some(Outcome::Loss),
                            "after {:?} -> {:?} Bob still wins in\n{}",
                            here,
                            next,
                            input
                        );
                    }
                }
            }
        }
    }
    Ok(())
}

/// Every arrow checked by re-matching: the arrows form a matching that extends to a maximum
/// matching, and the answer (so every arrowed cell's `A`) agrees with re-matching per cell unless
/// `answers_checked` says the caller has established it already.
fn witnesses_extend_to_a_maximum_matching(
    input: &str,
    answers_checked: bool,
) -> Result<(), TestCaseError> {
    if !answers_checked {
        prop_assert_eq!(solve(input).unwrap(), rematch_solve(input), "{}", input);
    }
    let fields = parse(input).unwrap();
    for (field, (_, grid)) in fields.iter().zip(explained(input)?) {
        let Some(grid) = grid else { continue };
        let (rows, cols) = (field.rows(), field.cols());
        let graph = CellGraph::new(rows, cols, |r, c| field.is_free(r, c));
        let (partner, edges) = arrow_partners(&graph, &grid, (rows, cols), input)?;
        let covered: Vec<usize> = (0..partner.len())
            .filter(|&i| partner[i] != usize::MAX)
            .collect();
        let whole = matching_size(&graph.adjacent, &graph.left, None);
        let rest = matching_size_without(&graph.adjacent, &graph.left, &covered);
        prop_assert_eq!(
            edges + rest,
            whole,
            "the arrows extend to no maximum matching in\n{}",
            input
        );
    }
    Ok(())
}

/// The edges the arrows of a field's printed `grid` draw, each arrow from a free cell to a free
/// neighbour and no two sharing a cell (an arrow into a cell whose own arrow points back is one
/// edge): for each cell of `graph`, the cell it is paired with (`usize::MAX` for none), and the
/// number of edges.
fn arrow_partners(
    graph: &CellGraph,
    grid: &Grid,
    (rows, cols): (usize, usize),
    input: &str,
) -> Result<(Vec<usize>, usize), TestCaseError> {
    let mut index = vec![vec![usize::MAX; cols]; rows];
    for (i, &(r, c)) in graph.cells.iter().enumerate() {
        index[r][c] = i;
    }
    let mut partner = vec![usize::MAX; graph.cells.len()];
    let mut edges = 0;
    for (row, symbols) in grid.iter().enumerate() {
        for (col, &symbol) in symbols.iter().enumerate() {
            if matches!(symbol, b'X' | b'B') {
                continue;
            }
            let here = index[row][col];
            let next = target(symbol, (row, col), rows, cols).map(|(r, c)| index[r][c]);
            prop_assert!(
                next.is_some_and(|n| n != usize::MAX),
                "the arrow on ({}, {}) leads to no free cell in\n{}",
                row,
                col,
                input
            );
            let next = next.unwrap();
            let fresh = partner[here] == usize::MAX && partner[next] == usize::MAX;
            let same = partner[here] == next && partner[next] == here;
            prop_assert!(
                fresh || same,
                "the arrow on ({}, {}) shares a cell with another edge in\n{}",
                row,
                col,
                input
            );
            if fresh {
                partner[here] = next;
                partner[next] = here;
                edges += 1;
            }
        }
    }
    Ok((partner, edges))
}

proptest! {
    #[test]
    fn random_grids_up_to_20_cells(grids in prop::collection::vec(random_grid(5, 6, 20), 1..4)) {
        witnesses_beat_the_brute_force(&render(&grids))?;
    }

    #[test]
    fn paths(length in 1..=20usize, vertical: bool) {
        witnesses_beat_the_brute_force(&render(&[path(length, vertical)]))?;
    }

    #[test]
    fn rings(rows in 2..=6usize, cols in 2..=6usize) {
        witnesses_beat_the_brute_force(&render(&[ring(rows, cols)]))?;
    }

    #[test]
    fn ladders(length in 1..=9usize) {
        witnesses_beat_the_brute_force(&render(&[ladder(length)]))?;
    }

    #[test]
    fn combs(width in 1..=7usize, depth in 0..=2usize) {
        witnesses_beat_the_brute_force(&render(&[comb(width, depth)]))?;
    }

    #[test]
    fn small_mazes(seed: u64, rows in 1..=5usize, cols in 1..=7usize, loops in 0..=500u64) {
        witnesses_beat_the_brute_force(&render(&[maze(seed, rows, cols, loops)]))?;
    }

    #[test]
    fn spirals(rows in 1..=6usize, cols in 1..=7usize) {
        witnesses_beat_the_brute_force(&render(&[generate::spiral_grid(rows, cols)]))?;
    }

    #[test]
    fn random_grids_up_to_10_by_10(grid in random_grid(10, 10, 100)) {
        witnesses_extend_to_a_maximum_matching(&render(&[grid]), false)?;
    }

    #[test]
    fn mazes_up_to_15_by_15(seed: u64, rows in 1..=15usize, cols in 1..=15usize, loops in 0..=300u64) {
        witnesses_extend_to_a_maximum_matching(&render(&[maze(seed, rows, cols, loops)]), false)?;
    }
}

#[test]
fn the_spec_example_and_hand_checked_shapes() {
    witnesses_beat_the_brute_force(SPEC_EXAMPLE).unwrap();
    let plus = picture(&["X.X", "...", "X.X"]);
    witnesses_beat_the_brute_force(&render(&[plus])).unwrap();
}

fn case(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/racing-car-trail")
        .join(format!("{name}.in"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The testdata's cases whose answers `tests/racing-car-trail/testdata.rs` establishes by a second method:
/// their arrows extend to a maximum matching.
#[test]
fn testdata_witnesses_by_rematching() {
    for name in [
        "12-open-99x101",
        "13-open-100x100",
        "14-spiral-60x61",
        "15-spiral-64x64",
        "16-maze-41x41",
        "17-braided-maze-39x43",
        "18-random-30x30",
    ] {
        witnesses_extend_to_a_maximum_matching(&case(name), true)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

/// The brute-force cases of the testdata: every arrow replayed.
#[test]
fn testdata_witnesses_by_brute_force() {
    for name in [
        "01-spec-example",
        "02-isolated-cells",
        "03-odd-paths",
        "04-even-paths",
        "05-open-odd-by-odd",
        "06-open-even",
        "07-all-obstacles",
        "08-many-fields",
        "09-crlf-blank-lines-no-final-newline",
        "10-rings-ladders-combs",
        "11-random-small",
    ] {
        witnesses_beat_the_brute_force(&case(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

/// Big fields: the answer is still `solve`'s, and the move grid is left out.
#[test]
fn big_fields_keep_the_answer() {
    for name in ["19-ten-random-100x100", "20-thin-1x4000"] {
        explained(&case(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}
