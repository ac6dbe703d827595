//! The progress line: a solve longer than 2 s shows its root window, the positions searched and
//! the table's fill on stderr, when stderr is a terminal, and erases it when done.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use gamecore::clock::Stopwatch;

use super::INFINITY;

/// Solves shorter than this show nothing.
const QUIET_FOR: Duration = Duration::from_secs(2);

/// Live progress on stderr for long solves, when stderr is a terminal.
pub(super) struct Progress {
    enabled: bool,
    started: Stopwatch,
    shown: bool,
    label: String,
    /// What the MTD driver knows of the root value: it lies in [lower, upper].
    pub(super) window: (i32, i32),
}

impl Progress {
    /// Progress shown when `wanted` and stderr is a terminal.
    pub(super) fn new(wanted: bool) -> Self {
        Progress {
            enabled: wanted && std::io::stderr().is_terminal(),
            started: Stopwatch::start(),
            shown: false,
            label: String::new(),
            window: (-INFINITY, INFINITY),
        }
    }

    /// A new solve starts, named `label` on the line.
    pub(super) fn start(&mut self, label: &str) {
        self.started = Stopwatch::start();
        self.label = label.to_owned();
    }

    /// Rewrites the line once the solve has run long enough.
    pub(super) fn report(&mut self, nodes: u64, path_nodes: u64, filled: usize, capacity: usize) {
        if !self.enabled || self.started.elapsed() < QUIET_FOR {
            return;
        }
        self.shown = true;
        let mut err = std::io::stderr().lock();
        let _ = write!(
            err,
            "\rpainters-duel: {}: value in [{}, {}], {:.1}M positions, {:.1}M path steps, \
             table {}% full, {:.0} s   ",
            self.label,
            self.window.0,
            self.window.1,
            nodes as f64 / 1e6,
            path_nodes as f64 / 1e6,
            filled * 100 / capacity.max(1),
            self.started.elapsed().as_secs_f64()
        );
        let _ = err.flush();
    }

    /// Erases the line if it was shown.
    pub(super) fn finish(&mut self) {
        if self.shown {
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "\r{:120}\r", "");
            let _ = err.flush();
            self.shown = false;
        }
    }
}
