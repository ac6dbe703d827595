//! `cargo xtask bench [problem ...] [--quick]`: times the release solvers as child processes on
//! seeded generated inputs from the contest limit to far beyond, next to the contest approach
//! where it finishes, and writes a Markdown table and an SVG chart per problem.
//!
//! Each point is the median wall time (spawn to exit) of several runs and the largest peak
//! resident memory (`ru_maxrss` from `wait4`). Benchmarks never fail on time.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

mod chart;
mod moves;
mod progress;
mod report;
mod sweep;
mod sweep_point;

use crate::args::TaskResult;
use crate::ladders::{Case, Ladder, ladders};
use crate::problem_arg;
use problems::PROBLEMS;
use report::Point;

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
    let floor = measure(Path::new("/bin/true"), &[], Path::new("/dev/null"))
        .map_or(0.0, |run| run.kb as f64 / 1024.0);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let build = if options.dev {
        "dev (unoptimised: these are not the solvers' times)"
    } else {
        "release"
    };
    let mut report = report::header(cores, bench.runs, build, floor);
    let failed = bench.ladders(root, &selected, options.quick, &mut report);
    println!("{report}");
    let mut failed = failed;
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
    /// Measures the ladders of the `selected` problems and appends each one's section (and its
    /// density sweeps) to `report`, writing its chart unless `quick`; true if anything failed.
    fn ladders(&self, root: &Path, selected: &[&str], quick: bool, report: &mut String) -> bool {
        let mut failed = false;
        let all_ladders: Vec<Ladder> = ladders(quick)
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
                points.extend(self.measure_case(ladder.problem, case, &progress, &mut failed));
            }
            progress::clear();
            report.push_str(&report::table(
                ladder,
                &notes(root, ladder.problem),
                &points,
            ));
            failed |= !sweep::density_sweeps_of(root, ladder.problem, quick, &self.release, report);
            if !quick {
                failed |= !write_chart(root, ladder, &points);
            }
        }
        failed
    }

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
            progress::clear();
            eprintln!("{e}");
            *failed = true;
        };
        // Inputs are generated by a child process: the measuring process must stay small,
        // because Linux counts the spawning process's peak memory in the child's max RSS.
        progress::show(format_args!("{progress} {name}: generating"));
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
            progress::show(format_args!("{label}run {run}/{}", self.runs));
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

/// The notes of `problem` in bench/: the Markdown files whose title starts `# <problem>:`, by
/// name.
fn notes(root: &Path, problem: &str) -> Vec<String> {
    let title = format!("# {problem}:");
    let mut notes: Vec<String> = std::fs::read_dir(root.join("bench"))
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| entry.path().extension().is_some_and(|e| e == "md"))
        .filter(|entry| {
            std::fs::read_to_string(entry.path())
                .is_ok_and(|text| text.lines().next().is_some_and(|l| l.starts_with(&title)))
        })
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    notes.sort();
    notes
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args;

    #[test]
    fn the_median_is_the_middle_run() {
        let ms = Duration::from_millis;
        assert_eq!(median(vec![ms(5), ms(1), ms(3)]), ms(3));
    }

    #[test]
    fn a_problems_notes_are_found_by_their_title() {
        let root = std::env::temp_dir().join(format!("bench-notes-{}", std::process::id()));
        let bench = root.join("bench");
        std::fs::create_dir_all(&bench).unwrap();
        for (name, text) in [
            ("nim-search.md", "# nim: the search\n"),
            ("a.md", "# nim: first by name\n"),
            ("nimble.md", "# nimble: another problem\n"),
            ("RESULTS.md", "# Benchmark results\n\n## nim\n"),
            ("nim.txt", "# nim: not Markdown\n"),
        ] {
            std::fs::write(bench.join(name), text).unwrap();
        }
        let found = notes(&root, "nim");
        let _ = std::fs::remove_dir_all(&root);
        assert_eq!(found, ["a.md", "nim-search.md"]);
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
}
