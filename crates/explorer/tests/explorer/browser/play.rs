//! Every problem's game played to the end in the page, the person playing the best move each
//! turn and the computer answering: each position has its picture, the person keeps their side
//! (the computer never moves for them, racing's start choice included), the value history has
//! one point per position, the end says who won as the native engine does; the address brings
//! the same game back on a reload; a deliberate mistake is marked and stays listed; blind play
//! hides every value; and the page fits 420 px without sideways scrolling.

use std::path::PathBuf;

use serde_json::{Value, json};

use crate::browser::chromium::Browser;
use crate::browser::page::{
    Session, VIEWPORT, click_and_wait, error_message, first_case, open, pages_to_check,
};
use gamecore::explore_page::Page;

/// The case each problem's game is played from: small, ending in a few moves with best play
/// (a problem not listed plays its first case).
const GAMES: &[(&str, &str)] = &[
    ("chapaev", "15-uneven-3v9"),
    ("more-reclamation", "02-sample-2"),
    ("circles-game", "10-six-circle-trap-and-chain-of-four"),
    ("racing-car-trail", "05-open-odd-by-odd"),
    ("painters-duel", "09-random-small"),
];

/// More moves than any game of [`GAMES`] lasts: a game still going then is a failure.
const MOST_MOVES: usize = 200;

/// A case whose table has grouped rows and a rest line of moves listed one by one.
const GROUPED: (&str, &str) = ("more-reclamation", "14-contest-r100");

/// The phone width the page must fit.
const NARROW: u32 = 420;

#[test]
#[ignore = "builds the site's WebAssembly module (minutes of CPU): --ignored runs it, as CI does"]
fn every_game_played_to_the_end() {
    let Some(mut session) = Session::start() else {
        return;
    };
    let base = session.base.clone();
    for page in pages_to_check() {
        let name = page.name();
        let case = GAMES
            .iter()
            .find(|(problem, _)| *problem == name)
            .map_or_else(|| first_case(name), |(_, case)| (*case).to_owned());
        let result = played_to_the_end(&mut session.browser, &base, page.as_ref(), &case);
        session.check(&format!("{name}/{case}"), result);
    }
    let playable = every_move_playable(&mut session.browser, &base);
    session.check("every move playable", playable);
    session.finish();
}

/// Plays the case's game to the end with the best moves and checks everything the module's
/// doc lists.
fn played_to_the_end(
    browser: &mut Browser,
    base: &str,
    page: &dyn Page,
    case: &str,
) -> Result<(), String> {
    let name = page.name();
    open(browser, base, name)?;
    browser.eval(&format!("document.getElementById('case').value = {case:?}"))?;
    click_and_wait(browser, "[data-testid=load-case]")?;
    if let Some(error) = error_message(browser)? {
        return Err(format!("loading the case: {error}"));
    }
    let side = browser.eval("current().view.toMove")?;
    let start_value = browser.eval("current().view.value")?;
    for _ in 0..MOST_MOVES {
        position_shown(browser, &side)?;
        if browser.eval("current().view.toMove === null")? == json!(true) {
            break;
        }
        let before = browser.eval("game.length")?;
        click_and_wait(browser, "[data-testid=move][data-best=true] button.play")?;
        if let Some(error) = error_message(browser)? {
            return Err(format!("playing the best move: {error}"));
        }
        // The first new move is the person's, every later one the computer's.
        let movers = browser.eval(&format!(
            "game.slice({before}).map((entry) => [entry.byPerson, entry.view.playedBy])"
        ))?;
        let movers = movers.as_array().ok_or("no moves")?;
        for (i, mover) in movers.iter().enumerate() {
            if (mover[0] == json!(true)) != (i == 0) || (mover[1] == side) != (i == 0) {
                return Err(format!(
                    "after the person's move the moves were made by {movers:?} (the person plays \
                     side {side})"
                ));
            }
        }
    }
    position_shown(browser, &side)?;
    let over = browser.eval("current().view.toMove === null")?;
    if over != json!(true) {
        return Err(format!("the game lasts more than {MOST_MOVES} moves"));
    }
    result_as_native(browser, page, &start_value)?;
    reloaded(browser)?;
    // Blind play undoes the last move, so that the page is narrowed with a table to show.
    blind(browser)?;
    narrow(browser, name)?;
    mistake_marked(browser)
}

/// What every position shows: a picture, the value history with one point per position and the
/// moves list with one line per move, the person's side kept, the result only at the end.
fn position_shown(browser: &mut Browser, side: &Value) -> Result<(), String> {
    browser.wait_for(
        "(() => { const p = document.querySelector('[data-testid=picture]'); \
         const img = p.querySelector('img:not([hidden])'); \
         return (img && img.complete && img.naturalWidth > 0) || !!p.querySelector('svg'); })()",
        "the position's picture",
    )?;
    let shown = browser.eval(
        "({ drawn: game.every((entry) => typeof entry.view.svg === 'string'), \
         positions: game.length, \
         points: document.querySelectorAll('[data-testid=history] .point').length, \
         listed: document.querySelectorAll('#history li').length, \
         toMove: current().view.toMove, side: Number(document.getElementById('side').value), \
         result: !document.querySelector('[data-testid=result]').hidden })",
    )?;
    let positions = shown["positions"].as_i64().unwrap_or(-1);
    let over = shown["toMove"].is_null();
    let problems = [
        (
            shown["drawn"] != json!(true),
            "a position without its picture",
        ),
        (
            shown["points"].as_i64() != Some(positions),
            "the value history's points are not one per position",
        ),
        (
            shown["listed"].as_i64() != Some(positions - 1),
            "the moves list is not one line per move",
        ),
        (
            !over && shown["toMove"] != *side,
            "the person's side is not to move",
        ),
        (
            shown["side"] != *side,
            "the side list no longer names the person's side",
        ),
        (
            shown["result"] != json!(over),
            "the result shows only at the end",
        ),
    ];
    match problems.iter().find(|(wrong, _)| *wrong) {
        Some((_, what)) => Err(format!("{what}: {shown}")),
        None => Ok(()),
    }
}

/// The result banner says what the native engine says at the end of the same moves, and the
/// winner is the side the start's value promised (both sides played their best).
fn result_as_native(browser: &mut Browser, page: &dyn Page, start: &Value) -> Result<(), String> {
    let start_text = browser.eval("game[0].view.position")?;
    let moves = browser.eval("game.slice(1).map((entry) => entry.view.played)")?;
    let mut text = start_text.as_str().ok_or("no start")?.to_owned();
    let mut native = describe(page.view(&text))?;
    let first = native["toMove"].clone();
    for chosen in moves.as_array().ok_or("no moves")? {
        native = describe(page.play(&text, chosen.as_str().unwrap_or_default()))?;
        text = native["position"].as_str().unwrap_or_default().to_owned();
    }
    let banner = browser.eval("document.querySelector('[data-testid=result]').textContent")?;
    let said = native["result"]
        .as_str()
        .ok_or("the native engine has no result")?;
    if !banner.as_str().is_some_and(|b| b.contains(said)) {
        return Err(format!(
            "the result banner {banner}, the engine says {said:?}"
        ));
    }
    let promised = match start["verdict"].as_str() {
        Some("win") => first.clone(),
        Some("lose") => json!(1 - first.as_i64().unwrap_or(0)),
        _ => Value::Null,
    };
    if native["winner"] != promised {
        return Err(format!(
            "best play from a {start} start for side {first} ended with winner {}",
            native["winner"]
        ));
    }
    Ok(())
}

fn describe(
    answer: Result<gamecore::explore_page::json::Json, gamecore::explore_page::PageError>,
) -> Result<Value, String> {
    let json = answer.map_err(|why| why.message().to_owned())?;
    serde_json::from_str(&json.encode()).map_err(|e| e.to_string())
}

/// A reload brings back the same game from the address: the position, every move, the chart.
fn reloaded(browser: &mut Browser) -> Result<(), String> {
    let summary = "JSON.stringify({ address: location.hash, position: current().view.position, \
         moves: [...document.querySelectorAll('#history li')].map((li) => li.textContent), \
         points: document.querySelectorAll('[data-testid=history] .point').length, \
         result: document.querySelector('[data-testid=result]').textContent })";
    let before = browser.eval(summary)?;
    if !before.as_str().is_some_and(|s| s.contains("move=")) {
        return Err(format!("the address holds no moves: {before}"));
    }
    browser.eval("window.reloading = true")?;
    browser.command("Page.reload", json!({}))?;
    browser.wait_for(
        "!window.reloading && document.body.dataset.state === 'ready' && game.length > 0",
        "the reloaded game",
    )?;
    let after = browser.eval(summary)?;
    if after != before {
        return Err(format!("after a reload {after}, before {before}"));
    }
    Ok(())
}

/// At a 420 px wide viewport the page scrolls no wider than that (a screenshot of it is kept in
/// `target/browser-narrow/`), and it asks for the device's width.
fn narrow(browser: &mut Browser, name: &str) -> Result<(), String> {
    let viewport = browser.eval("document.querySelector('meta[name=viewport]').content")?;
    if !viewport
        .as_str()
        .is_some_and(|v| v.contains("width=device-width"))
    {
        return Err(format!("the viewport tag says {viewport}"));
    }
    let size = |width: u32, height: u32| json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false});
    browser.command("Emulation.setDeviceMetricsOverride", size(NARROW, 900))?;
    // Two frames, so that the layout is the narrow one.
    browser
        .eval("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")?;
    let width = browser.eval("document.documentElement.scrollWidth")?;
    browser.eval("window.scrollTo(0, 0)")?;
    let png = browser.screenshot()?;
    browser.command(
        "Emulation.setDeviceMetricsOverride",
        size(VIEWPORT.0, VIEWPORT.1),
    )?;
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/browser-narrow");
    std::fs::create_dir_all(&folder).map_err(|e| e.to_string())?;
    std::fs::write(folder.join(format!("{name}.png")), png).map_err(|e| e.to_string())?;
    if width.as_u64().is_none_or(|w| w > u64::from(NARROW)) {
        return Err(format!("at {NARROW} px the page is {width} px wide"));
    }
    Ok(())
}

/// Blind play hides every value (the table's values and colours, the chart) and shows them again.
fn blind(browser: &mut Browser) -> Result<(), String> {
    // Back to a position with moves, so that the table has values to hide.
    click_and_wait(browser, "[data-testid=undo]")?;
    let visible = "(() => { const seen = (e) => e.checkVisibility({ visibilityProperty: true }); \
         const all = (s) => [...document.querySelectorAll(s)]; \
         return { chart: seen(document.querySelector('[data-testid=history]')), \
         values: all('#moves .value').filter(seen).length, \
         swatches: all('#moves .swatch').filter(seen).length, \
         rows: all('#moves tr.move').length }; })()";
    browser.click("[data-testid=hide-values]")?;
    let hidden = browser.eval(visible)?;
    if hidden["chart"] != json!(false)
        || hidden["values"] != json!(0)
        || hidden["swatches"] != json!(0)
        || hidden["rows"] == json!(0)
    {
        return Err(format!("playing blind, the page still shows {hidden}"));
    }
    browser.click("[data-testid=hide-values]")?;
    let shown = browser.eval(visible)?;
    if shown["chart"] != json!(true) || shown["values"] == json!(0) {
        return Err(format!("the values do not come back: {shown}"));
    }
    Ok(())
}

/// From the start, a move worse than the best (at the first position that has one) is marked
/// on the chart and listed, and stays listed after the next move.
fn mistake_marked(browser: &mut Browser) -> Result<(), String> {
    click_and_wait(browser, "[data-testid=load-case]")?;
    let worse = "[data-testid=move]:not([data-best]) button.play";
    for _ in 0..MOST_MOVES {
        if browser.eval(&format!("!!document.querySelector({worse:?})"))? == json!(true) {
            break;
        }
        if browser.eval("current().view.toMove === null")? == json!(true) {
            // No position of this game offers a worse move: nothing to mark.
            return Ok(());
        }
        click_and_wait(browser, "[data-testid=move][data-best=true] button.play")?;
    }
    let marks = "({ points: document.querySelectorAll('[data-testid=history] .point.mistake').length, \
         listed: document.querySelectorAll('#mistakes li').length, \
         moves: document.querySelectorAll('#history li.mistake').length })";
    click_and_wait(browser, worse)?;
    let marked = browser.eval(marks)?;
    if marked != json!({"points": 1, "listed": 1, "moves": 1}) {
        return Err(format!("after a mistake the marks are {marked}"));
    }
    if browser.eval("current().view.toMove !== null")? == json!(true) {
        click_and_wait(browser, "[data-testid=move] button.play")?;
        let kept = browser.eval(marks)?;
        if kept["listed"].as_i64() < Some(1) || kept["points"].as_i64() < Some(1) {
            return Err(format!("the mistake is gone after the next move: {kept}"));
        }
    }
    Ok(())
}

/// Plays the case's game to the end (for the README's screenshot): the best move each turn but
/// the person's turn `mistake` (counted from 0), where the first move worse than the best is
/// played, so that the value history shows a mistake marked.
pub fn finished_game(
    browser: &mut Browser,
    base: &str,
    (name, case): (&str, &str),
    mistake: usize,
) -> Result<(), String> {
    open(browser, base, name)?;
    browser.eval(&format!("document.getElementById('case').value = {case:?}"))?;
    click_and_wait(browser, "[data-testid=load-case]")?;
    for turn in 0..MOST_MOVES {
        if browser.eval("current().view.toMove === null")? == json!(true) {
            return match error_message(browser)? {
                Some(error) => Err(error),
                None => Ok(()),
            };
        }
        let worse = "[data-testid=move]:not([data-best]) button.play";
        let chosen = match browser.eval(&format!("!!document.querySelector({worse:?})"))? {
            Value::Bool(true) if turn == mistake => worse,
            _ => "[data-testid=move][data-best=true] button.play",
        };
        click_and_wait(browser, chosen)?;
    }
    Err(format!("{name}/{case} lasts more than {MOST_MOVES} moves"))
}

/// On [`GROUPED`]: a grouped row's second member, a move of the rest line and a typed move are
/// each played (the person's move is the one clicked); a position refused on load leaves no
/// board or table of the game before it.
fn every_move_playable(browser: &mut Browser, base: &str) -> Result<(), String> {
    let (name, case) = GROUPED;
    let ways = [
        (
            "a grouped row's member",
            "tr.members:not([hidden]) button.member:nth-child(2)",
            Some("[data-testid=move] button.open"),
        ),
        (
            "a move of the rest line",
            "#rest-table tr.move button.play",
            Some("#rest-moves summary"),
        ),
    ];
    for (what, chosen, opener) in ways {
        open(browser, base, name)?;
        browser.eval(&format!("document.getElementById('case').value = {case:?}"))?;
        click_and_wait(browser, "[data-testid=load-case]")?;
        if let Some(opener) = opener {
            browser.click(opener)?;
        }
        let expected = browser.eval(&format!(
            "(() => {{ const b = document.querySelector({chosen:?}); \
             return b && (b.dataset.move || b.closest('tr').dataset.move); }})()"
        ))?;
        if !expected.is_string() {
            return Err(format!("{what}: no {chosen} to click"));
        }
        click_and_wait(browser, chosen)?;
        let played = browser.eval("game[1] && game[1].view.played")?;
        if played != expected || error_message(browser)?.is_some() {
            return Err(format!("{what}: clicking {expected} played {played}"));
        }
    }
    // A move typed: the start's first grouped row's last member.
    click_and_wait(browser, "[data-testid=load-case]")?;
    let typed = browser.eval(
        "(() => { const m = document.querySelectorAll('tr.members button.member'); \
         const name = m[m.length - 1].dataset.move; \
         document.querySelector('#typed-move input').value = name; return name; })()",
    )?;
    click_and_wait(browser, "#typed-move button")?;
    let played = browser.eval("game[1] && game[1].view.played")?;
    if played != typed {
        return Err(format!("typing {typed} played {played}"));
    }
    crate::browser::page::paste(browser, "3 x\n")?;
    let left = browser.eval(
        "({ rows: document.querySelectorAll('#moves tbody tr').length, \
         picture: !document.getElementById('drawing').hidden, \
         points: document.querySelectorAll('[data-testid=history] .point').length, \
         error: document.getElementById('message').className })",
    )?;
    if left != json!({"rows": 0, "picture": false, "points": 0, "error": "error"}) {
        return Err(format!("after a refused position the page shows {left}"));
    }
    Ok(())
}
