//! The parsed input: the discs' centres and radius scaled to exact integers, checked once.
//!
//! Every number of the input has at most [`DECIMALS`] digits after the point, so multiplying by
//! [`SCALE`] makes it an integer: coordinates become `i64` values of at most 10^7 in absolute
//! value and the radius at most 10^6. Nothing is ever parsed as a float.

use std::fmt;

use gamecore::input::describe_token;
use gamecore::{InputError, Pos, Reader};
use geom::Point;

/// The most digits after the decimal point a number may have.
pub const DECIMALS: usize = 4;
/// `10^DECIMALS`: every number of the input times `SCALE` is an integer.
pub const SCALE: i64 = 10_000;
/// The largest absolute value of a coordinate, scaled (1000).
pub const MAX_COORDINATE: i64 = 1000 * SCALE;
/// The largest radius of the extended format, scaled (100).
pub const MAX_RADIUS: i64 = 100 * SCALE;
/// The judge's radius, scaled (0.4).
pub const JUDGE_RADIUS: i64 = 4 * SCALE / 10;
/// The judge's number of discs per side.
pub const JUDGE_DISCS: usize = 8;
/// The most discs per side in the extended format.
pub const MAX_DISCS_PER_SIDE: usize = 16;

/// One of the two players, who is also the colour of her discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Red moves first.
    Red,
    /// White moves second.
    White,
}

impl Side {
    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::Red => Side::White,
            Side::White => Side::Red,
        }
    }

    /// The answer's spelling: `RED` or `WHITE`.
    pub fn name(self) -> &'static str {
        match self {
            Side::Red => "RED",
            Side::White => "WHITE",
        }
    }
}

/// A valid start position: red discs first, then white, numbered `0..len()` in input order; no
/// two discs touch or overlap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    radius: i64,
    centres: Vec<Point>,
    red: usize,
}

impl Position {
    /// The radius, scaled by [`SCALE`].
    pub fn radius(&self) -> i64 {
        self.radius
    }

    /// Two radii, scaled: a shot removes the discs whose centres lie within this distance of its
    /// path.
    pub fn reach(&self) -> i64 {
        2 * self.radius
    }

    /// Every centre, scaled, red discs first.
    pub fn centres(&self) -> &[Point] {
        &self.centres
    }

    /// The number of discs, at most `2 * MAX_DISCS_PER_SIDE`.
    pub fn len(&self) -> usize {
        self.centres.len()
    }

    /// Always false: each side has a disc.
    pub fn is_empty(&self) -> bool {
        self.centres.is_empty()
    }

    /// The number of discs of `side`.
    pub fn count(&self, side: Side) -> usize {
        match side {
            Side::Red => self.red,
            Side::White => self.len() - self.red,
        }
    }

    /// The colour of disc `disc`.
    pub fn side_of(&self, disc: usize) -> Side {
        if disc < self.red {
            Side::Red
        } else {
            Side::White
        }
    }

    /// The set of discs of `side`, one bit per disc.
    pub fn side_mask(&self, side: Side) -> u32 {
        let red = low_bits(self.red);
        match side {
            Side::Red => red,
            Side::White => self.all_mask() & !red,
        }
    }

    /// The discs of each side, red's then white's, one bit per disc.
    pub fn side_masks(&self) -> [u32; 2] {
        [self.side_mask(Side::Red), self.side_mask(Side::White)]
    }

    /// Every disc, one bit each.
    pub fn all_mask(&self) -> u32 {
        low_bits(self.len())
    }

    /// How the input names disc `disc`: `red disc 3` or `white disc 1`.
    pub fn label(&self, disc: usize) -> DiscLabel {
        DiscLabel::new(self.side_of(disc), self.number_in_side(disc))
    }

    fn number_in_side(&self, disc: usize) -> usize {
        match self.side_of(disc) {
            Side::Red => disc + 1,
            Side::White => disc - self.red + 1,
        }
    }
}

/// The set of the first `count` discs (`count <= 32`): a shift by 32 would overflow, so the full
/// word is shifted right instead.
fn low_bits(count: usize) -> u32 {
    match count {
        0 => 0,
        _ => u32::MAX >> (32 - count),
    }
}

/// A disc as the input names it, for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiscLabel {
    side: Side,
    number: usize,
}

impl DiscLabel {
    /// Disc `number` (1-based) of `side`.
    pub fn new(side: Side, number: usize) -> Self {
        DiscLabel { side, number }
    }
}

impl fmt::Display for DiscLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let colour = match self.side {
            Side::Red => "red",
            Side::White => "white",
        };
        write!(f, "{colour} disc {}", self.number)
    }
}

/// A scaled number shown as the input would write it (`-12.5`, `0.0001`, `3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decimal(pub i64);

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let scale = SCALE as u64;
        let (whole, frac) = (abs / scale, abs % scale);
        if frac == 0 {
            write!(f, "{sign}{whole}")
        } else {
            let digits = format!("{frac:0width$}", width = DECIMALS);
            write!(f, "{sign}{whole}.{}", digits.trim_end_matches('0'))
        }
    }
}

/// Reads `-?[0-9]+(\.[0-9]+)?` with at most [`DECIMALS`] digits after the point, scaled by
/// [`SCALE`]; `None` for anything else or for a magnitude past 10^6 (beyond every bound).
pub fn parse_scaled(text: &str) -> Option<i64> {
    let (negative, body) = match text.strip_prefix('-') {
        Some(body) => (true, body),
        None => (false, text),
    };
    let (whole, frac) = match body.split_once('.') {
        Some((whole, frac)) => (whole, frac),
        None => (body, ""),
    };
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    let has_point = body.contains('.');
    if whole.is_empty() || !digits(whole) || !digits(frac) {
        return None;
    }
    if has_point && (frac.is_empty() || frac.len() > DECIMALS) {
        return None;
    }
    let mut value: i64 = 0;
    for b in whole.bytes() {
        value = value * 10 + i64::from(b - b'0');
        if value > 1_000_000 {
            return None;
        }
    }
    let mut fraction: i64 = 0;
    for i in 0..DECIMALS {
        let digit = frac.as_bytes().get(i).map_or(0, |b| i64::from(b - b'0'));
        fraction = fraction * 10 + digit;
    }
    let scaled = value * SCALE + fraction;
    Some(if negative { -scaled } else { scaled })
}

const NUMBER_RULE: &str = "at most 4 digits after the point";

/// Reads a coordinate: a decimal from -1000 to 1000.
fn coordinate(reader: &mut Reader<'_>, what: impl fmt::Display) -> Result<(i64, Pos), InputError> {
    let expected = || format!("{what} (a decimal from -1000 to 1000, {NUMBER_RULE})");
    let token = reader
        .next_token()
        .ok_or_else(|| InputError::expected(reader.pos(), expected(), "end of input"))?;
    match parse_scaled(token.text) {
        Some(v) if v.abs() <= MAX_COORDINATE => Ok((v, token.pos)),
        _ => Err(InputError::expected(
            token.pos,
            expected(),
            describe_token(token.text),
        )),
    }
}

/// Parses and validates an input in either format (see the crate documentation).
pub fn parse(input: &str) -> Result<Position, InputError> {
    let mut reader = Reader::new(input);
    let mut peek = reader.clone();
    let extended = peek.next_token().is_some_and(|t| t.text == "discs");
    let (radius, red, white) = if extended {
        reader = peek;
        let expected = "the radius (a decimal above 0 and at most 100, at most 4 digits after \
                        the point)";
        let token = reader.token(expected)?;
        let radius = match parse_scaled(token.text) {
            Some(r) if r > 0 && r <= MAX_RADIUS => r,
            _ => {
                return Err(InputError::expected(
                    token.pos,
                    expected,
                    describe_token(token.text),
                ));
            }
        };
        let range = 1..=MAX_DISCS_PER_SIDE;
        let (red, _) = reader.integer("the number of red discs", range.clone())?;
        let (white, _) = reader.integer("the number of white discs", range)?;
        (radius, red, white)
    } else {
        (JUDGE_RADIUS, JUDGE_DISCS, JUDGE_DISCS)
    };
    let mut centres = Vec::with_capacity(red + white);
    let mut starts = Vec::with_capacity(red + white);
    for disc in 0..red + white {
        let label = if disc < red {
            DiscLabel::new(Side::Red, disc + 1)
        } else {
            DiscLabel::new(Side::White, disc - red + 1)
        };
        let x_what = if disc == 0 && !extended {
            format!("`discs` or the x coordinate of {label}")
        } else {
            format!("the x coordinate of {label}")
        };
        let (x, start) = coordinate(&mut reader, x_what)?;
        let (y, _) = coordinate(&mut reader, format!("the y coordinate of {label}"))?;
        centres.push(Point::new(x, y));
        starts.push(start);
    }
    reader.expect_end()?;
    let position = Position {
        radius,
        centres,
        red,
    };
    check_apart(&position, &starts)?;
    Ok(position)
}

/// Discs must not touch or overlap: centres more than two radii apart. The error points at the
/// later disc of the first offending pair in input order.
fn check_apart(position: &Position, starts: &[Pos]) -> Result<(), InputError> {
    let reach = i128::from(position.reach());
    let centres = position.centres();
    for later in 0..centres.len() {
        for earlier in 0..later {
            let d2 = centres[earlier].dist2(centres[later]);
            let verb = match d2.cmp(&(reach * reach)) {
                std::cmp::Ordering::Greater => continue,
                std::cmp::Ordering::Equal => "touch",
                std::cmp::Ordering::Less => "overlap",
            };
            return Err(InputError::rule(
                starts[later],
                format!(
                    "{} and {} {verb}",
                    position.label(earlier),
                    position.label(later)
                ),
            ));
        }
    }
    Ok(())
}
