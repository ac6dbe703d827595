//! The input reader shared by every solver: whitespace-separated tokens (or whole lines) with
//! their line and column, typed reads with bounds, and [`InputError`], whose message is the one
//! error form of the workspace: `line L, column C: expected <what>, found <what>` or
//! `line L, column C: <the rule the input breaks>`, optionally followed by ` (test T)`.
//!
//! Lines and columns are 1-based; a column counts characters (not bytes) from the line start.

use std::fmt;
use std::ops::RangeInclusive;

/// A place in the input: 1-based line and column (columns count characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

impl Pos {
    /// The first character of the input.
    pub const START: Pos = Pos { line: 1, column: 1 };
}

/// Why an input was refused, and where.
///
/// `Display` gives `line L, column C: <message>` and, when a context is set, ` (<context>)`.
/// The CLI wrapper prefixes `error: `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The token that proves the error (for a broken rule, the later of the items named).
    pub pos: Pos,
    /// `expected <what>, found <what>`, or the rule the input breaks.
    pub message: String,
    /// Where in a multi-part input this happened, such as `test 3` or `field 2`.
    pub context: Option<String>,
}

impl InputError {
    /// `expected <what>, found <found>` at `pos`.
    pub fn expected(pos: Pos, what: impl fmt::Display, found: impl fmt::Display) -> Self {
        InputError {
            pos,
            message: format!("expected {what}, found {found}"),
            context: None,
        }
    }

    /// A broken rule of the statement, such as `circles 3 and 7 touch`.
    pub fn rule(pos: Pos, message: impl Into<String>) -> Self {
        InputError {
            pos,
            message: message.into(),
            context: None,
        }
    }

    /// Adds the part of a multi-part input (`test 3`, `field 2`) unless one is already set.
    pub fn within(mut self, context: impl fmt::Display) -> Self {
        if self.context.is_none() {
            self.context = Some(context.to_string());
        }
        self
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.pos.line, self.pos.column, self.message
        )?;
        if let Some(context) = &self.context {
            write!(f, " ({context})")?;
        }
        Ok(())
    }
}

impl std::error::Error for InputError {}

/// Checks that the raw input is UTF-8; otherwise an [`InputError`] at the first bad byte.
pub fn decode(bytes: &[u8]) -> Result<&str, InputError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text),
        Err(error) => {
            let valid = error.valid_up_to();
            // The prefix is valid UTF-8 by construction of `valid_up_to`.
            let prefix = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
            Err(InputError::expected(
                position_after(Pos::START, prefix),
                "UTF-8 text",
                format_args!("byte 0x{:02X}", bytes[valid]),
            ))
        }
    }
}

/// The position just after `text` when `text` starts at `start`.
///
/// Whole lines at a time where the text is long (a solver that reads a grid skips its rows as
/// lines): the line ends are counted and the characters after the last one, where a step per
/// character costs 2% of a 2000 x 2000 field's solve. A token or the space before it is a few
/// bytes, and there the step per character is cheaper than the calls of the counts.
pub fn position_after(start: Pos, text: &str) -> Pos {
    if text.len() <= SHORT {
        return text.chars().fold(start, |pos, c| match c {
            '\n' => Pos {
                line: pos.line + 1,
                column: 1,
            },
            _ => Pos {
                column: pos.column + 1,
                ..pos
            },
        });
    }
    match text.rfind('\n') {
        None => Pos {
            column: start.column + text.chars().count(),
            ..start
        },
        Some(last) => Pos {
            line: start.line + text.bytes().filter(|&b| b == b'\n').count(),
            column: 1 + text[last + 1..].chars().count(),
        },
    }
}

/// The longest text (in bytes) [`position_after`] steps through a character at a time.
const SHORT: usize = 32;

/// How a token is shown in an error: quoted, cut after 24 characters, control characters escaped.
pub fn describe_token(text: &str) -> String {
    let mut shown: String = text.chars().take(24).flat_map(char::escape_debug).collect();
    if text.chars().nth(24).is_some() {
        shown.push_str("...");
    }
    format!("`{shown}`")
}

/// One whitespace-free token and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token's text.
    pub text: &'a str,
    /// Where it starts.
    pub pos: Pos,
}

/// One line of the input (without its `\n` and without one trailing `\r`) and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// The line's text.
    pub text: &'a str,
    /// Where it starts.
    pub pos: Pos,
}

impl Line<'_> {
    /// The position of the character at byte offset `offset` of the line.
    pub fn pos_at(&self, offset: usize) -> Pos {
        Pos {
            line: self.pos.line,
            column: self.pos.column + self.text[..offset].chars().count(),
        }
    }
}

/// A cursor over the input text that reads tokens or lines and knows where it stands.
///
/// A parser reads each value with its bounds, and every refusal carries the position of the token
/// that proves it:
///
/// ```
/// use gamecore::{InputError, Reader};
///
/// /// `n`, then n heap sizes from 1 to 100.
/// fn parse(input: &str) -> Result<Vec<u32>, InputError> {
///     let mut reader = Reader::new(input);
///     let (n, _) = reader.integer("the number of heaps n", 1..=1000usize)?;
///     // Never reserve more than the input can hold (each heap takes two bytes or more).
///     let mut heaps = Vec::with_capacity(reader.capacity_for(n, 2));
///     for i in 1..=n {
///         let (heap, _) = reader.integer(format_args!("the size of heap {i}"), 1..=100u32)?;
///         heaps.push(heap);
///     }
///     reader.expect_end()?;
///     Ok(heaps)
/// }
///
/// assert_eq!(parse("3\n4 5 6\n"), Ok(vec![4, 5, 6]));
/// assert_eq!(
///     parse("2\n7 x").unwrap_err().to_string(),
///     "line 2, column 3: expected the size of heap 2 (an integer from 1 to 100), found `x`"
/// );
/// assert_eq!(
///     parse("1 7 8").unwrap_err().to_string(),
///     "line 1, column 5: expected end of input, found `8`"
/// );
/// ```
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    text: &'a str,
    offset: usize,
    pos: Pos,
}

/// Integer types the reader can parse with bounds.
pub trait Integer: Copy + PartialOrd + fmt::Display + std::str::FromStr + TryFrom<u64> {}
impl Integer for i32 {}
impl Integer for i64 {}
impl Integer for u32 {}
impl Integer for u64 {}
impl Integer for usize {}
impl Integer for i128 {}

/// The most digits whose value always fits a `u64` (10^18 < 2^63).
const SHORT_DIGITS: usize = 18;

/// `text` as a `T`. A short unsigned number is added up digit by digit in a `u64`, which cannot
/// overflow: std's checked parse multiplies through 128 bits, a call per digit on wasm32.
pub fn parse_integer<T: Integer>(text: &str) -> Option<T> {
    if text.len() <= SHORT_DIGITS && !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        let value = text.bytes().fold(0u64, |x, b| x * 10 + u64::from(b - b'0'));
        return T::try_from(value).ok();
    }
    text.parse().ok()
}

/// Shows a bound as `10^k` when it is a power of ten of at least 10^4, else in full.
pub fn describe_bound(value: impl fmt::Display) -> String {
    let text = value.to_string();
    let digits = text.strip_prefix('-').unwrap_or(&text);
    let sign = if digits.len() < text.len() { "-" } else { "" };
    let zeros = digits.len().saturating_sub(1);
    if zeros >= 4 && digits.starts_with('1') && digits[1..].bytes().all(|b| b == b'0') {
        format!("{sign}10^{zeros}")
    } else {
        text
    }
}

impl<'a> Reader<'a> {
    /// A reader at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Reader {
            text,
            offset: 0,
            pos: Pos::START,
        }
    }

    /// Where the reader stands now (before any whitespace it has not skipped yet).
    pub fn pos(&self) -> Pos {
        self.pos
    }

    /// The unread part of the input.
    pub fn rest(&self) -> &'a str {
        &self.text[self.offset..]
    }

    fn advance(&mut self, bytes: usize) {
        let skipped = &self.text[self.offset..self.offset + bytes];
        self.pos = position_after(self.pos, skipped);
        self.offset += bytes;
    }

    /// Skips whitespace, line ends included.
    pub fn skip_whitespace(&mut self) {
        let rest = self.rest();
        let skip = rest.len() - rest.trim_start().len();
        self.advance(skip);
    }

    /// The position of the next token, or of the end of the input.
    pub fn next_pos(&mut self) -> Pos {
        self.skip_whitespace();
        self.pos
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Option<Token<'a>> {
        self.skip_whitespace();
        let rest = self.rest();
        if rest.is_empty() {
            return None;
        }
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let token = Token {
            text: &rest[..len],
            pos: self.pos,
        };
        self.advance(len);
        Some(token)
    }

    /// The next token; at the end of the input, `expected <what>, found end of input`.
    pub fn token(&mut self, what: impl fmt::Display) -> Result<Token<'a>, InputError> {
        match self.next_token() {
            Some(token) => Ok(token),
            None => Err(InputError::expected(self.pos, what, "end of input")),
        }
    }

    /// Reads an integer written as `-?[0-9]+` and within `range`.
    ///
    /// The error says `expected <what> (an integer from LO to HI), found <token>`.
    pub fn integer<T: Integer>(
        &mut self,
        what: impl fmt::Display,
        range: RangeInclusive<T>,
    ) -> Result<(T, Pos), InputError> {
        let expected = || {
            format!(
                "{what} (an integer from {} to {})",
                describe_bound(*range.start()),
                describe_bound(*range.end())
            )
        };
        let token = match self.next_token() {
            Some(token) => token,
            None => return Err(InputError::expected(self.pos, expected(), "end of input")),
        };
        let digits = token.text.strip_prefix('-').unwrap_or(token.text);
        let well_formed = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
        match parse_integer::<T>(token.text) {
            Some(value) if well_formed && range.contains(&value) => Ok((value, token.pos)),
            _ => Err(InputError::expected(
                token.pos,
                expected(),
                describe_token(token.text),
            )),
        }
    }

    /// Checks that only whitespace remains.
    pub fn expect_end(&mut self) -> Result<(), InputError> {
        match self.next_token() {
            None => Ok(()),
            Some(token) => Err(InputError::expected(
                token.pos,
                "end of input",
                describe_token(token.text),
            )),
        }
    }

    /// Whether only whitespace remains.
    pub fn at_end(&mut self) -> bool {
        self.skip_whitespace();
        self.rest().is_empty()
    }

    /// How many items of at least `min_bytes` bytes each the unread input can still hold, capped at
    /// `declared`: the most a parser should reserve for a count the input declares.
    pub fn capacity_for(&self, declared: usize, min_bytes: usize) -> usize {
        declared.min(self.rest().len() / min_bytes.max(1) + 1)
    }

    /// Skips spaces and tabs on the current line, then checks that the line ends here (a `\r`
    /// before the `\n` is tolerated) and moves to the start of the next line.
    ///
    /// The error says `expected <what>, found <token>`; the end of the input also ends a line.
    pub fn end_line(&mut self, what: impl fmt::Display) -> Result<(), InputError> {
        let rest = self.rest();
        let blank = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        self.advance(blank);
        let rest = self.rest();
        let line_len = rest.find('\n').map_or(rest.len(), |n| n + 1);
        let line = &rest[..line_len];
        if line.trim_end_matches(['\n', '\r']).is_empty() {
            self.advance(line_len);
            Ok(())
        } else {
            let token_len = line.find(char::is_whitespace).unwrap_or(line.len());
            Err(InputError::expected(
                self.pos,
                what,
                describe_token(&line[..token_len]),
            ))
        }
    }

    /// The rest of the current line (without `\n` and one trailing `\r`), moving to the next line;
    /// `None` at the end of the input.
    pub fn next_line(&mut self) -> Option<Line<'a>> {
        let rest = self.rest();
        if rest.is_empty() {
            return None;
        }
        let pos = self.pos;
        let (len, consumed) = match rest.find('\n') {
            Some(n) => (n, n + 1),
            None => (rest.len(), rest.len()),
        };
        let text = rest[..len].strip_suffix('\r').unwrap_or(&rest[..len]);
        self.advance(consumed);
        Some(Line { text, pos })
    }
}
