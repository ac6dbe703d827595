//! Tests of `src/solver/search/refute.rs`.

use gamecore::rng::SplitMix64;
use painters_duel::solver::board::{Rooms, bit, board, reach, rooms};
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::refute::{Lines, line_bound};
use painters_duel::{Duel, brute};

#[test]
fn the_others_moves_are_every_second_room_below_a_depth() {
    let mut lines = Lines::default();
    for (depth, room) in [(0, 10), (1, 11), (2, 12), (3, 13), (4, 14)] {
        lines.record(depth, room);
    }
    assert_eq!(lines.others_below(0).collect::<Vec<_>>(), [11, 13]);
    assert_eq!(lines.others_below(1).collect::<Vec<_>>(), [12, 14]);
    // A move recorded higher up ends the line there: the deeper rooms are an older line's.
    lines.record(2, 20);
    assert_eq!(lines.others_below(0).collect::<Vec<_>>(), [11]);
    assert_eq!(lines.others_below(2).count(), 0);
}

/// A random walk of up to `steps` rooms from `start` through `free`.
fn random_walk(rng: &mut SplitMix64, start: usize, free: Rooms, steps: u64) -> Vec<usize> {
    let (mut at, mut left, mut walk) = (start, free, Vec::new());
    for _ in 0..1 + rng.below(steps) {
        let options: Vec<usize> = rooms(Rooms::neighbours(at) & left).collect();
        if options.is_empty() {
            break;
        }
        at = options[rng.below(options.len() as u64) as usize];
        left &= !bit(at);
        walk.push(at);
    }
    walk
}

/// On random small boards, a painter (Alma, to move) walks a random line against the other,
/// who has just moved: whenever the line proves a bound at least the one asked for, the
/// exhaustive value of the position is at least that bound; and it does prove the value
/// itself on many boards.
#[test]
fn a_line_bound_holds_the_value() {
    let mut rng = SplitMix64::new(44);
    let (mut proven, mut sharp) = (0, 0);
    for _ in 0..600 {
        let side = 3 + rng.below(3) as usize;
        let (alma, berthe) = (
            rng.below((side * side) as u64) as usize,
            rng.below((side * side) as u64) as usize,
        );
        if alma == berthe {
            continue;
        }
        let closed: Rooms = (0..side * side).filter(|_| rng.chance(1, 5)).map(bit).sum();
        let closed = closed & !bit(alma) & !bit(berthe);
        let free = board(side) & !closed & !bit(alma) & !bit(berthe);
        let duel = Duel {
            side,
            alma,
            berthe,
            construction: closed.into(),
        };
        let value = brute::value(&duel) as i32;
        let line = random_walk(&mut rng, alma, free, 8);
        // Berthe reached this much before her move into her room (with the room itself).
        let before = reach(berthe, free) | bit(berthe);
        let needed = value - 2 + rng.below(4) as i32;
        if let Some(bound) = line_bound(line.into_iter(), (berthe, before), alma, free, needed) {
            assert!(
                needed <= bound && bound <= value,
                "{duel:?}: asked {needed}, proved {bound}, value {value}"
            );
            proven += 1;
            sharp += i32::from(bound == value);
        }
    }
    assert!(proven > 100 && sharp > 30, "{proven} {sharp}");
}
