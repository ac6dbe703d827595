//! Tests of `src/tools/draw.rs`.

use gamecore::Refusal;
use gamecore::svg::check::check;
use more_reclamation::parse;
use more_reclamation::solver::winning_move;
use more_reclamation::tools::draw::*;
use proptest::prelude::*;

proptest! {
    /// The count that refuses a large river is the number of slots its picture would have.
    #[test]
    fn slot_count_counts_the_slots(
        rows in prop_oneof![1..200u64, Just(1_000_000_000_000_000_000u64)],
        cells in prop::collection::vec((1..200u64, any::<bool>()), 0..12),
    ) {
        let mut text = String::new();
        let mut kept: Vec<(u64, bool)> = Vec::new();
        for (row, right) in cells {
            let clash = kept.iter().any(|&(r, c)| r.abs_diff(row) <= 1 && (r == row || c != right));
            if row <= rows && !clash {
                kept.push((row, right));
            }
        }
        for (row, right) in &kept {
            text.push_str(&format!("{row} {}\n", if *right { 2 } else { 1 }));
        }
        let position = parse(&format!("{rows} {}\n{text}", kept.len()));
        prop_assert!(position.is_ok(), "{:?}", position);
        let position = position.unwrap();
        prop_assert_eq!(slot_count(&position), slots(&position).len());
    }
}

#[test]
fn sample_one_rings_the_winning_cell() {
    let picture = check(&draw("3 1\n1 1\n").unwrap());
    let cell = picture.by_id("winning-cell");
    assert_eq!(
        (cell.attr("data-row"), cell.attr("data-column")),
        ("3", "2")
    );
    assert_eq!(picture.by_id("run-2").attr("data-grundy"), "2");
    assert!(picture.by_id("cell-1-1").has_class("land"));
    assert!(picture.by_id("cell-2-2").has_class("blocked"));
    assert!(picture.by_id("cell-3-2").has_class("water"));
    assert!(picture.caption()[0].starts_with("WIN: reclaim cell (3, 2)"));
}

#[test]
fn a_huge_river_is_drawn_with_breaks() {
    let input = "1000000000000000000 2\n5 1\n999999999999999995 2\n";
    let svg = draw(input).unwrap();
    let picture = check(&svg);
    let breaks = picture.with_class("break");
    assert_eq!(breaks.len(), 1, "only the long middle run is elided");
    let middle: u64 = 999_999_999_999_999_994 - 6 + 1;
    assert_eq!(
        breaks[0].attr("data-rows"),
        (middle - 2 * SHOWN_ENDS).to_string()
    );
    assert!(svg.len() < 100_000);
    let position = parse(input).unwrap();
    let cell = winning_move(&position).unwrap();
    assert_eq!(
        picture.by_id("winning-cell").attr("data-row"),
        cell.row.to_string()
    );
}

#[test]
fn a_lost_position_has_no_winning_cell() {
    let picture = check(&draw("12 0").unwrap());
    assert!(picture.find("winning-cell").is_none());
    assert_eq!(picture.by_id("run-1").attr("data-grundy"), "0");
    assert!(picture.caption()[0].starts_with("LOSE"));
}

/// A river of `land` cells in column 1, one every other row: `2 land + 1` slots.
fn dense(land: usize) -> String {
    let cells: String = (1..=land).map(|i| format!("{} 1\n", 2 * i)).collect();
    format!("{} {land}\n{cells}", 2 * land + 1)
}

#[test]
fn too_many_rows_to_draw_are_refused() {
    let most = (MAX_DRAWN_SLOTS - 1) / 2;
    let svg = draw(&dense(most)).unwrap();
    // The size the limit's doc states: about 400 bytes a slot.
    assert!(svg.len() < 450 * MAX_DRAWN_SLOTS, "{} bytes", svg.len());
    assert!(matches!(draw(&dense(most + 1)), Err(Refusal::Usage(_))));
    assert!(matches!(draw("3 1\n4 1\n"), Err(Refusal::Input(_))));
}

#[test]
fn every_line_numbers_its_columns() {
    let picture = check(&draw(&dense(100)).unwrap());
    let columns: Vec<&str> = (picture.elements.iter())
        .filter(|e| e.name == "text" && e.attributes.get("x").is_some_and(|x| x == "8"))
        .map(|e| e.text.as_str())
        .collect();
    assert!(columns.len() >= 4 && columns.chunks(2).all(|pair| pair == ["1", "2"]));
}
