//! The second oracle, shared by the test files: each free cell decided on its own by re-matching.
//! The first player wins from `v` iff every maximum matching covers `v`, i.e. iff removing `v`
//! lowers the maximum matching size; both sizes come from scratch from a plain augmenting-path
//! matcher written here (no code of the crate's engine).

#![allow(dead_code)]

use racing_car_trail::parse;

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
    let n = adjacent.len();
    let mut mate = vec![usize::MAX; n];
    let mut size = 0;
    for (root, &on_left) in left.iter().enumerate() {
        if !on_left || Some(root) == removed {
            continue;
        }
        // parent[w] = the left vertex from which right vertex w was reached.
        let mut parent = vec![usize::MAX; n];
        let mut queue = vec![root];
        let mut head = 0;
        let mut end = None;
        'search: while head < queue.len() {
            let u = queue[head];
            head += 1;
            for &w in &adjacent[u] {
                if Some(w) == removed || parent[w] != usize::MAX {
                    continue;
                }
                parent[w] = u;
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

/// The input text of grids given as rows of `.`/`X`.
pub fn render(grids: &[Vec<Vec<u8>>]) -> String {
    racing_car_trail::generate::render(grids)
}
