//! The explorer's move tables against the brute force: every move's final score on random small
//! boards (and after random plays on them) and on the samples; positions and moves read back
//! from their text; `value_of` and the table agree; the best reply undoes a move's score.

use crate::common;

use common::arb_duel;
use gamecore::{Explore, MoveTable};
use painters_duel::explore::{ALMA, BERTHE, Game, Play, Step, solve_in_play};
use painters_duel::{Duel, brute};
use proptest::prelude::*;

/// The final score for the painter who just moved into `after`, by the brute force: the rooms
/// painted so far count as construction for the play that is left, and the painter to move
/// there plays the brute force's "Alma".
fn brute_score(after: &Play) -> i64 {
    let (mover, other) = (1 - after.to_move, after.to_move);
    let so_far = |p: usize| i64::from(after.painted[p].count_ones());
    let painted = after.painted[ALMA] | after.painted[BERTHE];
    let standing = 1u128 << after.at[ALMA] | 1u128 << after.at[BERTHE];
    let duel = Duel {
        side: after.side,
        alma: after.at[other],
        berthe: after.at[mover],
        construction: (after.construction | (painted & !standing)).into(),
    };
    so_far(mover) - so_far(other) - brute::value(&duel)
}

/// Every check on one position; returns its table.
fn check_position(play: &Play) -> MoveTable<Step> {
    let game = Game;
    let table = game.moves(play).expect("small boards are answered");
    let text = game.write(play);
    assert_eq!(game.read(&text).as_ref(), Ok(play), "{text}");
    assert_eq!(
        game.to_move(play).is_none(),
        table.groups.is_empty(),
        "{text}"
    );
    for group in &table.groups {
        let step = group.representative;
        let after = game.play(play, &step);
        assert_eq!(
            group.value.score,
            Some(brute_score(&after)),
            "{text}{}",
            group.label
        );
        assert_eq!(game.value_of(play, &step), Ok(group.value), "{text}");
        let name = game.name_move(play, &step);
        assert_eq!(group.label, name);
        assert_eq!(game.read_move(play, &name), Ok(step), "{text}{name}");
        // Zero-sum: the best reply's score is the move's, negated; at the end, the count.
        let replies = game.moves(&after).unwrap();
        let answer = match replies.groups.first() {
            Some(best) => -best.value.score.unwrap(),
            None => after.score_so_far(play.to_move),
        };
        assert_eq!(group.value.score, Some(answer), "{text}{}", group.label);
    }
    let ordered = table
        .groups
        .windows(2)
        .all(|w| w[0].value.best_first(&w[1].value).is_le());
    assert!(ordered, "{text}");
    table
}

/// Checks `play` and the positions reached by the moves `choices` picks from each table.
fn check_line(mut play: Play, choices: &[usize]) {
    for &choice in choices {
        let table = check_position(&play);
        if table.groups.is_empty() {
            return;
        }
        play = Game.play(
            &play,
            &table.groups[choice % table.groups.len()].representative,
        );
    }
    check_position(&play);
}

proptest! {
    #[test]
    fn every_move_matches_brute_on_random_boards(
        duel in arb_duel(2..=5, 0.3),
        choices in proptest::collection::vec(0usize..8, 0..6),
    ) {
        let input = format!("1\n{duel}");
        prop_assert_eq!(solve_in_play(&input), painters_duel::solve(&input));
        let play = Game.read(&input).unwrap();
        check_line(play, &choices);
    }
}

proptest! {
    /// Positions in play made directly, through their text: each free room painted by nobody,
    /// Alma or Berthe at random, either painter to move.
    #[test]
    fn every_move_matches_brute_in_any_position_in_play(
        duel in arb_duel(2..=4, 0.2),
        owners in proptest::collection::vec(prop_oneof![3 => Just(0u8), 1 => Just(1u8), 1 => Just(2u8)], 16),
        berthe: bool,
    ) {
        let start = Game.read(&format!("1\n{duel}")).unwrap();
        let mut lists = [Vec::new(), Vec::new()];
        for (room, &owner) in painters_duel::solver::board::rooms(start.free()).zip(&owners) {
            if owner > 0 {
                let (row, place) = painters_duel::solver::board::coordinates(room);
                lists[usize::from(owner - 1)].push(format!("{} {}", row + 1, place + 1));
            }
        }
        let mut text = format!("1\n{duel}");
        if berthe {
            text.push_str("berthe to move\n");
        }
        for (name, list) in ["alma", "berthe"].iter().zip(&lists) {
            text.push_str(&format!("{name} {} {}\n", list.len(), list.join(" ")));
        }
        let play = Game.read(&text).unwrap();
        prop_assert_eq!(play.to_move, if berthe { BERTHE } else { ALMA });
        // Alma's final score: the mover's best row, or the count when the game is over.
        let table = Game.moves(&play).unwrap();
        let alma = match table.groups.first() {
            Some(best) if play.to_move == ALMA => best.value.score.unwrap(),
            Some(best) => -best.value.score.unwrap(),
            None => play.score_so_far(ALMA),
        };
        prop_assert_eq!(solve_in_play(&text).unwrap(), format!("Case #1: {alma}\n"));
        check_position(&play);
    }
}

const SAMPLES: [&str; 2] = [
    "2\n2 1 1 2 1 0\n2 2 2 1 1 2\n2 1\n2 3\n",
    "2\n3 3 4 2 1 2\n2 3\n3 1\n3 3 2 2 3 2\n2 1\n3 1\n",
];

#[test]
fn every_move_matches_brute_on_the_samples_and_the_best_is_the_answer() {
    let answers = [[2, 0], [0, -1]];
    for (sample, answers) in SAMPLES.iter().zip(answers) {
        for (test, answer) in [1, 2].into_iter().zip(answers) {
            let play = Game.read(&format!("{sample}test {test}\n")).unwrap();
            let table = check_position(&play);
            // Alma moves first: her best move's score is the judge's answer (with no move at all,
            // the start rooms alone).
            let best = table
                .groups
                .first()
                .map_or(play.score_so_far(ALMA), |g| g.value.score.unwrap());
            assert_eq!(best, answer, "{sample} test {test}");
            for choice in 0..table.groups.len() {
                check_line(play.clone(), &[choice, 0, 1, 0, 0, 0]);
            }
        }
    }
}

#[test]
fn a_contest_input_reads_as_its_first_test() {
    let play = Game.read(SAMPLES[1]).unwrap();
    let duel = &painters_duel::parse(SAMPLES[1]).unwrap()[0];
    assert_eq!(play, Play::start(duel));
    assert_eq!(Game.write(&play), "1\n3 3 4 2 1 2\n2 3\n3 1\n");
}

#[test]
fn mid_game_text_names_the_turn_and_the_painted_rooms() {
    let text = "1\n3 2 2 3 4 1\n3 1\nberthe to move\nalma 1 1 1\nberthe 1 3 5\n";
    let play = Game.read(text).unwrap();
    assert_eq!(play.to_move, BERTHE);
    assert_eq!(play.painted.map(u128::count_ones), [2, 2]);
    assert_eq!(Game.write(&play), text);
    for (bad, message) in [
        (
            "1\n2 1 1 2 1 0\nberthe to go\n",
            "line 3, column 11: expected `move` (as in `berthe to move`), found `go`",
        ),
        (
            "1\n2 1 1 2 1 0\ntest 2\n",
            "line 3, column 6: expected the test number (an integer from 1 to 1), found `2`",
        ),
        (
            "1\n2 1 1 2 1 1\n2 3\nalma 1 2 3\n",
            "line 4, column 8: room (2, 3) is under construction",
        ),
        (
            "1\n2 1 1 2 1 0\nalma 1 2 1\n",
            "line 3, column 8: room (2, 1) is painted already (twice in the list, or a painter stands in it)",
        ),
        (
            "1\n2 1 1 2 1 0\nalma 1 3 1\n",
            "line 3, column 8: expected the row of Alma's painted room 1 (an integer from 1 to 2), found `3`",
        ),
        (
            "1\n2 1 1 2 1 0\nberthe 0\nalma 0\n",
            "line 4, column 1: expected end of input, found `alma`",
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
fn moves_read_in_short_forms_and_a_stuck_painter_skips() {
    let play = Game.read("1\n2 1 1 2 1 0\n").unwrap();
    let game = Game;
    for typed in ["2 2", "(2, 2)", "paint room (2, 2)", "Paint 2 2"] {
        assert!(
            matches!(game.read_move(&play, typed), Ok(Step::Paint(_))),
            "{typed}"
        );
    }
    for typed in [
        "2 1",
        "3 1",
        "skip",
        "2",
        "room",
        "18446744073709551615 1",
        "é 1",
    ] {
        assert!(game.read_move(&play, typed).is_err(), "{typed}");
    }
    // Alma in (1, 1) walled in by construction at (2, 2); Berthe in (3, 1) can still move.
    let stuck = Game.read("1\n3 1 1 3 1 1\n2 2\n").unwrap();
    let table = game.moves(&stuck).unwrap();
    assert_eq!(table.groups.len(), 1);
    assert_eq!(table.groups[0].representative, Step::Skip);
    assert_eq!(game.read_move(&stuck, "skip"), Ok(Step::Skip));
}

/// Every invalid testdata input (in UTF-8) is refused by `read` with the solver's own error.
#[test]
fn invalid_inputs_are_refused_as_the_solver_refuses_them() {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/painters-duel/invalid/"
    );
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            // Bytes that are not UTF-8 are refused before any parser sees them.
            let Ok(text) = String::from_utf8(std::fs::read(&path).unwrap()) else {
                continue;
            };
            let error = painters_duel::parse(&text).unwrap_err();
            assert_eq!(Game.read(&text).unwrap_err(), error, "{path:?}");
        }
    }
}

proptest! {
    /// The description holds together at every position of a perfectly played game (a picture
    /// at every one, its rooms naming legal moves), and the end's result is the brute force's
    /// score of the start.
    #[test]
    fn a_game_played_out_ends_with_the_brute_forces_score(duel in arb_duel(2..=4, 0.3)) {
        let input = format!("1\n{duel}");
        let start = Game.read(&input).unwrap();
        let over = gamecore::explore::check::play_out(&Game, &start).unwrap();
        let board = painters_duel::parse(&input).unwrap().remove(0);
        let alma_minus_berthe = brute::value(&board);
        let expected = match alma_minus_berthe.signum() {
            1 => Some(ALMA),
            -1 => Some(BERTHE),
            _ => None,
        };
        prop_assert_eq!(over.winner, expected, "{}", over.text);
        // `... wins 7-5`: the two counts differ by the score.
        let counts: Vec<i64> = over
            .text
            .rsplit(' ')
            .next()
            .unwrap()
            .split('-')
            .map(|n| n.parse().unwrap())
            .collect();
        prop_assert_eq!((counts[0] - counts[1]).abs(), alma_minus_berthe.abs(), "{}", over.text);
    }
}

#[test]
fn side_12_and_13_cases_are_not_explorable_and_side_11_ones_are() {
    let page = (painters_duel::PROBLEM.explore.unwrap())();
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/painters-duel/");
    let case = |name: &str| std::fs::read_to_string(format!("{root}{name}.in")).unwrap();
    for wide in ["21-open-side-12-corner", "24-open-side-13-corner"] {
        assert!(!page.explorable(&case(wide)), "{wide}");
        assert!(page.view(&case(wide)).is_err(), "{wide}");
    }
    assert!(page.explorable(&case("13-random-side-11-dense")));
    assert!(page.explorable(&case("01-sample-1")));
}

/// The page's puzzles, checked by the shared puzzle check with this crate's brute force.
fn check_puzzles(least: usize, brute_check: impl Fn(&str)) {
    gamecore::explore::check::puzzles(&Game, &painters_duel::problem::PUZZLES, least, brute_check);
}

#[test]
fn every_puzzle_has_one_best_room_by_the_brute_force() {
    check_puzzles(6, |text| {
        let play = Game.read(text).unwrap();
        let table = check_position(&play);
        let moves: u64 = table.groups.iter().map(|g| g.count).sum();
        assert_eq!(moves, play.legal().len() as u64, "{text}");
    });
}

#[test]
fn medium_and_hard_puzzles_offer_every_move_a_room_can() {
    // By the statement: room p of row r (1-based, 2r - 1 rooms) touches the rooms beside it in
    // its row and the one across its horizontal side, below an upward room (odd p) unless in
    // the last row, above a downward one.
    let side = painters_duel::solver::geometry::MAX_SIDE;
    let most = (1..=side)
        .flat_map(|r| (1..2 * r).map(move |p| (r, p)))
        .map(|(r, p)| {
            let across = p % 2 == 0 || r < side;
            usize::from(p > 1) + usize::from(p < 2 * r - 1) + usize::from(across)
        })
        .max()
        .unwrap();
    assert_eq!(most, 3);
    let choice = painters_duel::problem::PUZZLES.choice;
    assert_eq!(
        choice,
        (most as u64).min(gamecore::explore::puzzle::REAL_CHOICE)
    );
}

proptest! {
    /// Along a perfectly played game every room of the picture carries its coordinates as the
    /// table names them: a room whose target is `paint room (r, p)` has the id `room-r-p` and the
    /// label `r,p` (after `A ` or `B ` where a painter stands), and every target is a move of the
    /// table.
    #[test]
    fn the_pictures_rooms_are_named_as_the_table_names_them(duel in arb_duel(2..=4, 0.3)) {
        let mut now = Game.read(&format!("1\n{duel}")).unwrap();
        loop {
            let picture = gamecore::svg::check::check(&Game.draw(&now).unwrap());
            let table = Game.moves(&now).unwrap();
            let names: Vec<String> = table.groups.iter().map(|g| g.label.clone()).collect();
            for (i, room) in picture.elements.iter().enumerate().filter(|(_, e)| e.name == "polygon") {
                let id = room.attr("id");
                let (r, p) = id.strip_prefix("room-").unwrap().split_once('-').unwrap();
                let label = &picture.elements[i + 1];
                prop_assert_eq!(&label.name, "text");
                let shown = label.text.trim_start_matches("A ").trim_start_matches("B ");
                prop_assert_eq!(shown, format!("{r},{p}"));
                if let Some(name) = room.attributes.get("data-move") {
                    prop_assert_eq!(name, &format!("paint room ({r}, {p})"));
                    prop_assert!(names.contains(name), "{} not in {:?}", name, names);
                }
            }
            let Some(first) = table.groups.first() else { break };
            now = Game.play(&now, &first.representative);
        }
    }
}
