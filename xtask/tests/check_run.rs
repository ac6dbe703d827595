//! End-to-end tests of how `cargo xtask check` runs and times a program: the time limit is on
//! CPU time, so a program within it passes beside busy loops; a program that computes too long
//! gets TLE by its CPU time and one that waits by the wall-clock cap; nothing a program started
//! outlives the check, also when it closed its stdio and started a session of its own.

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

use common::*;

/// Threads that spin until dropped: a busy machine.
struct BusyLoops {
    stop: Arc<AtomicBool>,
    threads: Vec<thread::JoinHandle<()>>,
}

impl BusyLoops {
    fn start(count: usize) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let threads = (0..count)
            .map(|_| {
                let stop = Arc::clone(&stop);
                thread::spawn(move || {
                    let mut x = 1u64;
                    while !stop.load(Ordering::Relaxed) {
                        x = std::hint::black_box(x.wrapping_mul(3).wrapping_add(1));
                    }
                })
            })
            .collect();
        BusyLoops { stop, threads }
    }
}

impl Drop for BusyLoops {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

#[test]
fn a_program_within_the_cpu_limit_passes_beside_busy_loops() {
    // 0.45 s of CPU time per case against 1 s: on two cores shared with four busy loops and a
    // second job, each case takes well over a second on the clock.
    let busy = BusyLoops::start(4);
    let program = example("misbehave");
    let output = check(&[
        "more-reclamation",
        "--cases",
        "4",
        "--jobs",
        "2",
        "--time-limit",
        "1",
        "--",
        &program,
        "steady",
    ]);
    drop(busy);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(
        last_line(&output).ends_with("4 cases, 0 failed"),
        "{report}"
    );
}

#[test]
fn a_program_that_computes_too_long_is_timed_by_its_cpu() {
    let report = misbehaving("spin", &["--time-limit", "0.5", "--shrink-seconds", "0"]);
    assert!(
        report.starts_with("FAILED: time limit exceeded (TLE)"),
        "{report}"
    );
    assert!(
        report.contains("its CPU time passed the time limit of 0.50 s (--time-limit)\n"),
        "{report}"
    );
}

#[test]
fn a_program_that_waits_is_stopped_by_the_wall_clock_cap() {
    let report = misbehaving("sleep", &["--time-limit", "0.2", "--shrink-seconds", "0"]);
    assert!(
        report.starts_with("FAILED: time limit exceeded (TLE)"),
        "{report}"
    );
    assert!(
        report.contains(
            "killed at the wall-clock cap of 0.60 s (3 times the time limit, not counting"
        ),
        "{report}"
    );
}

/// The live processes (not zombies) whose command line is exactly `argv`.
fn living(argv: &[&str]) -> Vec<u32> {
    let wanted: Vec<u8> = argv
        .iter()
        .flat_map(|w| [w.as_bytes(), b"\0"].concat())
        .collect();
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let zombie = stat
            .rfind(')')
            .is_some_and(|end| stat[end + 1..].trim_start().starts_with('Z'));
        if cmdline == wanted && !zombie {
            found.push(pid);
        }
    }
    found
}

#[test]
fn nothing_a_program_started_outlives_the_check() {
    // A duration no other test sleeps, to know its sleeps.
    let seconds = "31.4159";
    let program = example("misbehave");
    let output = check(&[
        "more-reclamation",
        "--cases",
        "5",
        "--jobs",
        "2",
        "--",
        &program,
        "detach",
        seconds,
    ]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert_eq!(living(&["sleep", seconds]), Vec::<u32>::new(), "{report}");
    // The helper did start, and lives on when not run by the check.
    assert_eq!(run_on(&[&program, "detach", seconds], "1 0\n"), "WIN\n");
    std::thread::sleep(std::time::Duration::from_millis(300));
    let left = living(&["sleep", seconds]);
    assert_eq!(left.len(), 1, "{left:?}");
    let _ = std::process::Command::new("kill")
        .arg(left[0].to_string())
        .status();
}

#[test]
fn a_float_epsilon_in_chapaev_is_found_within_a_thousand_generated_cases() {
    // Accepted on the testdata; the generated judge boards' near misses catch it on every seed.
    let wrong = example("wrong-chapaev-eps");
    for seed in ["1", "2", "3"] {
        let report = check_fails(&[
            "chapaev",
            "--seed",
            seed,
            "--no-testdata",
            "--cases",
            "1000",
            "--seconds",
            "900",
            "--shrink-seconds",
            "0",
            "--",
            &wrong,
        ]);
        assert!(
            report.starts_with("FAILED: wrong answer (WA) on generated #"),
            "seed {seed}: {report}"
        );
    }
}
