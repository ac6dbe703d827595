//! What counts as drawn, read from the SVG's elements without rendering them: a shape with an
//! extent, not hidden by itself or an enclosing group, that is not a background covering the
//! whole canvas. Geometric attributes must be numbers, as a renderer would require.

use roxmltree::Node;

/// The canvas: `x, y, width, height` of the root's `viewBox`, or `0, 0, width, height`.
pub(super) type Canvas = [f64; 4];

/// The root's canvas, or why the picture has none (no `svg` root, no area).
pub(super) fn canvas(root: Node) -> Result<Canvas, String> {
    if root.tag_name().name() != "svg" {
        return Err(format!("not SVG: the root is <{}>", root.tag_name().name()));
    }
    let canvas = match root.attribute("viewBox") {
        Some(view) => {
            let numbers: Vec<f64> = view
                .split([' ', ','])
                .filter(|part| !part.is_empty())
                .map(|part| {
                    part.parse()
                        .map_err(|_| format!("viewBox=\"{view}\" is not 4 numbers"))
                })
                .collect::<Result<_, _>>()?;
            <[f64; 4]>::try_from(numbers)
                .map_err(|_| format!("viewBox=\"{view}\" is not 4 numbers"))?
        }
        None => [0.0, 0.0, number(root, "width")?, number(root, "height")?],
    };
    if canvas[2] > 0.0 && canvas[3] > 0.0 {
        Ok(canvas)
    } else {
        Err("the picture has no area".into())
    }
}

/// Whether `node` is a visible shape with an extent (a background rectangle is not); an error
/// if one of its geometric attributes is not a number.
pub(super) fn shows(node: Node, canvas: Canvas) -> Result<bool, String> {
    let extent = match node.tag_name().name() {
        "rect" => {
            let [x, y, w, h] = numbers(node, ["x", "y", "width", "height"])?;
            w > 0.0 && h > 0.0 && !covers(x, y, w, h, canvas)
        }
        "circle" => number(node, "r")? > 0.0,
        "ellipse" => number(node, "rx")? > 0.0 && number(node, "ry")? > 0.0,
        "line" => {
            let [x1, y1, x2, y2] = numbers(node, ["x1", "y1", "x2", "y2"])?;
            (x1, y1) != (x2, y2)
        }
        "path" => node.attribute("d").is_some_and(|d| !d.trim().is_empty()),
        "polyline" | "polygon" => node
            .attribute("points")
            .is_some_and(|p| !p.trim().is_empty()),
        "text" => node
            .descendants()
            .filter_map(|n| n.text())
            .any(|t| !t.trim().is_empty()),
        _ => false,
    };
    Ok(extent && painted(node) && !hidden(node))
}

/// Whether a `rect` covers the whole canvas (a background).
fn covers(x: f64, y: f64, w: f64, h: f64, [cx, cy, cw, ch]: Canvas) -> bool {
    x <= cx && y <= cy && x + w >= cx + cw && y + h >= cy + ch
}

/// Whether the shape has a fill or a stroke, inherited from the nearest element that sets it
/// (SVG's defaults: a black fill, no stroke).
fn painted(node: Node) -> bool {
    let inherited = |name: &str| node.ancestors().find_map(|n| n.attribute(name));
    inherited("fill") != Some("none") || inherited("stroke").is_some_and(|s| s != "none")
}

/// Whether the shape or a group around it is hidden, or lies in `defs` (drawn only where used).
fn hidden(node: Node) -> bool {
    node.ancestors().any(|n| {
        n.tag_name().name() == "defs"
            || n.attribute("display") == Some("none")
            || n.attribute("visibility") == Some("hidden")
            || n.attribute("opacity").is_some_and(|o| o.parse() == Ok(0.0))
    })
}

/// The attributes `names` of `node` as numbers (a missing one is 0, as in SVG).
fn numbers<const N: usize>(node: Node, names: [&str; N]) -> Result<[f64; N], String> {
    let mut values = [0.0; N];
    for (value, name) in values.iter_mut().zip(names) {
        *value = number(node, name)?;
    }
    Ok(values)
}

/// The attribute `name` of `node` as a number (a missing one is 0; `px` allowed).
fn number(node: Node, name: &str) -> Result<f64, String> {
    let Some(text) = node.attribute(name) else {
        return Ok(0.0);
    };
    text.trim_end_matches("px").parse().map_err(|_| {
        format!(
            "<{}> {name}=\"{text}\" is not a number",
            node.tag_name().name()
        )
    })
}

#[cfg(test)]
mod tests {
    use crate::svg::check::try_check;

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
}
