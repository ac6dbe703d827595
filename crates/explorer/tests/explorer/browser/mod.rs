//! The explorer in a real browser: the site as `cargo xtask site` builds it (the solvers in
//! WebAssembly), on a plain static file server, in headless Chromium driven through its DevTools
//! protocol. For every registered problem it opens the page, loads a sample, reads the move table
//! off the page and checks every row against the game's own native `Explore::moves`, clicks a
//! move, and checks the computer's reply, the new position text and the new picture; then undo.
//! A position past the time limit, and one cancelled, are stopped and followed at once by a
//! sample that answers; refusals and mistakes get their messages; and no page breaks its
//! Content-Security-Policy.
//!
//! It builds the site's WebAssembly module, minutes of CPU on a clean clone, so plain `cargo test`
//! leaves it out: `cargo test -p explorer --test explorer browser -- --ignored` runs it (CI does,
//! after `cargo xtask site`). Without `chromium` on the PATH the test says so and passes, unless
//! `CI` is set: there a missing browser fails. With `UPDATE_PICTURES` set it rewrites the
//! README's screenshot, `docs/pictures/explorer.png`.

mod cases;
mod chromium;
mod large;
mod mistakes;
mod page;
mod picture;
mod play;
mod puzzle;
mod shots;
mod steps;
mod stopping;

use std::path::PathBuf;

use chromium::Browser;
use gamecore::Explore;
use gamecore::explore_page::Page;
use page::{
    Session, VIEWPORT, click_and_wait, error_message, first_case, from_disk, link_cap, named_pages,
    open, pages_to_check, rules_first, testdata, view_of,
};
use serde_json::Value;

/// The README's screenshot: the problem and case it shows, played to the end with one mistake
/// (at the person's turn [`SCREENSHOT_MISTAKE`]), its value history beside the picture.
const SCREENSHOT: (&str, &str) = ("painters-duel", "09-random-small");
/// The person's turn (from 0) of the screenshot's mistake.
const SCREENSHOT_MISTAKE: usize = 1;
/// The screenshot's height (its width is the viewport's).
const SCREENSHOT_HEIGHT: u32 = 1000;
/// Where a page's first position comes from.
enum Start<'a> {
    /// A testdata case, chosen in the case list.
    Case(&'a str),
}

/// Every page ([`pages_to_check`]: those `$EXPLORER_PAGES` names, where it is set), then, when it
/// is not, the refusals, stopping, opening from disk and the screenshot.
#[test]
#[ignore = "builds the site's WebAssembly module (minutes of CPU): --ignored runs it, as CI does"]
fn every_problem_in_a_real_browser() {
    let Some(mut session) = Session::start() else {
        return;
    };
    let pages = explorer::registered();
    let names: Vec<&'static str> = pages.iter().map(|page| page.name()).collect();
    let base = session.base.clone();
    let index = index_links(&mut session.browser, &base, &names);
    session.check("the index", index);
    for page in pages_to_check() {
        let result = check_problem(&mut session.browser, &base, page.as_ref());
        session.check(page.name(), result);
    }
    if named_pages().is_some() {
        // The checks below are of the workspace's own problems' pages.
        session.finish();
        return;
    }
    let refusals = mistakes::refusals_and_mistakes(&mut session.browser, &base);
    session.check("refusals", refusals);
    let link = link_cap(&mut session.browser, &base);
    session.check("the link cap", link);
    let disk = from_disk(&mut session.browser, "chapaev");
    session.check("opened from disk", disk);
    let stopping = stopping::stopped_at_once(&mut session.browser, &base);
    session.check("stopping", stopping);
    let screenshot = keep_screenshot(&mut session.browser, &base);
    session.check("the screenshot", screenshot);
    session.finish();
}

/// Checks one problem's page against its game. A game with no line here (a problem just made by
/// `cargo xtask new`, say) is checked against its page's own answer instead, [`as_served`].
fn check_problem(browser: &mut Browser, base: &str, page: &dyn Page) -> Result<(), String> {
    let name = page.name();
    rules_first(browser, base, page)?;
    match name {
        "chapaev" => sample(browser, base, name, &chapaev::explore::Game),
        "more-reclamation" => sample(browser, base, name, &more_reclamation::explore::Game),
        "circles-game" => sample(browser, base, name, &circles_game::explore::Game),
        "racing-car-trail" => sample(browser, base, name, &racing_car_trail::explore::Game),
        "painters-duel" => sample(browser, base, name, &painters_duel::explore::Game),
        _ => as_served(browser, base, page),
    }
}

/// Loads the page's first testdata case and checks that the position text and every row of the
/// table are what the page's own [`Page::view`] answers for it.
fn as_served(browser: &mut Browser, base: &str, page: &dyn Page) -> Result<(), String> {
    let name = page.name();
    open(browser, base, name)?;
    let text = load(browser, name, Start::Case(&first_case(name)))?;
    let view = view_of(page, &text)?;
    let shown = browser.eval("document.getElementById('position').value")?;
    if shown != view["position"] {
        return Err(format!(
            "position text {shown}, the page says {}",
            view["position"]
        ));
    }
    let rows = browser.eval(
        "[...document.querySelectorAll('#moves tbody tr.move')].map((tr) => ({ move: tr.dataset.move, \
         label: tr.cells[1].textContent, value: tr.cells[3].textContent }))",
    )?;
    let expected: Vec<Value> = view["moves"]
        .as_array()
        .ok_or("the page's answer has no moves")?
        .iter()
        .map(|row| serde_json::json!({"move": row["move"], "label": row["label"], "value": row["value"]}))
        .collect();
    if rows != Value::from(expected.clone()) {
        return Err(format!("rows {rows}, the page says {expected:?}"));
    }
    Ok(())
}

/// [`explore`] from the problem's first testdata case.
fn sample<G: Explore>(
    browser: &mut Browser,
    base: &str,
    name: &str,
    game: &G,
) -> Result<(), String> {
    explore(browser, base, name, game, Start::Case(&first_case(name)))
}

/// The index page links to every problem's page, and a click on a link opens it.
fn index_links(browser: &mut Browser, base: &str, names: &[&str]) -> Result<(), String> {
    browser.navigate(base)?;
    // Read once the index's parser is done: mid-parse, a link may stand there without its text.
    let links = browser.wait_for(
        "document.getElementById('problems') && document.readyState !== 'loading' && \
         [...document.querySelectorAll('#problems a')].map((a) => a.textContent)",
        "the index",
    )?;
    if links != Value::from(names.to_vec()) {
        return Err(format!("links {links}, expected {names:?}"));
    }
    browser.click("#problems a")?;
    browser.wait_for(
        &format!(
            "location.pathname === '/{}.html' && document.body.dataset.state === 'ready'",
            names[0]
        ),
        "the first problem's page",
    )?;
    Ok(())
}

/// Opens the page, loads the start, and plays the best move with the computer's reply and undo,
/// checking everything shown against `game`.
fn explore<G: Explore>(
    browser: &mut Browser,
    base: &str,
    name: &str,
    game: &G,
    start: Start<'_>,
) -> Result<(), String> {
    open(browser, base, name)?;
    let text = load(browser, name, start)?;
    let position = game.read(&text).map_err(|e| e.to_string())?;
    shows(browser, game, &position).map_err(|why| format!("the start: {why}"))?;
    play_best(browser, game, &position)?;
    // Undo takes back the computer's reply and the move it answered.
    browser.click("#undo")?;
    browser.wait_for(
        &format!(
            "document.getElementById('position').value === {}",
            Value::from(game.write(&position))
        ),
        "undo",
    )?;
    shows(browser, game, &position).map_err(|why| format!("after undo: {why}"))
}

/// Loads the start through the case list or the text box; its text.
fn load(browser: &mut Browser, name: &str, start: Start<'_>) -> Result<String, String> {
    let text = match start {
        Start::Case(case) => {
            browser.eval(&format!("document.getElementById('case').value = {case:?}"))?;
            click_and_wait(browser, "#load-case")?;
            std::fs::read_to_string(testdata().join(name).join(format!("{case}.in")))
                .map_err(|e| e.to_string())?
        }
    };
    match error_message(browser)? {
        Some(error) => Err(format!("loading the start: {error}")),
        None => Ok(text),
    }
}

/// Clicks the table's first row and checks the move, the computer's reply (the best move of the
/// position after it, unless the game is over) and what the page then shows.
fn play_best<G: Explore>(
    browser: &mut Browser,
    game: &G,
    position: &G::Position,
) -> Result<(), String> {
    let unanswered = |e| format!("{e:?}");
    let table = game.moves(position).map_err(unanswered)?;
    let best = table
        .groups
        .first()
        .ok_or("the sample has no move to play")?;
    let after = game.play(position, &best.representative);
    // The computer answers only when the side to move is no longer the person's.
    let reply = match game.to_move(&after) {
        Some(side) if Some(side) != game.to_move(position) => game
            .moves(&after)
            .map_err(unanswered)?
            .groups
            .first()
            .cloned(),
        _ => None,
    };
    let mut expected = vec![played(game, position, &best.representative)];
    let mut end = after.clone();
    if let Some(reply) = &reply {
        expected.push(played(game, &after, &reply.representative));
        end = game.play(&after, &reply.representative);
    }
    click_and_wait(browser, "#moves tbody tr:first-child button")?;
    browser.wait_for(
        &format!(
            "document.body.dataset.state === 'ready' && \
             document.querySelectorAll('#history li').length === {}",
            expected.len()
        ),
        "the computer's reply",
    )?;
    if let Some(error) = error_message(browser)? {
        return Err(format!("playing the best move: {error}"));
    }
    let history = browser
        .eval("[...document.querySelectorAll('#history li')].map((li) => li.textContent)")?;
    if history != Value::from(expected.clone()) {
        return Err(format!("history {history}, expected {expected:?}"));
    }
    let focused = browser.eval(
        "!!document.activeElement.closest('#moves [data-testid=move]') \
         || document.activeElement.id === 'undo'",
    )?;
    if focused != Value::Bool(true) {
        return Err("after the move, the keyboard's focus is not on the table".to_owned());
    }
    shows(browser, game, &end).map_err(|why| format!("after the best move and the reply: {why}"))
}

/// A move as the page's history lists it: `<player>: <move's name>`.
fn played<G: Explore>(game: &G, position: &G::Position, chosen: &G::Move) -> String {
    let mover = game.to_move(position).unwrap_or(0);
    format!(
        "{}: {}",
        game.players()[mover],
        game.name_move(position, chosen)
    )
}

/// Checks that the page shows `position`: its text, its picture, and its move table, every row
/// against the game's own values and coloured by its verdict.
fn shows<G: Explore>(
    browser: &mut Browser,
    game: &G,
    position: &G::Position,
) -> Result<(), String> {
    let text = browser.eval("document.getElementById('position').value")?;
    if text != game.write(position) {
        return Err(format!(
            "position text {text}, expected {:?}",
            game.write(position)
        ));
    }
    match game.draw(position) {
        Some(svg) => {
            let shown = browser.wait_for(
                // The SVG text picture.js drew inline, once it is on the page.
                "(() => { const drawing = document.getElementById('drawing'); \
                 if (drawing.hidden || !drawing.querySelector('svg')) return null; \
                 return Picture.shown; })()",
                "the picture",
            )?;
            if shown != svg {
                return Err("the picture is not the game's drawing of the position".to_owned());
            }
        }
        None => {
            let shown = browser.eval("document.getElementById('show').textContent")?;
            if shown != game.show(position) {
                return Err(format!("the text drawing {shown}, expected the game's"));
            }
        }
    }
    table_matches(browser, game, position)
}

fn table_matches<G: Explore>(
    browser: &mut Browser,
    game: &G,
    position: &G::Position,
) -> Result<(), String> {
    let rows = browser.eval(
        "[...document.querySelectorAll('#moves tbody tr.move')].map((tr) => ({ ...tr.dataset, \
         value_hook: tr.dataset.value, \
         label: tr.cells[1].textContent, value: tr.cells[3].textContent, \
         colour: getComputedStyle(tr.querySelector('.swatch')).backgroundColor }))",
    )?;
    let rows = rows.as_array().ok_or("no rows")?;
    let table = game.moves(position).map_err(|e| format!("{e:?}"))?;
    if rows.len() != table.groups.len() {
        return Err(format!(
            "{} rows shown, the game has {}",
            rows.len(),
            table.groups.len()
        ));
    }
    let best = table.groups.first().map(|group| value_hook(&group.value));
    for (i, (row, group)) in rows.iter().zip(&table.groups).enumerate() {
        row_matches(game, position, row, group, best.as_deref())
            .map_err(|why| format!("row {}: {why}", i + 1))?;
    }
    let rest = browser.eval("document.getElementById('rest').textContent")?;
    if rest != table.rest.unwrap_or_default() {
        return Err(format!("the rest line {rest} is not the game's"));
    }
    Ok(())
}

/// The data `value` shows in a row's `data-value`: its score, or its verdict's word.
fn value_hook(value: &gamecore::MoveValue) -> String {
    match value.score {
        Some(score) => score.to_string(),
        None => gamecore::explore_page::verdict_word(value.verdict).to_owned(),
    }
}

/// Whether one shown row of the move table (its data and cells, as `table_matches` reads them)
/// is the game's `group`; `best` is the best move's `data-value`.
fn row_matches<G: Explore>(
    game: &G,
    position: &G::Position,
    row: &Value,
    group: &gamecore::MoveGroup<G::Move>,
    best: Option<&str>,
) -> Result<(), String> {
    let value = &group.value;
    let is_best = (Some(value_hook(value).as_str()) == best).then(|| "true".to_owned());
    let verdict = gamecore::explore_page::verdict_word(value.verdict);
    let colour = match verdict {
        "win" => "rgb(28, 140, 60)",
        "tie" => "rgb(119, 119, 119)",
        _ => "rgb(200, 52, 74)",
    };
    let field = |key: &str| row[key].as_str().map(str::to_owned);
    let checks = [
        ("label", field("label"), Some(group.label.clone())),
        (
            "move",
            field("move"),
            Some(game.name_move(position, &group.representative)),
        ),
        ("count", field("count"), Some(group.count.to_string())),
        ("verdict", field("verdict"), Some(verdict.to_owned())),
        ("score", field("score"), value.score.map(|s| s.to_string())),
        (
            "grundy",
            field("grundy"),
            value.grundy.map(|g| g.to_string()),
        ),
        (
            "remoteness",
            field("remoteness"),
            value.remoteness.map(|r| r.to_string()),
        ),
        (
            "value",
            field("value"),
            Some(gamecore::explore_page::value_words(value)),
        ),
        ("colour", field("colour"), Some(colour.to_owned())),
        ("data-testid", field("testid"), Some("move".to_owned())),
        ("data-value", field("value_hook"), Some(value_hook(value))),
        ("data-best", field("best"), is_best),
    ];
    for (key, shown, expected) in checks {
        if shown != expected {
            return Err(format!("{key} {shown:?}, the game says {expected:?}"));
        }
    }
    Ok(())
}

/// Writes the README's screenshot with `UPDATE_PICTURES` set; otherwise checks that the committed
/// one is a PNG of the same size (pixels differ with fonts and browser versions, so they are not
/// compared).
fn keep_screenshot(browser: &mut Browser, base: &str) -> Result<(), String> {
    play::finished_game(browser, base, SCREENSHOT, SCREENSHOT_MISTAKE)?;
    // Taller than the tests' viewport, so that the value history and its mistake fit.
    let size = |height: u32| serde_json::json!({"width": VIEWPORT.0, "height": height, "deviceScaleFactor": 1, "mobile": false});
    browser.command(
        "Emulation.setDeviceMetricsOverride",
        size(SCREENSHOT_HEIGHT),
    )?;
    browser.eval("window.scrollTo(0, 0)")?;
    // Away from the table, so that no row shows the hover outline.
    browser.command(
        "Input.dispatchMouseEvent",
        serde_json::json!({"type": "mouseMoved", "x": 0, "y": 0}),
    )?;
    let png = browser.screenshot()?;
    browser.command("Emulation.setDeviceMetricsOverride", size(VIEWPORT.1))?;
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/pictures/explorer.png");
    if std::env::var_os("UPDATE_PICTURES").is_some() {
        return std::fs::write(&path, &png).map_err(|e| format!("{}: {e}", path.display()));
    }
    let committed = std::fs::read(&path).map_err(|e| {
        format!(
            "{}: {e}; run UPDATE_PICTURES=1 cargo test -p explorer --test explorer browser -- --ignored",
            path.display()
        )
    })?;
    if png_size(&committed) != png_size(&png) || png_size(&png).is_none() {
        return Err(format!(
            "{} is not a {:?} PNG screenshot: run UPDATE_PICTURES=1 cargo test -p explorer --test explorer browser -- --ignored",
            path.display(),
            png_size(&png)
        ));
    }
    Ok(())
}

/// A PNG's width and height, from its IHDR chunk.
fn png_size(png: &[u8]) -> Option<(u32, u32)> {
    if png.get(..8)? != b"\x89PNG\r\n\x1a\n" || png.get(12..16)? != b"IHDR" {
        return None;
    }
    let word = |at: usize| Some(u32::from_be_bytes(png.get(at..at + 4)?.try_into().ok()?));
    Some((word(16)?, word(20)?))
}

/// The Copy button puts the position text on the clipboard.
fn copies(browser: &mut Browser) -> Result<(), String> {
    let origin = browser.eval("location.origin")?;
    browser.send_to_browser(
        "Browser.grantPermissions",
        serde_json::json!({"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]}),
    )?;
    browser.eval("document.getElementById('position').value = '3 1\\n1 1\\n'")?;
    browser.click("#copy")?;
    browser.wait_for(
        "document.getElementById('message').textContent === 'The position is copied as text.'",
        "the copy to be confirmed",
    )?;
    let copied = browser.eval("navigator.clipboard.readText()")?;
    if copied != "3 1\n1 1\n" {
        return Err(format!("the clipboard holds {copied}"));
    }
    Ok(())
}
