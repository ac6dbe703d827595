//! What a solver's command line needs to offer `--moves` and `--play` for its game: two plain
//! functions, built generically from any [`Explore`] game by [`cli`], so that `Program` stays a
//! table of function pointers.

use std::io::{BufRead, Write};

use super::{Explore, Unanswered, play, table};

/// How `--moves` answers: the decoded input and the options give the table's text.
pub type MovesFn<O> = fn(&str, &O) -> Result<String, Unanswered>;

/// How `--play` runs: the decoded input, the options, the person's lines and where the game goes.
pub type PlayFn<O> = fn(&str, &O, &mut dyn BufRead, &mut dyn Write) -> Result<(), Unanswered>;

/// `--moves` and `--play` of one program with options `O`.
pub struct ExploreCli<O: 'static> {
    /// The move table of the position in the decoded input, as `--moves` prints it.
    pub moves: MovesFn<O>,
    /// Plays the position in the decoded input with a person: their lines come from the reader,
    /// the game goes to the writer. An `Err` is about the position; I/O errors end the game.
    pub play: PlayFn<O>,
}

/// `--moves` and `--play` for game `G`, ignoring the options. A program whose options change
/// the position (a start cell given by a flag, say) writes its own two functions on
/// [`table::render`] and [`play::play`] instead.
pub const fn cli<G: Explore + Default, O>() -> ExploreCli<O> {
    ExploreCli {
        moves: moves_text::<G, O>,
        play: play_text::<G, O>,
    }
}

/// The table `--moves` prints for the position in `text`.
pub fn moves_text<G: Explore + Default, O>(text: &str, _: &O) -> Result<String, Unanswered> {
    let game = G::default();
    let position = game.read(text)?;
    let table = game.moves(&position)?;
    Ok(table::render(&game, &position, &table))
}

/// `--play` from the position in `text`.
pub fn play_text<G: Explore + Default, O>(
    text: &str,
    _: &O,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), Unanswered> {
    let game = G::default();
    let position = game.read(text)?;
    // A closed terminal or pipe ends the game; there is nobody left to tell.
    let _ = play::play(&game, position, input, output);
    Ok(())
}
