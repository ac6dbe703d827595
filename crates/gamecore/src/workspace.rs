//! What the judge shares with `cargo xtask verify`, `bench`, `new` and `stress`: the workspace's
//! root, the cases of a testdata folder (and those its manifest marks slow) and a counted noun.
//! It lives here, below all of them, so that none of the tools links another for it.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// `1 snapshot`, `2 snapshots`.
pub fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// The workspace root (never the current directory): the workspace above the package that cargo
/// runs (`CARGO_MANIFEST_DIR` at run time, which `cargo run`, `cargo test` and `cargo xtask` set),
/// else the one this crate was built in.
///
/// Run time comes first so that a build copied with its times into another workspace (the `new`
/// test's scratch copy, where cargo finds it fresh) works on the copy it runs in, not on the
/// original.
pub fn workspace_root() -> PathBuf {
    let running = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from);
    running
        .as_deref()
        .and_then(enclosing_workspace)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .ancestors()
                .nth(2)
                .expect("gamecore lives two levels below the workspace root")
                .to_path_buf()
        })
}

/// The nearest folder at or above `dir` whose `Cargo.toml` declares a workspace with a gamecore
/// crate: ours, and no other project that runs one of our programs under cargo.
pub fn enclosing_workspace(dir: &Path) -> Option<PathBuf> {
    dir.ancestors()
        .find(|d| {
            d.join("crates/gamecore/Cargo.toml").is_file()
                && std::fs::read_to_string(d.join("Cargo.toml"))
                    .is_ok_and(|toml| toml.contains("[workspace]"))
        })
        .map(Path::to_path_buf)
}

/// The cases of `dir`: the names of its `.in` files, without the extension.
pub fn cases_in(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            name.strip_suffix(".in").map(str::to_owned)
        })
        .collect()
}

/// The cases of `dir` that its `manifest.txt` marks slow ([`SLOW`] among the checks of the
/// line's third field): `cargo xtask verify` runs them only when asked, and `check` never, since
/// our own answer to one takes up to a minute. Lines are read as verify reads them; verify's
/// parser also reports what is wrong with them.
pub fn slow_cases_in(dir: &Path) -> BTreeSet<String> {
    let manifest = std::fs::read_to_string(dir.join("manifest.txt")).unwrap_or_default();
    manifest
        .lines()
        .filter_map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let (simple, _) = split_checks(fields.get(2)?);
            let slow = simple.split(',').any(|check| check.trim() == SLOW);
            slow.then(|| fields[0].to_owned())
        })
        .collect()
}

/// The marker among a manifest line's checks of a case that runs only when asked for.
pub const SLOW: &str = "slow";

/// A manifest line's third field split into its simple checks (`sample, brute, slow`) and the
/// detailed one that takes the rest of the line, commas included (`second: ...` or
/// `refusal: ...`), if any.
pub fn split_checks(checks: &str) -> (&str, Option<&str>) {
    match ["second:", "refusal:"]
        .iter()
        .filter_map(|kind| checks.find(kind))
        .min()
    {
        Some(at) => (&checks[..at], Some(&checks[at..])),
        None => (checks, None),
    }
}
