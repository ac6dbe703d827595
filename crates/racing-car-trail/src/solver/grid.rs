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
pub fn dots(x: u64) -> u64 {
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
