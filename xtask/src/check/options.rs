//! The command line of `cargo xtask check`: parsed into [`CheckOptions`], every usage error one
//! line naming what is wrong.

use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::time::Duration;

pub use gamecore::problem::Size;
pub use judge::CheckOptions;

use crate::args;
use crate::problems::{self, PROBLEMS};

/// What the command line asks for.
pub enum Request {
    /// Print the usage and exit 0.
    Help,
    /// Run a check.
    Check(CheckOptions),
}

/// The default time budget, in seconds: about a minute per run.
pub const DEFAULT_SECONDS: f64 = 60.0;

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
that reproduces it, and saved with our answer beside it (shrinking takes at most another
max(S, 30) seconds).

Options:
  --seconds S       stop after S seconds (default 60)
  --cases N         stop after N cases (default: no limit)
  --seed X          seed of the generated inputs (default: from the clock; printed)
  --time-limit T    wall-clock seconds per run before `time limit exceeded` (default: the
                    contest's; a loaded machine or many --jobs can make a close run exceed it)
  --jobs J          runs at once, 1 to 256 (default: the machine's cores)
  --size contest    inputs within the contest's format and limits (the default)
  --size beyond     inputs up to our accepted range, far beyond the contest
  --save PATH       where to write the failing input (default target/check/<problem>-<seed>.in);
                    our answer goes beside it, in PATH with `.ans`
  -h, --help        print this help (after `--`, --help is the command's own)

Verdicts: AC, WA (also for output that is not UTF-8), RE (non-zero exit or a signal), TLE
(killed at the time limit), OLE (killed past the output cap: 4 times our answer, at least 1 MiB).

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
    text
}

/// Parses the arguments after `check`.
pub fn parse(args: &[String]) -> Result<Request, String> {
    let (options, command) = match args.iter().position(|a| a == "--") {
        Some(split) => (&args[..split], &args[split + 1..]),
        None => (args, &args[args.len()..]),
    };
    if options.iter().any(|a| args::is_help(a)) {
        return Ok(Request::Help);
    }
    let mut problem = None;
    let mut seconds = DEFAULT_SECONDS;
    let mut cases = u64::MAX;
    let mut seed = None;
    let mut time_limit = None;
    let mut jobs = None;
    let mut size = Size::Contest;
    let mut save = None;
    let mut words = options.iter();
    while let Some(word) = words.next() {
        let mut value = |what: &str| args::value(word, what, words.next()).map(String::as_str);
        match word.as_str() {
            "--seconds" => seconds = seconds_in(word, value(SECONDS)?)?,
            "--time-limit" => time_limit = Some(seconds_in(word, value(SECONDS)?)?),
            "--cases" => cases = whole(word, value("a whole number")?, 1..=u64::MAX)?,
            "--seed" => seed = Some(whole(word, value("a whole number")?, 0..=u64::MAX)?),
            "--jobs" => jobs = Some(whole(word, value("a whole number")?, 1..=MAX_JOBS)? as usize),
            "--size" => size = size_named(value("`contest` or `beyond`")?)?,
            "--save" => save = Some(PathBuf::from(value("a path")?)),
            flag if flag.starts_with('-') => return Err(args::unknown_flag("check", flag)),
            name if problem.is_some() => {
                return Err(format!(
                    "unexpected argument `{name}` (the command goes after `--`)"
                ));
            }
            name => problem = Some(problems::find(name)?),
        }
    }
    let problem = problem.ok_or("no problem given (cargo xtask check <problem> -- <command>)")?;
    if command.is_empty() {
        return Err("no command given (put it after `--`: ... -- ./my-solution)".into());
    }
    Ok(Request::Check(CheckOptions {
        problem,
        budget: Duration::from_secs_f64(seconds),
        cases,
        seed: seed.unwrap_or_else(args::clock_seed),
        time_limit: time_limit.map_or(problem.time_limit, Duration::from_secs_f64),
        jobs: jobs.unwrap_or_else(|| {
            let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
            cores.min(MAX_JOBS as usize)
        }),
        size,
        save,
        command: command.to_vec(),
    }))
}

fn size_named(word: &str) -> Result<Size, String> {
    match word {
        "contest" => Ok(Size::Contest),
        "beyond" => Ok(Size::Beyond),
        other => Err(format!(
            "--size must be `contest` or `beyond`, not `{other}`"
        )),
    }
}

/// What `--seconds` and `--time-limit` take.
const SECONDS: &str = "a number of seconds";

/// The most runs at once: each is a thread and a process.
const MAX_JOBS: u64 = 256;

fn whole(flag: &str, text: &str, range: RangeInclusive<u64>) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(match (*range.start(), *range.end()) {
            (0, u64::MAX) => format!("{flag} needs a whole number, not `{text}`"),
            (least, u64::MAX) => {
                format!("{flag} needs a whole number of at least {least}, not `{text}`")
            }
            (least, most) => {
                format!("{flag} needs a whole number from {least} to {most}, not `{text}`")
            }
        }),
    }
}

/// The most seconds `--seconds` and `--time-limit` take: more than eleven days.
const MOST_SECONDS: f64 = 1e6;

fn seconds_in(flag: &str, text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= MOST_SECONDS => Ok(s),
        _ => Err(format!(
            "{flag} needs a number of seconds above 0 and at most {MOST_SECONDS}, not `{text}`"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(words: &str) -> Result<Request, String> {
        let args: Vec<String> = words.split_whitespace().map(str::to_owned).collect();
        parse(&args)
    }

    #[test]
    fn a_full_command_line() {
        let Ok(Request::Check(o)) = parse_words(
            "chapaev --seconds 2.5 --cases 10 --seed 7 --time-limit 0.5 --jobs 3 --size beyond \
             --save x.in -- ./sol --fast",
        ) else {
            panic!("not parsed")
        };
        assert_eq!(o.problem.name, "chapaev");
        assert_eq!(o.budget, Duration::from_millis(2500));
        assert_eq!((o.cases, o.seed, o.jobs, o.size), (10, 7, 3, Size::Beyond));
        assert_eq!(o.time_limit, Duration::from_millis(500));
        assert_eq!(o.save, Some(PathBuf::from("x.in")));
        assert_eq!(o.command, ["./sol", "--fast"]);
    }

    #[test]
    fn defaults_come_from_the_contest() {
        let Ok(Request::Check(o)) = parse_words("more-reclamation -- ./sol") else {
            panic!("not parsed")
        };
        assert_eq!(o.time_limit, o.problem.time_limit);
        assert_eq!((o.size, o.cases), (Size::Contest, u64::MAX));
    }

    #[test]
    fn usage_errors_name_what_is_wrong() {
        let error = |words: &str| match parse_words(words) {
            Err(e) => e,
            Ok(_) => panic!("accepted `{words}`"),
        };
        assert_eq!(
            error("-- ./sol"),
            "no problem given (cargo xtask check <problem> -- <command>)"
        );
        assert!(error("nim -- ./sol").starts_with("no problem named `nim`"));
        assert!(error("chapaev").starts_with("no command given"));
        assert!(error("chapaev --").starts_with("no command given"));
        assert_eq!(
            error("chapaev --jobs 0 -- x"),
            "--jobs needs a whole number from 1 to 256, not `0`"
        );
        assert_eq!(
            error("chapaev --jobs 257 -- x"),
            "--jobs needs a whole number from 1 to 256, not `257`"
        );
        assert_eq!(
            error("chapaev --seed -1 -- x"),
            "--seed needs a whole number, not `-1`"
        );
        assert_eq!(
            error("chapaev --seconds -1 -- x"),
            "--seconds needs a number of seconds above 0 and at most 1000000, not `-1`"
        );
        assert_eq!(
            error("chapaev --time-limit 1e9 -- x"),
            "--time-limit needs a number of seconds above 0 and at most 1000000, not `1e9`"
        );
        assert_eq!(
            error("chapaev --size huge -- x"),
            "--size must be `contest` or `beyond`, not `huge`"
        );
        assert_eq!(
            error("chapaev --seed"),
            "--seed needs a value: a whole number"
        );
        assert_eq!(
            error("chapaev --fast -- x"),
            "unknown flag `--fast` (the options are in `cargo xtask check --help`)"
        );
        assert!(error("chapaev ./sol").starts_with("unexpected argument `./sol`"));
        for words in ["--help", "chapaev --help", "chapaev --seed 1 -h -- x"] {
            assert!(matches!(parse_words(words), Ok(Request::Help)), "{words}");
        }
    }
}
