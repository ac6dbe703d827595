//! A clap error as the one line `xtask check` prints for a usage error.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use super::values::SECONDS;
use crate::args;

/// A clap error as the one line xtask prints: a value's own message, or what is unknown or
/// missing.
pub fn one_line(error: &clap::Error) -> String {
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => text.clone(),
        _ => String::new(),
    };
    let invalid = context(ContextKind::InvalidArg);
    let flag = invalid
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_owned();
    match error.kind() {
        ErrorKind::ValueValidation => {
            let source = std::error::Error::source(error).map(ToString::to_string);
            source.unwrap_or_else(|| first_line(error))
        }
        ErrorKind::InvalidValue if context(ContextKind::InvalidValue).is_empty() => {
            format!("{flag} needs a value: {}", value_of(&flag))
        }
        ErrorKind::UnknownArgument if invalid.starts_with('-') => {
            args::unknown_flag("check", &invalid)
        }
        ErrorKind::UnknownArgument => {
            format!("unexpected argument `{invalid}` (the command goes after `--`)")
        }
        _ => first_line(error),
    }
}

/// What a flag takes, for the usage error of a flag without its value.
fn value_of(flag: &str) -> &'static str {
    match flag {
        "--seconds" | "--time-limit" | "--shrink-seconds" => SECONDS,
        "--size" => "`contest` or `beyond`",
        "--stack" => "a whole number of MB or `unlimited`",
        "--save" | "--save-dir" => "a path",
        "--table-out" => "a file ending in .md or .html",
        "--family" => "a family's name",
        _ => "a whole number",
    }
}

/// The first line of clap's own message, without its `error: ` prefix.
fn first_line(error: &clap::Error) -> String {
    let text = error
        .kind()
        .as_str()
        .map_or_else(|| error.to_string(), str::to_owned);
    let line = text.lines().next().unwrap_or_default();
    line.strip_prefix("error: ").unwrap_or(line).to_owned()
}
