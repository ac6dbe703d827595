//! The explorer's WebAssembly against the native engine (`cargo xtask bench --wasm` runs this,
//! release build): each hard position's view (the page's move table), answered natively on one
//! thread in this process and by the site's module in a Worker in headless Chromium, interleaved;
//! and each page's time to interactive (navigation to its first case answered) from the local
//! server. Prints a Markdown report.
//!
//! `wasm_bench SITE [RUNS]`: SITE is a built site (`cargo xtask site`); the positions are
//! written into `SITE/bench-inputs/` while it runs.

#[allow(dead_code)] // The bench uses a few of the browser test's calls.
#[path = "../tests/browser/chromium.rs"]
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
    println!("| position | native, 1 thread (s) | wasm in Chromium (s) | wasm / native |");
    println!("|---|---|---|---|");
    for (i, hard) in HARD.iter().enumerate() {
        if !only.is_empty() && !only.iter().any(|word| hard.0.contains(word.as_str())) {
            continue;
        }
        let (native, wasm) = time_one(&mut browser, &pages, &inputs, i, hard, runs)?;
        println!(
            "| {} | {native:.3} | {wasm:.3} | {:.2} |",
            hard.0,
            wasm / native
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

/// The medians of `runs` native and wasm answers to the hard position's view, interleaved.
fn time_one(
    browser: &mut chromium::Browser,
    pages: &[std::sync::Arc<dyn gamecore::explore_page::Page>],
    inputs: &std::path::Path,
    i: usize,
    &(label, problem, family, seed, sizes): &Hard,
    runs: usize,
) -> Result<(f64, f64), String> {
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
    let (mut native, mut wasm) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let started = Instant::now();
        let answer = engine::answer(pages, &request);
        native.push(started.elapsed().as_secs_f64());
        let (seconds, same) = in_browser(browser, &file, &answer)?;
        if !same {
            return Err(format!(
                "{label}: the module's answer is not the native one"
            ));
        }
        wasm.push(seconds);
    }
    Ok((median(&mut native), median(&mut wasm)))
}

/// The view of the request in `bench-inputs/<file>`, answered by a fresh Worker on the module:
/// seconds from posting the request to the answer (the module compiled and instantiated
/// before), and whether the answer is `native`.
fn in_browser(
    browser: &mut chromium::Browser,
    file: &str,
    native: &str,
) -> Result<(f64, bool), String> {
    let script = format!(
        "(async () => {{ \
           const module = await WebAssembly.compileStreaming(fetch('explorer.wasm')); \
           const request = await (await fetch('bench-inputs/{file}')).text(); \
           const worker = new Worker('worker.js'); \
           const next = () => new Promise((resolve) => {{ worker.onmessage = (e) => resolve(e.data); }}); \
           worker.postMessage({{ module }}); await next(); \
           const started = performance.now(); \
           worker.postMessage({{ request }}); const reply = await next(); \
           const ms = performance.now() - started; worker.terminate(); \
           let hash = 2166136261; \
           for (let i = 0; i < reply.answer.length; i++) {{ \
             hash = Math.imul(hash ^ reply.answer.charCodeAt(i), 16777619) >>> 0; }} \
           return {{ ms, length: reply.answer.length, hash }}; }})()"
    );
    let result = browser.eval(&script)?;
    let ms = result["ms"].as_f64().ok_or("no time")?;
    let units = native.encode_utf16().count();
    let same = result["length"] == units && result["hash"] == fnv(native);
    Ok((ms / 1000.0, same))
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
