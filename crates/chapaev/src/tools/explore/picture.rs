//! The picture of a position in play: the start board's frame (so that nothing moves as discs
//! go), the live discs in their side's colour with the numbers the input gave them (the move
//! table's numbers, kept all game long), and the removed ones as pale ghosts, still numbered. Each live disc
//! of the side to move carries `data-shooter`, the name its shots start with (`red disc 3`), so
//! that the explorer can offer that disc's shots.

use gamecore::svg::{Num, Svg};

use super::Play;
use crate::solver::position::{Decimal, Side};
use crate::tools::draw::{Frame, disc_id};

/// The picture of `position`, with `caption` below it.
pub fn draw(position: &Play, caption: &[String]) -> String {
    let board = &position.board;
    let frame = Frame::around(board);
    let mut svg = Svg::new("Chapaev: the discs in play", frame.size.0, frame.size.1);
    svg.leaf(
        "rect",
        &[
            ("class", &"frame"),
            ("x", &0),
            ("y", &0),
            ("width", &Num(frame.size.0)),
            ("height", &Num(frame.size.1)),
        ],
    );
    let radius = board.radius() as f64 * frame.scale;
    for (disc, c) in board.centres().iter().enumerate() {
        let (x, y) = frame.point(c.x as f64, c.y as f64);
        let side = board.side_of(disc);
        let live = position.live >> disc & 1 == 1;
        let class = match (side, live) {
            // Gone: a pale ghost where the disc stood, still numbered.
            (Side::Red, false) => "first-light",
            (Side::White, false) => "second-light",
            (Side::Red, true) => "first",
            (Side::White, true) => "second",
        };
        let id = disc_id(board, disc);
        let (cx, cy, r) = (Num(x), Num(y), Num(radius));
        let (data_x, data_y) = (Decimal(c.x), Decimal(c.y));
        let shooter = board.label(disc).to_string();
        let mut attrs: Vec<(&str, &dyn std::fmt::Display)> = vec![
            ("id", &id),
            ("class", &class),
            ("cx", &cx),
            ("cy", &cy),
            ("r", &r),
            ("data-x", &data_x),
            ("data-y", &data_y),
        ];
        if live && side == position.to_move {
            attrs.push(("data-shooter", &shooter));
        }
        svg.leaf("circle", &attrs);
        let number = shooter.rsplit(' ').next().unwrap_or_default();
        svg.text(x, y, "label small", number);
    }
    svg.finish(caption)
}
