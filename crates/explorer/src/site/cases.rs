//! The testdata cases a page lists: every `testdata/<problem>/*.in` the native engine answers,
//! and, for an input of several tests (a problem's [`TestSplit`]), each of its tests as an entry
//! of its own, since the page plays an input's first test only. An entry is `cases/<problem>/
//! <name>.in` in the site; `cases/<problem>/index.json` lists them.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use gamecore::explore_page::json::Json;
use gamecore::problem::TestSplit;

/// A case answered natively within this is listed as it is; a slower one is marked slow.
pub const FAST: Duration = Duration::from_secs(2);

/// The most tests of one case the list offers: a case of hundreds of tests (a stress case) would
/// bury the others.
pub const MOST_TESTS: usize = 12;

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

/// One entry of a page's case list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its name in the list, the address and the site: the case's own for its first test,
    /// `<case>.test-<k>` for test `k` from 2.
    pub name: String,
    /// The testdata case it comes from.
    pub case: String,
    /// Which test of the case it is, from 1.
    pub test: usize,
    /// How many tests the case holds (1 for a problem of one test per input).
    pub tests: usize,
    /// Its position as text.
    pub text: String,
}

impl Entry {
    /// The entry as `index.json` lists it, `slow` when the native engine took long.
    pub fn listed(&self, slow: bool) -> Json {
        Json::Object(vec![
            ("name", Json::Str(self.name.clone())),
            ("slow", Json::Bool(slow)),
            ("case", Json::Str(self.case.clone())),
            ("test", Json::Int(self.test as i64)),
            ("tests", Json::Int(self.tests as i64)),
        ])
    }
}

/// The entries of one case: the case itself where `split` finds at most one test in it; else its
/// tests, each alone (at most [`MOST_TESTS`]), the first under the case's own name.
pub fn entries(case: &str, text: &str, split: Option<TestSplit>) -> Vec<Entry> {
    let tests = split
        .and_then(|split| (split.inputs)(text))
        .unwrap_or_default();
    if tests.len() < 2 {
        let whole = Entry {
            name: case.to_owned(),
            case: case.to_owned(),
            test: 1,
            tests: 1,
            text: text.to_owned(),
        };
        return vec![whole];
    }
    let count = tests.len();
    let named = |test: usize| match test {
        1 => case.to_owned(),
        _ => format!("{case}.test-{test}"),
    };
    let each = tests.into_iter().zip(1..).take(MOST_TESTS);
    each.map(|(text, test)| Entry {
        name: named(test),
        case: case.to_owned(),
        test,
        tests: count,
        text,
    })
    .collect()
}

/// Whether a case goes on the page.
pub enum Triage {
    /// Listed; `slow` when the native engine took longer than [`FAST`].
    Listed { slow: bool },
    /// Left out: the native engine refuses it, for this reason.
    LeftOut(String),
}
/// The engine's refusal `{"error": <kind>, "message": <text>}` as words: its message.
fn refusal(answer: &str) -> String {
    let value: Option<serde_json::Value> = serde_json::from_str(answer).ok();
    let message = value.as_ref().and_then(|v| v["message"].as_str());
    message.map_or_else(|| answer.trim().to_owned(), str::to_owned)
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
    pub fn triage(&self, problem: &str, text: &str) -> Result<Triage, String> {
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
            Some(_) if answer.starts_with("{\"error\":") => Triage::LeftOut(refusal(&answer)),
            Some(_) => Triage::Listed { slow: false },
        })
    }
}
