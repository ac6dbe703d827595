//! Prints one generated input:
//! `cargo run --release -p circles-game --example generate -- FAMILY N SEED`
//! with FAMILY one of `random`, `chain`, `side`, `star`, `small`.

use std::io::Write;

use circles_game::generate;

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = match args.as_slice() {
        [family, n, seed] => n
            .parse::<usize>()
            .ok()
            .zip(seed.parse::<u64>().ok())
            .map(|ns| (family.as_str(), ns)),
        _ => None,
    };
    let Some((family, (n, seed))) = parsed else {
        eprintln!("usage: generate FAMILY N SEED (FAMILY: random, chain, side, star, small)");
        return std::process::ExitCode::from(2);
    };
    let text = match family {
        "random" => generate::random(seed, n),
        "chain" => generate::chain(seed, n),
        "side" => generate::side_by_side(seed, n),
        "star" => generate::star(seed, n),
        "small" => generate::small(seed, n),
        _ => {
            eprintln!("unknown family `{family}`");
            return std::process::ExitCode::from(2);
        }
    };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    std::process::ExitCode::SUCCESS
}
