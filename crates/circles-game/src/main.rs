//! Command-line entry point: see the library's documentation.

fn main() -> std::process::ExitCode {
    circles_game::PROBLEM.main()
}
