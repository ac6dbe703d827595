//! The words of a check's [`Progress`]: the passing line of the cases judged or of the smaller
//! inputs judged while shrinking (a terminal rewrites it in place), and the lines of the events
//! a log keeps (a failure found, its shrinking ended, a killing test being shrunk).

use std::time::Duration;

use gamecore::workspace::plural;

use crate::outcome::Progress;

/// A progress event as a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressLine {
    /// How far the run is: worth showing only where it can be rewritten in place.
    Passing(String),
    /// Something happened: worth a line of its own in a log.
    Event(String),
}

/// The line of a progress event.
pub fn progress_line(event: &Progress) -> ProgressLine {
    match event {
        Progress::Cases {
            done,
            elapsed,
            size,
        } => ProgressLine::Passing(cases_line(*done, *elapsed, size)),
        Progress::Shrinking {
            judged,
            elapsed,
            most,
        } => ProgressLine::Passing(shrinking_line(*judged, *elapsed, *most)),
        Progress::Found {
            verdict,
            label,
            size,
            ran,
        } => ProgressLine::Event(format!(
            "found: {verdict} ({}) on {label} (size {size}) after {}; shrinking it",
            verdict.code(),
            plural(*ran as usize, "case")
        )),
        Progress::Shrunk(shrinking) => ProgressLine::Event(format!(
            "shrinking ended after {} in {:.1} s",
            plural(shrinking.steps, "step"),
            shrinking.elapsed.as_secs_f64()
        )),
        Progress::Killing { number, of } => {
            ProgressLine::Event(format!("shrinking killing test {number} of {of}"))
        }
    }
}

/// The progress line of the run of cases: cases judged, their rate, the time and a size.
fn cases_line(cases: u64, elapsed: Duration, size: &str) -> String {
    let rate = cases as f64 / elapsed.as_secs_f64().max(1e-3);
    let seconds = elapsed.as_secs_f64();
    format!("{cases} cases, {rate:.0}/s, {seconds:.1} s, size {size}")
}

/// The progress line while shrinking: the smaller inputs judged so far, and the time spent of
/// the most it may take.
fn shrinking_line(judged: u64, elapsed: Duration, most: Duration) -> String {
    format!(
        "shrinking the failing input: {} judged, {:.1} s (at most {:.0} s)",
        plural(judged as usize, "smaller input"),
        elapsed.as_secs_f64(),
        most.as_secs_f64()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shrinking_line_says_how_far_and_how_long_at_most() {
        let second = Duration::from_secs(1);
        assert_eq!(
            shrinking_line(1, second / 2, 30 * second),
            "shrinking the failing input: 1 smaller input judged, 0.5 s (at most 30 s)"
        );
        assert_eq!(
            shrinking_line(412, 31 * second, 60 * second),
            "shrinking the failing input: 412 smaller inputs judged, 31.0 s (at most 60 s)"
        );
    }
}
