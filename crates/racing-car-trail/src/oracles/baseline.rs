//! The contest approach, for the benchmark to time against: one maximum matching by Kuhn's
//! augmenting searches, then for each matched cell `v` one more augmenting search from its mate in
//! the field without `v` (`v` is avoidable iff that search succeeds). O(V (V + E)) per field.

use gamecore::InputError;

use crate::parse;
use crate::solver::geography::BipartiteGraph;
use crate::solver::grid::Field;
use crate::solver::output::write_field;

const NONE: u32 = u32::MAX;

/// The field's free cells as an adjacency list over vertex numbers of [`Field::vertex`].
struct Cells<'f> {
    field: &'f Field,
    stride: u32,
}

impl Cells<'_> {
    fn neighbours(&self, v: u32) -> impl Iterator<Item = u32> + '_ {
        let s = self.stride;
        [v + 1, v + s, v - 1, v - s]
            .into_iter()
            .filter(|&w| self.field.is_free_vertex(w))
    }
}

/// Searches an augmenting path from the free vertex `root` (iteratively, breadth first), never
/// entering `banned`; augments along it when `apply`. Returns whether one exists.
#[allow(clippy::too_many_arguments)]
fn augment(
    cells: &Cells<'_>,
    mate: &mut [u32],
    seen: &mut [u32],
    stamp: u32,
    parent: &mut [u32],
    queue: &mut Vec<u32>,
    root: u32,
    banned: u32,
    apply: bool,
) -> bool {
    queue.clear();
    queue.push(root);
    seen[root as usize] = stamp;
    let mut head = 0;
    while head < queue.len() {
        let u = queue[head];
        head += 1;
        for w in cells.neighbours(u) {
            if w == banned || seen[w as usize] == stamp {
                continue;
            }
            seen[w as usize] = stamp;
            parent[w as usize] = u;
            let x = mate[w as usize];
            if x == NONE {
                if apply {
                    let mut w = w;
                    loop {
                        let u = parent[w as usize];
                        let next = mate[u as usize];
                        mate[u as usize] = w;
                        mate[w as usize] = u;
                        if u == root {
                            break;
                        }
                        w = next;
                    }
                }
                return true;
            }
            if x != banned && seen[x as usize] != stamp {
                seen[x as usize] = stamp;
                queue.push(x);
            }
        }
    }
    false
}

/// The judge's output by the contest approach.
pub fn solve(input: &str) -> Result<String, InputError> {
    let fields = parse(input)?;
    let mut out = Vec::new();
    for field in &fields {
        let n = field.vertex_count();
        let stride = field.vertex(1, 0) - field.vertex(0, 0);
        let cells = Cells { field, stride };
        let mut mate = vec![NONE; n];
        let mut seen = vec![0u32; n];
        let mut parent = vec![NONE; n];
        let mut queue = Vec::new();
        let mut stamp = 0;
        let free: Vec<u32> = (0..field.rows())
            .flat_map(|r| (0..field.cols()).map(move |c| (r, c)))
            .map(|(r, c)| field.vertex(r, c))
            .filter(|&v| field.is_free_vertex(v))
            .collect();
        for &v in &free {
            if v % 2 == 1 && mate[v as usize] == NONE {
                stamp += 1;
                let (m, s, p, q) = (&mut mate, &mut seen, &mut parent, &mut queue);
                augment(&cells, m, s, stamp, p, q, v, NONE, true);
            }
        }
        let mut avoidable = vec![false; n];
        for &v in &free {
            let u = mate[v as usize];
            avoidable[v as usize] = u == NONE || {
                stamp += 1;
                mate[u as usize] = NONE;
                let (m, s, p, q) = (&mut mate, &mut seen, &mut parent, &mut queue);
                let found = augment(&cells, m, s, stamp, p, q, u, v, false);
                mate[u as usize] = v;
                found
            };
        }
        write_field(field, |v| !avoidable[v as usize], &mut out);
    }
    Ok(String::from_utf8(out).expect("the output is ASCII"))
}
