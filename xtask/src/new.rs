//! `cargo xtask new <problem> [--title "..."] [--source "..."]`: scaffolds a solver crate and its
//! testdata folder and registers the problem everywhere xtask and the workspace need it.
//!
//! The new crate solves a placeholder game for real (a subtraction game: closed form in `solve`,
//! exhaustive search in `brute`, a DP as the contest approach), so its property test is a real
//! test from the first build; the author replaces all three.

use std::path::{Path, PathBuf};

/// Options of the new task.
#[derive(Debug)]
pub struct NewOptions {
    /// The problem (crate) name.
    pub name: String,
    /// The problem's title, for the docs.
    pub title: String,
    /// Where the problem comes from.
    pub source: String,
}

impl NewOptions {
    /// Parses `<problem> [--title "..."] [--source "..."]`.
    pub fn parse(args: &[String]) -> Result<NewOptions, String> {
        let mut name = None;
        let mut title = None;
        let mut source = None;
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--title" => title = Some(args.next().ok_or("--title needs a value")?.clone()),
                "--source" => source = Some(args.next().ok_or("--source needs a value")?.clone()),
                flag if flag.starts_with('-') => return Err(format!("unknown flag `{flag}`")),
                word if name.is_none() => name = Some(word.to_owned()),
                word => return Err(format!("unexpected argument `{word}`")),
            }
        }
        let name =
            name.ok_or("usage: cargo xtask new <problem> [--title \"...\"] [--source \"...\"]")?;
        Ok(NewOptions {
            title: title.unwrap_or_else(|| name.clone()),
            source: source.unwrap_or_else(|| "(source to be filled in)".to_owned()),
            name,
        })
    }
}

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
             starting with a letter (like `more-reclamation`)"
        ));
    }
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
    if RESERVED.contains(&name) {
        return Err(format!("`{name}` is reserved: choose another problem name"));
    }
    Ok(())
}

/// One edit of an existing file: insert `text` before the line containing `marker`.
struct Insertion {
    file: &'static str,
    marker: &'static str,
    text: String,
}

/// Creates the crate and registers it; on any refusal nothing is changed.
pub fn run(root: &Path, options: &NewOptions) -> Result<Vec<String>, String> {
    let name = options.name.as_str();
    check_name(name)?;
    let crate_dir = root.join("crates").join(name);
    let data_dir = root.join("testdata").join(name);
    for dir in [&crate_dir, &data_dir] {
        if dir.exists() {
            return Err(format!(
                "{} exists already: choose another name",
                dir.display()
            ));
        }
    }
    let ident = name.replace('-', "_");
    let fill = |template: &str| {
        template
            .replace("{{name}}", name)
            .replace("{{ident}}", &ident)
            .replace("{{title}}", &options.title)
            .replace("{{source}}", &options.source)
    };
    let insertions = [
        Insertion {
            file: "Cargo.toml",
            marker: "# xtask new: new solver crates go above this line.",
            text: format!("[profile.dev.package.{name}]\nopt-level = 3\n"),
        },
        Insertion {
            file: "xtask/Cargo.toml",
            marker: "# xtask new: new solver crates go above this line.",
            text: format!("{name} = {{ path = \"../crates/{name}\" }}\n"),
        },
        Insertion {
            file: "xtask/src/problems.rs",
            marker: "// xtask new: new problems go above this line.",
            text: fill(
                "    Problem {\n        name: \"{{name}}\",\n        solve: {{ident}}::solve,\n        \
                 brute: {{ident}}::brute::solve,\n        baseline: {{ident}}::baseline::solve,\n    },\n",
            ),
        },
        Insertion {
            file: "xtask/src/ladders.rs",
            marker: "// xtask new: new families go above this line.",
            text: fill(
                "    Family {\n        problem: \"{{name}}\",\n        name: \"random\",\n        \
                 sizes: &[\"size\"],\n        generate: |seed, s| {{ident}}::generate::random(seed, s[0]),\n    },\n",
            ),
        },
        Insertion {
            file: "xtask/src/ladders.rs",
            marker: "// xtask new: new ladders go above this line.",
            text: fill(
                "        simple_ladder(\"{{name}}\", \"random\", \"the generator's size\", quick),\n",
            ),
        },
        Insertion {
            file: "README.md",
            marker: "<!-- xtask new: new problems go above this line. -->",
            text: fill(
                "| [`{{name}}`](crates/{{name}}) | {{title}} ({{source}}) | (placeholder: a subtraction game) | |\n",
            ),
        },
    ];
    // Compute every edit first, so that a missing marker changes nothing.
    let mut edited: Vec<(PathBuf, String)> = Vec::new();
    for insertion in &insertions {
        let path = root.join(insertion.file);
        let current = match edited.iter().position(|(p, _)| *p == path) {
            Some(i) => edited.remove(i).1,
            None => std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?,
        };
        let at = current.find(insertion.marker).ok_or_else(|| {
            format!(
                "{} has lost its marker `{}`",
                insertion.file, insertion.marker
            )
        })?;
        let line_start = current[..at].rfind('\n').map_or(0, |i| i + 1);
        let mut updated = current.clone();
        updated.insert_str(line_start, &insertion.text);
        edited.push((path, updated));
    }
    let files: Vec<(PathBuf, String)> = TEMPLATES
        .iter()
        .map(|(path, template)| {
            let path = fill(path);
            let dir = if path.starts_with("testdata/") {
                root
            } else {
                &crate_dir
            };
            (dir.join(path.trim_start_matches("crate/")), fill(template))
        })
        .collect();
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

/// The next steps printed after a successful `new`.
pub fn next_steps(name: &str) -> String {
    format!(
        "\nNext steps (see CONTRIBUTING.md):
  1. Write the spec's rules into crates/{name}/src/brute.rs (exhaustive search on gamecore).
  2. Replace the placeholder in crates/{name}/src/lib.rs with the real parser and fast solver.
  3. Put the statement's samples in testdata/{name}/ (NN-name.in + NN-name.expected), with a
     manifest line each; then `cargo xtask verify {name} --bless` and review the snapshots.
  4. `cargo test -p {name}` (property tests: fast == brute), `cargo xtask bench {name} --quick`.
"
    )
}

/// The files of a new problem: paths under `crate/` go into `crates/<name>/`.
const TEMPLATES: &[(&str, &str)] = &[
    ("crate/Cargo.toml", include_str!("templates/Cargo.toml.txt")),
    ("crate/src/lib.rs", include_str!("templates/lib.rs.txt")),
    ("crate/src/main.rs", include_str!("templates/main.rs.txt")),
    ("crate/src/brute.rs", include_str!("templates/brute.rs.txt")),
    ("crate/src/draw.rs", include_str!("templates/draw.rs.txt")),
    (
        "crate/src/baseline.rs",
        include_str!("templates/baseline.rs.txt"),
    ),
    (
        "crate/src/generate.rs",
        include_str!("templates/generate.rs.txt"),
    ),
    (
        "crate/tests/differential.rs",
        include_str!("templates/differential.rs.txt"),
    ),
    (
        "testdata/{{name}}/manifest.txt",
        include_str!("templates/manifest.txt"),
    ),
    ("testdata/{{name}}/01-sample.in", "10\n"),
    ("testdata/{{name}}/01-sample.expected", "First\n"),
    ("testdata/{{name}}/02-multiple-of-four.in", "12\n"),
    ("testdata/{{name}}/invalid/01-negative.in", "-3\n"),
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

    #[test]
    fn options_parse() {
        let args: Vec<String> = ["nim", "--title", "Nim", "--source", "folklore"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let options = NewOptions::parse(&args).unwrap();
        assert_eq!(
            (options.name.as_str(), options.title.as_str()),
            ("nim", "Nim")
        );
        assert!(NewOptions::parse(&[]).is_err());
        assert!(NewOptions::parse(&["a".into(), "b".into()]).is_err());
    }

    #[test]
    fn existing_names_change_nothing() {
        let root = crate::verify::workspace_root();
        let before = std::fs::read_to_string(root.join("xtask/src/problems.rs")).unwrap();
        let options = NewOptions::parse(&["more-reclamation".into()]).unwrap();
        assert!(run(&root, &options).unwrap_err().contains("exists already"));
        let options = NewOptions::parse(&["Bad_Name".into()]).unwrap();
        assert!(run(&root, &options).unwrap_err().contains("not a valid"));
        let after = std::fs::read_to_string(root.join("xtask/src/problems.rs")).unwrap();
        assert_eq!(before, after);
    }
}
