//! Tests of `src/lib.rs`.

use circles_game::*;
use gamecore::Pos;
use geom::Circle;

#[test]
fn parse_reads_circles_and_their_lines() {
    let circles = parse("2\n0 0 1\n  3 -4 5\n").unwrap();
    assert_eq!(
        circles.list().to_vec(),
        vec![Circle::new(0, 0, 1), Circle::new(3, -4, 5)]
    );
    assert_eq!(circles.starts()[1], Pos { line: 3, column: 3 });
}
