//! Running the contestant's program once, as a judge does: no shell, the input on stdin, a wall
//! clock limit, a cap on the output and the memory and stack [`Limits`], enforced by killing the
//! program (the stack by the kernel).

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use crate::limits::{Limits, memory_kb};
use crate::reap::{Reaped, wait4};
use crate::stderr::Stderr;

/// How one run of the program ended.
#[derive(Debug)]
pub struct Run {
    /// How it ended: exited, or killed at the time limit or the output cap.
    pub end: End,
    /// What it wrote to stdout (at most the cap).
    pub stdout: Vec<u8>,
    /// What it wrote to stderr, summarised for the report.
    pub stderr: Stderr,
    /// Wall-clock time from start to end.
    pub elapsed: Duration,
    /// Its peak resident memory in KiB: the most of its own peak (`VmHWM`) and of the resident
    /// memory of it and the processes it started, seen while it ran, and of `ru_maxrss` where
    /// that is its own (see [`crate::reap`]).
    pub peak_kb: u64,
}

impl Run {
    /// How the process ended; `None` when it was killed at a limit.
    pub fn status(&self) -> Option<ExitStatus> {
        match self.end {
            End::Exited(status) => Some(status),
            End::TimedOut | End::OverCap | End::OverMemory { .. } => None,
        }
    }
}

/// What the program is: the command and its arguments, exactly as the user gave them.
#[derive(Clone, Debug)]
pub struct Program {
    /// The executable and its arguments.
    pub argv: Vec<String>,
}

impl Program {
    /// Runs the program once on `input`; `Err` only when it cannot be started at all.
    pub fn run(
        &self,
        input: &str,
        limit: Duration,
        cap: usize,
        limits: &Limits,
    ) -> Result<Run, String> {
        let start = Instant::now();
        let mut child = self.spawn(limits)?;
        let feeder = child.stdin.take().map(|mut stdin| {
            let bytes = input.as_bytes().to_vec();
            // A program that exits without reading all its input closes the pipe: not an error.
            thread::spawn(move || drop(stdin.write_all(&bytes)))
        });
        let (events, stdout_end) = mpsc::channel();
        let mut stdout = child.stdout.take().expect("stdout is piped");
        let reader = thread::spawn(move || read_capped(&mut stdout, cap, &events));
        let mut stderr = child.stderr.take().expect("stderr is piped");
        let errors = thread::spawn(move || Stderr::read(&mut stderr));
        let mut watch = Watch::new(&child, limits);
        let mut end = wait_until(&mut child, start + limit, &stdout_end, &mut watch);
        let elapsed = start.elapsed();
        if matches!(end, End::Exited(_)) && watch.peak_kb > limits.memory_kb {
            end = End::OverMemory { killed: false };
        }
        // The readers end at end of file, once every writer to the pipes is gone.
        let stdout = reader.join().unwrap_or_default();
        let stderr = errors.join().unwrap_or_default();
        if let Some(feeder) = feeder {
            let _ = feeder.join();
        }
        Ok(Run {
            end,
            stdout,
            stderr,
            elapsed,
            peak_kb: watch.peak_kb,
        })
    }

    fn spawn(&self, limits: &Limits) -> Result<Child, String> {
        use std::os::unix::process::CommandExt;
        let (program, args) = self.argv.split_first().ok_or("no command given")?;
        let mut command = Command::new(program);
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            // Its own process group, so that a timeout also ends whatever it started.
            .process_group(0);
        limits
            .spawn(&mut command)
            .map_err(|e| format!("cannot run `{program}`: {e}"))
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The process exited (or was ended by a signal) by itself.
    Exited(ExitStatus),
    /// Killed at the time limit.
    TimedOut,
    /// Killed for writing more than the cap to stdout.
    OverCap,
    /// Its peak resident memory passed the memory limit: `killed` when it was killed at the
    /// kill point of [`Limits`], else it ended by itself.
    OverMemory {
        /// Whether it was killed for it.
        killed: bool,
    },
}

/// How often resident memory is looked at while the program runs.
const MEMORY_POLL: Duration = Duration::from_millis(5);

/// The running program's memory, looked at every [`MEMORY_POLL`], and its reaping with its peak.
struct Watch {
    pid: u32,
    kill_kb: u64,
    peak_kb: u64,
    looked: Instant,
    /// Reaped already: its id may belong to another job's child now, never to be waited for.
    reaped: bool,
}

impl Watch {
    fn new(child: &Child, limits: &Limits) -> Self {
        Watch {
            pid: child.id(),
            kill_kb: limits.kill_kb,
            peak_kb: 0,
            looked: Instant::now(),
            reaped: false,
        }
    }

    /// Whether its resident memory has passed the kill point (looked at when due).
    fn over(&mut self) -> bool {
        if self.looked.elapsed() < MEMORY_POLL {
            return false;
        }
        self.looked = Instant::now();
        let Some(memory) = memory_kb(self.pid) else {
            return false;
        };
        self.peak_kb = self.peak_kb.max(memory.peak_kb);
        memory.resident_kb > self.kill_kb
    }

    /// Reaps the child if it has ended, keeping the larger peak.
    fn reaped(&mut self) -> Option<ExitStatus> {
        self.reap(false)
    }

    /// Reaps the child, waiting for it when `block`, unless it was reaped already.
    fn reap(&mut self, block: bool) -> Option<ExitStatus> {
        if self.reaped {
            return None;
        }
        let reaped: Reaped = wait4(self.pid, block).ok()??;
        self.reaped = true;
        self.peak_kb = self.peak_kb.max(reaped.own_peak_kb().unwrap_or(0));
        Some(reaped.status)
    }
}

/// How often the wait looks whether the child has exited while its stdout is still open (a
/// process it started holds it).
const EXIT_POLL: Duration = Duration::from_millis(10);

/// Waits for the child until `deadline` or an output overflow, killing its process group in
/// those two cases. It waits for the end of its stdout (a program's output ends when it exits),
/// which is seen at once, then polls for the exit itself: std has no wait with a timeout. While
/// stdout stays open it also looks for the exit every [`EXIT_POLL`]: a program that exits leaving
/// a process of its own holding stdout has ended, as a judge sees it, and that process is killed
/// with its group.
/// Its memory is watched all along, and a run whose resident memory passes the kill point is
/// killed too. The child is reaped with `wait4` for its peak memory, never by std.
fn wait_until(
    child: &mut Child,
    deadline: Instant,
    stdout_end: &Receiver<StdoutEnd>,
    watch: &mut Watch,
) -> End {
    let end = loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match stdout_end.recv_timeout(left.min(EXIT_POLL).min(MEMORY_POLL)) {
            Ok(StdoutEnd::OverCap) => break End::OverCap,
            Ok(StdoutEnd::Closed) | Err(RecvTimeoutError::Disconnected) => {
                match wait_for_exit(deadline, watch) {
                    Ok(status) => return End::Exited(status),
                    Err(end) => break end,
                }
            }
            Err(RecvTimeoutError::Timeout) => {
                // Reaped: its group lives on in whatever holds stdout open (so its id is not
                // reused before the kill below), or it exited just before its stdout's end was
                // seen and the group is empty (the kill finds nobody).
                if let Some(status) = watch.reaped() {
                    break End::Exited(status);
                }
                if watch.over() {
                    break End::OverMemory { killed: true };
                }
                if Instant::now() >= deadline {
                    break End::TimedOut;
                }
            }
        }
    };
    kill_group(child);
    // A killed child is reaped here, for its peak memory too.
    watch.reap(true);
    end
}

/// Polls for the child's exit until `deadline` or the memory kill point, returning how it
/// ended or, when not, why it is to be killed.
fn wait_for_exit(deadline: Instant, watch: &mut Watch) -> Result<ExitStatus, End> {
    loop {
        if let Some(status) = watch.reaped() {
            return Ok(status);
        }
        if watch.over() {
            return Err(End::OverMemory { killed: true });
        }
        if Instant::now() >= deadline {
            return Err(End::TimedOut);
        }
        thread::sleep(Duration::from_micros(50));
    }
}

/// Kills the child's process group: the child and anything it started. Called while the child
/// is unreaped, or just after it was reaped (see [`wait_until`]), so the group id is still the
/// child's or nobody's.
fn kill_group(child: &Child) {
    let Ok(group) = libc::pid_t::try_from(child.id()) else {
        return;
    };
    // SAFETY: kill(2) with a negative pid signals that process group and touches no memory of
    // ours; the group is the child's own (`process_group(0)` in `spawn`).
    #[allow(unsafe_code)]
    unsafe {
        libc::kill(-group, libc::SIGKILL);
    }
}

/// How the program's stdout ended.
enum StdoutEnd {
    /// End of file: every writer closed it.
    Closed,
    /// More than the cap came.
    OverCap,
}

/// Reads until end of file or until more than `cap` bytes came, then says which on `events`
/// (the waiting thread kills a writer past the cap) and returns at once.
fn read_capped(source: &mut impl Read, cap: usize, events: &Sender<StdoutEnd>) -> Vec<u8> {
    let mut out = Vec::new();
    let mut buffer = [0u8; 1 << 16];
    loop {
        match source.read(&mut buffer) {
            Ok(0) | Err(_) => {
                let _ = events.send(StdoutEnd::Closed);
                return out;
            }
            Ok(n) if out.len() + n > cap => {
                out.extend_from_slice(&buffer[..cap - out.len()]);
                let _ = events.send(StdoutEnd::OverCap);
                return out;
            }
            Ok(n) => out.extend_from_slice(&buffer[..n]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(argv: &[&str], limits: Limits) -> Run {
        let program = Program {
            argv: argv.iter().map(|w| w.to_string()).collect(),
        };
        program
            .run("", Duration::from_secs(20), 1 << 20, &limits)
            .unwrap()
    }

    /// `dd` with 48 MB blocks holds a 48 MB buffer, touched, for eight copies, then exits.
    const DD: [&str; 5] = ["dd", "if=/dev/zero", "of=/dev/null", "bs=48M", "count=8"];

    #[test]
    fn a_peak_past_the_limit_is_over_memory_even_unkilled() {
        let limits = Limits {
            memory_kb: 16 * 1024,
            kill_kb: u64::MAX,
            stack_kb: None,
        };
        let done = run(&DD, limits);
        assert_eq!(done.end, End::OverMemory { killed: false });
        assert!(done.peak_kb >= 48 * 1024, "{}", done.peak_kb);
    }

    #[test]
    fn a_run_within_the_limit_keeps_its_exit_status() {
        let done = run(&DD, Limits::new(256, None, 1));
        assert!(matches!(done.end, End::Exited(status) if status.success()));
        assert!(done.peak_kb >= 48 * 1024 && done.peak_kb < 256 * 1024);
        assert!(done.stderr.lines() > 0);
    }
}
