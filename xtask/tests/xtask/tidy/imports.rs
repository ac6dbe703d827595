//! The import graph of one crate's source files, for the tidy test's rule that no files of a
//! crate import each other, however indirectly: a file names another by a path from the crate's
//! root (`crate::check::save`, `use crate::{check, table::Row}`) or from its parent (`super::`),
//! and the path names the deepest file it reaches (`crate::explore::table::name` names
//! `explore/table.rs`). Left out: test modules and the files only they declare, comments, and
//! re-exports (`pub use`), which make a module's face, not a dependency of it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each file of a crate's `src/` (but those only tests declare) and its code outside its test
/// module.
pub fn sources(src: &Path) -> BTreeMap<PathBuf, String> {
    let mut code = BTreeMap::new();
    for path in super::rust_files(src) {
        let text = super::read(&path);
        code.insert(path, text);
    }
    let test_only: Vec<PathBuf> = code
        .iter()
        .flat_map(|(path, text)| declared_for_tests(src, path, text))
        .collect();
    for path in test_only {
        code.remove(&path);
    }
    code.into_iter()
        .map(|(path, text)| {
            let outside = text
                .split("#[cfg(test)]")
                .next()
                .unwrap_or_default()
                .to_owned();
            (path, outside)
        })
        .collect()
}

/// The files `text` (the file at `path`) declares under `#[cfg(test)]`.
fn declared_for_tests(src: &Path, path: &Path, text: &str) -> Vec<PathBuf> {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let here = module_path(src, path);
    lines
        .windows(2)
        .filter(|pair| pair[0] == "#[cfg(test)]")
        .filter_map(|pair| {
            let name = pair[1].trim_start_matches("pub ").strip_prefix("mod ")?;
            let name = name.strip_suffix(';')?;
            let mut child = here.clone();
            child.push(name.to_owned());
            file_of(src, &child)
        })
        .collect()
}

/// The module path of a file: `src/a/b.rs` and `src/a/b/mod.rs` are `a::b`; `lib.rs` and
/// `main.rs` the root.
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap_or(file).with_extension("");
    let mut path: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    if path.last().is_some_and(|last| last == "mod") || path == ["lib"] || path == ["main"] {
        path.pop();
    }
    path
}

/// The file of a module path, if it has one.
fn file_of(src: &Path, path: &[String]) -> Option<PathBuf> {
    if path.is_empty() {
        return None;
    }
    let joined: PathBuf = path.iter().collect();
    [
        src.join(&joined).with_extension("rs"),
        src.join(&joined).join("mod.rs"),
    ]
    .into_iter()
    .find(|file| file.is_file())
}

/// The deepest file a path from the crate's root reaches.
fn resolve(src: &Path, path: &[String]) -> Option<PathBuf> {
    (1..=path.len())
        .rev()
        .find_map(|k| file_of(src, &path[..k]))
}

/// The paths `line` names after `prefix` (`crate::` or `super::`): a plain path, or each path
/// of a group, `{a, b::C}`.
fn paths_after(line: &str, prefix: &str) -> Vec<Vec<String>> {
    let segments = |text: &str| -> Vec<String> {
        text.split("::")
            .map(|s| {
                s.trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect()
            })
            .take_while(|s: &String| !s.is_empty())
            .collect()
    };
    let mut found = Vec::new();
    for (at, _) in line.match_indices(prefix) {
        let rest = &line[at + prefix.len()..];
        let (base, group) = match rest.split_once('{') {
            Some((base, group))
                if base
                    .chars()
                    .all(|c| c.is_alphanumeric() || "_:".contains(c)) =>
            {
                (
                    segments(base),
                    Some(group.split('}').next().unwrap_or(group)),
                )
            }
            _ => (Vec::new(), None),
        };
        match group {
            Some(group) => found.extend(group.split(',').map(|item| {
                let mut path = base.clone();
                path.extend(segments(item));
                path
            })),
            None => found.push(segments(rest)),
        }
    }
    found
}

/// Which files each file imports.
pub fn graph(src: &Path) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let sources = sources(src);
    let mut edges = BTreeMap::new();
    for (file, code) in &sources {
        // `super` of `a/b.rs` (module `a::b`) is `a`, and so is that of `a/b/mod.rs`.
        let mut parent = module_path(src, file);
        parent.pop();
        let mut to = BTreeSet::new();
        for line in code.lines() {
            let line = line.split("//").next().unwrap_or_default();
            let trimmed = line.trim_start();
            if ["pub use", "pub(crate) use", "pub(super) use"]
                .iter()
                .any(|export| trimmed.starts_with(export))
            {
                continue;
            }
            let from_parent = paths_after(line, "super::").into_iter().map(|path| {
                let mut whole = parent.clone();
                whole.extend(path);
                whole
            });
            let named = paths_after(line, "crate::").into_iter().chain(from_parent);
            let files = named.filter_map(|path| resolve(src, &path));
            to.extend(files.filter(|f| f != file && sources.contains_key(f)));
        }
        edges.insert(file.clone(), to);
    }
    edges
}

/// The circles of a graph: each set of two or more nodes that reach one another.
pub fn circles<T: Ord + Clone>(edges: &BTreeMap<T, BTreeSet<T>>) -> Vec<Vec<T>> {
    let reaches = |from: &T| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(node) = stack.pop() {
            for next in edges.get(&node).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reach: BTreeMap<&T, BTreeSet<T>> = edges.keys().map(|n| (n, reaches(n))).collect();
    let mut found: Vec<Vec<T>> = Vec::new();
    for (node, from_node) in &reach {
        let circle: BTreeSet<T> = from_node
            .iter()
            .filter(|other| reach.get(other).is_some_and(|r| r.contains(*node)))
            .cloned()
            .chain([(*node).clone()])
            .collect();
        let circle: Vec<T> = circle.into_iter().collect();
        if circle.len() > 1 && !found.contains(&circle) {
            found.push(circle);
        }
    }
    found
}
