//! Running the contestant's program once, as a judge does: no shell, the input on stdin, a time
//! limit on CPU time (of the program and every process it started) with a wall-clock cap for
//! programs that wait, a cap on the output and the memory and stack [`Limits`], enforced by
//! killing the program (the stack by the kernel). Whatever it started is gone when a run ends
//! (see [`crate::tree`]).

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use crate::limits::Limits;
use crate::reap::{Reaped, wait4};
use crate::stderr::Stderr;
use crate::tree::{self, MARKER, Sample, Tree};

/// The wall-clock cap of a run, in time limits: a program that waits (sleeps, reads a pipe
/// nobody writes) uses no CPU time and is stopped by this instead. The time it was ready to run
/// but waited for a CPU does not count (see [`crate::tree::Sample::run_delay`]): on a machine
/// busy with other work a program within the limit may take many times its CPU time on the
/// clock, and still passes, as it would on the contest's judge.
pub const WALL_CAP: u32 = 3;

/// What a run used: the figures of every verdict line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunStats {
    /// CPU time, user and system, of the program and of every process it started.
    pub cpu: Duration,
    /// Wall-clock time from start to end.
    pub wall: Duration,
    /// Peak resident memory in KiB: the most of its own peak (`VmHWM`) and of the resident
    /// memory of it and the processes it started, seen while it ran, and of `ru_maxrss` where
    /// that is its own (see [`crate::reap`]).
    pub peak_kb: u64,
    /// Whether `peak_kb` is only a bound: the run ended before its memory was looked at, and
    /// `ru_maxrss` holds ours (see [`crate::reap`]), so its peak was at most that.
    pub peak_at_most: bool,
}

/// How one run of the program ended.
#[derive(Debug)]
pub struct Execution {
    /// How it ended: exited, or killed at the time limit or the output cap.
    pub end: End,
    /// What it wrote to stdout (at most the cap).
    pub stdout: Vec<u8>,
    /// What it wrote to stderr, summarised for the report.
    pub stderr: Stderr,
    /// Its CPU time, wall time and peak memory.
    pub stats: RunStats,
    /// The time limit it ran under (the wall-clock cap is `WALL_CAP` (3) of it).
    pub time_limit: Duration,
}

impl Execution {
    /// How the process ended; `None` when it was killed at a limit.
    pub fn status(&self) -> Option<ExitStatus> {
        match self.end {
            End::Exited(status) => Some(status),
            End::TimedOut | End::WallCap | End::OverCap | End::OverMemory { .. } => None,
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
    /// Runs the program once on `input` under a CPU time limit of `limit`; `Err` only when it
    /// cannot be started at all.
    pub fn run(
        &self,
        input: &str,
        limit: Duration,
        cap: usize,
        limits: &Limits,
    ) -> Result<Execution, String> {
        // Without it (an old kernel) a detached process may outlive the run.
        tree::become_subreaper();
        let marker = tree::new_marker();
        let start = Instant::now();
        let mut child = self.spawn(limits, &marker)?;
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
        let mut watch = Watch::new(&child, marker, limits, limit, start);
        let mut end = wait_until(&stdout_end, &mut watch);
        let wall = start.elapsed();
        let cpu = watch.finish(&child, !matches!(end, End::Exited(_)));
        if matches!(end, End::Exited(_)) && cpu > limit {
            end = End::TimedOut;
        }
        if matches!(end, End::Exited(_)) && watch.peak_kb > limits.memory_kb {
            end = End::OverMemory { killed: false };
        }
        // The readers end at end of file, once every writer to the pipes is gone.
        let stdout = reader.join().unwrap_or_default();
        let stderr = errors.join().unwrap_or_default();
        if let Some(feeder) = feeder {
            let _ = feeder.join();
        }
        Ok(Execution {
            end,
            stdout,
            stderr,
            stats: RunStats {
                cpu,
                wall,
                peak_kb: watch.peak_kb.max(watch.bound_kb),
                peak_at_most: watch.peak_kb == 0,
            },
            time_limit: limit,
        })
    }

    fn spawn(&self, limits: &Limits, marker: &str) -> Result<Child, String> {
        use std::os::unix::process::CommandExt;
        let (program, args) = self.argv.split_first().ok_or("no command given")?;
        let mut command = Command::new(program);
        command
            .args(args)
            .env(MARKER, marker)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            // Its own process group, so that a kill also ends whatever it started at once.
            .process_group(0);
        limits
            .spawn(&mut command)
            .map_err(|e| format!("cannot run `{program}`: {e}"))
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The process exited (or was ended by a signal) by itself, within the limits.
    Exited(ExitStatus),
    /// Its CPU time passed the time limit: killed then, or it ended by itself just after.
    TimedOut,
    /// Killed at the wall-clock cap (`WALL_CAP` (3) time limits, less the time it waited for a
    /// CPU) with its CPU time within the limit: it waited for something (slept, read input that
    /// never came).
    WallCap,
    /// Killed for writing more than the cap to stdout.
    OverCap,
    /// Its peak resident memory passed the memory limit: `killed` when it was killed at the
    /// kill point of [`Limits`], else it ended by itself.
    OverMemory {
        /// Whether it was killed for it.
        killed: bool,
    },
}

/// How often the run's processes are looked at (CPU time and memory) while it runs.
const POLL: Duration = Duration::from_millis(5);

/// The running program's processes, looked at every [`POLL`], and its reaping with its peak.
struct Watch {
    pid: u32,
    tree: Tree,
    kill_kb: u64,
    cpu_limit: Duration,
    /// When the run started, for the wall-clock cap.
    start: Instant,
    /// The longest wait for a CPU seen (processes that ended take theirs with them).
    run_delay: Duration,
    /// The last look: CPU time and memory.
    last: Sample,
    peak_kb: u64,
    /// `ru_maxrss` when it is not the child's own: a bound on its peak.
    bound_kb: u64,
    looked: Instant,
    /// Reaped already: its id may belong to another job's child now, never to be waited for.
    reaped: bool,
}

impl Watch {
    fn new(
        child: &Child,
        marker: String,
        limits: &Limits,
        cpu_limit: Duration,
        start: Instant,
    ) -> Self {
        Watch {
            pid: child.id(),
            tree: Tree::new(child.id(), marker),
            kill_kb: limits.kill_kb,
            cpu_limit,
            start,
            run_delay: Duration::ZERO,
            last: Sample::default(),
            peak_kb: 0,
            bound_kb: 0,
            looked: Instant::now(),
            reaped: false,
        }
    }

    /// Why the run must be killed now, if it must: its CPU time or its resident memory passed
    /// its limit, or its wall time, less the time it waited for a CPU, passed the wall-clock
    /// cap (looked at when due).
    fn over(&mut self) -> Option<End> {
        if self.looked.elapsed() < POLL {
            return None;
        }
        self.looked = Instant::now();
        self.last = self.tree.sample();
        self.peak_kb = self.peak_kb.max(self.last.peak_kb);
        self.run_delay = self.run_delay.max(self.last.run_delay);
        if self.last.cpu > self.cpu_limit {
            Some(End::TimedOut)
        } else if self.last.resident_kb > self.kill_kb {
            Some(End::OverMemory { killed: true })
        } else if self.start.elapsed().saturating_sub(self.run_delay)
            >= self.cpu_limit.saturating_mul(WALL_CAP)
        {
            Some(End::WallCap)
        } else {
            None
        }
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
        self.tree.root_reaped(reaped.cpu);
        self.peak_kb = self.peak_kb.max(reaped.own_peak_kb().unwrap_or(0));
        self.bound_kb = reaped.max_rss_kb;
        Some(reaped.status)
    }

    /// Ends the run: kills the child's group when `kill` (it is still running), kills and reaps
    /// every process of the run that is left, and reaps the child; returns the run's CPU time.
    fn finish(&mut self, child: &Child, kill: bool) -> Duration {
        let mut cpu = self.last.cpu;
        if kill && !self.reaped {
            // Its processes first, while the child's tree still shows them.
            cpu = cpu.max(self.tree.kill_all());
            kill_group(child);
            self.reap(true);
        }
        // A killed child's detached processes, or those of a child that exited: orphans now.
        cpu.max(self.tree.kill_all())
    }
}

/// How often the wait looks whether the child has exited while its stdout is still open (a
/// process it started holds it).
const EXIT_POLL: Duration = Duration::from_millis(10);

/// Waits for the child until its CPU time limit, the wall-clock cap, its memory kill point or
/// an output overflow; the caller kills it in those cases. It waits for the end of
/// its stdout (a program's output ends when it exits), which is seen at once, then polls for the
/// exit itself: std has no wait with a timeout. While stdout stays open it also looks for the
/// exit every [`EXIT_POLL`]: a program that exits leaving a process of its own holding stdout
/// has ended, as a judge sees it, and that process is killed with the run's others. The child is
/// reaped with `wait4` for its peak memory and CPU time, never by std.
fn wait_until(stdout_end: &Receiver<StdoutEnd>, watch: &mut Watch) -> End {
    loop {
        match stdout_end.recv_timeout(EXIT_POLL.min(POLL)) {
            Ok(StdoutEnd::OverCap) => return End::OverCap,
            Ok(StdoutEnd::Closed) | Err(RecvTimeoutError::Disconnected) => {
                return match wait_for_exit(watch) {
                    Ok(status) => End::Exited(status),
                    Err(end) => end,
                };
            }
            Err(RecvTimeoutError::Timeout) => {
                // Reaped: whatever holds stdout open is an orphan of the run now, killed with
                // the others at its end.
                if let Some(status) = watch.reaped() {
                    return End::Exited(status);
                }
                if let Some(end) = watch.over() {
                    return end;
                }
            }
        }
    }
}

/// Polls for the child's exit until a limit, returning how it ended or, when not, why it is to
/// be killed.
fn wait_for_exit(watch: &mut Watch) -> Result<ExitStatus, End> {
    loop {
        if let Some(status) = watch.reaped() {
            return Ok(status);
        }
        if let Some(end) = watch.over() {
            return Err(end);
        }
        thread::sleep(Duration::from_micros(50));
    }
}

/// Kills the child's process group: the child and what it started in its group. Called while
/// the child is unreaped, so the group id is still the child's.
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

    fn run(argv: &[&str], limits: Limits) -> Execution {
        run_for(argv, limits, Duration::from_secs(20))
    }

    fn run_for(argv: &[&str], limits: Limits, limit: Duration) -> Execution {
        let program = Program {
            argv: argv.iter().map(|w| w.to_string()).collect(),
        };
        program.run("", limit, 1 << 20, &limits).unwrap()
    }

    #[test]
    fn the_cpu_time_of_a_child_never_waited_for_counts() {
        // The shell only waits; its child computes, and is killed with it.
        let busy = ["sh", "-c", "(while :; do :; done) & wait"];
        let done = run_for(&busy, Limits::new(256, None, 1), Duration::from_millis(300));
        assert_eq!(done.end, End::TimedOut);
        assert!(
            done.stats.cpu > Duration::from_millis(300),
            "{:?}",
            done.stats
        );
    }

    #[test]
    fn a_program_that_waits_ends_at_the_wall_clock_cap() {
        let limit = Duration::from_millis(100);
        let done = run_for(&["sleep", "10"], Limits::new(256, None, 1), limit);
        assert_eq!(done.end, End::WallCap);
        assert!(done.stats.wall >= limit * WALL_CAP, "{:?}", done.stats);
        assert!(done.stats.cpu < limit, "{:?}", done.stats);
    }

    #[test]
    fn a_detached_process_is_killed_at_the_end_of_the_run() {
        // A session of its own, its stdio closed, its parent gone at once.
        let detach = "setsid sleep 29.125 </dev/null >/dev/null 2>&1 & echo started";
        let done = run(&["sh", "-c", detach], Limits::new(256, None, 1));
        assert_eq!(done.stdout, b"started\n");
        let left = std::fs::read_dir("/proc")
            .unwrap()
            .flatten()
            .filter(|entry| {
                let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
                cmdline == b"sleep\x0029.125\0"
            })
            .count();
        assert_eq!(left, 0);
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
        assert!(done.stats.peak_kb >= 48 * 1024, "{}", done.stats.peak_kb);
    }

    #[test]
    fn a_run_within_the_limit_keeps_its_exit_status() {
        let done = run(&DD, Limits::new(256, None, 1));
        assert!(matches!(done.end, End::Exited(status) if status.success()));
        assert!(done.stats.peak_kb >= 48 * 1024 && done.stats.peak_kb < 256 * 1024);
        assert!(done.stderr.lines() > 0);
    }
}
