//! Fields of long corridors one cell wide, where a trail is as long as the field: snakes (lanes
//! joined end to end by one opening in each wall between them), combs (a spine with teeth of
//! random lengths hanging off it) and winding paths (a walk over every other cell that never
//! touches itself).
//! An augmenting path of a matching can run the whole corridor here, so a search that is
//! shallow, or bounded, or recursive to a fixed depth, shows it on these fields and seldom on
//! open or speckled ones.

use gamecore::rng::SplitMix64;

use super::Grid;

/// A `rows x cols` field of corridors, one kind in three each: a snake, a comb or a winding path.
pub fn corridor_grid(rng: &mut SplitMix64, rows: usize, cols: usize) -> Grid {
    match rng.below(3) {
        0 => snake_grid(rng, rows, cols),
        1 => comb_grid(rng, rows, cols),
        _ => winding_grid(rng, rows, cols),
    }
}

/// Builds a field with its lanes along rows or, one time in two, along columns: `build` draws
/// a `long x across` field whose lanes are its rows, turned when the lanes are columns.
fn either_way(
    rng: &mut SplitMix64,
    rows: usize,
    cols: usize,
    build: fn(&mut SplitMix64, usize, usize) -> Grid,
) -> Grid {
    if rng.chance(1, 2) {
        return build(rng, rows, cols);
    }
    let turned = build(rng, cols, rows);
    (0..rows)
        .map(|r| (0..cols).map(|c| turned[c][r]).collect())
        .collect()
}

/// A snake: free lanes on every other row, from a random row 0 or 1, each wall row between two
/// lanes opened at one column, on the right for the first gap, the left for the next, and so
/// on, at the very end (one snake in four) or up to a quarter of the width inwards; the first
/// and last lanes end at random columns. The free cells form one simple path through every lane.
pub fn snake_grid(rng: &mut SplitMix64, rows: usize, cols: usize) -> Grid {
    either_way(rng, rows, cols, snake_lanes)
}

fn snake_lanes(rng: &mut SplitMix64, rows: usize, cols: usize) -> Grid {
    let mut grid = vec![vec![b'X'; cols]; rows];
    let first = if rows > 1 { rng.below(2) as usize } else { 0 };
    let lanes: Vec<usize> = (first..rows).step_by(2).collect();
    // Every opening at the very end one time in four (lanes the width of the field), else each
    // up to a quarter of the width inwards: lanes of mixed lengths, whose ends a greedy matching
    // leaves unmatched far apart along the path.
    let reach = if rng.chance(1, 4) {
        1
    } else {
        (cols / 4).max(1) as u64
    };
    // The opening below lane k, near the right end for even k, the left for odd k.
    let openings: Vec<usize> = (0..lanes.len().saturating_sub(1))
        .map(|k| {
            let inward = rng.below(reach) as usize;
            if k % 2 == 0 {
                cols - 1 - inward
            } else {
                inward
            }
        })
        .collect();
    for (k, &lane) in lanes.iter().enumerate() {
        let from = match k {
            0 => rng.below(cols as u64) as usize,
            _ => openings[k - 1],
        };
        let to = match openings.get(k) {
            Some(&column) => column,
            None => rng.below(cols as u64) as usize,
        };
        for cell in &mut grid[lane][from.min(to)..=from.max(to)] {
            *cell = b'.';
        }
        if let Some(&column) = openings.get(k) {
            grid[lane + 1][column] = b'.';
        }
    }
    grid
}

/// A comb: a spine along a random row, and teeth on every other column from a random one, each
/// reaching up or down (or both) from the spine by a random length, walls between the teeth.
/// The free cells form a tree whose branches are as long as the field is high.
pub fn comb_grid(rng: &mut SplitMix64, rows: usize, cols: usize) -> Grid {
    either_way(rng, rows, cols, comb_teeth)
}

fn comb_teeth(rng: &mut SplitMix64, rows: usize, cols: usize) -> Grid {
    let mut grid = vec![vec![b'X'; cols]; rows];
    // The spine at the top or bottom edge two times in three, else anywhere.
    let spine = match rng.below(3) {
        0 => 0,
        1 => rows - 1,
        _ => rng.below(rows as u64) as usize,
    };
    grid[spine].fill(b'.');
    for column in (rng.below(2) as usize..cols).step_by(2) {
        let up = rng.below(spine as u64 + 1) as usize;
        let down = rng.below((rows - spine) as u64) as usize;
        for row in &mut grid[spine - up..=spine + down] {
            row[column] = b'.';
        }
    }
    grid
}

/// A winding path: a walk over the rooms (the cells with both coordinates even) from a random
/// one, each step through the wall cell between two rooms to an unvisited room with the fewest
/// unvisited rooms beside it (ties at random), which keeps the walk from shutting itself in, so
/// it covers most of the field; it ends where no room is left beside it. Two cells of the path
/// touch only where they follow each other, since rooms are two cells apart.
pub fn winding_grid(rng: &mut SplitMix64, rows: usize, cols: usize) -> Grid {
    const STEPS: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let mut grid = vec![vec![b'X'; cols]; rows];
    let (room_rows, room_cols) = (rows.div_ceil(2) as isize, cols.div_ceil(2) as isize);
    let fresh = |grid: &Grid, (r, c): (isize, isize)| {
        (0..room_rows).contains(&r)
            && (0..room_cols).contains(&c)
            && grid[2 * r as usize][2 * c as usize] == b'X'
    };
    let onward = |grid: &Grid, (r, c): (isize, isize)| {
        STEPS
            .iter()
            .filter(|&&(dr, dc)| fresh(grid, (r + dr, c + dc)))
            .count()
    };
    let mut at = (
        rng.below(room_rows as u64) as isize,
        rng.below(room_cols as u64) as isize,
    );
    grid[2 * at.0 as usize][2 * at.1 as usize] = b'.';
    loop {
        let mut steps = STEPS;
        rng.shuffle(&mut steps);
        let Some((dr, dc)) = steps
            .into_iter()
            .filter(|&(dr, dc)| fresh(&grid, (at.0 + dr, at.1 + dc)))
            .min_by_key(|&(dr, dc)| onward(&grid, (at.0 + dr, at.1 + dc)))
        else {
            return grid;
        };
        grid[(2 * at.0 + dr) as usize][(2 * at.1 + dc) as usize] = b'.';
        at = (at.0 + dr, at.1 + dc);
        grid[2 * at.0 as usize][2 * at.1 as usize] = b'.';
    }
}
