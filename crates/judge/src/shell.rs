//! Commands as a POSIX shell reads them back: each word quoted only where it must be.

/// A word as a POSIX shell reads it back: as it is when it is plain, else in single quotes.
pub fn shell_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:+,@%".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// A program's command line, quoted for a shell.
pub fn command_line(argv: &[String]) -> String {
    argv.iter()
        .map(|w| shell_word(w))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_words_that_need_it_are_quoted() {
        let argv = ["./sol", "a b", "it's", "", "--x=1"].map(String::from);
        assert_eq!(command_line(&argv), r"./sol 'a b' 'it'\''s' '' --x=1");
    }
}
