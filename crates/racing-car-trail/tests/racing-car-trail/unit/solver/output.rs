//! Tests of `src/solver/output.rs`.

use racing_car_trail::parse;
use racing_car_trail::solver::geography;
use racing_car_trail::solver::output::*;

#[test]
fn outcomes_are_written_as_one_cell_at_a_time_writes_them() {
    // Widths around the 64 cells of a word, at every offset of a row's first cell in its
    // word (rows start `stride` apart), with both answers and obstacles.
    for cols in [1, 7, 63, 64, 65, 127, 128, 129, 200] {
        let rows = 9;
        let mut input = format!("{rows} {cols}\n");
        for r in 0..rows {
            input.extend((0..cols).map(|c| if (r * 3 + c * c) % 7 < 5 { '.' } else { 'X' }));
            input.push('\n');
        }
        input.push_str("0 0\n");
        let field = &parse(&input).unwrap()[0];
        let outcomes = geography::solve(field);
        let (mut fast, mut slow) = (Vec::new(), Vec::new());
        write_outcomes(field, &outcomes, &mut fast);
        write_field(field, |v| outcomes.first_player_wins(v), &mut slow);
        assert_eq!(
            String::from_utf8(fast),
            String::from_utf8(slow),
            "{cols} columns"
        );
    }
}
