//! Tests of `src/oracles/`.

mod baseline;
mod brute;
