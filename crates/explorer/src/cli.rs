//! The command line: `explorer [--port N] [--time-limit SECONDS] [--testdata DIR]`.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use crate::api::App;
use crate::server::Explorer;

const HELP: &str = "\
explorer: a local web page per problem: every move of a position coloured by its value, and play
against perfect play.

Usage: explorer [--port N] [--time-limit SECONDS] [--testdata DIR]

  --port N              listen on 127.0.0.1:N (default 8080; 0 picks a free port)
  --time-limit SECONDS  the longest one position's solve may take (default 5); a position that
                        needs longer gets a message instead of an answer
  --testdata DIR        where the problems' sample cases are (default: the workspace's testdata)

It listens on the loopback address only and prints its URL; open it in a browser.";

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The port (0: any free one).
    pub port: u16,
    /// The time limit of one solve.
    pub time_limit: Duration,
    /// The testdata folder.
    pub testdata: PathBuf,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            port: 8080,
            time_limit: Duration::from_secs(5),
            testdata: default_testdata(),
        }
    }
}

/// The workspace's testdata folder, found from this crate's source folder at build time.
pub fn default_testdata() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../testdata")
}

/// Reads the arguments (without the program name); `Ok(None)` for `--help`.
pub fn parse(args: &[String]) -> Result<Option<Options>, String> {
    let mut options = Options::default();
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = |what: &str| {
            args.next()
                .ok_or_else(|| format!("{flag} needs {what}"))
                .cloned()
        };
        match flag.as_str() {
            "--help" | "-h" => return Ok(None),
            "--port" => {
                let text = value("a port number")?;
                options.port = text.parse().map_err(|_| {
                    format!("--port: expected a port from 0 to 65535, found '{text}'")
                })?;
            }
            "--time-limit" => {
                let text = value("a number of seconds")?;
                let seconds: f64 = text.parse().unwrap_or(f64::NAN);
                if !(0.1..=3600.0).contains(&seconds) {
                    return Err(format!(
                        "--time-limit: expected seconds from 0.1 to 3600, found '{text}'"
                    ));
                }
                options.time_limit = Duration::from_secs_f64(seconds);
            }
            "--testdata" => options.testdata = PathBuf::from(value("a folder")?),
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(Some(options))
}

/// The program: parse, start, print the URL, serve.
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse(&args) {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(why) => {
            eprintln!("error: {why}\ntry 'explorer --help'");
            return ExitCode::from(2);
        }
    };
    let app = App::new(crate::registered(), options.testdata, options.time_limit);
    match Explorer::start(app, options.port) {
        Ok(explorer) => {
            println!("explorer: serving on {}", explorer.url());
            explorer.wait();
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("error: {why}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn flags_are_read() {
        let options = parse(&args("--port 0 --time-limit 2.5 --testdata /tmp/t"))
            .unwrap()
            .unwrap();
        assert_eq!(options.port, 0);
        assert_eq!(options.time_limit, Duration::from_millis(2500));
        assert_eq!(options.testdata, PathBuf::from("/tmp/t"));
        assert_eq!(parse(&args("")).unwrap().unwrap().port, 8080);
        assert_eq!(parse(&args("--help")).unwrap(), None);
    }

    #[test]
    fn bad_flags_are_refused_with_a_reason() {
        let refused = |text| parse(&args(text)).unwrap_err();
        assert_eq!(
            refused("--port 70000"),
            "--port: expected a port from 0 to 65535, found '70000'"
        );
        assert_eq!(refused("--port"), "--port needs a port number");
        assert!(refused("--time-limit 0").starts_with("--time-limit: expected seconds"));
        assert!(refused("--time-limit nan").starts_with("--time-limit: expected seconds"));
        assert_eq!(refused("--verbose"), "unknown argument '--verbose'");
    }
}
