//! Tests of `src/solver/`.

mod atomic_memo;
mod children;
mod memo;
mod order;
mod parallel;
mod position;
mod race;
