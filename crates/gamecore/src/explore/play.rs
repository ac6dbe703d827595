//! `--play`: a game in the terminal against perfect play, for any [`Explore`] game.
//!
//! The person chooses a side; the program plays the other one with the first row of each move
//! table (winning fast, losing slowly) and shows the position after every move. The person moves
//! by a move's number in the list (`moves`) or in the problem's terms; `hint` shows the table with
//! values, `undo` takes back the person's last move and the reply, `help` lists the commands,
//! `quit` ends. A move worse than the best is named when it is made. At the end (also on `quit`
//! or at the end of the input) the game is printed as text: the start position and the moves by
//! name, which `--play` or a person can replay. Input errors get a message and a new prompt.

use std::cmp::Ordering;
use std::io::{self, BufRead, Write};

use super::table::{header, rows, value_text};
use super::{Explore, MoveTable, MoveValue, Unanswered, Verdict, as_good_as};

/// The commands, for `help`.
const HELP: &str = "\
Type a move by its number in the list (`#3` when the number could also be a move's name) or in
the problem's terms. Commands:
  moves   list the legal moves, numbered (without their values)
  hint    the moves with their values, best first
  undo    take back your last move and the reply
  show    show the position again
  help    this text
  quit    end the game and print it
";

/// How many of the best moves a mistake's message names.
const NAMED_BEST: usize = 5;

/// One move made.
struct Turn<G: Explore> {
    /// Who made it (0 or 1).
    side: usize,
    /// Its name in the problem's terms.
    name: String,
    value: MoveValue,
    after: G::Position,
}

/// What a person's line led to.
enum Step {
    /// The position changed (a move, or an undo).
    Changed,
    /// `quit` or the end of the input.
    Stop,
}

/// A game in progress.
struct Session<'a, G: Explore> {
    game: &'a G,
    start: G::Position,
    person: usize,
    turns: Vec<Turn<G>>,
    input: &'a mut dyn BufRead,
    output: &'a mut dyn Write,
}

/// Plays `start` with a person on `input`/`output` until the game ends, the person quits or
/// the input ends. An `Err` is an I/O error on `output` or `input`.
pub fn play<G: Explore>(
    game: &G,
    start: G::Position,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<()> {
    write!(output, "{}", game.show(&start))?;
    if game.to_move(&start).is_none() {
        writeln!(output, "The game is over: no legal move.")?;
        return Ok(());
    }
    let Some(person) = choose_side(game, &start, input, output)? else {
        return Ok(());
    };
    let mut session = Session {
        game,
        start,
        person,
        turns: Vec::new(),
        input,
        output,
    };
    session.run()?;
    session.record()
}

/// Asks which side the person plays; `None` at the end of the input.
fn choose_side<G: Explore>(
    game: &G,
    start: &G::Position,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> io::Result<Option<usize>> {
    let [first, second] = game.players();
    let mover = game
        .to_move(start)
        .map_or("nobody", |side| game.players()[side]);
    loop {
        write!(
            output,
            "{mover} to move. Which side do you play? 1: {first}, 2: {second} > "
        )?;
        output.flush()?;
        let Some(line) = read_line(input)? else {
            writeln!(output)?;
            return Ok(None);
        };
        let answer = line.trim();
        let sides = [first, second];
        let side = sides
            .into_iter()
            .enumerate()
            .find(|(i, name)| answer == (i + 1).to_string() || answer.eq_ignore_ascii_case(name));
        match side {
            Some((side, name)) => {
                writeln!(output, "You play {name}. Type `help` for the commands.")?;
                return Ok(Some(side));
            }
            None => writeln!(output, "Please answer 1 or 2 (or the side's name).")?,
        }
    }
}

/// Why a position or move got no answer, in words.
fn unanswered(why: &Unanswered) -> String {
    match why {
        Unanswered::Input(error) => error.to_string(),
        Unanswered::TooLarge(limit) => limit.clone(),
    }
}

/// One line of input without its line end (bytes that are not UTF-8 become U+FFFD, so that the
/// line is answered like any unknown one); `None` at the end of the input.
fn read_line(input: &mut dyn BufRead) -> io::Result<Option<String>> {
    let mut line = Vec::new();
    if input.read_until(b'\n', &mut line)? == 0 {
        return Ok(None);
    }
    let text = String::from_utf8_lossy(&line);
    Ok(Some(text.trim_end_matches(['\n', '\r']).to_owned()))
}

/// Orders move names as a person reads them: numbers inside names by their value (`(2, 1)`
/// before `(10, 1)`).
fn natural_order(a: &str, b: &str) -> Ordering {
    fn chunks(text: &str) -> Vec<(bool, &str)> {
        let mut out = Vec::new();
        let mut start = 0;
        let bytes = text.as_bytes();
        for i in 1..=bytes.len() {
            if i == bytes.len() || bytes[i].is_ascii_digit() != bytes[start].is_ascii_digit() {
                out.push((bytes[start].is_ascii_digit(), &text[start..i]));
                start = i;
            }
        }
        out
    }
    fn key((digits, chunk): (bool, &str)) -> (bool, usize, &str) {
        let trimmed = if digits {
            chunk.trim_start_matches('0')
        } else {
            chunk
        };
        (digits, if digits { trimmed.len() } else { 0 }, trimmed)
    }
    let (a, b) = (chunks(a), chunks(b));
    a.into_iter().map(key).cmp(b.into_iter().map(key))
}

impl<G: Explore> Session<'_, G> {
    /// The position now.
    fn position(&self) -> &G::Position {
        self.turns.last().map_or(&self.start, |turn| &turn.after)
    }

    /// Moves until the game ends or the person stops.
    fn run(&mut self) -> io::Result<()> {
        loop {
            let position = self.position().clone();
            let Some(side) = self.game.to_move(&position) else {
                return Ok(());
            };
            let table = match self.game.moves(&position) {
                Ok(table) if !table.groups.is_empty() => table,
                Ok(_) => return Ok(()),
                Err(why) => {
                    writeln!(self.output, "Cannot go on: {}", unanswered(&why))?;
                    return Ok(());
                }
            };
            let step = if side == self.person {
                self.person_moves(&position, side, &table)?
            } else {
                let best = &table.groups[0];
                self.make(&position, side, &best.representative, best.value)?;
                Step::Changed
            };
            if let Step::Stop = step {
                return Ok(());
            }
        }
    }

    /// Makes `chosen` for `side`, says so and shows the position.
    fn make(
        &mut self,
        position: &G::Position,
        side: usize,
        chosen: &G::Move,
        value: MoveValue,
    ) -> io::Result<()> {
        let name = self.game.name_move(position, chosen);
        let after = self.game.play(position, chosen);
        let player = self.game.players()[side];
        let who = if side == self.person {
            format!("{player} (you)")
        } else {
            player.to_owned()
        };
        writeln!(
            self.output,
            "{}. {who}: {name} ({})",
            self.turns.len() + 1,
            value_text(&value)
        )?;
        write!(self.output, "{}", self.game.show(&after))?;
        self.turns.push(Turn {
            side,
            name,
            value,
            after,
        });
        Ok(())
    }
}

impl<G: Explore> Session<'_, G> {
    /// Reads the person's lines until a move is made, a move undone, or the game stopped.
    fn person_moves(
        &mut self,
        position: &G::Position,
        side: usize,
        table: &MoveTable<G::Move>,
    ) -> io::Result<Step> {
        // The list's numbering: by name, so that it gives nothing away.
        let mut order: Vec<usize> = (0..table.groups.len()).collect();
        order.sort_by(|&a, &b| natural_order(&table.groups[a].label, &table.groups[b].label));
        let mut numbers = vec![0; order.len()];
        for (place, &group) in order.iter().enumerate() {
            numbers[group] = place + 1;
        }
        loop {
            write!(self.output, "{}> ", self.game.players()[side])?;
            self.output.flush()?;
            let Some(line) = read_line(self.input)? else {
                writeln!(self.output)?;
                return Ok(Step::Stop);
            };
            let text = line.trim();
            match text.to_ascii_lowercase().as_str() {
                "" => {}
                "help" | "?" => write!(self.output, "{HELP}")?,
                "moves" => {
                    for (place, &group) in order.iter().enumerate() {
                        let label = &table.groups[group].label;
                        writeln!(self.output, "  {:>3}  {label}", place + 1)?;
                    }
                    if table.rest.is_some() {
                        writeln!(self.output, "  (and more: type one in the problem's terms)")?;
                    }
                }
                "hint" => {
                    write!(self.output, "{}", header(self.game, position))?;
                    write!(self.output, "{}", rows(table, &numbers))?;
                }
                "show" => write!(self.output, "{}", self.game.show(position))?,
                "undo" => {
                    if self.undo()? {
                        return Ok(Step::Changed);
                    }
                }
                "quit" | "exit" => return Ok(Step::Stop),
                _ => match self.chosen(position, table, &order, text) {
                    Ok(chosen) => {
                        if let Some(value) = self.judged(position, table, &chosen)? {
                            self.make(position, side, &chosen, value)?;
                            return Ok(Step::Changed);
                        }
                    }
                    Err(why) => writeln!(self.output, "{why} (type `help` for the commands)")?,
                },
            }
        }
    }

    /// The move a line names: `#N` or `N` in the list, or a move in the problem's terms.
    fn chosen(
        &self,
        position: &G::Position,
        table: &MoveTable<G::Move>,
        order: &[usize],
        text: &str,
    ) -> Result<G::Move, String> {
        let listed = |number: &str| {
            let n: usize = number.parse().ok()?;
            let group = *order.get(n.checked_sub(1)?)?;
            Some(table.groups[group].representative.clone())
        };
        if let Some(number) = text.strip_prefix('#') {
            return listed(number.trim())
                .ok_or_else(|| format!("there is no move {text} in the list (`moves`)"));
        }
        let named = self.game.read_move(position, text);
        match (listed(text), named) {
            (Some(from_list), Ok(from_name)) if from_list != from_name => Err(format!(
                "`{text}` is both move {text} of the list ({}) and {} in the problem's terms: \
                 type #{text} for the list's",
                self.game.name_move(position, &from_list),
                self.game.name_move(position, &from_name)
            )),
            (Some(from_list), _) => Ok(from_list),
            (None, named) => named,
        }
    }

    /// The value of the person's move, after naming it as a mistake if it is one; `None` (with a
    /// message) if the game cannot value it.
    fn judged(
        &mut self,
        position: &G::Position,
        table: &MoveTable<G::Move>,
        chosen: &G::Move,
    ) -> io::Result<Option<MoveValue>> {
        let value = match self.game.value_of(position, chosen) {
            Ok(value) => value,
            Err(why) => {
                writeln!(self.output, "Cannot value that move: {}", unanswered(&why))?;
                return Ok(None);
            }
        };
        let best = table.groups[0].value;
        let as_good = |v: &MoveValue| as_good_as(&best, v);
        if !as_good(&value) {
            let what = match (best.verdict, value.verdict) {
                (Verdict::Win, Verdict::Lose) => "this move gives away the win",
                (Verdict::Win, _) => "this move gives away the win: it only draws",
                (Verdict::Tie, _) => "this move gives away the draw",
                (Verdict::Lose, _) => "this move loses more than it must",
            };
            let kind = match best.verdict {
                Verdict::Win => "winning",
                Verdict::Tie => "drawing",
                Verdict::Lose => "best",
            };
            let good: Vec<&str> = table
                .groups
                .iter()
                .filter(|g| as_good(&g.value))
                .map(|g| g.label.as_str())
                .collect();
            let more = good.len().saturating_sub(NAMED_BEST);
            let mut names = good[..good.len().min(NAMED_BEST)].join(", ");
            if more > 0 {
                names.push_str(&format!(" and {more} more"));
            }
            writeln!(
                self.output,
                "Mistake: {what} ({} instead of {}); the {kind} moves were: {names}",
                value_text(&value),
                value_text(&best)
            )?;
        }
        Ok(Some(value))
    }

    /// Takes back the person's last move and every move after it; `false` (with a message)
    /// when the person has made no move yet.
    fn undo(&mut self) -> io::Result<bool> {
        let Some(last) = self.turns.iter().rposition(|t| t.side == self.person) else {
            writeln!(self.output, "Nothing to undo: you have made no move yet.")?;
            return Ok(false);
        };
        let taken = self.turns.len() - last;
        self.turns.truncate(last);
        writeln!(self.output, "Took back {taken} move(s).")?;
        write!(self.output, "{}", self.game.show(self.position()))?;
        Ok(true)
    }

    /// The game as text: the start position, the moves by name, and how it ended.
    fn record(&mut self) -> io::Result<()> {
        let game = self.game;
        writeln!(self.output, "\nThe game. Start position (as text):")?;
        write!(self.output, "{}", game.write(&self.start))?;
        writeln!(self.output, "Moves:")?;
        for (i, turn) in self.turns.iter().enumerate() {
            let who = game.players()[turn.side];
            writeln!(self.output, "{}. {who}: {}", i + 1, turn.name)?;
        }
        let position = self.position().clone();
        match (game.to_move(&position), self.turns.last()) {
            (None, Some(last)) => {
                let mover = game.players()[last.side];
                let other = game.players()[1 - last.side];
                let result = match last.value.verdict {
                    Verdict::Win => format!("{mover} wins"),
                    Verdict::Tie => "a draw".to_owned(),
                    Verdict::Lose => format!("{other} wins"),
                };
                let score = last
                    .value
                    .score
                    .map(|s| format!(" (score {s:+} for {mover})"));
                writeln!(
                    self.output,
                    "Game over: {result}{}.",
                    score.unwrap_or_default()
                )?;
            }
            (None, None) => writeln!(self.output, "Game over.")?,
            (Some(side), _) => {
                writeln!(
                    self.output,
                    "Stopped with {} to move; the position now:",
                    game.players()[side]
                )?;
                write!(self.output, "{}", game.write(&position))?;
            }
        }
        Ok(())
    }
}
