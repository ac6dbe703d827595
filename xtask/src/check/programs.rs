//! The programs of a `--table`, split at each `--`, each with a short name: `name=command`, else
//! its file's stem (its script's, after an interpreter), numbered when two share one.

use judge::Contestant;

/// The programs of a `--table`: the words after the first `--`, split at each further `--`,
/// each with its short name (`name=command`, else named after its file).
pub fn programs(words: &[String]) -> Result<Vec<Contestant>, String> {
    let mut programs: Vec<Contestant> = Vec::new();
    for words in words.split(|word| word == "--") {
        let Some((first, rest)) = words.split_first() else {
            return Err("--table: an empty program between two `--`".into());
        };
        let (name, command) = match named(first) {
            Some((name, program)) => {
                if programs.iter().any(|p| p.name == name) {
                    return Err(format!("--table: two programs named `{name}`"));
                }
                let mut command = vec![program.to_owned()];
                command.extend(rest.iter().cloned());
                (name.to_owned(), command)
            }
            None => (String::new(), words.to_vec()),
        };
        programs.push(Contestant { name, command });
    }
    let taken: Vec<String> = programs.iter().map(|p| p.name.clone()).collect();
    for k in 0..programs.len() {
        if programs[k].name.is_empty() {
            let stem = stem_name(&programs[k].command);
            let free = (1..)
                .map(|n| {
                    if n == 1 {
                        stem.clone()
                    } else {
                        format!("{stem}-{n}")
                    }
                })
                .find(|n| !taken.contains(n) && !programs.iter().any(|p| p.name == *n));
            programs[k].name = free.unwrap_or(stem);
        }
    }
    if programs.len() > judge::outcome::MOST_PROGRAMS {
        return Err(format!(
            "--table: at most {} programs, not {}",
            judge::outcome::MOST_PROGRAMS,
            programs.len()
        ));
    }
    Ok(programs)
}

/// `name=command`'s name and command: a name of letters, digits, `_`, `-` and `.` before the
/// first `=`, and a command after it.
fn named(word: &str) -> Option<(&str, &str)> {
    let (name, program) = word.split_once('=')?;
    let plain = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "_-.".contains(c));
    (plain && !name.is_empty() && !program.is_empty()).then_some((name, program))
}

/// The interpreters whose script, not themselves, names a program.
const INTERPRETERS: [&str; 8] = [
    "python", "python3", "pypy", "pypy3", "java", "node", "ruby", "sh",
];

/// A program's name from its command: its file's stem, or its script's for an interpreter.
fn stem_name(command: &[String]) -> String {
    let stem = |word: &str| {
        let file = word.rsplit('/').next().unwrap_or(word);
        file.split('.').next().unwrap_or(file).to_owned()
    };
    let first = stem(&command[0]);
    if INTERPRETERS.contains(&first.as_str()) {
        let script = command[1..].iter().find(|w| !w.starts_with('-'));
        if let Some(script) = script {
            return stem(script);
        }
    }
    first
}
