//! What the judge shares with `cargo xtask verify`: the workspace's root, the cases of a testdata
//! folder (and those its manifest marks slow) and a counted noun.

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

/// The workspace root, from this crate's manifest directory (never the current directory).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("the judge lives two levels below the workspace root")
        .to_path_buf()
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

/// The cases of `dir` that its `manifest.txt` marks slow (`slow` among the checks of the line's
/// third field): `cargo xtask verify` runs them only when asked, and `check` never, since our own
/// answer to one takes up to a minute.
pub fn slow_cases_in(dir: &Path) -> BTreeSet<String> {
    let manifest = std::fs::read_to_string(dir.join("manifest.txt")).unwrap_or_default();
    manifest
        .lines()
        .filter_map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let slow = fields
                .get(2)?
                .split(',')
                .any(|check| check.trim() == "slow");
            slow.then(|| fields[0].to_owned())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_root_holds_the_workspace_manifest_and_testdata() {
        let root = workspace_root();
        assert!(root.join("Cargo.toml").is_file() && root.join("testdata").is_dir());
        assert!(cases_in(&root.join("testdata/chapaev")).contains("01-sample"));
        let slow = slow_cases_in(&root.join("testdata/painters-duel"));
        assert!(slow.contains("21-open-side-12-corner"), "{slow:?}");
        assert!(!slow.contains("01-sample-1"), "{slow:?}");
        assert_eq!(
            (plural(1, "case"), plural(2, "case")),
            ("1 case".into(), "2 cases".into())
        );
    }
}
