//! The model: the river, its land cells, and the runs of free rows between them, which are all a
//! move needs to know (reclaiming `(i, c)` kills row `i` and limits rows `i - 1` and `i + 1` to
//! column `c`).

/// A column of the river.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Column {
    /// Column 1.
    Left = 1,
    /// Column 2.
    Right = 2,
}

impl Column {
    /// The other column.
    pub fn other(self) -> Column {
        match self {
            Column::Left => Column::Right,
            Column::Right => Column::Left,
        }
    }

    /// The column numbered `c` (1 or 2) in the input.
    pub(crate) fn from_number(c: u64) -> Column {
        if c == 1 { Column::Left } else { Column::Right }
    }
}

/// A reclaimed cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    /// Its row, 1-based.
    pub row: u64,
    /// Its column.
    pub column: Column,
}

/// A valid position: the river's size and its land cells sorted by row (at most one per row,
/// adjacent rows in the same column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The river's rows.
    pub rows: u64,
    /// The land cells, sorted by row.
    pub land: Vec<Cell>,
}

/// One end of a run of free rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// The river's edge: the end row may use either column.
    Edge,
    /// Land next to the end row limits it to this column.
    Limited(Column),
}

/// A maximal run of free rows between land rows or the river's edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Run {
    /// The number of free rows.
    pub length: u64,
    /// The end at the top (smaller row numbers).
    pub top: End,
    /// The end at the bottom.
    pub bottom: End,
}

/// The rows a run covers and its description.
pub struct Located {
    pub(crate) first: u64,
    pub(crate) run: Run,
}

impl Position {
    /// The number of rows.
    pub fn rows(&self) -> u64 {
        self.rows
    }

    /// The land cells, sorted by row.
    pub fn land(&self) -> &[Cell] {
        &self.land
    }

    /// The runs of free rows, top to bottom (runs of length 0 included).
    pub fn runs(&self) -> impl Iterator<Item = Run> + '_ {
        let limit = |cell: Option<&Cell>| cell.map_or(End::Edge, |c| End::Limited(c.column));
        let bounds = || {
            std::iter::once(None)
                .chain(self.land.iter().map(Some))
                .chain(std::iter::once(None))
        };
        bounds().zip(bounds().skip(1)).map(move |(above, below)| {
            let first = above.map_or(1, |c| c.row + 1);
            let last = below.map_or(self.rows, |c| c.row - 1);
            Run {
                length: (last + 1).saturating_sub(first),
                top: limit(above),
                bottom: limit(below),
            }
        })
    }
}

/// The runs of `position` with the first row each covers.
pub fn located_runs(position: &Position) -> impl Iterator<Item = Located> + '_ {
    // Runs alternate with land rows, from row 1 down.
    let mut next_row = 1;
    position.runs().map(move |run| {
        let first = next_row;
        next_row = first + run.length + 1;
        Located { first, run }
    })
}

/// Whether a cell in row `k` (1-based within a run of `length` rows) and `column` is legal.
pub fn allowed(run: &Run, k: u64, column: Column) -> bool {
    let fits = |end: End| end == End::Edge || end == End::Limited(column);
    (k != 1 || fits(run.top)) && (k != run.length || fits(run.bottom))
}

/// The position after reclaiming `cell` (which must be legal in `position`).
pub fn play(position: &Position, cell: Cell) -> Position {
    let mut land = position.land().to_vec();
    let at = land.partition_point(|c| c.row < cell.row);
    land.insert(at, cell);
    Position {
        rows: position.rows(),
        land,
    }
}

/// Whether `cell` is water and legal to reclaim in `position`, straight from the rules.
pub fn is_legal(position: &Position, cell: Cell) -> bool {
    let land_at = |row: u64, column: Column| {
        position
            .land()
            .binary_search_by_key(&row, |c| c.row)
            .is_ok_and(|i| position.land()[i].column == column)
    };
    let other = cell.column.other();
    (1..=position.rows()).contains(&cell.row)
        && !land_at(cell.row, cell.column)
        && !land_at(cell.row, other)
        && !land_at(cell.row - 1, other)
        && !land_at(cell.row + 1, other)
}
