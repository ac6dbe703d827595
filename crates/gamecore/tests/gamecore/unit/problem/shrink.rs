//! Tests of `src/problem/shrink.rs`.

use gamecore::InputError;
use gamecore::input::Reader;
use gamecore::problem::shrink::*;

/// A toy input: a number, within the contest up to 10, one step smaller by halving or
/// by one.
#[derive(Debug, PartialEq)]
struct Number(u64);

impl Shrink for Number {
    fn parse(input: &str) -> Result<Self, InputError> {
        let mut reader = Reader::new(input);
        let (n, _) = reader.integer("n", 1..=1000)?;
        reader.expect_end()?;
        Ok(Number(n))
    }
    fn to_input(&self) -> String {
        format!("{}\n", self.0)
    }
    fn within_contest(&self) -> bool {
        self.0 <= 10
    }
    fn smaller(self) -> impl Iterator<Item = Self> {
        [self.0 / 2, self.0 - 1].into_iter().map(Number)
    }
}

#[test]
fn the_text_form_parses_writes_back_and_refuses_what_does_not_parse() {
    let shrinking = Shrinking::of::<Number>();
    assert!((shrinking.within_contest)("10"));
    assert!(!(shrinking.within_contest)("11"));
    assert!(!(shrinking.within_contest)("x"));
    let steps: Vec<String> = (shrinking.smaller)("9").collect();
    assert_eq!(steps, ["4\n", "8\n"]);
    assert_eq!((shrinking.smaller)("1 1").count(), 0);
}
