//! Runs the contest's plain minimax ([`painters_duel::baseline`]) on standard input, for timing.

use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .expect("readable stdin");
    match painters_duel::baseline::solve(&input) {
        Ok(answer) => print!("{answer}"),
        Err(error) => {
            eprintln!("error: {error}");
            std::process::exit(1);
        }
    }
}
