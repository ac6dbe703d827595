//! Tests of `src/solver/board.rs`.

use crate::common::paths::longest_by_trying;
use gamecore::rng::SplitMix64;
use painters_duel::solver::board::*;

#[test]
fn neighbours_follow_the_statement() {
    // 1-based (2, 2) is a downward triangle: it touches (2, 1), (2, 3) and (1, 1) above.
    let room = index(1, 1);
    assert_eq!(
        NEIGHBOURS[room],
        bit(index(1, 0)) | bit(index(1, 2)) | bit(index(0, 0))
    );
    // 1-based (1, 1) touches only (2, 2).
    assert_eq!(NEIGHBOURS[0], bit(index(1, 1)));
    // Adjacency is symmetric and joins the two kinds.
    for (a, &near) in NEIGHBOURS.iter().enumerate() {
        for b in rooms(near) {
            assert!(NEIGHBOURS[b] & bit(a) != 0);
            assert_ne!(UPWARD & bit(a) == 0, UPWARD & bit(b) == 0);
        }
    }
}

#[test]
fn dead_ends_match_a_count() {
    let mut state = 12345u64;
    for _ in 0..200 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let set = (u128::from(state) << 64 | u128::from(state.rotate_left(17))) & board(11);
        let naive: Rooms = rooms(set)
            .filter(|&k| (NEIGHBOURS[k] & set).count_ones() <= 1)
            .map(bit)
            .sum();
        assert_eq!(dead_ends(set), naive);
    }
}

#[test]
fn wide_dead_ends_match_a_count() {
    use painters_duel::solver::rooms::{RoomSet, vertical_by_rows};
    use painters_duel::solver::wide::{Wide, Wide13};
    fn check<R: RoomSet>(set: R) {
        let naive = rooms(set)
            .filter(|&k| (R::neighbours(k) & set).count() <= 1)
            .fold(R::EMPTY, |all, k| all | R::bit(k));
        assert_eq!(dead_ends(set), naive);
        assert_eq!(set.vertical(), vertical_by_rows(set));
    }
    let mut rng = SplitMix64::new(77);
    for round in 0..2000 {
        let (lo, hi) = holey_words(&mut rng, 1 + round % 3);
        check(Wide::new(lo, hi));
        check(Wide13::new(lo, hi));
    }
    // The shifter moves each room by where it stands alone, so single rooms try every path.
    for room in 0..Wide13::MAX_ROOMS {
        check(Wide13::bit(room));
        if room < Wide::MAX_ROOMS {
            check(Wide::bit(room));
        }
    }
}

/// The rooms of `free` that a search room by room, over the neighbour lists, reaches from
/// `start`: the reference for [`reach`]'s floods of whole sets.
fn reach_by_rooms<R: painters_duel::solver::rooms::RoomSet>(start: usize, free: R) -> R {
    let mut reached = R::EMPTY;
    let mut stack = vec![start];
    while let Some(at) = stack.pop() {
        for next in R::neighbour_list(at).map(usize::from) {
            if next < R::MAX_ROOMS && free.has(next) && !reached.has(next) {
                reached |= R::bit(next);
                stack.push(next);
            }
        }
    }
    reached
}

#[test]
fn reach_matches_a_search_room_by_room() {
    use painters_duel::solver::rooms::RoomSet;
    use painters_duel::solver::wide::{Wide, Wide13};
    fn check<R: RoomSet>(free: R, start: usize) {
        assert_eq!(
            reach(start, free),
            reach_by_rooms(start, free),
            "from {start}"
        );
    }
    let mut rng = SplitMix64::new(31);
    for round in 0..2000 {
        // Sparse sets and their complements (dense ones), on every room type.
        let (lo, hi) = holey_words(&mut rng, 1 + round % 4);
        let start = rng.below(169) as usize;
        check(Wide13::new(lo, hi), start);
        check(!Wide13::new(lo, hi), start);
        check(Wide::new(lo, hi), start % 144);
        check(!Wide::new(lo, hi), start % 144);
        check(Rooms::from(lo) & board(11), start % 121);
        check(!lo & board(11), start % 121);
    }
    // Across the words' boundaries and from the last row.
    for start in [63, 64, 127, 128, 143, 168] {
        check(Wide13::board(13), start);
    }
}

/// The next of a seeded run of random regions on boards of `sides` (about a third of the rooms
/// closed), as (a start room, the region reachable from it); `state` moves on.
fn random_region(state: &mut u64, sides: std::ops::Range<usize>) -> (usize, Rooms) {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let s = *state;
    let side = sides.start + (s >> 60) as usize % sides.len();
    let noise =
        u128::from(s.rotate_left(7) & s.rotate_left(23)) | u128::from(s.rotate_left(40)) << 64;
    let open = board(side) & !(noise & (u128::from(s) * 3));
    let start = (s >> 33) as usize % (side * side);
    (start, reach(start, open & !bit(start)))
}

#[test]
fn bounds_hold_and_block_bound_is_sharper() {
    let mut state = 99u64;
    let mut sharper = 0;
    for _ in 0..3000 {
        let (start, region) = random_region(&mut state, 2..6);
        let exact = longest_by_trying(start, region);
        let cheap = path_bound(start, region);
        let blocks = block_bound(start, region);
        assert!(
            exact <= blocks && exact <= cheap,
            "{exact} {blocks} {cheap}"
        );
        sharper += usize::from(blocks < cheap);
    }
    assert!(sharper > 0);
}

#[test]
fn a_single_step_keeps_the_block_bound_less_one() {
    // The longest-path search lets the only step of a position inherit the position's bound
    // less one instead of computing its own block bound: the step's blocks are the position's
    // without the bridge to it, so its block bound is exactly one less.
    let mut state = 7u64;
    let mut single = 0;
    for _ in 0..3000 {
        let (start, region) = random_region(&mut state, 3..9);
        let steps = NEIGHBOURS[start] & region;
        if steps.count_ones() != 1 {
            continue;
        }
        let next = steps.trailing_zeros() as usize;
        let rest = region & !bit(next);
        assert_eq!(block_bound(next, rest) + 1, block_bound(start, region));
        single += 1;
    }
    assert!(single > 100, "{single}");
}

#[test]
fn symmetries_are_automorphisms() {
    for side in 2..=MAX_SIDE {
        let sym = Symmetries::new(side);
        let all = board(side);
        for s in 0..6 {
            assert_eq!(sym.apply(s, all), all, "side {side} symmetry {s}");
            for (a, &near) in NEIGHBOURS.iter().enumerate().take(side * side) {
                let image = sym.maps[s][a] as usize;
                assert_eq!(sym.inverse[s][image] as usize, a);
                assert_eq!(sym.apply(s, near & all), NEIGHBOURS[image] & all);
            }
        }
        // Six distinct maps.
        for s in 0..6 {
            for t in 0..s {
                assert_ne!(sym.maps[s][..side * side], sym.maps[t][..side * side]);
            }
        }
    }
}

/// The free rooms of a random side-12 board: [`holey_words`] on the board's rooms.
fn holey_side12(rng: &mut SplitMix64, holes: usize) -> painters_duel::solver::wide::Wide {
    use painters_duel::solver::rooms::RoomSet;
    let (lo, hi) = holey_words(rng, holes);
    painters_duel::solver::wide::Wide::new(lo, hi) & painters_duel::solver::wide::Wide::board(12)
}

/// A random room of a random side-12 board ([`holey_side12`], the round choosing how many holes)
/// and its region (the room and the free rooms it reaches); `None` when the room is not free.
fn room_and_region(
    rng: &mut SplitMix64,
    round: usize,
) -> Option<(usize, painters_duel::solver::wide::Wide)> {
    use painters_duel::solver::rooms::RoomSet;
    use painters_duel::solver::wide::Wide;
    let free = holey_side12(rng, [2, 3, 4, 6][round % 4]);
    let room = rng.below(144) as usize;
    free.has(room)
        .then(|| (room, Wide::bit(room) | reach(room, free)))
}

/// The two words of a random wide set of free rooms: every room starts free, and each of the
/// `holes` rounds closes about half of those still free (more rounds, fewer free rooms).
fn holey_words(rng: &mut SplitMix64, holes: usize) -> (u128, u64) {
    (0..holes).fold((u128::MAX, u64::MAX), |(lo, hi), _| {
        let (r, s) = (rng.next_u64(), rng.next_u64());
        (
            lo & !(u128::from(r) << 64 | u128::from(s)),
            hi & !r.rotate_left(11),
        )
    })
}

#[test]
fn reach_both_is_two_reaches() {
    use painters_duel::solver::rooms::RoomSet;
    use painters_duel::solver::wide::{Wide, Wide13};
    let mut rng = SplitMix64::new(2024);
    for round in 0..2000 {
        // Sparse to dense boards, so that the painters share a component, touch several or none.
        let holes = [2, 3, 4, 8][round % 4];
        let (lo, hi) = holey_words(&mut rng, holes);
        let (a, b) = (rng.below(169) as usize, rng.below(169) as usize);
        let free = Wide13::new(lo, hi) & Wide13::board(13) & !Wide13::bit(a) & !Wide13::bit(b);
        assert_eq!(reach_both(a, b, free), (reach(a, free), reach(b, free)));
        let (a, b) = (a % 144, b % 144);
        let free = Wide::new(lo, hi) & Wide::board(12) & !Wide::bit(a) & !Wide::bit(b);
        assert_eq!(reach_both(a, b, free), (reach(a, free), reach(b, free)));
        let (a, b) = (a % 121, b % 121);
        let narrow = lo & board(11) & !bit(a) & !bit(b);
        let both = reach_both(a, b, narrow);
        assert_eq!(both, (reach(a, narrow), reach(b, narrow)));
    }
}

#[test]
fn the_count_bound_is_never_below_the_path_bound() {
    let mut rng = SplitMix64::new(7);
    for _ in 0..3000 {
        let holes = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
        let start = rng.below(121) as usize;
        let region = reach(start, board(11) & !holes & !bit(start));
        assert!(count_bound(start, region) >= path_bound(start, region));
    }
}

#[test]
fn a_room_said_not_to_cut_its_region_does_not() {
    use painters_duel::solver::rooms::RoomSet;
    use painters_duel::solver::wide::Wide;
    let mut rng = SplitMix64::new(4711);
    let (mut kept, mut unsure) = (0, 0);
    for round in 0..8000 {
        let Some((room, region)) = room_and_region(&mut rng, round) else {
            continue;
        };
        let rest = region & !Wide::bit(room);
        let connected =
            rest.is_empty() || rest == (Wide::bit(rest.lowest()) | reach(rest.lowest(), rest));
        if stays_connected(room, region) {
            assert!(connected, "round {round}: room {room} cuts its region");
            kept += 1;
        } else {
            unsure += 1;
        }
    }
    // Both answers occur on these boards, so the check above is exercised.
    assert!(kept > 400 && unsure > 40, "{kept} kept, {unsure} unsure");
}

#[test]
fn the_parts_of_a_region_without_a_room_are_its_components() {
    use painters_duel::solver::rooms::RoomSet;
    use painters_duel::solver::wide::Wide;
    let mut rng = SplitMix64::new(4712);
    let mut seen = [0; 2];
    for round in 0..40000 {
        let Some((room, region)) = room_and_region(&mut rng, round) else {
            continue;
        };
        if (Wide::neighbours(room) & region).count() > 2 {
            continue;
        }
        let rest = region & !Wide::bit(room);
        let component = |r: usize| Wide::bit(r) | reach(r, rest);
        let next: Vec<Wide> = rooms(Wide::neighbours(room) & rest)
            .map(component)
            .collect();
        let (first, second) = parts_without(room, region);
        if next.len() == 2 && next[0] != next[1] {
            assert_eq!((first | second, first & second), (rest, Wide::EMPTY));
            assert!(
                next.contains(&first) && next.contains(&second),
                "round {round}"
            );
            seen[1] += 1;
        } else {
            assert_eq!((first, second), (rest, Wide::EMPTY), "round {round}");
            seen[0] += 1;
        }
    }
    // Both answers occur on these boards, so both branches above are exercised.
    assert!(seen[0] > 2000 && seen[1] > 200, "{seen:?}");
}

#[test]
fn exits_count_the_free_neighbours() {
    use painters_duel::solver::rooms::RoomSet;
    use painters_duel::solver::wide::Wide;
    let mut rng = SplitMix64::new(4713);
    let mut seen = [0; 4];
    for round in 0..200 {
        let free = holey_side12(&mut rng, 1 + round % 4);
        for room in 0..144 {
            let n = exits(room, free);
            assert_eq!(n, (Wide::neighbours(room) & free).count() as usize);
            seen[n] += 1;
        }
        let narrow = board(11)
            & !(0..121)
                .filter(|_| rng.chance(1, 3))
                .map(bit)
                .sum::<Rooms>();
        for room in 0..121 {
            assert_eq!(
                exits(room, narrow),
                (<Rooms as RoomSet>::neighbours(room) & narrow).count_ones() as usize
            );
        }
    }
    // Every count from none to three occurs.
    assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
}

#[test]
fn reach_both_shared_tells_one_shared_component() {
    use painters_duel::solver::rooms::RoomSet;
    use painters_duel::solver::wide::Wide;
    let mut rng = SplitMix64::new(99);
    let mut seen = [0; 2];
    for round in 0..20_000 {
        let free = holey_side12(&mut rng, 1 + round % 3);
        let a = rng.below(144) as usize;
        // A rival next to the painter in about half the rounds: then both often touch two
        // components.
        let b = match rooms(Wide::neighbours(a)).nth(rng.below(3) as usize) {
            Some(n) if round % 2 == 0 => n,
            _ => rng.below(144) as usize,
        };
        let free = free & !Wide::bit(a) & !Wide::bit(b);
        let ((mine, theirs), one) = reach_both_shared(a, b, free);
        assert_eq!(
            (mine, theirs),
            (reach(a, free), reach(b, free)),
            "round {round}"
        );
        // The shared rooms are one component (or none) when a flood from any of them covers all.
        let shared = mine & theirs;
        let floods: Vec<Wide> = rooms(shared)
            .map(|s| Wide::bit(s) | reach(s, free))
            .collect();
        assert_eq!(
            one,
            floods.windows(2).all(|w| w[0] == w[1]),
            "round {round}"
        );
        seen[usize::from(one)] += 1;
    }
    assert!(seen[0] > 20 && seen[1] > 100, "{seen:?}");
}
