//! The report of a program's failure: the verdict and the run's figures, how shrinking went, the
//! input, our answer and yours where they were compared, else how the run ended (the limit it
//! passed, its exit code or signal, the error its stderr names, a hint on the stack or a JVM's
//! memory), and its stderr folded.

use std::path::Path;

use gamecore::explore::table::thousands;
use gamecore::problem::Problem;
use gamecore::workspace::plural;

use super::parts::{excerpt, megabytes, seconds, stats_words};
use crate::child::{End, RunStats, WALL_CAP};
use crate::judge::Failure;
use crate::limits::Limits;
use crate::multitest::TestNote;
use crate::outcome::{Found, Shrinking};
use crate::shrink::ShrinkEnd;
use crate::stderr::{Stderr, says_stack_overflow};
use crate::verdict::{Ruling, compared, first_difference};

/// What a report says besides the failure: the problem's limits, the run's and which test of
/// several failed.
pub struct Context<'a> {
    /// The problem.
    pub problem: &'static Problem,
    /// The memory and stack of the runs.
    pub limits: &'a Limits,
    /// Which test of an input of several failed, before shrinking.
    pub note: Option<&'a TestNote>,
    /// The program's command line (a JVM's memory report says more).
    pub command: &'a [String],
    /// The figures of the run on the case as it was found, when the input reported is a
    /// smaller one (shrunk, or its failing test alone): the verdict line shows them, and a line
    /// after the shrinking shows the smaller input's own.
    pub found: Option<RunStats>,
}

/// Whether a command starts a JVM: its program is `java`.
fn is_jvm(command: &[String]) -> bool {
    command.first().is_some_and(|program| {
        Path::new(program)
            .file_name()
            .is_some_and(|name| name == "java")
    })
}

/// The report of a check's failure (everything but the saved files, the rerun and summary
/// lines).
pub fn found_report(found: &Found) -> String {
    let context = Context {
        problem: found.at.problem,
        limits: &found.limits,
        note: found.note.as_ref(),
        command: &found.at.command,
        found: (found.input != found.case.text).then_some(found.found_stats),
    };
    let label = format!("{} (size {})", found.case.label, found.case.size);
    let shrinking = found.shrinking;
    failure_report(
        &label,
        &found.input,
        &found.failure,
        shrinking.steps,
        shrinking.end,
        &context,
    )
}

/// How far shrinking our own bug went, as the report says it.
pub fn our_shrinking(shrinking: Shrinking) -> String {
    let steps = plural(shrinking.steps, "step");
    match shrinking.end {
        ShrinkEnd::OutOfTime => format!("shrunk in {steps}, then out of time"),
        ShrinkEnd::NotAsked => "not shrunk (asked: --shrink-seconds 0)".to_owned(),
        _ if shrinking.steps == 0 => "not shrunk: no single smaller step shows it".to_owned(),
        _ => format!("shrunk in {steps} to a local minimum"),
    }
}

/// The report of a failure, after shrinking: everything but the summary line. Our answer is
/// shown only when the verdict compared it (WA), never for RE, TLE, OLE or MLE.
pub fn failure_report(
    label: &str,
    input: &str,
    failure: &Failure,
    steps: usize,
    end: ShrinkEnd,
    context: &Context,
) -> String {
    let verdict = failure.verdict;
    let mut out = format!(
        "FAILED: {verdict} ({}) on {label}: {}\n",
        verdict.code(),
        stats_words(context.found.as_ref().unwrap_or(&failure.run.stats))
    );
    if let Some(note) = context.note {
        out.push_str(&test_note(note, compared(verdict)));
    }
    out.push_str(&how_far(steps, end));
    if context.found.is_some() {
        out.push_str(&own_figures(failure, context.limits));
    }
    let lines = plural(input.lines().count(), "line");
    out.push_str(&format!("input ({lines}):\n{}", excerpt(input)));
    if !context.problem.within_contest(input) {
        out.push_str(
            "this input is beyond the contest's limits (--size beyond): a contest solution \
             need not pass it\n",
        );
    }
    if compared(verdict) {
        let theirs = String::from_utf8_lossy(&failure.run.stdout);
        out.push_str(&format!("our answer:\n{}", excerpt(&failure.ours)));
        out.push_str(&format!("your answer:\n{}", excerpt(&theirs)));
        out.push_str(&match verdict {
            Ruling::WrongAnswer => difference_line(&failure.ours, &theirs),
            _ => "its output is not valid UTF-8\n".to_owned(),
        });
    } else {
        out.push_str(&how_it_ended(failure, context));
    }
    out.push_str(&stderr_part(&failure.run.stderr));
    out
}

/// The smaller input's own figures, from the run that confirmed its verdict, and how a resource
/// verdict was confirmed.
fn own_figures(failure: &Failure, limits: &Limits) -> String {
    let how = match failure.verdict {
        Ruling::TimeLimit => " (its second run: both passed the time limit)".to_owned(),
        Ruling::MemoryLimit => format!(
            " (its second run: both passed the memory limit, the second by more than the \
             margin of {} that shrinking asks)",
            megabytes(crate::judge::memory_margin_kb(limits))
        ),
        _ => String::new(),
    };
    format!(
        "the smaller input's own run: {}{how}\n",
        stats_words(&failure.run.stats)
    )
}

/// How far shrinking went, as a failure's report says it.
fn how_far(steps: usize, end: ShrinkEnd) -> String {
    match end {
        ShrinkEnd::LocalMinimum if steps == 0 => {
            "not shrunk: no single smaller step fails the same way\n".to_owned()
        }
        ShrinkEnd::LocalMinimum => format!(
            "shrunk in {} to a local minimum: no single smaller step fails the same way\n",
            plural(steps, "step")
        ),
        ShrinkEnd::OutOfTime => format!(
            "shrunk in {}, then out of time (perhaps not yet a local minimum)\n",
            plural(steps, "step")
        ),
        ShrinkEnd::Aborted => String::new(),
        ShrinkEnd::NotAsked => "not shrunk (asked: --shrink-seconds 0)\n".to_owned(),
    }
}

/// The program's stderr, its repeats folded, under a line that counts its lines; nothing when
/// it wrote none.
fn stderr_part(errors: &Stderr) -> String {
    if errors.is_empty() {
        return String::new();
    }
    let count = errors.lines();
    let lines = format!(
        "{} line{}",
        thousands(count),
        if count == 1 { "" } else { "s" }
    );
    format!("your stderr ({lines}; repeats folded):\n{}", folded(errors))
}

/// A program's stderr as indented lines: repeats folded, the lines left out counted.
pub fn folded(errors: &Stderr) -> String {
    let mut out = String::new();
    for (line, more) in errors.kept() {
        let Some(line) = line else {
            out.push_str(&format!("  ... ({} lines left out)\n", thousands(more)));
            continue;
        };
        out.push_str(&format!("  {line}\n"));
        match more {
            0 => {}
            1 => out.push_str("  (the same line once more)\n"),
            more => out.push_str(&format!(
                "  (the same line {} more times)\n",
                thousands(more)
            )),
        }
    }
    out
}

/// The lines on the failing test of several: ours and theirs where they were compared, else
/// where their output stops; and whether the shrinking started from that test alone.
fn test_note(note: &TestNote, compared: bool) -> String {
    let (number, count) = (note.index + 1, note.count);
    let mut out = if compared {
        format!(
            "test {number} of {count} fails:\nexpected (our answer to test {number}):\n{}\
             found (yours):\n{}",
            excerpt(note.ours.trim_end()),
            excerpt(note.theirs.trim_end())
        )
    } else {
        format!(
            "test {number} of {count}: your output stops there (the answers before it are right)\n"
        )
    };
    out.push_str(&if note.alone {
        format!(
            "test {number} alone fails the same way: the input was reduced to it before shrinking\n"
        )
    } else {
        format!("test {number} alone passes: the whole input was shrunk\n")
    });
    out
}

/// What ended a run that was not compared: the time, the output cap, the memory, the exit code
/// or signal; the error line of its stderr; and a hint about the stack when it may have
/// overflowed.
fn how_it_ended(failure: &Failure, context: &Context) -> String {
    let run = &failure.run;
    let limits = context.limits;
    let mut out = match run.end {
        End::TimedOut => format!(
            "its CPU time passed the time limit of {} (--time-limit)\n",
            seconds(run.time_limit)
        ),
        End::WallCap => format!(
            "killed at the wall-clock cap of {} ({WALL_CAP} times the time limit, not counting \
             time spent waiting for a CPU) with {} of CPU time: it waits (sleeps, reads input \
             that never comes)\n",
            seconds(run.time_limit.saturating_mul(WALL_CAP)),
            seconds(run.stats.cpu)
        ),
        End::OverCap => format!("killed after {} bytes of output\n", run.stdout.len()),
        End::OverMemory { killed: true } if limits.capped_by_machine() => format!(
            "killed when its resident memory passed {}, this machine's share per job (the \
             memory limit, {}, is more)\n",
            megabytes(limits.kill_kb),
            megabytes(limits.memory_kb)
        ),
        End::OverMemory { killed: true } => format!(
            "killed when its resident memory passed the memory limit of {} (--memory-limit)\n",
            megabytes(limits.memory_kb)
        ),
        End::OverMemory { killed: false } => format!(
            "peak resident memory {}, above the memory limit of {} (--memory-limit)\n",
            megabytes(run.stats.peak_kb),
            megabytes(limits.memory_kb)
        ),
        End::Exited(status) => ended(Some(status)),
    };
    if let Some(cause) = run.stderr.cause() {
        out.push_str(&format!("the error, from your stderr: {}\n", cause.trim()));
    }
    if failure.verdict == Ruling::RuntimeError && maybe_stack(run) {
        out.push_str(&stack_hint(context));
    }
    if failure.verdict == Ruling::MemoryLimit && is_jvm(context.command) {
        out.push_str(JVM_HINT);
    }
    out
}

/// The hint on a JVM's memory limit exceeded.
const JVM_HINT: &str = "hint: a JVM's own memory counts (its code, threads, garbage collector and \
     class data: tens of MB before your first object), as the contest's judge counts it; `-Xmx` \
     bounds only the heap, so the limit must hold the heap and all that: a smaller -Xmx ends in \
     an OutOfMemoryError (a runtime error) instead, never in less than the JVM's own\n";

/// Whether a crash may be a stack overflow: its stderr says so, or a segmentation fault.
fn maybe_stack(run: &crate::child::Execution) -> bool {
    use std::os::unix::process::ExitStatusExt;
    let signal = run.status().and_then(|s| s.signal());
    says_stack_overflow(&run.stderr) || matches!(signal, Some(libc::SIGSEGV | libc::SIGBUS))
}

/// The stack this check gave and the contest's judge's.
fn stack_hint(context: &Context) -> String {
    let resources = &context.problem.resources;
    let stack = |kb: Option<u64>| kb.map_or("unlimited".to_owned(), megabytes);
    format!(
        "hint: if this is a stack overflow (deep recursion), this run's stack was {} (--stack); \
         the contest's judge gave {} ({}); JVM and Python programs set their own (java -Xss, \
         sys.setrecursionlimit), and a larger stack counts against the memory limit as it is \
         used (--memory-limit)\n",
        stack(context.limits.stack_kb),
        stack(resources.stack_mb.map(|mb| mb * 1024)),
        resources.judge
    )
}

/// How a program that did not exit normally ended: its exit code or the signal that ended it.
fn ended(status: Option<std::process::ExitStatus>) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (
        status.and_then(|s| s.code()),
        status.and_then(|s| s.signal()),
    ) {
        (Some(code), _) => format!("exit code {code}\n"),
        (None, Some(signal)) => format!("killed by signal {signal}{}\n", signal_name(signal)),
        (None, None) => "ended without an exit code\n".to_owned(),
    }
}

/// ` (SIGSEGV)` for the signals a crash usually raises, else nothing.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        libc::SIGABRT => " (SIGABRT)",
        libc::SIGBUS => " (SIGBUS)",
        libc::SIGFPE => " (SIGFPE)",
        libc::SIGILL => " (SIGILL)",
        libc::SIGKILL => " (SIGKILL)",
        libc::SIGPIPE => " (SIGPIPE)",
        libc::SIGSEGV => " (SIGSEGV)",
        libc::SIGTERM => " (SIGTERM)",
        _ => "",
    }
}

fn difference_line(ours: &str, theirs: &str) -> String {
    let Some(d) = first_difference(ours, theirs) else {
        return String::new();
    };
    let shown = |t: &Option<String>| match t {
        None => "end of output".to_owned(),
        Some(t) if t.chars().count() > 60 => {
            format!(
                "`{}...` ({} bytes)",
                t.chars().take(60).collect::<String>(),
                t.len()
            )
        }
        Some(t) => format!("`{t}`"),
    };
    format!(
        "first difference: token {} (your line {}, column {}): ours {}, yours {}\n",
        d.token,
        d.line,
        d.column,
        shown(&d.ours),
        shown(&d.theirs)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    use problems::find;

    use crate::child::RunStats;

    /// A failure of `verdict` ending as `end`, with `stdout` and `stderr`.
    fn failure(verdict: Ruling, end: End, stdout: &str, stderr: &str) -> Failure {
        Failure {
            verdict,
            ours: "WIN\n".into(),
            run: crate::child::Execution {
                end,
                stdout: stdout.as_bytes().to_vec(),
                stderr: crate::stderr::Stderr::read(&mut stderr.as_bytes()),
                stats: RunStats {
                    cpu: Duration::from_millis(15),
                    wall: Duration::from_millis(20),
                    peak_kb: 300 * 1024,
                    peak_at_most: false,
                },
                time_limit: Duration::from_secs(1),
            },
        }
    }

    fn report(input: &str, failure: &Failure, limits: &Limits) -> String {
        report_of(input, failure, limits, &["./sol".to_owned()])
    }

    fn report_of(input: &str, failure: &Failure, limits: &Limits, command: &[String]) -> String {
        let context = Context {
            problem: find("more-reclamation").unwrap(),
            limits,
            note: None,
            command,
            found: None,
        };
        failure_report("case", input, failure, 0, ShrinkEnd::LocalMinimum, &context)
    }

    fn exited(code: i32) -> End {
        use std::os::unix::process::ExitStatusExt;
        End::Exited(std::process::ExitStatus::from_raw(code << 8))
    }

    #[test]
    fn a_crash_shows_no_answer_but_its_error_and_the_stack() {
        let limits = Limits::new(256, Some(8), 1);
        let crash = failure(
            Ruling::RuntimeError,
            exited(1),
            "WIN\n",
            "Traceback (most recent call last):\nRecursionError: maximum recursion depth exceeded\n",
        );
        let shown = report("1 0\n", &crash, &limits);
        assert!(
            !shown.contains("our answer") && !shown.contains("your answer"),
            "{shown}"
        );
        assert!(
            shown.contains(
                "exit code 1\nthe error, from your stderr: RecursionError: maximum recursion \
                 depth exceeded\nhint: if this is a stack overflow (deep recursion), this run's \
                 stack was 8 MB (--stack); the contest's judge gave 256 MB (Codeforces"
            ),
            "{shown}"
        );
        assert!(
            shown.contains(
                "(java -Xss, sys.setrecursionlimit), and a larger stack counts against the memory \
                 limit as it is used (--memory-limit)\n"
            ),
            "{shown}"
        );
    }

    #[test]
    fn memory_reports_say_which_limit() {
        let limits = Limits::new(256, None, 1);
        let peak = failure(
            Ruling::MemoryLimit,
            End::OverMemory { killed: false },
            "",
            "",
        );
        assert!(report("1 0\n", &peak, &limits).contains(
            "peak resident memory 300 MB, above the memory limit of 256 MB (--memory-limit)\n"
        ));
        let killed = failure(
            Ruling::MemoryLimit,
            End::OverMemory { killed: true },
            "",
            "",
        );
        assert!(report("1 0\n", &killed, &limits).contains(
            "killed when its resident memory passed the memory limit of 256 MB (--memory-limit)\n"
        ));
        let machine = Limits {
            kill_kb: 100 * 1024,
            ..limits
        };
        assert!(report("1 0\n", &killed, &machine).contains(
            "killed when its resident memory passed 100 MB, this machine's share per job"
        ));
        // A JVM is told that its own memory counts and what -Xmx bounds; another program not.
        assert!(!report("1 0\n", &killed, &limits).contains("hint"));
        let java = [
            "/usr/bin/java".to_owned(),
            "-Xmx200m".to_owned(),
            "Main".to_owned(),
        ];
        let shown = report_of("1 0\n", &killed, &limits, &java);
        assert!(shown.contains("hint: a JVM's own memory counts"), "{shown}");
        assert!(shown.contains("`-Xmx` bounds only the heap"), "{shown}");
    }

    #[test]
    fn every_verdict_line_shows_cpu_wall_and_peak_and_a_timeout_says_which_limit() {
        let limits = Limits::new(256, None, 1);
        let wrong = failure(Ruling::WrongAnswer, exited(0), "LOSE\n", "");
        assert!(report("1 0\n", &wrong, &limits).starts_with(
            "FAILED: wrong answer (WA) on case: CPU 0.01 s, wall 0.02 s, peak 300 MB\n"
        ));
        let cpu = failure(Ruling::TimeLimit, End::TimedOut, "", "");
        assert!(
            report("1 0\n", &cpu, &limits)
                .contains("its CPU time passed the time limit of 1.00 s (--time-limit)\n")
        );
        let waits = failure(Ruling::TimeLimit, End::WallCap, "", "");
        assert!(report("1 0\n", &waits, &limits).contains(
            "killed at the wall-clock cap of 3.00 s (3 times the time limit, not counting time \
             spent waiting for a CPU) with 0.01 s of CPU time: it waits"
        ));
    }

    #[test]
    fn a_wrong_answer_shows_both_and_an_input_beyond_the_contest_says_so() {
        let limits = Limits::new(256, None, 1);
        let wrong = failure(Ruling::WrongAnswer, exited(0), "LOSE\n", "");
        let within = report("1 0\n", &wrong, &limits);
        assert!(
            within.contains("our answer:\n  WIN\nyour answer:\n  LOSE\n"),
            "{within}"
        );
        assert!(!within.contains("beyond"), "{within}");
        // More Reclamation's contest has at most 100 rows; we accept more.
        assert!((find("more-reclamation").unwrap().solve)("101 0\n").is_ok());
        let beyond = report("101 0\n", &wrong, &limits);
        assert!(
            beyond.contains("this input is beyond the contest's limits (--size beyond)"),
            "{beyond}"
        );
    }
}
