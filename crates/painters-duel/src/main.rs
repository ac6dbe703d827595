//! Command-line entry point: see the library's documentation.

fn main() -> std::process::ExitCode {
    painters_duel::PROBLEM.main()
}
