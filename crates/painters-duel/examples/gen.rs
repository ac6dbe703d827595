//! Prints a generated input: `gen hardest SIDE COUNT`, `gen all SIDE`, `gen pair SIDE RA PA RB PB`,
//! `gen random SEED TESTS SIDE PERCENT`, `gen open SEED TESTS SIDE`, `gen target NAME` (one of
//! `painters_duel::generate::scale_targets`).

use painters_duel::generate;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = |i: usize| -> usize { args.get(i).and_then(|a| a.parse().ok()).unwrap_or(0) };
    let text = match args.first().map(String::as_str) {
        Some("hardest") => generate::hardest_open(n(1), n(2)),
        Some("all") => generate::all_start_pairs(n(1)),
        Some("pair") => generate::open_board(n(1), &[((n(2), n(3)), (n(4), n(5)))]),
        Some("random") => {
            generate::random_construction(n(1) as u64, n(2), n(3)..=n(3), n(4) as u64)
        }
        Some("open") => generate::random_open(n(1) as u64, n(2), n(3)),
        Some("target") => generate::scale_targets()
            .into_iter()
            .find(|(name, _)| Some(name) == args.get(1).map(String::as_str).as_ref())
            .map(|(_, text)| text)
            .unwrap_or_default(),
        _ => {
            eprintln!("usage: gen hardest|all|pair|random|open ...");
            std::process::exit(2);
        }
    };
    print!("{text}");
}
