//! Tests of `src/solver/`.

mod grundy;
