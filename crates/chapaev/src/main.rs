//! Command-line entry point: see the library's documentation.

fn main() -> std::process::ExitCode {
    chapaev::PROBLEM.main()
}
