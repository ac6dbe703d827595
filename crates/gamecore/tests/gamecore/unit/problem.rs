//! Tests of `src/problem/`.

mod check;
mod judging;
mod ladder;
mod reduce;
mod shrink;
