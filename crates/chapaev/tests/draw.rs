//! Every valid testdata case draws a picture that parses back and renders (`--draw`).

#[test]
fn every_testdata_case_draws() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/chapaev");
    let (drawn, refused) = gamecore::svg::check::every_case(&chapaev::PROGRAM, folder.as_ref());
    assert!(drawn > 0);
    assert_eq!(refused, 0, "no case is too large to draw");
}

#[test]
fn the_readme_picture_is_current() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    gamecore::svg::check::committed_picture(
        &chapaev::PROGRAM,
        format!("{root}/testdata/chapaev/01-sample.in").as_ref(),
        format!("{root}/docs/pictures/chapaev.svg").as_ref(),
    );
}
