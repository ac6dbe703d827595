//! Sets of vertices, one bit each.

/// A set of vertices, one bit each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexSet {
    /// The bits, vertex `v` at bit `v % 64` of word `v / 64`.
    pub words: Vec<u64>,
}

impl VertexSet {
    /// The empty set over vertices `0..n`.
    pub fn new(n: usize) -> VertexSet {
        VertexSet {
            words: vec![0; n.div_ceil(64)],
        }
    }

    /// Whether `v` is in the set.
    #[inline]
    pub fn contains(&self, v: u32) -> bool {
        self.words[v as usize / 64] >> (v % 64) & 1 == 1
    }

    /// Bit `i` says whether vertex `start + i` is in the set, for the 64 vertices from `start`
    /// on; vertices past the end are not.
    #[inline]
    pub fn bits_from(&self, start: u32) -> u64 {
        bit_window(&self.words, start as isize)
    }

    /// Takes `v` out.
    #[inline]
    pub(super) fn remove(&mut self, v: u32) {
        self.words[v as usize / 64] &= !(1u64 << (v % 64));
    }

    /// Adds `v`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, v: u32) -> bool {
        let word = &mut self.words[v as usize / 64];
        let bit = 1u64 << (v % 64);
        let new = *word & bit == 0;
        *word |= bit;
        new
    }
}

/// Bits `start..start + 64` of the bit array `words` (bit `i` of word `k` is bit `64 k + i`),
/// bit `j` of the result for bit `start + j`; bits outside the array read as 0.
#[inline]
pub(crate) fn bit_window(words: &[u64], start: isize) -> u64 {
    let word = |k: isize| {
        usize::try_from(k)
            .ok()
            .and_then(|k| words.get(k))
            .copied()
            .unwrap_or(0)
    };
    let (k, shift) = (start.div_euclid(64), start.rem_euclid(64));
    if shift == 0 {
        word(k)
    } else {
        word(k) >> shift | word(k + 1) << (64 - shift)
    }
}

/// Bit `i` set when byte `i` of `x` (little-endian) is 1, for an `x` whose bytes are each 0 or 1:
/// the product gathers the bytes' lowest bits into the top byte, bit `i` from byte `i`, and no
/// two partial products meet there.
#[inline]
pub(crate) fn gather_byte_bits(x: u64) -> u64 {
    x.wrapping_mul(0x0102_0408_1020_4080) >> 56
}
