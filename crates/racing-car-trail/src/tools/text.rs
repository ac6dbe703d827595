//! The crate's one writer of its input format, the inverse of [`crate::parse`].

/// A field as rows of `.`/`X` bytes.
pub type Grid = Vec<Vec<u8>>;

/// The input text of `fields`, each as rows of `.`/`X` bytes, closed by `0 0`.
///
/// The inverse of [`crate::parse`] up to the representation: for fields `f` that parse gave,
/// `input_text(&[grid_of(f), ...])` (see [`crate::tools::shrink::grid_of`]) parses back to `f`. It takes
/// rows of bytes, the form the generators build and [`crate::tools::shrink`] steps, rather than a
/// [`crate::solver::grid::Field`], which only the parser makes. It writes the bytes it is given, so
/// `--play` writes its positions with the car's `@` and the trail's `o` in the rows; a field's
/// column count is its first row's length.
pub fn input_text(fields: &[Grid]) -> String {
    let size: usize = fields
        .iter()
        .map(|g| 12 + g.iter().map(|r| r.len() + 1).sum::<usize>())
        .sum();
    let mut out = String::with_capacity(size + 4);
    for grid in fields {
        let cols = grid.first().map_or(0, Vec::len);
        out.push_str(&format!("{} {cols}\n", grid.len()));
        for row in grid {
            out.extend(row.iter().map(|&b| b as char));
            out.push('\n');
        }
    }
    out.push_str("0 0\n");
    out
}
