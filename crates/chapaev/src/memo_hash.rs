//! The hash of the sequential memo's keys (live sets), as good on 32-bit targets as on 64-bit.
//!
//! `FxHasher` multiplies in a `usize`. On WebAssembly that is 32 bits, and its hash rotated by 15
//! puts the product's low bits at the top of a large table's bucket index: bits that depend only
//! on the live set's lowest discs, which most positions of a search share. The keys then crowd
//! a few stretches of the table, where hashbrown's probes (8-byte groups there) run long. Here
//! the product has 64 bits on every target and both the bucket index and hashbrown's 7-bit tag
//! come from its top half; on 64-bit targets the hash is `FxHasher`'s, bit for bit.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// `FxHasher`'s 64-bit multiplier.
const K: u64 = 0xf135_7aea_2e62_a9c5;

/// hashbrown takes the bucket index from the hash's low bits and the tag from its top 7 bits of
/// 64, or of the low 32 where `usize` has 32 bits: the product's top bits must land in both.
#[cfg(target_pointer_width = "64")]
const ROTATE: u32 = 26;
#[cfg(not(target_pointer_width = "64"))]
const ROTATE: u32 = 32;

/// The hasher of [`LiveMap`]: a multiply per `u32` written.
#[derive(Clone, Copy, Debug, Default)]
pub struct LiveHasher(u64);

impl Hasher for LiveHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(K);
        }
    }

    fn write_u32(&mut self, live: u32) {
        self.0 = (self.0 ^ u64::from(live)).wrapping_mul(K);
    }

    fn finish(&self) -> u64 {
        self.0.rotate_left(ROTATE)
    }
}

/// A hash map keyed by live sets, with [`LiveHasher`].
pub type LiveMap<V> = HashMap<u32, V, BuildHasherDefault<LiveHasher>>;

#[cfg(all(test, target_pointer_width = "64"))]
mod tests {
    use std::hash::BuildHasher;

    use super::*;

    #[test]
    fn is_fx_hash_on_64_bit_targets() {
        let ours = BuildHasherDefault::<LiveHasher>::default();
        for live in [0u32, 1, 0xffff, 0xdead_beef, u32::MAX] {
            assert_eq!(
                ours.hash_one(live),
                rustc_hash::FxBuildHasher.hash_one(live)
            );
        }
    }
}
