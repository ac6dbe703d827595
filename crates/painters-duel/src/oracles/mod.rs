//! The oracles the fast solver is checked against, each written apart from it: the brute force
//! ([`brute`], the rules on gamecore's generic minimax), the contest approach ([`baseline`], plain
//! minimax without memo, for the benchmark) and an independent prover ([`prover`], null-window
//! proofs with bounds of its own). None reads the search or its bounds; they share only the
//! model: the parsed [`crate::Duel`], the room-set type and the triangle's constant tables.

pub mod baseline;
pub mod brute;
pub mod prover;
