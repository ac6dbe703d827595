//! The report `cargo xtask bench` prints and writes to bench/RESULTS.md: its opening (the method),
//! and per problem a section with the links to its notes, the table of its ladder and how each
//! family's time grows. Current figures only: a problem's history is in its notes.

use std::fmt::Write as _;
use std::time::Duration;

use crate::ladders::{Growth, Ladder};

/// One measured point: a row of a problem's table.
pub(super) struct Point {
    pub(super) family: String,
    pub(super) size: f64,
    pub(super) size_label: String,
    pub(super) fast: Duration,
    pub(super) memory_kb: u64,
    pub(super) baseline: Option<Duration>,
    /// Positions the search expanded, for the solvers that report it (the problem's `positions_flag`).
    pub(super) visited: Option<u64>,
}

/// Least-squares slope of log(time) against log(size).
pub(super) fn growth_exponent(points: &[(f64, f64)]) -> Option<f64> {
    if points.len() < 2 {
        return None;
    }
    let logs: Vec<(f64, f64)> = points.iter().map(|&(x, y)| (x.ln(), y.ln())).collect();
    let n = logs.len() as f64;
    let (mx, my) = logs
        .iter()
        .fold((0.0, 0.0), |(a, b), &(x, y)| (a + x / n, b + y / n));
    let sxx: f64 = logs.iter().map(|&(x, _)| (x - mx).powi(2)).sum();
    let sxy: f64 = logs.iter().map(|&(x, y)| (x - mx) * (y - my)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

/// A duration for the table: milliseconds with three significant digits, seconds from 1 s.
pub(super) fn show_ms(duration: Duration) -> String {
    let ms = duration.as_secs_f64() * 1e3;
    if ms < 10.0 {
        format!("{ms:.2} ms")
    } else if ms < 1000.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{:.2} s", ms / 1e3)
    }
}

/// The families of `points`, in the order they first appear.
pub(super) fn families(points: &[Point]) -> Vec<&str> {
    let mut names: Vec<&str> = Vec::new();
    for p in points {
        if !names.contains(&p.family.as_str()) {
            names.push(&p.family);
        }
    }
    names
}

/// RESULTS.md's opening: how points are measured on this machine (`cores`, `runs` per point,
/// the `build` profile, the measuring process's own peak memory `floor_mb`), where inputs come
/// from, and where the rest is: the other benchmarks' files and each problem's notes.
pub(super) fn header(cores: usize, runs: usize, build: &str, floor_mb: f64) -> String {
    format!(
        "# Benchmark results\n\nMachine: {cores} cores; {runs} runs per point (median wall time \
         from spawn to exit, {build} build, one thread). Peak memory is the child's max RSS, which \
         Linux never reports below the measuring process's own (here {floor_mb:.1} MB, as \
         `/bin/true` shows).\nEvery input comes from a seeded generator: `cargo xtask gen \
         <problem> <family> --seed S <sizes>`, with the family, seed and sizes of the case's name \
         (`<family>-s<seed>-<sizes>`).\nWhat `--moves` costs next to solving, on every testdata \
         case: [MOVES.md](MOVES.md) (`cargo xtask bench --moves`). The explorer's solvers in \
         WebAssembly against native, and the site's size and time to interactive: \
         [wasm.md](wasm.md) (`cargo xtask bench --wasm`).\nThese are the current figures, as \
         `cargo xtask bench` writes them; the runs behind them (when, under what load) and what \
         was tried before are in the notes linked under each problem's heading.\n"
    )
}

/// A problem's section: its heading, the links to its `notes` (file names in bench/), its table
/// and how each family's time grows.
pub(super) fn table(ladder: &Ladder, notes: &[String], points: &[Point]) -> String {
    let mut out = format!("\n## {}\n\n", ladder.problem);
    if !notes.is_empty() {
        let links: Vec<String> = notes.iter().map(|n| format!("[{n}]({n})")).collect();
        let _ = writeln!(out, "Notes: {}.\n", links.join(", "));
    }
    let _ = write!(out, "Size: {}.\n\n", ladder.axis);
    // Only solvers that count their positions get the column.
    let counted = points.iter().any(|p| p.visited.is_some());
    let (head, rule) = if counted {
        (" positions visited |", "---:|")
    } else {
        ("", "")
    };
    let _ = writeln!(
        out,
        "| case | size | time | peak memory |{head} contest approach | speed-up |"
    );
    let _ = writeln!(out, "|---|---:|---:|---:|{rule}---:|---:|");
    for p in points {
        let visited = match (counted, p.visited) {
            (false, _) => String::new(),
            (true, Some(n)) => format!(" {n} |"),
            (true, None) => " - |".to_owned(),
        };
        let (base, ratio) = match p.baseline {
            Some(b) => (
                show_ms(b),
                format!("{:.1}x", b.as_secs_f64() / p.fast.as_secs_f64()),
            ),
            None => ("-".to_owned(), "-".to_owned()),
        };
        let _ = writeln!(
            out,
            "| {} | {} | {} | {:.1} MB |{visited} {base} | {ratio} |",
            p.family,
            p.size_label,
            show_ms(p.fast),
            p.memory_kb as f64 / 1024.0
        );
    }
    out.push('\n');
    for family in families(points) {
        let series: Vec<&Point> = points.iter().filter(|p| p.family == family).collect();
        out.push_str(&growth_line(ladder.growth, family, &series));
        out.push('\n');
    }
    out
}

/// The line under the table that says how one family's time grows: the fitted exponent of a
/// polynomial ladder, the time ratios of an exponential one.
fn growth_line(growth: Growth, family: &str, series: &[&Point]) -> String {
    match growth {
        Growth::Polynomial => {
            let xy: Vec<(f64, f64)> = series
                .iter()
                .filter(|p| p.fast > Duration::from_millis(5))
                .map(|p| (p.size, p.fast.as_secs_f64()))
                .collect();
            match growth_exponent(&xy) {
                Some(k) => format!(
                    "- {family}: fitted growth exponent {k:.2} (log-log, points above 5 ms)"
                ),
                None => format!("- {family}: too fast to fit a growth exponent"),
            }
        }
        Growth::Exponential => {
            let ratios: Vec<String> = series
                .windows(2)
                .map(|w| format!("{:.1}x", w[1].fast.as_secs_f64() / w[0].fast.as_secs_f64()))
                .collect();
            if ratios.is_empty() {
                format!("- {family}: one point")
            } else {
                format!("- {family}: time ratio per step {}", ratios.join(", "))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exponent_of_a_power_law() {
        let cubic: Vec<(f64, f64)> = [1.0, 10.0, 100.0]
            .iter()
            .map(|&n| (n, 2.0 * n * n * n))
            .collect();
        assert!((growth_exponent(&cubic).unwrap() - 3.0).abs() < 1e-9);
        assert_eq!(growth_exponent(&[(1.0, 1.0)]), None);
    }

    #[test]
    fn durations_are_shown_in_three_digits() {
        let ms = Duration::from_millis;
        assert_eq!(show_ms(Duration::from_micros(2500)), "2.50 ms");
        assert_eq!(show_ms(ms(123)), "123.0 ms");
        assert_eq!(show_ms(ms(1500)), "1.50 s");
    }

    fn point(size: f64, millis: u64) -> Point {
        Point {
            family: "random".to_owned(),
            size,
            size_label: size.to_string(),
            fast: Duration::from_millis(millis),
            memory_kb: 2048,
            baseline: None,
            visited: None,
        }
    }

    #[test]
    fn growth_lines_fit_or_step() {
        let points = [point(10.0, 10), point(100.0, 100), point(1000.0, 1000)];
        let series: Vec<&Point> = points.iter().collect();
        assert_eq!(
            growth_line(Growth::Polynomial, "random", &series),
            "- random: fitted growth exponent 1.00 (log-log, points above 5 ms)"
        );
        assert_eq!(
            growth_line(Growth::Exponential, "random", &series),
            "- random: time ratio per step 10.0x, 10.0x"
        );
        assert_eq!(
            growth_line(Growth::Polynomial, "random", &series[..1]),
            "- random: too fast to fit a growth exponent"
        );
        assert_eq!(
            growth_line(Growth::Exponential, "random", &series[..1]),
            "- random: one point"
        );
    }

    #[test]
    fn a_section_links_its_notes_and_holds_no_history() {
        let ladder = Ladder {
            problem: "nim",
            axis: "heaps",
            growth: Growth::Polynomial,
            cases: Vec::new(),
        };
        let notes = ["nim-search.md".to_owned()];
        let section = table(&ladder, &notes, &[point(10.0, 10)]);
        assert!(
            section.starts_with(
                "\n## nim\n\nNotes: [nim-search.md](nim-search.md).\n\nSize: heaps.\n\n| case |"
            ),
            "{section}"
        );
        assert!(
            section.contains("| random | 10 | 10.0 ms | 2.0 MB | - | - |\n"),
            "{section}"
        );
        assert!(!table(&ladder, &[], &[]).contains("Notes:"));
        let opening = header(2, 5, "release", 3.1);
        assert!(
            opening.contains("Machine: 2 cores; 5 runs per point"),
            "{opening}"
        );
        assert!(opening.lines().all(|line| line.len() < 400), "{opening}");
        assert!(!opening.contains("date"), "{opening}");
    }
}
