//! `--draw` on the testdata: every valid case draws a picture that parses with a visible shape, and
//! the gallery's picture (`docs/explain.md`) is current.

use gamecore::svg::check;

#[test]
fn every_testdata_case_draws() {
    // Its 2300 land cells are too many to draw.
    check::every_case(&more_reclamation::PROBLEM, &["18-huge-dense"]);
}

#[test]
fn the_gallery_picture_is_current() {
    check::committed_picture(&more_reclamation::PROBLEM, "02-sample-2");
}
