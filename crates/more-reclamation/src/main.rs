//! Command-line entry point: see the library's documentation.

fn main() -> std::process::ExitCode {
    more_reclamation::PROBLEM.main()
}
