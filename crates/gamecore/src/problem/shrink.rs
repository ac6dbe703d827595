//! Shrinking, as `cargo xtask check` uses it on an input a contestant's program fails: a crate
//! implements [`Shrink`] on its parsed input, and [`Shrinking::of`] gives the judge the same
//! steps as text.
//!
//! The steps are an iterator, biggest first, so that the judge stops at the first candidate that
//! still fails and never builds the others: a step that drops one of two million circles costs
//! nothing until it is reached.

use crate::input::InputError;

/// A problem's parsed input that can be written back and made one step smaller.
pub trait Shrink: Sized + 'static {
    /// Reads an input, as the solver does (the same refusals).
    fn parse(input: &str) -> Result<Self, InputError>;

    /// The input as text; it parses back to the same value. The crate's one writer of inputs.
    fn to_input(&self) -> String;

    /// Whether the input is within the contest's format and limits (the crate's `CONTEST_*`).
    fn within_contest(&self) -> bool;

    /// Inputs one step smaller, biggest steps first, by a measure that every step lowers so that
    /// repeated shrinking ends. A candidate may break the rules: the judge keeps those that
    /// parse back and on which the program still fails.
    fn smaller(self) -> impl Iterator<Item = Self>;
}

/// One-step-smaller inputs as text, made on demand.
pub type Candidates = Box<dyn Iterator<Item = String>>;

/// A problem's [`Shrink`] impl as text in, text out: what the judge calls.
#[derive(Clone, Copy)]
pub struct Shrinking {
    /// Whether a valid input is within the contest's format and limits (false when invalid).
    pub within_contest: fn(&str) -> bool,
    /// The inputs one step smaller than a valid input, biggest steps first (none when invalid).
    pub smaller: fn(&str) -> Candidates,
}

impl Shrinking {
    /// The text form of `T`'s impl.
    pub const fn of<T: Shrink>() -> Self {
        Shrinking {
            within_contest: within_contest::<T>,
            smaller: smaller_inputs::<T>,
        }
    }
}

/// Whether `input` parses as a `T` within the contest.
pub fn within_contest<T: Shrink>(input: &str) -> bool {
    T::parse(input).is_ok_and(|value| value.within_contest())
}

/// The text of each input one step smaller than `input`, lazily; none when it does not parse.
pub fn smaller_inputs<T: Shrink>(input: &str) -> Candidates {
    match T::parse(input) {
        Ok(value) => Box::new(value.smaller().map(|smaller| smaller.to_input())),
        Err(_) => Box::new(std::iter::empty()),
    }
}
