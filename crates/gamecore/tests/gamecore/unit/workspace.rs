//! Tests of `src/workspace.rs`.

use gamecore::workspace::*;

#[test]
fn the_root_holds_the_workspace_manifest_and_testdata() {
    let root = workspace_root();
    assert!(root.join("Cargo.toml").is_file() && root.join("testdata").is_dir());
    assert!(cases_in(&root.join("testdata/chapaev")).contains("01-sample"));
    let slow = slow_cases_in(&root.join("testdata/painters-duel"));
    assert!(slow.contains("21-open-side-12-corner"), "{slow:?}");
    assert!(!slow.contains("01-sample-1"), "{slow:?}");
    // A `slow` inside the detailed check's description is words, not the marker.
    assert_eq!(
        split_checks("brute, second: a proof, slow"),
        ("brute, ", Some("second: a proof, slow"))
    );
    assert_eq!(
        (plural(1, "case"), plural(2, "case")),
        ("1 case".into(), "2 cases".into())
    );
}

#[test]
fn the_running_package_names_the_workspace_it_sits_in() {
    let scratch = std::env::temp_dir().join(format!("gamecore-root-{}", std::process::id()));
    let package = scratch.join("crates/gamecore");
    std::fs::create_dir_all(package.join("src")).unwrap();
    std::fs::write(package.join("Cargo.toml"), "[package]\n").unwrap();
    assert_eq!(enclosing_workspace(&package.join("src")), None);
    std::fs::write(scratch.join("Cargo.toml"), "[workspace]\n").unwrap();
    assert_eq!(
        enclosing_workspace(&package.join("src")),
        Some(scratch.clone())
    );
    std::fs::remove_dir_all(&scratch).unwrap();
}
