//! The move table as text, for `--moves` and `--play`'s `hint`: a header naming the side to move
//! and what a value means, one numbered row per group (its value, its remoteness where the game
//! knows it, how many moves it stands for where that is more than one, the move), then the line
//! for the moves not listed.

use std::fmt::Write as _;

use super::{Explore, MoveTable, MoveValue, Verdict};

/// A value in words: `win`, `tie`, `lose`, with the score (`win +3`) or the Grundy value the
/// move leaves (`lose, leaves Grundy 2`) where the game has one.
pub fn value_text(value: &MoveValue) -> String {
    let word = match value.verdict {
        Verdict::Win => "win",
        Verdict::Tie => "tie",
        Verdict::Lose => "lose",
    };
    match (value.score, value.grundy) {
        (Some(0), _) => format!("{word} 0"),
        (Some(score), _) => format!("{word} {score:+}"),
        (None, Some(grundy)) => format!("{word}, leaves Grundy {grundy}"),
        (None, None) => word.to_owned(),
    }
}

/// The header of a table: who is to move (or that the game is over) and the legend.
pub fn header<G: Explore>(game: &G, position: &G::Position) -> String {
    match game.to_move(position) {
        Some(side) => format!(
            "{} to move. Each move's value for {0}: {}.\n",
            game.players()[side],
            game.legend()
        ),
        None => "The game is over: no legal move.\n".to_owned(),
    }
}

/// The table's rows, numbered by `numbers[i]` for group `i`, and its rest line.
pub fn rows<M>(table: &MoveTable<M>, numbers: &[usize]) -> String {
    let remoteness = table.groups.iter().any(|g| g.value.remoteness.is_some());
    let counts = table.groups.iter().any(|g| g.count != 1);
    let mut head = vec!["#", "value"];
    head.extend(remoteness.then_some("remoteness"));
    head.extend(counts.then_some("count"));
    head.push("move");
    let mut lines = vec![head.into_iter().map(str::to_owned).collect::<Vec<_>>()];
    for (group, number) in table.groups.iter().zip(numbers) {
        let mut cells = vec![number.to_string(), value_text(&group.value)];
        if remoteness {
            cells.push(
                group
                    .value
                    .remoteness
                    .map_or("?".to_owned(), |r| r.to_string()),
            );
        }
        if counts {
            cells.push(group.count.to_string());
        }
        cells.push(group.label.clone());
        lines.push(cells);
    }
    let columns = lines[0].len();
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            lines
                .iter()
                .map(|line| line[c].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut text = String::new();
    for line in &lines {
        let mut row = String::new();
        for (c, cell) in line.iter().enumerate() {
            let pad = widths[c] - cell.chars().count();
            if c == 0 {
                let _ = write!(row, "{}{cell}", " ".repeat(pad + 2));
            } else if c + 1 == columns {
                let _ = write!(row, "  {cell}");
            } else {
                let _ = write!(row, "  {cell}{}", " ".repeat(pad));
            }
        }
        text.push_str(row.trim_end());
        text.push('\n');
    }
    if let Some(rest) = &table.rest {
        let _ = writeln!(text, "  and {rest}");
    }
    text
}

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// The whole table of `position` as `--moves` prints it: rows numbered 1, 2, ... best first.
pub fn render<G: Explore>(game: &G, position: &G::Position, table: &MoveTable<G::Move>) -> String {
    let mut text = header(game, position);
    if !table.groups.is_empty() || table.rest.is_some() {
        let numbers: Vec<usize> = (1..=table.groups.len()).collect();
        text.push_str(&rows(table, &numbers));
    }
    text
}
