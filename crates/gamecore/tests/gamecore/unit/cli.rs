//! The command line of a toy program: answers, flags, `--draw`, usage and I/O errors.

use gamecore::InputError;
use gamecore::cli::*;
use gamecore::input::Reader;
use std::io::{self, Write};

#[derive(Default)]
struct Options {
    double: bool,
    add: i64,
}

fn sum(text: &str, options: &Options) -> Result<Output, InputError> {
    let mut reader = Reader::new(text);
    let (a, _) = reader.integer("a", -100..=100i64)?;
    let (b, _) = reader.integer("b", -100..=100i64)?;
    reader.expect_end()?;
    let mut total = a + b + options.add;
    if options.double {
        total *= 2;
    }
    Ok(Output {
        answer: format!("{total}\n"),
        explanation: options.double.then(|| "doubled".to_owned()),
    })
}

const FLAGS: &[Flag<Options>] = &[
    Flag {
        name: "double",
        value: None,
        help: "Double the sum.",
        apply: |o, _| {
            o.double = true;
            Ok(())
        },
    },
    Flag {
        name: "add",
        value: Some("N"),
        help: "Add N.",
        apply: |o, v| {
            o.add = v.parse().map_err(|_| format!("`{v}` is not an integer"))?;
            Ok(())
        },
    },
];

fn parse_only(text: &str) -> Result<(), InputError> {
    sum(text, &Options::default()).map(|_| ())
}

fn explained(text: &str, options: &Options) -> Result<Output, InputError> {
    let mut output = sum(text, options)?;
    output.explanation = Some(format!("the sum is {}", output.answer.trim()));
    Ok(output)
}

const SUM: Program<Options> = Program {
    about: "adds two integers",
    input_help: "Input: two integers a b, each from -100 to 100.",
    flags: FLAGS,
    solve: sum,
    validate: parse_only,
    explain: Some(explained),
    draw: Some(drawn),
    explore: None,
};

/// A "picture" of the sum, refused when it is negative.
fn drawn(text: &str, options: &Options) -> Result<String, Refusal> {
    let answer = sum(text, options)?.answer;
    if answer.starts_with('-') {
        return Err(Refusal::Usage("negative sums have no picture".to_owned()));
    }
    Ok(format!("<svg>{}</svg>", answer.trim()))
}

fn temp_path(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("gamecore-cli-{}-{name}", std::process::id()))
}

#[test]
fn draw_writes_the_picture_and_keeps_stdout() {
    let path = temp_path("sum.svg");
    let file = path.to_str().unwrap();
    assert_eq!(
        run(&["--draw", file, "--explain"], b"2 3"),
        (0, "5\n".into(), "the sum is 5\n".into())
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "<svg>5</svg>");
    assert_eq!(
        run(&[&format!("--draw={file}"), "--add=1"], b"2 3"),
        (0, "6\n".into(), String::new())
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "<svg>6</svg>");
    // Invalid input writes nothing and leaves the old file alone.
    let (code, out, _) = run(&["--draw", file], b"2 x");
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "<svg>6</svg>");
    std::fs::remove_file(&path).unwrap();
    let (code, out, err) = run(&["--draw", file], b"2 -5");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "sum: --draw: negative sums have no picture (try --help)\n"
    );
    assert!(!path.exists());
}

#[test]
fn draw_after_double_dash_is_a_path() {
    let (code, _, err) = run_captured(&SUM, "sum", &["--", "--draw", "x.svg"], b"2 3");
    assert_eq!(code, 2);
    assert_eq!(err, "sum: unexpected extra argument `x.svg` (try --help)\n");
    assert!(!std::path::Path::new("x.svg").exists());
}

#[test]
fn draw_usage_errors_exit_2() {
    let unwritable = temp_path("no-such-dir/x.svg");
    for args in [
        &["--draw"][..],
        &["--draw="],
        &["--drawing=x.svg"],
        &["--draw", "x.svg", "--validate"],
        &["--draw", unwritable.to_str().unwrap()],
    ] {
        let (code, out, err) = run(args, b"1 1");
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
    let plain = Program { draw: None, ..SUM };
    let (code, _, err) = run_captured(&plain, "sum", &["--draw", "x.svg"], b"2 3");
    assert_eq!(code, 2, "{err}");
    assert!(!plain.help("sum").contains("--draw"));
    assert!(
        SUM.help("sum").contains("  --draw FILE.svg  Also draw"),
        "{}",
        SUM.help("sum")
    );
}

fn run(args: &[&str], stdin: &[u8]) -> (u8, String, String) {
    run_captured(&SUM, "sum", args, stdin)
}

#[test]
fn answers_on_stdout() {
    assert_eq!(run(&[], b"2 3\n"), (0, "5\n".into(), String::new()));
    assert_eq!(
        run(&["--add", "4"], b"2 3"),
        (0, "9\n".into(), String::new())
    );
    assert_eq!(
        run(&["--add=-4", "-"], b"2 3"),
        (0, "1\n".into(), String::new())
    );
    assert_eq!(
        run(&["--double"], b"2 3"),
        (0, "10\n".into(), "doubled\n".into())
    );
}

#[test]
fn validate_and_explain() {
    assert_eq!(
        run(&["--validate"], b"2 3"),
        (0, "ok\n".into(), String::new())
    );
    let (code, out, err) = run(&["--validate"], b"2 300");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.starts_with("error: line 1, column 3: "), "{err}");
    assert_eq!(
        run(&["--explain", "--add", "1"], b"2 3"),
        (0, "6\n".into(), "the sum is 6\n".into())
    );
    let (code, _, err) = run(&["--explain", "--validate"], b"2 3");
    assert_eq!(code, 2, "{err}");
    // A program without an explanation does not offer the flag.
    let plain = Program {
        explain: None,
        ..SUM
    };
    let (code, _, err) = run_captured(&plain, "sum", &["--explain"], b"2 3");
    assert_eq!(code, 2, "{err}");
    assert!(!plain.help("sum").contains("--explain"));
}

#[test]
fn invalid_input_is_one_line_and_exit_1() {
    let (code, out, err) = run(&[], b"2\n  x");
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "error: line 2, column 3: expected b (an integer from -100 to 100), found `x`\n"
    );
    let (code, _, err) = run(&[], b"\xfe");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "error: line 1, column 1: expected UTF-8 text, found byte 0xFE\n"
    );
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["--nope"][..],
        &["-x"],
        &["--double=yes"],
        &["--add"],
        &["--add", "z"],
        &["a", "b"],
        &["/no/such/file/here"],
    ] {
        let (code, out, err) = run(args, b"1 1");
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("sum: "), "{err}");
    }
}

#[test]
fn usage_errors_point_to_help_and_io_errors_do_not() {
    let (_, _, err) = run(&["--nope"], b"");
    assert_eq!(err, "sum: unknown flag `--nope` (try --help)\n");
    let (code, _, err) = run(&["/no/such/file/here"], b"");
    assert_eq!(code, 2);
    assert!(
        err.starts_with("sum: cannot read /no/such/file/here: "),
        "{err}"
    );
    assert!(!err.contains("--help"), "{err}");
    let unwritable = temp_path("no-such-dir/x.svg");
    let (code, _, err) = run(&["--draw", unwritable.to_str().unwrap()], b"1 1");
    assert_eq!(code, 2);
    assert!(err.starts_with("sum: cannot write "), "{err}");
    assert!(!err.contains("--help"), "{err}");
}

#[test]
fn reads_a_file_argument() {
    let path = std::env::temp_dir().join(format!("gamecore-cli-{}.in", std::process::id()));
    std::fs::write(&path, "40 2").unwrap();
    let (code, out, _) = run(&[path.to_str().unwrap()], b"");
    std::fs::remove_file(&path).unwrap();
    assert_eq!((code, out.as_str()), (0, "42\n"));
}

#[test]
fn help_describes_input_and_flags() {
    let (code, out, err) = run(&["--double", "--help"], b"");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("sum: adds two integers\n"));
    assert!(out.contains("Input: two integers"));
    assert!(out.contains("  --add N          Add N.\n"), "{out}");
    assert!(out.contains("  --double         Double the sum.\n"));
    assert!(out.contains("  -h, --help       Print this help.\n"));
    assert!(
        out.contains("  --validate       Only check the input"),
        "{out}"
    );
    assert!(
        out.contains("  --explain        Also print on stderr"),
        "{out}"
    );
}

#[test]
fn a_closed_stdout_ends_quietly() {
    struct Closed;
    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let mut err = Vec::new();
    let code = SUM.run("sum", &[], &mut &b"1 2"[..], &mut Closed, &mut err);
    assert_eq!((code, err.len()), (0, 0));
}

/// Explains sums of operands up to 10 only, though the program answers up to 100.
fn explained_up_to_ten(text: &str, options: &Options) -> Result<Output, InputError> {
    let mut reader = Reader::new(text);
    let (a, at) = reader.integer("a", -100..=100i64)?;
    if a.abs() > 10 {
        return Err(InputError::rule(at, "explained only for operands up to 10"));
    }
    explained(text, options)
}

#[test]
fn a_flags_own_limit_is_a_usage_error() {
    let narrow = Program {
        explain: Some(explained_up_to_ten),
        ..SUM
    };
    let (code, out, err) = run_captured(&narrow, "sum", &["--explain"], b"20 1");
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "sum: --explain: line 1, column 1: explained only for operands up to 10 (try --help)\n"
    );
    // Invalid input stays invalid input.
    let (code, _, err) = run_captured(&narrow, "sum", &["--explain"], b"200 1");
    assert_eq!(code, 1, "{err}");
    let (code, out, _) = run_captured(&narrow, "sum", &["--explain"], b"2 1");
    assert_eq!((code, out.as_str()), (0, "3\n"));
}

#[test]
fn draw_refuses_a_name_that_is_not_svg() {
    for name in ["x.png", "svg", ".svg", "dir.svg/x"] {
        let (code, out, err) = run(&["--draw", name], b"1 1");
        assert_eq!((code, out.as_str()), (2, ""), "{name}");
        assert!(err.contains("--draw writes SVG"), "{name}: {err}");
        assert!(!std::path::Path::new(name).exists(), "{name}");
    }
    let upper = temp_path("X.SVG");
    let (code, _, err) = run(&["--draw", upper.to_str().unwrap()], b"1 1");
    assert_eq!(code, 0, "{err}");
    std::fs::remove_file(upper).unwrap();
}
