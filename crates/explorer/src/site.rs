//! `cargo xtask site`: builds the solvers' WebAssembly module and writes the static site.
//!
//! The site's files: `index.html`, one `<problem>.html` per registered problem, the stylesheet
//! and scripts ([`pages::ASSETS`]: `explorer.css`, `explorer.js`, `worker.js`, ...; and `picture.css`),
//! `explorer.wasm`, and `cases/<problem>/<case>.in` with the list
//! `cases/<problem>/index.json` (`[{"name": ..., "slow": bool}]`). Only cases the page can answer
//! are listed: a case the native engine refuses (too large to answer at once) is left out, and
//! one it does not answer within [`FAST`] is marked slow.
//!
//! Each problem's puzzles ([`Page::puzzles`]) are searched for here, natively, once per build,
//! and written as `cases/<problem>/puzzles.json`: the page reads that file and never asks its
//! Worker for them (the search need not be in the WebAssembly module). The build times each
//! search and says so; one over [`PUZZLE_BUDGET`] is named in a warning.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use gamecore::explore_page::Page;
use gamecore::explore_page::json::Json;

use crate::pages;

/// A case answered natively within this is listed as it is; a slower one is marked slow.
pub const FAST: Duration = Duration::from_secs(2);

/// A problem's puzzle search should take less than this (it runs at every build of the site, twice
/// in CI); a longer one is still written, and [`Summary::slow_puzzles`] names it.
pub const PUZZLE_BUDGET: Duration = Duration::from_secs(3);

/// The cargo profile of the WebAssembly build (the workspace's Cargo.toml).
pub const PROFILE: &str = "wasm";
/// The WebAssembly target.
pub const TARGET: &str = "wasm32-unknown-unknown";

/// The workspace's root, found from this crate's folder at build time.
pub fn workspace() -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
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
    /// Cases listed, of which slow.
    pub cases: usize,
    /// Cases listed but slow.
    pub slow: usize,
    /// Cases left out, with the reason: `problem/case: message`.
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
    let put = |name: &str, bytes: &[u8]| {
        let path = out.join(name);
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        }
        std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))
    };
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
        let mut listed = Vec::new();
        for (case, text) in cases(testdata, name)? {
            match native.triage(name, &text)? {
                Triage::LeftOut(why) => summary.left_out.push(format!("{name}/{case}: {why}")),
                Triage::Listed { slow } => {
                    put(&format!("cases/{name}/{case}.in"), text.as_bytes())?;
                    summary.cases += 1;
                    summary.slow += usize::from(slow);
                    listed.push(Json::Object(vec![
                        ("name", Json::Str(case)),
                        ("slow", Json::Bool(slow)),
                    ]));
                }
            }
        }
        put(
            &format!("cases/{name}/index.json"),
            Json::Array(listed).encode().as_bytes(),
        )?;
    }
    Ok(summary)
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

/// The problem's cases (`testdata/<problem>/*.in`, not the `invalid/` ones), sorted by name.
pub fn cases(testdata: &Path, problem: &str) -> Result<Vec<(String, String)>, String> {
    let folder = testdata.join(problem);
    let Ok(entries) = std::fs::read_dir(&folder) else {
        return Ok(Vec::new());
    };
    let mut names: Vec<String> = entries
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter_map(|file| file.strip_suffix(".in").map(str::to_owned))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let path = folder.join(format!("{name}.in"));
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            Ok((name, text))
        })
        .collect()
}

/// Whether a case goes on the page.
enum Triage {
    /// Listed; `slow` when the native engine took longer than [`FAST`].
    Listed { slow: bool },
    /// Left out: the native engine refuses it, for this reason.
    LeftOut(String),
}

/// How the site's build asks the native engine about a case: a command that answers as the
/// explorer's binary does (`<program> <args...> view <problem>`, the position on stdin, the JSON
/// answer on stdout), run as a child process so that a slow solve can be ended at [`FAST`].
#[derive(Clone, Debug)]
pub struct Native {
    /// The program (the explorer's binary, or xtask with its hidden `explore` task).
    pub program: PathBuf,
    /// The words before `view <problem>`.
    pub args: Vec<String>,
}

impl Native {
    /// Asks for the case's view and waits at most [`FAST`]: a refusal leaves the case out, and a
    /// solve still running then is ended and the case marked slow.
    fn triage(&self, problem: &str, text: &str) -> Result<Triage, String> {
        let mut child = Command::new(&self.program)
            .args(&self.args)
            .args(["view", problem])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{}: {e}", self.program.display()))?;
        let stdin = child.stdin.take();
        let bytes = text.as_bytes().to_vec();
        let writer = std::thread::spawn(move || stdin.map(|mut s| s.write_all(&bytes)));
        let mut stdout = child.stdout.take().ok_or("no stdout")?;
        let reader = std::thread::spawn(move || {
            let mut answer = String::new();
            let _ = stdout.read_to_string(&mut answer);
            answer
        });
        let started = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
                break Some(status);
            }
            if started.elapsed() > FAST {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let _ = writer.join();
        let answer = reader.join().unwrap_or_default();
        Ok(match status {
            None => Triage::Listed { slow: true },
            Some(status) if !status.success() => {
                Triage::LeftOut(format!("the native engine failed on it ({status})"))
            }
            Some(_) if answer.starts_with("{\"error\":") => {
                Triage::LeftOut(answer.trim().to_owned())
            }
            Some(_) => Triage::Listed { slow: false },
        })
    }
}
