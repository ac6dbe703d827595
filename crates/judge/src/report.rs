//! The words of a check's outcome, for its caller to print: the progress lines, the report of a
//! failure, the rerun line; and where a failing input is saved. The judge itself prints nothing.

use std::path::{Path, PathBuf};
use std::time::Duration;

use gamecore::explore::table::thousands;
use gamecore::problem::{Problem, Size};

use crate::child::{End, RunStats, WALL_CAP};
use crate::judge::Failure;
use crate::limits::Limits;
use crate::multitest::TestNote;
use crate::options::{CheckOptions, DEFAULT_SHRINK_BUDGET};
use crate::outcome::{Found, Shrinking};
use crate::shrink::ShrinkEnd;
use crate::stderr::says_stack_overflow;
use crate::verdict::{Verdict, compared, first_difference};
use gamecore::workspace::plural;

/// The progress line of the run of cases: cases judged, their rate, the time and a size.
pub fn cases_line(cases: u64, elapsed: Duration, size: &str) -> String {
    let rate = cases as f64 / elapsed.as_secs_f64().max(1e-3);
    let seconds = elapsed.as_secs_f64();
    format!("{cases} cases, {rate:.0}/s, {seconds:.1} s, size {size}")
}

/// The progress line while shrinking: the smaller inputs judged so far, and the time spent of
/// the most it may take.
pub fn shrinking_line(judged: u64, elapsed: Duration, most: Duration) -> String {
    format!(
        "shrinking the failing input: {} judged, {:.1} s (at most {:.0} s)",
        plural(judged as usize, "smaller input"),
        elapsed.as_secs_f64(),
        most.as_secs_f64()
    )
}

/// Lines shown of a long text.
const SHOWN_LINES: usize = 24;

/// Characters shown of a long line.
const SHOWN_CHARS: usize = 200;

/// A text indented by two spaces, whole when short, else its first lines and characters, with
/// a note of what is left out.
pub fn excerpt(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    for line in lines.iter().take(SHOWN_LINES) {
        let length = line.chars().count();
        let shown: String = line.chars().take(SHOWN_CHARS).collect();
        if length > SHOWN_CHARS {
            out.push_str(&format!("  {shown} ... ({length} characters)\n"));
        } else {
            out.push_str(&format!("  {shown}\n"));
        }
    }
    if lines.len() > SHOWN_LINES {
        out.push_str(&format!(
            "  ... ({} more lines; {} bytes in all)\n",
            lines.len() - SHOWN_LINES,
            text.len()
        ));
    }
    if text.trim().is_empty() {
        out.push_str("  (nothing)\n");
    }
    out
}

/// Where the input and our answer are saved: `--save PATH` or `target/check/<problem>-<seed>.in`,
/// our answer in the same name ending in `.ans`.
pub fn save_paths(root: &Path, options: &CheckOptions) -> (PathBuf, PathBuf) {
    let input = options.save.clone().unwrap_or_else(|| {
        root.join("target")
            .join("check")
            .join(format!("{}-{}.in", options.problem.name, options.seed))
    });
    let answer = if input.extension().is_some_and(|e| e == "in") {
        input.with_extension("ans")
    } else {
        PathBuf::from(format!("{}.ans", input.display()))
    };
    (input, answer)
}

/// Writes the input and our answer; returns the error to print if that fails.
pub fn save(paths: &(PathBuf, PathBuf), input: &str, ours: &str) -> Result<(), String> {
    if let Some(folder) = paths.0.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    }
    std::fs::write(&paths.0, input)
        .map_err(|e| format!("cannot write {}: {e}", paths.0.display()))?;
    std::fs::write(&paths.1, ours).map_err(|e| format!("cannot write {}: {e}", paths.1.display()))
}

/// A path as the user can type it: relative to the current directory when inside it.
pub fn shown_path(path: &Path) -> String {
    std::env::current_dir()
        .ok()
        .and_then(|here| path.strip_prefix(here).ok().map(Path::to_path_buf))
        .unwrap_or_else(|| path.to_path_buf())
        .display()
        .to_string()
}

/// A word as a POSIX shell reads it back.
fn shell_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:+,@%".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// The program's command line, quoted for a shell.
pub fn command_line(argv: &[String]) -> String {
    argv.iter()
        .map(|w| shell_word(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The command (`prefix`, the caller's, e.g. `cargo xtask check`, then the options) that judges
/// the failing case again, alone (`--case K`), with
/// every option that chooses its input, its verdict or its shrinking: the seed, the size, the
/// testdata, the families, the size cap, the time limit, the memory limit and the stack (each
/// when not the problem's default), and the shrinking budget (the shrunk input depends on it)
/// when not the default. The case count, the time budget and the jobs do not change a case, and
/// are left out.
pub fn rerun_line(prefix: &str, options: &CheckOptions) -> String {
    let problem = options.problem;
    let mut line = format!("{prefix} {} --seed {}", problem.name, options.seed);
    if let Some(case) = options.case {
        line.push_str(&format!(" --case {case}"));
    }
    if options.size == Size::Beyond {
        line.push_str(" --size beyond");
    }
    if !options.testdata {
        line.push_str(" --no-testdata");
    }
    for &family in &options.families {
        line.push_str(&format!(" --family {}", problem.families[family].name));
    }
    if let Some(most) = options.max_size {
        line.push_str(&format!(" --max-size {most}"));
    }
    if options.time_limit != problem.time_limit {
        line.push_str(&format!(
            " --time-limit {}",
            options.time_limit.as_secs_f64()
        ));
    }
    line.push_str(&resources_options(options));
    format!("{line} -- {}", command_line(&options.command))
}

/// The options of the rerun line for the memory limit, the stack and the shrinking budget, each
/// when it differs from its default.
fn resources_options(options: &CheckOptions) -> String {
    let resources = options.problem.resources;
    let mut words = String::new();
    if options.memory_mb != resources.memory_mb {
        words.push_str(&format!(" --memory-limit {}", options.memory_mb));
    }
    if options.stack_mb != resources.stack_mb {
        match options.stack_mb {
            Some(mb) => words.push_str(&format!(" --stack {mb}")),
            None => words.push_str(" --stack unlimited"),
        }
    }
    if options.shrink_budget != DEFAULT_SHRINK_BUDGET {
        let seconds = options.shrink_budget.as_secs_f64();
        words.push_str(&format!(" --shrink-seconds {seconds}"));
    }
    words
}

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
        stats_words(&failure.run.stats)
    );
    if let Some(note) = context.note {
        out.push_str(&test_note(note, compared(verdict)));
    }
    out.push_str(&match end {
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
    });
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
            Verdict::WrongAnswer => difference_line(&failure.ours, &theirs),
            _ => "its output is not valid UTF-8\n".to_owned(),
        });
    } else {
        out.push_str(&how_it_ended(failure, context));
    }
    let errors = &failure.run.stderr;
    if !errors.is_empty() {
        let count = errors.lines();
        let lines = format!(
            "{} line{}",
            thousands(count),
            if count == 1 { "" } else { "s" }
        );
        out.push_str(&format!(
            "your stderr ({lines}; repeats folded):\n{}",
            errors.render()
        ));
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
    if failure.verdict == Verdict::RuntimeError && maybe_stack(run) {
        out.push_str(&stack_hint(context));
    }
    if failure.verdict == Verdict::MemoryLimit && is_jvm(context.command) {
        out.push_str(JVM_HINT);
    }
    out
}

/// What a run used, as every verdict line shows it: `CPU 0.42 s, wall 1.10 s, peak 9.1 MB`
/// (`peak at most 14 MB` when it ended before its memory was looked at).
pub fn stats_words(stats: &RunStats) -> String {
    format!(
        "CPU {}, wall {}, peak {}{}",
        seconds(stats.cpu),
        seconds(stats.wall),
        if stats.peak_at_most { "at most " } else { "" },
        megabytes(stats.peak_kb)
    )
}

/// A duration as `1.00 s`.
fn seconds(time: Duration) -> String {
    format!("{:.2} s", time.as_secs_f64())
}

/// The hint on a JVM's memory limit exceeded.
const JVM_HINT: &str = "hint: a JVM's own memory counts (its code, threads, garbage collector and \
     class data: tens of MB before your first object), as the contest's judge counts it; `-Xmx` \
     bounds only the heap, so the limit must hold the heap and all that: a smaller -Xmx ends in \
     an OutOfMemoryError (a runtime error) instead, never in less than the JVM's own\n";

/// Whether a crash may be a stack overflow: its stderr says so, or a segmentation fault.
fn maybe_stack(run: &crate::child::Run) -> bool {
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
         sys.setrecursionlimit)\n",
        stack(context.limits.stack_kb),
        stack(resources.stack_mb.map(|mb| mb * 1024)),
        resources.judge
    )
}

/// KiB as `64 MB` (or `1.5 MB` when not whole).
pub fn megabytes(kb: u64) -> String {
    if kb.is_multiple_of(1024) {
        format!("{} MB", kb / 1024)
    } else {
        format!("{:.1} MB", kb as f64 / 1024.0)
    }
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
    use problems::find;

    /// The options of `chapaev --seed 3 [--cases N] [--size S] [--time-limit T] -- <command>`.
    fn options(cases: u64, size: Size, time_limit: f64, command: &[&str]) -> CheckOptions {
        let command = command.iter().map(|w| w.to_string()).collect();
        CheckOptions {
            cases,
            seed: 3,
            time_limit: Duration::from_secs_f64(time_limit),
            size,
            ..CheckOptions::new(find("chapaev").unwrap(), command)
        }
    }

    #[test]
    fn an_excerpt_says_what_it_leaves_out() {
        assert_eq!(excerpt("1 0\n"), "  1 0\n");
        assert_eq!(excerpt(""), "  (nothing)\n");
        let long = format!("{}\n", "#".repeat(250));
        assert_eq!(
            excerpt(&long),
            format!("  {} ... (250 characters)\n", "#".repeat(200))
        );
        let many: String = (1..=30).map(|i| format!("{i}\n")).collect();
        let shown = excerpt(&many);
        assert!(shown.starts_with("  1\n  2\n"), "{shown}");
        assert!(
            shown.ends_with("  24\n  ... (6 more lines; 81 bytes in all)\n"),
            "{shown}"
        );
    }

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

    #[test]
    fn the_rerun_line_keeps_what_chooses_the_case_and_its_verdict() {
        let plain = options(u64::MAX, Size::Contest, 1.0, &["./sol"]);
        assert_eq!(
            rerun_line("cargo xtask check", &plain),
            "cargo xtask check chapaev --seed 3 -- ./sol"
        );
        // The case count, the budget and the jobs do not change case 440: left out.
        let all = CheckOptions {
            case: Some(440),
            testdata: false,
            families: vec![3, 1],
            max_size: Some(12),
            jobs: 2,
            budget: Duration::from_secs(600),
            ..options(40, Size::Beyond, 0.5, &["./sol", "a b"])
        };
        assert_eq!(
            rerun_line("cargo xtask check", &all),
            "cargo xtask check chapaev --seed 3 --case 440 --size beyond --no-testdata \
             --family judge --family lattice --max-size 12 --time-limit 0.5 -- ./sol 'a b'"
        );
    }

    #[test]
    fn the_rerun_line_keeps_memory_stack_and_shrinking_when_not_the_defaults() {
        let plain = options(u64::MAX, Size::Contest, 1.0, &["./sol"]);
        let defaults = plain.problem.resources;
        // The problem's own memory and stack, given again, are defaults still: left out.
        let same = CheckOptions {
            memory_mb: defaults.memory_mb,
            stack_mb: defaults.stack_mb,
            shrink_budget: DEFAULT_SHRINK_BUDGET,
            ..plain.clone()
        };
        assert_eq!(
            rerun_line("cargo xtask check", &same),
            "cargo xtask check chapaev --seed 3 -- ./sol"
        );
        // Chapaev's judge (Timus) has a stack limit of its own: unlimited is not the default.
        assert!(defaults.stack_mb.is_some());
        let changed = CheckOptions {
            memory_mb: defaults.memory_mb + 100,
            stack_mb: None,
            shrink_budget: Duration::from_millis(2500),
            ..plain.clone()
        };
        assert_eq!(
            rerun_line("cargo xtask check", &changed),
            format!(
                "cargo xtask check chapaev --seed 3 --memory-limit {} --stack unlimited \
                 --shrink-seconds 2.5 -- ./sol",
                defaults.memory_mb + 100
            )
        );
        let other_stack = defaults.stack_mb.map_or(8, |mb| mb + 2);
        let stack = CheckOptions {
            stack_mb: Some(other_stack),
            shrink_budget: Duration::ZERO,
            ..plain
        };
        assert_eq!(
            rerun_line("cargo xtask check", &stack),
            format!(
                "cargo xtask check chapaev --seed 3 --stack {other_stack} --shrink-seconds 0 -- ./sol"
            )
        );
    }

    /// A failure of `verdict` ending as `end`, with `stdout` and `stderr`.
    fn failure(verdict: Verdict, end: End, stdout: &str, stderr: &str) -> Failure {
        Failure {
            verdict,
            ours: "WIN\n".into(),
            run: crate::child::Run {
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
            Verdict::RuntimeError,
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
    }

    #[test]
    fn memory_reports_say_which_limit() {
        let limits = Limits::new(256, None, 1);
        let peak = failure(
            Verdict::MemoryLimit,
            End::OverMemory { killed: false },
            "",
            "",
        );
        assert!(report("1 0\n", &peak, &limits).contains(
            "peak resident memory 300 MB, above the memory limit of 256 MB (--memory-limit)\n"
        ));
        let killed = failure(
            Verdict::MemoryLimit,
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
        let wrong = failure(Verdict::WrongAnswer, exited(0), "LOSE\n", "");
        assert!(report("1 0\n", &wrong, &limits).starts_with(
            "FAILED: wrong answer (WA) on case: CPU 0.01 s, wall 0.02 s, peak 300 MB\n"
        ));
        let cpu = failure(Verdict::TimeLimit, End::TimedOut, "", "");
        assert!(
            report("1 0\n", &cpu, &limits)
                .contains("its CPU time passed the time limit of 1.00 s (--time-limit)\n")
        );
        let waits = failure(Verdict::TimeLimit, End::WallCap, "", "");
        assert!(report("1 0\n", &waits, &limits).contains(
            "killed at the wall-clock cap of 3.00 s (3 times the time limit, not counting time \
             spent waiting for a CPU) with 0.01 s of CPU time: it waits"
        ));
    }

    #[test]
    fn a_wrong_answer_shows_both_and_an_input_beyond_the_contest_says_so() {
        let limits = Limits::new(256, None, 1);
        let wrong = failure(Verdict::WrongAnswer, exited(0), "LOSE\n", "");
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
