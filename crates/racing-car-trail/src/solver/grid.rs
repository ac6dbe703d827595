//! The field as a bipartite graph: free cells are vertices, orthogonal neighbours are edges, and
//! the sides are the two colours of the chessboard.
//!
//! Cells are stored as one bit each in a row-major array padded by a ring of obstacles, so the
//! neighbours of a cell are at offsets `±1` and `±stride` with no bounds test. The stride is odd,
//! so a vertex's colour is the parity of its index. Obstacles and padding are vertices without
//! neighbours: the engine sees them as isolated and they cost nothing.

use std::hint::select_unpredictable;

use gamecore::Pos;

use crate::solver::geography::{BipartiteGraph, bit_window, gather_byte_bits};

/// A valid field: its size and which cells are free.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    rows: usize,
    cols: usize,
    stride: usize,
    free: Vec<u64>,
    size_pos: Pos,
}

impl Field {
    /// An all-obstacle field of `rows x cols` whose size line starts at `size_pos`.
    pub fn new(rows: usize, cols: usize, size_pos: Pos) -> Field {
        let stride = if cols.is_multiple_of(2) {
            cols + 1
        } else {
            cols + 2
        };
        Field {
            rows,
            cols,
            stride,
            free: Vec::new(),
            size_pos,
        }
    }

    /// Frees the cells of `row` (0-based) marked `.` in `text` (`cols` bytes of `.`/`X`); rows
    /// must be filled in order. Memory grows with the rows given, never with the declared size.
    pub fn fill_row(&mut self, row: usize, text: &[u8]) {
        let words = ((row + 2) * self.stride).div_ceil(64);
        if self.free.len() < words {
            self.free.resize(words, 0);
        }
        let first = self.vertex(row, 0) as usize;
        // Eight cells at a time, so that each word is read and written once per eight cells,
        // not once per cell: a third of the parse of a 2000 x 2000 field, where the writes to one
        // word waited on each other.
        let mut chunks = text.chunks_exact(8);
        let mut v = first;
        for chunk in &mut chunks {
            let bytes: [u8; 8] = chunk.try_into().expect("chunks of eight");
            self.free_eight(v, dots(u64::from_le_bytes(bytes)));
            v += 8;
        }
        // The last cells, padded with obstacles.
        let mut last = [b'X'; 8];
        last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
        self.free_eight(v, dots(u64::from_le_bytes(last)));
    }

    /// Frees the vertices `v + i` for the bits `i` set in `bits` (below 256), each a cell of a
    /// filled row. The next word is touched only for a bit that reaches it, a cell, so it exists;
    /// the padding past a row's last chunk may lie beyond the array.
    #[inline]
    fn free_eight(&mut self, v: usize, bits: u64) {
        let (word, shift) = (v / 64, v % 64);
        self.free[word] |= bits << shift;
        if shift > 56 && bits >> (64 - shift) != 0 {
            self.free[word + 1] |= bits >> (64 - shift);
        }
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Where the field's size line starts.
    pub fn size_pos(&self) -> Pos {
        self.size_pos
    }

    /// The vertex of cell `(row, col)` (0-based).
    pub fn vertex(&self, row: usize, col: usize) -> u32 {
        ((row + 1) * self.stride + col) as u32
    }

    /// The cell `(row, col)` (0-based) of vertex `v`, which must be a cell's vertex (from
    /// [`Field::vertex`]; a free vertex is one).
    pub fn cell(&self, v: u32) -> (usize, usize) {
        let v = v as usize;
        (v / self.stride - 1, v % self.stride)
    }

    /// The four cells next to the free cell `v`: right, down, left, up (the cursor's order). A free
    /// cell is inside the padding ring, so every index is in range.
    #[inline]
    fn adjacent(&self, v: u32) -> [u32; 4] {
        [0, 1, 2, 3].map(|s| v.wrapping_add(self.step(s)))
    }

    /// Whether each of the 64 vertices from `start` on is a free cell, bit `i` for vertex
    /// `start + i`; vertices outside `0..vertex_count()` count as obstacles.
    #[inline]
    pub(crate) fn free_from(&self, start: isize) -> u64 {
        bit_window(&self.free, start)
    }

    /// Whether vertex `v` is a free cell.
    #[inline]
    pub fn is_free_vertex(&self, v: u32) -> bool {
        self.free
            .get(v as usize / 64)
            .is_some_and(|word| word >> (v % 64) & 1 == 1)
    }

    /// Whether cell `(row, col)` (0-based) is free.
    pub fn is_free(&self, row: usize, col: usize) -> bool {
        self.is_free_vertex(self.vertex(row, col))
    }
}

/// Byte `byte` of `bits` spread over eight bytes: byte `i` of the result is its bit `i`.
#[inline]
pub(crate) fn spread(bits: u64, byte: usize) -> u64 {
    SPREAD[(bits >> (8 * byte) & 0xff) as usize]
}

/// Each byte `x` spread over eight bytes: byte `i` of `SPREAD[x]` is bit `i` of `x`.
const SPREAD: [u64; 256] = {
    let mut table = [0; 256];
    let mut x = 0;
    while x < 256 {
        let mut i = 0;
        while i < 8 {
            table[x] |= ((x as u64 >> i) & 1) << (8 * i);
            i += 1;
        }
        x += 1;
    }
    table
};

/// The mask of the bytes of `x` (little-endian) that are `.`: bit `i` for byte `i`.
#[inline]
fn dots(x: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // A byte of `y` is zero exactly where `x` has a dot. Adding 0x7f to a byte's low seven bits
    // carries into its top bit iff they are not all zero, and never into the next byte.
    let y = x ^ 0x2e2e_2e2e_2e2e_2e2e;
    let nonzero = ((y & LOW7) + LOW7) | y;
    let zero = !nonzero & 0x8080_8080_8080_8080;
    gather_byte_bits(zero >> 7)
}

impl BipartiteGraph for Field {
    /// The next direction to try: right, down, left, up, then done.
    type Cursor = u8;

    fn vertex_count(&self) -> usize {
        (self.rows + 2) * self.stride
    }

    fn is_left(&self, v: u32) -> bool {
        v % 2 == 1
    }

    fn cursor(&self, _v: u32) -> u8 {
        0
    }

    #[inline]
    fn next_neighbour(&self, v: u32, cursor: &mut u8) -> Option<u32> {
        if !self.is_free_vertex(v) {
            return None;
        }
        let adjacent = self.adjacent(v);
        while let Some(&w) = adjacent.get(*cursor as usize) {
            *cursor += 1;
            if self.is_free_vertex(w) {
                return Some(w);
            }
        }
        None
    }

    /// Counted 64 cells at a time: the free bits shifted by each of the four steps are added
    /// bitwise into three bit planes of the counts, which a table spreads into bytes.
    fn byte_degrees(&self) -> Option<Vec<u8>> {
        let n = self.vertex_count();
        let stride = self.stride as isize;
        let mut degrees = Vec::with_capacity(n.next_multiple_of(64));
        for k in 0..n.div_ceil(64) {
            let start = 64 * k as isize;
            let here = self.free_from(start);
            let [right, down, left, up] =
                [1, stride, -1, -stride].map(|s| self.free_from(start + s));
            // Half adders: the count is `ones + 2 twos + 4 fours`. A pair's sum and carry never
            // both hold, so at most one of the carries into the twos does, unless both pairs'
            // carries do, and then the count is four.
            let (lr_sum, lr_carry) = (left ^ right, left & right);
            let (ud_sum, ud_carry) = (up ^ down, up & down);
            let ones = lr_sum ^ ud_sum;
            let twos = lr_carry ^ ud_carry ^ (lr_sum & ud_sum);
            let fours = lr_carry & ud_carry;
            let [ones, twos, fours] = [ones, twos, fours].map(|plane| plane & here);
            for byte in 0..8 {
                let plane = |bits| spread(bits, byte);
                let counts = plane(ones) | plane(twos) << 1 | plane(fours) << 2;
                degrees.extend_from_slice(&counts.to_le_bytes());
            }
        }
        degrees.truncate(n);
        Some(degrees)
    }

    /// All four adjacent cells of a free cell, obstacles and padding included (they are isolated
    /// vertices): the searches that read each candidate's mate or label skip them anyway, and
    /// leaving out four bit tests per cell makes them about a fifth faster on big fields. No test
    /// of `v` itself either, as the engine asks only about free cells: 3-4% of push-relabel's
    /// time on a random 2000 x 2000 field.
    #[inline]
    fn for_each_candidate(&self, v: u32, visit: impl FnMut(u32)) {
        debug_assert!(self.is_free_vertex(v), "candidates of the obstacle {v}");
        self.adjacent(v).into_iter().for_each(visit);
    }

    #[inline]
    fn for_each_neighbour(&self, v: u32, mut visit: impl FnMut(u32)) {
        if self.is_free_vertex(v) {
            self.for_each_candidate(v, |w| {
                if self.is_free_vertex(w) {
                    visit(w);
                }
            });
        }
    }

    /// The colour classes interleave (the stride is odd), so halving packs each side.
    #[inline]
    fn side_index(&self, v: u32) -> u32 {
        v / 2
    }

    fn side_len(&self) -> usize {
        self.vertex_count().div_ceil(2)
    }

    /// A cell's candidates are its four directions.
    const SLOTS: u8 = 4;

    /// The stride is odd, so the colours alternate along the cell numbers (see `is_left` and
    /// `side_index`).
    const ALTERNATING: bool = true;

    /// `1`, `stride`, and their negatives (wrapping): right, down, left, up (the cursor's order).
    #[inline]
    fn step(&self, s: u8) -> u32 {
        let step = select_unpredictable(s & 1 == 0, 1, self.stride as u32);
        select_unpredictable(s & 2 == 0, step, step.wrapping_neg())
    }

    /// The padded rows: a free cell's neighbours lie in its row or the rows next to it, as the
    /// padding column keeps a step of 1 from leaving a row.
    fn raster_width(&self) -> Option<usize> {
        Some(self.stride)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::geography::neighbours;

    fn field(rows: &[&str]) -> Field {
        let mut field = Field::new(rows.len(), rows[0].len(), Pos::START);
        for (r, text) in rows.iter().enumerate() {
            field.fill_row(r, text.as_bytes());
        }
        field
    }

    /// The rows of a `rows x cols` field whose cell `(r, c)` is free iff `free(r, c)`, and the
    /// field.
    fn pattern(
        rows: usize,
        cols: usize,
        free: impl Fn(usize, usize) -> bool,
    ) -> (Vec<String>, Field) {
        let text: Vec<String> = (0..rows)
            .map(|r| {
                (0..cols)
                    .map(|c| if free(r, c) { '.' } else { 'X' })
                    .collect()
            })
            .collect();
        let refs: Vec<&str> = text.iter().map(String::as_str).collect();
        let f = field(&refs);
        (text, f)
    }

    #[test]
    fn sides_are_the_chessboard_colours_for_both_parities_of_width() {
        for rows in [&["..", ".."][..], &["...", "...", "..."]] {
            let f = field(rows);
            for r in 0..f.rows() {
                for c in 0..f.cols() {
                    assert_eq!(f.is_left(f.vertex(r, c)), (r + c) % 2 == 0, "{r} {c}");
                }
            }
        }
    }

    #[test]
    fn dots_mark_exactly_the_dot_bytes() {
        // Every byte value in every position, among dots and obstacles.
        for position in 0..8 {
            for byte in 0..=u8::MAX {
                for filler in [b'.', b'X', 0, 0xff] {
                    let mut bytes = [filler; 8];
                    bytes[position] = byte;
                    let expected = (0..8)
                        .filter(|&i| bytes[i] == b'.')
                        .fold(0, |mask, i| mask | 1 << i);
                    assert_eq!(dots(u64::from_le_bytes(bytes)), expected, "{bytes:?}");
                }
            }
        }
    }

    #[test]
    fn rows_of_every_length_and_alignment_free_exactly_their_dots() {
        // Widths around the chunk of eight and the 64-bit word, so that chunks start at every
        // bit offset of a word and straddle words.
        for cols in [1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 130] {
            let (rows, f) = pattern(9, cols, |r, c| (r * 7 + c * c + c / 3) % 5 < 3);
            for (r, text) in rows.iter().enumerate() {
                for (c, byte) in text.bytes().enumerate() {
                    assert_eq!(f.is_free(r, c), byte == b'.', "{cols} cols, ({r}, {c})");
                }
            }
            // Nothing outside the cells.
            let free = (0..f.vertex_count() as u32)
                .filter(|&v| f.is_free_vertex(v))
                .count();
            assert_eq!(
                free,
                rows.iter()
                    .flat_map(|t| t.bytes())
                    .filter(|&b| b == b'.')
                    .count()
            );
        }
    }

    #[test]
    fn byte_degrees_count_the_neighbours() {
        // Widths around the 64-bit word, so that the four shifted words straddle words at
        // every offset; patterns with isolated cells, full rows and every degree.
        for cols in [1, 2, 3, 31, 62, 63, 64, 65, 127, 130] {
            for kind in 0..3 {
                let (_, f) = pattern(7, cols, |r, c| match kind {
                    0 => (r * 5 + c * c + c / 4) % 7 < 5,
                    1 => (r + c) % 3 != 0 || r == 3,
                    _ => true,
                });
                let degrees = f.byte_degrees().expect("a grid lists its degrees");
                assert_eq!(degrees.len(), f.vertex_count());
                for (v, &d) in (0..).zip(&degrees) {
                    assert_eq!(
                        usize::from(d),
                        neighbours(&f, v).count(),
                        "{cols} cols, {v}"
                    );
                }
            }
        }
    }

    #[test]
    fn cells_and_vertices_are_inverse() {
        for rows in [&["..", ".."][..], &["...", "...", "..."], &["."]] {
            let f = field(rows);
            for r in 0..f.rows() {
                for c in 0..f.cols() {
                    assert_eq!(f.cell(f.vertex(r, c)), (r, c));
                }
            }
        }
    }

    #[test]
    fn neighbours_stay_inside_and_skip_obstacles() {
        let f = field(&[".X.", "...", "X.."]);
        let near = |r, c| -> Vec<u32> { neighbours(&f, f.vertex(r, c)).collect() };
        // Right, down, left, up.
        assert_eq!(
            near(1, 1),
            vec![f.vertex(1, 2), f.vertex(2, 1), f.vertex(1, 0)]
        );
        assert_eq!(near(0, 0), vec![f.vertex(1, 0)]);
        assert_eq!(near(0, 2), vec![f.vertex(1, 2)]);
        assert_eq!(near(2, 2), vec![f.vertex(2, 1), f.vertex(1, 2)]);
        assert!(near(0, 1).is_empty());
        let mut visited = Vec::new();
        f.for_each_neighbour(f.vertex(1, 1), |w| visited.push(w));
        assert_eq!(visited, near(1, 1));
        // An obstacle has no neighbours, though free cells surround it.
        f.for_each_neighbour(f.vertex(0, 1), |w| panic!("the obstacle's neighbour {w}"));
        // Candidates of a free cell: the neighbours and otherwise only isolated vertices.
        for v in (0..f.vertex_count() as u32).filter(|&v| f.is_free_vertex(v)) {
            let mut candidates = Vec::new();
            f.for_each_candidate(v, |w| candidates.push(w));
            let near: Vec<u32> = neighbours(&f, v).collect();
            assert!(near.iter().all(|w| candidates.contains(w)), "{v}");
            assert!(
                candidates
                    .iter()
                    .all(|&w| near.contains(&w) || neighbours(&f, w).next().is_none()),
                "{v}"
            );
        }
        // Padding cells are obstacles without neighbours.
        assert!(
            (0..f.vertex_count() as u32)
                .all(|v| f.is_free_vertex(v) || neighbours(&f, v).next().is_none())
        );
    }

    #[test]
    fn steps_are_the_four_directions_and_side_indices_pack_each_side() {
        for rows in [&[".X.", "...", "X.."][..], &["..", "X."], &["."]] {
            let f = field(rows);
            let n = f.vertex_count() as u32;
            // Slots by cell coordinates (right, down, left, up), wherever the cell is in the
            // field; the neighbours test pins the same order through the cursor.
            for r in 0..f.rows() {
                for c in 0..f.cols() {
                    let v = f.vertex(r, c);
                    let steps = [
                        (r, c + 1),
                        (r + 1, c),
                        (r, c.wrapping_sub(1)),
                        (r.wrapping_sub(1), c),
                    ];
                    for (s, (row, col)) in (0..Field::SLOTS).zip(steps) {
                        if row < f.rows() && col < f.cols() {
                            let slot = v.wrapping_add(f.step(s));
                            assert_eq!(slot, f.vertex(row, col), "({r}, {c}) slot {s}");
                        }
                    }
                }
            }
            // Any slot byte, even one that is no slot: no panic.
            (0..=u8::MAX).for_each(|s| _ = f.step(s));
            for left in [true, false] {
                let mut seen = vec![false; f.side_len()];
                for v in (0..n).filter(|&v| f.is_left(v) == left) {
                    let i = f.side_index(v) as usize;
                    assert!(!seen[i], "{v} shares side index {i}");
                    seen[i] = true;
                }
            }
        }
    }
}
