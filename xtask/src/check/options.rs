//! The command line of `cargo xtask check`, declared with clap ([`Args`]) and turned into the
//! judge's [`CheckOptions`]; every usage error is one line naming what is wrong.

use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::time::Duration;

use clap::error::{ContextKind, ContextValue, ErrorKind};
pub use gamecore::problem::Size;
pub use judge::CheckOptions;
use judge::options::DEFAULT_SHRINK_BUDGET;
use problems::Problem;

use crate::args;
use crate::problems::{self, PROBLEMS};

/// What the command line asks for.
#[cfg(test)]
pub enum Request {
    /// Print the usage and exit 0.
    Help,
    /// Run a check.
    Check(Box<CheckOptions>),
}

/// The arguments of `cargo xtask check` (the text after `--` is the contestant's command).
#[derive(clap::Args, Debug, Default)]
#[command(override_help = help())]
pub struct Args {
    /// The problem.
    pub problem: Option<String>,
    /// Stop after S seconds.
    #[arg(long, allow_hyphen_values = true, value_parser = seconds_value)]
    pub seconds: Option<f64>,
    /// Shrink a failure for at most S seconds.
    #[arg(long, allow_hyphen_values = true, value_parser = shrink_seconds_value)]
    pub shrink_seconds: Option<f64>,
    /// Stop after N cases.
    #[arg(long, allow_hyphen_values = true, value_parser = cases_value)]
    pub cases: Option<u64>,
    /// The seed of the generated inputs.
    #[arg(long, allow_hyphen_values = true, value_parser = seed_value)]
    pub seed: Option<u64>,
    /// Wall-clock seconds per run.
    #[arg(long, allow_hyphen_values = true, value_parser = time_limit_value)]
    pub time_limit: Option<f64>,
    /// Runs at once.
    #[arg(long, allow_hyphen_values = true, value_parser = jobs_value)]
    pub jobs: Option<u64>,
    /// `contest` or `beyond`.
    #[arg(long, allow_hyphen_values = true, value_parser = size_named)]
    pub size: Option<Size>,
    /// Where to write the failing input.
    #[arg(long, allow_hyphen_values = true)]
    pub save: Option<PathBuf>,
    /// The memory limit in MB.
    #[arg(long, allow_hyphen_values = true, value_parser = memory_value)]
    pub memory_limit: Option<u64>,
    /// The stack in MB, or `unlimited`.
    #[arg(long, allow_hyphen_values = true, value_parser = stack_value)]
    pub stack: Option<Stack>,
    /// Judge case K alone.
    #[arg(long, allow_hyphen_values = true, value_parser = case_value)]
    pub case: Option<u64>,
    /// Skip the testdata.
    #[arg(long)]
    pub no_testdata: bool,
    /// Generate from this family only (repeatable).
    #[arg(long, allow_hyphen_values = true)]
    pub family: Vec<String>,
    /// The most on the problem's size axis.
    #[arg(long, allow_hyphen_values = true, value_parser = max_size_value)]
    pub max_size: Option<u64>,
    /// Judge several programs, separated by `--`, on the same inputs.
    #[arg(long)]
    pub table: bool,
    /// The program to check and its arguments.
    #[arg(last = true)]
    pub command: Vec<String>,
}

/// `--stack`'s value: megabytes or no limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stack {
    /// This many MB.
    Megabytes(u64),
    /// No limit.
    Unlimited,
}

/// The parser of [`Args`] alone, for the arguments after `check`.
#[derive(clap::Parser)]
#[command(name = "xtask check", no_binary_name = true, override_help = help())]
struct CheckCommand {
    #[command(flatten)]
    args: Args,
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
that reproduces it, and saved with our answer beside it. Shrinking has its own budget, after the
run's: whole parts first, biggest first (halves, quarters, ..., single items, pairs), then the
problem's own simplifying steps, numbers by bisection before unit steps; no input judged twice.

Options:
  --seconds S       stop after S seconds (default 60)
  --shrink-seconds S
                    shrink a failure for at most S more seconds after the run, whatever
                    --seconds is (default 60; 0: not at all)
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
  -h, --help        print this help (after `--`, --help is the command's own)

Steering (the rerun line a failure prints repeats these, with --case):
  --case K          judge case K alone (counted from 1, testdata first, as the summary counts);
                    case K's input depends on the seed and these options alone, never on
                    --cases, --seconds or --jobs
  --no-testdata     skip the testdata: generated inputs only
  --family NAME     generate from family NAME only; repeat it for several, taken in turn (default:
                    every family in turn; the families of each problem are listed below)
  --max-size N      generated inputs at most N on the problem's size axis (below); the testdata
                    is not capped (--no-testdata skips it)
  --table           judge several programs on the same inputs, one row each: separate them with
                    `--` (... --table -- ./right -- ./wrong arg -- python3 other.py); each runs
                    until its first failure, which is shrunk and saved beside the others
                    (without --cases: the testdata and 200 generated inputs, for each)

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

/// The arguments after `check`, or `None` for `--help`.
pub fn arguments(args: &[String]) -> Result<Option<Args>, String> {
    use clap::Parser as _;
    match CheckCommand::try_parse_from(args) {
        Ok(command) => Ok(Some(command.args)),
        Err(error) if error.kind() == ErrorKind::DisplayHelp => Ok(None),
        Err(error) => Err(one_line(&error)),
    }
}

/// Parses the arguments after `check` into what they ask for.
#[cfg(test)]
pub fn parse(args: &[String]) -> Result<Request, String> {
    match arguments(args)? {
        Some(args) => args
            .options()
            .map(|options| Request::Check(Box::new(options))),
        None => Ok(Request::Help),
    }
}

impl Args {
    /// The judge's options: the problem found, the defaults filled in.
    pub fn options(self) -> Result<CheckOptions, String> {
        let name = self
            .problem
            .ok_or("no problem given (cargo xtask check <problem> -- <command>)")?;
        let problem = problems::find(&name)?;
        if self.command.is_empty() {
            return Err("no command given (put it after `--`: ... -- ./my-solution)".into());
        }
        let table = if self.table {
            programs(&self.command)?
        } else {
            Vec::new()
        };
        let families = family_indices(problem, &self.family)?;
        Ok(CheckOptions {
            problem,
            budget: Duration::from_secs_f64(self.seconds.unwrap_or(DEFAULT_SECONDS)),
            shrink_budget: self
                .shrink_seconds
                .map_or(DEFAULT_SHRINK_BUDGET, Duration::from_secs_f64),
            cases: self.cases.unwrap_or(u64::MAX),
            seed: self.seed.unwrap_or_else(args::clock_seed),
            time_limit: self
                .time_limit
                .map_or(problem.time_limit, Duration::from_secs_f64),
            jobs: self.jobs.map_or_else(default_jobs, |jobs| jobs as usize),
            size: self.size.unwrap_or(Size::Contest),
            save: self.save,
            memory_mb: self.memory_limit.unwrap_or(problem.resources.memory_mb),
            stack_mb: match self.stack {
                None => problem.resources.stack_mb,
                Some(Stack::Megabytes(mb)) => Some(mb),
                Some(Stack::Unlimited) => None,
            },
            command: table.first().cloned().unwrap_or(self.command),
            case: self.case,
            testdata: !self.no_testdata,
            families,
            max_size: self.max_size,
            table,
        })
    }
}

/// The programs of a `--table`: the words after the first `--`, split at each further `--`.
fn programs(words: &[String]) -> Result<Vec<Vec<String>>, String> {
    let programs: Vec<Vec<String>> = words
        .split(|word| word == "--")
        .map(<[String]>::to_vec)
        .collect();
    if programs.iter().any(Vec::is_empty) {
        return Err("--table: an empty program between two `--`".into());
    }
    Ok(programs)
}

/// The indices of the named families in the problem's, in the order given, each once.
fn family_indices(problem: &Problem, names: &[String]) -> Result<Vec<usize>, String> {
    let mut indices = Vec::new();
    for name in names {
        let Some(index) = problem.families.iter().position(|f| f.name == *name) else {
            let known: Vec<&str> = problem.families.iter().map(|f| f.name).collect();
            return Err(format!(
                "--family: {} has no family `{name}` (its families: {})",
                problem.name,
                known.join(", ")
            ));
        };
        if !indices.contains(&index) {
            indices.push(index);
        }
    }
    Ok(indices)
}

/// The machine's cores, at most [`MAX_JOBS`].
fn default_jobs() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    cores.min(MAX_JOBS as usize)
}

/// A clap error as the one line xtask prints: a value's own message, or what is unknown or
/// missing.
fn one_line(error: &clap::Error) -> String {
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => text.clone(),
        _ => String::new(),
    };
    let invalid = context(ContextKind::InvalidArg);
    let flag = invalid
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_owned();
    match error.kind() {
        ErrorKind::ValueValidation => {
            let source = std::error::Error::source(error).map(ToString::to_string);
            source.unwrap_or_else(|| first_line(error))
        }
        ErrorKind::InvalidValue if context(ContextKind::InvalidValue).is_empty() => {
            format!("{flag} needs a value: {}", value_of(&flag))
        }
        ErrorKind::UnknownArgument if invalid.starts_with('-') => {
            args::unknown_flag("check", &invalid)
        }
        ErrorKind::UnknownArgument => {
            format!("unexpected argument `{invalid}` (the command goes after `--`)")
        }
        _ => first_line(error),
    }
}

/// What a flag takes, for the usage error of a flag without its value.
fn value_of(flag: &str) -> &'static str {
    match flag {
        "--seconds" | "--time-limit" | "--shrink-seconds" => SECONDS,
        "--size" => "`contest` or `beyond`",
        "--stack" => "a whole number of MB or `unlimited`",
        "--save" => "a path",
        "--family" => "a family's name",
        _ => "a whole number",
    }
}

/// The first line of clap's own message, without its `error: ` prefix.
fn first_line(error: &clap::Error) -> String {
    let text = error
        .kind()
        .as_str()
        .map_or_else(|| error.to_string(), str::to_owned);
    let line = text.lines().next().unwrap_or_default();
    line.strip_prefix("error: ").unwrap_or(line).to_owned()
}

/// `--seconds`' value.
fn seconds_value(text: &str) -> Result<f64, String> {
    seconds_in("--seconds", text)
}

/// `--shrink-seconds`' value: 0 is allowed (no shrinking).
fn shrink_seconds_value(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if (0.0..=MOST_SECONDS).contains(&s) => Ok(s),
        _ => Err(format!(
            "--shrink-seconds needs a number of seconds from 0 to {MOST_SECONDS}, not `{text}`"
        )),
    }
}

/// `--time-limit`'s value.
fn time_limit_value(text: &str) -> Result<f64, String> {
    seconds_in("--time-limit", text)
}

/// `--cases`' value.
fn cases_value(text: &str) -> Result<u64, String> {
    whole("--cases", text, 1..=u64::MAX)
}

/// `--seed`'s value.
fn seed_value(text: &str) -> Result<u64, String> {
    whole("--seed", text, 0..=u64::MAX)
}

/// `--case`'s value.
fn case_value(text: &str) -> Result<u64, String> {
    whole("--case", text, 1..=u64::MAX)
}

/// `--max-size`'s value.
fn max_size_value(text: &str) -> Result<u64, String> {
    whole("--max-size", text, 1..=u64::MAX)
}

/// `--jobs`' value.
fn jobs_value(text: &str) -> Result<u64, String> {
    whole("--jobs", text, 1..=MAX_JOBS)
}

/// The most MB `--memory-limit` and `--stack` take: a terabyte.
const MOST_MEGABYTES: u64 = 1 << 20;

/// `--memory-limit`'s value.
fn memory_value(text: &str) -> Result<u64, String> {
    whole("--memory-limit", text, 1..=MOST_MEGABYTES)
}

/// `--stack`'s value.
fn stack_value(text: &str) -> Result<Stack, String> {
    if text == "unlimited" {
        return Ok(Stack::Unlimited);
    }
    match whole("--stack", text, 1..=MOST_MEGABYTES) {
        Ok(mb) => Ok(Stack::Megabytes(mb)),
        Err(why) => Err(format!("{why} (or `unlimited`)")),
    }
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
             --save x.in --shrink-seconds 4 -- ./sol --fast",
        ) else {
            panic!("not parsed")
        };
        assert_eq!(o.problem.name, "chapaev");
        assert_eq!(o.budget, Duration::from_millis(2500));
        assert_eq!(o.shrink_budget, Duration::from_secs(4));
        assert_eq!((o.cases, o.seed, o.jobs, o.size), (10, 7, 3, Size::Beyond));
        assert_eq!(o.time_limit, Duration::from_millis(500));
        assert_eq!(o.save, Some(PathBuf::from("x.in")));
        assert_eq!(o.command, ["./sol", "--fast"]);
    }

    #[test]
    fn steering_and_a_table() {
        let Ok(Request::Check(o)) = parse_words(
            "circles-game --case 440 --no-testdata --family star --family chain --family star \
             --max-size 9 --table -- ./a x -- ./b",
        ) else {
            panic!("not parsed")
        };
        assert_eq!(
            (o.case, o.testdata, o.max_size),
            (Some(440), false, Some(9))
        );
        assert_eq!(o.families, [3, 1]);
        assert_eq!(o.table, [vec!["./a", "x"], vec!["./b"]]);
        assert_eq!(o.command, ["./a", "x"]);
        let Ok(Request::Check(o)) = parse_words("circles-game -- ./a -- x") else {
            panic!("not parsed")
        };
        // Without --table a later `--` is the program's own argument.
        assert_eq!(o.command, ["./a", "--", "x"]);
        assert!(o.table.is_empty());
        assert!(o.testdata && o.families.is_empty() && o.case.is_none());
    }

    #[test]
    fn defaults_come_from_the_contest() {
        let Ok(Request::Check(o)) = parse_words("more-reclamation -- ./sol") else {
            panic!("not parsed")
        };
        assert_eq!(o.time_limit, o.problem.time_limit);
        assert_eq!((o.size, o.cases), (Size::Contest, u64::MAX));
        assert_eq!(o.shrink_budget, Duration::from_secs(60));
        assert_eq!((o.memory_mb, o.stack_mb), (256, Some(256)));
        let Ok(Request::Check(o)) = parse_words("painters-duel -- ./sol") else {
            panic!("not parsed")
        };
        assert_eq!((o.memory_mb, o.stack_mb), (1024, None));
    }

    #[test]
    fn help_states_each_judges_memory_and_stack() {
        let text = help();
        for line in [
            "  chapaev              64 MB, stack 1 MB: Timus",
            "  painters-duel        1024 MB, stack unlimited: Kick Start",
        ] {
            assert!(text.contains(line), "{line}\n{text}");
        }
        assert!(text.contains("JVM and Python programs run under their own defaults"));
    }

    #[test]
    fn memory_and_stack_are_given_in_megabytes() {
        let Ok(Request::Check(o)) =
            parse_words("chapaev --memory-limit 512 --stack unlimited -- ./sol")
        else {
            panic!("not parsed")
        };
        assert_eq!((o.memory_mb, o.stack_mb), (512, None));
        let Ok(Request::Check(o)) = parse_words("painters-duel --stack 64 -- ./sol") else {
            panic!("not parsed")
        };
        assert_eq!(o.stack_mb, Some(64));
        let error = |words: &str| match parse_words(words) {
            Err(e) => e,
            Ok(_) => panic!("accepted `{words}`"),
        };
        assert_eq!(
            error("chapaev --memory-limit 0 -- x"),
            "--memory-limit needs a whole number from 1 to 1048576, not `0`"
        );
        assert_eq!(
            error("chapaev --stack big -- x"),
            "--stack needs a whole number from 1 to 1048576, not `big` (or `unlimited`)"
        );
        assert_eq!(
            error("chapaev --stack"),
            "--stack needs a value: a whole number of MB or `unlimited`"
        );
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
            error("chapaev --shrink-seconds -2 -- x"),
            "--shrink-seconds needs a number of seconds from 0 to 1000000, not `-2`"
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
