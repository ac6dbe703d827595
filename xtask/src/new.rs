//! `cargo xtask new <problem> [--title T] [--source S] [--idea I] [--scale S] [--axis A]`:
//! scaffolds a solver crate and its testdata folder and registers the problem where the workspace
//! and the README need it: the registry crate (`crates/problems`), which every tool reads (xtask,
//! the explorer, the fuzz target), the workspace's profile, and the README's table.
//!
//! The new crate has the floor plan of every solver crate (`src/solver/`, the fast path;
//! `src/oracles/`, the brute force and the contest approach; `src/tools/`, what the tools read;
//! `lib.rs` re-exports them where the workspace names them, `<crate>::brute`, `<crate>::PROBLEM`)
//! and solves a placeholder game for real (a subtraction game: closed form in `solver/`,
//! exhaustive search in `brute`, a DP as the contest approach, a witness for `--explain`, an
//! `Explore` game for `--moves`, `--play` and the explorer's page, which the crate's `PROBLEM`
//! names so that the explorer serves it with no line elsewhere), and its testdata comes with its
//! snapshots, checked by the brute force: `cargo test --workspace`, clippy and `cargo xtask
//! verify` pass from the first build; the author replaces every part.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::args::{self, TaskResult};
use crate::verify::snapshot_text;

/// Scaffold a solver crate and its testdata, registered in the workspace and in every task
///
/// Scaffolds crates/<problem>/ and testdata/<problem>/ and registers the problem in the registry
/// (crates/problems), which xtask (verify, bench, gen, stress, check), the explorer and the fuzz
/// target read, in the workspace's profile (Cargo.toml) and in the README's table of problems.
/// The crate solves a placeholder game for real (take 1, 2 or 3 tokens; who cannot move loses)
/// with every part a solver has: parser, fast solver, brute force, contest approach, generator,
/// smaller inputs for check, `--explain` with a witness, `--moves` and `--play` and its explorer
/// page, property, witness and command-line tests, and testdata whose snapshots the brute force
/// checks. `cargo test --workspace`, clippy and `cargo xtask verify` pass at once; a checklist of
/// what remains to be written ends the output. A refused name changes nothing.
///
/// Each option takes one line of text; quote it. The title and the source go into the crate doc,
/// `--help` and the README, the source before the title: Codeforces 335C "More Reclamation". The
/// axis is the heading of the problem's table in bench/RESULTS.md and its chart's axis.
#[derive(Debug, Default, PartialEq, Eq, clap::Args)]
#[command(verbatim_doc_comment)]
#[command(
    after_help = "Exit status: 0 created; 2 usage error or a refused name (nothing changed)."
)]
pub struct NewOptions {
    /// The crate name: lowercase letters, digits and single dashes, such as `tic-tac-toe`
    #[arg(value_name = "PROBLEM")]
    pub name: String,
    /// The title as the statement gives it, such as "More Reclamation" (default: the name)
    #[arg(long, value_name = "T", value_parser = args::one_line)]
    pub title: Option<String>,
    /// Where the problem was set, such as "Codeforces 335C"
    #[arg(long, value_name = "S", value_parser = args::one_line)]
    pub source: Option<String>,
    /// The README row's idea: what the fast solver relies on
    #[arg(long, value_name = "I", value_parser = args::one_line)]
    pub idea: Option<String>,
    /// The README row's "scale beyond the contest"
    #[arg(long, value_name = "S", value_parser = args::one_line)]
    pub scale: Option<String>,
    /// What the bench's size axis counts, such as "n (circles)" (default: the generator's size)
    #[arg(long, value_name = "A", value_parser = args::one_line)]
    pub axis: Option<String>,
}

impl NewOptions {
    /// The problem as the docs and the README name it: `Codeforces 335C "More Reclamation"`.
    fn problem(&self) -> String {
        let title = self.title.as_deref().unwrap_or(&self.name);
        match &self.source {
            Some(source) => format!("{source} \"{title}\""),
            None => format!("\"{title}\""),
        }
    }

    /// The values of the templates' `{{key}}` placeholders.
    fn values(&self) -> BTreeMap<&'static str, String> {
        let problem = self.problem();
        let about = format!("{problem}: First or Second, the winner with best play (placeholder)");
        let cell = |text: &Option<String>, default: &str| {
            text.as_deref().unwrap_or(default).replace('|', "\\|")
        };
        let axis = self.axis.as_deref().unwrap_or("the generator's size");
        let title = self.title.as_deref().unwrap_or(&self.name);
        let source = self.source.as_deref().unwrap_or("(to be filled in)");
        BTreeMap::from([
            ("name", self.name.clone()),
            ("ident", self.name.replace('-', "_")),
            ("problem", problem.clone()),
            // Rust string literals: `{:?}` escapes quotes and backslashes.
            ("about", format!("{about:?}")),
            ("axis", format!("{axis:?}")),
            ("title", format!("{title:?}")),
            ("source", format!("{source:?}")),
            ("readme_problem", problem.replace('|', "\\|")),
            (
                "readme_idea",
                cell(&self.idea, "(placeholder: a subtraction game)"),
            ),
            ("readme_scale", cell(&self.scale, "")),
        ])
    }
}

/// Replaces every `{{key}}` of `template` by its value, in one pass (values are never rescanned).
fn fill(template: &str, values: &BTreeMap<&'static str, String>) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find("{{") {
        out.push_str(&rest[..open]);
        let after = &rest[open + 2..];
        match after
            .find("}}")
            .and_then(|close| Some((close, values.get(&after[..close])?)))
        {
            Some((close, value)) => {
                out.push_str(value);
                rest = &after[close + 2..];
            }
            None => {
                out.push_str("{{");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `cargo xtask new`: creates the problem, lists what it wrote, and prints the checklist.
pub fn main(options: NewOptions) -> TaskResult {
    let written = run(&gamecore::workspace::workspace_root(), &options)?;
    println!("created and registered `{}`:", options.name);
    for path in written {
        println!("  {path}");
    }
    print!("{}", checklist(&options));
    Ok(ExitCode::SUCCESS)
}

/// Names a problem cannot take: Rust keywords, and crates a problem's name would shadow.
const RESERVED: &[&str] = &[
    "as",
    "async",
    "await",
    "break",
    "const",
    "continue",
    "crate",
    "dyn",
    "else",
    "enum",
    "extern",
    "false",
    "fn",
    "for",
    "gen",
    "if",
    "impl",
    "in",
    "let",
    "loop",
    "match",
    "mod",
    "move",
    "mut",
    "pub",
    "ref",
    "return",
    "self",
    "static",
    "struct",
    "super",
    "trait",
    "true",
    "type",
    "unsafe",
    "use",
    "where",
    "while",
    "std",
    "core",
    "alloc",
    "test",
    "proc-macro",
    "xtask",
    "gamecore",
    "geom",
];

/// Checks that `name` can be a new crate: lowercase ASCII letters, digits and single dashes,
/// starting with a letter, not a Rust keyword or a reserved crate name.
pub fn check_name(name: &str) -> Result<(), String> {
    let well_formed = name.len() <= 40
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && !name.ends_with('-')
        && !name.contains("--")
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !well_formed {
        return Err(format!(
            "`{name}` is not a valid problem name: use lowercase letters, digits and single dashes, \
             starting with a letter (like `tic-tac-toe`)"
        ));
    }
    if RESERVED.contains(&name) {
        return Err(format!("`{name}` is reserved: choose another problem name"));
    }
    Ok(())
}

/// One edit of an existing file: insert `text` (a template) before the line holding `marker`.
struct Insertion {
    file: &'static str,
    marker: &'static str,
    text: &'static str,
}

/// Every registration of a new problem, as templates.
const INSERTIONS: &[Insertion] = &[
    Insertion {
        file: "Cargo.toml",
        marker: "# xtask new: new solver crates go above this line.",
        text: "[profile.dev.package.{{name}}]\nopt-level = 3\nincremental = false\ncodegen-units = 1\n",
    },
    Insertion {
        file: "crates/problems/Cargo.toml",
        marker: "# xtask new: new solver crates go above this line.",
        text: "{{name}} = { path = \"../{{name}}\" }\n",
    },
    Insertion {
        file: "crates/problems/src/lib.rs",
        marker: "// xtask new: new problems go above this line.",
        text: "    &{{ident}}::PROBLEM,\n",
    },
    Insertion {
        file: "README.md",
        marker: "<!-- xtask new: new problems go above this line. -->",
        text: "| [`{{name}}`](crates/{{name}}) | {{readme_problem}} | {{readme_idea}} | {{readme_scale}} |\n",
    },
];

/// Creates the crate and registers it; on any refusal nothing is changed.
pub fn run(root: &Path, options: &NewOptions) -> Result<Vec<String>, String> {
    let name = options.name.as_str();
    check_name(name)?;
    let values = options.values();
    let files: Vec<(PathBuf, String)> = new_files(&values)
        .into_iter()
        .map(|(path, text)| (root.join(path), text))
        .collect();
    for taken in ["crates", "testdata"].map(|dir| root.join(dir).join(name)) {
        if taken.exists() {
            return Err(format!(
                "{} exists already: choose another name",
                taken.display()
            ));
        }
    }
    if let Some((path, _)) = files.iter().find(|(path, _)| path.exists()) {
        return Err(format!(
            "{} exists already: choose another name",
            path.display()
        ));
    }
    // Compute every edit first, so that a missing marker changes nothing.
    let edited = registrations(root, &values)?;
    for (path, text) in files.iter().chain(&edited) {
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| e.to_string())?;
        }
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let mut written: Vec<String> = files
        .iter()
        .chain(&edited)
        .map(|(p, _)| p.strip_prefix(root).unwrap_or(p).display().to_string())
        .collect();
    written.sort();
    written.dedup();
    Ok(written)
}

/// The registered files as they will be: each insertion before its marker's line.
fn registrations(
    root: &Path,
    values: &BTreeMap<&'static str, String>,
) -> Result<Vec<(PathBuf, String)>, String> {
    let mut edited: Vec<(PathBuf, String)> = Vec::new();
    for insertion in INSERTIONS {
        let path = root.join(insertion.file);
        let mut text = match edited.iter().position(|(p, _)| *p == path) {
            Some(i) => edited.remove(i).1,
            None => std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?,
        };
        let at = text.find(insertion.marker).ok_or_else(|| {
            format!(
                "{} has lost its marker `{}`",
                insertion.file, insertion.marker
            )
        })?;
        let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
        text.insert_str(line_start, &fill(insertion.text, values));
        edited.push((path, text));
    }
    Ok(edited)
}

/// The new files (path from the workspace root, contents): the templates, the placeholder's
/// testdata and its snapshots.
fn new_files(values: &BTreeMap<&'static str, String>) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = TEMPLATES
        .iter()
        .map(|(path, template)| (fill(path, values), fill(template, values)))
        .collect();
    let data = fill("testdata/{{name}}", values);
    for &(case, input, output) in PLACEHOLDER_CASES {
        let input_path = format!("{data}/{case}.in");
        let snapshot = format!(
            "{data}/snapshots/{}.snap",
            case.replace("invalid/", "invalid-")
        );
        files.push((snapshot, snapshot_text(&input_path, output)));
        files.push((input_path, input.to_owned()));
    }
    files
}

/// The checklist printed after a successful `new`: what is still the placeholder's.
pub fn checklist(options: &NewOptions) -> String {
    let name = &options.name;
    let mut list = format!(
        "\nEvery check passes on the placeholder game. Still to write (CONTRIBUTING.md, \"Adding a problem\"):
  [ ] the spec: rules, input and output formats, accepted range, samples, theory
  [ ] crates/{name}/src/oracles/brute.rs: the rules as an exhaustive search on gamecore
  [ ] crates/{name}/src/lib.rs: the crate doc, the parser, the accepted range (MAX_*) and the
      contest's limits (CONTEST_*) beside it, solve and the re-exports
  [ ] crates/{name}/src/solver/: the fast path, its core in a file or two that read alone
  [ ] crates/{name}/src/tools/text.rs: input_text, the one writer of the input format (the inverse
      of parse, which every generator, Shrink::to_input and --play call); tests/{name}/text.rs: its round trip
  [ ] crates/{name}/tests/{name}/: differential (fast == brute), witness (--explain), errors
  [ ] crates/{name}/src/oracles/baseline.rs: the contest approach, for the benchmark
  [ ] crates/{name}/src/tools/explain.rs and draw.rs: the --explain witness and the picture
  [ ] crates/{name}/src/tools/generate.rs, and in crates/{name}/src/tools/problem.rs the --help
      text, its families, ladder, time limit, the inputs `cargo xtask check` generates and brute_fits
  [ ] crates/{name}/src/tools/shrink.rs: the smaller steps of its Shrink impl
  [ ] crates/{name}/src/tools/explore.rs: the game's positions, moves and values for --moves,
      --play and its explorer page; tests/{name}/explore.rs: every value against the brute force
  [ ] a deliberately wrong solution in crates/judge/tests/contestants/ and its test in
      crates/judge/tests/judge/shrunk.rs
  [ ] testdata/{name}/: samples, edge cases, invalid cases, a manifest line each (replacing the
      placeholder's), then `cargo xtask verify {name} --bless` and a review of the snapshots
  [ ] crates/{name}/package/: the statement in your own words, the input validator (the contest's
      limits), the model solution; in PACKAGE, the samples and the wrong programs of the judge
      (then delete wrong.rs); `cargo xtask package {name}` and `verifyproblem` (docs/package.md)
"
    );
    let missing: Vec<&str> = [
        (&options.title, "--title"),
        (&options.source, "--source"),
        (&options.idea, "--idea"),
        (&options.scale, "--scale"),
        (&options.axis, "--axis"),
    ]
    .iter()
    .filter(|(value, _)| value.is_none())
    .map(|&(_, flag)| flag)
    .collect();
    if !missing.is_empty() {
        list.push_str(&format!(
            "  [ ] what {} would have filled in: README.md's row, the crate doc, the bench axis\n",
            missing.join(", ")
        ));
    }
    list
}

/// The placeholder's testdata: (case, input, the placeholder's output). Their snapshots are
/// written from these; verify checks each valid one against the brute force, as the manifest says.
const PLACEHOLDER_CASES: &[(&str, &str, &str)] = &[
    ("01-sample", "10\n", "First\n"),
    ("02-multiple-of-four", "12\n", "Second\n"),
    (
        "invalid/01-negative",
        "-3\n",
        "error: line 1, column 1: expected the heap size n (an integer from 0 to 10^18), found `-3`\n",
    ),
];

/// A template of the new crate: its path under `crates/<name>/` and its text, in
/// `templates/<path>.txt` (where the tests' folder `tests/<name>/` is `tests/`).
macro_rules! crate_file {
    ($path:literal) => {
        (
            concat!("crates/{{name}}/", $path),
            include_str!(concat!("templates/", $path, ".txt")),
        )
    };
    (tests $path:literal) => {
        (
            concat!("crates/{{name}}/tests/{{name}}/", $path),
            include_str!(concat!("templates/tests/", $path, ".txt")),
        )
    };
}

/// The files of a new problem, paths from the workspace root: the floor plan of a solver crate
/// (`src/solver/`, `src/oracles/`, `src/tools/`; CONTRIBUTING.md), its tests and its testdata.
const TEMPLATES: &[(&str, &str)] = &[
    crate_file!("Cargo.toml"),
    crate_file!("src/lib.rs"),
    crate_file!("src/main.rs"),
    crate_file!("src/solver/mod.rs"),
    crate_file!("src/oracles/mod.rs"),
    crate_file!("src/oracles/brute.rs"),
    crate_file!("src/oracles/baseline.rs"),
    crate_file!("src/tools/mod.rs"),
    crate_file!("src/tools/problem.rs"),
    crate_file!("src/tools/explain.rs"),
    crate_file!("src/tools/explore.rs"),
    crate_file!("src/tools/draw.rs"),
    crate_file!("src/tools/generate.rs"),
    crate_file!("src/tools/shrink.rs"),
    crate_file!("src/tools/text.rs"),
    crate_file!(tests "main.rs"),
    crate_file!(tests "unit.rs"),
    crate_file!(tests "unit/tools.rs"),
    crate_file!(tests "unit/tools/draw.rs"),
    crate_file!(tests "unit/tools/explore.rs"),
    crate_file!(tests "unit/tools/shrink.rs"),
    crate_file!(tests "differential.rs"),
    crate_file!(tests "witness.rs"),
    crate_file!(tests "explore.rs"),
    crate_file!(tests "errors.rs"),
    crate_file!(tests "text.rs"),
    crate_file!("package/statement.md"),
    crate_file!("package/validator.rs"),
    crate_file!("package/accepted.rs"),
    crate_file!("package/wrong.rs"),
    (
        "testdata/{{name}}/manifest.txt",
        include_str!("templates/manifest.txt"),
    ),
    ("testdata/{{name}}/01-sample.expected", "First\n"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked() {
        for good in ["nim", "more-reclamation", "game2", "a-b-c"] {
            assert_eq!(check_name(good), Ok(()), "{good}");
        }
        for bad in [
            "", "Nim", "2nim", "nim-", "a--b", "a_b", "gen", "xtask", "geom", "a b", "ü",
        ] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
    }

    fn parse(words: &[&str]) -> Result<NewOptions, String> {
        args::parse(words)
    }

    #[test]
    fn options_parse() {
        let options = parse(&[
            "nim", "--title", "Nim", "--source", "folklore", "--idea", "XOR", "--scale", "big",
            "--axis", "heaps",
        ])
        .unwrap();
        assert_eq!(options.name, "nim");
        assert_eq!(options.title.as_deref(), Some("Nim"));
        assert_eq!(options.source.as_deref(), Some("folklore"));
        assert_eq!(options.idea.as_deref(), Some("XOR"));
        assert_eq!(options.scale.as_deref(), Some("big"));
        assert_eq!(options.axis.as_deref(), Some("heaps"));
        assert_eq!(options.problem(), "folklore \"Nim\"");
    }

    #[test]
    fn usage_errors_name_what_is_wrong() {
        for (args, says) in [
            (&[][..], "required arguments were not provided: <PROBLEM>"),
            (&["a", "b"], "unexpected argument 'b'"),
            (&["nim", "--title"], "a value is required for '--title <T>'"),
            (
                &["nim", "--idea", "two\nlines"],
                "for '--idea <I>': needs one line of text, found \"two\\nlines\"",
            ),
            (
                &["nim", "--scale", " "],
                "for '--scale <S>': needs one line of text",
            ),
            (&["nim", "--name", "x"], "unexpected argument '--name'"),
        ] {
            let error = parse(args).err().unwrap_or_default();
            assert!(error.contains(says), "{args:?}: {error}");
        }
    }

    #[test]
    fn values_are_escaped_where_they_land() {
        let options = parse(&["nim", "--title", "A \"|\" B", "--axis", "n\\m"]).unwrap();
        let values = options.values();
        assert_eq!(values["readme_problem"], "\"A \"\\|\" B\"");
        assert!(
            values["about"].starts_with("\"\\\"A \\\"|\\\" B\\\": First"),
            "{}",
            values["about"]
        );
        assert_eq!(values["axis"], "\"n\\\\m\"");
        // One pass: a value that looks like a placeholder is left as it is.
        let options = parse(&["nim", "--title", "{{name}}"]).unwrap();
        assert_eq!(
            fill("{{problem}} {{nope}}", &options.values()),
            "\"{{name}}\" {{nope}}"
        );
    }

    #[test]
    fn the_files_are_filled_and_the_snapshots_named_as_verify_reads_them() {
        let options = parse(&["nim-game"]).unwrap();
        let files = new_files(&options.values());
        for (path, text) in &files {
            assert!(!path.contains("{{") && !text.contains("{{"), "{path}");
        }
        let text_of = |path: &str| {
            files
                .iter()
                .find(|(p, _)| p == path)
                .map(|(_, t)| t.as_str())
                .unwrap_or_default()
        };
        assert_eq!(
            text_of("testdata/nim-game/snapshots/invalid-01-negative.snap"),
            snapshot_text(
                "testdata/nim-game/invalid/01-negative.in",
                PLACEHOLDER_CASES[2].2
            )
        );
        // The fuzz target reads the registry: nothing of a new problem is written under fuzz/.
        assert!(files.iter().all(|(path, _)| !path.starts_with("fuzz/")));
        assert!(INSERTIONS.iter().all(|i| !i.file.starts_with("fuzz/")));
        assert!(text_of("crates/nim-game/tests/nim-game/witness.rs").contains("use nim_game::"));
    }

    #[test]
    fn the_checklist_names_the_flags_left_out() {
        let all = parse(&[
            "nim", "--title", "N", "--source", "S", "--idea", "I", "--scale", "s", "--axis", "a",
        ])
        .unwrap();
        let list = checklist(&all);
        for path in [
            "crates/nim/src/oracles/brute.rs",
            "crates/nim/src/solver/",
            "crates/nim/src/tools/shrink.rs",
            "crates/nim/src/tools/problem.rs",
        ] {
            assert!(list.contains(path), "{path}: {list}");
        }
        assert!(list.contains("crates/judge/tests/contestants/"), "{list}");
        assert!(!list.contains("would have filled in"), "{list}");
        let list = checklist(&parse(&["nim", "--title", "N"]).unwrap());
        assert!(
            list.contains("what --source, --idea, --scale, --axis would have filled in"),
            "{list}"
        );
    }

    #[test]
    fn existing_names_change_nothing() {
        let root = gamecore::workspace::workspace_root();
        let before = std::fs::read_to_string(root.join("crates/problems/src/lib.rs")).unwrap();
        let options = parse(&["more-reclamation"]).unwrap();
        assert!(run(&root, &options).unwrap_err().contains("exists already"));
        let options = parse(&["Bad_Name"]).unwrap();
        assert!(run(&root, &options).unwrap_err().contains("not a valid"));
        let after = std::fs::read_to_string(root.join("crates/problems/src/lib.rs")).unwrap();
        assert_eq!(before, after);
    }
}
