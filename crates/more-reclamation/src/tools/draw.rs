//! `--draw`: the river as a strip, row 1 at the left, column 1 above column 2, wrapped into lines;
//! each row's number under it and the columns' numbers at the left of each line, so that a cell
//! `(row, column)` of the move table can be found.
//!
//! Land is brown, water blue, water that can never be reclaimed (its row holds land, or land next
//! to it sits in the other column) grey, and the winning cell is ringed in green. Each run of free
//! rows carries a bracket with its Grundy value. A run longer than [`FULL_RUN`] rows is drawn as its
//! first and last [`SHOWN_ENDS`] rows around a marked break that says how many rows it hides, so a
//! river of 10^18 rows stays readable.

use gamecore::Refusal;
use gamecore::svg::{Num, Svg};

use crate::parse;
use crate::solver::river::{allowed, located_runs};
use crate::solver::{Cell, Column, Position, Run, winning_move};

/// The rows drawn at each end of a long run; the rows between them become a break.
pub const SHOWN_ENDS: u64 = 4;
/// The longest run drawn in full.
pub const FULL_RUN: u64 = 24;
/// The most slots (rows and breaks) a picture shows: 1,500 slots are about 38 lines of the strip
/// and 0.6 MB of SVG (about 400 bytes a slot), still a page to scroll; past that a picture is a
/// wall of cells nobody reads. Long runs are elided, so only land cells make a river long: it
/// passes the limit from about 150 land cells among long runs, 1,500 in a dense river.
pub const MAX_DRAWN_SLOTS: usize = 1500;

/// Width and height of one cell, in pixels.
const CELL: f64 = 22.0;
/// Width of a break.
const BREAK: f64 = 2.0 * CELL;
/// Width of the strip's lines.
const LINE_WIDTH: f64 = 880.0;
/// Height of the band above a strip line that holds the run brackets.
const BRACKETS: f64 = 24.0;
/// Space between two strip lines.
const GAP: f64 = 14.0;
/// Width of one digit of a rotated row number.
const DIGIT: f64 = 6.5;
/// Width of the column numbers at the left of each strip line.
const COLUMNS: f64 = 16.0;

/// What one slot of the strip shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A row holding land in `Column`.
    Land(u64, Column),
    /// Row `row` of run `run`: its `k`-th row (1-based).
    Free {
        /// The row.
        row: u64,
        /// The run's index.
        run: usize,
        /// The row's place in the run, from 1.
        k: u64,
    },
    /// Rows hidden inside a long run.
    Break {
        /// The run's index.
        run: usize,
        /// The rows hidden.
        rows: u64,
    },
}

impl Slot {
    fn width(self) -> f64 {
        match self {
            Slot::Break { .. } => BREAK,
            _ => CELL,
        }
    }

    fn run(self) -> Option<usize> {
        match self {
            Slot::Land(..) => None,
            Slot::Free { run, .. } | Slot::Break { run, .. } => Some(run),
        }
    }

    /// The text under the slot: its row number, or how many rows a break hides.
    fn label(self) -> String {
        match self {
            Slot::Land(row, _) | Slot::Free { row, .. } => row.to_string(),
            Slot::Break { rows, .. } => format!("{rows} rows"),
        }
    }
}

/// The strip's slots, top row first; long runs elided.
pub fn slots(position: &Position) -> Vec<Slot> {
    let mut slots = Vec::new();
    let land = position.land();
    for (run, located) in located_runs(position).enumerate() {
        let length = located.run.length;
        let mut free = |k: u64| {
            slots.push(Slot::Free {
                row: located.first + k - 1,
                run,
                k,
            })
        };
        if length <= FULL_RUN {
            (1..=length).for_each(&mut free);
        } else {
            (1..=SHOWN_ENDS).for_each(&mut free);
            slots.push(Slot::Break {
                run,
                rows: length - 2 * SHOWN_ENDS,
            });
            (length - SHOWN_ENDS + 1..=length).for_each(|k| {
                slots.push(Slot::Free {
                    row: located.first + k - 1,
                    run,
                    k,
                });
            });
        }
        if let Some(cell) = land.get(run) {
            slots.push(Slot::Land(cell.row, cell.column));
        }
    }
    slots
}

/// The slots broken into lines of at most [`LINE_WIDTH`] pixels.
fn lines(slots: &[Slot]) -> Vec<&[Slot]> {
    let mut lines = Vec::new();
    let (mut start, mut width) = (0, 0.0);
    for (i, slot) in slots.iter().enumerate() {
        if width + slot.width() > LINE_WIDTH && i > start {
            lines.push(&slots[start..i]);
            (start, width) = (i, 0.0);
        }
        width += slot.width();
    }
    lines.push(&slots[start..]);
    lines
}

/// How many slots [`slots`] makes, counted without making them: a river past the limit is
/// refused before a million slots are built.
pub fn slot_count(position: &Position) -> usize {
    let shown = |length: u64| match usize::try_from(length) {
        Ok(length) if length <= FULL_RUN as usize => length,
        _ => 2 * SHOWN_ENDS as usize + 1,
    };
    let runs: usize = located_runs(position).map(|l| shown(l.run.length)).sum();
    runs + position.land().len()
}

/// The picture of `input`: the river, the runs' values and the winning cell.
pub fn draw(input: &str) -> Result<String, Refusal> {
    draw_position(&parse(input)?)
}

/// The picture of a parsed river ([`draw`]'s).
pub fn draw_position(position: &Position) -> Result<String, Refusal> {
    let count = slot_count(position);
    if count > MAX_DRAWN_SLOTS {
        return Err(Refusal::Usage(format!(
            "{} land cells make {count} rows to draw, too many (at most {MAX_DRAWN_SLOTS})",
            position.land().len(),
        )));
    }
    let slots = slots(position);
    let lines = lines(&slots);
    let digits = slots.iter().map(|s| s.label().len()).max().unwrap_or(1);
    let labels = digits as f64 * DIGIT + 6.0;
    let line_height = BRACKETS + 2.0 * CELL + labels + GAP;
    let width = COLUMNS
        + lines
            .iter()
            .map(|line| line.iter().map(|s| s.width()).sum::<f64>())
            .fold(0.0, f64::max);
    let mut svg = Svg::new(
        "More Reclamation: the river, its runs and the winning cell",
        width,
        lines.len() as f64 * line_height - GAP,
    );
    let runs: Vec<_> = located_runs(position).map(|l| l.run).collect();
    let winner = winning_move(position);
    for (i, line) in lines.iter().enumerate() {
        let top = i as f64 * line_height;
        draw_brackets(&mut svg, line, &runs, top);
        for column in [Column::Left, Column::Right] {
            let y = top + BRACKETS + lane(column) + CELL / 2.0;
            svg.text(COLUMNS / 2.0, y, "label small", &(column as u8).to_string());
        }
        let mut x = COLUMNS;
        for &slot in line.iter() {
            draw_slot(&mut svg, slot, &runs, (x, top + BRACKETS));
            draw_label(&mut svg, slot, (x, top + BRACKETS));
            if let (Some(cell), Slot::Free { row, .. }) = (winner, slot)
                && cell.row == row
            {
                draw_winning_cell(&mut svg, cell, (x, top + BRACKETS));
            }
            x += slot.width();
        }
    }
    Ok(svg.finish(&caption(position, winner)))
}

/// The slot's row number (or a break's count of rows), under the slot at (`x`, `y`).
fn draw_label(svg: &mut Svg, slot: Slot, (x, y): (f64, f64)) {
    let (cx, y) = (x + slot.width() / 2.0, y + 2.0 * CELL + 4.0);
    svg.text_element(
        "text",
        &[
            ("x", &Num(cx)),
            ("y", &Num(y)),
            ("class", &"small"),
            ("transform", &format!("rotate(90 {} {})", Num(cx), Num(y))),
            ("dominant-baseline", &"central"),
        ],
        &slot.label(),
    );
}

/// The ring on the winning cell, in the slot at (`x`, `y`).
fn draw_winning_cell(svg: &mut Svg, cell: Cell, (x, y): (f64, f64)) {
    let y = y + lane(cell.column);
    svg.leaf(
        "rect",
        &[
            ("id", &"winning-cell"),
            ("class", &"win"),
            ("x", &Num(x + 1.5)),
            ("y", &Num(y + 1.5)),
            ("width", &Num(CELL - 3.0)),
            ("height", &Num(CELL - 3.0)),
            ("data-row", &cell.row),
            ("data-column", &(cell.column as u8)),
        ],
    );
}

/// The y offset of a column's lane within a strip line.
fn lane(column: Column) -> f64 {
    match column {
        Column::Left => 0.0,
        Column::Right => CELL,
    }
}

/// One slot: two cells, or a break across both lanes.
fn draw_slot(svg: &mut Svg, slot: Slot, runs: &[Run], (x, y): (f64, f64)) {
    let cell = |svg: &mut Svg, row: u64, column: Column, class: &str| {
        let id = format!("cell-{row}-{}", column as u8);
        // A cell that may be reclaimed names its move, for the explorer's clicks.
        let name = format!("reclaim cell ({row}, {})", column as u8);
        let (left, top, side) = (Num(x), Num(y + lane(column)), Num(CELL));
        let mut attrs: Vec<(&str, &dyn std::fmt::Display)> = vec![
            ("id", &id),
            ("class", &class),
            ("x", &left),
            ("y", &top),
            ("width", &side),
            ("height", &side),
        ];
        if class == "water" {
            attrs.push(("data-move", &name));
        }
        svg.leaf("rect", &attrs);
    };
    match slot {
        Slot::Land(row, column) => {
            cell(svg, row, column, "land");
            cell(svg, row, column.other(), "blocked");
        }
        Slot::Free { row, run, k } => {
            for column in [Column::Left, Column::Right] {
                let class = if allowed(&runs[run], k, column) {
                    "water"
                } else {
                    "blocked"
                };
                cell(svg, row, column, class);
            }
        }
        Slot::Break { rows, .. } => {
            svg.leaf(
                "rect",
                &[
                    ("class", &"break"),
                    ("x", &Num(x + 3.0)),
                    ("y", &Num(y)),
                    ("width", &Num(BREAK - 6.0)),
                    ("height", &Num(2.0 * CELL)),
                    ("data-rows", &rows),
                ],
            );
            svg.text(x + BREAK / 2.0, y + CELL, "label", "…");
        }
    }
}

/// Above each run's slots in this line: a bracket, and its Grundy value where the run starts.
fn draw_brackets(svg: &mut Svg, line: &[Slot], runs: &[Run], top: f64) {
    let mut x = COLUMNS;
    let mut i = 0;
    while i < line.len() {
        let Some(run) = line[i].run() else {
            x += line[i].width();
            i += 1;
            continue;
        };
        let start = x;
        // Named by the row it starts at; a run that wraps is labelled on its first line only.
        let first_row = match line[i] {
            Slot::Free { row, k: 1, .. } => Some(row),
            _ => None,
        };
        while i < line.len() && line[i].run() == Some(run) {
            x += line[i].width();
            i += 1;
        }
        let y = top + BRACKETS - 4.0;
        svg.leaf(
            "path",
            &[
                ("class", &"frame"),
                (
                    "d",
                    &format!(
                        "M {} {} V {} H {} V {}",
                        Num(start + 2.0),
                        Num(y),
                        Num(y - 5.0),
                        Num(x - 2.0),
                        Num(y)
                    ),
                ),
            ],
        );
        if let Some(row) = first_row {
            svg.text_element(
                "text",
                &[
                    ("id", &format!("run-{row}")),
                    ("class", &"label grundy"),
                    ("x", &Num((start + x) / 2.0)),
                    ("y", &Num(y - 13.0)),
                    ("data-grundy", &runs[run].grundy()),
                ],
                &format!("G={}", runs[run].grundy()),
            );
        }
    }
}

/// The answer and the reason, for the caption.
fn caption(position: &Position, winner: Option<Cell>) -> Vec<String> {
    let total = position.grundy();
    let first = match winner {
        Some(cell) => format!(
            "WIN: reclaim cell ({}, {}) (ringed); the runs' values then XOR to 0",
            cell.row, cell.column as u8
        ),
        None if total == 0 => {
            "LOSE: the runs' values XOR to 0; every move leaves a non-zero XOR".to_owned()
        }
        None => "WIN (no witness cell found)".to_owned(),
    };
    vec![
        first,
        format!(
            "{} rows, {} land cells; XOR of the run values G: {total}. Grey water can never be reclaimed.",
            position.rows(),
            position.land().len()
        ),
    ]
}
