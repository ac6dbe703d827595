//! Pictures for `--draw`: a small SVG writer with one shared style, so that every solver's picture
//! has the same palette, fonts and caption.
//!
//! Hand-written rather than a crate: the pictures need a dozen element kinds, attribute escaping
//! and a stylesheet, which is less code than adapting a general SVG library's object model, and it
//! keeps the release binaries free of extra dependencies.
//!
//! A picture is laid out in pixels: [`Svg::new`] takes the size of the drawing area, and
//! [`Svg::finish`] adds a caption band below it with the answer, one line per string. Shapes name
//! their role with a class of [`STYLE`] (`first`, `second`, `win`, ...), and the elements a reader
//! or a test looks for carry an `id` or a class.
//!
//! With the `check` feature (tests only), `check` parses a picture back, renders it, and lists
//! its elements.

use std::fmt::{self, Display, Write as _};

/// Height of one caption line, in pixels.
pub const CAPTION_LINE: f64 = 20.0;
/// Average width of one caption character, in pixels (15 px sans-serif).
const CAPTION_CHAR: f64 = 8.4;
/// Margin around the drawing area and the caption, in pixels.
pub const MARGIN: f64 = 12.0;

/// The shared stylesheet: the palette by role, and the fonts.
///
/// `first` / `second` are the two sides (red and white discs, A and B cells, Alma and Berthe; with
/// `-start`, `-light` and `-path` variants), `win` marks the winning move, `arrow` a move (its
/// width is set where it is drawn, by an attribute that the class leaves alone), `track`
/// a shot's sweep, `removed` what it takes away, `blocked` what nobody may use, `water` / `land`
/// the river, `depth0` .. `depth3` nested regions, `break` an elision.
pub const STYLE: &str = "\
text { font-family: 'DejaVu Sans', Verdana, Arial, sans-serif; font-size: 14px; fill: #222; }
.caption { font-size: 15px; }
.label { font-size: 12px; text-anchor: middle; dominant-baseline: central; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }
.small { font-size: 10px; }
.background { fill: #ffffff; }
.frame { fill: none; stroke: #888; stroke-width: 1; }
.first { fill: #c8344a; stroke: #6d1220; stroke-width: 1; }
.second { fill: #f2efe6; stroke: #333; stroke-width: 1; }
.second-start { fill: #2b6cb0; stroke: #12345a; stroke-width: 1; }
.first-light { fill: #f4c9cf; stroke: #999; stroke-width: 1; }
.second-light { fill: #c9dbf0; stroke: #999; stroke-width: 1; }
.first-path { fill: none; stroke: #c8344a; stroke-width: 3; stroke-linejoin: round; }
.second-path { fill: none; stroke: #2b6cb0; stroke-width: 3; stroke-linejoin: round; stroke-dasharray: 6 3; }
.a { fill: #4a90c8; }
.b { fill: #f0a340; }
.win { fill: none; stroke: #1c8c3c; stroke-width: 3; }
.win-fill { fill: #1c8c3c; stroke: #0c4a1e; stroke-width: 1; }
.arrow { fill: none; stroke: #10401f; marker-end: url(#arrowhead); }
.arrowhead { fill: #10401f; }
.removed { fill: none; stroke: #111; stroke-width: 2; }
.track { fill: #1c8c3c; fill-opacity: 0.14; stroke: #1c8c3c; stroke-opacity: 0.4; stroke-width: 1; }
.blocked { fill: #555; }
.free { fill: #f7f7f2; stroke: #bbb; stroke-width: 1; }
.water { fill: #cfe6f5; stroke: #8fb8d6; stroke-width: 1; }
.land { fill: #9a7b4f; stroke: #5e4a2c; stroke-width: 1; }
.depth0 { fill: #dcebf7; stroke: #3b6e96; stroke-width: 1.5; }
.depth1 { fill: #b4d3ec; stroke: #3b6e96; stroke-width: 1.5; }
.depth2 { fill: #85b5dd; stroke: #2c5577; stroke-width: 1.5; }
.depth3 { fill: #5a93c4; stroke: #1f3d56; stroke-width: 1.5; }
.break { fill: #ffffff; stroke: #555; stroke-width: 1.5; stroke-dasharray: 4 3; }
";

/// A number as an attribute value: at most two decimals, no trailing zeros.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Num(pub f64);

impl Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rounded = (self.0 * 100.0).round() / 100.0;
        // `-0` would be valid SVG, but reads oddly.
        let rounded = if rounded == 0.0 { 0.0 } else { rounded };
        write!(f, "{rounded}")
    }
}

/// `text` with the five XML special characters escaped, fit for XML or HTML text and quoted
/// attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_into(&mut out, text);
    out
}

/// Writes `text` with the five XML special characters escaped.
fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
}

/// An attribute list: names and values, the values escaped when written.
pub type Attrs<'a> = &'a [(&'a str, &'a dyn Display)];

/// An SVG document being written, element by element.
#[derive(Debug)]
pub struct Svg {
    body: String,
    width: f64,
    height: f64,
    open: Vec<&'static str>,
}

impl Svg {
    /// A picture whose drawing area is `width` x `height` pixels, with `title` as its accessible
    /// name; the drawing area's origin is its top-left corner, inside the margin.
    pub fn new(title: &str, width: f64, height: f64) -> Svg {
        let mut svg = Svg {
            body: String::new(),
            width: width.max(1.0),
            height: height.max(1.0),
            open: Vec::new(),
        };
        svg.text_element("title", &[], title);
        svg
    }

    fn start_tag(&mut self, name: &str, attrs: Attrs<'_>) {
        self.body.push('<');
        self.body.push_str(name);
        for (key, value) in attrs {
            let _ = write!(self.body, " {key}=\"");
            escape_into(&mut self.body, &value.to_string());
            self.body.push('"');
        }
    }

    /// An empty element such as `<rect .../>`.
    pub fn leaf(&mut self, name: &str, attrs: Attrs<'_>) {
        self.start_tag(name, attrs);
        self.body.push_str("/>\n");
    }

    /// An element holding text, such as `<text ...>...</text>` or `<title>`.
    pub fn text_element(&mut self, name: &str, attrs: Attrs<'_>, content: &str) {
        self.start_tag(name, attrs);
        self.body.push('>');
        escape_into(&mut self.body, content);
        let _ = writeln!(self.body, "</{name}>");
    }

    /// A `<text>` at (`x`, `y`) with the given class (`label` centres it on the point).
    pub fn text(&mut self, x: f64, y: f64, class: &str, content: &str) {
        self.text_element(
            "text",
            &[("x", &Num(x)), ("y", &Num(y)), ("class", &class)],
            content,
        );
    }

    /// Opens a container element (`g`, `defs`, `marker`); [`Svg::close`] ends it.
    pub fn open(&mut self, name: &'static str, attrs: Attrs<'_>) {
        self.start_tag(name, attrs);
        self.body.push_str(">\n");
        self.open.push(name);
    }

    /// Closes the innermost open container.
    pub fn close(&mut self) {
        if let Some(name) = self.open.pop() {
            let _ = writeln!(self.body, "</{name}>");
        }
    }

    /// Defines the arrowhead the `arrow` class ends with.
    pub fn arrowhead(&mut self) {
        self.open("defs", &[]);
        self.open(
            "marker",
            &[
                ("id", &"arrowhead"),
                ("viewBox", &"0 0 10 10"),
                ("refX", &8),
                ("refY", &5),
                ("markerWidth", &4),
                ("markerHeight", &4),
                ("orient", &"auto"),
            ],
        );
        self.leaf(
            "path",
            &[("d", &"M 0 0 L 10 5 L 0 10 z"), ("class", &"arrowhead")],
        );
        self.close();
        self.close();
    }

    /// The finished document: the drawing area, then the caption band with one line per entry of
    /// `caption` (the first line is the answer).
    pub fn finish(mut self, caption: &[String]) -> String {
        while !self.open.is_empty() {
            self.close();
        }
        let lines = caption.len() as f64;
        let longest = caption.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        // Wide enough for the caption too, at the caption font's average character width.
        let width = self.width.max(longest as f64 * CAPTION_CHAR) + 2.0 * MARGIN;
        let height = self.height + 2.0 * MARGIN + lines * CAPTION_LINE + MARGIN * (lines.min(1.0));
        let mut out = String::new();
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\">",
            w = Num(width),
            h = Num(height)
        );
        out.push_str("<style>\n");
        out.push_str(STYLE);
        out.push_str("</style>\n");
        let _ = writeln!(
            out,
            "<rect class=\"background\" x=\"0\" y=\"0\" width=\"{}\" height=\"{}\"/>",
            Num(width),
            Num(height)
        );
        let _ = writeln!(out, "<g transform=\"translate({MARGIN} {MARGIN})\">");
        out.push_str(&self.body);
        out.push_str("</g>\n<g id=\"caption\">\n");
        for (i, line) in caption.iter().enumerate() {
            let y = self.height + 2.0 * MARGIN + (i as f64 + 0.75) * CAPTION_LINE;
            let _ = write!(
                out,
                "<text class=\"caption\" x=\"{MARGIN}\" y=\"{}\">",
                Num(y)
            );
            escape_into(&mut out, line);
            out.push_str("</text>\n");
        }
        out.push_str("</g>\n</svg>\n");
        out
    }

    /// The elements alone in an `<svg>` with `attrs`, for a drawing that brings its own size,
    /// background and fonts (the benchmark's charts): no stylesheet, margin or caption.
    pub fn finish_bare(mut self, attrs: Attrs<'_>) -> String {
        while !self.open.is_empty() {
            self.close();
        }
        let mut out = String::new();
        let xmlns: Attrs<'_> = &[("xmlns", &"http://www.w3.org/2000/svg")];
        std::mem::swap(&mut out, &mut self.body);
        self.start_tag("svg", &[xmlns, attrs].concat());
        self.body.push_str(">\n");
        self.body.push_str(&out);
        self.body.push_str("</svg>\n");
        self.body
    }
}

#[cfg(feature = "check")]
pub mod check;
