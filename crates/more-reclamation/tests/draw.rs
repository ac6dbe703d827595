//! Every valid testdata case draws a picture that parses back and renders (`--draw`).

#[test]
fn every_testdata_case_draws() {
    let folder = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/more-reclamation"
    );
    let (drawn, refused) =
        gamecore::svg::check::every_case(&more_reclamation::PROGRAM, folder.as_ref());
    assert!(drawn > 0);
    assert_eq!(
        refused, 1,
        "only 18-huge-dense, with 2300 land cells, is too large to draw"
    );
}

#[test]
fn the_readme_picture_is_current() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    gamecore::svg::check::committed_picture(
        &more_reclamation::PROGRAM,
        format!("{root}/testdata/more-reclamation/02-sample-2.in").as_ref(),
        format!("{root}/docs/pictures/more-reclamation.svg").as_ref(),
    );
}
