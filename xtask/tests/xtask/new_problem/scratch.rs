//! The scratch workspace of `new`'s end-to-end test, cargo run in it, and the test executables
//! it built run as `cargo test` would run them.
//!
//! The copy keeps the files' times, and its target folders start as copies of this build's own
//! (`target/debug`, and `target/wasm` of the site's module), times kept: cargo finds fresh every
//! build that `new` cannot change (the dependencies, gamecore, geom, the solvers, and their lints
//! when CI's clippy ran first) and compiles only the new crate and what depends on the registry.
//! A copied build works on the copy: the tools find the workspace from cargo's
//! `CARGO_MANIFEST_DIR` at run time (`gamecore::workspace::workspace_root`), not from the folder
//! they were built in.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Which test executables to run again, by package, with the filters of its integration tests
/// (`None`: every one).
pub type Rerun = &'static [(&'static str, Option<&'static [&'static str]>)];

/// Copies `from` into `to`, leaving out the entries named `skip`; the copies keep the files'
/// modification times, so that cargo finds copied builds as fresh as their originals.
fn copy_tree(from: &Path, to: &Path, skip: &[&str]) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if skip.iter().any(|n| name == *n) {
            continue;
        }
        let (source, dest) = (entry.path(), to.join(&name));
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&source, &dest, skip);
        } else {
            std::fs::copy(&source, &dest).unwrap();
            let modified = entry.metadata().unwrap().modified().unwrap();
            let copy = std::fs::File::open(&dest).unwrap();
            copy.set_modified(modified).unwrap();
        }
    }
}

fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".into())
}

/// A test executable and its package's folder, where cargo would run it.
pub struct TestBinary {
    path: PathBuf,
    package: PathBuf,
    /// `package/target`, and ` (tests)` for the integration tests.
    name: String,
    /// The tests to run (libtest's filters); none: every one.
    filters: Vec<&'static str>,
}

/// What `cargo test --no-run` of some packages built: the test executables a [`Rerun`] names, and
/// every binary by name.
pub struct Built {
    /// The test executables to run again.
    pub tests: Vec<TestBinary>,
    /// Every binary, by name.
    pub bins: BTreeMap<String, PathBuf>,
}

impl Built {
    /// Reads cargo's JSON messages (one a line, among its other output).
    pub fn read(messages: &str, rerun: Rerun) -> Built {
        let mut built = Built {
            tests: Vec::new(),
            bins: BTreeMap::new(),
        };
        for line in messages.lines() {
            let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else {
                continue;
            };
            let (Some(path), Some(manifest), Some(name)) = (
                message["executable"].as_str(),
                message["manifest_path"].as_str(),
                message["target"]["name"].as_str(),
            ) else {
                continue;
            };
            let package = Path::new(manifest).parent().unwrap();
            let package_name = package.file_name().unwrap().to_str().unwrap();
            if message["profile"]["test"] != true {
                built.bins.insert(name.to_owned(), PathBuf::from(path));
                continue;
            }
            let Some(&(_, modules)) = rerun.iter().find(|(p, _)| *p == package_name) else {
                continue;
            };
            let integration = message["target"]["kind"][0] == "test";
            built.tests.push(TestBinary {
                path: PathBuf::from(path),
                package: package.to_path_buf(),
                name: format!(
                    "{package_name}/{name}{}",
                    if integration { " (tests)" } else { "" }
                ),
                filters: match modules {
                    Some(modules) if integration => modules.to_vec(),
                    _ => Vec::new(),
                },
            });
        }
        // Every package `rerun` names has its test executables, and its integration tests where
        // it names their modules (a renamed one would silently not run).
        for &(package, modules) in rerun {
            let found = |suffix: &str| {
                built
                    .tests
                    .iter()
                    .any(|t| t.name.starts_with(&format!("{package}/")) && t.name.ends_with(suffix))
            };
            assert!(found(""), "no test executable of {package}");
            assert!(
                modules.is_none() || found(" (tests)"),
                "no integration tests of {package}"
            );
        }
        built
    }
}

/// The scratch workspace and its target folder.
pub struct Scratch {
    /// The copy of the workspace.
    pub root: PathBuf,
    /// Its target folder (`CARGO_TARGET_DIR` of every cargo run in it).
    pub target: PathBuf,
}

impl Scratch {
    fn cargo(&self, args: &[&str]) -> Output {
        Command::new(cargo())
            .current_dir(&self.root)
            .env("CARGO_TARGET_DIR", &self.target)
            .env_remove("CARGO_MANIFEST_DIR")
            .args(args)
            .output()
            .unwrap()
    }

    pub fn ok(&self, args: &[&str]) -> String {
        let output = self.cargo(args);
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(output.status.success(), "cargo {args:?} failed:\n{text}");
        text
    }

    pub fn fails(&self, args: &[&str]) -> String {
        let output = self.cargo(args);
        assert!(!output.status.success(), "cargo {args:?} should fail");
        format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    }

    /// Runs each test executable as `cargo test` would (in its package's folder, with this
    /// scratch's cargo and target) and returns their output; each must pass.
    pub fn run_tests(&self, tests: &[TestBinary]) -> String {
        let mut text = String::new();
        for test in tests {
            let output = Command::new(&test.path)
                .args(&test.filters)
                .current_dir(&test.package)
                .env("CARGO", cargo())
                .env("CARGO_MANIFEST_DIR", &test.package)
                .env("CARGO_TARGET_DIR", &self.target)
                // The browser checks go through the new page alone: the others were just tested.
                .env("EXPLORER_PAGES", "scratch-game")
                .output()
                .unwrap();
            let out = format!(
                "{}{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
            assert!(
                output.status.success(),
                "{} failed:\n{out}",
                test.path.display()
            );
            text.push_str(&out);
        }
        text
    }

    pub fn read(&self, path: &str) -> String {
        std::fs::read_to_string(self.root.join(path))
            .unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
    }
}

impl Scratch {
    /// A fresh copy of `workspace` under its `target/new-problem/`, with a target folder seeded
    /// from this build's.
    pub fn copy_of(workspace: &Path) -> Scratch {
        let scratch = Scratch {
            root: workspace.join("target/new-problem/workspace"),
            target: workspace.join("target/new-problem/target"),
        };
        let _ = std::fs::remove_dir_all(&scratch.root);
        let _ = std::fs::remove_dir_all(&scratch.target);
        seed_target(&scratch);
        copy_tree(
            workspace,
            &scratch.root,
            &["target", ".git", "corpus", "artifacts"],
        );
        // The site's module builds in `target/wasm` of the workspace it belongs to.
        let wasm = workspace.join("target/wasm");
        if wasm.is_dir() {
            copy_tree(&wasm, &scratch.root.join("target/wasm"), &[]);
        }
        scratch
    }
}

/// Copies this test's own profile folder (`target/debug`, found from the running test binary)
/// into the scratch target, times kept: every build of what `new` leaves alone is fresh there.
fn seed_target(scratch: &Scratch) {
    let binary = std::env::current_exe().unwrap();
    let profile = binary.parent().and_then(Path::parent).unwrap();
    let name = profile.file_name().unwrap();
    copy_tree(
        profile,
        &scratch.target.join(name),
        &["incremental", "new-problem"],
    );
}
