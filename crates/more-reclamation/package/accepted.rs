//! A model solution of More Reclamation, as a contestant would write it: the river splits into
//! runs of free rows between land; a run's Grundy value depends on its length and on what
//! limits its two ends (the river's edge, or land in column 1 or 2 just beyond it), and is the
//! mex over every cell one could reclaim in it. The table of those values up to 100 rows is
//! filled by lengths, shortest first; the position wins when the runs' values XOR to non-zero.

use std::io::Read;

/// An end of a run: 0 the river's edge, 1 or 2 land in that column next to the run.
type End = usize;

/// `g[length][top][bottom]`, the Grundy values of runs of up to `most` rows.
fn grundy_table(most: usize) -> Vec<[[u32; 3]; 3]> {
    let mut g = vec![[[0u32; 3]; 3]; most + 1];
    for length in 1..=most {
        for top in 0..3 {
            for bottom in 0..3 {
                let mut seen = vec![false; 2 * most + 2];
                for row in 0..length {
                    for column in [1, 2] {
                        // A cell beside land of the other column is not playable.
                        let blocked_above = row == 0 && top != 0 && top != column;
                        let blocked_below = row + 1 == length && bottom != 0 && bottom != column;
                        if blocked_above || blocked_below {
                            continue;
                        }
                        let value = g[row][top][column] ^ g[length - 1 - row][column][bottom];
                        seen[value as usize] = true;
                    }
                }
                g[length][top][bottom] = seen.iter().position(|&s| !s).unwrap() as u32;
            }
        }
    }
    g
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let numbers: Vec<usize> = text
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let (rows, count) = (numbers[0], numbers[1]);
    let mut land: Vec<(usize, End)> = numbers[2..2 + 2 * count]
        .chunks(2)
        .map(|cell| (cell[0], cell[1]))
        .collect();
    land.sort();
    let g = grundy_table(rows);
    let mut total = 0;
    let (mut first_free, mut top) = (1, 0);
    for &(row, column) in &land {
        total ^= g[row - first_free][top][column];
        first_free = row + 1;
        top = column;
    }
    total ^= g[rows + 1 - first_free][top][0];
    println!("{}", if total != 0 { "WIN" } else { "LOSE" });
}
