//! chapaev's shots drawn on the page: the best row's shot always (not in blind play), the shot of
//! the row under the pointer or the keyboard's focus, each a path with the discs it removes
//! marked as the native engine's shot removes them; and removed discs drawn as gone.

use chapaev::Side;
use chapaev::explore::{Game, Play, Shot};
use gamecore::Explore;
use serde_json::{Value, json};

use crate::browser::chromium::Browser;
use crate::browser::page::{
    Session, click_and_wait, docs_picture, error_message, first_case, open, testdata,
};

/// The size of the docs' screenshot of a shot drawn (`docs/pictures/explorer-shots.png`).
const DOCS_SIZE: (u32, u32) = (1000, 620);

/// The visible shot paths: `{ shot, removes, best, ray }` each (`ray`: the drawn ray's length in
/// pixels, 0 when none).
const VISIBLE_SHOTS: &str = "[...document.querySelectorAll('#drawing [data-testid=shot-path]')] \
    .filter((g) => getComputedStyle(g).display !== 'none') \
    .map((g) => { const ray = g.querySelector('.shot-ray'); const r = ray && ray.getBoundingClientRect(); \
      return { shot: g.dataset.shot, removes: g.dataset.removes, best: g.classList.contains('best'), \
        ray: r ? Math.round(Math.hypot(r.width, r.height)) : 0 }; })";

#[test]
#[ignore = "builds the site's WebAssembly module (minutes of CPU): --ignored runs it, as CI does"]
fn chapaev_shots_are_drawn_on_hover_and_focus() {
    Session::check_alone("chapaev's shots", shots_drawn);
}

/// The picture's id of disc `k` of the board (red discs first, each side numbered from 1).
fn disc_id(play: &Play, k: usize) -> String {
    let red = play.board.count(Side::Red);
    if k < red {
        format!("disc-red-{}", k + 1)
    } else {
        format!("disc-white-{}", k - red + 1)
    }
}

/// What the page's `data-removes` must say of `shot`: the ids of the discs it removes.
fn removes(play: &Play, shot: &Shot) -> String {
    let ids: Vec<String> = (0..play.board.len())
        .filter(|&k| shot.removed >> k & 1 == 1)
        .map(|k| disc_id(play, k))
        .collect();
    ids.join(" ")
}

fn shots_drawn(browser: &mut Browser, base: &str) -> Result<(), String> {
    let case = first_case("chapaev");
    let text = std::fs::read_to_string(testdata().join(format!("chapaev/{case}.in")))
        .map_err(|e| e.to_string())?;
    let play = Game.read(&text).map_err(|e| e.to_string())?;
    let table = Game.moves(&play).map_err(|e| format!("{e:?}"))?;
    open(browser, base, "chapaev")?;
    browser.eval(&format!("document.getElementById('case').value = {case:?}"))?;
    click_and_wait(browser, "[data-testid=load-case]")?;
    if let Some(error) = error_message(browser)? {
        return Err(format!("loading {case}: {error}"));
    }
    // Away from the table: only the best shot shows.
    mouse_to(browser, &json!([2.0, 2.0]))?;
    let best = &table.groups[0].representative;
    let expected = json!([{"shot": Game.name_move(&play, best), "removes": removes(&play, best),
        "best": true}]);
    let shown = without_rays(&browser.wait_for(VISIBLE_SHOTS, "the best shot")?)?;
    if shown != expected {
        return Err(format!(
            "with no row hovered the page draws {shown}, expected {expected}"
        ));
    }
    // A row whose shot removes another disc, by the pointer and then by the keyboard.
    let (row, group) = (table.groups.iter().enumerate().skip(1))
        .find(|(_, g)| g.count == 1 && g.representative.removed.count_ones() > 1)
        .ok_or("no single shot removing two discs")?;
    let shot = &group.representative;
    let wanted = json!({"shot": Game.name_move(&play, shot), "removes": removes(&play, shot)});
    hovered(browser, row, &wanted)?;
    docs_picture(browser, "explorer-shots.png", DOCS_SIZE, |browser| {
        point_at(browser, row)
    })?;
    mouse_to(browser, &json!([2.0, 2.0]))?;
    focused(browser, row, &wanted)?;
    blind_hides_the_best(browser)?;
    removed_look_removed(browser)
}

/// `shown` without each path's ray length, after checking that every path has a ray.
fn without_rays(shown: &Value) -> Result<Value, String> {
    let paths = shown.as_array().ok_or("no paths")?;
    if paths
        .iter()
        .any(|path| path["ray"].as_f64().unwrap_or(0.0) < 5.0)
    {
        return Err(format!("a shot drawn without its ray: {shown}"));
    }
    Ok(paths
        .iter()
        .map(|p| json!({"shot": p["shot"], "removes": p["removes"], "best": p["best"]}))
        .collect())
}

fn mouse_to(browser: &mut Browser, at: &Value) -> Result<(), String> {
    browser.command(
        "Input.dispatchMouseEvent",
        json!({"type": "mouseMoved", "x": at[0], "y": at[1]}),
    )?;
    Ok(())
}

/// The shot drawn beside the best one, not best: `wanted` (its name and removed discs).
fn the_other_shot(browser: &mut Browser, wanted: &Value, how: &str) -> Result<(), String> {
    let shown = browser.wait_for(
        &format!("(() => {{ const s = {VISIBLE_SHOTS}; return s.length === 2 && s; }})()"),
        &format!("the shot of the row {how}"),
    )?;
    let shown = without_rays(&shown)?;
    let other: Vec<&Value> = (shown.as_array().ok_or("no paths")?)
        .iter()
        .filter(|p| p["best"] == json!(false))
        .collect();
    let expected = json!({"shot": wanted["shot"], "removes": wanted["removes"], "best": false});
    if other != [&expected] {
        return Err(format!(
            "with the row {how} the page draws {shown}, expected {expected} too"
        ));
    }
    Ok(())
}

/// Moves the pointer onto the table's row `row`.
fn point_at(browser: &mut Browser, row: usize) -> Result<(), String> {
    let at = browser.eval(&format!(
        "(() => {{ const tr = document.querySelectorAll('#moves tr[data-testid=move]')[{row}]; \
         tr.scrollIntoView({{block: 'center'}}); const r = tr.getBoundingClientRect(); \
         return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
    ))?;
    mouse_to(browser, &at)
}

/// Hovering the table's row `row` draws its shot; leaving it takes the shot away.
fn hovered(browser: &mut Browser, row: usize, wanted: &Value) -> Result<(), String> {
    point_at(browser, row)?;
    the_other_shot(browser, wanted, "under the pointer")?;
    mouse_to(browser, &json!([2.0, 2.0]))?;
    browser.wait_for(
        &format!("{VISIBLE_SHOTS}.length === 1"),
        "the hovered shot to go",
    )?;
    Ok(())
}

/// The keyboard's focus on row `row`'s button (Shift+Tab away from it, then Tab back) draws its
/// shot.
fn focused(browser: &mut Browser, row: usize, wanted: &Value) -> Result<(), String> {
    let button =
        format!("document.querySelectorAll('#moves tr[data-testid=move] button.play')[{row}]");
    browser.eval(&format!("{button}.focus()"))?;
    for shift in [8, 0] {
        for kind in ["keyDown", "keyUp"] {
            browser.command(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": "Tab", "code": "Tab", "windowsVirtualKeyCode": 9,
                       "modifiers": shift}),
            )?;
        }
    }
    if browser.eval(&format!("document.activeElement === {button}"))? != json!(true) {
        return Err(format!(
            "Shift+Tab and Tab did not come back to row {}",
            row + 1
        ));
    }
    the_other_shot(browser, wanted, "under the keyboard's focus")?;
    browser.eval("document.activeElement.blur()")?;
    Ok(())
}

/// Blind play hides the best shot (it would give the answer away), and shows it again after.
fn blind_hides_the_best(browser: &mut Browser) -> Result<(), String> {
    browser.click("[data-testid=hide-values]")?;
    mouse_to(browser, &json!([2.0, 2.0]))?;
    let blind = browser.eval(&format!("{VISIBLE_SHOTS}.length"))?;
    browser.click("[data-testid=hide-values]")?;
    mouse_to(browser, &json!([2.0, 2.0]))?;
    let seeing = browser.eval(&format!("{VISIBLE_SHOTS}.length"))?;
    if blind != json!(0) || seeing != json!(1) {
        return Err(format!(
            "shots drawn: {blind} in blind play, {seeing} after it"
        ));
    }
    Ok(())
}

/// After the best shot and the computer's reply, the discs gone from the position the page
/// holds (read natively) are drawn as gone, with no fill, and every other disc filled.
fn removed_look_removed(browser: &mut Browser) -> Result<(), String> {
    click_and_wait(browser, "[data-testid=move][data-best=true] button.play")?;
    browser.wait_for(
        "document.body.dataset.state === 'ready' && game.length === 3",
        "the computer's reply",
    )?;
    let text = browser.eval("current().view.position")?;
    let play = Game
        .read(text.as_str().ok_or("no position")?)
        .map_err(|e| e.to_string())?;
    let discs = browser.eval(
        "Object.fromEntries([...document.querySelectorAll('#drawing circle[id^=disc-]')] \
         .map((c) => [c.id, getComputedStyle(c).fill === 'none' && c.classList.contains('gone')]))",
    )?;
    for k in 0..play.board.len() {
        let id = disc_id(&play, k);
        let gone = play.live >> k & 1 == 0;
        if discs[&id] != json!(gone) {
            return Err(format!("{id}: drawn gone {}, removed {gone}", discs[&id]));
        }
    }
    if play.live == play.board.all_mask() {
        return Err("no disc was removed by two shots".to_owned());
    }
    Ok(())
}
