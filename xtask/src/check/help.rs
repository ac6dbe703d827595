//! The help of `cargo xtask check`: the general text (`check --help`), with every problem's
//! limits, families and size axis, and one problem's (`check <problem> --help`).

use gamecore::workspace::plural;
use problems::Problem;

use crate::problems::PROBLEMS;

/// The usage text, with each problem's default time limit.
pub fn help() -> String {
    let mut text = String::from(
        "\
cargo xtask check <problem> [options] -- <command> [args...]

Judge your own solution against ours: run <command> once per input (no shell; the input on
stdin), compare its output token by token with our answer (whitespace and line ends do not
matter), on the problem's testdata (samples first) and then on seeded generated inputs from tiny
to the contest's limits. The first failure is shrunk to a local minimum (no single smaller step
still fails the same way), printed with our answer, yours, the first difference and a command
that reproduces it, and saved with our answer beside it. Shrinking has its own budget, after the
run's: whole parts first, biggest first (halves, quarters, ..., single items, pairs), then the
problem's own simplifying steps, numbers by bisection before unit steps; no input judged twice.

Options:
  --seconds S       stop after S seconds (default 60)
  --shrink-seconds S
                    shrink a failure for at most S more seconds after the run, whatever
                    --seconds is (default 60; 0: not at all, said as `not shrunk (asked)`)
  --cases N         stop after N cases (default: no limit)
  --seed X          seed of the generated inputs (default: from the clock; printed)
  --time-limit T    wall-clock seconds per run before `time limit exceeded` (default: the
                    contest's; a loaded machine or many --jobs can make a close run exceed it)
  --jobs J          runs at once, 1 to 256 (default: the machine's cores)
  --size contest    inputs within the contest's format and limits (the default)
  --size beyond     inputs up to our accepted range, far beyond the contest (per problem below)
  --save PATH       where to write the failing input (default target/check/<problem>-<seed>.in);
                    our answer goes beside it, in PATH with `.ans`
  --memory-limit MB peak resident memory before `memory limit exceeded` (default: the contest's,
                    below); a run is killed once it passes it, or three quarters of this
                    machine's memory shared by the --jobs, whichever is less
  --stack MB        the stack limit of the program, or `unlimited` (default: the contest judge's,
                    below). JVM and Python programs run under their own defaults whatever it is
                    (java -Xss, sys.setrecursionlimit): give them the judge's flags yourself
  -h, --help        print this help; `check <problem> --help` prints that problem's (after
                    `--`, --help is the command's own)

Steering (the rerun line a failure prints repeats these, with --case):
  --case K          judge case K alone (counted from 1, testdata first, as the summary counts);
                    case K's input depends on the seed and these options alone, never on
                    --cases, --seconds or --jobs
  --no-testdata     skip the testdata: generated inputs only
  --family NAME     generate from family NAME only; repeat it for several, taken in turn (default:
                    every family in turn; the families of each problem are listed below)
  --max-size N      generated inputs at most N on the problem's size axis (below); the testdata
                    is not capped (--no-testdata skips it)

The invocation table (a jury's table of solutions, as Polygon shows it):
  --table           judge several programs on every case, none stopping at a failure: separate
                    them with `--`, each optionally named (... --table -- model=./right --
                    greedy=./wrong arg -- python3 other.py; unnamed ones are named after their
                    file). Without --cases: the testdata and 200 generated inputs; without
                    --seconds: no time budget. It prints per program its passes, failures by
                    verdict, slowest time as a share of the limit and peak memory, a line of
                    verdicts and times per testdata case and per generated family, and then the
                    tests that kill: the fewest cases that fail every failing program (exact
                    for up to 16 failing programs, greedy beyond), each shrunk while it still
                    fails the programs it is there for, saved numbered after the testdata's
                    cases with their manifest lines, ready to add to testdata/<problem>/
  --table-out FILE  also write the table to FILE, as Markdown (.md) or HTML (.html)
  --save-dir DIR    where the killing tests go (default target/check/<problem>-<seed>-kill/)

Verdicts: AC, WA (also for output that is not UTF-8), RE (non-zero exit or a signal), TLE
(killed at the time limit), OLE (killed past the output cap: 4 times our answer, at least 1 MiB),
MLE (peak resident memory past the memory limit, the processes it starts included).

Exit status: 0 nothing failed; 1 something failed (or our own solvers disagree); 2 usage error,
or a command that cannot be started.

Problems and their contests' time limits:
",
    );
    for problem in PROBLEMS {
        let limit = problem.time_limit;
        text.push_str(&format!(
            "  {:<20} {} s\n",
            problem.name,
            limit.as_secs_f64()
        ));
    }
    text.push_str(
        "\nTheir judges' memory limits and stacks (the defaults of --memory-limit, --stack):\n",
    );
    for problem in PROBLEMS {
        let resources = problem.resources;
        let stack = resources
            .stack_mb
            .map_or("unlimited".to_owned(), |mb| format!("{mb} MB"));
        text.push_str(&format!(
            "  {:<20} {} MB, stack {stack}: {}\n",
            problem.name, resources.memory_mb, resources.judge
        ));
    }
    text.push_str(&steering_help());
    text
}

/// Each problem's families, what `--max-size` caps and what `--size beyond` gives, from the
/// problems' own descriptors.
fn steering_help() -> String {
    let mut text =
        String::from("\nTheir families (--family), size axes (--max-size) and --size beyond:\n");
    for problem in PROBLEMS {
        let families: Vec<&str> = problem.families.iter().map(|f| f.name).collect();
        let inputs = &problem.check_input;
        text.push_str(&format!("  {}\n", problem.name));
        text.push_str(&wrapped("families", &families.join(", ")));
        text.push_str(&wrapped("size axis", inputs.axis));
        text.push_str(&wrapped("beyond", inputs.beyond));
    }
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

/// The help of one problem (`check <problem> --help`): its contest's limits and judge, its
/// testdata, its generator families, its size axis and what `--size beyond` gives.
pub fn problem_help(problem: &Problem, testdata: usize) -> String {
    let name = problem.name;
    let resources = problem.resources;
    let stack = resources
        .stack_mb
        .map_or("unlimited".to_owned(), |mb| format!("{mb} MB"));
    let families: Vec<&str> = problem.families.iter().map(|f| f.name).collect();
    let inputs = &problem.check_input;
    let mut text = format!(
        "cargo xtask check {name} [options] -- <command> [args...]\n\n\
         Judges <command> on {name} as its contest's judge would; its input format and accepted\n\
         range: cargo run -p {name} -- --help. Every option: cargo xtask check --help.\n\n\
         Limits (the defaults of --time-limit, --memory-limit, --stack):\n\
         \x20 time      {} s per run\n\
         \x20 memory    {} MB\n\
         \x20 stack     {stack}\n\
         \x20 from      {}\n\n\
         Cases, in order:\n\
         \x20 testdata  {} in testdata/{name}/, samples first (those beyond the contest's limits\n\
         \x20           only with --size beyond; --no-testdata skips them all)\n\
         \x20 generated seeded, from tiny to the largest, the families taking turns\n\n",
        problem.time_limit.as_secs_f64(),
        resources.memory_mb,
        resources.judge,
        plural(testdata, "case"),
    );
    text.push_str("Steering:\n");
    text.push_str(&wrapped("--family", &families.join(", ")));
    text.push_str(&wrapped("--max-size", &format!("caps {}", inputs.axis)));
    text.push_str(&wrapped(
        "--size",
        &format!(
            "contest (the default): within the contest's format and limits; beyond: {} (a \
             contest solution need not pass these; a failure on one says so)",
            inputs.beyond
        ),
    ));
    text
}
