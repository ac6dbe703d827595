//! A position described as JSON for the explorer page: what [`super::Page::view`] and
//! [`super::Page::play`] answer. The fields are listed on [`super::Explorable`].

use crate::explore::puzzle::Puzzle;
use crate::explore::{Explore, MoveGroup, MoveValue, as_good_as};

use super::json::Json;
use super::{PageError, row_fields, shades, value_words, verdict_word};

/// The most member moves a grouped row lists by name (`members`).
pub const MEMBERS: usize = 100;
/// The most moves of the rest line listed one by one (`restMoves`).
pub const REST_MOVES: usize = 200;

/// The move that led to a described position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// Its name in the problem's terms.
    pub name: String,
    /// The side that made it.
    pub side: usize,
    /// Its value for that side.
    pub value: MoveValue,
}

/// A value as a JSON object: `verdict`, `score`, `grundy` (a string), `remoteness` and `words`
/// (all of it in words), `null` where the game has no such number.
pub fn value_object(value: &MoveValue) -> Json {
    Json::Object(vec![
        ("verdict", Json::str(verdict_word(value.verdict))),
        ("score", Json::opt_int(value.score)),
        ("grundy", Json::opt_str(value.grundy.map(|g| g.to_string()))),
        ("remoteness", Json::opt_int(value.remoteness.map(i64::from))),
        ("words", Json::str(value_words(value))),
    ])
}

/// The value of a position for the side to move, from its best move's: the same verdict and
/// score, the remoteness one more (the move itself), and no Grundy value (a row's is the value
/// its move leaves, not the position's).
pub fn position_value(best: &MoveValue) -> MoveValue {
    MoveValue {
        grundy: None,
        remoteness: best.remoteness.map(|r| r + 1),
        ..*best
    }
}

/// The rows of `groups` as JSON ([`row`] and `best`, `members`, `membersComplete`).
fn rows<G: Explore>(
    game: &G,
    position: &G::Position,
    groups: &[MoveGroup<G::Move>],
    best: Option<&MoveValue>,
) -> Vec<Json> {
    let values: Vec<MoveValue> = groups.iter().map(|group| group.value).collect();
    groups
        .iter()
        .zip(shades(&values))
        .map(|(group, shade)| {
            let name = game.name_move(position, &group.representative);
            let mut fields = row_fields(&name, group, shade);
            let members = game.members(position, group, MEMBERS);
            let complete = members.len() as u64 == group.count;
            let names = members
                .iter()
                .map(|m| Json::str(game.name_move(position, m)))
                .collect();
            let is_best = best.is_some_and(|b| as_good_as(b, &group.value));
            fields.push(("best", Json::Bool(is_best)));
            fields.push(("members", Json::Array(names)));
            fields.push(("membersComplete", Json::Bool(complete)));
            Json::Object(fields)
        })
        .collect()
}

/// The description of `position` (after `played`, if a move led to it), with its text when
/// `echo`.
///
/// # Errors
/// The game's refusal to answer the position.
pub fn describe<G: Explore>(
    game: &G,
    position: &G::Position,
    played: Option<Played>,
    echo: bool,
) -> Result<Json, PageError> {
    let table = game.moves(position)?;
    let rest = match table.rest {
        Some(_) => game.rest_moves(position, &table, REST_MOVES),
        None => Some(Vec::new()),
    };
    let best = best_value(&table.groups, rest.as_deref());
    let over = game.result(position);
    let players = game.players().iter().map(|&p| Json::str(p)).collect();
    let mut fields = Vec::new();
    if echo {
        fields.push(("position", Json::str(game.write(position))));
    }
    fields.extend([
        ("players", Json::Array(players)),
        (
            "toMove",
            Json::opt_int(game.to_move(position).map(|side| side as i64)),
        ),
        ("legend", Json::str(game.legend())),
        ("svg", Json::opt_str(game.draw(position))),
        ("show", Json::str(game.show(position))),
        (
            "moves",
            Json::Array(rows(game, position, &table.groups, best.as_ref())),
        ),
        ("rest", Json::opt_str(table.rest)),
        (
            "restMoves",
            rest.map_or(Json::Null, |rest| {
                Json::Array(rows(game, position, &rest, best.as_ref()))
            }),
        ),
        (
            "value",
            best.map_or(Json::Null, |b| value_object(&position_value(&b))),
        ),
        (
            "result",
            Json::opt_str(over.as_ref().map(|o| o.text.clone())),
        ),
        (
            "winner",
            Json::opt_int(over.and_then(|o| o.winner).map(|w| w as i64)),
        ),
    ]);
    if let Some(played) = played {
        fields.extend([
            ("played", Json::str(played.name)),
            ("playedBy", Json::Int(played.side as i64)),
            ("playedValue", value_object(&played.value)),
        ]);
    }
    Ok(Json::Object(fields))
}

/// The best value among every move, the rest's included (a table lists its best first, but a
/// rest line may hold moves as good).
fn best_value<M>(groups: &[MoveGroup<M>], rest: Option<&[MoveGroup<M>]>) -> Option<MoveValue> {
    groups
        .iter()
        .chain(rest.into_iter().flatten())
        .map(|group| group.value)
        .min_by(MoveValue::best_first)
}

/// A puzzle as JSON: `position` (its text), `answer` (the winning move's name, which a `play`
/// request takes), `label` (its row's label), `value` (its value, see [`value_object`]), `moves`
/// (how many legal moves there are to choose from), `explanation` (`--explain`'s text) and
/// `level` (`easy`, `medium` or `hard`, [`crate::explore::puzzle::Level`]).
pub fn puzzle(puzzle: &Puzzle) -> Json {
    Json::Object(vec![
        ("position", Json::str(puzzle.position.as_str())),
        ("answer", Json::str(puzzle.answer.as_str())),
        ("label", Json::str(puzzle.label.as_str())),
        ("value", value_object(&puzzle.value)),
        ("moves", Json::str(puzzle.moves.to_string())),
        ("explanation", Json::str(puzzle.explanation.as_str())),
        ("level", Json::str(puzzle.level.word())),
    ])
}
