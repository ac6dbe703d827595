//! The explorer's move tables against the brute force: every shot's value on random small
//! positions (and after random plays from them), on the small testdata cases and the sample;
//! positions and shots read back from their text; `value_of` and the table agree.

use crate::common;

use std::collections::HashMap;
use std::fs;

use chapaev::explore::remoteness::MAX_LIVE;
use chapaev::explore::{Game, Play, Shot, live_board_text, solve_in_play};
use chapaev::oracles::table::WinTable;
use chapaev::tools::text::centres_of;
use chapaev::{Side, brute, extended_input_text, parse};
use common::{jittered_position, lattice_position};
use gamecore::{Explore, MoveTable, Verdict};
use proptest::prelude::*;

/// Whether the side to move wins `play`, by the brute force on the board of the live discs
/// alone (a removed disc changes nothing else), colours swapped when white is to move.
fn brute_wins(play: &Play) -> bool {
    let has = |side: Side| play.live & play.board.side_mask(side) != 0;
    let (mover, other) = (play.to_move, play.to_move.other());
    if !has(mover) {
        return false;
    }
    if !has(other) {
        return true;
    }
    let text = live_board_text(play);
    let text = if mover == Side::White {
        swap_colours(&text)
    } else {
        text
    };
    brute::winner(&parse(&text).expect("a live board reads")) == Side::Red
}

/// The extended board with the white discs listed (and so coloured) first.
fn swap_colours(text: &str) -> String {
    let board = parse(text).expect("a live board reads");
    let (red, white) = (
        centres_of(&board, Side::Red),
        centres_of(&board, Side::White),
    );
    extended_input_text(board.radius(), &white, &red)
}

/// Remoteness by the plain recursive definition over the brute force's hit sets: 0 when the
/// side to move has no disc; else a win is one more than the quickest child lost for the
/// opponent, a loss one more than the slowest child.
fn remoteness(
    play: &Play,
    hit_sets: &[Vec<u32>],
    memo: &mut HashMap<(u32, bool), (bool, u32)>,
) -> (bool, u32) {
    let key = (play.live, play.to_move == Side::White);
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let own = play.live & play.board.side_mask(play.to_move);
    let (mut win, mut loss) = (None::<u32>, 0u32);
    for s in (0..play.board.len()).filter(|&s| own >> s & 1 == 1) {
        for &h in &hit_sets[s] {
            let child = Play {
                live: play.live & !h,
                to_move: play.to_move.other(),
                board: play.board.clone(),
            };
            let (wins, r) = remoteness(&child, hit_sets, memo);
            if wins {
                loss = loss.max(r + 1);
            } else {
                win = Some(win.map_or(r + 1, |w| w.min(r + 1)));
            }
        }
    }
    let value = win.map_or((false, loss), |w| (true, w));
    memo.insert(key, value);
    value
}

/// Whether the side to move wins, given the brute force's answer or a second method's.
type Oracle<'a> = &'a dyn Fn(&Play) -> bool;

/// The second method for boards too large for the brute force at every child: the brute
/// force's hit sets (exact tangent sort) fed to the unpruned dense table of every live set.
fn table_oracle(board: &chapaev::Position) -> impl Fn(&Play) -> bool + use<> {
    let table = WinTable::fill(board, &brute::hit_sets(board));
    move |play: &Play| table.wins(play.live, play.to_move)
}

/// Every check on one position; returns its table.
fn check_position(play: &Play, oracle: Oracle<'_>) -> MoveTable<Shot> {
    let game = Game;
    let table = game.moves(play).expect("small positions are answered");
    let text = game.write(play);
    assert_eq!(game.read(&text).as_ref(), Ok(play), "{text}");
    assert_eq!(
        game.to_move(play).is_none(),
        table.groups.is_empty(),
        "{text}"
    );
    let hit_sets = brute::hit_sets(&play.board);
    let mut memo = HashMap::new();
    for group in &table.groups {
        let shot = group.representative;
        let next = game.play(play, &shot);
        let wins = !oracle(&next);
        let verdict = if wins { Verdict::Win } else { Verdict::Lose };
        assert_eq!(group.value.verdict, verdict, "{text}{}", group.label);
        if play.live.count_ones() <= MAX_LIVE {
            let (next_wins, r) = remoteness(&next, &hit_sets, &mut memo);
            assert_eq!(next_wins, !wins, "{text}{}", group.label);
            assert_eq!(group.value.remoteness, Some(r), "{text}{}", group.label);
        } else {
            assert_eq!(group.value.remoteness, None, "{text}{}", group.label);
        }
        assert_eq!(game.value_of(play, &shot), Ok(group.value), "{text}");
        // A winning shot leaves the opponent no winning shot; a losing one leaves her one (on
        // small positions: each child's table costs a few milliseconds on a judge board).
        if play.live.count_ones() <= 8 {
            let replies = game.moves(&next).unwrap();
            let answered = replies
                .groups
                .iter()
                .any(|g| g.value.verdict == Verdict::Win);
            assert_eq!(answered, !wins, "{text}{}", group.label);
        }
        let name = game.name_move(play, &shot);
        assert_eq!(game.read_move(play, &name), Ok(shot), "{text}{name}");
        if group.count == 1 {
            assert_eq!(group.label, name);
        }
    }
    let ordered = table
        .groups
        .windows(2)
        .all(|w| w[0].value.best_first(&w[1].value).is_le());
    assert!(ordered, "{text}");
    table
}

/// Checks `play`, then plays the shots `choices` picks (indices into each table) and checks
/// every position reached; the table of a position after a winning shot has no winning shot.
fn check_line(mut play: Play, choices: &[usize], oracle: Oracle<'_>) {
    let game = Game;
    for &choice in choices {
        let table = check_position(&play, oracle);
        if table.groups.is_empty() {
            return;
        }
        let group = &table.groups[choice % table.groups.len()];
        let next = game.play(&play, &group.representative);
        let replies = game.moves(&next).unwrap();
        let opponent_wins = replies
            .groups
            .iter()
            .any(|g| g.value.verdict == Verdict::Win);
        assert_eq!(
            opponent_wins,
            group.value.verdict == Verdict::Lose,
            "{}",
            game.write(&play)
        );
        play = next;
    }
    check_position(&play, oracle);
}

fn start(text: &str) -> Play {
    Game.read(text).expect("a valid board")
}

proptest! {
    #[test]
    fn every_shot_matches_brute_on_lattice_positions(
        text in lattice_position(3, 2),
        choices in proptest::collection::vec(0usize..64, 0..4),
    ) {
        check_line(start(&text), &choices, &brute_wins);
    }

    #[test]
    fn every_shot_matches_brute_in_general_position(
        text in jittered_position(3),
        choices in proptest::collection::vec(0usize..64, 0..4),
    ) {
        check_line(start(&text), &choices, &brute_wins);
    }
}

proptest! {
    /// Positions in play made directly: any discs removed, either side to move.
    #[test]
    fn every_shot_matches_brute_in_any_position_in_play(
        text in lattice_position(3, 2),
        removed: u8,
        white: bool,
    ) {
        let board = parse(&text).unwrap();
        let play = Play {
            live: board.all_mask() & !u32::from(removed),
            to_move: if white { Side::White } else { Side::Red },
            board,
        };
        let text = Game.write(&play);
        let answer = if brute_wins(&play) == (play.to_move == Side::Red) { "RED\n" } else { "WHITE\n" };
        prop_assert_eq!(solve_in_play(&text).unwrap(), answer);
        check_position(&Game.read(&text).unwrap(), &brute_wins);
    }
}

/// The small testdata cases by the brute force; the sample and the other judge-format cases
/// by the second method (the brute force at every child would take minutes).
#[test]
fn every_shot_matches_brute_on_testdata() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/chapaev/");
    let read = |case: &str| start(&fs::read_to_string(format!("{dir}{case}.in")).unwrap());
    for case in [
        "02-graze-wipe",
        "03-radius-near-miss",
        "04-nudged-out",
        "05-nudged-in",
        "16-far-graze-wipe",
        "17-far-near-miss",
        "18-near-touch",
    ] {
        check_line(read(case), &[0, 1, 2], &brute_wins);
    }
    for case in [
        "01-sample",
        "06-judge-row-wipe",
        "08-judge-graze-decides-red",
        "15-uneven-3v9",
    ] {
        let play = read(case);
        let oracle = table_oracle(&play.board);
        check_line(play, &[0, 5, 3], &oracle);
    }
}

#[test]
fn the_contest_text_reads_unchanged_and_writes_back() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/chapaev/");
    let text = fs::read_to_string(format!("{dir}01-sample.in")).unwrap();
    let play = start(&text);
    assert_eq!(play, Play::start(parse(&text).unwrap()));
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let case = fs::read_to_string(&path).unwrap();
            assert_eq!(solve_in_play(&case), chapaev::solve(&case), "{path:?}");
        }
    }
    let written = Game.write(&play);
    assert_eq!(
        written.split_whitespace().collect::<Vec<_>>(),
        text.split_whitespace().collect::<Vec<_>>()
    );
}

#[test]
fn mid_game_text_names_the_turn_and_the_removed_discs() {
    let text = "discs 0.4 2 2\n0 0 5 0\n0 5 5 5\nwhite to move\nremoved red 2 white 1\n";
    let play = start(text);
    assert_eq!(play.to_move, Side::White);
    assert_eq!(play.live, 0b1001);
    assert_eq!(Game.write(&play), text);
    for (bad, message) in [
        (
            "discs 0.4 1 1\n0 0 5 0\nwhite to go\n",
            "line 3, column 10: expected `move` (as in `white to move`), found `go`",
        ),
        (
            "discs 0.4 1 1\n0 0 5 0\nremoved red 2\n",
            "line 3, column 13: expected a red disc number or `red` or `white` (an integer from 1 to 1), found `2`",
        ),
        (
            "discs 0.4 1 1\n0 0 5 0\nremoved 1\n",
            "line 3, column 9: expected `red` or `white`, found `1`",
        ),
        (
            "discs 0.4 1 1\n0 0 5 0\nremoved red 1 1\n",
            "line 3, column 15: red disc 1 is removed twice",
        ),
        (
            "discs 0.4 1 1\n0 0 5 0\nremoved white 1\nred to move\n",
            "line 4, column 5: expected a red disc number or `red` or `white` (an integer from 1 to 1), found `to`",
        ),
        (
            "discs 0.4 1 1\n0 0 white to move\n",
            "line 2, column 5: expected the x coordinate of white disc 1 (a decimal from -1000 to 1000, at most 4 digits after the point), found end of input",
        ),
    ] {
        assert_eq!(
            Game.read(bad).map_err(|e| e.to_string()),
            Err(message.to_owned()),
            "{bad}"
        );
    }
}

#[test]
fn shots_read_in_short_forms() {
    // Red 1 at the origin, red 2 at (5, 0); white 1 at (0, 5), white 2 at (5, 5).
    let play = start("discs 0.4 2 2\n0 0 5 0\n0 5 5 5\n");
    let game = Game;
    let up = Shot {
        shooter: 0,
        removed: 0b0101,
    };
    for typed in [
        "red 1 removes white 1",
        "r1 w1",
        "red disc 1 towards (0, 1)",
        "R1 towards 0 3",
    ] {
        assert_eq!(game.read_move(&play, typed), Ok(up), "{typed}");
    }
    for typed in [
        "red 1",
        "white 1 w2",
        "r1 towards 0 0",
        "r3 w1",
        "red 1 removes white 2 red 2",
        "é1",
        "",
        "r1 towards 1",
    ] {
        assert!(game.read_move(&play, typed).is_err(), "{typed}");
    }
}

/// Every invalid testdata input (in UTF-8) is refused by `read` with the solver's own error.
#[test]
fn invalid_inputs_are_refused_as_the_solver_refuses_them() {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/chapaev/invalid/"
    );
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            // Bytes that are not UTF-8 are refused before any parser sees them.
            let Ok(text) = String::from_utf8(fs::read(&path).unwrap()) else {
                continue;
            };
            let error = parse(&text).unwrap_err();
            assert_eq!(Game.read(&text).unwrap_err(), error, "{path:?}");
        }
    }
}

proptest! {
    /// The description holds together at every position of a perfectly played game (a picture
    /// at every one, white's turns and the end included), and the end names the winner the brute
    /// force predicts for the start.
    #[test]
    fn a_game_played_out_ends_with_the_winner_of_the_brute_force(
        text in lattice_position(3, 2),
    ) {
        let play = start(&text);
        let over = gamecore::explore::check::play_out(&Game, &play).unwrap();
        let red_wins = brute_wins(&play);
        prop_assert_eq!(over.winner, Some(usize::from(!red_wins)), "{}", over.text);
        let winner = if red_wins { ": red wins" } else { ": white wins" };
        prop_assert!(over.text.ends_with(winner), "{}", over.text);
    }
}

#[test]
fn the_picture_keeps_the_inputs_numbers_after_discs_are_removed() {
    // Red disc 1 shoots first; whatever it removes, the discs left keep their numbers.
    let play = start("discs 0.4 2 3\n0 0 9 9\n2 4 4 4 5 8\n");
    let table = Game.moves(&play).unwrap();
    let after = Game.play(&play, &table.groups[0].representative);
    let svg = Game.draw(&after).unwrap();
    let picture = gamecore::svg::check::check(&svg);
    for disc in 0..5 {
        let id = [
            "disc-red-1",
            "disc-red-2",
            "disc-white-1",
            "disc-white-2",
            "disc-white-3",
        ][disc];
        let element = picture.by_id(id);
        let live = after.live >> disc & 1 == 1;
        assert_eq!(element.has_class("gone"), !live, "{id}");
        // White moves now: only white's live discs are shooters.
        let shooter = element.attributes.get("data-shooter").map(String::as_str);
        let expected = (live && disc >= 2).then(|| format!("white disc {}", disc - 1));
        assert_eq!(shooter, expected.as_deref(), "{id}");
    }
    gamecore::explore::check::description(&Game, &after).unwrap();
}

/// The page's puzzles, checked by the shared puzzle check with this crate's brute force.
fn check_puzzles(least: usize, brute_check: impl Fn(&str)) {
    gamecore::explore::check::puzzles(&Game, &chapaev::tools::problem::PUZZLES, least, brute_check);
}

#[test]
fn every_puzzle_has_one_winning_shot_by_the_brute_force() {
    check_puzzles(6, |text| {
        check_position(&Game.read(text).unwrap(), &brute_wins);
    });
}
