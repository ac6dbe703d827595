//! The site's HTML pages, and the style and scripts they load, all compiled into the binary.

use gamecore::explore_page::Page;
use gamecore::svg::escape;

/// The pages' Content-Security-Policy: scripts, the Worker, the WebAssembly module, styles and
/// fetched cases only from the site itself; pictures also from the `blob:` URLs the script makes
/// of each position's SVG. `cargo xtask site --serve` also sends it as a header.
pub const CSP: &str = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; \
                       worker-src 'self'; connect-src 'self'; img-src 'self' blob:; \
                       style-src 'self'; base-uri 'none'; form-action 'none'";

/// The pages' stylesheet.
pub const CSS: &str = include_str!("../assets/explorer.css");
/// The problem page's script: it holds the position and its history and asks the Worker.
pub const JS: &str = include_str!("../assets/explorer.js");
/// The value-history chart and the list of mistakes, drawn by the problem page's script.
pub const HISTORY_JS: &str = include_str!("../assets/history.js");
/// The Worker: loads the WebAssembly module and answers the page's requests with it.
pub const WORKER: &str = include_str!("../assets/worker.js");
/// The puzzle panel's script: the problem's puzzles, read from the site's file of them.
pub const PUZZLE_JS: &str = include_str!("../assets/puzzle.js");
/// The puzzle panel's stylesheet, which also hides the values while a puzzle is unsolved.
pub const PUZZLE_CSS: &str = include_str!("../assets/puzzle.css");
/// Every stylesheet and script of the site, by its file name (a new script is one line here and
/// one `<script>` in `problem.html`).
pub const ASSETS: &[(&str, &str)] = &[
    ("explorer.css", CSS),
    ("history.js", HISTORY_JS),
    ("explorer.js", JS),
    ("worker.js", WORKER),
    ("puzzle.css", PUZZLE_CSS),
    ("puzzle.js", PUZZLE_JS),
];
/// The problem page, with `{{csp}}`, `{{name}}`, `{{about}}` and `{{help}}` to fill in.
const PROBLEM: &str = include_str!("../assets/problem.html");

/// The file name of a problem's page in the site.
pub fn page_file(name: &str) -> String {
    format!("{name}.html")
}

/// The index: one link per problem.
pub fn index(pages: &[std::sync::Arc<dyn Page>]) -> String {
    let mut items = String::new();
    for page in pages {
        items.push_str(&format!(
            "    <li><a href=\"{file}\">{name}</a>: {about}</li>\n",
            file = escape(&page_file(page.name())),
            name = escape(page.name()),
            about = escape(page.about())
        ));
    }
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n  <meta charset=\"utf-8\">\n  \
         <meta http-equiv=\"Content-Security-Policy\" content=\"{CSP}\">\n  \
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n  \
         <title>gamesolvers explorer</title>\n  <link rel=\"stylesheet\" href=\"explorer.css\">\n\
         </head>\n<body>\n  <h1>gamesolvers explorer</h1>\n  <p>Every move of a position with \
         its value, and a game against perfect play, solved in your browser: load a case or paste \
         a position, play, and follow the game's value history; the page's address keeps the \
         game, to reload or to send as a link. Choose a problem:</p>\n  \
         <ul id=\"problems\">\n{items}  </ul>\n</body>\n</html>\n"
    )
}

/// The page of one problem.
pub fn problem(page: &dyn Page) -> String {
    PROBLEM
        .replace("{{csp}}", CSP)
        .replace("{{name}}", &escape(page.name()))
        .replace("{{about}}", &escape(page.about()))
        .replace("{{help}}", &escape(page.input_help()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_is_escaped() {
        assert_eq!(escape("a<b & \"c\"'"), "a&lt;b &amp; &quot;c&quot;&apos;");
    }

    #[test]
    fn every_page_carries_the_policy() {
        let pages = crate::registered();
        assert!(index(&pages).contains(CSP));
        for page in &pages {
            let html = problem(page.as_ref());
            assert!(html.contains(CSP) && !html.contains("{{"), "{html}");
        }
    }
}
