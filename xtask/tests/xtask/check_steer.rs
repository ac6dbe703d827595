//! End-to-end tests of the rerun line, the steering options and `--table` in
//! `cargo xtask check`.

use crate::common;

use std::path::Path;

use common::*;

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
        let report = check_fails(&args);
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
    let report = check_fails(&words);
    let summary = failed(&report);
    let case = failed(&many);
    let on = case.split(" on ").last().unwrap();
    assert!(summary.starts_with("1 case, 1 failed: "), "{summary}");
    assert!(summary.contains(on), "{summary} / {case}");
    assert_eq!(std::fs::read_to_string(save).unwrap(), many_input);
}

#[test]
fn the_rerun_line_keeps_the_memory_stack_and_shrinking_it_was_given() {
    let wrong = example("wrong-more-reclamation");
    let save = scratch("rerun-resources").join("failing.in");
    let report = check_fails(&[
        "more-reclamation",
        "--seed",
        "2",
        "--memory-limit",
        "300",
        "--stack",
        "unlimited",
        "--shrink-seconds",
        "20",
        "--save",
        save.to_str().unwrap(),
        "--",
        &wrong,
    ]);
    let words = rerun_words(&report).join(" ");
    for kept in [
        "--memory-limit 300",
        "--stack unlimited",
        "--shrink-seconds 20",
    ] {
        assert!(words.contains(kept), "{words}");
    }
    // Options equal to the problem's defaults are left out.
    let output = check(&[
        "more-reclamation",
        "--seed",
        "2",
        "--memory-limit",
        "256",
        "--shrink-seconds",
        "60",
        "--save",
        save.to_str().unwrap(),
        "--",
        &wrong,
    ]);
    let words = rerun_words(&stdout(&output)).join(" ");
    assert!(
        !words.contains("--memory-limit") && !words.contains("--shrink"),
        "{words}"
    );
}

#[test]
fn a_table_of_a_right_program_and_two_wrong_ones() {
    let folder = scratch("table");
    let (right, wrong, garbage) = (
        solver("more-reclamation"),
        example("wrong-more-reclamation"),
        example("misbehave"),
    );
    let (kill, markdown) = (folder.join("kill"), folder.join("table.md"));
    let mut args: Vec<String> = "more-reclamation --table --seed 2 --cases 150 --no-testdata"
        .split(' ')
        .map(str::to_owned)
        .collect();
    let (kill_dir, table_md) = (kill.display().to_string(), markdown.display().to_string());
    args.extend([
        "--save-dir".into(),
        kill_dir,
        "--table-out".into(),
        table_md,
    ]);
    let model = format!("model={right}");
    for program in [
        vec![model],
        vec![wrong.clone()],
        vec![garbage.clone(), "garbage".into()],
    ] {
        args.push("--".into());
        args.extend(program);
    }
    let report = check_fails(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        report.starts_with("table of more-reclamation, seed 2: 150 cases (0 from testdata)"),
        "{report}"
    );
    the_programs_are_named(&report, &right);
    // Every program on every case: the summary counts all 150.
    let summary = |name: &str| summary_of(&report, name);
    assert_eq!(summary("model")[1..3], ["150/150", "-"], "{report}");
    assert_eq!(
        summary("misbehave")[1..4],
        ["0/150", "WA", "150"],
        "{report}"
    );
    let wrong_row = summary("wrong-more-reclamation");
    assert_eq!(wrong_row[2], "WA", "{report}");
    assert!(
        report.contains("tests that kill: 1 case (0 in the testdata, 1 new) fails every failing program (2), the fewest (exact search):"),
        "{report}"
    );
    assert_eq!(report.lines().last(), Some("3 programs, 2 failed"));
    the_killing_test_kills(&kill, &wrong, &garbage);
    let markdown = std::fs::read_to_string(markdown).unwrap();
    assert!(markdown.starts_with("# table of more-reclamation, seed 2"));
    assert!(
        markdown.contains("\n| program | passed | failed |"),
        "{markdown}"
    );
}

/// The table's programs are named as given, after the file's stem, and after the file's stem
/// again for the same file.
fn the_programs_are_named(report: &str, right: &str) {
    let line = |start: &str| {
        report
            .lines()
            .find(|l| l.starts_with(&format!("  {start} ")))
            .unwrap_or_else(|| panic!("no line {start}:\n{report}"))
            .to_owned()
    };
    assert!(line("model").contains(right), "{report}");
    assert!(line("misbehave").ends_with(" garbage"), "{report}");
}

/// The one killing test saved in `kill` fails both wrong programs.
fn the_killing_test_kills(kill: &Path, wrong: &str, garbage: &str) {
    let name = std::fs::read_dir(kill)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .find(|n| n.ends_with(".in"))
        .expect("a killing test saved");
    assert!(
        name.contains("-kills-wrong-more-reclamation-misbehave"),
        "{name}"
    );
    let input = std::fs::read_to_string(kill.join(&name)).unwrap();
    let ours = (registry("more-reclamation").solve)(&input).unwrap();
    assert_ne!(tokens(&run_on(&[wrong], &input)), tokens(&ours), "{input}");
    assert_ne!(
        tokens(&run_on(&[garbage, "garbage"], &input)),
        tokens(&ours)
    );
}

/// The words of `name`'s summary line in a table's report (its second line, after its command).
fn summary_of(report: &str, name: &str) -> Vec<String> {
    let lines: Vec<&str> = report
        .lines()
        .filter(|l| l.starts_with(&format!("  {name} ")))
        .collect();
    lines[1].split_whitespace().map(str::to_owned).collect()
}

#[test]
fn a_problems_own_help() {
    let output = check(&["chapaev", "--help"]);
    assert_eq!(output.status.code(), Some(0));
    let help = stdout(&output);
    // The flags, as `check --help` has them, then the problem's own section.
    let general = stdout(&check(&["--help"]));
    let flags = general.split("\nThe problems").next().unwrap();
    assert!(help.starts_with(flags), "{help}");
    let entry = registry("chapaev");
    let section = help.split("\n  chapaev\n").nth(1).expect("its section");
    for family in entry.families {
        assert!(section.contains(family.name), "{section}");
    }
    for words in [
        "time limit  1 s of CPU per run",
        "memory      64 MB, stack 1 MB",
        "testdata    ",
        "beyond      ",
    ] {
        assert!(section.contains(words), "{words}: {section}");
    }
    assert!(
        section
            .replace("\n               ", "")
            .contains(entry.check_input.axis)
    );
    // Other problems are not in it.
    assert!(!help.contains("painters-duel"), "{help}");
}

#[test]
fn help_lists_each_problems_families_size_axis_and_beyond() {
    let help = stdout(&check(&["--help"]));
    for problem in problem_names() {
        let entry = registry(problem);
        let start = help
            .find(&format!("\n  {problem}\n"))
            .unwrap_or_else(|| panic!("{problem}: {help}"));
        let section: String = help[start + 1..]
            .lines()
            .skip(1)
            .take_while(|l| l.starts_with("    "))
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
         centre, construction, hardest, mid-edge, open)"
    );
    assert_eq!(
        error(&["chapaev", "--case", "0", "--", "true"]),
        "xtask check: invalid value '0' for '--case <K>': expected a whole number of at least 1"
    );
    assert_eq!(
        error(&["chapaev", "--max-size", "x", "--", "true"]),
        "xtask check: invalid value 'x' for '--max-size <N>': expected a whole number of at least 1"
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
