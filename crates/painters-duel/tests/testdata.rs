//! The second method named in `testdata/painters-duel/manifest.txt`: every case whose check says
//! `second: contest plain minimax` is solved again by [`baseline::solve`] (plain depth-first
//! minimax from the rules, sharing no idea with the fast solver) and the answers must agree.

use std::path::Path;

use painters_duel::{baseline, solve};

#[test]
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
