//! The command line of `cargo xtask check`, declared with clap ([`Args`]) and turned into the
//! judge's [`CheckOptions`]; every usage error is one line naming what is wrong. The flags'
//! values are parsed in [`values`], a table's programs named in `programs`, and clap's errors
//! made one line in `usage`.

mod programs;
mod usage;
pub mod values;

use std::path::PathBuf;
use std::time::Duration;

use clap::error::ErrorKind;
pub use gamecore::problem::Size;
use judge::options::DEFAULT_SHRINK_BUDGET;
pub use judge::{CheckOptions, TableProgram};
use problems::Problem;

use super::help;
#[cfg(test)]
use super::table::Format;
use crate::args;
use crate::problems;
use programs::programs;
use usage::one_line;
use values::*;
pub use values::{Stack, TableOut};

/// What the command line asks for.
#[cfg(test)]
pub enum Request {
    /// Print the usage (of the problem named, if one is) and exit 0.
    Help(Option<&'static str>),
    /// Run a check.
    Check(Box<CheckOptions>),
}

/// The arguments of `cargo xtask check` (the text after `--` is the contestant's command).
#[derive(clap::Args, Debug, Default)]
#[command(override_help = help::help())]
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
    /// Judge several programs, separated by `--`, on every case.
    #[arg(long)]
    pub table: bool,
    /// Also write the table to FILE (`.md` or `.html`).
    #[arg(long, allow_hyphen_values = true, value_parser = table_out_value)]
    pub table_out: Option<TableOut>,
    /// Where a table's killing tests go.
    #[arg(long, allow_hyphen_values = true)]
    pub save_dir: Option<PathBuf>,
    /// The program to check and its arguments.
    #[arg(last = true)]
    pub command: Vec<String>,
}

/// The parser of [`Args`] alone, for the arguments after `check`.
#[derive(clap::Parser)]
#[command(name = "xtask check", no_binary_name = true, override_help = help::help())]
struct CheckCommand {
    #[command(flatten)]
    args: Args,
}

/// The default time budget, in seconds: about a minute per run.
pub const DEFAULT_SECONDS: f64 = 60.0;

/// What the words after `check` ask for.
pub enum Asked {
    /// The help: the general one, or that of the problem named before `--help`.
    Help(Option<&'static Problem>),
    /// A check or a table.
    Run(Box<Args>),
}

/// The arguments after `check`.
pub fn arguments(args: &[String]) -> Result<Asked, String> {
    use clap::Parser as _;
    match CheckCommand::try_parse_from(args) {
        Ok(command) => Ok(Asked::Run(Box::new(command.args))),
        Err(error) if error.kind() == ErrorKind::DisplayHelp => Ok(Asked::Help(helped(args))),
        Err(error) => Err(one_line(&error)),
    }
}

/// The problem `--help` asks about: the one the words name once the help flags before `--`
/// are left out, if they name one.
fn helped(args: &[String]) -> Option<&'static Problem> {
    use clap::Parser as _;
    let end = args.iter().position(|w| w == "--").unwrap_or(args.len());
    let mut words: Vec<&String> = args[..end]
        .iter()
        .filter(|w| *w != "--help" && *w != "-h")
        .collect();
    words.extend(&args[end..]);
    let command = CheckCommand::try_parse_from(words).ok()?;
    problems::find(&command.args.problem?).ok()
}

/// Parses the arguments after `check` into what they ask for.
#[cfg(test)]
pub fn parse(args: &[String]) -> Result<Request, String> {
    match arguments(args)? {
        Asked::Run(args) => args
            .options()
            .map(|options| Request::Check(Box::new(options))),
        Asked::Help(problem) => Ok(Request::Help(problem.map(|p| p.name))),
    }
}

impl Args {
    /// The judge's options: the problem found, the defaults filled in.
    pub fn options(self) -> Result<CheckOptions, String> {
        self.table_only()?;
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
        // A table runs every case it plans: no time budget unless one is asked for.
        let seconds = match self.seconds {
            None if self.table => MOST_SECONDS,
            seconds => seconds.unwrap_or(DEFAULT_SECONDS),
        };
        let families = family_indices(problem, &self.family)?;
        Ok(CheckOptions {
            problem,
            budget: Duration::from_secs_f64(seconds),
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
            command: table
                .first()
                .map_or(self.command, |program: &TableProgram| {
                    program.command.clone()
                }),
            case: self.case,
            testdata: !self.no_testdata,
            families,
            max_size: self.max_size,
            table,
            save_dir: self.save_dir,
        })
    }

    /// The options of a table given without `--table`, or a check's given with it.
    fn table_only(&self) -> Result<(), String> {
        if !self.table {
            for (given, flag) in [
                (self.table_out.is_some(), "--table-out"),
                (self.save_dir.is_some(), "--save-dir"),
            ] {
                if given {
                    return Err(format!("{flag} is an option of --table"));
                }
            }
        } else if self.save.is_some() {
            return Err(
                "--save is for one program; a table's killing tests go to --save-dir".into(),
            );
        }
        Ok(())
    }
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
        let table: Vec<(&str, Vec<&str>)> = o
            .table
            .iter()
            .map(|p| {
                (
                    p.name.as_str(),
                    p.command.iter().map(String::as_str).collect(),
                )
            })
            .collect();
        assert_eq!(table, [("a", vec!["./a", "x"]), ("b", vec!["./b"])]);
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
    fn table_programs_have_short_names() {
        let table = |words: &str| match parse_words(words) {
            Ok(Request::Check(o)) => o.table.iter().map(|p| p.name.clone()).collect::<Vec<_>>(),
            _ => panic!("not parsed: {words}"),
        };
        assert_eq!(
            table(
                "chapaev --table -- model=./a -- ./b/wrong.bin x -- python3 -u s/slow.py -- ./b/wrong"
            ),
            ["model", "wrong", "slow", "wrong-2"]
        );
        let Ok(Request::Check(o)) = parse_words("chapaev --table -- fast=./a=b -- x=y=z") else {
            panic!("not parsed")
        };
        assert_eq!(o.table[0].command, ["./a=b"]);
        assert_eq!(
            (o.table[1].name.as_str(), o.table[1].command[0].as_str()),
            ("x", "y=z")
        );
        // A table runs all it plans unless --seconds says otherwise.
        assert!(o.budget > Duration::from_secs(3600));
        let error = |words: &str| match parse_words(words) {
            Err(e) => e,
            Ok(_) => panic!("accepted `{words}`"),
        };
        assert_eq!(
            error("chapaev --table -- a=./x -- a=./y"),
            "--table: two programs named `a`"
        );
        assert_eq!(
            error("chapaev --table-out t.md -- ./x"),
            "--table-out is an option of --table"
        );
        assert_eq!(
            error("chapaev --table --table-out t.txt -- ./x"),
            "--table-out needs a file ending in .md or .html, not `t.txt`"
        );
        assert!(error("chapaev --table --save x.in -- ./x").starts_with("--save is for one"));
        let Ok(Asked::Run(args)) = arguments(
            &["chapaev", "--table", "--table-out", "t.html", "--", "x"].map(String::from),
        ) else {
            panic!("not parsed")
        };
        assert_eq!(args.table_out.map(|t| t.format), Some(Format::Html));
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
        let text = help::help();
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
        assert!(matches!(parse_words("--help"), Ok(Request::Help(None))));
        assert!(matches!(parse_words("nim --help"), Ok(Request::Help(None))));
        for words in [
            "chapaev --help",
            "--seed 1 chapaev -h -- x",
            "chapaev --help -- x",
        ] {
            let asked = parse_words(words);
            assert!(
                matches!(asked, Ok(Request::Help(Some("chapaev")))),
                "{words}"
            );
        }
    }
}
