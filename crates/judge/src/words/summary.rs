//! The text of a check's [`Checked`] outcome: the report of a failure, where its input went, the
//! commands that reproduce it, and the summary line that always comes last.

use gamecore::workspace::plural;

use super::failure::{found_report, our_shrinking};
use super::parts::{excerpt, shown_path};
use super::rerun::{RERUN, rerun_line};
use crate::options::CheckOptions;
use crate::outcome::{Checked, Ending, Found, OurBug, Saved};
use crate::shell::command_line;

/// What a check prints on stdout; `Err` with the one line of a program that cannot be started
/// (a usage error's, for stderr).
pub fn checked_report(outcome: &Checked) -> Result<String, String> {
    let ran = plural(outcome.ran as usize, "case");
    match &outcome.end {
        Ending::Passed => {
            let seconds = outcome.elapsed.as_secs_f64();
            Ok(format!(
                "{ran} ({} from testdata, seed {}) in {seconds:.1} s, {:.0} per second\n\
                 {ran}, 0 failed\n",
                outcome.from_testdata,
                outcome.options.seed,
                outcome.ran as f64 / seconds.max(1e-3)
            ))
        }
        Ending::Failed(found) => Ok(failed(found, &ran)),
        Ending::OurBug(bug) => Ok(our_bug(bug, &ran)),
        Ending::CannotRun(why) => Err(why.clone()),
    }
}

/// A program's failure: the report, then the saved files and the summary.
fn failed(found: &Found, ran: &str) -> String {
    let verdict = found.failure.verdict;
    let what = format!("{verdict} ({}) on {}", verdict.code(), found.case.label);
    let mut text = found_report(found);
    text.push_str(&finish(&found.at, &found.saved, ran, &what));
    text
}

/// Our own bug, loudly: never the contestant's fault.
fn our_bug(bug: &OurBug, ran: &str) -> String {
    let mut text = format!("!!! OUR BUG, not yours: {}\n", bug.why);
    text.push_str(&format!(
        "!!! on {} (size {}), {}; please report it with this input:\n",
        bug.case.label,
        bug.case.size,
        our_shrinking(bug.shrinking)
    ));
    text.push_str(&excerpt(&bug.case.text));
    let what = format!("OUR BUG on {}", bug.case.label);
    text.push_str(&finish(&bug.at, &bug.saved, ran, &what));
    text
}

/// Where the input went, the commands that reproduce the failure, and the summary line.
fn finish(at: &CheckOptions, saved: &Saved, ran: &str, what: &str) -> String {
    let (input, answer) = (shown_path(&saved.input), shown_path(&saved.answer));
    let rerun = rerun_line(RERUN, at);
    match &saved.error {
        None => format!(
            "saved: {input} (our answer: {answer})\nreproduce: {} < {input}\n\
             rerun the check: {rerun}\n{ran}, 1 failed: {what}; input saved to {input}\n",
            command_line(&at.command)
        ),
        Some(why) => format!(
            "rerun the check: {rerun}\n{ran}, 1 failed: {what}; the input could not be saved \
             ({why})\n"
        ),
    }
}
