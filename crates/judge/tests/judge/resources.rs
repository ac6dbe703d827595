//! The contest judge's resources as the judge applies them to real programs: the memory limit,
//! the stack, and a Java stack overflow named from its stderr with its frames folded.

use crate::common;

use common::*;
use judge::{CheckOptions, Ending, Ruling};

#[test]
fn a_memory_hog_is_killed_at_the_memory_limit() {
    // Time to spare: on a loaded machine a run may take seconds to touch 64 MB.
    let found = misbehaving("hog", |o| {
        o.memory_mb = 64;
        o.time_limit = seconds(30.0);
    });
    assert_eq!(found.failure.verdict, Ruling::MemoryLimit);
    let report = judge::words::found_report(&found);
    assert!(
        report.contains("killed when its resident memory passed the memory limit of 64 MB"),
        "{report}"
    );
    // Nothing was compared: our answer is not shown.
    assert!(!report.contains("our answer:\n"), "{report}");
}

#[test]
fn a_java_stack_overflow_is_named_and_its_frames_folded() {
    let found = misbehaving("java-overflow", |o| o.shrink_budget = seconds(0.0));
    assert_eq!(found.failure.verdict, Ruling::RuntimeError);
    let report = judge::words::found_report(&found);
    assert!(
        report.contains(
            "exit code 1\nthe error, from your stderr: Exception in thread \"main\" \
             java.lang.StackOverflowError\n"
        ),
        "{report}"
    );
    assert!(
        report.contains(
            "your stderr (1,025 lines; repeats folded):\n  Exception in thread \"main\" \
             java.lang.StackOverflowError\n  \tat Main.depth(Main.java:7)\n  \
             (the same line 1,023 more times)\n"
        ),
        "{report}"
    );
}

#[test]
fn a_memory_verdict_that_does_not_repeat_is_not_kept_while_shrinking() {
    // The second sample has 12 rows, where `swell 64` passes the limit by 16 MB on every run;
    // below 10 rows it passes it on some runs only, and never by the margin shrinking asks
    // (4 MB of 64), so no river of fewer than 10 rows may be kept.
    let program = example("misbehave");
    let options = CheckOptions {
        case: Some(2),
        memory_mb: 64,
        time_limit: seconds(30.0),
        ..options("more-reclamation", &[&program, "swell", "64"], "swell")
    };
    let found = found(&options);
    assert_eq!(found.failure.verdict, Ruling::MemoryLimit);
    let river = more_reclamation::parse(&found.input).unwrap();
    assert_eq!(river.rows(), 10, "{}", found.input);
    assert!(found.shrinking.steps > 0);
    let report = judge::words::found_report(&found);
    assert!(
        report.contains("the smaller input's own run: CPU ")
            && report.contains("the second by more than the margin of 4 MB that shrinking asks"),
        "{report}"
    );
    // The verdict line keeps the figures of the case as found, killed past the limit.
    assert!(found.found_stats.peak_kb > 64 * 1024, "{report}");
    assert!(report.starts_with("FAILED: memory limit exceeded (MLE) on testdata 02-sample-2"));
}

/// What takes seconds of CPU: CI runs it in a step of its own (`--ignored slow::`).
mod slow {
    use super::*;

    #[test]
    #[ignore = "slow: CI runs it, `cargo test --workspace -- --ignored slow::`"]
    fn a_deep_recursion_needs_the_judges_stack() {
        // Every input fails the same way, so shrinking would only take time.
        let found = misbehaving("recurse", |o| {
            o.stack_mb = Some(8);
            o.shrink_budget = seconds(0.0);
        });
        assert_eq!(found.failure.verdict, Ruling::RuntimeError);
        let report = judge::words::found_report(&found);
        assert!(
            report.contains("the error, from your stderr: thread 'main'")
                && report.contains("has overflowed its stack"),
            "{report}"
        );
        assert!(
            report.contains(
                "hint: if this is a stack overflow (deep recursion), this run's stack was 8 MB \
                 (--stack); the contest's judge gave 256 MB (Codeforces"
            ),
            "{report}"
        );
        assert!(!report.contains("our answer:\n"), "{report}");
        // The contest's own stack (256 MB, the default) and an unlimited one are enough (with time
        // to spare: a debug build touches about 50 MB of stack for it).
        let program = example("misbehave");
        for stack_mb in [Some(256), None] {
            let options = CheckOptions {
                cases: 4,
                time_limit: seconds(30.0),
                stack_mb,
                ..options("more-reclamation", &[&program, "recurse"], "recurse-enough")
            };
            let checked = checked(&options);
            assert!(matches!(checked.end, Ending::Passed), "{stack_mb:?}");
            assert_eq!(checked.ran, 4);
        }
    }
}
