//! The benchmark's progress line on stderr: rewritten in place on a terminal, and left out when
//! stderr goes to a file or a pipe, where `\r` and escape codes would only clutter the log.

use std::fmt::Display;
use std::io::IsTerminal;

/// Whether stderr is a terminal.
fn on_terminal() -> bool {
    std::io::stderr().is_terminal()
}

/// Shows `text` as the progress line, in place of the previous one.
pub fn show(text: impl Display) {
    if on_terminal() {
        eprint!("\r\x1b[K{text}");
    }
}

/// Clears the progress line, before a line of the report or an error.
pub fn clear() {
    if on_terminal() {
        eprint!("\r\x1b[K");
    }
}
