//! What the tasks' argument parsers share: `--help`, values of flags, and usage errors that say in
//! one line what is wrong.

/// What a task answers to its arguments: an exit code, or a usage error (one line, exit 2).
pub type TaskResult = Result<std::process::ExitCode, String>;

/// Whether `arg` asks for a task's help.
pub fn is_help(arg: &str) -> bool {
    arg == "--help" || arg == "-h"
}

/// The text after `flag`, or the usage error naming the flag and what it needs.
pub fn value<'a>(flag: &str, what: &str, next: Option<&'a String>) -> Result<&'a String, String> {
    next.ok_or_else(|| format!("{flag} needs a value: {what}"))
}

/// The whole number after `flag`, or the usage error naming the flag and the value found.
pub fn whole_number(flag: &str, next: Option<&String>) -> Result<u64, String> {
    let text = value(flag, "a whole number", next)?;
    text.parse()
        .map_err(|_| format!("{flag} needs a whole number, found `{text}`"))
}

/// The usage error for a flag the task does not take.
pub fn unknown_flag(task: &str, flag: &str) -> String {
    format!("unknown flag `{flag}` (the options are in `cargo xtask {task} --help`)")
}

/// A seed from the clock (whole seconds since 1970), for a run not given `--seed`.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_secs())
}

/// `["a", "b"]` as the owned arguments a parser takes, for tests.
#[cfg(test)]
pub fn owned(args: &[&str]) -> Vec<String> {
    args.iter().map(|a| a.to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_and_numbers() {
        let seven = "7".to_owned();
        let word = "seven".to_owned();
        assert_eq!(whole_number("--seed", Some(&seven)), Ok(7));
        assert_eq!(
            whole_number("--seed", Some(&word)),
            Err("--seed needs a whole number, found `seven`".to_owned())
        );
        assert_eq!(
            whole_number("--seed", None),
            Err("--seed needs a value: a whole number".to_owned())
        );
        assert!(is_help("-h") && is_help("--help") && !is_help("help"));
    }
}
