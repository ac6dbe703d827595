//! Tests of `src/tools/generate/corridors.rs`.

use gamecore::rng::SplitMix64;
use racing_car_trail::tools::generate::Grid;
use racing_car_trail::tools::generate::corridors::*;

/// The free cells of `grid` reached from the first one, through free cells.
fn reached(grid: &Grid) -> usize {
    let (rows, cols) = (grid.len(), grid[0].len());
    let free: Vec<(usize, usize)> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .filter(|&(r, c)| grid[r][c] == b'.')
        .collect();
    let mut seen = vec![vec![false; cols]; rows];
    let mut stack = free.first().into_iter().copied().collect::<Vec<_>>();
    let mut count = 0;
    while let Some((r, c)) = stack.pop() {
        if seen[r][c] || grid[r][c] != b'.' {
            continue;
        }
        seen[r][c] = true;
        count += 1;
        stack.extend(
            [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ]
            .into_iter()
            .filter(|&(r, c)| r < rows && c < cols),
        );
    }
    count
}

/// For each free cell of `grid`, how many free cells are beside it.
fn degrees(grid: &Grid) -> Vec<usize> {
    let (rows, cols) = (grid.len(), grid[0].len());
    let free = |r: usize, c: usize| grid[r][c] == b'.';
    let mut out = Vec::new();
    for r in 0..rows {
        for c in (0..cols).filter(|&c| free(r, c)) {
            let beside = [
                r > 0 && free(r - 1, c),
                r + 1 < rows && free(r + 1, c),
                c > 0 && free(r, c - 1),
                c + 1 < cols && free(r, c + 1),
            ];
            out.push(beside.iter().filter(|&&b| b).count());
        }
    }
    out
}

#[test]
fn snakes_and_winding_paths_are_simple_paths() {
    for seed in 0..200 {
        let mut rng = SplitMix64::new(seed);
        let (rows, cols) = (1 + rng.below(40) as usize, 1 + rng.below(40) as usize);
        for grid in [
            snake_grid(&mut rng, rows, cols),
            winding_grid(&mut rng, rows, cols),
        ] {
            assert_eq!((grid.len(), grid[0].len()), (rows, cols));
            let degrees = degrees(&grid);
            let ends = degrees.iter().filter(|&&d| d <= 1).count();
            assert!(!degrees.is_empty() && degrees.iter().all(|&d| d <= 2));
            assert_eq!(reached(&grid), degrees.len(), "{grid:?}");
            // A path has two ends (one when it is a single cell); a cycle would have none.
            assert!(ends == 2 || degrees.len() == 1, "{grid:?}");
        }
    }
}

#[test]
fn combs_are_trees_with_long_teeth() {
    for seed in 0..200 {
        let mut rng = SplitMix64::new(seed);
        let (rows, cols) = (1 + rng.below(40) as usize, 1 + rng.below(40) as usize);
        let grid = comb_grid(&mut rng, rows, cols);
        assert_eq!((grid.len(), grid[0].len()), (rows, cols));
        // A connected graph is a tree when it has one edge fewer than vertices.
        let degrees = degrees(&grid);
        assert_eq!(reached(&grid), degrees.len(), "{grid:?}");
        let edges: usize = degrees.iter().sum::<usize>() / 2;
        assert_eq!(edges + 1, degrees.len(), "{grid:?}");
    }
}

#[test]
fn a_snake_of_the_contest_size_is_thousands_of_cells_long() {
    let mut rng = SplitMix64::new(7);
    let free: usize = snake_grid(&mut rng, 100, 100)
        .iter()
        .map(|row| row.iter().filter(|&&b| b == b'.').count())
        .sum();
    assert!(free > 3000, "{free}");
}
