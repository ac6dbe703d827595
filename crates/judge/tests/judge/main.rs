//! The judge's integration tests, one binary: real and deliberately wrong contestants judged
//! on the registry's problems (verdicts, resources, timing, search, shrinking, Python programs).

mod common;
mod outcome;
mod python;
mod resources;
mod search;
mod shrink_reach;
mod shrunk;
mod timing;
mod verdicts;
