//! Tests of `src/search.rs`.

use gamecore::Outcome;
use gamecore::search::*;

/// Nim: a position is the multiset of heap sizes; take any positive number from one heap.
struct Nim;
impl ImpartialGame for Nim {
    type Position = Vec<u64>;
    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for left in 0..h {
                let mut next = heaps.clone();
                next[i] = left;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }
}

/// Subtraction game: take 1, 3 or 4 from one heap.
struct Subtraction;
impl ImpartialGame for Subtraction {
    type Position = u32;
    fn moves(&self, &n: &u32) -> Vec<u32> {
        [1, 3, 4]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| n - k)
            .collect()
    }
}

#[test]
fn nim_is_the_xor_of_heaps() {
    let mut solver = ImpartialSolver::new(Nim);
    for a in 0..5u64 {
        for b in 0..5 {
            for c in 0..4 {
                let mut heaps = vec![a, b, c];
                heaps.sort_unstable();
                assert_eq!(solver.grundy(&heaps), a ^ b ^ c);
                let expected = if a ^ b ^ c == 0 {
                    Outcome::Loss
                } else {
                    Outcome::Win
                };
                assert_eq!(solver.outcome(&heaps), expected);
            }
        }
    }
}

#[test]
fn subtraction_1_3_4_has_period_seven() {
    // Values worked out by hand: 0 1 0 1 2 3 2, then repeating with period 7.
    let pattern = [0, 1, 0, 1, 2, 3, 2];
    let mut solver = ImpartialSolver::new(Subtraction);
    for n in 0..70u32 {
        assert_eq!(solver.grundy(&n), pattern[n as usize % 7], "n = {n}");
    }
}

/// Take one coin from either end of a row; each player scores what she takes.
/// Score = maximiser's total minus minimiser's total.
struct Coins(Vec<i64>);
impl ScoringGame for Coins {
    type Position = (usize, usize, bool);
    fn maximiser_to_move(&self, p: &(usize, usize, bool)) -> bool {
        p.2
    }
    fn moves(&self, &(lo, hi, max): &(usize, usize, bool)) -> Vec<(i64, (usize, usize, bool))> {
        let sign = if max { 1 } else { -1 };
        let mut out = Vec::new();
        if lo < hi {
            out.push((sign * self.0[lo], (lo + 1, hi, !max)));
            out.push((sign * self.0[hi - 1], (lo, hi - 1, !max)));
        }
        out
    }
}

#[test]
fn coin_row_minimax_by_hand() {
    // [3, 9, 1, 2]: the first player takes 2 (then 9 is hers after any reply): 11 - 4 = 7.
    let mut solver = MinimaxSolver::new(Coins(vec![3, 9, 1, 2]));
    assert_eq!(solver.value(&(0, 4, true)), 7);
    assert_eq!(solver.best_moves(&(0, 4, true)), vec![(2, (0, 3, false))]);
    // One coin: the mover takes it.
    let mut solver = MinimaxSolver::new(Coins(vec![5]));
    assert_eq!(solver.value(&(0, 1, true)), 5);
    assert_eq!(solver.value(&(0, 1, false)), -5);
}

#[test]
fn final_score_counts_at_the_end() {
    struct Stop;
    impl ScoringGame for Stop {
        type Position = u8;
        fn maximiser_to_move(&self, _: &u8) -> bool {
            true
        }
        fn moves(&self, &p: &u8) -> Vec<(i64, u8)> {
            if p == 0 { vec![(1, 1), (0, 2)] } else { vec![] }
        }
        fn final_score(&self, &p: &u8) -> i64 {
            if p == 2 { 10 } else { 0 }
        }
    }
    assert_eq!(MinimaxSolver::new(Stop).value(&0), 10);
}

#[test]
#[should_panic(expected = "cycle")]
fn cycles_are_reported() {
    struct Loop;
    impl ImpartialGame for Loop {
        type Position = u8;
        fn moves(&self, &p: &u8) -> Vec<u8> {
            vec![(p + 1) % 3]
        }
    }
    ImpartialSolver::new(Loop).outcome(&0);
}

/// What takes seconds of CPU: CI runs it in a step of its own (`--ignored slow::`).
mod slow {
    use super::*;

    #[test]
    #[ignore = "slow: CI runs it, `cargo test --workspace -- --ignored slow::`"]
    fn long_plays_do_not_overflow_the_stack() {
        struct Countdown;
        impl ImpartialGame for Countdown {
            type Position = u32;
            fn moves(&self, &n: &u32) -> Vec<u32> {
                if n == 0 { vec![] } else { vec![n - 1] }
            }
        }
        let mut solver = ImpartialSolver::new(Countdown);
        assert_eq!(solver.outcome(&1_000_001), Outcome::Win);
        assert_eq!(solver.grundy(&1_000_000), 0);
    }
}
