//! Tests of `src/tools/draw.rs`.

use gamecore::Refusal;
use gamecore::svg::check::check;
use racing_car_trail::parse;
use racing_car_trail::solver::geography;
use racing_car_trail::tools::draw::*;
use racing_car_trail::tools::explain::symbol;
use racing_car_trail::tools::text::input_text;

const SPEC: &str = "1 1\n.\n1 2\n..\n1 3\n...\n3 3\n...\n.X.\n...\n0 0\n";

#[test]
fn the_spec_example_has_an_arrow_on_every_a_cell() {
    let picture = check(&draw(SPEC).unwrap());
    let fields = parse(SPEC).unwrap();
    let mut a_cells = 0;
    for (index, field) in fields.iter().enumerate() {
        let solution = geography::solve_with_matching(field);
        for row in 0..field.rows() {
            for col in 0..field.cols() {
                let id = format!("move-{}-{}-{}", index + 1, row + 1, col + 1);
                let arrow = picture.find(&id);
                let s = symbol(field, &solution, row, col);
                assert_eq!(arrow.is_some(), class(s) == "a", "{id}");
                a_cells += usize::from(arrow.is_some());
            }
        }
    }
    assert_eq!(a_cells, 2 + 1 + 8);
    // Field 3 is B A B: the middle cell moves to either end, and both ends are B.
    let to = picture.by_id("move-3-1-2").attr("data-to");
    assert!(to == "1-1" || to == "1-3", "{to}");
    assert_eq!(picture.with_class("blocked").len(), 1);
}

#[test]
fn rows_are_drawn_as_runs() {
    let open = input_text(&[vec![vec![b'.'; 200]; 3]]);
    let picture = check(&draw(&open).unwrap());
    let cells: Vec<_> = picture
        .elements
        .iter()
        .filter(|e| e.name == "rect" && e.attributes.contains_key("data-length"))
        .collect();
    let covered: usize = cells.iter().map(|e| e.number("data-length") as usize).sum();
    assert_eq!(covered, 600);
    assert!(cells.len() < 600, "{} rects for 600 cells", cells.len());
    assert!(
        picture.find("move-1-1-1").is_none(),
        "no arrows above the size limit"
    );
    assert!(
        picture
            .caption()
            .iter()
            .any(|l| l.contains("without arrows"))
    );
}

#[test]
fn too_many_runs_are_refused() {
    // Alternating obstacles: every cell is a run of its own.
    let row: Vec<u8> = (0..1000)
        .map(|i| if i % 2 == 0 { b'.' } else { b'X' })
        .collect();
    let input = input_text(&[vec![row; MAX_DRAWN_RUNS / 1000 + 1]]);
    assert!(matches!(draw(&input), Err(Refusal::Usage(_))));
    assert!(matches!(draw("1 2\n.\n0 0\n"), Err(Refusal::Input(_))));
}
