//! The case list offers every test of a case of several tests (the page plays an input's first
//! test only): for each problem whose inputs hold several tests, the second test of its first
//! such case is chosen in the list, loaded, and shown as the page's engine describes that test
//! alone, and the address brings it back on a reload.

use crate::browser::chromium::Browser;
use crate::browser::page::{
    Session, click_and_wait, error_message, open, pages_to_check, testdata, view_of,
};

#[test]
#[ignore = "builds the site's WebAssembly module (minutes of CPU): --ignored runs it, as CI does"]
fn every_test_of_a_case_is_offered() {
    let Some(mut session) = Session::start() else {
        return;
    };
    let base = session.base.clone();
    for page in pages_to_check() {
        let name = page.name();
        let Some(split) = problems::find(name).ok().and_then(|p| p.tests) else {
            continue;
        };
        let result = second_test(&mut session.browser, &base, page.as_ref(), split);
        session.check(name, result);
    }
    session.finish();
}

/// Loads the second test of the problem's first case of several and checks what the page shows.
fn second_test(
    browser: &mut Browser,
    base: &str,
    page: &dyn gamecore::explore_page::Page,
    split: gamecore::problem::TestSplit,
) -> Result<(), String> {
    let name = page.name();
    let cases = explorer::site::cases(&testdata(), name)?;
    let Some((case, tests)) = cases
        .iter()
        .find_map(|(case, text)| Some((case, (split.inputs)(text).filter(|t| t.len() > 1)?)))
    else {
        return Err(format!("{name} has no testdata case of several tests"));
    };
    open(browser, base, name)?;
    let entry = format!("{case}.test-2");
    let label = browser.eval(&format!(
        "(() => {{ const o = [...document.getElementById('case').options]\
         .find((o) => o.value === {entry:?}); return o && o.parentElement.label + ' / ' + o.text; }})()"
    ))?;
    let wanted = format!("{case}, test 2 of {}", tests.len());
    if !label.as_str().is_some_and(|l| l.ends_with(&wanted)) {
        return Err(format!(
            "the list's entry for {entry}: {label}, wanted {wanted:?}"
        ));
    }
    browser.eval(&format!(
        "document.getElementById('case').value = {entry:?}"
    ))?;
    click_and_wait(browser, "[data-testid=load-case]")?;
    shows_test(browser, page, &tests[1])?;
    // A mark the old document holds and the reloaded one does not.
    browser.eval("window.reloading = true")?;
    browser.command("Page.reload", serde_json::json!({}))?;
    browser.wait_for(
        "!window.reloading && document.body.dataset.state === 'ready' && game.length > 0",
        "the page to come back",
    )?;
    shows_test(browser, page, &tests[1]).map_err(|why| format!("after a reload: {why}"))
}

/// The page shows the position of `test`, as its engine describes it.
fn shows_test(
    browser: &mut Browser,
    page: &dyn gamecore::explore_page::Page,
    test: &str,
) -> Result<(), String> {
    if let Some(error) = error_message(browser)? {
        return Err(format!("loading the test: {error}"));
    }
    let view = view_of(page, test)?;
    let shown = browser.eval("document.getElementById('position').value")?;
    if shown != view["position"] {
        return Err(format!(
            "position {shown}, the test's is {}",
            view["position"]
        ));
    }
    let rows = browser.eval("document.querySelectorAll('#moves tbody tr.move').length")?;
    let expected = view["moves"].as_array().map_or(0, Vec::len);
    if rows != expected {
        return Err(format!("{rows} rows, the test has {expected}"));
    }
    Ok(())
}
