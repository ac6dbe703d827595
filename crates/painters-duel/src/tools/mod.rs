//! What the workspace's tools read: [`problem`] (`PROBLEM`, with the command line), [`explore`]
//! (`--moves`, `--play` and the explorer's page), [`draw`] (`--draw`), [`explain`]
//! (`--explain`), [`shrink`] (`cargo xtask check`), [`generate`] (the seeded generators) and
//! [`text`] (the one writer of the input format).

pub mod draw;
pub mod explain;
pub mod explore;
pub mod generate;
pub mod problem;
pub mod shrink;
pub mod text;
