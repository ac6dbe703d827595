//! Tests of `src/solver/`.

mod geography;
mod grid;
mod output;
