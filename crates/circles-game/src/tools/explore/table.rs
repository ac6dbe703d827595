//! The move table: every circle with the Grundy value its move leaves, winning moves first;
//! grouped by that value when the board has more circles than a screen.

use std::collections::BTreeMap;

use gamecore::explore::table::thousands;
use gamecore::{MoveGroup, MoveTable, MoveValue};
use geom::Circle;

/// Boards with at most this many circles list every move on its own row.
pub const LISTED_ALL: usize = 40;
/// On larger boards, how many winning moves get a row each before the rest are grouped.
pub const LISTED_WINS: usize = 10;
/// On larger boards, how many values left (the least, besides 0) get a row; the rest go to one
/// line.
pub const LISTED_VALUES: usize = 20;
/// How many circle numbers a group's label names.
const NAMED_IN_GROUP: usize = 3;

/// A move's name: `circle 3 at (0, 0) radius 1` (`index` 0-based into the board, named by its
/// number `numbers[index]`, the start's numbering, which play keeps).
pub fn name(circles: &[Circle], numbers: &[u32], index: usize) -> String {
    let c = circles[index];
    format!(
        "circle {} at ({}, {}) radius {}",
        numbers[index], c.center.x, c.center.y, c.r
    )
}

/// The value of the move at circle `i`.
pub fn value(after: &[u32], remoteness: Option<&[u32]>, i: usize) -> MoveValue {
    let value = MoveValue::impartial(after[i].into());
    match remoteness {
        Some(remoteness) => value.with_remoteness(remoteness[i]),
        None => value,
    }
}

/// The circles of one value left, in board order: how many, and the first few.
#[derive(Default)]
struct Class {
    count: u64,
    first: Vec<usize>,
}

/// The table for a board whose moves leave the values `after` (one per circle), with the
/// remoteness of each move where it was searched (small boards, which list every move).
/// `numbers` are the circles' numbers ([`name`]).
pub fn table(
    circles: &[Circle],
    numbers: &[u32],
    after: &[u32],
    remoteness: Option<&[u32]>,
) -> MoveTable<usize> {
    let single = |i: usize| MoveGroup {
        representative: i,
        label: name(circles, numbers, i),
        count: 1,
        value: value(after, remoteness, i),
    };
    if circles.len() <= LISTED_ALL {
        let mut order: Vec<usize> = (0..circles.len()).collect();
        // Best first (wins first, the quickest first), then by the value left, in board order.
        order.sort_by_key(|&i| (after[i], i));
        let mut groups: Vec<_> = order.into_iter().map(single).collect();
        groups.sort_by(|a, b| a.value.best_first(&b.value));
        return MoveTable { groups, rest: None };
    }
    grouped(circles, numbers, after)
}

/// The table of a board of more than [`LISTED_ALL`] circles: the first [`LISTED_WINS`] winning
/// moves one by one, then one row per value left (the least [`LISTED_VALUES`] besides 0).
fn grouped(circles: &[Circle], numbers: &[u32], after: &[u32]) -> MoveTable<usize> {
    // Values left are below 2^bits(n): counted in an array, so that a million distinct values
    // (a chain) cost no more than a few.
    let top = after.iter().copied().max().unwrap_or(0) as usize;
    let mut count = vec![0u64; top + 1];
    for &value in after {
        count[value as usize] += 1;
    }
    let mut groups = Vec::new();
    let mut classes: BTreeMap<u32, Class> = BTreeMap::new();
    let mut rest = Vec::new();
    let mut losing_classes = 0;
    for (value, &c) in count.iter().enumerate().filter(|(_, c)| **c > 0) {
        if value == 0 || losing_classes < LISTED_VALUES {
            losing_classes += usize::from(value != 0);
            classes.insert(
                value as u32,
                Class {
                    count: 0,
                    first: Vec::new(),
                },
            );
        } else {
            rest.push((value as u32, c));
        }
    }
    for (i, &value) in after.iter().enumerate() {
        if value == 0 && groups.len() < LISTED_WINS {
            groups.push(MoveGroup {
                representative: i,
                label: name(circles, numbers, i),
                count: 1,
                value: MoveValue::impartial(0),
            });
        } else if let Some(class) = classes.get_mut(&value) {
            class.count += 1;
            if class.first.len() < NAMED_IN_GROUP {
                class.first.push(i);
            }
        }
    }
    for (value, class) in classes.into_iter().filter(|(_, class)| class.count > 0) {
        let other = if value == 0 { " other" } else { "" };
        groups.push(MoveGroup {
            representative: class.first[0],
            label: group_label(circles, numbers, &class, other),
            count: class.count,
            value: MoveValue::impartial(value.into()),
        });
    }
    MoveTable {
        groups,
        rest: rest_line(&rest),
    }
}

/// `circles 4, 9, 17 and 1,203 more (1,206 other circles)`, or a single move's own name.
fn group_label(circles: &[Circle], numbers: &[u32], class: &Class, other: &str) -> String {
    if class.count == 1 {
        return name(circles, numbers, class.first[0]);
    }
    let numbers: Vec<String> = class
        .first
        .iter()
        .map(|&i| numbers[i].to_string())
        .collect();
    let more = class.count - class.first.len() as u64;
    let more = if more > 0 {
        format!(" and {} more", thousands(more))
    } else {
        String::new()
    };
    format!(
        "circles {}{more} ({}{other} circles)",
        numbers.join(", "),
        thousands(class.count)
    )
}

/// The line for the values left beyond the listed ones: `(value, count)` in increasing value.
fn rest_line(rest: &[(u32, u64)]) -> Option<String> {
    let (&(low, _), &(high, _)) = (rest.first()?, rest.last()?);
    let count: u64 = rest.iter().map(|&(_, c)| c).sum();
    Some(format!(
        "{} other circles: each leaves a Grundy value from {low} to {high} (lose)",
        thousands(count)
    ))
}
