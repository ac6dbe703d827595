//! The judge's [`Progress`] shown: on a terminal a line rewritten in place (cases judged, then
//! smaller inputs judged while shrinking); otherwise (a log, a pipe) a line on stderr when a
//! failure is found and when its shrinking ends, so that stdout keeps the report alone.

use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use judge::Progress;
use judge::words::{ProgressLine, progress_line};

/// Where progress goes.
pub struct Shown {
    /// Whether stdout is a terminal.
    terminal: bool,
    /// When the line was last drawn (every job of the judge reports).
    drawn: Mutex<Option<Instant>>,
}

/// The least time between two drawings of the line.
const REDRAW: Duration = Duration::from_millis(100);

impl Shown {
    /// Progress for this process's stdout.
    pub fn new() -> Self {
        Shown {
            terminal: std::io::stdout().is_terminal(),
            drawn: Mutex::new(None),
        }
    }

    /// Shows one event.
    pub fn show(&self, event: &Progress) {
        match progress_line(event) {
            ProgressLine::Passing(line) => self.draw(&line),
            ProgressLine::Event(line) => {
                self.clear();
                self.log(&line);
            }
        }
    }

    /// Draws the line on a terminal, at most every [`REDRAW`].
    fn draw(&self, line: &str) {
        if !self.terminal {
            return;
        }
        let mut drawn = self.drawn.lock().unwrap_or_else(|e| e.into_inner());
        if drawn.is_some_and(|t| t.elapsed() < REDRAW) {
            return;
        }
        *drawn = Some(Instant::now());
        let mut out = std::io::stdout().lock();
        let _ = write!(out, "\r\x1b[2K{line}");
        let _ = out.flush();
    }

    /// Clears the line (before the report).
    pub fn clear(&self) {
        if self.terminal {
            let mut out = std::io::stdout().lock();
            let _ = write!(out, "\r\x1b[2K");
            let _ = out.flush();
        }
    }

    /// A line on stderr when stdout is not a terminal.
    fn log(&self, line: &str) {
        if !self.terminal {
            let mut out = std::io::stderr().lock();
            let _ = writeln!(out, "{line}");
        }
    }
}
