//! The contest approach, in our own code: tabulate `g[L][top][bottom]` by mex over every move in
//! a run (O(L^2) per end state, O(r^2) in all), then XOR the runs' table values. It serves as the
//! benchmark's reference and as the independent check of the closed form.

use gamecore::{Grundy, InputError, Outcome, Pos, mex, xor_sum};

use crate::solver::{Column, End, Run};
use crate::{parse, verdict};

/// The longest run the table is built for on request (the table is quadratic).
pub const MAX_TABLE_LENGTH: usize = 20_000;

fn end_index(end: End) -> usize {
    match end {
        End::Edge => 0,
        End::Limited(Column::Left) => 1,
        End::Limited(Column::Right) => 2,
    }
}

fn limited(column: u32) -> End {
    End::Limited(if column == 1 {
        Column::Left
    } else {
        Column::Right
    })
}

/// `table[L][top][bottom]`: the Grundy value of a run of `L` free rows, by mex over its moves.
pub struct MexTable {
    values: Vec<[[Grundy; 3]; 3]>,
}

impl MexTable {
    /// Builds the table for run lengths `0..=max_length` from the rules: reclaiming column `c` of
    /// row `k` of a run is legal unless `k` is an end row limited to the other column; it leaves
    /// the runs above (`k - 1` rows, bottom limited to `c`) and below (`L - k` rows, top limited).
    pub fn new(max_length: usize) -> Self {
        let ends = [End::Edge, limited(1), limited(2)];
        let mut values: Vec<[[Grundy; 3]; 3]> = Vec::with_capacity(max_length + 1);
        values.push([[0; 3]; 3]);
        for length in 1..=max_length {
            let mut row = [[0; 3]; 3];
            for top in ends {
                for bottom in ends {
                    let mut options = Vec::with_capacity(2 * length);
                    for k in 1..=length {
                        for column in [1u32, 2] {
                            let allowed = |end: End| end == End::Edge || end == limited(column);
                            if (k == 1 && !allowed(top)) || (k == length && !allowed(bottom)) {
                                continue;
                            }
                            let above = values[k - 1][end_index(top)][end_index(limited(column))];
                            let below =
                                values[length - k][end_index(limited(column))][end_index(bottom)];
                            options.push(above ^ below);
                        }
                    }
                    row[end_index(top)][end_index(bottom)] = mex(options);
                }
            }
            values.push(row);
        }
        MexTable { values }
    }

    /// The longest run length in the table.
    pub fn max_length(&self) -> usize {
        self.values.len() - 1
    }

    /// The table's value for `run`, or `None` if the run is longer than the table.
    pub fn grundy(&self, run: &Run) -> Option<Grundy> {
        let row = self.values.get(usize::try_from(run.length).ok()?)?;
        Some(row[end_index(run.top)][end_index(run.bottom)])
    }
}

/// `WIN` or `LOSE` through the mex table; refuses rivers longer than [`MAX_TABLE_LENGTH`] rows.
pub fn solve(input: &str) -> Result<String, InputError> {
    let position = parse(input)?;
    if position.rows() > MAX_TABLE_LENGTH as u64 {
        return Err(InputError::rule(
            Pos::START,
            format!("too large for the mex table (r <= {MAX_TABLE_LENGTH})"),
        ));
    }
    // Like the contest solutions, tabulate every length up to r.
    let table = MexTable::new(position.rows() as usize);
    let grundy = xor_sum(
        position
            .runs()
            .map(|run| table.grundy(&run).unwrap_or_default()),
    );
    Ok(verdict(Outcome::from_grundy(grundy)).to_owned())
}
