//! Running the contestant's program once, as a judge does: no shell, the input on stdin, a wall
//! clock limit and a cap on the output, both enforced by killing the program.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

/// How one run of the program ended.
#[derive(Debug)]
pub struct Run {
    /// How it ended: exited, or killed at the time limit or the output cap.
    pub end: End,
    /// What it wrote to stdout (at most the cap).
    pub stdout: Vec<u8>,
    /// The end of what it wrote to stderr (the last few kilobytes), for the report.
    pub stderr_tail: Vec<u8>,
    /// Wall-clock time from start to end.
    pub elapsed: Duration,
}

impl Run {
    /// How the process ended; `None` when it was killed at the time limit or the output cap.
    pub fn status(&self) -> Option<ExitStatus> {
        match self.end {
            End::Exited(status) => Some(status),
            End::TimedOut | End::OverCap => None,
        }
    }
}

/// What the program is: the command and its arguments, exactly as the user gave them.
#[derive(Clone, Debug)]
pub struct Program {
    /// The executable and its arguments.
    pub argv: Vec<String>,
}

/// The most stderr kept for the report.
const STDERR_TAIL: usize = 4096;

impl Program {
    /// Runs the program once on `input`; `Err` only when it cannot be started at all.
    pub fn run(&self, input: &str, limit: Duration, cap: usize) -> Result<Run, String> {
        let start = Instant::now();
        let mut child = self.spawn()?;
        let feeder = child.stdin.take().map(|mut stdin| {
            let bytes = input.as_bytes().to_vec();
            // A program that exits without reading all its input closes the pipe: not an error.
            thread::spawn(move || drop(stdin.write_all(&bytes)))
        });
        let (events, stdout_end) = mpsc::channel();
        let mut stdout = child.stdout.take().expect("stdout is piped");
        let reader = thread::spawn(move || read_capped(&mut stdout, cap, &events));
        let mut stderr = child.stderr.take().expect("stderr is piped");
        let errors = thread::spawn(move || read_tail(&mut stderr));
        let end = wait_until(&mut child, start + limit, &stdout_end);
        let elapsed = start.elapsed();
        // The readers end at end of file, once every writer to the pipes is gone.
        let stdout = reader.join().unwrap_or_default();
        let stderr_tail = errors.join().unwrap_or_default();
        if let Some(feeder) = feeder {
            let _ = feeder.join();
        }
        Ok(Run {
            end,
            stdout,
            stderr_tail,
            elapsed,
        })
    }

    fn spawn(&self) -> Result<Child, String> {
        use std::os::unix::process::CommandExt;
        let (program, args) = self.argv.split_first().ok_or("no command given")?;
        Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            // Its own process group, so that a timeout also ends whatever it started.
            .process_group(0)
            .spawn()
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
fn wait_until(child: &mut Child, deadline: Instant, stdout_end: &Receiver<StdoutEnd>) -> End {
    let end = loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match stdout_end.recv_timeout(left.min(EXIT_POLL)) {
            Ok(StdoutEnd::OverCap) => break End::OverCap,
            Ok(StdoutEnd::Closed) | Err(RecvTimeoutError::Disconnected) => {
                match wait_for_exit(child, deadline) {
                    Some(status) => return End::Exited(status),
                    None => break End::TimedOut,
                }
            }
            Err(RecvTimeoutError::Timeout) => {
                // Reaped: its group lives on in whatever holds stdout open (so its id is not
                // reused before the kill below), or it exited just before its stdout's end was
                // seen and the group is empty (the kill finds nobody).
                if let Ok(Some(status)) = child.try_wait() {
                    break End::Exited(status);
                }
                if Instant::now() >= deadline {
                    break End::TimedOut;
                }
            }
        }
    };
    kill_group(child);
    let _ = child.wait();
    end
}

/// Polls for the child's exit until `deadline`.
fn wait_for_exit(child: &mut Child, deadline: Instant) -> Option<ExitStatus> {
    loop {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status);
        }
        if Instant::now() >= deadline {
            return None;
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

/// Reads to end of file, keeping the last [`STDERR_TAIL`] bytes.
fn read_tail(source: &mut impl Read) -> Vec<u8> {
    let mut tail = Vec::new();
    let mut buffer = [0u8; 8192];
    while let Ok(n) = source.read(&mut buffer) {
        if n == 0 {
            break;
        }
        tail.extend_from_slice(&buffer[..n]);
        if tail.len() > 2 * STDERR_TAIL {
            tail.drain(..tail.len() - STDERR_TAIL);
        }
    }
    if tail.len() > STDERR_TAIL {
        tail.drain(..tail.len() - STDERR_TAIL);
    }
    tail
}
