//! Tests of `src/oracles/`.

mod brute;
