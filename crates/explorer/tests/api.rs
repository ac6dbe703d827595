//! The API through `App::route`, with the tests' coins game and (when registered) the real games:
//! what the page receives is what the game's `Explore` says.

mod toy;

use std::sync::Arc;
use std::time::Duration;

use explorer::api::App;
use gamecore::Explore;
use gamecore::explore_page::{Explorable, Page};
use serde_json::Value;

fn coins_app() -> App {
    let page: Arc<dyn Page> = Arc::new(Explorable::named(
        "coins",
        "take a coin from either end",
        "coins: 3 1 4",
        toy::Coins,
    ));
    App::new(
        vec![page],
        explorer::cli::default_testdata(),
        Duration::from_secs(5),
    )
}

fn form(fields: &[(&str, &str)]) -> String {
    // The tests' own small encoder, independent of the server's decoder.
    let encode = |text: &str| -> String {
        text.bytes()
            .map(|b| match b {
                b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' => (b as char).to_string(),
                _ => format!("%{b:02X}"),
            })
            .collect()
    };
    let pairs: Vec<String> = fields
        .iter()
        .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
        .collect();
    pairs.join("&")
}

fn post(app: &App, path: &str, fields: &[(&str, &str)]) -> (u16, Value) {
    let reply = app.route("POST", path, &form(fields));
    assert!(
        reply.content_type.starts_with("application/json"),
        "{reply:?}"
    );
    let value = serde_json::from_str(&reply.body).unwrap_or_else(|e| panic!("{e}: {}", reply.body));
    (reply.status, value)
}

#[test]
fn view_lists_every_move_with_the_games_values_best_first() {
    let app = coins_app();
    let (status, view) = post(&app, "/api/coins/view", &[("position", "3 9 1 2")]);
    assert_eq!(status, 200, "{view}");
    let game = toy::Coins;
    let row = game.read("3 9 1 2").unwrap();
    let table = game.moves(&row).unwrap();
    let moves = view["moves"].as_array().unwrap();
    assert_eq!(moves.len(), table.groups.len());
    for (shown, group) in moves.iter().zip(&table.groups) {
        assert_eq!(shown["label"], group.label.as_str());
        assert_eq!(
            shown["move"],
            game.name_move(&row, &group.representative).as_str()
        );
        assert_eq!(shown["score"], group.value.score.unwrap());
        assert_eq!(shown["remoteness"], group.value.remoteness.unwrap());
        assert_eq!(shown["count"], "1");
    }
    // Taking 3 lets Ben take 9: left loses; right (2) wins (Ann then takes 9).
    assert_eq!(moves[0]["move"], "right (2)");
    assert_eq!(moves[0]["verdict"], "win");
    assert_eq!(moves[1]["verdict"], "lose");
    assert_eq!(view["position"], game.write(&row).as_str());
    assert_eq!(view["toMove"], 0);
    assert_eq!(view["players"], serde_json::json!(["Ann", "Ben"]));
    assert!(view["svg"].as_str().unwrap().starts_with("<svg"));
}

#[test]
fn play_answers_the_position_after_the_move() {
    let app = coins_app();
    let (status, view) = post(
        &app,
        "/api/coins/play",
        &[("position", "3 9 1 2"), ("move", "r")],
    );
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["played"], "right (2)");
    assert_eq!(view["position"], "coins: 3 9 1\nscores: 2 0\nto move: 2\n");
    assert_eq!(view["toMove"], 1);
    let (_, over) = post(
        &app,
        "/api/coins/play",
        &[
            ("position", "coins: 5\nscores: 1 1\nto move: 2"),
            ("move", "left"),
        ],
    );
    assert_eq!(over["toMove"], Value::Null);
    assert_eq!(over["moves"], serde_json::json!([]));
}

#[test]
fn refusals_carry_a_kind_a_message_and_a_status() {
    let app = coins_app();
    type Case<'a> = (&'a [(&'a str, &'a str)], &'a str, u16, &'a str);
    let cases: [Case; 5] = [
        (
            &[("position", "3 x")],
            "view",
            422,
            "line 1, column 1: expected a coin from 0 to 99, found 'x'",
        ),
        (
            &[("position", "3 1"), ("move", "middle")],
            "play",
            422,
            "expected left or right, found 'middle'",
        ),
        (
            &[
                ("position", "coins:\nscores: 3 4\nto move: 1"),
                ("move", "left"),
            ],
            "play",
            422,
            "the game is over: no move is left",
        ),
        (
            &[("position", &"1 ".repeat(17))],
            "view",
            413,
            "too large to answer at once: more than 16 coins",
        ),
        (
            &[("move", "left")],
            "play",
            400,
            "the request has no 'position' field",
        ),
    ];
    for (fields, call, status, message) in cases {
        let (got, answer) = post(&app, &format!("/api/coins/{call}"), fields);
        assert_eq!(
            (got, answer["message"].as_str().unwrap()),
            (status, message),
            "{fields:?}"
        );
    }
}

#[test]
fn pages_assets_and_unknown_paths() {
    let app = coins_app();
    let index = app.route("GET", "/", "");
    assert!(
        index.body.contains("<a href=\"/p/coins\">coins</a>"),
        "{}",
        index.body
    );
    let page = app.route("GET", "/p/coins", "");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("data-problem=\"coins\""));
    assert!(page.body.contains("take a coin from either end"));
    assert!(page.body.contains("/explorer.js"));
    assert!(!page.body.contains("{{"), "every slot is filled");
    assert_eq!(app.route("GET", "/explorer.js", "").status, 200);
    assert_eq!(app.route("GET", "/explorer.css", "").status, 200);
    for path in [
        "/p/nothing",
        "/api/nothing/view",
        "/nothing",
        "/api/coins/cases/../../Cargo",
    ] {
        assert_eq!(app.route("GET", path, "").status, 404, "{path}");
    }
    // The coins game has no testdata folder: its list is empty, not an error.
    assert_eq!(app.route("GET", "/api/coins/cases", "").body, "[]");
}

#[test]
fn every_registered_problem_has_a_page_and_answers_its_first_sample() {
    let pages = explorer::registered();
    let app = App::new(
        pages.clone(),
        explorer::cli::default_testdata(),
        Duration::from_secs(20),
    );
    let mut names: Vec<&str> = pages.iter().map(|page| page.name()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), pages.len(), "two pages share a name");
    for page in &pages {
        let name = page.name();
        assert_eq!(
            app.route("GET", &format!("/p/{name}"), "").status,
            200,
            "{name}"
        );
        let case = app
            .cases(name)
            .into_iter()
            .next()
            .unwrap_or_else(|| panic!("{name}: no case"));
        let text = app.route("GET", &format!("/api/{name}/cases/{case}"), "");
        assert_eq!(text.status, 200, "{name}/{case}");
        let (status, view) = post(
            &app,
            &format!("/api/{name}/view"),
            &[("position", &text.body)],
        );
        assert_eq!(status, 200, "{name}/{case}: {view}");
        assert!(view["moves"].is_array(), "{name}/{case}: {view}");
    }
}
