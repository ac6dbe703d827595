//! `cargo xtask gen <problem> [family] --seed N [size ...]`: prints one input from a problem's
//! seeded generators (the families of its crate's `PROBLEM`), the same the benchmark times.

use std::process::ExitCode;

use clap::Args as _;
use gamecore::problem::{Family, Problem};

use crate::args::TaskResult;
use crate::problem_arg::{self, ProblemArg};

/// Print one generated input; `gen <problem>` lists the problem's families
///
/// Prints one input from the problem's seeded generator family: the same seed and sizes give the
/// same input on every machine. The benchmark names each of its inputs by family, seed and sizes.
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
#[command(
    after_help = "Exit status: 0 printed; 2 usage error (named on one line of stderr).",
    disable_help_flag = true
)]
pub struct Args {
    /// The problem; alone, it lists the problem's families and their sizes
    #[arg(value_parser = problem_arg::problem, required_unless_present = "help")]
    problem: Option<ProblemArg>,
    /// The generator family (default: the problem's first)
    family: Option<String>,
    /// The family's size arguments, all of them, in the order the list shows
    #[arg(value_name = "SIZE")]
    sizes: Vec<String>,
    /// The generator's seed (a whole number), required to print an input
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// Print this help; `gen <problem> --help` adds the problem's families
    #[arg(short, long)]
    help: bool,
}

/// What the command line asks for.
enum Request {
    /// `--help`, with the named problem's families.
    Help(Option<&'static Problem>),
    /// `gen <problem>`: list its families.
    List(&'static Problem),
    /// Print one input.
    Generate {
        family: &'static Family,
        seed: u64,
        sizes: Vec<u64>,
    },
}

/// `cargo xtask gen`.
pub fn main(args: Args) -> TaskResult {
    match request(args)? {
        Request::Help(problem) => print!("{}", help(problem)),
        Request::List(problem) => print!("{}", list(problem)),
        Request::Generate {
            family,
            seed,
            sizes,
        } => print!("{}", (family.generate)(seed, &sizes)),
    }
    Ok(ExitCode::SUCCESS)
}

/// `gen --help`: clap's text of [`Args`], then the families of the problem named, if any.
fn help(problem: Option<&Problem>) -> String {
    let command = clap::Command::new("gen").bin_name("cargo xtask gen");
    let mut text = Args::augment_args(command).render_long_help().to_string();
    if let Some(problem) = problem {
        text.push_str("\nThe families of ");
        text.push_str(&list(problem));
    }
    text
}

/// The families of `problem`, one a line, as `gen` takes them.
fn list(problem: &Problem) -> String {
    let name = problem.name;
    let mut text = format!("{name}: cargo xtask gen {name} <family> --seed N <sizes>\n");
    for family in problem.families {
        let line = format!("{} --seed N {}", family.name, family.sizes.join(" "));
        text.push_str(&format!("  {}\n", line.trim_end()));
    }
    text
}

/// What `args` ask for: the list, or one input of a family whose sizes are all given.
fn request(args: Args) -> Result<Request, String> {
    let named = args.problem.as_ref().map(|p| p.0);
    let Some(problem_arg) = named.filter(|_| !args.help) else {
        return Ok(Request::Help(named));
    };
    let problem = problem_arg.name;
    let families: Vec<&'static Family> = problem_arg.families.iter().collect();
    let Some(&first) = families.first() else {
        return Err(format!(
            "{problem} has no generator family in its crate's PROBLEM"
        ));
    };
    // A number where the family goes is the first family's first size.
    let mut words: Vec<&str> = args
        .family
        .iter()
        .chain(&args.sizes)
        .map(String::as_str)
        .collect();
    if words.is_empty() && args.seed.is_none() {
        return Ok(Request::List(problem_arg));
    }
    let family = match words.first() {
        Some(word) if word.parse::<u64>().is_err() => {
            let family = families.iter().find(|f| f.name == *word).ok_or_else(|| {
                let names: Vec<&str> = families.iter().map(|f| f.name).collect();
                format!(
                    "{problem} has no family `{word}` (families: {})",
                    names.join(", ")
                )
            })?;
            words.remove(0);
            *family
        }
        _ => first,
    };
    let seed = args
        .seed
        .ok_or("missing --seed N (the generator's seed, a whole number)")?;
    let sizes = sizes_of(problem, family, &words)?;
    Ok(Request::Generate {
        family,
        seed,
        sizes,
    })
}

/// The family's size arguments as numbers, or the usage error naming the missing or extra ones.
fn sizes_of(problem: &str, family: &Family, words: &[&str]) -> Result<Vec<u64>, String> {
    let wanted = family.sizes;
    let sizes = words
        .iter()
        .zip(wanted)
        .map(|(word, name)| {
            word.parse()
                .map_err(|_| format!("the size {name} must be a whole number, found `{word}`"))
        })
        .collect::<Result<Vec<u64>, String>>()?;
    let takes = match wanted.len() {
        0 => "takes no size".to_owned(),
        1 => format!("takes 1 size ({})", wanted[0]),
        n => format!("takes {n} sizes ({})", wanted.join(" ")),
    };
    if words.len() < wanted.len() {
        return Err(format!(
            "{problem} {} {takes}; missing: {}",
            family.name,
            wanted[words.len()..].join(", ")
        ));
    }
    if words.len() > wanted.len() {
        return Err(format!(
            "{problem} {} {takes}, found {}: `{}` is one too many",
            family.name,
            words.len(),
            words[wanted.len()]
        ));
    }
    Ok(sizes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args;

    fn parse_words(words: &[&str]) -> Result<Request, String> {
        request(args::parse(words)?)
    }

    #[test]
    fn a_problem_alone_lists_its_own_families() {
        let Ok(Request::List(problem)) = parse_words(&["chapaev"]) else {
            panic!("not a list");
        };
        let text = list(problem);
        assert!(text.contains("\n  lattice --seed N red white\n"), "{text}");
        assert!(text.contains("\n  judge --seed N\n"), "{text}");
        assert!(
            !text.contains("circles-game") && !text.contains("chain"),
            "{text}"
        );
    }

    #[test]
    fn help_after_a_problem_adds_its_families() {
        let Ok(Request::Help(Some(problem))) = parse_words(&["chapaev", "--help"]) else {
            panic!("not the help");
        };
        let text = help(Some(problem));
        assert!(text.contains("Usage: cargo xtask gen"), "{text}");
        assert!(text.contains("\n  lattice --seed N red white\n"), "{text}");
        let Ok(Request::Help(None)) = parse_words(&["-h"]) else {
            panic!("not the help");
        };
        assert!(!help(None).contains("lattice"));
    }

    #[test]
    fn inputs_are_generated_from_family_seed_and_sizes() {
        let Ok(Request::Generate {
            family,
            seed,
            sizes,
        }) = parse_words(&["more-reclamation", "random", "--seed", "3", "50", "4"])
        else {
            panic!("not a request to generate");
        };
        assert_eq!((family.name, seed, &sizes[..]), ("random", 3, &[50, 4][..]));
        // Without a family name, the first family.
        let Ok(Request::Generate { family, .. }) =
            parse_words(&["chapaev", "--seed", "1", "6", "6"])
        else {
            panic!("not a request to generate");
        };
        assert_eq!(family.name, "random");
    }

    #[test]
    fn usage_errors_name_what_is_wrong() {
        for (args, says) in [
            (&[][..], "required arguments were not provided: <PROBLEM>"),
            (
                &["nosuch"],
                "no problem named `nosuch` (problems: chapaev, more-reclamation, ",
            ),
            (
                &["more-reclamation", "random", "--seed", "3"],
                "more-reclamation random takes 2 sizes (rows cells); missing: rows, cells",
            ),
            (
                &["more-reclamation", "random", "--seed", "3", "9"],
                "takes 2 sizes (rows cells); missing: cells",
            ),
            (
                &["chapaev", "judge", "--seed", "3", "9"],
                "chapaev judge takes no size, found 1: `9` is one too many",
            ),
            (
                &["more-reclamation", "random", "9", "1"],
                "missing --seed N",
            ),
            (
                &["chapaev", "spiral", "--seed", "1"],
                "chapaev has no family `spiral` (families: random, lattice, spread, judge, regular)",
            ),
            (
                &["chapaev", "random", "--seed", "1", "6", "x"],
                "the size white must be a whole number, found `x`",
            ),
            (
                &["chapaev", "--seed"],
                "a value is required for '--seed <N>'",
            ),
            (&["chapaev", "--sed", "1"], "unexpected argument '--sed'"),
        ] {
            let error = parse_words(args).err().unwrap_or_default();
            assert!(error.contains(says), "{args:?}: {error}");
            assert!(!error.contains('\n'), "{args:?}: {error}");
        }
    }
}
