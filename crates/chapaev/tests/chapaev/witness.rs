//! `--explain`'s winning shots, checked from the printed text: the shooter, direction and
//! removed discs are read back from the explanation; the brute force's own hit rule
//! ([`brute::hit_at`], its big integers in `Z[sqrt(q)]`) applied to the printed direction must
//! remove exactly the printed discs; and the position left, white to move, must be lost for white
//! according to the brute force (small positions) or the fast solver (large ones). A witness is
//! offered exactly when red wins.

use chapaev::brute::{self, Big, Biquadratic, Roots};
use chapaev::explain::{analyse, end_direction, explain, past_end_direction, shoot};
use chapaev::solver::hits;
use chapaev::solver::position::Decimal;
use chapaev::{Position, Side, generate, parse};
use proptest::prelude::*;

use crate::common;
use common::{jittered_position, lattice_position};

/// A decimal integer, possibly negative, of any size.
fn big(text: &str) -> Big {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    assert!(
        !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()),
        "not an integer: {text:?}"
    );
    let ten = Big::from_i128(10);
    let magnitude = digits.bytes().fold(Big::zero(), |acc, b| {
        &(&acc * &ten) + &Big::from_i128(i128::from(b - b'0'))
    });
    if negative { -&magnitude } else { magnitude }
}

/// `(x, y)` as two integers.
fn pair(text: &str) -> (Big, Big) {
    let inner = text
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or_else(|| panic!("not a pair: {text:?}"));
    let (x, y) = inner.split_once(", ").expect("two components");
    (big(x), big(y))
}

/// A printed direction, `(x, y)` or `sqrt(q)*(a, b) + (x, y)`, as its square root's radicand and
/// the components `x + a sqrt(q)`, `y + b sqrt(q)`.
fn direction(text: &str) -> (Big, Direction) {
    match text.strip_prefix("sqrt(") {
        None => {
            let (x, y) = pair(text);
            (
                Big::zero(),
                [
                    Biquadratic::in_x(x, Big::zero()),
                    Biquadratic::in_x(y, Big::zero()),
                ],
            )
        }
        Some(rest) => {
            let (q, rest) = rest.split_once(")*").expect("sqrt(q)*");
            let (root, rational) = rest.split_once(" + ").expect("a sum");
            let ((a, b), (x, y)) = (pair(root), pair(rational));
            (big(q), [Biquadratic::in_x(x, a), Biquadratic::in_x(y, b)])
        }
    }
}

type Direction = [Biquadratic; 2];

/// The disc the input calls `red disc 3` or `white disc 1`, 0-based over all discs.
fn disc(position: &Position, label: &str) -> usize {
    let (colour, number) = label.split_once(" disc ").expect("a disc label");
    let number: usize = number.parse().expect("a disc number");
    assert!(number >= 1, "{label}");
    match colour {
        "red" => {
            assert!(number <= position.count(Side::Red), "{label}");
            number - 1
        }
        "white" => {
            assert!(number <= position.count(Side::White), "{label}");
            position.count(Side::Red) + number - 1
        }
        _ => panic!("no colour in {label:?}"),
    }
}

/// A winning shot as printed.
struct Printed {
    shooter: usize,
    roots: Roots,
    direction: Direction,
    removed: u32,
}

/// Reads the printed winning shot, if the explanation offers one.
fn printed_witness(position: &Position, explanation: &str) -> Option<Printed> {
    let field = |name: &str| {
        explanation
            .lines()
            .find_map(|line| line.strip_prefix(&format!("  {name}: ")))
    };
    let shooter = field("shooter")?;
    let shooter = disc(position, shooter);
    let text = field("direction").expect("a direction");
    let text = text.split(" (a vector").next().unwrap();
    let (q, direction) = self::direction(text);
    let removed = field("removes")
        .expect("the removed discs")
        .split(", ")
        .fold(0u32, |set, label| set | 1 << disc(position, label));
    Some(Printed {
        shooter,
        roots: Roots {
            q1: q.clone(),
            q2: q,
        },
        direction,
        removed,
    })
}

/// The discs of `live` as a new input in which the colours are swapped, so that white moves
/// first (as "red"); `None` when one side has no disc left.
fn swapped(position: &Position, live: u32) -> Option<String> {
    let pick = |side: Side| -> Vec<usize> {
        (0..position.len())
            .filter(|&k| live >> k & 1 == 1 && position.side_of(k) == side)
            .collect()
    };
    let (red, white) = (pick(Side::Red), pick(Side::White));
    if red.is_empty() || white.is_empty() {
        return None;
    }
    let mut text = format!(
        "discs {} {} {}\n",
        Decimal(position.radius()),
        white.len(),
        red.len()
    );
    for &k in white.iter().chain(&red) {
        let c = position.centres()[k];
        text.push_str(&format!("{} {}\n", Decimal(c.x), Decimal(c.y)));
    }
    Some(text)
}

/// Whether white, to move in `live`, loses: by the brute force when `small`, else by the fast
/// solver. In the swapped input white is "red", so she loses when "white" (red) wins.
fn lost_for_white(position: &Position, live: u32, small: bool) -> bool {
    let has = |side: Side| live & position.side_mask(side) != 0;
    match swapped(position, live) {
        None => !has(Side::White),
        Some(text) => {
            let after = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            let winner = if small {
                brute::winner(&after)
            } else {
                chapaev::winner(&after)
            };
            winner == Side::White
        }
    }
}

/// Every check of the module documentation on one input; `small` picks the brute force as the
/// judge of the answer and of the position left.
fn check(text: &str, small: bool) -> Result<(), TestCaseError> {
    let position = parse(text).unwrap_or_else(|e| panic!("generated input refused: {e}\n{text}"));
    let output = explain(text).unwrap();
    prop_assert_eq!(&output.answer, &chapaev::solve(text).unwrap());
    let red_wins = if small {
        brute::winner(&position) == Side::Red
    } else {
        chapaev::winner(&position) == Side::Red
    };
    let explanation = output.explanation.expect("an explanation");
    match printed_witness(&position, &explanation) {
        None => prop_assert!(
            !red_wins,
            "no witness for a win:\n{}\n{}",
            text,
            explanation
        ),
        Some(shot) => {
            prop_assert!(red_wins, "a witness in a lost position:\n{}", text);
            prop_assert_eq!(position.side_of(shot.shooter), Side::Red);
            let hit = brute::hit_at(&position, shot.shooter, &shot.roots, &shot.direction);
            prop_assert_eq!(
                hit,
                shot.removed,
                "the printed direction removes other discs:\n{}\n{}",
                text,
                explanation
            );
            let live = position.all_mask() & !shot.removed;
            prop_assert!(
                lost_for_white(&position, live, small),
                "the position left is not lost for white:\n{}\n{}",
                text,
                explanation
            );
        }
    }
    Ok(())
}

proptest! {
    #[test]
    fn witnesses_on_lattice_positions(text in lattice_position(4, 3)) {
        check(&text, true)?;
    }

    #[test]
    fn witnesses_in_general_position(text in jittered_position(4)) {
        check(&text, true)?;
    }

    #[test]
    fn witnesses_on_judge_positions(seed: u64) {
        check(&generate::judge(seed), false)?;
    }

    #[test]
    fn witnesses_on_larger_positions(seed: u64, red in 1usize..=7, white in 1usize..=7, lattice: bool) {
        let text = if lattice {
            generate::lattice_extended(seed, red, white)
        } else {
            generate::random_extended(seed, red, white)
        };
        check(&text, false)?;
    }
}

/// Every arc end of every shooter gets an exact direction for the set at the end (the end
/// itself, often with a square root) and one for the set just past it (an integer vector that
/// grazes nothing); printed and read back, the brute force's hit rule gives exactly those sets.
fn check_every_end(text: &str) -> Result<(), TestCaseError> {
    let position = parse(text).unwrap();
    let hit = |shooter: usize, printed: String| {
        let (q, direction) = direction(&printed);
        let roots = Roots {
            q1: q.clone(),
            q2: q,
        };
        brute::hit_at(&position, shooter, &roots, &direction)
    };
    for shooter in 0..position.len() {
        for end in hits::arc_end_sets(&position, shooter) {
            let only = std::slice::from_ref(&end);
            let at = end_direction(&position, shooter, end.at, only).expect("the end itself");
            prop_assert_eq!(hit(shooter, at.to_string()), end.at, "{} at {}", text, at);
            let past = past_end_direction(&position, shooter, end.past, only)
                .expect("a direction past the end");
            prop_assert!(past.is_rational());
            prop_assert_eq!(
                hit(shooter, past.to_string()),
                end.past,
                "{} past {}",
                text,
                past
            );
            prop_assert_eq!(
                shoot(&position, shooter, &past).grazed,
                0,
                "{} past {}",
                text,
                past
            );
        }
    }
    Ok(())
}

proptest! {
    #[test]
    fn every_end_gets_exact_directions_on_lattice_positions(text in lattice_position(3, 2)) {
        check_every_end(&text)?;
    }

    #[test]
    fn every_end_gets_exact_directions_in_general_position(text in jittered_position(3)) {
        check_every_end(&text)?;
    }
}

/// The judge sample, explained; its witness passes the checks above.
#[test]
fn sample_is_explained() {
    let text = "0.5 7.5 1.5 7.5 2.5 7.5 3.5 7.5 4.5 7.5 5.5 7.5 6.5 7.5 7.5 7.5\n\
                0.5 0.5 1.5 0.5 2.5 0.5 3.5 0.5 4.5 0.5 5.5 0.5 6.5 0.5 7.5 0.5\n";
    let output = explain(text).unwrap();
    assert_eq!(output.answer, "RED\n");
    check(text, true).unwrap();
    insta::assert_snapshot!(output.explanation.unwrap(), @r"
    discs: 8 red, 8 white, radius 0.4; red moves first
    hit sets (distinct sets of discs one shot can remove, per shooter): 380 over the 16 shooters, 112 after dropping dominated ones
    RED wins. A winning shot:
      shooter: red disc 1
      direction: (6, -7) (a vector in the input's axes; any positive multiple is the same ray)
      removes: red disc 1, red disc 2, white disc 6, white disc 7, white disc 8
      the direction touches no disc's edge: nearby directions remove the same discs
      left: 6 red, 5 white; white to move: lost for white (every shot of hers leaves a position red wins)
    ");
}

const SEEDS: u64 = 400;
const SHAPES: [(usize, usize); 4] = [(1, 2), (1, 3), (2, 2), (2, 3)];

/// Some winning sets exist only at an exact graze: then the witness is that direction, printed
/// exactly, and it still passes the checks. The lattice generator finds such positions.
#[test]
fn graze_only_witnesses_are_checked() {
    let mut grazes = 0;
    for seed in 0..SEEDS {
        let (red, white) = SHAPES[seed as usize % SHAPES.len()];
        let text = generate::lattice_extended(seed, red, white);
        let position = parse(&text).unwrap();
        if let Some(witness) = analyse(&position).witness
            && witness.graze_only
        {
            grazes += 1;
            assert_ne!(witness.shot.grazed, 0);
            // Proved in `chapaev::explain`: such a direction is parallel to an integer vector.
            assert!(witness.direction.is_rational(), "{}", witness.direction);
            check(&text, true).unwrap();
        }
    }
    eprintln!("{grazes} graze-only witnesses");
    assert!(grazes > 0, "no graze-only witness among the seeds");
}

/// The hand-made graze wipe: one red disc removes all three white discs only along (3, 4),
/// grazing each.
#[test]
fn graze_wipe_witness() {
    let text = "discs 0.4 1 3\n0 0\n2 4 4 4 5 8\n";
    let explanation = explain(text).unwrap().explanation.unwrap();
    assert!(
        explanation.contains("  direction: (3, 4) "),
        "{explanation}"
    );
    assert!(
        explanation.contains(
            "exact graze (touching counts): white disc 1, white disc 2, white disc 3; \
             no direction off the graze removes exactly these discs"
        ),
        "{explanation}"
    );
    check(text, true).unwrap();
}

/// A winning set with no small direction: the witness comes from rational approximations of an
/// arc end's `sqrt(q)` (a direction just past the end), and passes the checks.
#[test]
fn directions_past_an_arc_end_are_checked() {
    // testdata 05-nudged-in: the graze wipe with white disc 2 moved 0.0001 towards the line
    // along (3, 4), so the wipe is an open range of directions just off (3, 4), too narrow for
    // a small vector.
    let text = "discs 0.4 1 3\n0 0\n2 4 3.9999 4 5 8\n";
    let position = parse(text).unwrap();
    let witness = analyse(&position).witness.expect("red wins");
    assert_eq!(witness.shot.removed, 0b1111);
    assert_eq!(witness.shot.grazed, 0);
    let small = i128::from(chapaev::explain::SMALL);
    let [x, y] = &witness.direction.rational;
    assert!(
        x.cmp_abs(&Big::from_i128(small)).is_gt() || y.cmp_abs(&Big::from_i128(small)).is_gt(),
        "{}",
        witness.direction
    );
    check(text, true).unwrap();
}

/// Losing positions say so and offer no shot.
#[test]
fn losing_positions_offer_no_witness() {
    let text = "discs 0.3999 1 3\n0 0\n2 4 4 4 5 8\n";
    let output = explain(text).unwrap();
    assert_eq!(output.answer, "WHITE\n");
    let explanation = output.explanation.unwrap();
    assert!(
        explanation.contains("RED loses: every shot of hers"),
        "{explanation}"
    );
    assert!(printed_witness(&parse(text).unwrap(), &explanation).is_none());
    check(text, true).unwrap();
}

/// `validate` accepts what `solve` accepts and refuses with the same error.
#[test]
fn validate_matches_solve() {
    for text in [
        "discs 0.4 1 3\n0 0\n2 4 4 4 5 8\n",
        "discs 0.5 1 1\n0 0\n1 0\n",
        "discs 0.5 1 1\n0 0\n0.9 0\n",
        "discs 0.4 1 1\n0 0\n1 x\n",
        "discs 0.4 1 1\n0 0\n",
    ] {
        match (chapaev::validate(text), chapaev::solve(text)) {
            (Ok(()), Ok(_)) => {}
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            (a, b) => panic!("{text}: validate {a:?}, solve {b:?}"),
        }
    }
    insta::assert_snapshot!(
        chapaev::validate("discs 0.5 1 1\n0 0\n1 0\n").unwrap_err().to_string(),
        @"line 3, column 1: red disc 1 and white disc 1 touch"
    );
}
