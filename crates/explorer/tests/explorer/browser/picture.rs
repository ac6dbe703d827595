//! The inline picture (assets/picture.js) in a real browser, for every problem: drawn inline with
//! no `<style>` of its own (the policy allows none) and nothing broken of the policy; hovering a
//! row marks its move on the picture; clicking a target plays its move (a chapaev disc is
//! selected first and the table narrows to its shots); and a picture is shown after every move
//! of a game played to its end.

use gamecore::explore_page::Page;
use serde_json::{Value, json};

use crate::browser::chromium::Browser;
use crate::browser::page::{Session, click_and_wait, open, pages_to_check, renders};

/// The most moves a game is played for (every sample ends sooner).
const MOVES: usize = 60;

#[test]
#[ignore = "builds the site's WebAssembly module (minutes of CPU): --ignored runs it, as CI does"]
fn the_picture_marks_plays_and_follows_every_move() {
    let Some(mut session) = Session::start() else {
        return;
    };
    let base = session.base.clone();
    for page in pages_to_check() {
        let result = check_problem(&mut session.browser, &base, page.as_ref());
        session.check(&format!("{}'s picture", page.name()), result);
    }
    let cleaned = hostile_picture_cleaned(&mut session.browser);
    session.check("a hostile picture", cleaned);
    session.finish();
}

fn check_problem(browser: &mut Browser, base: &str, page: &dyn Page) -> Result<(), String> {
    open(browser, base, page.name())?;
    // The person's moves only: each click is followed by no reply, so the page shows its result.
    browser.eval("document.getElementById('auto').checked = false")?;
    drawn_inline(browser)?;
    hover_marks(browser)?;
    click_plays(browser, page)?;
    to_the_end(browser)
}

/// The picture on the page is the description's SVG, inline, without `<style>`, `script` or
/// event handler, and its targets name moves of the table.
fn drawn_inline(browser: &mut Browser) -> Result<(), String> {
    let found = browser.wait_for(
        "(() => { const d = document.getElementById('drawing'); const svg = d.querySelector('svg'); \
         if (d.hidden || !svg || Picture.shown !== current().view.svg) return null; \
         const bad = [...d.querySelectorAll('style, script, foreignObject, [style], [onclick]')]; \
         const view = current().view; \
         const names = new Set([...view.moves, ...(view.restMoves || [])] \
           .flatMap((r) => [r.move, ...(r.members || [])])); \
         const stray = [...d.querySelectorAll('[data-move]')].map((t) => t.dataset.move) \
           .filter((m) => !names.has(m) && !view.rest); \
         const width = svg.getBoundingClientRect().width; \
         return { bad: bad.length, stray, width, over: view.toMove === null }; })()",
        "the picture drawn inline",
    )?;
    if found["bad"] != json!(0) || found["stray"] != json!([]) {
        return Err(format!("the picture on the page: {found}"));
    }
    if found["width"].as_f64().unwrap_or(0.0) < 100.0 {
        return Err(format!("the picture is too small to read: {found}"));
    }
    Ok(())
}

/// A picture with what no picture may hold (a script, an event handler, a style, a link, a
/// foreign object, a comment) is drawn without any of it, keeping its shapes and their data.
/// Parsing it, the browser refuses its inline handlers and styles by the page's policy (and
/// reports them): those reports are expected here, and only those.
fn hostile_picture_cleaned(browser: &mut Browser) -> Result<(), String> {
    let drawn = browser.eval(
        "(() => { const d = document.createElement('div'); window.hostileRan = false; \
         const svg = '<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
           onload=\"window.hostileRan = true\"><!-- a comment --><script>window.hostileRan = true</script>\
           <style>circle { fill: red }</style><g class=\"shot\" data-shot=\"a\"><circle r=\"2\" style=\"fill: red\" \
           onclick=\"window.hostileRan = true\"/><line x1=\"1\" y2=\"3\"/></g><a xlink:href=\"https://example.com\"><rect/></a>\
           <foreignObject><div xmlns=\"http://www.w3.org/1999/xhtml\">x</div></foreignObject></svg>'; \
         Picture.draw(d, svg, () => {}); \
         return new Promise((done) => setTimeout(() => done({ html: d.querySelector('svg').outerHTML, \
           ran: window.hostileRan, refused: [...new Set(window.violations.splice(0))] }), 100)); })()",
    )?;
    let expected = json!({
        "html": "<svg><g class=\"shot\" data-shot=\"a\"><circle r=\"2\"></circle><line x1=\"1\" y2=\"3\"></line></g></svg>",
        "ran": false,
        "refused": ["script-src-attr inline", "style-src-attr inline"],
    });
    if drawn != expected {
        return Err(format!(
            "a hostile picture drawn as {drawn}, expected {expected}"
        ));
    }
    Ok(())
}

/// A point inside `target` (a JavaScript expression for an element) where the element found
/// there is the target itself, not a label or an inner shape: `[x, y]` or `null`.
fn point_on(target: &str) -> String {
    format!(
        "(() => {{ const t = {target}; if (!t) return null; t.scrollIntoView({{block: 'center'}}); \
         const r = t.getBoundingClientRect(); \
         for (let i = 1; i < 12; i += 1) for (let j = 1; j < 12; j += 1) {{ \
           const x = r.left + r.width * i / 12, y = r.top + r.height * j / 12; \
           const hit = document.elementFromPoint(x, y); \
           if (hit && hit.closest('[data-move], [data-shooter]') === t) return [x, y]; }} \
         return null; }})()"
    )
}

fn mouse(browser: &mut Browser, kinds: &[&str], at: &Value) -> Result<(), String> {
    let (Some(x), Some(y)) = (at[0].as_f64(), at[1].as_f64()) else {
        return Err(format!("no point to press: {at}"));
    };
    for kind in kinds {
        browser.command(
            "Input.dispatchMouseEvent",
            json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
        )?;
    }
    Ok(())
}

/// The first row whose moves have a target on the picture: its index, and the targets' ids.
const ROW_ON_PICTURE: &str = "(() => { const rows = [...document.querySelectorAll('tr[data-testid=\"move\"]')]; \
    const targets = [...document.querySelectorAll('#drawing [data-move], #drawing [data-shooter]')]; \
    const view = current().view; \
    for (let i = 0; i < rows.length; i += 1) { \
      const names = view.moves[i].members?.length ? view.moves[i].members : [view.moves[i].move]; \
      const on = targets.filter((t) => names.includes(t.dataset.move) \
        || (t.dataset.shooter && names.some((n) => n.startsWith(`${t.dataset.shooter} `)))); \
      if (on.length > 0) return { row: i, marked: on.length }; } \
    return null; })()";

/// Hovering a row marks its targets (and nothing else); leaving it clears the marks.
fn hover_marks(browser: &mut Browser) -> Result<(), String> {
    let found = browser.eval(ROW_ON_PICTURE)?;
    let Some(row) = found["row"].as_u64() else {
        return Err("no row of the first position has a target on the picture".to_owned());
    };
    let at = browser.eval(&format!(
        "(() => {{ const tr = document.querySelectorAll('tr[data-testid=\"move\"]')[{row}]; \
         tr.scrollIntoView({{block: 'center'}}); const r = tr.getBoundingClientRect(); \
         return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
    ))?;
    mouse(browser, &["mouseMoved"], &at)?;
    let marked = browser.wait_for(
        "document.querySelectorAll('#drawing .marked').length",
        "the hovered row's move marked",
    )?;
    if marked != found["marked"] {
        return Err(format!("{marked} targets marked, the row has {found}"));
    }
    mouse(browser, &["mouseMoved"], &json!([2.0, 2.0]))?;
    browser.wait_for(
        "document.querySelectorAll('#drawing .marked').length === 0",
        "the marks cleared",
    )?;
    Ok(())
}

/// Clicking a target plays its move: the page then shows what the native page answers for it.
/// A chapaev disc is selected first: the table shows only its shots; a row of them plays.
fn click_plays(browser: &mut Browser, page: &dyn Page) -> Result<(), String> {
    let before = browser.eval("current().view.position")?;
    let before = before.as_str().ok_or("no position")?.to_owned();
    let target = "document.querySelector('#drawing [data-move]')";
    let shooter = "document.querySelector('#drawing [data-shooter]')";
    let chosen = if browser.eval(&format!("!!{target}"))? == json!(true) {
        let name = browser.eval(&format!("{target}.dataset.move"))?;
        let at = browser.eval(&point_on(target))?;
        press_and_wait(browser, &at)?;
        name
    } else if browser.eval(&format!("!!{shooter}"))? == json!(true) {
        select_disc(browser, shooter)?
    } else {
        return Err("the first position's picture has no target".to_owned());
    };
    let name = chosen.as_str().ok_or("no move name")?;
    let expected = page
        .play(&before, name)
        .map_err(|e| e.message().to_owned())?;
    let expected: Value = serde_json::from_str(&expected.encode()).map_err(|e| e.to_string())?;
    let shown = browser.eval(
        "({ position: document.getElementById('position').value, played: current().view.played, \
           rows: [...document.querySelectorAll('tr[data-testid=\"move\"]')].map((tr) => tr.dataset.move) })",
    )?;
    let rows: Vec<&Value> = (expected["moves"].as_array().ok_or("no moves")?)
        .iter()
        .map(|row| &row["move"])
        .collect();
    if shown["position"] != expected["position"]
        || shown["played"] != expected["played"]
        || shown["rows"] != json!(rows)
    {
        return Err(format!(
            "after clicking {name} on the picture the page shows {shown}, the engine says {} \
             with rows {rows:?}",
            expected["position"]
        ));
    }
    drawn_inline(browser)
}

/// Selects the disc `shooter` finds: the table keeps only its shots, a second click shows every
/// row again, and a third selects it for good; then its first shot is played from the table.
fn select_disc(browser: &mut Browser, shooter: &str) -> Result<Value, String> {
    let prefix = browser.eval(&format!("{shooter}.dataset.shooter"))?;
    let prefix = prefix.as_str().ok_or("no shooter")?.to_owned();
    let at = browser.eval(&point_on(shooter))?;
    let shown = "[...document.querySelectorAll('tr[data-testid=\"move\"]')].filter((tr) => !tr.hidden).map((tr) => tr.dataset.move)";
    let all = browser.eval(shown)?;
    mouse(browser, &["mousePressed", "mouseReleased"], &at)?;
    let narrowed = browser.eval(shown)?;
    let own: Vec<&Value> = (all.as_array().ok_or("no rows")?)
        .iter()
        .filter(|m| {
            m.as_str()
                .is_some_and(|m| m.starts_with(&format!("{prefix} ")))
        })
        .collect();
    let note = browser.eval("document.querySelector('[data-testid=picture-note]').hidden")?;
    if narrowed != json!(own) || own.is_empty() || note != json!(false) {
        return Err(format!(
            "selecting {prefix}: rows {narrowed}, its shots {own:?}"
        ));
    }
    mouse(browser, &["mousePressed", "mouseReleased"], &at)?;
    if browser.eval(shown)? != all {
        return Err(format!(
            "a second click on {prefix} does not show every row"
        ));
    }
    mouse(browser, &["mousePressed", "mouseReleased"], &at)?;
    let first = own[0].clone();
    click_and_wait(browser, "tr[data-testid=\"move\"]:not([hidden]) button")?;
    Ok(first)
}

/// Presses the mouse at `at` and waits for the page to draw the next position.
fn press_and_wait(browser: &mut Browser, at: &Value) -> Result<(), String> {
    let before = renders(browser)?;
    mouse(browser, &["mousePressed", "mouseReleased"], at)?;
    browser.wait_for(
        &format!(
            "document.body.dataset.state === 'ready' && Number(document.body.dataset.renders) > {before}"
        ),
        "the page to play the picture's move",
    )?;
    Ok(())
}

/// Plays the table's first row until the game ends, with a picture drawn at every position.
fn to_the_end(browser: &mut Browser) -> Result<(), String> {
    for _ in 0..MOVES {
        if browser.eval("current().view.toMove === null")? == json!(true) {
            return drawn_inline(browser);
        }
        click_and_wait(browser, "tr[data-testid=\"move\"] button")?;
        if let Some(error) = crate::browser::page::error_message(browser)? {
            return Err(error);
        }
        drawn_inline(browser)?;
    }
    Err(format!("the game did not end within {MOVES} moves"))
}
