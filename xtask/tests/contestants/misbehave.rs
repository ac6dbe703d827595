//! Contestants that misbehave, for `xtask/tests/check.rs`: `misbehave <how>` with `sleep` (never
//! answers), `crash` (panics: exit code 101), `abort` (ends by SIGABRT), `garbage` (prints words
//! that are no answer), `latin1` (prints bytes that are not UTF-8), `flood` (prints without end),
//! `silent` (prints nothing and exits 0) or `orphan` (prints garbage and exits at once, leaving a
//! `sleep` that holds its stdout open).

use std::io::{Read, Write};

fn main() {
    let how = std::env::args().nth(1).unwrap_or_default();
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let mut out = std::io::stdout().lock();
    match how.as_str() {
        "sleep" => std::thread::sleep(std::time::Duration::from_secs(600)),
        "crash" => panic!("deliberate crash on {} bytes of input", input.len()),
        "abort" => std::process::abort(),
        "garbage" => writeln!(out, "42 is the answer").expect("stdout"),
        "latin1" => out.write_all(b"caf\xe9\n").expect("stdout"),
        "flood" => loop {
            if out.write_all(&[b'A'; 4096]).is_err() {
                return;
            }
        },
        "silent" => {}
        "orphan" => {
            writeln!(out, "42 is the answer").expect("stdout");
            // Never waited for, deliberately: the sleep inherits stdout and outlives us.
            #[allow(clippy::zombie_processes)]
            let _sleep = std::process::Command::new("sleep")
                .arg("600")
                .spawn()
                .expect("sleep starts");
        }
        other => panic!("unknown way to misbehave `{other}`"),
    }
}
