//! Sprague–Grundy basics for impartial games under normal play.

use std::fmt;

/// The result of a position for the player about to move, under normal play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins with best play.
    Win,
    /// The player to move loses whatever she does.
    Loss,
}

impl Outcome {
    /// Sprague–Grundy: a position wins for the player to move iff its Grundy value is non-zero.
    pub fn from_grundy(value: u64) -> Outcome {
        if value == 0 {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Win => "win",
            Outcome::Loss => "loss",
        })
    }
}

/// The minimum excludant: the least non-negative integer not among `values`.
///
/// # Complexity
/// O(k) time and memory for k values.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    // The mex of k values is at most k, so larger values never matter.
    let mut seen = vec![false; values.len() + 1];
    for value in values {
        if let Some(slot) = seen.get_mut(value as usize) {
            *slot = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// The Grundy value of a sum of independent games: the XOR of their values.
pub fn xor_sum(values: impl IntoIterator<Item = u64>) -> u64 {
    values.into_iter().fold(0, |acc, v| acc ^ v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn mex_by_hand() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([1, 2]), 0);
        assert_eq!(mex([0, 1, 3]), 2);
        assert_eq!(mex([2, 0, 1, 0]), 3);
        assert_eq!(mex([7]), 0);
    }

    #[test]
    fn outcome_follows_grundy() {
        assert_eq!(Outcome::from_grundy(0), Outcome::Loss);
        assert_eq!(Outcome::from_grundy(5), Outcome::Win);
        assert_eq!(xor_sum([1, 2, 3]), 0);
        assert_eq!(xor_sum([5, 9]), 12);
    }

    proptest! {
        #[test]
        fn mex_is_least_missing(values in proptest::collection::vec(0u32..12, 0..16)) {
            let m = mex(values.iter().copied());
            prop_assert!(!values.contains(&m));
            prop_assert!((0..m).all(|v| values.contains(&v)));
        }
    }
}
