//! Contestants that misbehave, for the judge's tests (`crates/judge/tests/`): `misbehave <how>`
//! with `sleep` (never answers), `crash` (panics: exit code 101), `abort` (ends by SIGABRT),
//! `garbage` (prints words that are no answer), `latin1` (prints bytes that are not UTF-8), `flood`
//! (prints without end), `silent` (prints nothing and exits 0), `orphan` (prints garbage and exits
//! at once, leaving a `sleep` that holds its stdout open), `hog` (touches memory without end, 16 MB
//! at a time), `recurse` (recurses 100,000 calls deep, tens of MB of stack, then answers More
//! Reclamation right), `java-overflow` (writes a JVM's stack overflow to stderr and exits 1),
//! `steady` (answers More Reclamation right after 0.45 s of its own CPU time, however long that
//! takes on the clock), `steady-thread` (the same with the work on a second thread while the main
//! thread waits for it, as a JVM's does), `spin` (computes without end), `detach SECONDS` (answers More Reclamation
//! right, leaving a `sleep SECONDS` in a session of its own with its stdio closed) or `swell MB`
//! (answers More Reclamation right after holding resident memory: on a river of 10 rows or
//! more, MB + 16 MB; on a smaller one, MB plus a random amount from -3 to +2 MB, different on
//! every run, so that a limit of MB is passed on some runs only and never by more than 2 MB).

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
        "recurse" | "steady" | "steady-thread" | "detach" | "swell" => {
            before_answering(&how, &input);
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
        "spin" => loop {
            std::hint::black_box(spin(1 << 20));
        },
        other => panic!("unknown way to misbehave `{other}`"),
    }
}

/// What the ways that answer More Reclamation right do before they answer.
fn before_answering(how: &str, input: &str) {
    match how {
        "recurse" => {
            let depth = std::hint::black_box(100_000);
            assert_eq!(recurse(depth), depth);
        }
        "steady" => {
            while own_cpu_seconds() < 0.45 {
                std::hint::black_box(spin(1 << 16));
            }
        }
        "steady-thread" => {
            // The work on a thread of its own, the main thread waiting for it (as a JVM's does).
            let worker = std::thread::spawn(|| {
                while own_cpu_seconds() < 0.45 {
                    std::hint::black_box(spin(1 << 16));
                }
            });
            worker.join().expect("the worker ends");
        }
        "detach" => {
            let seconds = std::env::args().nth(2).unwrap_or_else(|| "30".into());
            // Never waited for, deliberately: `setsid` leaves our group and session.
            #[allow(clippy::zombie_processes)]
            let _sleep = std::process::Command::new("setsid")
                .args(["sleep", &seconds])
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("setsid starts");
        }
        "swell" => swell(input),
        _ => unreachable!("`{how}` answers wrong"),
    }
}

/// What `swell MB` holds, then lets go of before answering (see the module's doc).
fn swell(input: &str) {
    let limit_mb: i64 = std::env::args()
        .nth(2)
        .and_then(|mb| mb.parse().ok())
        .expect("swell MB");
    let rows: u64 = input
        .split_whitespace()
        .next()
        .and_then(|r| r.parse().ok())
        .unwrap_or(0);
    // A different amount on every run: the clock's nanoseconds.
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let jitter_kb = i64::from(nanos % 5120) - 3072;
    let target_kb = if rows >= 10 {
        (limit_mb + 16) * 1024
    } else {
        limit_mb * 1024 + jitter_kb
    };
    let held_kb = usize::try_from(target_kb - resident_kb()).unwrap_or(0);
    let held = std::hint::black_box(vec![1u8; held_kb * 1024]);
    drop(held);
}

/// This process's resident memory in KiB, from `/proc/self/status`.
fn resident_kb() -> i64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
        .expect("VmRSS")
}

/// This process's user and system time in seconds, from `/proc/self/stat` (fields 14 and 15,
/// counted after the command name's closing parenthesis).
fn own_cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("/proc/self/stat");
    let fields: Vec<&str> = stat[stat.rfind(')').expect("a name") + 1..]
        .split_whitespace()
        .collect();
    let ticks: f64 = fields[11..13]
        .iter()
        .map(|f| f.parse::<f64>().expect("a number of ticks"))
        .sum();
    // Clock ticks are a hundredth of a second on Linux.
    ticks / 100.0
}

/// Some arithmetic that takes time: `rounds` steps of a linear congruential generator.
fn spin(rounds: u64) -> u64 {
    (0..rounds).fold(1, |x: u64, _| {
        x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1)
    })
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
