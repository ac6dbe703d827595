//! Running a contestant by hand, as the judge's and xtask's tests both do: both test suites
//! include this file (`#[path]`), so it is written once.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the command `argv` (no shell) on `input`; its stdout.
pub fn run_on(argv: &[&str], input: &str) -> String {
    let mut child = Command::new(argv[0])
        .args(&argv[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the contestant runs");
    let mut stdin = child.stdin.take().expect("a piped stdin");
    stdin
        .write_all(input.as_bytes())
        .expect("the input is written");
    drop(stdin);
    String::from_utf8(child.wait_with_output().expect("it ends").stdout).expect("UTF-8 output")
}

/// The tokens of an answer, as the judge compares them.
pub fn tokens(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}
