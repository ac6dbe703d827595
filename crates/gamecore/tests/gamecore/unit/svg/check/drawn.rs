//! Tests of `src/svg/check/drawn.rs`.

use gamecore::svg::check::try_check;

fn picture(body: &str) -> Result<usize, String> {
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">
<rect x="0" y="0" width="100" height="50" fill="white"/>{body}</svg>"#
    );
    try_check(&svg).map(|picture| picture.elements.len())
}

#[test]
fn a_visible_shape_is_drawn() {
    for shape in [
        r#"<circle cx="10" cy="10" r="3"/>"#,
        r#"<rect x="5" y="5" width="1" height="1"/>"#,
        r#"<line x1="0" y1="0" x2="5" y2="0" stroke="black"/>"#,
        r#"<path d="M 0 0 L 5 5" fill="none" stroke="red"/>"#,
        r#"<g><text x="1" y="9">RED</text></g>"#,
    ] {
        assert!(picture(shape).is_ok(), "{shape}: {:?}", picture(shape));
    }
}

#[test]
fn a_background_or_what_is_hidden_draws_nothing() {
    for body in [
        "",
        r#"<circle cx="10" cy="10" r="0"/>"#,
        r#"<circle cx="10" cy="10" r="3" fill="none"/>"#,
        r#"<g fill="none"><circle cx="10" cy="10" r="3"/></g>"#,
        r#"<g display="none"><circle cx="10" cy="10" r="3"/></g>"#,
        r#"<defs><circle cx="10" cy="10" r="3"/></defs>"#,
        r#"<line x1="2" y1="2" x2="2" y2="2" stroke="black"/>"#,
        r#"<text x="1" y="9"> </text>"#,
    ] {
        let why = picture(body).unwrap_err();
        assert!(why.contains("empty"), "{body}: {why}");
    }
}

#[test]
fn a_geometry_that_is_not_a_number_is_refused() {
    let why = picture(r#"<circle cx="10" cy="10" r="three"/>"#).unwrap_err();
    assert_eq!(why, r#"<circle> r="three" is not a number"#);
    assert!(try_check("<svg/>").unwrap_err().contains("no area"));
    assert!(try_check("<html/>").unwrap_err().contains("not SVG"));
    assert!(try_check("<svg").unwrap_err().contains("not XML"));
}
