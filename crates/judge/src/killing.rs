//! The tests that kill: after a table, the fewest cases that fail every failing program. The
//! testdata's cases come first: the fewest of them that kill every program the testdata kills
//! are named (they are there already); then the fewest generated cases that kill the programs
//! the testdata lets pass, each shrunk while it still fails the programs it is there for, and
//! saved ready to add to the testdata (numbered after the problem's cases, with their manifest
//! lines). So the new tests are the fewest a setter must add.
//!
//! Choosing either set is set cover: the programs are the elements, each case covers the programs it
//! fails. With at most [`EXACT_MOST`] failing programs the cover is exact (a breadth-first
//! search over the sets of programs killed, at most 2^16 of them, so the count is the fewest);
//! beyond, greedy (the case that kills most of those left, the earlier on a tie), within a
//! factor ln(programs) of the fewest. Each program is then the charge of the first chosen case
//! that kills it, and the case is shrunk while every program in its charge still fails it with
//! the verdict it had: smaller inputs that fail other programs, or these differently, are not
//! kept.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};

use gamecore::problem::Size;

use crate::judge::{Answer, Judged, Referee};
use crate::options::CheckOptions;
use crate::outcome::{Killing, KillingTest, Row};
use crate::outcome::{OnProgress, Progress, Shrinking};
use crate::save::save;
use crate::shrink::{self, Probe};
use crate::sources::Input;
use crate::verdict::Ruling;
use crate::words::manifest::manifest_lines;

/// The most failing programs whose cover is searched exactly.
pub const EXACT_MOST: u32 = 16;

/// The smallest set of cases whose masks cover `all` (each mask the programs a case kills, as
/// bits), in the order chosen, and whether it is exactly the fewest. Masks outside `all` are
/// ignored; a bit of `all` that no mask has is left uncovered.
pub fn cover(masks: &[u64], all: u64) -> (Vec<usize>, bool) {
    let reachable = masks.iter().fold(0, |acc, m| acc | (m & all));
    if reachable.count_ones() <= EXACT_MOST {
        (exact_cover(masks, reachable), true)
    } else {
        (greedy_cover(masks, reachable), false)
    }
}

/// Breadth first over the sets of programs killed so far (as the bits of `all` packed), so the
/// first to reach `all` takes the fewest cases; the cases are tried in order.
fn exact_cover(masks: &[u64], all: u64) -> Vec<usize> {
    let bits: Vec<u32> = (0..64).filter(|b| all >> b & 1 == 1).collect();
    let pack = |mask: u64| -> usize {
        let set = bits
            .iter()
            .enumerate()
            .filter(|(_, b)| mask >> **b & 1 == 1);
        set.fold(0, |acc, (k, _)| acc | 1 << k)
    };
    // Each distinct set once, at its first case: a later case with the same set adds nothing.
    let mut distinct: Vec<(usize, usize)> = Vec::new();
    for (case, &mask) in masks.iter().enumerate() {
        let packed = pack(mask);
        if packed != 0 && !distinct.iter().any(|&(p, _)| p == packed) {
            distinct.push((packed, case));
        }
    }
    let full = (1usize << bits.len()) - 1;
    let mut came_from: Vec<Option<(usize, usize)>> = vec![None; full + 1];
    let mut queue = VecDeque::from([0usize]);
    while let Some(state) = queue.pop_front() {
        if state == full {
            break;
        }
        for &(packed, case) in &distinct {
            let next = state | packed;
            if next != 0 && came_from[next].is_none() {
                came_from[next] = Some((state, case));
                queue.push_back(next);
            }
        }
    }
    let mut chosen = Vec::new();
    let mut state = full;
    while state != 0 {
        let (before, case) = came_from[state].expect("every state on the way was reached");
        chosen.push(case);
        state = before;
    }
    chosen.reverse();
    chosen
}

/// The case that kills most of the programs left, again and again (the earlier on a tie).
fn greedy_cover(masks: &[u64], all: u64) -> Vec<usize> {
    let (mut left, mut chosen) = (all, Vec::new());
    while left != 0 {
        let best =
            (0..masks.len()).max_by_key(|&c| ((masks[c] & left).count_ones(), usize::MAX - c));
        let Some(case) = best.filter(|&c| masks[c] & left != 0) else {
            break;
        };
        chosen.push(case);
        left &= !masks[case];
    }
    chosen
}

/// [`cover`] with the cases tried smallest first (by bytes, then in order), so that of the cases
/// that kill the same programs the smallest is chosen, the quickest to shrink; the chosen cases'
/// indices are `cases`' own.
fn smallest_first(cases: &[Input], masks: &[u64], all: u64) -> (Vec<usize>, bool) {
    let mut order: Vec<usize> = (0..cases.len()).collect();
    order.sort_by_key(|&c| (cases[c].text.len(), c));
    let sorted: Vec<u64> = order.iter().map(|&c| masks[c]).collect();
    let (chosen, exact) = cover(&sorted, all);
    (chosen.into_iter().map(|k| order[k]).collect(), exact)
}

/// The folder of a table's killing tests: `--save-dir`, or `target/check/<problem>-<seed>-kill`.
pub fn folder(root: &Path, options: &CheckOptions) -> PathBuf {
    options.save_dir.clone().unwrap_or_else(|| {
        let name = format!("{}-{}-kill", options.problem.name, options.seed);
        root.join("target").join("check").join(name)
    })
}

/// Chooses, shrinks and saves the tests that kill the failing programs of `rows`.
pub fn find(
    root: &Path,
    options: &CheckOptions,
    cases: &[Input],
    rows: &[Row],
    referees: &[Referee],
    progress: OnProgress,
) -> Killing {
    let masks = kill_masks(cases.len(), rows);
    let all = masks.iter().fold(0, |acc, m| acc | m);
    let in_testdata = |case: usize| cases[case].label.starts_with("testdata ");
    let only = |keep: &dyn Fn(usize) -> bool| -> Vec<u64> {
        let kept = masks.iter().enumerate();
        kept.map(|(case, &m)| if keep(case) { m } else { 0 })
            .collect()
    };
    let (kept, old_exact) = smallest_first(cases, &only(&in_testdata), all);
    let killed_before = kept.iter().fold(0, |acc, &c| acc | masks[c]);
    let (chosen, new_exact) =
        smallest_first(cases, &only(&|c| !in_testdata(c)), all & !killed_before);
    let charges = |chosen: &[usize]| charges(&masks, rows, chosen);
    let testdata = kept.iter().copied().zip(charges(&kept)).collect();
    let folder = folder(root, options);
    clear_old(&folder);
    let first_number = next_number(root, options);
    let mut tests = Vec::new();
    for (k, (&case, kills)) in chosen.iter().zip(charges(&chosen)).enumerate() {
        progress(Progress::Killing {
            number: k + 1,
            of: chosen.len(),
        });
        let test = shrink_killing(options, &cases[case], &kills, referees, progress);
        let name = test_name(first_number + k, &kills, rows);
        tests.push(save_test(root, options, &folder, case, kills, test, name));
    }
    write_manifest(&folder, options, cases, rows, &tests);
    Killing {
        failing: all.count_ones() as usize,
        exact: old_exact && new_exact,
        testdata,
        tests,
        folder,
    }
}

/// Per case, the programs (rows, as bits) that failed it.
fn kill_masks(cases: usize, rows: &[Row]) -> Vec<u64> {
    (0..cases)
        .map(|case| {
            let failed = rows
                .iter()
                .enumerate()
                .filter(|(_, r)| r.cells[case].failed());
            failed.fold(0, |acc, (row, _)| acc | 1 << row)
        })
        .collect()
}

/// The charge of each chosen case, in order: the programs it kills that no case before it
/// kills, with their verdicts on it.
fn charges(masks: &[u64], rows: &[Row], chosen: &[usize]) -> Vec<Vec<(usize, Ruling)>> {
    let mut covered = 0u64;
    let mut charge_of = |case: usize| {
        let charge = masks[case] & !covered;
        covered |= charge;
        (0..rows.len())
            .filter(|row| charge >> row & 1 == 1)
            .filter_map(|row| Some((row, rows[row].cells[case].judgement()?.verdict)))
            .collect()
    };
    chosen.iter().map(|&case| charge_of(case)).collect()
}

/// What a shrinking candidate of a killing test shows.
enum Kills {
    /// It still kills every program in its charge; our answer to it.
    Kills(String),
    /// Our own solvers go wrong on it.
    OurBug(String),
}

/// The shrunk input of a killing test, how far it went and our answer.
type ShrunkTest = (String, Shrinking, Kills);

/// Shrinks `case` while every program of `kills` still fails it with its verdict.
fn shrink_killing(
    options: &CheckOptions,
    case: &Input,
    kills: &[(usize, Ruling)],
    referees: &[Referee],
    progress: OnProgress,
) -> ShrunkTest {
    let problem = options.problem;
    let start = std::time::Instant::now();
    let judged = std::sync::atomic::AtomicU64::new(0);
    let probe = |candidate: &str| {
        if options.size == Size::Contest && !problem.within_contest(candidate) {
            return Probe::Passes;
        }
        let ours = match referees[0].answer(candidate) {
            Answer::Ours(ours) => ours,
            Answer::OurBug(why) => return Probe::Abort(Kills::OurBug(why)),
            Answer::Invalid => return Probe::Passes,
        };
        let count = judged.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        progress(Progress::Shrinking {
            judged: count,
            elapsed: start.elapsed(),
            most: options.shrink_budget,
        });
        let all_fail = kills.iter().all(|&(row, verdict)| {
            let referee = &referees[row];
            let margin = crate::judge::memory_margin_kb(&referee.limits);
            let judged = referee.confirmed(candidate, ours.clone(), margin);
            matches!(judged, Judged::Failed(f) if f.verdict == verdict)
        });
        if all_fail {
            Probe::Fails(Kills::Kills(ours))
        } else {
            Probe::Passes
        }
    };
    let ours = match referees[0].answer(&case.text) {
        Answer::Ours(ours) => ours,
        _ => String::new(),
    };
    let shrunk = shrink::shrink_within(
        case.text.clone(),
        Kills::Kills(ours),
        &problem.shrinking.smaller,
        &probe,
        options.jobs,
        options.shrink_budget,
    );
    let shrinking = Shrinking {
        steps: shrunk.steps,
        end: shrunk.end,
        elapsed: start.elapsed(),
    };
    (shrunk.input, shrinking, shrunk.found)
}

/// Writes a killing test and our answer; a shrinking that met our own bug saves the input our
/// solvers went wrong on, with no answer.
fn save_test(
    root: &Path,
    options: &CheckOptions,
    folder: &Path,
    case: usize,
    kills: Vec<(usize, Ruling)>,
    (input, shrinking, found): ShrunkTest,
    name: String,
) -> KillingTest {
    let at = CheckOptions {
        save: Some(folder.join(format!("{name}.in"))),
        ..options.clone()
    };
    let (ours, our_bug) = match found {
        Kills::Kills(ours) => (ours, None),
        Kills::OurBug(why) => (String::new(), Some(why)),
    };
    let saved = save(root, &at, &input, &ours);
    KillingTest {
        case,
        kills,
        input,
        shrinking,
        name,
        saved,
        our_bug,
    }
}

/// `19-kills-wrong-slow`: the number, then the short names of the programs it kills (only
/// letters, digits and `-`, at most 40 characters).
fn test_name(number: usize, kills: &[(usize, Ruling)], rows: &[Row]) -> String {
    let names: Vec<String> = kills
        .iter()
        .map(|&(row, _)| slug(&rows[row].name))
        .collect();
    let mut joined = names.join("-");
    if joined.len() > 40 {
        joined.truncate(40);
        joined = joined.trim_end_matches('-').to_owned();
    }
    format!("{number:02}-kills-{joined}")
}

/// A name in lower case letters, digits and `-`.
fn slug(name: &str) -> String {
    let words: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let parts: Vec<&str> = words.split('-').filter(|p| !p.is_empty()).collect();
    parts.join("-")
}

/// The number after the highest of the problem's testdata cases (`18-near-touch` gives 19).
fn next_number(root: &Path, options: &CheckOptions) -> usize {
    let folder = root.join("testdata").join(options.problem.name);
    let numbers = gamecore::workspace::cases_in(&folder)
        .into_iter()
        .filter_map(|name| {
            let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
            digits.parse::<usize>().ok()
        });
    numbers.max().unwrap_or(0) + 1
}

/// Removes the killing tests of an earlier table from `folder` (names with `-kills-`), so that
/// what it holds is this table's.
fn clear_old(folder: &Path) {
    let entries = std::fs::read_dir(folder).into_iter().flatten().flatten();
    for entry in entries {
        let name = entry.file_name().to_string_lossy().into_owned();
        let ours = name.contains("-kills-") && (name.ends_with(".in") || name.ends_with(".ans"));
        if ours || name == MANIFEST {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// The manifest lines of the killing tests, for `testdata/<problem>/manifest.txt`.
pub const MANIFEST: &str = "manifest-lines.txt";

/// Writes [`MANIFEST`]: a line per test saying what it kills and where it came from, checked by
/// the brute force where it fits, else a `second:` check left for the setter to describe.
fn write_manifest(
    folder: &Path,
    options: &CheckOptions,
    cases: &[Input],
    rows: &[Row],
    tests: &[KillingTest],
) {
    if tests.is_empty() {
        return;
    }
    let text = manifest_lines(options, cases, rows, tests);
    let _ = std::fs::write(folder.join(MANIFEST), text);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fewest cases covering `all`, by trying every subset.
    fn fewest(masks: &[u64], all: u64) -> usize {
        let reachable = masks.iter().fold(0, |acc, m| acc | (m & all));
        (0u32..1 << masks.len())
            .filter(|set| {
                let union = (0..masks.len())
                    .filter(|c| set >> c & 1 == 1)
                    .fold(0, |acc, c| acc | masks[c]);
                union & reachable == reachable
            })
            .map(u32::count_ones)
            .min()
            .unwrap_or(0) as usize
    }

    #[test]
    fn the_exact_cover_takes_the_fewest_where_greedy_does_not() {
        // Greedy takes the case of four first and then needs two more; two cases suffice.
        let masks = [0b001111, 0b010011, 0b101100];
        let (chosen, exact) = cover(&masks, 0b111111);
        assert!(exact);
        assert_eq!(chosen, [1, 2]);
        assert_eq!(greedy_cover(&masks, 0b111111), [0, 1, 2]);
    }

    #[test]
    fn the_exact_cover_is_as_small_as_any_on_small_tables() {
        let mut rng = gamecore::rng::SplitMix64::new(7);
        for _ in 0..300 {
            let cases = 1 + rng.below(9) as usize;
            let masks: Vec<u64> = (0..cases).map(|_| rng.below(1 << 6)).collect();
            let all = masks.iter().fold(0, |acc, m| acc | m);
            let (chosen, exact) = cover(&masks, all);
            assert!(exact);
            let union = chosen.iter().fold(0, |acc, &c| acc | masks[c]);
            assert_eq!(union, all, "{masks:?}");
            assert_eq!(chosen.len(), fewest(&masks, all), "{masks:?}");
            let greedy = greedy_cover(&masks, all);
            assert_eq!(greedy.iter().fold(0, |acc, &c| acc | masks[c]), all);
        }
    }

    #[test]
    fn many_programs_are_covered_greedily() {
        // 20 programs, each case kills a run of three: greedy, and everything covered.
        let masks: Vec<u64> = (0..18).map(|k| 0b111 << k).collect();
        let all = (1 << 20) - 1;
        let (chosen, exact) = cover(&masks, all);
        assert!(!exact);
        assert_eq!(chosen.iter().fold(0, |acc, &c| acc | masks[c]), all);
        assert_eq!(cover(&[], 0), (vec![], true));
    }

    #[test]
    fn names_are_numbered_and_plain() {
        assert_eq!(slug("Wrong: float eps"), "wrong-float-eps");
        assert_eq!(slug("--x--"), "x");
    }
}
