//! The second method named in `testdata/painters-duel/manifest.txt`: every case whose check says
//! `second: contest plain minimax` is solved again by [`baseline::solve`] (plain depth-first
//! minimax from the rules, sharing no idea with the fast solver) and the answers must agree.

use std::path::Path;

use painters_duel::{baseline, solve};

/// The side-12 and side-13 cases marked `slow` (18-26) name the prover as their second source:
/// each test's value in the snapshot is proven again, value >= v and value < v + 1, by
/// [`painters_duel::prover`] (written apart from the main search; the main search's remembered
/// moves only order its moves). Up to a minute of CPU per root (the open side-12 centre: its main
/// search): run by hand with
/// `cargo test --release -p painters-duel --test painters-duel testdata -- --ignored`.
#[test]
#[ignore = "minutes: the side-12 and side-13 slow cases, run with --ignored"]
fn slow_cases_are_proven_again_by_the_prover() {
    use painters_duel::solver::rooms::RoomSet;
    use painters_duel::solver::wide::{Wide, Wide13};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/painters-duel");
    let manifest = std::fs::read_to_string(dir.join("manifest.txt")).unwrap();
    let mut proven = 0;
    for line in manifest
        .lines()
        .filter(|l| l.contains("second: the prover's"))
    {
        let case = line.split('|').next().unwrap().trim();
        let input = std::fs::read_to_string(dir.join(format!("{case}.in"))).unwrap();
        let snapshot = std::fs::read_to_string(dir.join(format!("snapshots/{case}.snap"))).unwrap();
        let answers: Vec<&str> = snapshot
            .lines()
            .filter(|l| l.starts_with("Case #"))
            .collect();
        let duels = painters_duel::parse(&input).unwrap();
        assert_eq!(
            answers.len(),
            duels.len(),
            "case {case}: one answer per test"
        );
        for (duel, answer) in duels.iter().zip(answers) {
            let claimed: i32 = answer.rsplit_once(": ").unwrap().1.parse().unwrap();
            let confirmed = if duel.side <= Wide::MAX_SIDE {
                proven_again::<Wide>(duel, claimed)
            } else {
                proven_again::<Wide13>(duel, claimed)
            };
            assert!(confirmed, "case {case}: {answer} not proven");
            proven += 1;
        }
    }
    assert!(
        proven >= 33,
        "the manifest's cases hold {proven} such tests"
    );
}

/// Whether the prover proves that `duel`'s value is `claimed`, ordering its moves by the best
/// moves a main search of the duel on room set `R` remembered.
fn proven_again<R: painters_duel::solver::rooms::RoomSet + std::hash::Hash>(
    duel: &painters_duel::Duel,
    claimed: i32,
) -> bool {
    use painters_duel::prover::Prover;
    use painters_duel::solver::search::Solver;
    let free = duel.free_set::<R>();
    let mut solver = Solver::<R>::new(1 << 30, false);
    solver.solve(duel.side, duel.alma, duel.berthe, free, "");
    let side = duel.side;
    let mut prover = Prover::with_hints(Box::new(move |mover, other, free| {
        solver.remembered_move(side, mover, other, free)
    }));
    prover.confirms(duel.alma, duel.berthe, free, claimed)
}

/// What takes seconds of CPU: CI runs it in a step of its own (`--ignored slow::`).
mod slow {
    use super::*;

    #[test]
    #[ignore = "slow: CI runs it, `cargo test --workspace -- --ignored slow::`"]
    fn second_method_cases_match_plain_minimax() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/painters-duel");
        let manifest = std::fs::read_to_string(dir.join("manifest.txt")).unwrap();
        let mut checked = 0;
        for line in manifest.lines() {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            if line.starts_with('#') || fields.len() != 3 {
                continue;
            }
            if !fields[2].contains("second: contest plain minimax") {
                continue;
            }
            let input = std::fs::read_to_string(dir.join(format!("{}.in", fields[0]))).unwrap();
            assert_eq!(
                solve(&input).unwrap(),
                baseline::solve(&input).unwrap(),
                "case {}",
                fields[0]
            );
            checked += 1;
        }
        assert!(checked >= 4, "the manifest names {checked} such cases");
    }
}
