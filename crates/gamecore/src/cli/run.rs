//! A run of the program: the checked command line, the input read and decoded, the answer
//! (or the moves, or a game) written, and how the run ends as an exit code.

use std::ffi::OsString;
use std::io::{self, Read, Write};

use super::args::{Mode, Request};
use super::{Failure, Output, Program, Refusal};
use crate::explore::Unanswered;
use crate::input::{InputError, decode};

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

impl<O: Default> Program<O> {
    /// An input that the tool behind `flag` refuses: invalid input (exit 1), unless the program
    /// accepts it (`--validate` passes), which makes it past that tool's own limit (a side the
    /// drawing does not reach, say): a usage error (exit 2) that names the flag.
    fn beyond(&self, flag: &str, text: &str, error: InputError) -> Failure {
        match (self.validate)(text) {
            Ok(()) => Failure::Usage(format!("{flag}: {error}")),
            Err(_) => Failure::Input(error),
        }
    }

    /// A position `flag` gives no answer for: invalid (exit 1) or too large (exit 2).
    fn refused(&self, flag: &str, text: &str, why: Unanswered) -> Failure {
        match why {
            Unanswered::Input(error) => self.beyond(flag, text, error),
            Unanswered::TooLarge(limit) => Failure::Usage(format!("{flag}: {limit}")),
        }
    }

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
                .map_err(|why| self.refused("--moves", text, why))?,
            (Mode::Explain, _) => self
                .respond(text, &request.options, request.mode)
                .map_err(|error| self.beyond("--explain", text, error))?,
            _ => self
                .respond(text, &request.options, request.mode)
                .map_err(Failure::Input)?,
        };
        if let Some(target) = request.picture {
            self.write_drawing(text, &request.options, &target)?;
        }
        Ok(Some(output))
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
            .map_err(|why| self.refused("--play", text, why))
    }

    /// Draws the decoded input and writes the picture to `target`.
    fn write_drawing(&self, text: &str, options: &O, target: &str) -> Result<(), Failure> {
        let Some(draw) = self.draw else {
            return Ok(());
        };
        let svg = draw(text, options).map_err(|refusal| match refusal {
            Refusal::Input(error) => self.beyond("--draw", text, error),
            Refusal::Usage(why) => Failure::Usage(format!("--draw: {why}")),
        })?;
        std::fs::write(target, svg)
            .map_err(|error| Failure::Io(format!("cannot write {target}: {error}")))
    }
}
