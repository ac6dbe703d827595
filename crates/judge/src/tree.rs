//! The processes of one run: found, measured (CPU time and memory) and, at its end, killed and
//! reaped, also those that closed their stdio, left the process group or started a session of
//! their own.
//!
//! Why a child subreaper and not a cgroup: a cgroup v2 per run (`cpu.stat`, `cgroup.kill`) needs
//! a writable, delegated cgroup tree (root, or systemd's delegation on a desktop) and a way to
//! put the child in it before it runs: `clone3(CLONE_INTO_CGROUP)`, which std does not offer, or
//! a write between fork and exec, which makes std fork this whole process instead of using
//! `posix_spawn` (a third of check's runs per second, see [`crate::limits::Limits::spawn`]).
//! `prctl(PR_SET_CHILD_SUBREAPER)` needs no privilege and nothing mounted: every process the
//! program leaves behind, however it detached itself, is reparented to this process, where it is
//! found and killed.
//!
//! Which run an orphan belongs to, with several jobs at once: each run's environment carries
//! [`MARKER`] with a value of its own, which its processes inherit, and each process seen in a
//! run's tree while it ran is remembered by its id and start time (for one that clears its
//! environment, or died before it could be read: a zombie's environment is gone).
//!
//! CPU time counts as judges count it: user and system time of every process of the run,
//! including the ones they waited for (`cutime`, `cstime` in `/proc/<pid>/stat`), the ones we
//! reaped, and the ones killed at the end that nobody waited for, as last seen.

use std::collections::HashSet;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use crate::reap::wait4;

/// The environment variable that names the run a process belongs to.
pub const MARKER: &str = "GAMESOLVERS_JUDGE_RUN";

/// The most processes looked at per run: a program that starts more is not a contest program,
/// and reading each costs time.
const MOST_PROCESSES: usize = 256;

/// Rounds of killing at a run's end: a process may start another just before it is killed, or
/// be in the middle of an `exec`.
const KILL_ROUNDS: usize = 20;

/// The wait before looking again at a child of ours whose environment reads empty.
const UNKNOWN_WAIT: std::time::Duration = std::time::Duration::from_millis(1);

/// Makes this process the child subreaper of everything it starts, once; whether it is.
pub fn become_subreaper() -> bool {
    static SET: OnceLock<bool> = OnceLock::new();
    *SET.get_or_init(|| {
        // SAFETY: prctl with PR_SET_CHILD_SUBREAPER sets one flag of this process and reads no
        // memory of ours.
        #[allow(unsafe_code)]
        let done = unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) };
        done == 0
    })
}

/// One process as `/proc/<pid>/stat` shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stat {
    /// Its parent.
    parent: u32,
    /// User and system time of it and of its children it waited for, in clock ticks.
    ticks: u64,
    /// When it started, in clock ticks since boot: with the id, who it is.
    start: u64,
}

/// The fields of `/proc/<pid>/stat` that the judge reads.
fn stat(pid: u32) -> Option<Stat> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    parse_stat(&text)
}

/// Parses a `stat` line; its command name is in parentheses and may hold spaces or parentheses,
/// so the fields are counted from the last `)`.
fn parse_stat(text: &str) -> Option<Stat> {
    let fields: Vec<&str> = text[text.rfind(')')? + 1..].split_whitespace().collect();
    // Field 3 of stat(5) is the first after the name.
    let field = |n: usize| fields.get(n - 3)?.parse::<u64>().ok();
    Some(Stat {
        parent: u32::try_from(field(4)?).ok()?,
        ticks: field(14)? + field(15)? + field(16)? + field(17)?,
        start: field(22)?,
    })
}

/// Clock ticks per second (`sysconf(_SC_CLK_TCK)`, 100 almost everywhere).
fn ticks_per_second() -> u64 {
    static TICKS: OnceLock<u64> = OnceLock::new();
    *TICKS.get_or_init(|| {
        // SAFETY: sysconf reads a constant of the system and touches no memory of ours.
        #[allow(unsafe_code)]
        let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
        u64::try_from(ticks).ok().filter(|&t| t > 0).unwrap_or(100)
    })
}

/// The processes that `pid`'s threads started (empty where the kernel does not list them).
pub fn children(pid: &str) -> Vec<u32> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for task in tasks.flatten() {
        if let Ok(list) = std::fs::read_to_string(task.path().join("children")) {
            found.extend(
                list.split_whitespace()
                    .filter_map(|id| id.parse::<u32>().ok()),
            );
        }
    }
    found
}

/// The resident memory and the peak of one process in KiB (`VmRSS`, `VmHWM`).
fn memory(pid: u32) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    Some((kib_field(&status, "VmRSS:")?, kib_field(&status, "VmHWM:")?))
}

/// The number of a `Name:   1234 kB` line.
pub fn kib_field(text: &str, name: &str) -> Option<u64> {
    let line = text.lines().find(|line| line.starts_with(name))?;
    line[name.len()..].split_whitespace().next()?.parse().ok()
}

/// What one look at a run's processes found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sample {
    /// CPU time of the run so far.
    pub cpu: Duration,
    /// Resident memory in KiB of all its processes.
    pub resident_kb: u64,
    /// The root's own peak (`VmHWM`) or the resident memory above, whichever is more.
    pub peak_kb: u64,
    /// The longest any thread of its processes has waited for a CPU while ready to run
    /// (`/proc/<pid>/task/<tid>/schedstat`): time a busy machine took from the run, not time it
    /// waited for something itself. Every thread, not the main one: a JVM's main thread only
    /// waits for the thread that runs `main`.
    pub run_delay: Duration,
}

/// The longest time one of `pid`'s threads spent ready to run but waiting for a CPU (the second
/// field of `/proc/<pid>/task/<tid>/schedstat`, in nanoseconds); the process's own line if its
/// threads cannot be listed.
fn run_delay(pid: u32) -> Option<Duration> {
    let delay = |path: std::path::PathBuf| -> Option<Duration> {
        let text = std::fs::read_to_string(path).ok()?;
        let nanos = text.split_whitespace().nth(1)?.parse().ok()?;
        Some(Duration::from_nanos(nanos))
    };
    let threads = std::fs::read_dir(format!("/proc/{pid}/task")).ok();
    let most = threads
        .into_iter()
        .flatten()
        .filter_map(|entry| delay(entry.ok()?.path().join("schedstat")))
        .max();
    most.or_else(|| delay(format!("/proc/{pid}/schedstat").into()))
}

/// The processes of one run, from its root (our child) and its orphans (our children too).
pub struct Tree {
    /// The root's id.
    root: u32,
    /// Whether the root was reaped: its id is no longer its own.
    root_reaped: bool,
    /// The value of [`MARKER`] in the run's environment.
    marker: String,
    /// Processes seen in the run, by id and start time.
    seen: HashSet<(u32, u64)>,
    /// CPU time, in clock ticks, of the orphans reaped here.
    reaped_ticks: u64,
    /// The root's CPU time from `wait4` once reaped (with the children it waited for).
    root_cpu: Option<Duration>,
}

/// A fresh marker value: this process's id and a counter, unique among its runs.
pub fn new_marker() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    format!(
        "{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

impl Tree {
    /// The tree of the run started as `root` with [`MARKER`] set to `marker`.
    pub fn new(root: u32, marker: String) -> Self {
        Tree {
            root,
            root_reaped: false,
            marker,
            seen: HashSet::new(),
            reaped_ticks: 0,
            root_cpu: None,
        }
    }

    /// Notes that the root was reaped, with its CPU time as `wait4` gave it.
    pub fn root_reaped(&mut self, cpu: Duration) {
        self.root_reaped = true;
        self.root_cpu = Some(cpu);
    }

    /// Every live or unreaped process of the run now, with its stat, the root first (while it is
    /// unreaped). Orphans come from our own children.
    fn processes(&mut self) -> Vec<(u32, Stat)> {
        let mut waiting: Vec<u32> = if self.root_reaped {
            Vec::new()
        } else {
            vec![self.root]
        };
        waiting.extend(self.orphans().0);
        let mut found = Vec::new();
        let mut looked = HashSet::new();
        while let Some(pid) = waiting.pop() {
            if found.len() >= MOST_PROCESSES || !looked.insert(pid) {
                continue;
            }
            let Some(stat) = stat(pid) else { continue };
            self.seen.insert((pid, stat.start));
            found.push((pid, stat));
            waiting.extend(children(&pid.to_string()));
        }
        found
    }

    /// Our children that belong to this run, other than its root (seen in it before, or with
    /// its marker in their environment), and how many we cannot tell yet.
    fn orphans(&self) -> (Vec<u32>, usize) {
        let mut ours = Vec::new();
        let mut unknown = 0;
        for pid in children("self").into_iter().filter(|&pid| pid != self.root) {
            match self.belongs(pid) {
                Some(true) => ours.push(pid),
                Some(false) => {}
                None => unknown += 1,
            }
        }
        (ours, unknown)
    }

    /// Whether our child `pid` belongs to this run; `None` while its environment reads empty:
    /// in the middle of an `exec` (the new program's environment is not set up yet), or a zombie
    /// never seen while it lived, or a program that cleared its environment.
    fn belongs(&self, pid: u32) -> Option<bool> {
        if stat(pid).is_some_and(|s| self.seen.contains(&(pid, s.start))) {
            return Some(true);
        }
        let environment = std::fs::read(format!("/proc/{pid}/environ")).unwrap_or_default();
        if environment.is_empty() {
            return stat(pid).map(|_| None).unwrap_or(Some(false));
        }
        let wanted = format!("{MARKER}={}", self.marker);
        Some(
            environment
                .split(|&b| b == 0)
                .any(|entry| entry == wanted.as_bytes()),
        )
    }

    /// Looks at every process of the run: CPU time and memory.
    pub fn sample(&mut self) -> Sample {
        let processes = self.processes();
        let ticks: u64 = processes.iter().map(|(_, s)| s.ticks).sum();
        let mut resident_kb = 0;
        let mut root_peak = 0;
        let mut most_delay = Duration::ZERO;
        for &(pid, _) in &processes {
            most_delay = most_delay.max(run_delay(pid).unwrap_or_default());
            if let Some((resident, peak)) = memory(pid) {
                resident_kb += resident;
                if pid == self.root && !self.root_reaped {
                    root_peak = peak;
                }
            }
        }
        Sample {
            cpu: self.cpu_of(ticks),
            resident_kb,
            peak_kb: root_peak.max(resident_kb),
            run_delay: most_delay,
        }
    }

    /// CPU time of the reaped root and of the orphans reaped here.
    pub fn reaped_cpu(&self) -> Duration {
        self.cpu_of(0)
    }

    /// CPU time of `ticks` of live processes, the reaped root and the reaped orphans.
    fn cpu_of(&self, ticks: u64) -> Duration {
        let ticks = ticks + self.reaped_ticks;
        let per_second = ticks_per_second();
        let live = Duration::from_secs(ticks / per_second)
            + Duration::from_nanos((ticks % per_second) * 1_000_000_000 / per_second);
        live + self.root_cpu.unwrap_or_default()
    }

    /// Kills every process of the run (but the root, which its caller kills and reaps) and
    /// reaps the orphans, in rounds until none is left; returns the CPU time of the run as last
    /// seen, the killed ones included.
    pub fn kill_all(&mut self) -> Duration {
        let mut last = Duration::ZERO;
        for _ in 0..KILL_ROUNDS {
            let processes = self.processes();
            let ticks: u64 = processes.iter().map(|(_, s)| s.ticks).sum();
            last = last.max(self.cpu_of(ticks));
            let others: Vec<_> = processes
                .into_iter()
                .filter(|&(pid, _)| pid != self.root)
                .collect();
            if others.is_empty() {
                match self.orphans() {
                    (ours, 0) if ours.is_empty() => break,
                    // Known now: killed in the next round.
                    (_, 0) => {}
                    // One of ours may be in the middle of an exec: look again in a moment.
                    _ => std::thread::sleep(UNKNOWN_WAIT),
                }
                continue;
            }
            for &(pid, _) in &others {
                kill(pid);
            }
            // Ours to reap; the others are reaped by their parents, or come to us as orphans
            // and are reaped in the next round.
            for (pid, stat) in others {
                if stat.parent == std::process::id()
                    && let Ok(Some(reaped)) = wait4(pid, true)
                {
                    self.reaped_ticks += duration_ticks(reaped.cpu);
                }
            }
        }
        last.max(self.reaped_cpu())
    }
}

/// A duration in clock ticks, rounded down.
fn duration_ticks(time: Duration) -> u64 {
    let per_second = ticks_per_second();
    time.as_secs() * per_second + u64::from(time.subsec_nanos()) * per_second / 1_000_000_000
}

/// Sends SIGKILL to one process.
fn kill(pid: u32) {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return;
    };
    // SAFETY: kill(2) signals one process and touches no memory of ours.
    #[allow(unsafe_code)]
    unsafe {
        libc::kill(pid, libc::SIGKILL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stat_line_is_read_past_a_strange_name() {
        let line = "42 (a) b (c) S 7 42 42 0 -1 4194304 100 0 0 0 12 3 4 5 20 0 1 0 999 1000 10";
        assert_eq!(
            parse_stat(line),
            Some(Stat {
                parent: 7,
                ticks: 24,
                start: 999
            })
        );
        assert!(parse_stat("42 (x) Z 1").is_none());
    }

    #[test]
    fn our_own_stat_and_memory_are_read() {
        let ours = stat(std::process::id()).unwrap();
        assert!(ours.parent > 0 && ours.start > 0);
        let (resident, peak) = memory(std::process::id()).unwrap();
        assert!(resident > 100 && peak >= resident);
        assert_eq!(kib_field("VmRSS:\t  1234 kB\n", "VmRSS:"), Some(1234));
        assert_eq!(
            duration_ticks(Duration::from_millis(1500)),
            ticks_per_second() * 3 / 2
        );
        assert!(run_delay(std::process::id()).is_some());
    }
}
