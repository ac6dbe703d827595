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
