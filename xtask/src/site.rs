//! `cargo xtask site [--out DIR] [--serve [--port N]]`: the explorer as a static site.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::args::TaskResult;

/// Build the explorer's static site (the solvers in WebAssembly); --serve serves it locally
///
/// Builds the solvers for the browser (`wasm32-unknown-unknown`, cargo profile `wasm`) and writes
/// the site: index.html, one page per problem, explorer.css, explorer.js, history.js, text.js, picture.js, picture.css, worker.js, puzzle.css,
/// puzzle.js, explorer.wasm, the testdata cases the page can answer (cases/<problem>/) and each
/// problem's puzzles, searched for here (cases/<problem>/puzzles.json). Any static file
/// server or host serves the folder as it is (GitHub Pages, `python3 -m http.server`): the
/// solving runs in the visitor's browser. --serve then serves it on 127.0.0.1 (files only).
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
#[command(after_help = "Exit status: 0 written (or served until ended); 2 usage or build error.")]
pub struct Args {
    /// The folder to write (emptied first if it holds an earlier site)
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Then serve the site on 127.0.0.1 until ended (Ctrl-C)
    #[arg(long)]
    serve: bool,
    /// The port of --serve (0: any free port)
    #[arg(long, value_name = "N", default_value_t = 8080, requires = "serve")]
    port: u16,
}

/// Builds the site, prints what it wrote, and serves it when asked.
pub fn main(args: Args) -> TaskResult {
    let out = args
        .out
        .unwrap_or_else(|| explorer::site::workspace().join("target/site"));
    build(&out)?;
    if !args.serve {
        return Ok(ExitCode::SUCCESS);
    }
    let serving = explorer::serve::start(&out, args.port)?;
    println!("xtask site: serving on {} (Ctrl-C ends it)", serving.url());
    serving.wait();
    Ok(ExitCode::SUCCESS)
}

/// `cargo xtask bench --wasm`: builds the site into `target/site` and runs the explorer's
/// `wasm_bench` example on it (release): the hard positions' views natively and in headless
/// Chromium, 3 runs each interleaved, and each page's time to interactive.
pub fn bench() -> TaskResult {
    let workspace = explorer::site::workspace();
    let out = workspace.join("target/site");
    build(&out)?;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = std::process::Command::new(cargo)
        .current_dir(&workspace)
        .args(["run", "--quiet", "--release", "-p", "explorer"])
        .args(["--features", "measure", "--example"])
        .args(["wasm_bench", "--"])
        .arg(&out)
        .arg("3")
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    Ok(if status.success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Builds the module and writes the site into `out`.
fn build(out: &std::path::Path) -> Result<(), String> {
    eprintln!("xtask site: building the solvers for the browser (cargo build --profile wasm)");
    let wasm = explorer::site::build_wasm()?;
    // The native engine, which finds the cases the page can answer, is this program.
    let native = explorer::site::Native {
        program: std::env::current_exe().map_err(|e| e.to_string())?,
        args: vec!["explore".to_owned()],
    };
    let summary = explorer::site::write(
        out,
        &wasm,
        &explorer::site::testdata(),
        &explorer::registered(),
        &native,
    )?;
    for left_out in &summary.left_out {
        eprintln!("  left out {left_out}");
    }
    let searches: Vec<String> = summary
        .puzzles
        .iter()
        .map(|s| format!("{} {} in {} ms", s.problem, s.found, s.took.as_millis()))
        .collect();
    println!("xtask site: puzzles: {}", searches.join(", "));
    for slow in summary.slow_puzzles() {
        eprintln!(
            "warning: {}'s puzzle search took {:.1} s, over the {} s budget: lower its PUZZLES' \
             count or its candidates",
            slow.problem,
            slow.took.as_secs_f64(),
            explorer::site::PUZZLE_BUDGET.as_secs()
        );
    }
    println!(
        "xtask site: wrote {}: {} pages, {} cases ({} slow, {} left out), explorer.wasm {} KiB",
        out.display(),
        summary.pages,
        summary.cases,
        summary.slow,
        summary.left_out.len(),
        summary.wasm_bytes.div_ceil(1024)
    );
    Ok(())
}
