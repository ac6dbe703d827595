//! The text of a check's [`Checked`] outcome: the report of a failure, where its input went, the
//! commands that reproduce it, and the summary line that always comes last.

use gamecore::workspace::plural;

use super::failure::{found_report, our_shrinking};
use super::parts::{excerpt, megabytes, seconds, shown_path};
use super::rerun::rerun_line;
use crate::options::CheckOptions;
use crate::outcome::{Checked, Ending, Found, Margin, OurBug, Saved};
use crate::shell::command_line;

/// What a check prints on stdout, its rerun line starting with `rerun` (the caller's command
/// that runs a check); `Err` with the one line of a program that cannot be started (a usage
/// error's, for stderr).
pub fn checked_report(outcome: &Checked, rerun: &str) -> Result<String, String> {
    let ran = plural(outcome.ran as usize, "case");
    match &outcome.end {
        Ending::Passed => {
            let seconds = outcome.elapsed.as_secs_f64();
            Ok(format!(
                "{ran} ({} from testdata, seed {}) in {seconds:.1} s, {:.0} per second\n\
                 {}{ran}, 0 failed\n",
                outcome.from_testdata,
                outcome.options.seed,
                outcome.ran as f64 / seconds.max(1e-3),
                margin_line(&outcome.margin, &outcome.options)
            ))
        }
        Ending::Failed(found) => Ok(failed(found, &ran, rerun)),
        Ending::OurBug(bug) => Ok(our_bug(bug, &ran, rerun)),
        Ending::CannotRun(why) => Err(why.clone()),
    }
}

/// How close a passing check came to the limits: its slowest run's CPU time as a share of the
/// time limit, its peak memory as a share of the memory limit, and the largest input it passed;
/// nothing when no case ran.
fn margin_line(margin: &Margin, options: &CheckOptions) -> String {
    let Some((label, size)) = &margin.largest else {
        return String::new();
    };
    let limit = options.time_limit.as_secs_f64();
    let cpu = margin.slowest.as_secs_f64();
    let memory_kb = options.memory_mb * 1024;
    let peak = match margin.peak_kb {
        0 => "not seen (every run ended before it was sampled)".to_owned(),
        kb => format!(
            "{} ({:.0}% of {})",
            megabytes(kb),
            100.0 * kb as f64 / memory_kb as f64,
            megabytes(memory_kb)
        ),
    };
    format!(
        "margin: slowest run {} of CPU ({:.0}% of the {limit} s limit), peak memory {peak}, \
         largest input {label} ({size})\n",
        seconds(margin.slowest),
        100.0 * cpu / limit
    )
}

/// A program's failure: the report, then the saved files and the summary.
fn failed(found: &Found, ran: &str, rerun: &str) -> String {
    let verdict = found.failure.verdict;
    let what = format!("{verdict} ({}) on {}", verdict.code(), found.case.label);
    let mut text = found_report(found);
    text.push_str(&finish(&found.at, &found.saved, ran, &what, rerun));
    text
}

/// Our own bug, loudly: never the contestant's fault.
fn our_bug(bug: &OurBug, ran: &str, rerun: &str) -> String {
    let mut text = format!("!!! OUR BUG, not yours: {}\n", bug.why);
    text.push_str(&format!(
        "!!! on {} (size {}), {}; please report it with this input:\n",
        bug.case.label,
        bug.case.size,
        our_shrinking(bug.shrinking)
    ));
    text.push_str(&excerpt(&bug.case.text));
    let what = format!("OUR BUG on {}", bug.case.label);
    text.push_str(&finish(&bug.at, &bug.saved, ran, &what, rerun));
    text
}

/// Where the input went, the commands that reproduce the failure, and the summary line.
fn finish(at: &CheckOptions, saved: &Saved, ran: &str, what: &str, prefix: &str) -> String {
    let (input, answer) = (shown_path(&saved.input), shown_path(&saved.answer));
    let rerun = rerun_line(prefix, at);
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

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::child::RunStats;
    use crate::sources::Input;

    #[test]
    fn a_pass_says_how_close_it_came_to_the_limits() {
        let options = CheckOptions::new(problems::find("chapaev").unwrap(), vec!["x".into()]);
        let mut margin = Margin::default();
        assert_eq!(margin_line(&margin, &options), "");
        let case = |label: &str, size: &str, text: &str| Input {
            label: label.into(),
            size: size.into(),
            text: text.into(),
        };
        let stats = |millis, peak_kb, peak_at_most| RunStats {
            cpu: Duration::from_millis(millis),
            wall: Duration::from_millis(millis),
            peak_kb,
            peak_at_most,
        };
        margin.add(
            &case("generated #1", "discs=3, 40 bytes", &"x".repeat(40)),
            &stats(250, 6 * 1024, false),
            3,
        );
        margin.add(
            &case("testdata 01", "90 bytes", &"x".repeat(90)),
            &stats(20, 60 * 1024, true),
            0,
        );
        margin.add(
            &case("generated #2", "discs=2, 50 bytes", &"x".repeat(50)),
            &stats(10, 1024, false),
            2,
        );
        assert_eq!(
            margin_line(&margin, &options),
            "margin: slowest run 0.25 s of CPU (25% of the 1 s limit), peak memory 6 MB (9% of 64 \
             MB), largest input generated #1 (discs=3, 40 bytes)\n"
        );
    }
}
