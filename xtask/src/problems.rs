//! The registry of solver crates ([`problems`]).

pub use problems::{PROBLEMS, Problem, find};
