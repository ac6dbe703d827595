//! `cargo xtask gen <problem> [family] --seed N [size ...]`: prints one input from a problem's
//! seeded generators (the families of its crate's `PROBLEM`), the same the benchmark times.

use std::process::ExitCode;

use crate::args::{self, TaskResult};
use gamecore::problem::Family;

use crate::problems;

/// `cargo xtask gen --help`.
pub const HELP: &str = "\
cargo xtask gen <problem> [family] --seed N [size ...]

Prints one input from the problem's seeded generator family: the same seed and sizes give the
same input on every machine. The benchmark names each of its inputs by family, seed and sizes.

Arguments:
  problem          the problem; alone, `gen <problem>` lists its families and their sizes
  family           the generator family (default: the problem's first)
  size ...         the family's size arguments, all of them, in the order the list shows

Options:
  --seed N         the generator's seed (a whole number), required
  -h, --help       print this help

Exit status: 0 printed; 2 usage error (named on one line of stderr).
";

/// What the command line asks for.
enum Request {
    /// `gen <problem>`: list its families.
    List(&'static str),
    /// Print one input.
    Generate {
        family: &'static Family,
        seed: u64,
        sizes: Vec<u64>,
    },
}

/// `cargo xtask gen`.
pub fn main(args: &[String]) -> TaskResult {
    match parse(args)? {
        Request::List(problem) => print!("{}", list(problem)),
        Request::Generate {
            family,
            seed,
            sizes,
        } => print!("{}", (family.generate)(seed, &sizes)),
    }
    Ok(ExitCode::SUCCESS)
}

/// The families of `problem`, one a line, as `gen` takes them.
fn list(problem: &str) -> String {
    let mut text = format!("{problem}: cargo xtask gen {problem} <family> --seed N <sizes>\n");
    let families = problems::find(problem).map_or(&[][..], |p| p.families);
    for family in families {
        let line = format!("{} --seed N {}", family.name, family.sizes.join(" "));
        text.push_str(&format!("  {}\n", line.trim_end()));
    }
    text
}

fn parse(args: &[String]) -> Result<Request, String> {
    let mut seed = None;
    let mut words = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--seed" => seed = Some(args::whole_number(arg, args.next())?),
            flag if flag.starts_with('-') => return Err(args::unknown_flag("gen", flag)),
            word => words.push(word),
        }
    }
    let Some((&problem, rest)) = words.split_first() else {
        return Err("missing the problem: `cargo xtask gen <problem>` lists its families".into());
    };
    let problem = problems::find(problem)?.name;
    let families: Vec<&'static Family> = problems::find(problem)?.families.iter().collect();
    let Some(&first) = families.first() else {
        return Err(format!(
            "{problem} has no generator family in its crate's PROBLEM"
        ));
    };
    if rest.is_empty() && seed.is_none() {
        return Ok(Request::List(problem));
    }
    let (family, sizes) = match rest.split_first() {
        Some((word, sizes)) if word.parse::<u64>().is_err() => {
            let family = families.iter().find(|f| f.name == *word).ok_or_else(|| {
                let names: Vec<&str> = families.iter().map(|f| f.name).collect();
                format!(
                    "{problem} has no family `{word}` (families: {})",
                    names.join(", ")
                )
            })?;
            (*family, sizes)
        }
        _ => (first, rest),
    };
    let seed = seed.ok_or("missing --seed N (the generator's seed, a whole number)")?;
    let sizes = sizes_of(problem, family, sizes)?;
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

    fn parse_words(args: &[&str]) -> Result<Request, String> {
        parse(&crate::args::owned(args))
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
            (&[][..], "missing the problem"),
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
                "chapaev has no family `spiral` (families: random, lattice, spread, judge)",
            ),
            (
                &["chapaev", "random", "--seed", "1", "6", "x"],
                "the size white must be a whole number, found `x`",
            ),
            (&["chapaev", "--seed"], "--seed needs a value"),
            (&["chapaev", "--sed", "1"], "unknown flag `--sed`"),
        ] {
            let error = parse_words(args).err().unwrap_or_default();
            assert!(error.contains(says), "{args:?}: {error}");
            assert!(!error.contains('\n'), "{args:?}: {error}");
        }
    }
}
