//! Tests of `src/oracles/`.

mod prover;
