//! What the workspace's tools read: [`problem::PROBLEM`], `--moves` and `--play` ([`explore`]),
//! `--draw` ([`draw`]), `--explain` ([`explain`]), the checker's shrinking ([`shrink`]), the
//! generators ([`generate`]) and the one writer of the input format ([`text`]).

pub mod draw;
pub mod explain;
pub mod explore;
pub mod generate;
pub mod problem;
pub mod shrink;
pub mod text;
