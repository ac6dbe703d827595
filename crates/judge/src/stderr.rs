//! What a program wrote to stderr, kept for the report in bounded memory however much it
//! wrote: its first lines and its last, runs of one repeated line folded into a count, and the
//! first line that names an error (`java.lang.StackOverflowError`, a Python exception, a Rust
//! panic), wherever it came.

use std::collections::VecDeque;
use std::io::Read;

/// The first distinct lines kept.
const HEAD: usize = 16;
/// The last distinct lines kept.
const TAIL: usize = 6;
/// Characters kept of one line.
const LINE_CHARS: usize = 300;
/// Bytes of one line read before the rest of it is skipped.
const LINE_BYTES: usize = 4096;

/// One line and how many more times it came right after itself.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Repeated {
    line: String,
    more: u64,
}

/// The summary of a program's stderr.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stderr {
    head: Vec<Repeated>,
    /// Lines between the head and the tail, left out.
    skipped: u64,
    tail: VecDeque<Repeated>,
    /// The first line that names an error.
    cause: Option<String>,
    /// Lines in all.
    lines: u64,
}

impl Stderr {
    /// Reads `source` to its end.
    pub fn read(source: &mut impl Read) -> Self {
        let mut summary = Stderr::default();
        let mut line = Vec::new();
        let mut buffer = [0u8; 8192];
        while let Ok(n) = source.read(&mut buffer) {
            if n == 0 {
                break;
            }
            for &byte in &buffer[..n] {
                if byte == b'\n' {
                    summary.add(&String::from_utf8_lossy(&line));
                    line.clear();
                } else if line.len() < LINE_BYTES {
                    line.push(byte);
                }
            }
        }
        if !line.is_empty() {
            summary.add(&String::from_utf8_lossy(&line));
        }
        summary
    }

    /// Adds one line.
    fn add(&mut self, line: &str) {
        let line: String = line.trim_end().chars().take(LINE_CHARS).collect();
        self.lines += 1;
        if self.cause.is_none() && names_an_error(&line) {
            self.cause = Some(line.clone());
        }
        let last = match self.tail.back_mut() {
            Some(last) => Some(last),
            None if self.skipped == 0 => self.head.last_mut(),
            None => None,
        };
        if let Some(last) = last.filter(|last| last.line == line) {
            last.more += 1;
            return;
        }
        let repeated = Repeated { line, more: 0 };
        if self.head.len() < HEAD {
            self.head.push(repeated);
            return;
        }
        self.tail.push_back(repeated);
        if self.tail.len() > TAIL {
            let dropped = self.tail.pop_front().map_or(0, |r| 1 + r.more);
            self.skipped += dropped;
        }
    }

    /// Whether nothing but whitespace came.
    pub fn is_empty(&self) -> bool {
        self.head.iter().all(|r| r.line.trim().is_empty()) && self.tail.is_empty()
    }

    /// The first line that names an error, if any.
    pub fn cause(&self) -> Option<&str> {
        self.cause.as_deref()
    }

    /// The lines kept, in order, each with how many more times it came right after itself;
    /// `None` where lines were left out between the first and the last, with their count.
    pub fn kept(&self) -> Vec<(Option<&str>, u64)> {
        let mut kept: Vec<(Option<&str>, u64)> = Vec::new();
        for r in &self.head {
            kept.push((Some(&r.line), r.more));
        }
        if self.skipped > 0 {
            kept.push((None, self.skipped));
        }
        for r in &self.tail {
            kept.push((Some(&r.line), r.more));
        }
        kept
    }

    /// How many lines came in all.
    pub fn lines(&self) -> u64 {
        self.lines
    }
}

/// Whether a line names an error: a word ending in `Error` or `Exception` (Java, Python, C#), a
/// Rust panic or stack overflow, a C++ `terminate`, a sanitizer's report or a shell's crash note.
fn names_an_error(line: &str) -> bool {
    const PHRASES: [&str; 6] = [
        "panicked at",
        "overflowed its stack",
        "stack overflow",
        "terminate called",
        "Sanitizer",
        "Segmentation fault",
    ];
    let word = |w: &str| w.ends_with("Error") || w.ends_with("Exception");
    PHRASES.iter().any(|p| line.contains(p))
        || line
            .split(|c: char| !(c.is_alphanumeric() || "._$".contains(c)))
            .any(word)
}

/// Whether a run's stderr says it ran out of stack.
pub fn says_stack_overflow(stderr: &Stderr) -> bool {
    stderr.cause().is_some_and(|cause| {
        [
            "StackOverflow",
            "overflowed its stack",
            "stack overflow",
            "RecursionError",
        ]
        .iter()
        .any(|p| cause.contains(p))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::failure::folded;

    fn summary(text: &str) -> Stderr {
        Stderr::read(&mut text.as_bytes())
    }

    #[test]
    fn repeats_are_folded_and_the_error_line_kept() {
        let mut text = String::from("Exception in thread \"main\" java.lang.StackOverflowError\n");
        text.push_str(&"\tat Main.f(Main.java:5)\n".repeat(2932));
        let s = summary(&text);
        assert_eq!(
            folded(&s),
            "  Exception in thread \"main\" java.lang.StackOverflowError\n  \
             \tat Main.f(Main.java:5)\n  (the same line 2,931 more times)\n"
        );
        assert_eq!(s.lines(), 2933);
        assert!(s.cause().unwrap().ends_with("java.lang.StackOverflowError"));
        assert!(says_stack_overflow(&s));
    }

    #[test]
    fn the_middle_of_a_long_stderr_is_left_out_but_a_late_error_is_named() {
        let mut text: String = (1..=100).map(|i| format!("frame {i}\n")).collect();
        text.push_str("RecursionError: maximum recursion depth exceeded\n");
        let s = summary(&text);
        let shown = folded(&s);
        assert!(shown.starts_with("  frame 1\n  frame 2\n"), "{shown}");
        assert!(
            shown.contains("  frame 16\n  ... (79 lines left out)\n  frame 96\n"),
            "{shown}"
        );
        assert!(shown.ends_with("  RecursionError: maximum recursion depth exceeded\n"));
        assert_eq!(
            s.cause(),
            Some("RecursionError: maximum recursion depth exceeded")
        );
    }

    #[test]
    fn plain_lines_name_no_error_and_silence_is_empty() {
        let s = summary("reading 3 numbers\nthe errors are mine\nno newline at the end");
        assert_eq!(s.cause(), None);
        assert_eq!(s.lines(), 3);
        assert!(folded(&s).ends_with("  no newline at the end\n"));
        assert!(summary("").is_empty() && summary("\n\n").is_empty());
        let rust = summary(
            "\nthread 'main' has overflowed its stack\nfatal runtime error: stack overflow\n",
        );
        assert!(says_stack_overflow(&rust));
    }
}
