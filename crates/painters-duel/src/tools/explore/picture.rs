//! The picture of a position in play: every room by what it is now (grey under construction,
//! each painter's rooms in her light colour, the rooms the two stand in in full colour), each
//! room's coordinates written in it as moves name them, and each room the mover may paint
//! naming its move (`data-move`), so that the explorer can mark and play it.

use gamecore::svg::{Num, Svg};

use super::{ALMA, BERTHE, Play, Step, name};
use crate::solver::board::{bit, coordinates};
use crate::tools::draw::{room_size, triangle};

/// The picture of `position`, with `caption` below it.
pub fn draw(position: &Play, caption: &[String]) -> String {
    let side = position.side;
    let (unit, height) = room_size(side);
    let mut svg = Svg::new(
        "Painters' Duel: the museum in play",
        side as f64 * unit,
        side as f64 * height,
    );
    let legal = position.legal();
    for room in 0..side * side {
        let class = if room == position.at[ALMA] {
            "first"
        } else if room == position.at[BERTHE] {
            "second-start"
        } else if position.painted[ALMA] & bit(room) != 0 {
            "first-light"
        } else if position.painted[BERTHE] & bit(room) != 0 {
            "second-light"
        } else if position.construction & bit(room) != 0 {
            "blocked"
        } else {
            "free"
        };
        let (corners, (cx, cy)) = triangle(side, room);
        let points: Vec<String> = corners
            .iter()
            .map(|(x, y)| format!("{},{}", Num(*x), Num(*y)))
            .collect();
        let (row, place) = coordinates(room);
        let id = format!("room-{}-{}", row + 1, place + 1);
        let points = points.join(" ");
        let step = Step::Paint(room);
        let playable = legal.contains(&step).then(|| name(step));
        let mut attrs: Vec<(&str, &dyn std::fmt::Display)> =
            vec![("id", &id), ("class", &class), ("points", &points)];
        if let Some(playable) = &playable {
            attrs.push(("data-move", playable));
        }
        svg.leaf("polygon", &attrs);
        let who = match room {
            _ if room == position.at[ALMA] => "A ",
            _ if room == position.at[BERTHE] => "B ",
            _ => "",
        };
        svg.text(
            cx,
            cy,
            "label small",
            &format!("{who}{},{}", row + 1, place + 1),
        );
    }
    svg.finish(caption)
}
