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

/// A site written from a scratch testdata folder of `cases` (problem, case, text).
fn site_of(cases: &[(&str, &str, &str)]) -> (PathBuf, explorer::site::Summary) {
    let scratch = std::env::temp_dir().join(format!("explorer-cases-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    for (problem, case, text) in cases {
        let folder = scratch.join("testdata").join(problem);
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join(format!("{case}.in")), text).unwrap();
    }
    let wasm = scratch.join("stand-in.wasm");
    std::fs::write(&wasm, b"\0asm").unwrap();
    let native = explorer::site::Native {
        program: PathBuf::from(env!("CARGO_BIN_EXE_explorer")),
        args: Vec::new(),
    };
    let out = scratch.join("site");
    let pages = explorer::registered();
    let summary =
        explorer::site::write(&out, &wasm, &scratch.join("testdata"), &pages, &native).unwrap();
    (out, summary)
}

/// Every test of a case of several is listed on its own (the page plays an input's first test),
/// each as the problem's own split writes it, a test the engine refuses left out.
#[test]
fn each_test_of_a_case_of_several_is_an_entry_of_its_own() {
    let racing = "1 2\n..\n2 2\n.X\n..\n1 3\n...\n0 0\n";
    let painters = "2\n3 3 4 2 1 2\n2 3\n3 1\n12 1 1 12 23 0\n";
    let (out, summary) = site_of(&[
        ("racing-car-trail", "01-three", racing),
        ("painters-duel", "01-two", painters),
    ]);
    let read = |file: &str| std::fs::read_to_string(out.join("cases").join(file)).unwrap();
    let index: Value = serde_json::from_str(&read("racing-car-trail/index.json")).unwrap();
    let names: Vec<&str> = index
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["01-three", "01-three.test-2", "01-three.test-3"]);
    assert_eq!(index[2]["case"], "01-three");
    assert_eq!(
        (index[2]["test"].as_i64(), index[2]["tests"].as_i64()),
        (Some(3), Some(3))
    );
    let split = problems::find("racing-car-trail").unwrap().tests.unwrap();
    let tests = (split.inputs)(racing).unwrap();
    assert_eq!(read("racing-car-trail/01-three.in"), tests[0]);
    assert_eq!(read("racing-car-trail/01-three.test-2.in"), tests[1]);
    assert_eq!(read("racing-car-trail/01-three.test-3.in"), tests[2]);
    let index: Value = serde_json::from_str(&read("painters-duel/index.json")).unwrap();
    assert_eq!(index.as_array().unwrap().len(), 1, "{index}");
    assert_eq!(
        (index[0]["name"].as_str(), index[0]["tests"].as_i64()),
        (Some("01-two"), Some(2))
    );
    assert_eq!(summary.left_out.len(), 1, "{:?}", summary.left_out);
    let left_out = &summary.left_out[0];
    assert!(
        left_out.starts_with("painters-duel/01-two.test-2 (the page cannot answer it: ")
            && left_out.contains("side 12")
            && !left_out.contains(['{', '"']),
        "{left_out}"
    );
    let _ = std::fs::remove_dir_all(out.parent().unwrap());
}

/// A case of hundreds of tests offers its first few.
#[test]
fn a_case_of_many_tests_offers_its_first_few() {
    let many = "1 1\n.\n".repeat(40) + "0 0\n";
    let split = problems::find("racing-car-trail").unwrap().tests;
    let entries = explorer::site::entries("many", &many, split);
    assert_eq!(entries.len(), explorer::site::MOST_TESTS);
    assert!(entries.iter().all(|e| e.tests == 40));
    let single = explorer::site::entries("one", "1 1\n.\n0 0\n", split);
    assert_eq!((single.len(), single[0].tests), (1, 1));
    assert_eq!(explorer::site::entries("x", "junk", split)[0].tests, 1);
}
