//! Painters' Duel's integration tests, one binary: the fast solver against the brute force,
//! the prover, the threads, the command line and its refusals, the witness, the picture, the
//! explorer, the text writer and the testdata's second methods.

mod common;
mod differential;
mod draw;
mod errors;
mod explore;
mod prover;
mod side_thirteen;
mod side_twelve;
mod testdata;
mod text;
mod threads;
mod unit;
mod witness;
