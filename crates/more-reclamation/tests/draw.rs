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
    assert_eq!(refused, 0, "no case is too large to draw");
}
