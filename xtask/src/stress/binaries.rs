//! The test executables of each problem, as the README's test command (`cargo test --workspace`)
//! builds them. Stress runs them directly instead of calling `cargo test -p <problem>`: with `-p`,
//! cargo unifies features over that one package, and a dev-dependency of the explorer turns on more
//! of `rand`'s features workspace-wide, so every crate above `rand` would be compiled again, once
//! per problem (most of stress's time in CI).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One test executable and the folder of its package, where cargo would run it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestBinary {
    /// The executable.
    pub path: PathBuf,
    /// The package's folder (the folder of its `Cargo.toml`).
    pub package: PathBuf,
}

/// Builds the workspace's tests as `cargo test --workspace` does (nothing is compiled when that
/// ran already) and returns the test executables by package folder.
pub fn build(root: &Path, cargo: &str) -> Result<BTreeMap<PathBuf, Vec<TestBinary>>, String> {
    // Diagnostics are rendered on stderr for the user; stdout carries one JSON message per line.
    let output = Command::new(cargo)
        .current_dir(root)
        .args(["test", "--workspace", "--no-run"])
        .arg("--message-format=json-render-diagnostics")
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !output.status.success() {
        return Err("the tests do not build (cargo's messages above)".into());
    }
    Ok(test_binaries(&String::from_utf8_lossy(&output.stdout)))
}

/// The test executables named by cargo's JSON messages (one per line), by package folder.
pub fn test_binaries(messages: &str) -> BTreeMap<PathBuf, Vec<TestBinary>> {
    let mut found: BTreeMap<PathBuf, Vec<TestBinary>> = BTreeMap::new();
    for line in messages.lines() {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        let is_test =
            message["reason"] == "compiler-artifact" && message["profile"]["test"] == true;
        let (Some(path), Some(manifest)) = (
            message["executable"].as_str(),
            message["manifest_path"].as_str(),
        ) else {
            continue;
        };
        let Some(package) = Path::new(manifest).parent() else {
            continue;
        };
        if is_test {
            found
                .entry(package.to_path_buf())
                .or_default()
                .push(TestBinary {
                    path: PathBuf::from(path),
                    package: package.to_path_buf(),
                });
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_executables_are_read_from_cargos_messages() {
        let messages = [
            r#"{"reason":"compiler-artifact","manifest_path":"/w/crates/a/Cargo.toml","profile":{"test":true},"executable":"/w/target/debug/deps/a-1"}"#,
            // A library built for others is not a test; a test without an executable is skipped.
            r#"{"reason":"compiler-artifact","manifest_path":"/w/crates/a/Cargo.toml","profile":{"test":false},"executable":null}"#,
            r#"{"reason":"compiler-artifact","manifest_path":"/w/crates/b/Cargo.toml","profile":{"test":true},"executable":null}"#,
            r#"{"reason":"compiler-artifact","manifest_path":"/w/crates/a/Cargo.toml","profile":{"test":true},"executable":"/w/target/debug/deps/text-2"}"#,
            r#"{"reason":"build-finished","success":true}"#,
            "not json",
        ]
        .join("\n");
        let found = test_binaries(&messages);
        let a = Path::new("/w/crates/a");
        assert_eq!(found.keys().collect::<Vec<_>>(), [a]);
        let paths: Vec<&Path> = found[a].iter().map(|b| b.path.as_path()).collect();
        assert_eq!(
            paths,
            [
                Path::new("/w/target/debug/deps/a-1"),
                Path::new("/w/target/debug/deps/text-2")
            ]
        );
        assert!(found[a].iter().all(|b| b.package == a));
    }
}
