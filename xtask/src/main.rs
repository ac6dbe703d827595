//! Workspace tasks, run as `cargo xtask <task>` (an alias in `.cargo/config.toml`).
//!
//! Paths come from this crate's manifest directory, never from the current directory, so every
//! task works from anywhere inside the workspace.

mod problems;
mod verify;

use std::process::ExitCode;

const HELP: &str = "\
cargo xtask <task> [arguments]

Tasks:
  verify [problem[/case] ...] [--bless]
      Run every testdata case through its solver and compare with its snapshot; refusals of
      invalid/ cases are snapshots too. --bless writes the snapshots (review them with git diff).
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
