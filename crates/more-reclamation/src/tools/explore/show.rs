//! The river as text for a terminal: column 1 and column 2 as two lines of characters, rows left
//! to right under a ruler of row numbers, long runs shortened to their ends around `...`.

use crate::solver::river::{allowed, located_runs};
use crate::solver::{Column, Position};

/// The rows shown at each end of a long run.
const SHOWN_ENDS: u64 = 4;
/// The longest run shown in full.
const FULL_RUN: u64 = 24;
/// The widest band of the strip, in characters.
const BAND: usize = 60;
/// The most bands shown; a river beyond them ends with a line saying which rows are left out.
const MAX_BANDS: usize = 8;
/// How the rows hidden in a long run are shown.
const BREAK: &str = " ... ";

/// One slot of the strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// A row and the characters of its two cells.
    Row(u64, [char; 2]),
    /// Rows hidden inside a long run.
    Break,
}

impl Slot {
    fn width(self) -> usize {
        match self {
            Slot::Row(..) => 1,
            Slot::Break => BREAK.len(),
        }
    }
}

/// The slots of the whole river, top row first, long runs shortened.
fn slots(position: &Position) -> Vec<Slot> {
    let mut slots = Vec::new();
    let land = position.land();
    for (i, located) in located_runs(position).enumerate() {
        let (first, run) = (located.first, located.run);
        let free = |k: u64| {
            let mark = |column| if allowed(&run, k, column) { '.' } else { '-' };
            Slot::Row(first + k - 1, [mark(Column::Left), mark(Column::Right)])
        };
        if run.length <= FULL_RUN {
            slots.extend((1..=run.length).map(free));
        } else {
            slots.extend((1..=SHOWN_ENDS).map(free));
            slots.push(Slot::Break);
            slots.extend((run.length - SHOWN_ENDS + 1..=run.length).map(free));
        }
        if let Some(cell) = land.get(i) {
            let marks = match cell.column {
                Column::Left => ['#', '-'],
                Column::Right => ['-', '#'],
            };
            slots.push(Slot::Row(cell.row, marks));
        }
        if slots.len() > BAND * MAX_BANDS {
            break;
        }
    }
    slots
}

/// The slots cut into bands of at most [`BAND`] characters.
fn bands(slots: &[Slot]) -> Vec<&[Slot]> {
    let mut bands = Vec::new();
    let (mut start, mut width) = (0, 0);
    for (i, slot) in slots.iter().enumerate() {
        if width + slot.width() > BAND && i > start {
            bands.push(&slots[start..i]);
            (start, width) = (i, 0);
        }
        width += slot.width();
    }
    bands.push(&slots[start..]);
    bands
}

/// The ruler above a band: a row's number starts above it, for the first row, every tenth row
/// and the first row after a break, where there is room.
fn ruler(band: &[Slot]) -> String {
    let mut line = String::new();
    let (mut x, mut after_break) = (0, true);
    for &slot in band {
        if let Slot::Row(row, _) = slot
            && (after_break || row == 1 || row % 10 == 0)
            && line.len() <= x
        {
            line.push_str(&" ".repeat(x - line.len()));
            line.push_str(&format!("{row} "));
        }
        after_break = slot == Slot::Break;
        x += slot.width();
    }
    line.trim_end().to_owned()
}

/// The position as a few lines of text.
pub fn show(position: &Position) -> String {
    let slots = slots(position);
    let all = bands(&slots);
    let mut text = String::new();
    for band in all.iter().take(MAX_BANDS) {
        text.push_str(&format!("row   {}\n", ruler(band)));
        for (lane, name) in ["col 1", "col 2"].iter().enumerate() {
            let cells: String = band
                .iter()
                .map(|slot| match slot {
                    Slot::Row(_, marks) => marks[lane].to_string(),
                    Slot::Break => BREAK.to_owned(),
                })
                .collect();
            text.push_str(&format!("{name} {cells}\n"));
        }
    }
    let shown = all.iter().take(MAX_BANDS).flat_map(|b| b.iter()).rev();
    let last_shown = shown
        .filter_map(|slot| match slot {
            Slot::Row(row, _) => Some(*row),
            Slot::Break => None,
        })
        .next()
        .unwrap_or(0);
    if last_shown < position.rows() {
        text.push_str(&format!(
            "(rows {}..={} not shown)\n",
            last_shown + 1,
            position.rows()
        ));
    }
    text.push_str(&format!(
        "{} rows, {} land: # land, . water that may be reclaimed, - water that may not\n",
        position.rows(),
        position.land().len()
    ));
    text
}
