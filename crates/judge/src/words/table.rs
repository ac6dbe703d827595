//! A table's outcome in words: the programs and their commands, one summary line per program
//! (passes, failures by verdict, slowest CPU time as a share of the limit, peak memory), the grid
//! of verdicts and times, and the tests that kill, as text, Markdown or HTML ([`Format`]). The
//! grid is Polygon's invocation table: a line per testdata case and per generated family, a
//! column per program under its short name, so that its width grows with the programs, not with
//! the cases.

use gamecore::workspace::plural;

use super::layout::{Block, Format, page};
use super::parts::{megabytes, shown_path};
use crate::killing::MANIFEST;
use crate::outcome::{Cell, Group, KillingTest, Row, Table};
use crate::shell::command_line;
use crate::shrink::ShrinkEnd;
use crate::verdict::Ruling;

/// The table in `format`.
pub fn table_report(table: &Table, format: Format) -> String {
    let blocks = [programs(table), summary(table), grid(table), killing(table)];
    page(&heading(table), &blocks, &footer(table), format)
}

/// `table of <problem>, seed 3: 218 cases (18 from testdata), ...`; when the time budget ran
/// out, the cases reached alone are counted, and the cases planned are named as such.
fn heading(table: &Table) -> String {
    let options = &table.options;
    let reached = &table.cases[..table.reached.min(table.cases.len())];
    let testdata = reached
        .iter()
        .filter(|c| c.label.starts_with("testdata "))
        .count();
    let cases = if reached.len() < table.cases.len() {
        format!(
            "{} reached of {} planned before --seconds ran out",
            plural(reached.len(), "case"),
            table.cases.len()
        )
    } else {
        plural(reached.len(), "case")
    };
    format!(
        "table of {}, seed {}: {cases} ({testdata} from testdata), every program on every case, \
         in {:.1} s",
        options.problem.name,
        options.seed,
        table.elapsed.as_secs_f64()
    )
}

/// The short names and the commands.
fn programs(table: &Table) -> Block {
    let mut rows = vec![vec!["program".to_owned(), "command".to_owned()]];
    for row in &table.rows {
        let mut command = command_line(&row.command);
        if let Some(why) = &row.cannot_run {
            command.push_str(&format!(" (cannot run: {why})"));
        }
        rows.push(vec![row.name.clone(), command]);
    }
    Block {
        title: "programs".into(),
        rows,
    }
}

/// A line per program: passes, failures by verdict, slowest CPU time and peak memory.
fn summary(table: &Table) -> Block {
    let limit = table.options.time_limit.as_secs_f64();
    let mut rows = vec![vec![
        "program".to_owned(),
        "passed".to_owned(),
        "failed".to_owned(),
        format!("slowest (of {limit} s)"),
        "peak memory".to_owned(),
    ]];
    for row in &table.rows {
        let failures = row.failures();
        let failed = if failures.is_empty() {
            "-".to_owned()
        } else {
            let words: Vec<String> = failures.iter().map(|(c, n)| format!("{c} {n}")).collect();
            words.join(", ")
        };
        let slowest = row.slowest().as_secs_f64();
        rows.push(vec![
            row.name.clone(),
            format!("{}/{}", row.passed(), row.judged()),
            failed,
            format!("{slowest:.2} s ({:.0}%)", 100.0 * slowest / limit),
            match row.peak_kb() {
                0 => "-".to_owned(),
                kb => megabytes(kb),
            },
        ]);
    }
    Block {
        title: "per program".into(),
        rows,
    }
}

/// The grid: a line per group of cases (with the count of its cases reached), a cell per
/// program.
fn grid(table: &Table) -> Block {
    let mut heading = vec!["case".to_owned()];
    heading.extend(table.rows.iter().map(|r| r.name.clone()));
    let mut rows = vec![heading];
    for group in &table.groups {
        let reached = group.cases.iter().filter(|&&c| c < table.reached).count();
        let name = if group.cases.len() > 1 {
            format!("{} ({reached})", group.name)
        } else {
            group.name.clone()
        };
        let mut line = vec![name];
        line.extend(table.rows.iter().map(|row| cell(row, group)));
        rows.push(line);
    }
    Block {
        title: "verdicts and slowest times in seconds".into(),
        rows,
    }
}

/// A program's cell for a group: `AC 0.02`; `WA 0.01` for a single case; `WA 3/40 0.05` when
/// some of a family's cases fail (the most common failure, the failures of those judged);
/// `-` when none was judged.
fn cell(row: &Row, group: &Group) -> String {
    let cells: Vec<Cell> = group.cases.iter().map(|&c| row.cells[c]).collect();
    if cells.contains(&Cell::OurBug) {
        return "OUR BUG".into();
    }
    let judged: Vec<_> = cells.iter().filter_map(Cell::judgement).collect();
    let Some(slowest) = judged.iter().map(|j| j.stats.cpu).max() else {
        return "-".into();
    };
    let seconds = slowest.as_secs_f64();
    let failed: Vec<Ruling> = judged
        .iter()
        .map(|j| j.verdict)
        .filter(|&v| v != Ruling::Accepted)
        .collect();
    let most = failed
        .iter()
        .max_by_key(|v| failed.iter().filter(|w| w == v).count())
        .copied();
    match most {
        None => format!("AC {seconds:.2}"),
        Some(verdict) if cells.len() == 1 => format!("{} {seconds:.2}", verdict.code()),
        Some(verdict) => format!(
            "{} {}/{} {seconds:.2}",
            verdict.code(),
            failed.len(),
            judged.len()
        ),
    }
}

/// The tests that kill, one line each.
fn killing(table: &Table) -> Block {
    let killing = &table.killing;
    let how = if killing.exact {
        "the fewest (exact search)"
    } else {
        "greedy (too many programs for an exact search)"
    };
    let count = killing.testdata.len() + killing.tests.len();
    let title = match count {
        0 => "tests that kill: none needed, no program failed".to_owned(),
        _ => format!(
            "tests that kill: {} ({} in the testdata, {} new) fail{} every failing program ({}), \
             {how}",
            plural(count, "case"),
            killing.testdata.len(),
            killing.tests.len(),
            if count == 1 { "s" } else { "" },
            killing.failing,
        ),
    };
    let mut rows = vec![vec![
        "test".to_owned(),
        "kills".to_owned(),
        "from".to_owned(),
        "shrunk".to_owned(),
    ]];
    for (case, kills) in &killing.testdata {
        let name = &table.cases[*case].label;
        let name = name.strip_prefix("testdata ").unwrap_or(name);
        rows.push(vec![
            name.to_owned(),
            kills_words(table, kills),
            "the testdata".to_owned(),
            "-".to_owned(),
        ]);
    }
    for test in &killing.tests {
        rows.push(killing_row(table, test));
    }
    if count == 0 {
        rows.clear();
    }
    Block { title, rows }
}

/// `wrong (WA), slow (TLE)`.
fn kills_words(table: &Table, kills: &[(usize, Ruling)]) -> String {
    let words: Vec<String> = kills
        .iter()
        .map(|&(row, verdict)| format!("{} ({})", table.rows[row].name, verdict.code()))
        .collect();
    words.join(", ")
}

/// A killing test's line.
fn killing_row(table: &Table, test: &KillingTest) -> Vec<String> {
    let case = &table.cases[test.case];
    let steps = plural(test.shrinking.steps, "step");
    let lines = plural(test.input.lines().count(), "line");
    let shrunk = match test.shrinking.end {
        _ if test.our_bug.is_some() => format!(
            "stopped at OUR BUG: {}",
            test.our_bug.as_deref().unwrap_or("")
        ),
        ShrinkEnd::NotAsked => format!("not shrunk (asked), {lines}"),
        ShrinkEnd::OutOfTime => format!("{steps}, out of time, {lines}"),
        _ if test.shrinking.steps == 0 => format!("a local minimum already, {lines}"),
        _ => format!("{steps} to a local minimum, {lines}"),
    };
    vec![
        test.name.clone(),
        kills_words(table, &test.kills),
        format!("{} ({})", case.label, case.size),
        shrunk,
    ]
}

/// Where the killing tests went, what failed on our side, and the count of programs failed.
fn footer(table: &Table) -> Vec<String> {
    let mut lines = Vec::new();
    let killing = &table.killing;
    if let Some(first) = killing.tests.first() {
        let problem = table.options.problem.name;
        let saved = match &first.saved.error {
            None => format!(
                "saved in {}/ with {MANIFEST}: copy the .in files to testdata/{problem}/, add \
                 the lines to its manifest.txt, then run cargo xtask verify --bless",
                shown_path(&killing.folder)
            ),
            Some(why) => format!("the tests could not be saved: {why}"),
        };
        lines.push(saved);
    }
    for bug in &table.our_bugs {
        lines.push(format!(
            "!!! OUR BUG, not the programs': {} on {}; saved to {}",
            bug.why,
            table.cases[bug.case].label,
            shown_path(&bug.saved.input)
        ));
    }
    let failed = table.rows.iter().filter(|r| r.failed()).count();
    lines.push(format!(
        "{}, {failed} failed",
        plural(table.rows.len(), "program")
    ));
    lines
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::child::RunStats;
    use crate::outcome::Judgement;

    use super::*;

    fn judged(verdict: Ruling, millis: u64) -> Cell {
        let time = Duration::from_millis(millis);
        Cell::Judged(Judgement {
            verdict,
            stats: RunStats {
                cpu: time,
                wall: time,
                peak_kb: 2048,
                peak_at_most: false,
            },
        })
    }

    #[test]
    fn a_cell_is_a_verdict_and_the_slowest_time() {
        let row = Row {
            name: "wrong".into(),
            command: vec!["./wrong".into()],
            cells: vec![
                judged(Ruling::Accepted, 20),
                judged(Ruling::WrongAnswer, 10),
                judged(Ruling::TimeLimit, 1000),
                judged(Ruling::WrongAnswer, 30),
                Cell::NotRun,
            ],
            cannot_run: None,
        };
        let group = |cases: &[usize]| Group {
            name: "g".into(),
            cases: cases.to_vec(),
        };
        assert_eq!(cell(&row, &group(&[0])), "AC 0.02");
        assert_eq!(cell(&row, &group(&[1])), "WA 0.01");
        assert_eq!(cell(&row, &group(&[0, 1, 2, 3])), "WA 3/4 1.00");
        assert_eq!(cell(&row, &group(&[4])), "-");
        assert_eq!(row.failures(), [("WA", 2), ("TLE", 1)]);
        assert_eq!((row.passed(), row.judged()), (1, 4));
        assert_eq!(row.slowest(), Duration::from_secs(1));
        assert_eq!(row.peak_kb(), 2048);
        // A bound on a run that ended before its memory was seen is not its peak.
        let bounded = |peak_kb| {
            Cell::Judged(Judgement {
                verdict: Ruling::Accepted,
                stats: RunStats {
                    peak_kb,
                    peak_at_most: true,
                    ..RunStats::default()
                },
            })
        };
        let mut row = row;
        row.cells.push(bounded(9000));
        assert_eq!(row.peak_kb(), 2048);
        row.cells = vec![bounded(9000)];
        assert_eq!(row.peak_kb(), 0);
    }

    /// A table of one program on two testdata cases and a family's four generated ones, the
    /// first `reached` of them judged.
    fn table(reached: usize) -> Table {
        let input = |label: &str| crate::sources::Input {
            label: label.into(),
            size: "1 bytes".into(),
            text: "1".into(),
        };
        let labels = [
            "testdata 01-a",
            "testdata 02-b",
            "generated #1",
            "generated #2",
        ];
        let mut cases: Vec<_> = labels.iter().map(|l| input(l)).collect();
        cases.extend([input("generated #3"), input("generated #4")]);
        let cells = (0..cases.len())
            .map(|c| match c < reached {
                true => judged(Ruling::Accepted, 10),
                false => Cell::NotRun,
            })
            .collect();
        let group = |name: &str, cases: &[usize]| Group {
            name: name.into(),
            cases: cases.to_vec(),
        };
        let chapaev = problems::find("chapaev").unwrap();
        Table {
            options: crate::options::CheckOptions::new(chapaev, vec!["./a".into()]),
            groups: vec![
                group("01-a", &[0]),
                group("02-b", &[1]),
                group("gen x", &[2, 3, 4, 5]),
            ],
            cases,
            rows: vec![Row {
                name: "a".into(),
                command: vec!["./a".into()],
                cells,
                cannot_run: None,
            }],
            our_bugs: Vec::new(),
            killing: Default::default(),
            reached,
            elapsed: Duration::from_secs(2),
        }
    }

    #[test]
    fn a_table_out_of_time_counts_what_it_reached() {
        let whole = table_report(&table(6), Format::Text);
        assert!(
            whole.starts_with("table of chapaev, seed 1: 6 cases (2 from testdata), every"),
            "{whole}"
        );
        assert!(whole.contains("\n  gen x (4)  AC 0.01\n"), "{whole}");
        let cut = table_report(&table(3), Format::Text);
        assert!(
            cut.starts_with(
                "table of chapaev, seed 1: 3 cases reached of 6 planned before --seconds ran out \
                 (2 from testdata), every"
            ),
            "{cut}"
        );
        assert!(cut.contains("\n  gen x (1)  AC 0.01\n"), "{cut}");
        // No program failed: the title of the tests that kill stands alone, without a colon.
        assert!(
            cut.contains(
                "\ntests that kill: none needed, no program failed\n\n1 program, 0 failed"
            ),
            "{cut}"
        );
    }
}
