//! The answer does not depend on the number of threads: every valid testdata case gives its
//! snapshot's output with `--threads 1` and `--threads 2`, through the command line and through
//! the library's options.

use std::path::Path;

use painters_duel::{Options, PROGRAM, solve_with};

/// Every valid case of the testdata: (name, input, the output its snapshot holds).
fn cases() -> Vec<(String, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/painters-duel");
    let mut cases = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "in") {
            continue;
        }
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let snap = std::fs::read_to_string(dir.join("snapshots").join(format!("{name}.snap")));
        // The snapshot's header ends at its second `---` line; the output follows.
        let snap = snap.unwrap();
        let (_, output) = snap.split_once("\n---\n").unwrap();
        cases.push((
            name,
            std::fs::read_to_string(&path).unwrap(),
            output.to_owned(),
        ));
    }
    assert!(cases.len() >= 16, "found {} cases", cases.len());
    cases
}

#[test]
fn the_command_line_gives_the_same_answers_with_one_and_two_threads() {
    for (name, input, expected) in cases() {
        for threads in ["1", "2"] {
            let args = ["--threads", threads, "--quiet"];
            let (code, out, err) = PROGRAM.run_captured(&args, input.as_bytes());
            assert_eq!((code, err.as_str()), (0, ""), "{name}, {threads} threads");
            assert_eq!(out, expected, "{name}, {threads} threads");
        }
    }
}

#[test]
fn the_library_gives_the_same_answers_with_one_and_two_threads() {
    for (name, input, expected) in cases() {
        for threads in [1, 2] {
            let options = Options {
                threads,
                progress: false,
                // A small table, so that two threads' halves are replaced in as well.
                table_mb: 2,
                ..Options::default()
            };
            let out = solve_with(&input, &options).unwrap();
            assert_eq!(out, expected, "{name}, {threads} threads");
        }
    }
}

#[test]
fn the_thread_count_is_checked() {
    for bad in ["0", "x", "257"] {
        let (code, out, err) = PROGRAM.run_captured(&["--threads", bad], b"1\n2 1 1 2 1 0\n");
        assert_eq!((code, out.as_str()), (2, ""), "{err}");
        assert!(err.contains("expected an integer from 1 to 256"), "{err}");
    }
}
