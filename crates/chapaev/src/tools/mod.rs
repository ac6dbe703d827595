//! What the workspace's tools read: [`problem`] (`PROBLEM` and the command line), [`explore`],
//! [`draw`], [`explain`], [`shrink`], [`generate`] and [`text`] (the one writer of the input
//! formats).

pub mod draw;
pub mod explain;
pub mod explore;
pub mod generate;
pub mod problem;
pub mod shrink;
pub mod text;
