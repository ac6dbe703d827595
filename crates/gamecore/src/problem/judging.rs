//! What the contest's judge gives a program besides time ([`Resources`]), and how an input of
//! several tests splits into its tests and an answer into theirs ([`TestSplit`]), so that
//! `cargo xtask check` judges as the contest did and names the test that failed.

use super::shrink::Shrink;

/// The memory and stack the contest's judge gave a program.
#[derive(Clone, Copy, Debug)]
pub struct Resources {
    /// The memory limit in MB (MiB), the default of `cargo xtask check --memory-limit`.
    pub memory_mb: u64,
    /// The stack in MB, `None` where the judge set no stack limit of its own (the stack then
    /// counts against the memory limit alone); the default of `--stack`.
    pub stack_mb: Option<u64>,
    /// Where these figures come from, for `--help`.
    pub judge: &'static str,
}

/// How an input of several independent tests splits, for a report that names the failing test.
#[derive(Clone, Copy)]
pub struct TestSplit {
    /// Each test of a valid input, as an input holding that test alone (`None` when invalid).
    pub inputs: fn(&str) -> Option<Vec<String>>,
    /// Our answer to a valid input, split into the answers of its tests, in order.
    pub answers: fn(&str) -> Vec<String>,
}

/// A parsed input that is a list of independent tests.
pub trait Several: Shrink {
    /// One test.
    type Test: Clone;
    /// The tests, in input order.
    fn tests(&self) -> &[Self::Test];
    /// An input of these tests.
    fn of(tests: Vec<Self::Test>) -> Self;
}

/// Each test of `input` as an input of its own; `None` when `input` does not parse.
pub fn split_inputs<T: Several>(input: &str) -> Option<Vec<String>> {
    let whole = T::parse(input).ok()?;
    let alone = |test: &T::Test| T::of(vec![test.clone()]).to_input();
    Some(whole.tests().iter().map(alone).collect())
}

/// An answer of one line per test split into those lines (each with its line end).
pub fn answer_lines(answer: &str) -> Vec<String> {
    answer.split_inclusive('\n').map(str::to_owned).collect()
}

/// An answer whose tests each end with an empty line split after those empty lines.
pub fn answer_blocks(answer: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut block = String::new();
    for line in answer.split_inclusive('\n') {
        block.push_str(line);
        if line.trim().is_empty() {
            blocks.push(std::mem::take(&mut block));
        }
    }
    if !block.trim().is_empty() {
        blocks.push(block);
    }
    blocks
}
