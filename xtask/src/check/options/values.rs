//! The values of `cargo xtask check`'s flags, each parsed with its one-line usage error, and the
//! types of the two that are not numbers ([`TableOut`], [`Stack`]).

use std::ops::RangeInclusive;
use std::path::PathBuf;

use gamecore::problem::Size;

use crate::check::table::Format;

/// `--table-out`'s value: a file and its format, from its extension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableOut {
    /// The file.
    pub path: PathBuf,
    /// Markdown (`.md`) or HTML (`.html`).
    pub format: Format,
}

/// `--stack`'s value: megabytes or no limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stack {
    /// This many MB.
    Megabytes(u64),
    /// No limit.
    Unlimited,
}

/// `--seconds`' value.
pub fn seconds_value(text: &str) -> Result<f64, String> {
    seconds_in("--seconds", text)
}

/// `--shrink-seconds`' value: 0 is allowed (no shrinking).
pub fn shrink_seconds_value(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if (0.0..=MOST_SECONDS).contains(&s) => Ok(s),
        _ => Err(format!(
            "--shrink-seconds needs a number of seconds from 0 to {MOST_SECONDS}, not `{text}`"
        )),
    }
}

/// `--time-limit`'s value.
pub fn time_limit_value(text: &str) -> Result<f64, String> {
    seconds_in("--time-limit", text)
}

/// `--cases`' value.
pub fn cases_value(text: &str) -> Result<u64, String> {
    whole("--cases", text, 1..=u64::MAX)
}

/// `--seed`'s value.
pub fn seed_value(text: &str) -> Result<u64, String> {
    whole("--seed", text, 0..=u64::MAX)
}

/// `--case`'s value.
pub fn case_value(text: &str) -> Result<u64, String> {
    whole("--case", text, 1..=u64::MAX)
}

/// `--max-size`'s value.
pub fn max_size_value(text: &str) -> Result<u64, String> {
    whole("--max-size", text, 1..=u64::MAX)
}

/// `--jobs`' value.
pub fn jobs_value(text: &str) -> Result<u64, String> {
    whole("--jobs", text, 1..=MAX_JOBS)
}

/// The most MB `--memory-limit` and `--stack` take: a terabyte.
const MOST_MEGABYTES: u64 = 1 << 20;

/// `--memory-limit`'s value.
pub fn memory_value(text: &str) -> Result<u64, String> {
    whole("--memory-limit", text, 1..=MOST_MEGABYTES)
}

/// `--table-out`'s value.
pub fn table_out_value(text: &str) -> Result<TableOut, String> {
    let format = match text.rsplit_once('.').map(|(_, e)| e) {
        Some("md") => Format::Markdown,
        Some("html" | "htm") => Format::Html,
        _ => {
            return Err(format!(
                "--table-out needs a file ending in .md or .html, not `{text}`"
            ));
        }
    };
    Ok(TableOut {
        path: PathBuf::from(text),
        format,
    })
}

/// `--stack`'s value.
pub fn stack_value(text: &str) -> Result<Stack, String> {
    if text == "unlimited" {
        return Ok(Stack::Unlimited);
    }
    match whole("--stack", text, 1..=MOST_MEGABYTES) {
        Ok(mb) => Ok(Stack::Megabytes(mb)),
        Err(why) => Err(format!("{why} (or `unlimited`)")),
    }
}

/// `--size`'s value.
pub fn size_named(word: &str) -> Result<Size, String> {
    match word {
        "contest" => Ok(Size::Contest),
        "beyond" => Ok(Size::Beyond),
        other => Err(format!(
            "--size must be `contest` or `beyond`, not `{other}`"
        )),
    }
}

/// What `--seconds` and `--time-limit` take.
pub const SECONDS: &str = "a number of seconds";

/// The most runs at once: each is a thread and a process.
pub const MAX_JOBS: u64 = 256;

/// `text` as a whole number in `range`, else the usage error of `flag`.
fn whole(flag: &str, text: &str, range: RangeInclusive<u64>) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(match (*range.start(), *range.end()) {
            (0, u64::MAX) => format!("{flag} needs a whole number, not `{text}`"),
            (least, u64::MAX) => {
                format!("{flag} needs a whole number of at least {least}, not `{text}`")
            }
            (least, most) => {
                format!("{flag} needs a whole number from {least} to {most}, not `{text}`")
            }
        }),
    }
}

/// The most seconds `--seconds` and `--time-limit` take: more than eleven days.
pub const MOST_SECONDS: f64 = 1e6;

/// `text` as seconds above 0 and at most [`MOST_SECONDS`], else the usage error of `flag`.
fn seconds_in(flag: &str, text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= MOST_SECONDS => Ok(s),
        _ => Err(format!(
            "{flag} needs a number of seconds above 0 and at most {MOST_SECONDS}, not `{text}`"
        )),
    }
}
