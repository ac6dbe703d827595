//! The engine in WebAssembly answers as the native one does: the site's module, built as
//! `cargo xtask site` builds it and loaded by the site's own Worker script under node, over every
//! testdata case of every problem (the view, and the view after the first move), byte for byte
//! against the native pages. Cases the native page takes longer than [`QUICK`] over are left
//! out, to keep the test short (the bench times the hard ones in Chromium).
//!
//! Without `node` the test says so and passes, unless `CI` is set.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use explorer::engine::{self, Request};
use serde_json::Value;

/// Cases the native page answers within this are checked.
const QUICK: Duration = Duration::from_millis(200);

fn node_installed() -> bool {
    Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|out| out.status.success())
}

/// The requests to check and their native answers.
fn requests() -> Vec<(String, String)> {
    let pages = explorer::registered();
    let testdata = explorer::site::testdata();
    let mut requests = Vec::new();
    for page in &pages {
        for (_, text) in explorer::site::cases(&testdata, page.name()).unwrap() {
            let view = Request {
                problem: page.name(),
                chosen: None,
                position: &text,
            };
            let encoded = engine::encode(&view);
            let started = Instant::now();
            let answer = engine::answer(&pages, &encoded);
            if started.elapsed() > QUICK {
                continue;
            }
            let json: Value = serde_json::from_str(&answer).unwrap();
            if let Some(first) = json["moves"][0]["move"].as_str() {
                let play = Request {
                    chosen: Some(first),
                    ..view
                };
                let encoded = engine::encode(&play);
                requests.push((encoded.clone(), engine::answer(&pages, &encoded)));
            }
            requests.push((encoded, answer));
        }
    }
    // A malformed request and a refused one, too.
    for text in ["view\nnone\n\n1", "view\nchapaev\n\nnot a position"] {
        requests.push((text.to_owned(), engine::answer(&pages, text)));
    }
    requests
}

#[test]
fn the_module_answers_every_case_as_the_native_engine() {
    if !node_installed() {
        assert!(
            std::env::var_os("CI").is_none(),
            "node is not installed: .ci/run installs it (apt-get install nodejs)"
        );
        eprintln!("skipped: node is not installed (CI would fail here)");
        return;
    }
    let wasm = explorer::site::build_wasm().expect("the WebAssembly build");
    let requests = requests();
    let texts: Vec<&str> = requests.iter().map(|(text, _)| text.as_str()).collect();
    let list = std::env::temp_dir().join(format!("explorer-wasm-{}.json", std::process::id()));
    std::fs::write(&list, serde_json::to_string(&texts).unwrap()).unwrap();
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let run = Command::new("node")
        .arg(here.join("tests/wasm/run.mjs"))
        .arg(here.join("assets/worker.js"))
        .arg(&wasm)
        .arg(&list)
        .output()
        .expect("node runs");
    let _ = std::fs::remove_file(&list);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let answers: Vec<Value> = serde_json::from_slice(&run.stdout).unwrap();
    assert_eq!(answers.len(), requests.len());
    let mut differ = Vec::new();
    for ((text, native), wasm) in requests.iter().zip(&answers) {
        if wasm["answer"].as_str() != Some(native.as_str()) || wasm["trapped"] != false {
            let head: String = text.chars().take(80).collect();
            differ.push(format!("{head:?}: wasm {wasm}, native {native}"));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} differ:\n{}",
        differ.len(),
        requests.len(),
        differ.join("\n")
    );
    eprintln!("{} requests answered alike", requests.len());
}
