//! Tests of `src/svg.rs`.

mod check;

use gamecore::svg::*;

#[test]
fn numbers_are_short() {
    assert_eq!(Num(1.0).to_string(), "1");
    assert_eq!(Num(2.345).to_string(), "2.35");
    assert_eq!(Num(-0.001).to_string(), "0");
    assert_eq!(Num(-12.5).to_string(), "-12.5");
}

#[test]
fn text_and_attributes_are_escaped() {
    let mut svg = Svg::new("a <title> & more", 10.0, 10.0);
    svg.leaf("rect", &[("id", &"x\"y'<z>"), ("width", &Num(3.0))]);
    svg.text(1.0, 2.0, "label", "1 < 2 & 3 > 2");
    let text = svg.finish(&["WIN \"now\"".to_owned()]);
    assert!(
        text.contains("<title>a &lt;title&gt; &amp; more</title>"),
        "{text}"
    );
    assert!(
        text.contains("id=\"x&quot;y&apos;&lt;z&gt;\" width=\"3\""),
        "{text}"
    );
    assert!(text.contains(">1 &lt; 2 &amp; 3 &gt; 2</text>"), "{text}");
    assert!(text.contains(">WIN &quot;now&quot;</text>"), "{text}");
}

#[test]
fn a_bare_document_holds_the_elements_and_nothing_else() {
    let mut svg = Svg::new("chart", 10.0, 10.0);
    svg.open("g", &[]);
    svg.text(1.0, 2.0, "label", "a < b");
    let text = svg.finish_bare(&[("width", &720), ("font-family", &"sans & serif")]);
    assert_eq!(
        text,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" \
         font-family=\"sans &amp; serif\">\n<title>chart</title>\n<g>\n\
         <text x=\"1\" y=\"2\" class=\"label\">a &lt; b</text>\n</g>\n</svg>\n"
    );
}

#[test]
fn finish_closes_what_is_open_and_sizes_the_caption() {
    let mut svg = Svg::new("t", 100.0, 50.0);
    svg.open("g", &[("id", &"outer")]);
    svg.open("g", &[]);
    let text = svg.finish(&["one".to_owned(), "two".to_owned()]);
    assert_eq!(text.matches("<g").count(), text.matches("</g>").count());
    let height = 50.0 + 3.0 * MARGIN + 2.0 * CAPTION_LINE;
    assert!(
        text.contains(&format!("height=\"{}\"", Num(height))),
        "{text}"
    );
}
