//! What every browser check shares: the site built once, its pages opened and clicked, and
//! what they show read back.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use gamecore::explore_page::Page;
use serde_json::{Value, json};

use crate::browser::chromium::Browser;

/// Collects the page's Content-Security-Policy violations, before any of its scripts runs.
const WATCH_POLICY: &str = "window.violations = []; document.addEventListener(\
    'securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));";

/// The browser's viewport, which is the README screenshot's size.
pub const VIEWPORT: (u32, u32) = (1200, 860);

/// A headless Chromium on the site served by the explorer's static server, watching the pages'
/// Content-Security-Policy. Every check of this binary starts one: they run in parallel.
pub struct Session {
    /// The browser.
    pub browser: Browser,
    /// The site's address, ending in `/`.
    pub base: String,
    serving: explorer::serve::Serving,
    failures: Vec<String>,
}

impl Session {
    /// A session on the site (built once for the whole binary), or `None` when chromium is not
    /// installed; then the check passes, unless `CI` is set: there a missing browser fails.
    pub fn start() -> Option<Session> {
        if !crate::browser::chromium::installed() {
            assert!(
                std::env::var_os("CI").is_none(),
                "chromium is not installed: .ci/run installs it (apt-get install chromium)"
            );
            eprintln!("skipped: chromium is not installed (CI would fail here)");
            return None;
        }
        let serving = explorer::serve::start(site(), 0).expect("the static server starts");
        let mut browser = Browser::start(VIEWPORT.0, VIEWPORT.1).expect("chromium starts");
        browser
            .command(
                "Page.addScriptToEvaluateOnNewDocument",
                json!({"source": WATCH_POLICY}),
            )
            .expect("the policy watch");
        let base = serving.url();
        Some(Session {
            browser,
            base,
            serving,
            failures: Vec::new(),
        })
    }

    /// Records `result` of the part named `what`; the session fails at [`Session::finish`] if any
    /// part failed (or broke the page's Content-Security-Policy).
    pub fn check(&mut self, what: &str, result: Result<(), String>) {
        let result = result.and_then(|()| policy_kept(&mut self.browser));
        if let Err(why) = result {
            self.failures.push(format!("{what}: {why}"));
        }
    }

    /// A session that checks one part, `what`, and ends (skipped as [`Session::start`] says).
    pub fn check_alone(what: &str, part: impl FnOnce(&mut Browser, &str) -> Result<(), String>) {
        let Some(mut session) = Session::start() else {
            return;
        };
        let base = session.base.clone();
        let result = part(&mut session.browser, &base);
        session.check(what, result);
        session.finish();
    }

    /// Ends the browser and the server, and fails with every part that failed.
    pub fn finish(self) {
        let Session {
            browser,
            serving,
            failures,
            ..
        } = self;
        drop(browser);
        serving.stop();
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}

/// What `$EXPLORER_PAGES` names, if it is set: the checks then go through those pages alone.
pub fn named_pages() -> Option<String> {
    std::env::var("EXPLORER_PAGES").ok()
}

/// The pages whose problems a check goes through: every registered one, or those
/// `$EXPLORER_PAGES` names (commas between; each must be registered, so that a misspelt name
/// cannot leave a check with nothing to check). `cargo xtask new`'s test names the new
/// problem's alone: the others were checked on this very tree just before.
pub fn pages_to_check() -> Vec<Arc<dyn Page>> {
    let pages = explorer::registered();
    let Some(only) = named_pages() else {
        return pages;
    };
    let names: Vec<&str> = only.split(',').collect();
    for name in &names {
        assert!(
            pages.iter().any(|page| page.name() == *name),
            "EXPLORER_PAGES names {name:?}, which is not a registered page"
        );
    }
    pages
        .into_iter()
        .filter(|page| names.contains(&page.name()))
        .collect()
}

/// The site as `cargo xtask site` builds it, built once for every check of this binary.
pub fn site() -> &'static PathBuf {
    static SITE: OnceLock<PathBuf> = OnceLock::new();
    SITE.get_or_init(build_site)
}

/// Builds the site as `cargo xtask site` does, into `target/browser-test-site`.
fn build_site() -> PathBuf {
    let wasm = explorer::site::build_wasm().expect("the WebAssembly build");
    let out = explorer::site::workspace().join("target/browser-test-site");
    let native = explorer::site::Native {
        program: PathBuf::from(env!("CARGO_BIN_EXE_explorer")),
        args: Vec::new(),
    };
    let pages = explorer::registered();
    explorer::site::write(&out, &wasm, &testdata(), &pages, &native).expect("the site is written");
    out
}

pub fn testdata() -> PathBuf {
    explorer::site::testdata()
}

/// The first testdata case of a problem (its first sample).
pub fn first_case(name: &str) -> String {
    explorer::site::cases(&testdata(), name)
        .unwrap()
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("{name} has no testdata case"))
        .0
}

/// The page broke none of its Content-Security-Policy.
pub fn policy_kept(browser: &mut Browser) -> Result<(), String> {
    let violations = browser.eval("window.violations")?;
    if violations != json!([]) {
        return Err(format!("Content-Security-Policy violations: {violations}"));
    }
    Ok(())
}

/// Opens a problem's page and waits until its first requests are answered.
pub fn open(browser: &mut Browser, base: &str, name: &str) -> Result<(), String> {
    browser.navigate(&format!("{base}{name}.html"))?;
    browser.wait_for(
        &format!("location.pathname === '/{name}.html' && document.body.dataset.state === 'ready'"),
        "the page to load",
    )?;
    Ok(())
}

/// The page opens with the game's rules ([`Page::rules`]), before the input format's help.
pub fn rules_first(browser: &mut Browser, base: &str, page: &dyn Page) -> Result<(), String> {
    open(browser, base, page.name())?;
    let shown = browser.eval(
        "(() => { const rules = document.querySelector('[data-testid=rules]'); \
         const help = document.querySelector('.help'); \
         const before = rules && help \
           && (rules.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING); \
         return before ? rules.textContent : null; })()",
    )?;
    let expected = format!("Rules. {}", page.rules());
    if shown != expected {
        return Err(format!(
            "rules {shown}; expected {expected:?} before the input format"
        ));
    }
    Ok(())
}

/// Opened from disk (`file://`), the page says within a second of its start that it must be
/// served over http, and how.
pub fn from_disk(browser: &mut Browser, name: &str) -> Result<(), String> {
    let path = site().join(format!("{name}.html"));
    browser.navigate(&format!("file://{}", path.display()))?;
    let said = browser.wait_for(
        "document.body.dataset.state === 'from-disk' \
         && [document.querySelector('[data-testid=message]').textContent, \
             performance.getEntriesByName('explorer-from-disk')[0].startTime]",
        "the page opened from disk to say so",
    )?;
    let text = said[0].as_str().unwrap_or_default();
    let at = said[1].as_f64().unwrap_or(f64::INFINITY);
    if !text.contains("served over http") || !text.contains("python3 -m http.server -d site") {
        return Err(format!("from disk, the page says {text:?}"));
    }
    if at > 1000.0 {
        return Err(format!(
            "from disk, the page said so {at:.0} ms after its start"
        ));
    }
    Ok(())
}

/// How many positions the page has drawn.
pub fn renders(browser: &mut Browser) -> Result<i64, String> {
    let value = browser.eval("Number(document.body.dataset.renders)")?;
    value.as_i64().ok_or_else(|| format!("renders: {value}"))
}

/// Clicks `selector` and waits until the page has drawn a new position (or shown an error).
pub fn click_and_wait(browser: &mut Browser, selector: &str) -> Result<(), String> {
    let before = renders(browser)?;
    browser.click(selector)?;
    browser.wait_for(
        &format!(
            "document.body.dataset.state === 'ready' && (Number(document.body.dataset.renders) \
             > {before} || document.getElementById('message').className === 'error')"
        ),
        &format!("the page to answer a click on {selector}"),
    )?;
    Ok(())
}

/// The page's error message, if it shows one.
pub fn error_message(browser: &mut Browser) -> Result<Option<String>, String> {
    let value = browser.eval(
        "(() => { const m = document.getElementById('message'); \
         return m.className === 'error' ? m.textContent : null; })()",
    )?;
    Ok(value.as_str().map(str::to_owned))
}

/// Pastes `text` into the position box and loads it.
pub fn paste(browser: &mut Browser, text: &str) -> Result<(), String> {
    browser.eval(&format!(
        "document.getElementById('position').value = {}",
        Value::from(text)
    ))?;
    click_and_wait(browser, "[data-testid=load-position]")
}

/// A position whose address would pass the page's cap stays out of the address, and the link
/// button says so instead of claiming a copied link.
pub fn link_cap(browser: &mut Browser, base: &str) -> Result<(), String> {
    open(browser, base, "more-reclamation")?;
    // 15,000 land cells in every other row of one column: about 150 KB of text.
    let cells = 15_000;
    let mut text = format!("{} {cells}\n", 2 * cells);
    for k in 0..cells {
        text.push_str(&format!("{} 1\n", 2 * k + 1));
    }
    paste(browser, &text)?;
    if let Some(error) = error_message(browser)? {
        return Err(format!("the long river: {error}"));
    }
    let address = browser.eval("location.hash.length")?;
    if address != 0 {
        return Err(format!(
            "the address holds {address} characters of the long river"
        ));
    }
    browser.click("[data-testid=link]")?;
    let said = browser.wait_for(
        "document.getElementById('message').textContent",
        "the link button's answer",
    )?;
    if !said
        .as_str()
        .is_some_and(|s| s.contains("too large for a link"))
    {
        return Err(format!("for the long river, the link button says {said}"));
    }
    Ok(())
}

/// The page's own description of the position `text` ([`Page::view`]), as the JSON it sends.
pub fn view_of(page: &dyn Page, text: &str) -> Result<Value, String> {
    let view = page.view(text).map_err(|why| why.message().to_owned())?;
    serde_json::from_str(&view.encode()).map_err(|e| e.to_string())
}

/// The most bytes a screenshot of the docs may take.
const DOCS_PICTURE_BYTES: usize = 150_000;

/// With `UPDATE_PICTURES` set, writes `docs/pictures/{file}`: the page in a viewport of `size`,
/// once `arrange` has scrolled (and pointed) as the picture needs (a screenshot for
/// `docs/explore.md`); otherwise checks that the committed picture is a PNG of that size under
/// 150 KB (pixels differ with fonts and browser versions, so they are not compared).
pub fn docs_picture(
    browser: &mut Browser,
    file: &str,
    size: (u32, u32),
    arrange: impl FnOnce(&mut Browser) -> Result<(), String>,
) -> Result<(), String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs/pictures")
        .join(file);
    let retake = "UPDATE_PICTURES=1 cargo test -p explorer --test explorer browser -- --ignored";
    if std::env::var_os("UPDATE_PICTURES").is_some() {
        let metrics = |(width, height): (u32, u32)| json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false});
        browser.command("Emulation.setDeviceMetricsOverride", metrics(size))?;
        let png = arrange(browser).and_then(|()| browser.screenshot());
        browser.command("Emulation.setDeviceMetricsOverride", metrics(VIEWPORT))?;
        let png = png?;
        if png.len() > DOCS_PICTURE_BYTES {
            return Err(format!("{file} would take {} bytes", png.len()));
        }
        return std::fs::write(&path, &png).map_err(|e| format!("{}: {e}", path.display()));
    }
    let committed =
        std::fs::read(&path).map_err(|e| format!("{}: {e}; run {retake}", path.display()))?;
    if crate::browser::png_size(&committed) != Some(size) || committed.len() > DOCS_PICTURE_BYTES {
        return Err(format!(
            "{} is not a {size:?} PNG under {DOCS_PICTURE_BYTES} bytes: run {retake}",
            path.display()
        ));
    }
    Ok(())
}
