//! The native engine as a command: `view <problem>` or `play <problem> <move>`, the position on
//! stdin, the engine's JSON answer on stdout, as the site's WebAssembly module answers it. The
//! explorer's binary is this command, and `cargo xtask site` runs it (as xtask's hidden
//! `explore` task) to find which cases the page can answer. `puzzles <problem>` prints the
//! problem's puzzles as the site's `puzzles.json` holds them (searched for natively, so that
//! `/usr/bin/time` can measure the search alone).

use std::io::{Read, Write};
use std::process::ExitCode;

use crate::engine::{self, Request};

/// Runs the command on `args` (without the program's name).
pub fn run(args: &[String]) -> ExitCode {
    if let [call, problem] = args
        && call == "puzzles"
    {
        return puzzles(problem);
    }
    let (problem, chosen) = match args {
        [call, problem] if call == "view" => (problem, None),
        [call, problem, chosen] if call == "play" => (problem, Some(chosen.as_str())),
        _ => {
            eprintln!(
                "usage: explorer view <problem> | explorer play <problem> <move>, the position \
                 on stdin | explorer puzzles <problem>\n(the explorer itself is a static site: \
                 cargo xtask site --serve)"
            );
            return ExitCode::from(2);
        }
    };
    let mut position = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut position) {
        eprintln!("error: cannot read the position: {e}");
        return ExitCode::FAILURE;
    }
    let request = Request {
        problem,
        chosen,
        position: &position,
    };
    let answer = engine::answer(&crate::registered(), &engine::encode(&request));
    // A reader that went away (the site's build ending a slow case) is no error of ours.
    let _ = writeln!(std::io::stdout(), "{answer}");
    ExitCode::SUCCESS
}

/// Prints the puzzles of the problem named `problem`, as the site writes them.
fn puzzles(problem: &str) -> ExitCode {
    let pages = crate::registered();
    let Some(page) = pages.iter().find(|page| page.name() == problem) else {
        eprintln!("error: no problem named '{problem}'");
        return ExitCode::from(2);
    };
    let (json, _) = crate::site::puzzles(page.as_ref());
    let _ = writeln!(std::io::stdout(), "{json}");
    ExitCode::SUCCESS
}
