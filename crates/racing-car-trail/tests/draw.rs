//! Every valid testdata case draws a picture that parses back and renders (`--draw`).

#[test]
fn every_testdata_case_draws() {
    let folder = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/racing-car-trail"
    );
    let (drawn, refused) =
        gamecore::svg::check::every_case(&racing_car_trail::PROGRAM, folder.as_ref());
    assert!(drawn > 0);
    assert_eq!(
        refused, 1,
        "only the input without fields has nothing to draw"
    );
}

#[test]
fn the_readme_picture_is_current() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    gamecore::svg::check::committed_picture(
        &racing_car_trail::PROGRAM,
        format!("{root}/testdata/racing-car-trail/01-spec-example.in").as_ref(),
        format!("{root}/docs/pictures/racing-car-trail.svg").as_ref(),
    );
}
