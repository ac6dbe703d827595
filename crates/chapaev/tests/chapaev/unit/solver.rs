//! Tests of `src/solver/`.

mod atomic_memo;
mod children;
mod killers;
mod memo;
mod order;
mod parallel;
mod position;
mod race;
