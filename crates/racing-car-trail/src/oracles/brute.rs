//! The brute-force oracle: the trail game played out exhaustively over (car cell, visited set) on
//! gamecore's generic solver, straight from the rules. It knows nothing of matchings.

use gamecore::{ImpartialGame, ImpartialSolver, InputError, Outcome};

use crate::parse;
use crate::solver::grid::Field;

/// The most free cells per field the brute force accepts (the visited set is a `u64`).
pub const MAX_FREE_CELLS: usize = 64;

/// The rules on one field: free cells numbered `0..k` in reading order, with their free
/// orthogonal neighbours.
struct Trail {
    adjacent: Vec<Vec<u8>>,
}

impl ImpartialGame for Trail {
    /// The car's cell and the set of visited cells (the car's included).
    type Position = (u8, u64);

    fn moves(&self, &(car, visited): &(u8, u64)) -> Vec<(u8, u64)> {
        self.adjacent[car as usize]
            .iter()
            .filter(|&&next| visited >> next & 1 == 0)
            .map(|&next| (next, visited | 1 << next))
            .collect()
    }
}

/// The trail game on one field, played out from any position; positions are memoised across
/// questions.
pub struct Oracle {
    /// The number of each cell, `None` for an obstacle.
    number: Vec<Vec<Option<u8>>>,
    solver: ImpartialSolver<Trail>,
}

impl Oracle {
    /// The game on `field`; refuses a field with more than [`MAX_FREE_CELLS`] free cells (the
    /// error points at its size line).
    pub fn new(field: &Field) -> Result<Oracle, InputError> {
        let (rows, cols) = (field.rows(), field.cols());
        let mut number = vec![vec![None; cols]; rows];
        let mut count = 0u8;
        for (row, numbers) in number.iter_mut().enumerate() {
            for (col, slot) in numbers.iter_mut().enumerate() {
                if field.is_free(row, col) {
                    if usize::from(count) == MAX_FREE_CELLS {
                        return Err(InputError::rule(
                            field.size_pos(),
                            format!(
                                "too large for the brute force (at most {MAX_FREE_CELLS} free cells)"
                            ),
                        ));
                    }
                    *slot = Some(count);
                    count += 1;
                }
            }
        }
        let mut adjacent = vec![Vec::new(); usize::from(count)];
        for row in 0..rows {
            for col in 0..cols {
                let Some(here) = number[row][col] else {
                    continue;
                };
                let steps = [(0, 1), (1, 0), (0, -1), (-1, 0)];
                for (dr, dc) in steps {
                    let (r, c) = (row as i64 + dr, col as i64 + dc);
                    if (0..rows as i64).contains(&r)
                        && (0..cols as i64).contains(&c)
                        && let Some(there) = number[r as usize][c as usize]
                    {
                        adjacent[usize::from(here)].push(there);
                    }
                }
            }
        }
        Ok(Oracle {
            number,
            solver: ImpartialSolver::new(Trail { adjacent }),
        })
    }

    /// Who wins for the player to move when the car stands on `car` and the cells of `visited`
    /// have been visited (`car` counts as visited whether listed or not); cells are `(row,
    /// column)`, 0-based. `None` if one of them is not a free cell of the field.
    pub fn outcome(&mut self, car: (usize, usize), visited: &[(usize, usize)]) -> Option<Outcome> {
        let number = |(row, col): (usize, usize)| *self.number.get(row)?.get(col)?;
        let here = number(car)?;
        let mut set = 1u64 << here;
        for &cell in visited {
            set |= 1 << number(cell)?;
        }
        Some(self.solver.outcome(&(here, set)))
    }
}

/// The `A`/`B`/`X` grids by exhaustive search; refuses fields with more than
/// [`MAX_FREE_CELLS`] free cells.
pub fn solve(input: &str) -> Result<String, InputError> {
    let fields = parse(input)?;
    let mut out = String::new();
    for (index, field) in fields.iter().enumerate() {
        let mut oracle =
            Oracle::new(field).map_err(|e| e.within(format_args!("field {}", index + 1)))?;
        for row in 0..field.rows() {
            for col in 0..field.cols() {
                out.push(match oracle.outcome((row, col), &[]) {
                    None => 'X',
                    Some(Outcome::Win) => 'A',
                    Some(Outcome::Loss) => 'B',
                });
            }
            out.push('\n');
        }
        out.push('\n');
    }
    Ok(out)
}
