//! A page of titled blocks of rows in the three forms a table is written in: aligned text for a
//! terminal, Markdown, or HTML. The blocks' words are [`super::table`]'s; this is only their
//! layout.

/// The formats of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Aligned columns, for a terminal.
    Text,
    /// Pipe tables.
    Markdown,
    /// A page of its own.
    Html,
}

/// A titled block of rows, the first row its heading (no rows: the title alone).
pub struct Block {
    /// Its title.
    pub title: String,
    /// Its rows, the first the heading.
    pub rows: Vec<Vec<String>>,
}

/// A page: its heading, its blocks and its closing lines, in `format`.
pub fn page(heading: &str, blocks: &[Block], footer: &[String], format: Format) -> String {
    match format {
        Format::Text => {
            let mut out = format!("{heading}\n");
            for block in blocks {
                out.push('\n');
                out.push_str(&text_block(block));
            }
            out.push('\n');
            out.push_str(&footer.join("\n"));
            out.push('\n');
            out
        }
        Format::Markdown => {
            let mut out = format!("# {heading}\n");
            for block in blocks {
                out.push('\n');
                out.push_str(&markdown_block(block));
            }
            out.push('\n');
            for line in footer {
                out.push_str(&format!("{line}\n\n"));
            }
            out
        }
        Format::Html => html(heading, blocks, footer),
    }
}

/// A block as aligned columns under its title, two spaces apart; a block without rows is its
/// title alone, with no colon.
fn text_block(block: &Block) -> String {
    if block.rows.is_empty() {
        return format!("{}\n", block.title);
    }
    let mut out = format!("{}:\n", block.title);
    let columns = block.rows.first().map_or(0, Vec::len);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            block
                .rows
                .iter()
                .map(|r| r[c].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    for row in &block.rows {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .map(|(cell, &width)| format!("{cell:<width$}"))
            .collect();
        out.push_str(&format!("  {}\n", cells.join("  ").trim_end()));
    }
    out
}

/// A block as a Markdown heading and pipe table (code spans for the commands' words).
fn markdown_block(block: &Block) -> String {
    let mut out = format!("## {}\n\n", block.title);
    let escape = |cell: &str| cell.replace('|', "\\|");
    for (k, row) in block.rows.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|c| escape(c)).collect();
        out.push_str(&format!("| {} |\n", cells.join(" | ")));
        if k == 0 {
            out.push_str(&format!("|{}\n", " --- |".repeat(row.len())));
        }
    }
    out
}

/// The table as a page: each block a `<table>`, each verdict cell classed by its verdict.
fn html(heading: &str, blocks: &[Block], footer: &[String]) -> String {
    let mut out = format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n\
         <style>{STYLE}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        escape_html(heading),
        escape_html(heading)
    );
    for block in blocks {
        out.push_str(&format!("<h2>{}</h2>\n", escape_html(&block.title)));
        if block.rows.is_empty() {
            continue;
        }
        out.push_str("<table>\n");
        for (k, row) in block.rows.iter().enumerate() {
            let tag = if k == 0 { "th" } else { "td" };
            out.push_str("<tr>");
            for cell in row {
                let class = verdict_class(cell);
                out.push_str(&format!("<{tag}{class}>{}</{tag}>", escape_html(cell)));
            }
            out.push_str("</tr>\n");
        }
        out.push_str("</table>\n");
    }
    for line in footer {
        out.push_str(&format!("<p>{}</p>\n", escape_html(line)));
    }
    out.push_str("</body>\n</html>\n");
    out
}

/// The page's look: verdicts coloured as judges colour them.
const STYLE: &str = "body{font-family:sans-serif}table{border-collapse:collapse}\
td,th{border:1px solid #ccc;padding:2px 8px;text-align:left;font-family:monospace}\
.ac{background:#dfd}.fail{background:#fdd}";

/// ` class="ac"` for a cell that starts with `AC `, ` class="fail"` for another verdict's.
fn verdict_class(cell: &str) -> &'static str {
    let code = cell.split(' ').next().unwrap_or_default();
    match code {
        "AC" if cell.len() > 3 => " class=\"ac\"",
        "WA" | "RE" | "TLE" | "MLE" | "OLE" | "OUR" => " class=\"fail\"",
        _ => "",
    }
}

/// Text with `&`, `<`, `>` and `"` escaped for HTML.
fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_without_rows_is_its_title_alone() {
        let none = Block {
            title: "tests that kill: none needed, no program failed".into(),
            rows: Vec::new(),
        };
        assert_eq!(
            text_block(&none),
            "tests that kill: none needed, no program failed\n"
        );
        let one = Block {
            title: "t".into(),
            rows: vec![
                vec!["a".into(), "bb".into()],
                vec!["ccc".into(), "d".into()],
            ],
        };
        assert_eq!(text_block(&one), "t:\n  a    bb\n  ccc  d\n");
    }

    #[test]
    fn html_is_escaped_and_verdicts_coloured() {
        assert_eq!(
            escape_html("a<b & \"c\">"),
            "a&lt;b &amp; &quot;c&quot;&gt;"
        );
        assert_eq!(verdict_class("AC 0.01"), " class=\"ac\"");
        assert_eq!(verdict_class("TLE 3/40 1.00"), " class=\"fail\"");
        assert_eq!(verdict_class("ACME"), "");
        let block = Block {
            title: "t".into(),
            rows: vec![vec!["a|b".into()], vec!["c".into()]],
        };
        assert_eq!(
            markdown_block(&block),
            "## t\n\n| a\\|b |\n| --- |\n| c |\n"
        );
    }
}
