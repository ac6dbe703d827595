//! End-to-end tests of the judge's resources and reports in `cargo xtask check`: the memory
//! limit, the stack, a Java stack overflow's folded stderr, and the failing test of several.

mod common;

use common::*;

#[test]
fn a_memory_hog_is_killed_at_the_memory_limit() {
    // Time to spare: on a loaded machine a run may take seconds to touch 64 MB.
    let report = misbehaving("hog", &["--memory-limit", "64", "--time-limit", "30"]);
    assert!(
        report.starts_with("FAILED: memory limit exceeded (MLE)"),
        "{report}"
    );
    assert!(
        report.contains("killed when its resident memory passed the memory limit of 64 MB"),
        "{report}"
    );
    // Nothing was compared: our answer is not shown.
    assert!(!report.contains("our answer:\n"), "{report}");
}

#[test]
fn a_deep_recursion_needs_the_judges_stack() {
    let report = misbehaving("recurse", &["--stack", "8"]);
    assert!(report.starts_with("FAILED: runtime error (RE)"), "{report}");
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
    let patient = ["--time-limit", "30"];
    for extra in [
        &patient[..],
        &["--stack", "unlimited", "--time-limit", "30"],
    ] {
        let output = misbehaving_output("recurse", extra);
        assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
        assert_eq!(last_line(&output), "4 cases, 0 failed");
    }
}

#[test]
fn a_java_stack_overflow_is_named_and_its_frames_folded() {
    let report = misbehaving("java-overflow", &[]);
    assert!(report.starts_with("FAILED: runtime error (RE)"), "{report}");
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
    // Not a terminal: a line on stderr when the failure is found and when shrinking ends.
    let output = misbehaving_output("java-overflow", &[]);
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(
        errors.starts_with("found: runtime error (RE) on testdata ")
            && errors.contains("\nshrinking ended after "),
        "{errors}"
    );
}

#[test]
fn the_failing_test_of_several_is_named_and_shrunk_alone() {
    // The spec's example holds four fields; the wrong solution first errs on the third, 1 x 3.
    let folder = scratch("several");
    let save = folder.join("failing.in");
    let output = check(&[
        "racing-car-trail",
        "--seed",
        "1",
        "--save",
        save.to_str().unwrap(),
        "--",
        &example("wrong-racing-car-trail"),
    ]);
    let report = without_figures(&stdout(&output));
    assert!(
        report.contains(
            "on testdata 01-spec-example (size 41 bytes)\ntest 3 of 4 fails:\n\
             expected (our answer to test 3):\n  BAB\nfound (yours):\n  AAB\n\
             test 3 alone fails the same way: the input was reduced to it before shrinking\n"
        ),
        "{report}"
    );
    let saved = std::fs::read_to_string(&save).unwrap();
    assert_eq!(saved, "1 3\n...\n0 0\n");
}

#[test]
fn no_shrinking_asked_says_so() {
    let report = misbehaving("garbage", &["--shrink-seconds", "0"]);
    assert!(
        report.contains("\nnot shrunk (asked: --shrink-seconds 0)\n"),
        "{report}"
    );
    assert!(report.contains(" --shrink-seconds 0 -- "), "{report}");
}
