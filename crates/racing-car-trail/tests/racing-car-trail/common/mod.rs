//! The second oracle, shared by the test files: each free cell decided on its own by re-matching.
//! The first player wins from `v` iff every maximum matching covers `v`, i.e. iff removing `v`
//! lowers the maximum matching size; both sizes come from scratch from a plain augmenting-path
//! matcher written here (no code of the crate's engine).

#![allow(dead_code)]

use gamecore::rng::SplitMix64;
use proptest::prelude::*;
use racing_car_trail::{generate, parse};

/// A field as rows of `.`/`X`.
pub type Grid = Vec<Vec<u8>>;

/// The free cells of a grid as a graph: `cells[i] = (row, col)`, `adjacent[i]` their free
/// orthogonal neighbours, `left[i]` whether `row + col` is even.
pub struct CellGraph {
    pub cells: Vec<(usize, usize)>,
    pub adjacent: Vec<Vec<usize>>,
    pub left: Vec<bool>,
}

impl CellGraph {
    pub fn new(rows: usize, cols: usize, free: impl Fn(usize, usize) -> bool) -> CellGraph {
        let mut index = vec![vec![usize::MAX; cols]; rows];
        let mut cells = Vec::new();
        for (r, row) in index.iter_mut().enumerate() {
            for (c, slot) in row.iter_mut().enumerate() {
                if free(r, c) {
                    *slot = cells.len();
                    cells.push((r, c));
                }
            }
        }
        let adjacent = cells
            .iter()
            .map(|&(r, c)| {
                let mut near = Vec::new();
                if r > 0 && index[r - 1][c] != usize::MAX {
                    near.push(index[r - 1][c]);
                }
                if r + 1 < rows && index[r + 1][c] != usize::MAX {
                    near.push(index[r + 1][c]);
                }
                if c > 0 && index[r][c - 1] != usize::MAX {
                    near.push(index[r][c - 1]);
                }
                if c + 1 < cols && index[r][c + 1] != usize::MAX {
                    near.push(index[r][c + 1]);
                }
                near
            })
            .collect();
        let left = cells.iter().map(|&(r, c)| (r + c) % 2 == 0).collect();
        CellGraph {
            cells,
            adjacent,
            left,
        }
    }
}

/// The size of a maximum matching of a bipartite graph without the vertex `removed`, by one
/// breadth-first augmenting search per left vertex.
pub fn matching_size(adjacent: &[Vec<usize>], left: &[bool], removed: Option<usize>) -> usize {
    matching_size_without(adjacent, left, removed.as_slice())
}

/// The size of a maximum matching of a bipartite graph without the vertices `removed`, by one
/// breadth-first augmenting search per left vertex.
pub fn matching_size_without(adjacent: &[Vec<usize>], left: &[bool], removed: &[usize]) -> usize {
    let n = adjacent.len();
    let mut gone = vec![false; n];
    for &v in removed {
        gone[v] = true;
    }
    let mut mate = vec![usize::MAX; n];
    let mut size = 0;
    // parent[w] = the left vertex from which right vertex w was reached; the entries a search
    // set are reset after it (`reached`), so that a search costs what it visits, not n.
    let mut parent = vec![usize::MAX; n];
    let mut reached = Vec::new();
    for (root, &on_left) in left.iter().enumerate() {
        if !on_left || gone[root] {
            continue;
        }
        for w in reached.drain(..) {
            parent[w] = usize::MAX;
        }
        let mut queue = vec![root];
        let mut head = 0;
        let mut end = None;
        'search: while head < queue.len() {
            let u = queue[head];
            head += 1;
            for &w in &adjacent[u] {
                if gone[w] || parent[w] != usize::MAX {
                    continue;
                }
                parent[w] = u;
                reached.push(w);
                if mate[w] == usize::MAX {
                    end = Some(w);
                    break 'search;
                }
                queue.push(mate[w]);
            }
        }
        if let Some(mut w) = end {
            loop {
                let u = parent[w];
                let next = mate[u];
                mate[u] = w;
                mate[w] = u;
                if u == root {
                    break;
                }
                w = next;
            }
            size += 1;
        }
    }
    size
}

/// The judge's output, each cell decided by re-matching without it.
pub fn rematch_solve(input: &str) -> String {
    let fields = parse(input).expect("a valid input");
    let mut out = String::new();
    for field in &fields {
        let (rows, cols) = (field.rows(), field.cols());
        let graph = CellGraph::new(rows, cols, |r, c| field.is_free(r, c));
        let whole = matching_size(&graph.adjacent, &graph.left, None);
        let mut grid = vec![vec!['X'; cols]; rows];
        for (i, &(r, c)) in graph.cells.iter().enumerate() {
            let without = matching_size(&graph.adjacent, &graph.left, Some(i));
            grid[r][c] = if without < whole { 'A' } else { 'B' };
        }
        for row in grid {
            out.extend(row);
            out.push('\n');
        }
        out.push('\n');
    }
    out
}

/// The illustrative example of the spec (its answer is in `the_spec_example_by_all_three`).
pub const SPEC_EXAMPLE: &str = "1 1\n.\n1 2\n..\n1 3\n...\n3 3\n...\n.X.\n...\n0 0\n";

/// The input text of grids given as rows of `.`/`X`.
pub fn render(grids: &[Vec<Vec<u8>>]) -> String {
    racing_car_trail::input_text(grids)
}

prop_compose! {
    /// A random grid of at most `max_cells` cells, each free with a random density.
    pub fn random_grid(max_rows: usize, max_cols: usize, max_cells: usize)
        (rows in 1..=max_rows, cols in 1..=max_cols, density in 1..=10u32)
        (cells in prop::collection::vec(
            prop::bool::weighted(f64::from(density) / 10.0),
            rows * cols.min(max_cells / rows)),
         cols in Just(cols.min(max_cells / rows)))
        -> Grid
    {
        cells.chunks(cols).map(|row| row.iter().map(|&free| if free { b'.' } else { b'X' }).collect()).collect()
    }
}

/// Rows of `.`/`X` from pictures.
pub fn picture(rows: &[&str]) -> Grid {
    rows.iter().map(|r| r.as_bytes().to_vec()).collect()
}

/// A horizontal path of `length` cells (vertical when `vertical`).
pub fn path(length: usize, vertical: bool) -> Grid {
    if vertical {
        vec![vec![b'.']; length]
    } else {
        vec![vec![b'.'; length]]
    }
}

/// The border of a `rows x cols` rectangle: a ring of `2 (rows + cols) - 4` cells.
pub fn ring(rows: usize, cols: usize) -> Grid {
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| {
                    if r == 0 || c == 0 || r + 1 == rows || c + 1 == cols {
                        b'.'
                    } else {
                        b'X'
                    }
                })
                .collect()
        })
        .collect()
}

/// A `2 x length` ladder.
pub fn ladder(length: usize) -> Grid {
    vec![vec![b'.'; length]; 2]
}

/// A comb: a spine of `width` cells on top, and below every other cell a tooth of `depth` cells.
pub fn comb(width: usize, depth: usize) -> Grid {
    let mut grid = vec![vec![b'X'; width]; depth + 1];
    grid[0].fill(b'.');
    for row in grid.iter_mut().skip(1) {
        for (c, cell) in row.iter_mut().enumerate() {
            if c % 2 == 0 {
                *cell = b'.';
            }
        }
    }
    grid
}

/// A maze of corridors from the crate's generator, with `loops_per_mille` of its inner walls
/// opened.
pub fn maze(seed: u64, rows: usize, cols: usize, loops_per_mille: u64) -> Grid {
    generate::maze_grid(&mut SplitMix64::new(seed), rows, cols, loops_per_mille)
}
