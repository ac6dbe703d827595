//! A position in play: the circles still on the board, in the order of the text they came from,
//! each with its number at the start (which play keeps), their containment forest, and the side
//! to move; read from and written as text.

use std::borrow::Cow;
use std::sync::Arc;

use gamecore::{InputError, Pos};
use geom::Circle;

use crate::solver::forest::{ContainmentForest, ROOT};
use crate::tools::text::input_text;
use crate::{MAX_CIRCLES, parse};

/// The first line of an extended position text: who moves (`Alice to move`, `Bob to move`).
const TO_MOVE: [&str; 2] = ["Alice to move", "Bob to move"];
/// The word that starts the line of the circles' numbers at the start (`numbered 2 5 7`).
const NUMBERED: &str = "numbered";

/// The circles no red point is inside yet, and who moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The circles on the board, in the order of the text.
    pub(crate) circles: Vec<Circle>,
    /// Each circle's number: its place in the start's text (1-based), increasing.
    pub(crate) numbers: Vec<u32>,
    /// Each circle's smallest container on the board (an index into `circles`), or [`ROOT`].
    /// Shared by the position's clones, so that the values computed for this forest are known
    /// to be its own by one pointer comparison ([`super::evaluation`]).
    pub(crate) parent: Arc<[u32]>,
    /// The circles with each container before what it contains (the sweep's order at first;
    /// what is left of it stays such an order).
    pub(crate) order: Vec<u32>,
    /// 0 when Alice moves, 1 when Bob does.
    pub(crate) side: usize,
}

impl Position {
    /// The circles on the board, in the order of the text.
    pub fn circles(&self) -> &[Circle] {
        &self.circles
    }

    /// Each circle's number, as the start's text numbered it (play keeps the numbers, so that
    /// `circle 7` stays the same circle all game long); `1..=n` at the start.
    pub fn numbers(&self) -> &[u32] {
        &self.numbers
    }

    /// Each circle's smallest container on the board (0-based), or [`ROOT`].
    pub fn parents(&self) -> &[u32] {
        &self.parent
    }

    /// The circles (0-based) with each container before what it contains.
    pub fn order(&self) -> &[u32] {
        &self.order
    }

    /// 0 when Alice moves next, 1 when Bob does (also once the board is empty: the side that
    /// cannot move).
    pub fn side(&self) -> usize {
        self.side
    }

    /// Reads the contest input, or the extended text of [`Position::write`].
    pub fn read(text: &str) -> Result<Position, InputError> {
        let (side, body) = split_header(text);
        let (numbered, body) = split_numbers(&body)?;
        if body.trim() == "0" && numbered.as_ref().is_none_or(|(n, _)| n.is_empty()) {
            return Ok(Position {
                circles: Vec::new(),
                numbers: Vec::new(),
                parent: Arc::new([]),
                order: Vec::new(),
                side,
            });
        }
        let circles = parse(&body)?;
        let n = circles.list().len();
        let numbers = match numbered {
            None => (1..=n as u32).collect(),
            Some((numbers, _)) if numbers.len() == n => numbers,
            Some((numbers, at)) => {
                let plural = if numbers.len() == 1 { "" } else { "s" };
                let given = format!("{} circle number{plural} for {n} circles", numbers.len());
                return Err(InputError::rule(at, given));
            }
        };
        let forest = ContainmentForest::build(&circles)?;
        Ok(Position {
            numbers,
            parent: forest.parents_by_input().into(),
            order: forest.circles().to_vec(),
            circles: circles.list().to_vec(),
            side,
        })
    }

    /// The contest format when Alice moves and the circles are numbered 1.. (the start);
    /// otherwise the line `Bob to move` (or `Alice to move`) above it, then, once circles have
    /// left, the line `numbered` with the numbers of those left; `0` circles for an empty board.
    pub fn write(&self) -> String {
        let mut text = String::with_capacity(32 * self.circles.len() + 16);
        let renumbered = (self.numbers.iter().enumerate()).any(|(i, &k)| k as usize != i + 1);
        if self.side == 1 || self.circles.is_empty() || renumbered {
            text.push_str(TO_MOVE[self.side]);
            text.push('\n');
        }
        if renumbered {
            text.push_str(NUMBERED);
            for k in &self.numbers {
                text.push_str(&format!(" {k}"));
            }
            text.push('\n');
        }
        text.push_str(&input_text(&self.circles));
        text
    }

    /// The board after a red point inside circle `chosen` (0-based) and outside every circle
    /// inside it: that circle and all its containers leave; the others keep their order, and a
    /// circle whose container left is a root (its other containers left too).
    pub fn play(&self, chosen: usize) -> Position {
        let n = self.circles.len();
        let mut gone = vec![false; n];
        let mut v = chosen as u32;
        while v != ROOT {
            gone[v as usize] = true;
            v = self.parent[v as usize];
        }
        let mut new_index = vec![ROOT; n];
        let (mut circles, mut numbers) = (Vec::with_capacity(n), Vec::with_capacity(n));
        for (i, &c) in self.circles.iter().enumerate() {
            if !gone[i] {
                new_index[i] = circles.len() as u32;
                circles.push(c);
                numbers.push(self.numbers[i]);
            }
        }
        let parent: Arc<[u32]> = (0..n)
            .filter(|&i| !gone[i])
            .map(|i| match self.parent[i] {
                ROOT => ROOT,
                p => new_index[p as usize],
            })
            .collect();
        let order = (self.order.iter())
            .filter(|&&v| !gone[v as usize])
            .map(|&v| new_index[v as usize])
            .collect();
        Position {
            circles,
            numbers,
            parent,
            order,
            side: 1 - self.side,
        }
    }
}

/// The side named by a first line `Alice to move` or `Bob to move`, and the rest of the text with
/// that line blanked (so that errors keep their line and column); Alice and the whole text when
/// there is no such line.
fn split_header(text: &str) -> (usize, Cow<'_, str>) {
    let start = text.len() - text.trim_start().len();
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    let first = text[start..line_end].trim_end();
    match TO_MOVE.iter().position(|&header| header == first) {
        Some(side) => {
            let blank = " ".repeat(line_end - start);
            (
                side,
                Cow::Owned(format!("{}{blank}{}", &text[..start], &text[line_end..])),
            )
        }
        None => (0, Cow::Borrowed(text)),
    }
}

/// The numbers of a `numbered` line, and where the line starts.
type Numbered = (Vec<u32>, Pos);

/// The numbers of a line `numbered 2 5 7` that starts `body` (after blank lines), increasing,
/// from 1 to [`MAX_CIRCLES`], with where the line starts; and `body` with that line blanked (so
/// that errors keep their line and column). `None` and `body` itself without such a line.
fn split_numbers(body: &str) -> Result<(Option<Numbered>, Cow<'_, str>), InputError> {
    let start = body.len() - body.trim_start().len();
    if !body[start..].starts_with(NUMBERED) {
        return Ok((None, Cow::Borrowed(body)));
    }
    let line_end = body[start..].find('\n').map_or(body.len(), |i| start + i);
    let line = body[..start].matches('\n').count() + 1;
    let line_start = body[..start].rfind('\n').map_or(0, |i| i + 1);
    let pos_of = |offset: usize| Pos {
        line,
        column: body[line_start..offset].chars().count() + 1,
    };
    let mut numbers: Vec<u32> = Vec::new();
    let mut offset = start + NUMBERED.len();
    for token in body[offset..line_end].split_whitespace() {
        let at = offset + body[offset..].find(token).unwrap_or(0);
        offset = at + token.len();
        let least = numbers.last().map_or(1, |&k| k as usize + 1);
        let what = format!("a circle number from {least} to {MAX_CIRCLES} (increasing)");
        let number = token.parse::<usize>().ok();
        match number.filter(|k| (least..=MAX_CIRCLES).contains(k)) {
            Some(k) => numbers.push(k as u32),
            None => {
                let found = gamecore::input::describe_token(token);
                return Err(InputError::expected(pos_of(at), what, found));
            }
        }
    }
    let blank = " ".repeat(line_end - start);
    let rest = format!("{}{blank}{}", &body[..start], &body[line_end..]);
    Ok((Some((numbers, pos_of(start))), Cow::Owned(rest)))
}
