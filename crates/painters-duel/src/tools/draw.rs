//! `--draw`: one test's triangular museum (the first, or `--test K`): rooms under construction in
//! grey, the two start rooms, and a principal variation ([`principal_variation`]) as two paths,
//! Alma's solid red and Berthe's dashed blue, each room they paint numbered with its turn.
//!
//! Room (r, j) of 0-based row r is an upward triangle for even j and a downward one for odd j;
//! the museum's apex is at the top.

use gamecore::Refusal;
use gamecore::svg::{Num, Svg};

use crate::solver::board::{MAX_SIDE, coordinates};
use crate::solver::duel::Duel;
use crate::solver::search::Solver;
use crate::tools::explain::{Painter, Turn, Variation, principal_variation};
use crate::{Options, parse, parse_up_to};

/// The museum's width, in pixels, for the sides whose rooms stay between the bounds below.
const WIDTH: f64 = 480.0;

/// A room's side and height in pixels, in a museum of side `side`: small museums are not tiny,
/// large ones not huge.
pub fn room_size(side: usize) -> (f64, f64) {
    let unit = (WIDTH / side as f64).clamp(48.0, 160.0);
    (unit, unit * 3f64.sqrt() / 2.0)
}

/// The corners and the centroid of `room` in a museum of side `side`.
pub fn triangle(side: usize, room: usize) -> ([(f64, f64); 3], (f64, f64)) {
    let (row, place) = coordinates(room);
    let (r, k) = (row as f64, (place / 2) as f64);
    let (unit, height) = room_size(side);
    let apex_x = side as f64 * unit / 2.0;
    let (top, bottom) = (r * height, (r + 1.0) * height);
    if place % 2 == 0 {
        let left = apex_x - (r + 1.0) * unit / 2.0 + k * unit;
        let tip = (left + unit / 2.0, top);
        (
            [(left, bottom), (left + unit, bottom), tip],
            (tip.0, top + 2.0 * height / 3.0),
        )
    } else {
        let left = apex_x - r * unit / 2.0 + k * unit;
        let tip = (left + unit / 2.0, bottom);
        (
            [(left, top), (left + unit, top), tip],
            (tip.0, top + height / 3.0),
        )
    }
}

/// The test `--draw` pictures, 1-based, from `--test K`.
pub fn chosen_test(options: &Options, tests: usize) -> Result<usize, Refusal> {
    if options.test > tests {
        return Err(Refusal::Usage(format!(
            "--test {} asks for a test the input does not have (it has {tests})",
            options.test
        )));
    }
    Ok(options.test)
}

/// The picture of one test of `input`.
pub fn draw(input: &str, options: &Options) -> Result<String, Refusal> {
    let duels = match parse_up_to(input, MAX_SIDE) {
        Ok(duels) => duels,
        // A valid side-12 or side-13 input is answered but too large to draw: a refusal, not an
        // input error.
        Err(error) if parse(input).is_ok() => return Err(Refusal::Usage(error.to_string())),
        Err(error) => return Err(error.into()),
    };
    let number = chosen_test(options, duels.len())?;
    let duel = &duels[number - 1];
    let mut solver = Solver::new(options.table_mb.saturating_mul(1 << 20), options.progress);
    let label = format!("test {number}");
    let value = solver.solve(duel.side, duel.alma, duel.berthe, duel.free(), &label);
    let variation = principal_variation(&mut solver, duel, value, &label);
    let size = duel.side as f64;
    let mut svg = Svg::new(
        "Painters' Duel: the museum and a principal variation",
        size * room_size(duel.side).0,
        size * room_size(duel.side).1,
    );
    draw_rooms(&mut svg, duel, &variation);
    for painter in [Painter::Alma, Painter::Berthe] {
        draw_path(&mut svg, duel, &variation, painter);
    }
    draw_turn_numbers(&mut svg, duel, &variation);
    Ok(svg.finish(&caption(number, value, &variation)))
}

/// Every room, classed by what it is at the start and who paints it in the variation.
fn draw_rooms(svg: &mut Svg, duel: &Duel, variation: &Variation) {
    let painted_by = |room: usize| {
        variation.turns.iter().find_map(|turn| match *turn {
            Turn::Move { painter, to, .. } if to == room => Some(painter),
            _ => None,
        })
    };
    for room in 0..duel.side * duel.side {
        let class = if room == duel.alma {
            "first"
        } else if room == duel.berthe {
            "second-start"
        } else if duel.is_construction(room) {
            "blocked"
        } else {
            match painted_by(room) {
                Some(Painter::Alma) => "first-light",
                Some(Painter::Berthe) => "second-light",
                None => "free",
            }
        };
        let (corners, _) = triangle(duel.side, room);
        let points: Vec<String> = corners
            .iter()
            .map(|(x, y)| format!("{},{}", Num(*x), Num(*y)))
            .collect();
        let (row, place) = coordinates(room);
        svg.leaf(
            "polygon",
            &[
                ("id", &format!("room-{}-{}", row + 1, place + 1)),
                ("class", &class),
                ("points", &points.join(" ")),
            ],
        );
    }
}

/// One painter's path: her start room, then every room she moves to.
fn draw_path(svg: &mut Svg, duel: &Duel, variation: &Variation, painter: Painter) {
    let start = match painter {
        Painter::Alma => duel.alma,
        Painter::Berthe => duel.berthe,
    };
    let rooms =
        std::iter::once(start).chain(variation.turns.iter().filter_map(|turn| match *turn {
            Turn::Move { painter: p, to, .. } if p == painter => Some(to),
            _ => None,
        }));
    let points: Vec<String> = rooms
        .map(|room| {
            let (_, (x, y)) = triangle(duel.side, room);
            format!("{},{}", Num(x), Num(y))
        })
        .collect();
    let (id, class) = match painter {
        Painter::Alma => ("alma-path", "first-path"),
        Painter::Berthe => ("berthe-path", "second-path"),
    };
    svg.leaf(
        "polyline",
        &[
            ("id", &id),
            ("class", &class),
            ("points", &points.join(" ")),
        ],
    );
}

/// The turn number on each room painted in the variation.
fn draw_turn_numbers(svg: &mut Svg, duel: &Duel, variation: &Variation) {
    for (number, turn) in variation.turns.iter().enumerate() {
        if let Turn::Move { painter, to, .. } = *turn {
            let (_, (x, y)) = triangle(duel.side, to);
            let (row, place) = coordinates(to);
            svg.text_element(
                "text",
                &[
                    ("id", &format!("turn-{}", number + 1)),
                    ("class", &"label"),
                    ("x", &Num(x)),
                    ("y", &Num(y)),
                    ("data-painter", &painter_name(painter)),
                    ("data-room", &format!("{}-{}", row + 1, place + 1)),
                ],
                &(number + 1).to_string(),
            );
        }
    }
}

fn painter_name(painter: Painter) -> &'static str {
    match painter {
        Painter::Alma => "Alma",
        Painter::Berthe => "Berthe",
    }
}

/// The answer, the key and the skipped turns, for the caption.
fn caption(number: usize, value: i32, variation: &Variation) -> Vec<String> {
    let [alma, berthe] = variation.painted;
    let mut lines = vec![
        format!(
            "Case #{number}: {value} (Alma paints {alma} rooms, Berthe {berthe}, start rooms included)"
        ),
        "Red: Alma's path; blue dashed: Berthe's; numbers: turns of a principal variation; \
         grey: under construction."
            .to_owned(),
    ];
    let skips: Vec<String> = variation
        .turns
        .iter()
        .enumerate()
        .filter_map(|(i, turn)| match *turn {
            Turn::Skip(painter) => Some(format!("{} ({})", i + 1, painter_name(painter))),
            Turn::Move { .. } => None,
        })
        .collect();
    if !skips.is_empty() {
        lines.push(format!("Skipped turns: {}.", skips.join(", ")));
    }
    if !variation.consistent {
        lines.push("Warning: the solver's values disagree along this line.".to_owned());
    }
    lines
}
