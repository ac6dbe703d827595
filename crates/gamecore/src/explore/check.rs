//! Test support for the explorer's teaching page: checks that a game's description of a position
//! holds together (a picture whose click targets name legal moves, a result exactly at the end,
//! every member and rest move playable with its row's value), and plays a game out.
//!
//! Only built with the `check` feature, which the solvers enable in their dev-dependencies.

use crate::explore_page::describe::{MEMBERS, REST_MOVES};
use crate::svg::check::try_check;

use super::{Explore, GameOver, MoveGroup};

/// Checks `group`'s moves: each is read back from its name and has the row's value.
fn check_moves<G: Explore>(
    game: &G,
    position: &G::Position,
    group: &MoveGroup<G::Move>,
    moves: &[G::Move],
) -> Result<(), String> {
    for chosen in moves {
        let name = game.name_move(position, chosen);
        let read = game.read_move(position, &name)?;
        if read != *chosen {
            return Err(format!("`{name}` reads back as another move"));
        }
        let value = game
            .value_of(position, chosen)
            .map_err(|e| format!("{e:?}"))?;
        if value != group.value {
            return Err(format!(
                "`{name}` of row `{}` is worth {value:?}, the row says {:?}",
                group.label, group.value
            ));
        }
    }
    Ok(())
}

/// The names of the moves the page offers for `position`: every row's members, and the rest
/// moves when they are listed; `None` when the page does not list every move by name.
fn offered<G: Explore>(game: &G, position: &G::Position) -> Result<Option<Vec<String>>, String> {
    let table = game.moves(position).map_err(|e| format!("{e:?}"))?;
    if table.groups.iter().any(|g| g.count > MEMBERS as u64) {
        return Ok(None);
    }
    let mut names: Vec<String> = (table.groups.iter())
        .flat_map(|g| game.members(position, g, MEMBERS))
        .map(|m| game.name_move(position, &m))
        .collect();
    if table.rest.is_some() {
        let Some(rest) = game.rest_moves(position, &table, REST_MOVES) else {
            return Ok(None);
        };
        names.extend(
            rest.iter()
                .map(|g| game.name_move(position, &g.representative)),
        );
    }
    Ok(Some(names))
}

/// Checks the picture of `position`: drawn, valid, every `data-move` names a legal move whose
/// name is the attribute (read back by [`Explore::read_move`]) and that the page's table offers
/// (a row's member or a listed rest move, where the table lists them), and every `data-shooter`
/// starts the name of some listed move.
pub fn picture<G: Explore>(game: &G, position: &G::Position) -> Result<(), String> {
    let svg = game
        .draw(position)
        .ok_or_else(|| format!("no picture of {}", game.write(position)))?;
    let picture = try_check(&svg)?;
    let mut targets = Vec::new();
    for element in &picture.elements {
        let Some(name) = element.attributes.get("data-move") else {
            continue;
        };
        let chosen = game
            .read_move(position, name)
            .map_err(|e| format!("the picture's move `{name}`: {e}"))?;
        if game.name_move(position, &chosen) != *name {
            return Err(format!("the picture's move `{name}` is named otherwise"));
        }
        targets.push(name);
    }
    if !targets.is_empty()
        && let Some(names) = offered(game, position)?
        && let Some(stray) = targets.iter().find(|t| !names.contains(t))
    {
        return Err(format!("the picture's move `{stray}` is not in the table"));
    }
    let shooters: Vec<&String> = picture
        .elements
        .iter()
        .filter_map(|e| e.attributes.get("data-shooter"))
        .collect();
    if !shooters.is_empty() {
        let table = game.moves(position).map_err(|e| format!("{e:?}"))?;
        let names: Vec<String> = table
            .groups
            .iter()
            .flat_map(|g| game.members(position, g, MEMBERS))
            .map(|m| game.name_move(position, &m))
            .collect();
        for shooter in shooters {
            if !names.iter().any(|n| n.starts_with(&format!("{shooter} "))) {
                return Err(format!(
                    "no listed move of the picture's shooter `{shooter}`"
                ));
            }
        }
    }
    Ok(())
}

/// Checks the description of `position`: its picture ([`picture`]), a result exactly when the
/// game is over, and every listed member and rest move playable with its row's value.
pub fn description<G: Explore>(game: &G, position: &G::Position) -> Result<(), String> {
    picture(game, position)?;
    let over = game.to_move(position).is_none();
    if over != game.result(position).is_some() {
        return Err(format!("over: {over}, result: {:?}", game.result(position)));
    }
    let table = game.moves(position).map_err(|e| format!("{e:?}"))?;
    for group in &table.groups {
        let members = game.members(position, group, MEMBERS);
        let expected = group.count.min(MEMBERS as u64);
        if members.len() as u64 != expected {
            return Err(format!(
                "row `{}` of {} moves lists {} members",
                group.label,
                group.count,
                members.len()
            ));
        }
        check_moves(game, position, group, &members)?;
    }
    if table.rest.is_some()
        && let Some(rest) = game.rest_moves(position, &table, REST_MOVES)
    {
        for group in &rest {
            if group.count != 1 {
                return Err(format!("rest row `{}` is not one move", group.label));
            }
            check_moves(
                game,
                position,
                group,
                std::slice::from_ref(&group.representative),
            )?;
        }
    }
    Ok(())
}

/// Plays `position` out, both sides making the table's first move, checking each position's
/// description ([`description`]) on the way; the end's result.
pub fn play_out<G: Explore>(game: &G, position: &G::Position) -> Result<GameOver, String> {
    let mut now = position.clone();
    loop {
        description(game, &now)?;
        if let Some(over) = game.result(&now) {
            return Ok(over);
        }
        let table = game.moves(&now).map_err(|e| format!("{e:?}"))?;
        let first = table
            .groups
            .first()
            .ok_or_else(|| format!("no move, no result: {}", game.write(&now)))?;
        now = game.play(&now, &first.representative);
    }
}

/// Checks `source`'s puzzles for `game`: at least `least` are found, `brute_check` accepts each
/// position (the crate's brute-force comparison), and each table has exactly one row as good as
/// the best, of a single move, which is the puzzle's answer, explained; the table's moves are the
/// puzzle's, at least `source.choice` at medium and hard; the list runs easy to hard, in the
/// order of difficulty, with a medium and a hard one when `least` is 3 or more.
pub fn puzzles<G: Explore>(
    game: &G,
    source: &super::puzzle::PuzzleSource,
    least: usize,
    brute_check: impl Fn(&str),
) {
    use super::puzzle::Level;
    let found = super::puzzle::find(game, source);
    assert!(found.len() >= least, "{} puzzles", found.len());
    for puzzle in &found {
        brute_check(&puzzle.position);
        let position = game.read(&puzzle.position).unwrap();
        let table = game.moves(&position).unwrap();
        assert!(table.rest.is_none(), "{}", puzzle.position);
        let moves: u64 = table.groups.iter().map(|g| g.count).sum();
        assert_eq!(moves, puzzle.moves, "{}", puzzle.position);
        if puzzle.level != Level::Easy {
            assert!(moves >= source.choice, "{moves} moves: {}", puzzle.position);
        }
        let best = table.groups[0].value;
        let best_rows: Vec<_> = table
            .groups
            .iter()
            .filter(|g| super::as_good_as(&best, &g.value))
            .collect();
        assert_eq!(best_rows.len(), 1, "{}", puzzle.position);
        assert_eq!(best_rows[0].count, 1);
        assert_eq!(
            game.name_move(&position, &best_rows[0].representative),
            puzzle.answer
        );
        assert!(!puzzle.explanation.is_empty(), "{}", puzzle.position);
    }
    for pair in found.windows(2) {
        assert!(pair[0].level <= pair[1].level, "{pair:?}");
        assert!(pair[0].difficulty() <= pair[1].difficulty(), "{pair:?}");
    }
    if least >= 3 {
        for level in [Level::Medium, Level::Hard] {
            assert!(found.iter().any(|p| p.level == level), "no {level:?}");
        }
    }
}
