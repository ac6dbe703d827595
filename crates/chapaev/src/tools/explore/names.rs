//! Shots in the problem's words: `red disc 3 towards (6, -7), removes white disc 6, white disc 7`.
//! The direction is an exact vector in the input's axes found by `--explain`'s witness search
//! ([`crate::tools::explain`]) for a hit set of the start board that gives the shot, checked by the
//! hit rule; `read_move` reads that name back, and also the short forms `red 3 removes white 6
//! white 7`, `r3 w6 w7` (shooter, then the discs removed), or `red 3 towards 6 -7`.

use std::cell::RefCell;
use std::collections::BTreeMap;

use crate::oracles::brute::Big;
use crate::solver::hits::{self, EndSets};
use crate::solver::position::{Position, Side, parse_scaled};
use crate::tools::explain::{self, Direction, SMALL};

use super::Play;
use super::shots::Found;
use super::text::{colour_word, first_disc};
use super::{Shot, shots};

/// The discs of `set` as the input numbers them: `red disc 1, white disc 3`.
pub fn list(board: &Position, set: u32) -> String {
    let labels: Vec<String> = (0..board.len())
        .filter(|&k| set >> k & 1 == 1)
        .map(|k| board.label(k).to_string())
        .collect();
    labels.join(", ")
}

/// `removes white disc 6, white disc 7` (the shooter always leaves and is not repeated).
pub fn removal(board: &Position, shot: &Shot) -> String {
    let others = shot.removed & !(1 << shot.shooter);
    if others == 0 {
        "removes no other disc".to_owned()
    } else {
        format!("removes {}", list(board, others))
    }
}

/// A small integer vector and the discs it removes (grazing none).
type SmallShot = ((i64, i64), u32);

/// Directions for the shots of one board, with each shooter's candidates computed once and each
/// shot's direction found once.
pub struct Directions {
    board: Position,
    /// Per shooter: the small vectors that graze nothing, shortest first, with what they remove.
    small: Vec<Option<Vec<SmallShot>>>,
    ends: Vec<Option<Vec<EndSets>>>,
    /// The directions found so far, by shooter and hit set.
    found: BTreeMap<(usize, u32), Option<Direction>>,
}

impl Directions {
    /// No direction computed yet.
    pub fn new(board: &Position) -> Self {
        Directions {
            board: board.clone(),
            small: vec![None; board.len()],
            ends: vec![None; board.len()],
            found: BTreeMap::new(),
        }
    }

    /// An exact direction of `shooter` removing exactly `hit_set` on the start board: the
    /// shortest small vector grazing nothing, else one just past an arc end, else the graze;
    /// each checked by [`explain::shoot`], the hit rule.
    pub fn find(&mut self, shooter: usize, hit_set: u32) -> Option<Direction> {
        if let Some(known) = self.found.get(&(shooter, hit_set)) {
            return known.clone();
        }
        let direction = self.search(shooter, hit_set);
        self.found.insert((shooter, hit_set), direction.clone());
        direction
    }

    /// [`Directions::find`]'s search.
    fn search(&mut self, shooter: usize, hit_set: u32) -> Option<Direction> {
        let board = &self.board;
        let small = self.small[shooter].get_or_insert_with(|| small_shots(board, shooter));
        let big = |v: i64| Big::from_i128(v.into());
        let checked = |&(x, y): &(i64, i64)| {
            let direction = Direction::integer(big(x), big(y));
            let shot = explain::shoot(board, shooter, &direction);
            (shot.removed == hit_set && shot.grazed == 0).then_some(direction)
        };
        if let Some(direction) = small
            .iter()
            .find(|s| s.1 == hit_set)
            .and_then(|s| checked(&s.0))
        {
            return Some(direction);
        }
        let ends = self.ends[shooter].get_or_insert_with(|| hits::arc_end_sets(board, shooter));
        explain::past_end_direction(board, shooter, hit_set, ends)
            .or_else(|| explain::end_direction(board, shooter, hit_set, ends))
    }

    /// The shot's name: shooter, direction, the discs removed.
    pub fn name(&mut self, found: &Found) -> String {
        let shooter = self.board.label(found.shot.shooter);
        let removal = removal(&self.board, &found.shot);
        match self.find(found.shot.shooter, found.hit_set) {
            Some(direction) => format!("{shooter} towards {direction}, {removal}"),
            None => format!("{shooter}, {removal}"),
        }
    }
}

thread_local! {
    /// The directions of the board last named: the page names every row twice (its label in
    /// the table, then its move and its members one by one), and finding the candidates is
    /// most of a name's work (exact big-integer checks).
    static LAST: RefCell<Option<Directions>> = const { RefCell::new(None) };
}

/// `ask` of the directions of `board`: those of the board last named when it is the same.
fn with_directions<T>(board: &Position, ask: impl FnOnce(&mut Directions) -> T) -> T {
    LAST.with_borrow_mut(|last| match last {
        Some(directions) if directions.board == *board => ask(directions),
        _ => ask(last.insert(Directions::new(board))),
    })
}

/// The name of a shot on `board` ([`Directions::name`]), with the directions of the board last
/// named kept for the next call.
pub fn name(board: &Position, found: &Found) -> String {
    with_directions(board, |directions| directions.name(found))
}

/// The direction the name of a shot on `board` gives ([`Directions::find`]), from the same
/// directions as [`name`].
pub fn direction(board: &Position, found: &Found) -> Option<Direction> {
    with_directions(board, |directions| {
        directions.find(found.shot.shooter, found.hit_set)
    })
}

/// The words of a typed move, lower case, with brackets and punctuation as spaces.
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .replace([',', '(', ')', ':', ';'], " ")
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

/// A disc named at `words[at..]`: `red disc 3`, `red 3` or `r3`; the disc and the words used.
fn disc_at(board: &Position, words: &[String], at: usize) -> Option<(usize, usize)> {
    let colour = |w: &str| match w {
        "red" | "r" => Some(Side::Red),
        "white" | "w" => Some(Side::White),
        _ => None,
    };
    let word = words.get(at)?;
    let (side, number, used) = if let Some(side) = colour(word) {
        let skip = usize::from(words.get(at + 1).map(String::as_str) == Some("disc"));
        let number: usize = words.get(at + 1 + skip)?.parse().ok()?;
        (side, number, 2 + skip)
    } else {
        let mut chars = word.chars();
        let head = chars.next()?.to_string();
        (colour(&head)?, chars.as_str().parse().ok()?, 1)
    };
    (1..=board.count(side))
        .contains(&number)
        .then(|| (first_disc(board, side) + number - 1, used))
}

/// What a typed move says: the shooter, and the discs removed or a direction.
enum Typed {
    Removes(u32),
    Towards(Big, Big),
    Shooter,
}

/// Reads a typed shot (see the module documentation) among the shots of `play`.
pub fn read_move(play: &Play, hit_sets: &[Vec<u32>], text: &str) -> Result<Shot, String> {
    let board = &play.board;
    let words = words(text);
    let expected = "expected a shot such as `red 3 removes white 6 white 7`, `r3 w6 w7` or \
                    `red 3 towards 6 -7`";
    let (shooter, used) = disc_at(board, &words, 0).ok_or_else(|| expected.to_owned())?;
    let typed = typed_rest(board, &words[used..]).ok_or_else(|| expected.to_owned())?;
    let legal: Vec<Found> = shots::shots(play, hit_sets)
        .into_iter()
        .filter(|f| f.shot.shooter == shooter)
        .collect();
    if legal.is_empty() {
        return Err(format!(
            "{} cannot shoot now (not live, or not {}'s disc)",
            board.label(shooter),
            colour_word(play.to_move)
        ));
    }
    let chosen = match typed {
        Typed::Removes(others) => {
            let removed = (others | 1 << shooter) & play.live;
            legal.iter().find(|f| f.shot.removed == removed)
        }
        Typed::Towards(x, y) => {
            let hit = explain::shoot(board, shooter, &Direction::integer(x, y)).removed;
            legal.iter().find(|f| f.shot.removed == hit & play.live)
        }
        Typed::Shooter if legal.len() == 1 => legal.first(),
        Typed::Shooter => {
            return Err(format!(
                "{} has {} different shots: say which discs it removes",
                board.label(shooter),
                legal.len()
            ));
        }
    };
    chosen.map(|f| f.shot).ok_or_else(|| {
        format!(
            "no shot of {} removes exactly those discs",
            board.label(shooter)
        )
    })
}

/// The words after the shooter: nothing, `towards X Y [, removes ...]`, or `[removes] discs`.
fn typed_rest(board: &Position, words: &[String]) -> Option<Typed> {
    if words.is_empty() {
        return Some(Typed::Shooter);
    }
    if let Some(at) = words.iter().position(|w| w == "removes") {
        return removed_list(board, &words[at + 1..]).map(Typed::Removes);
    }
    if words[0] == "towards" {
        let [x, y] = [words.get(1)?, words.get(2)?].map(|w| parse_scaled(w));
        // A zero vector is no direction.
        if words.len() != 3 || (x == Some(0) && y == Some(0)) {
            return None;
        }
        return Some(Typed::Towards(
            Big::from_i128(x?.into()),
            Big::from_i128(y?.into()),
        ));
    }
    removed_list(board, words).map(Typed::Removes)
}

/// `white disc 6, white disc 7`, `white 6 7`, `w6 w7`, or `no other disc` / `nothing`.
fn removed_list(board: &Position, words: &[String]) -> Option<u32> {
    let joined = words.join(" ");
    if joined == "no other disc" || joined == "nothing" {
        return Some(0);
    }
    let mut set = 0u32;
    let mut at = 0;
    let mut colour: Option<&str> = None;
    while at < words.len() {
        if let Some((disc, used)) = disc_at(board, words, at) {
            set |= 1 << disc;
            colour = Some(if board.side_of(disc) == Side::Red {
                "red"
            } else {
                "white"
            });
            at += used;
        } else {
            // `white 6 7`: a bare number continues the last colour.
            let again = [colour?.to_owned(), words[at].clone()];
            let (disc, _) = disc_at(board, &again, 0)?;
            set |= 1 << disc;
            at += 1;
        }
    }
    (set != 0).then_some(set)
}

/// The primitive integer vectors with components at most [`SMALL`] that graze no disc of the
/// start board from `shooter`, shortest first, with the discs each removes. Plain `i128`
/// arithmetic (offsets are at most 2 * 10^7, so every product stays below 2^70): this only picks
/// the candidate, which [`explain::shoot`] then checks.
fn small_shots(board: &Position, shooter: usize) -> Vec<SmallShot> {
    let mut vectors: Vec<(i64, i64)> = (-SMALL..=SMALL)
        .flat_map(|x| (-SMALL..=SMALL).map(move |y| (x, y)))
        .filter(|&(x, y)| gcd(x, y) == 1)
        .collect();
    vectors.sort_by_key(|&(x, y)| (x * x + y * y, std::cmp::Reverse(y), x));
    let origin = board.centres()[shooter];
    let reach2 = i128::from(board.reach()).pow(2);
    vectors
        .into_iter()
        .filter_map(|(x, y)| {
            let (ux, uy) = (i128::from(x), i128::from(y));
            let limit = reach2 * (ux * ux + uy * uy);
            let mut removed = 1u32 << shooter;
            for (k, &c) in board.centres().iter().enumerate() {
                let e = c - origin;
                let (ex, ey) = (i128::from(e.x), i128::from(e.y));
                let (dot, cross) = (ux * ex + uy * ey, ux * ey - uy * ex);
                match (cross * cross).cmp(&limit) {
                    _ if k == shooter || dot < 0 => {}
                    std::cmp::Ordering::Equal => return None,
                    std::cmp::Ordering::Less => removed |= 1 << k,
                    std::cmp::Ordering::Greater => {}
                }
            }
            Some(((x, y), removed))
        })
        .collect()
}

fn gcd(mut a: i64, mut b: i64) -> i64 {
    (a, b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
