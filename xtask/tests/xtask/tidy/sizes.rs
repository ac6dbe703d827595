//! The size rules: a function of at most [`FN_LINES`] lines, from its `fn` line to its closing
//! brace, and a file of at most [`FILE_LINES`] lines before its `#[cfg(test)]` line, in the
//! `src/` of every crate (the rules of `/work/tools/sizes.py`, on the same reading of the text).

use std::path::Path;

/// The most lines a function may take.
pub const FN_LINES: usize = 60;
/// The most lines a source file may take before its tests.
pub const FILE_LINES: usize = 500;

/// The lines of `text` before its first line starting `#[cfg(test)]` (all of them without one).
pub fn lines_before_tests(text: &str) -> usize {
    text.lines()
        .position(|line| line.starts_with("#[cfg(test)]"))
        .unwrap_or_else(|| text.lines().count())
}

/// The indentation and the name of the function `line` opens, if it opens one:
/// `[pub[(...)]] [const] [async] [unsafe] [extern "..."] fn name`.
fn opens_fn(line: &str) -> Option<(&str, String)> {
    let mut rest = line.trim_start();
    let indent = &line[..line.len() - rest.len()];
    if let Some(after) = rest.strip_prefix("pub") {
        let after = match after.strip_prefix('(') {
            Some(scope) => &scope[scope.find(')')? + 1..],
            None => after,
        };
        if !after.starts_with(char::is_whitespace) {
            return None;
        }
        rest = after.trim_start();
    }
    for word in ["const ", "async ", "unsafe "] {
        if let Some(after) = rest.strip_prefix(word) {
            rest = after.trim_start();
        }
    }
    if let Some(after) = rest.strip_prefix("extern \"") {
        rest = after.split_once('"')?.1.trim_start();
    }
    let name: String = rest
        .strip_prefix("fn ")?
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some((indent, name))
}

/// Every function of `text` longer than [`FN_LINES`]: (its `fn` line, 1-based; its name; its
/// length). A function ends at the first line after it that is its indentation and `}`; a
/// declaration (`;`) and a one-line function are not counted.
pub fn long_functions(text: &str) -> Vec<(usize, String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some((indent, name)) = opens_fn(line) else {
            continue;
        };
        let line = line.trim_end();
        if line.ends_with(';') || (line.ends_with('}') && line.contains('{')) {
            continue;
        }
        let close = format!("{indent}}}");
        if let Some(end) = (i..lines.len()).find(|&j| lines[j] == close) {
            let length = end - i + 1;
            if length > FN_LINES {
                found.push((i + 1, name, length));
            }
        }
    }
    found
}

/// The breaches of the size rules in the file at `path`, whose text is `text`.
pub fn breaches(path: &Path, text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let before = lines_before_tests(text);
    if before > FILE_LINES {
        found.push(format!(
            "{}: {before} lines before its tests (at most {FILE_LINES}: split it along its ideas)",
            path.display()
        ));
    }
    for (line, name, length) in long_functions(text) {
        found.push(format!(
            "{}:{line}: fn {name} is {length} lines (at most {FN_LINES})",
            path.display()
        ));
    }
    found
}

#[test]
fn functions_and_files_are_short() {
    let mut found = Vec::new();
    for src in super::source_folders() {
        for path in super::rust_files(&src) {
            found.extend(breaches(&path, &super::read(&path)));
        }
    }
    super::fail_on(&found);
}

#[test]
fn the_size_rules_read_made_up_text() {
    let body = |lines: usize| "    x += 1;\n".repeat(lines);
    let text = format!(
        "pub(crate) fn short() {{\n{}}}\n\nimpl A {{\n    pub const unsafe fn long(&self) {{\n{}    }}\n}}\n\
         fn one() {{ 1 }}\nfn declared();\nextern \"C\" fn ffi() {{\n{}}}\npubfn no() {{\n{}}}\n\
         #[cfg(test)]\nfn in_tests() {{\n{}}}\n",
        body(FN_LINES - 2),
        body(FN_LINES - 1),
        body(FN_LINES),
        body(FN_LINES),
        body(FN_LINES),
    );
    let long: Vec<(String, usize)> = long_functions(&text)
        .into_iter()
        .map(|(_, name, length)| (name, length))
        .collect();
    assert_eq!(
        long,
        [
            ("long".to_owned(), FN_LINES + 1),
            ("ffi".to_owned(), FN_LINES + 2),
            ("in_tests".to_owned(), FN_LINES + 2),
        ]
    );
    let before = text.lines().position(|l| l == "#[cfg(test)]").unwrap();
    assert_eq!(lines_before_tests(&text), before);
    assert_eq!(lines_before_tests("a\nb\n"), 2);
    let big = "// a line\n".repeat(FILE_LINES + 1);
    assert_eq!(breaches(Path::new("big.rs"), &big).len(), 1);
    let fits = format!("{}#[cfg(test)]\n{big}", "// a line\n".repeat(FILE_LINES));
    assert!(breaches(Path::new("fits.rs"), &fits).is_empty());
}
