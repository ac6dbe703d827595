//! The value parsers of `cargo xtask check`'s flags that clap has no parser for: seconds, the
//! stack, the size and the table's file; each says what it expects, and clap's usage error
//! names the flag and the value.

use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use gamecore::problem::Size;
use judge::words::Format;

/// The most seconds the flags of seconds take: more than eleven days.
pub const MOST_SECONDS: f64 = 1e6;

/// The most MB `--memory-limit` and `--stack` take: a terabyte.
pub const MOST_MEGABYTES: u64 = 1 << 20;

/// The most runs at once: each is a thread and a process.
pub const MAX_JOBS: u64 = 256;

/// `--table-out`'s value: a file and its format, from its extension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableOut {
    /// The file.
    pub path: PathBuf,
    /// Markdown (`.md`) or HTML (`.html`).
    pub format: Format,
}

/// A whole number of at least 1.
pub fn positive(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err("expected a whole number of at least 1".into()),
    }
}

/// `--stack`'s value: megabytes or no limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stack {
    /// This many MB.
    Megabytes(u64),
    /// No limit.
    Unlimited,
}

/// Seconds above 0 and at most [`MOST_SECONDS`].
pub fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= MOST_SECONDS => Ok(s),
        _ => Err(format!(
            "expected a number of seconds above 0 and at most {MOST_SECONDS}"
        )),
    }
}

/// Seconds from 0 (none at all) to [`MOST_SECONDS`].
pub fn seconds_or_none(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if (0.0..=MOST_SECONDS).contains(&s) => Ok(s),
        _ => Err(format!(
            "expected a number of seconds from 0 to {MOST_SECONDS}"
        )),
    }
}

/// `--stack`'s value: whole megabytes, or `unlimited`.
pub fn stack(text: &str) -> Result<Stack, String> {
    match text.parse::<u64>() {
        _ if text == "unlimited" => Ok(Stack::Unlimited),
        Ok(mb) if (1..=MOST_MEGABYTES).contains(&mb) => Ok(Stack::Megabytes(mb)),
        _ => Err(format!(
            "expected a whole number of MB from 1 to {MOST_MEGABYTES}, or `unlimited`"
        )),
    }
}

/// `--size`'s value, `contest` or `beyond`, each with its help.
pub fn size() -> impl TypedValueParser<Value = Size> {
    PossibleValuesParser::new([
        PossibleValue::new("contest")
            .help("inputs within the contest's format and limits (the default)"),
        PossibleValue::new("beyond")
            .help("our accepted range, which contest solutions need not pass (see each problem)"),
    ])
    .map(|word| {
        if word == "beyond" {
            Size::Beyond
        } else {
            Size::Contest
        }
    })
}

/// `--table-out`'s value: a file ending in `.md` or `.html`.
pub fn table_out(text: &str) -> Result<TableOut, String> {
    let format = match text.rsplit_once('.').map(|(_, e)| e) {
        Some("md") => Format::Markdown,
        Some("html" | "htm") => Format::Html,
        _ => return Err("expected a file ending in .md or .html".into()),
    };
    Ok(TableOut {
        path: PathBuf::from(text),
        format,
    })
}
