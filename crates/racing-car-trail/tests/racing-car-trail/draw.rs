//! `--draw` on the testdata: every valid case draws a picture that parses with a visible shape, and
//! the gallery's picture (`docs/explain.md`) is current.

use gamecore::svg::check;

#[test]
fn every_testdata_case_draws() {
    // An input without fields has nothing to draw.
    check::every_case(&racing_car_trail::PROBLEM, &["21-fuzz-no-fields"]);
}

#[test]
fn the_gallery_picture_is_current() {
    check::committed_picture(&racing_car_trail::PROBLEM, "01-spec-example");
}
