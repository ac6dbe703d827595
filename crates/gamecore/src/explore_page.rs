//! The object-safe face of an [`Explore`] game that the explorer serves: [`Page`], and
//! [`Explorable`], which gives one for any game. A solver crate names its page in its
//! descriptor ([`crate::Problem::explore`]), so that the explorer finds every game through the
//! workspace's registry with no list of its own.
//!
//! A page is stateless: every call gets the position as text (and a move as text) and answers
//! with JSON ([`json::Json`]), so that the page in the browser holds the position and its history.

use std::sync::Arc;

use crate::cli::Cli;
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
use crate::explore::puzzle;
use crate::explore::puzzle::PuzzleSource;
use crate::explore::{Explore, MoveGroup, MoveValue, Unanswered, Verdict};

pub mod describe;
pub mod json;

use json::Json;

/// How a [`crate::Problem`] gives its explorer page: a plain function (like every other field
/// of the descriptor), called once when the explorer starts.
pub type PageFn = fn() -> Arc<dyn Page>;

/// Why a request gets no answer, and the message the page shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageError {
    /// The position text is not a valid position (`line L, column C: ...`).
    Input(String),
    /// The move text is not a legal move of the position, or the game is over.
    Move(String),
    /// The position is valid but too large to answer at once.
    TooLarge(String),
    /// The solver took longer than the server's time limit.
    TimedOut(String),
    /// Earlier requests' solves are still running.
    Busy(String),
    /// The request itself is malformed (no position, bad form encoding).
    BadRequest(String),
    /// The solver stopped without an answer (it panicked: a bug).
    Failed(String),
}

impl PageError {
    /// A short name of the kind, for the page and the tests (`input`, `too-large`, ...).
    pub fn kind(&self) -> &'static str {
        match self {
            PageError::Input(_) => "input",
            PageError::Move(_) => "move",
            PageError::TooLarge(_) => "too-large",
            PageError::TimedOut(_) => "timed-out",
            PageError::Busy(_) => "busy",
            PageError::BadRequest(_) => "bad-request",
            PageError::Failed(_) => "failed",
        }
    }

    /// The message for the person.
    pub fn message(&self) -> &str {
        match self {
            PageError::Input(m)
            | PageError::Move(m)
            | PageError::TooLarge(m)
            | PageError::TimedOut(m)
            | PageError::Busy(m)
            | PageError::BadRequest(m)
            | PageError::Failed(m) => m,
        }
    }
}

impl From<Unanswered> for PageError {
    fn from(why: Unanswered) -> Self {
        match why {
            Unanswered::Input(error) => PageError::Input(error.to_string()),
            Unanswered::TooLarge(limit) => {
                PageError::TooLarge(format!("too large to answer at once: {limit}"))
            }
        }
    }
}

/// The longest position text whose [`Page::view`] answers with its `position` (the game's own
/// writing of it). A longer one (a 10^6-cell river: 20 MB) is left out: written, escaped, decoded
/// and passed between the browser's threads again, it cost more than solving; the page keeps
/// the text it sent instead.
pub const ECHOED_UP_TO: usize = 1 << 20;

/// One problem as the server sees it: its names, and positions and moves as text in, JSON out.
pub trait Page: Send + Sync {
    /// The problem's name, as its crate and its testdata folder are named (`more-reclamation`).
    fn name(&self) -> &'static str;
    /// What the problem is, one line.
    fn about(&self) -> &'static str;
    /// The position text format, for the paste box's help.
    fn input_help(&self) -> &'static str;
    /// The game's rules in a short paragraph ([`Explore::rules`]).
    fn rules(&self) -> &'static str;
    /// The position read from `text`, described: see [`Explorable`] for the fields.
    fn view(&self, text: &str) -> Result<Json, PageError>;
    /// The position after the move `chosen` (in the problem's terms) from the position `text`,
    /// described like [`Page::view`], with the move's name in `played`.
    fn play(&self, text: &str, chosen: &str) -> Result<Json, PageError>;
    /// Cheaply, without solving: whether [`Page::view`] answers the position `text` (it is valid
    /// and not too large), so that a list of cases offers only those. The default asks `view`.
    fn explorable(&self, text: &str) -> bool {
        self.view(text).is_ok()
    }
    /// The problem's puzzles, easy to hard, as a JSON array (see [`describe::puzzle`]); empty for
    /// a problem without any, and in the browser's WebAssembly module (the site's puzzles are
    /// found natively when it is built).
    fn puzzles(&self) -> Json {
        Json::Array(Vec::new())
    }
    /// The fewest legal moves of the page's medium and hard puzzles
    /// ([`PuzzleSource::choice`]); [`crate::explore::puzzle::REAL_CHOICE`] by default.
    fn puzzle_choice(&self) -> u64 {
        crate::explore::puzzle::REAL_CHOICE
    }
}

/// A [`Page`] for any game that implements [`Explore`].
///
/// A description ([`Page::view`], [`Page::play`]) is a JSON object with these fields:
/// - `position`: the position as text ([`Explore::write`]), which `view` reads back; left out of
///   a view of a text over [`ECHOED_UP_TO`] bytes;
/// - `players`: the two sides' names, the first player first;
/// - `toMove`: the side to move, 0 or 1, or `null` once the game is over;
/// - `legend`: what a move's value means, one line;
/// - `svg`: the picture of the position ([`Explore::draw`]; a string for every position of the
///   five problems). Its click targets carry `data-move`, the name of the move they play (which
///   `play` reads), and where one target stands for several moves (a chapaev disc: every shot
///   it can make) `data-shooter`, the prefix that those moves' names start with;
/// - `show`: the position drawn as text;
/// - `moves`: the table's rows, best first: [`row`]'s fields, and `best` (`true` on every row as
///   good as the best move, [`crate::explore::as_good_as`]: the same verdict and score; a move
///   of a row without it is a mistake), `members` (the names of the moves the row stands for, in
///   order, at most [`describe::MEMBERS`]; every one is playable) and `membersComplete` (whether
///   `members` lists all `count` of them; when not, the label says the range in words and `play`
///   reads any member typed as the game's moves are typed);
/// - `rest`: the line for the moves the table does not list, or `null`;
/// - `restMoves`: those moves one row each (fields as in `moves`), best first, when there are at
///   most [`describe::REST_MOVES`]; `[]` without a rest line; `null` when there are more (then
///   `play` still reads any of them typed);
/// - `value`: the position's value for the side to move under perfect play (`null` once the game
///   is over): an object of `verdict`, `score`, `grundy` (always `null` here), `remoteness`
///   (moves to the end, this one included, where the game knows it) and `words`
///   ([`describe::value_object`]). The other side's value is its opposite (verdict swapped,
///   score negated, same remoteness);
/// - `result`: once the game is over, who won and why in the problem's words
///   ([`Explore::result`]: `Bob cannot move: Alice wins`), else `null`;
/// - `winner`: the winning side, 0 or 1, once the game is over; `null` for a draw or while it
///   goes on.
///
/// After a move (`play`) also `played` (the move's name), `playedBy` (the side that made it)
/// and `playedValue` (its value for that side, an object as `value`). The move was a mistake
/// exactly when `playedValue`'s `verdict` or `score` differs from the previous description's
/// `value` (the move's row had `best: false`).
///
/// [`Page::puzzles`] answers an array of puzzles ([`describe::puzzle`]), found by search among
/// the problem's generated inputs when the page was made [`Explorable::with_puzzles`].
#[derive(Clone, Copy, Debug)]
pub struct Explorable<G> {
    name: &'static str,
    about: &'static str,
    input_help: &'static str,
    game: G,
    // `()` in the browser's module, which never reads it.
    #[cfg_attr(all(target_arch = "wasm32", target_os = "unknown"), allow(dead_code))]
    puzzles: Puzzles,
}

/// Where a page's puzzles come from ([`Explorable::with_puzzles`]). Nothing in the browser's
/// WebAssembly module: the site's puzzles are found natively when it is built, and the module,
/// never asked for them, then carries no generator and no puzzle search.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
type Puzzles = Option<PuzzleSource>;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
type Puzzles = ();

impl<G: Explore> Explorable<G> {
    /// The page of `game`, named `name` and described as its command-line program is (a
    /// problem's `name` and `program`).
    pub fn new(name: &'static str, program: &dyn Cli, game: G) -> Self {
        Explorable {
            name,
            about: program.about(),
            input_help: program.input_help(),
            game,
            puzzles: Puzzles::default(),
        }
    }

    /// The page of `game` as a shared [`Page`], for a crate's [`PageFn`].
    pub fn page(name: &'static str, program: &dyn Cli, game: G) -> Arc<dyn Page>
    where
        G: Send + Sync + 'static,
    {
        Arc::new(Explorable::new(name, program, game))
    }

    /// A page with names given directly (for games without a command-line program).
    pub fn named(
        name: &'static str,
        about: &'static str,
        input_help: &'static str,
        game: G,
    ) -> Self {
        Explorable {
            name,
            about,
            input_help,
            game,
            puzzles: Puzzles::default(),
        }
    }

    /// The same page with puzzles, found among `source`'s candidates ([`Page::puzzles`]).
    pub fn with_puzzles(self, source: PuzzleSource) -> Self {
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        return Explorable {
            puzzles: Some(source),
            ..self
        };
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        {
            let _ = source;
            self
        }
    }

    /// The page as a shared [`Page`], for a crate's [`PageFn`].
    pub fn shared(self) -> Arc<dyn Page>
    where
        G: Send + Sync + 'static,
    {
        Arc::new(self)
    }
}

impl<G> Page for Explorable<G>
where
    G: Explore + Send + Sync,
{
    fn name(&self) -> &'static str {
        self.name
    }

    fn about(&self) -> &'static str {
        self.about
    }

    fn input_help(&self) -> &'static str {
        self.input_help
    }

    fn rules(&self) -> &'static str {
        self.game.rules()
    }

    fn view(&self, text: &str) -> Result<Json, PageError> {
        let position = self
            .game
            .read(text)
            .map_err(|e| PageError::Input(e.to_string()))?;
        let echo = text.len() <= ECHOED_UP_TO;
        describe::describe(&self.game, &position, None, echo)
    }

    fn play(&self, text: &str, chosen: &str) -> Result<Json, PageError> {
        let game = &self.game;
        let position = game
            .read(text)
            .map_err(|e| PageError::Input(e.to_string()))?;
        if game.to_move(&position).is_none() {
            return Err(PageError::Move(
                "the game is over: no move is left".to_owned(),
            ));
        }
        let chosen = game.read_move(&position, chosen).map_err(PageError::Move)?;
        let played = describe::Played {
            name: game.name_move(&position, &chosen),
            side: game.to_move(&position).unwrap_or(0),
            value: game.value_of(&position, &chosen)?,
        };
        let next = game.play(&position, &chosen);
        describe::describe(game, &next, Some(played), true)
    }

    fn explorable(&self, text: &str) -> bool {
        self.game
            .read(text)
            .is_ok_and(|position| self.game.too_large(&position).is_none())
    }

    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    fn puzzles(&self) -> Json {
        let found = self
            .puzzles
            .map(|source| puzzle::find(&self.game, &source))
            .unwrap_or_default();
        Json::Array(found.iter().map(describe::puzzle).collect())
    }

    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    fn puzzle_choice(&self) -> u64 {
        self.puzzles
            .map_or(puzzle::REAL_CHOICE, |source| source.choice)
    }
}

/// One row of the table as JSON: `label`, `move` (the representative's name, what a click
/// plays), `count` (a string: it may pass 2^53), `verdict` (`win`, `tie`, `lose`), `score`,
/// `grundy` (a string), `remoteness`, `value` (all of it in words) and `shade` (see [`shades`]).
/// A description's rows add `best`, `members` and `membersComplete` ([`Explorable`]).
pub fn row<M>(name: &str, group: &MoveGroup<M>, shade: u8) -> Json {
    Json::Object(row_fields(name, group, shade))
}

/// The fields of [`row`].
pub fn row_fields<M>(name: &str, group: &MoveGroup<M>, shade: u8) -> Vec<(&'static str, Json)> {
    let value = &group.value;
    vec![
        ("label", Json::str(group.label.as_str())),
        ("move", Json::str(name)),
        ("count", Json::str(group.count.to_string())),
        ("verdict", Json::str(verdict_word(value.verdict))),
        ("score", Json::opt_int(value.score)),
        ("grundy", Json::opt_str(value.grundy.map(|g| g.to_string()))),
        ("remoteness", Json::opt_int(value.remoteness.map(i64::from))),
        ("value", Json::str(value_words(value))),
        ("shade", Json::Int(i64::from(shade))),
    ]
}

/// `win`, `tie` or `lose`.
pub fn verdict_word(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Win => "win",
        Verdict::Tie => "tie",
        Verdict::Lose => "lose",
    }
}

/// A value in words: `win, score +2, 3 moves to the end`.
pub fn value_words(value: &MoveValue) -> String {
    let mut words = verdict_word(value.verdict).to_owned();
    if let Some(score) = value.score {
        words.push_str(&format!(", score {score:+}"));
    }
    if let Some(grundy) = value.grundy {
        words.push_str(&format!(", leaves Grundy value {grundy}"));
    }
    if let Some(remoteness) = value.remoteness {
        let plural = if remoteness == 1 { "" } else { "s" };
        words.push_str(&format!(", {remoteness} move{plural} to the end"));
    }
    words
}

/// How strongly each row's colour shows, in percent (40 to 100), as GamesmanUni shades a move
/// by its rank: the colour says the verdict, the strength how good the move is among moves of
/// that verdict. The best win (and tie) is the deepest green (and grey) and the worst loss the
/// deepest red; rows of equal value share a shade, and a verdict with one value shows it fully.
/// `values` are best first.
pub fn shades(values: &[MoveValue]) -> Vec<u8> {
    // The rank of each value among the distinct values of its verdict, and how many there are.
    let mut ranks = Vec::with_capacity(values.len());
    let mut distinct = [0usize; 3];
    for (i, value) in values.iter().enumerate() {
        let class = value.verdict as usize;
        let new = i == 0
            || values[i - 1].verdict != value.verdict
            || values[i - 1].best_first(value).is_ne();
        if new {
            distinct[class] += 1;
        }
        ranks.push(distinct[class] - 1);
    }
    values
        .iter()
        .zip(ranks)
        .map(|(value, rank)| {
            let steps = distinct[value.verdict as usize].saturating_sub(1);
            let from_best = rank as f64 / steps.max(1) as f64;
            let strength = match value.verdict {
                _ if steps == 0 => 1.0,
                Verdict::Win | Verdict::Tie => 1.0 - 0.6 * from_best,
                Verdict::Lose => 0.4 + 0.6 * from_best,
            };
            (strength * 100.0).round() as u8
        })
        .collect()
}
