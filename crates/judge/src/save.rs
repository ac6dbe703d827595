//! Where a failing input and our answer are written, and the writing.

use std::path::{Path, PathBuf};

use crate::options::CheckOptions;
use crate::outcome::Saved;

/// Where the input and our answer are saved: `--save PATH` or `target/check/<problem>-<seed>.in`,
/// our answer in the same name ending in `.ans`.
pub fn paths(root: &Path, options: &CheckOptions) -> (PathBuf, PathBuf) {
    let input = options.save.clone().unwrap_or_else(|| {
        root.join("target")
            .join("check")
            .join(format!("{}-{}.in", options.problem.name, options.seed))
    });
    let answer = if input.extension().is_some_and(|e| e == "in") {
        input.with_extension("ans")
    } else {
        PathBuf::from(format!("{}.ans", input.display()))
    };
    (input, answer)
}

/// Writes the input and our answer where `options` says; where they went, or why they could
/// not be written.
pub fn save(root: &Path, options: &CheckOptions, input: &str, ours: &str) -> Saved {
    let (input_path, answer) = paths(root, options);
    let error = write(&input_path, &answer, input, ours).err();
    Saved {
        input: input_path,
        answer,
        error,
    }
}

/// Writes the two files, creating their folder; the error to print if that fails.
fn write(input_path: &Path, answer: &Path, input: &str, ours: &str) -> Result<(), String> {
    if let Some(folder) = input_path.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    }
    std::fs::write(input_path, input)
        .map_err(|e| format!("cannot write {}: {e}", input_path.display()))?;
    std::fs::write(answer, ours).map_err(|e| format!("cannot write {}: {e}", answer.display()))
}
