//! Tests of `src/solver/`.

mod board;
mod search;
mod table;
mod team;
mod wide;
