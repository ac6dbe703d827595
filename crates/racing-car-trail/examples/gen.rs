//! Prints one generated input: `gen random SEED ROWS COLS PER_MILLE`, `gen fields SEED COUNT ROWS
//! COLS PER_MILLE`, `gen maze SEED ROWS COLS LOOPS_PER_MILLE`, `gen spiral ROWS COLS`,
//! `gen open ROWS COLS`.

use std::io::Write;

use racing_car_trail::generate;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| -> u64 {
        args.get(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("argument {i} must be a number"))
    };
    let text = match args.first().map(String::as_str) {
        Some("random") => {
            generate::random(number(1), number(2) as usize, number(3) as usize, number(4))
        }
        Some("fields") => generate::random_fields(
            number(1),
            number(2) as usize,
            number(3) as usize,
            number(4) as usize,
            number(5),
        ),
        Some("maze") => {
            generate::maze(number(1), number(2) as usize, number(3) as usize, number(4))
        }
        Some("spiral") => generate::spiral(number(1) as usize, number(2) as usize),
        Some("open") => generate::open(number(1) as usize, number(2) as usize),
        _ => panic!("usage: gen random|fields|maze|spiral|open ..."),
    };
    std::io::stdout().lock().write_all(text.as_bytes()).unwrap();
}
