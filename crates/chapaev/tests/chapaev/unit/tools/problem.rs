//! Tests of `src/tools/problem.rs`.

use chapaev::solver::position::SCALE;
use chapaev::tools::problem::*;
use chapaev::tools::shrink::Discs;
use gamecore::problem::{Draw, Shrink, Size};

fn draw(family: usize, size: Size) -> Draw {
    Draw {
        seed: 7,
        family,
        growth: 1.0,
        size,
        most: u64::MAX,
    }
}

#[test]
fn every_family_in_the_contest_is_the_judges_format_on_the_board() {
    for family in 0..FAMILIES.len() {
        let (input, _) = check_input(&draw(family, Size::Contest));
        let discs = Discs::parse(&input).unwrap_or_else(|e| panic!("{e}\n{input}"));
        assert!(!discs.extended && discs.radius == 4 * SCALE / 10, "{input}");
        let board = 0..=8 * SCALE;
        let on_board = |&(x, y): &(i64, i64)| board.contains(&x) && board.contains(&y);
        assert!(
            discs.red.iter().chain(&discs.white).all(on_board),
            "{input}"
        );
    }
}

#[test]
fn beyond_the_judge_family_keeps_the_contest_format_off_the_board() {
    let judge = FAMILIES.iter().position(|f| f.name == "judge").unwrap();
    let (input, _) = check_input(&draw(judge, Size::Beyond));
    let discs = Discs::parse(&input).unwrap_or_else(|e| panic!("{e}\n{input}"));
    assert!(!discs.extended, "{input}");
    let far = discs
        .red
        .iter()
        .any(|&(x, y)| x.abs().max(y.abs()) > 8 * SCALE);
    assert!(far, "{input}");
    for family in (0..FAMILIES.len()).filter(|&f| f != judge) {
        let (input, _) = check_input(&draw(family, Size::Beyond));
        assert!(input.starts_with("discs "), "{input}");
    }
}
