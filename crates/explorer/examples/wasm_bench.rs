//! The explorer's WebAssembly against the native engine (`cargo xtask bench --wasm` runs this,
//! release build): each hard position's view (the page's move table), answered natively on one
//! thread in this process and by the site's module in a Worker in headless Chromium, interleaved;
//! and each page's time to interactive (navigation to its first case answered) from the local
//! server. Prints a Markdown report.
//!
//! `wasm_bench SITE [RUNS]`: SITE is a built site (`cargo xtask site`); the positions are
//! written into `SITE/bench-inputs/` while it runs.

#[allow(dead_code)] // The bench uses a few of the browser test's calls.
#[path = "../tests/explorer/browser/chromium.rs"]
mod chromium;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use explorer::engine::{self, Request};

/// One hard position: label, problem, generator family, seed, sizes.
type Hard = (
    &'static str,
    &'static str,
    &'static str,
    u64,
    &'static [u64],
);

/// The hard positions, and the tops of the ladders of `cargo xtask bench` the page answers.
const HARD: &[Hard] = &[
    (
        "chapaev spread 16 vs 16, seed 92",
        "chapaev",
        "spread",
        92,
        &[16, 16],
    ),
    (
        "chapaev random 16 vs 16, seed 1",
        "chapaev",
        "random",
        1,
        &[16, 16],
    ),
    (
        "painters-duel side 11 corner",
        "painters-duel",
        "corner",
        1,
        &[11],
    ),
    (
        "painters-duel side 11 centre",
        "painters-duel",
        "centre",
        1,
        &[11],
    ),
    (
        "circles-game 10^6 random",
        "circles-game",
        "random",
        1,
        &[1_000_000],
    ),
    (
        "racing-car-trail 2000 x 2000 open",
        "racing-car-trail",
        "open",
        1,
        &[2000, 2000],
    ),
    (
        "more-reclamation 10^6 cells, r = 10^18",
        "more-reclamation",
        "random",
        1,
        &[HUGE, 1_000_000],
    ),
];

/// More reclamation's river of the ladder's top.
const HUGE: u64 = 1_000_000_000_000_000_000;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let site = PathBuf::from(
        args.first()
            .ok_or("usage: wasm_bench SITE [RUNS] [LABEL ...]")?,
    );
    let runs: usize = args
        .get(1)
        .map_or(Ok(3), |r| r.parse())
        .map_err(|e| format!("{e}"))?;
    let only = &args[2.min(args.len())..];
    let inputs = site.join("bench-inputs");
    std::fs::create_dir_all(&inputs).map_err(|e| e.to_string())?;
    let pages = explorer::registered();
    let serving = explorer::serve::start(&site, 0)?;
    let base = serving.url();
    let mut browser = chromium::Browser::start(1200, 860)?;
    browser.set_timeout(Duration::from_secs(900));
    browser.navigate(&format!("{base}index.html"))?;
    let wasm_bytes = std::fs::metadata(site.join("explorer.wasm")).map_err(|e| e.to_string())?;
    println!("explorer.wasm: {} bytes\n", wasm_bytes.len());
    println!(
        "| position | native, 1 thread (s) | wasm in Chromium (s) | wasm / native | \
         native CPU (s) | wasm Worker CPU (s) | CPU wasm / native |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (i, hard) in HARD.iter().enumerate() {
        if !only.is_empty() && !only.iter().any(|word| hard.0.contains(word.as_str())) {
            continue;
        }
        let [native, wasm, native_cpu, wasm_cpu] =
            time_one(&mut browser, &pages, &inputs, i, hard, runs)?;
        println!(
            "| {} | {native:.3} | {wasm:.3} | {:.2} | {native_cpu:.2} | {wasm_cpu:.2} | {:.2} |",
            hard.0,
            wasm / native,
            wasm_cpu / native_cpu
        );
    }
    println!("\n| page | time to interactive (s) |\n|---|---|");
    for page in &pages {
        let mut times = Vec::new();
        for _ in 0..runs {
            times.push(interactive(&mut browser, &base, page.name())?);
        }
        println!("| {} | {:.3} |", page.name(), median(&mut times));
    }
    let _ = std::fs::remove_dir_all(&inputs);
    drop(browser);
    serving.stop();
    Ok(())
}

/// The medians of `runs` native and wasm answers to the hard position's view, interleaved:
/// wall seconds native and wasm, then CPU seconds native (this thread) and wasm (the Worker's
/// thread).
fn time_one(
    browser: &mut chromium::Browser,
    pages: &[std::sync::Arc<dyn gamecore::explore_page::Page>],
    inputs: &std::path::Path,
    i: usize,
    &(label, problem, family, seed, sizes): &Hard,
    runs: usize,
) -> Result<[f64; 4], String> {
    let entry = problems::find(problem)?;
    let family = entry
        .families
        .iter()
        .find(|f| f.name == family)
        .ok_or_else(|| format!("{problem} has no family {family}"))?;
    let position = (family.generate)(seed, sizes);
    let request = engine::encode(&Request {
        problem,
        chosen: None,
        position: &position,
    });
    let file = format!("{i}.txt");
    std::fs::write(inputs.join(&file), &request).map_err(|e| e.to_string())?;
    let mut times: [Vec<f64>; 4] = Default::default();
    for _ in 0..runs {
        let (started, cpu) = (Instant::now(), cpu::this_thread());
        let answer = engine::answer(pages, &request);
        times[2].push(cpu::this_thread() - cpu);
        times[0].push(started.elapsed().as_secs_f64());
        let (seconds, worker_cpu, same) = in_browser(browser, &file, &answer)?;
        if !same {
            return Err(format!(
                "{label}: the module's answer is not the native one"
            ));
        }
        times[1].push(seconds);
        times[3].push(worker_cpu);
    }
    Ok(times.map(|mut t| median(&mut t)))
}

/// The view of the request in `bench-inputs/<file>`, answered by a fresh Worker on the module:
/// seconds from posting the request to the answer (the module compiled and instantiated
/// before), the Worker thread's CPU seconds (instantiating and answering), and whether the
/// answer is `native`.
fn in_browser(
    browser: &mut chromium::Browser,
    file: &str,
    native: &str,
) -> Result<(f64, f64, bool), String> {
    let script = format!(
        "(async () => {{ \
           const module = await WebAssembly.compileStreaming(fetch('explorer.wasm')); \
           const request = await (await fetch('bench-inputs/{file}')).text(); \
           const worker = new Worker('worker.js'); \
           const next = () => new Promise((resolve) => {{ worker.onmessage = (e) => resolve(e.data); }}); \
           worker.postMessage({{ module }}); await next(); \
           const started = performance.now(); \
           worker.postMessage({{ request }}); const reply = await next(); \
           const ms = performance.now() - started; globalThis.benchWorker = worker; \
           let hash = 2166136261; \
           for (let i = 0; i < reply.answer.length; i++) {{ \
             hash = Math.imul(hash ^ reply.answer.charCodeAt(i), 16777619) >>> 0; }} \
           return {{ ms, length: reply.answer.length, hash }}; }})()"
    );
    let result = browser.eval(&script)?;
    // The Worker still lives (its thread's CPU time is read now); then it ends.
    let worker_cpu = cpu::workers(browser.pid());
    browser.eval("globalThis.benchWorker.terminate()")?;
    let ms = result["ms"].as_f64().ok_or("no time")?;
    let units = native.encode_utf16().count();
    let same = result["length"] == units && result["hash"] == fnv(native);
    Ok((ms / 1000.0, worker_cpu, same))
}

/// CPU time from Linux's `/proc` (user and system, in the kernel's ticks of 10 ms): on a
/// machine shared with other builds, what a solve costs whatever else runs. NaN elsewhere.
mod cpu {
    /// Seconds of CPU of the thread whose `stat` file is at `path`.
    fn of(path: &str) -> Option<f64> {
        let stat = std::fs::read_to_string(path).ok()?;
        // The fields after the command's name (which ends at the last ')').
        let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
        let ticks: f64 =
            fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
        Some(ticks / 100.0)
    }

    /// This thread's CPU seconds.
    pub fn this_thread() -> f64 {
        of("/proc/thread-self/stat").unwrap_or(f64::NAN)
    }

    /// The CPU seconds of every Web Worker thread (named `DedicatedWorker`) of the browser
    /// `pid`'s descendants: the bench's one live Worker.
    pub fn workers(pid: u32) -> f64 {
        let mut total = 0.0;
        for process in descendants(pid) {
            let Ok(tasks) = std::fs::read_dir(format!("/proc/{process}/task")) else {
                continue;
            };
            for task in tasks.flatten() {
                let path = task.path();
                let name = std::fs::read_to_string(path.join("comm")).unwrap_or_default();
                if name.starts_with("DedicatedWorker") {
                    total += of(&path.join("stat").to_string_lossy()).unwrap_or(f64::NAN);
                }
            }
        }
        total
    }

    /// `pid` and the processes below it.
    fn descendants(pid: u32) -> Vec<u32> {
        let parents: Vec<(u32, u32)> = std::fs::read_dir("/proc")
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|entry| {
                let id: u32 = entry.file_name().to_str()?.parse().ok()?;
                let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
                let parent = stat
                    .rsplit_once(')')?
                    .1
                    .split_whitespace()
                    .nth(1)?
                    .parse()
                    .ok()?;
                Some((id, parent))
            })
            .collect();
        let mut found = vec![pid];
        let mut i = 0;
        while i < found.len() {
            let here = found[i];
            found.extend(parents.iter().filter(|p| p.1 == here).map(|p| p.0));
            i += 1;
        }
        found
    }
}

/// FNV-1a over the text's UTF-16 code units, as the script computes it: the answers (up to tens
/// of megabytes) are compared without passing through DevTools.
fn fnv(text: &str) -> u32 {
    text.encode_utf16().fold(2_166_136_261, |hash, unit| {
        (hash ^ u32::from(unit)).wrapping_mul(16_777_619)
    })
}

/// Seconds from opening a problem's page to its first case answered and drawn.
fn interactive(browser: &mut chromium::Browser, base: &str, name: &str) -> Result<f64, String> {
    browser.navigate("about:blank")?;
    browser.navigate(&format!("{base}{name}.html"))?;
    let ms = browser.wait_for(
        "performance.getEntriesByName('explorer-ready')[0]?.startTime",
        "the page to be ready",
    )?;
    Ok(ms.as_f64().ok_or("no time")? / 1000.0)
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}
