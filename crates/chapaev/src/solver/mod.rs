//! The fast path. The model is [`position`] (the parsed discs); the moves are [`hits`] (every
//! distinct set one shot can remove, found exactly, dominated sets dropped). The core is the
//! sequential search in [`search`], with its memo in [`memo`]: a memoised depth-first search from
//! the start, best shots first (after the shots that last won a position of the same size,
//! [`killers`]), that drops children another is at least as good as ([`children`]), decides
//! lopsided positions by counting discs ([`race`], most reaches read from a table: [`reach_table`]) and stores each position under its smallest
//! image by the start's exact symmetries ([`symmetry`]). On one thread it runs in turn under two
//! orders for shots equal on material, on one memo ([`order`]). The thread team is a layer above
//! that calls the core: [`parallel`] runs the same search on several threads over the lock-free
//! memo of [`atomic_memo`].

pub mod atomic_memo;
pub mod children;
pub mod counts;
pub mod hits;
pub mod killers;
pub mod memo;
pub mod order;
pub mod parallel;
pub mod position;
pub mod race;
pub mod reach_table;
pub mod search;
pub mod symmetry;
