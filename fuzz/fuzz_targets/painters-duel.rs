#![no_main]
//! Every input is parsed; only boards with S <= 6 are also solved, since a valid open board of
//! side 11 is a legitimately long search, not a hang.
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let small = gamecore::input::decode(data)
        .and_then(painters_duel::parse)
        .map_or(true, |duels| duels.iter().all(|d| d.side <= 6));
    if small {
        gamesolvers_fuzz::check(data, painters_duel::solve);
    }
});
