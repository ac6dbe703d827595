//! The site's puzzle files: each problem's `cases/<problem>/puzzles.json`, as `cargo xtask site`
//! writes it, is its page's own [`Page::puzzles`], and every puzzle's position, as the engine the
//! page runs describes it, has exactly one best row: a single move, the puzzle's answer.

use std::path::PathBuf;

use explorer::engine::{self, Request};
use gamecore::explore_page::Page;
use serde_json::Value;

/// The site written into a scratch folder: the module a stand-in file (the puzzle files do not
/// depend on it), no testdata cases (nor do they).
fn written_site() -> (PathBuf, explorer::site::Summary) {
    let scratch = std::env::temp_dir().join(format!("explorer-site-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).unwrap();
    let wasm = scratch.join("stand-in.wasm");
    std::fs::write(&wasm, b"\0asm").unwrap();
    let out = scratch.join("site");
    let native = explorer::site::Native {
        program: PathBuf::from(env!("CARGO_BIN_EXE_explorer")),
        args: Vec::new(),
    };
    let pages = explorer::registered();
    let summary =
        explorer::site::write(&out, &wasm, &scratch.join("no-testdata"), &pages, &native).unwrap();
    (out, summary)
}

/// The value the page's `data-value` hook shows for a row: its score, else its verdict.
fn row_value(row: &Value) -> Value {
    match &row["score"] {
        Value::Null => row["verdict"].clone(),
        score => Value::String(score.to_string()),
    }
}

/// Checks one puzzle against the engine's description of its position.
fn check_puzzle(pages: &[std::sync::Arc<dyn Page>], problem: &str, puzzle: &Value) {
    let position = puzzle["position"].as_str().unwrap();
    let request = Request {
        problem,
        chosen: None,
        position,
    };
    let view: Value = serde_json::from_str(&engine::answer(pages, &engine::encode(&request)))
        .unwrap_or_else(|e| panic!("{problem}: {e}"));
    let shown = format!("{problem} puzzle {position:?}: {view}");
    assert_eq!(view["position"], puzzle["position"], "{shown}");
    assert_eq!(view["rest"], Value::Null, "{shown}");
    let rows = view["moves"].as_array().expect("rows");
    let best: Vec<&Value> = rows.iter().filter(|r| r["best"] == true).collect();
    assert_eq!(best.len(), 1, "{shown}");
    assert_eq!(best[0]["move"], puzzle["answer"], "{shown}");
    assert_eq!(best[0]["label"], puzzle["label"], "{shown}");
    assert_eq!(best[0]["count"], "1", "{shown}");
    assert_eq!(best[0]["verdict"], "win", "{shown}");
    // The page marks `data-best` on the rows whose value is the first row's: the same one row.
    let marked = rows
        .iter()
        .filter(|r| row_value(r) == row_value(&rows[0]))
        .count();
    assert_eq!(marked, 1, "{shown}");
    let moves: u64 = rows
        .iter()
        .map(|r| r["count"].as_str().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(puzzle["moves"], moves.to_string(), "{shown}");
    assert!(
        puzzle["explanation"]
            .as_str()
            .is_some_and(|e| !e.is_empty())
    );
}

#[test]
fn each_puzzle_file_is_the_page_s_puzzles_each_with_one_best_row() {
    let (out, summary) = written_site();
    let pages = explorer::registered();
    let mut checked = 0;
    for (page, search) in pages.iter().zip(&summary.puzzles) {
        let name = page.name();
        let file = std::fs::read_to_string(out.join(explorer::site::puzzles_file(name))).unwrap();
        assert_eq!(file, page.puzzles().encode(), "{name}");
        let puzzles: Value = serde_json::from_str(&file).unwrap();
        let puzzles = puzzles.as_array().unwrap();
        assert_eq!((search.problem, search.found), (name, puzzles.len()));
        for puzzle in puzzles {
            check_puzzle(&pages, name, puzzle);
            checked += 1;
        }
    }
    assert_eq!(summary.puzzles.len(), pages.len());
    assert!(checked > 0, "no problem has a puzzle");
    for file in ["puzzle.js", "puzzle.css"] {
        assert!(out.join(file).is_file(), "{file}");
    }
    let _ = std::fs::remove_dir_all(out.parent().unwrap());
}
