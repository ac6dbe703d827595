//! A stopwatch that also builds for `wasm32-unknown-unknown`, where `std::time::Instant::now`
//! panics (that target has no clock without the page's help).
//!
//! The searches use time only for progress lines and for starting helper threads late; in
//! WebAssembly they run on one thread with no terminal, and the page enforces its time limit by
//! ending the Worker, so there a stopwatch reads zero forever: nothing is shown and nothing waits.

use std::time::Duration;

/// Time since a start (always zero in WebAssembly, see the module's documentation).
#[derive(Clone, Copy, Debug)]
pub struct Stopwatch {
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    started: std::time::Instant,
}

impl Stopwatch {
    /// A stopwatch started now.
    pub fn start() -> Stopwatch {
        Stopwatch {
            #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
            started: std::time::Instant::now(),
        }
    }

    /// The time since [`Stopwatch::start`].
    pub fn elapsed(&self) -> Duration {
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        return self.started.elapsed();
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        return Duration::ZERO;
    }
}
