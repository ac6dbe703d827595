//! `--draw` on the testdata: every valid case draws a picture that parses with a visible shape, and
//! the gallery's picture (`docs/explain.md`) is current.

use gamecore::svg::check;

#[test]
fn every_testdata_case_draws() {
    // Pictures stay at side 11: a side-12 or side-13 test is refused by `--draw`.
    check::every_case(
        &painters_duel::PROBLEM,
        &[
            "18-side-12-construction-seed-2",
            "19-side-12-construction-seed-5",
            "20-side-12-construction-seed-6",
            "21-open-side-12-corner",
            "22-open-side-12-mid-edge",
            "23-open-side-12-centre",
            "24-open-side-13-corner",
            "25-open-side-13-sample",
            "26-open-side-13-middling",
        ],
    );
}

#[test]
fn the_gallery_picture_is_current() {
    check::committed_picture(&painters_duel::PROBLEM, "01-sample-1");
}

#[test]
fn test_k_chooses_the_test_and_leaves_stdout_alone() {
    let input = b"2\n2 1 1 2 1 0\n2 2 2 1 1 2\n2 1\n2 3\n";
    let path = std::env::temp_dir().join(format!("painters-duel-{}.svg", std::process::id()));
    let file = path.to_str().unwrap();
    let plain = painters_duel::PROBLEM.run_captured(&["--quiet"], input);
    let drawn =
        painters_duel::PROBLEM.run_captured(&["--quiet", "--test", "2", "--draw", file], input);
    assert_eq!(plain, drawn);
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let picture = check::check(&svg);
    assert!(picture.caption()[0].starts_with("Case #2: 0"));
    let (code, out, err) =
        painters_duel::PROBLEM.run_captured(&["--quiet", "--test", "3", "--draw", file], input);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(err.contains("--test 3"), "{err}");
    assert!(!path.exists());
    let (code, _, err) = painters_duel::PROBLEM.run_captured(&["--test", "0"], input);
    assert_eq!(code, 2, "{err}");
}
