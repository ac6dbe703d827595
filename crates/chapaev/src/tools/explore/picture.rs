//! The picture of a position in play: the start board's frame (so that nothing moves as discs
//! go), the live discs in their side's colour with the numbers the input gave them (the move
//! table's numbers, kept all game long), and the removed ones as dashed empty outlines, still
//! numbered. Each live disc of the side to move carries `data-shooter`, the name its shots start
//! with (`red disc 3`), so that the explorer can offer that disc's shots.
//!
//! Every shot of the side to move is drawn too, hidden, for the explorer to show on a row's hover
//! or focus and for the best row: a group (`class="shot"`, `data-testid="shot-path"`) named by
//! the shot's move name (`data-shot`), holding the band the flicked disc sweeps, its ray to the
//! edge, and a cross on every disc it removes, which `data-removes` lists by element id. The
//! discs come from the shot itself (the exact hit sets), the band and ray from the exact
//! direction its name gives, rounded only to be drawn.

use gamecore::svg::{Num, Svg};

use super::shots::{self, Found};
use super::{Play, names};
use crate::solver::position::{Decimal, Side};
use crate::tools::draw::{Frame, cross, disc_id, track};

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
    svg.arrowhead();
    draw_discs(&mut svg, position, &frame);
    let (all, _) = shots::hit_sets(position);
    for found in shots::shots(position, &all) {
        draw_shot(&mut svg, position, &frame, &found);
    }
    svg.finish(caption)
}

/// Every disc of the start board, live or removed, with its number.
fn draw_discs(svg: &mut Svg, position: &Play, frame: &Frame) {
    let board = &position.board;
    let radius = board.radius() as f64 * frame.scale;
    for (disc, c) in board.centres().iter().enumerate() {
        let (x, y) = frame.point(c.x as f64, c.y as f64);
        let side = board.side_of(disc);
        let live = position.live >> disc & 1 == 1;
        let class = match (side, live) {
            // Gone: only the outline of where the disc stood, still numbered.
            (_, false) => "gone",
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
        if !live {
            // Presentation attributes rather than a class of the shared palette: a removed disc
            // is this picture's alone, and every other picture's style stays as it is.
            attrs.extend([
                ("fill", &"none" as &dyn std::fmt::Display),
                ("stroke", &"#999"),
                ("stroke-dasharray", &"4 3"),
            ]);
        }
        svg.leaf("circle", &attrs);
        let number = shooter.rsplit(' ').next().unwrap_or_default();
        svg.text(x, y, "label small", number);
    }
}

/// One shot, hidden until the explorer shows it: its band, its ray, and a cross on each disc it
/// removes (the shooter's included). The colours are attributes of the group, which its shapes
/// inherit and the page's style sheet overrides for the best shot; hidden by an attribute too,
/// so that a picture read alone shows the board and no shot.
fn draw_shot(svg: &mut Svg, position: &Play, frame: &Frame, found: &Found) {
    let board = &position.board;
    let name = names::name(board, found);
    let removed: Vec<usize> = (0..board.len())
        .filter(|&k| found.shot.removed >> k & 1 == 1)
        .collect();
    let ids: Vec<String> = removed.iter().map(|&k| disc_id(board, k)).collect();
    svg.open(
        "g",
        &[
            ("class", &"shot"),
            ("display", &"none"),
            ("data-testid", &"shot-path"),
            ("data-shot", &name),
            ("data-removes", &ids.join(" ")),
            ("fill", &"none"),
            ("stroke", &"#b85f00"),
            ("stroke-width", &2.5),
        ],
    );
    if let Some(direction) = names::direction(board, found) {
        let path = track(board, frame, found.shot.shooter, &direction);
        let ((sx, sy), (ex, ey), (dx, dy)) = (path.from, path.to, path.step);
        svg.leaf(
            "polygon",
            &[
                ("class", &"shot-band"),
                ("points", &path.corners),
                ("fill", &"#f0a340"),
                ("fill-opacity", &0.2),
                ("stroke-width", &1),
            ],
        );
        svg.leaf(
            "line",
            &[
                ("class", &"shot-ray"),
                ("x1", &Num(sx)),
                ("y1", &Num(sy)),
                ("x2", &Num(ex - dx * 6.0)),
                ("y2", &Num(ey - dy * 6.0)),
                ("marker-end", &"url(#arrowhead)"),
            ],
        );
    }
    let crosses: Vec<String> = removed.iter().map(|&k| cross(board, frame, k)).collect();
    svg.leaf(
        "path",
        &[
            ("class", &"shot-removes"),
            ("d", &crosses.join(" ")),
            ("stroke", &"#111"),
        ],
    );
    svg.close();
}
