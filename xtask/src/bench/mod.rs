//! `cargo xtask bench [problem ...] [--quick]`: times the release solvers as child processes on
//! seeded generated inputs from the contest limit to far beyond, next to the contest approach
//! where it finishes, and writes a Markdown table and an SVG chart per problem.
//!
//! Each point is the median wall time (spawn to exit) of several runs and the largest peak
//! resident memory (`ru_maxrss` from `wait4`). Benchmarks never fail on time.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

mod chart;
mod moves;
mod sweep;
mod sweep_point;

use crate::args::TaskResult;
use crate::ladders::{Case, Growth, Ladder, ladders};
use crate::problem_arg;
use problems::PROBLEMS;

/// One measured point.
struct Point {
    family: String,
    size: f64,
    size_label: String,
    fast: Duration,
    memory_kb: u64,
    baseline: Option<Duration>,
    /// Positions the search expanded, for the solvers that report it (the problem's `positions_flag`).
    visited: Option<u64>,
}

/// One run of a program: what [`measure`] reports.
struct Measured {
    /// From spawn to exit.
    wall: Duration,
    /// Peak RSS in KiB.
    kb: u64,
    /// User + system CPU time, steadier than wall time on a loaded machine.
    cpu: Duration,
}

/// Runs `program args... input` to completion with stdout discarded.
fn measure(program: &Path, args: &[&str], input: &Path) -> Result<Measured, String> {
    let start = Instant::now();
    let child = Command::new(program)
        .args(args)
        .arg(input)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", program.display()))?;
    // Reaped by `wait4` for its peak memory: the `Child` handle is dropped without waiting again.
    let reaped = judge::reap::wait4(child.id(), true);
    let wall = start.elapsed();
    drop(child);
    let Ok(Some(reaped)) = reaped else {
        return Err(format!("wait4 failed for {}", program.display()));
    };
    if !reaped.status.success() {
        return Err(format!(
            "{} {} failed on {} ({})",
            program.display(),
            args.join(" "),
            input.display(),
            reaped.status
        ));
    }
    Ok(Measured {
        wall,
        kb: reaped.max_rss_kb,
        cpu: reaped.cpu,
    })
}

/// The positions a search expands on `input`: `program flag` (the problem's `positions_flag`)
/// prints `positions visited: N` on stderr. Run once, after the timed runs, so the count costs no timing.
fn visited_count(program: &Path, flag: &str, input: &Path) -> Result<u64, String> {
    let output = Command::new(program)
        .arg(flag)
        .arg(input)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot start {}: {e}", program.display()))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    stderr
        .lines()
        .find_map(|line| line.strip_prefix("positions visited: "))
        .and_then(|n| n.trim().parse().ok())
        .ok_or_else(|| format!("{} {flag} printed no count: {stderr}", program.display()))
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort_unstable();
    times[times.len() / 2]
}

/// Least-squares slope of log(time) against log(size).
fn growth_exponent(points: &[(f64, f64)]) -> Option<f64> {
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
fn show_ms(duration: Duration) -> String {
    let ms = duration.as_secs_f64() * 1e3;
    if ms < 10.0 {
        format!("{ms:.2} ms")
    } else if ms < 1000.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{:.2} s", ms / 1e3)
    }
}

/// Time the release solvers against the contest approach; write bench/RESULTS.md and charts
///
/// Builds the solvers in release mode and times them as child processes on seeded generated
/// inputs, from the contest's limit to far beyond it (the ladders of xtask/src/ladders.rs), next
/// to the contest approach where it finishes. Each point is the median wall time of 5 runs and the
/// peak memory. A full run of every problem writes bench/RESULTS.md and bench/<problem>.svg; the
/// table is printed in any case. Timings never fail the run.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(verbatim_doc_comment)]
#[command(after_help = "\
Every input can be printed again with `cargo xtask gen <problem> <family> --seed S <sizes>`.
Exit status: 0 done; 1 a build, a run or a write failed; 2 usage error.")]
pub struct BenchOptions {
    /// Only these problems (default: all; then RESULTS.md is rewritten)
    #[arg(value_name = "PROBLEM", value_parser = problem_arg::problem)]
    pub problems: Vec<problem_arg::ProblemArg>,
    /// A shorter ladder and 3 runs per point; writes no file
    #[arg(long)]
    pub quick: bool,
    /// Instead: time `<solver> --moves` against `<solver>` on each testdata case; writes
    /// bench/MOVES.md (not with --quick)
    #[arg(long)]
    pub moves: bool,
    /// A smoke run of the ladders in the dev profile, with --quick's ladder: nothing is built in
    /// release and no file is written; the times say nothing (for a new problem's first try)
    #[arg(long)]
    pub dev: bool,
    /// Instead: the explorer's WebAssembly in headless Chromium against the native engine on one
    /// thread, on the hard positions, and each page's time to interactive (bench/wasm.md)
    #[arg(long, conflicts_with_all = ["moves", "dev", "quick"])]
    pub wasm: bool,
}

/// `cargo xtask bench`.
pub fn main(options: BenchOptions) -> TaskResult {
    if options.wasm {
        return crate::site::bench();
    }
    Ok(ExitCode::from(run(
        &gamecore::workspace::workspace_root(),
        &options,
    )))
}

/// Runs the benchmark and returns the process exit code.
pub fn run(root: &Path, options: &BenchOptions) -> u8 {
    let selected: Vec<&'static str> = PROBLEMS
        .iter()
        .map(|p| p.name)
        .filter(|name| {
            options.problems.is_empty() || options.problems.iter().any(|p| p.name == *name)
        })
        .collect();
    let options = &BenchOptions {
        quick: options.quick || options.dev,
        ..options.clone()
    };
    if !build(root, &selected, options.dev) {
        return 1;
    }
    let release = target_dir(root).join(if options.dev { "debug" } else { "release" });
    let bench = Bench {
        xtask: release.join("xtask"),
        inputs: target_dir(root).join("bench-inputs"),
        runs: if options.quick { 3 } else { 5 },
        release,
    };
    if options.moves {
        return u8::from(!moves::run(root, &bench.release, &selected, options.quick));
    }
    if let Err(e) = std::fs::create_dir_all(&bench.inputs) {
        eprintln!("xtask bench: cannot create {}: {e}", bench.inputs.display());
        return 1;
    }
    let mut report = report_header(bench.runs, options.dev);
    let mut failed = false;
    let all_ladders: Vec<Ladder> = ladders(options.quick)
        .into_iter()
        .filter(|l| selected.contains(&l.problem))
        .collect();
    let total: usize = all_ladders.iter().map(|l| l.cases.len()).sum();
    let mut done = 0;
    for ladder in &all_ladders {
        let mut points = Vec::new();
        for case in &ladder.cases {
            done += 1;
            let progress = format!("[{done}/{total}] {}", ladder.problem);
            points.extend(bench.measure_case(ladder.problem, case, &progress, &mut failed));
        }
        eprint!("\r\x1b[K");
        report.push_str(&table(ladder, &points));
        failed |= !sweep::density_sweeps_of(
            root,
            ladder.problem,
            options.quick,
            &bench.release,
            &mut report,
        );
        if !options.quick {
            failed |= !write_chart(root, ladder, &points);
        }
    }
    println!("{report}");
    if !options.quick && options.problems.is_empty() && !failed {
        failed = !write_results(root, &report);
    } else if !options.quick {
        eprintln!("(bench/RESULTS.md is only rewritten by a full run of every problem)");
    }
    u8::from(failed)
}

/// Writes `bench/RESULTS.md`; false (said on stderr) if it cannot.
fn write_results(root: &Path, report: &str) -> bool {
    let path = root.join("bench/RESULTS.md");
    match std::fs::write(&path, report) {
        Ok(()) => {
            eprintln!("wrote {} and bench/<problem>.svg", path.display());
            true
        }
        Err(e) => {
            eprintln!("cannot write {}: {e}", path.display());
            false
        }
    }
}

/// Builds xtask and the `selected` solvers, in release mode unless `dev`; false (said on
/// stderr) if it fails.
fn build(root: &Path, selected: &[&str], dev: bool) -> bool {
    let mode = if dev { "dev" } else { "release" };
    eprintln!("building the solvers and xtask in {mode} mode...");
    let mut build = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    build.current_dir(root).args(["build", "-q", "-p", "xtask"]);
    if !dev {
        build.arg("--release");
    }
    for name in selected {
        build.args(["-p", name]);
    }
    match build.status() {
        Ok(status) if status.success() => true,
        _ => {
            eprintln!("xtask bench: the {mode} build failed");
            false
        }
    }
}

/// RESULTS.md's opening: the machine, the date, how points are measured and where inputs come from.
fn report_header(runs: usize, dev: bool) -> String {
    let floor = measure(Path::new("/bin/true"), &[], Path::new("/dev/null"))
        .map_or(0.0, |run| run.kb as f64 / 1024.0);
    format!(
        "# Benchmark results\n\nMachine: {} cores; date: {}; {} runs per point (median wall time \
         from spawn to exit, {} build, one thread). Peak memory is the child's max RSS, which \
         Linux never reports below the measuring process's own (here {floor:.1} MB, as `/bin/true` \
         shows).\nEvery input comes from a seeded generator: `cargo xtask gen <problem> <family> \
         --seed S <sizes>`, with the family, seed and sizes of the case's name \
         (`<family>-s<seed>-<sizes>`). What `--moves` costs next to solving, on the testdata: \
         [MOVES.md](MOVES.md). The explorer's solvers in WebAssembly against native, and the \
         site's size and time to interactive: [wasm.md](wasm.md) (`cargo xtask bench --wasm`).\n",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        today(),
        runs,
        if dev {
            "dev (unoptimised: these are not the solvers' times)"
        } else {
            "release"
        }
    )
}

/// Writes `bench/<problem>.svg`; false (said on stderr) if it cannot.
fn write_chart(root: &Path, ladder: &Ladder, points: &[Point]) -> bool {
    let svg = chart::ladder_chart(ladder, points);
    let path = root.join("bench").join(format!("{}.svg", ladder.problem));
    if let Err(e) =
        std::fs::create_dir_all(root.join("bench")).and_then(|()| std::fs::write(&path, svg))
    {
        eprintln!("cannot write {}: {e}", path.display());
        return false;
    }
    true
}

/// Where a bench run finds its programs and puts its inputs, and how often it runs each.
struct Bench {
    /// The release build's directory, holding the solvers.
    release: PathBuf,
    /// The release xtask, which generates the inputs and runs the contest approach.
    xtask: PathBuf,
    /// Where the generated inputs are written.
    inputs: PathBuf,
    /// Timed runs per point.
    runs: usize,
}

impl Bench {
    /// Generates one case's input and measures it; `None` if the input or the fast solver failed.
    /// Every failure is said on stderr and sets `failed`; a failed baseline or count leaves the
    /// point without it.
    fn measure_case(
        &self,
        problem: &str,
        case: &Case,
        progress: &str,
        failed: &mut bool,
    ) -> Option<Point> {
        let sizes: Vec<String> = case.sizes.iter().map(u64::to_string).collect();
        let name = format!("{}-s{}-{}", case.family, case.seed, sizes.join("-"));
        let path = self.inputs.join(format!("{problem}-{name}.in"));
        let mut fail = |e: String| {
            eprintln!("\n{e}");
            *failed = true;
        };
        // Inputs are generated by a child process: the measuring process must stay small,
        // because Linux counts the spawning process's peak memory in the child's max RSS.
        eprint!("\r\x1b[K{progress} {name}: generating");
        let seed = case.seed.to_string();
        let mut gen_args = vec!["gen", problem, case.family, "--seed", &seed];
        gen_args.extend(sizes.iter().map(String::as_str));
        if let Err(e) = generate_to(&self.xtask, &gen_args, &path) {
            fail(e);
            return None;
        }
        let fast_program = self.release.join(problem);
        let (fast, memory_kb) = self
            .timed_runs(&fast_program, &[], &path, &format!("{progress} {name}: "))
            .map_err(&mut fail)
            .ok()?;
        let baseline = case
            .baseline
            .then(|| {
                let label = format!("{progress} {name}: contest approach, ");
                self.timed_runs(&self.xtask, &["baseline", problem], &path, &label)
                    .map_err(&mut fail)
                    .ok()
            })
            .flatten()
            .map(|(time, _)| time);
        let visited = problems::find(problem)
            .ok()
            .and_then(|p| p.positions_flag)
            .and_then(|flag| {
                visited_count(&fast_program, flag, &path)
                    .map_err(&mut fail)
                    .ok()
            });
        Some(Point {
            family: format!("{}-s{}", case.family, case.seed),
            size: case.size,
            size_label: case.size_label.clone(),
            fast,
            memory_kb,
            baseline,
            visited,
        })
    }

    /// Runs `program args... input` `self.runs` times, showing `label run k/n` on stderr; the
    /// median wall time and the largest peak memory, or the first run's failure.
    fn timed_runs(
        &self,
        program: &Path,
        args: &[&str],
        input: &Path,
        label: &str,
    ) -> Result<(Duration, u64), String> {
        let mut times = Vec::new();
        let mut memory = 0;
        for run in 1..=self.runs {
            eprint!("\r\x1b[K{label}run {run}/{}", self.runs);
            let run = measure(program, args, input)?;
            times.push(run.wall);
            memory = memory.max(run.kb);
        }
        Ok((median(times), memory))
    }
}

fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from)
}

/// Today's date (UTC) as YYYY-MM-DD, from the system clock.
fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    civil_date(days)
}

/// The date `days` after 1970-01-01 as YYYY-MM-DD (proleptic Gregorian calendar).
fn civil_date(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

fn families(points: &[Point]) -> Vec<&str> {
    let mut names: Vec<&str> = Vec::new();
    for p in points {
        if !names.contains(&p.family.as_str()) {
            names.push(&p.family);
        }
    }
    names
}

/// Runs `xtask gen ...` with stdout into `path`.
fn generate_to(xtask: &Path, args: &[&str], path: &Path) -> Result<(), String> {
    let file = std::fs::File::create(path)
        .map_err(|e| format!("cannot create {}: {e}", path.display()))?;
    let status = Command::new(xtask)
        .args(args)
        .stdout(file)
        .status()
        .map_err(|e| format!("cannot run xtask gen: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("xtask {} failed", args.join(" ")))
    }
}

fn table(ladder: &Ladder, points: &[Point]) -> String {
    let mut out = format!("\n## {}\n\nSize: {}.\n\n", ladder.problem, ladder.axis);
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
    use crate::args;

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
    fn median_and_display() {
        let ms = Duration::from_millis;
        assert_eq!(median(vec![ms(5), ms(1), ms(3)]), ms(3));
        assert_eq!(show_ms(Duration::from_micros(2500)), "2.50 ms");
        assert_eq!(show_ms(ms(123)), "123.0 ms");
        assert_eq!(show_ms(ms(1500)), "1.50 s");
    }

    #[test]
    fn growth_lines_fit_or_step() {
        let point = |size: f64, millis: u64| Point {
            family: "random".to_owned(),
            size,
            size_label: size.to_string(),
            fast: Duration::from_millis(millis),
            memory_kb: 0,
            baseline: None,
            visited: None,
        };
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
    fn options_name_what_is_wrong() {
        assert_eq!(
            args::parse(&["--quick", "chapaev"]),
            Ok(BenchOptions {
                problems: vec![problem_arg::problem("chapaev").unwrap()],
                quick: true,
                moves: false,
                dev: false,
                wasm: false
            })
        );
        let error = |words: &[&str]| args::parse::<BenchOptions>(words).unwrap_err();
        assert!(error(&["--fast"]).contains("unexpected argument '--fast'"));
        assert!(error(&["nosuch"]).contains("no problem named `nosuch`"));
    }

    #[test]
    fn dates_are_civil() {
        // Day numbers from Python's datetime: (date - date(1970, 1, 1)).days.
        assert_eq!(civil_date(0), "1970-01-01");
        assert_eq!(civil_date(-1), "1969-12-31");
        assert_eq!(civil_date(11_017), "2000-03-01");
        assert_eq!(civil_date(19_723), "2024-01-01");
        assert_eq!(civil_date(19_782), "2024-02-29");
    }
}
