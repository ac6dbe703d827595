//! A tiny game of the tests' own, so that the explorer is tested with scores, ties, remoteness
//! and refusals whatever games the registry holds: a row of coins; the players take turns taking
//! the coin at either end; each scores the coins she takes, and the score is hers minus the
//! other's at the end.
//!
//! A position is three lines: `coins: 3 1 4` (the row, left to right; `coins:` alone when none is
//! left), `scores: A B` and `to move: 1` or `2`. The bare row (`3 1 4`) is the start: scores 0,
//! the first player to move. More than [`MAX_COINS`] coins are too many to answer at once.

use gamecore::svg::Svg;
use gamecore::{Explore, InputError, MoveGroup, MoveTable, MoveValue, Pos, Unanswered};

/// The most coins a position may have to get a table (the values are found by interval search).
pub const MAX_COINS: usize = 16;

/// The coins game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Coins;

/// A position of the coins game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The coins left, left to right.
    pub coins: Vec<i64>,
    /// What each player has taken so far.
    pub scores: [i64; 2],
    /// The player to move, 0 or 1.
    pub mover: usize,
}

/// Taking the coin at one end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The leftmost coin.
    Left,
    /// The rightmost coin.
    Right,
}

fn error(line: usize, message: &str) -> InputError {
    InputError::rule(Pos { line, column: 1 }, message)
}

fn numbers(line: usize, text: &str) -> Result<Vec<i64>, InputError> {
    text.split_whitespace()
        .map(|word| match word.parse::<i64>() {
            Ok(value) if (0..=99).contains(&value) => Ok(value),
            _ => Err(error(
                line,
                &format!("expected a coin from 0 to 99, found '{word}'"),
            )),
        })
        .collect()
}

/// The best final difference (mover minus other) over the coins still to take, by interval search.
pub fn best_future(coins: &[i64]) -> i64 {
    let n = coins.len();
    // best[i][j]: the mover's best gain minus the other's over coins[i..j].
    let mut best = vec![vec![0i64; n + 1]; n + 1];
    for len in 1..=n {
        for i in 0..=n - len {
            let j = i + len;
            best[i][j] = (coins[i] - best[i + 1][j]).max(coins[j - 1] - best[i][j - 1]);
        }
    }
    best[0][n]
}

impl Coins {
    fn take(&self, row: &Row, end: End) -> (i64, Row) {
        let mut next = row.clone();
        let coin = match end {
            End::Left => next.coins.remove(0),
            End::Right => next.coins.pop().unwrap_or_default(),
        };
        next.scores[row.mover] += coin;
        next.mover = 1 - row.mover;
        (coin, next)
    }

    fn ends(&self, row: &Row) -> Vec<End> {
        match row.coins.len() {
            0 => vec![],
            1 => vec![End::Left],
            _ => vec![End::Left, End::Right],
        }
    }
}

impl Explore for Coins {
    type Position = Row;
    type Move = End;

    fn players(&self) -> [&'static str; 2] {
        ["Ann", "Ben"]
    }

    fn read(&self, text: &str) -> Result<Row, InputError> {
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let Some(first) = lines.first() else {
            return Err(error(1, "expected coins, found end of input"));
        };
        if !first.starts_with("coins:") {
            let coins = numbers(1, first)?;
            return Ok(Row {
                coins,
                scores: [0, 0],
                mover: 0,
            });
        }
        let coins = numbers(1, &first["coins:".len()..])?;
        let scores = lines
            .get(1)
            .and_then(|l| l.strip_prefix("scores:"))
            .ok_or_else(|| error(2, "expected 'scores: A B'"))?;
        let scores = numbers(2, scores)?;
        let [a, b] = scores[..] else {
            return Err(error(2, "expected two scores"));
        };
        let mover = match lines
            .get(2)
            .and_then(|l| l.strip_prefix("to move:"))
            .map(str::trim)
        {
            Some("1") => 0,
            Some("2") => 1,
            _ => return Err(error(3, "expected 'to move: 1' or 'to move: 2'")),
        };
        Ok(Row {
            coins,
            scores: [a, b],
            mover,
        })
    }

    fn write(&self, row: &Row) -> String {
        let coins: Vec<String> = row.coins.iter().map(i64::to_string).collect();
        format!(
            "coins: {}\nscores: {} {}\nto move: {}\n",
            coins.join(" "),
            row.scores[0],
            row.scores[1],
            row.mover + 1
        )
    }

    fn to_move(&self, row: &Row) -> Option<usize> {
        (!row.coins.is_empty()).then_some(row.mover)
    }

    fn moves(&self, row: &Row) -> Result<MoveTable<End>, Unanswered> {
        if row.coins.len() > MAX_COINS {
            return Err(Unanswered::TooLarge(format!("more than {MAX_COINS} coins")));
        }
        let mut groups: Vec<MoveGroup<End>> = self
            .ends(row)
            .into_iter()
            .map(|end| {
                let value = self
                    .value_of(row, &end)
                    .expect("a legal move of a small row");
                MoveGroup {
                    representative: end,
                    label: self.name_move(row, &end),
                    count: 1,
                    value,
                }
            })
            .collect();
        groups.sort_by(|a, b| a.value.best_first(&b.value));
        Ok(MoveTable { groups, rest: None })
    }

    fn value_of(&self, row: &Row, end: &End) -> Result<MoveValue, Unanswered> {
        let (_, next) = self.take(row, *end);
        let mine = next.scores[row.mover] - next.scores[next.mover];
        let score = mine - best_future(&next.coins);
        Ok(MoveValue::scored(score).with_remoteness(next.coins.len() as u32))
    }

    fn play(&self, row: &Row, end: &End) -> Row {
        self.take(row, *end).1
    }

    fn name_move(&self, row: &Row, end: &End) -> String {
        let (coin, _) = self.take(row, *end);
        match end {
            End::Left => format!("left ({coin})"),
            End::Right => format!("right ({coin})"),
        }
    }

    fn read_move(&self, row: &Row, text: &str) -> Result<End, String> {
        let word = text.split_whitespace().next().unwrap_or_default();
        let end = match word {
            "left" | "l" => End::Left,
            "right" | "r" => End::Right,
            _ => return Err(format!("expected left or right, found '{text}'")),
        };
        match row.coins.len() {
            0 => Err("no coin is left".to_owned()),
            1 => Ok(End::Left),
            _ => Ok(end),
        }
    }

    fn show(&self, row: &Row) -> String {
        self.write(row)
    }

    fn draw(&self, row: &Row) -> Option<String> {
        let mut svg = Svg::new("coins", 40.0 * row.coins.len().max(1) as f64, 40.0);
        for (i, coin) in row.coins.iter().enumerate() {
            let x = 40.0 * i as f64 + 20.0;
            svg.leaf(
                "circle",
                &[
                    ("cx", &x),
                    ("cy", &20.0),
                    ("r", &17.0),
                    ("class", &"second"),
                ],
            );
            svg.text(x, 20.0, "label", &coin.to_string());
        }
        let [ann, ben] = row.scores;
        Some(svg.finish(&[format!("Ann {ann}, Ben {ben}")]))
    }

    fn legend(&self) -> &'static str {
        "score: your coins minus the other's at the end"
    }
}
