//! The contest's approach in our own code, for the benchmark to time against: plain depth-first
//! minimax from the rules, without memo, bounds or any other idea (over an explicit stack).

use gamecore::InputError;

use crate::solver::duel::Duel;
use crate::solver::geometry::{NEIGHBOURS, Rooms, bit};
use crate::{format, parse};

/// A position whose moves are being tried: who stands where, whose turn, the moves not yet
/// tried, and the best total (Alma's future rooms minus Berthe's) found so far.
struct Frame {
    alma: usize,
    berthe: usize,
    free: Rooms,
    alma_to_move: bool,
    /// What the move into this position added (+1 for Alma, -1 for Berthe, 0 for a pass).
    gain: i32,
    untried: Rooms,
    /// The mover is stuck and has not passed yet (her one option: the same rooms, other's turn).
    must_pass: bool,
    best: Option<i32>,
}

/// The frame of a position reached by a move adding `gain`, or its value when the play is over.
fn enter(
    alma: usize,
    berthe: usize,
    free: Rooms,
    alma_to_move: bool,
    gain: i32,
) -> Result<Frame, i32> {
    let (mover, waiting) = if alma_to_move {
        (alma, berthe)
    } else {
        (berthe, alma)
    };
    let untried = NEIGHBOURS[mover] & free;
    if untried == 0 && NEIGHBOURS[waiting] & free == 0 {
        return Err(gain);
    }
    Ok(Frame {
        alma,
        berthe,
        free,
        alma_to_move,
        gain,
        untried,
        must_pass: untried == 0,
        best: None,
    })
}

impl Frame {
    /// The next child position (its frame, or its value when the play is over there): the pass
    /// of a stuck mover, else the next untried move; `None` once all were tried.
    fn next_child(&mut self) -> Option<Result<Frame, i32>> {
        if self.must_pass {
            self.must_pass = false;
            return Some(enter(
                self.alma,
                self.berthe,
                self.free,
                !self.alma_to_move,
                0,
            ));
        }
        if self.untried == 0 {
            return None;
        }
        let m = self.untried.trailing_zeros() as usize;
        self.untried &= self.untried - 1;
        let free = self.free & !bit(m);
        Some(if self.alma_to_move {
            enter(m, self.berthe, free, false, 1)
        } else {
            enter(self.alma, m, free, true, -1)
        })
    }
}

/// Alma's score minus Berthe's with best play and the number of positions the plain tree visits.
pub fn value_and_nodes(duel: &Duel) -> (i32, u64) {
    let mut nodes = 1;
    let mut stack = match enter(duel.alma, duel.berthe, duel.free(), true, 0) {
        Ok(root) => vec![root],
        Err(value) => return (value, nodes),
    };
    let mut returned: Option<i32> = None;
    loop {
        let Some(frame) = stack.last_mut() else {
            unreachable!("the root returns before the stack empties")
        };
        if let Some(total) = returned.take() {
            frame.best = Some(match frame.best {
                None => total,
                Some(best) if frame.alma_to_move => best.max(total),
                Some(best) => best.min(total),
            });
        }
        match frame.next_child() {
            Some(Ok(next)) => {
                nodes += 1;
                stack.push(next);
            }
            Some(Err(total)) => {
                nodes += 1;
                returned = Some(total);
            }
            None => {
                let Some(done) = stack.pop() else {
                    unreachable!("the stack is not empty here")
                };
                let total = done.gain + done.best.unwrap_or(0);
                if stack.is_empty() {
                    return (total, nodes);
                }
                returned = Some(total);
            }
        }
    }
}

/// Answers the input with plain minimax.
pub fn solve(input: &str) -> Result<String, InputError> {
    let duels = parse(input)?;
    let answers: Vec<i32> = duels.iter().map(|d| value_and_nodes(d).0).collect();
    Ok(format(&answers))
}
