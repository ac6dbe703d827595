//! Scaffold.

use gamecore::InputError;

/// Scaffold.
pub fn solve(input: &str) -> Result<String, InputError> {
    super::solve(input)
}
