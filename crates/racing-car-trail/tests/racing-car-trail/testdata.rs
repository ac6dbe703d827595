//! The second methods named in `testdata/racing-car-trail/manifest.txt` for the cases too big for
//! the brute force: each test computes the answer its own way and compares with the fast solver
//! (whose output `cargo xtask verify` compares with the snapshot).

use crate::common;

use std::path::PathBuf;

use racing_car_trail::{baseline, parse, solve};

fn case(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/racing-car-trail")
        .join(format!("{name}.in"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Formats grids of answer characters the judge's way.
fn format(grids: &[Vec<Vec<char>>]) -> String {
    let mut out = String::new();
    for grid in grids {
        for row in grid {
            out.extend(row);
            out.push('\n');
        }
        out.push('\n');
    }
    out
}

/// A path of `length` cells: B at even positions iff the length is odd, else A.
fn path_answer(length: usize, position: usize) -> char {
    if length % 2 == 1 && position.is_multiple_of(2) {
        'B'
    } else {
        'A'
    }
}

#[test]
fn open_grids() {
    for name in ["12-open-99x101", "13-open-100x100"] {
        let input = case(name);
        let fields = parse(&input).unwrap();
        let grids: Vec<Vec<Vec<char>>> = fields
            .iter()
            .map(|f| {
                let both_odd = f.rows() % 2 == 1 && f.cols() % 2 == 1;
                (0..f.rows())
                    .map(|r| {
                        (0..f.cols())
                            .map(|c| {
                                assert!(f.is_free(r, c), "{name} is an open grid");
                                if both_odd && (r + c) % 2 == 0 {
                                    'B'
                                } else {
                                    'A'
                                }
                            })
                            .collect()
                    })
                    .collect()
            })
            .collect();
        assert_eq!(solve(&input).unwrap(), format(&grids), "{name}");
    }
}

#[test]
fn spirals() {
    for name in ["14-spiral-60x61", "15-spiral-64x64"] {
        let input = case(name);
        let fields = parse(&input).unwrap();
        let field = &fields[0];
        let graph = common::CellGraph::new(field.rows(), field.cols(), |r, c| field.is_free(r, c));
        // The free cells must form one simple path: walk it from an end.
        let ends: Vec<usize> = (0..graph.cells.len())
            .filter(|&i| graph.adjacent[i].len() == 1)
            .collect();
        assert_eq!(ends.len(), 2, "{name} is one path");
        assert!(graph.adjacent.iter().all(|near| near.len() <= 2));
        let mut order = vec![ends[0]];
        let mut previous = usize::MAX;
        while let Some(&next) = graph.adjacent[*order.last().unwrap()]
            .iter()
            .find(|&&n| n != previous)
        {
            previous = *order.last().unwrap();
            order.push(next);
        }
        assert_eq!(order.len(), graph.cells.len(), "{name} is connected");
        let mut grid = vec![vec!['X'; field.cols()]; field.rows()];
        for (position, &i) in order.iter().enumerate() {
            let (r, c) = graph.cells[i];
            grid[r][c] = path_answer(order.len(), position);
        }
        assert_eq!(solve(&input).unwrap(), format(&[grid]), "{name}");
    }
}

#[test]
fn rematched_cases() {
    for name in ["16-maze-41x41", "17-braided-maze-39x43", "18-random-30x30"] {
        let input = case(name);
        assert_eq!(
            solve(&input).unwrap(),
            common::rematch_solve(&input),
            "{name}"
        );
    }
}

#[test]
fn thin_row() {
    let input = case("20-thin-1x4000");
    let fields = parse(&input).unwrap();
    let field = &fields[0];
    let mut row = vec!['X'; field.cols()];
    let mut start = 0;
    while start < field.cols() {
        if !field.is_free(0, start) {
            start += 1;
            continue;
        }
        let end = (start..field.cols())
            .find(|&c| !field.is_free(0, c))
            .unwrap_or(field.cols());
        for (offset, cell) in row[start..end].iter_mut().enumerate() {
            *cell = path_answer(end - start, offset);
        }
        start = end;
    }
    assert_eq!(solve(&input).unwrap(), format(&[vec![row]]));
}

/// What takes seconds of CPU: CI runs it in a step of its own (`--ignored slow::`).
mod slow {
    use super::*;

    #[test]
    #[ignore = "slow: CI runs it, `cargo test --workspace -- --ignored slow::`"]
    fn contest_size_fields() {
        let input = case("19-ten-random-100x100");
        assert_eq!(solve(&input).unwrap(), baseline::solve(&input).unwrap());
    }
}
