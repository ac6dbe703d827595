//! The text `--help` prints: what the program solves, its input, its flags, its exit codes.

use std::fmt::Write as _;

use super::Program;

impl<O: Default> Program<O> {
    /// The text `--help` prints for the binary `name`.
    pub fn help(&self, name: &str) -> String {
        let mut help = format!(
            "{}: {}\n\nUsage: {} [OPTIONS] [FILE]\nReads FILE (or standard input, also as `-`) \
             and prints the answer on standard output.\n\n{}\n\nOptions:\n",
            name,
            self.about,
            name,
            self.input_help.trim_end()
        );
        let mut rows: Vec<(String, &str)> = self
            .flags
            .iter()
            .map(|f| match f.value {
                Some(v) => (format!("--{} {v}", f.name), f.help),
                None => (format!("--{}", f.name), f.help),
            })
            .collect();
        rows.push((
            "--validate".to_owned(),
            "Only check the input against the accepted range; print `ok`.",
        ));
        if self.explain.is_some() {
            rows.push((
                "--explain".to_owned(),
                "Also print on stderr why the answer is right (a checked witness).",
            ));
        }
        if self.draw.is_some() {
            rows.push((
                "--draw FILE.svg".to_owned(),
                "Also draw the position and its winning move as SVG into FILE.",
            ));
        }
        if self.explore.is_some() {
            rows.push((
                "--moves".to_owned(),
                "Instead of the answer, print every legal move with its value, best first.",
            ));
            rows.push((
                "--play".to_owned(),
                "Play the position in FILE against perfect play (moves on stdin; `help` there).",
            ));
        }
        rows.push(("-h, --help".to_owned(), "Print this help."));
        let width = rows.iter().map(|(left, _)| left.len()).max().unwrap_or(0);
        for (left, text) in rows {
            let _ = writeln!(help, "  {left:width$}  {text}");
        }
        help.push_str(
            "\nExit status: 0 answer printed; 1 invalid input (one line `error: line L, column C: \
             ...` on stderr, nothing on stdout); 2 usage or I/O error.\n",
        );
        help
    }
}
