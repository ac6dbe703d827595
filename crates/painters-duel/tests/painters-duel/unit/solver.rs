//! Tests of `src/solver/`.

mod board;
mod search;
mod small_blocks;
mod table;
mod team;
mod wide;
