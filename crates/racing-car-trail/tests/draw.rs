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
