//! gamecore's integration tests, one binary.

mod explore_play;
mod puzzle;
mod unit;
