//! `--moves` and `--play` on a tiny game of our own: a pile of counters from which the players
//! take 2 or 3 in turn; who cannot move loses. Its values come from a table built from the rules
//! (not from the pattern), with remoteness, so every column of the table and every branch of the
//! terminal game is exercised.

use gamecore::explore::{cli, play::play, table};
use gamecore::{
    Explore, InputError, MoveGroup, MoveTable, MoveValue, NoOptions, Output, Program, Reader,
    Unanswered, Verdict,
};

/// The counters a move may take.
const TAKES: [u32; 2] = [2, 3];

#[derive(Clone, Copy, Debug, Default)]
struct Subtraction;

#[derive(Clone, Debug, PartialEq)]
struct Pile {
    counters: u32,
    side: usize,
}

/// Whether the player to move at `counters` wins, and the remoteness: by the rules, smallest
/// pile first (the winner hurries, the loser stalls).
fn solved(counters: u32) -> (bool, u32) {
    let mut table: Vec<(bool, u32)> = Vec::new();
    for pile in 0..=counters {
        let children: Vec<(bool, u32)> = TAKES
            .iter()
            .filter(|&&t| t <= pile)
            .map(|&t| table[(pile - t) as usize])
            .collect();
        let quickest_win = children.iter().filter(|c| !c.0).map(|c| c.1 + 1).min();
        let slowest_loss = children.iter().map(|c| c.1 + 1).max();
        table.push(match (quickest_win, slowest_loss) {
            (Some(r), _) => (true, r),
            (None, Some(r)) => (false, r),
            (None, None) => (false, 0),
        });
    }
    table[counters as usize]
}

impl Explore for Subtraction {
    type Position = Pile;
    type Move = u32;

    fn players(&self) -> [&'static str; 2] {
        ["Ann", "Bob"]
    }

    fn rules(&self) -> &'static str {
        "Ann and Bob take turns removing 1, 2 or 3 counters from a pile; a player who cannot move \
         loses."
    }

    fn read(&self, text: &str) -> Result<Pile, InputError> {
        let mut reader = Reader::new(text);
        let (counters, _) = reader.integer("the pile", 0..=1000u32)?;
        let side = if reader.at_end() {
            0
        } else {
            reader.integer("the side to move", 0..=1usize)?.0
        };
        reader.expect_end()?;
        Ok(Pile { counters, side })
    }

    fn write(&self, pile: &Pile) -> String {
        format!("{} {}\n", pile.counters, pile.side)
    }

    fn to_move(&self, pile: &Pile) -> Option<usize> {
        (pile.counters >= TAKES[0]).then_some(pile.side)
    }

    fn moves(&self, pile: &Pile) -> Result<MoveTable<u32>, Unanswered> {
        if pile.counters > 100 {
            return Err(Unanswered::TooLarge("at most 100 counters".to_owned()));
        }
        let mut groups: Vec<MoveGroup<u32>> = TAKES
            .iter()
            .filter(|&&t| t <= pile.counters)
            .map(|&t| MoveGroup {
                representative: t,
                label: self.name_move(pile, &t),
                count: 1,
                value: self.value_of(pile, &t).unwrap(),
            })
            .collect();
        groups.sort_by(|a, b| a.value.best_first(&b.value));
        Ok(MoveTable { groups, rest: None })
    }

    fn value_of(&self, pile: &Pile, taken: &u32) -> Result<MoveValue, Unanswered> {
        let (wins, remoteness) = solved(pile.counters - taken);
        let verdict = if wins { Verdict::Lose } else { Verdict::Win };
        Ok(MoveValue::outcome(verdict).with_remoteness(remoteness))
    }

    fn play(&self, pile: &Pile, taken: &u32) -> Pile {
        Pile {
            counters: pile.counters - taken,
            side: 1 - pile.side,
        }
    }

    fn name_move(&self, _: &Pile, taken: &u32) -> String {
        format!("take {taken}")
    }

    fn read_move(&self, pile: &Pile, text: &str) -> Result<u32, String> {
        let number = text.trim().trim_start_matches("take").trim();
        match number.parse::<u32>() {
            Ok(t) if TAKES.contains(&t) && t <= pile.counters => Ok(t),
            Ok(t) => Err(format!("cannot take {t} from {}", pile.counters)),
            Err(_) => Err(format!("expected `take 2` or `take 3`, found `{text}`")),
        }
    }

    fn show(&self, pile: &Pile) -> String {
        format!("pile: {}\n", pile.counters)
    }

    fn draw(&self, _: &Pile) -> Option<String> {
        None
    }

    fn legend(&self) -> &'static str {
        "win or lose, and the moves left after it"
    }
}

const PROGRAM: Program<NoOptions> = Program {
    about: "take 2 or 3 counters",
    input_help: "Input: the pile, and the side to move (0 or 1).",
    flags: &[],
    solve: |text, _| {
        let pile = Subtraction.read(text)?;
        Ok(Output::from(format!("{}\n", solved(pile.counters).0)))
    },
    validate: |text| Subtraction.read(text).map(|_| ()),
    explain: None,
    draw: None,
    explore: Some(cli::<Subtraction, NoOptions>()),
};

/// A game from `counters` with `script` typed by the person: everything printed.
fn session(counters: u32, script: &str) -> String {
    let mut output = Vec::new();
    let start = Pile { counters, side: 0 };
    play(&Subtraction, start, &mut script.as_bytes(), &mut output).unwrap();
    String::from_utf8(output).unwrap()
}

#[test]
fn the_table_numbers_rows_best_first_with_remoteness() {
    let pile = Subtraction.read("7").unwrap();
    let text = table::render(&Subtraction, &pile, &Subtraction.moves(&pile).unwrap());
    assert_eq!(
        text,
        "Ann to move. Each move's value for Ann: win or lose, and the moves left after it.\n  \
         #  value  remoteness  move\n  \
         1  win    2           take 2\n  \
         2  lose   1           take 3\n"
    );
    let over = Subtraction.read("1 1").unwrap();
    let empty = Subtraction.moves(&over).unwrap();
    assert_eq!(
        table::render(&Subtraction, &over, &empty),
        "The game is over: no legal move.\n"
    );
}

#[test]
fn value_texts_name_scores_and_grundy_values() {
    assert_eq!(table::value_text(&MoveValue::scored(3)), "win +3");
    assert_eq!(table::value_text(&MoveValue::scored(0)), "tie 0");
    assert_eq!(table::value_text(&MoveValue::scored(-2)), "lose -2");
    assert_eq!(
        table::value_text(&MoveValue::impartial(2)),
        "lose, leaves Grundy 2"
    );
}

#[test]
fn grouped_rows_show_their_count_and_the_rest() {
    let table = MoveTable {
        groups: vec![MoveGroup {
            representative: 5u32,
            label: "cells (5..=9, 1)".to_owned(),
            count: 5,
            value: MoveValue::impartial(0),
        }],
        rest: Some("12 other cells: each leaves a non-zero Grundy value (lose)".to_owned()),
    };
    assert_eq!(
        table::rows(&table, &[1]),
        "  #  value                 count  move\n  \
         1  win, leaves Grundy 0  5      cells (5..=9, 1)\n  \
         and 12 other cells: each leaves a non-zero Grundy value (lose)\n"
    );
}

#[test]
fn perfect_play_wins_from_a_won_position() {
    // Ann (the person) takes 3 from 7, a mistake; Bob answers perfectly and wins.
    let text = session(7, "1\n3\n");
    assert!(text.contains("You play Ann."), "{text}");
    assert!(
        text.contains(
            "Mistake: this move gives away the win (lose instead of win); the winning moves \
             were: take 2"
        ),
        "{text}"
    );
    // 7 - 3 = 4: Bob takes 2 or 3 leaving 2 or 1; taking 3 leaves 1, where Ann cannot move.
    assert!(text.contains("2. Bob: take 3 (win)"), "{text}");
    assert!(
        text.ends_with(
            "The game. Start position (as text):\n7 0\nMoves:\n1. Ann: take 3\n2. Bob: take 3\n\
             Game over: Bob wins.\n"
        ),
        "{text}"
    );
}

#[test]
fn the_computer_moves_first_and_loses_slowly() {
    // From 5 the mover loses; Bob (the person) wins by taking what leaves 0 or 1.
    let text = session(5, "2\nhint\ntake 2\n");
    // Ann loses either way; she stalls: take 2 leaves 3 (one more move) like take 3 leaves 2.
    assert!(text.contains("1. Ann: take 2 (lose)"), "{text}");
    assert!(text.contains("Bob> "), "{text}");
    assert!(text.contains("  #  value  remoteness  move\n"), "{text}");
    assert!(text.ends_with("Game over: Bob wins.\n"), "{text}");
    assert!(!text.contains("Mistake"), "{text}");
}

#[test]
fn commands_and_bad_lines_get_answers_never_a_crash() {
    let text = session(
        9,
        "x\n1\nundo\nmoves\nhelp\nnonsense\ntake 9\n#7\n2\n#1\nundo\nshow\nquit\n",
    );
    assert!(text.contains("Please answer 1 or 2"), "{text}");
    assert!(
        text.contains("Nothing to undo: you have made no move yet."),
        "{text}"
    );
    assert!(text.contains("    1  take 2\n    2  take 3\n"), "{text}");
    assert!(
        text.contains("  hint    the moves with their values"),
        "{text}"
    );
    assert!(
        text.contains("expected `take 2` or `take 3`, found `nonsense`"),
        "{text}"
    );
    assert!(text.contains("cannot take 9 from 9"), "{text}");
    assert!(text.contains("there is no move #7 in the list"), "{text}");
    // `2` is move 2 of the list (take 3) and `take 2` by name: the person must say which.
    assert!(
        text.contains("`2` is both move 2 of the list (take 3) and take 2"),
        "{text}"
    );
    assert!(text.contains("1. Ann (you): take 2"), "{text}");
    assert!(text.contains("Took back 2 move(s)."), "{text}");
    assert!(
        text.ends_with("Moves:\nStopped with Ann to move; the position now:\n9 0\n"),
        "{text}"
    );
}

#[test]
fn the_end_of_input_ends_the_game_cleanly() {
    assert!(session(9, "").ends_with("Which side do you play? 1: Ann, 2: Bob > \n"));
    let text = session(9, "1\n");
    assert!(
        text.ends_with("Stopped with Ann to move; the position now:\n9 0\n"),
        "{text}"
    );
    assert_eq!(
        session(1, "1\n"),
        "pile: 1\nThe game is over: no legal move.\n"
    );
}

#[test]
fn moves_flag_prints_the_table() {
    let (code, out, err) = gamecore::cli::run_captured(&PROGRAM, "pile", &["--moves"], b"7");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("Ann to move."), "{out}");
    assert!(out.contains("1  win    2           take 2"), "{out}");
    let (code, out, err) = gamecore::cli::run_captured(&PROGRAM, "pile", &["--moves"], b"x");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.starts_with("error: line 1, column 1: expected the pile"),
        "{err}"
    );
    let (code, out, err) = gamecore::cli::run_captured(&PROGRAM, "pile", &["--moves"], b"500");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "pile: --moves: at most 100 counters (try --help)\n");
    let (code, _, err) =
        gamecore::cli::run_captured(&PROGRAM, "pile", &["--moves", "--explain"], b"7");
    assert_eq!(code, 2, "{err}");
    let help = PROGRAM.help("pile");
    assert!(help.contains("  --moves "), "{help}");
    assert!(help.contains("  --play "), "{help}");
}

#[test]
fn play_flag_reads_the_position_from_a_file_and_moves_from_stdin() {
    let path = std::env::temp_dir().join(format!("gamecore-play-{}.in", std::process::id()));
    std::fs::write(&path, "6 1").unwrap();
    let file = path.to_str().unwrap();
    let (code, out, err) = gamecore::cli::run_captured(&PROGRAM, "pile", &["--play", file], b"1\n");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("pile: 6\nBob to move."), "{out}");
    assert!(out.contains("1. Bob: take 2 (lose)"), "{out}");
    std::fs::write(&path, "6 7").unwrap();
    let (code, out, err) = gamecore::cli::run_captured(&PROGRAM, "pile", &["--play", file], b"1\n");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.starts_with("error: line 1, column 3: "), "{err}");
    std::fs::remove_file(&path).unwrap();
    for args in [
        &["--play"][..],
        &["--play", "-"],
        &["--play", "--draw", "x.svg", file],
    ] {
        let (code, out, err) = gamecore::cli::run_captured(&PROGRAM, "pile", args, b"6");
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
    }
}

#[test]
fn a_line_that_is_not_utf8_is_answered_like_any_unknown_line() {
    let mut output = Vec::new();
    let start = Pile {
        counters: 9,
        side: 0,
    };
    let script = b"1\n\xff\xfe\nquit\n";
    play(&Subtraction, start, &mut &script[..], &mut output).unwrap();
    let text = String::from_utf8(output).unwrap();
    assert!(
        text.contains("expected `take 2` or `take 3`, found `\u{fffd}\u{fffd}`"),
        "{text}"
    );
    assert!(
        text.ends_with("Stopped with Ann to move; the position now:\n9 0\n"),
        "{text}"
    );
}
