//! Exploring the circles game (`--moves`, `--play`, the explorer): the Grundy value every red
//! point leaves, and positions as text.
//!
//! # Positions
//! A position is the circles that hold no red point yet, and who moves. Circles that hold one can
//! never be chosen again (a point inside a circle inside them would be inside them too), so they
//! are simply left out; those left **keep their numbers** from the start, so that `circle 7` names
//! one circle all game long, in the table as on the picture. The text of a position is the
//! contest input of the circles left, which the solver reads as it is; the contest input is
//! Alice's turn at the start. Extended text, for positions the contest format cannot express: a
//! first line `Bob to move` (or `Alice to move`) above the circles, once circles have left a line
//! `numbered` with the start's numbers of those left, and `0` circles for an empty board:
//!
//! ```text
//! Bob to move
//! numbered 2 3
//! 2
//! 0 0 1
//! 5 0 1
//! ```
//!
//! # Moves
//! A move puts a red point inside a circle and outside every circle inside it (a point deeper in
//! is the move at a deeper circle): one move per circle, named `circle 3 at (0, 0) radius 1`, and
//! read back from that name, from `3`, `circle 3`, or the circle's `x y r`. It removes the circle
//! and every circle around it. Its value is the Grundy value of what is left (0: the mover wins);
//! [`values`] computes all of them in one pass after the Grundy values, so a table costs about
//! one solve. Boards of at most [`remoteness::MAX_SEARCHED`] circles also get each move's
//! remoteness, by exhaustive search. Boards of more than [`table::LISTED_ALL`] circles list the
//! first winning moves one by one and group the others by the value they leave ([`table`]).

use gamecore::{Explore, GameOver, InputError, MoveGroup, MoveTable, MoveValue, Unanswered};

pub mod evaluation;
pub mod position;
pub mod remoteness;
pub mod table;
pub mod values;

pub use position::Position;

use crate::tools::text::input_text;

use evaluation::evaluate;

/// The circles game, for the explorer.
#[derive(Clone, Copy, Debug, Default)]
pub struct Game;

/// The most circles `show` lists one per line.
const SHOWN_CIRCLES: usize = 20;

impl Explore for Game {
    type Position = Position;
    /// A circle's index on the board (0-based; named from 1).
    type Move = usize;

    fn players(&self) -> [&'static str; 2] {
        ["Alice", "Bob"]
    }

    fn rules(&self) -> &'static str {
        "Circles are drawn on a plane, each pair either nested or apart, never touching. Alice \
         moves first, then the players alternate. A move paints a red point strictly inside a \
         circle that holds no red point yet; the point is then inside every circle around that \
         one too, so all of them are used up at once. A player who cannot move loses."
    }

    fn read(&self, text: &str) -> Result<Position, InputError> {
        Position::read(text)
    }

    fn write(&self, position: &Position) -> String {
        position.write()
    }

    fn to_move(&self, position: &Position) -> Option<usize> {
        (!position.circles.is_empty()).then_some(position.side)
    }

    fn moves(&self, position: &Position) -> Result<MoveTable<usize>, Unanswered> {
        let values = evaluate(position);
        Ok(table::table(
            &position.circles,
            &position.numbers,
            &values.after,
            values.remoteness.as_deref(),
        ))
    }

    fn value_of(&self, position: &Position, chosen: &usize) -> Result<MoveValue, Unanswered> {
        let values = evaluate(position);
        Ok(table::value(
            &values.after,
            values.remoteness.as_deref(),
            *chosen,
        ))
    }

    fn play(&self, position: &Position, chosen: &usize) -> Position {
        position.play(*chosen)
    }

    fn name_move(&self, position: &Position, chosen: &usize) -> String {
        table::name(&position.circles, &position.numbers, *chosen)
    }

    fn read_move(&self, position: &Position, text: &str) -> Result<usize, String> {
        read_move(position, text)
    }

    fn show(&self, position: &Position) -> String {
        show(position)
    }

    fn draw(&self, position: &Position) -> Option<String> {
        if let Some(over) = self.result(position) {
            return Some(crate::tools::draw::draw_empty(&[format!("{}.", over.text)]));
        }
        // Refused by its count before its text is written and read again (a board is valid).
        if position.circles.len() > crate::tools::draw::MAX_DRAWN_CIRCLES {
            return None;
        }
        let contest = input_text(&position.circles);
        let picture = crate::tools::draw::draw_numbered(&contest, &position.numbers).ok()?;
        // `--draw` names the player to move Alice; on Bob's turn the two names trade places.
        Some(match position.side {
            0 => picture,
            _ => (picture.replace("Alice", "\0").replace("Bob", "Alice"))
                .replace('\0', "Bob")
                .replace("her red point", "his red point"),
        })
    }

    fn legend(&self) -> &'static str {
        "value: the Grundy value of the circles left (0: the mover wins)"
    }

    fn result(&self, position: &Position) -> Option<GameOver> {
        if !position.circles.is_empty() {
            return None;
        }
        // No circle is left to put a point in: the side to move cannot move and loses.
        let [stuck, winner] = [position.side, 1 - position.side].map(|s| self.players()[s]);
        Some(GameOver {
            winner: Some(1 - position.side),
            text: format!("{stuck} cannot move: {winner} wins"),
        })
    }

    fn members(&self, position: &Position, group: &MoveGroup<usize>, limit: usize) -> Vec<usize> {
        if group.count == 1 {
            return vec![group.representative].into_iter().take(limit).collect();
        }
        let values = evaluate(position);
        let after = &values.after;
        let left = group.value.grundy.unwrap_or(0);
        // A grouped row holds every circle leaving its value but the winning ones listed alone.
        let listed_alone = if left == 0 { table::LISTED_WINS } else { 0 };
        (0..after.len())
            .filter(|&i| u64::from(after[i]) == left)
            .skip(listed_alone)
            .take(limit)
            .collect()
    }

    fn rest_moves(
        &self,
        position: &Position,
        shown: &MoveTable<usize>,
        limit: usize,
    ) -> Option<Vec<MoveGroup<usize>>> {
        shown.rest.as_ref()?;
        let values = evaluate(position);
        let (after, remoteness) = (&values.after, &values.remoteness);
        let listed: Vec<u64> = shown.groups.iter().filter_map(|g| g.value.grundy).collect();
        let rest: Vec<usize> = (0..after.len())
            .filter(|&i| !listed.contains(&u64::from(after[i])))
            .collect();
        if rest.len() > limit {
            return None;
        }
        let mut groups: Vec<MoveGroup<usize>> = rest
            .into_iter()
            .map(|i| MoveGroup {
                representative: i,
                label: table::name(&position.circles, &position.numbers, i),
                count: 1,
                value: table::value(after, remoteness.as_deref(), i),
            })
            .collect();
        groups.sort_by(|a, b| a.value.best_first(&b.value));
        Some(groups)
    }
}

/// Reads `3`, `circle 3`, `circle 3 at (0, 0) radius 1` (by the circles' numbers, which play
/// keeps) or `0 0 1` (the circle's `x y r`).
fn read_move(position: &Position, text: &str) -> Result<usize, String> {
    let (circles, numbers) = (&position.circles, &position.numbers);
    let expected = || match (numbers.first(), numbers.last()) {
        (Some(first), Some(last)) => format!(
            "expected the number of a circle left ({first} to {last}), `circle {first}`, or a \
             circle's `x y r`"
        ),
        _ => "no circle is left".to_owned(),
    };
    let text = text.trim();
    let body = text.strip_prefix("circle").unwrap_or(text).trim_start();
    let tokens: Vec<i64> = body
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect::<Result<_, _>>()
        .unwrap_or_default();
    let numbered = |k: i64| {
        u32::try_from(k)
            .ok()
            .and_then(|k| numbers.binary_search(&k).ok())
    };
    let index = match tokens[..] {
        [number] => numbered(number),
        [x, y, r] if !text.starts_with("circle") => {
            (circles.iter()).position(|c| (c.center.x, c.center.y, c.r) == (x, y, r))
        }
        _ => {
            // The full name: the number, then exactly that circle's description.
            let number = body
                .split_whitespace()
                .next()
                .and_then(|t| t.parse::<i64>().ok());
            number
                .and_then(numbered)
                .filter(|&i| table::name(circles, numbers, i) == format!("circle {body}"))
        }
    };
    index.ok_or_else(expected)
}

/// Who moves, how many circles are left, and the first few of them.
fn show(position: &Position) -> String {
    use std::fmt::Write as _;
    let circles = &position.circles;
    let side = ["Alice", "Bob"][position.side];
    let mut text = if circles.is_empty() {
        format!("No circle is left: {side} cannot move and loses.\n")
    } else {
        format!(
            "{side} to move; {} circles left:\n",
            gamecore::explore::table::thousands(circles.len() as u64)
        )
    };
    for (i, c) in circles.iter().enumerate().take(SHOWN_CIRCLES) {
        let _ = write!(
            text,
            "  {}: centre ({}, {}), radius {}",
            position.numbers[i], c.center.x, c.center.y, c.r
        );
        match position.parent[i] {
            crate::solver::forest::ROOT => text.push('\n'),
            p => {
                let _ = writeln!(text, ", inside circle {}", position.numbers[p as usize]);
            }
        }
    }
    if circles.len() > SHOWN_CIRCLES {
        let more = (circles.len() - SHOWN_CIRCLES) as u64;
        let _ = writeln!(
            text,
            "  ... and {} more",
            gamecore::explore::table::thousands(more)
        );
    }
    text
}

/// Candidate puzzles in four tiers of board size (4, 6, 8 and 10 circles), from the crate's
/// generator of several shallow trees ([`crate::tools::generate::small`]).
pub fn puzzle_candidates() -> Vec<Vec<String>> {
    [4usize, 6, 8, 10]
        .map(|n| {
            (0..60)
                .map(|seed| crate::tools::generate::small(seed, n))
                .collect()
        })
        .into()
}
