//! `--draw` on the testdata: every valid case draws a picture that parses with a visible shape,
//! and the gallery's picture (`docs/explain.md`) is current; the explorer's picture of a position
//! in play draws every shot with the discs the rules remove.

use crate::common::lattice_position;
use chapaev::Side;
use chapaev::explore::{Game, Play};
use gamecore::Explore;
use gamecore::svg::check;
use proptest::prelude::*;

#[test]
fn every_testdata_case_draws() {
    check::every_case(&chapaev::PROBLEM, &[]);
}

#[test]
fn the_gallery_picture_is_current() {
    check::committed_picture(&chapaev::PROBLEM, "01-sample");
}

/// The id the pictures give disc `k` of `board` (red discs first): `disc-red-2`, `disc-white-1`.
fn disc_id(board: &chapaev::Position, k: usize) -> String {
    let red = board.count(Side::Red);
    if k < red {
        format!("disc-red-{}", k + 1)
    } else {
        format!("disc-white-{}", k - red + 1)
    }
}

/// The discs a shot of `shooter` along the integer vector `(x, y)` removes, by the rules alone:
/// the shooter, and every live disc ahead of it whose centre lies within two radii of its ray
/// (touching counts), in exact integers.
fn removed_by_rule(play: &Play, shooter: usize, (x, y): (i128, i128)) -> Vec<String> {
    let board = &play.board;
    let origin = board.centres()[shooter];
    let reach = 2 * i128::from(board.radius());
    (0..board.len())
        .filter(|&k| {
            let e = board.centres()[k] - origin;
            let (ex, ey) = (i128::from(e.x), i128::from(e.y));
            let (dot, cross) = (x * ex + y * ey, x * ey - y * ex);
            let live = play.live >> k & 1 == 1;
            k == shooter || (live && dot >= 0 && cross * cross <= reach * reach * (x * x + y * y))
        })
        .map(|k| disc_id(board, k))
        .collect()
}

/// `red disc 2 towards (3, -4), ...`: the shooter's label and the integer vector, when the name
/// gives an integer direction.
fn integer_direction(name: &str) -> Option<(i128, i128)> {
    let (_, rest) = name.split_once(" towards (")?;
    let (vector, _) = rest.split_once(')')?;
    let (x, y) = vector.split_once(", ")?;
    Some((x.parse().ok()?, y.parse().ok()?))
}

/// Checks the picture of `play`: removed discs drawn as gone, and one hidden shot group per
/// distinct shot, named as the table names it, whose removed discs are the rules' own.
fn check_shots(play: &Play) -> Result<usize, TestCaseError> {
    let picture = check::check(&Game.draw(play).unwrap());
    let board = &play.board;
    for k in 0..board.len() {
        let disc = picture.by_id(&disc_id(board, k));
        prop_assert_eq!(disc.has_class("gone"), play.live >> k & 1 == 0);
    }
    let groups = picture.with_class("shot");
    let table = Game.moves(play).unwrap();
    let mut names: Vec<String> = table
        .groups
        .iter()
        .flat_map(|group| Game.members(play, group, usize::MAX))
        .map(|shot| Game.name_move(play, &shot))
        .collect();
    let mut shown: Vec<String> = groups
        .iter()
        .map(|g| g.attr("data-shot").to_owned())
        .collect();
    names.sort();
    shown.sort();
    prop_assert_eq!(&shown, &names);
    let mut by_rule = 0;
    for group in groups {
        prop_assert_eq!(group.attr("display"), "none");
        let name = group.attr("data-shot");
        let shot = Game.read_move(play, name).unwrap();
        let removes: Vec<&str> = group.attr("data-removes").split(' ').collect();
        let expected: Vec<String> = (0..board.len())
            .filter(|&k| shot.removed >> k & 1 == 1)
            .map(|k| disc_id(board, k))
            .collect();
        prop_assert_eq!(&removes, &expected, "{}", name);
        if let Some(vector) = integer_direction(name) {
            prop_assert_eq!(
                &removed_by_rule(play, shot.shooter, vector),
                &expected,
                "{}",
                name
            );
            by_rule += 1;
        }
    }
    Ok(by_rule)
}

proptest! {
    /// Along a game of random shots, the picture shows every shot with the discs the rules
    /// remove (those whose names give an integer direction checked by the hit rule here).
    #[test]
    fn the_picture_in_play_draws_every_shot_with_what_it_removes(
        text in lattice_position(3, 2),
        choices in proptest::collection::vec(0usize..64, 0..4),
    ) {
        let mut play = Game.read(&text).unwrap();
        let mut by_rule = check_shots(&play)?;
        for choice in choices {
            let table = Game.moves(&play).unwrap();
            if table.groups.is_empty() {
                break;
            }
            let group = &table.groups[choice % table.groups.len()];
            play = Game.play(&play, &group.representative);
            by_rule += check_shots(&play)?;
        }
        // The start always has shots named by a small integer vector.
        prop_assert!(by_rule > 0);
    }
}
