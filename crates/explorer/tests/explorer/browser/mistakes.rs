//! The page's refusals and mistakes in a real browser: an invalid pasted position and one the
//! engine refuses as too large show the native engine's message, and a move that gives away the
//! win is named beside the move table.

use gamecore::Explore;
use serde_json::Value;

use super::copies;
use crate::browser::chromium::Browser;
use crate::browser::page::{click_and_wait, error_message, open, paste, testdata};

/// Pasting an invalid position, or one the engine refuses as too large, shows the native
/// engine's message; a move that gives away the win is named.
pub(super) fn refusals_and_mistakes(browser: &mut Browser, base: &str) -> Result<(), String> {
    let pages = explorer::registered();
    let refused = [
        ("more-reclamation", "3 x\n".to_owned()),
        (
            "painters-duel",
            std::fs::read_to_string(testdata().join("painters-duel/21-open-side-12-corner.in"))
                .map_err(|e| e.to_string())?,
        ),
    ];
    for (name, text) in refused {
        let request = explorer::engine::Request {
            problem: name,
            chosen: None,
            position: &text,
        };
        let native = explorer::engine::answer(&pages, &explorer::engine::encode(&request));
        let native: Value = serde_json::from_str(&native).map_err(|e| e.to_string())?;
        let message = native["message"]
            .as_str()
            .ok_or("the native engine answers")?;
        open(browser, base, name)?;
        paste(browser, &text)?;
        let shown = error_message(browser)?;
        if shown.as_deref() != Some(message) {
            return Err(format!(
                "{name}: pasting {text:?} shows {shown:?}, the engine says {message:?}"
            ));
        }
        if browser.eval("document.getElementById('moves').hidden")? != Value::Bool(true) {
            return Err(format!(
                "{name}: after a refused paste, the moves' table stays"
            ));
        }
    }
    copies(browser)?;
    mistake_named(
        browser,
        base,
        "more-reclamation",
        &more_reclamation::explore::Game,
    )
}

/// On the first case of `name` whose table has moves of two verdicts, plays a move worse than
/// the best (the computer not answering) and checks that the page names the moves it gave away.
fn mistake_named<G: Explore>(
    browser: &mut Browser,
    base: &str,
    name: &str,
    game: &G,
) -> Result<(), String> {
    for (_, text) in explorer::site::cases(&testdata(), name)? {
        let Ok(position) = game.read(&text) else {
            continue;
        };
        let Ok(table) = game.moves(&position) else {
            continue;
        };
        let best = &table.groups[..];
        let Some(worse) = best
            .iter()
            .find(|g| g.value.verdict != best[0].value.verdict)
        else {
            continue;
        };
        let verdict = best[0].value.verdict;
        let better: Vec<&str> = best
            .iter()
            .filter(|g| g.value.verdict == verdict)
            .map(|g| g.label.as_str())
            .collect();
        let (lost, kind) = match gamecore::explore_page::verdict_word(verdict) {
            "win" => ("the win", "winning"),
            _ => ("the tie", "tying"),
        };
        let mut shown = better[..better.len().min(5)].join("; ");
        if better.len() > 5 {
            shown.push_str("; ...");
        }
        let expected = format!("That move gives away {lost}; the {kind} moves were: {shown}");
        open(browser, base, name)?;
        paste(browser, &text)?;
        browser.eval("document.getElementById('auto').checked = false")?;
        let chosen = game.name_move(&position, &worse.representative);
        click_and_wait(
            browser,
            &format!(
                "[data-testid=move][data-move={}] button",
                Value::from(chosen)
            ),
        )?;
        let message = browser.eval("document.getElementById('message').textContent")?;
        if message != expected {
            return Err(format!(
                "after a losing move the page says {message}, expected {expected:?}"
            ));
        }
        return beside_the_table(browser);
    }
    Err(format!(
        "no case of {name} has a move that gives away the win"
    ))
}

/// The message is where the student is: in the table's column, just above the moves' table, and
/// in sight.
fn beside_the_table(browser: &mut Browser) -> Result<(), String> {
    let place = browser.eval(
        "(() => { const m = document.querySelector('[data-testid=message]').getBoundingClientRect(); \
         const t = document.getElementById('moves').getBoundingClientRect(); \
         return { inTable: !!document.querySelector('#table [data-testid=message]'), \
           gap: Math.round(t.top - m.bottom), seen: m.top >= 0 && m.bottom <= innerHeight }; })()",
    )?;
    let gap = place["gap"].as_i64().unwrap_or(i64::MAX);
    if place["inTable"] != Value::Bool(true) || !(0..=80).contains(&gap) || place["seen"] != true {
        return Err(format!(
            "the mistake's message is not beside the table: {place}"
        ));
    }
    Ok(())
}
