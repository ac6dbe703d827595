//! The manifest lines of a table's killing tests, ready for `testdata/<problem>/manifest.txt`.

use crate::options::CheckOptions;
use crate::outcome::{KillingTest, Row};
use crate::sources::Input;

/// A line per killing test saying what it kills and where it came from, checked by the brute
/// force where it fits, else a `second:` check left for the setter to describe.
pub fn manifest_lines(
    options: &CheckOptions,
    cases: &[Input],
    rows: &[Row],
    tests: &[KillingTest],
) -> String {
    let mut text = String::new();
    for test in tests {
        let kills: Vec<String> = test
            .kills
            .iter()
            .map(|&(row, verdict)| format!("{} ({})", rows[row].name, verdict.code()))
            .collect();
        let checks = if (options.problem.brute_fits)(&test.input) {
            "brute"
        } else {
            "second: (say how this answer was checked)"
        };
        text.push_str(&format!(
            "{} | kills {}: {} of seed {}, shrunk by check --table | {checks}\n",
            test.name,
            kills.join(", "),
            cases[test.case].label,
            options.seed,
        ));
    }
    text
}
