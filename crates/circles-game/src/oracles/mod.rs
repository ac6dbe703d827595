//! The oracles, independent of the sweep and the tries: the brute force ([`brute`], exhaustive
//! search over sets of red circles, containment decided pair by pair) and the contest approach
//! ([`baseline`], the forest by every pair and each Grundy value from its explicit option set).

pub mod baseline;
pub mod brute;
