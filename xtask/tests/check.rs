//! End-to-end tests of `cargo xtask check`: a deliberately wrong solution per problem (in
//! `tests/contestants/`, built as examples) must be caught and shrunk to a stated small input
//! that is a local minimum; our own solvers, run as contestants, must pass; programs that sleep,
//! crash or print garbage get their verdicts; usage errors exit 2 with one line.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

const PROBLEMS: [&str; 5] = [
    "chapaev",
    "more-reclamation",
    "circles-game",
    "racing-car-trail",
    "painters-duel",
];

/// The folder of the xtask binary (`target/debug`), after building the contestants into it.
fn built() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let folder = Path::new(env!("CARGO_BIN_EXE_xtask"))
            .parent()
            .expect("the binary is in a folder")
            .to_path_buf();
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let release = folder.ends_with("release");
        let mut builds = vec![vec!["build", "-q", "-p", "xtask", "--examples"]];
        let mut solvers = vec!["build", "-q", "--bins"];
        for problem in PROBLEMS {
            solvers.extend(["-p", problem]);
        }
        builds.push(solvers);
        for mut args in builds {
            if release {
                args.push("--release");
            }
            let status = Command::new(&cargo)
                .args(&args)
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .status()
                .expect("cargo runs");
            assert!(status.success(), "cargo {args:?} failed");
        }
        folder
    })
}

fn example(name: &str) -> String {
    built().join("examples").join(name).display().to_string()
}

fn solver(problem: &str) -> String {
    built().join(problem).display().to_string()
}

/// Runs `xtask check` with `args`.
fn check(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("check")
        .args(args)
        .output()
        .expect("xtask runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 report")
}

fn last_line(output: &Output) -> String {
    stdout(output).lines().last().unwrap_or_default().to_owned()
}

/// A fresh folder for saved inputs.
fn scratch(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("xtask-check-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("scratch folder");
    folder
}

/// Runs the program on `input`; its stdout.
fn run_on(program: &str, input: &str) -> String {
    use std::io::Write;
    let mut child = Command::new(program)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("contestant runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap()
}

/// Checks the wrong solution of `problem`; returns the saved input after checking the report,
/// the saved answer and that no single smaller valid step still fails (a local minimum).
fn caught_and_shrunk(problem: &str, size: &str) -> String {
    let folder = scratch(problem);
    let save = folder.join("failing.in");
    let wrong = example(&format!("wrong-{problem}"));
    let output = check(&[
        problem,
        "--seconds",
        "20",
        "--cases",
        "300",
        "--seed",
        "1",
        "--size",
        size,
        "--save",
        save.to_str().unwrap(),
        "--",
        &wrong,
    ]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.starts_with("FAILED: wrong answer (WA) on "),
        "{report}"
    );
    assert!(
        report.contains("to a local minimum") || report.contains("not shrunk"),
        "{report}"
    );
    assert!(
        last_line(&output).contains("1 failed: wrong answer (WA) on "),
        "{report}"
    );
    assert!(
        report.contains(&format!("reproduce: {wrong} < ")),
        "{report}"
    );
    let input = std::fs::read_to_string(&save).expect("the input is saved");
    let answer = std::fs::read_to_string(folder.join("failing.ans")).expect("our answer is saved");
    let entry = registry(problem);
    assert_eq!((entry.solve)(&input).unwrap(), answer);
    assert_ne!(first_tokens(&run_on(&wrong, &input)), first_tokens(&answer));
    for candidate in (entry.shrinking.smaller)(&input) {
        let Ok(ours) = (entry.solve)(&candidate) else {
            continue;
        };
        if size == "contest" && !entry.within_contest(&candidate) {
            continue;
        }
        let theirs = run_on(&wrong, &candidate);
        assert_eq!(
            first_tokens(&theirs),
            first_tokens(&ours),
            "a smaller step fails:\n{candidate}"
        );
    }
    input
}

fn first_tokens(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}

/// The problem named `problem`, from the judge library's registry.
fn registry(problem: &str) -> &'static gamecore::Problem {
    judge::find(problem).expect("a problem of the registry")
}

#[test]
fn a_float_chapaev_loses_an_exact_graze_of_three_discs() {
    let input = caught_and_shrunk("chapaev", "beyond");
    let position = chapaev::parse(&input).unwrap();
    assert!(position.len() <= 3, "{input}");
}

#[test]
fn a_missed_run_kind_of_more_reclamation_shrinks_to_three_rows() {
    let input = caught_and_shrunk("more-reclamation", "contest");
    let position = more_reclamation::parse(&input).unwrap();
    assert_eq!((position.rows(), position.land().len()), (3, 2), "{input}");
}

#[test]
fn the_hackenbush_rule_for_circles_shrinks_to_four_circles() {
    let input = caught_and_shrunk("circles-game", "contest");
    assert_eq!(circles_game::parse(&input).unwrap().len(), 4, "{input}");
}

#[test]
fn one_matching_for_racing_car_trail_shrinks_to_a_path_of_three() {
    let input = caught_and_shrunk("racing-car-trail", "contest");
    let fields = racing_car_trail::parse(&input).unwrap();
    assert_eq!(fields.len(), 1, "{input}");
    let free = (0..fields[0].rows())
        .flat_map(|r| (0..fields[0].cols()).map(move |c| (r, c)))
        .filter(|&(r, c)| fields[0].is_free(r, c))
        .count();
    assert_eq!(free, 3, "{input}");
}

#[test]
fn a_painters_duel_ending_too_early_shrinks_to_one_test_of_side_two() {
    let input = caught_and_shrunk("painters-duel", "contest");
    let duels = painters_duel::parse(&input).unwrap();
    assert_eq!((duels.len(), duels[0].side), (1, 2), "{input}");
}

#[test]
fn the_report_does_not_depend_on_the_jobs() {
    let wrong = example("wrong-circles-game");
    let reports: Vec<String> = ["1", "3"]
        .into_iter()
        .map(|jobs| {
            let folder = scratch(&format!("jobs-{jobs}"));
            let save = folder.join("failing.in");
            let output = check(&[
                "circles-game",
                "--seed",
                "1",
                "--jobs",
                jobs,
                "--save",
                save.to_str().unwrap(),
                "--",
                &wrong,
            ]);
            stdout(&output).replace(folder.to_str().unwrap(), "FOLDER")
        })
        .collect();
    assert_eq!(reports[0], reports[1]);
    // The sixth case, the sixth sample, is the first that fails: five passed before it.
    let summary = reports[0].lines().last().unwrap_or_default();
    assert!(
        summary.starts_with("6 cases, 1 failed: wrong answer (WA) on testdata 06-sample-6"),
        "{summary}"
    );
}

#[test]
fn our_own_solvers_pass() {
    for problem in PROBLEMS {
        let output = check(&[
            problem,
            "--seconds",
            "3",
            "--cases",
            "120",
            "--seed",
            "5",
            "--",
            &solver(problem),
        ]);
        let report = stdout(&output);
        assert_eq!(output.status.code(), Some(0), "{problem}: {report}");
        assert!(last_line(&output).ends_with(" cases, 0 failed"), "{report}");
        // Not a terminal: no progress line.
        assert!(!report.contains('\r'), "{report}");
    }
}

/// Checks `misbehave <how>` on More Reclamation; returns the report.
fn misbehaving(how: &str, extra: &[&str]) -> String {
    let folder = scratch(how);
    let save = folder.join("x.in");
    let program = example("misbehave");
    let mut args = vec!["more-reclamation", "--cases", "4", "--seed", "1"];
    args.extend(extra);
    args.extend(["--save", save.to_str().unwrap(), "--", &program, how]);
    let output = check(&args);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(save.exists(), "{report}");
    report
}

#[test]
fn verdicts_of_misbehaving_programs() {
    let report = misbehaving("sleep", &["--time-limit", "0.2"]);
    assert!(
        report.starts_with("FAILED: time limit exceeded (TLE)"),
        "{report}"
    );
    let report = misbehaving("crash", &[]);
    assert!(report.starts_with("FAILED: runtime error (RE)"), "{report}");
    assert!(
        report.contains("exit code 101") && report.contains("deliberate crash"),
        "{report}"
    );
    let report = misbehaving("abort", &[]);
    assert!(report.starts_with("FAILED: runtime error (RE)"), "{report}");
    assert!(
        report.contains("killed by signal 6 (SIGABRT)\n"),
        "{report}"
    );
    let report = misbehaving("garbage", &[]);
    assert!(report.starts_with("FAILED: wrong answer (WA)"), "{report}");
    assert!(report.contains("ours `WIN`, yours `42`"), "{report}");
    let report = misbehaving("silent", &[]);
    assert!(report.contains("yours end of output"), "{report}");
    let report = misbehaving("latin1", &[]);
    assert!(
        report.starts_with("FAILED: wrong answer (output is not UTF-8)"),
        "{report}"
    );
    // It exited at once: a wrong answer, not a timeout for the sleep it left behind.
    let report = misbehaving("orphan", &["--time-limit", "5"]);
    assert!(report.starts_with("FAILED: wrong answer (WA)"), "{report}");
    // The first case fails: one case run, in the singular.
    let summary = report.lines().last().unwrap_or_default();
    assert!(summary.starts_with("1 case, 1 failed: "), "{summary}");
    let report = misbehaving("flood", &[]);
    assert!(
        report.starts_with("FAILED: output limit exceeded (OLE)"),
        "{report}"
    );
    // Every run of a program that always fails the same way shrinks to the smallest river.
    assert!(report.contains("input (1 line):\n  1 0\n"), "{report}");
}

#[test]
fn usage_errors_are_one_line_and_exit_two() {
    for args in [
        &["--", "true"][..],
        &["nim", "--", "true"],
        &["chapaev"],
        &["chapaev", "--cases", "x", "--", "true"],
        &["chapaev", "--size", "big", "--", "true"],
        &["chapaev", "--jobs", "100000", "--", "true"],
        &["chapaev", "--", "/nonexistent/solution"],
    ] {
        let output = check(args);
        let errors = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {errors}");
        assert_eq!(errors.lines().count(), 1, "{args:?}: {errors}");
        assert!(errors.starts_with("xtask check: "), "{errors}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn help_names_every_problem_and_its_time_limit() {
    let output = check(&["--help"]);
    assert_eq!(output.status.code(), Some(0));
    let help = stdout(&output);
    for (problem, limit) in PROBLEMS.iter().zip(["1 s", "2 s", "2 s", "5 s", "40 s"]) {
        let line = help
            .lines()
            .find(|l| l.trim_start().starts_with(problem))
            .unwrap();
        assert!(line.ends_with(limit), "{line}");
    }
}

/// Runs `xtask check` on More Reclamation with `misbehave <how>` and `extra` options.
fn misbehaving_output(how: &str, extra: &[&str]) -> Output {
    let program = example("misbehave");
    let mut args = vec!["more-reclamation", "--cases", "4", "--seed", "1"];
    args.extend(extra);
    args.extend(["--", &program, how]);
    check(&args)
}

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
    let report = stdout(&output);
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

/// The words of the rerun line a report prints, after `cargo xtask check`.
fn rerun_words(report: &str) -> Vec<String> {
    let line = report
        .lines()
        .find_map(|l| l.strip_prefix("rerun the check: cargo xtask check "))
        .unwrap_or_else(|| panic!("no rerun line:\n{report}"));
    line.split_whitespace().map(str::to_owned).collect()
}

/// `args` with `--save PATH` put before the command's `--`.
fn saving_to(args: &[String], path: &Path) -> Vec<String> {
    let split = args.iter().position(|w| w == "--").unwrap_or(args.len());
    let mut words = args[..split].to_vec();
    words.extend(["--save".to_owned(), path.display().to_string()]);
    words.extend(args[split..].iter().cloned());
    words
}

#[test]
fn the_rerun_line_judges_the_same_case_whatever_the_cases_and_jobs() {
    let wrong = example("wrong-circles-game");
    let folder = scratch("rerun");
    let run = |cases: &str, jobs: &str, name: &str| {
        let save = folder.join(name);
        let args = [
            "circles-game",
            "--no-testdata",
            "--seed",
            "4",
            "--cases",
            cases,
            "--jobs",
            jobs,
            "--seconds",
            "30",
            "--save",
            save.to_str().unwrap(),
            "--",
            &wrong,
        ];
        let output = check(&args);
        let report = stdout(&output);
        assert_eq!(output.status.code(), Some(1), "{report}");
        (report, std::fs::read_to_string(save).expect("saved"))
    };
    let (few, few_input) = run("300", "1", "few.in");
    let (many, many_input) = run("100000", "2", "many.in");
    // The summary up to where the input was saved.
    let failed = |report: &str| {
        let last = report.lines().last().unwrap();
        last.split(';').next().unwrap().to_owned()
    };
    assert_eq!(failed(&few), failed(&many));
    assert_eq!(few_input, many_input);
    assert!(failed(&few).contains("on generated #"), "{few}");
    // The printed command judges that case alone and finds the same failure, shrunk the same.
    let words = rerun_words(&many);
    assert!(words.contains(&"--case".to_owned()), "{words:?}");
    assert!(
        !words.iter().any(|w| w == "--cases" || w == "--jobs"),
        "{words:?}"
    );
    let save = folder.join("rerun.in");
    let words = saving_to(&words, &save);
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let output = check(&words);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    let summary = failed(&report);
    let case = failed(&many);
    let on = case.split(" on ").last().unwrap();
    assert!(summary.starts_with("1 case, 1 failed: "), "{summary}");
    assert!(summary.contains(on), "{summary} / {case}");
    assert_eq!(std::fs::read_to_string(save).unwrap(), many_input);
}

#[test]
fn a_table_of_a_right_program_and_two_wrong_ones() {
    let folder = scratch("table");
    let save = folder.join("row.in");
    let (right, wrong, garbage) = (
        solver("more-reclamation"),
        example("wrong-more-reclamation"),
        example("misbehave"),
    );
    let output = check(&[
        "more-reclamation",
        "--table",
        "--seed",
        "2",
        "--cases",
        "150",
        "--seconds",
        "30",
        "--save",
        save.to_str().unwrap(),
        "--",
        &right,
        "--",
        &wrong,
        "--",
        &garbage,
        "garbage",
    ]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.starts_with("table of more-reclamation, seed 2: 150 cases ("),
        "{report}"
    );
    let row = |number: &str| {
        report
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{number}  ")))
            .unwrap_or_else(|| panic!("no row {number}:\n{report}"))
            .to_owned()
    };
    assert!(
        row("1").contains(&right) && row("1").contains(" AC "),
        "{report}"
    );
    assert!(row("1").contains("150/150"), "{report}");
    assert!(
        row("2").contains(" WA ") && row("2").contains("shrunk to"),
        "{report}"
    );
    assert!(
        row("3").contains(" WA ") && row("3").contains("case 1 "),
        "{report}"
    );
    assert_eq!(last_line(&output), "3 programs, 2 failed");
    // Each failure is saved beside the others, and its saved input fails that program.
    for (number, program) in [("2", &wrong), ("3", &garbage)] {
        let input = std::fs::read_to_string(folder.join(format!("row-{number}.in"))).unwrap();
        let ours = std::fs::read_to_string(folder.join(format!("row-{number}.ans"))).unwrap();
        let theirs = if number == "3" {
            let output = Command::new(program.as_str())
                .arg("garbage")
                .stdin(std::fs::File::open(folder.join("row-3.in")).unwrap())
                .output()
                .unwrap();
            String::from_utf8_lossy(&output.stdout).into_owned()
        } else {
            run_on(program, &input)
        };
        assert_ne!(first_tokens(&theirs), first_tokens(&ours), "{input}");
    }
    assert!(
        report.contains(&format!(
            "rerun: cargo xtask check more-reclamation --seed 2 --case 1 -- {garbage} garbage"
        )),
        "{report}"
    );
}

#[test]
fn help_lists_each_problems_families_size_axis_and_beyond() {
    let help = stdout(&check(&["--help"]));
    for problem in PROBLEMS {
        let entry = registry(problem);
        let start = help
            .find(&format!("\n  {problem}\n"))
            .unwrap_or_else(|| panic!("{problem}: {help}"));
        let section: String = help[start + 1..]
            .lines()
            .skip(1)
            .take(8)
            .collect::<Vec<_>>()
            .join(" ");
        for family in entry.families {
            assert!(section.contains(family.name), "{problem}: {section}");
        }
        assert!(
            section.contains("size axis") && section.contains("beyond"),
            "{section}"
        );
    }
    assert!(help.contains("no contest program reads"), "{help}");
}

#[test]
fn steering_usage_errors_name_what_is_wrong() {
    let error = |args: &[&str]| {
        let output = check(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        String::from_utf8_lossy(&output.stderr).trim().to_owned()
    };
    assert_eq!(
        error(&["painters-duel", "--family", "nope", "--", "true"]),
        "xtask check: --family: painters-duel has no family `nope` (its families: corner, \
         centre, construction, hardest)"
    );
    assert_eq!(
        error(&["chapaev", "--case", "0", "--", "true"]),
        "xtask check: --case needs a whole number of at least 1, not `0`"
    );
    assert_eq!(
        error(&["chapaev", "--max-size", "x", "--", "true"]),
        "xtask check: --max-size needs a whole number of at least 1, not `x`"
    );
    assert_eq!(
        error(&["chapaev", "--table", "--", "true", "--", "--", "true"]),
        "xtask check: --table: an empty program between two `--`"
    );
}

#[test]
fn every_painters_family_and_a_size_cap_pass_our_own_solver() {
    for family in ["corner", "centre", "construction", "hardest"] {
        let output = check(&[
            "painters-duel",
            "--no-testdata",
            "--family",
            family,
            "--max-size",
            "4",
            "--cases",
            "12",
            "--seed",
            "3",
            "--",
            &solver("painters-duel"),
        ]);
        let report = stdout(&output);
        assert_eq!(output.status.code(), Some(0), "{family}: {report}");
        assert!(
            report.starts_with("12 cases (0 from testdata, seed 3)"),
            "{report}"
        );
    }
}
