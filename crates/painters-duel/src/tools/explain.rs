//! `--explain`: per test, the score and a principal variation, a whole game of best play: every
//! move, every turn a stuck painter skips, the end when both are stuck, and the rooms each
//! painted.
//!
//! The line is built from the fast solver's exact values, never from table bounds. With `v` the
//! value of the position for the painter to move (rooms she will still paint minus rooms the
//! other will), a move to room `m` is a best move exactly when `1 - value(after m) = v`, the
//! child's value taken from the other's side. Each child is solved exactly (the MTD driver of
//! [`Solver::solve`], whose table keeps what earlier searches proved), the move the table
//! remembers as best first, and the first child meeting the equation is played; a skip keeps the
//! value (`value(other to move) = -v`, checked the same way). Replaying such a line adds exactly
//! `v` to the score, so it ends at the printed score. The tests parse the printed line back,
//! replay it by the rules and re-check every move against the brute force and the solver.

use std::fmt::Write as _;

use gamecore::{InputError, Output};

use crate::solver::board::{MAX_SIDE, NEIGHBOURS, Rooms, bit, rooms};
use crate::solver::duel::{Duel, room_name};
use crate::solver::search::Solver;
use crate::{Options, format, parse_up_to};

/// The two painters; Alma moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Painter {
    /// The first to move; she maximises the score.
    Alma,
    /// The second; she minimises it.
    Berthe,
}

impl Painter {
    fn name(self) -> &'static str {
        match self {
            Painter::Alma => "Alma",
            Painter::Berthe => "Berthe",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    fn other(self) -> Painter {
        match self {
            Painter::Alma => Painter::Berthe,
            Painter::Berthe => Painter::Alma,
        }
    }
}

/// One turn of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// `painter` goes from room `from` to the adjacent room `to` and paints it (bit indices of
    /// [`crate::solver::board`]).
    Move {
        /// Who moves.
        painter: Painter,
        /// The room she leaves.
        from: usize,
        /// The room she paints.
        to: usize,
    },
    /// `painter` has no move while the other has one: she skips.
    Skip(Painter),
}

/// A principal variation of one test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variation {
    /// Every turn until both painters are stuck.
    pub turns: Vec<Turn>,
    /// The rooms each painter painted at the end, start room included: [Alma, Berthe].
    pub painted: [u32; 2],
    /// Whether every move met the solver's value (always, unless the solver contradicts itself).
    pub consistent: bool,
}

/// A principal variation of `duel`, whose value (Alma's score minus Berthe's) is `value`.
///
/// Every move is a best move by the solver's exact values; `label` names the test in the
/// solver's progress display.
pub fn principal_variation(solver: &mut Solver, duel: &Duel, value: i32, label: &str) -> Variation {
    let side = duel.side;
    let mut at = [duel.alma, duel.berthe];
    let mut free: Rooms = duel.free();
    let mut painted = [1u32, 1];
    let mut turns = Vec::new();
    let mut consistent = true;
    let mut painter = Painter::Alma;
    // The value of the position for `painter`, who is to move.
    let mut v = value;
    loop {
        let (mover, other) = (at[painter.index()], at[painter.other().index()]);
        let turn_label = format!("{label}, turn {}", turns.len() + 1);
        let options = NEIGHBOURS[mover] & free;
        if options == 0 {
            if NEIGHBOURS[other] & free == 0 {
                break;
            }
            turns.push(Turn::Skip(painter));
            let next = solver.solve(side, other, mover, free, &turn_label);
            consistent &= next == -v;
            v = next;
            painter = painter.other();
            continue;
        }
        let (m, child) = best_move(solver, side, [mover, other], free, v, &turn_label);
        consistent &= 1 - child == v;
        turns.push(Turn::Move {
            painter,
            from: mover,
            to: m,
        });
        painted[painter.index()] += 1;
        at[painter.index()] = m;
        free &= !bit(m);
        v = child;
        painter = painter.other();
    }
    consistent &= v == 0 && painted[0] as i32 - painted[1] as i32 == value;
    Variation {
        turns,
        painted,
        consistent,
    }
}

/// A best move of the painter in `mover` against the one in `other`, with `free` unpainted and
/// `v` the position's value for the mover, and the value after it for the other: the first move
/// whose child meets `1 - child = v`, the table's remembered move tried first; else (only if the
/// solver contradicted itself) the best found. The mover must have a move.
fn best_move(
    solver: &mut Solver,
    side: usize,
    [mover, other]: [usize; 2],
    free: Rooms,
    v: i32,
    label: &str,
) -> (usize, i32) {
    let hint = solver.remembered_move(side, mover, other, free);
    let candidates = hint
        .into_iter()
        .chain(rooms(NEIGHBOURS[mover] & free).filter(|&m| Some(m) != hint));
    let mut chosen: Option<(usize, i32)> = None;
    for m in candidates {
        let child = solver.solve(side, other, m, free & !bit(m), label);
        if chosen.is_none_or(|(_, best)| child < best) {
            chosen = Some((m, child));
        }
        if 1 - child == v {
            break;
        }
    }
    let Some(chosen) = chosen else {
        unreachable!("a painter with a free neighbour has a move")
    };
    chosen
}

/// Describes one test: its score, start, principal variation and final count.
fn describe(text: &mut String, case: usize, duel: &Duel, value: i32, variation: &Variation) {
    let free = duel.free().count_ones();
    let _ = writeln!(text, "Case #{case}: score {value}");
    let _ = writeln!(
        text,
        "  Alma starts in {}, Berthe in {}, {free} room{} to paint; a principal variation \
         (every move a best move):",
        room_name(duel.alma),
        room_name(duel.berthe),
        if free == 1 { "" } else { "s" }
    );
    for (number, turn) in variation.turns.iter().enumerate() {
        let _ = match *turn {
            Turn::Move { painter, from, to } => writeln!(
                text,
                "  {}. {} {} -> {}",
                number + 1,
                painter.name(),
                room_name(from),
                room_name(to)
            ),
            Turn::Skip(painter) => {
                writeln!(
                    text,
                    "  {}. {} is stuck and skips",
                    number + 1,
                    painter.name()
                )
            }
        };
    }
    let _ = writeln!(text, "  both are stuck: the game ends");
    let [alma, berthe] = variation.painted;
    let _ = writeln!(
        text,
        "  Alma painted {alma} room{}, Berthe {berthe} (start rooms included): score {alma} - \
         {berthe} = {}",
        if alma == 1 { "" } else { "s" },
        alma as i32 - berthe as i32
    );
    if !variation.consistent {
        let _ = writeln!(
            text,
            "  warning: the solver's values disagree along this line; it may not be best play"
        );
    }
}

/// The answer (byte-identical to [`crate::solve_with`]'s) and, per test, a principal variation.
pub fn explain(input: &str, options: &Options) -> Result<Output, InputError> {
    let duels = parse_up_to(input, MAX_SIDE)?;
    let mut solver = Solver::new(options.table_mb.saturating_mul(1 << 20), options.progress);
    let mut answers = Vec::with_capacity(duels.len());
    let mut text = String::new();
    for (i, duel) in duels.iter().enumerate() {
        let label = format!("test {}", i + 1);
        let value = solver.solve(duel.side, duel.alma, duel.berthe, duel.free(), &label);
        let variation = principal_variation(&mut solver, duel, value, &label);
        describe(&mut text, i + 1, duel, value, &variation);
        answers.push(value);
    }
    Ok(Output {
        answer: format(&answers),
        explanation: Some(text),
    })
}
