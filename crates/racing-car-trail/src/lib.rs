//! UVALive 5882 "Racing Car Trail" (CERC 2011): on a grid of free cells and obstacles, players
//! alternately move a car to an adjacent free cell it has never visited; who cannot move loses.
//! For every free start cell, print `A` if the first player (Alice) wins, else `B`.
//!
//! # Theorem
//! This is undirected vertex geography on the graph of free cells: **the player to move from `v`
//! wins iff every maximum matching covers `v`.**
//! - If a maximum matching `M` misses `v`, the second player answers every move along `M`. Each
//!   vertex the first player enters is matched (else the walk from `v` would be an augmenting path
//!   of `M`), and its mate is unvisited (the visited vertices besides `v` come in `M`-pairs).
//! - If every maximum matching covers `v`, take one, `M`: the first player always moves along `M`.
//!   Each vertex the second player enters is matched (else the walk from `v`, starting with the
//!   edge of `M` at `v`, is an even alternating path to a free vertex, and flipping it gives a
//!   maximum matching that misses `v`), and its mate is unvisited for the same pairing reason.
//!
//! Which vertices does some maximum matching miss? Given one maximum matching `M` of a bipartite
//! graph: exactly those reachable from an `M`-free vertex of their own side by an even alternating
//! path (out along a non-matching edge, back along a matching edge). Flipping such a path gives a
//! maximum matching without `v`; conversely, if `M'` misses `v`, the component of `M Δ M'` at `v`
//! is an alternating path that must end at an `M`-free vertex of `v`'s side, or `M'` could be
//! augmented. In a bipartite graph alternating walks can be shortened to paths, so one BFS per side
//! finds them all (Gallai–Edmonds / Dulmage–Mendelsohn; general graphs would need blossoms).
//! The grid is bipartite by the parity of `row + column`.
//!
//! # Design
//! [`geography`] is the engine for any bipartite graph behind a small trait, with
//! [`geography::CsrGraph`] its compact form and [`grid::Field`] the grid adapter; [`explain`] shows
//! each `A` cell's winning first move, along its matching edge.
//!
//! # Complexity
//! Per field of `V` cells: a Karp–Sipser greedy matching, O(V), then push-relabel or one
//! alternating search per free cell, guided toward the free cells of the other colour where they
//! are few ([`geography::SEARCHES_FROM`] says which and why), then the
//! avoidable cells by two alternating searches, O(V) (after the BFS searches, the one on the
//! roots' side is their deleted trees already); O(V E) in the worst case. Explicit queues and
//! stacks only; measured: `bench/racing-car-trail-notes.md`.
//!
//! Verified: fast == brute force == re-matching, every matching algorithm against re-matching
//! (`tests/`); the full list in `docs/verification.md`.

use gamecore::input::{Line, describe_token};
use gamecore::{InputError, NoOptions, Output, Program, Reader};

pub mod baseline;
pub mod brute;
pub mod draw;
pub mod explain;
pub mod explore;
pub mod generate;
pub mod geography;
pub mod grid;
pub mod problem;
pub mod shrink;
pub mod text;

pub use problem::PROBLEM;
pub use text::input_text;

use geography::Outcomes;
use grid::{Field, spread};

/// The largest number of rows or columns of a field.
pub const MAX_SIDE: usize = 4000;
/// The contest's largest side of a field (UVALive 5882: `N, E <= 100`); [`PROBLEM`]'s inputs
/// within the contest stay within it.
pub const CONTEST_SIDE: usize = 100;

/// The command-line program.
const PROGRAM: Program<NoOptions> = Program {
    about: "UVALive 5882 \"Racing Car Trail\": who wins the trail game from each free cell",
    input_help: "\
Input: fields, each a line `N E` then N lines of exactly E characters `.` (free) or `X`
(obstacle); the line `0 0` ends the input.
Accepted range: 1 <= N, E <= 4000 per field, any number of fields; a trailing `\\r` on a line and
blank lines between fields are tolerated; only whitespace may follow `0 0`.
Output: per field, N lines with `A` (the first player wins from that cell), `B` (the second player
wins) or `X` (obstacle), then an empty line.
Positions in play (--moves, --play): the first field only, with `@` for the car and `o` for each
cell it visited before (`1 4` / `o@..` / `0 0`); Alice moves when the `o` count is even, Bob when
odd. Without `@`, the first move is Alice's choice of the start cell.",
    flags: &[],
    solve: |input, _| solve(input).map(Output::from),
    validate: |input| parse(input).map(|_| ()),
    explain: Some(|input, _| explain::explain(input)),
    draw: Some(|input, _| draw::draw(input)),
    explore: Some(gamecore::explore::cli::<explore::Game, NoOptions>()),
};

/// Reads and validates every field up to the closing `0 0`.
pub fn parse(input: &str) -> Result<Vec<Field>, InputError> {
    let mut reader = Reader::new(input);
    let mut fields = Vec::new();
    loop {
        let number = fields.len() + 1;
        match read_field(&mut reader).map_err(|e| e.within(format_args!("field {number}")))? {
            Some(field) => fields.push(field),
            None => break,
        }
    }
    reader.expect_end()?;
    Ok(fields)
}

/// Reads one field, or `None` after the closing `0 0`.
fn read_field(reader: &mut Reader<'_>) -> Result<Option<Field>, InputError> {
    if reader.at_end() {
        return Err(InputError::expected(
            reader.pos(),
            "a field's size `N E` or the closing `0 0`",
            "end of input",
        ));
    }
    let size_pos = reader.pos();
    let (rows, _) = reader.integer("the row count", 0..=MAX_SIDE)?;
    let cols_what = if rows == 0 {
        "the column count 0 (a row count of 0 ends the input)"
    } else {
        "the column count"
    };
    on_this_line(
        reader,
        if rows == 0 {
            cols_what
        } else {
            "the column count (an integer from 1 to 4000)"
        },
    )?;
    if rows == 0 {
        let token = reader.clone().token(cols_what)?;
        return match reader.integer(cols_what, 0..=MAX_SIDE) {
            Ok((0, _)) => Ok(None),
            _ => Err(InputError::expected(
                token.pos,
                cols_what,
                describe_token(token.text),
            )),
        };
    }
    let (cols, _) = reader.integer(cols_what, 1..=MAX_SIDE)?;
    reader.end_line("end of line")?;
    let mut field = Field::new(rows, cols, size_pos);
    for row in 0..rows {
        let number = row + 1;
        let Some(line) = reader.next_line() else {
            return Err(InputError::expected(
                reader.pos(),
                format_args!("row {number} of {rows}"),
                "end of input",
            ));
        };
        check_row(&line, cols, number)?;
        let bytes = line.text.as_bytes();
        field.fill_row(row, bytes);
    }
    Ok(Some(field))
}

/// Checks that `line`, row `number` of a field, is exactly `cols` cells `.` or `X`.
fn check_row(line: &Line<'_>, cols: usize, number: usize) -> Result<(), InputError> {
    let bytes = line.text.as_bytes();
    // Valid rows, the rule, are checked without a branch per cell; the loop below finds the
    // first fault of an invalid one.
    let valid = bytes.len() == cols
        && bytes
            .iter()
            .fold(true, |valid, &byte| valid & (byte == b'.' || byte == b'X'));
    if valid {
        return Ok(());
    }
    for (offset, &byte) in bytes.iter().enumerate() {
        if offset == cols {
            return Err(InputError::expected(
                line.pos_at(offset),
                format_args!("the end of row {number} after {cols} cells"),
                describe_token(&line.text[offset..]),
            ));
        }
        if byte != b'.' && byte != b'X' {
            // Everything before is ASCII, so `offset` starts a character.
            let found = line.text[offset..].chars().next().unwrap_or_default();
            return Err(InputError::expected(
                line.pos_at(offset),
                "a cell `.` or `X`",
                describe_token(found.encode_utf8(&mut [0; 4])),
            ));
        }
    }
    Err(InputError::expected(
        line.pos_at(bytes.len()),
        format_args!("{cols} cells in row {number}"),
        bytes.len(),
    ))
}

/// Checks that another token follows on the current line (spaces and tabs skipped).
fn on_this_line(reader: &Reader<'_>, what: &str) -> Result<(), InputError> {
    let rest = reader.rest();
    let after = rest.trim_start_matches([' ', '\t']);
    let found = match after.chars().next() {
        None => "end of input",
        Some('\n' | '\r') => "end of line",
        Some(_) => return Ok(()),
    };
    let mut pos = reader.pos();
    pos.column += rest.len() - after.len();
    Err(InputError::expected(pos, what, found))
}

/// Answers the judge's question for every field: the `A`/`B`/`X` grids, each followed by an
/// empty line.
pub fn solve(input: &str) -> Result<String, InputError> {
    let fields = parse(input)?;
    let size: usize = fields.iter().map(|f| f.rows() * (f.cols() + 1) + 1).sum();
    let mut out = Vec::with_capacity(size);
    for field in &fields {
        let outcomes = geography::solve(field);
        write_outcomes(field, &outcomes, &mut out);
    }
    Ok(String::from_utf8(out).expect("the output is ASCII"))
}

/// [`write_field`] for the engine's answers, eight cells at a time: a third of the time of one
/// call per cell on a 2000 x 2000 field.
pub fn write_outcomes(field: &Field, outcomes: &Outcomes, out: &mut Vec<u8>) {
    for row in 0..field.rows() {
        let first = field.vertex(row, 0);
        let end = first + field.cols() as u32;
        let mut v = first;
        while end - v >= 64 {
            let free = field.free_from(v as isize);
            let wins = free & outcomes.first_player_wins_from(v);
            // Per byte: `X` (0x58), less 0x16 for a free cell (`B`), less one more where the
            // first player wins (`A`); no byte borrows from the next.
            for byte in 0..8 {
                let letters =
                    0x5858_5858_5858_5858 - spread(free, byte) * 0x16 - spread(wins, byte);
                out.extend_from_slice(&letters.to_le_bytes());
            }
            v += 64;
        }
        out.extend((v..end).map(|v| letter(field, v, outcomes.first_player_wins(v))));
        out.push(b'\n');
    }
    out.push(b'\n');
}

/// Appends a field's grid of `A`/`B`/`X` and the empty line after it. `first_player_wins` is
/// asked about every cell's vertex, obstacles included, and its answer there is ignored.
pub fn write_field(field: &Field, first_player_wins: impl Fn(u32) -> bool, out: &mut Vec<u8>) {
    for row in 0..field.rows() {
        let first = field.vertex(row, 0);
        out.extend(
            (first..first + field.cols() as u32).map(|v| letter(field, v, first_player_wins(v))),
        );
        out.push(b'\n');
    }
    out.push(b'\n');
}

/// The letter of cell `v`: `X` for an obstacle, else `A` where the first player wins, `B` where
/// not. A table in place of branches: on mazes, which letter comes next is a coin toss.
#[inline]
fn letter(field: &Field, v: u32, first_player_wins: bool) -> u8 {
    let free = usize::from(field.is_free_vertex(v));
    [b'X', b'X', b'B', b'A'][2 * free + usize::from(first_player_wins)]
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "1 1\n.\n1 2\n..\n1 3\n...\n3 3\n...\n.X.\n...\n0 0\n";

    #[test]
    fn the_spec_example() {
        assert_eq!(
            solve(EXAMPLE).unwrap(),
            "B\n\nAA\n\nBAB\n\nAAA\nAXA\nAAA\n\n"
        );
    }

    #[test]
    fn outcomes_are_written_as_one_cell_at_a_time_writes_them() {
        // Widths around the 64 cells of a word, at every offset of a row's first cell in its
        // word (rows start `stride` apart), with both answers and obstacles.
        for cols in [1, 7, 63, 64, 65, 127, 128, 129, 200] {
            let rows = 9;
            let mut input = format!("{rows} {cols}\n");
            for r in 0..rows {
                input.extend((0..cols).map(|c| if (r * 3 + c * c) % 7 < 5 { '.' } else { 'X' }));
                input.push('\n');
            }
            input.push_str("0 0\n");
            let field = &parse(&input).unwrap()[0];
            let outcomes = geography::solve(field);
            let (mut fast, mut slow) = (Vec::new(), Vec::new());
            write_outcomes(field, &outcomes, &mut fast);
            write_field(field, |v| outcomes.first_player_wins(v), &mut slow);
            assert_eq!(
                String::from_utf8(fast),
                String::from_utf8(slow),
                "{cols} columns"
            );
        }
    }

    #[test]
    fn crlf_blank_lines_and_a_missing_final_newline() {
        let input = "\r\n1 3\r\n...\r\n\r\n \r\n2 2 \r\n.X\r\nX.\r\n0 0";
        assert_eq!(solve(input).unwrap(), "BAB\n\nBX\nXB\n\n");
    }

    #[test]
    fn no_fields_at_all() {
        assert_eq!(solve("0 0\n").unwrap(), "");
    }

    fn error(input: &str) -> String {
        solve(input).unwrap_err().to_string()
    }

    #[test]
    fn size_errors() {
        insta::assert_snapshot!(error(""), @"line 1, column 1: expected a field's size `N E` or the closing `0 0`, found end of input (field 1)");
        insta::assert_snapshot!(error("1 1\n.\n"), @"line 3, column 1: expected a field's size `N E` or the closing `0 0`, found end of input (field 2)");
        insta::assert_snapshot!(error("0 5\n"), @"line 1, column 3: expected the column count 0 (a row count of 0 ends the input), found `5` (field 1)");
        insta::assert_snapshot!(error("0 x\n"), @"line 1, column 3: expected the column count 0 (a row count of 0 ends the input), found `x` (field 1)");
        insta::assert_snapshot!(error("3 0\n"), @"line 1, column 3: expected the column count (an integer from 1 to 4000), found `0` (field 1)");
        insta::assert_snapshot!(error("-1 2\n"), @"line 1, column 1: expected the row count (an integer from 0 to 4000), found `-1` (field 1)");
        insta::assert_snapshot!(error("4001 2\n"), @"line 1, column 1: expected the row count (an integer from 0 to 4000), found `4001` (field 1)");
        insta::assert_snapshot!(error("2 4001\n"), @"line 1, column 3: expected the column count (an integer from 1 to 4000), found `4001` (field 1)");
        insta::assert_snapshot!(error("2\n2\n..\n..\n0 0"), @"line 1, column 2: expected the column count (an integer from 1 to 4000), found end of line (field 1)");
        insta::assert_snapshot!(error("1 1 1\n.\n0 0"), @"line 1, column 5: expected end of line, found `1` (field 1)");
        insta::assert_snapshot!(error("1 1\n.\n0"), @"line 3, column 2: expected the column count 0 (a row count of 0 ends the input), found end of input (field 2)");
    }

    #[test]
    fn row_errors() {
        insta::assert_snapshot!(error("1 1\n.\n2 3\n...\n..\n0 0\n"), @"line 5, column 3: expected 3 cells in row 2, found 2 (field 2)");
        insta::assert_snapshot!(error("2 3\n....\n...\n0 0\n"), @"line 2, column 4: expected the end of row 1 after 3 cells, found `.` (field 1)");
        insta::assert_snapshot!(error("2 3\n.o.\n...\n0 0\n"), @"line 2, column 2: expected a cell `.` or `X`, found `o` (field 1)");
        insta::assert_snapshot!(error("1 3\n.X.\u{e9}\n0 0\n"), @"line 2, column 4: expected the end of row 1 after 3 cells, found `é` (field 1)");
        insta::assert_snapshot!(error("1 3\nx\u{e9}.\n0 0\n"), @"line 2, column 1: expected a cell `.` or `X`, found `x` (field 1)");
        insta::assert_snapshot!(error("1 3\n.\u{e9}.\n0 0\n"), @"line 2, column 2: expected a cell `.` or `X`, found `é` (field 1)");
        insta::assert_snapshot!(error("1 3\n. .\n0 0\n"), @"line 2, column 2: expected a cell `.` or `X`, found ` ` (field 1)");
        insta::assert_snapshot!(error("2 2\n..\n\n..\n0 0\n"), @"line 3, column 1: expected 2 cells in row 2, found 0 (field 1)");
        insta::assert_snapshot!(error("3 2\n..\n..\n"), @"line 4, column 1: expected row 3 of 3, found end of input (field 1)");
        insta::assert_snapshot!(error("1 2\n..\r\r\n0 0\n"), @r"line 2, column 3: expected the end of row 1 after 2 cells, found `\r` (field 1)");
    }

    #[test]
    fn after_the_end() {
        insta::assert_snapshot!(error("1 1\n.\n0 0\n1 1\n.\n"), @"line 4, column 1: expected end of input, found `1`");
        insta::assert_snapshot!(error("0 0 0\n"), @"line 1, column 5: expected end of input, found `0`");
        assert_eq!(solve("0 0 \n\n\t\r\n").unwrap(), "");
    }

    #[test]
    fn a_huge_declared_size_allocates_nothing_it_lacks() {
        let error = solve("4000 4000\n").unwrap_err();
        assert_eq!(error.pos.line, 2);
        let field = &parse("4000 4000\n").err();
        assert!(field.is_some());
    }
}
