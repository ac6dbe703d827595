//! Sprague–Grundy basics for impartial games under normal play.

use std::fmt;

/// A Grundy value (nimber): the one integer type for them across gamecore and the solvers, wide
/// enough for closed forms over huge positions (a run of 10^18 rows has a value that large).
pub type Grundy = u64;

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
    ///
    /// ```
    /// use gamecore::{Outcome, xor_sum};
    ///
    /// // Nim with heaps 1, 2 and 3: the XOR is 0, so the player to move loses.
    /// assert_eq!(Outcome::from_grundy(xor_sum([1, 2, 3])), Outcome::Loss);
    /// assert_eq!(Outcome::from_grundy(xor_sum([1, 2])), Outcome::Win);
    /// ```
    pub fn from_grundy(value: Grundy) -> Outcome {
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

/// The minimum excludant: the least non-negative integer not among `values`. The Grundy value
/// of a position is the mex of its options' values.
///
/// ```
/// use gamecore::mex;
///
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([2, 5]), 0);
/// // The options' values may repeat and come in any order.
/// assert_eq!(mex([1, 0, 1, 2]), 3);
/// assert_eq!(mex([]), 0);
/// ```
///
/// # Complexity
/// O(k) time and memory for k values.
pub fn mex(values: impl IntoIterator<Item = Grundy>) -> Grundy {
    let values: Vec<Grundy> = values.into_iter().collect();
    // The mex of k values is at most k, so larger values never matter.
    let mut seen = vec![false; values.len() + 1];
    for value in values {
        if let Some(slot) = usize::try_from(value).ok().and_then(|i| seen.get_mut(i)) {
            *slot = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as Grundy
}

/// The Grundy value of a sum of independent games: the XOR of their values.
///
/// ```
/// use gamecore::xor_sum;
///
/// assert_eq!(xor_sum([5, 9]), 12);
/// assert_eq!(xor_sum([]), 0);
/// ```
pub fn xor_sum(values: impl IntoIterator<Item = Grundy>) -> Grundy {
    values.into_iter().fold(0, |acc, v| acc ^ v)
}
