//! The small pieces every report is made of: a verdict's name, a case's size, durations, memory,
//! a run's figures, an excerpt of a long text and a path as the user can type it.

use std::fmt;
use std::path::Path;
use std::time::Duration;

use gamecore::explore::table::thousands;
use gamecore::problem::Problem;

use crate::child::RunStats;
use crate::verdict::Ruling;

impl fmt::Display for Ruling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Ruling::Accepted => "accepted",
            Ruling::WrongAnswer => "wrong answer",
            Ruling::RuntimeError => "runtime error",
            Ruling::TimeLimit => "time limit exceeded",
            Ruling::OutputLimit => "output limit exceeded",
            Ruling::MemoryLimit => "memory limit exceeded",
            Ruling::NotUtf8 => "wrong answer (output is not UTF-8)",
        };
        f.write_str(name)
    }
}

/// A case's size in one form for every problem and every case: the input's measure on the
/// problem's size axis, named by the axis's first word, and its bytes (`circles=12, 140
/// bytes`); the bytes alone where the axis does not apply (a measure of 0).
pub fn size_label(problem: &Problem, input: &str) -> String {
    let bytes = format!("{} bytes", thousands(input.len() as u64));
    let axis = problem.check_input.axis;
    let name = axis.split_whitespace().next().unwrap_or(axis);
    match (problem.check_input.measure)(input) {
        0 => bytes,
        measure => format!("{}={measure}, {bytes}", name.trim_end_matches(',')),
    }
}

/// Why a case our own generator or testdata made counts as our bug: our solver refuses it.
pub const OUR_INPUT_REFUSED: &str = "our solver refuses one of our own inputs";

/// A duration as `1.00 s`.
pub fn seconds(time: Duration) -> String {
    format!("{:.2} s", time.as_secs_f64())
}

/// KiB as `64 MB` (or `1.5 MB` when not whole).
pub fn megabytes(kb: u64) -> String {
    if kb.is_multiple_of(1024) {
        format!("{} MB", kb / 1024)
    } else {
        format!("{:.1} MB", kb as f64 / 1024.0)
    }
}

/// What a run used, as every verdict line shows it: `CPU 0.42 s, wall 1.10 s, peak 9.1 MB`
/// (`peak at most 14 MB` when it ended before its memory was looked at).
pub fn stats_words(stats: &RunStats) -> String {
    format!(
        "CPU {}, wall {}, peak {}{}",
        seconds(stats.cpu),
        seconds(stats.wall),
        if stats.peak_at_most { "at most " } else { "" },
        megabytes(stats.peak_kb)
    )
}

/// Lines shown of a long text.
const SHOWN_LINES: usize = 24;

/// Characters shown of a long line.
const SHOWN_CHARS: usize = 200;

/// A text indented by two spaces, whole when short, else its first lines and characters, with
/// a note of what is left out.
pub fn excerpt(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    for line in lines.iter().take(SHOWN_LINES) {
        let length = line.chars().count();
        let shown: String = line.chars().take(SHOWN_CHARS).collect();
        if length > SHOWN_CHARS {
            out.push_str(&format!("  {shown} ... ({length} characters)\n"));
        } else {
            out.push_str(&format!("  {shown}\n"));
        }
    }
    if lines.len() > SHOWN_LINES {
        out.push_str(&format!(
            "  ... ({} more lines; {} bytes in all)\n",
            lines.len() - SHOWN_LINES,
            text.len()
        ));
    }
    if text.trim().is_empty() {
        out.push_str("  (nothing)\n");
    }
    out
}

/// A path as the user can type it: relative to the current directory when inside it.
pub fn shown_path(path: &Path) -> String {
    std::env::current_dir()
        .ok()
        .and_then(|here| path.strip_prefix(here).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| path.to_path_buf())
        .display()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_excerpt_says_what_it_leaves_out() {
        assert_eq!(excerpt("1 0\n"), "  1 0\n");
        assert_eq!(excerpt(""), "  (nothing)\n");
        let long = format!("{}\n", "#".repeat(250));
        assert_eq!(
            excerpt(&long),
            format!("  {} ... (250 characters)\n", "#".repeat(200))
        );
        let many: String = (1..=30).map(|i| format!("{i}\n")).collect();
        let shown = excerpt(&many);
        assert!(shown.starts_with("  1\n  2\n"), "{shown}");
        assert!(
            shown.ends_with("  24\n  ... (6 more lines; 81 bytes in all)\n"),
            "{shown}"
        );
    }

    #[test]
    fn memory_is_in_megabytes() {
        assert_eq!(megabytes(64 * 1024), "64 MB");
        assert_eq!(megabytes(1536), "1.5 MB");
    }
}
