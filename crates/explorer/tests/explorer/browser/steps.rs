//! Stepping through a game: every position of the "Moves played" list is a `history-step`
//! control that shows it (its text, picture and table, as the native engine describes that
//! position), Back and Forward step through the game, a reload keeps the position shown, the
//! recorded next move played again keeps the later moves and another move replaces them.

use gamecore::explore_page::Page;
use serde_json::{Value, json};

use crate::browser::chromium::Browser;
use crate::browser::page::{Session, click_and_wait, docs_picture, error_message, open, view_of};

/// The problem and case whose game is stepped through.
const GAME: (&str, &str) = ("chapaev", "15-uneven-3v9");
/// The size of the docs' screenshot of a game stepped back (`docs/pictures/explorer-steps.png`).
const DOCS_SIZE: (u32, u32) = (1000, 760);
/// How many of the person's moves are played before stepping (each answered by the computer).
const PERSON_MOVES: usize = 2;

#[test]
#[ignore = "builds the site's WebAssembly module (minutes of CPU): --ignored runs it, as CI does"]
fn a_game_is_stepped_through_and_played_again_from_an_earlier_position() {
    let pages = explorer::registered();
    let page = pages
        .iter()
        .find(|page| page.name() == GAME.0)
        .expect("the problem is registered");
    Session::check_alone("stepping through a game", |browser, base| {
        stepped(browser, base, page.as_ref())
    });
}

fn stepped(browser: &mut Browser, base: &str, page: &dyn Page) -> Result<(), String> {
    let (name, case) = GAME;
    open(browser, base, name)?;
    browser.eval(&format!("document.getElementById('case').value = {case:?}"))?;
    click_and_wait(browser, "[data-testid=load-case]")?;
    for _ in 0..PERSON_MOVES {
        click_and_wait(browser, "[data-testid=move][data-best=true] button.play")?;
    }
    if let Some(error) = error_message(browser)? {
        return Err(error);
    }
    let positions = native_positions(browser, page)?;
    let moves = listed(browser)?;
    if positions.len() < 3 || moves.len() + 1 != positions.len() {
        return Err(format!(
            "{} positions, moves listed {moves:?}",
            positions.len()
        ));
    }
    // Each step shows its position; the list stays whole.
    for (index, view) in positions.iter().enumerate().rev() {
        click_and_wait(browser, &step(index))?;
        shows(browser, index, view)?;
        if listed(browser)? != moves {
            return Err(format!(
                "after the step to {index} the moves listed changed"
            ));
        }
    }
    click_and_wait(browser, "[data-testid=step-forward]")?;
    shows(browser, 1, &positions[1])?;
    click_and_wait(browser, "[data-testid=step-forward]")?;
    shows(browser, 2, &positions[2])?;
    click_and_wait(browser, "[data-testid=step-back]")?;
    shows(browser, 1, &positions[1])?;
    docs_picture(browser, "explorer-steps.png", DOCS_SIZE, |browser| {
        browser.eval("document.getElementById('steps').scrollIntoView({block: 'end'})")?;
        browser.command(
            "Input.dispatchMouseEvent",
            json!({"type": "mouseMoved", "x": 2, "y": 2}),
        )?;
        Ok(())
    })?;
    reloaded(browser, 1, &positions[1], &moves)?;
    played_again(browser, &positions, &moves)
}

/// The selector of the step showing the game's position `index`.
fn step(index: usize) -> String {
    format!("[data-testid=history-step][data-index=\"{index}\"]")
}

/// The moves listed, as the list shows them.
fn listed(browser: &mut Browser) -> Result<Vec<String>, String> {
    let moves = browser
        .eval("[...document.querySelectorAll('#history li')].map((li) => li.textContent)")?;
    serde_json::from_value(moves).map_err(|e| e.to_string())
}

/// The native engine's description of every position of the page's game: the start's text,
/// then each move as the page recorded it played on it.
fn native_positions(browser: &mut Browser, page: &dyn Page) -> Result<Vec<Value>, String> {
    let start = browser.eval("game[0].view.position")?;
    let played = browser.eval("game.slice(1).map((entry) => entry.view.played)")?;
    let mut text = start.as_str().ok_or("no start")?.to_owned();
    let mut views = vec![view_of(page, &text)?];
    for chosen in played.as_array().ok_or("no moves")? {
        let after = page
            .play(&text, chosen.as_str().unwrap_or_default())
            .map_err(|why| why.message().to_owned())?;
        let after: Value = serde_json::from_str(&after.encode()).map_err(|e| e.to_string())?;
        text = after["position"].as_str().ok_or("no position")?.to_owned();
        views.push(after);
    }
    Ok(views)
}

/// The page shows the game's position `index` as `view` describes it: its text, its picture and
/// its table's moves, with the step marked current.
fn shows(browser: &mut Browser, index: usize, view: &Value) -> Result<(), String> {
    let shown = browser.eval(&format!(
        "({{ position: document.getElementById('position').value, svg: Picture.shown, \
           moves: [...document.querySelectorAll('#moves tr[data-testid=move]')].map((tr) => tr.dataset.move), \
           current: document.querySelector('[data-testid=history-step][aria-current]')?.dataset.index, \
           at: {} }})",
        "at"
    ))?;
    let moves: Vec<&Value> = (view["moves"].as_array().ok_or("no moves")?)
        .iter()
        .map(|row| &row["move"])
        .collect();
    let expected = json!({"position": view["position"], "svg": view["svg"], "moves": moves,
        "current": index.to_string(), "at": index});
    if shown != expected {
        return Err(format!(
            "step {index}: the page shows {shown}, the engine {expected}"
        ));
    }
    Ok(())
}

/// A reload brings back the game with the position `index` shown.
fn reloaded(
    browser: &mut Browser,
    index: usize,
    view: &Value,
    moves: &[String],
) -> Result<(), String> {
    browser.eval("window.reloading = true")?;
    browser.command("Page.reload", json!({}))?;
    browser.wait_for(
        "!window.reloading && document.body.dataset.state === 'ready' && game.length > 0",
        "the reloaded game",
    )?;
    shows(browser, index, view).map_err(|why| format!("after a reload, {why}"))?;
    if listed(browser)? != moves {
        return Err("after a reload the moves listed changed".to_owned());
    }
    Ok(())
}

/// From the start, the recorded first move played again (the computer answering as before)
/// keeps every later move; another first move replaces them.
fn played_again(
    browser: &mut Browser,
    positions: &[Value],
    moves: &[String],
) -> Result<(), String> {
    click_and_wait(browser, &step(0))?;
    let recorded = positions[1]["played"].as_str().ok_or("no first move")?;
    click_and_wait(
        browser,
        &format!(
            "[data-testid=move][data-move={}] button.play",
            Value::from(recorded)
        ),
    )?;
    browser.wait_for(
        "document.body.dataset.state === 'ready' && at === 2",
        "the reply",
    )?;
    shows(browser, 2, &positions[2])?;
    if listed(browser)? != moves {
        return Err(format!(
            "the recorded move again: moves {:?}",
            listed(browser)?
        ));
    }
    click_and_wait(browser, &step(0))?;
    let other = browser.eval(&format!(
        "[...document.querySelectorAll('#moves tr[data-testid=move]')] \
         .map((tr) => tr.dataset.move).find((m) => m !== {})",
        Value::from(recorded)
    ))?;
    let other = other.as_str().ok_or("no other first move")?.to_owned();
    click_and_wait(
        browser,
        &format!(
            "[data-testid=move][data-move={}] button.play",
            Value::from(other.as_str())
        ),
    )?;
    browser.wait_for(
        "document.body.dataset.state === 'ready' && at === game.length - 1",
        "the reply",
    )?;
    let now = listed(browser)?;
    if now.first().is_none_or(|first| !first.ends_with(&other)) || now.len() > 2 {
        return Err(format!(
            "after another first move ({other}) the moves are {now:?}"
        ));
    }
    Ok(())
}
