//! Workspace tasks, run as `cargo xtask <task>` (an alias in `.cargo/config.toml`).
//!
//! Paths come from this crate's manifest directory, never from the current directory, so every
//! task works from anywhere inside the workspace.

mod args;
mod bench;
mod check;
mod generate;
mod ladders;
mod new;
mod problems;
mod stress;
mod verify;

use std::process::ExitCode;

use args::TaskResult;

const HELP: &str = "\
cargo xtask <task> [arguments]

Tasks (`cargo xtask <task> --help` for a task's options):
  verify [problem[/case] ...] [--bless]
      Run every testdata case through its solver and compare with its snapshot; refusals of
      invalid/ cases are snapshots too. --bless writes the snapshots (review them with git diff).
  bench [problem ...] [--quick]
      Time the release solvers on seeded inputs from the contest limit to far beyond it, next to
      the contest approach; write bench/RESULTS.md and bench/<problem>.svg (not with --quick).
  stress [problem ...] [--cases N] [--seconds S] [--seed X]
      Rerun the fast-versus-brute property tests with N cases (default 2000) and a new seed per
      round until S seconds (default 300) are spent; print the first counterexample (shrunk).
  new <problem> [--title T] [--source S] [--idea I] [--scale S] [--axis A]
      Scaffold a solver crate (placeholder game, brute force, property and witness tests, fuzz
      target, shrinking) and its testdata, registered in the workspace and in every task.
  gen <problem> [family] --seed N [size ...]
      Print one generated input; `gen <problem>` lists the problem's families.
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
        // Not `subcommand`: the words after `--` are the contestant's, `-h` among them.
        CHECK => ExitCode::from(check::main(&verify::workspace_root(), rest)),
        "baseline" => baseline_task(rest),
        "help" | "--help" | "-h" => help_task(rest),
        name => match SUBCOMMANDS.iter().find(|task| task.0 == name) {
            Some(&(name, help, run)) => subcommand(name, help, rest, run),
            None => {
                eprintln!(
                    "xtask: unknown task `{name}` (tasks: {}; `cargo xtask --help`)",
                    task_names()
                );
                ExitCode::from(2)
            }
        },
    }
}

/// A task's entry point: its arguments in, its exit code or usage error out.
type Entry = fn(&[String]) -> TaskResult;

/// The tasks [`subcommand`] runs, in the order of [`HELP`]: name, `--help` text, entry point.
const SUBCOMMANDS: [(&str, &str, Entry); 5] = [
    ("verify", verify::HELP, verify::main),
    ("bench", bench::HELP, bench::main),
    ("stress", stress::HELP, stress::main),
    ("new", new::HELP, new::main),
    ("gen", generate::HELP, generate::main),
];

/// The task that parses its own `--help`; last in [`HELP`]. (`baseline` is hidden: the
/// benchmark's child process.)
const CHECK: &str = "check";

/// The tasks' names, in the order of [`HELP`], for usage errors.
fn task_names() -> String {
    let names: Vec<&str> = SUBCOMMANDS
        .iter()
        .map(|task| task.0)
        .chain([CHECK])
        .collect();
    names.join(", ")
}

/// A task's `--help` text.
fn task_help(task: &str) -> Option<String> {
    if task == CHECK {
        return Some(check::options::help());
    }
    let (_, help, _) = SUBCOMMANDS.iter().find(|t| t.0 == task)?;
    Some((*help).to_owned())
}

/// Runs one task: `--help` or `-h` among its arguments prints `help` (exit 0); a usage error is
/// one line on stderr, `xtask <task>: <what is wrong>` (exit 2).
fn subcommand(task: &str, help: &str, args: &[String], run: Entry) -> ExitCode {
    if args.iter().any(|a| args::is_help(a)) {
        print!("{help}");
        return ExitCode::SUCCESS;
    }
    run(args).unwrap_or_else(|why| {
        eprintln!("xtask {task}: {why}");
        ExitCode::from(2)
    })
}

/// `cargo xtask help [task]`: the list of tasks, or one task's help.
fn help_task(args: &[String]) -> ExitCode {
    let Some(task) = args.first() else {
        print!("{HELP}");
        return ExitCode::SUCCESS;
    };
    match task_help(task) {
        Some(help) => {
            print!("{help}");
            ExitCode::SUCCESS
        }
        None => {
            eprintln!(
                "xtask help: no task named `{task}` (tasks: {})",
                task_names()
            );
            ExitCode::from(2)
        }
    }
}

/// Hidden: runs the contest approach on a file, as the benchmark's child process.
fn baseline_task(args: &[String]) -> ExitCode {
    let [problem, path] = args else {
        eprintln!("xtask baseline: expected <problem> <input file>");
        return ExitCode::from(2);
    };
    let input = match std::fs::read_to_string(path) {
        Ok(input) => input,
        Err(e) => {
            eprintln!("xtask baseline: cannot read {path}: {e}");
            return ExitCode::from(2);
        }
    };
    let entry = match problems::find(problem) {
        Ok(entry) => entry,
        Err(why) => {
            eprintln!("xtask baseline: {why}");
            return ExitCode::from(2);
        }
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
