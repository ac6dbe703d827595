//! Tests of `src/solver/`.

mod circles;
mod forest;
mod grundy;
mod scan;
mod treap;
mod tries;
