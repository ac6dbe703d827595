//! Positions in play as text: the start board in the judge's or the extended format, optionally
//! followed by two clauses that the contest never writes:
//!
//! ```text
//! white to move                  (`red to move` is the default and may be left out)
//! removed red 1 3 white 2        (the discs already gone, as the input numbers them)
//! ```
//!
//! The board part is read by [`crate::parse`] unchanged, on the exact prefix of the text, so its
//! errors point where they always did. The discs keep their numbers from the start board all
//! game long, so a move's name means the same thing before and after the position is copied.

use gamecore::input::describe_token;
use gamecore::{InputError, Reader};

use crate::solver::position::{JUDGE_DISCS, JUDGE_RADIUS, Position, Side};
use crate::tools::text::{centres_of, input_text};

use super::Play;

/// The words that can start the clauses after the board (no number of the board is a word).
const CLAUSE_WORDS: [&str; 3] = ["red", "white", "removed"];

/// Reads a position: a board, then the optional `... to move` and `removed ...` clauses.
pub fn read(text: &str) -> Result<Play, InputError> {
    let (board_tokens, board_end) = board_extent(text);
    let board = crate::parse(&text[..board_end])?;
    let mut reader = Reader::new(text);
    for _ in 0..board_tokens {
        reader.next_token();
    }
    let to_move = read_turn(&mut reader)?;
    let removed = read_removed(&mut reader, &board)?;
    reader.expect_end()?;
    Ok(Play {
        live: board.all_mask() & !removed,
        board,
        to_move,
    })
}

/// How many tokens the board part has and where it ends: up to the first clause word after the
/// leading `discs`.
fn board_extent(text: &str) -> (usize, usize) {
    let mut reader = Reader::new(text);
    let mut count = 0;
    let mut end = text.len();
    let mut offset_reader = reader.clone();
    while let Some(token) = reader.next_token() {
        if CLAUSE_WORDS.contains(&token.text) {
            end = text.len() - offset_reader.rest().trim_start().len();
            break;
        }
        count += 1;
        offset_reader = reader.clone();
    }
    (count, end)
}

/// The optional `red to move` / `white to move`; red when absent.
fn read_turn(reader: &mut Reader<'_>) -> Result<Side, InputError> {
    let mut peek = reader.clone();
    let side = match peek.next_token().map(|t| t.text) {
        Some("red") => Side::Red,
        Some("white") => Side::White,
        _ => return Ok(Side::Red),
    };
    *reader = peek;
    for word in ["to", "move"] {
        let token = reader.token(format!("`{word}`"))?;
        if token.text != word {
            return Err(InputError::expected(
                token.pos,
                format!("`{word}` (as in `white to move`)"),
                describe_token(token.text),
            ));
        }
    }
    Ok(side)
}

/// The optional `removed` clause: `red` or `white` each followed by disc numbers of that side.
fn read_removed(reader: &mut Reader<'_>, board: &Position) -> Result<u32, InputError> {
    let mut peek = reader.clone();
    if peek.next_token().map(|t| t.text) != Some("removed") {
        return Ok(0);
    }
    *reader = peek;
    let mut removed = 0u32;
    let mut side: Option<Side> = None;
    while let Some(token) = reader.clone().next_token() {
        let colour = match token.text {
            "red" => Some(Side::Red),
            "white" => Some(Side::White),
            _ => None,
        };
        if let Some(colour) = colour {
            side = Some(colour);
            reader.next_token();
            continue;
        }
        let Some(current) = side else {
            return Err(InputError::expected(
                token.pos,
                "`red` or `white`",
                describe_token(token.text),
            ));
        };
        let count = board.count(current);
        let name = format!("a {} disc number or `red` or `white`", colour_word(current));
        let (number, pos) = reader.integer(name, 1..=count)?;
        let disc = first_disc(board, current) + number - 1;
        if removed >> disc & 1 == 1 {
            return Err(InputError::rule(
                pos,
                format!("{} is removed twice", board.label(disc)),
            ));
        }
        removed |= 1 << disc;
    }
    Ok(removed)
}

/// `red` or `white`.
pub fn colour_word(side: Side) -> &'static str {
    match side {
        Side::Red => "red",
        Side::White => "white",
    }
}

/// The index of the first disc of `side` (red discs come first).
pub fn first_disc(board: &Position, side: Side) -> usize {
    match side {
        Side::Red => 0,
        Side::White => board.count(Side::Red),
    }
}

/// The position as [`read`] reads it: the start board (in the judge's format when it has the
/// judge's shape), then the clauses that differ from the start.
pub fn write(play: &Play) -> String {
    let board = &play.board;
    let mut text = if is_judge_shaped(board) {
        input_text(
            &centres_of(board, Side::Red),
            &centres_of(board, Side::White),
        )
    } else {
        board.to_extended()
    };
    if play.to_move == Side::White {
        text.push_str("white to move\n");
    }
    let removed = board.all_mask() & !play.live;
    if removed != 0 {
        text.push_str("removed");
        for side in [Side::Red, Side::White] {
            let mine = removed & board.side_mask(side);
            if mine != 0 {
                text.push(' ');
                text.push_str(colour_word(side));
                for disc in (0..board.len()).filter(|&k| mine >> k & 1 == 1) {
                    let number = disc - first_disc(board, side) + 1;
                    text.push_str(&format!(" {number}"));
                }
            }
        }
        text.push('\n');
    }
    text
}

/// Whether the board has the judge's radius and 8 discs a side.
fn is_judge_shaped(board: &Position) -> bool {
    board.radius() == JUDGE_RADIUS
        && board.count(Side::Red) == JUDGE_DISCS
        && board.count(Side::White) == JUDGE_DISCS
}
