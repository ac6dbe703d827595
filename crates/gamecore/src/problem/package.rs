//! What a problem package for a contest's judge system needs of a problem beyond the rest of its
//! [`super::Problem`]: the texts a setter hands to DOMjudge or Kattis (`cargo xtask package`
//! writes them out in the Kattis problem format, with the data it takes from the testdata,
//! the generators and the judge).

/// One file of a package: its name there and its text.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    /// The file's name in the package (`validator.rs`); its extension tells the judge system
    /// its language.
    pub file: &'static str,
    /// The file's text.
    pub text: &'static str,
}

/// The parts of a problem package that only the problem's own crate can write.
#[derive(Clone, Copy, Debug)]
pub struct Package {
    /// The problem's title as a contest shows it.
    pub title: &'static str,
    /// Where the problem was first set, one line (the package's `source`).
    pub source: &'static str,
    /// The statement in our own words, in Markdown, without a title: the rules, the input and
    /// output, the contest's limits, and a line on each sample's answer (the judge system shows
    /// the samples themselves after it).
    pub statement: &'static str,
    /// The testdata cases (names without `.in`) that are the statement's samples.
    pub samples: &'static [&'static str],
    /// The input validator: one file, standard library only, that reads an input on stdin and
    /// exits 42 when it keeps every format rule and contest limit, 43 when not.
    pub validator: Source,
    /// A model solution as a contestant would write it: one file, standard library only.
    pub accepted: Source,
    /// Wrong programs, each failing at least one case with a wrong answer.
    pub wrong_answer: &'static [Source],
}
