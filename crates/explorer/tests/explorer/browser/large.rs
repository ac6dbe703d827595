//! A position of 10^6 circles (11 MB of text, built in the page) pasted from the clipboard,
//! loaded, cancelled, answered, and a move from it cancelled: the page answers every click
//! within a second all along (a click's delay is read from the page: the time from the event
//! to its handler), the text stays out of the text box (its size and first lines instead), and
//! Cancel stops the Worker while it loads the position and while it plays a move.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::browser::chromium::Browser;
use crate::browser::page::{Session, error_message, open};

/// The longest a click may wait for its handler, in milliseconds.
const CLICK_WITHIN: f64 = 1000.0;
/// How long the Worker is left to work before Cancel is clicked.
const BEFORE_CANCEL: Duration = Duration::from_millis(300);

/// Records, for every click a person makes (trusted), its target's id and its delay: the time
/// from the event to its handler.
const WATCH_CLICKS: &str = "window.clicks = []; document.addEventListener('click', (e) => { \
    if (e.isTrusted) window.clicks.push([e.target.id, performance.now() - e.timeStamp]); }, true)";

/// 10^6 circles of radius 1 on a 1000 x 1000 grid of step 3, as the problem's text, written to
/// the clipboard: its length.
const BUILD_AND_COPY: &str = "(async () => { const lines = ['1000000']; \
    for (let i = 0; i < 1000; i += 1) for (let j = 0; j < 1000; j += 1) lines.push(`${3 * i} ${3 * j} 1`); \
    const text = `${lines.join('\\n')}\\n`; await navigator.clipboard.writeText(text); return text.length; })()";

#[test]
#[ignore = "builds the site's WebAssembly module (minutes of CPU): --ignored runs it, as CI does"]
fn a_pasted_position_of_a_million_circles_never_freezes_the_page() {
    Session::check_alone("a million circles", large_paste);
}

fn large_paste(browser: &mut Browser, base: &str) -> Result<(), String> {
    open(browser, base, "circles-game")?;
    // The clipboard is the focused page's only.
    browser.command(
        "Emulation.setFocusEmulationEnabled",
        json!({"enabled": true}),
    )?;
    let origin = browser.eval("location.origin")?;
    browser.send_to_browser(
        "Browser.grantPermissions",
        json!({"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]}),
    )?;
    browser.eval(WATCH_CLICKS)?;
    let length = browser.eval(BUILD_AND_COPY)?;
    pasted(browser, &length)?;
    // Loading, cancelled while the Worker reads the position.
    let mut clicks = 0;
    clicks += cancelled(browser, "[data-testid=load-position]", "loading it")?;
    // Loading again, with clicks on the page while the Worker thinks.
    clicks += click_within(browser, "[data-testid=load-position]")?;
    for _ in 0..2 {
        std::thread::sleep(BEFORE_CANCEL);
        clicks += click_within(browser, "[data-testid=best-only]")?;
    }
    ready(browser, "the answer")?;
    if let Some(error) = error_message(browser)? {
        return Err(format!("loading the million circles: {error}"));
    }
    let shown = browser.eval(
        "({ rows: document.querySelectorAll('#moves tr[data-testid=move]').length, \
           box: document.getElementById('position').value.length, \
           summary: !document.querySelector('[data-testid=large-text]').hidden })",
    )?;
    if shown["rows"].as_u64().unwrap_or(0) == 0 || shown["box"] != 0 || shown["summary"] != true {
        return Err(format!("after the answer the page shows {shown}"));
    }
    // A move from it, cancelled while the Worker plays it.
    clicks += cancelled(
        browser,
        "#moves tr[data-testid=move] button.play",
        "playing a move",
    )?;
    if browser.eval("game.length")? != json!(1) {
        return Err("a cancelled move was played".to_owned());
    }
    delays(browser, clicks)
}

/// Pastes the clipboard into the text box: the page holds it out of the box within a second,
/// and shows its size and first lines.
fn pasted(browser: &mut Browser, length: &Value) -> Result<(), String> {
    browser.eval("document.getElementById('position').focus()")?;
    let started = Instant::now();
    for kind in ["keyDown", "keyUp"] {
        let commands = if kind == "keyDown" {
            json!(["paste"])
        } else {
            json!([])
        };
        browser.command(
            "Input.dispatchKeyEvent",
            json!({"type": kind, "key": "v", "code": "KeyV", "windowsVirtualKeyCode": 86,
                   "modifiers": 2, "commands": commands}),
        )?;
    }
    let took = started.elapsed();
    let shown = browser.eval(
        "({ box: document.getElementById('position').value.length, \
           hidden: document.getElementById('position').hidden, \
           size: document.getElementById('large-size').textContent, \
           head: document.getElementById('large-head').textContent.split('\\n').slice(0, 2), \
           held: PositionText.value().length })",
    )?;
    let size = shown["size"].as_str().unwrap_or_default().to_owned();
    let mut rest = shown.clone();
    rest["size"] = Value::Null;
    let expected = json!({"box": 0, "hidden": true, "head": ["1000000", "0 0 1"], "held": length, "size": null});
    if rest != expected || !size.contains("11.3 MB") || !size.contains("1,000,001 lines") {
        return Err(format!(
            "after the paste the page shows {shown}, expected {expected}"
        ));
    }
    eprintln!("the paste of {length} characters was answered in {took:?}");
    if took.as_secs_f64() * 1000.0 > CLICK_WITHIN {
        return Err(format!("the paste took {took:?}"));
    }
    Ok(())
}

/// Clicks `selector`, then Cancel a moment later: the page says the solve was cancelled, and
/// shows no answer. The clicks made.
fn cancelled(browser: &mut Browser, selector: &str, what: &str) -> Result<usize, String> {
    let before = browser.eval("Number(document.body.dataset.renders)")?;
    click_within(browser, selector)?;
    std::thread::sleep(BEFORE_CANCEL);
    if browser.eval("document.body.dataset.state")? != "busy" {
        return Err(format!("{what} was over before Cancel"));
    }
    click_within(browser, "[data-testid=cancel]")?;
    ready(browser, &format!("Cancel while {what}"))?;
    let message = browser.eval("document.querySelector('[data-testid=message]').textContent")?;
    let renders = browser.eval("Number(document.body.dataset.renders)")?;
    if !message.as_str().is_some_and(|m| m.starts_with("Cancelled")) || renders != before {
        return Err(format!("Cancel while {what}: the page says {message}"));
    }
    Ok(2)
}

/// Clicks `selector` with the mouse, within [`CLICK_WITHIN`] of wall time (finding it included).
fn click_within(browser: &mut Browser, selector: &str) -> Result<usize, String> {
    let started = Instant::now();
    browser.click(selector)?;
    let took = started.elapsed();
    if took.as_secs_f64() * 1000.0 > CLICK_WITHIN {
        return Err(format!("clicking {selector} took {took:?}"));
    }
    Ok(1)
}

/// Waits until the page is no longer busy.
fn ready(browser: &mut Browser, what: &str) -> Result<(), String> {
    browser.wait_for("document.body.dataset.state === 'ready'", what)?;
    Ok(())
}

/// Every one of the `clicks` reached its handler within [`CLICK_WITHIN`].
fn delays(browser: &mut Browser, clicks: usize) -> Result<(), String> {
    let seen = browser.eval("window.clicks")?;
    let seen = seen.as_array().ok_or("no clicks recorded")?;
    let slowest = (seen.iter())
        .filter_map(|click| click[1].as_f64())
        .fold(0.0, f64::max);
    eprintln!(
        "{} clicks, the slowest answered after {slowest:.1} ms",
        seen.len()
    );
    if seen.len() != clicks || slowest > CLICK_WITHIN {
        return Err(format!("{clicks} clicks made, handled: {seen:?}"));
    }
    Ok(())
}
