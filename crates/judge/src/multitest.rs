//! Inputs of several tests (a problem's [`TestSplit`]): which test a failure is in, with our
//! answer and theirs for that test, and that test alone as the input to shrink when it fails
//! the same way by itself.

use gamecore::problem::TestSplit;

use crate::judge::{Failure, Judged, Referee};
use crate::verdict::{first_difference, tokens_with_offsets};

/// Where in an input of several tests a failure is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestNote {
    /// The failing test, from 0.
    pub index: usize,
    /// The tests of the input.
    pub count: usize,
    /// Our answer to that test, as part of the whole input.
    pub ours: String,
    /// Their output where that answer belongs (empty when it stops before).
    pub theirs: String,
    /// Whether that test alone fails the same way, so that shrinking started from it.
    pub alone: bool,
}

/// The failing input, reduced to its failing test when that test fails alone.
pub struct Reduced {
    /// The input to shrink.
    pub input: String,
    /// The failure on it.
    pub failure: Failure,
    /// Which test failed, for an input of several tests.
    pub note: Option<TestNote>,
}

/// Finds the failing test of `input` (a test's answer where their output first differs from
/// ours, or where it stops) and judges it alone; keeps the whole input when it passes alone.
pub fn reduce(referee: &Referee, input: String, failure: Failure) -> Reduced {
    let theirs = String::from_utf8_lossy(&failure.run.stdout).into_owned();
    let located = referee
        .problem
        .tests
        .and_then(|split| locate(&split, &input, &failure.ours, &theirs));
    let Some((mut note, alone)) = located else {
        return Reduced {
            input,
            failure,
            note: None,
        };
    };
    match referee.judge_shrinking(&alone) {
        Judged::Failed(again) if again.verdict == failure.verdict => {
            note.alone = true;
            Reduced {
                input: alone,
                failure: again,
                note: Some(note),
            }
        }
        _ => Reduced {
            input,
            failure,
            note: Some(note),
        },
    }
}

/// The test of `input` where `theirs` first differs from `ours`, with that test alone as an
/// input; `None` for an input of one test or output that does not differ.
pub fn locate(
    split: &TestSplit,
    input: &str,
    ours: &str,
    theirs: &str,
) -> Option<(TestNote, String)> {
    let mut inputs = (split.inputs)(input)?;
    let answers = (split.answers)(ours);
    if inputs.len() < 2 || answers.len() != inputs.len() {
        return None;
    }
    let difference = first_difference(ours, theirs)?;
    // The tokens before each test's answer, then the test whose answer holds the difference.
    let mut before = 0;
    let mut index = answers.len() - 1;
    for (i, answer) in answers.iter().enumerate() {
        let tokens = answer.split_ascii_whitespace().count();
        if difference.token <= before + tokens {
            index = i;
            break;
        }
        before += tokens;
    }
    let tokens = answers[index].split_ascii_whitespace().count();
    let note = TestNote {
        index,
        count: answers.len(),
        ours: answers[index].clone(),
        theirs: token_span(theirs, before, before + tokens),
        alone: false,
    };
    Some((note, inputs.swap_remove(index)))
}

/// The text of tokens `from..to` (from 0) of `text` with the whitespace between them, to the end
/// of the line of the last one; empty when `text` has no token `from`.
fn token_span(text: &str, from: usize, to: usize) -> String {
    let offsets: Vec<(usize, &str)> = tokens_with_offsets(text)
        .skip(from)
        .take(to - from)
        .collect();
    let (Some(&(start, _)), Some(&(last, token))) = (offsets.first(), offsets.last()) else {
        return String::new();
    };
    let end = last + token.len();
    let line_end = text[end..].find('\n').map_or(text.len(), |i| end + i + 1);
    text[start..line_end].to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use problems::find;

    #[test]
    fn the_test_of_the_first_difference_is_found() {
        let split = find("painters-duel").unwrap().tests.unwrap();
        let input = "3\n2 1 1 2 1 0\n2 1 1 2 3 0\n2 2 1 2 3 0\n";
        let ours = (find("painters-duel").unwrap().solve)(input).unwrap();
        let mut lines: Vec<&str> = ours.lines().collect();
        let wrong = "Case #2: 99";
        lines[1] = wrong;
        let theirs = lines.join("\n") + "\n";
        let (note, alone) = locate(&split, input, &ours, &theirs).unwrap();
        assert_eq!((note.index, note.count), (1, 3));
        assert_eq!(note.ours, ours.lines().nth(1).unwrap().to_owned() + "\n");
        assert_eq!(note.theirs, format!("{wrong}\n"));
        assert_eq!(alone, "1\n2 1 1 2 3 0\n");
        // Output that stops after the first test locates the second, with nothing of theirs.
        let first = ours.lines().next().unwrap().to_owned() + "\n";
        let (stopped, _) = locate(&split, input, &ours, &first).unwrap();
        assert_eq!((stopped.index, stopped.theirs.as_str()), (1, ""));
        assert!(locate(&split, input, &ours, &ours).is_none());
    }

    /// A referee of painters-duel for a program that prints `alone` for an input of one test
    /// and `several` for any other.
    fn printing(alone: &str, several: &str) -> Referee {
        let script = r#"read t; if [ "$t" = 1 ]; then printf %s "$1"; else printf %s "$2"; fi"#;
        Referee {
            problem: find("painters-duel").unwrap(),
            program: crate::child::Program {
                argv: ["sh", "-c", script, "sh", alone, several]
                    .map(str::to_owned)
                    .to_vec(),
            },
            time_limit: std::time::Duration::from_secs(5),
            limits: crate::limits::Limits::new(256, None, 1),
        }
    }

    #[test]
    fn a_failing_test_is_tried_alone_before_shrinking() {
        let input = "3\n2 1 1 2 1 0\n2 1 1 2 3 0\n2 2 1 2 3 0\n";
        let ours = (find("painters-duel").unwrap().solve)(input).unwrap();
        let mut lines: Vec<String> = ours.lines().map(str::to_owned).collect();
        lines[2] = "Case #3: 99".into();
        let theirs = lines.join("\n") + "\n";
        let third = "1\n2 2 1 2 3 0\n";
        let right = (find("painters-duel").unwrap().solve)(third).unwrap();
        for (alone, fails_alone) in [("Case #1: 99\n", true), (right.as_str(), false)] {
            let referee = printing(alone, &theirs);
            let Judged::Failed(failure) = referee.judge(input) else {
                panic!("not a failure")
            };
            let reduced = reduce(&referee, input.to_owned(), failure);
            let note = reduced.note.unwrap();
            assert_eq!((note.index, note.count, note.alone), (2, 3, fails_alone));
            let kept = if fails_alone { third } else { input };
            assert_eq!(reduced.input, kept);
        }
    }

    #[test]
    fn an_input_of_one_test_is_not_located() {
        let split = find("painters-duel").unwrap().tests.unwrap();
        assert!(locate(&split, "1\n2 1 1 2 1 0\n", "Case #1: 0\n", "x").is_none());
    }

    #[test]
    fn every_multi_test_problem_splits_its_testdata_consistently() {
        for problem in problems::PROBLEMS {
            let Some(split) = problem.tests else { continue };
            let folder = gamecore::workspace::workspace_root()
                .join("testdata")
                .join(problem.name);
            let slow = gamecore::workspace::slow_cases_in(&folder);
            for entry in std::fs::read_dir(&folder).unwrap().flatten() {
                let path = entry.path();
                if path.extension().is_none_or(|e| e != "in") {
                    continue;
                }
                // Cases marked slow (painters-duel's side-12 roots: up to a minute each) are
                // left to `cargo xtask verify --slow`, as verify itself leaves them.
                let case = path.file_stem().unwrap().to_string_lossy().into_owned();
                if slow.contains(&case) {
                    continue;
                }
                let input = std::fs::read_to_string(&path).unwrap();
                let whole = (split.answers)(&(problem.solve)(&input).unwrap());
                let alone = (split.inputs)(&input).unwrap();
                assert_eq!(whole.len(), alone.len(), "{}", path.display());
                for (test, answer) in alone.iter().zip(&whole) {
                    let own = (split.answers)(&(problem.solve)(test).unwrap());
                    let count = |a: &str| a.split_ascii_whitespace().count();
                    assert_eq!(own.len(), 1, "{}", path.display());
                    assert_eq!(count(&own[0]), count(answer), "{}", path.display());
                }
            }
        }
    }
}
