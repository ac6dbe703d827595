//! A position in play: one field, the car's cell (none before Alice chooses the start) and the
//! cells the car has visited.

use gamecore::Pos;

use crate::solver::grid::Field;

/// A free cell nobody has visited.
pub const FREE: u8 = b'.';
/// An obstacle.
pub const OBSTACLE: u8 = b'X';
/// A cell the car has left behind.
pub const VISITED: u8 = b'o';
/// The car's cell.
pub const CAR: u8 = b'@';

/// One field in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The number of rows.
    pub(crate) rows: usize,
    /// The number of columns.
    pub(crate) cols: usize,
    /// Row-major, one of [`FREE`], [`OBSTACLE`], [`VISITED`], [`CAR`] per cell.
    pub(crate) cells: Vec<u8>,
    /// The car's cell `(row, column)`, 0-based; `None` before the start is chosen.
    pub(crate) car: Option<(usize, usize)>,
    /// How many cells are [`VISITED`]: the moves made since the start.
    pub(crate) visited: usize,
}

/// The four directions a car drives, as (name, row step, column step).
pub const DIRECTIONS: [(&str, isize, isize); 4] = [
    ("up", -1, 0),
    ("down", 1, 0),
    ("left", 0, -1),
    ("right", 0, 1),
];

impl Position {
    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// What is on cell `(row, col)` (0-based): `.`, `X`, `o` or `@`.
    pub fn cell(&self, (row, col): (usize, usize)) -> u8 {
        self.cells[row * self.cols + col]
    }

    /// How many cells are free (neither obstacles nor used by the car).
    pub fn cells_free(&self) -> usize {
        self.cells.iter().filter(|&&c| c == FREE).count()
    }

    /// The car's cell, 0-based, once the start is chosen.
    pub fn car(&self) -> Option<(usize, usize)> {
        self.car
    }

    /// The side to move: Alice chooses the start and moves first from it, so Alice moves after
    /// an even number of moves since the start, Bob after an odd number.
    pub fn side(&self) -> usize {
        self.visited % 2
    }

    /// The cell one step from `(row, col)` in direction `(dr, dc)`, if it is on the field.
    pub fn step(
        &self,
        (row, col): (usize, usize),
        (dr, dc): (isize, isize),
    ) -> Option<(usize, usize)> {
        let r = row.checked_add_signed(dr).filter(|&r| r < self.rows)?;
        let c = col.checked_add_signed(dc).filter(|&c| c < self.cols)?;
        Some((r, c))
    }

    /// The legal moves in reading order: every free cell before the start is chosen, then the
    /// free cells next to the car.
    pub fn legal_moves(&self) -> Vec<(usize, usize)> {
        match self.car {
            None => (0..self.rows * self.cols)
                .filter(|&i| self.cells[i] == FREE)
                .map(|i| (i / self.cols, i % self.cols))
                .collect(),
            Some(car) => {
                let mut moves: Vec<_> = (DIRECTIONS.iter())
                    .filter_map(|&(_, dr, dc)| self.step(car, (dr, dc)))
                    .filter(|&cell| self.cell(cell) == FREE)
                    .collect();
                moves.sort_unstable();
                moves
            }
        }
    }

    /// Whether starting on, or driving to, `cell` is a legal move.
    pub fn is_legal(&self, cell: (usize, usize)) -> bool {
        let on_field = cell.0 < self.rows && cell.1 < self.cols;
        let reachable = |car| {
            DIRECTIONS
                .iter()
                .any(|&(_, dr, dc)| self.step(car, (dr, dc)) == Some(cell))
        };
        on_field && self.cell(cell) == FREE && self.car.is_none_or(reachable)
    }

    /// The position after the car starts on, or drives to, `cell` (a legal move).
    pub fn play(&self, cell: (usize, usize)) -> Position {
        let mut next = self.clone();
        if let Some((row, col)) = self.car {
            next.cells[row * self.cols + col] = VISITED;
            next.visited += 1;
        }
        next.cells[cell.0 * self.cols + cell.1] = CAR;
        next.car = Some(cell);
        next
    }

    /// The field of the cells still free (`.`): the graph the rest of the game is played on,
    /// besides the car's own cell.
    pub fn open_field(&self) -> Field {
        let mut field = Field::new(self.rows, self.cols, Pos::START);
        let mut row_text = vec![OBSTACLE; self.cols];
        for row in 0..self.rows {
            let cells = &self.cells[row * self.cols..(row + 1) * self.cols];
            for (out, &cell) in row_text.iter_mut().zip(cells) {
                *out = if cell == FREE { FREE } else { OBSTACLE };
            }
            field.fill_row(row, &row_text);
        }
        field
    }
}
