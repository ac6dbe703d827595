//! The puzzle panel in a real browser. For every problem with puzzles, the panel lists the site's
//! `puzzles.json` easy to hard, each medium and hard one offering at least four moves (or the
//! page's `Page::puzzle_choice`, where the game never offers four); the hardest, opened, loads its
//! position with exactly one `[data-testid=move][data-best=true]` row, its values hidden and its
//! picture without the answer's marks; a wrong move is refused with its value and the position
//! stays; the best move says solved with the `--explain` reasoning and is played. On the easiest,
//! "show the answer" shows the move and the reasoning; the second, left for a testdata case, shows
//! values again.
//! No page breaks its Content-Security-Policy.
//!
//! With `PUZZLE_SCREENSHOTS=DIR` set, each problem's page is saved in DIR as it opens, after the
//! wrong move and after the solve (`<problem>-list.png`, `-wrong.png`, `-solved.png`), to look at.

use std::path::PathBuf;

use serde_json::Value;

use crate::browser::chromium::Browser;
use crate::browser::page::{Session, error_message, open, pages_to_check, renders};

#[test]
#[ignore = "builds the site's WebAssembly module (minutes of CPU): --ignored runs it, as CI does"]
fn every_problem_s_puzzles_in_a_real_browser() {
    let Some(mut session) = Session::start() else {
        return;
    };
    let base = session.base.clone();
    for page in pages_to_check() {
        let name = page.name();
        let file = crate::browser::page::site().join(explorer::site::puzzles_file(name));
        let puzzles: Vec<Value> = std::fs::read_to_string(&file)
            .map_err(|e| format!("{}: {e}", file.display()))
            .and_then(|text| serde_json::from_str(&text).map_err(|e| e.to_string()))
            .unwrap_or_else(|why| panic!("{name}: {why}"));
        if puzzles.is_empty() {
            continue;
        }
        let choice = page.puzzle_choice();
        let result = check_puzzles(&mut session.browser, &base, name, &puzzles, choice);
        session.check(&format!("{name}'s puzzles"), result);
    }
    session.finish();
}

/// The list, then the hardest puzzle solved after a wrong try, then the easiest one's answer.
fn check_puzzles(
    browser: &mut Browser,
    base: &str,
    name: &str,
    puzzles: &[Value],
    choice: u64,
) -> Result<(), String> {
    open(browser, base, name)?;
    listed(browser, puzzles, choice)?;
    screenshot(browser, name, "list")?;
    let hardest = puzzles.len() - 1;
    choose(browser, hardest, &puzzles[hardest])?;
    wrong_move(browser, &puzzles[hardest])?;
    screenshot(browser, name, "wrong")?;
    solve(browser, &puzzles[hardest])?;
    screenshot(browser, name, "solved")?;
    if hardest > 0 {
        choose(browser, 0, &puzzles[0])?;
        show_answer(browser, &puzzles[0])?;
        choose(browser, 1, &puzzles[1])?;
        left(browser)?;
    }
    Ok(())
}

/// Loading a testdata case leaves the unsolved puzzle: the page shows values again.
fn left(browser: &mut Browser) -> Result<(), String> {
    crate::browser::page::click_and_wait(browser, "[data-testid=load-case]")?;
    let state = browser.wait_for(
        "document.querySelector('[data-testid=puzzle-verdict][data-verdict=left]') && \
         [document.body.dataset.puzzle ?? null, \
         getComputedStyle(document.querySelector('[data-testid=move] .swatch')).visibility]",
        "the puzzle to be left",
    )?;
    if state != serde_json::json!([null, "visible"]) {
        return Err(format!("after leaving the puzzle: {state}"));
    }
    Ok(())
}

/// The panel lists every puzzle, easy to hard, with its level and how many moves it offers: at
/// least `choice` (four, where the game has positions with four) at medium and hard.
fn listed(browser: &mut Browser, puzzles: &[Value], choice: u64) -> Result<(), String> {
    let items = browser.wait_for(
        &format!(
            "!document.querySelector('[data-testid=puzzle]').hidden && (() => {{ \
             const items = [...document.querySelectorAll('[data-testid=puzzle-item]')]; \
             return items.length === {} && items.map((b) => [b.dataset.difficulty, b.textContent, \
             b.querySelector('.level').textContent]); \
             }})()",
            puzzles.len()
        ),
        "the puzzle list",
    )?;
    let items = items.as_array().ok_or("no list")?;
    let order = ["easy", "medium", "hard"];
    let mut last = 0;
    for (i, (item, puzzle)) in items.iter().zip(puzzles).enumerate() {
        let level = order
            .iter()
            .position(|l| item[0] == *l)
            .ok_or_else(|| format!("puzzle {}: difficulty {}", i + 1, item[0]))?;
        let text = item[1].as_str().unwrap_or_default();
        let moves = puzzle["moves"].as_str().unwrap_or_default();
        if level < last || item[0] != puzzle["level"] || !text.contains(&format!("{moves} moves")) {
            return Err(format!("puzzle {}: {item} after level {last}", i + 1));
        }
        let offered = (item[2].as_str())
            .and_then(|shown| shown.strip_suffix(" moves")?.parse::<u64>().ok())
            .ok_or_else(|| format!("puzzle {}: {}", i + 1, item[2]))?;
        if level > 0 && offered < choice {
            return Err(format!(
                "puzzle {} is {} with {offered} moves, fewer than {choice}",
                i + 1,
                item[0]
            ));
        }
        last = level;
    }
    if puzzles.len() >= 3 && (items[0][0] != "easy" || items[items.len() - 1][0] != "hard") {
        return Err(format!(
            "the list does not run from easy to hard: {items:?}"
        ));
    }
    Ok(())
}

/// Opens puzzle `index`: its position, one best row (the answer), values and answer marks hidden.
fn choose(browser: &mut Browser, index: usize, puzzle: &Value) -> Result<(), String> {
    browser.click(&format!("[data-testid=puzzle-item][data-index='{index}']"))?;
    browser.wait_for(
        &format!(
            "document.body.dataset.state === 'ready' && document.body.dataset.puzzle === \
             'unsolved' && document.getElementById('puzzle-prompt').textContent.startsWith({})",
            Value::from(format!("Puzzle {} of", index + 1))
        ),
        "the puzzle to load",
    )?;
    if let Some(error) = error_message(browser)? {
        return Err(format!("loading puzzle {}: {error}", index + 1));
    }
    let shown = browser.eval("document.getElementById('position').value")?;
    if shown != puzzle["position"] {
        return Err(format!(
            "position {shown}, the puzzle's {}",
            puzzle["position"]
        ));
    }
    let best = browser.eval(
        "[...document.querySelectorAll('[data-testid=move][data-best=true]')].map((tr) => tr.dataset.move)",
    )?;
    if best != Value::from(vec![puzzle["answer"].clone()]) {
        return Err(format!("best rows {best}, the answer {}", puzzle["answer"]));
    }
    let visible = browser.eval(
        "[...document.querySelectorAll('[data-testid=move]')].filter((tr) => \
         getComputedStyle(tr.cells[3]).visibility !== 'hidden' \
         || getComputedStyle(tr.querySelector('.swatch')).visibility !== 'hidden').length",
    )?;
    if visible != 0 {
        return Err(format!(
            "{visible} rows show their value in an unsolved puzzle"
        ));
    }
    // The picture the page drew, as puzzle.js gave it: nothing ringed, no caption naming the move
    // (parsed without its style sheet, which the page's policy refuses in a parsed document).
    let marks = browser.eval(&format!(
        "(() => {{ const view = current().view; if (!view.svg) return 'no picture'; \
         const text = explorer.picture(view).replace(/<style[\\s\\S]*?<\\/style>/, ''); \
         const svg = new DOMParser().parseFromString(text, 'image/svg+xml'); \
         return svg.querySelector('.win, .grundy') !== null || svg.documentElement.textContent \
         .includes({}); }})()",
        puzzle["label"]
    ))?;
    if marks != false {
        return Err(format!(
            "the unsolved puzzle's picture shows the answer: {marks}"
        ));
    }
    Ok(())
}

/// A move other than the answer is refused with its value; the board stays.
fn wrong_move(browser: &mut Browser, puzzle: &Value) -> Result<(), String> {
    let before = renders(browser)?;
    let row = browser.eval(
        "(() => { const tr = document.querySelector('[data-testid=move]:not([data-best])'); \
         return [tr.dataset.move, tr.cells[1].textContent, tr.cells[3].textContent]; })()",
    )?;
    let (chosen, label, value) = (&row[0], &row[1], &row[2]);
    browser.click(&format!("[data-testid=move][data-move={chosen}] button"))?;
    let verdict = browser.wait_for(
        "document.body.dataset.state === 'ready' && document.querySelector(\
         '[data-testid=puzzle-verdict][data-verdict=wrong]')?.textContent",
        "the wrong move to be refused",
    )?;
    let verdict = verdict.as_str().unwrap_or_default();
    let (label, value) = (label.as_str().unwrap_or("?"), value.as_str().unwrap_or("?"));
    if !verdict.starts_with("Not this one") || !verdict.contains(label) || !verdict.contains(value)
    {
        return Err(format!("after {chosen} the verdict says {verdict:?}"));
    }
    let position = browser.eval("document.getElementById('position').value")?;
    if renders(browser)? != before || position != puzzle["position"] {
        return Err(format!("the wrong move {chosen} was played"));
    }
    let tried = browser.eval(&format!(
        "getComputedStyle(document.querySelector('[data-testid=move][data-move={chosen}]')\
         .cells[3]).visibility"
    ))?;
    if tried != "visible" {
        return Err(format!("the tried row's value is {tried}"));
    }
    Ok(())
}

/// The answer's row, clicked: solved, the reasoning shown, values back, the move played.
fn solve(browser: &mut Browser, puzzle: &Value) -> Result<(), String> {
    browser.click("[data-testid=move][data-best=true] button")?;
    let verdict = browser.wait_for(
        "document.body.dataset.state === 'ready' && document.querySelector('#history li') && \
         document.querySelector('[data-testid=puzzle-verdict][data-verdict=solved]')?.textContent",
        "the puzzle to be solved",
    )?;
    if !verdict
        .as_str()
        .is_some_and(|v| v.starts_with("Solved after 1 wrong try"))
    {
        return Err(format!("the solved verdict says {verdict}"));
    }
    answer_shown(browser, puzzle, "solved")?;
    let first = browser.eval("document.querySelector('#history li').textContent")?;
    let answer = puzzle["answer"].as_str().unwrap_or_default();
    if !first
        .as_str()
        .is_some_and(|f| f.ends_with(&format!(": {answer}")))
    {
        return Err(format!(
            "the first move played is {first}, not the answer {answer}"
        ));
    }
    Ok(())
}

/// "Show the answer": the winning move and the reasoning, the values back.
fn show_answer(browser: &mut Browser, puzzle: &Value) -> Result<(), String> {
    browser.click("[data-testid=puzzle-show-answer]")?;
    browser.wait_for(
        "document.querySelector('[data-testid=puzzle-verdict][data-verdict=revealed]')",
        "the answer to be shown",
    )?;
    answer_shown(browser, puzzle, "revealed")?;
    let marked = browser.eval(
        "[...document.querySelectorAll('[data-testid=move][data-answer=true]')].map((tr) => tr.dataset.move)",
    )?;
    if marked != Value::from(vec![puzzle["answer"].clone()]) {
        return Err(format!("the answer row marked: {marked}"));
    }
    Ok(())
}

/// The answer box shows the move and `--explain`'s text, and the values show again.
fn answer_shown(browser: &mut Browser, puzzle: &Value, status: &str) -> Result<(), String> {
    let shown = browser.eval(
        "(() => { const box = document.querySelector('[data-testid=puzzle-answer]'); \
         return [box.hidden, document.querySelector('[data-testid=puzzle-move]').textContent, \
         document.querySelector('[data-testid=puzzle-explanation]').textContent, \
         document.body.dataset.puzzle, \
         getComputedStyle(document.querySelector('[data-testid=move] .swatch')).visibility]; })()",
    )?;
    let label = puzzle["label"].as_str().unwrap_or_default();
    let expected = [
        Value::from(false),
        Value::from(format!(
            "The winning move: {label} ({}).",
            puzzle["value"]["words"].as_str().unwrap_or_default()
        )),
        puzzle["explanation"].clone(),
        Value::from(status),
        Value::from("visible"),
    ];
    if shown != Value::from(expected.to_vec()) {
        return Err(format!("the answer box {shown}, expected {expected:?}"));
    }
    Ok(())
}

/// With `PUZZLE_SCREENSHOTS` set, saves the page with the panel in view.
fn screenshot(browser: &mut Browser, name: &str, when: &str) -> Result<(), String> {
    let Some(folder) = std::env::var_os("PUZZLE_SCREENSHOTS") else {
        return Ok(());
    };
    if when != "list" {
        browser.eval("document.querySelector('[data-testid=puzzle]').scrollIntoView()")?;
    }
    let png = browser.screenshot()?;
    let path = PathBuf::from(folder).join(format!("{name}-{when}.png"));
    std::fs::write(&path, png).map_err(|e| format!("{}: {e}", path.display()))
}
