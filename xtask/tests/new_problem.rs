//! End to end: `cargo xtask new` in a scratch copy of the workspace gives a crate that builds,
//! passes clippy, fmt and its tests, is picked up by verify (failing until blessed, passing
//! after), and is known to gen; bad or taken names change nothing.
//!
//! It builds a second copy of the workspace, so it is `#[ignore]`d in plain `cargo test`; CI
//! runs it with `cargo test -p xtask -- --ignored`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let (source, dest) = (entry.path(), to.join(&name));
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&source, &dest);
        } else {
            std::fs::copy(&source, &dest).unwrap();
        }
    }
}

struct Scratch {
    root: PathBuf,
    target: PathBuf,
}

impl Scratch {
    fn cargo(&self, args: &[&str]) -> Output {
        Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .current_dir(&self.root)
            .env("CARGO_TARGET_DIR", &self.target)
            .env_remove("CARGO_MANIFEST_DIR")
            .args(args)
            .output()
            .unwrap()
    }

    fn ok(&self, args: &[&str]) -> String {
        let output = self.cargo(args);
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(output.status.success(), "cargo {args:?} failed:\n{text}");
        text
    }

    fn fails(&self, args: &[&str]) -> String {
        let output = self.cargo(args);
        assert!(!output.status.success(), "cargo {args:?} should fail");
        format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    }

    fn read(&self, path: &str) -> String {
        std::fs::read_to_string(self.root.join(path)).unwrap()
    }
}

#[test]
#[ignore = "builds a scratch copy of the workspace; CI runs it with --ignored"]
fn a_new_problem_is_one_command() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let root = std::env::temp_dir().join(format!("gamesolvers-new-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    copy_tree(workspace, &root);
    let scratch = Scratch {
        root: root.clone(),
        // Shared between runs so that dependencies build once.
        target: workspace.join("target/scratch-workspace"),
    };

    let registered = [
        "Cargo.toml",
        "README.md",
        "xtask/Cargo.toml",
        "xtask/src/problems.rs",
        "xtask/src/ladders.rs",
    ];
    let before: Vec<String> = registered.iter().map(|p| scratch.read(p)).collect();
    assert!(
        scratch
            .fails(&["xtask", "new", "Scratch_Game"])
            .contains("not a valid")
    );
    assert!(
        scratch
            .fails(&["xtask", "new", "chapaev"])
            .contains("exists already")
    );
    let after: Vec<String> = registered.iter().map(|p| scratch.read(p)).collect();
    assert_eq!(before, after, "a refused name changed the workspace");

    let created = scratch.ok(&[
        "xtask",
        "new",
        "scratch-game",
        "--title",
        "Scratch Game",
        "--source",
        "a test",
    ]);
    assert!(
        created.contains("crates/scratch-game/src/lib.rs"),
        "{created}"
    );
    assert!(created.contains("Next steps"), "{created}");
    assert!(
        scratch
            .read("xtask/src/problems.rs")
            .contains("scratch_game::brute::solve")
    );
    assert!(scratch.read("README.md").contains("[`scratch-game`]"));

    scratch.ok(&["fmt", "-p", "scratch-game", "-p", "xtask", "--", "--check"]);
    scratch.ok(&[
        "clippy",
        "-q",
        "-p",
        "scratch-game",
        "-p",
        "xtask",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ]);
    scratch.ok(&["test", "-q", "-p", "scratch-game"]);
    let unblessed = scratch.fails(&["xtask", "verify", "scratch-game"]);
    assert!(unblessed.contains("--bless"), "{unblessed}");
    assert!(unblessed.contains("0 passed, 3 failed"), "{unblessed}");
    scratch.ok(&["xtask", "verify", "scratch-game", "--bless"]);
    let verified = scratch.ok(&["xtask", "verify", "scratch-game"]);
    assert!(verified.contains("3 passed, 0 failed"), "{verified}");
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
            .any(|l| l.trim().parse::<u64>().is_ok_and(|n| n <= 1000))
    );
    // `check` knows the new problem: its own solver, as a contestant, passes.
    scratch.ok(&["build", "-q", "-p", "scratch-game"]);
    let solver = scratch.target.join("debug/scratch-game");
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
    assert!(
        scratch
            .fails(&["xtask", "new", "scratch-game"])
            .contains("exists already")
    );
    std::fs::remove_dir_all(&root).unwrap();
}
