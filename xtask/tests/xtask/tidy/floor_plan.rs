//! The floor plan of a solver crate (CONTRIBUTING.md, "A solver crate" in the design): its
//! `src/` has the folders [`FOLDERS`], at most [`MORE_ENTRIES`] entries beside `lib.rs` and
//! `main.rs`, and a `lib.rs` of at most [`LIB_LINES`] lines before its tests: the crate's table
//! of contents.

use std::path::Path;

/// The folders every solver crate's `src/` has: the fast path, the oracles, the tools' faces.
pub const FOLDERS: [&str; 3] = ["solver", "oracles", "tools"];
/// The most entries at the top of `src/` beside `lib.rs` and `main.rs`.
pub const MORE_ENTRIES: usize = 8;
/// The most lines `lib.rs` may take before its tests.
pub const LIB_LINES: usize = 150;

/// The breaches of the floor plan in the crate whose `src/` is `src`.
pub fn breaches(src: &Path) -> Vec<String> {
    let shown = src.display();
    let mut found: Vec<String> = FOLDERS
        .iter()
        .filter(|folder| !src.join(folder).is_dir())
        .map(|folder| format!("{shown}: no folder {folder}/"))
        .collect();
    let mut entries: Vec<String> = std::fs::read_dir(src)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name != "lib.rs" && name != "main.rs")
        .collect();
    entries.sort();
    if entries.len() > MORE_ENTRIES {
        found.push(format!(
            "{shown}: {} entries beside lib.rs and main.rs (at most {MORE_ENTRIES}): {}",
            entries.len(),
            entries.join(", ")
        ));
    }
    let lib = src.join("lib.rs");
    let before =
        super::sizes::lines_before_tests(&std::fs::read_to_string(&lib).unwrap_or_default());
    if before > LIB_LINES {
        found.push(format!(
            "{}: {before} lines before its tests (at most {LIB_LINES}: lib.rs is the table of \
             contents)",
            lib.display()
        ));
    }
    found
}

#[test]
fn every_solver_crate_has_the_floor_plan() {
    let mut found = Vec::new();
    for problem in problems::PROBLEMS {
        found.extend(breaches(
            &super::root().join("crates").join(problem.name).join("src"),
        ));
    }
    super::fail_on(&found);
}

#[test]
fn the_floor_plan_reads_made_up_crates() {
    let scratch = std::env::temp_dir().join(format!("tidy-floor-plan-{}", std::process::id()));
    let (good, bad) = (scratch.join("good"), scratch.join("bad"));
    for folder in FOLDERS {
        std::fs::create_dir_all(good.join(folder)).unwrap();
    }
    let lib = format!("{}#[cfg(test)]\nmod tests;\n", "//\n".repeat(LIB_LINES));
    std::fs::write(good.join("lib.rs"), lib).unwrap();
    std::fs::write(good.join("main.rs"), "").unwrap();
    std::fs::create_dir_all(bad.join("solver")).unwrap();
    for i in 0..MORE_ENTRIES {
        std::fs::write(bad.join(format!("extra{i}.rs")), "").unwrap();
    }
    std::fs::write(bad.join("lib.rs"), "//\n".repeat(LIB_LINES + 1)).unwrap();
    let (good_breaches, bad_breaches) = (breaches(&good), breaches(&bad));
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(good_breaches.is_empty(), "{good_breaches:?}");
    // No oracles/ nor tools/, 9 entries (8 files and solver/), a long lib.rs.
    assert_eq!(bad_breaches.len(), 4, "{bad_breaches:?}");
    assert!(bad_breaches[2].contains("9 entries"), "{bad_breaches:?}");
    assert!(bad_breaches[3].contains(&format!("{} lines", LIB_LINES + 1)));
}
