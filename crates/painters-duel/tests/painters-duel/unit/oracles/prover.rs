//! Tests of `src/oracles/prover/`.

mod order;
mod paths;
