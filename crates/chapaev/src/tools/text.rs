//! The crate's writers of its two input formats, the inverses of [`crate::parse`].
//!
//! Two functions, not one taking the format: the judge's format has no radius and no counts (it is
//! always 0.4 and 8 + 8), so a format argument would leave the radius meaningless for one of them.
//! [`input_text`] writes the judge's format, the contest's, as every crate's `input_text` does;
//! [`extended_input_text`] writes our extension. Both take centres as scaled numbers, the form the
//! generators and [`crate::tools::shrink`] build (a [`Position`] is made only by the parser), and
//! write them as given, so a shrinking candidate whose discs touch is written too, for the parser
//! to refuse.

use crate::solver::position::{Decimal, Position, Side};

/// The judge's format: the red centres on one line, the white ones on the next.
///
/// The inverse of [`crate::parse`] on the judge's format: for a position `p` read from it,
/// `parse(&input_text(&centres_of(&p, Side::Red), &centres_of(&p, Side::White)))` is `p`.
pub fn input_text(red: &[(i64, i64)], white: &[(i64, i64)]) -> String {
    format!("{}\n{}\n", centres_line(red), centres_line(white))
}

/// The extended format: `discs R red white`, then the centres as [`input_text`] writes them.
///
/// The inverse of [`crate::parse`]: for any position `p`, `parse` of
/// `extended_input_text(p.radius(), &centres_of(&p, Side::Red), &centres_of(&p, Side::White))`
/// is `p`.
pub fn extended_input_text(radius: i64, red: &[(i64, i64)], white: &[(i64, i64)]) -> String {
    let header = format!("discs {} {} {}\n", Decimal(radius), red.len(), white.len());
    header + &input_text(red, white)
}

/// The centres of `side`'s discs, scaled, in input order: the writers' arguments.
pub fn centres_of(position: &Position, side: Side) -> Vec<(i64, i64)> {
    let first = match side {
        Side::Red => 0,
        Side::White => position.count(Side::Red),
    };
    position.centres()[first..first + position.count(side)]
        .iter()
        .map(|c| (c.x, c.y))
        .collect()
}

// Written here, beside the writer it calls, so that the position's module needs nothing of this.
impl Position {
    /// The position in the extended format, which reads back to the same position.
    pub fn to_extended(&self) -> String {
        let side = |side| centres_of(self, side);
        extended_input_text(self.radius(), &side(Side::Red), &side(Side::White))
    }
}

/// One side's centres on one line, `x y` pairs separated by spaces.
fn centres_line(side: &[(i64, i64)]) -> String {
    let pairs: Vec<String> = side
        .iter()
        .map(|&(x, y)| format!("{} {}", Decimal(x), Decimal(y)))
        .collect();
    pairs.join(" ")
}
