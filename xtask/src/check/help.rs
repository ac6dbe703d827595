//! The words of `cargo xtask check --help` around clap's text of its flags (each flag's words are
//! its declaration's in `args.rs`, there and only there): the prose above and below the flags,
//! and the appendix of the problems' own sections, written from each problem's description
//! (gamecore's `Problem`): every problem's for `check --help`, the one named for
//! `check <problem> --help`.

use std::path::Path;

use gamecore::workspace::plural;
use problems::{PROBLEMS, Problem};

/// The long description, above the flags.
pub const ABOUT: &str = "\
Judge your own solution against ours: run <COMMAND> once per input (no shell; the input on
stdin), compare its output token by token with our answer (whitespace and line ends do not
matter), on the problem's testdata (samples first) and then on seeded generated inputs from tiny
to the contest's limits. The first failure is shrunk to a local minimum (no single smaller step
still fails the same way), printed with our answer, yours, the first difference and a command
that reproduces it, and saved with our answer beside it. Shrinking has its own budget, after the
run's: whole parts first, biggest first (halves, quarters, ..., single items, pairs), then the
problem's own simplifying steps, numbers by bisection before unit steps; no input judged twice.";

/// The heading of the steering flags.
pub const STEERING: &str = "Steering (the rerun line a failure prints repeats these, with --case)";

/// The heading of the table's flags.
pub const TABLE: &str = "The invocation table (a jury's table of solutions, as Polygon shows it)";

/// What follows the flags: the table, the verdicts and the exit status.
pub const AFTER: &str = "\
A table (--table) prints per program its passes, failures by verdict, slowest CPU time as a share
of the limit and peak memory, a line of verdicts and times per testdata case and per generated
family, and then the tests that kill: the fewest cases that fail every failing program (exact for
up to 16 failing programs, greedy beyond), each shrunk while it still fails the programs it is
there for, saved numbered after the testdata's cases with their manifest lines, ready to add to
testdata/<problem>/.

Verdicts: AC, WA (also for output that is not UTF-8), RE (non-zero exit or a signal), TLE (CPU
time past the time limit, or a run that waits killed at the wall-clock cap), OLE (killed past the
output cap: 4 times our answer, at least 1 MiB), MLE (peak resident memory past the memory limit,
the processes it starts included).

Exit status: 0 nothing failed; 1 something failed (or our own solvers disagree); 2 usage error,
or a command that cannot be started.";

/// What follows clap's text: the problem's section when one is named, else every problem's.
pub fn appendix(root: &Path, problem: Option<&Problem>) -> String {
    let mut text = String::new();
    match problem {
        Some(problem) => {
            let testdata = gamecore::workspace::cases_in(&root.join("testdata").join(problem.name));
            text.push_str(&format!(
                "\nThe problem (its input format and accepted range: cargo run -p {} -- --help):\n",
                problem.name
            ));
            text.push_str(&section(problem, Some(testdata.len())));
        }
        None => {
            text.push_str(
                "\nThe problems (their contests' limits are the defaults of --time-limit, \
                 --memory-limit and --stack):\n",
            );
            for problem in PROBLEMS {
                text.push_str(&section(problem, None));
            }
        }
    }
    text
}

/// A problem's section: its contest's limits and judge, its testdata (when counted), its
/// generator families, its size axis and what `--size beyond` gives.
pub fn section(problem: &Problem, testdata: Option<usize>) -> String {
    let resources = problem.resources;
    let stack = resources
        .stack_mb
        .map_or("unlimited".to_owned(), |mb| format!("{mb} MB"));
    let families: Vec<&str> = problem.families.iter().map(|f| f.name).collect();
    let inputs = &problem.check_input;
    let mut text = format!("  {}\n", problem.name);
    let time = format!("{} s of CPU per run", problem.time_limit.as_secs_f64());
    text.push_str(&wrapped("time limit", &time));
    let memory = format!(
        "{} MB, stack {stack}: {}",
        resources.memory_mb, resources.judge
    );
    text.push_str(&wrapped("memory", &memory));
    if let Some(count) = testdata {
        let cases = format!(
            "{} in testdata/{}/, samples first (those beyond the contest's limits only with \
             --size beyond)",
            plural(count, "case"),
            problem.name
        );
        text.push_str(&wrapped("testdata", &cases));
    }
    text.push_str(&wrapped("families", &families.join(", ")));
    text.push_str(&wrapped("size axis", inputs.axis));
    text.push_str(&wrapped("beyond", inputs.beyond));
    text
}

/// `    what: text`, wrapped at 98 columns under its start.
fn wrapped(what: &str, text: &str) -> String {
    let indent = " ".repeat(16);
    let mut out = format!("    {what:<11} ");
    let mut column = out.len();
    for word in text.split(' ') {
        if column + word.len() > 98 && column > indent.len() {
            out.push_str(&format!("\n{indent}"));
            column = indent.len();
        } else if column > indent.len() {
            out.push(' ');
            column += 1;
        }
        out.push_str(word);
        column += word.len();
    }
    out + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_states_each_judges_limits_from_its_description() {
        let root = gamecore::workspace::workspace_root();
        let text = appendix(&root, None);
        for line in [
            "    memory      64 MB, stack 1 MB: Timus",
            "    memory      1024 MB, stack unlimited: Kick Start",
            "    time limit  1 s of CPU per run",
        ] {
            assert!(text.contains(line), "{line}\n{text}");
        }
    }

    #[test]
    fn a_problems_help_has_its_section_alone() {
        let root = gamecore::workspace::workspace_root();
        let chapaev = problems::find("chapaev").unwrap();
        let text = appendix(&root, Some(chapaev));
        assert!(
            text.contains("\n  chapaev\n    time limit  1 s of CPU per run\n"),
            "{text}"
        );
        assert!(text.contains("\n    testdata    "), "{text}");
        assert!(!text.contains("painters-duel"), "{text}");
    }
}
