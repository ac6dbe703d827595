//! What the property tests share: a legal river from a row-by-row choice, and its input text.

/// The land cells `(row, column)` of a choice per row (0 water, 1 or 2 land in that column); a
/// land row right below land in the other column becomes water, so the cells are always legal.
pub fn legal_cells(choices: &[u8]) -> Vec<(usize, u8)> {
    let mut cells: Vec<(usize, u8)> = Vec::new();
    for (i, &choice) in choices.iter().enumerate() {
        let clash = matches!(cells.last(), Some(&(row, c)) if row + 1 == i + 1 && c != choice);
        if choice > 0 && !clash {
            cells.push((i + 1, choice));
        }
    }
    cells
}

/// The input text of a river of `rows` rows with these land cells, in the order given.
pub fn river_text(rows: usize, cells: &[(usize, u8)]) -> String {
    let mut text = format!("{rows} {}\n", cells.len());
    for (row, column) in cells {
        text.push_str(&format!("{row} {column}\n"));
    }
    text
}
