//! Puzzles, "find the winning move": positions with exactly one winning move, found by search
//! among a problem's own generated inputs, each with its answer and `--explain`'s reasoning.
//!
//! A position is a puzzle when its side to move wins, every legal move is listed (no rest line),
//! there are at least two, and exactly one row is as good as the best ([`as_good_as`]: the same
//! verdict and score), a row of one move. Candidates come in the order a crate gives them (small
//! to large); the puzzles found are then ordered easy to hard by how many moves the player has
//! to choose from, then by how far the win is (remoteness, where the game knows it).

use crate::cli::Output;
use crate::input::InputError;

use super::{Explore, MoveGroup, MoveValue, Verdict, as_good_as};

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
}

impl std::fmt::Debug for PuzzleSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PuzzleSource")
            .field("count", &self.count)
            .finish_non_exhaustive()
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

/// The puzzles among `source`'s candidates, at most `source.count`, easy to hard.
pub fn find<G: Explore>(game: &G, source: &PuzzleSource) -> Vec<Puzzle> {
    let tiers = (source.candidates)();
    let share = source.count.div_ceil(tiers.len().max(1));
    let mut found: Vec<Puzzle> = Vec::new();
    for tier in tiers {
        let mut mine: Vec<Puzzle> = Vec::new();
        for text in tier {
            if mine.len() == share || found.len() + mine.len() == source.count {
                break;
            }
            let Ok(position) = game.read(&text) else {
                continue;
            };
            let written = game.write(&position);
            if found.iter().chain(&mine).any(|p| p.position == written) {
                continue;
            }
            let Some((row, moves)) = unique_win(game, &position) else {
                continue;
            };
            let Ok(Output { explanation, .. }) = (source.explain)(&written) else {
                continue;
            };
            mine.push(Puzzle {
                answer: game.name_move(&position, &row.representative),
                label: row.label,
                value: row.value,
                moves,
                explanation: explanation.unwrap_or_default(),
                position: written,
            });
        }
        // Stable: equal difficulty keeps the candidates' order.
        mine.sort_by_key(|p| (p.moves, p.value.remoteness));
        found.append(&mut mine);
    }
    found
}
