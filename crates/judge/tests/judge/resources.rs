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
fn a_deep_recursion_needs_the_judges_stack() {
    let found = misbehaving("recurse", |o| o.stack_mb = Some(8));
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

#[test]
fn a_java_stack_overflow_is_named_and_its_frames_folded() {
    let found = misbehaving("java-overflow", |_| {});
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
