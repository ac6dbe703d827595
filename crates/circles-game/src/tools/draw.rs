//! `--draw`: the circles, shaded by nesting depth, each tree's Grundy value over its root, and,
//! when Alice wins, her first red point: inside the winning circle (ringed in green) and outside
//! every circle nested in it.
//!
//! The red point is exact: it has coordinates with denominator 2^20 and is checked against the
//! winning circle and each circle nested in it in integer arithmetic before it is drawn. It lies
//! on the circle around the winning circle's centre halfway into the gap left by its children,
//! a ring that no child reaches (a child at distance `d` with radius `r` stays within `d + r`), or,
//! when rounding hides that gap, on rings nearer the boundary.

use gamecore::Refusal;
use gamecore::svg::{Num, Svg};
use geom::Circle;

use crate::parse;
use crate::solver::forest::{ContainmentForest, ROOT};
use crate::tools::explain::{Analysis, analyse};

/// The most circles a picture shows.
pub const MAX_DRAWN_CIRCLES: usize = 5000;
/// The smallest drawn radius (pixels) of a circle that gets its number written in it.
const MIN_NUMBERED_RADIUS: f64 = 12.0;
/// The red point's coordinates are multiples of 1 / `DENOMINATOR`.
pub const DENOMINATOR: i64 = 1 << 20;
/// The side of the square the circles are scaled into, in pixels.
const SIDE: f64 = 640.0;
/// Room above the circles for the topmost tree's label.
const HEADROOM: f64 = 18.0;
/// Below this drawn radius (pixels) of some tree's root, trees get panels of their own.
pub const MIN_ROOT_RADIUS: f64 = 12.0;
/// The most panels: with more trees, the picture stays true to scale.
const MAX_PANELS: usize = 24;
/// A panel's side, the space between panels and how many share a row.
const PANEL: f64 = 150.0;
const PANEL_GAP: f64 = 24.0;
const PANELS_PER_ROW: usize = 4;

/// A point with coordinates `x / DENOMINATOR`, `y / DENOMINATOR`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RedPoint {
    /// The abscissa times [`DENOMINATOR`].
    pub x: i64,
    /// The ordinate times [`DENOMINATOR`].
    pub y: i64,
}

impl RedPoint {
    /// The squared distance to `circle`'s centre compared with its squared radius, all times
    /// `DENOMINATOR^2` (they fit i128: coordinates below 2^52 after scaling).
    fn against(self, circle: &Circle) -> std::cmp::Ordering {
        let d = i128::from(DENOMINATOR);
        let dx = i128::from(self.x) - i128::from(circle.center.x) * d;
        let dy = i128::from(self.y) - i128::from(circle.center.y) * d;
        let r = i128::from(circle.r) * d;
        (dx * dx + dy * dy).cmp(&(r * r))
    }

    /// Whether the point lies strictly inside `outer` and strictly outside each of `inner`.
    pub fn is_legal(self, outer: &Circle, inner: &[Circle]) -> bool {
        self.against(outer).is_lt() && inner.iter().all(|c| self.against(c).is_gt())
    }
}

/// A point strictly inside `outer` and strictly outside every circle of `inner` (which lie
/// strictly inside `outer`), checked exactly; `None` if no candidate passes the check.
pub fn red_point(outer: &Circle, inner: &[Circle]) -> Option<RedPoint> {
    let (cx, cy, r) = (outer.center.x as f64, outer.center.y as f64, outer.r as f64);
    let gap = inner
        .iter()
        .map(|c| {
            let (dx, dy) = ((c.center.x as f64) - cx, (c.center.y as f64) - cy);
            r - dx.hypot(dy) - c.r as f64
        })
        .fold(r, f64::min);
    // Halfway into the gap first; rounding can hide a gap below 1e-7, so then rings nearer the
    // boundary, which miss every child except in the direction of the nearly tangent ones.
    let halfway = (gap > 0.0).then_some(r - gap / 2.0);
    let near_boundary = [1, 4, 10, 20, 30].map(|k| r * (1.0 - 0.5f64.powi(k)));
    let scale = DENOMINATOR as f64;
    std::iter::once(0.0)
        .filter(|_| inner.is_empty())
        .chain(halfway)
        .chain(near_boundary)
        .flat_map(|radius| {
            (0..16).map(move |k| {
                let angle = f64::from(k) * std::f64::consts::TAU / 16.0;
                RedPoint {
                    x: ((cx + radius * angle.cos()) * scale).round() as i64,
                    y: ((cy + radius * angle.sin()) * scale).round() as i64,
                }
            })
        })
        .find(|p| p.is_legal(outer, inner))
}

/// Maps input coordinates into the drawing area (y upwards in the input, downwards in SVG).
struct Frame {
    left: f64,
    top: f64,
    scale: f64,
    /// Where the frame's top-left corner sits in the drawing area.
    offset: (f64, f64),
    /// The frame's size, in pixels.
    size: (f64, f64),
}

impl Frame {
    /// The circles' bounding box scaled to `side` pixels, its corner at `offset`.
    fn around<'a>(
        circles: impl Iterator<Item = &'a Circle> + Clone,
        side: f64,
        offset: (f64, f64),
    ) -> Frame {
        let least = |f: fn(&Circle) -> i64| circles.clone().map(f).min().unwrap_or(0) as f64;
        let left = least(|c| c.center.x - c.r);
        let bottom = least(|c| c.center.y - c.r);
        let right = -least(|c| -(c.center.x + c.r));
        let top = -least(|c| -(c.center.y + c.r));
        let scale = side / (right - left).max(top - bottom);
        Frame {
            left,
            top,
            scale,
            offset,
            size: ((right - left) * scale, (top - bottom) * scale + HEADROOM),
        }
    }

    fn x(&self, x: f64) -> f64 {
        (x - self.left) * self.scale + self.offset.0
    }

    fn y(&self, y: f64) -> f64 {
        (self.top - y) * self.scale + HEADROOM + self.offset.1
    }
}

/// Where each circle is drawn: all in one frame, true to scale, or, when that would leave some
/// tree too small to see, each tree in a panel of its own.
struct Layout {
    frames: Vec<Frame>,
    /// The frame of each circle (input numbering).
    frame_of: Vec<usize>,
    size: (f64, f64),
    /// Whether the trees are drawn at their own scales.
    panels: bool,
}

impl Layout {
    fn new(list: &[Circle], roots: &[usize]) -> Layout {
        let whole = Frame::around(list.iter(), SIDE, (0.0, 0.0));
        let smallest_root = (0..list.len())
            .filter(|&i| roots[i] == i)
            .map(|i| list[i].r as f64 * whole.scale)
            .fold(f64::MAX, f64::min);
        let trees: Vec<usize> = (0..list.len()).filter(|&i| roots[i] == i).collect();
        if smallest_root >= MIN_ROOT_RADIUS || trees.len() > MAX_PANELS {
            let size = whole.size;
            return Layout {
                frames: vec![whole],
                frame_of: vec![0; list.len()],
                size,
                panels: false,
            };
        }
        let mut panel_of = vec![0; list.len()];
        for (panel, &root) in trees.iter().enumerate() {
            panel_of[root] = panel;
        }
        let frame_of: Vec<usize> = roots.iter().map(|&root| panel_of[root]).collect();
        let per_row = PANELS_PER_ROW.min(trees.len());
        let frames: Vec<Frame> = (0..trees.len())
            .map(|panel| {
                let offset = (
                    (panel % per_row) as f64 * (PANEL + PANEL_GAP),
                    (panel / per_row) as f64 * (PANEL + HEADROOM + PANEL_GAP),
                );
                let members = (0..list.len())
                    .filter(|&i| frame_of[i] == panel)
                    .map(|i| &list[i]);
                Frame::around(members, PANEL, offset)
            })
            .collect();
        let rows = trees.len().div_ceil(per_row);
        let size = (
            per_row as f64 * (PANEL + PANEL_GAP) - PANEL_GAP,
            rows as f64 * (PANEL + HEADROOM + PANEL_GAP) - PANEL_GAP,
        );
        Layout {
            frames,
            frame_of,
            size,
            panels: true,
        }
    }

    fn frame(&self, circle: usize) -> &Frame {
        &self.frames[self.frame_of[circle]]
    }
}

/// The depth of each circle and the root of its tree (input numbering), roots at depth 0.
fn depths_and_roots(forest: &ContainmentForest) -> (Vec<usize>, Vec<usize>) {
    let n = forest.len();
    let (mut depth, mut root) = (vec![0usize; n], vec![0usize; n]);
    let (mut depth_by_input, mut root_by_input) = (vec![0usize; n], vec![0usize; n]);
    let circles = forest.circles();
    // Vertices are in topological order: a parent is known before its children.
    for (v, &p) in forest.parents().iter().enumerate() {
        if p == ROOT {
            root[v] = v;
        } else {
            depth[v] = depth[p as usize] + 1;
            root[v] = root[p as usize];
        }
        depth_by_input[circles[v] as usize] = depth[v];
        root_by_input[circles[v] as usize] = circles[root[v]] as usize;
    }
    (depth_by_input, root_by_input)
}

/// The picture of `input`.
pub fn draw(input: &str) -> Result<String, Refusal> {
    let n = parse(input)?.list().len();
    draw_numbered(input, &(1..=n as u32).collect::<Vec<_>>())
}

/// The picture of `input`, its circles numbered `numbers` (in the order of the input: the
/// numbers a position in play keeps from its start, [`crate::tools::explore::Position::numbers`]).
pub fn draw_numbered(input: &str, numbers: &[u32]) -> Result<String, Refusal> {
    let circles = parse(input)?;
    let forest = ContainmentForest::build(&circles)?;
    if circles.len() > MAX_DRAWN_CIRCLES {
        return Err(Refusal::Usage(format!(
            "{} circles are too many to draw (at most {MAX_DRAWN_CIRCLES})",
            circles.len()
        )));
    }
    let list = circles.list();
    let analysis = analyse(&forest);
    let (depth, roots) = depths_and_roots(&forest);
    let layout = Layout::new(list, &roots);
    let (width, height) = layout.size;
    let mut svg = Svg::new(
        "Circles Game: the containment forest and Alice's first red point",
        width,
        height,
    );
    let mut order: Vec<usize> = (0..list.len()).collect();
    // Outer circles first, so that nested ones are painted over them.
    order.sort_by_key(|&i| depth[i]);
    for &i in &order {
        let (c, frame) = (&list[i], layout.frame(i));
        let (x, r) = (frame.x(c.center.x as f64), c.r as f64 * frame.scale);
        svg.leaf(
            "circle",
            &[
                ("id", &format!("circle-{}", numbers[i])),
                ("class", &format!("depth{}", depth[i].min(3))),
                ("cx", &Num(x)),
                ("cy", &Num(frame.y(c.center.y as f64))),
                ("r", &Num(r)),
                ("data-depth", &depth[i]),
                // The move at this circle, as the move table names it, for the explorer's clicks.
                (
                    "data-move",
                    &crate::tools::explore::table::name(list, numbers, i),
                ),
            ],
        );
        // The circle's number just inside its top, where the table's name can be found.
        if r >= MIN_NUMBERED_RADIUS {
            let top = frame.y((c.center.y + c.r) as f64);
            svg.text(x, top + 10.0, "label", &numbers[i].to_string());
        }
    }
    let point = draw_winning_move(&mut svg, &forest, (list, numbers), &analysis, &layout);
    draw_tree_values(&mut svg, (list, numbers), &analysis, &layout);
    let mut caption = caption(&analysis, numbers, point);
    if layout.panels {
        caption.push("Each tree is drawn in a panel at its own scale.".to_owned());
    }
    Ok(svg.finish(&caption))
}

/// The picture of a board without circles: a blank drawing area and the caption.
pub fn draw_empty(caption: &[String]) -> String {
    let mut svg = Svg::new("Circles Game: no circle is left", 320.0, 40.0);
    svg.leaf(
        "rect",
        &[
            ("class", &"frame"),
            ("x", &0),
            ("y", &0),
            ("width", &320),
            ("height", &40),
        ],
    );
    svg.finish(caption)
}

/// Rings the winning circle and marks the red point; returns the point.
fn draw_winning_move(
    svg: &mut Svg,
    forest: &ContainmentForest,
    (list, numbers): (&[Circle], &[u32]),
    analysis: &Analysis,
    layout: &Layout,
) -> Option<RedPoint> {
    let winner = analysis.winning_circle? as usize;
    let parents = forest.parents_by_input();
    let nested: Vec<Circle> = (0..list.len())
        .filter(|&i| parents[i] == winner as u32)
        .map(|i| list[i])
        .collect();
    let (c, frame) = (&list[winner], layout.frame(winner));
    svg.leaf(
        "circle",
        &[
            ("id", &"winning-circle"),
            ("class", &"win"),
            ("cx", &Num(frame.x(c.center.x as f64))),
            ("cy", &Num(frame.y(c.center.y as f64))),
            ("r", &Num(c.r as f64 * frame.scale)),
            ("data-circle", &numbers[winner]),
        ],
    );
    let point = red_point(c, &nested)?;
    let scale = DENOMINATOR as f64;
    svg.leaf(
        "circle",
        &[
            ("id", &"red-point"),
            ("class", &"first"),
            ("cx", &Num(frame.x(point.x as f64 / scale))),
            ("cy", &Num(frame.y(point.y as f64 / scale))),
            ("r", &5),
            ("data-x", &format!("{}/{DENOMINATOR}", point.x)),
            ("data-y", &format!("{}/{DENOMINATOR}", point.y)),
        ],
    );
    Some(point)
}

/// Each tree's Grundy value above its root circle.
fn draw_tree_values(
    svg: &mut Svg,
    (list, numbers): (&[Circle], &[u32]),
    analysis: &Analysis,
    layout: &Layout,
) {
    for &(root, _, _, value) in &analysis.trees {
        let (c, frame) = (&list[root as usize], layout.frame(root as usize));
        svg.text_element(
            "text",
            &[
                ("id", &format!("tree-{}", numbers[root as usize])),
                ("class", &"label grundy"),
                ("x", &Num(frame.x(c.center.x as f64))),
                ("y", &Num(frame.y((c.center.y + c.r) as f64) - 9.0)),
                ("data-grundy", &value),
            ],
            &format!("G={value}"),
        );
    }
}

/// The answer and the reason, for the caption.
fn caption(analysis: &Analysis, numbers: &[u32], point: Option<RedPoint>) -> Vec<String> {
    let circles = numbers.len();
    let first = match (analysis.winning_circle, point) {
        (Some(circle), Some(_)) => format!(
            "Alice wins: her red point (red) goes inside circle {} (ringed), outside the circles \
             nested in it",
            numbers[circle as usize]
        ),
        (Some(circle), None) => format!(
            "Alice wins: her red point goes inside circle {} (ringed), outside the circles nested \
             in it",
            numbers[circle as usize]
        ),
        (None, _) => {
            "Bob wins: every first red point leaves trees whose values XOR to non-zero".to_owned()
        }
    };
    vec![
        first,
        format!(
            "{circles} circles in {} trees, shaded by depth; XOR of the tree values G: {}",
            analysis.trees.len(),
            analysis.total
        ),
    ]
}
