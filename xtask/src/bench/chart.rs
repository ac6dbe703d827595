//! The SVG charts of `cargo xtask bench`: a ladder's time against size (log-log), and a density
//! sweep's time against density. Written with gamecore's SVG writer, which escapes every label.

use std::fmt::{self, Display};

use gamecore::svg::{Attrs, Svg};

use super::report::{Point, families};
use super::sweep_point::SweepPoint;
use crate::ladders::{DensitySweep, Ladder};

/// A coordinate as the charts write it: one decimal.
struct Px(f64);

impl Display for Px {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:.1}", self.0)
    }
}

/// The stroke of the contest approach's and the reference's lines.
const DASH: (&str, &dyn Display) = ("stroke-dasharray", &"6 4");

/// A log-log chart of time against size, one line per family, the contest approach dashed.
pub(super) fn ladder_chart(ladder: &Ladder, points: &[Point]) -> String {
    let times: Vec<f64> = points
        .iter()
        .flat_map(|p| std::iter::once(p.fast).chain(p.baseline))
        .map(|d| d.as_secs_f64().max(1e-5))
        .collect();
    let sizes: Vec<f64> = points.iter().map(|p| p.size.max(1.0)).collect();
    let (x_lo, x_hi) = decades(&sizes);
    let (y_lo, y_hi) = decades(&times);
    let x = |v: f64| LEFT + (v.max(1.0).log10() - x_lo) / (x_hi - x_lo) * (W - LEFT - LADDER_RIGHT);
    let y = |v: f64| H - BOTTOM - (v.max(1e-5).log10() - y_lo) / (y_hi - y_lo) * (H - TOP - BOTTOM);
    let mut svg = chart(&format!("{}: time against size (log-log)", ladder.problem));
    size_grid(&mut svg, (x_lo, x_hi), x);
    time_grid(&mut svg, (y_lo, y_hi), y, W - LADDER_RIGHT);
    axis_label(&mut svg, LADDER_RIGHT, ladder.axis);
    let mut legend_y = TOP + 10.0;
    let plot = |(s, t): (f64, f64)| (x(s), y(t));
    for (i, family) in families(points).into_iter().enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        let series: Vec<&Point> = points.iter().filter(|p| p.family == family).collect();
        let fast: Vec<(f64, f64)> = series
            .iter()
            .map(|p| plot((p.size, p.fast.as_secs_f64())))
            .collect();
        ladder_line(&mut svg, &fast, colour, false);
        legend(&mut svg, (LADDER_RIGHT, legend_y), colour, false, family);
        legend_y += 18.0;
        let base: Vec<(f64, f64)> = series
            .iter()
            .filter_map(|p| p.baseline.map(|b| plot((p.size, b.as_secs_f64()))))
            .collect();
        if !base.is_empty() {
            ladder_line(&mut svg, &base, colour, true);
            let label = format!("{family} (contest)");
            legend(&mut svg, (LADDER_RIGHT, legend_y), colour, true, &label);
            legend_y += 18.0;
        }
    }
    finish(svg)
}

/// The ladder chart's margin on the right, where the legend goes.
const LADDER_RIGHT: f64 = 170.0;

/// The ladder chart's grid line and label at each decade of size from `10^lo` to `10^hi`; `x`
/// maps a size to its abscissa.
fn size_grid(svg: &mut Svg, (lo, hi): (f64, f64), x: impl Fn(f64) -> f64) {
    for decade in lo as i32..=hi as i32 {
        let px = Px(x(10f64.powi(decade)));
        let label = format!("1e{decade}");
        grid_line(svg, (&px, &TOP), (&px, &Px(H - BOTTOM)), "#ddd");
        let at: Attrs<'_> = &[("x", &px), ("y", &Px(H - BOTTOM + 18.0)), MIDDLE];
        svg.text_element("text", at, &label);
    }
}

/// A grey grid line from `from` to `to`.
fn grid_line(
    svg: &mut Svg,
    from: (&dyn Display, &dyn Display),
    to: (&dyn Display, &dyn Display),
    colour: &str,
) {
    svg.leaf(
        "line",
        &[
            ("x1", from.0),
            ("y1", from.1),
            ("x2", to.0),
            ("y2", to.1),
            ("stroke", &colour),
        ],
    );
}

/// Centres a text on its point.
const MIDDLE: (&str, &dyn Display) = ("text-anchor", &"middle");

/// The label under a chart's horizontal axis, centred under the plot (`right`: its margin).
fn axis_label(svg: &mut Svg, right: f64, label: &str) {
    let x = Px((LEFT + W - right) / 2.0);
    let at: Attrs<'_> = &[("x", &x), ("y", &Px(H - 12.0)), MIDDLE];
    svg.text_element("text", at, label);
}

/// One series through the plotted `coords` (dashed or not), with a dot at each point.
fn ladder_line(svg: &mut Svg, coords: &[(f64, f64)], colour: &str, dashed: bool) {
    polyline(svg, coords, colour, dashed);
    for &(px, py) in coords {
        let dot: Attrs<'_> = &[
            ("cx", &Px(px)),
            ("cy", &Px(py)),
            ("r", &3),
            ("fill", &colour),
        ];
        svg.leaf("circle", dot);
    }
}

/// A line of width 2 through `coords`.
fn polyline(svg: &mut Svg, coords: &[(f64, f64)], colour: &str, dashed: bool) {
    let points: Vec<String> = coords
        .iter()
        .map(|(x, y)| format!("{},{}", Px(*x), Px(*y)))
        .collect();
    let line: Attrs<'_> = &[
        ("points", &points.join(" ")),
        ("fill", &"none"),
        ("stroke", &colour),
        ("stroke-width", &2),
    ];
    svg.leaf("polyline", &[line, dash(dashed)].concat());
}

/// The dash attribute of a dashed line, or none.
fn dash(dashed: bool) -> Attrs<'static> {
    if dashed { &[DASH] } else { &[] }
}

/// A legend entry at `(right, legend_y)`: a short line in the series' stroke and its label, in
/// the right margin of width `right`.
fn legend(svg: &mut Svg, (right, legend_y): (f64, f64), colour: &str, dashed: bool, label: &str) {
    let y = Px(legend_y);
    let line: Attrs<'_> = &[
        ("x1", &Px(W - right + 10.0)),
        ("y1", &y),
        ("x2", &Px(W - right + 34.0)),
        ("y2", &y),
        ("stroke", &colour),
        ("stroke-width", &2),
    ];
    svg.leaf("line", &[line, dash(dashed)].concat());
    let at: Attrs<'_> = &[("x", &Px(W - right + 40.0)), ("y", &Px(legend_y + 4.0))];
    svg.text_element("text", at, label);
}

/// A chart's width and height, and the margins of its plot on the left, top and bottom.
const W: f64 = 720.0;
const H: f64 = 440.0;
const LEFT: f64 = 70.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;
/// The colours of a chart's series, in turn.
const COLOURS: [&str; 6] = [
    "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
];

/// A new chart: white, `W` x `H`, with `title` at the top left.
fn chart(title: &str) -> Svg {
    let mut svg = Svg::new(title, W, H);
    let background: Attrs<'_> = &[("width", &"100%"), ("height", &"100%"), ("fill", &"white")];
    svg.leaf("rect", background);
    let at: Attrs<'_> = &[("x", &LEFT), ("y", &22), ("font-size", &15)];
    svg.text_element("text", at, title);
    svg
}

/// The finished chart's SVG text.
fn finish(svg: Svg) -> String {
    svg.finish_bare(&[
        ("width", &W),
        ("height", &H),
        ("font-family", &"sans-serif"),
        ("font-size", &12),
    ])
}

/// A chart's grid line and label at each decade of time from `10^lo` to `10^hi`, from the left
/// margin to `right`; `y` maps a time in seconds to its height.
fn time_grid(svg: &mut Svg, (lo, hi): (f64, f64), y: impl Fn(f64) -> f64, right: f64) {
    for decade in lo as i32..=hi as i32 {
        let py = y(10f64.powi(decade));
        grid_line(svg, (&LEFT, &Px(py)), (&Px(right), &Px(py)), "#ddd");
        let at: Attrs<'_> = &[
            ("x", &Px(LEFT - 6.0)),
            ("y", &Px(py + 4.0)),
            ("text-anchor", &"end"),
        ];
        svg.text_element("text", at, &decade_label(decade));
    }
}

/// The whole decades (as log10 values) that cover `values`.
fn decades(values: &[f64]) -> (f64, f64) {
    let lo = values.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if !lo.is_finite() || !hi.is_finite() {
        return (0.0, 1.0);
    }
    let (lo, hi) = (lo.log10().floor(), hi.log10().ceil());
    if hi > lo { (lo, hi) } else { (lo, lo + 1.0) }
}

/// The label of a chart's time axis at 10^`decade` seconds: `100 µs`, `1 ms`, `10 s`.
fn decade_label(decade: i32) -> String {
    let (unit, exponent) = match decade {
        ..-3 => ("µs", -6),
        -3..0 => ("ms", -3),
        _ => ("s", 0),
    };
    format!(
        "1{} {unit}",
        "0".repeat((decade - exponent).max(0) as usize)
    )
}

/// The sweep's chart: time (log) against density, ours solid and the reference dashed, a colour
/// per size.
pub(super) fn sweep_chart(sweep: &DensitySweep, points: &[SweepPoint]) -> String {
    let times: Vec<f64> = points
        .iter()
        .flat_map(|p| [SweepPoint::mean(&p.ours), SweepPoint::mean(&p.reference)])
        .collect();
    let (y_lo, y_hi) = decades(&times);
    let x_hi = sweep.per_mille.iter().copied().max().unwrap_or(1).max(1) as f64;
    let x = |m: u64| LEFT + m as f64 / x_hi * (W - LEFT - SWEEP_RIGHT);
    let y = |t: f64| H - BOTTOM - (t.log10() - y_lo) / (y_hi - y_lo) * (H - TOP - BOTTOM);
    let mut svg = chart(&format!("{}: time against obstacle density", sweep.problem));
    for &m in &sweep.per_mille {
        let px = Px(x(m));
        grid_line(&mut svg, (&px, &TOP), (&px, &Px(H - BOTTOM)), "#eee");
        let at: Attrs<'_> = &[("x", &px), ("y", &Px(H - BOTTOM + 18.0)), MIDDLE];
        svg.text_element("text", at, &format!("{}%", m / 10));
    }
    time_grid(&mut svg, (y_lo, y_hi), y, W - SWEEP_RIGHT);
    axis_label(
        &mut svg,
        SWEEP_RIGHT,
        "obstacles (each cell, independently)",
    );
    let mut sides: Vec<u64> = points.iter().map(|p| p.side).collect();
    sides.dedup();
    let mut legend_y = TOP + 10.0;
    for (i, side) in sides.into_iter().enumerate() {
        let series: Vec<&SweepPoint> = points.iter().filter(|p| p.side == side).collect();
        let colour = COLOURS[i % COLOURS.len()];
        for reference in [false, true] {
            let coords: Vec<(f64, f64)> = series
                .iter()
                .map(|p| {
                    let times = if reference { &p.reference } else { &p.ours };
                    (x(p.per_mille), y(SweepPoint::mean(times)))
                })
                .collect();
            let who = if reference { "C++ reference" } else { "ours" };
            polyline(&mut svg, &coords, colour, reference);
            let label = format!("{side}x{side} {who}");
            legend(&mut svg, (SWEEP_RIGHT, legend_y), colour, reference, &label);
            legend_y += 18.0;
        }
    }
    finish(svg)
}

/// The sweep chart's margin on the right, where the legend goes.
const SWEEP_RIGHT: f64 = 190.0;

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::ladders::ladders;

    #[test]
    fn time_axes_label_and_cover_whole_decades() {
        assert_eq!(decade_label(-4), "100 µs");
        assert_eq!(decade_label(-3), "1 ms");
        assert_eq!(decade_label(-1), "100 ms");
        assert_eq!(decade_label(1), "10 s");
        assert_eq!(decades(&[0.002, 0.3]), (-3.0, 0.0));
    }

    #[test]
    fn ladder_charts_draw_each_family_and_dash_the_contest_approach() {
        let point = |family: &str, size: f64, baseline: Option<Duration>| Point {
            family: family.to_owned(),
            size,
            size_label: size.to_string(),
            fast: Duration::from_millis(2),
            memory_kb: 1,
            baseline,
            visited: None,
        };
        let points = [
            point("random-s1", 10.0, Some(Duration::from_millis(30))),
            point("random-s1", 1000.0, None),
            point("path-s2", 100.0, None),
        ];
        let svg = ladder_chart(&ladders(true)[0], &points);
        assert_eq!(svg.matches("<polyline").count(), 3, "{svg}");
        assert_eq!(svg.matches("<circle").count(), 4, "{svg}");
        assert!(svg.contains(">random-s1<") && svg.contains(">random-s1 (contest)<"));
        assert!(svg.contains(">path-s2<") && !svg.contains(">path-s2 (contest)<"));
        assert_eq!(
            svg.matches("stroke-dasharray").count(),
            2,
            "the contest approach's line and key"
        );
        assert!(svg.contains(">1e1<") && svg.contains(">1e3<"), "{svg}");
        assert!(svg.ends_with("</svg>\n"));
    }

    #[test]
    fn labels_are_escaped() {
        let point = Point {
            family: "a<b & 'c'".to_owned(),
            size: 10.0,
            size_label: "10".to_owned(),
            fast: Duration::from_millis(2),
            memory_kb: 1,
            baseline: None,
            visited: None,
        };
        let svg = ladder_chart(&ladders(true)[0], &[point]);
        assert!(svg.contains(">a&lt;b &amp; &apos;c&apos;</text>"), "{svg}");
    }
}
