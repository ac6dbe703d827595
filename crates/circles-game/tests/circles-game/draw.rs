//! `--draw` on the testdata: every valid case draws a picture that parses with a visible shape, and
//! the gallery's picture (`docs/explain.md`) is current.

use gamecore::svg::check;

#[test]
fn every_testdata_case_draws() {
    check::every_case(&circles_game::PROBLEM, &[]);
}

#[test]
fn the_gallery_picture_is_current() {
    check::committed_picture(&circles_game::PROBLEM, "03-sample-3");
}
