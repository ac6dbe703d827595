//! Tests of `src/tools/explain.rs`.

use more_reclamation::parse;
use more_reclamation::tools::explain::*;

#[test]
fn sample_one_is_explained() {
    let output = explain("3 1\n1 1\n").unwrap();
    assert_eq!(output.answer, "WIN\n");
    insta::assert_snapshot!(output.explanation.unwrap(), @r"
    river of 3 rows, 1 land cell(s); the free rows form independent runs (Sprague-Grundy):
      rows 2..=3: 2 rows, ends column 1 / river edge, Grundy value 2
    XOR of the run values: 2
    WIN: reclaim cell (3, 2); every run value then XORs to 0
    ");
}

#[test]
fn losing_positions_have_no_witness() {
    let position = parse("12 0").unwrap();
    assert_eq!(winning_move(&position), None);
    assert!(
        explain("12 0")
            .unwrap()
            .explanation
            .unwrap()
            .contains("LOSE")
    );
}
