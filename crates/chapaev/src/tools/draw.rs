//! `--draw`: the discs of both sides and, when red wins, the winning shot of `--explain`
//! ([`try_analyse`]): a ray from its shooter (ringed), the track the flicked disc sweeps, and a cross
//! on every disc the shot removes. When red loses, the position and a caption saying so.
//!
//! The input's exact decimal coordinates are scaled into the drawing (y upwards, as in the input)
//! and kept on each disc as `data-x` / `data-y`; the direction is exact in `--explain`'s text
//! and in the caption, and only its drawing is rounded.

use gamecore::Refusal;
use gamecore::svg::{Num, Svg};

use crate::solver::position::{Decimal, Position, SCALE, Side};
use crate::tools::explain::{Analysis, Direction, try_analyse};

/// The longer side of the board's bounding box, in pixels.
const SIDE: f64 = 560.0;

/// Maps scaled input coordinates into the drawing area.
pub(crate) struct Frame {
    left: f64,
    top: f64,
    /// Pixels per scaled input unit.
    pub(crate) scale: f64,
    /// The drawing area's width and height, in pixels.
    pub(crate) size: (f64, f64),
}

impl Frame {
    /// The bounding box of every disc, with a margin of two radii.
    pub(crate) fn around(position: &Position) -> Frame {
        let pad = 2.0 * position.radius() as f64;
        let xs = position.centres().iter().map(|c| c.x as f64);
        let ys = position.centres().iter().map(|c| c.y as f64);
        let (left, right) = (
            xs.clone().fold(f64::MAX, f64::min) - pad,
            xs.fold(f64::MIN, f64::max) + pad,
        );
        let (bottom, top) = (
            ys.clone().fold(f64::MAX, f64::min) - pad,
            ys.fold(f64::MIN, f64::max) + pad,
        );
        let scale = SIDE / (right - left).max(top - bottom);
        Frame {
            left,
            top,
            scale,
            size: ((right - left) * scale, (top - bottom) * scale),
        }
    }

    pub(crate) fn point(&self, x: f64, y: f64) -> (f64, f64) {
        ((x - self.left) * self.scale, (self.top - y) * self.scale)
    }
}

/// `disc-red-3`, `disc-white-1`: the element id of a disc, numbered as the input numbers it.
pub(crate) fn disc_id(position: &Position, disc: usize) -> String {
    let red = position.count(Side::Red);
    match position.side_of(disc) {
        Side::Red => format!("disc-red-{}", disc + 1),
        Side::White => format!("disc-white-{}", disc - red + 1),
    }
}

/// A big integer as a float, for drawing only.
fn approximate(value: &impl std::fmt::Display) -> f64 {
    value.to_string().parse().unwrap_or(0.0)
}

/// The direction as a unit vector in input axes, rounded.
fn unit(direction: &Direction) -> (f64, f64) {
    let root = approximate(&direction.q).sqrt();
    let [x, y] = direction.rational.each_ref().map(approximate);
    let [a, b] = direction.root.each_ref().map(approximate);
    let (ux, uy) = (x + root * a, y + root * b);
    let length = ux.hypot(uy);
    (ux / length, uy / length)
}

/// The picture of `input`.
pub fn draw(input: &str) -> Result<String, Refusal> {
    let position = crate::parse(input)?;
    let analysis = try_analyse(&position).map_err(crate::too_large)?;
    let frame = Frame::around(&position);
    let mut svg = Svg::new(
        "Chapaev: the discs and red's winning shot",
        frame.size.0,
        frame.size.1,
    );
    svg.leaf(
        "rect",
        &[
            ("class", &"frame"),
            ("x", &0),
            ("y", &0),
            ("width", &Num(frame.size.0)),
            ("height", &Num(frame.size.1)),
        ],
    );
    svg.arrowhead();
    if let Some(witness) = &analysis.witness {
        draw_track(
            &mut svg,
            &position,
            &frame,
            witness.shooter,
            &witness.direction,
        );
    }
    draw_discs(&mut svg, &position, &frame);
    if let Some(witness) = &analysis.witness {
        let removed = witness.shot.removed;
        for disc in (0..position.len()).filter(|&k| removed >> k & 1 == 1) {
            draw_cross(&mut svg, &position, &frame, disc);
        }
        let c = position.centres()[witness.shooter];
        let (x, y) = frame.point(c.x as f64, c.y as f64);
        svg.leaf(
            "circle",
            &[
                ("id", &"shooter"),
                ("class", &"win"),
                ("cx", &Num(x)),
                ("cy", &Num(y)),
                ("r", &Num(position.radius() as f64 * frame.scale + 4.0)),
                ("data-disc", &disc_id(&position, witness.shooter)),
            ],
        );
    }
    Ok(svg.finish(&caption(&position, &analysis)))
}

/// Every disc, in its side's colour, with its number.
fn draw_discs(svg: &mut Svg, position: &Position, frame: &Frame) {
    let red = position.count(Side::Red);
    for (disc, c) in position.centres().iter().enumerate() {
        let (x, y) = frame.point(c.x as f64, c.y as f64);
        let (class, number) = match position.side_of(disc) {
            Side::Red => ("first", disc + 1),
            Side::White => ("second", disc - red + 1),
        };
        svg.leaf(
            "circle",
            &[
                ("id", &disc_id(position, disc)),
                ("class", &class),
                ("cx", &Num(x)),
                ("cy", &Num(y)),
                ("r", &Num(position.radius() as f64 * frame.scale)),
                ("data-x", &Decimal(c.x)),
                ("data-y", &Decimal(c.y)),
            ],
        );
        svg.text(x, y, "label small", &number.to_string());
    }
}

/// Where a shot goes in the drawing: the band the flicked disc sweeps (its centre's ray, widened
/// by a radius each side) as a polygon's `points`, and the ray from the shooter's centre to the
/// edge of the drawing. Rounded: only for drawing.
pub(crate) struct Track {
    /// The band's four corners, as SVG `points`.
    pub(crate) corners: String,
    /// The shooter's centre.
    pub(crate) from: (f64, f64),
    /// Where the band leaves the drawing, on the ray.
    pub(crate) to: (f64, f64),
    /// The ray's unit step in the drawing (y down).
    pub(crate) step: (f64, f64),
}

/// The [`Track`] of `shooter` shooting along `direction`.
pub(crate) fn track(
    position: &Position,
    frame: &Frame,
    shooter: usize,
    direction: &Direction,
) -> Track {
    let c = position.centres()[shooter];
    let (sx, sy) = frame.point(c.x as f64, c.y as f64);
    // In the drawing y points down.
    let (ux, uy) = unit(direction);
    let (dx, dy) = (ux, -uy);
    let exit = |from: f64, step: f64, limit: f64| {
        if step > 0.0 {
            (limit - from) / step
        } else if step < 0.0 {
            -from / step
        } else {
            f64::INFINITY
        }
    };
    let half = position.radius() as f64 * frame.scale;
    let (px, py) = (-dy * half, dx * half);
    // Both edges of the band end inside the board.
    let length = [1.0, -1.0]
        .map(|s: f64| {
            let (x, y) = (sx + s * px, sy + s * py);
            exit(x, dx, frame.size.0).min(exit(y, dy, frame.size.1))
        })
        .into_iter()
        .fold(f64::INFINITY, f64::min)
        .max(0.0);
    let (ex, ey) = (sx + dx * length, sy + dy * length);
    let corners: Vec<String> = [(sx + px, sy + py), (ex + px, ey + py), (ex - px, ey - py)]
        .into_iter()
        .chain([(sx - px, sy - py)])
        .map(|(x, y)| format!("{},{}", Num(x), Num(y)))
        .collect();
    Track {
        corners: corners.join(" "),
        from: (sx, sy),
        to: (ex, ey),
        step: (dx, dy),
    }
}

/// The winning shot's band and ray, out to the edge of the drawing.
fn draw_track(
    svg: &mut Svg,
    position: &Position,
    frame: &Frame,
    shooter: usize,
    direction: &Direction,
) {
    let Track {
        corners,
        from: (sx, sy),
        to: (ex, ey),
        step: (dx, dy),
    } = track(position, frame, shooter, direction);
    svg.leaf(
        "polygon",
        &[("id", &"track"), ("class", &"track"), ("points", &corners)],
    );
    svg.leaf(
        "line",
        &[
            ("id", &"shot"),
            ("class", &"arrow"),
            ("stroke-width", &2.5),
            ("x1", &Num(sx)),
            ("y1", &Num(sy)),
            ("x2", &Num(ex - dx * 6.0)),
            ("y2", &Num(ey - dy * 6.0)),
            ("data-direction", &direction),
        ],
    );
}

/// The two strokes of a cross over `disc`, as a path's `d`.
pub(crate) fn cross(position: &Position, frame: &Frame, disc: usize) -> String {
    let c = position.centres()[disc];
    let (x, y) = frame.point(c.x as f64, c.y as f64);
    let arm = position.radius() as f64 * frame.scale * 0.8;
    format!(
        "M {} {} L {} {} M {} {} L {} {}",
        Num(x - arm),
        Num(y - arm),
        Num(x + arm),
        Num(y + arm),
        Num(x - arm),
        Num(y + arm),
        Num(x + arm),
        Num(y - arm)
    )
}

/// A cross over a removed disc.
fn draw_cross(svg: &mut Svg, position: &Position, frame: &Frame, disc: usize) {
    svg.leaf(
        "path",
        &[
            ("class", &"removed"),
            ("d", &cross(position, frame, disc)),
            ("data-disc", &disc_id(position, disc)),
        ],
    );
}

/// The answer, the shot and the discs, for the caption.
fn caption(position: &Position, analysis: &Analysis) -> Vec<String> {
    let (red, white) = (position.count(Side::Red), position.count(Side::White));
    let discs = format!(
        "{red} red and {white} white discs of radius {} (coordinates to 1/{SCALE}); red moves first.",
        Decimal(position.radius())
    );
    let Some(witness) = &analysis.witness else {
        let first = match analysis.winner {
            Side::White => "WHITE wins: every shot red can make leaves a position white wins.",
            Side::Red => "RED wins (no witness direction found).",
        };
        return vec![first.to_owned(), discs];
    };
    let removed: Vec<String> = (0..position.len())
        .filter(|&k| witness.shot.removed >> k & 1 == 1)
        .map(|k| position.label(k).to_string())
        .collect();
    vec![
        format!(
            "RED wins: {} (ringed) shoots along {}, removing the crossed discs:",
            position.label(witness.shooter),
            witness.direction
        ),
        format!("{}; white, to move, then loses.", removed.join(", ")),
        discs,
    ]
}
