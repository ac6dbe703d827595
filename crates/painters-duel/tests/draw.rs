//! Every valid testdata case draws a picture that parses back and renders (`--draw`).

#[test]
fn every_testdata_case_draws() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/painters-duel");
    let (drawn, refused) =
        gamecore::svg::check::every_case(&painters_duel::PROGRAM, folder.as_ref());
    assert!(drawn > 0);
    assert_eq!(refused, 0, "no case is too large to draw");
}

#[test]
fn the_readme_picture_is_current() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    gamecore::svg::check::committed_picture(
        &painters_duel::PROGRAM,
        format!("{root}/testdata/painters-duel/01-sample-1.in").as_ref(),
        format!("{root}/docs/pictures/painters-duel.svg").as_ref(),
    );
}
