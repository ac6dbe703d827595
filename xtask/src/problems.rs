//! The registry of solver crates, as the judge library holds it ([`judge::registry`]).

pub use judge::registry::{PROBLEMS, Problem, find};
