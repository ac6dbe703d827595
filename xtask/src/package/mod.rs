//! `cargo xtask package <problem> [--out DIR]`: writes the problem's package in the Kattis
//! problem format, which DOMjudge and Kattis import and problemtools' `verifyproblem` checks:
//! `problem.yaml`, the statement, the samples and the secret cases with our answers, the input
//! validator and the submissions sorted by the verdict they must get. What only the problem can
//! say (title, statement, validator, model solution, wrong programs) is its `PROBLEM.package`;
//! the cases come from its testdata, its generators and the judge's table ([`killing`]).

mod cases;
mod killing;
mod metadata;
mod write;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use gamecore::workspace::workspace_root;

use crate::args::TaskResult;
use crate::problem_arg::{self, ProblemArg};

use cases::package_cases;

/// Write a problem's package in the Kattis problem format (for DOMjudge and Kattis)
///
/// Writes problem.yaml, the statement (statement/problem.en.md), data/sample and data/secret
/// (the killing tests first, then the testdata within the contest's limits, then generated
/// cases, every .ans our solver's answer, cross-checked by the brute force or the contest
/// approach), the input validator, and the model solution and the wrong programs under
/// submissions/. Check it with problemtools: `verifyproblem DIR` (docs/package.md).
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
#[command(
    after_help = "Exit status: 0 written; 1 our solvers disagree on a case (named); \
                        2 usage error (named on one line of stderr)."
)]
pub struct Args {
    /// The problem
    #[arg(value_parser = problem_arg::problem)]
    problem: ProblemArg,
    /// The package's folder (default: target/package/<short name>, the problem's name without
    /// its hyphens, as the format wants a folder named [a-z0-9]+); its old contents are replaced
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// The judge's budget for finding the tests that kill the wrong programs, in seconds (0: no
    /// search, and no killing tests beyond the testdata)
    #[arg(long, value_name = "S", default_value_t = 60)]
    seconds: u64,
}

/// `cargo xtask package`.
pub fn main(args: Args) -> TaskResult {
    let problem = args.problem.0;
    let root = workspace_root();
    let out = args.out.unwrap_or_else(|| {
        let short_name = problem.name.replace('-', "");
        root.join("target").join("package").join(short_name)
    });
    let budget = Duration::from_secs(args.seconds);
    eprintln!("package {}: finding the tests that kill ...", problem.name);
    let killers = killing::killing_inputs(&root, problem, budget)?;
    let cases = match package_cases(&root, problem, &killers) {
        Ok(cases) => cases,
        Err(why) => {
            eprintln!("xtask package: {why}");
            return Ok(ExitCode::FAILURE);
        }
    };
    write::write_package(&out, problem, &cases)?;
    let secret = cases.iter().filter(|c| !c.sample).count();
    eprintln!(
        "package {}: {} sample and {secret} secret cases ({} killing) in {}",
        problem.name,
        cases.len() - secret,
        killers.len(),
        out.display()
    );
    Ok(ExitCode::SUCCESS)
}
