//! The inputs `cargo xtask check` generates: the judge asks a problem for one input at a time
//! with a [`Draw`] (a seed, a generator family, a growth and a cap), and the problem says in its
//! [`CheckInputs`] what its size axis is and what `--size beyond` means for it.

use super::ladder::{Size, grow};

/// One generated input as the judge asks for it. The same draw gives the same input everywhere.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Draw {
    /// The seed of this input (the judge derives it from the check's seed and the case number).
    pub seed: u64,
    /// The generator family, an index into the problem's `families`.
    pub family: usize,
    /// From 0 (tiny) to 1 (the largest the size and the cap allow).
    pub growth: f64,
    /// How large the inputs may grow.
    pub size: Size,
    /// The most on the problem's size axis (`--max-size`); `u64::MAX` when not capped.
    pub most: u64,
}

impl Draw {
    /// A value on the size axis: `lo` at growth 0, the lesser of `hi` and the cap (never below
    /// `lo`) at growth 1, geometrically in between.
    pub fn grow(&self, lo: u64, hi: u64) -> u64 {
        grow(self.growth, lo, hi.min(self.most).max(lo))
    }
}

/// How a problem makes the inputs of `cargo xtask check`.
#[derive(Clone, Copy)]
pub struct CheckInputs {
    /// One input for a draw, and a label of its size (`n=37`). Every family of the problem
    /// yields valid inputs, within the contest's format and limits for [`Size::Contest`], and
    /// no larger on the size axis than [`Draw::most`].
    pub generate: fn(&Draw) -> (String, String),
    /// What the size axis counts, which `--max-size` caps (`circles`, `sides of a field`).
    pub axis: &'static str,
    /// A valid input's size on that axis (0 for an input the axis does not apply to).
    pub measure: fn(&str) -> u64,
    /// What `--size beyond` gives for this problem, in a line of `--help`.
    pub beyond: &'static str,
}
