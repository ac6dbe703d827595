//! The command line, checked: the mode its flags ask for, the solver's own flags applied to
//! its options, the input file and the `--draw` target.

use std::ffi::OsString;

use super::{Failure, Program};

/// What the command line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
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

/// A checked command line: the solver's options, the mode, the input file (`None` or `-` for
/// stdin) and the `--draw` target.
pub(super) struct Request<'a, O> {
    pub(super) options: O,
    pub(super) mode: Mode,
    pub(super) path: Option<&'a OsString>,
    pub(super) picture: Option<String>,
}

impl<O: Default> Program<O> {
    /// What the command line asks for, checked; `Ok(None)` after `--help`.
    pub(super) fn parse_args<'a>(
        &self,
        args: &'a [OsString],
    ) -> Result<Option<Request<'a, O>>, Failure> {
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
            // The picture is SVG whatever the name says: a `.png` would hold SVG text.
            Some(target) if is_svg_name(&target) => Ok(target),
            Some(target) if !target.is_empty() => Err(Failure::Usage(format!(
                "flag --draw writes SVG: name the file FILE.svg, not `{target}`"
            ))),
            _ => Err(Failure::Usage(
                "flag --draw needs a value FILE.svg".to_owned(),
            )),
        })
    }
}

/// Whether `name` ends in `.svg` (any case) after a file name.
fn is_svg_name(name: &str) -> bool {
    let file = name.rsplit(['/', '\\']).next().unwrap_or(name);
    file.len() > 4 && file.to_ascii_lowercase().ends_with(".svg")
}
