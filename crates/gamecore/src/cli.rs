//! The command-line wrapper every solver's `main` calls: reads standard input or a file named on
//! the command line, parses the solver's flags into its options, prints the answer, and maps
//! failures to exit codes.
//!
//! | exit | meaning | output |
//! |---|---|---|
//! | 0 | answer printed (also `--help`, and a reader that closed stdout early) | the answer on stdout |
//! | 1 | invalid input | nothing on stdout; `error: line L, column C: ...` on stderr |
//! | 2 | usage or I/O error (unknown flag, extra argument, unreadable file) | one line on stderr |
//!
//! Besides each solver's own flags, every program takes `--validate` (check the input against the
//! accepted range without solving, print `ok`) and `--explain` (the same answer on stdout, and on
//! stderr why it is right: a checked witness for a person to read).
//!
//! A program with a drawing also takes `--draw FILE.svg`, alone or with `--explain`: it writes a
//! picture of the position and its winning move to FILE (replacing it) before printing the same
//! answer. On invalid input nothing is written (exit 1); a picture the program refuses to draw
//! (too large, say) or a file that cannot be written is a usage error (exit 2): either way nothing
//! is printed on stdout.
//!
//! A program that can explore its game also takes `--moves` (every legal move of the input's
//! position with its value, best first, instead of the answer) and `--play` (a game against
//! perfect play in the terminal from the position in FILE, the person's moves on stdin); a
//! position too large to answer is a usage error (exit 2).

use std::ffi::OsString;
use std::fmt::Write as _;
use std::io::{self, Read, Write};
use std::process::ExitCode;

use crate::explore::{ExploreCli, Unanswered};
use crate::input::{InputError, decode};

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

/// What the command line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Solve,
    Validate,
    Explain,
    Moves,
    Play,
}

impl Mode {
    /// The flag that asks for the mode.
    fn flag(self) -> &'static str {
        match self {
            Mode::Solve => "(none)",
            Mode::Validate => "--validate",
            Mode::Explain => "--explain",
            Mode::Moves => "--moves",
            Mode::Play => "--play",
        }
    }
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

/// A checked command line: the solver's options, the mode, the input file (`None` or `-` for
/// stdin) and the `--draw` target.
struct Request<'a, O> {
    options: O,
    mode: Mode,
    path: Option<&'a OsString>,
    picture: Option<String>,
}

/// A position `flag` gives no answer for: invalid (exit 1) or too large (exit 2).
fn refused(flag: &str, why: Unanswered) -> Failure {
    match why {
        Unanswered::Input(error) => Failure::Input(error),
        Unanswered::TooLarge(limit) => Failure::Usage(format!("{flag}: {limit}")),
    }
}

/// The input's bytes: the file at `path`, or stdin when there is none or it is `-`.
fn read_input(path: Option<&OsString>, stdin: &mut dyn Read) -> Result<Vec<u8>, Failure> {
    match path {
        Some(path) if path != "-" => std::fs::read(path).map_err(|error| {
            Failure::Io(format!("cannot read {}: {error}", path.to_string_lossy()))
        }),
        _ => {
            let mut bytes = Vec::new();
            stdin
                .read_to_end(&mut bytes)
                .map_err(|error| Failure::Io(format!("cannot read stdin: {error}")))?;
            Ok(bytes)
        }
    }
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

impl<O: Default> Program<O> {
    /// Runs the program as the binary `name` on explicit arguments and streams; returns the exit
    /// code.
    pub fn run(
        &self,
        name: &str,
        args: &[OsString],
        stdin: &mut dyn Read,
        stdout: &mut dyn Write,
        stderr: &mut dyn Write,
    ) -> u8 {
        let result = self.answer(args, stdin, stdout);
        let (code, message) = match result {
            Ok(None) => {
                let _ = stdout.write_all(self.help(name).as_bytes());
                (0, None)
            }
            Ok(Some(output)) => {
                let written = stdout
                    .write_all(output.answer.as_bytes())
                    .and_then(|()| stdout.flush());
                match written {
                    Err(error) if error.kind() == io::ErrorKind::BrokenPipe => (0, None),
                    Err(error) => (2, Some(format!("error: cannot write the answer: {error}"))),
                    Ok(()) => (0, output.explanation),
                }
            }
            Err(Failure::Input(error)) => (1, Some(format!("error: {error}"))),
            Err(Failure::Usage(message)) => (2, Some(format!("{name}: {message} (try --help)"))),
            Err(Failure::Io(message)) => (2, Some(format!("{name}: {message}"))),
        };
        if let Some(message) = message {
            // Nothing useful is left to do if stderr is closed too.
            let _ = writeln!(stderr, "{}", message.trim_end());
        }
        code
    }

    /// Parses the arguments, reads the input and solves it; `Ok(None)` after `--help`. `--play`
    /// talks with the person on `stdin` and `stdout` itself and leaves an empty answer.
    fn answer(
        &self,
        args: &[OsString],
        stdin: &mut dyn Read,
        stdout: &mut dyn Write,
    ) -> Result<Option<Output>, Failure> {
        let Some(request) = self.parse_args(args)? else {
            return Ok(None);
        };
        if request.mode == Mode::Play {
            self.play(&request, stdin, stdout)?;
            return Ok(Some(Output::default()));
        }
        let bytes = read_input(request.path, stdin)?;
        let text = decode(&bytes).map_err(Failure::Input)?;
        let output = match (request.mode, &self.explore) {
            (Mode::Moves, Some(explore)) => (explore.moves)(text, &request.options)
                .map(Output::from)
                .map_err(|why| refused("--moves", why))?,
            _ => self
                .respond(text, &request.options, request.mode)
                .map_err(Failure::Input)?,
        };
        if let Some(target) = request.picture {
            self.write_drawing(text, &request.options, &target)?;
        }
        Ok(Some(output))
    }

    /// What the command line asks for, checked; `Ok(None)` after `--help`.
    fn parse_args<'a>(&self, args: &'a [OsString]) -> Result<Option<Request<'a, O>>, Failure> {
        let mut request = Request {
            options: O::default(),
            mode: Mode::Solve,
            path: None,
            picture: None,
        };
        let mut only_paths = false;
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let text = arg
                .to_str()
                .ok_or_else(|| Failure::Usage(format!("argument {arg:?} is not UTF-8")))?;
            if !only_paths && (text == "--help" || text == "-h") {
                return Ok(None);
            }
            if let Some(wanted) = self.mode_flag(text, only_paths) {
                if request.mode != Mode::Solve && request.mode != wanted {
                    return Err(Failure::Usage(format!(
                        "{} and {} exclude each other",
                        request.mode.flag(),
                        wanted.flag()
                    )));
                }
                request.mode = wanted;
            } else if !only_paths && text == "--" {
                only_paths = true;
            } else if !only_paths && let Some(target) = self.draw_target(text, &mut args) {
                request.picture = Some(target?);
            } else if !only_paths && text.starts_with('-') && text != "-" {
                self.apply_flag(text, &mut args, &mut request.options)?;
            } else if request.path.is_some() {
                return Err(Failure::Usage(format!(
                    "unexpected extra argument `{text}`"
                )));
            } else {
                request.path = Some(arg);
            }
        }
        if matches!(request.mode, Mode::Validate | Mode::Play) && request.picture.is_some() {
            return Err(Failure::Usage(format!(
                "{} and --draw exclude each other",
                request.mode.flag()
            )));
        }
        Ok(Some(request))
    }

    /// The mode `text` asks for if it is `--validate` or (when offered) `--explain`.
    fn mode_flag(&self, text: &str, only_paths: bool) -> Option<Mode> {
        match text {
            "--validate" if !only_paths => Some(Mode::Validate),
            "--explain" if !only_paths && self.explain.is_some() => Some(Mode::Explain),
            "--moves" if !only_paths && self.explore.is_some() => Some(Mode::Moves),
            "--play" if !only_paths && self.explore.is_some() => Some(Mode::Play),
            _ => None,
        }
    }

    /// Applies the solver's flag `text` (`--name`, `--name=VALUE`, or `--name` with the value
    /// taken from `rest`) to `options`.
    fn apply_flag<'a>(
        &self,
        text: &str,
        rest: &mut impl Iterator<Item = &'a OsString>,
        options: &mut O,
    ) -> Result<(), Failure> {
        let body = text.trim_start_matches('-');
        let (name, inline) = match body.split_once('=') {
            Some((name, value)) => (name, Some(value)),
            None => (body, None),
        };
        let flag = self
            .flags
            .iter()
            .find(|f| f.name == name && text.starts_with("--"))
            .ok_or_else(|| Failure::Usage(format!("unknown flag `{text}`")))?;
        let value = match (flag.value, inline) {
            (None, None) => String::new(),
            (None, Some(_)) => {
                return Err(Failure::Usage(format!("flag --{name} takes no value")));
            }
            (Some(_), Some(value)) => value.to_owned(),
            (Some(placeholder), None) => rest
                .next()
                .and_then(|v| v.to_str())
                .map(str::to_owned)
                .ok_or_else(|| {
                    Failure::Usage(format!("flag --{name} needs a value {placeholder}"))
                })?,
        };
        (flag.apply)(options, &value).map_err(|why| Failure::Usage(format!("flag --{name}: {why}")))
    }

    /// Answers the decoded input in the asked mode.
    fn respond(&self, text: &str, options: &O, mode: Mode) -> Result<Output, InputError> {
        match mode {
            Mode::Solve => (self.solve)(text, options),
            Mode::Explain => match self.explain {
                Some(explain) => explain(text, options),
                None => (self.solve)(text, options),
            },
            Mode::Validate => (self.validate)(text).map(|()| Output::from("ok\n".to_owned())),
            // Answered in `answer` and `play`.
            Mode::Moves | Mode::Play => (self.solve)(text, options),
        }
    }

    /// `--play`: the position comes from the file named on the command line, since the person's
    /// moves come from stdin.
    fn play(
        &self,
        request: &Request<'_, O>,
        stdin: &mut dyn Read,
        stdout: &mut dyn Write,
    ) -> Result<(), Failure> {
        let (Some(explore), Some(path)) = (&self.explore, request.path.filter(|p| *p != "-"))
        else {
            return Err(Failure::Usage(
                "--play reads the position from a FILE (stdin is for your moves)".to_owned(),
            ));
        };
        let bytes = read_input(Some(path), stdin)?;
        let text = decode(&bytes).map_err(Failure::Input)?;
        let mut moves = io::BufReader::new(stdin);
        (explore.play)(text, &request.options, &mut moves, stdout)
            .map_err(|why| refused("--play", why))
    }

    /// The file named by `--draw FILE` / `--draw=FILE` if `text` is that flag (taking the value
    /// from `rest` when needed); `None` for any other argument, or when the program cannot draw.
    fn draw_target<'a>(
        &self,
        text: &str,
        rest: &mut impl Iterator<Item = &'a OsString>,
    ) -> Option<Result<String, Failure>> {
        self.draw?;
        let target = match text.strip_prefix("--draw") {
            Some("") => rest.next().and_then(|v| v.to_str()).map(str::to_owned),
            Some(inline) => Some(inline.strip_prefix('=')?.to_owned()),
            None => return None,
        };
        Some(match target {
            Some(target) if !target.is_empty() => Ok(target),
            _ => Err(Failure::Usage(
                "flag --draw needs a value FILE.svg".to_owned(),
            )),
        })
    }

    /// Draws the decoded input and writes the picture to `target`.
    fn write_drawing(&self, text: &str, options: &O, target: &str) -> Result<(), Failure> {
        let Some(draw) = self.draw else {
            return Ok(());
        };
        let svg = draw(text, options).map_err(|refusal| match refusal {
            Refusal::Input(error) => Failure::Input(error),
            Refusal::Usage(why) => Failure::Usage(format!("--draw: {why}")),
        })?;
        std::fs::write(target, svg)
            .map_err(|error| Failure::Io(format!("cannot write {target}: {error}")))
    }

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

#[cfg(test)]
mod tests;
