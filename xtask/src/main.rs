//! Workspace tasks, run as `cargo xtask <task>` (an alias in `.cargo/config.toml`).
//!
//! Paths come from this crate's manifest directory, never from the current directory, so every
//! task works from anywhere inside the workspace. Each task declares its arguments (clap); a
//! usage error is one line on stderr, `xtask <task>: <what is wrong>`, with exit status 2.

// The tasks' doc comments are also their --help texts, where `<problem>` is a placeholder, not
// HTML, and backticks would show.
#![allow(rustdoc::invalid_html_tags)]

mod args;
mod bench;
mod check;
mod generate;
mod ladders;
mod new;
mod package;
mod problem_arg;
mod site;
mod stress;
mod verify;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};
use gamecore::workspace::workspace_root;
use problems::Problem;

/// Workspace tasks: verify, bench, stress, new, gen, check, site and package
#[derive(Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    subcommand_value_name = "TASK",
    disable_help_subcommand = true,
    after_help = "`cargo xtask <task> --help` or `cargo xtask help <task>` for a task's options."
)]
struct Cli {
    #[command(subcommand)]
    task: Option<Task>,
}

/// One task and its arguments, in the order of the help.
#[derive(Subcommand)]
enum Task {
    Verify(verify::Args),
    Bench(bench::BenchOptions),
    Stress(stress::StressOptions),
    New(new::NewOptions),
    Gen(generate::Args),
    Site(site::Args),
    Check(check::Args),
    Package(package::Args),
    /// Print the list of tasks, or one task's help
    Help {
        /// The task
        task: Option<String>,
    },
    /// Answers one explorer request natively, as `cargo xtask site` asks it of each case.
    #[command(hide = true)]
    Explore {
        /// `view <problem>` or `play <problem> <move>`; the position on stdin
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Runs the contest approach on a file, as the benchmark's child process.
    #[command(hide = true)]
    Baseline {
        /// The problem
        #[arg(value_parser = problem_arg::problem)]
        problem: problem_arg::ProblemArg,
        /// The input file
        input: std::path::PathBuf,
    },
}

fn main() -> ExitCode {
    let words: Vec<String> = std::env::args().collect();
    let cli = match Cli::try_parse_from(&words) {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // --help, -h: clap prints it on stdout.
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            let task = words
                .get(1)
                .filter(|w| Cli::command().find_subcommand(w).is_some());
            let task = task.map_or_else(String::new, |w| format!(" {w}"));
            eprintln!("xtask{task}: {}", args::one_line_error(&error));
            return ExitCode::from(2);
        }
    };
    let (name, result) = match cli.task {
        None => return help(None),
        Some(Task::Help { task }) => return help(task.as_deref()),
        Some(Task::Explore { args }) => return explorer::command::run(&args),
        Some(Task::Baseline { problem, input }) => ("baseline", baseline(&problem, &input)),
        Some(Task::Check(args)) => ("check", check::main(&workspace_root(), args)),
        Some(Task::Verify(args)) => ("verify", verify::main(args)),
        Some(Task::Bench(args)) => ("bench", bench::main(args)),
        Some(Task::Stress(args)) => ("stress", stress::main(args)),
        Some(Task::New(args)) => ("new", new::main(args)),
        Some(Task::Gen(args)) => ("gen", generate::main(args)),
        Some(Task::Site(args)) => ("site", site::main(args)),
        Some(Task::Package(args)) => ("package", package::main(args)),
    };
    result.unwrap_or_else(|why| {
        eprintln!("xtask {name}: {why}");
        ExitCode::from(2)
    })
}

/// `cargo xtask help [task]`: the list of tasks, or one task's help (`check` adds the problems').
fn help(task: Option<&str>) -> ExitCode {
    let mut command = Cli::command();
    // Built, so that each task's usage line names `cargo xtask <task>`.
    command.build();
    let text = match task {
        None => command.render_help(),
        Some("check") => check::help(&workspace_root(), None).into(),
        Some(name) => match command.find_subcommand_mut(name) {
            Some(task) => task.render_long_help(),
            None => {
                eprintln!("xtask help: no task named `{name}` (`cargo xtask --help` lists them)");
                return ExitCode::from(2);
            }
        },
    };
    print!("{text}");
    ExitCode::SUCCESS
}

/// Hidden: runs the contest approach on a file, as the benchmark's child process.
fn baseline(problem: &Problem, path: &std::path::Path) -> args::TaskResult {
    let input = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    match (problem.baseline)(&input) {
        Ok(answer) => print!("{answer}"),
        Err(e) => {
            eprintln!("error: {e}");
            return Ok(ExitCode::FAILURE);
        }
    }
    Ok(ExitCode::SUCCESS)
}
