//! Verdicts and their codes as judges print them (their names for a report are in
//! `words::parts`), and the token comparison the problems' judges use: whitespace and line ends
//! do not matter, every word must be exactly ours.

use crate::child::{End, Execution};

/// What a judge says about one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ruling {
    /// Accepted: the same tokens as ours.
    Accepted,
    /// Wrong answer: it ended normally, but its tokens differ from ours.
    WrongAnswer,
    /// Runtime error: a non-zero exit code or a signal.
    RuntimeError,
    /// Time limit exceeded: its CPU time passed the limit, or it was killed at the wall-clock
    /// cap.
    TimeLimit,
    /// Output limit exceeded: killed once it had written more than the cap.
    OutputLimit,
    /// Memory limit exceeded: its peak resident memory passed the limit.
    MemoryLimit,
    /// It ended normally but its output is not UTF-8 text.
    NotUtf8,
}

impl Ruling {
    /// The short name judges print.
    pub fn code(self) -> &'static str {
        match self {
            Ruling::Accepted => "AC",
            Ruling::WrongAnswer => "WA",
            Ruling::RuntimeError => "RE",
            Ruling::TimeLimit => "TLE",
            Ruling::OutputLimit => "OLE",
            Ruling::MemoryLimit => "MLE",
            Ruling::NotUtf8 => "WA",
        }
    }
}

/// Whether a verdict came from comparing the output with ours (WA, AC): a report shows our
/// answer only then.
pub fn compared(verdict: Ruling) -> bool {
    matches!(
        verdict,
        Ruling::Accepted | Ruling::WrongAnswer | Ruling::NotUtf8
    )
}

/// Judges one run against our answer. A crash, a timeout or too much memory outranks the
/// output: a judge never compares the output of a program that did not end normally.
pub fn judge(run: &Execution, ours: &str) -> Ruling {
    match run.end {
        End::TimedOut | End::WallCap => return Ruling::TimeLimit,
        End::OverCap => return Ruling::OutputLimit,
        End::OverMemory { .. } => return Ruling::MemoryLimit,
        End::Exited(status) if !status.success() => return Ruling::RuntimeError,
        End::Exited(_) => {}
    }
    match std::str::from_utf8(&run.stdout) {
        Err(_) => Ruling::NotUtf8,
        Ok(theirs) if first_difference(ours, theirs).is_none() => Ruling::Accepted,
        Ok(_) => Ruling::WrongAnswer,
    }
}

/// Where two outputs first differ, token by token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The 1-based number of the first differing token.
    pub token: usize,
    /// Our token there (`None` past the end of ours).
    pub ours: Option<String>,
    /// Their token there (`None` past the end of theirs).
    pub theirs: Option<String>,
    /// The 1-based line and column of that token in their output (or of its end).
    pub line: usize,
    /// See `line`.
    pub column: usize,
}

/// The first token where `theirs` differs from `ours`, or `None` when the tokens are equal.
pub fn first_difference(ours: &str, theirs: &str) -> Option<Difference> {
    let mut our_tokens = ours.split_ascii_whitespace();
    let mut their_tokens = tokens_with_offsets(theirs);
    let mut number = 0;
    loop {
        number += 1;
        let (a, b) = (our_tokens.next(), their_tokens.next());
        if a.is_none() && b.is_none() {
            return None;
        }
        if a.is_some() && a == b.map(|(_, token)| token) {
            continue;
        }
        let offset = b.map_or(theirs.len(), |(offset, _)| offset);
        let (line, column) = line_and_column(theirs, offset);
        return Some(Difference {
            token: number,
            ours: a.map(str::to_owned),
            theirs: b.map(|(_, token)| token.to_owned()),
            line,
            column,
        });
    }
}

/// The tokens of `text` with their byte offsets.
pub fn tokens_with_offsets(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_ascii_whitespace()
        .map(move |token| (token.as_ptr() as usize - text.as_ptr() as usize, token))
}

fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whitespace_and_line_ends_do_not_matter() {
        assert_eq!(first_difference("WIN\n", "WIN"), None);
        assert_eq!(first_difference("AA\nBB\n\n", "  AA\r\nBB\r\n"), None);
        assert_eq!(first_difference("Case #1: 2\n", "Case #1:\t2"), None);
    }

    #[test]
    fn words_are_exact() {
        let d = first_difference("Case #1: 2\nCase #2: 0\n", "Case #1: 2\ncase #2: 0\n").unwrap();
        assert_eq!((d.token, d.line, d.column), (4, 2, 1));
        assert_eq!(d.ours.as_deref(), Some("Case"));
        assert_eq!(d.theirs.as_deref(), Some("case"));
        assert!(first_difference("RED\n", "red\n").is_some());
        assert!(first_difference("2\n", "2.0\n").is_some());
    }

    #[test]
    fn missing_and_extra_tokens_are_differences() {
        let short = first_difference("A B\n", "A\n").unwrap();
        assert_eq!(
            (short.token, short.theirs, short.line, short.column),
            (2, None, 2, 1)
        );
        let long = first_difference("A\n", "A B\n").unwrap();
        assert_eq!((long.token, long.ours, long.column), (2, None, 3));
        assert!(first_difference("A\n", "").is_some());
    }
}
