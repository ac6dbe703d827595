//! What the judge shares with `cargo xtask verify`: the workspace's root, the cases of a testdata
//! folder and a counted noun.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_root_holds_the_workspace_manifest_and_testdata() {
        let root = workspace_root();
        assert!(root.join("Cargo.toml").is_file() && root.join("testdata").is_dir());
        assert!(cases_in(&root.join("testdata/chapaev")).contains("01-sample"));
        assert_eq!(
            (plural(1, "case"), plural(2, "case")),
            ("1 case".into(), "2 cases".into())
        );
    }
}
