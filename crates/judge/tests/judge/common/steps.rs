//! The single steps of each problem's own kinds, written here from the input formats alone
//! (not from the crates' shrinking), against which a shrunk input must be a local minimum:
//! More Reclamation, a land cell dropped, one or two free rows taken out anywhere, a cell moved
//! up a row or to column 1; Chapaev, a coordinate moved one unit toward zero or cut to an
//! integer, and in the extended format a disc dropped; Circles Game, a circle dropped or one
//! number moved by one toward zero (a radius toward one); Racing Car Trail, a field, a row or a
//! column dropped, or a free cell blocked; Painters' Duel, a test dropped, a side lowered by one
//! (the construction rooms of its last row dropped), a construction room dropped, or a start
//! room moved to the room numbered before it. Candidates may be invalid: the caller skips those.

/// The one-step-smaller inputs of `input` for `problem` (none for a problem not listed).
pub fn own_steps(problem: &str, input: &str) -> Vec<String> {
    match problem {
        "more-reclamation" => river_steps(input),
        "chapaev" => disc_steps(input),
        "circles-game" => circle_steps(input),
        "racing-car-trail" => field_steps(input),
        "painters-duel" => duel_steps(input),
        _ => Vec::new(),
    }
}

/// The whitespace-separated numbers of an input (words that are not numbers dropped).
fn numbers(input: &str) -> Vec<i64> {
    input
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect()
}

fn river_text(rows: i64, cells: &[(i64, i64)]) -> String {
    let mut text = format!("{rows} {}\n", cells.len());
    for (row, column) in cells {
        text.push_str(&format!("{row} {column}\n"));
    }
    text
}

fn river_steps(input: &str) -> Vec<String> {
    let n = numbers(input);
    let rows = n[0];
    let cells: Vec<(i64, i64)> = n[2..].chunks(2).map(|c| (c[0], c[1])).collect();
    let mut out = Vec::new();
    for i in 0..cells.len() {
        let mut fewer = cells.clone();
        fewer.remove(i);
        out.push(river_text(rows, &fewer));
        let mut up = cells.clone();
        up[i].0 -= 1;
        out.push(river_text(rows, &up));
        let mut left = cells.clone();
        left[i].1 = 1;
        out.push(river_text(rows, &left));
    }
    for free in (1..=rows).filter(|r| cells.iter().all(|c| c.0 != *r)) {
        for count in [1, 2] {
            let gone = free..free + count;
            if rows - count < 1 || cells.iter().any(|c| gone.contains(&c.0)) {
                continue;
            }
            let moved: Vec<(i64, i64)> = cells
                .iter()
                .map(|&(r, c)| (if r > free { r - count } else { r }, c))
                .collect();
            out.push(river_text(rows - count, &moved));
        }
    }
    out
}

fn disc_steps(input: &str) -> Vec<String> {
    let words: Vec<&str> = input.split_whitespace().collect();
    let header = if words.first() == Some(&"discs") {
        4
    } else {
        0
    };
    let mut out = Vec::new();
    for i in header..words.len() {
        let value: f64 = words[i].parse().expect("a number");
        let mut moves = vec![value.trunc()];
        if value.abs() >= 1.0 {
            moves.push(value - value.signum());
        }
        for moved in moves.into_iter().filter(|&m| m != value) {
            let mut next = words.clone();
            let text = format!("{}", (moved * 10_000.0).round() / 10_000.0);
            next[i] = &text;
            out.push(next.join(" "));
        }
    }
    if header == 4 {
        let (red, white): (usize, usize) = (words[2].parse().unwrap(), words[3].parse().unwrap());
        for disc in 0..red + white {
            let (r, w) = if disc < red {
                (red - 1, white)
            } else {
                (red, white - 1)
            };
            if r == 0 || w == 0 {
                continue;
            }
            let mut next = vec!["discs".to_owned(), words[1].to_owned()];
            next.push(r.to_string());
            next.push(w.to_string());
            for (k, pair) in words[4..].chunks(2).enumerate() {
                if k != disc {
                    next.extend(pair.iter().map(|w| w.to_string()));
                }
            }
            out.push(next.join(" "));
        }
    }
    out
}

fn circle_steps(input: &str) -> Vec<String> {
    let n = numbers(input);
    let circles: Vec<[i64; 3]> = n[1..].chunks(3).map(|c| [c[0], c[1], c[2]]).collect();
    let text = |list: &[[i64; 3]]| {
        let mut t = format!("{}\n", list.len());
        for [x, y, r] in list {
            t.push_str(&format!("{x} {y} {r}\n"));
        }
        t
    };
    let mut out = Vec::new();
    for i in 0..circles.len() {
        let mut fewer = circles.clone();
        fewer.remove(i);
        if !fewer.is_empty() {
            out.push(text(&fewer));
        }
        for k in 0..3 {
            let target = if k == 2 { 1 } else { 0 };
            let value = circles[i][k];
            if value != target {
                let mut moved = circles.clone();
                moved[i][k] = value - (value - target).signum();
                out.push(text(&moved));
            }
        }
    }
    out
}

fn field_steps(input: &str) -> Vec<String> {
    let mut lines = input.lines();
    let mut fields: Vec<Vec<Vec<u8>>> = Vec::new();
    while let Some(header) = lines.next() {
        let size: Vec<usize> = header
            .split_whitespace()
            .filter_map(|w| w.parse().ok())
            .collect();
        if size.len() < 2 || size[0] == 0 {
            break;
        }
        fields.push(
            (0..size[0])
                .map(|_| lines.next().unwrap().bytes().collect())
                .collect(),
        );
    }
    let text = fields_text;
    let mut out = Vec::new();
    for f in 0..fields.len() {
        let mut each = |grid: Vec<Vec<u8>>| {
            let mut next = fields.clone();
            next[f] = grid;
            out.push(text(&next));
        };
        let grid = &fields[f];
        for r in (0..grid.len()).filter(|_| grid.len() > 1) {
            let mut g = grid.clone();
            g.remove(r);
            each(g);
        }
        for c in (0..grid[0].len()).filter(|_| grid[0].len() > 1) {
            each(
                grid.iter()
                    .map(|row| [&row[..c], &row[c + 1..]].concat())
                    .collect(),
            );
        }
        for (r, c) in (0..grid.len()).flat_map(|r| (0..grid[0].len()).map(move |c| (r, c))) {
            if grid[r][c] == b'.' {
                let mut g = grid.clone();
                g[r][c] = b'X';
                each(g);
            }
        }
        if fields.len() > 1 {
            let mut fewer = fields.clone();
            fewer.remove(f);
            out.push(text(&fewer));
        }
    }
    out
}

/// Fields as Racing Car Trail's input: each field's size and rows, then `0 0`.
fn fields_text(list: &[Vec<Vec<u8>>]) -> String {
    let mut t = String::new();
    for grid in list {
        t.push_str(&format!("{} {}\n", grid.len(), grid[0].len()));
        for row in grid {
            t.push_str(std::str::from_utf8(row).unwrap());
            t.push('\n');
        }
    }
    t.push_str("0 0\n");
    t
}

/// One test of Painters' Duel: its side, the two start rooms and the construction rooms, each
/// room as (row, position in the row).
#[derive(Clone)]
struct Duel {
    side: i64,
    starts: [(i64, i64); 2],
    building: Vec<(i64, i64)>,
}

fn duels_text(duels: &[Duel]) -> String {
    let mut t = format!("{}\n", duels.len());
    for d in duels {
        let [(ra, pa), (rb, pb)] = d.starts;
        t.push_str(&format!(
            "{} {ra} {pa} {rb} {pb} {}\n",
            d.side,
            d.building.len()
        ));
        for (r, p) in &d.building {
            t.push_str(&format!("{r} {p}\n"));
        }
    }
    t
}

fn duel_steps(input: &str) -> Vec<String> {
    let n = numbers(input);
    let mut duels = Vec::new();
    let mut at = 1;
    for _ in 0..n[0] {
        let head = &n[at..at + 6];
        let count = head[5] as usize;
        let building = n[at + 6..at + 6 + 2 * count]
            .chunks(2)
            .map(|c| (c[0], c[1]))
            .collect();
        duels.push(Duel {
            side: head[0],
            starts: [(head[1], head[2]), (head[3], head[4])],
            building,
        });
        at += 6 + 2 * count;
    }
    let mut out = Vec::new();
    for t in 0..duels.len() {
        if duels.len() > 1 {
            let mut fewer = duels.clone();
            fewer.remove(t);
            out.push(duels_text(&fewer));
        }
        let mut each = |duel: Duel| {
            let mut next = duels.clone();
            next[t] = duel;
            out.push(duels_text(&next));
        };
        let duel = &duels[t];
        let mut lower = duel.clone();
        lower.side -= 1;
        lower.building.retain(|&(r, _)| r <= lower.side);
        each(lower);
        for b in 0..duel.building.len() {
            let mut fewer = duel.clone();
            fewer.building.remove(b);
            each(fewer);
        }
        for s in 0..2 {
            let (r, p) = duel.starts[s];
            let before = match (r, p) {
                (_, p) if p > 1 => Some((r, p - 1)),
                (r, _) if r > 1 => Some((r - 1, 2 * r - 3)),
                _ => None,
            };
            if let Some(room) = before {
                let mut moved = duel.clone();
                moved.starts[s] = room;
                each(moved);
            }
        }
    }
    out
}
