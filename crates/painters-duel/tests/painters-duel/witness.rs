//! `--explain`'s principal variations, read back from the printed text: each replays legally by
//! the statement's rules (its own board and replay here, sharing nothing with the solver), ends
//! at the printed score and the judge's answer, and every move is a best move, by the brute
//! force on small boards and by a fresh fast solver on larger ones (the value before a move
//! equals what it adds plus the value after it).

use crate::common;

use std::collections::HashSet;

use common::{arb_duel, arb_input};
use painters_duel::{Options, PROBLEM, brute, explain::explain, solve};
use proptest::prelude::*;

/// A room as the statement names it: 1-based (row, place in the row).
type Room = (usize, usize);

/// One test of an input, read straight from its text.
#[derive(Clone, Debug)]
struct Test {
    side: usize,
    starts: [Room; 2],
    closed: HashSet<Room>,
}

/// Reads the tests of a valid input.
fn read_tests(input: &str) -> Vec<Test> {
    let mut tokens = input
        .split_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let mut next = || tokens.next().unwrap();
    let count = next();
    (0..count)
        .map(|_| {
            let side = next();
            let starts = [(next(), next()), (next(), next())];
            let c = next();
            let closed = (0..c).map(|_| (next(), next())).collect();
            Test {
                side,
                starts,
                closed,
            }
        })
        .collect()
}

/// The statement's adjacency: "(i, j) touches (i, j-1) and (i, j+1) in its row; if j is odd it
/// also touches (i+1, j+1) below; if j is even it also touches (i-1, j-1) above".
fn neighbours(side: usize, (row, place): Room) -> Vec<Room> {
    let mut near = vec![(row, place - 1), (row, place + 1)];
    if place % 2 == 1 {
        near.push((row + 1, place + 1));
    } else {
        near.push((row - 1, place - 1));
    }
    near.into_iter()
        .filter(|&(r, p)| (1..=side).contains(&r) && (1..2 * r).contains(&p))
        .collect()
}

/// A turn as printed.
#[derive(Clone, Debug, PartialEq)]
enum Printed {
    Move(usize, Room, Room),
    Skip(usize),
}

/// One case of the explanation as printed.
#[derive(Debug, Default)]
struct Case {
    score: i32,
    starts: Vec<Room>,
    turns: Vec<Printed>,
    ended: bool,
    painted: Option<(u32, u32, i32)>,
}

fn painter(name: &str) -> usize {
    match name {
        "Alma" => 0,
        "Berthe" => 1,
        _ => panic!("unknown painter `{name}`"),
    }
}

/// Reads `(r, p)` at the start of `text`; returns the room and the rest.
fn room(text: &str) -> (Room, &str) {
    let text = text.strip_prefix('(').unwrap();
    let (inside, rest) = text.split_once(')').unwrap();
    let (r, p) = inside.split_once(", ").unwrap();
    ((r.parse().unwrap(), p.parse().unwrap()), rest)
}

/// Parses the whole explanation into cases; every line must be understood.
fn read_explanation(text: &str) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("Case #") {
            let (number, score) = rest.split_once(": score ").unwrap();
            assert_eq!(number.parse::<usize>().unwrap(), cases.len() + 1, "{line}");
            cases.push(Case {
                score: score.parse().unwrap(),
                ..Case::default()
            });
            continue;
        }
        let case = cases.last_mut().expect("a line before the first case");
        let line = line.strip_prefix("  ").unwrap_or_else(|| panic!("{line}"));
        assert!(!case.ended || line.starts_with("Alma painted"), "{line}");
        if let Some(rest) = line.strip_prefix("Alma starts in ") {
            let (alma, rest) = room(rest);
            let (berthe, _) = room(rest.strip_prefix(", Berthe in ").unwrap());
            case.starts = vec![alma, berthe];
        } else if line == "both are stuck: the game ends" {
            case.ended = true;
        } else if let Some(rest) = line.strip_prefix("Alma painted ") {
            // "A room(s), Berthe B (start rooms included): score A - B = y"
            let (alma, rest) = rest.split_once(' ').unwrap();
            let rest = rest.split_once(", Berthe ").unwrap().1;
            let (berthe, rest) = rest.split_once(' ').unwrap();
            let score = rest.rsplit_once(" = ").unwrap().1;
            case.painted = Some((
                alma.parse().unwrap(),
                berthe.parse().unwrap(),
                score.parse().unwrap(),
            ));
        } else {
            let (number, rest) = line.split_once(". ").unwrap_or_else(|| panic!("{line}"));
            assert_eq!(
                number.parse::<usize>().unwrap(),
                case.turns.len() + 1,
                "{line}"
            );
            let (name, rest) = rest.split_once(' ').unwrap();
            let who = painter(name);
            if rest == "is stuck and skips" {
                case.turns.push(Printed::Skip(who));
            } else {
                let (from, rest) = room(rest);
                let (to, rest) = room(rest.strip_prefix(" -> ").unwrap());
                assert_eq!(rest, "", "{line}");
                case.turns.push(Printed::Move(who, from, to));
            }
        }
    }
    cases
}

/// A moment of the replay: where each painter stands, what is painted, who moves.
#[derive(Clone, Debug)]
struct Moment {
    at: [Room; 2],
    painted: HashSet<Room>,
    to_move: usize,
}

impl Moment {
    fn moves(&self, test: &Test, who: usize) -> Vec<Room> {
        neighbours(test.side, self.at[who])
            .into_iter()
            .filter(|r| !self.painted.contains(r) && !test.closed.contains(r))
            .collect()
    }

    /// The position as a one-test input with the painter to move as "Alma": every painted room
    /// but the two standing ones becomes a construction room. Its answer is the value for the
    /// painter to move (rooms she will still paint minus rooms the other will).
    fn as_input(&self, test: &Test) -> String {
        let (mover, other) = (self.at[self.to_move], self.at[1 - self.to_move]);
        let blocked: Vec<Room> = test
            .closed
            .iter()
            .chain(self.painted.iter().filter(|&&r| r != mover && r != other))
            .copied()
            .collect();
        format!(
            "1\n{}",
            painters_duel::generate::block(test.side, mover, other, &blocked)
        )
    }
}

/// Replays a printed case by the rules; returns the moment before every turn and the last one.
fn replay(test: &Test, case: &Case) -> Result<Vec<Moment>, String> {
    if case.starts != test.starts {
        return Err(format!("starts {:?} for {:?}", case.starts, test.starts));
    }
    let mut moment = Moment {
        at: test.starts,
        painted: test.starts.iter().copied().collect(),
        to_move: 0,
    };
    let mut moments = vec![moment.clone()];
    let mut count = [1u32, 1];
    for (i, turn) in case.turns.iter().enumerate() {
        let mover = moment.to_move;
        match *turn {
            Printed::Move(who, from, to) => {
                if who != mover || from != moment.at[who] {
                    return Err(format!("turn {}: {turn:?} out of turn or place", i + 1));
                }
                if !moment.moves(test, who).contains(&to) {
                    return Err(format!("turn {}: {turn:?} is not a legal move", i + 1));
                }
                moment.painted.insert(to);
                moment.at[who] = to;
                count[who] += 1;
            }
            Printed::Skip(who) => {
                if who != mover || !moment.moves(test, who).is_empty() {
                    return Err(format!("turn {}: {turn:?} skips with a move", i + 1));
                }
                if moment.moves(test, 1 - who).is_empty() {
                    return Err(format!("turn {}: {turn:?} after the game ended", i + 1));
                }
            }
        }
        moment.to_move = 1 - mover;
        moments.push(moment.clone());
    }
    if !case.ended || !moment.moves(test, 0).is_empty() || !moment.moves(test, 1).is_empty() {
        return Err("the line ends while a painter can move".to_owned());
    }
    let (alma, berthe, score) = case.painted.ok_or("no final count")?;
    if (alma, berthe) != (count[0], count[1]) || score != alma as i32 - berthe as i32 {
        return Err(format!(
            "printed count {alma} - {berthe} = {score}, replayed {count:?}"
        ));
    }
    if score != case.score {
        return Err(format!("line reaches {score}, case says {}", case.score));
    }
    Ok(moments)
}

/// Checks every turn of a replayed line against `value` (a one-test input's answer as an
/// integer): a move adds one for the mover, so value(before) = 1 - value(after); a skip adds
/// nothing, so value(before) = -value(after); the end is worth 0; the start is the score.
fn check_optimal(
    test: &Test,
    case: &Case,
    moments: &[Moment],
    mut value: impl FnMut(&str) -> i32,
) -> Result<(), String> {
    let values: Vec<i32> = moments.iter().map(|m| value(&m.as_input(test))).collect();
    for (i, turn) in case.turns.iter().enumerate() {
        let adds = i32::from(matches!(turn, Printed::Move(..)));
        if values[i] != adds - values[i + 1] {
            return Err(format!(
                "turn {} ({turn:?}) is not best: value {} before, {} after",
                i + 1,
                values[i],
                values[i + 1]
            ));
        }
    }
    if values.last() != Some(&0) {
        return Err(format!("the end is worth {:?}", values.last()));
    }
    if values[0] != case.score {
        return Err(format!("score {} but value {}", case.score, values[0]));
    }
    Ok(())
}

/// The answer of a one-test output `Case #1: y`.
fn answer(output: &str) -> i32 {
    output.trim().rsplit_once(": ").unwrap().1.parse().unwrap()
}

/// Explains `input` and checks every case: readable, legal, at the judge's score, and optimal by
/// `value`. Returns the number of moves checked.
fn check_input(input: &str, value: impl FnMut(&str) -> i32 + Copy) -> Result<usize, String> {
    let output = explain(input, &Options::default()).unwrap();
    let judge = solve(input).unwrap();
    if output.answer != judge {
        return Err(format!("answer {} differs from {}", output.answer, judge));
    }
    let tests = read_tests(input);
    let cases = read_explanation(&output.explanation.unwrap());
    if cases.len() != tests.len() {
        return Err(format!("{} cases for {} tests", cases.len(), tests.len()));
    }
    let mut moves = 0;
    for ((i, test), (case, line)) in tests
        .iter()
        .enumerate()
        .zip(cases.iter().zip(judge.lines()))
    {
        let within = |e: String| format!("case {}: {e}", i + 1);
        if case.score != answer(line) {
            return Err(within(format!("score {} vs judge {line}", case.score)));
        }
        let moments = replay(test, case).map_err(within)?;
        check_optimal(test, case, &moments, value).map_err(within)?;
        moves += case.turns.len();
    }
    Ok(moves)
}

fn by_brute_force(input: &str) -> i32 {
    answer(&brute::solve(input).unwrap())
}

/// The fast solver with a fresh table for every position.
fn by_fresh_solver(input: &str) -> i32 {
    answer(&solve(input).unwrap())
}

proptest! {
    #[test]
    fn variations_replay_and_are_best_by_brute_force(input in arb_input()) {
        let checked = check_input(&input, by_brute_force);
        prop_assert!(checked.is_ok(), "{}\n{}", checked.unwrap_err(), input);
    }

    #[test]
    fn larger_variations_replay_and_are_best_by_the_solver(duel in arb_duel(6..=8, 0.35)) {
        let input = format!("1\n{duel}");
        let checked = check_input(&input, by_fresh_solver);
        prop_assert!(checked.is_ok(), "{}\n{}", checked.unwrap_err(), input);
    }
}

#[test]
fn samples_are_explained_and_best_by_brute_force() {
    for input in [
        "2\n2 1 1 2 1 0\n2 2 2 1 1 2\n2 1\n2 3\n",
        "2\n3 3 4 2 1 2\n2 3\n3 1\n3 3 2 2 3 2\n2 1\n3 1\n",
    ] {
        check_input(input, by_brute_force).unwrap();
    }
}

#[test]
fn open_boards_up_to_side_8_have_long_best_lines() {
    let input = "3\n6 1 1 6 11 0\n7 4 4 7 7 0\n8 1 1 8 15 0\n";
    let moves = check_input(input, by_fresh_solver).unwrap();
    // Long lines, not only short ones: most of 36 + 49 + 64 - 6 rooms get painted.
    assert!(moves > 100, "{moves} turns");
}

#[test]
fn explain_goes_to_stderr_and_the_answer_stays_on_stdout() {
    let input = b"2\n3 3 4 2 1 2\n2 3\n3 1\n3 3 2 2 3 2\n2 1\n3 1\n";
    let (code, out, err) = PROBLEM.run_captured(&["--explain", "--quiet"], input);
    assert_eq!(code, 0);
    assert_eq!(out, "Case #1: 0\nCase #2: -1\n");
    assert!(err.starts_with("Case #1: score 0\n"), "{err}");
    assert!(err.contains("3. Alma is stuck and skips"), "{err}");
}

#[test]
fn a_broken_line_is_caught() {
    // The replay and the optimality check refuse a line that is legal but not best: sample 2's
    // first case with Alma's first move replaced by the dead end (3, 5).
    let input = "1\n3 3 4 2 1 2\n2 3\n3 1\n";
    let test = &read_tests(input)[0];
    let mut case = read_explanation(
        &explain(input, &Options::default())
            .unwrap()
            .explanation
            .unwrap(),
    )
    .remove(0);
    assert!(replay(test, &case).is_ok());
    case.turns = vec![
        Printed::Move(0, (3, 4), (3, 5)),
        Printed::Move(1, (2, 1), (2, 2)),
        Printed::Skip(0),
        Printed::Move(1, (2, 2), (1, 1)),
    ];
    case.painted = Some((2, 3, -1));
    case.score = -1;
    let moments = replay(test, &case).unwrap();
    let refused = check_optimal(test, &case, &moments, by_brute_force).unwrap_err();
    assert!(refused.starts_with("turn 1 "), "{refused}");
    // And an illegal one (into a construction room) does not replay.
    case.turns[0] = Printed::Move(0, (3, 4), (2, 3));
    assert!(replay(test, &case).is_err());
}

#[test]
fn testdata_edge_cases_are_best_by_brute_force() {
    // Walled-off starts (two longest paths), painters stuck from the start, nobody moving.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/painters-duel");
    for case in [
        "06-walled-off",
        "07-stuck-from-start",
        "08-maximal-construction",
    ] {
        let input = std::fs::read_to_string(dir.join(format!("{case}.in"))).unwrap();
        check_input(&input, by_brute_force).unwrap_or_else(|e| panic!("{case}: {e}"));
    }
}
