//! Command-line entry point: see the library's documentation.

fn main() -> std::process::ExitCode {
    racing_car_trail::PROBLEM.main()
}
