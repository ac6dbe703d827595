//! Everything a person reads of a check, in one place: the report of a failure ([`failure`]),
//! a check's summary and the commands that reproduce it ([`summary`], [`rerun`]), a table of
//! several programs ([`table`], laid out by [`layout`]) and its killing tests' manifest lines
//! ([`manifest`]), and the progress lines ([`progress`]).
//! The judge prints nothing: its caller prints these words and chooses the exit code.

pub mod failure;
pub mod layout;
pub mod manifest;
pub mod parts;
pub mod progress;
pub mod rerun;
pub mod summary;
pub mod table;

pub use failure::found_report;
pub use layout::Format;
pub use parts::{megabytes, shown_path, stats_words};
pub use progress::{ProgressLine, progress_line};
pub use rerun::rerun_line;
pub use summary::checked_report;
pub use table::table_report;
