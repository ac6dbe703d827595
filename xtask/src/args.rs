//! What the tasks' argument declarations share: the value parser of a line of text, usage errors
//! in one line, and the seed from the clock. (Problem names are parsed in `problem_arg.rs`.)

/// What a task answers to its arguments: an exit code, or a usage error (one line, exit 2).
pub type TaskResult = Result<std::process::ExitCode, String>;

/// Value parser: one line of text, trimmed, not blank.
pub fn one_line(text: &str) -> Result<String, String> {
    if text.trim().is_empty() || text.chars().any(char::is_control) {
        return Err(format!("needs one line of text, found {text:?}"));
    }
    Ok(text.trim().to_owned())
}

/// A clap error in one line, without its usage: `xtask <task>: ` goes before it. Clap's tip of
/// a similar name (the flag or the task meant) follows in parentheses.
pub fn one_line_error(error: &clap::Error) -> String {
    let text = error.render().to_string();
    let text = text.trim().strip_prefix("error: ").unwrap_or(text.trim());
    let flat = |paragraph: &str| paragraph.split_whitespace().collect::<Vec<_>>().join(" ");
    // The first paragraph is the message; tips and the usage follow, each after a blank line.
    let mut paragraphs = text.split("\n\n");
    let message = flat(paragraphs.next().unwrap_or_default());
    let tips: Vec<String> = paragraphs
        .map(flat)
        .filter(|p| p.starts_with("tip: a similar"))
        .collect();
    if tips.is_empty() {
        message
    } else {
        format!("{message} ({})", tips.join("; "))
    }
}

/// A seed from the clock (whole seconds since 1970), for a run not given `--seed`.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_secs())
}

/// Parses `words` as one task's arguments, as its unit tests do; errors as [`one_line_error`].
#[cfg(test)]
pub fn parse<A: clap::Args + clap::FromArgMatches>(words: &[&str]) -> Result<A, String> {
    let command = A::augment_args(clap::Command::new("task").no_binary_name(true));
    let matches = command
        .try_get_matches_from(words)
        .map_err(|e| one_line_error(&e))?;
    A::from_arg_matches(&matches).map_err(|e| one_line_error(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_text_are_checked() {
        assert_eq!(one_line(" Nim "), Ok("Nim".to_owned()));
        assert!(one_line(" ").is_err() && one_line("two\nlines").is_err());
    }
}
