//! Tests of `src/tools/explain.rs`.

use painters_duel::Options;
use painters_duel::tools::explain::*;

#[test]
fn sample_one_is_explained() {
    let input = "2\n2 1 1 2 1 0\n2 2 2 1 1 2\n2 1\n2 3\n";
    let output = explain(input, &Options::default()).unwrap();
    assert_eq!(output.answer, painters_duel::solve(input).unwrap());
    insta::assert_snapshot!(output.explanation.unwrap(), @r"
    Case #1: score 2
      Alma starts in (1, 1), Berthe in (2, 1), 2 rooms to paint; a principal variation (every move a best move):
      1. Alma (1, 1) -> (2, 2)
      2. Berthe is stuck and skips
      3. Alma (2, 2) -> (2, 3)
      both are stuck: the game ends
      Alma painted 3 rooms, Berthe 1 (start rooms included): score 3 - 1 = 2
    Case #2: score 0
      Alma starts in (2, 2), Berthe in (1, 1), 0 rooms to paint; a principal variation (every move a best move):
      both are stuck: the game ends
      Alma painted 1 room, Berthe 1 (start rooms included): score 1 - 1 = 0
    ");
}
