//! Exploring Painters' Duel: every room the painter to move may paint, with the exact final
//! score under best play after it, for `--moves`, `--play` and the explorer page
//! ([`gamecore::Explore`]).
//!
//! A position in play ([`Play`]) is one test's board, the rooms each painter has painted (her
//! start room and the one she stands in included), where each stands, and who moves. As text it
//! is the contest input followed by the clauses of [`text`] (`test K`, `berthe to move`, the
//! rooms each painted before); a contest input reads as its first test's start, exactly as the
//! solver reads it.
//!
//! A move ([`Step`]) paints a free room next to the mover, or skips when she is stuck and the
//! other is not. Its value is the final score counted for the mover (her rooms minus the other's
//! at the end, the rooms painted so far included) under best play after the move: the rooms
//! painted so far, plus the fast solver's value of the position after the move
//! ([`crate::solver::search::Solver::solve`], Alma's view with Alma to move, so the painter to move
//! there is passed as "Alma" and the value negated back to the mover). One solver serves all
//! the moves of a table, sharing its transposition table.
//!
//! Cost: about the painter's two or three children solved once each, which is about solving
//! the position (the explanation's principal variation measures the same on S = 10); no size
//! limit is imposed: an open S = 11 board takes as long as its solve (tens of seconds).

pub mod picture;
pub mod text;

use gamecore::{Explore, GameOver, InputError, MoveGroup, MoveTable, MoveValue, Unanswered};

use crate::solver::board::{MAX_SIDE, NEIGHBOURS, Rooms, bit, board, coordinates, index, rooms};
use crate::solver::duel::Duel;
use crate::solver::search::Solver;
use crate::tools::generate::random_construction;

/// Alma's index in the painters' arrays.
pub const ALMA: usize = 0;
/// Berthe's index.
pub const BERTHE: usize = 1;

/// The memory the solver of one move table may use (its tables grow only as needed).
const TABLE_BYTES: usize = 256 << 20;

/// The explorer of Painters' Duel: `painters_duel::tools::explore::Game`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Game;

/// A position in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// The side S of the triangle.
    pub side: usize,
    /// The rooms under construction.
    pub construction: Rooms,
    /// The rooms Alma and Berthe stand in, as bit indices of [`crate::solver::board`].
    pub at: [usize; 2],
    /// The rooms each has painted, her start room and the one she stands in included.
    pub painted: [Rooms; 2],
    /// Who moves: [`ALMA`] or [`BERTHE`].
    pub to_move: usize,
}

/// One move: paint a room (a bit index), or skip when stuck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Paint this free room next to the mover.
    Paint(usize),
    /// The mover has no free room next to her and skips.
    Skip,
}

impl Play {
    /// The start of `duel`: each painter in her start room, Alma to move.
    pub fn start(duel: &Duel) -> Play {
        Play {
            side: duel.side,
            construction: duel.construction.low(),
            at: [duel.alma, duel.berthe],
            painted: [bit(duel.alma), bit(duel.berthe)],
            to_move: ALMA,
        }
    }

    /// The rooms nobody has painted and that are not under construction.
    pub fn free(&self) -> Rooms {
        board(self.side) & !self.construction & !self.painted[ALMA] & !self.painted[BERTHE]
    }

    /// The free rooms next to `painter`.
    pub fn steps(&self, painter: usize) -> Rooms {
        NEIGHBOURS[self.at[painter]] & self.free()
    }

    /// `painter`'s rooms minus the other's, painted so far.
    pub fn score_so_far(&self, painter: usize) -> i64 {
        let count = |p: usize| i64::from(self.painted[p].count_ones());
        count(painter) - count(1 - painter)
    }

    /// Whether the game is over: neither painter can move.
    pub fn is_over(&self) -> bool {
        self.steps(ALMA) == 0 && self.steps(BERTHE) == 0
    }

    /// The legal moves: the free rooms next to the mover, or a skip when she has none (none at
    /// all once the game is over).
    pub fn legal(&self) -> Vec<Step> {
        if self.is_over() {
            return Vec::new();
        }
        match self.steps(self.to_move) {
            0 => vec![Step::Skip],
            near => rooms(near).map(Step::Paint).collect(),
        }
    }

    /// The position after `step` (a legal move).
    pub fn after(&self, step: Step) -> Play {
        let mut next = self.clone();
        if let Step::Paint(room) = step {
            next.at[self.to_move] = room;
            next.painted[self.to_move] |= bit(room);
        }
        next.to_move = 1 - self.to_move;
        next
    }
}

/// The final score for the painter who just moved into `after`, under best play from there.
fn final_score(solver: &mut Solver, after: &Play) -> i64 {
    let (mover, other) = (1 - after.to_move, after.to_move);
    // The solver counts for its "Alma", the painter to move: here the other one.
    let future = if after.is_over() {
        0
    } else {
        solver.solve(
            after.side,
            after.at[other],
            after.at[mover],
            after.free(),
            "explore",
        )
    };
    after.score_so_far(mover) - i64::from(future)
}

/// `paint room (3, 2)` or `skip`.
fn name(step: Step) -> String {
    match step {
        Step::Paint(room) => format!("paint room {}", text::room_name(room)),
        Step::Skip => "skip (no free room next to her)".to_owned(),
    }
}

impl Explore for Game {
    type Position = Play;
    type Move = Step;

    fn players(&self) -> [&'static str; 2] {
        ["Alma", "Berthe"]
    }

    fn rules(&self) -> &'static str {
        "A triangular museum is cut into small triangular rooms, some of them closed for \
         construction. Alma and Berthe each start in a room, which counts as painted. Alma moves \
         first, then they alternate. A move walks through a wall into a neighbouring room that is \
         neither painted nor closed, and paints it. A painter with no move skips her turn, and \
         the game ends when neither can move. The score is Alma's rooms minus Berthe's: Alma \
         plays to make it as large as she can, Berthe as small."
    }

    fn read(&self, text: &str) -> Result<Play, InputError> {
        text::read(text)
    }

    fn write(&self, position: &Play) -> String {
        text::write(position)
    }

    fn to_move(&self, position: &Play) -> Option<usize> {
        (!position.is_over()).then_some(position.to_move)
    }

    fn moves(&self, position: &Play) -> Result<MoveTable<Step>, Unanswered> {
        let mut solver = Solver::new(TABLE_BYTES, false);
        let mut groups: Vec<MoveGroup<Step>> = position
            .legal()
            .into_iter()
            .map(|step| MoveGroup {
                representative: step,
                label: name(step),
                count: 1,
                value: MoveValue::scored(final_score(&mut solver, &position.after(step))),
            })
            .collect();
        groups.sort_by(|a, b| a.value.best_first(&b.value));
        Ok(MoveTable { groups, rest: None })
    }

    fn value_of(&self, position: &Play, chosen: &Step) -> Result<MoveValue, Unanswered> {
        let mut solver = Solver::new(TABLE_BYTES, false);
        let score = final_score(&mut solver, &position.after(*chosen));
        Ok(MoveValue::scored(score))
    }

    fn play(&self, position: &Play, chosen: &Step) -> Play {
        position.after(*chosen)
    }

    fn name_move(&self, _position: &Play, chosen: &Step) -> String {
        name(*chosen)
    }

    fn read_move(&self, position: &Play, text: &str) -> Result<Step, String> {
        read_step(position, text)
    }

    fn show(&self, position: &Play) -> String {
        show(position)
    }

    fn draw(&self, position: &Play) -> Option<String> {
        let [alma, berthe] = position.painted.map(|p| p.count_ones());
        let first = match self.result(position) {
            Some(over) => format!("{}.", over.text),
            None => format!("{} to move.", self.players()[position.to_move]),
        };
        let caption = [
            first,
            format!("Rooms painted so far: Alma {alma}, Berthe {berthe} (start rooms included)."),
            "A, B: where Alma and Berthe stand; light red and blue: their rooms; grey: under \
             construction."
                .to_owned(),
        ];
        Some(picture::draw(position, &caption))
    }

    fn legend(&self) -> &'static str {
        "score: at the end, the mover's rooms minus the other's (start rooms and rooms painted so \
         far included), with best play after the move"
    }

    fn result(&self, position: &Play) -> Option<GameOver> {
        if !position.is_over() {
            return None;
        }
        let [alma, berthe] = position.painted.map(|p| p.count_ones());
        let text = match alma.cmp(&berthe) {
            std::cmp::Ordering::Greater => format!("Alma wins {alma}-{berthe}"),
            std::cmp::Ordering::Less => format!("Berthe wins {berthe}-{alma}"),
            std::cmp::Ordering::Equal => format!("a draw, {alma}-{berthe}"),
        };
        let winner = match alma.cmp(&berthe) {
            std::cmp::Ordering::Greater => Some(ALMA),
            std::cmp::Ordering::Less => Some(BERTHE),
            std::cmp::Ordering::Equal => None,
        };
        Some(GameOver {
            winner,
            text: format!("neither painter can move: {text}"),
        })
    }
}

/// Reads `3 2`, `(3, 2)`, `paint room (3, 2)`, or `skip`.
fn read_step(position: &Play, text: &str) -> Result<Step, String> {
    let lowered = text.to_lowercase().replace([',', '(', ')'], " ");
    let words: Vec<&str> = lowered
        .split_whitespace()
        .filter(|w| !["paint", "room"].contains(w))
        .collect();
    let legal = position.legal();
    let step = match words.as_slice() {
        ["skip", ..] | ["pass"] => Step::Skip,
        [row, place] => {
            let (row, place) = match (row.parse::<usize>(), place.parse::<usize>()) {
                (Ok(row), Ok(place))
                    if (1..=MAX_SIDE).contains(&row) && (1..2 * row).contains(&place) =>
                {
                    (row, place)
                }
                _ => return Err("expected a room `R P` (row, place in row) or `skip`".to_owned()),
            };
            Step::Paint(index(row - 1, place - 1))
        }
        _ => return Err("expected a room `R P` (row, place in row) or `skip`".to_owned()),
    };
    if legal.contains(&step) {
        return Ok(step);
    }
    let options: Vec<String> = legal.iter().map(|&s| name(s)).collect();
    Err(format!(
        "{} is not a legal move now; the moves are: {}",
        name(step),
        options.join(", ")
    ))
}

/// The board as text: a row of rooms per line, `A`/`B` where Alma/Berthe stand, `a`/`b` for the
/// rooms each painted, `#` under construction, `.` free; then the score so far and who moves.
fn show(position: &Play) -> String {
    let mut text = String::new();
    for row in 0..position.side {
        text.push_str(&" ".repeat(position.side - 1 - row));
        for place in 0..=2 * row {
            let room = index(row, place);
            let mark = if room == position.at[ALMA] {
                'A'
            } else if room == position.at[BERTHE] {
                'B'
            } else if position.painted[ALMA] & bit(room) != 0 {
                'a'
            } else if position.painted[BERTHE] & bit(room) != 0 {
                'b'
            } else if position.construction & bit(room) != 0 {
                '#'
            } else {
                '.'
            };
            text.push(mark);
        }
        text.push('\n');
    }
    let (row_a, place_a) = coordinates(position.at[ALMA]);
    let (row_b, place_b) = coordinates(position.at[BERTHE]);
    let mover = ["Alma", "Berthe"][position.to_move];
    text.push_str(&format!(
        "Alma in ({}, {}), Berthe in ({}, {}); painted so far: Alma {}, Berthe {}; {}\n",
        row_a + 1,
        place_a + 1,
        row_b + 1,
        place_b + 1,
        position.painted[ALMA].count_ones(),
        position.painted[BERTHE].count_ones(),
        if position.is_over() {
            "the game is over".to_owned()
        } else {
            format!("{mover} to move")
        }
    ));
    text
}

/// Alma's rooms minus Berthe's at the end of a position in play, with best play from it.
pub fn score_in_play(position: &Play) -> i64 {
    let so_far = position.score_so_far(ALMA);
    if position.is_over() {
        return so_far;
    }
    let (mover, other) = (position.to_move, 1 - position.to_move);
    let mut solver = Solver::new(TABLE_BYTES, false);
    let future = i64::from(solver.solve(
        position.side,
        position.at[mover],
        position.at[other],
        position.free(),
        "in play",
    ));
    // The solver counts for the painter to move.
    if mover == ALMA {
        so_far + future
    } else {
        so_far - future
    }
}

/// The answer for a position in play as text, `Case #1: y` with y Alma's rooms minus Berthe's
/// at the end under best play, so that every position `--play` writes can be solved again; on a
/// one-test contest input it is [`crate::solve`]'s answer. For the lead to wire as the solver's
/// reading of positions in play.
///
/// # Errors
/// As [`crate::solve`], and for the clauses of [`text`].
pub fn solve_in_play(input: &str) -> Result<String, InputError> {
    let position = text::read(input)?;
    Ok(format!("Case #1: {}\n", score_in_play(&position)))
}

/// Candidate puzzles in four tiers of museum side (3 to 6), from the crate's generator of random
/// construction ([`crate::tools::generate::random_construction`]): one test each, a quarter of the
/// rooms under construction. A move's value has no remoteness here, so puzzles of as many moves
/// keep this order of difficulty: the larger museums, whose games last longer, later.
pub fn puzzle_candidates() -> Vec<Vec<String>> {
    [3usize, 4, 5, 6]
        .map(|side| {
            (0..60)
                .map(|seed| random_construction(seed, 1, side..=side, 25))
                .collect()
        })
        .into()
}
