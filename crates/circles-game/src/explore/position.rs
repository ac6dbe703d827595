//! A position in play: the circles still on the board, in the order of the text they came from,
//! their containment forest, and the side to move; read from and written as text.

use std::borrow::Cow;

use gamecore::InputError;
use geom::Circle;

use crate::forest::{ContainmentForest, ROOT};
use crate::{input_text, parse};

/// The first line of an extended position text: who moves (`Alice to move`, `Bob to move`).
const TO_MOVE: [&str; 2] = ["Alice to move", "Bob to move"];

/// The circles no red point is inside yet, and who moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The circles on the board, numbered 1.. in this order.
    pub(crate) circles: Vec<Circle>,
    /// Each circle's smallest container on the board (an index into `circles`), or [`ROOT`].
    pub(crate) parent: Vec<u32>,
    /// The circles with each container before what it contains (the sweep's order at first;
    /// what is left of it stays such an order).
    pub(crate) order: Vec<u32>,
    /// 0 when Alice moves, 1 when Bob does.
    pub(crate) side: usize,
}

impl Position {
    /// The circles on the board, numbered 1.. in this order.
    pub fn circles(&self) -> &[Circle] {
        &self.circles
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
        if body.trim() == "0" {
            return Ok(Position {
                circles: Vec::new(),
                parent: Vec::new(),
                order: Vec::new(),
                side,
            });
        }
        let circles = parse(&body)?;
        let forest = ContainmentForest::build(&circles)?;
        Ok(Position {
            parent: forest.parents_by_input(),
            order: forest.circles().to_vec(),
            circles: circles.list().to_vec(),
            side,
        })
    }

    /// The contest format when Alice moves and a circle is left; otherwise the line `Bob to move`
    /// (or `Alice to move`) above it, with `0` circles for an empty board.
    pub fn write(&self) -> String {
        let mut text = String::with_capacity(24 * self.circles.len() + 16);
        if self.side == 1 || self.circles.is_empty() {
            text.push_str(TO_MOVE[self.side]);
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
        let mut circles = Vec::with_capacity(n);
        for (i, &c) in self.circles.iter().enumerate() {
            if !gone[i] {
                new_index[i] = circles.len() as u32;
                circles.push(c);
            }
        }
        let parent = (0..n)
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
