//! Snapshots in insta's file format, read and written byte for byte, and the diff shown when a
//! case's output differs from what it is compared with.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// A compact diff from the first differing line.
pub fn diff(expected: &str, actual: &str) -> String {
    let old: Vec<&str> = expected.split_inclusive('\n').collect();
    let new: Vec<&str> = actual.split_inclusive('\n').collect();
    let first = old.iter().zip(&new).take_while(|(a, b)| a == b).count();
    let mut out = format!("    first difference at line {}:\n", first + 1);
    for (sign, lines) in [("-", &old), ("+", &new)] {
        for line in lines.iter().skip(first).take(4) {
            let _ = writeln!(out, "    {sign} {line:?}");
        }
        if lines.len() > first + 4 {
            let _ = writeln!(
                out,
                "    {sign} ... ({} more lines)",
                lines.len() - first - 4
            );
        }
        if lines.len() <= first {
            let _ = writeln!(out, "    {sign} (end of output)");
        }
    }
    out
}

/// Reads the contents of an insta-format snapshot file: everything after the header's closing `---`.
pub(super) fn read_snapshot(path: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let body = text
        .strip_prefix("---\n")
        .and_then(|rest| rest.split_once("\n---\n"))
        .map(|(_, contents)| contents.to_owned());
    body.ok_or_else(|| {
        format!(
            "{} is not a snapshot file (no `---` header)",
            path.display()
        )
    })
}

/// A snapshot file: insta's header naming the input, then the contents exactly.
pub fn snapshot_text(input_file: &str, contents: &str) -> String {
    // The header still names the file verify lived in, so the committed snapshots stay unchanged.
    format!("---\nsource: xtask/src/verify/snapshot.rs\ninput_file: {input_file}\n---\n{contents}")
}

/// Compares `actual` with the case's snapshot; with `bless`, returns the snapshot to write
/// instead if it is new or changed.
pub(super) fn compare_snapshot(
    dir: &Path,
    problem_name: &str,
    case: &str,
    relative_input: &str,
    actual: &str,
    bless: bool,
) -> Result<Option<(PathBuf, String)>, String> {
    let snapshot_name = match case.strip_prefix("invalid/") {
        Some(rest) => format!("invalid-{rest}.snap"),
        None => format!("{case}.snap"),
    };
    let snapshot_path = dir.join("snapshots").join(&snapshot_name);
    if bless {
        let text = snapshot_text(relative_input, actual);
        let changed = std::fs::read_to_string(&snapshot_path).ok().as_deref() != Some(&text);
        return Ok(changed.then_some((snapshot_path, text)));
    }
    if !snapshot_path.exists() {
        return Err(format!(
            "no snapshot yet: run `cargo xtask verify {problem_name}/{case} --bless`, then review snapshots/{snapshot_name}"
        ));
    }
    let expected = read_snapshot(&snapshot_path)?;
    if expected != actual {
        return Err(format!(
            "differs from snapshots/{snapshot_name} (- snapshot, + now); if the new output is \
             right, run `cargo xtask verify {problem_name}/{case} --bless` and review the diff\n{}",
            diff(&expected, actual)
        ));
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diff_starts_at_the_first_differing_line() {
        let shown = diff("a\nb\nc\n", "a\nB\nc\n");
        assert!(shown.contains("line 2"), "{shown}");
        assert!(shown.contains("- \"b\\n\""), "{shown}");
        assert!(shown.contains("+ \"B\\n\""), "{shown}");
        // A missing final newline is visible.
        let shown = diff("x\n\n", "x\n");
        assert!(shown.contains("line 2"), "{shown}");
        assert!(shown.contains("+ (end of output)"), "{shown}");
    }

    #[test]
    fn snapshots_round_trip_exactly() {
        let dir = std::env::temp_dir().join(format!("xtask-snap-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("case.snap");
        for contents in ["WIN\n", "B\n\nAA\n\n", "no newline", ""] {
            std::fs::write(&path, snapshot_text("testdata/x/case.in", contents)).unwrap();
            assert_eq!(read_snapshot(&path).unwrap(), contents);
        }
        std::fs::write(&path, "WIN\n").unwrap();
        assert!(read_snapshot(&path).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
