//! What a search shares with the searches running beside it: where it keeps what it proves, a
//! signal to stop, and marks on the positions it is in. The search calls its [`Company`] at fixed
//! points and knows nothing else of threads.
//!
//! A search [`Alone`] (one thread) keeps its own two tables, is never stopped, marks nothing and
//! searches the moves in order: each of those calls compiles to nothing. The members of a thread
//! team share their tables and signals (`crate::solver::team`, a layer above that calls the
//! search).

use super::entries::{GameEntry, PathEntry, path_hash};
use super::key::Key;
use super::order::Moves;
use crate::solver::rooms::RoomSet;
use crate::solver::table::Table;

/// The tables and signals a search works with.
///
/// Exact whatever a company does: its tables hold only intervals proven to hold a value, a
/// stopped search records nothing from then on (its values are not proven) and its answer is
/// not used, and marks only change the order of the moves, never which are searched.
pub trait Company<R: RoomSet> {
    /// A mark on a position being searched (nothing, alone).
    type Mark: Copy;

    /// A copy of the game table's entry under `key`.
    fn find_game(&self, key: &Key<R>) -> Option<GameEntry<R>>;
    /// Stores a game table's entry, in place of the one with its key if any.
    fn store_game(&mut self, entry: GameEntry<R>);
    /// A copy of the longest-path table's entry for a path from `start` through `region`.
    fn find_path(&self, start: usize, region: R) -> Option<PathEntry<R>>;
    /// Stores a longest-path table's entry, in place of the one with its key if any.
    fn store_path(&mut self, entry: PathEntry<R>);
    /// The game table's slots in use and the number it may grow to (for the progress line).
    fn fill(&self) -> (usize, usize);

    /// Hears from the company at each position searched: whether the search is stopped.
    fn poll(&mut self) -> bool;
    /// Whether the search is stopped: it then unwinds and records nothing.
    fn stopped(&self) -> bool;

    /// Marks a game position with `rooms` reachable rooms as being searched: the mover in
    /// `mover`, the other in `other`, `free` unpainted.
    fn mark(&self, rooms: u32, free: R, mover: usize, other: usize) -> Self::Mark;
    /// Takes the mark off a position whose search is over.
    fn unmark(&self, mark: Self::Mark);
    /// The index of the next of `moves` to search from the position marked `mark` (the other
    /// painter in `other`, `free` unpainted), or `None` once every move was given.
    fn pick(
        &self,
        mark: &mut Self::Mark,
        moves: &mut Moves,
        free: R,
        other: usize,
    ) -> Option<usize>;
}

/// The company of a search alone: its own two tables, and nothing else.
pub struct Alone<R: RoomSet> {
    game: Table<GameEntry<R>>,
    paths: Table<PathEntry<R>>,
}

impl<R: RoomSet> Alone<R> {
    /// Two tables of at most `table_bytes` bytes together ([`table_shares`]).
    pub fn new(table_bytes: usize) -> Self {
        let (game, paths) = table_shares(table_bytes);
        Alone {
            game: Table::new(game),
            paths: Table::new(paths),
        }
    }
}

/// How a budget of `table_bytes` is shared between the game table and the longest-path table:
/// `(game, paths)`, seven eighths and an eighth. The roots that fill a table are the hardest
/// ones, and what they fill is the game table: their longest-path tables hold a sixth to a
/// tenth as many entries, and their positions fall steeply as the game table grows
/// (`bench/painters-search.md`).
pub fn table_shares(table_bytes: usize) -> (usize, usize) {
    let paths = table_bytes / 8;
    (table_bytes - paths, paths)
}

impl<R: RoomSet> Company<R> for Alone<R> {
    type Mark = ();

    fn find_game(&self, key: &Key<R>) -> Option<GameEntry<R>> {
        self.game.find(key.hash(), |e| e.has_key(key)).copied()
    }

    fn store_game(&mut self, entry: GameEntry<R>) {
        self.game.insert(entry, |e| e.same_key(&entry));
    }

    fn find_path(&self, start: usize, region: R) -> Option<PathEntry<R>> {
        let hash = path_hash(start, region);
        self.paths.find(hash, |e| e.has_key(start, region)).copied()
    }

    fn store_path(&mut self, entry: PathEntry<R>) {
        self.paths.insert(entry, |e| e.same_key(&entry));
    }

    fn fill(&self) -> (usize, usize) {
        (self.game.filled(), self.game.capacity())
    }

    fn poll(&mut self) -> bool {
        false
    }

    fn stopped(&self) -> bool {
        false
    }

    fn mark(&self, _: u32, _: R, _: usize, _: usize) {}

    fn unmark(&self, _: ()) {}

    fn pick(&self, _: &mut (), moves: &mut Moves, _: R, _: usize) -> Option<usize> {
        moves.next_in_order()
    }
}
