//! Tests of `src/solver/grid.rs`.

use gamecore::Pos;
use racing_car_trail::solver::geography::BipartiteGraph;
use racing_car_trail::solver::geography::neighbours;
use racing_car_trail::solver::grid::*;

fn field(rows: &[&str]) -> Field {
    let mut field = Field::new(rows.len(), rows[0].len(), Pos::START);
    for (r, text) in rows.iter().enumerate() {
        field.fill_row(r, text.as_bytes());
    }
    field
}

/// The rows of a `rows x cols` field whose cell `(r, c)` is free iff `free(r, c)`, and the
/// field.
fn pattern(rows: usize, cols: usize, free: impl Fn(usize, usize) -> bool) -> (Vec<String>, Field) {
    let text: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| if free(r, c) { '.' } else { 'X' })
                .collect()
        })
        .collect();
    let refs: Vec<&str> = text.iter().map(String::as_str).collect();
    let f = field(&refs);
    (text, f)
}

#[test]
fn sides_are_the_chessboard_colours_for_both_parities_of_width() {
    for rows in [&["..", ".."][..], &["...", "...", "..."]] {
        let f = field(rows);
        for r in 0..f.rows() {
            for c in 0..f.cols() {
                assert_eq!(f.is_left(f.vertex(r, c)), (r + c) % 2 == 0, "{r} {c}");
            }
        }
    }
}

#[test]
fn dots_mark_exactly_the_dot_bytes() {
    // Every byte value in every position, among dots and obstacles.
    for position in 0..8 {
        for byte in 0..=u8::MAX {
            for filler in [b'.', b'X', 0, 0xff] {
                let mut bytes = [filler; 8];
                bytes[position] = byte;
                let expected = (0..8)
                    .filter(|&i| bytes[i] == b'.')
                    .fold(0, |mask, i| mask | 1 << i);
                assert_eq!(dots(u64::from_le_bytes(bytes)), expected, "{bytes:?}");
            }
        }
    }
}

#[test]
fn rows_of_every_length_and_alignment_free_exactly_their_dots() {
    // Widths around the chunk of eight and the 64-bit word, so that chunks start at every
    // bit offset of a word and straddle words.
    for cols in [1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 130] {
        let (rows, f) = pattern(9, cols, |r, c| (r * 7 + c * c + c / 3) % 5 < 3);
        for (r, text) in rows.iter().enumerate() {
            for (c, byte) in text.bytes().enumerate() {
                assert_eq!(f.is_free(r, c), byte == b'.', "{cols} cols, ({r}, {c})");
            }
        }
        // Nothing outside the cells.
        let free = (0..f.vertex_count() as u32)
            .filter(|&v| f.is_free_vertex(v))
            .count();
        assert_eq!(
            free,
            rows.iter()
                .flat_map(|t| t.bytes())
                .filter(|&b| b == b'.')
                .count()
        );
    }
}

#[test]
fn byte_degrees_count_the_neighbours() {
    // Widths around the 64-bit word, so that the four shifted words straddle words at
    // every offset; patterns with isolated cells, full rows and every degree.
    for cols in [1, 2, 3, 31, 62, 63, 64, 65, 127, 130] {
        for kind in 0..3 {
            let (_, f) = pattern(7, cols, |r, c| match kind {
                0 => (r * 5 + c * c + c / 4) % 7 < 5,
                1 => (r + c) % 3 != 0 || r == 3,
                _ => true,
            });
            let degrees = f.byte_degrees().expect("a grid lists its degrees");
            assert_eq!(degrees.len(), f.vertex_count());
            for (v, &d) in (0..).zip(&degrees) {
                assert_eq!(
                    usize::from(d),
                    neighbours(&f, v).count(),
                    "{cols} cols, {v}"
                );
            }
        }
    }
}

#[test]
fn cells_and_vertices_are_inverse() {
    for rows in [&["..", ".."][..], &["...", "...", "..."], &["."]] {
        let f = field(rows);
        for r in 0..f.rows() {
            for c in 0..f.cols() {
                assert_eq!(f.cell(f.vertex(r, c)), (r, c));
            }
        }
    }
}

#[test]
fn neighbours_stay_inside_and_skip_obstacles() {
    let f = field(&[".X.", "...", "X.."]);
    let near = |r, c| -> Vec<u32> { neighbours(&f, f.vertex(r, c)).collect() };
    // Right, down, left, up.
    assert_eq!(
        near(1, 1),
        vec![f.vertex(1, 2), f.vertex(2, 1), f.vertex(1, 0)]
    );
    assert_eq!(near(0, 0), vec![f.vertex(1, 0)]);
    assert_eq!(near(0, 2), vec![f.vertex(1, 2)]);
    assert_eq!(near(2, 2), vec![f.vertex(2, 1), f.vertex(1, 2)]);
    assert!(near(0, 1).is_empty());
    let mut visited = Vec::new();
    f.for_each_neighbour(f.vertex(1, 1), |w| visited.push(w));
    assert_eq!(visited, near(1, 1));
    // An obstacle has no neighbours, though free cells surround it.
    f.for_each_neighbour(f.vertex(0, 1), |w| panic!("the obstacle's neighbour {w}"));
    // Candidates of a free cell: the neighbours and otherwise only isolated vertices.
    for v in (0..f.vertex_count() as u32).filter(|&v| f.is_free_vertex(v)) {
        let mut candidates = Vec::new();
        f.for_each_candidate(v, |w| candidates.push(w));
        let near: Vec<u32> = neighbours(&f, v).collect();
        assert!(near.iter().all(|w| candidates.contains(w)), "{v}");
        assert!(
            candidates
                .iter()
                .all(|&w| near.contains(&w) || neighbours(&f, w).next().is_none()),
            "{v}"
        );
    }
    // Padding cells are obstacles without neighbours.
    assert!(
        (0..f.vertex_count() as u32)
            .all(|v| f.is_free_vertex(v) || neighbours(&f, v).next().is_none())
    );
}

#[test]
fn steps_are_the_four_directions_and_side_indices_pack_each_side() {
    for rows in [&[".X.", "...", "X.."][..], &["..", "X."], &["."]] {
        let f = field(rows);
        let n = f.vertex_count() as u32;
        // Slots by cell coordinates (right, down, left, up), wherever the cell is in the
        // field; the neighbours test pins the same order through the cursor.
        for r in 0..f.rows() {
            for c in 0..f.cols() {
                let v = f.vertex(r, c);
                let steps = [
                    (r, c + 1),
                    (r + 1, c),
                    (r, c.wrapping_sub(1)),
                    (r.wrapping_sub(1), c),
                ];
                for (s, (row, col)) in (0..Field::SLOTS).zip(steps) {
                    if row < f.rows() && col < f.cols() {
                        let slot = v.wrapping_add(f.step(s));
                        assert_eq!(slot, f.vertex(row, col), "({r}, {c}) slot {s}");
                    }
                }
            }
        }
        // Any slot byte, even one that is no slot: no panic.
        (0..=u8::MAX).for_each(|s| _ = f.step(s));
        for left in [true, false] {
            let mut seen = vec![false; f.side_len()];
            for v in (0..n).filter(|&v| f.is_left(v) == left) {
                let i = f.side_index(v) as usize;
                assert!(!seen[i], "{v} shares side index {i}");
                seen[i] = true;
            }
        }
    }
}
