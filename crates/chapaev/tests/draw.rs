//! `--draw` on the testdata: every valid case draws a picture that parses back and renders, and
//! the README's picture is current.

use gamecore::svg::check;

#[test]
fn every_testdata_case_draws() {
    check::every_case(&chapaev::PROGRAM, &[]);
}

#[test]
fn the_readme_picture_is_current() {
    check::committed_picture(&chapaev::PROGRAM, "01-sample");
}
