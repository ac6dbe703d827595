//! The engine in WebAssembly answers as the native one does: the site's module, built as
//! `cargo xtask site` builds it and loaded by the site's own Worker script under node, over every
//! testdata case of every problem (the view, and the view after the first move), byte for byte
//! against the native pages. Cases the native page takes longer than [`QUICK`] over are left
//! out, to keep the test short (the bench times the hard ones in Chromium).
//!
//! It builds the module, minutes of CPU on a clean clone, so plain `cargo test` leaves it out:
//! `cargo test -p explorer --test explorer wasm -- --ignored` runs it (CI does, after `cargo xtask
//! site`). Without `node` the test says so and passes, unless `CI` is set.

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

/// Whether the test can run: node is there, or (outside CI) the test says why it is skipped.
fn can_run() -> bool {
    if node_installed() {
        return true;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "node is not installed: .ci/run installs it (apt-get install nodejs)"
    );
    eprintln!("skipped: node is not installed (CI would fail here)");
    false
}

/// The site's Worker under node (`node FLAGS run.mjs`) on the site's module, answering
/// `texts` in turn: each reply's `answer`, `trapped` and `ms`.
fn run_worker(node_flags: &[&str], texts: &[&str]) -> Vec<Value> {
    let wasm = explorer::site::build_wasm().expect("the WebAssembly build");
    let list = std::env::temp_dir().join(format!(
        "explorer-wasm-{}-{}.json",
        std::process::id(),
        node_flags.len()
    ));
    std::fs::write(&list, serde_json::to_string(texts).unwrap()).unwrap();
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let run = Command::new("node")
        .args(node_flags)
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
    assert_eq!(answers.len(), texts.len());
    answers
}

#[test]
#[ignore = "builds the site's WebAssembly module (minutes of CPU): --ignored runs it, as CI does"]
fn the_module_answers_every_case_as_the_native_engine() {
    if !can_run() {
        return;
    }
    let requests = requests();
    let texts: Vec<&str> = requests.iter().map(|(text, _)| text.as_str()).collect();
    let answers = run_worker(&[], &texts);
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

/// The most memory the module gets in the next test: 32 MiB (V8's `--wasm-max-mem-pages`, in
/// pages of 64 KiB), as a browser short of memory gives it. The module starts in that, and the
/// 2000 x 2000 racing field's view needs several times more.
const SHORT_OF_MEMORY: &str = "--wasm-max-mem-pages=512";

#[test]
#[ignore = "builds the site's WebAssembly module (minutes of CPU): --ignored runs it, as CI does"]
fn a_position_past_the_memory_gets_a_message_and_the_next_answers() {
    if !can_run() {
        return;
    }
    let racing = problems::find("racing-car-trail").unwrap();
    let field = (racing.family("open").unwrap().generate)(1, &[2000, 2000]);
    let large = engine::encode(&Request {
        problem: racing.name,
        chosen: None,
        position: &field,
    });
    let cases = explorer::site::cases(&explorer::site::testdata(), racing.name).unwrap();
    let sample = engine::encode(&Request {
        problem: racing.name,
        chosen: None,
        position: &cases[0].1,
    });
    let pages = explorer::registered();
    let answers = run_worker(&[SHORT_OF_MEMORY], &[&large, &sample]);
    let refusal: Value = serde_json::from_str(answers[0]["answer"].as_str().unwrap()).unwrap();
    assert_eq!(refusal["error"], "too-large", "{refusal}");
    assert_eq!(
        refusal["message"],
        "This position needs more memory than the browser gives the page: it is too large to \
         answer here."
    );
    assert_eq!(answers[0]["trapped"], true);
    // The page then starts a fresh Worker, which answers at once.
    assert_eq!(answers[1]["trapped"], false);
    assert_eq!(
        answers[1]["answer"].as_str(),
        Some(engine::answer(&pages, &sample).as_str())
    );
}
