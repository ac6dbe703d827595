//! Tests of `src/tools/explain.rs`.

use racing_car_trail::tools::explain::*;
use racing_car_trail::tools::text::input_text;

#[test]
fn the_spec_example_is_explained() {
    let input = "1 1\n.\n1 2\n..\n1 3\n...\n3 3\n...\n.X.\n...\n0 0\n";
    let output = explain(input).unwrap();
    assert_eq!(output.answer, racing_car_trail::solve(input).unwrap());
    insta::assert_snapshot!(output.explanation.unwrap(), @r"
    Alice (moving first) wins from a free cell iff every maximum matching of the free cells covers it
    (A). From an A cell she wins by moving to its mate in one maximum matching M (the arrow): M minus
    that edge is a maximum matching of the cells left, and it misses Bob's cell, so Bob loses there.
    field 1: 1 x 1, 1 free cell, maximum matching 0 edges, 0 A, 1 B
      B
    field 2: 1 x 2, 2 free cells, maximum matching 1 edge, 2 A, 0 B
      ><
    field 3: 1 x 3, 3 free cells, maximum matching 1 edge, 1 A, 2 B
      B>B
    field 4: 3 x 3, 8 free cells, maximum matching 4 edges, 8 A, 0 B
      ><v
      vX^
      ^><
    ");
}

#[test]
fn big_fields_get_counts_only() {
    let wide = input_text(&[vec![vec![b'.'; MAX_SHOWN_SIDE + 1]]]);
    let output = explain(&wide).unwrap();
    assert_eq!(output.answer, racing_car_trail::solve(&wide).unwrap());
    let text = output.explanation.unwrap();
    let after_preamble: Vec<&str> = text.lines().skip(3).collect();
    insta::assert_snapshot!(after_preamble.join("\n"), @r"
    field 1: 1 x 101, 101 free cells, maximum matching 50 edges, 50 A, 51 B
      (moves shown only for fields up to 100 x 100)
    ");
    let square = input_text(&[vec![vec![b'.'; MAX_SHOWN_SIDE]; MAX_SHOWN_SIDE]]);
    let text = explain(&square).unwrap().explanation.unwrap();
    assert_eq!(text.lines().count(), 3 + 1 + MAX_SHOWN_SIDE);
}

#[test]
fn errors_are_the_solver_s() {
    for input in ["", "1 2\n.\n0 0\n", "1 1\n.\n0 0\nx"] {
        assert_eq!(
            explain(input).unwrap_err(),
            racing_car_trail::solve(input).unwrap_err()
        );
    }
}
