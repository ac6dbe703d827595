//! The memory and stack a run gets, as the contest's judge gave them: a memory limit judged from
//! peak resident memory, a kill when resident memory passes the limit (or the machine's share,
//! whichever is lower), and the stack limit the child starts with.
//!
//! Why resident memory polled and not `RLIMIT_AS`: an address-space limit counts reservations
//! that are never touched, and the JVM reserves gigabytes at start (its heap, code cache and
//! class space), so it would refuse to start under a 64 MB limit that the contest's judge, which
//! counts used memory, applies to it without trouble.

use std::process::{Child, Command};
use std::sync::{Mutex, PoisonError};

use crate::tree::kib_field;

/// The memory and stack limits of each run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The memory limit in KiB: a run whose peak resident memory passes it is MLE.
    pub memory_kb: u64,
    /// Resident memory in KiB at which a run is killed: the limit, or less when the machine's
    /// share per job is lower (see [`machine_share_kb`]).
    pub kill_kb: u64,
    /// The stack limit in KiB, `None` for unlimited.
    pub stack_kb: Option<u64>,
}

impl Limits {
    /// Limits of `memory_mb` and `stack_mb` (`None`: unlimited) for `jobs` runs at once.
    pub fn new(memory_mb: u64, stack_mb: Option<u64>, jobs: usize) -> Self {
        let memory_kb = memory_mb.saturating_mul(1024);
        Limits {
            memory_kb,
            kill_kb: memory_kb.min(machine_share_kb(jobs)),
            stack_kb: stack_mb.map(|mb| mb.saturating_mul(1024)),
        }
    }

    /// The limits with the memory limit raised by `margin_kb`, and the kill point with it
    /// unless the machine's share holds it lower.
    pub fn raised(&self, margin_kb: u64) -> Limits {
        let memory_kb = self.memory_kb.saturating_add(margin_kb);
        let kill_kb = if self.capped_by_machine() {
            self.kill_kb
        } else {
            self.kill_kb.saturating_add(margin_kb)
        };
        Limits {
            memory_kb,
            kill_kb,
            ..*self
        }
    }

    /// Whether a run is killed before it reaches the memory limit, to spare the machine.
    pub fn capped_by_machine(&self) -> bool {
        self.kill_kb < self.memory_kb
    }

    /// Starts `command` under the stack limit (clamped to the hard limit, which an unprivileged
    /// process cannot raise).
    ///
    /// A child inherits its parent's limits, so the limit is set on this process for the moment
    /// of the spawn and put back after it. Setting it in the child instead (`pre_exec`) makes the
    /// standard library fork this whole process rather than use `posix_spawn`, which cost a
    /// third of check's runs per second. The soft stack limit bounds only the main thread's
    /// stack growth (other threads have stacks of a fixed size) and what a new program starts
    /// with; check's main thread only waits on its workers or spawns itself, so it never grows
    /// its stack inside the window. The lock keeps two spawns from crossing windows.
    pub fn spawn(&self, command: &mut Command) -> std::io::Result<Child> {
        static WINDOW: Mutex<()> = Mutex::new(());
        let want = self
            .stack_kb
            .map_or(libc::RLIM_INFINITY, |kb| kb.saturating_mul(1024));
        let _window = WINDOW.lock().unwrap_or_else(PoisonError::into_inner);
        let ours = stack_limit()?;
        set_stack_limit(libc::rlimit {
            rlim_cur: want.min(ours.rlim_max),
            rlim_max: ours.rlim_max,
        })?;
        let child = command.spawn();
        set_stack_limit(ours)?;
        child
    }
}

/// This process's stack limit.
fn stack_limit() -> std::io::Result<libc::rlimit> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes one rlimit into the struct it is given, which lives here.
    #[allow(unsafe_code)]
    if unsafe { libc::getrlimit(libc::RLIMIT_STACK, &mut limit) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(limit)
}

/// Sets this process's stack limit.
fn set_stack_limit(limit: libc::rlimit) -> std::io::Result<()> {
    // SAFETY: setrlimit reads the struct it is given and changes only the process's limit.
    #[allow(unsafe_code)]
    if unsafe { libc::setrlimit(libc::RLIMIT_STACK, &limit) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(())
}

/// The machine's memory for one of `jobs` runs at once: three quarters of the physical memory,
/// shared between the jobs (unbounded when `/proc/meminfo` cannot be read).
pub fn machine_share_kb(jobs: usize) -> u64 {
    let total = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|text| kib_field(&text, "MemTotal:"));
    total.map_or(u64::MAX, |kb| kb / 4 * 3 / jobs.max(1) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kill_point_is_the_limit_or_the_machines_share() {
        let limits = Limits::new(64, Some(8), 2);
        assert_eq!((limits.memory_kb, limits.stack_kb), (65_536, Some(8192)));
        assert_eq!(limits.kill_kb, 65_536.min(machine_share_kb(2)));
        let huge = Limits::new(1 << 40, None, 1);
        assert!(huge.capped_by_machine() && huge.kill_kb == machine_share_kb(1));
        assert_eq!(huge.stack_kb, None);
    }

    #[test]
    fn the_stack_limit_reaches_the_child() {
        let shown = |limits: Limits| {
            let mut command = Command::new("sh");
            command.args(["-c", "ulimit -s"]);
            command.stdout(std::process::Stdio::piped());
            let child = limits.spawn(&mut command).unwrap();
            String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap()
        };
        let ours = stack_limit().unwrap();
        assert_eq!(shown(Limits::new(64, Some(3), 1)), "3072\n");
        assert_eq!(shown(Limits::new(64, None, 1)), "unlimited\n");
        let after = stack_limit().unwrap();
        assert_eq!(
            (after.rlim_cur, after.rlim_max),
            (ours.rlim_cur, ours.rlim_max)
        );
    }
}
