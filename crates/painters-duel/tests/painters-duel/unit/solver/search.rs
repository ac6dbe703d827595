//! Tests of `src/solver/search/`.

mod company;
mod entries;
mod guess;
mod key;
mod mtd;
mod order;
mod paths;
mod pocket;
mod refute;
mod regions;
mod split;
mod stack;
