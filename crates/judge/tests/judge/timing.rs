//! How the judge runs and times a program: the time limit is on CPU time, so a program within
//! it passes beside busy loops; a program that computes too long gets TLE by its CPU time and
//! one that waits by the wall-clock cap; nothing a program started outlives the check, also when
//! it closed its stdio and started a session of its own, and a helper left holding stdout does
//! not make a prompt answer a TLE.

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

use common::*;
use judge::shrink::ShrinkEnd;
use judge::{CheckOptions, Ending, Ruling};

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

/// Checks `misbehave <how>` (0.45 s of CPU time per case against 1 s) on `cases` cases beside
/// `loops` busy loops: on two cores shared with them and a second job, each case takes well over
/// a second on the clock (with 16, over the 3 s cap), and passes.
fn passes_beside_busy_loops(how: &str, cases: u64, loops: usize) {
    let program = example("misbehave");
    let options = CheckOptions {
        cases,
        jobs: 2,
        time_limit: seconds(1.0),
        ..options("more-reclamation", &[&program, how], how)
    };
    let busy = BusyLoops::start(loops);
    let checked = checked(&options);
    drop(busy);
    assert!(matches!(checked.end, Ending::Passed), "{how}");
    assert_eq!(checked.ran, cases);
}

/// `misbehave <how>`'s failure with a time limit of `limit` seconds and no shrinking, and its
/// report.
fn timed_out(how: &str, limit: f64) -> String {
    let found = misbehaving(how, |o| {
        o.time_limit = seconds(limit);
        o.shrink_budget = seconds(0.0);
    });
    assert_eq!(found.failure.verdict, Ruling::TimeLimit);
    assert_eq!(found.shrinking.end, ShrinkEnd::NotAsked);
    judge::words::found_report(&found)
}

#[test]
fn a_program_that_computes_too_long_is_timed_by_its_cpu() {
    let report = timed_out("spin", 0.5);
    assert!(
        report.contains("its CPU time passed the time limit of 0.50 s (--time-limit)\n"),
        "{report}"
    );
}

#[test]
fn a_program_that_waits_is_stopped_by_the_wall_clock_cap() {
    let report = timed_out("sleep", 0.2);
    assert!(
        report.contains(
            "killed at the wall-clock cap of 0.60 s (3 times the time limit, not counting"
        ),
        "{report}"
    );
    // Nothing was compared: our answer is not shown.
    assert!(!report.contains("our answer:\n"), "{report}");
}

#[test]
fn a_helper_left_holding_stdout_does_not_make_a_prompt_answer_a_timeout() {
    // `orphan` prints garbage and exits at once, leaving a sleep that holds its stdout open.
    let program = example("misbehave");
    let options = CheckOptions {
        cases: 4,
        time_limit: seconds(5.0),
        ..options("more-reclamation", &[&program, "orphan"], "orphan")
    };
    let checked = checked(&options);
    let Ending::Failed(found) = checked.end else {
        panic!("it passed")
    };
    assert_eq!(found.failure.verdict, Ruling::WrongAnswer);
    // The first case fails.
    assert_eq!(checked.ran, 1);
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
    let duration = "31.4159";
    let program = example("misbehave");
    let options = CheckOptions {
        cases: 5,
        jobs: 2,
        ..options(
            "more-reclamation",
            &[&program, "detach", duration],
            "detach",
        )
    };
    assert!(matches!(checked(&options).end, Ending::Passed));
    assert_eq!(living(&["sleep", duration]), Vec::<u32>::new());
    // The helper did start, and lives on when not run by the check.
    assert_eq!(run_on(&[&program, "detach", duration], "1 0\n"), "WIN\n");
    // The detached helper may take a moment to start on a loaded machine: look for a while.
    let mut left = Vec::new();
    for _ in 0..100 {
        left = living(&["sleep", duration]);
        if !left.is_empty() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert_eq!(left.len(), 1, "{left:?}");
    let _ = std::process::Command::new("kill")
        .arg(left[0].to_string())
        .status();
}

/// What takes seconds of CPU: CI runs it in a step of its own (`--ignored slow::`).
mod slow {
    use super::*;

    #[test]
    #[ignore = "slow: CI runs it, `cargo test --workspace -- --ignored slow::`"]
    fn a_program_whose_main_thread_waits_for_its_worker_passes_beside_busy_loops() {
        // The time its worker waited for a CPU is not counted against the wall-clock cap either.
        passes_beside_busy_loops("steady-thread", 2, 16);
    }

    #[test]
    #[ignore = "slow: CI runs it, `cargo test --workspace -- --ignored slow::`"]
    fn a_program_within_the_cpu_limit_passes_beside_busy_loops() {
        passes_beside_busy_loops("steady", 4, 4);
    }
}
