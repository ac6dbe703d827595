//! The command-line wrapper every solver's `main` calls: reads standard input or a file named on
//! the command line, parses the solver's flags into its options, prints the answer, and maps
//! failures to exit codes.
//!
//! | exit | meaning | output |
//! |---|---|---|
//! | 0 | answer printed (also `--help`, and a reader that closed stdout early) | the answer on stdout |
//! | 1 | invalid input | nothing on stdout; `error: line L, column C: ...` on stderr |
//! | 2 | usage or I/O error (unknown flag, extra argument, unreadable file, an input the program accepts but a flag's tool does not reach) | one line on stderr |
//!
//! Besides each solver's own flags, every program takes `--validate` (check the input against the
//! accepted range without solving, print `ok`) and `--explain` (the same answer on stdout, and on
//! stderr why it is right: a checked witness for a person to read).
//!
//! A program with a drawing also takes `--draw FILE.svg`, alone or with `--explain`: it writes a
//! picture of the position and its winning move to FILE (replacing it) before printing the same
//! answer; a name that does not end in `.svg` is a usage error, since the file would hold SVG. On invalid input nothing is written (exit 1); a picture the program refuses to draw
//! (too large, say) or a file that cannot be written is a usage error (exit 2): either way nothing
//! is printed on stdout.
//!
//! A program that can explore its game also takes `--moves` (every legal move of the input's
//! position with its value, best first, instead of the answer) and `--play` (a game against
//! perfect play in the terminal from the position in FILE, the person's moves on stdin); a
//! position too large to answer is a usage error (exit 2).
//!
//! An input that `--validate` accepts but `--explain`, `--draw`, `--moves` or `--play` refuses
//! is past that flag's own limit (painters-duel answers sides 12 and 13 and explains up to side 11): a
//! usage error (exit 2) naming the flag, not invalid input.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::process::ExitCode;

use crate::explore::ExploreCli;
use crate::input::InputError;

mod args;
mod help;
mod run;

/// What a solver prints: the judge's answer for stdout and, on request, an explanation for stderr.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Output {
    /// Exactly what the judge expects, newline-terminated.
    pub answer: String,
    /// Text for a person, printed to stderr after the answer.
    pub explanation: Option<String>,
}

impl From<String> for Output {
    fn from(answer: String) -> Self {
        Output {
            answer,
            explanation: None,
        }
    }
}

/// The options of a solver without flags of its own: `Program<NoOptions>`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoOptions;

/// How a program answers a decoded input under its options.
pub type Answer<O> = fn(&str, &O) -> Result<Output, InputError>;

/// How a program draws a decoded input under its options: the SVG document's text.
pub type DrawFn<O> = fn(&str, &O) -> Result<String, Refusal>;

/// Why a program draws no picture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The input is invalid (exit 1).
    Input(InputError),
    /// The input is valid but the picture cannot be drawn as asked, e.g. it is too large or the
    /// options name a test the input lacks (exit 2); the text says why.
    Usage(String),
}

impl From<InputError> for Refusal {
    fn from(error: InputError) -> Self {
        Refusal::Input(error)
    }
}

/// A command-line flag `--name` (a switch) or `--name VALUE` / `--name=VALUE`.
pub struct Flag<O> {
    /// The flag's name without the leading dashes.
    pub name: &'static str,
    /// The value's placeholder in the help (`MB`), or `None` for a switch.
    pub value: Option<&'static str>,
    /// One line for `--help`.
    pub help: &'static str,
    /// Applies the flag to the options; a switch receives an empty value. An `Err` is a usage error.
    pub apply: fn(&mut O, &str) -> Result<(), String>,
}

/// A solver program: its description and the function that answers an input. Its name is the
/// problem's ([`crate::Problem::name`]), which holds it as a [`Cli`].
pub struct Program<O: 'static> {
    /// What it solves, in one line.
    pub about: &'static str,
    /// The input format and the accepted range, for `--help`.
    pub input_help: &'static str,
    /// The flags it accepts besides `--help`.
    pub flags: &'static [Flag<O>],
    /// Answers a decoded input under the given options.
    pub solve: Answer<O>,
    /// Checks a decoded input against the accepted range without solving it (`--validate`).
    pub validate: fn(&str) -> Result<(), InputError>,
    /// Answers like `solve` and adds the explanation for stderr (`--explain`); a program without
    /// one does not offer the flag.
    pub explain: Option<Answer<O>>,
    /// Draws the position and its winning move as SVG (`--draw FILE.svg`); a program without one
    /// does not offer the flag.
    pub draw: Option<DrawFn<O>>,
    /// `--moves` and `--play` (usually [`crate::explore::cli`] of the crate's game); a program
    /// without them does not offer the flags.
    pub explore: Option<ExploreCli<O>>,
}

/// How a run ends, before it becomes an exit code.
#[derive(Debug, PartialEq, Eq)]
enum Failure {
    Input(InputError),
    /// A wrong command line: the message points to `--help`.
    Usage(String),
    /// A file or stream that cannot be read or written: `--help` would not help.
    Io(String),
}

/// A [`Program`] of any options, as a [`crate::Problem`] holds it: the command line of the binary
/// named `name`.
pub trait Cli: Sync + std::panic::RefUnwindSafe {
    /// Runs the program on explicit arguments and streams; returns the exit code.
    fn run(
        &self,
        name: &str,
        args: &[OsString],
        stdin: &mut dyn Read,
        stdout: &mut dyn Write,
        stderr: &mut dyn Write,
    ) -> u8;
    /// The text `--help` prints.
    fn help(&self, name: &str) -> String;
    /// What it solves, in one line.
    fn about(&self) -> &'static str;
    /// The input format and the accepted range.
    fn input_help(&self) -> &'static str;
}

impl<O: Default> Cli for Program<O> {
    fn run(
        &self,
        name: &str,
        args: &[OsString],
        stdin: &mut dyn Read,
        stdout: &mut dyn Write,
        stderr: &mut dyn Write,
    ) -> u8 {
        Program::run(self, name, args, stdin, stdout, stderr)
    }

    fn help(&self, name: &str) -> String {
        Program::help(self, name)
    }

    fn about(&self) -> &'static str {
        self.about
    }

    fn input_help(&self) -> &'static str {
        self.input_help
    }
}

/// Runs `cli` as the binary `name` on the process's arguments, stdin, stdout and stderr.
pub fn main(cli: &dyn Cli, name: &str) -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let code = cli.run(
        name,
        &args,
        &mut io::stdin().lock(),
        &mut io::stdout().lock(),
        &mut io::stderr().lock(),
    );
    ExitCode::from(code)
}

/// Runs `cli` as the binary `name` in memory on `args` and `stdin`: (exit code, stdout, stderr),
/// the output decoded lossily. Meant for tests of the command line.
pub fn run_captured(
    cli: &dyn Cli,
    name: &str,
    args: &[&str],
    stdin: &[u8],
) -> (u8, String, String) {
    let args: Vec<OsString> = args.iter().map(OsString::from).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = cli.run(name, &args, &mut &stdin[..], &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}
