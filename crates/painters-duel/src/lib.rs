//! Painters' Duel (Kick Start 2020 Round F): on a triangle of S^2 rooms, some under construction,
//! Alma and Berthe alternately paint an unpainted room next to their own (a painter with no move
//! skips); print Alma's painted rooms minus Berthe's with best play.
//!
//! # Idea
//! Exact minimax with passes, made fast by ideas that each keep the answer exact (each is argued
//! in [`search`] and [`board`]):
//! - rooms are bits of a `u128`, positions bit masks; side 12 (our extension) runs the same search
//!   on the wider [`wide::Wide`], chosen once per input ([`rooms::RoomSet`]);
//! - negamax alpha-beta driven by null-window probes (MTD) over a transposition table of value
//!   intervals keyed by the rooms either painter can still reach, bounded by `--tt-mb`;
//! - move ordering: the table's best move, then territory, else a history of best moves;
//! - reachability bounds: a path alternates the two kinds of triangle and uses at most one dead
//!   end, and each painter is sure of a path through her pocket;
//! - the split: once no free room is reachable by both, the value is the difference of two longest
//!   simple paths, each a memoised depth-first search with a threshold and a block-cut-tree bound;
//! - the six symmetries of the triangle: large positions are stored under their least image;
//! - `--threads N` ([`parallel`]): tests shared among threads, or one large test searched by all
//!   over lock-free shared tables (Lazy SMP); every answer comes from complete exact probes that
//!   read only proven entries, so it cannot depend on N.
//!
//! `--explain` ([`explain`]) adds on stderr, per test, a principal variation (every move, every
//! skip, the end and the final count), each move chosen by re-solving the positions after it.
//!
//! # Complexity
//! Exponential in the worst case (the game is PSPACE-complete in general); memory at most the
//! `--tt-mb` budget (default 512 MB) plus about 2 MB. Measured times by side, thread counts and
//! dates: `bench/painters-search.md`.
//!
//! Verified: fast == brute force and the contest's plain minimax ([`baseline`]), principal
//! variations replayed, side-12 values proven again by [`prover`], answers independent of the
//! thread count (`tests/`); the full list in `docs/verification.md`.

use std::ops::RangeBounds;

use gamecore::{Flag, InputError, Output, Program, Reader};

pub mod baseline;
pub mod board;
pub mod brute;
pub mod draw;
pub mod explain;
pub mod explore;
pub mod generate;
pub mod geometry;
pub mod parallel;
pub mod problem;
pub mod prover;
pub mod rooms;
pub mod search;
pub mod shrink;
pub mod table;
pub mod text;
pub mod wide;

pub use problem::PROBLEM;
pub use text::{ListedDuel, input_text};

use board::{MAX_SIDE, Rooms, index};
use rooms::RoomSet;
use wide::WIDE_SIDE;
use wide::Wide;

/// The contest's largest side (Kick Start 2020 Round F, test set 2: `S <= 6`); we accept up to
/// [`WIDE_SIDE`] (12), and [`board::MAX_SIDE`] (11) fits a [`Rooms`] set.
pub const CONTEST_SIDE: usize = 6;
/// The contest's largest number of tests (`T <= 100`); we accept up to 100 000.
pub const CONTEST_TESTS: usize = 100;

/// Options of the command line.
#[derive(Clone, Debug)]
pub struct Options {
    /// Memory for the transposition and longest-path tables, in megabytes.
    pub table_mb: usize,
    /// Show progress on stderr during solves longer than 2 s (only when stderr is a terminal).
    pub progress: bool,
    /// The test `--draw` pictures, 1-based.
    pub test: usize,
    /// Threads to solve with (at least 1); the answer does not depend on it.
    pub threads: usize,
}

/// The number of cores this process may use (1 when that cannot be known).
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

impl Default for Options {
    fn default() -> Self {
        Options {
            table_mb: 512,
            progress: true,
            test: 1,
            threads: all_cores(),
        }
    }
}

/// A flag's value read as a number within `range`; `expected` names the range in the refusal.
fn flag_number(
    value: &str,
    range: impl RangeBounds<usize>,
    expected: &str,
) -> Result<usize, String> {
    value
        .parse()
        .ok()
        .filter(|number| range.contains(number))
        .ok_or_else(|| format!("expected {expected}, found `{value}`"))
}

const FLAGS: &[Flag<Options>] = &[
    Flag {
        name: "tt-mb",
        value: Some("MB"),
        help: "Memory for the transposition tables in MB (1 to 65536, default 512).",
        apply: |options, value| {
            options.table_mb = flag_number(value, 1..=65536, "an integer from 1 to 65536")?;
            Ok(())
        },
    },
    Flag {
        name: "threads",
        value: Some("N"),
        help: "Threads to solve with (1 to 256, default: all cores); the answer is the same.",
        apply: |options, value| {
            options.threads = flag_number(value, 1..=256, "an integer from 1 to 256")?;
            Ok(())
        },
    },
    Flag {
        name: "quiet",
        value: None,
        help: "Never show progress on stderr.",
        apply: |options, _| {
            options.progress = false;
            Ok(())
        },
    },
    Flag {
        name: "test",
        value: Some("K"),
        help: "The test --draw pictures (1-based, default 1).",
        apply: |options, value| {
            options.test = flag_number(value, 1.., "a test number from 1")?;
            Ok(())
        },
    },
];

/// The command-line program.
const PROGRAM: Program<Options> = Program {
    about: "Kick Start 2020 Round F \"Painters' Duel\": Alma's score minus Berthe's with best play",
    input_help: "Input: T, then T tests, each `S RA PA RB PB C` followed by C lines `R P` (rooms \
                 under construction). Room (R, P) is the P-th of the 2R-1 rooms of row R.\n\
                 Accepted range: 1 <= T <= 10^5; 2 <= S <= 12 (the contest allows 6, our \
                 specification 11; side 12 is our extension, answered but not explained, drawn \
                 or played); 1 <= R <= S; 1 <= P <= 2R-1; \
                 0 <= C <= S^2-2; the two start rooms differ and are not under construction; \
                 construction rooms are distinct.\n\
                 Output: one line per test, `Case #x: y` (x from 1), y Alma's score minus \
                 Berthe's with best play.\n\
                 Positions in play (read by --moves and --play, written by them): the input, \
                 then optionally, in this order: `test K` (the test to play; the first by \
                 default), `berthe to move` (Alma moves by default), `alma N` and `berthe N` \
                 each followed by N rooms `R P` she painted before the room she stands in. In a \
                 position in play RA PA RB PB are the rooms the painters stand in now.",
    flags: FLAGS,
    solve: |input, options| solve_with(input, options).map(Output::from),
    validate: |input| parse(input).map(|_| ()),
    explain: Some(explain::explain),
    draw: Some(draw::draw),
    explore: Some(gamecore::explore::cli::<explore::Game, Options>()),
};

/// One test: the board and where the painters start, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Duel {
    /// The side S of the triangle (2..=12; 12 only through [`parse`]).
    pub side: usize,
    /// Alma's start room as a bit index of [`board`].
    pub alma: usize,
    /// Berthe's start room as a bit index.
    pub berthe: usize,
    /// The rooms under construction (a [`Wide`] set, so that side 12 fits).
    pub construction: Wide,
}

impl Duel {
    /// The rooms that may still be painted at the start, for sides up to 11 ([`Duel::free_set`]
    /// for any side).
    pub fn free(&self) -> Rooms {
        debug_assert!(
            self.side <= MAX_SIDE,
            "side {} needs a wider set",
            self.side
        );
        self.free_set()
    }

    /// The rooms that may still be painted at the start, as a set of type `R` (whose
    /// [`RoomSet::MAX_SIDE`] must be at least the side).
    pub fn free_set<R: RoomSet>(&self) -> R {
        R::board(self.side)
            & !R::from_halves(self.construction.low(), self.construction.high())
            & !R::bit(self.alma)
            & !R::bit(self.berthe)
    }

    /// Whether `room` is under construction.
    pub fn is_construction(&self, room: usize) -> bool {
        !(self.construction & Wide::bit(room)).is_empty()
    }
}

/// A room as the input writes it: 1-based row and place in the row.
fn room_name(room: usize) -> String {
    let (row, place) = board::coordinates(room);
    format!("({}, {})", row + 1, place + 1)
}

/// Reads a room `R P` of the side-`side` board; returns its bit index and where it starts.
fn read_room(
    reader: &mut Reader,
    side: usize,
    whose: &str,
) -> Result<(usize, gamecore::Pos), InputError> {
    let (row, pos) = reader.integer(format_args!("{whose} row"), 1..=side)?;
    let (place, _) = reader.integer(format_args!("{whose} place in row {row}"), 1..=2 * row - 1)?;
    Ok((index(row - 1, place - 1), pos))
}

fn parse_duel(reader: &mut Reader, max_side: usize) -> Result<Duel, InputError> {
    let (side, side_pos) = reader.integer("the side S", 2..=WIDE_SIDE)?;
    if side > max_side {
        return Err(InputError::rule(
            side_pos,
            format!(
                "side {side} is answered, but explained, drawn and played only up to side {max_side}"
            ),
        ));
    }
    let (alma, _) = read_room(reader, side, "Alma's")?;
    let (berthe, berthe_pos) = read_room(reader, side, "Berthe's")?;
    if alma == berthe {
        return Err(InputError::rule(
            berthe_pos,
            format!("Alma and Berthe both start in room {}", room_name(alma)),
        ));
    }
    let (count, _) = reader.integer(
        "the number C of rooms under construction",
        0..=side * side - 2,
    )?;
    let mut construction = Wide::EMPTY;
    // Which construction room (1-based) holds each room, to name a repeat.
    let mut order = [0usize; wide::WIDE_ROOMS];
    for item in 1..=count {
        let (room, pos) = read_room(reader, side, &format!("construction room {item}'s"))?;
        for (start, who) in [(alma, "Alma's"), (berthe, "Berthe's")] {
            if room == start {
                return Err(InputError::rule(
                    pos,
                    format!(
                        "construction room {item} is {who} start room {}",
                        room_name(room)
                    ),
                ));
            }
        }
        if !(construction & Wide::bit(room)).is_empty() {
            return Err(InputError::rule(
                pos,
                format!(
                    "construction rooms {} and {item} are both {}",
                    order[room],
                    room_name(room)
                ),
            ));
        }
        construction |= Wide::bit(room);
        order[room] = item;
    }
    Ok(Duel {
        side,
        alma,
        berthe,
        construction,
    })
}

/// Parses and validates the whole input (sides up to 12).
pub fn parse(input: &str) -> Result<Vec<Duel>, InputError> {
    parse_up_to(input, WIDE_SIDE)
}

/// Parses and validates the whole input, refusing sides above `max_side` (11 for the tools that
/// explain, draw or play a game on [`Rooms`]).
pub fn parse_up_to(input: &str, max_side: usize) -> Result<Vec<Duel>, InputError> {
    let mut reader = Reader::new(input);
    let (tests, _) = reader.integer("the number of tests T", 1..=100_000usize)?;
    let mut duels = Vec::with_capacity(reader.capacity_for(tests, 12));
    for test in 1..=tests {
        let duel = parse_duel(&mut reader, max_side);
        duels.push(duel.map_err(|e| e.within(format_args!("test {test}")))?);
    }
    reader.expect_end()?;
    Ok(duels)
}

/// Formats one answer line per test.
pub fn format(answers: &[i32]) -> String {
    answers
        .iter()
        .enumerate()
        .map(|(i, a)| format!("Case #{}: {a}\n", i + 1))
        .collect()
}

/// Answers the input under the default options.
pub fn solve(input: &str) -> Result<String, InputError> {
    solve_with(input, &Options::default())
}

/// Answers the input: one `Case #x: y` line per test.
pub fn solve_with(input: &str, options: &Options) -> Result<String, InputError> {
    let duels = parse(input)?;
    let table_bytes = options.table_mb.saturating_mul(1 << 20);
    let answers = parallel::solve_all(&duels, table_bytes, options.threads, options.progress);
    Ok(format(&answers))
}
