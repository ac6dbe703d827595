//! Every valid testdata case draws a picture that parses back and renders (`--draw`).

#[test]
fn every_testdata_case_draws() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/circles-game");
    let (drawn, refused) =
        gamecore::svg::check::every_case(&circles_game::PROGRAM, folder.as_ref());
    assert!(drawn > 0);
    assert_eq!(refused, 0, "no case is too large to draw");
}

#[test]
fn the_readme_picture_is_current() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    gamecore::svg::check::committed_picture(
        &circles_game::PROGRAM,
        format!("{root}/testdata/circles-game/03-sample-3.in").as_ref(),
        format!("{root}/docs/pictures/circles-game.svg").as_ref(),
    );
}
