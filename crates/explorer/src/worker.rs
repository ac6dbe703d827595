//! Solving off the request thread, under a time limit, so that a position too large to answer
//! at once gets a message instead of a hung page.
//!
//! A solve that passes the limit cannot be stopped from outside (the solvers have no
//! cancellation), so its thread runs on to the end and its answer is dropped; to keep such
//! threads from piling up, at most [`MAX_RUNNING`] solves run at once and further requests are
//! refused as busy until one ends.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use gamecore::explore_page::PageError;
use gamecore::explore_page::json::Json;

/// The most solves running at once (the machine's two cores).
pub const MAX_RUNNING: usize = 2;
/// Each solve thread's stack: the solvers search iteratively, this is only headroom.
const STACK: usize = 16 << 20;

/// The solver threads' bookkeeping.
#[derive(Debug)]
pub struct Workers {
    time_limit: Duration,
    running: Arc<AtomicUsize>,
}

/// Gives a solve's slot back when its thread ends, even by a panic.
struct Slot(Arc<AtomicUsize>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Workers {
    /// Workers that give each solve `time_limit`.
    pub fn new(time_limit: Duration) -> Workers {
        Workers {
            time_limit,
            running: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Runs `work` on a thread of its own and waits for it at most the time limit.
    pub fn run<F>(&self, work: F) -> Result<Json, PageError>
    where
        F: FnOnce() -> Result<Json, PageError> + Send + 'static,
    {
        if self.running.fetch_add(1, Ordering::SeqCst) >= MAX_RUNNING {
            self.running.fetch_sub(1, Ordering::SeqCst);
            return Err(PageError::Busy(
                "the server is still solving earlier positions; try again in a moment".to_owned(),
            ));
        }
        let slot = Slot(Arc::clone(&self.running));
        let (send, receive) = mpsc::channel();
        let spawned = thread::Builder::new()
            .name("solve".to_owned())
            .stack_size(STACK)
            .spawn(move || {
                let answer = work();
                // The slot is free before the answer is, so that the next request (which may
                // come as soon as this one is answered) never finds it taken. A panic frees it
                // while unwinding.
                drop(slot);
                let _ = send.send(answer);
            });
        if spawned.is_err() {
            return Err(PageError::Busy(
                "the server could not start a solver thread".to_owned(),
            ));
        }
        match receive.recv_timeout(self.time_limit) {
            Ok(answer) => answer,
            Err(mpsc::RecvTimeoutError::Timeout) => Err(PageError::TimedOut(format!(
                "no answer within {} s: the position is too large to answer at once \
                 (the limit is the explorer's --time-limit)",
                self.time_limit.as_secs_f64()
            ))),
            Err(mpsc::RecvTimeoutError::Disconnected) => Err(PageError::Failed(
                "the solver stopped without an answer on this position (a bug: please report \
                 the position)"
                    .to_owned(),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_in_time_passes_through() {
        let workers = Workers::new(Duration::from_secs(5));
        assert_eq!(workers.run(|| Ok(Json::Int(3))), Ok(Json::Int(3)));
    }

    #[test]
    fn a_slow_solve_times_out_and_a_panic_is_a_refusal() {
        let workers = Workers::new(Duration::from_millis(50));
        let slow = workers.run(|| {
            thread::sleep(Duration::from_millis(400));
            Ok(Json::Null)
        });
        assert_eq!(slow.unwrap_err().kind(), "timed-out");
        // A panic's report (with a backtrace when RUST_BACKTRACE is set) can take a while.
        let workers = Workers::new(Duration::from_secs(20));
        let panicked = workers.run(|| panic!("solver bug"));
        assert_eq!(panicked.unwrap_err().kind(), "failed");
    }

    #[test]
    fn solves_beyond_the_limit_of_running_ones_are_refused_as_busy() {
        let workers = Workers::new(Duration::from_millis(20));
        let (release, wait) = mpsc::channel::<()>();
        let wait = Arc::new(std::sync::Mutex::new(wait));
        for _ in 0..MAX_RUNNING {
            let wait = Arc::clone(&wait);
            let answer = workers.run(move || {
                let _ = wait.lock().map(|w| w.recv());
                Ok(Json::Null)
            });
            assert_eq!(answer.unwrap_err().kind(), "timed-out");
        }
        assert_eq!(workers.run(|| Ok(Json::Null)).unwrap_err().kind(), "busy");
        drop(release);
        // The blocked solves end once the channel closes; their slots come back.
        for _ in 0..200 {
            if workers.running.load(Ordering::SeqCst) == 0 {
                break;
            }
            thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(workers.run(|| Ok(Json::Int(1))), Ok(Json::Int(1)));
    }
}
