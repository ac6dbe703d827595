//! Prints the answer and, on stderr, the explanation of the input on stdin (until the command
//! line has `--explain`).

use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    match chapaev::explain::explain(&input) {
        Ok(output) => {
            print!("{}", output.answer);
            eprint!("{}", output.explanation.unwrap_or_default());
        }
        Err(e) => eprintln!("error: {e}"),
    }
}
