//! Chapaev's integration tests, one binary: the fast solver against the brute force, the
//! command line and its refusals, the witness, the explorer, the text writer, the testdata's
//! second methods, the tie orders and the threads.

mod common;
mod differential;
mod draw;
mod errors;
mod explore;
mod order;
mod race;
mod symmetry;
mod testdata;
mod text;
mod threads;
mod unit;
mod witness;
