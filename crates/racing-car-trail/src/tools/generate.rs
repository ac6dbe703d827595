//! Deterministic generators of valid inputs (the same seed gives the same input everywhere), for
//! `cargo xtask gen`, the benchmark, the tests and problem setters. Each family returns a whole
//! input, `0 0` included; [`crate::tools::text::input_text`] turns grids of your own into one.

use gamecore::rng::SplitMix64;

use crate::tools::text::input_text;

pub mod corridors;
pub use crate::tools::text::Grid;
pub use corridors::{comb_grid, corridor_grid, snake_grid, winding_grid};

/// A `rows x cols` grid whose cells are obstacles independently with probability
/// `obstacles_per_mille / 1000`.
pub fn random_grid(
    rng: &mut SplitMix64,
    rows: usize,
    cols: usize,
    obstacles_per_mille: u64,
) -> Grid {
    (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| {
                    if rng.chance(obstacles_per_mille, 1000) {
                        b'X'
                    } else {
                        b'.'
                    }
                })
                .collect()
        })
        .collect()
}

/// One random field (see [`random_grid`]).
pub fn random(seed: u64, rows: usize, cols: usize, obstacles_per_mille: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    input_text(&[random_grid(&mut rng, rows, cols, obstacles_per_mille)])
}

/// `count` random fields of `rows x cols` in one file (see [`random_grid`]).
pub fn random_fields(
    seed: u64,
    count: usize,
    rows: usize,
    cols: usize,
    obstacles_per_mille: u64,
) -> String {
    let mut rng = SplitMix64::new(seed);
    let grids: Vec<Grid> = (0..count)
        .map(|_| random_grid(&mut rng, rows, cols, obstacles_per_mille))
        .collect();
    input_text(&grids)
}

/// A fully open `rows x cols` field.
pub fn open(rows: usize, cols: usize) -> String {
    input_text(&[vec![vec![b'.'; cols]; rows]])
}

/// A maze of corridors one cell wide: rooms on the cells with both coordinates even, joined by a
/// random spanning tree (randomised depth-first search with an explicit stack), so the free cells
/// form a tree with corridors as long as the field; then each wall between two rooms is opened
/// with probability `loops_per_mille / 1000`, adding cycles (0 keeps it a tree).
pub fn maze_grid(rng: &mut SplitMix64, rows: usize, cols: usize, loops_per_mille: u64) -> Grid {
    let mut grid = vec![vec![b'X'; cols]; rows];
    let (room_rows, room_cols) = (rows.div_ceil(2), cols.div_ceil(2));
    let mut seen = vec![false; room_rows * room_cols];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    grid[0][0] = b'.';
    while let Some(&(r, c)) = stack.last() {
        let mut options = [(0, 0); 4];
        let mut count = 0;
        let steps: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
        for (dr, dc) in steps {
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if (0..room_rows as isize).contains(&nr)
                && (0..room_cols as isize).contains(&nc)
                && !seen[nr as usize * room_cols + nc as usize]
            {
                options[count] = (nr as usize, nc as usize);
                count += 1;
            }
        }
        if count == 0 {
            stack.pop();
            continue;
        }
        let (nr, nc) = options[rng.below(count as u64) as usize];
        seen[nr * room_cols + nc] = true;
        grid[r + nr][c + nc] = b'.';
        grid[2 * nr][2 * nc] = b'.';
        stack.push((nr, nc));
    }
    if loops_per_mille > 0 {
        for (row, cells) in grid.iter_mut().enumerate() {
            for (col, cell) in cells.iter_mut().enumerate() {
                let wall_between_rooms = match (row % 2, col % 2) {
                    (1, 0) => row + 1 < rows,
                    (0, 1) => col + 1 < cols,
                    _ => false,
                };
                if wall_between_rooms && *cell == b'X' && rng.chance(loops_per_mille, 1000) {
                    *cell = b'.';
                }
            }
        }
    }
    grid
}

/// One maze field (see [`maze_grid`]).
pub fn maze(seed: u64, rows: usize, cols: usize, loops_per_mille: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    input_text(&[maze_grid(&mut rng, rows, cols, loops_per_mille)])
}

/// A spiral corridor one cell wide from the top-left corner inwards, walls one cell thick: the
/// free cells form one simple path of about half the field.
pub fn spiral_grid(rows: usize, cols: usize) -> Grid {
    let mut grid = vec![vec![b'X'; cols]; rows];
    let inside =
        |r: isize, c: isize| (0..rows as isize).contains(&r) && (0..cols as isize).contains(&c);
    let steps: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let (mut r, mut c, mut dir) = (0isize, 0isize, 0usize);
    grid[0][0] = b'.';
    // A step goes onto a wall cell none of whose other neighbours is corridor, so every new cell
    // touches only the one before it and the corridor stays a simple path.
    let allowed = |grid: &Grid, r: isize, c: isize, dir: usize| {
        let (r1, c1) = (r + steps[dir].0, c + steps[dir].1);
        inside(r1, c1)
            && grid[r1 as usize][c1 as usize] == b'X'
            && steps.iter().all(|&(dr, dc)| {
                let (r2, c2) = (r1 + dr, c1 + dc);
                (r2, c2) == (r, c) || !inside(r2, c2) || grid[r2 as usize][c2 as usize] == b'X'
            })
    };
    loop {
        if !allowed(&grid, r, c, dir) {
            dir = (dir + 1) % 4;
            if !allowed(&grid, r, c, dir) {
                break;
            }
        }
        r += steps[dir].0;
        c += steps[dir].1;
        grid[r as usize][c as usize] = b'.';
    }
    grid
}

/// One spiral field (see [`spiral_grid`]).
pub fn spiral(rows: usize, cols: usize) -> String {
    input_text(&[spiral_grid(rows, cols)])
}

/// One field of long corridors one cell wide, a snake, a comb or a winding path by the seed
/// (see [`corridor_grid`]).
pub fn corridors(seed: u64, rows: usize, cols: usize) -> String {
    let mut rng = SplitMix64::new(seed);
    input_text(&[corridor_grid(&mut rng, rows, cols)])
}
