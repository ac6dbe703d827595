//! The density sweep of `cargo xtask bench`: our solver against a C++ reference across obstacle
//! densities, on seeded inputs, with a Markdown table of geometric means.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use super::report::show_ms;
use super::sweep_point::SweepPoint;
use super::{chart, generate_to, measure, median, progress, target_dir};
use crate::ladders::{DensitySweep, density_sweeps};

/// Runs the density sweeps of `problem` (most problems have none) into `report`, and writes their
/// charts unless `quick`; `false` if one failed.
pub(super) fn density_sweeps_of(
    root: &Path,
    problem: &str,
    quick: bool,
    release: &Path,
    report: &mut String,
) -> bool {
    let inputs = target_dir(root).join("bench-inputs");
    let mut ok = true;
    for sweep in density_sweeps(quick)
        .iter()
        .filter(|s| s.problem == problem)
    {
        match density_sweep(root, sweep, release, &inputs) {
            Ok((section, svg)) => {
                report.push_str(&section);
                let path = root.join("bench").join(format!("{problem}-density.svg"));
                if !quick && let Err(e) = std::fs::write(&path, svg) {
                    eprintln!("cannot write {}: {e}", path.display());
                    ok = false;
                }
            }
            Err(e) => {
                progress::clear();
                eprintln!("{e}");
                ok = false;
            }
        }
    }
    ok
}

/// Builds the sweep's C++ reference with `g++ -O2` into the target directory.
fn build_reference(root: &Path, sweep: &DensitySweep) -> Result<PathBuf, String> {
    let out = target_dir(root).join("bench-reference");
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let binary = out.join(format!("{}-reference", sweep.problem));
    let status = Command::new("g++")
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(root.join(sweep.reference))
        .status()
        .map_err(|e| format!("cannot run g++ for {}: {e}", sweep.reference))?;
    if status.success() {
        Ok(binary)
    } else {
        Err(format!("g++ failed on {}", sweep.reference))
    }
}

/// Whether two programs print the same on `input` (the reference must agree with us).
fn same_output(a: &Path, b: &Path, input: &Path) -> Result<bool, String> {
    let run = |program: &Path| {
        Command::new(program)
            .arg(input)
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output()
            .map(|o| o.stdout)
            .map_err(|e| format!("cannot run {}: {e}", program.display()))
    };
    Ok(run(a)? == run(b)?)
}

/// Runs a [`DensitySweep`]: for each size, density and seed, our solver and the reference in
/// turns, `runs` times each, timed by CPU time (the machine is shared). Returns the Markdown section and the SVG chart.
fn density_sweep(
    root: &Path,
    sweep: &DensitySweep,
    release: &Path,
    inputs: &Path,
) -> Result<(String, String), String> {
    let reference = build_reference(root, sweep)?;
    let ours = release.join(sweep.problem);
    let xtask = release.join("xtask");
    let mut points = Vec::new();
    for grid in &sweep.grids {
        for &per_mille in &sweep.per_mille {
            let mut point = SweepPoint {
                side: grid.side,
                per_mille,
                ours: Vec::new(),
                reference: Vec::new(),
            };
            for &seed in &grid.seeds {
                progress::show(format_args!(
                    "{} density sweep: {side}x{side}, {per_mille} per mille, seed {seed}",
                    sweep.problem,
                    side = grid.side
                ));
                let sizes = [grid.side, grid.side, per_mille].map(|s| s.to_string());
                let name = format!("{}-sweep-s{seed}-{}", sweep.problem, sizes.join("-"));
                let path = inputs.join(format!("{name}.in"));
                let seed_arg = seed.to_string();
                let mut args = vec!["gen", sweep.problem, sweep.family, "--seed", &seed_arg];
                args.extend(sizes.iter().map(String::as_str));
                generate_to(&xtask, &args, &path)?;
                if !same_output(&ours, &reference, &path)? {
                    return Err(format!("the reference disagrees with us on {name}"));
                }
                let (mut mine, mut theirs) = (Vec::new(), Vec::new());
                for _ in 0..grid.runs {
                    mine.push(measure(&ours, &[], &path)?.cpu);
                    theirs.push(measure(&reference, &[], &path)?.cpu);
                }
                point.ours.push(median(mine));
                point.reference.push(median(theirs));
            }
            points.push(point);
        }
    }
    progress::clear();
    Ok((
        sweep_table(sweep, &points),
        chart::sweep_chart(sweep, &points),
    ))
}

/// The sweep's table: per size and density, the geometric means over the seeds.
fn sweep_table(sweep: &DensitySweep, points: &[SweepPoint]) -> String {
    let mut out = format!(
        "\n### {} against obstacle density\n\nRandom fields (`{}` family), each cell an obstacle \
         with the given probability; per seed the median of the runs' CPU time (user + system), \
         interleaved with the C++ \
         Hopcroft–Karp reference (`{}`, built with `g++ -O2`), which printed the same on every \
         field; times are geometric means over the seeds.\nSpeed-up: the reference's time over \
         ours (geometric mean, and the least over the seeds). Chart: \
         `bench/{0}-density.svg`.\n\n",
        sweep.problem, sweep.family, sweep.reference
    );
    out.push_str("| field | obstacles | seeds | ours | reference | speed-up | least |\n");
    out.push_str("|---|---:|---:|---:|---:|---:|---:|\n");
    for p in points {
        let ratios: Vec<f64> = p.ratios().collect();
        let least = ratios.iter().copied().fold(f64::INFINITY, f64::min);
        let logs: f64 = ratios.iter().map(|r| r.ln()).sum();
        let _ = writeln!(
            out,
            "| {0}x{0} | {1}% | {2} | {3} | {4} | {5:.2}x | {least:.2}x |",
            p.side,
            p.per_mille as f64 / 10.0,
            p.ours.len(),
            show_ms(Duration::from_secs_f64(SweepPoint::mean(&p.ours))),
            show_ms(Duration::from_secs_f64(SweepPoint::mean(&p.reference))),
            (logs / ratios.len() as f64).exp(),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sweep_points_average_and_compare_per_seed() {
        let ms = Duration::from_millis;
        let point = SweepPoint {
            side: 10,
            per_mille: 150,
            ours: vec![ms(100), ms(400)],
            reference: vec![ms(300), ms(400)],
        };
        assert!((SweepPoint::mean(&point.ours) - 0.2).abs() < 1e-9);
        let ratios: Vec<f64> = point.ratios().collect();
        assert!((ratios[0] - 3.0).abs() < 1e-9 && (ratios[1] - 1.0).abs() < 1e-9);
        let table = sweep_table(&density_sweeps(true)[0], std::slice::from_ref(&point));
        let row = "| 10x10 | 15% | 2 | 200.0 ms | 346.4 ms | 1.73x | 1.00x |";
        assert!(table.contains(row), "{table}");
        let svg = chart::sweep_chart(&density_sweeps(true)[0], &[point]);
        assert_eq!(svg.matches("<polyline").count(), 2, "{svg}");
        assert!(svg.contains(">10x10 ours<") && svg.contains(">10x10 C++ reference<"));
        assert_eq!(
            svg.matches("stroke-dasharray").count(),
            2,
            "the reference's line and key"
        );
    }
}
