//! Tests of `src/tools/`.

mod draw;
mod explain;
mod explore;
mod generate;
mod shrink;
