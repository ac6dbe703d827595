//! No history in code: the comments and docs of crates/ and xtask/ name no issue number (a hash
//! sign or the word issue before it), no ISO date, no commit hash and no session or round. What
//! was measured when, and why a constant was chosen, goes to the notes in bench/, which keep them.

use std::path::{Path, PathBuf};

/// The comment of a line of Rust: from its first `//` outside a string literal to its end.
pub fn comment(line: &str) -> Option<&str> {
    let mut in_string = false;
    let mut escaped = false;
    let bytes = line.as_bytes();
    for (at, &byte) in bytes.iter().enumerate() {
        match byte {
            _ if escaped => escaped = false,
            b'\\' if in_string => escaped = true,
            // A quote as a character literal, `'"'`, opens no string.
            b'"' if !(at > 0 && bytes[at - 1] == b'\'' && bytes.get(at + 1) == Some(&b'\'')) => {
                in_string = !in_string;
            }
            b'/' if !in_string && bytes.get(at + 1) == Some(&b'/') => return Some(&line[at..]),
            _ => {}
        }
    }
    None
}

/// `text` without its inline code spans (`` `#3` `` names a move, not an issue).
fn outside_code(text: &str) -> String {
    text.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// The words of `text` and where each starts: its runs of ASCII letters and digits.
fn words(text: &str) -> Vec<(usize, &str)> {
    let mut found = Vec::new();
    let mut start = None;
    for (at, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (c.is_ascii_alphanumeric(), start) {
            (true, None) => start = Some(at),
            (false, Some(from)) => {
                found.push((from, &text[from..at]));
                start = None;
            }
            _ => {}
        }
    }
    found
}

/// Why `text` (a comment, or a line of documentation) holds history, if it does. Issue numbers
/// are looked for outside code spans, dates and commit hashes (lowercase hexadecimal, with a
/// digit and a letter: `A000081` names a sequence) everywhere.
pub fn history(text: &str) -> Option<String> {
    let plain = outside_code(text).to_ascii_lowercase();
    let mut previous = "";
    for (at, word) in words(&plain) {
        let number = word.bytes().all(|b| b.is_ascii_digit());
        if number && at > 0 && plain.as_bytes()[at - 1] == b'#' {
            return Some(format!("an issue number (#{word})"));
        }
        if number && matches!(previous, "issue" | "issues") {
            return Some(format!("an issue number ({previous} {word})"));
        }
        previous = word;
    }
    for (at, word) in words(text) {
        let number = word.bytes().all(|b| b.is_ascii_digit());
        let date = text.get(at..at + 10).filter(|d| is_iso_date(d));
        if word.len() == 4
            && number
            && let Some(date) = date
        {
            return Some(format!("a date ({date})"));
        }
        let hex = word
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        let mixed = word.bytes().any(|b| b.is_ascii_digit()) && !number;
        if (7..=40).contains(&word.len()) && hex && mixed {
            return Some(format!("a commit hash ({word})"));
        }
    }
    ["this session", "this round"]
        .into_iter()
        .find(|phrase| plain.contains(phrase))
        .map(|phrase| format!("\"{phrase}\""))
}

/// Whether `text` is a date `YYYY-MM-DD` with a month and day that can be.
fn is_iso_date(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |range: std::ops::Range<usize>| range.clone().all(|i| b[i].is_ascii_digit());
    let number = |range: std::ops::Range<usize>| text[range].parse::<u32>().unwrap_or(0);
    b.len() == 10
        && digits(0..4)
        && b[4] == b'-'
        && digits(5..7)
        && b[7] == b'-'
        && digits(8..10)
        && (1..=12).contains(&number(5..7))
        && (1..=31).contains(&number(8..10))
}

/// The history in the file at `path`: in every comment of Rust (`.rs`, and the templates'
/// `.rs.txt`), in every line of Markdown.
pub fn breaches(path: &Path, text: &str) -> Vec<String> {
    let name = path.to_string_lossy();
    let markdown = name.ends_with(".md");
    text.lines()
        .enumerate()
        .filter_map(|(number, line)| {
            let said = if markdown { Some(line) } else { comment(line) };
            let why = history(said?)?;
            Some(format!(
                "{}:{}: {why} (history goes to bench/)",
                path.display(),
                number + 1
            ))
        })
        .collect()
}

/// The files whose comments and docs are checked: Rust, Rust templates and Markdown under
/// crates/ and xtask/, outside `target/` folders.
fn documented_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![super::root().join("crates"), super::root().join("xtask")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() && name != "target" {
                folders.push(path);
            } else if [".rs", ".rs.txt", ".md"]
                .iter()
                .any(|end| name.ends_with(end))
            {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn no_history_in_comments_and_docs() {
    let mut found = Vec::new();
    for path in documented_files() {
        found.extend(breaches(&path, &super::read(&path)));
    }
    super::fail_on(&found);
}

#[test]
fn history_is_seen_in_made_up_text() {
    assert_eq!(comment("let url = \"https://x\"; // why"), Some("// why"));
    assert_eq!(comment("let c = '\"'; // a quote"), Some("// a quote"));
    assert_eq!(comment("let s = \"a \\\" // b\";"), None);
    for (text, why) in [
        ("// as issue 37 asks", "an issue number (issue 37)"),
        ("/// see #27, the shrinker", "an issue number (#27)"),
        ("//! measured on 2026-12-05", "a date (2026-12-05)"),
        ("// main a058854, interleaved", "a commit hash (a058854)"),
        ("// chosen in this session", "\"this session\""),
    ] {
        assert_eq!(history(text).as_deref(), Some(why), "{text}");
    }
    for text in [
        "/// type `#3` for the third move",
        "// 0x9e3779b97f4a7c15 is the golden ratio",
        "// 1234567 as 1,234,567; colour #fff6d6",
        "// sizes 2000-2000 and 10-2026-1",
        "// a decade of issues, the defaced wall",
        "// rooted trees (OEIS A000081); `issue 3` is a command here",
    ] {
        assert_eq!(history(text), None, "{text}");
    }
    let rust = "let x = 1; // fine\n// issue 3\nlet s = \"issue 4\";\n";
    assert_eq!(breaches(Path::new("a.rs"), rust).len(), 1);
    assert_eq!(breaches(Path::new("a.md"), "issue 4\n").len(), 1);
}
