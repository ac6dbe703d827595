//! The explorer's move values against a brute force written from the rules (red points on
//! circles, containment pair by pair, gamecore's Grundy search), on the samples, on random valid
//! boards and after random plays; against the fast solver re-run on each move's result for larger
//! boards, where moves are grouped; and the text round trips.

use circles_game::explore::{Game, Position};
use circles_game::forest::ROOT;
use circles_game::{ContainmentForest, generate, grundy, parse};
use gamecore::rng::SplitMix64;
use gamecore::{Explore, ImpartialGame, ImpartialSolver, MoveTable, Verdict};
use geom::Circle;
use proptest::prelude::*;

/// The red-point game from the rules: a position is the set of circles holding a red point.
struct RedPoints {
    /// For each circle D, D and every circle containing it: what a point deepest in D reddens.
    reddened_with: Vec<u64>,
}

impl ImpartialGame for RedPoints {
    type Position = u64;

    fn moves(&self, &red: &u64) -> Vec<u64> {
        // A point whose deepest circle is D is legal iff D holds no red point yet (then neither
        // does any circle inside D); it reddens D and every circle around it.
        (0..self.reddened_with.len())
            .filter(|&d| red >> d & 1 == 0)
            .map(|d| red | self.reddened_with[d])
            .collect()
    }
}

/// The Grundy value left by a red point deepest in each circle, by exhaustive search.
fn brute_values(circles: &[Circle]) -> Vec<u64> {
    let n = circles.len();
    assert!(n <= 64);
    let reddened_with: Vec<u64> = (0..n)
        .map(|d| {
            (0..n)
                .filter(|&c| c == d || circles[d].strictly_inside(&circles[c]))
                .fold(0, |mask, c| mask | 1 << c)
        })
        .collect();
    let starts = reddened_with.clone();
    let mut solver = ImpartialSolver::new(RedPoints { reddened_with });
    starts.iter().map(|s| solver.grundy(s)).collect()
}

/// Every move of the table's single rows with its Grundy value; asserts the table lists each
/// circle exactly once and best first.
fn listed_values(table: &MoveTable<usize>, n: usize) -> Vec<u64> {
    assert!(table.rest.is_none());
    let mut values = vec![None; n];
    for group in &table.groups {
        assert_eq!(group.count, 1);
        assert!(values[group.representative].is_none(), "listed twice");
        values[group.representative] = group.value.grundy;
    }
    for pair in table.groups.windows(2) {
        assert!(pair[0].value.best_first(&pair[1].value).is_le());
    }
    values
        .into_iter()
        .map(|v| v.expect("every circle listed"))
        .collect()
}

/// Checks every move of `position` against the brute force, the text round trips and
/// `value_of`, then returns a random next position (or `None` at the end).
fn check_against_brute(position: &Position, rng: &mut SplitMix64) -> Option<Position> {
    let game = Game;
    let n = position.circles().len();
    let table = game.moves(position).unwrap();
    let values = listed_values(&table, n);
    assert_eq!(
        values,
        brute_values(position.circles()),
        "{}",
        game.write(position)
    );
    assert_eq!(&game.read(&game.write(position)).unwrap(), position);
    for (m, &value) in values.iter().enumerate() {
        assert_eq!(
            game.read_move(position, &game.name_move(position, &m)),
            Ok(m)
        );
        assert_eq!(game.value_of(position, &m).unwrap().grundy, Some(value));
        // A winning move leaves the opponent no winning move; the opponent's best reply is one
        // move nearer the end than the remoteness of this move says.
        let after = game.play(position, &m);
        let answers = game.moves(&after).unwrap();
        let opponent_wins = answers
            .groups
            .iter()
            .any(|g| g.value.verdict == Verdict::Win);
        assert_eq!(opponent_wins, value != 0);
        let remoteness = game.value_of(position, &m).unwrap().remoteness;
        assert_eq!(remoteness.is_some(), n <= 16);
        match (answers.groups.first(), remoteness) {
            (None, remoteness) => assert!(remoteness.is_none_or(|r| r == 0)),
            (Some(best), Some(r)) => assert_eq!(best.value.remoteness.map(|b| b + 1), Some(r)),
            (Some(_), None) => {}
        }
    }
    if n == 0 {
        assert_eq!(game.to_move(position), None);
        return None;
    }
    assert_eq!(game.to_move(position), Some(position.side()));
    let m = rng.below(n as u64) as usize;
    Some(game.play(position, &m))
}

fn sample(name: &str) -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/circles-game/");
    std::fs::read_to_string(format!("{dir}{name}")).unwrap()
}

#[test]
fn samples_every_move_and_every_play_match_the_brute_force() {
    let mut rng = SplitMix64::new(26);
    for k in 1..=7 {
        let text = sample(&format!("0{k}-sample-{k}.in"));
        let mut position = Some(Game.read(&text).unwrap());
        while let Some(p) = position {
            position = check_against_brute(&p, &mut rng);
        }
    }
}

#[test]
fn the_samples_verdicts_are_the_expected_answers() {
    for k in 1..=7 {
        let position = Game.read(&sample(&format!("0{k}-sample-{k}.in"))).unwrap();
        let expected = sample(&format!("0{k}-sample-{k}.expected"));
        let table = Game.moves(&position).unwrap();
        let alice_wins = table.groups[0].value.verdict == Verdict::Win;
        assert_eq!(alice_wins, expected.trim() == "Alice", "sample {k}");
    }
}

proptest! {
    #[test]
    fn random_boards_and_random_plays_match_the_brute_force(seed: u64, n in 1usize..=10) {
        let mut rng = SplitMix64::new(seed);
        let mut position = Some(Game.read(&generate::small(seed, n)).unwrap());
        while let Some(p) = position {
            position = check_against_brute(&p, &mut rng);
        }
    }
}

proptest! {
    /// The description holds together at every position of a perfectly played game, and the end
    /// names the winner the brute force predicts for the start.
    #[test]
    fn a_game_played_out_ends_with_the_winner_of_the_brute_force(seed: u64, n in 1usize..=9) {
        let position = Game.read(&generate::small(seed, n)).unwrap();
        let over = gamecore::explore::check::play_out(&Game, &position).unwrap();
        let wins = brute_values(position.circles()).contains(&0);
        let mover = position.side();
        prop_assert_eq!(over.winner, Some(if wins { mover } else { 1 - mover }));
        let [loser, winner] = if wins { ["Bob", "Alice"] } else { ["Alice", "Bob"] };
        prop_assert_eq!(over.text, format!("{loser} cannot move: {winner} wins"));
    }
}

/// The value of the whole board by the fast solver, on the board's text.
fn solved_value(position: &Position) -> u64 {
    let text = Game.write(&Position::read(&Game.write(position)).unwrap());
    // The circles' text under the header lines (who moves, the circles' numbers).
    let header = |line: &str| line.ends_with(" to move") || line.starts_with("numbered");
    let body: String = (text.lines())
        .skip_while(|line| header(line))
        .map(|line| format!("{line}\n"))
        .collect();
    let body = body.as_str();
    if body.trim() == "0" {
        return 0;
    }
    let forest = ContainmentForest::build(&parse(body).unwrap()).unwrap();
    grundy::values(&forest).total.into()
}

#[test]
fn grouped_tables_cover_every_circle_with_the_solvers_values() {
    for seed in 0..6 {
        let text = match seed % 3 {
            0 => generate::random(seed, 600),
            1 => generate::star(seed, 300),
            // Every move of a chain leaves a different value: most go to the rest line.
            _ => generate::chain(seed, 200),
        };
        let position = Game.read(&text).unwrap();
        let table = Game.moves(&position).unwrap();
        let listed: u64 = table.groups.iter().map(|g| g.count).sum();
        let rest_count: u64 = table.rest.as_ref().map_or(0, |line| {
            line.split(' ')
                .next()
                .unwrap()
                .replace(',', "")
                .parse()
                .unwrap()
        });
        assert_eq!(listed + rest_count, position.circles().len() as u64);
        assert!(rest_count > 0 || seed % 3 != 2);
        for pair in table.groups.windows(2) {
            assert!(pair[0].value.best_first(&pair[1].value).is_le());
        }
        // Every member of a group and every move of the rest line is playable at its value.
        gamecore::explore::check::description(&Game, &position).unwrap();
        if let Some(rest) = Game.rest_moves(&position, &table, usize::MAX) {
            assert_eq!(rest.len() as u64, rest_count);
        }
        for group in &table.groups {
            let after = Game.play(&position, &group.representative);
            assert_eq!(
                group.value.grundy,
                Some(solved_value(&after)),
                "{}",
                group.label
            );
            let value = Game.value_of(&position, &group.representative).unwrap();
            assert_eq!(value, group.value);
        }
    }
}

#[test]
fn every_move_of_a_medium_board_matches_the_solver_on_its_result() {
    let position = Game.read(&generate::random(7, 120)).unwrap();
    let values = circles_game::explore::values::move_values(position.parents(), position.order());
    for (m, &value) in values.after.iter().enumerate() {
        assert_eq!(u64::from(value), solved_value(&Game.play(&position, &m)));
    }
}

#[test]
fn texts_moves_and_errors() {
    let game = Game;
    let start = game.read("3\n0 0 1\n0 0 2\n5 0 1\n").unwrap();
    assert_eq!(game.write(&start), "3\n0 0 1\n0 0 2\n5 0 1\n");
    let after = game.play(&start, &0);
    // Circle 3 keeps its number once circles 1 and 2 have left.
    assert_eq!(game.write(&after), "Bob to move\nnumbered 3\n1\n5 0 1\n");
    assert_eq!(game.read(&game.write(&after)).unwrap(), after);
    assert_eq!(game.read_move(&after, "3"), Ok(0));
    assert!(game.read_move(&after, "1").is_err());
    assert_eq!(game.name_move(&after, &0), "circle 3 at (5, 0) radius 1");
    assert!(game.show(&after).contains("  3: centre (5, 0), radius 1"));
    assert_eq!(after.parents(), &[ROOT]);
    let end = game.play(&after, &0);
    assert_eq!(game.write(&end), "Alice to move\n0\n");
    assert_eq!(game.read(&game.write(&end)).unwrap(), end);
    assert_eq!(game.to_move(&end), None);
    assert!(game.moves(&end).unwrap().groups.is_empty());
    for typed in ["2", " circle 2 ", "circle 2 at (0, 0) radius 2", "0 0 2"] {
        assert_eq!(game.read_move(&start, typed), Ok(1), "{typed}");
    }
    for typed in ["0", "4", "circle 2 at (0, 0) radius 3", "1 1 1", "", "x"] {
        assert!(game.read_move(&start, typed).is_err(), "{typed}");
    }
    // Errors keep the line numbers of the text as typed.
    let error = game.read("Bob to move\n2\n0 0 1\n1 0 1\n").unwrap_err();
    assert_eq!(error.to_string(), "line 4, column 1: circles 1 and 2 cross");
    let numbered = |text: &str| game.read(text).unwrap_err().to_string();
    assert_eq!(
        numbered("Bob to move\nnumbered 2 2\n2\n0 0 1\n5 0 1\n"),
        "line 2, column 12: expected a circle number from 3 to 2000000 (increasing), found `2`"
    );
    assert_eq!(
        numbered("numbered 2 x\n2\n0 0 1\n5 0 1\n"),
        "line 1, column 12: expected a circle number from 3 to 2000000 (increasing), found `x`"
    );
    assert_eq!(
        numbered("Bob to move\nnumbered 4\n2\n0 0 1\n5 0 1\n"),
        "line 2, column 1: 1 circle number for 2 circles"
    );
    assert!(game.show(&start).contains("inside circle 2"));
    assert!(game.draw(&start).unwrap().contains("Alice wins"));
    // Bob to move on two circles apart: he loses (two trees of value 1).
    let bobs_turn = game.read("Bob to move\n2\n0 0 1\n5 0 1\n").unwrap();
    let picture = game.draw(&bobs_turn).unwrap();
    assert!(picture.contains("Alice wins") && !picture.contains("Bob wins"));
    let bobs_winning = game.read("Bob to move\n1\n0 0 1\n").unwrap();
    let picture = game.draw(&bobs_winning).unwrap();
    assert!(
        picture.contains("Bob wins: his red point")
            && picture.contains("Bob&apos;s first red point")
    );
}

proptest! {
    /// Arbitrary text over the format's own characters is read or refused, never a panic; typed
    /// moves never panic and name a circle of the board.
    #[test]
    fn arbitrary_text_is_read_or_refused(text in "(Bob to move\n)?(numbered[1-4 ]{0,6}\n)?[0-3 \n-]{0,30}", typed in "[0-9a-z (),-]{0,14}") {
        if let Ok(position) = Game.read(&text) {
            prop_assert_eq!(Game.read(&Game.write(&position)).unwrap(), position.clone());
            if let Ok(m) = Game.read_move(&position, &typed) {
                prop_assert!(m < position.circles().len());
            }
        }
    }
}

/// The page's puzzles, checked by the shared puzzle check with this crate's brute force.
fn check_puzzles(least: usize, brute_check: impl Fn(&str)) {
    gamecore::explore::check::puzzles(&Game, &circles_game::problem::PUZZLES, least, brute_check);
}

#[test]
fn every_puzzle_has_one_winning_circle_by_the_brute_force() {
    check_puzzles(6, |text| {
        let position = Game.read(text).unwrap();
        let table = Game.moves(&position).unwrap();
        let values = listed_values(&table, position.circles().len());
        assert_eq!(values, brute_values(position.circles()), "{text}");
    });
}

proptest! {
    /// Along a game of random moves every circle keeps its number (the start's), in the table's
    /// names as on the picture: each drawn circle's target names its own number, its id is
    /// `circle-K`, and every number written on the picture is a circle's of the board.
    #[test]
    fn circles_keep_their_numbers_on_the_table_and_the_picture(
        seed: u64,
        n in 1usize..=10,
        picks in proptest::collection::vec(0usize..100, 10),
    ) {
        let mut position = Game.read(&generate::small(seed, n)).unwrap();
        let start: Vec<Circle> = position.circles().to_vec();
        for pick in picks {
            if position.circles().is_empty() {
                break;
            }
            let svg = Game.draw(&position).unwrap();
            let picture = gamecore::svg::check::check(&svg);
            let mut drawn = 0;
            for (i, circle) in position.circles().iter().enumerate() {
                let number = start.iter().position(|c| c == circle).unwrap() + 1;
                prop_assert_eq!(position.numbers()[i] as usize, number);
                let name = Game.name_move(&position, &i);
                prop_assert!(name.starts_with(&format!("circle {number} at ")), "{}", name);
                let element = picture.by_id(&format!("circle-{number}"));
                prop_assert_eq!(element.attr("data-move"), name.as_str());
                drawn += 1;
            }
            let circles = picture.elements.iter().filter(|e| e.attributes.contains_key("data-move"));
            prop_assert_eq!(circles.count(), drawn);
            for label in picture.elements.iter().filter(|e| e.name == "text" && e.has_class("label")) {
                if let Ok(k) = label.text.parse::<u32>() {
                    prop_assert!(position.numbers().contains(&k), "label {} on {:?}", k, position.numbers());
                }
            }
            let chosen = pick % position.circles().len();
            position = Game.play(&position, &chosen);
        }
    }
}
