//! Tests of `src/tools/`.

mod draw;
mod explain;
mod generate;
mod shrink;
