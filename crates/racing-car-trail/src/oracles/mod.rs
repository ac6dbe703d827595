//! The oracles: the brute force ([`brute`], the trail game played out exhaustively from the rules,
//! knowing nothing of matchings) and the contest approach ([`baseline`], one maximum matching by
//! Kuhn's augmenting searches, then one more search per matched cell).

pub mod baseline;
pub mod brute;
