//! Tests of `src/solver/search/`.

mod entries;
mod key;
mod mtd;
mod order;
mod paths;
mod pocket;
mod stack;
