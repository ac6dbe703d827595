//! Contestants that misbehave, for `xtask/tests/check.rs`: `misbehave <how>` with `sleep` (never
//! answers), `crash` (panics: exit code 101), `abort` (ends by SIGABRT), `garbage` (prints words
//! that are no answer), `latin1` (prints bytes that are not UTF-8), `flood` (prints without end),
//! `silent` (prints nothing and exits 0), `orphan` (prints garbage and exits at once, leaving a
//! `sleep` that holds its stdout open), `hog` (touches memory without end, 16 MB at a time),
//! `recurse` (recurses 100,000 calls deep, tens of MB of stack, then answers More Reclamation
//! right) or `java-overflow` (writes a JVM's stack overflow to stderr and exits 1).

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
        "hog" => hog(),
        "recurse" => {
            let depth = std::hint::black_box(100_000);
            assert_eq!(recurse(depth), depth);
            let answer = more_reclamation::solve(&input).expect("a valid river");
            out.write_all(answer.as_bytes()).expect("stdout");
        }
        "java-overflow" => {
            eprintln!("Exception in thread \"main\" java.lang.StackOverflowError");
            for _ in 0..1024 {
                eprintln!("\tat Main.depth(Main.java:7)");
            }
            std::process::exit(1);
        }
        other => panic!("unknown way to misbehave `{other}`"),
    }
}

/// Touches 16 MB more and more, never freeing it.
fn hog() {
    let mut held: Vec<Vec<u8>> = Vec::new();
    loop {
        held.push(vec![1; 16 << 20]);
    }
}

/// Recurses `depth` calls deep, each frame holding a buffer read after the call below it, so
/// that the optimiser keeps every frame; returns `depth`.
fn recurse(depth: u64) -> u64 {
    let frame = std::hint::black_box([1u8; 128]);
    if depth == 0 {
        return 0;
    }
    let below = recurse(depth - 1);
    below + u64::from(std::hint::black_box(frame)[0])
}
