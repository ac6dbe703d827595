//! The HTML pages, and the style and script they load, all served from the binary.

use gamecore::explore_page::Page;
use gamecore::svg::escape;

/// The pages' stylesheet.
pub const CSS: &str = include_str!("../assets/explorer.css");
/// The problem page's script: it holds the position and its history and calls the API.
pub const JS: &str = include_str!("../assets/explorer.js");
/// The problem page, with `{{name}}`, `{{about}}` and `{{help}}` to fill in.
const PROBLEM: &str = include_str!("../assets/problem.html");

/// The index: one link per problem.
pub fn index(pages: &[std::sync::Arc<dyn Page>]) -> String {
    let mut items = String::new();
    for page in pages {
        items.push_str(&format!(
            "    <li><a href=\"/p/{name}\">{name}</a>: {about}</li>\n",
            name = escape(page.name()),
            about = escape(page.about())
        ));
    }
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n  <meta charset=\"utf-8\">\n  \
         <title>gamesolvers explorer</title>\n  <link rel=\"stylesheet\" href=\"/explorer.css\">\n\
         </head>\n<body>\n  <h1>gamesolvers explorer</h1>\n  <p>Every move of a position with \
         its value, and play against perfect play. Choose a problem:</p>\n  <ul id=\"problems\">\n\
         {items}  </ul>\n</body>\n</html>\n"
    )
}

/// The page of one problem.
pub fn problem(page: &dyn Page) -> String {
    PROBLEM
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
}
