//! The command line of `cargo xtask check`, declared once with clap ([`Args`]: each flag, its
//! help and its value's errors), and turned into the judge's [`CheckOptions`]. The words of the
//! help around the flags are in `help`, a table's programs are named in `programs`.

use std::path::PathBuf;
use std::time::Duration;

use clap::value_parser;
use gamecore::problem::Size;
use judge::options::DEFAULT_SHRINK_BUDGET;
use judge::{CheckOptions, Contestant};
use problems::Problem;

use super::help;
use super::programs::programs;
use super::values::{self, MAX_JOBS, MOST_MEGABYTES, MOST_SECONDS, Stack, TableOut};
use crate::args::clock_seed;
use crate::problem_arg::{self, ProblemArg};

/// Judge your own solution against ours; shrink the first failing input
#[derive(clap::Args, Debug, Default)]
#[command(
    long_about = help::ABOUT,
    after_long_help = help::AFTER,
    disable_help_flag = true
)]
pub struct Args {
    /// The problem (`check <problem> --help` shows its limits, families and sizes)
    #[arg(verbatim_doc_comment, value_parser = problem_arg::problem)]
    pub problem: Option<ProblemArg>,
    /// Stop after S seconds (default 60; with --table, no limit)
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "S",
        allow_negative_numbers = true,
        value_parser = values::seconds
    )]
    pub seconds: Option<f64>,
    /// Shrink a failure for at most S more seconds after the run, whatever --seconds is
    /// (default 60; 0: not at all, said as `not shrunk (asked)`)
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "S",
        allow_negative_numbers = true,
        value_parser = values::seconds_or_none
    )]
    pub shrink_seconds: Option<f64>,
    /// Stop after N cases (default: no limit; with --table, the testdata and 200 generated
    /// inputs)
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = values::positive
    )]
    pub cases: Option<u64>,
    /// The seed of the generated inputs (default: from the clock; printed)
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "X",
        allow_negative_numbers = true
    )]
    pub seed: Option<u64>,
    /// CPU seconds per run before `time limit exceeded`: the CPU time of the program and of
    /// every process it starts, as the contest's judge counts it, not the wall clock; a run
    /// that waits is stopped at three times T on the clock, not counting time spent waiting
    /// for a CPU (default: the contest's)
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "T",
        allow_negative_numbers = true,
        value_parser = values::seconds
    )]
    pub time_limit: Option<f64>,
    /// Runs at once, 1 to 256 (default: the machine's cores)
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "J",
        allow_negative_numbers = true,
        value_parser = value_parser!(u64).range(1..=MAX_JOBS)
    )]
    pub jobs: Option<u64>,
    /// How large the generated inputs grow (default: contest); a failure on an input beyond the
    /// contest's limits says so
    #[arg(verbatim_doc_comment, long, value_parser = values::size())]
    pub size: Option<Size>,
    /// Where to write the failing input (default target/check/<problem>-<seed>.in); our
    /// answer goes beside it, in PATH with `.ans`
    #[arg(verbatim_doc_comment, long, value_name = "PATH")]
    pub save: Option<PathBuf>,
    /// Peak resident memory before `memory limit exceeded` (default: the contest's); a run is
    /// killed once it passes it, or three quarters of this machine's memory shared by the
    /// --jobs, whichever is less
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "MB",
        allow_negative_numbers = true,
        value_parser = value_parser!(u64).range(1..=MOST_MEGABYTES)
    )]
    pub memory_limit: Option<u64>,
    /// The stack limit of the program, or `unlimited` (default: the contest judge's). JVM and
    /// Python programs run under their own defaults whatever it is (java -Xss,
    /// sys.setrecursionlimit): give them the judge's flags yourself
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "MB",
        allow_negative_numbers = true,
        value_parser = values::stack
    )]
    pub stack: Option<Stack>,
    /// Print this help; `check <problem> --help` adds that problem's (after `--`, --help is
    /// the command's own)
    #[arg(short, long, verbatim_doc_comment)]
    pub help: bool,
    /// Judge case K alone (counted from 1, testdata first, as the summary counts); case K's
    /// input depends on the seed and the steering options alone, never on --cases, --seconds
    /// or --jobs
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "K",
        allow_negative_numbers = true,
        value_parser = values::positive,
        help_heading = help::STEERING
    )]
    pub case: Option<u64>,
    /// Skip the testdata: generated inputs only
    #[arg(verbatim_doc_comment, long, help_heading = help::STEERING)]
    pub no_testdata: bool,
    /// Generate from family NAME only; repeat it for several, taken in turn (default: every
    /// family in turn)
    #[arg(verbatim_doc_comment, long, value_name = "NAME", help_heading = help::STEERING)]
    pub family: Vec<String>,
    /// Generated inputs at most N on the problem's size axis; the testdata is not capped
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = values::positive,
        help_heading = help::STEERING
    )]
    pub max_size: Option<u64>,
    /// Judge several programs on every case, none stopping at a failure: separate them with
    /// `--`, each optionally named (`-- model=./right -- greedy=./wrong arg -- python3
    /// other.py`; an unnamed one is named after its file)
    #[arg(verbatim_doc_comment, long, help_heading = help::TABLE)]
    pub table: bool,
    /// Also write the table to FILE, as Markdown (.md) or HTML (.html)
    #[arg(
        verbatim_doc_comment,
        long,
        value_name = "FILE",
        value_parser = values::table_out,
        help_heading = help::TABLE
    )]
    pub table_out: Option<TableOut>,
    /// Where the killing tests go (default target/check/<problem>-<seed>-kill/)
    #[arg(verbatim_doc_comment, long, value_name = "DIR", help_heading = help::TABLE)]
    pub save_dir: Option<PathBuf>,
    /// The program to judge and its arguments (no shell; the input on stdin)
    #[arg(verbatim_doc_comment, last = true, value_name = "COMMAND")]
    pub command: Vec<String>,
}

/// The default time budget, in seconds: about a minute per run.
pub const DEFAULT_SECONDS: f64 = 60.0;

impl Args {
    /// The judge's options: the defaults filled in; the usage error of arguments that do not go
    /// together.
    pub fn options(self) -> Result<CheckOptions, String> {
        self.table_only()?;
        let problem = self
            .problem
            .ok_or("no problem given (cargo xtask check <problem> -- <command>)")?
            .0;
        if self.command.is_empty() {
            return Err("no command given (put it after `--`: ... -- ./my-solution)".into());
        }
        let contestants = if self.table {
            programs(&self.command)?
        } else {
            Vec::new()
        };
        // A table runs every case it plans: no time budget unless one is asked for.
        let seconds = match self.seconds {
            None if self.table => MOST_SECONDS,
            seconds => seconds.unwrap_or(DEFAULT_SECONDS),
        };
        let base = CheckOptions::new(problem, self.command);
        Ok(CheckOptions {
            budget: Duration::from_secs_f64(seconds),
            shrink_budget: self
                .shrink_seconds
                .map_or(DEFAULT_SHRINK_BUDGET, Duration::from_secs_f64),
            cases: self.cases.unwrap_or(u64::MAX),
            seed: self.seed.unwrap_or_else(clock_seed),
            time_limit: self
                .time_limit
                .map_or(base.time_limit, Duration::from_secs_f64),
            jobs: self.jobs.map_or_else(default_jobs, |jobs| jobs as usize),
            size: self.size.unwrap_or(Size::Contest),
            save: self.save,
            memory_mb: self.memory_limit.unwrap_or(base.memory_mb),
            stack_mb: match self.stack {
                None => base.stack_mb,
                Some(Stack::Megabytes(mb)) => Some(mb),
                Some(Stack::Unlimited) => None,
            },
            command: contestants
                .first()
                .map_or(base.command, |first: &Contestant| first.command.clone()),
            case: self.case,
            testdata: !self.no_testdata,
            families: family_indices(problem, &self.family)?,
            max_size: self.max_size,
            contestants,
            save_dir: self.save_dir,
            ..base
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
    use judge::words::Format;

    fn parse_args(words: &str) -> Result<Args, String> {
        let words: Vec<&str> = words.split_whitespace().collect();
        crate::args::parse::<Args>(&words)
    }

    fn parse_words(words: &str) -> Result<CheckOptions, String> {
        parse_args(words)?.options()
    }

    fn error(words: &str) -> String {
        match parse_words(words) {
            Err(e) => e,
            Ok(_) => panic!("accepted `{words}`"),
        }
    }

    #[test]
    fn a_full_command_line() {
        let o = parse_words(
            "chapaev --seconds 2.5 --cases 10 --seed 7 --time-limit 0.5 --jobs 3 --size beyond \
             --save x.in --shrink-seconds 4 -- ./sol --fast",
        )
        .unwrap();
        assert_eq!(o.problem.name, "chapaev");
        assert_eq!(o.budget, Duration::from_millis(2500));
        assert_eq!(o.shrink_budget, Duration::from_secs(4));
        assert_eq!((o.cases, o.seed, o.jobs, o.size), (10, 7, 3, Size::Beyond));
        assert_eq!(o.time_limit, Duration::from_millis(500));
        assert_eq!(o.save, Some(PathBuf::from("x.in")));
        assert_eq!(o.command, ["./sol", "--fast"]);
        // After `--` the words are the program's, help flags among them.
        let o = parse_words("chapaev -- ./sol -h --help").unwrap();
        assert_eq!(o.command, ["./sol", "-h", "--help"]);
    }

    #[test]
    fn steering_and_a_table() {
        let o = parse_words(
            "circles-game --case 440 --no-testdata --family star --family chain --family star \
             --max-size 9 --table -- ./a x -- ./b",
        )
        .unwrap();
        assert_eq!(
            (o.case, o.testdata, o.max_size),
            (Some(440), false, Some(9))
        );
        assert_eq!(o.families, [3, 1]);
        let table: Vec<(&str, Vec<&str>)> = o
            .contestants
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
        let o = parse_words("circles-game -- ./a -- x").unwrap();
        // Without --table a later `--` is the program's own argument.
        assert_eq!(o.command, ["./a", "--", "x"]);
        assert!(o.contestants.is_empty());
        assert!(o.testdata && o.families.is_empty() && o.case.is_none());
    }

    #[test]
    fn table_programs_have_short_names() {
        let names = |words: &str| {
            let o = parse_words(words).unwrap();
            o.contestants
                .iter()
                .map(|p| p.name.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            names(
                "chapaev --table -- model=./a -- ./b/wrong.bin x -- python3 -u s/slow.py -- ./b/wrong"
            ),
            ["model", "wrong", "slow", "wrong-2"]
        );
        let o = parse_words("chapaev --table -- fast=./a=b -- x=y=z").unwrap();
        assert_eq!(o.contestants[0].command, ["./a=b"]);
        let second = &o.contestants[1];
        assert_eq!(
            (second.name.as_str(), second.command[0].as_str()),
            ("x", "y=z")
        );
        // A table runs all it plans unless --seconds says otherwise.
        assert!(o.budget > Duration::from_secs(3600));
    }

    #[test]
    fn table_options_go_with_a_table() {
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
            "invalid value 't.txt' for '--table-out <FILE>': expected a file ending in .md or .html"
        );
        assert!(error("chapaev --table --save x.in -- ./x").starts_with("--save is for one"));
        let args = parse_args("chapaev --table --table-out t.html -- x").unwrap();
        assert_eq!(args.table_out.map(|t| t.format), Some(Format::Html));
    }

    #[test]
    fn defaults_come_from_the_contest() {
        let o = parse_words("more-reclamation -- ./sol").unwrap();
        assert_eq!(o.time_limit, o.problem.time_limit);
        assert_eq!((o.size, o.cases), (Size::Contest, u64::MAX));
        assert_eq!(o.shrink_budget, Duration::from_secs(60));
        assert_eq!((o.memory_mb, o.stack_mb), (256, Some(256)));
        let o = parse_words("painters-duel -- ./sol").unwrap();
        assert_eq!((o.memory_mb, o.stack_mb), (1024, None));
    }

    #[test]
    fn memory_and_stack_are_given_in_megabytes() {
        let o = parse_words("chapaev --memory-limit 512 --stack unlimited -- ./sol").unwrap();
        assert_eq!((o.memory_mb, o.stack_mb), (512, None));
        let o = parse_words("painters-duel --stack 64 -- ./sol").unwrap();
        assert_eq!(o.stack_mb, Some(64));
        assert_eq!(
            error("chapaev --memory-limit 0 -- x"),
            "invalid value '0' for '--memory-limit <MB>': 0 is not in 1..=1048576"
        );
        assert_eq!(
            error("chapaev --stack big -- x"),
            "invalid value 'big' for '--stack <MB>': expected a whole number of MB from 1 to \
             1048576, or `unlimited`"
        );
        assert_eq!(
            error("chapaev --stack"),
            "a value is required for '--stack <MB>' but none was supplied"
        );
    }

    #[test]
    fn what_is_missing_or_unknown_is_named() {
        assert_eq!(
            error("-- ./sol"),
            "no problem given (cargo xtask check <problem> -- <command>)"
        );
        assert!(error("nim -- ./sol").contains("no problem named `nim`"));
        assert!(error("chapaev").starts_with("no command given"));
        assert!(error("chapaev --").starts_with("no command given"));
        assert!(error("chapaev --fast -- x").starts_with("unexpected argument '--fast'"));
        assert!(error("chapaev ./sol").starts_with("unexpected argument './sol'"));
        assert!(parse_args("--seed 1 chapaev -h -- x").unwrap().help);
    }

    #[test]
    fn values_out_of_range_are_named() {
        for (words, says) in [
            (
                "--jobs 0",
                "invalid value '0' for '--jobs <J>': 0 is not in 1..=256",
            ),
            (
                "--jobs 257",
                "invalid value '257' for '--jobs <J>': 257 is not in 1..=256",
            ),
            (
                "--seed -1",
                "invalid value '-1' for '--seed <X>': invalid digit",
            ),
            (
                "--seconds -1",
                "invalid value '-1' for '--seconds <S>': expected a number of seconds above 0",
            ),
            (
                "--time-limit 1e9",
                "invalid value '1e9' for '--time-limit <T>': expected a number of seconds above 0",
            ),
            (
                "--shrink-seconds -2",
                "invalid value '-2' for '--shrink-seconds <S>': expected a number of seconds from 0",
            ),
            ("--size huge", "invalid value 'huge' for '--size <SIZE>'"),
            ("--seed", "a value is required for '--seed <X>'"),
        ] {
            let said = error(&format!("chapaev {words} -- x"));
            assert!(said.starts_with(says), "{words}: {said}");
        }
    }
}
