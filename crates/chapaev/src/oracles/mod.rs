//! What the fast path is checked against: [`brute`], the game from the rules alone (its own
//! exact angular sort and big integers, gamecore's generic solver), and [`baseline`], the contest
//! approach: the unpruned hit sets over the dense [`table`] of every (live set, side to move),
//! which the tests also use as the search's oracle.

pub mod baseline;
pub mod brute;
pub mod table;
