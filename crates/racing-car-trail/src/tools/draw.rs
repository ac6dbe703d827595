//! `--draw`: each field, one below the other: `A` cells (Alice, moving first, wins from there) in
//! blue, `B` cells in orange, obstacles in grey, and on every `A` cell an arrow to the cell Alice
//! moves to first to win (the arrows of `--explain`'s move grid, [`symbol`]).
//!
//! Big fields stay compact: each row is drawn as one rectangle per run of equal cells, and arrows
//! are drawn only on fields of at most [`MAX_SHOWN_SIDE`] rows and columns, while the picture has
//! fewer than [`MAX_DRAWN_ARROWS`] (the caption says when some field has none). A picture holds
//! at most [`MAX_DRAWN_RUNS`] runs; an input above that is refused with a message that says so.

use gamecore::Refusal;
use gamecore::svg::{Num, Svg};

use crate::parse;
use crate::solver::geography::{self, Solution};
use crate::solver::grid::Field;
use crate::tools::explain::{MAX_SHOWN_SIDE, symbol};

/// The most runs of equal cells (rectangles) one picture holds.
pub const MAX_DRAWN_RUNS: usize = 100_000;
/// The most arrows one picture holds.
pub const MAX_DRAWN_ARROWS: usize = 20_000;
/// The width fields are scaled to, at most, in pixels.
const WIDTH: f64 = 720.0;
/// The largest cell side, in pixels.
const MAX_CELL: f64 = 28.0;
/// Height of a field's heading.
const HEADING: f64 = 22.0;
/// Space below a field.
const GAP: f64 = 16.0;

/// What a cell shows: its class in the style.
pub fn class(symbol: u8) -> &'static str {
    match symbol {
        b'X' => "blocked",
        b'B' => "b",
        _ => "a",
    }
}

/// The runs of equal classes in row `row`: (first column, length, class).
fn runs(field: &Field, solution: &Solution, row: usize) -> Vec<(usize, usize, &'static str)> {
    let mut runs: Vec<(usize, usize, &'static str)> = Vec::new();
    for col in 0..field.cols() {
        let kind = class(symbol(field, solution, row, col));
        match runs.last_mut() {
            Some((_, length, last)) if *last == kind => *length += 1,
            _ => runs.push((col, 1, kind)),
        }
    }
    runs
}

/// The picture of every field of `input`.
pub fn draw(input: &str) -> Result<String, Refusal> {
    let fields = parse(input)?;
    if fields.is_empty() {
        return Err(Refusal::Usage("the input has no field to draw".to_owned()));
    }
    let solutions: Vec<Solution> = fields.iter().map(geography::solve_with_matching).collect();
    check_size(&fields, &solutions)?;
    let sides: Vec<f64> = fields.iter().map(cell_side).collect();
    let height: f64 = fields
        .iter()
        .zip(&sides)
        .map(|(f, side)| HEADING + f.rows() as f64 * side + GAP)
        .sum();
    let width = fields
        .iter()
        .zip(&sides)
        .map(|(f, side)| f.cols() as f64 * side)
        .fold(0.0, f64::max);
    let mut svg = Svg::new(
        "Racing Car Trail: who wins from each cell, and Alice's winning first moves",
        width,
        height - GAP,
    );
    svg.arrowhead();
    let mut top = 0.0;
    let (mut arrows_left, mut all_arrows) = (MAX_DRAWN_ARROWS, true);
    for (index, ((field, solution), &side)) in fields.iter().zip(&solutions).zip(&sides).enumerate()
    {
        let (a, b) = counts(field, solution);
        let heading = format!(
            "field {}: {} x {}, {a} A, {b} B",
            index + 1,
            field.rows(),
            field.cols()
        );
        svg.text(0.0, top + 15.0, "heading", &heading);
        svg.open("g", &[("id", &format!("field-{}", index + 1))]);
        let origin = top + HEADING;
        draw_cells(&mut svg, field, solution, (origin, side));
        let small = field.rows() <= MAX_SHOWN_SIDE && field.cols() <= MAX_SHOWN_SIDE;
        if small && a <= arrows_left {
            arrows_left -= a;
            draw_arrows(&mut svg, field, solution, (origin, side), index + 1);
        } else {
            all_arrows &= a == 0;
        }
        svg.close();
        top = origin + field.rows() as f64 * side + GAP;
    }
    Ok(svg.finish(&caption(all_arrows)))
}

/// Refuses fields that together hold more than [`MAX_DRAWN_RUNS`] runs.
fn check_size(fields: &[Field], solutions: &[Solution]) -> Result<(), Refusal> {
    let mut total = 0;
    for (number, (field, solution)) in fields.iter().zip(solutions).enumerate() {
        total += (0..field.rows())
            .map(|row| runs(field, solution, row).len())
            .sum::<usize>();
        if total > MAX_DRAWN_RUNS {
            return Err(Refusal::Usage(format!(
                "the fields up to field {} hold more than {MAX_DRAWN_RUNS} runs of equal cells, \
                 more than one picture shows; draw fewer or smaller fields",
                number + 1
            )));
        }
    }
    Ok(())
}

/// The cells of `field`, one rectangle per run, its top-left corner at height `origin`.
fn draw_cells(svg: &mut Svg, field: &Field, solution: &Solution, (origin, side): (f64, f64)) {
    for row in 0..field.rows() {
        for (col, length, kind) in runs(field, solution, row) {
            svg.leaf(
                "rect",
                &[
                    ("class", &kind),
                    ("x", &Num(col as f64 * side)),
                    ("y", &Num(origin + row as f64 * side)),
                    ("width", &Num(length as f64 * side)),
                    ("height", &Num(side)),
                    ("data-row", &(row + 1)),
                    ("data-col", &(col + 1)),
                    ("data-length", &length),
                ],
            );
        }
    }
}

/// The side of one cell of `field`, in pixels: the field fits [`WIDTH`].
fn cell_side(field: &Field) -> f64 {
    (WIDTH / field.cols().max(1) as f64).min(MAX_CELL)
}

/// How many cells of `field` are `A` and how many `B`.
fn counts(field: &Field, solution: &Solution) -> (usize, usize) {
    let (mut a, mut b) = (0, 0);
    for row in 0..field.rows() {
        for col in 0..field.cols() {
            match symbol(field, solution, row, col) {
                b'X' => {}
                b'B' => b += 1,
                _ => a += 1,
            }
        }
    }
    (a, b)
}

/// An arrow on every `A` cell toward the cell Alice moves to.
fn draw_arrows(
    svg: &mut Svg,
    field: &Field,
    solution: &Solution,
    (origin, side): (f64, f64),
    number: usize,
) {
    // Thin enough for the cell, whose size depends on the field's (inherited by the arrows).
    svg.open("g", &[("stroke-width", &Num(side / 12.0))]);
    for row in 0..field.rows() {
        for col in 0..field.cols() {
            let (dr, dc): (isize, isize) = match symbol(field, solution, row, col) {
                b'^' => (-1, 0),
                b'v' => (1, 0),
                b'<' => (0, -1),
                b'>' => (0, 1),
                _ => continue,
            };
            // Mates point at each other: each arrow keeps to its right, like traffic.
            let (x, y) = (
                (col as f64 + 0.5 - 0.18 * dr as f64) * side,
                origin + (row as f64 + 0.5 + 0.18 * dc as f64) * side,
            );
            let reach = 0.8 * side;
            let to = (
                row.wrapping_add_signed(dr) + 1,
                col.wrapping_add_signed(dc) + 1,
            );
            svg.leaf(
                "line",
                &[
                    ("id", &format!("move-{number}-{}-{}", row + 1, col + 1)),
                    ("class", &"arrow"),
                    ("x1", &Num(x - 0.3 * side * dc as f64)),
                    ("y1", &Num(y - 0.3 * side * dr as f64)),
                    ("x2", &Num(x + reach * dc as f64)),
                    ("y2", &Num(y + reach * dr as f64)),
                    ("data-to", &format!("{}-{}", to.0, to.1)),
                ],
            );
        }
    }
    svg.close();
}

/// The caption: what the colours and arrows mean.
fn caption(arrows: bool) -> Vec<String> {
    let mut lines = vec![
        "Blue: A, Alice (moving first) wins from there; orange: B, Bob wins; grey: obstacle."
            .to_owned(),
        "Arrows: Alice's winning first move from each A cell (to its mate in a maximum matching)."
            .to_owned(),
    ];
    if !arrows {
        lines.push(format!(
            "Fields over {MAX_SHOWN_SIDE} x {MAX_SHOWN_SIDE}, and those past the first \
             {MAX_DRAWN_ARROWS} arrows, are drawn without arrows."
        ));
    }
    lines
}
