//! `--moves` and `--play`'s game: every move's value against the brute force (exhaustive search
//! from the rules) and the contest's mex table, on random valid positions built by construction.

use gamecore::{Explore, MoveTable, Verdict};
use more_reclamation::baseline::MexTable;
use more_reclamation::explore::{Game, table};
use more_reclamation::{Cell, Column, Position, brute, parse};
use proptest::prelude::*;

use crate::common;
use common::{legal_cells, river_text};

/// A valid position on up to `max_rows` rows: each row is water (`water` times in `water + 2`)
/// or land in a column; a land row right below land in the other column becomes water, so every
/// position is legal.
fn position_with(max_rows: u64, water: u32) -> impl Strategy<Value = String> {
    let row = prop_oneof![water => Just(0u8), 1 => Just(1u8), 1 => Just(2u8)];
    (1..=max_rows)
        .prop_flat_map(move |rows| proptest::collection::vec(row.clone(), rows as usize))
        .prop_map(|choices| river_text(choices.len(), &legal_cells(&choices)))
}

/// Dense and sparse positions on up to `max_rows` rows.
fn position(max_rows: u64) -> impl Strategy<Value = String> {
    prop_oneof![position_with(max_rows, 1), position_with(max_rows, 8)]
}

/// Every cell a table stands for, with the value its row gives it.
fn expanded(table: &MoveTable<Cell>) -> Vec<(Cell, u64)> {
    let mut cells = Vec::new();
    for group in &table.groups {
        let Cell { row, column } = group.representative;
        let grundy = group.value.grundy.unwrap();
        // A row stands for its representative's column, `count` consecutive rows from it.
        cells.extend((row..row + group.count).map(|row| (Cell { row, column }, grundy)));
    }
    cells.sort_by_key(|&(cell, _)| (cell.row, cell.column));
    cells
}

/// The number at the start of a table's rest line (0 without one).
fn rest_count(table: &MoveTable<Cell>) -> u64 {
    table
        .rest
        .as_ref()
        .map_or(0, |rest| rest.split(' ').next().unwrap().parse().unwrap())
}

/// The winning cells a table's rest line counts (0 without one).
fn rest_winning(table: &MoveTable<Cell>) -> usize {
    let Some(rest) = &table.rest else { return 0 };
    match rest.split_once(" other cells: ") {
        Some((_, tail)) if tail.contains(" of them leave Grundy value 0") => {
            tail.split(' ').next().unwrap().parse().unwrap()
        }
        _ => 0,
    }
}

/// Every legal cell with its value by the mex table of the rules (independent of the closed form).
fn mex_values(position: &Position) -> Vec<(Cell, u64)> {
    let table = MexTable::new(position.rows() as usize);
    let mut values = Vec::new();
    for row in 1..=position.rows() {
        for column in [Column::Left, Column::Right] {
            let cell = Cell { row, column };
            if more_reclamation::explain::is_legal(position, cell) {
                let after = more_reclamation::explain::play(position, cell);
                let left = after
                    .runs()
                    .fold(0, |x, run| x ^ table.grundy(&run).unwrap());
                values.push((cell, left));
            }
        }
    }
    values
}

proptest! {
    #[test]
    fn every_move_value_equals_the_brute_force(input in position(10)) {
        let brute = brute::move_values(&input).unwrap();
        let position = parse(&input).unwrap();
        let listed = Game.moves(&position).unwrap();
        prop_assert_eq!(listed.rest.as_ref(), None, "{}", input);
        prop_assert_eq!(expanded(&listed), brute.clone(), "{}", input);
        for (cell, grundy) in brute {
            prop_assert_eq!(Game.value_of(&position, &cell).unwrap().grundy, Some(grundy));
        }
    }

    #[test]
    fn grouped_tables_hold_every_winning_cell_with_exact_values(input in position(10), rows in 0usize..6) {
        let brute = brute::move_values(&input).unwrap();
        let position = parse(&input).unwrap();
        let grouped = table::listing(&position, 0, rows);
        let listed = expanded(&grouped);
        for cell in &listed {
            prop_assert!(brute.contains(cell), "{} lists {:?}", input, cell);
        }
        prop_assert_eq!(listed.len() as u64 + rest_count(&grouped), brute.len() as u64);
        let winning = brute.iter().filter(|(_, g)| *g == 0).count();
        let listed_winning = listed.iter().filter(|(_, g)| *g == 0).count();
        prop_assert_eq!(listed_winning + rest_winning(&grouped), winning, "{}", input);
        // Winning rows come first.
        let verdicts: Vec<Verdict> = grouped.groups.iter().map(|g| g.value.verdict).collect();
        prop_assert!(verdicts.is_sorted_by(|a, b| a >= b));
    }

    #[test]
    fn grouped_tables_match_the_mex_table_on_longer_rivers(input in position(300)) {
        let position = parse(&input).unwrap();
        let values = mex_values(&position);
        let grouped = table::listing(&position, 0, 12);
        let listed = expanded(&grouped);
        for cell in &listed {
            prop_assert!(values.contains(cell), "{} lists {:?}", input, cell);
        }
        prop_assert_eq!(listed.len() as u64 + rest_count(&grouped), values.len() as u64);
        let winning = values.iter().filter(|(_, g)| *g == 0).count();
        let listed_winning = listed.iter().filter(|(_, g)| *g == 0).count();
        prop_assert_eq!(listed_winning + rest_winning(&grouped), winning, "{}", input);
    }

    #[test]
    fn text_moves_and_play_agree(input in position(10)) {
        let position = parse(&input).unwrap();
        prop_assert_eq!(Game.read(&Game.write(&position)).unwrap(), position.clone());
        let table = Game.moves(&position).unwrap();
        prop_assert_eq!(Game.to_move(&position).is_none(), table.groups.is_empty());
        for group in &table.groups {
            let cell = group.representative;
            let name = Game.name_move(&position, &cell);
            prop_assert_eq!(&name, &group.label);
            prop_assert_eq!(Game.read_move(&position, &name).unwrap(), cell);
            prop_assert_eq!(Game.value_of(&position, &cell).unwrap(), group.value);
            let after = Game.play(&position, &cell);
            let replies = Game.moves(&after).unwrap();
            let reply_wins = replies.groups.first().is_some_and(|g| g.value.verdict == Verdict::Win);
            // A winning move leaves the opponent no winning move; a losing one leaves one.
            prop_assert_eq!(reply_wins, group.value.verdict == Verdict::Lose, "{}", input);
            if let (Some(side), Some(next)) = (Game.to_move(&position), Game.to_move(&after)) {
                prop_assert_eq!(next, 1 - side);
            }
        }
    }
}

#[test]
fn sample_one_lists_the_three_cells_of_the_statement() {
    let position = Game.read("3 1\n1 1\n").unwrap();
    let table = Game.moves(&position).unwrap();
    let rows: Vec<(&str, Option<u64>)> = table
        .groups
        .iter()
        .map(|g| (g.label.as_str(), g.value.grundy))
        .collect();
    assert_eq!(
        rows,
        vec![
            ("reclaim cell (3, 2)", Some(0)),
            ("reclaim cell (2, 1)", Some(1)),
            ("reclaim cell (3, 1)", Some(1)),
        ]
    );
    assert_eq!(Game.to_move(&position), Some(1));
    assert_eq!(Game.players()[1], "city B");
}

#[test]
fn the_samples_agree_with_the_brute_force() {
    for input in ["3 1\n1 1\n", "12 2\n4 1\n8 1\n", "1 1\n1 2\n"] {
        let position = parse(input).unwrap();
        let table = Game.moves(&position).unwrap();
        assert_eq!(expanded(&table), brute::move_values(input).unwrap());
    }
    // The third sample's river is full: the game is over.
    assert_eq!(Game.to_move(&parse("1 1\n1 2\n").unwrap()), None);
}

#[test]
fn moves_are_read_in_several_forms_and_illegal_ones_are_named() {
    let position = parse("12 2\n4 1\n8 1\n").unwrap();
    let cell = Cell {
        row: 10,
        column: Column::Right,
    };
    for text in [
        "10 2",
        "(10, 2)",
        "10,2",
        "reclaim cell (10, 2)",
        " cell 10 2 ",
    ] {
        assert_eq!(Game.read_move(&position, text), Ok(cell), "{text}");
    }
    let error = |text: &str| Game.read_move(&position, text).unwrap_err();
    assert_eq!(
        error("3 2"),
        "cell (3, 2) may not be reclaimed: cell (4, 1) is land beside it in the other column"
    );
    assert_eq!(
        error("4 1"),
        "cell (4, 1) may not be reclaimed: cell (4, 1) is already land"
    );
    assert_eq!(
        error("13 1"),
        "cell (13, 1) may not be reclaimed: row 13 is outside the river (rows 1 to 12)"
    );
    assert!(
        error("10").starts_with("expected a cell"),
        "{}",
        error("10")
    );
    assert!(error("10 3").contains("the column is 1 or 2"));
    assert!(error("x 1").contains("is not a row number"));
}

#[test]
fn a_huge_river_lists_its_winning_cells_and_counts_the_rest() {
    let position = parse("1000000000000000000 1\n77777 2\n").unwrap();
    let table = Game.moves(&position).unwrap();
    let first = &table.groups[0];
    assert_eq!(first.value.verdict, Verdict::Win);
    assert_eq!(Game.play(&position, &first.representative).grundy(), 0);
    let listed: u64 = table.groups.iter().map(|g| g.count).sum();
    // Every row but the land row holds one or two legal cells: all but 77776 and 77778 in
    // column 1, and the land row itself, are legal in both columns.
    let legal = 2 * (1_000_000_000_000_000_000 - 1) - 2;
    assert_eq!(listed + rest_count(&table), legal);
    for group in &table.groups {
        let last = Cell {
            row: group.representative.row + group.count - 1,
            ..group.representative
        };
        assert_eq!(Game.value_of(&position, &last).unwrap(), group.value);
    }
}

#[test]
fn an_empty_river_of_odd_length_is_won_in_its_middle_only() {
    let position = parse("999999999999999999 0").unwrap();
    let table = Game.moves(&position).unwrap();
    let winning: Vec<&str> = table
        .groups
        .iter()
        .filter(|g| g.value.verdict == Verdict::Win)
        .map(|g| g.label.as_str())
        .collect();
    assert_eq!(
        winning,
        vec![
            "reclaim cell (500000000000000000, 1)",
            "reclaim cell (500000000000000000, 2)"
        ]
    );
    assert!(
        table
            .rest
            .unwrap()
            .ends_with("each leaves a non-zero Grundy value (lose)")
    );
}

#[test]
fn moves_flag_prints_the_table_of_the_input() {
    let (code, out, err) = more_reclamation::PROBLEM.run_captured(&["--moves"], b"3 1\n1 1\n");
    assert_eq!((code, err.as_str()), (0, ""));
    insta::assert_snapshot!(out, @r"
    city B to move. Each move's value for city B: the Grundy value the move leaves: 0 wins (the other city is lost), any other value loses.
      #  value                  move
      1  win, leaves Grundy 0   reclaim cell (3, 2)
      2  lose, leaves Grundy 1  reclaim cell (2, 1)
      3  lose, leaves Grundy 1  reclaim cell (3, 1)
    ");
    let (code, out, err) = more_reclamation::PROBLEM.run_captured(&["--moves"], b"3 1\n1 3\n");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.starts_with("error: line 2, column 3: "), "{err}");
}

#[test]
fn play_flag_plays_a_whole_game_from_a_file() {
    let path =
        std::env::temp_dir().join(format!("more-reclamation-play-{}.in", std::process::id()));
    std::fs::write(&path, "3 1\n1 1\n").unwrap();
    // The person plays city A; city B moves first and wins at once.
    let args = ["--play", path.to_str().unwrap()];
    let (code, out, err) = more_reclamation::PROBLEM.run_captured(&args, b"1\n");
    std::fs::remove_file(&path).unwrap();
    assert_eq!((code, err.as_str()), (0, ""));
    insta::assert_snapshot!(out, @r"
    row   1
    col 1 #..
    col 2 --.
    3 rows, 1 land: # land, . water that may be reclaimed, - water that may not
    city B to move. Which side do you play? 1: city A, 2: city B > You play city A. Type `help` for the commands.
    1. city B: reclaim cell (3, 2) (win, leaves Grundy 0)
    row   1
    col 1 #--
    col 2 --#
    3 rows, 2 land: # land, . water that may be reclaimed, - water that may not

    The game. Start position (as text):
    3 1
    1 1
    Moves:
    1. city B: reclaim cell (3, 2)
    Game over: city B wins.
    ");
}

#[test]
fn a_losing_cell_is_named_as_a_mistake_and_can_be_taken_back() {
    let position = parse("12 2\n4 1\n8 1\n").unwrap();
    let mut output = Vec::new();
    let script = b"1\n1 1\nundo\n(10, 2)\nquit\n";
    gamecore::explore::play::play(&Game, position, &mut &script[..], &mut output).unwrap();
    let text = String::from_utf8(output).unwrap();
    assert!(
        text.contains(
            "Mistake: this move gives away the win (lose, leaves Grundy 5 instead of win, leaves \
             Grundy 0); the winning moves were: reclaim cell (10, 2)\n"
        ),
        "{text}"
    );
    assert!(text.contains("Took back 2 move(s)."), "{text}");
    assert!(
        text.contains("1. city A (you): reclaim cell (10, 2) (win, leaves Grundy 0)"),
        "{text}"
    );
    assert!(
        text.contains("Moves:\n1. city A: reclaim cell (10, 2)\n2. city B: "),
        "{text}"
    );
}

/// The `--moves` and `--play` transcripts of docs/explore.md are what the program prints today (typed
/// lines shown after their prompts, as a terminal echoes them).
#[test]
fn the_explore_transcripts_are_current() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let readme = std::fs::read_to_string(format!("{root}/docs/explore.md")).unwrap();
    let sample = std::fs::read(format!("{root}/testdata/more-reclamation/02-sample-2.in")).unwrap();
    let (_, table, _) = more_reclamation::PROBLEM.run_captured(&["--moves"], &sample);
    let command = "$ more-reclamation --moves testdata/more-reclamation/02-sample-2.in\n";
    assert!(readme.contains(&format!("{command}{table}```")), "{table}");
    let script = ["1", "1 1", "undo", "4 2"];
    let mut output = Vec::new();
    let typed = script.join("\n") + "\n";
    let start = parse("7 0").unwrap();
    gamecore::explore::play::play(&Game, start, &mut typed.as_bytes(), &mut output).unwrap();
    let mut shown = String::from_utf8(output).unwrap();
    let mut at = 0;
    for line in script {
        let prompt = ["city B > ", "city A> "]
            .iter()
            .filter_map(|p| shown[at..].find(p).map(|i| at + i + p.len()))
            .min()
            .unwrap();
        shown.insert_str(prompt, &format!("{line}\n"));
        at = prompt + line.len() + 1;
    }
    let command = "$ printf '7 0\\n' > river.in && more-reclamation --play river.in\n";
    assert!(readme.contains(&format!("{command}{shown}```")), "{shown}");
}

proptest! {
    /// The teaching page's description holds together at every position of a game played out
    /// perfectly, and the end names the winner the brute force predicts for the start.
    #[test]
    fn a_game_played_out_ends_with_the_winner_of_the_brute_force(input in position(10)) {
        let position = parse(&input).unwrap();
        let over = gamecore::explore::check::play_out(&Game, &position).unwrap();
        let mover = position.land().len() % 2;
        let wins = brute::move_values(&input).unwrap().iter().any(|&(_, g)| g == 0);
        prop_assert_eq!(over.winner, Some(if wins { mover } else { 1 - mover }), "{}", input);
        let winner = format!("{} wins", Game.players()[over.winner.unwrap()]);
        prop_assert!(over.text.ends_with(&winner), "{}", over.text);
    }
}

#[test]
fn every_cell_of_a_river_of_100_rows_is_playable() {
    // The case where 61 of 81 cells were one line of text: each is listed now, with its value.
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let input = std::fs::read_to_string(format!(
        "{root}/testdata/more-reclamation/14-contest-r100.in"
    ))
    .unwrap();
    let position = parse(&input).unwrap();
    let table = Game.moves(&position).unwrap();
    let rest = Game.rest_moves(&position, &table, 200).unwrap();
    assert_eq!(rest.len() as u64, rest_count(&table));
    assert_eq!(rest_count(&table), 61);
    gamecore::explore::check::description(&Game, &position).unwrap();
    assert!(Game.rest_moves(&position, &table, 60).is_none());
}

#[test]
fn a_range_of_cells_is_named_in_words_and_lists_its_members() {
    let position = parse("100 2\n1 1\n100 1\n").unwrap();
    let table = Game.moves(&position).unwrap();
    let ranged = table.groups.iter().find(|g| g.count > 1).unwrap();
    let Cell { row, column } = ranged.representative;
    let last = row + ranged.count - 1;
    let column = column as u8;
    assert_eq!(
        ranged.label,
        format!("cells ({row}, {column}) to ({last}, {column})")
    );
    let members = Game.members(&position, ranged, 3);
    assert_eq!(members.len(), 3);
    assert_eq!(members[2].row, row + 2);
    gamecore::explore::check::description(&Game, &position).unwrap();
}

/// The page's puzzles, checked by the shared puzzle check with this crate's brute force.
fn check_puzzles(least: usize, brute_check: impl Fn(&str)) {
    gamecore::explore::check::puzzles(
        &Game,
        &more_reclamation::problem::PUZZLES,
        least,
        brute_check,
    );
}

#[test]
fn every_puzzle_has_one_winning_cell_by_the_brute_force() {
    check_puzzles(6, |text| {
        let position = parse(text).unwrap();
        let listed = Game.moves(&position).unwrap();
        // The brute force up to 16 rows, the mex table of the rules beyond.
        let truth = brute::move_values(text).unwrap_or_else(|_| mex_values(&position));
        assert_eq!(expanded(&listed), truth, "{text}");
    });
}

#[test]
fn the_page_describes_result_value_best_rows_members_and_the_rest() {
    let page = (more_reclamation::PROBLEM.explore.unwrap())();
    let view = page.view("100 2\n1 1\n100 1\n").unwrap().encode();
    assert!(view.contains(r#""result":null,"winner":null"#), "{view}");
    assert!(view.contains(r#""value":{"verdict":"#), "{view}");
    let sample = page.view("12 2\n4 1\n8 1\n").unwrap().encode();
    assert!(sample.contains(r#""best":true"#) && sample.contains(r#""best":false"#));
    assert!(view.contains(r#""members":["reclaim cell ("#), "{view}");
    assert!(view.contains(r#""restMoves":"#));
    // A river of one row: city A takes it, and city B cannot reclaim.
    let played = page.play("1 0\n", "1 1").unwrap().encode();
    assert!(played.contains(r#""playedBy":0"#), "{played}");
    assert!(
        played.contains(r#""playedValue":{"verdict":"win""#),
        "{played}"
    );
    assert!(
        played.contains(r#""result":"city B cannot reclaim a cell: city A wins","winner":0"#),
        "{played}"
    );
    assert!(played.contains(r#""value":null"#));
    assert!(page.explorable("3 1\n1 1\n") && !page.explorable("3 x"));
    let puzzles = page.puzzles().encode();
    assert!(puzzles.starts_with(r#"[{"position":"#), "{puzzles}");
    assert!(puzzles.contains(r#""explanation":"#));
}
