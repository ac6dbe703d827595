//! The second methods named in `testdata/circles-game/manifest.txt` for cases too big for the
//! brute force: each answer is recomputed without the fast solver (the O(n^2) forest of
//! `baseline`, then a closed form of the forest's shape or the explicit option sets) and compared
//! with the committed snapshot.

use std::path::PathBuf;

use circles_game::forest::ROOT;
use circles_game::{baseline, parse, winner};

fn case_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../testdata/circles-game")
}

/// The O(n^2) parent array of a case.
fn quadratic_forest(case: &str) -> Vec<u32> {
    let path = case_dir().join(format!("{case}.in"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    baseline::forest(&parse(&text).unwrap()).unwrap()
}

/// The committed expected output of a case (the snapshot's body).
fn snapshot(case: &str) -> String {
    let path = case_dir().join(format!("snapshots/{case}.snap"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let body = text.splitn(3, "---\n").nth(2).expect("an insta snapshot");
    format!("{}\n", body.trim_end())
}

fn children_counts(parent: &[u32]) -> Vec<usize> {
    let mut count = vec![0; parent.len()];
    for &p in parent {
        if p != ROOT {
            count[p as usize] += 1;
        }
    }
    count
}

/// The XOR of the roots' values by the explicit option sets.
fn explicit_total(parent: &[u32]) -> u32 {
    let value = baseline::grundy_values(parent);
    (0..parent.len())
        .filter(|&v| parent[v] == ROOT)
        .fold(0, |acc, v| acc ^ value[v])
}

#[test]
fn chain_has_value_its_length() {
    let parent = quadratic_forest("16-chain-2000");
    let roots = parent.iter().filter(|&&p| p == ROOT).count();
    assert_eq!(roots, 1);
    assert!(children_counts(&parent).iter().all(|&c| c <= 1));
    assert_eq!(snapshot("16-chain-2000"), winner(parent.len() as u32));
}

#[test]
fn star_has_value_two() {
    let parent = quadratic_forest("17-star-2000");
    let roots: Vec<usize> = (0..parent.len()).filter(|&v| parent[v] == ROOT).collect();
    assert_eq!(roots.len(), 1);
    assert_eq!(children_counts(&parent)[roots[0]], parent.len() - 1);
    assert_eq!(snapshot("17-star-2000"), winner(2));
}

#[test]
fn isolated_circles_count_by_parity() {
    let parent = quadratic_forest("19-side-by-side-2000");
    assert!(parent.iter().all(|&p| p == ROOT));
    assert_eq!(
        snapshot("19-side-by-side-2000"),
        winner(parent.len() as u32 % 2)
    );
}

#[test]
fn random_cases_by_explicit_option_sets() {
    for case in ["18-random-nesting-2000", "20-contest-size-random-50"] {
        let parent = quadratic_forest(case);
        assert_eq!(snapshot(case), winner(explicit_total(&parent)), "{case}");
    }
}

#[test]
fn two_equal_copies_cancel() {
    let case = "24-two-copies-of-random-1000";
    let parent = quadratic_forest(case);
    // The copies are interleaved: circle 2i + 1 is circle 2i moved, so parents map the same way.
    for (i, &p) in parent.iter().enumerate().step_by(2) {
        let moved = parent[i + 1];
        assert_eq!(p == ROOT, moved == ROOT);
        if p != ROOT {
            assert_eq!(moved, p + 1);
        }
    }
    assert_eq!(explicit_total(&parent), 0);
    assert_eq!(snapshot(case), winner(0));
}
