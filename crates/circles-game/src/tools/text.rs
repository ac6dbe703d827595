//! The crate's one writer of its input format, the inverse of [`crate::parse`].

use std::fmt::Write as _;

use geom::Circle;

/// The input text of `circles`, listed in the order given: the count, then `x y r` per circle.
///
/// The inverse of [`crate::parse`]: for circles `c` that parse read, `parse(&input_text(c.list()))`
/// is `c` again. It writes whatever circles it is given, so a shrinking candidate whose circles
/// touch, or a position in play with none left, is written too; the parser judges them.
pub fn input_text(circles: &[Circle]) -> String {
    let mut text = String::with_capacity(24 * circles.len() + 8);
    let _ = writeln!(text, "{}", circles.len());
    for c in circles {
        let _ = writeln!(text, "{} {} {}", c.center.x, c.center.y, c.r);
    }
    text
}
