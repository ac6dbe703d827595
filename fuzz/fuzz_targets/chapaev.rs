#![no_main]
//! Every input is parsed; positions of at most 16 discs (the judge's size) are also solved, since
//! a valid 12 vs 12 position is a legitimately long solve under the sanitizer, not a hang.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let small = gamecore::input::decode(data)
        .and_then(chapaev::position::parse)
        .map_or(true, |position| position.len() <= 16);
    if small {
        gamesolvers_fuzz::check(data, chapaev::solve);
    }
});
