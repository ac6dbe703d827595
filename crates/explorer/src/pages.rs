//! The site's HTML pages, and the style and scripts they load, all compiled into the binary.

use gamecore::explore_page::Page;
use gamecore::svg::escape;

/// The pages' Content-Security-Policy: scripts, the Worker, the WebAssembly module, styles,
/// images and fetched cases only from the site itself (each position's SVG is drawn inline, its
/// style from [`picture_css`]). `cargo xtask site --serve` also sends it as a header.
pub const CSP: &str = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; \
                       worker-src 'self'; connect-src 'self'; img-src 'self'; \
                       style-src 'self'; base-uri 'none'; form-action 'none'";

/// The pages' stylesheet.
pub const CSS: &str = include_str!("../assets/explorer.css");
/// The problem page's script: it holds the position and its history and asks the Worker.
pub const JS: &str = include_str!("../assets/explorer.js");
/// The value-history chart and the list of mistakes, drawn by the problem page's script.
pub const HISTORY_JS: &str = include_str!("../assets/history.js");
/// The position's text box, which holds a large text out of the page's layout.
pub const TEXT_JS: &str = include_str!("../assets/text.js");
/// The inline picture: draws each position's SVG, marks a row's moves on it, plays a click.
pub const PICTURE_JS: &str = include_str!("../assets/picture.js");
/// The Worker: loads the WebAssembly module and answers the page's requests with it.
pub const WORKER: &str = include_str!("../assets/worker.js");
/// The puzzle panel's script: the problem's puzzles, read from the site's file of them.
pub const PUZZLE_JS: &str = include_str!("../assets/puzzle.js");
/// The puzzle panel's stylesheet, which also hides the values while a puzzle is unsolved.
pub const PUZZLE_CSS: &str = include_str!("../assets/puzzle.css");
/// The site's icon, which browsers ask for by themselves (`/favicon.ico` otherwise: a 404).
pub const ICON: &str = include_str!("../assets/icon.svg");
/// Every stylesheet, script and icon of the site, by its file name (a new script is one line here
/// and one `<script>` in `problem.html`), but `picture.css`, made by [`picture_css`].
pub const ASSETS: &[(&str, &str)] = &[
    ("explorer.css", CSS),
    ("history.js", HISTORY_JS),
    ("text.js", TEXT_JS),
    ("picture.js", PICTURE_JS),
    ("explorer.js", JS),
    ("worker.js", WORKER),
    ("puzzle.css", PUZZLE_CSS),
    ("puzzle.js", PUZZLE_JS),
    ("icon.svg", ICON),
];
/// The problem page, with `{{csp}}`, `{{name}}`, `{{about}}`, `{{rules}}` and `{{help}}` to fill
/// in.
const PROBLEM: &str = include_str!("../assets/problem.html");

/// Where the inline picture's rules start: the marks and targets the page adds.
const PICTURE_MARKS: &str = "\
/* the picture's targets, the row hovered and the disc selected (picture.js) */
#drawing { max-height: 75vh; overflow: auto; }
#drawing svg { display: block; width: 100%; height: auto; }
#drawing [data-move], #drawing [data-shooter] { cursor: pointer; }
#drawing [data-move]:hover, #drawing [data-shooter]:hover { stroke: #f0a340; stroke-width: 3px; }
#drawing .marked { stroke: #f0a340; stroke-width: 4px; fill-opacity: 0.75; }
#drawing .selected { stroke: #1c8c3c; stroke-width: 4px; }
#drawing text { pointer-events: none; }
/* a move drawn on the picture (.shot): the hovered or focused row's in its own colours, the
   best row's in green (hidden in blind play and in an unsolved puzzle: it gives the answer) */
#drawing .shot.shown, #drawing .shot.best { display: inline; pointer-events: none; }
#drawing .shot.best:not(.shown) { stroke: #1c8c3c; }
#drawing .shot.best:not(.shown) .shot-band { fill: #1c8c3c; }
body.blind #drawing .shot.best:not(.shown), body[data-puzzle=\"unsolved\"] #drawing .shot.best:not(.shown) { display: none; }
";

/// The stylesheet of the inline picture (`picture.css`): [`gamecore::svg::STYLE`], the palette
/// every picture's own `<style>` holds, scoped to the picture (the policy allows no inline
/// style, so picture.js drops that element), then the marks. One source for both: a `--draw`
/// file and the page look the same.
pub fn picture_css() -> String {
    let mut css = String::from("/* gamecore::svg::STYLE, scoped to the page's picture */\n");
    for rule in gamecore::svg::STYLE
        .lines()
        .filter(|l| !l.trim().is_empty())
    {
        let (selectors, body) = rule.split_once('{').unwrap_or((rule, "}"));
        let scoped: Vec<String> = (selectors.split(','))
            .map(|s| format!("#drawing svg {}", s.trim()))
            .collect();
        css.push_str(&format!("{} {{{body}\n", scoped.join(", ")));
    }
    css.push_str(PICTURE_MARKS);
    css
}

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
         <title>gamesolvers explorer</title>\n  <link rel=\"icon\" href=\"icon.svg\" type=\"image/svg+xml\">\n  \
         <link rel=\"stylesheet\" href=\"explorer.css\">\n\
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
        .replace("{{rules}}", &escape(page.rules()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_is_escaped() {
        assert_eq!(escape("a<b & \"c\"'"), "a&lt;b &amp; &quot;c&quot;&apos;");
    }

    #[test]
    fn the_picture_stylesheet_scopes_every_rule_of_the_palette() {
        let css = picture_css();
        let rules = gamecore::svg::STYLE
            .lines()
            .filter(|l| !l.trim().is_empty());
        for rule in rules {
            let (selectors, body) = rule.split_once('{').unwrap();
            let scoped = format!("#drawing svg {} {{{body}", selectors.trim());
            assert!(css.contains(&scoped), "{scoped} in\n{css}");
        }
        assert!(css.contains("#drawing svg .label {"), "{css}");
        assert_eq!(css.matches('{').count(), css.matches('}').count());
    }

    #[test]
    fn every_page_carries_the_policy_and_the_site_s_icon() {
        let pages = crate::registered();
        let icon = "<link rel=\"icon\" href=\"icon.svg\"";
        let index = index(&pages);
        assert!(index.contains(CSP) && index.contains(icon), "{index}");
        for page in &pages {
            let html = problem(page.as_ref());
            assert!(html.contains(CSP) && !html.contains("{{"), "{html}");
            assert!(html.contains(icon), "{html}");
        }
        assert!(ASSETS.contains(&("icon.svg", ICON)));
        assert!(ICON.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    }
}
