//! The rules of CONTRIBUTING that a reader could miss, checked on the files so that they hold
//! without review: tool code names no problem, every solver crate has the template's five test
//! files and the floor plan ([`floor_plan`]), a crate's integration tests are one binary, a crate
//! doc is at most 40 lines, a source file at most 800, a function at most 60 and a file at most
//! 500 before its tests ([`sizes`]), no files of a crate import each other, however indirectly
//! ([`imports`]), and no comment or doc holds history ([`history`]).
//!
//! Each test collects every breach and fails once, naming them all; each rule's helper is also
//! tried on made-up text, so that a rule cannot pass by reading nothing.

mod floor_plan;
mod history;
mod imports;
mod sizes;

use std::path::{Path, PathBuf};

/// The most lines a crate doc (`//!` at the top of `lib.rs` or `main.rs`) may take.
const CRATE_DOC_LINES: usize = 40;
/// The most lines a source file may take.
const FILE_LINES: usize = 800;
/// The test files every solver crate has: the ones `cargo xtask new` scaffolds.
const TEST_FILES: [&str; 5] = ["differential", "errors", "witness", "explore", "text"];
/// The tools' source folders, whose code reads problems from the registry only.
const TOOLS: [&str; 5] = [
    "xtask/src",
    "crates/judge/src",
    "crates/explorer/src",
    "fuzz/src",
    "fuzz/fuzz_targets",
];

fn root() -> PathBuf {
    gamecore::workspace::workspace_root()
}

/// Every `.rs` file under `dir`, outside `target/` folders, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() && path.file_name().is_some_and(|n| n != "target") {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every crate's folder: those under `crates/`, and `xtask`.
fn crate_folders() -> Vec<PathBuf> {
    let mut crates: Vec<PathBuf> = std::fs::read_dir(root().join("crates"))
        .expect("crates/")
        .flatten()
        .map(|e| e.path())
        .collect();
    crates.push(root().join("xtask"));
    crates
}

/// The source folders the size rules read: the `src/` of every crate under crates/, and
/// xtask's.
fn source_folders() -> Vec<PathBuf> {
    crate_folders()
        .into_iter()
        .map(|krate| krate.join("src"))
        .filter(|src| src.is_dir())
        .collect()
}

fn fail_on(breaches: &[String]) {
    assert!(breaches.is_empty(), "\n{}", breaches.join("\n"));
}

#[test]
fn tool_code_names_no_problem() {
    let mut names = Vec::new();
    for problem in problems::PROBLEMS {
        names.push(problem.name.to_owned());
        names.push(problem.name.replace('-', "_"));
    }
    let mut breaches = Vec::new();
    for tool in TOOLS {
        for path in rust_files(&root().join(tool)) {
            let text = read(&path);
            // A tool's own tests may judge real problems; its code may not name one.
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (number, line) in code.lines().enumerate() {
                if let Some(name) = names.iter().find(|name| line.contains(name.as_str())) {
                    breaches.push(format!("{}:{}: names {name}", path.display(), number + 1));
                }
            }
        }
    }
    fail_on(&breaches);
}

#[test]
fn every_solver_crate_has_the_five_test_files() {
    let mut breaches = Vec::new();
    for problem in problems::PROBLEMS {
        for test in TEST_FILES {
            let path = root().join(format!(
                "crates/{name}/tests/{name}/{test}.rs",
                name = problem.name
            ));
            if !path.is_file() {
                breaches.push(format!("{} is missing", path.display()));
            }
        }
    }
    fail_on(&breaches);
}

/// A crate whose library is not built as a test (`[lib] test = false`) runs every test from its
/// test binary: a `#[test]` or a `cfg(test)` left in its `src/` would never be compiled, so never
/// run. Every solver crate is such a crate (CONTRIBUTING.md, the floor plan).
#[test]
fn no_test_hides_where_it_never_runs() {
    let mut breaches = Vec::new();
    for krate in crate_folders() {
        let untested = read(&krate.join("Cargo.toml")).contains("[lib]\ntest = false");
        let solver = problems::PROBLEMS.iter().any(|p| krate.ends_with(p.name));
        if solver && !untested {
            breaches.push(format!("{}: no [lib] test = false", krate.display()));
        }
        if !untested {
            continue;
        }
        for path in rust_files(&krate.join("src")) {
            for (number, line) in read(&path).lines().enumerate() {
                let attribute = line.trim_start();
                if attribute.starts_with("#[")
                    && (attribute == "#[test]" || attribute.contains("(test"))
                {
                    let at = format!("{}:{}", path.display(), number + 1);
                    breaches.push(format!(
                        "{at}: a test in src/, which cargo test never builds"
                    ));
                }
            }
        }
    }
    fail_on(&breaches);
}

/// Every file under a crate's `tests/` is a test binary of its own, linked anew on every change:
/// a crate's integration tests are the modules of one `tests/<crate>/main.rs`.
#[test]
fn integration_tests_are_one_binary() {
    let mut breaches = Vec::new();
    for krate in crate_folders() {
        let name = krate.file_name().expect("a crate folder").to_owned();
        let tests = krate.join("tests");
        for entry in std::fs::read_dir(&tests).into_iter().flatten().flatten() {
            let path = entry.path();
            let single = path.extension().is_some_and(|e| e == "rs");
            let binary = path.join("main.rs").is_file() && path.file_name() != Some(&name);
            if single || binary {
                breaches.push(format!(
                    "{}: a test binary of its own (make it a module of tests/{}/main.rs)",
                    path.display(),
                    name.to_string_lossy()
                ));
            }
        }
    }
    fail_on(&breaches);
}

/// The lines of the crate doc (`//!` at the top) of `text`.
fn crate_doc_lines(text: &str) -> usize {
    text.lines()
        .take_while(|line| line.starts_with("//!"))
        .count()
}

#[test]
fn crate_docs_are_short() {
    let mut breaches = Vec::new();
    for krate in crate_folders() {
        for top in ["src/lib.rs", "src/main.rs"] {
            let path = krate.join(top);
            if !path.is_file() {
                continue;
            }
            let doc = crate_doc_lines(&read(&path));
            if doc > CRATE_DOC_LINES {
                breaches.push(format!(
                    "{}: a crate doc of {doc} lines (at most {CRATE_DOC_LINES}; measurements go \
                     to bench/)",
                    path.display()
                ));
            }
        }
    }
    fail_on(&breaches);
}

#[test]
fn files_hold_one_idea() {
    let mut breaches = Vec::new();
    for folder in ["crates", "xtask", "fuzz"] {
        for path in rust_files(&root().join(folder)) {
            let lines = read(&path).lines().count();
            if lines > FILE_LINES {
                breaches.push(format!(
                    "{}: {lines} lines (at most {FILE_LINES}: split it along its ideas)",
                    path.display()
                ));
            }
        }
    }
    fail_on(&breaches);
}

#[test]
fn no_files_of_a_crate_import_each_other() {
    let mut breaches = Vec::new();
    for src in crate_folders().iter().map(|krate| krate.join("src")) {
        for circle in imports::circles(&imports::graph(&src)) {
            let names: Vec<String> = circle
                .iter()
                .map(|f| f.strip_prefix(&src).unwrap_or(f).display().to_string())
                .collect();
            breaches.push(format!(
                "{}: {} import each other (move what they share into a file below them)",
                src.display(),
                names.join(", ")
            ));
        }
    }
    fail_on(&breaches);
}

#[test]
fn the_rules_catch_what_they_should() {
    // A breach of each kind is seen (the checks above cannot pass by reading nothing).
    assert!(rust_files(&root().join("xtask/src")).len() > 10);
    assert!(source_folders().len() > 5);
    // The crate doc rule counts the doc at the top, not the `//!` lines further down.
    let long = "//! a\n".repeat(CRATE_DOC_LINES + 1);
    assert_eq!(crate_doc_lines(&long), CRATE_DOC_LINES + 1);
    assert_eq!(crate_doc_lines("//! a\n//! b\n\nuse x;\n//! c\n"), 2);
    assert_eq!(crate_doc_lines("use x;\n//! a\n"), 0);
    assert!(!problems::PROBLEMS.is_empty());
    import_circles_are_seen();
}

/// A scratch crate whose `a.rs` and `b/inner.rs` import each other, through a group and a path
/// in code; a comment, a re-export and a test-only file that would close other circles do not.
fn import_circles_are_seen() {
    let src = std::env::temp_dir().join(format!("tidy-imports-{}", std::process::id()));
    let files = [
        ("lib.rs", "mod a;\nmod b;\nmod c;\n#[cfg(test)]\nmod d;\n"),
        ("a.rs", "use crate::{b::inner::Y, c};\n"),
        (
            "b/mod.rs",
            "pub use inner::Y;\npub use crate::c::C;\nmod inner;\n",
        ),
        ("b/inner.rs", "fn f() { let z = crate::a::z(); }\n"),
        ("c.rs", "// crate::a\npub struct C;\n"),
        ("d.rs", "use crate::a;\nuse super::c;\n"),
    ];
    for (name, text) in files {
        let path = src.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let circles = imports::circles(&imports::graph(&src));
    let _ = std::fs::remove_dir_all(&src);
    assert_eq!(circles, [[src.join("a.rs"), src.join("b/inner.rs")]]);
}
