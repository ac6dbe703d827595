//! What a check prints: the progress line (terminals only), the report of a failure, the saved
//! files and the summary line that always comes last.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use gamecore::problem::Size;

use crate::judge::Failure;
use crate::options::CheckOptions;
use crate::shrink::ShrinkEnd;
use crate::verdict::{Verdict, first_difference};
use crate::workspace::plural;

/// The progress line, rewritten in place, only when stdout is a terminal.
pub struct Progress {
    on: bool,
    /// When the shrinking line was last shown (every job reports to it).
    shown: Mutex<Option<Instant>>,
}

impl Progress {
    /// A progress line if stdout is a terminal, else nothing.
    pub fn new() -> Self {
        Progress {
            on: std::io::stdout().is_terminal(),
            shown: Mutex::new(None),
        }
    }

    /// Shows the state of the run.
    pub fn show(&self, cases: u64, elapsed: Duration, size: &str) {
        if self.on {
            let rate = cases as f64 / elapsed.as_secs_f64().max(1e-3);
            let seconds = elapsed.as_secs_f64();
            self.write(&format!(
                "{cases} cases, {rate:.0}/s, {seconds:.1} s, size {size}"
            ));
        }
    }

    /// Shows the state of shrinking, at most ten times a second.
    pub fn show_shrinking(&self, judged: u64, elapsed: Duration, most: Duration) {
        if !self.on {
            return;
        }
        let mut shown = self.shown.lock().unwrap_or_else(|e| e.into_inner());
        if shown.is_some_and(|t| t.elapsed() < Duration::from_millis(100)) {
            return;
        }
        *shown = Some(Instant::now());
        self.write(&shrinking_line(judged, elapsed, most));
    }

    /// Clears the line before the report.
    pub fn clear(&self) {
        if self.on {
            self.write("");
        }
    }

    fn write(&self, line: &str) {
        let mut out = std::io::stdout().lock();
        let _ = write!(out, "\r\x1b[2K{line}");
        let _ = out.flush();
    }
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

/// The `cargo xtask check` command that runs this check again with the same inputs: the seed,
/// the size and the case count (it sets how fast the generated sizes grow) as given.
pub fn rerun_line(options: &CheckOptions) -> String {
    let mut line = format!(
        "cargo xtask check {} --seed {}",
        options.problem.name, options.seed
    );
    if options.cases != u64::MAX {
        line.push_str(&format!(" --cases {}", options.cases));
    }
    if options.size == Size::Beyond {
        line.push_str(" --size beyond");
    }
    if options.time_limit != options.problem.time_limit {
        line.push_str(&format!(
            " --time-limit {}",
            options.time_limit.as_secs_f64()
        ));
    }
    format!("{line} -- {}", command_line(&options.command))
}

/// The report of a failure, after shrinking: everything but the summary line.
pub fn failure_report(
    label: &str,
    input: &str,
    failure: &Failure,
    steps: usize,
    end: ShrinkEnd,
) -> String {
    let verdict = failure.verdict;
    let mut out = format!("FAILED: {verdict} ({}) on {label}\n", verdict.code());
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
    });
    let lines = plural(input.lines().count(), "line");
    out.push_str(&format!("input ({lines}):\n{}", excerpt(input)));
    out.push_str(&format!("our answer:\n{}", excerpt(&failure.ours)));
    let theirs = String::from_utf8_lossy(&failure.run.stdout);
    out.push_str(&format!("your answer:\n{}", excerpt(&theirs)));
    out.push_str(&match failure.verdict {
        Verdict::WrongAnswer => difference_line(&failure.ours, &theirs),
        Verdict::TimeLimit => format!("killed after {:.2} s\n", failure.run.elapsed.as_secs_f64()),
        Verdict::OutputLimit => format!(
            "killed after {} bytes of output\n",
            failure.run.stdout.len()
        ),
        Verdict::RuntimeError => ended(failure.run.status()),
        Verdict::NotUtf8 => "its output is not valid UTF-8\n".to_owned(),
        Verdict::Accepted => String::new(),
    });
    let errors = String::from_utf8_lossy(&failure.run.stderr_tail);
    if !errors.trim().is_empty() {
        out.push_str(&format!("your stderr (its end):\n{}", excerpt(&errors)));
    }
    out
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
    use crate::registry::find;

    /// The options of `chapaev --seed 3 [--cases N] [--size S] [--time-limit T] -- <command>`.
    fn options(cases: u64, size: Size, time_limit: f64, command: &[&str]) -> CheckOptions {
        CheckOptions {
            problem: find("chapaev").unwrap(),
            budget: Duration::from_secs(60),
            shrink_budget: Duration::from_secs(60),
            cases,
            seed: 3,
            time_limit: Duration::from_secs_f64(time_limit),
            jobs: 1,
            size,
            save: None,
            command: command.iter().map(|w| w.to_string()).collect(),
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
    fn the_rerun_line_keeps_what_chooses_the_inputs() {
        let plain = options(u64::MAX, Size::Contest, 1.0, &["./sol"]);
        assert_eq!(
            rerun_line(&plain),
            "cargo xtask check chapaev --seed 3 -- ./sol"
        );
        // The case count sets how fast the generated sizes grow: case i depends on it.
        let all = options(40, Size::Beyond, 0.5, &["./sol", "a b"]);
        assert_eq!(
            rerun_line(&all),
            "cargo xtask check chapaev --seed 3 --cases 40 --size beyond --time-limit 0.5 \
             -- ./sol 'a b'"
        );
    }
}
