//! How far a search got: the game and longest-path positions it searched, and the progress line.
//! A solve longer than 2 s shows its root window, the positions searched and the game table's
//! fill on stderr, when stderr is a terminal, and erases it when done.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use gamecore::clock::Stopwatch;

use super::entries::INFINITY;

/// Solves shorter than this show nothing.
const QUIET_FOR: Duration = Duration::from_secs(2);

/// The progress line is refreshed once every this many positions (a power of two minus one, as a
/// mask, so that counting costs no division).
const REPORT_MASK: u64 = 0x3FFFF;

/// The positions searched, and live progress on stderr for long solves when stderr is a terminal.
pub struct Progress {
    /// Game positions and longest-path positions searched so far.
    pub(super) nodes: u64,
    pub(super) path_nodes: u64,
    enabled: bool,
    started: Stopwatch,
    shown: bool,
    label: String,
    /// What the MTD driver knows of the root value: it lies in [lower, upper].
    pub(in crate::solver) window: (i32, i32),
}

impl Progress {
    /// Progress shown when `wanted` and stderr is a terminal.
    pub fn new(wanted: bool) -> Self {
        Progress {
            nodes: 0,
            path_nodes: 0,
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

    /// Counts a game position; `fill` gives the game table's slots in use and its capacity.
    pub(super) fn count_position(&mut self, fill: impl FnOnce() -> (usize, usize)) {
        self.nodes += 1;
        if self.nodes & REPORT_MASK == 0 {
            self.report(fill());
        }
    }

    /// Counts a longest-path position, as [`Progress::count_position`] a game position.
    pub(super) fn count_path(&mut self, fill: impl FnOnce() -> (usize, usize)) {
        self.path_nodes += 1;
        if self.path_nodes & REPORT_MASK == 0 {
            self.report(fill());
        }
    }

    /// Rewrites the line once the solve has run long enough.
    fn report(&mut self, (filled, capacity): (usize, usize)) {
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
            self.nodes as f64 / 1e6,
            self.path_nodes as f64 / 1e6,
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
