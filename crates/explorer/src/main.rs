//! Command-line entry point: see [`explorer::command`].

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    explorer::command::run(&args)
}
