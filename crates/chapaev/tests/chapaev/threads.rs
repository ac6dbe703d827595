//! The parallel search (`--threads`) against the dense table and against one thread: the answer
//! must not depend on the thread count. A warm-up of 0 sends even small positions through the
//! threads, and a shared memo of a few slots at first makes it grow (and the threads start
//! again) many times.

use chapaev::oracles::table::WinTable;
use chapaev::solver::order::ALONE;
use chapaev::solver::{hits, parallel};
use chapaev::{Options, Side, generate, parse};
use proptest::prelude::*;

/// Red wins `text` by `threads` threads after a warm-up of `warm_up` live sets, the shared
/// memo starting at `2^first_log2` slots, the threads but the first spending `alone` positions
/// in the first tie order before their own.
fn red_wins(text: &str, threads: usize, warm_up: usize, (first_log2, alone): (u32, u64)) -> bool {
    let position = parse(text).unwrap_or_else(|e| panic!("generated input refused: {e}\n{text}"));
    let moves = hits::pruned_hit_sets(&position);
    let (wins, _) =
        parallel::red_wins_tuned(&position, &moves, threads, warm_up, (first_log2, alone))
            .expect("far below the memo bound");
    wins
}

proptest! {
    /// One, two and three threads (the threads under both tie orders), straight into the
    /// parallel search, agree with the unpruned table, with a shared memo of the usual size and
    /// with one that starts at 4 slots, on every generated family.
    #[test]
    fn threads_match_the_table(
        seed: u64, red in 1usize..=8, white in 1usize..=8, family in 0..4u8,
    ) {
        // Regular positions are symmetric: the threads share a memo keyed by orbit
        // representatives, busy marks included.
        let text = match family {
            0 => generate::random_extended(seed, red, white),
            1 => generate::lattice_extended(seed, red, white),
            2 => generate::spread_extended(seed, red, white),
            _ => generate::regular_extended(seed, red, white),
        };
        let position = parse(&text).expect("generated inputs are valid");
        let table = WinTable::fill(&position, &hits::hit_sets(&position));
        let expected = table.wins(position.all_mask(), Side::Red);
        // A first run of 0 or 3 positions sets the geometric order's thread going at once.
        let runs = [(1, 0, 0), (2, parallel::FIRST_LOG2, ALONE), (2, 2, 0), (3, 2, 3), (2, 19, 0)];
        for (threads, first_log2, alone) in runs {
            let wins = red_wins(&text, threads, 0, (first_log2, alone));
            prop_assert_eq!(wins, expected, "{} threads, 2^{} slots\n{}", threads, first_log2, text);
        }
    }
}

/// Past the default warm-up (this position expands about 100,000), one and two threads give
/// the same winner, through the command-line options as well.
#[test]
fn one_and_two_threads_agree_past_the_warm_up() {
    let text = generate::spread_extended(0, 14, 14);
    let answers: Vec<String> = [1, 2]
        .into_iter()
        .map(|threads| {
            let options = Options {
                threads,
                ..Options::default()
            };
            chapaev::solve_with(&text, &options)
                .expect("a valid input")
                .answer
        })
        .collect();
    assert_eq!(answers[0], answers[1]);
    let expected = answers[0] == "RED\n";
    assert_eq!(
        red_wins(&text, 2, parallel::WARM_UP, (parallel::FIRST_LOG2, ALONE)),
        expected
    );
    // Without warm-up and with a shared memo of 8 slots at first, which doubles about 15 times.
    assert_eq!(red_wins(&text, 2, 0, (2, ALONE)), expected);
    // The geometric order's thread at once.
    assert_eq!(red_wins(&text, 2, 0, (2, 0)), expected);
}
