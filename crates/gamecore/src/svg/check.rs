//! Test support for pictures: parse an SVG back, check that it draws something, and list its
//! elements so that a test can look for what the picture must show by `id` and class.
//!
//! Only built with the `check` feature, which the solvers enable in their dev-dependencies: the
//! XML parser never reaches a release binary. The browser test sees the pictures drawn by Chromium.

use std::collections::BTreeMap;

use crate::cli::Refusal;
use crate::input::decode;
use crate::problem::Problem;
use crate::workspace::workspace_root;

mod drawn;

/// One element of a parsed picture.
#[derive(Clone, Debug, PartialEq)]
pub struct Element {
    /// The tag name (`rect`, `circle`, `text`, ...).
    pub name: String,
    /// Its attributes, by name.
    pub attributes: BTreeMap<String, String>,
    /// The text it holds directly (for `text` and `title`).
    pub text: String,
}

impl Element {
    /// The attribute `name`, or a panic naming the element.
    pub fn attr(&self, name: &str) -> &str {
        self.attributes
            .get(name)
            .unwrap_or_else(|| panic!("{} has no attribute {name}: {self:?}", self.name))
    }

    /// The attribute `name` as a number.
    pub fn number(&self, name: &str) -> f64 {
        let value = self.attr(name);
        value
            .parse()
            .unwrap_or_else(|_| panic!("attribute {name}=\"{value}\" is not a number"))
    }

    /// Whether the element's `class` list contains `class`.
    pub fn has_class(&self, class: &str) -> bool {
        self.attributes
            .get("class")
            .is_some_and(|list| list.split_whitespace().any(|c| c == class))
    }
}

/// A picture that parsed, showed a visible shape, and whose elements are listed.
#[derive(Debug)]
pub struct Picture {
    /// Every element, in document order.
    pub elements: Vec<Element>,
}

impl Picture {
    /// The element with `id`, or a panic.
    pub fn by_id(&self, id: &str) -> &Element {
        self.find(id)
            .unwrap_or_else(|| panic!("the picture has no element with id `{id}`"))
    }

    /// The element with `id`, if there is one.
    pub fn find(&self, id: &str) -> Option<&Element> {
        self.elements
            .iter()
            .find(|e| e.attributes.get("id").is_some_and(|i| i == id))
    }

    /// The elements with `class` in their class list.
    pub fn with_class(&self, class: &str) -> Vec<&Element> {
        self.elements
            .iter()
            .filter(|e| e.has_class(class))
            .collect()
    }

    /// The caption's lines.
    pub fn caption(&self) -> Vec<&str> {
        self.with_class("caption")
            .iter()
            .map(|e| e.text.as_str())
            .collect()
    }
}

/// Parses `svg` as XML, checks that its canvas has an area and that it shows a shape besides its
/// background (see `drawn`); panics with the reason otherwise. Returns its elements for the
/// test's own checks.
pub fn check(svg: &str) -> Picture {
    try_check(svg).unwrap_or_else(|why| panic!("{why}"))
}

/// [`check`], with the reason as an error instead of a panic.
pub fn try_check(svg: &str) -> Result<Picture, String> {
    let document = roxmltree::Document::parse(svg).map_err(|e| format!("not XML: {e}"))?;
    let canvas = drawn::canvas(document.root_element())?;
    let mut shown = 0;
    for node in document.descendants().filter(|node| node.is_element()) {
        if drawn::shows(node, canvas)? {
            shown += 1;
        }
    }
    if shown == 0 {
        return Err("the picture is empty: no visible shape besides its background".into());
    }
    let elements = document
        .descendants()
        .filter(|node| node.is_element())
        .map(|node| Element {
            name: node.tag_name().name().to_owned(),
            attributes: node
                .attributes()
                .map(|a| (a.name().to_owned(), a.value().to_owned()))
                .collect(),
            text: node.children().filter_map(|c| c.text()).collect::<String>(),
        })
        .collect();
    Ok(Picture { elements })
}

/// Draws every case `*.in` at the top of `testdata/<problem's name>/` (all valid) with the
/// problem's [`Problem::draw`] and checks each picture; panics naming every case that failed, unless some
/// case drew, and unless the cases the program refused to draw (too large, say) are exactly
/// `refused` (names without `.in`, in order).
pub fn every_case(problem: &Problem, refused: &[&str]) {
    let draw = problem.draw;
    let folder = workspace_root().join("testdata").join(problem.name);
    let mut cases: Vec<_> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    cases.sort();
    let (mut drawn, mut refusals, mut failures) = (0, Vec::new(), Vec::new());
    for case in &cases {
        let bytes = std::fs::read(case).expect("a readable case");
        let outcome = match decode(&bytes) {
            Ok(text) => draw(text),
            Err(error) => Err(Refusal::Input(error)),
        };
        match outcome.map(|svg| try_check(&svg)) {
            Ok(Ok(_)) => drawn += 1,
            Err(Refusal::Usage(_)) => {
                refusals.push(
                    case.file_stem()
                        .unwrap_or_default()
                        .to_string_lossy()
                        .into_owned(),
                );
            }
            Ok(Err(why)) => failures.push(format!("{}: {why}", case.display())),
            Err(Refusal::Input(error)) => failures.push(format!("{}: {error}", case.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(drawn > 0, "no case in {} drew", folder.display());
    assert_eq!(refusals, refused, "the cases refused as too large to draw");
}

/// Checks that the gallery's picture `docs/pictures/<problem's name>.svg` (in `docs/explain.md`)
/// is what the problem draws from its testdata case `case` (`01-sample`),
/// and that it draws something; with the environment variable `UPDATE_PICTURES` set, writes it
/// instead.
pub fn committed_picture(problem: &Problem, case: &str) {
    let draw = problem.draw;
    let root = workspace_root();
    let case = root.join(format!("testdata/{}/{case}.in", problem.name));
    let picture = root.join(format!("docs/pictures/{}.svg", problem.name));
    let (case, picture) = (case.as_path(), picture.as_path());
    let bytes = std::fs::read(case).unwrap_or_else(|e| panic!("{}: {e}", case.display()));
    let text = decode(&bytes).unwrap_or_else(|e| panic!("{}: {e}", case.display()));
    let svg = draw(text).unwrap_or_else(|e| panic!("{}: {e:?}", case.display()));
    check(&svg);
    if std::env::var_os("UPDATE_PICTURES").is_some() {
        std::fs::write(picture, &svg).unwrap_or_else(|e| panic!("{}: {e}", picture.display()));
        return;
    }
    let committed = std::fs::read_to_string(picture).unwrap_or_default();
    assert!(
        committed == svg,
        "{} is not what {name} draws from {}: run `UPDATE_PICTURES=1 cargo test -p {name} --test \
         {name} draw` and review the picture",
        picture.display(),
        case.display(),
        name = problem.name,
    );
}
