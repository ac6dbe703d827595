//! Tests of `src/solver/team/`.

mod busy;
mod lockless;
mod member;
mod root;
mod words;
