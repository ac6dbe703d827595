//! Tests of `src/solver/memo.rs`.

use std::hash::{BuildHasher, BuildHasherDefault};

use chapaev::solver::memo::*;

#[cfg(target_pointer_width = "64")]
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
