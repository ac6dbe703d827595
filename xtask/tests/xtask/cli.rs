//! The command line of every task, through the built `xtask` binary: `--help` and `-h` print the
//! task's usage and options (exit 0), and a usage error, clap's own included, is one line on
//! stderr that names what is wrong, with nothing on stdout (exit 2). None of these runs reaches a
//! task's real work.

use std::process::Command;

/// Runs `xtask args...`: (exit code, stdout, stderr).
fn xtask(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .unwrap();
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Each task and the arguments its help must explain, as the help writes them at a line's start.
const TASKS: &[(&str, &[&str])] = &[
    ("verify", &["    --bless ", "[PROBLEM[/CASE]]... "]),
    ("bench", &["    --quick ", "[PROBLEM]... "]),
    ("gen", &["    --seed <N> ", "[FAMILY] ", "[SIZE]... "]),
    (
        "stress",
        &["    --cases <N> ", "    --seconds <S> ", "    --seed <X> "],
    ),
    (
        "new",
        &[
            "<PROBLEM> ",
            "    --title <T> ",
            "    --source <S> ",
            "    --idea <I> ",
            "    --scale <S> ",
            "    --axis <A> ",
        ],
    ),
    (
        "check",
        &[
            "    --seconds <S> ",
            "    --cases <N> ",
            "    --seed <X> ",
            "    --time-limit <T> ",
            "    --jobs <J> ",
            "    --size <SIZE> ",
            "    --save <PATH> ",
            "    --table ",
        ],
    ),
];

#[test]
fn every_task_explains_itself_on_help() {
    for &(task, options) in TASKS {
        for help in ["--help", "-h"] {
            let (code, out, err) = xtask(&[task, help]);
            assert_eq!((code, err.as_str()), (0, ""), "{task} {help}");
            assert!(out.contains(&format!("cargo xtask {task} ")), "{out}");
            assert!(out.contains("\n  -h, --help"), "{task}: {out}");
            assert!(out.contains("\nExit status: "), "{task}: {out}");
            for option in options {
                // The short help puts the text on the same line, the long help below.
                let line = |end: &str| format!("\n  {}{end}", option.trim_end());
                assert!(
                    out.contains(&line(" ")) || out.contains(&line("\n")),
                    "{task} {option}: {out}"
                );
            }
        }
        // Also after other arguments, and through `cargo xtask help <task>` (`check chapaev
        // --help` and `gen chapaev --help` add that problem's own part, tested with each).
        let before: &[&str] = if task == "check" || task == "gen" {
            &["--seed", "1"]
        } else {
            &["chapaev"]
        };
        let mut words = vec![task];
        words.extend(before);
        words.push("--help");
        let (code, after, _) = xtask(&words);
        assert_eq!(code, 0, "{task}");
        let (code, through_help, _) = xtask(&["help", task]);
        assert_eq!(code, 0, "{task}");
        assert_eq!(after, through_help, "{task}");
    }
    for args in [&[][..], &["--help"], &["help"]] {
        let (code, out, _) = xtask(args);
        assert_eq!(code, 0);
        assert!(out.contains("Usage: cargo xtask [TASK]"), "{out}");
        assert!(out.contains("\n  check "), "{out}");
    }
}

/// Arguments that are a usage error, and what the error says.
const USAGE_ERRORS: &[(&[&str], &str)] = &[
    (&["nosuch"], "xtask: unrecognized subcommand 'nosuch'"),
    (&["help", "nosuch"], "xtask help: no task named `nosuch`"),
    (
        &["verify", "--frob"],
        "xtask verify: unexpected argument '--frob'",
    ),
    (
        &["verify", "--bles"],
        "xtask verify: unexpected argument '--bles' found (tip: a similar argument exists: '--bless')",
    ),
    (
        &["verify", "nosuch/01"],
        "xtask verify: invalid value 'nosuch/01' for '[PROBLEM[/CASE]]...': no problem named `nosuch`",
    ),
    (
        &["bench", "--fast"],
        "xtask bench: unexpected argument '--fast'",
    ),
    (
        &["bench", "nosuch"],
        "xtask bench: invalid value 'nosuch' for '[PROBLEM]...': no problem named `nosuch`",
    ),
    (
        &["stress", "--cases"],
        "xtask stress: a value is required for '--cases <N>'",
    ),
    (
        &["stress", "--seconds", "x"],
        "xtask stress: invalid value 'x' for '--seconds <S>': invalid digit",
    ),
    (
        &["stress", "nosuch"],
        "xtask stress: invalid value 'nosuch' for '[PROBLEM]...': no problem named `nosuch`",
    ),
    (
        &["new"],
        "xtask new: the following required arguments were not provided: <PROBLEM>",
    ),
    (&["new", "a", "b"], "xtask new: unexpected argument 'b'"),
    (
        &["new", "nim", "--title"],
        "xtask new: a value is required for '--title <T>'",
    ),
    (
        &["new", "Nim"],
        "xtask new: `Nim` is not a valid problem name",
    ),
    (&["new", "chapaev"], "exists already"),
    (
        &["gen"],
        "xtask gen: the following required arguments were not provided: <PROBLEM>",
    ),
    (&["gen", "nosuch"], "no problem named `nosuch`"),
    (
        &["gen", "more-reclamation", "random", "--seed", "3"],
        "xtask gen: more-reclamation random takes 2 sizes (rows cells); missing: rows, cells",
    ),
    (
        &["gen", "chapaev", "spiral", "--seed", "1"],
        "chapaev has no family `spiral`",
    ),
    (
        &["gen", "chapaev", "random", "6", "6"],
        "xtask gen: missing --seed N",
    ),
    (&["baseline", "nosuch", "file"], "xtask baseline: "),
    (
        &["check", "chapaev", "--jobs", "0", "--", "true"],
        "xtask check: invalid value '0' for '--jobs <J>': 0 is not in 1..=256",
    ),
    (
        &["check", "chapaev", "--bogus", "--", "true"],
        "xtask check: unexpected argument '--bogus' found",
    ),
];

#[test]
fn usage_errors_are_one_line_that_names_the_problem() {
    let problems = "(problems: chapaev, more-reclamation, circles-game, racing-car-trail, \
                    painters-duel";
    for &(args, says) in USAGE_ERRORS {
        let (code, out, err) = xtask(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    let (_, _, err) = xtask(&["gen", "nosuch"]);
    assert!(err.contains(problems), "{err}");
}

#[test]
fn gen_lists_one_problems_families_and_prints_inputs() {
    let (code, out, err) = xtask(&["gen", "chapaev"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("\n  random --seed N red white\n"), "{out}");
    assert!(out.contains("\n  judge --seed N\n"), "{out}");
    assert!(!out.contains("circles") && !out.contains("rows"), "{out}");
    let (code, out, _) = xtask(&[
        "gen",
        "more-reclamation",
        "random",
        "--seed",
        "3",
        "10",
        "2",
    ]);
    assert_eq!(code, 0);
    assert!(out.starts_with("10 2\n"), "{out}");
}
