//! The fast path. The free rows between land split into independent runs ([`river`], the model),
//! and a run's Grundy value has a closed form in its length and the state of its two ends
//! ([`grundy`], the core): the position's value is the XOR of its runs', read in one pass over the
//! land cells sorted by row.

pub mod grundy;
pub mod river;

pub use grundy::winning_move;
pub use river::{Cell, Column, End, Position, Run, is_legal, play};
