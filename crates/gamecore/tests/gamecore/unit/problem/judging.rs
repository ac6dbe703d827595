//! Tests of `src/problem/judging.rs`.

use gamecore::problem::judging::*;

#[test]
fn answers_split_by_lines_and_by_blocks() {
    assert_eq!(
        answer_lines("Case #1: 2\nCase #2: 0\n"),
        ["Case #1: 2\n", "Case #2: 0\n"]
    );
    assert_eq!(answer_blocks("AB\nBA\n\nX\n\n"), ["AB\nBA\n\n", "X\n\n"]);
    // A last block without its empty line is kept.
    assert_eq!(answer_blocks("A\n\nB\n"), ["A\n\n", "B\n"]);
    assert!(answer_blocks("").is_empty());
}
