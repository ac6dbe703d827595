//! The page's time limit and Cancel: each ends the Worker, so the next position answers at once.

use std::time::{Duration, Instant};

use gamecore::Explore;
use serde_json::Value;

use crate::browser::chromium::Browser;
use crate::browser::page::{click_and_wait, error_message, first_case, open, renders, testdata};
use crate::browser::shows;

/// A position whose move table takes the engine far past a 1 s limit: a lattice, 16 red discs at
/// (5i, 5j) and 16 white at (5i + 2.5, 5j + 2.5), radius 0.4. Its view takes about 16 s of
/// native CPU; if the engine makes it fast, pick another slow position.
fn slow_position() -> String {
    let mut text = String::from("discs 0.4 16 16\n");
    for offset in [0.0, 2.5] {
        for (i, j) in (0..4).flat_map(|i| (0..4).map(move |j| (i, j))) {
            let (x, y) = (5.0 * f64::from(i) + offset, 5.0 * f64::from(j) + offset);
            text.push_str(&format!("{x} {y}\n"));
        }
    }
    text
}

/// A slow position stopped by the time limit, and one stopped by Cancel, are each followed at
/// once by a sample that answers (the Worker was ended, not left running).
pub fn stopped_at_once(browser: &mut Browser, base: &str) -> Result<(), String> {
    let name = "chapaev";
    let slow = slow_position();
    let sample = first_case(name);
    let game = chapaev::explore::Game;
    let text = std::fs::read_to_string(testdata().join(name).join(format!("{sample}.in")))
        .map_err(|e| e.to_string())?;
    let position = game.read(&text).map_err(|e| e.to_string())?;
    open(browser, base, name)?;
    for stop in ["time limit", "cancel"] {
        stopped(browser, &slow, stop)?;
        browser.eval("document.getElementById('time-limit').value = 30")?;
        browser.eval(&format!(
            "document.getElementById('case').value = {sample:?}"
        ))?;
        let started = Instant::now();
        click_and_wait(browser, "[data-testid=load-case]")?;
        if let Some(error) = error_message(browser)? {
            return Err(format!("after the {stop}, the sample: {error}"));
        }
        eprintln!(
            "after the {stop}, the sample answered in {:?}",
            started.elapsed()
        );
        shows(browser, &game, &position).map_err(|why| format!("after the {stop}: {why}"))?;
    }
    Ok(())
}

/// Loads the slow position and stops it by `stop` (the time limit, or Cancel): the page says
/// why it has no answer, with the time it stopped after, and draws nothing new.
fn stopped(browser: &mut Browser, slow: &str, stop: &str) -> Result<(), String> {
    let limit = if stop == "time limit" { 1 } else { 60 };
    browser.eval(&format!(
        "document.getElementById('time-limit').value = {limit}; \
         document.getElementById('position').value = {}",
        Value::from(slow)
    ))?;
    let before = renders(browser)?;
    browser.click("[data-testid=load-position]")?;
    browser.wait_for(
        "document.body.dataset.state === 'busy'",
        "the slow case to start",
    )?;
    if stop == "cancel" {
        std::thread::sleep(Duration::from_millis(300));
        browser.click("[data-testid=cancel]")?;
    }
    let message = browser.wait_for(
        "document.body.dataset.state === 'ready' && \
         document.getElementById('message').className === 'error' && \
         document.getElementById('message').textContent",
        &format!("the {stop} to stop the slow case"),
    )?;
    let expected = if stop == "cancel" {
        "Cancelled"
    } else {
        "No answer within 1 s"
    };
    if !message.as_str().is_some_and(|m| m.starts_with(expected)) || renders(browser)? != before {
        return Err(format!(
            "{stop}: the page says {message}, expected {expected:?}"
        ));
    }
    let elapsed = browser.eval("document.getElementById('elapsed').textContent")?;
    if !elapsed
        .as_str()
        .is_some_and(|e| e.starts_with("stopped after "))
    {
        return Err(format!(
            "{stop}: beside the message, the time says {elapsed}"
        ));
    }
    Ok(())
}
