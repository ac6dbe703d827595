//! The manifest, `testdata/<problem>/manifest.txt`: a line per case, `case | what it tests | how it
//! was checked`, parsed strictly so that every case says how its snapshot was cross-checked. The
//! word `slow` among the checks marks a case that `verify` runs only with `--slow` (or when the
//! case is named).

use std::collections::BTreeMap;
use std::path::Path;

use super::Summary;

/// One line of a manifest.
#[derive(Debug)]
pub(super) struct Entry {
    /// The checks named in the third field, in the order given.
    pub(super) checks: Vec<Check>,
    /// Whether the third field says `slow`: the case runs only when asked for.
    pub(super) slow: bool,
}

/// One way a case was checked, named in its manifest line.
#[derive(Debug, PartialEq)]
pub(super) enum Check {
    Sample,
    Brute,
    Second,
    Refusal,
}

/// Parses `manifest.txt`: `case | what | check, check`.
pub(super) fn parse_manifest(text: &str) -> Result<BTreeMap<String, Entry>, Vec<String>> {
    let mut entries = BTreeMap::new();
    let mut errors = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((case, entry)) = parse_manifest_line(number + 1, line, &mut errors) else {
            continue;
        };
        if entries.insert(case.to_owned(), entry).is_some() {
            errors.push(format!(
                "manifest line {}: `{case}` is listed twice",
                number + 1
            ));
        }
    }
    if errors.is_empty() {
        Ok(entries)
    } else {
        Err(errors)
    }
}

/// Parses manifest line `line_number` (neither blank nor a comment) into its case and entry,
/// pushing what is wrong with it onto `errors`; `None` if it does not have three fields.
fn parse_manifest_line<'a>(
    line_number: usize,
    line: &'a str,
    errors: &mut Vec<String>,
) -> Option<(&'a str, Entry)> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let [case, what, checks] = fields[..] else {
        errors.push(format!(
            "manifest line {line_number}: expected `case | what it tests | how it was checked`"
        ));
        return None;
    };
    if what.is_empty() {
        errors.push(format!(
            "manifest line {line_number}: `{case}` says nothing of what it tests"
        ));
    }
    let (checks, slow) = parse_checks(line_number, checks, errors);
    if checks.is_empty() {
        errors.push(format!(
            "manifest line {line_number}: `{case}` names no check"
        ));
    }
    Some((case, Entry { checks, slow }))
}

/// Parses a manifest line's third field, `check, check` (and the marker `slow`), pushing unknown
/// or undescribed checks onto `errors`; returns the checks and whether `slow` was there.
fn parse_checks(line_number: usize, checks: &str, errors: &mut Vec<String>) -> (Vec<Check>, bool) {
    // The split and the marker are judge's, which check reads the slow cases with.
    let (simple, detailed) = gamecore::workspace::split_checks(checks);
    let mut parsed = Vec::new();
    let mut slow = false;
    for check in simple.split(',').map(str::trim).filter(|c| !c.is_empty()) {
        match check {
            "sample" => parsed.push(Check::Sample),
            "brute" => parsed.push(Check::Brute),
            gamecore::workspace::SLOW => slow = true,
            _ => errors.push(format!(
                "manifest line {line_number}: unknown check `{check}` (sample, brute, second: \
                 <method>, refusal: <what the message says>; and the marker slow)"
            )),
        }
    }
    if let Some(detailed) = detailed {
        let (kind, detail) = detailed.split_once(':').unwrap_or_default();
        if detail.trim().is_empty() {
            errors.push(format!(
                "manifest line {line_number}: `{kind}:` needs a description"
            ));
        } else if kind == "second" {
            parsed.push(Check::Second);
        } else {
            parsed.push(Check::Refusal);
        }
    }
    (parsed, slow)
}

/// Reads and parses `dir/manifest.txt`; `None`, with the failures in `summary`, if it is missing
/// or wrong.
pub(super) fn read_manifest(
    dir: &Path,
    name: &str,
    summary: &mut Summary,
) -> Option<BTreeMap<String, Entry>> {
    let Ok(text) = std::fs::read_to_string(dir.join("manifest.txt")) else {
        summary
            .failures
            .push(format!("{name}: no testdata/{name}/manifest.txt"));
        return None;
    };
    match parse_manifest(&text) {
        Ok(entries) => Some(entries),
        Err(errors) => {
            for error in errors {
                summary.failures.push(format!("{name}: {error}"));
            }
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_lines_are_strict() {
        let entries = parse_manifest(
            "# comment\n01-a | sample 1 | sample, brute\ninvalid/02-b | bad | refusal: says x, at y\n03-c | big | brute, second: a, b\n",
        )
        .unwrap();
        assert_eq!(entries["01-a"].checks, vec![Check::Sample, Check::Brute]);
        assert_eq!(entries["invalid/02-b"].checks, vec![Check::Refusal]);
        assert_eq!(entries["03-c"].checks, vec![Check::Brute, Check::Second]);
        assert!(!entries["03-c"].slow);
        let slow = parse_manifest("04-d | huge | slow, second: a proof, slow or not\n").unwrap();
        assert_eq!(
            (&slow["04-d"].checks, slow["04-d"].slow),
            (&vec![Check::Second], true)
        );
        for bad in [
            "01-a | x | slow",
            "01-a | x | slowly, brute",
            "01-a | what",
            "01-a | | brute",
            "01-a | x | second",
            "01-a | x | guessed",
            "01-a | x | ",
            "01-a | x | second:  ",
            "01-a | x | brute\n01-a | y | brute",
        ] {
            assert!(parse_manifest(bad).is_err(), "{bad}");
        }
    }
}
