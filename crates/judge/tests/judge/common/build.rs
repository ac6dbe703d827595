//! The programs the judge's and xtask's tests run, built once per test binary: the contestants
//! (the judge's examples, `crates/judge/tests/contestants/`) and our solvers. Both test suites
//! include this file (`#[path]`), so the build is written once.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The build folder of this test (`target/debug`), after building the contestants (the judge's
/// examples) and the solvers into it, in the test's own profile.
pub fn built() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        // The test runs as target/<profile>/deps/<name>-<hash>.
        let exe = std::env::current_exe().expect("the test's path");
        let folder = exe
            .parent()
            .and_then(Path::parent)
            .expect("the test is in target/<profile>/deps")
            .to_path_buf();
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        // The workspace's every binary and example, the selection of `cargo test --workspace`:
        // with `-p`, cargo resolves that selection's features and compiles the solvers again.
        let mut args = vec!["build", "-q", "--workspace", "--bins", "--examples"];
        if folder.ends_with("release") {
            args.push("--release");
        }
        let status = Command::new(&cargo)
            .args(&args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .status()
            .expect("cargo runs");
        assert!(status.success(), "cargo {args:?} failed");
        folder
    })
}

/// The path of the contestant `name` (an example of the judge).
pub fn example(name: &str) -> String {
    built().join("examples").join(name).display().to_string()
}

/// The path of our solver of `problem`.
pub fn solver(problem: &str) -> String {
    built().join(problem).display().to_string()
}
