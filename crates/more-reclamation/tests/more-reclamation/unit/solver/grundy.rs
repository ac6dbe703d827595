//! Tests of `src/solver/grundy.rs`.

use more_reclamation::parse;
use more_reclamation::solver::grundy::*;
use more_reclamation::solver::river::{Column, End, Run};
use more_reclamation::solver::river::{is_legal, play};

#[test]
fn runs_of_a_position() {
    use Column::*;
    let position = parse("10 2\n7 2\n3 1\n").unwrap();
    let runs: Vec<Run> = position.runs().collect();
    let run = |length, top, bottom| Run {
        length,
        top,
        bottom,
    };
    assert_eq!(
        runs,
        vec![
            run(2, End::Edge, End::Limited(Left)),
            run(3, End::Limited(Left), End::Limited(Right)),
            run(3, End::Limited(Right), End::Edge),
        ]
    );
    // 2 xor 0 xor 3 = 1.
    assert_eq!(position.grundy(), 1);
    assert_eq!(Left.other(), Right);
}

#[test]
fn huge_runs_get_a_witness_from_the_candidates() {
    for input in [
        "1000000000000000000 1\n1 1\n",
        "999999999999999999 0\n",
        "1000000000000000000 2\n5 1\n999999999999999990 2\n",
        "1000000000000000000 1\n77777 2\n",
    ] {
        let position = parse(input).unwrap();
        assert_ne!(position.grundy(), 0, "{input}");
        let cell = winning_move(&position).unwrap_or_else(|| panic!("{input}"));
        assert!(is_legal(&position, cell), "{input}: {cell:?}");
        assert_eq!(play(&position, cell).grundy(), 0, "{input}");
    }
}
