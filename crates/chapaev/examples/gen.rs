//! Prints one generated input: `cargo run -p chapaev --example gen -- FAMILY SEED [RED WHITE]`
//! with FAMILY one of `judge`, `random`, `lattice`.

use chapaev::generate;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (seed, red, white) = (number(1, 0), number(2, 12) as usize, number(3, 12) as usize);
    let text = match args.first().map(String::as_str) {
        Some("random") => generate::random_extended(seed, red, white),
        Some("lattice") => generate::lattice_extended(seed, red, white),
        _ => generate::judge(seed),
    };
    print!("{text}");
}
