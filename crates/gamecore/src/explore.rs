//! Exploring a game: the value of every move of a position, and positions as text, for `--moves`,
//! `--play` and the explorer page.
//!
//! A solver crate implements [`Explore`] once for its game. Everything else is generic over it:
//! the move table printed by `--moves`, the game against perfect play of `--play`, and the
//! explorer's page, which only ever exchanges positions and moves as text.
//!
//! Values are always stated for the player who makes the move, under perfect play by both sides
//! after it. A table lists moves best first: wins before ties before losses; among wins the
//! quickest (least remoteness) and the highest score first; among losses the slowest first.

use std::cmp::Ordering;

use crate::impartial::Grundy;
use crate::input::InputError;

#[cfg(feature = "check")]
pub mod check;
mod commands;
pub mod play;
pub mod puzzle;
pub mod table;

pub use commands::{ExploreCli, MovesFn, PlayFn, cli, moves_text, play_text};

/// How a move ends for the player who makes it, under perfect play after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// The opponent can force a win (or a lower score than a tie).
    Lose,
    /// Neither side can force better than an even game (scoring games only).
    Tie,
    /// The mover can force a win.
    Win,
}

/// The value of a move for the player who makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveValue {
    /// Win, tie or lose.
    pub verdict: Verdict,
    /// Scoring games: the final score under perfect play after the move, counted for the mover
    /// (her points minus her opponent's).
    pub score: Option<i64>,
    /// Impartial games: the Grundy value of the position the move leaves (0: the mover wins).
    pub grundy: Option<Grundy>,
    /// Where the search knows it: moves still to be played after this one until the game ends,
    /// when the winner hurries and the loser stalls.
    pub remoteness: Option<u32>,
}

impl MoveValue {
    /// A move of an impartial game that leaves a position of Grundy value `left`.
    pub fn impartial(left: Grundy) -> MoveValue {
        let verdict = if left == 0 {
            Verdict::Win
        } else {
            Verdict::Lose
        };
        MoveValue {
            verdict,
            score: None,
            grundy: Some(left),
            remoteness: None,
        }
    }

    /// A move of a scoring game whose final score for the mover is `score`.
    pub fn scored(score: i64) -> MoveValue {
        let verdict = match score.cmp(&0) {
            Ordering::Greater => Verdict::Win,
            Ordering::Equal => Verdict::Tie,
            Ordering::Less => Verdict::Lose,
        };
        MoveValue {
            verdict,
            score: Some(score),
            grundy: None,
            remoteness: None,
        }
    }

    /// A move of a win/lose game.
    pub fn outcome(verdict: Verdict) -> MoveValue {
        MoveValue {
            verdict,
            score: None,
            grundy: None,
            remoteness: None,
        }
    }

    /// The same value with its remoteness.
    pub fn with_remoteness(self, remoteness: u32) -> MoveValue {
        MoveValue {
            remoteness: Some(remoteness),
            ..self
        }
    }

    /// Orders values best first for the mover: `Ordering::Less` when `self` is the better move.
    /// Wins before ties before losses; then the higher score; then, among wins (and ties), the
    /// quicker, and among losses the slower. An unknown remoteness counts as the farthest (last
    /// among wins, first among losses), so that the order is total even when the search knows
    /// the remoteness of some moves only; unknown scores compare equal.
    pub fn best_first(&self, other: &MoveValue) -> Ordering {
        let by_verdict = other.verdict.cmp(&self.verdict);
        let by_score = match (self.score, other.score) {
            (Some(a), Some(b)) => b.cmp(&a),
            _ => Ordering::Equal,
        };
        // Verdicts are equal when this decides: `None` (unknown) sorts above every number.
        let far = |r: Option<u32>| r.map_or(u64::MAX, u64::from);
        let (mine, theirs) = (far(self.remoteness), far(other.remoteness));
        let by_remoteness = match self.verdict {
            Verdict::Lose => theirs.cmp(&mine),
            _ => mine.cmp(&theirs),
        };
        by_verdict.then(by_score).then(by_remoteness)
    }
}

/// One row of a move table: a single move, or a class of moves of equal value named together
/// (a range of rows, the circles of one tree at one depth, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveGroup<M> {
    /// A move of the group, playable as it is: the one `--play` and the explorer make when the
    /// row is chosen.
    pub representative: M,
    /// The moves in the problem's own terms: `reclaim cell (10, 2)`, `cells (5..=9, 1)`,
    /// `red disc 3 towards (6, -7), removes white 6, white 7`. For a single move this is the
    /// move's own name (what [`Explore::name_move`] gives), which [`Explore::read_move`] reads.
    pub label: String,
    /// How many moves the row stands for (1 for a single move).
    pub count: u64,
    /// Their common value.
    pub value: MoveValue,
}

/// Every legal move of a position with its value, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTable<M> {
    /// The rows, best first (by [`MoveValue::best_first`]). Empty when the game is over.
    pub groups: Vec<MoveGroup<M>>,
    /// Moves the table does not list one by one (too many for a screen), in one line in the
    /// problem's terms with their value, such as `999,990 other cells: each leaves Grundy value
    /// 3 (lose)`; `None` when every move is listed.
    pub rest: Option<String>,
}

/// How a finished game ended: the winner (`None` for a draw) and why, in the problem's words
/// (`Bob cannot move: Alice wins`, `Berthe wins 16-12`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOver {
    /// The winning side (0: the first player, 1: the second), `None` for a draw.
    pub winner: Option<usize>,
    /// Who won and why, one sentence without a full stop.
    pub text: String,
}

/// Whether `played` is as good as `best` for the mover: the same verdict and the same score
/// (remoteness aside, so that a slower win is no mistake). A move that is not is a mistake, as
/// `--play` names it and the explorer marks it; a lower score counts even when it still wins.
///
/// ```
/// use gamecore::explore::{MoveValue, as_good_as};
///
/// assert!(as_good_as(&MoveValue::scored(3), &MoveValue::scored(3).with_remoteness(7)));
/// assert!(!as_good_as(&MoveValue::scored(27), &MoveValue::scored(2)));
/// ```
pub fn as_good_as(best: &MoveValue, played: &MoveValue) -> bool {
    played.verdict == best.verdict && played.score == best.score
}

/// Why a position gets no move table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unanswered {
    /// The position text is invalid.
    Input(InputError),
    /// The position is valid but too large to answer at once; the text says what limit it passes.
    TooLarge(String),
}

impl From<InputError> for Unanswered {
    fn from(error: InputError) -> Self {
        Unanswered::Input(error)
    }
}

/// A game whose positions can be explored move by move: what `--moves`, `--play` and the
/// explorer read. Positions and moves travel as text, so that every position reached in play can
/// be copied, pasted and solved again.
pub trait Explore {
    /// A position in play, validated.
    type Position: Clone;
    /// One legal move of a position.
    type Move: Clone + PartialEq;

    /// The two sides' names in the problem's words, the first player first (`["Alice", "Bob"]`,
    /// `["red", "white"]`, `["Alma", "Berthe"]`).
    fn players(&self) -> [&'static str; 2];

    /// The game's rules for a person, in a short paragraph of plain text: who moves, what a move
    /// is, and who wins (the explorer's page opens with it, before the input format).
    fn rules(&self) -> &'static str;

    /// Reads a position: the problem's input (for a multi-test input, its first test or field),
    /// or the extended text that [`Explore::write`] produces for a position reached in play.
    fn read(&self, text: &str) -> Result<Self::Position, InputError>;

    /// The position as text that [`Explore::read`] reads back to an equal position, in the
    /// problem's own input format where the position fits it.
    fn write(&self, position: &Self::Position) -> String;

    /// The side to move (0: the first player, 1: the second), `None` once the game is over.
    fn to_move(&self, position: &Self::Position) -> Option<usize>;

    /// Every legal move with its value, best first, grouped where there are more than a screen
    /// holds. Costs at most a few times solving the position.
    fn moves(&self, position: &Self::Position) -> Result<MoveTable<Self::Move>, Unanswered>;

    /// The value of one legal move (for naming a mistake when it is made).
    fn value_of(
        &self,
        position: &Self::Position,
        chosen: &Self::Move,
    ) -> Result<MoveValue, Unanswered>;

    /// The position after a legal move.
    fn play(&self, position: &Self::Position, chosen: &Self::Move) -> Self::Position;

    /// The move's name in the problem's terms, which [`Explore::read_move`] reads back.
    fn name_move(&self, position: &Self::Position, chosen: &Self::Move) -> String;

    /// Reads a move typed in the problem's terms (`10 2` for a cell, `3` for a circle, ...);
    /// `Err` says what was expected, in one line.
    fn read_move(&self, position: &Self::Position, text: &str) -> Result<Self::Move, String>;

    /// The position drawn as text for a terminal, a few lines.
    fn show(&self, position: &Self::Position) -> String;

    /// The position drawn as an SVG document (our `--draw` style), or `None` when it is too large
    /// to draw.
    fn draw(&self, position: &Self::Position) -> Option<String>;

    /// What a move's value means in this game, one line for the table's header (`win: leaves
    /// Grundy value 0`, `score: your rooms minus hers at the end`).
    fn legend(&self) -> &'static str;

    /// For a position where the game is over ([`Explore::to_move`] is `None`): who won and why,
    /// in the problem's words; `None` while the game goes on. The default says nothing (a game
    /// that does not implement it gets no result line).
    fn result(&self, _position: &Self::Position) -> Option<GameOver> {
        None
    }

    /// The moves a row of [`Explore::moves`] stands for, in the row's order, at most `limit` of
    /// them (a row of `count` above `limit` lists its first `limit`). The default serves games
    /// whose rows are single moves; a game that groups moves overrides it.
    fn members(
        &self,
        _position: &Self::Position,
        group: &MoveGroup<Self::Move>,
        limit: usize,
    ) -> Vec<Self::Move> {
        if group.count == 1 && limit > 0 {
            vec![group.representative.clone()]
        } else {
            Vec::new()
        }
    }

    /// The moves that `shown`, the table [`Explore::moves`] gave for `position`, folds into its
    /// [`MoveTable::rest`] line, one row each with its value, best first, when there are at most
    /// `limit` of them; `None` when there are more (or the game does not list them). The default
    /// serves games whose tables have no rest line.
    fn rest_moves(
        &self,
        _position: &Self::Position,
        _shown: &MoveTable<Self::Move>,
        _limit: usize,
    ) -> Option<Vec<MoveGroup<Self::Move>>> {
        None
    }

    /// Cheaply, before solving: why [`Explore::moves`] would refuse `position` as too large, or
    /// `None` when it answers. The default: every position is answered.
    fn too_large(&self, _position: &Self::Position) -> Option<String> {
        None
    }
}

/// A position's outcome for the player to move and its remoteness, from what each of her moves
/// leaves: `(the opponent, moving next, wins, remoteness after the move)`. She wins iff some move
/// leaves the opponent lost, and then hurries (the quickest such move); otherwise she stalls (the
/// slowest move). A position without moves is lost at once, with remoteness 0.
///
/// ```
/// use gamecore::explore::outcome_and_remoteness;
///
/// // One move leaves the opponent lost after 2 more moves, one leaves her winning after 5.
/// assert_eq!(outcome_and_remoteness([(false, 2), (true, 5)]), (true, 3));
/// assert_eq!(outcome_and_remoteness([(true, 1), (true, 4)]), (false, 5));
/// assert_eq!(outcome_and_remoteness([]), (false, 0));
/// ```
pub fn outcome_and_remoteness(moves: impl IntoIterator<Item = (bool, u32)>) -> (bool, u32) {
    let (mut quickest_win, mut slowest_loss) = (None::<u32>, None::<u32>);
    for (opponent_wins, rest) in moves {
        if opponent_wins {
            slowest_loss = Some(slowest_loss.map_or(rest, |r| r.max(rest)));
        } else {
            quickest_win = Some(quickest_win.map_or(rest, |r| r.min(rest)));
        }
    }
    match (quickest_win, slowest_loss) {
        (Some(rest), _) => (true, rest + 1),
        (None, Some(rest)) => (false, rest + 1),
        (None, None) => (false, 0),
    }
}
