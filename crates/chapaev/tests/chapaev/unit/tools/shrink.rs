//! Tests of `src/tools/shrink.rs`.

use gamecore::problem::Shrinking;

use chapaev::tools::shrink::*;

/// The candidates of `input` as text, as the judge sees them.
fn smaller(input: &str) -> Vec<String> {
    (Shrinking::of::<Discs>().smaller)(input).collect()
}

fn within_contest(input: &str) -> bool {
    (Shrinking::of::<Discs>().within_contest)(input)
}

fn is_extended(input: &str) -> bool {
    input.starts_with("discs")
}

const SAMPLE: &str = "0.5 7.5 1.5 7.5 2.5 7.5 3.5 7.5 4.5 7.5 5.5 7.5 6.5 7.5 7.5 7.5\n\
                      0.5 0.5 1.5 0.5 2.5 0.5 3.5 0.5 4.5 0.5 5.5 0.5 6.5 0.5 7.5 0.5\n";

#[test]
fn numbers_move_toward_zero() {
    assert_eq!(toward_zero(12_345), [12_340, 6172, 2345]);
    assert_eq!(toward_zero(-15_000), [-10_000, -7500, -5000]);
    assert_eq!(toward_zero(20_000), [0, 10_000]);
    assert_eq!(toward_zero(45_000), [40_000, 22_500, 35_000]);
    assert_eq!(toward_zero(5000), [0, 2500]);
}

#[test]
fn judge_inputs_stay_judge_inputs() {
    let candidates = smaller(SAMPLE);
    assert!(!candidates.is_empty());
    for candidate in &candidates {
        assert!(!is_extended(candidate));
        assert_eq!(candidate.split_ascii_whitespace().count(), 32);
    }
    assert!(candidates.iter().any(|c| c.starts_with("0 7.5 1.5")));
    assert!(candidates.iter().any(|c| c.starts_with("0.5 7 1.5")));
    assert!(within_contest(SAMPLE));
}

#[test]
fn extended_inputs_lose_discs_and_radius() {
    let input = "discs 0.4 2 1\n0 0 3 0\n0 3\n";
    let candidates = smaller(input);
    assert!(candidates.contains(&"discs 0.4 1 1\n3 0\n0 3\n".to_owned()));
    assert!(candidates.contains(&"discs 0.2 2 1\n0 0 3 0\n0 3\n".to_owned()));
    assert!(candidates.contains(&"discs 0.4 2 1\n0 0 1.5 0\n0 3\n".to_owned()));
    // One white disc: it stays.
    assert!(candidates.iter().all(|c| !c.starts_with("discs 0.4 2 0")));
    assert!(!within_contest(input));
}
