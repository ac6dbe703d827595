//! The oracles, independent of the closed form: the brute force ([`brute`], exhaustive search over
//! the cells straight from the rules) and the contest approach ([`baseline`], a mex table over
//! runs of free rows, the benchmark's reference).

pub mod baseline;
pub mod brute;
