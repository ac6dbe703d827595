//! The verdicts of programs that misbehave, judged through the library on More Reclamation (our
//! real answers): a sleep, a crash, an abort, garbage, silence, output that is not UTF-8 and a
//! flood each get the verdict and the report lines a contest judge's would warrant.

use std::time::Duration;

use gamecore::workspace::workspace_root;
use judge::outcome::Found;
use judge::{CheckOptions, Ending, Finished, Ruling};

/// The first failure of `sh -c script` on four cases of More Reclamation, shrunk.
fn failure(script: &str, time_limit: f64) -> Box<Found> {
    let folder = std::env::temp_dir().join(format!("judge-verdicts-{}", std::process::id()));
    let save = folder.join(format!("{}.in", script.len()));
    let command = ["sh", "-c", script].map(str::to_owned).to_vec();
    let problem = problems::find("more-reclamation").unwrap();
    let options = CheckOptions {
        cases: 4,
        time_limit: Duration::from_secs_f64(time_limit),
        shrink_budget: Duration::from_secs(20),
        save: Some(save),
        ..CheckOptions::new(problem, command)
    };
    match judge::run(&workspace_root(), &options, &judge::outcome::quiet) {
        Finished::Check(checked) => match checked.end {
            Ending::Failed(found) => found,
            _ => panic!("`{script}` did not fail"),
        },
        Finished::Table(_) => panic!("a table"),
    }
}

/// The verdict and the report of `script`.
fn judged(script: &str) -> (Ruling, String) {
    let found = failure(script, 2.0);
    (found.failure.verdict, judge::words::found_report(&found))
}

#[test]
fn a_sleep_is_a_time_limit() {
    let found = failure("sleep 5", 0.2);
    assert_eq!(found.failure.verdict, Ruling::TimeLimit);
    let report = judge::words::found_report(&found);
    assert!(!report.contains("our answer:\n"), "{report}");
}

#[test]
fn crashes_are_runtime_errors_with_their_code_or_signal() {
    let (verdict, report) = judged("cat >/dev/null; echo deliberate crash >&2; exit 101");
    assert_eq!(verdict, Ruling::RuntimeError);
    assert!(report.contains("\nexit code 101\n"), "{report}");
    assert!(report.contains("deliberate crash"), "{report}");
    let (verdict, report) = judged("cat >/dev/null; kill -ABRT $$");
    assert_eq!(verdict, Ruling::RuntimeError);
    assert!(
        report.contains("\nkilled by signal 6 (SIGABRT)\n"),
        "{report}"
    );
}

#[test]
fn wrong_output_shows_the_first_difference() {
    let (verdict, report) = judged("cat >/dev/null; echo 42");
    assert_eq!(verdict, Ruling::WrongAnswer);
    assert!(report.contains("ours `WIN`, yours `42`"), "{report}");
    let (_, report) = judged("cat >/dev/null");
    assert!(report.contains("yours end of output"), "{report}");
    let (verdict, report) = judged(r"cat >/dev/null; printf '\351\n'");
    assert_eq!(verdict, Ruling::NotUtf8);
    assert!(
        report.starts_with("FAILED: wrong answer (output is not UTF-8)"),
        "{report}"
    );
}

#[test]
fn a_flood_is_an_output_limit_shrunk_to_the_smallest_river() {
    let found = failure("yes", 2.0);
    assert_eq!(found.failure.verdict, Ruling::OutputLimit);
    // Every run fails the same way: shrinking ends at the smallest valid input.
    assert_eq!(found.input, "1 0\n");
}
