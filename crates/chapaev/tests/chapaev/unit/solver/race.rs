//! Tests of `src/solver/race.rs`.

use chapaev::parse;
use chapaev::solver::hits;
use chapaev::solver::position::Side;
use chapaev::solver::race::*;
use chapaev::tools::generate;

/// `costs[s][j]`: the cost of live shooter `s` of the side owning `mine` against its `j`-th
/// live opponent, straight from the definition (over every shot removing the target).
fn costs_by_definition(moves: &[Vec<u32>], live: u32, mine: u32) -> Vec<Vec<usize>> {
    let theirs = live & !mine;
    let bits = |set: u32| (0..32).filter(move |&i| set >> i & 1 == 1);
    bits(mine)
        .map(|s| {
            bits(theirs)
                .map(|j| {
                    let shots = moves[s].iter().filter(|&&h| h >> j & 1 == 1);
                    let own = shots.map(|&h| (h & mine & !(1 << s)).count_ones());
                    own.min().map_or(usize::MAX, |c| c as usize)
                })
                .collect()
        })
        .collect()
}

/// The `k`-th largest (from 1) of `values`.
fn kth_largest(values: impl Iterator<Item = usize>, k: usize) -> usize {
    let mut values: Vec<usize> = values.collect();
    values.sort_unstable_by(|x, y| y.cmp(x));
    values[k - 1]
}

/// `e(m)` of the module documentation from `costs` ([`costs_by_definition`]): the largest,
/// over targets, of the `m`-th largest cost of a shooter against it.
fn dearest(costs: &[Vec<usize>], m: usize) -> Option<usize> {
    let targets = costs[0].len();
    let e = (0..targets)
        .map(|j| kth_largest(costs.iter().map(|c| c[j]), m))
        .max()?;
    (e <= MOST_COST).then_some(e)
}

/// `E(t', m)` of the module documentation: the `m`-th largest, over shooters, of the
/// shooter's `t'`-th largest cost.
fn cheapest(costs: &[Vec<usize>], left: usize, m: usize) -> Option<usize> {
    let e = kth_largest(
        costs.iter().map(|c| kth_largest(c.iter().copied(), left)),
        m,
    );
    (e <= MOST_COST).then_some(e)
}

/// The reaches of the live shooters of the side owning `mine`, largest first.
fn reaches_by_definition(moves: &[Vec<u32>], live: u32, mine: u32) -> Vec<usize> {
    let theirs = live & !mine;
    let mut reach: Vec<usize> = (0..32)
        .filter(|&s| mine >> s & 1 == 1)
        .map(|s| {
            let most = moves[s].iter().map(|&h| (h & theirs).count_ones());
            most.max().unwrap_or(0) as usize
        })
        .collect();
    reach.sort_unstable_by(|x, y| y.cmp(x));
    reach
}

/// Whether a side with `count` discs has at least one after each of its shots, the `k`-th
/// (from 1) costing it `1 + cost(k, discs before it)` and followed by the loss of
/// `reach(k)` discs.
fn survives(
    mut count: usize,
    shots: usize,
    cost: impl Fn(usize, usize) -> Option<usize>,
    reach: impl Fn(usize) -> usize,
) -> bool {
    for k in 1..=shots {
        let Some(c) = cost(k, count) else {
            return false;
        };
        match count.checked_sub(1 + c + reach(k)) {
            Some(left) if left >= 1 => count = left,
            _ => return false,
        }
    }
    true
}

/// The four rules of the module documentation, written from their statements.
fn decide_by_definition(
    moves: &[Vec<u32>],
    masks: [u32; 2],
    live: u32,
    to_move: Side,
) -> Option<bool> {
    let (mine, theirs) = match to_move {
        Side::Red => (masks[0] & live, masks[1] & live),
        Side::White => (masks[1] & live, masks[0] & live),
    };
    let (a, b) = (mine.count_ones() as usize, theirs.count_ones() as usize);
    if a == 0 || b == 0 {
        return Some(b == 0 && a > 0);
    }
    let rank = |reach: &[usize], i: usize| reach.get(i - 1).copied().unwrap_or(0);
    let (x, costs) = (
        reaches_by_definition(moves, live, theirs),
        costs_by_definition(moves, live, mine),
    );
    let r = b / 2;
    if survives(a, r, |_, m| dearest(&costs, m), |k| rank(&x, 2 * k))
        || (1..=r).all(|turns| {
            let cost = |k: usize, m| cheapest(&costs, 2 * (turns - k + 1), m);
            survives(a, turns, cost, |k| rank(&x, k))
        })
    {
        return Some(true);
    }
    let (y, costs) = (
        reaches_by_definition(moves, live, mine),
        costs_by_definition(moves, live, theirs),
    );
    let r = a.div_ceil(2);
    let first = b.checked_sub(rank(&y, 1)).filter(|&m| m >= 1)?;
    let loses = survives(
        first,
        r - 1,
        |_, m| dearest(&costs, m),
        |k| rank(&y, 2 * k + 1),
    ) || (1..r).all(|turns| {
        let cost = |k: usize, m| cheapest(&costs, 2 * (turns - k + 1), m);
        survives(first, turns, cost, |k| rank(&y, k + 1))
    });
    loses.then_some(false)
}

/// The costs, the reaches and all four rules as the module documentation states them (and the
/// losing rules alone), against the fast counts, on every live set and side of small generated
/// positions.
#[test]
fn costs_reaches_and_rules_match_their_definitions() {
    for seed in 0..12 {
        for text in [
            generate::random_extended(seed, 5, 4),
            generate::lattice_extended(seed, 4, 5),
            generate::spread_extended(seed, 5, 5),
        ] {
            let position = parse(&text).expect("generated inputs are valid");
            let moves = hits::pruned_hit_sets(&position);
            let masks = position.side_masks();
            let mut tabled = Race::new(&moves, masks);
            tabled.add_reach_table();
            for race in [Race::new(&moves, masks), tabled] {
                rules_match_on_every_live_set(&moves, masks, position.all_mask(), &race);
            }
        }
    }
}

/// The checks of [`costs_reaches_and_rules_match_their_definitions`] on one position's
/// every live set and side.
fn rules_match_on_every_live_set(moves: &[Vec<u32>], masks: [u32; 2], all: u32, race: &Race) {
    for live in 0..=all {
        for mask in masks {
            let (mine, theirs) = (live & mask, live & !mask);
            let (a, b) = (mine.count_ones() as usize, theirs.count_ones() as usize);
            if a == 0 || b == 0 {
                continue;
            }
            let expected = costs_by_definition(moves, live, mine);
            let fast = race.costs(live, mine);
            for m in 1..=a {
                assert_eq!(fast.dearest(m), dearest(&expected, m), "{live:#x}");
                for left in 1..=b {
                    let want = cheapest(&expected, left, m);
                    assert_eq!(fast.cheapest(left, m), want, "{live:#x}");
                }
            }
            let reach = Ranked::new(&race.reaches(live, mine));
            let want = reaches_by_definition(moves, live, mine);
            let got: Vec<usize> = (1..=a).map(|i| reach.get(i)).collect();
            assert_eq!(got, want, "{live:#x}");
        }
        for side in [Side::Red, Side::White] {
            let expected = decide_by_definition(moves, masks, live, side);
            assert_eq!(race.decide(live, side), expected, "{live:#x} {side:?}");
            let loses = expected == Some(false);
            assert_eq!(race.loses(live, side), loses, "{live:#x} {side:?}");
        }
    }
}

/// The table of reaches changes nothing: on thin 16 vs 16 lattices (whose shooters the table
/// covers) and on dense random positions (with shooters it leaves out), the reaches, the
/// verdicts and the losing shots with it equal those without it, on many live sets.
#[test]
fn the_reach_table_changes_no_count() {
    for seed in 0..8 {
        for text in [
            generate::regular_extended(seed, 16, 16),
            generate::random_extended(seed, 16, 16),
            generate::spread_extended(seed, 16, 15),
        ] {
            let position = parse(&text).expect("generated inputs are valid");
            let moves = hits::pruned_hit_sets(&position);
            let masks = position.side_masks();
            let plain = Race::new(&moves, masks);
            let mut tabled = plain.clone();
            tabled.add_reach_table();
            // A fixed stream of live sets, from full boards down to a few discs: the full board
            // thinned 0 to 4 times, each time keeping about half of the discs.
            let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
            for i in 0..4000 {
                let mut live = position.all_mask();
                for _ in 0..i % 5 {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    live &= state as u32;
                }
                for (side, mask) in [(Side::Red, masks[0]), (Side::White, masks[1])] {
                    let mine = live & mask;
                    assert_eq!(plain.reaches(live, mine), tabled.reaches(live, mine));
                    assert_eq!(plain.decide(live, side), tabled.decide(live, side));
                    assert_eq!(plain.loses(live, side), tabled.loses(live, side));
                    if mine != 0 && live & !mask != 0 {
                        let want = plain.losing_shots(live, side);
                        assert_eq!(tabled.losing_shots(live, side), want, "{live:#x}");
                    }
                }
            }
        }
    }
}
