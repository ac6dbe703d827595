//! End to end: `cargo xtask new` in a scratch copy of the workspace. Right after it, with nothing
//! written by hand: the crate has its witness test and its explorer page, the README row and the
//! bench axis carry the flags' text, `new --help` explains the flags, the output ends with the
//! checklist, fuzz/ is untouched (its target reads the registry, and its dependency graph now
//! holds the new crate); `cargo fmt --check` passes on the whole workspace; clippy (`-D
//! warnings`, CI's very command) passes on every target of the whole workspace and the packages
//! of [`RERUN`] build with their tests; the documentation (warnings denied) passes on the new
//! crate; the tests of what a new
//! problem can change pass ([`RERUN`]); `cargo xtask verify` checks the placeholder's snapshots
//! with the brute force (a `--bless` then changes nothing); gen knows the problem, `check` passes
//! its own solver, `bench --dev` times its ladder, `package` writes its package (which
//! problemtools' `verifyproblem` checks when `$VERIFYPROBLEM` names it), `--moves` answers and
//! the explorer's engine answers the new problem's position (its descriptor names it; nothing
//! outside the crate lists it); refused or taken names change nothing.
//!
//! Every other crate is a byte-identical copy of the one CI has just linted, documented and
//! tested on this very tree: its lints and docs cannot change with a new problem, and its tests
//! (like the other tests of the crates in [`RERUN`]) never iterate the registry, so they are not
//! run again. Running them all again was most of this test's time, and compiling them again most
//! of what was left (bench/ci.md).
//!
//! It builds a second copy of the workspace, so it is `#[ignore]`d in plain `cargo test`; CI
//! runs it with `cargo test -p xtask --test xtask new_problem -- --ignored`. The copy compiles
//! only the new crate and what depends on the registry ([`scratch`]).

mod scratch;

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use scratch::{Built, Rerun, Scratch};

/// The files `new` edits to register a problem.
const REGISTERED: &[&str] = &[
    "Cargo.toml",
    "README.md",
    "crates/problems/Cargo.toml",
    "crates/problems/src/lib.rs",
];

/// The test executables run again in the scratch, by package, with the modules of its
/// integration tests to run (`None`: every one; a package's unit tests always run; libtest's
/// `--include-ignored` where they are ignored in a plain `cargo test`): the new
/// crate's, and those of the crates above the registry whose tests iterate it: the judge's unit
/// tests (every problem's sources and tests) and `shrunk` (our solvers pass), the explorer's unit
/// tests (every page), every page's puzzle file, the WebAssembly module on every problem's cases,
/// the browser checks that go through every page (on the new one alone: `$EXPLORER_PAGES`),
/// xtask's unit tests (every problem's snapshots, ladders and help), the tidy rules and check's
/// tests over every problem. The tests of the other crates read no registry; the other tests of
/// these check named problems, or (the browser's case list) cases of several tests, which a new
/// problem does not have.
const RERUN: Rerun = &[
    ("scratch-game", None),
    ("judge", Some(&["shrunk::"])),
    (
        "explorer",
        Some(&[
            "site::each_puzzle_file",
            "wasm::the_module_answers_every_case",
            "browser::every_problem_in_a_real_browser",
            "browser::picture::",
            "browser::play::",
            "browser::puzzle::",
            "--include-ignored",
        ]),
    ),
    ("xtask", Some(&["tidy::", "check::", "check_steer::"])),
];

const SNAPSHOTS: &[&str] = &[
    "testdata/scratch-game/snapshots/01-sample.snap",
    "testdata/scratch-game/snapshots/02-multiple-of-four.snap",
    "testdata/scratch-game/snapshots/invalid-01-negative.snap",
];

#[test]
#[ignore = "builds a scratch copy of the workspace; CI runs it with --ignored"]
fn a_new_problem_is_one_command() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let scratch = Scratch::copy_of(workspace);
    refused_names_change_nothing(&scratch);
    let created = scratch.ok(&[
        "xtask",
        "new",
        "scratch-game",
        "--title",
        "Scratch Game",
        "--source",
        "a test",
        "--idea",
        "n mod 4 | placeholder",
        "--scale",
        "heaps up to 10^18",
        "--axis",
        "n (tokens on the heap)",
    ]);
    the_output_lists_the_files_and_ends_with_the_checklist(&created);
    assert!(
        !workspace.join("crates/scratch-game").exists(),
        "new wrote into the real workspace"
    );
    the_flags_fill_the_readme_and_the_bench_axis(&scratch);
    the_fuzz_target_reads_the_registry(&scratch, workspace);
    let help = scratch.ok(&["xtask", "new", "--help"]);
    for flag in [
        "--title <T>",
        "--source <S>",
        "--idea <I>",
        "--scale <S>",
        "--axis <A>",
    ] {
        assert!(help.contains(&format!("    {flag}\n")), "{flag}: {help}");
    }
    let bins = the_workspace_is_green_at_once(&scratch);
    the_tools_know_the_problem(&scratch, &bins);
    assert!(
        scratch
            .fails(&["xtask", "new", "scratch-game"])
            .contains("exists already")
    );
    std::fs::remove_dir_all(&scratch.root).unwrap();
    std::fs::remove_dir_all(&scratch.target).unwrap();
}

/// gen, the explorer, `check` and `bench` know the new problem from its crate alone.
fn the_tools_know_the_problem(scratch: &Scratch, bins: &BTreeMap<String, PathBuf>) {
    let generated = scratch.ok(&[
        "xtask",
        "gen",
        "scratch-game",
        "random",
        "--seed",
        "7",
        "1000",
    ]);
    assert!(
        generated
            .lines()
            .any(|l| l.trim().parse::<u64>().is_ok_and(|n| n <= 1000)),
        "{generated}"
    );
    // `check` knows the new problem: its own solver, as a contestant, passes.
    let solver = &bins["scratch-game"];
    the_game_is_explored(scratch, solver, &bins["explorer"]);
    let checked = scratch.ok(&[
        "xtask",
        "check",
        "scratch-game",
        "--cases",
        "50",
        "--seed",
        "1",
        "--",
        solver.to_str().unwrap(),
    ]);
    assert!(checked.contains("50 cases, 0 failed"), "{checked}");
    // `bench` reads the new crate's ladder; --dev times the builds at hand, with no release build.
    let benched = scratch.ok(&["xtask", "bench", "scratch-game", "--dev"]);
    assert!(
        benched.contains("## scratch-game") && benched.contains("| case | size | time |"),
        "{benched}"
    );
    // Off a terminal, the progress line is left out: no carriage return, no escape code.
    assert!(!benched.contains(['\r', '\x1b']), "{benched:?}");
    the_problem_is_packaged(scratch);
}

/// `package` writes the new problem's package from its crate alone, with 20 secret cases and
/// more; `verifyproblem` finds no error in it where `$VERIFYPROBLEM` names problemtools' checker.
fn the_problem_is_packaged(scratch: &Scratch) {
    let packaged = scratch.ok(&["xtask", "package", "scratch-game", "--seconds", "10"]);
    let out = scratch.root.join("target/package/scratchgame");
    assert!(out.join("problem.yaml").exists(), "{packaged}");
    let secret = std::fs::read_dir(out.join("data/secret")).unwrap().count() / 2;
    assert!(secret >= 20, "{secret} secret cases:\n{packaged}");
    if std::env::var_os("VERIFYPROBLEM").is_some() {
        let output = crate::package::verifyproblem(&out).output().unwrap();
        let report = String::from_utf8_lossy(&output.stdout);
        assert!(report.contains("tested: 0 errors"), "{report}");
        assert!(report.contains(") OK: WA "), "{report}");
    }
}

/// `--moves` lists the sample's moves, the winning one first, and the explorer's engine (built
/// from the scratch workspace, where only the crate's descriptor names the game) answers a
/// position.
fn the_game_is_explored(scratch: &Scratch, solver: &Path, explorer: &Path) {
    let sample = scratch.root.join("testdata/scratch-game/01-sample.in");
    let moves = Command::new(solver)
        .args(["--moves".as_ref(), sample.as_os_str()])
        .output()
        .unwrap();
    let table = String::from_utf8_lossy(&moves.stdout);
    assert!(moves.status.success(), "{moves:?}");
    let best = table.find("take 2").expect(&table);
    assert!(
        table.find("take 1").is_some_and(|other| best < other),
        "{table}"
    );

    // The explorer's engine (what the site's WebAssembly module runs), built natively.
    let mut explorer = Command::new(explorer)
        .args(["view", "scratch-game"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    explorer.stdin.take().unwrap().write_all(b"10").unwrap();
    let view = explorer.wait_with_output().unwrap();
    let view = String::from_utf8_lossy(&view.stdout);
    assert!(view.starts_with("{\"position\":"), "{view}");
    assert!(view.contains("\"label\":\"take 2\""), "{view}");
}

fn refused_names_change_nothing(scratch: &Scratch) {
    let before: Vec<String> = REGISTERED.iter().map(|p| scratch.read(p)).collect();
    for (name, why) in [
        ("Scratch_Game", "not a valid"),
        ("chapaev", "exists already"),
    ] {
        let refused = scratch.fails(&["xtask", "new", name]);
        assert!(refused.contains(why), "{refused}");
    }
    let after: Vec<String> = REGISTERED.iter().map(|p| scratch.read(p)).collect();
    assert_eq!(before, after, "a refused name changed the workspace");
}

fn the_output_lists_the_files_and_ends_with_the_checklist(created: &str) {
    for path in [
        "crates/scratch-game/src/lib.rs",
        "crates/scratch-game/tests/scratch-game/witness.rs",
        "crates/scratch-game/src/tools/explore.rs",
        "crates/scratch-game/src/solver/mod.rs",
        "crates/scratch-game/src/oracles/brute.rs",
        SNAPSHOTS[0],
    ] {
        assert!(
            created.contains(&format!("  {path}\n")),
            "{path}: {created}"
        );
    }
    // The explorer and the fuzz target find the game through the registry: nothing of it is
    // written there.
    assert!(!created.contains("crates/explorer/"), "{created}");
    assert!(!created.contains("fuzz/"), "{created}");
    let checklist = &created[created.find("Still to write").expect(created)..];
    for item in [
        "[ ] crates/scratch-game/src/oracles/brute.rs",
        "[ ] crates/scratch-game/src/lib.rs",
        "[ ] testdata/scratch-game/",
        "[ ] crates/scratch-game/src/tools/shrink.rs",
    ] {
        assert!(checklist.contains(item), "{item}: {checklist}");
    }
    // Every flag was given, so nothing of theirs is left to fill in.
    assert!(!checklist.contains("would have filled in"), "{checklist}");
}

fn the_flags_fill_the_readme_and_the_bench_axis(scratch: &Scratch) {
    let readme = scratch.read("README.md");
    let row = "| [`scratch-game`](crates/scratch-game) | a test \"Scratch Game\" | \
               n mod 4 \\| placeholder | heaps up to 10^18 |\n";
    let marker = "<!-- xtask new: new problems go above this line. -->";
    assert!(readme.contains(&format!("{row}{marker}")), "{readme}");
    let problem = scratch.read("crates/scratch-game/src/tools/problem.rs");
    assert!(
        problem.contains("        axis: \"n (tokens on the heap)\",\n"),
        "{problem}"
    );
    let lib = scratch.read("crates/scratch-game/src/lib.rs");
    assert!(lib.starts_with("//! a test \"Scratch Game\".\n"), "{lib}");
}

/// fuzz/ is as it was, and the new crate is in its dependency graph through the registry.
fn the_fuzz_target_reads_the_registry(scratch: &Scratch, workspace: &Path) {
    for file in [
        "fuzz/Cargo.toml",
        "fuzz/src/lib.rs",
        "fuzz/fuzz_targets/solvers.rs",
    ] {
        let real = std::fs::read_to_string(workspace.join(file)).unwrap();
        assert_eq!(scratch.read(file), real, "new changed {file}");
    }
    // The fuzz crate needs nightly to build; its graph resolves with the new crate in it. Not
    // offline: libFuzzer's crate is in no workspace build, so a fresh machine has not fetched it.
    let metadata = scratch.ok(&[
        "metadata",
        "--format-version",
        "1",
        "--manifest-path",
        "fuzz/Cargo.toml",
    ]);
    assert!(
        metadata.contains("crates/scratch-game/Cargo.toml"),
        "{metadata}"
    );
}

/// Tests of [`RERUN`] whose passing lines must be in the output, so that a renamed test or
/// module cannot drop out of the run unseen.
const RERUN_PASS: &[&str] = &[
    "test witness::winning_moves_leave_a_lost_heap ... ok",
    "test witness::explain_prints_the_witness_beside_the_answer ... ok",
    "test differential::fast_equals_brute_force ... ok",
    "test errors::refusals_are_one_line_and_exit_1 ... ok",
    "test explore::every_move_is_valued_as_the_search_from_the_rules_says ... ok",
    "test explore::moves_lists_the_winning_move_first ... ok",
    "test unit::tools::explore::the_page_is_the_problems ... ok",
    "test verify::tests::every_testdata_case_matches_its_snapshot ... ok",
    "test tidy::tool_code_names_no_problem ... ok",
    "test tidy::floor_plan::every_solver_crate_has_the_floor_plan ... ok",
    "test shrunk::our_own_solvers_pass ... ok",
    "test site::each_puzzle_file_is_the_page_s_puzzles_each_with_one_best_row ... ok",
    "test wasm::the_module_answers_every_case_as_the_native_engine ... ok",
    "test browser::every_problem_in_a_real_browser ... ok",
    "test browser::picture::the_picture_marks_plays_and_follows_every_move ... ok",
    "test browser::play::every_game_played_to_the_end ... ok",
    "test browser::puzzle::every_problem_s_puzzles_in_a_real_browser ... ok",
];

/// Lints, documents, builds and tests what a new problem can change; returns the binaries built,
/// by name.
fn the_workspace_is_green_at_once(scratch: &Scratch) -> BTreeMap<String, PathBuf> {
    scratch.ok(&["fmt", "--all", "--", "--check"]);
    // CI's own clippy command: after CI's, only what `new` changed is linted again, and every
    // target of the whole workspace still type-checks (a new problem must not break any build).
    scratch.ok(&[
        "clippy",
        "--workspace",
        "--all-targets",
        "--all-features",
        "--",
        "-D",
        "warnings",
    ]);
    // CI builds the documentation with warnings denied; the new crate's must pass too.
    scratch.ok(&[
        "rustdoc",
        "-q",
        "-p",
        "scratch-game",
        "--lib",
        "--",
        "-D",
        "warnings",
    ]);
    // The packages whose tests are run again are built with them; the selection holds xtask,
    // which asks for the features the workspace's tests turn on, so nothing is compiled twice.
    let mut build = vec![
        "test",
        "--no-run",
        "--message-format=json-render-diagnostics",
    ];
    for (package, _) in RERUN {
        build.extend(["-p", package]);
    }
    let messages = scratch.ok(&build);
    only_what_new_changes_is_compiled(&messages);
    let built = Built::read(&messages, RERUN);
    let tested = scratch.run_tests(&built.tests);
    for test in RERUN_PASS {
        assert!(tested.contains(test), "{test} did not run:\n{tested}");
    }
    verify_checks_the_snapshots(scratch);
    built.bins
}

/// The packages a new problem changes: the new crate, the registry and what depends on it.
const CHANGED: &[&str] = &["scratch-game", "problems", "judge", "explorer", "xtask"];

/// The build compiled no crate of the workspace but [`CHANGED`]: every other one's copied build
/// was fresh. (A dependency may be compiled again when this test's own build selected fewer of
/// its features than the scratch's selection does.)
fn only_what_new_changes_is_compiled(output: &str) {
    for line in output.lines() {
        let Some(rest) = line.trim_start().strip_prefix("Compiling ") else {
            continue;
        };
        let package = rest.split(' ').next().unwrap();
        let ours = rest.contains(" (/");
        assert!(
            !ours || CHANGED.contains(&package),
            "{package} was compiled again:\n{output}"
        );
    }
}

/// `cargo xtask verify` on the new problem passes its three cases, and blessing changes nothing:
/// the snapshots `new` wrote are exactly what the solver prints.
fn verify_checks_the_snapshots(scratch: &Scratch) {
    // xtask's unit test verified every problem; this is the command on the new one.
    let verified = scratch.ok(&["xtask", "verify", "scratch-game"]);
    let line = verified
        .lines()
        .find(|l| l.starts_with("scratch-game "))
        .expect(&verified);
    assert!(line.contains(" 3 passed,   0 failed"), "{verified}");
    assert!(
        verified
            .lines()
            .any(|l| l.starts_with("3 passed, 0 failed")),
        "{verified}"
    );
    let before: Vec<String> = SNAPSHOTS.iter().map(|p| scratch.read(p)).collect();
    let blessed = scratch.ok(&["xtask", "verify", "scratch-game", "--bless"]);
    assert!(
        blessed.contains("every snapshot was up to date"),
        "{blessed}"
    );
    let after: Vec<String> = SNAPSHOTS.iter().map(|p| scratch.read(p)).collect();
    assert_eq!(before, after);
}
