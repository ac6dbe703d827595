//! Positions in play as text: the contest input, optionally followed by clauses the contest never
//! writes, in this order:
//!
//! ```text
//! test 2               (which test of the input; the first by default)
//! berthe to move       (`alma to move` is the default)
//! alma 2 3 1 3 2       (the rooms Alma painted before the one she stands in: a count, then rooms)
//! berthe 1 2 1         (likewise for Berthe)
//! ```
//!
//! In a position in play the test's `RA PA RB PB` are the rooms the painters stand in now (for a
//! start position, their start rooms). The contest part is read by [`crate::parse`] unchanged on
//! the exact prefix of the text, so its errors point where they always did.

use gamecore::input::describe_token;
use gamecore::{InputError, Pos, Reader};

use crate::solver::board::{MAX_SIDE, Rooms, bit, coordinates, index, rooms};

use super::{ALMA, BERTHE, Play};
use crate::parse_up_to;
use crate::tools::text::{ListedDuel, input_text, room};

/// The words that can start a clause (the contest part holds only numbers).
const CLAUSE_WORDS: [&str; 3] = ["test", "alma", "berthe"];

/// The painters' names as the clauses write them.
const NAMES: [&str; 2] = ["alma", "berthe"];

/// Reads a position: a contest input, then the optional clauses.
pub fn read(text: &str) -> Result<Play, InputError> {
    let (tokens, end) = contest_extent(text);
    let duels = parse_up_to(&text[..end], MAX_SIDE)?;
    let mut reader = Reader::new(text);
    for _ in 0..tokens {
        reader.next_token();
    }
    let test = read_test(&mut reader, duels.len())?;
    let duel = &duels[test - 1];
    let mut play = Play::start(duel);
    play.to_move = read_turn(&mut reader)?;
    for painter in [ALMA, BERTHE] {
        read_painted(&mut reader, &mut play, painter)?;
    }
    reader.expect_end()?;
    Ok(play)
}

/// How many tokens the contest part has and where it ends: up to the first clause word.
fn contest_extent(text: &str) -> (usize, usize) {
    let mut reader = Reader::new(text);
    let mut before = reader.clone();
    let mut count = 0;
    while let Some(token) = reader.next_token() {
        if CLAUSE_WORDS.contains(&token.text) {
            return (count, text.len() - before.rest().trim_start().len());
        }
        count += 1;
        before = reader.clone();
    }
    (count, text.len())
}

/// Whether the next token is `word`; if so it is consumed.
fn take_word(reader: &mut Reader<'_>, word: &str) -> bool {
    let mut peek = reader.clone();
    let found = peek.next_token().is_some_and(|t| t.text == word);
    if found {
        *reader = peek;
    }
    found
}

/// The optional `test K`; 1 when absent.
fn read_test(reader: &mut Reader<'_>, tests: usize) -> Result<usize, InputError> {
    if !take_word(reader, "test") {
        return Ok(1);
    }
    Ok(reader.integer("the test number", 1..=tests)?.0)
}

/// The optional `alma to move` / `berthe to move`; Alma when absent.
fn read_turn(reader: &mut Reader<'_>) -> Result<usize, InputError> {
    let mut peek = reader.clone();
    let painter = match peek.next_token().map(|t| t.text) {
        Some("alma") => ALMA,
        Some("berthe") => BERTHE,
        _ => return Ok(ALMA),
    };
    if peek.clone().next_token().map(|t| t.text) != Some("to") {
        return Ok(ALMA);
    }
    *reader = peek;
    for word in ["to", "move"] {
        let token = reader.token(format!("`{word}`"))?;
        if token.text != word {
            return Err(InputError::expected(
                token.pos,
                format!("`{word}` (as in `berthe to move`)"),
                describe_token(token.text),
            ));
        }
    }
    Ok(painter)
}

/// The optional clause of the rooms `painter` painted before the one she stands in.
fn read_painted(
    reader: &mut Reader<'_>,
    play: &mut Play,
    painter: usize,
) -> Result<(), InputError> {
    if !take_word(reader, NAMES[painter]) {
        return Ok(());
    }
    let side = play.side;
    let whose = if painter == ALMA { "Alma" } else { "Berthe" };
    let (count, _) = reader.integer(
        format!("the number of rooms {whose} painted before"),
        0..=side * side,
    )?;
    for item in 1..=count {
        let (row, pos) = reader.integer(
            format!("the row of {whose}'s painted room {item}"),
            1..=side,
        )?;
        let (place, _) = reader.integer(
            format!("the place in row {row} of {whose}'s painted room {item}"),
            1..=2 * row - 1,
        )?;
        let room = index(row - 1, place - 1);
        check_paintable(play, room, pos)?;
        play.painted[painter] |= bit(room);
    }
    Ok(())
}

/// A painted room must be on the board and neither under construction nor painted already (the
/// rooms the painters stand in are painted).
fn check_paintable(play: &Play, room: usize, pos: Pos) -> Result<(), InputError> {
    let why = if play.construction & bit(room) != 0 {
        "is under construction"
    } else if (play.painted[ALMA] | play.painted[BERTHE]) & bit(room) != 0 {
        "is painted already (twice in the list, or a painter stands in it)"
    } else {
        return Ok(());
    };
    Err(InputError::rule(
        pos,
        format!("room {} {why}", room_name(room)),
    ))
}

/// `(3, 2)`: 1-based row and place.
pub fn room_name(room: usize) -> String {
    let (row, place) = coordinates(room);
    format!("({}, {})", row + 1, place + 1)
}

/// `3 2`: a room as the input writes it.
fn room_numbers(room: usize) -> String {
    let (row, place) = coordinates(room);
    format!("{} {}", row + 1, place + 1)
}

/// The position as [`read`] reads it: one test, then the clauses that differ from a start.
pub fn write(play: &Play) -> String {
    let test = ListedDuel {
        side: play.side,
        alma: room(play.at[ALMA]),
        berthe: room(play.at[BERTHE]),
        construction: rooms(play.construction).map(room).collect(),
    };
    let mut text = input_text(&[test]);
    if play.to_move == BERTHE {
        text.push_str("berthe to move\n");
    }
    for painter in [ALMA, BERTHE] {
        let before: Rooms = play.painted[painter] & !bit(play.at[painter]);
        if before != 0 {
            let listed: Vec<String> = rooms(before).map(room_numbers).collect();
            text.push_str(&format!(
                "{} {} {}\n",
                NAMES[painter],
                listed.len(),
                listed.join(" ")
            ));
        }
    }
    text
}
