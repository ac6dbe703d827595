//! Puzzles, "find the winning move": positions with exactly one winning move, found by search
//! among a problem's own generated inputs, each with its answer and `--explain`'s reasoning.
//!
//! A position is a puzzle when its side to move wins, every legal move is listed (no rest line),
//! there are at least two, and exactly one row is as good as the best ([`as_good_as`]: the same
//! verdict and score), a row of one move.
//!
//! Every candidate is searched; the puzzles found are ordered by difficulty
//! ([`Puzzle::difficulty`]: the number of legal moves, then how far the win is) and a few are
//! kept, spread over that order in three levels ([`Level`]): easy ones from the low end, then
//! medium and hard ones among the puzzles of at least [`PuzzleSource::choice`] legal moves, the
//! hardest found last. The same candidates always give the same list.

use std::collections::HashSet;

use crate::cli::Output;
use crate::input::InputError;

use super::{Explore, MoveGroup, MoveValue, Verdict, as_good_as};

/// The fewest legal moves a medium or hard puzzle offers, in a game whose positions can offer
/// that many: fewer is a guess between two or three.
pub const REAL_CHOICE: u64 = 4;

/// Where a problem's puzzles come from.
#[derive(Clone, Copy)]
pub struct PuzzleSource {
    /// Candidate positions as text, from the problem's generators, in tiers from small to large.
    pub candidates: fn() -> Vec<Vec<String>>,
    /// The problem's `--explain` (its [`crate::Problem::explain`]), for the reasoning shown with
    /// the answer.
    pub explain: fn(&str) -> Result<Output, InputError>,
    /// How many puzzles to keep.
    pub count: usize,
    /// The fewest legal moves of a medium or hard puzzle: [`REAL_CHOICE`], or the most any
    /// position of the game offers where its rules never offer that many.
    pub choice: u64,
}

impl std::fmt::Debug for PuzzleSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PuzzleSource")
            .field("count", &self.count)
            .field("choice", &self.choice)
            .finish_non_exhaustive()
    }
}

/// How hard a puzzle is, as the page labels it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// From the low end of the difficulty order.
    Easy,
    /// At least [`PuzzleSource::choice`] legal moves.
    Medium,
    /// At least [`PuzzleSource::choice`] legal moves, the hardest kept.
    Hard,
}

impl Level {
    /// `easy`, `medium` or `hard`.
    pub fn word(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position as [`Explore::write`] writes it.
    pub position: String,
    /// The winning move's name ([`Explore::name_move`], which [`Explore::read_move`] reads).
    pub answer: String,
    /// The winning move's row label.
    pub label: String,
    /// The winning move's value.
    pub value: MoveValue,
    /// How many legal moves the player chooses from.
    pub moves: u64,
    /// Why the answer wins: `--explain`'s text for the position.
    pub explanation: String,
    /// Easy, medium or hard.
    pub level: Level,
}

impl Puzzle {
    /// The order of difficulty: more legal moves is harder, then a longer win (the answer's
    /// remoteness). An unknown remoteness counts as the longest: a game leaves it out only where
    /// its search would take too long, on the larger positions.
    pub fn difficulty(&self) -> (u64, u32) {
        (self.moves, self.value.remoteness.unwrap_or(u32::MAX))
    }
}

/// The one winning row of `position` and the number of legal moves, if the position is a
/// puzzle (see the module doc); `None` otherwise, or when the game cannot answer it.
pub fn unique_win<G: Explore>(
    game: &G,
    position: &G::Position,
) -> Option<(MoveGroup<G::Move>, u64)> {
    game.to_move(position)?;
    if game.too_large(position).is_some() {
        return None;
    }
    let table = game.moves(position).ok()?;
    let best = table.groups.first()?.value;
    let moves: u64 = table.groups.iter().map(|g| g.count).sum();
    if table.rest.is_some() || best.verdict != Verdict::Win || moves < 2 {
        return None;
    }
    let mut winning = table
        .groups
        .into_iter()
        .filter(|g| as_good_as(&best, &g.value));
    let only = winning.next()?;
    (winning.next().is_none() && only.count == 1).then_some((only, moves))
}

/// The puzzles among `source`'s candidates, at most `source.count`, easy to hard (see the
/// module doc), each explained.
pub fn find<G: Explore>(game: &G, source: &PuzzleSource) -> Vec<Puzzle> {
    let mut found = search(game, source);
    // Stable: equal difficulty keeps the candidates' order, small to large.
    found.sort_by_key(Puzzle::difficulty);
    let mut kept = select(found, source);
    // Explained once kept: `--explain` costs more than the table on some games.
    kept.retain_mut(|puzzle| match (source.explain)(&puzzle.position) {
        Ok(Output { explanation, .. }) => {
            puzzle.explanation = explanation.unwrap_or_default();
            true
        }
        Err(_) => false,
    });
    kept
}

/// Every puzzle among `source`'s candidates, once each, in the candidates' order, not yet
/// explained nor given a level (all [`Level::Easy`]).
pub fn search<G: Explore>(game: &G, source: &PuzzleSource) -> Vec<Puzzle> {
    let mut seen: HashSet<String> = HashSet::new();
    let mut found = Vec::new();
    for text in (source.candidates)().into_iter().flatten() {
        let Ok(position) = game.read(&text) else {
            continue;
        };
        let written = game.write(&position);
        if !seen.insert(written.clone()) {
            continue;
        }
        let Some((row, moves)) = unique_win(game, &position) else {
            continue;
        };
        found.push(Puzzle {
            answer: game.name_move(&position, &row.representative),
            label: row.label,
            value: row.value,
            moves,
            explanation: String::new(),
            position: written,
            level: Level::Easy,
        });
    }
    found
}

/// At most `source.count` of `sorted` (ordered by difficulty), with their levels: a third easy
/// (rounded up), the rest medium and hard, the harder half hard. When enough puzzles offer fewer
/// than `source.choice` moves, the easy ones are spread over those and the others over the rest
/// ([`pick`]); else all are spread over the whole order, whose puzzles past the easy ones then
/// all offer enough.
fn select(sorted: Vec<Puzzle>, source: &PuzzleSource) -> Vec<Puzzle> {
    let easy = source.count.div_ceil(3);
    // Sorted by moves first, so the puzzles of too few moves for medium are a prefix.
    let poor = sorted.iter().filter(|p| p.moves < source.choice).count();
    let picked: Vec<usize> = if poor >= easy {
        let high = pick(&sorted[poor..], source.count - easy);
        let high = high.into_iter().map(|i| poor + i);
        pick(&sorted[..poor], easy)
            .into_iter()
            .chain(high)
            .collect()
    } else {
        // Picks are increasing, so the one after the easy ones lies past the poor prefix.
        pick(&sorted, source.count)
    };
    let above = picked.len().saturating_sub(easy);
    let hard_from = easy + above - above / 2;
    let mut levels = vec![None; sorted.len()];
    for (k, &i) in picked.iter().enumerate() {
        levels[i] = Some(match k {
            k if k < easy => Level::Easy,
            k if k < hard_from => Level::Medium,
            _ => Level::Hard,
        });
    }
    sorted
        .into_iter()
        .zip(levels)
        .filter_map(|(puzzle, level)| {
            Some(Puzzle {
                level: level?,
                ..puzzle
            })
        })
        .collect()
}

/// `k` indices of `sorted` (ordered by difficulty), or all when it has fewer: spread over its
/// different difficulties when there are `k` of them or more (so that a run of equal ones does
/// not take several places), else over the puzzles.
fn pick(sorted: &[Puzzle], k: usize) -> Vec<usize> {
    let firsts: Vec<usize> = (0..sorted.len())
        .filter(|&i| i == 0 || sorted[i - 1].difficulty() != sorted[i].difficulty())
        .collect();
    if firsts.len() >= k {
        return (spread(firsts.len(), k).into_iter())
            .map(|i| firsts[i])
            .collect();
    }
    spread(sorted.len(), k.min(sorted.len()))
}

/// `k` indices of `0..len` (`k <= len`), increasing and as evenly apart as they can be, the
/// last `len - 1` when `k > 0`, the first `0` when `k > 1`.
pub fn spread(len: usize, k: usize) -> Vec<usize> {
    match k {
        0 => Vec::new(),
        1 => vec![len - 1],
        _ => (0..k)
            .map(|j| (j * (len - 1) + (k - 1) / 2) / (k - 1))
            .collect(),
    }
}
