//! The explorer's move values against the brute force (the game played out over visited sets on
//! gamecore's solver) on every field of the example inputs, on random small positions built by
//! construction and after random plays; remoteness checked move by move against the replies it
//! promises; big fields against the contest approach; text and move-name round trips.

use gamecore::rng::SplitMix64;
use gamecore::{Explore, MoveTable, Outcome, Verdict};
use proptest::prelude::*;
use racing_car_trail::brute::Oracle;
use racing_car_trail::explore::{Game, Position};
use racing_car_trail::{baseline, generate, parse};

type Cell = (usize, usize);

/// The position's field with every cell the car used free again, for the brute force, and the
/// visited cells (the car's included).
fn field_and_visited(position: &Position) -> (String, Vec<Cell>) {
    let text = Game.write(position).replace(['o', '@'], ".");
    let mut visited = Vec::new();
    for row in 0..position.rows() {
        for col in 0..position.cols() {
            if matches!(position.cell((row, col)), b'o' | b'@') {
                visited.push((row, col));
            }
        }
    }
    (text, visited)
}

/// Whether the mover wins by each move, by the brute force.
fn brute_wins(position: &Position, moves: &[Cell]) -> Vec<bool> {
    let (text, visited) = field_and_visited(position);
    let mut oracle = Oracle::new(&parse(&text).unwrap()[0]).unwrap();
    (moves.iter())
        .map(|&cell| match position.car() {
            None => oracle.outcome(cell, &[]) == Some(Outcome::Win),
            Some(_) => oracle.outcome(cell, &visited) == Some(Outcome::Loss),
        })
        .collect()
}

/// The table's rows, each a single move; asserts best first.
fn single_rows(table: &MoveTable<Cell>) -> Vec<(Cell, gamecore::MoveValue)> {
    assert!(table.rest.is_none());
    for pair in table.groups.windows(2) {
        assert!(pair[0].value.best_first(&pair[1].value).is_le());
    }
    (table.groups.iter())
        .map(|g| {
            assert_eq!(g.count, 1);
            (g.representative, g.value)
        })
        .collect()
}

/// Checks the position's moves against the brute force, the round trips and the remoteness
/// each move promises; returns a random next position, or `None` at the end.
fn check(position: &Position, rng: &mut SplitMix64) -> Option<Position> {
    let game = Game;
    assert_eq!(&game.read(&game.write(position)).unwrap(), position);
    let rows = single_rows(&game.moves(position).unwrap());
    let mut cells: Vec<Cell> = rows.iter().map(|r| r.0).collect();
    let wins = brute_wins(position, &cells);
    for (&(cell, value), &win) in rows.iter().zip(&wins) {
        assert_eq!(
            value.verdict == Verdict::Win,
            win,
            "{cell:?} in\n{}",
            game.write(position)
        );
        assert_eq!(game.value_of(position, &cell).unwrap(), value);
        assert_eq!(
            game.read_move(position, &game.name_move(position, &cell)),
            Ok(cell)
        );
        check_promise(position, cell, value);
    }
    cells.sort_unstable();
    cells.dedup();
    assert_eq!(cells.len(), rows.len(), "each move once");
    if rows.is_empty() {
        assert_eq!(game.to_move(position), None);
        return None;
    }
    assert_eq!(game.to_move(position), Some(position.side()));
    let (cell, _) = rows[rng.below(rows.len() as u64) as usize];
    Some(game.play(position, &cell))
}

/// After a move the opponent's best reply is what the move's value promises: after a win, only
/// losses, the slowest one move shorter (or no move at all); after a loss, a win one shorter.
fn check_promise(position: &Position, cell: Cell, value: gamecore::MoveValue) {
    let after = Game.play(position, &cell);
    let replies = Game.moves(&after).unwrap();
    let best = replies.groups.first().map(|g| g.value);
    // Placing the car is Alice's first move, and she moves again: her own best move follows.
    let mover_again = position.car().is_none();
    let expected_verdict = match (value.verdict, mover_again) {
        (Verdict::Win, false) | (Verdict::Lose, true) => Verdict::Lose,
        _ => Verdict::Win,
    };
    match (best, value.remoteness) {
        // Nobody moves again: the one who cannot move is the opponent after a drive, and Alice
        // after a start on an isolated cell.
        (None, remoteness) => {
            assert_eq!(value.verdict == Verdict::Win, !mover_again);
            assert!(remoteness.is_none_or(|r| r == 0));
        }
        (Some(best), remoteness) => {
            assert_eq!(best.verdict, expected_verdict);
            if let (Some(r), Some(next)) = (remoteness, best.remoteness) {
                assert_eq!(next + 1, r, "{cell:?}");
            }
        }
    }
}

/// Every field of a contest input, as a position of its own.
fn fields_of(input: &str) -> Vec<Position> {
    let fields = parse(input).unwrap();
    let mut texts = Vec::new();
    let mut lines = input.lines().filter(|l| !l.trim().is_empty());
    for field in &fields {
        let size = lines.next().unwrap();
        let rows: Vec<&str> = lines.by_ref().take(field.rows()).collect();
        texts.push(format!(
            "{}\n{}\n0 0\n",
            size.trim(),
            rows.join("\n").replace('\r', "")
        ));
    }
    texts.iter().map(|t| Game.read(t).unwrap()).collect()
}

fn testdata(name: &str) -> String {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/racing-car-trail/"
    );
    std::fs::read_to_string(format!("{dir}{name}")).unwrap()
}

#[test]
fn small_testdata_fields_and_random_plays_match_the_brute_force() {
    let mut rng = SplitMix64::new(26);
    for name in [
        "01-spec-example.in",
        "03-odd-paths.in",
        "04-even-paths.in",
        "11-random-small.in",
    ] {
        for start in fields_of(&testdata(name)) {
            let free = start.cells_free();
            if free > 20 {
                continue;
            }
            for _ in 0..3 {
                let mut position = Some(start.clone());
                while let Some(p) = position {
                    position = check(&p, &mut rng);
                }
            }
        }
    }
}

/// A random field of at most `rows x cols` cells with a car and visited cells, or without a car,
/// as text: valid by construction.
fn position_text() -> impl Strategy<Value = String> {
    (1usize..=4, 1usize..=5, any::<u64>(), any::<u64>(), 0u8..4).prop_map(
        |(rows, cols, obstacles, visited, mode)| {
            let mut cells: Vec<u8> = (0..rows * cols)
                .map(|i| if obstacles >> i & 3 == 0 { b'X' } else { b'.' })
                .collect();
            let free: Vec<usize> = (0..cells.len()).filter(|&i| cells[i] == b'.').collect();
            if mode > 0 && !free.is_empty() {
                cells[free[visited as usize % free.len()]] = b'@';
                for &i in &free {
                    if cells[i] == b'.' && visited >> (i + 8) & 7 == 0 {
                        cells[i] = b'o';
                    }
                }
            }
            let mut text = format!("{rows} {cols}\n");
            for row in cells.chunks(cols) {
                text.push_str(std::str::from_utf8(row).unwrap());
                text.push('\n');
            }
            text + "0 0\n"
        },
    )
}

proptest! {
    #[test]
    fn random_positions_and_plays_match_the_brute_force(text in position_text(), seed: u64) {
        let mut rng = SplitMix64::new(seed);
        let mut position = Some(Game.read(&text).unwrap());
        prop_assert_eq!(Game.write(position.as_ref().unwrap()), text);
        while let Some(p) = position {
            position = check(&p, &mut rng);
        }
    }
}

#[test]
fn a_path_by_hand() {
    let position = Game.read("1 5\no@...\n0 0\n").unwrap();
    assert_eq!(
        Game.to_move(&position),
        Some(1),
        "one move made: Bob's turn"
    );
    let rows = single_rows(&Game.moves(&position).unwrap());
    // Three cells ahead: Bob drives, Alice, Bob, and Alice is stuck.
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].0, (0, 2));
    assert_eq!(rows[0].1.verdict, Verdict::Win);
    assert_eq!(rows[0].1.remoteness, Some(2));
    assert_eq!(Game.name_move(&position, &(0, 2)), "right to (1, 3)");
    for typed in [
        "right",
        "r",
        " R ",
        "1 3",
        "(1, 3)",
        "cell 1 3",
        "right to (1, 3)",
    ] {
        assert_eq!(Game.read_move(&position, typed), Ok((0, 2)), "{typed}");
    }
    for typed in [
        "left",
        "1 1",
        "1 4",
        "up",
        "",
        "0 3",
        "left to (1, 3)",
        "99999999999999999999 1",
    ] {
        assert!(Game.read_move(&position, typed).is_err(), "{typed}");
    }
    assert!(
        Game.show(&position)
            .starts_with("Bob to move; the car is at (1, 2).")
    );
    assert!(Game.draw(&position).unwrap().contains("id=\"car\""));
}

#[test]
fn extended_text_errors_keep_their_place() {
    let error = |text: &str| Game.read(text).unwrap_err().to_string();
    assert_eq!(
        error("\n1 3\n@.@\n0 0\n"),
        "line 3, column 3: a second car `@` (the car is at (1, 1)) (field 1)"
    );
    assert_eq!(
        error("2 2\n.o\n..\n0 0\n"),
        "line 2, column 2: a visited cell `o` but no car `@` on the field (field 1)"
    );
    assert_eq!(
        error("1 2\n@o.\n0 0\n"),
        "line 2, column 3: expected the end of row 1 after 2 cells, found `.` (field 1)"
    );
    assert_eq!(
        error("1 2\n@.\n"),
        "line 3, column 1: expected a field's size `N E` or the closing `0 0`, found end of input (field 2)"
    );
    // The contest format reads as before, its first field with no car.
    let position = Game.read("1 2\n..\n1 1\n.\n0 0\n").unwrap();
    assert_eq!(position.car(), None);
    assert_eq!(Game.write(&position), "1 2\n..\n0 0\n");
    assert!(Game.read("0 0\n").is_err());
}

proptest! {
    /// The description holds together at every position of a perfectly played game, and the end
    /// names the winner the brute force predicts for the position played from.
    #[test]
    fn a_game_played_out_ends_with_the_winner_of_the_brute_force(text in position_text()) {
        let position = Game.read(&text).unwrap();
        let over = gamecore::explore::check::play_out(&Game, &position).unwrap();
        let mover = position.side();
        let wins = brute_wins(&position, &position.legal_moves()).contains(&true);
        prop_assert_eq!(over.winner, Some(if wins { mover } else { 1 - mover }), "{}", text);
        let winner = format!(": {} wins", Game.players()[over.winner.unwrap()]);
        prop_assert!(over.text.ends_with(&winner), "{}", over.text);
    }
}

#[test]
fn big_fields_group_the_starts_and_agree_with_the_contest_approach() {
    let input = generate::random(5, 30, 30, 250);
    let answer = baseline::solve(&input).unwrap();
    let letters: Vec<&[u8]> = answer.lines().map(str::as_bytes).collect();
    let position = Game.read(&input).unwrap();
    let table = Game.moves(&position).unwrap();
    let free = position.cells_free() as u64;
    assert_eq!(table.groups.iter().map(|g| g.count).sum::<u64>(), free);
    for group in &table.groups {
        // Every start a row stands for (up to the cap) has the row's value by the contest.
        for (row, col) in Game.members(&position, group, 100) {
            let alice = letters[row][col] == b'A';
            assert_eq!(group.value.verdict == Verdict::Win, alice);
        }
        let (row, col) = group.representative;
        let alice = letters[row][col] == b'A';
        assert_eq!(
            group.value.verdict == Verdict::Win,
            alice,
            "{}",
            group.label
        );
        assert_eq!(
            Game.value_of(&position, &group.representative).unwrap(),
            group.value
        );
    }
    // With the car on: each move against the contest approach on the cells left.
    let mut rng = SplitMix64::new(1);
    let mut position = Game.play(&position, &table.groups[0].representative);
    while let Some(side) = Game.to_move(&position) {
        assert_eq!(side, position.side());
        let rows = single_rows(&Game.moves(&position).unwrap());
        let cut = Game.write(&position).replace(['o', '@'], "X");
        let answer = baseline::solve(&cut).unwrap();
        let letters: Vec<&[u8]> = answer.lines().map(str::as_bytes).collect();
        for (cell, value) in &rows {
            let opponent_wins = letters[cell.0][cell.1] == b'A';
            // The cell itself is free in the cut field, as the opponent starts there.
            assert_eq!(value.verdict == Verdict::Win, !opponent_wins);
        }
        let (cell, _) = rows[rng.below(rows.len() as u64) as usize];
        position = Game.play(&position, &cell);
    }
}

#[test]
fn big_fields_show_a_window_around_the_car() {
    let position = Game.read(&generate::open(100, 120)).unwrap();
    assert!(
        Game.show(&position)
            .contains("rows 1..=40, columns 1..=40 of 100 x 120:")
    );
    let position = Game.play(&position, &(70, 110));
    let shown = Game.show(&position);
    assert!(
        shown.contains("rows 51..=90, columns 81..=120 of 100 x 120:"),
        "{shown}"
    );
    assert_eq!(shown.lines().filter(|l| l.contains('@')).count(), 1);
    // 120 columns are more than a picture draws: it draws the window around the car, whose
    // cells name their moves.
    gamecore::explore::check::description(&Game, &position).unwrap();
    let svg = Game.draw(&position).unwrap();
    assert!(
        svg.contains("rows 1 to 100, columns 21 to 120 of 100 x 120"),
        "{svg}"
    );
    assert!(svg.contains(r#"data-move="up to (70, 111)""#));
    let blocked = Game.read("1 2\nXX\n0 0\n").unwrap();
    assert_eq!(Game.to_move(&blocked), None);
    assert!(Game.moves(&blocked).unwrap().groups.is_empty());
    assert!(Game.show(&blocked).starts_with("No free cell"));
    let over = Game.result(&blocked).unwrap();
    assert_eq!(over.winner, Some(1));
    assert_eq!(
        over.text,
        "no free cell to start on, Alice cannot move: Bob wins"
    );
}

proptest! {
    /// Arbitrary text over the format's own characters is read or refused, never a panic; a
    /// position read is written back to text that reads to it; typed moves never panic either.
    #[test]
    fn arbitrary_text_is_read_or_refused(text in "[0-3 .Xo@\n\r]{0,40}", typed in "[0-9a-z (),]{0,12}") {
        if let Ok(position) = Game.read(&text) {
            prop_assert_eq!(Game.read(&Game.write(&position)).unwrap(), position.clone());
            if let Ok(cell) = Game.read_move(&position, &typed) {
                prop_assert!(position.legal_moves().contains(&cell));
            }
        }
    }
}

/// The page's puzzles, checked by the shared puzzle check with this crate's brute force.
fn check_puzzles(least: usize, brute_check: impl Fn(&str)) {
    gamecore::explore::check::puzzles(
        &Game,
        &racing_car_trail::problem::PUZZLES,
        least,
        brute_check,
    );
}

#[test]
fn every_puzzle_has_one_winning_move_by_the_brute_force() {
    check_puzzles(6, |text| {
        let position = Game.read(text).unwrap();
        let rows = single_rows(&Game.moves(&position).unwrap());
        let cells: Vec<Cell> = rows.iter().map(|&(cell, _)| cell).collect();
        let wins: Vec<bool> = rows
            .iter()
            .map(|(_, v)| v.verdict == Verdict::Win)
            .collect();
        assert_eq!(wins, brute_wins(&position, &cells), "{text}");
        let mut legal = position.legal_moves();
        legal.sort_unstable();
        let mut listed = cells.clone();
        listed.sort_unstable();
        assert_eq!(listed, legal, "{text}");
    });
}

proptest! {
    /// Along a game of random moves every cell the picture offers names its own place as the
    /// table does (`... (row, column)`, counted as its `data-row` and `data-col`), and the
    /// picture's targets are exactly the table's moves where the table lists them one by one.
    #[test]
    fn the_pictures_cells_are_named_as_the_table_names_them(text in position_text(), seed: u64) {
        let Ok(mut now) = Game.read(&text) else { return Ok(()) };
        let mut rng = SplitMix64::new(seed);
        while Game.to_move(&now).is_some() {
            let picture = gamecore::svg::check::check(&Game.draw(&now).unwrap());
            let table = Game.moves(&now).unwrap();
            let mut targets = Vec::new();
            for cell in picture.elements.iter().filter(|e| e.attributes.contains_key("data-move")) {
                let name = cell.attr("data-move");
                let place = format!("({}, {})", cell.attr("data-row"), cell.attr("data-col"));
                prop_assert!(name.ends_with(&place), "{} at {}", name, place);
                targets.push(name.to_owned());
            }
            if table.groups.iter().all(|g| g.count == 1) && table.rest.is_none() {
                let mut names: Vec<String> = table.groups.iter().map(|g| g.label.clone()).collect();
                names.sort();
                targets.sort();
                prop_assert_eq!(targets, names);
            }
            let rows = &table.groups;
            let pick = rows[rng.below(rows.len() as u64) as usize].representative;
            now = Game.play(&now, &pick);
        }
    }
}
