//! Workspace tasks, run as `cargo xtask <task>` (an alias in `.cargo/config.toml`).
//!
//! Paths come from this crate's manifest directory, never from the current directory, so every
//! task works from anywhere inside the workspace.

mod bench;
mod check;
mod ladders;
mod new;
mod problems;
mod stress;
mod verify;

use std::process::ExitCode;

const HELP: &str = "\
cargo xtask <task> [arguments]

Tasks:
  verify [problem[/case] ...] [--bless]
      Run every testdata case through its solver and compare with its snapshot; refusals of
      invalid/ cases are snapshots too. --bless writes the snapshots (review them with git diff).
  bench [problem ...] [--quick]
      Time the release solvers on seeded inputs from the contest limit to far beyond it, next to
      the contest approach; write bench/RESULTS.md and bench/<problem>.svg (not with --quick).
  stress [problem ...] [--cases N] [--seconds S] [--seed X]
      Rerun the fast-versus-brute property tests with N cases (default 2000) and a new seed per
      round until S seconds (default 300) are spent; print the first counterexample (shrunk).
  new <problem> [--title \"...\"] [--source \"...\"]
      Scaffold a solver crate (placeholder game, brute force, property test) and its testdata,
      registered in the workspace, verify, bench and stress.
  gen <problem> [family] --seed N [size ...]
      Print one generated input; without a family, list the problem's families.
  check <problem> [--seconds S] [--cases N] [--seed X] [--time-limit T] [--jobs J]
        [--size contest|beyond] [--save PATH] -- <command> [args...]
      Judge your own solution against ours on testdata and generated inputs; shrink the first
      failing input to a local minimum and save it with our answer. `check --help` for more.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(task) = args.first() else {
        print!("{HELP}");
        return ExitCode::SUCCESS;
    };
    let rest = &args[1..];
    match task.as_str() {
        "verify" => verify_task(rest),
        "bench" => {
            let quick = rest.iter().any(|a| a == "--quick");
            let problems = rest.iter().filter(|a| *a != "--quick").cloned().collect();
            let options = bench::BenchOptions { problems, quick };
            ExitCode::from(bench::run(&verify::workspace_root(), &options))
        }
        "gen" => gen_task(rest),
        "new" => {
            let root = verify::workspace_root();
            match new::NewOptions::parse(rest).and_then(|options| {
                let written = new::run(&root, &options)?;
                Ok((options.name, written))
            }) {
                Ok((name, written)) => {
                    println!("created and registered `{name}`:");
                    for path in written {
                        println!("  {path}");
                    }
                    print!("{}", new::next_steps(&name));
                    ExitCode::SUCCESS
                }
                Err(why) => {
                    eprintln!("xtask new: {why}");
                    ExitCode::from(2)
                }
            }
        }
        "stress" => match stress::StressOptions::parse(rest) {
            Ok(options) => ExitCode::from(stress::run(&verify::workspace_root(), &options)),
            Err(why) => {
                eprintln!("xtask stress: {why}");
                ExitCode::from(2)
            }
        },
        "check" => ExitCode::from(check::main(&verify::workspace_root(), rest)),
        "baseline" => baseline_task(rest),
        "help" | "--help" | "-h" => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        other => {
            eprintln!("xtask: unknown task `{other}`\n\n{HELP}");
            ExitCode::from(2)
        }
    }
}

fn verify_task(args: &[String]) -> ExitCode {
    let bless = args.iter().any(|a| a == "--bless");
    let filters: Vec<String> = args.iter().filter(|a| *a != "--bless").cloned().collect();
    if let Some(flag) = filters.iter().find(|f| f.starts_with('-')) {
        eprintln!("xtask verify: unknown flag `{flag}`");
        return ExitCode::from(2);
    }
    let summary = verify::verify(&verify::workspace_root(), &filters, bless, &mut |line| {
        println!("{line}")
    });
    for failure in &summary.failures {
        println!("FAIL {failure}");
    }
    if bless {
        println!("snapshots written: review them with `git diff testdata/` before committing");
    }
    println!(
        "{} passed, {} failed",
        summary.passed,
        summary.failures.len()
    );
    if summary.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn gen_task(args: &[String]) -> ExitCode {
    let usage = || {
        eprintln!("usage: cargo xtask gen <problem> [family] --seed N [size ...]\nfamilies:");
        for f in ladders::FAMILIES {
            eprintln!("  {} {} --seed N {}", f.problem, f.name, f.sizes.join(" "));
        }
        ExitCode::from(2)
    };
    let mut seed = None;
    let mut words = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if arg == "--seed" {
            seed = args.next().and_then(|s| s.parse::<u64>().ok());
            if seed.is_none() {
                return usage();
            }
        } else {
            words.push(arg.as_str());
        }
    }
    let Some((&problem, rest)) = words.split_first() else {
        return usage();
    };
    let candidates: Vec<&ladders::Family> = ladders::FAMILIES
        .iter()
        .filter(|f| f.problem == problem)
        .collect();
    let (family, sizes) = match rest.split_first() {
        Some((name, sizes)) if name.parse::<u64>().is_err() => {
            (candidates.iter().find(|f| f.name == *name), sizes)
        }
        _ => (candidates.first(), rest),
    };
    let (Some(family), Some(seed)) = (family, seed) else {
        return usage();
    };
    let sizes: Option<Vec<u64>> = sizes.iter().map(|s| s.parse().ok()).collect();
    match sizes {
        Some(sizes) if sizes.len() == family.sizes.len() => {
            print!("{}", (family.generate)(seed, &sizes));
            ExitCode::SUCCESS
        }
        _ => usage(),
    }
}

/// Hidden: runs the contest approach on a file, as the benchmark's child process.
fn baseline_task(args: &[String]) -> ExitCode {
    let [problem, path] = args else {
        eprintln!("usage: cargo xtask baseline <problem> <input file>");
        return ExitCode::from(2);
    };
    let input = match std::fs::read_to_string(path) {
        Ok(input) => input,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let Some(entry) = problems::PROBLEMS.iter().find(|p| p.name == problem) else {
        eprintln!("no problem named `{problem}`");
        return ExitCode::from(2);
    };
    match (entry.baseline)(&input) {
        Ok(answer) => {
            print!("{answer}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
