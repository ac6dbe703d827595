//! The property the fuzz target checks, on every problem of the workspace's registry
//! ([`problems::PROBLEMS`]): on any bytes, a solver either answers (newline-terminated lines;
//! empty only for an input of no tests) or refuses with an `InputError` whose message is one
//! line; it never panics, overflows its stack or hangs (libFuzzer reports those itself).
//!
//! The target ([`fuzz`]) picks the problem from the input's first byte and gives it the rest,
//! so that one run covers every problem and a problem `cargo xtask new` adds is fuzzed with no
//! line here. With [`PROBLEM_VAR`] set to a problem's name, every input goes whole to that
//! problem (a corpus of its own testdata files, as they are). A problem's
//! [`problems::Problem::fuzz_fits`] says which valid inputs are solved as well as parsed.

use std::sync::OnceLock;

use gamecore::InputError;
use gamecore::input::decode;
use problems::{PROBLEMS, Problem};

/// The environment variable that sends every input to one problem, by name.
pub const PROBLEM_VAR: &str = "FUZZ_PROBLEM";

/// Reads [`PROBLEM_VAR`] before the first input (the target's `init`), so that a name the
/// registry lacks ends the run at once instead of as a crash on an input.
pub fn init() {
    chosen();
}

/// The fuzz target: the problem [`pick`] chooses, checked on the rest of the input.
pub fn fuzz(data: &[u8]) {
    if let Some((problem, input)) = pick(chosen(), data) {
        check_problem(problem, input);
    }
}

/// The problem `data` goes to and the bytes it is given: all of them to `chosen`, or else the
/// rest to the problem its first byte numbers (modulo the number of problems); `None` for no
/// bytes without a chosen problem.
pub fn pick<'a>(
    chosen: Option<&'static Problem>,
    data: &'a [u8],
) -> Option<(&'static Problem, &'a [u8])> {
    if let Some(problem) = chosen {
        return Some((problem, data));
    }
    let (&first, rest) = data.split_first()?;
    Some((PROBLEMS[usize::from(first) % PROBLEMS.len()], rest))
}

/// The problem [`PROBLEM_VAR`] names, read once; a name the registry lacks ends the run with
/// the list of names.
fn chosen() -> Option<&'static Problem> {
    static CHOSEN: OnceLock<Option<&'static Problem>> = OnceLock::new();
    *CHOSEN.get_or_init(|| {
        let name = std::env::var(PROBLEM_VAR).ok()?;
        match problems::find(&name) {
            Ok(problem) => Some(problem),
            Err(why) => {
                eprintln!("{PROBLEM_VAR}: {why}");
                std::process::exit(2);
            }
        }
    })
}

/// Checks `problem` on `data`: every input is parsed, and solved unless the problem's
/// [`Problem::fuzz_fits`] says that it is too large to solve at once under the sanitizer.
pub fn check_problem(problem: &Problem, data: &[u8]) {
    if decode(data).is_ok_and(|text| !(problem.fuzz_fits)(text)) {
        return;
    }
    check(data, problem.solve);
}

/// Runs `solve` on `data` as the command line would and checks the shape of what comes back.
pub fn check(data: &[u8], solve: fn(&str) -> Result<String, InputError>) {
    match decode(data).and_then(solve) {
        Ok(answer) => {
            assert!(
                answer.is_empty() || answer.ends_with('\n'),
                "an answer without a final newline"
            );
        }
        Err(error) => {
            let message = error.to_string();
            assert!(
                !message.contains('\n'),
                "a message of several lines: {message:?}"
            );
            assert!(
                error.pos.line >= 1 && error.pos.column >= 1,
                "a position before the input"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use gamecore::workspace::{cases_in, slow_cases_in, workspace_root};

    #[test]
    fn the_first_byte_picks_the_problem_unless_one_is_chosen() {
        let count = PROBLEMS.len();
        for (index, problem) in PROBLEMS.iter().enumerate() {
            for first in [index, index + count] {
                let data = [first as u8, b'7'];
                let (picked, rest) = pick(None, &data).unwrap();
                assert_eq!(picked.name, problem.name);
                assert_eq!(rest, b"7");
            }
        }
        assert!(pick(None, b"").is_none());
        let (picked, rest) = pick(Some(PROBLEMS[0]), b"7").unwrap();
        assert_eq!((picked.name, rest), (PROBLEMS[0].name, &b"7"[..]));
    }

    /// The seed corpus: every testdata input, valid and invalid (the slow ones left out), keeps
    /// the property through the target's own path.
    #[test]
    fn every_quick_testdata_input_keeps_the_property() {
        let mut checked = 0;
        for (index, problem) in PROBLEMS.iter().enumerate() {
            let folder = workspace_root().join("testdata").join(problem.name);
            let slow = slow_cases_in(&folder);
            for dir in [folder.clone(), folder.join("invalid")] {
                for case in cases_in(&dir).difference(&slow) {
                    let mut data = vec![index as u8];
                    data.extend(std::fs::read(dir.join(format!("{case}.in"))).unwrap());
                    let (picked, input) = pick(None, &data).unwrap();
                    check_problem(picked, input);
                    checked += 1;
                }
            }
        }
        assert!(checked >= 5 * PROBLEMS.len(), "{checked} inputs");
    }
}
