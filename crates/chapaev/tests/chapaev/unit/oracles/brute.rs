//! Tests of `src/oracles/brute/`.

mod exact;
