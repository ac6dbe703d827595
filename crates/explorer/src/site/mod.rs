//! `cargo xtask site`: builds the solvers' WebAssembly module and writes the static site.
//!
//! The site's files: `index.html`, one `<problem>.html` per registered problem, the stylesheet
//! and scripts ([`pages::ASSETS`]: `explorer.css`, `explorer.js`, `worker.js`, ...; and `picture.css`),
//! `explorer.wasm`, and `cases/<problem>/<name>.in` with the list `cases/<problem>/index.json`
//! (`[{"name", "slow", "case", "test", "tests"}]`): each testdata case, and each test of a case of
//! several ([`cases`]). Only entries the page can answer are listed: one the native engine
//! refuses (too large to answer at once) is left out, and one it does not answer within [`FAST`]
//! is marked slow.
//!
//! Each problem's puzzles ([`Page::puzzles`]) are searched for here, natively, once per build,
//! and written as `cases/<problem>/puzzles.json`: the page reads that file and never asks its
//! Worker for them (the search need not be in the WebAssembly module). The build times each
//! search and says so; one over [`PUZZLE_BUDGET`] is named in a warning.

mod cases;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gamecore::explore_page::Page;
use gamecore::explore_page::json::Json;

use crate::pages;
use cases::Triage;
pub use cases::{Entry, FAST, MOST_TESTS, Native, cases, entries};

/// A problem's puzzle search should take less than this (it runs at every build of the site, twice
/// in CI); a longer one is still written, and [`Summary::slow_puzzles`] names it.
pub const PUZZLE_BUDGET: Duration = Duration::from_secs(3);

/// The cargo profile of the WebAssembly build (the workspace's Cargo.toml).
pub const PROFILE: &str = "wasm";
/// The WebAssembly target.
pub const TARGET: &str = "wasm32-unknown-unknown";

/// The workspace's root ([`gamecore::workspace::workspace_root`]).
pub fn workspace() -> PathBuf {
    gamecore::workspace::workspace_root()
}

/// The workspace's testdata folder.
pub fn testdata() -> PathBuf {
    workspace().join("testdata")
}

/// Builds `crates/explorer-wasm` for the browser and returns the module's path. It builds in a
/// target folder of its own (`target/wasm`), so that it never waits for a cargo running
/// elsewhere in the workspace (a test calling this, say).
pub fn build_wasm() -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let target_dir = workspace().join("target/wasm");
    let status = Command::new(cargo)
        .current_dir(workspace())
        .args(["build", "--quiet", "--profile", PROFILE, "--target", TARGET])
        .args(["-p", "explorer-wasm"])
        .env("CARGO_TARGET_DIR", &target_dir)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!(
            "the WebAssembly build failed ({status}); is the target installed? \
             rustup target add {TARGET}"
        ));
    }
    Ok(target_dir.join(format!("{TARGET}/{PROFILE}/explorer_wasm.wasm")))
}

/// What [`write()`] wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Problem pages.
    pub pages: usize,
    /// Entries listed (cases, and tests of cases of several), of which slow.
    pub cases: usize,
    /// Entries listed but slow.
    pub slow: usize,
    /// Entries left out, with the reason: `problem/name (the page cannot answer it: message)`.
    pub left_out: Vec<String>,
    /// The module's size in bytes.
    pub wasm_bytes: u64,
    /// Each problem's puzzle search, in the pages' order.
    pub puzzles: Vec<PuzzleSearch>,
}

impl Summary {
    /// The puzzle searches that took longer than [`PUZZLE_BUDGET`].
    pub fn slow_puzzles(&self) -> impl Iterator<Item = &PuzzleSearch> {
        self.puzzles.iter().filter(|s| s.took > PUZZLE_BUDGET)
    }
}

/// One problem's puzzle search, as [`puzzles`] ran it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSearch {
    /// The problem's name.
    pub problem: &'static str,
    /// How many puzzles it found.
    pub found: usize,
    /// How long it took (wall time, on the build's thread).
    pub took: Duration,
}

/// The file of a problem's puzzles in the site.
pub fn puzzles_file(problem: &str) -> String {
    format!("cases/{problem}/puzzles.json")
}

/// The page's puzzles as the site writes them (the JSON text of [`Page::puzzles`]), searched for
/// now, and the search's time.
pub fn puzzles(page: &dyn Page) -> (String, PuzzleSearch) {
    let started = Instant::now();
    let found = page.puzzles();
    let took = started.elapsed();
    let count = match &found {
        Json::Array(items) => items.len(),
        _ => 0,
    };
    let search = PuzzleSearch {
        problem: page.name(),
        found: count,
        took,
    };
    (found.encode(), search)
}

/// Writes the site of `pages` into `out` (emptied first, if it holds an earlier site), with the
/// module at `wasm` and the cases of `testdata/<problem>/*.in` that `native` answers.
pub fn write(
    out: &Path,
    wasm: &Path,
    testdata: &Path,
    pages: &[Arc<dyn Page>],
    native: &Native,
) -> Result<Summary, String> {
    clear(out)?;
    let put = |name: &str, bytes: &[u8]| put(out, name, bytes);
    put("index.html", pages::index(pages).as_bytes())?;
    for (file, text) in pages::ASSETS {
        put(file, text.as_bytes())?;
    }
    put("picture.css", pages::picture_css().as_bytes())?;
    let module = std::fs::read(wasm).map_err(|e| format!("{}: {e}", wasm.display()))?;
    put("explorer.wasm", &module)?;
    let mut summary = Summary {
        wasm_bytes: module.len() as u64,
        ..Summary::default()
    };
    for page in pages {
        let name = page.name();
        put(
            &pages::page_file(name),
            pages::problem(page.as_ref()).as_bytes(),
        )?;
        summary.pages += 1;
        let (puzzles, search) = puzzles(page.as_ref());
        put(&puzzles_file(name), puzzles.as_bytes())?;
        summary.puzzles.push(search);
        write_cases(out, testdata, name, native, &mut summary)?;
    }
    Ok(summary)
}

/// Writes `bytes` to the file `name` of the site at `out`, making its folder.
fn put(out: &Path, name: &str, bytes: &[u8]) -> Result<(), String> {
    let path = out.join(name);
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    }
    std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes the cases of `testdata/<name>/*.in` that `native` answers, and their index, counting
/// them (and those left out) in `summary`.
fn write_cases(
    out: &Path,
    testdata: &Path,
    name: &str,
    native: &Native,
    summary: &mut Summary,
) -> Result<(), String> {
    let split = problems::find(name).ok().and_then(|problem| problem.tests);
    let mut listed = Vec::new();
    for (case, text) in cases(testdata, name)? {
        for entry in entries(&case, &text, split) {
            match native.triage(name, &entry.text)? {
                Triage::LeftOut(why) => {
                    summary.left_out.push(format!(
                        "{name}/{} (the page cannot answer it: {why})",
                        entry.name
                    ));
                }
                Triage::Listed { slow } => {
                    put(
                        out,
                        &format!("cases/{name}/{}.in", entry.name),
                        entry.text.as_bytes(),
                    )?;
                    summary.cases += 1;
                    summary.slow += usize::from(slow);
                    listed.push(entry.listed(slow));
                }
            }
        }
    }
    put(
        out,
        &format!("cases/{name}/index.json"),
        Json::Array(listed).encode().as_bytes(),
    )
}

/// Empties `out` if it is an earlier site (or creates it); refuses any other folder with files.
fn clear(out: &Path) -> Result<(), String> {
    let shown = out.display();
    match std::fs::read_dir(out).map(|mut entries| entries.next().is_none()) {
        Err(_) | Ok(true) => {}
        Ok(false) if out.join("explorer.wasm").is_file() && out.join("index.html").is_file() => {
            std::fs::remove_dir_all(out).map_err(|e| format!("{shown}: {e}"))?;
        }
        Ok(false) => {
            return Err(format!(
                "{shown} holds files that are not an explorer site: choose an empty folder"
            ));
        }
    }
    std::fs::create_dir_all(out).map_err(|e| format!("{shown}: {e}"))
}
