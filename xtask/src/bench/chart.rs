//! The SVG charts of `cargo xtask bench`: a ladder's time against size (log-log), and a density
//! sweep's time against density.

use std::fmt::Write as _;

use super::sweep::SweepPoint;
use super::{Point, families};
use crate::ladders::{DensitySweep, Ladder};

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
    let mut svg = svg_open(&format!("{}: time against size (log-log)", ladder.problem));
    size_grid(&mut svg, (x_lo, x_hi), x);
    time_grid(&mut svg, (y_lo, y_hi), y, W - LADDER_RIGHT);
    let _ = writeln!(
        svg,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
        (LEFT + W - LADDER_RIGHT) / 2.0,
        H - 12.0,
        ladder.axis
    );
    let mut legend_y = TOP + 10.0;
    let plot = |(s, t): (f64, f64)| (x(s), y(t));
    for (i, family) in families(points).into_iter().enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        let series: Vec<&Point> = points.iter().filter(|p| p.family == family).collect();
        let fast: Vec<(f64, f64)> = series
            .iter()
            .map(|p| plot((p.size, p.fast.as_secs_f64())))
            .collect();
        svg.push_str(&ladder_line(&fast, colour, ""));
        ladder_legend(&mut svg, &mut legend_y, colour, family, "");
        let base: Vec<(f64, f64)> = series
            .iter()
            .filter_map(|p| p.baseline.map(|b| plot((p.size, b.as_secs_f64()))))
            .collect();
        if !base.is_empty() {
            const DASH: &str = " stroke-dasharray=\"6 4\"";
            svg.push_str(&ladder_line(&base, colour, DASH));
            let label = format!("{family} (contest)");
            ladder_legend(&mut svg, &mut legend_y, colour, &label, DASH);
        }
    }
    svg.push_str("</svg>\n");
    svg
}

/// The ladder chart's margin on the right, where the legend goes.
const LADDER_RIGHT: f64 = 170.0;

/// The ladder chart's grid line and label at each decade of size from `10^lo` to `10^hi`; `x`
/// maps a size to its abscissa.
fn size_grid(svg: &mut String, (lo, hi): (f64, f64), x: impl Fn(f64) -> f64) {
    for decade in lo as i32..=hi as i32 {
        let px = x(10f64.powi(decade));
        let _ = writeln!(
            svg,
            "<line x1=\"{px:.1}\" y1=\"{TOP}\" x2=\"{px:.1}\" y2=\"{:.1}\" stroke=\"#ddd\"/>\
             <text x=\"{px:.1}\" y=\"{:.1}\" text-anchor=\"middle\">1e{decade}</text>",
            H - BOTTOM,
            H - BOTTOM + 18.0
        );
    }
}

/// One series of the ladder chart through the plotted `coords`, with a dot at each point;
/// `dash` is empty or the stroke's dash attribute.
fn ladder_line(coords: &[(f64, f64)], colour: &str, dash: &str) -> String {
    let points: Vec<String> = coords
        .iter()
        .map(|&(px, py)| format!("{px:.1},{py:.1}"))
        .collect();
    let dots: String = coords
        .iter()
        .map(|&(px, py)| {
            format!("<circle cx=\"{px:.1}\" cy=\"{py:.1}\" r=\"3\" fill=\"{colour}\"/>")
        })
        .collect();
    format!(
        "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"{dash}/>{dots}\n",
        points.join(" ")
    )
}

/// The ladder chart's legend entry for a series at height `legend_y`, which then moves down a
/// line.
fn ladder_legend(svg: &mut String, legend_y: &mut f64, colour: &str, label: &str, dash: &str) {
    let _ = writeln!(
        svg,
        "<line x1=\"{:.1}\" y1=\"{legend_y:.1}\" x2=\"{:.1}\" y2=\"{legend_y:.1}\" \
         stroke=\"{colour}\" stroke-width=\"2\"{dash}/><text x=\"{:.1}\" y=\"{:.1}\">{label}</text>",
        W - LADDER_RIGHT + 10.0,
        W - LADDER_RIGHT + 34.0,
        W - LADDER_RIGHT + 40.0,
        *legend_y + 4.0
    );
    *legend_y += 18.0;
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

/// The opening of a chart's SVG: white, `W` x `H`, with `title` at the top left.
fn svg_open(title: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{W}\" height=\"{H}\" \
         font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"{LEFT}\" y=\"22\" font-size=\"15\">{title}</text>\n"
    )
}

/// A chart's grid line and label at each decade of time from `10^lo` to `10^hi`, from the left
/// margin to `right`; `y` maps a time in seconds to its height.
fn time_grid(svg: &mut String, (lo, hi): (f64, f64), y: impl Fn(f64) -> f64, right: f64) {
    for decade in lo as i32..=hi as i32 {
        let py = y(10f64.powi(decade));
        let _ = writeln!(
            svg,
            "<line x1=\"{LEFT}\" y1=\"{py:.1}\" x2=\"{right:.1}\" y2=\"{py:.1}\" stroke=\"#ddd\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
            LEFT - 6.0,
            py + 4.0,
            decade_label(decade)
        );
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
    let mut svg = svg_open(&format!("{}: time against obstacle density", sweep.problem));
    for &m in &sweep.per_mille {
        let _ = writeln!(
            svg,
            "<line x1=\"{0:.1}\" y1=\"{TOP}\" x2=\"{0:.1}\" y2=\"{1:.1}\" stroke=\"#eee\"/>\
             <text x=\"{0:.1}\" y=\"{2:.1}\" text-anchor=\"middle\">{3}%</text>",
            x(m),
            H - BOTTOM,
            H - BOTTOM + 18.0,
            m / 10
        );
    }
    time_grid(&mut svg, (y_lo, y_hi), y, W - SWEEP_RIGHT);
    let _ = writeln!(
        svg,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">obstacles (each cell, independently)</text>",
        (LEFT + W - SWEEP_RIGHT) / 2.0,
        H - 12.0
    );
    let mut sides: Vec<u64> = points.iter().map(|p| p.side).collect();
    sides.dedup();
    let mut legend_y = TOP + 10.0;
    for (i, side) in sides.into_iter().enumerate() {
        let series: Vec<&SweepPoint> = points.iter().filter(|p| p.side == side).collect();
        for reference in [false, true] {
            let coords: Vec<(f64, f64)> = series
                .iter()
                .map(|p| {
                    let times = if reference { &p.reference } else { &p.ours };
                    (x(p.per_mille), y(SweepPoint::mean(times)))
                })
                .collect();
            let who = if reference { "C++ reference" } else { "ours" };
            let label = format!("{side}x{side} {who}");
            sweep_line(
                &mut svg,
                &coords,
                COLOURS[i % COLOURS.len()],
                reference,
                (legend_y, &label),
            );
            legend_y += 18.0;
        }
    }
    svg.push_str("</svg>\n");
    svg
}

/// The sweep chart's margin on the right, where the legend goes.
const SWEEP_RIGHT: f64 = 190.0;

/// One line of the sweep chart through `coords` (dashed for the reference), and its legend entry
/// at height `legend.0`.
fn sweep_line(
    svg: &mut String,
    coords: &[(f64, f64)],
    colour: &str,
    dashed: bool,
    legend: (f64, &str),
) {
    let dash = if dashed {
        " stroke-dasharray=\"6 4\""
    } else {
        ""
    };
    let points: Vec<String> = coords
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect();
    let (legend_y, label) = legend;
    let _ = writeln!(
        svg,
        "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"{dash}/>\
         <line x1=\"{:.1}\" y1=\"{legend_y:.1}\" x2=\"{:.1}\" y2=\"{legend_y:.1}\" \
         stroke=\"{colour}\" stroke-width=\"2\"{dash}/><text x=\"{:.1}\" y=\"{:.1}\">{label}</text>",
        points.join(" "),
        W - SWEEP_RIGHT + 10.0,
        W - SWEEP_RIGHT + 34.0,
        W - SWEEP_RIGHT + 40.0,
        legend_y + 4.0
    );
}

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
}
