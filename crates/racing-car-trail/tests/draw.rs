//! `--draw` on the testdata: every valid case draws a picture that parses back and renders, and
//! the README's picture is current.

use gamecore::svg::check;

#[test]
fn every_testdata_case_draws() {
    let (drawn, refused) = check::every_case(&racing_car_trail::PROGRAM);
    assert!(drawn > 0);
    assert_eq!(
        refused, 1,
        "only the input without fields has nothing to draw"
    );
}

#[test]
fn the_readme_picture_is_current() {
    check::committed_picture(&racing_car_trail::PROGRAM, "01-spec-example");
}
