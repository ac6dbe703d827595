//! Smaller inputs for `cargo xtask check`, which shrinks an input a contestant's program fails on
//! ([`Discs`]' [`Shrink`] steps, made one at a time). Every candidate has fewer discs, or the same
//! discs with one number closer to zero (cut to fewer decimals, halved, or moved by one unit), so that repeated
//! shrinking ends. Judge-format inputs stay in the judge format (8 + 8 discs of radius 0.4, only
//! numbers move); extended-format inputs may also lose discs and shrink the radius. A candidate
//! may make discs touch; the judge keeps only those the solver accepts.

use std::rc::Rc;

use gamecore::problem::reduce;
use gamecore::{InputError, Shrink};

use crate::solver::position::{SCALE, Side, parse};
use crate::tools::text::{extended_input_text, input_text};

/// Up to this many discs on a side, dropping any two of them at once is a candidate too.
const PAIRS_UP_TO: usize = 16;

/// A position as numbers, as [`Shrink`] steps it: the radius and the red and white centres, all
/// scaled, and the format it was written in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Discs {
    /// The radius, scaled.
    pub radius: i64,
    /// The red centres, scaled.
    pub red: Vec<(i64, i64)>,
    /// The white centres, scaled.
    pub white: Vec<(i64, i64)>,
    /// Whether the input is in the extended format (`discs R r w` first), else the judge's.
    pub extended: bool,
}

impl Shrink for Discs {
    fn parse(input: &str) -> Result<Self, InputError> {
        let position = parse(input)?;
        let centres: Vec<(i64, i64)> = position.centres().iter().map(|p| (p.x, p.y)).collect();
        let (red, white) = centres.split_at(position.count(Side::Red));
        Ok(Discs {
            radius: position.radius(),
            red: red.to_vec(),
            white: white.to_vec(),
            extended: input.split_ascii_whitespace().next() == Some("discs"),
        })
    }

    fn to_input(&self) -> String {
        if self.extended {
            extended_input_text(self.radius, &self.red, &self.white)
        } else {
            input_text(&self.red, &self.white)
        }
    }

    /// The judge's format (32 numbers, no `discs` header) is the contest.
    fn within_contest(&self) -> bool {
        !self.extended
    }

    /// In the extended format, discs dropped (each side by delta debugging, then a red and a
    /// white disc together; a side keeps one) and the radius moved toward zero; in both formats,
    /// then, one coordinate moved toward zero. Never the input itself, nor the same candidate
    /// twice in a row.
    fn smaller(self) -> impl Iterator<Item = Self> {
        let discs = Rc::new(self);
        let extended = discs.extended;
        let fewer = [Side::Red, Side::White]
            .into_iter()
            .filter(move |_| extended)
            .flat_map({
                let discs = Rc::clone(&discs);
                move |side| fewer_on(Rc::clone(&discs), side)
            })
            .chain(red_and_white(Rc::clone(&discs)));
        let radii = toward_zero(discs.radius)
            .into_iter()
            .filter(move |&r| extended && r > 0)
            .map({
                let discs = Rc::clone(&discs);
                move |radius| Discs {
                    radius,
                    ..(*discs).clone()
                }
            });
        let mut last: Option<Discs> = None;
        fewer
            .chain(radii)
            .chain(moved_centres(Rc::clone(&discs)))
            .filter(move |candidate| {
                *candidate != *discs && last.replace(candidate.clone()).as_ref() != Some(candidate)
            })
    }
}

/// The discs of one side dropped by delta debugging (halves, ..., single discs, then pairs up to
/// [`PAIRS_UP_TO`] discs); the side keeps one.
fn fewer_on(discs: Rc<Discs>, side: Side) -> impl Iterator<Item = Discs> {
    let list: Rc<[(i64, i64)]> = side_list(&discs, side).clone().into();
    reduce::fewer(list, 1, PAIRS_UP_TO, move |kept| {
        let mut fewer = (*discs).clone();
        *side_list_mut(&mut fewer, side) = kept;
        fewer
    })
}

/// In the extended format, one red and one white disc dropped together, when both sides keep
/// one.
fn red_and_white(discs: Rc<Discs>) -> impl Iterator<Item = Discs> {
    let (reds, whites, extended) = (discs.red.len(), discs.white.len(), discs.extended);
    (0..reds)
        .filter(move |_| extended && reds > 1 && whites > 1)
        .flat_map(move |r| (0..whites).map(move |w| (r, w)))
        .map(move |(r, w)| {
            let mut fewer = (*discs).clone();
            fewer.red.remove(r);
            fewer.white.remove(w);
            fewer
        })
}

/// Each coordinate of each centre in turn (red, then white; x, then y) moved toward zero.
fn moved_centres(discs: Rc<Discs>) -> impl Iterator<Item = Discs> {
    [Side::Red, Side::White].into_iter().flat_map(move |side| {
        let discs = Rc::clone(&discs);
        let count = side_list(&discs, side).len();
        (0..count).flat_map(move |index| {
            let discs = Rc::clone(&discs);
            (0..2).flat_map(move |axis| {
                let discs = Rc::clone(&discs);
                let (x, y) = side_list(&discs, side)[index];
                let value = if axis == 0 { x } else { y };
                toward_zero(value).into_iter().map(move |moved| {
                    let mut next = (*discs).clone();
                    let centre = &mut side_list_mut(&mut next, side)[index];
                    *centre = if axis == 0 { (moved, y) } else { (x, moved) };
                    next
                })
            })
        })
    })
}

/// A number one step closer to zero: its last non-zero decimal digit cut off, halved, or moved
/// by one unit (which keeps a lattice a lattice) when it is at least one.
pub fn toward_zero(value: i64) -> Vec<i64> {
    let mut unit = 10;
    while value % unit == 0 && unit < 1_000_000_000 {
        unit *= 10;
    }
    let mut steps = vec![value - value % unit, value / 2];
    if value.abs() >= SCALE {
        steps.push(value - SCALE * value.signum());
    }
    steps.dedup();
    steps
}

fn side_list(discs: &Discs, side: Side) -> &Vec<(i64, i64)> {
    match side {
        Side::Red => &discs.red,
        Side::White => &discs.white,
    }
}

fn side_list_mut(discs: &mut Discs, side: Side) -> &mut Vec<(i64, i64)> {
    match side {
        Side::Red => &mut discs.red,
        Side::White => &mut discs.white,
    }
}
