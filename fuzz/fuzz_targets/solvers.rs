#![no_main]
//! Every registered problem on one target: the first byte picks the problem, unless
//! `FUZZ_PROBLEM` names one (`gamesolvers_fuzz::fuzz`), read once before the first input.
libfuzzer_sys::fuzz_target!(
    init: gamesolvers_fuzz::init(),
    |data: &[u8]| gamesolvers_fuzz::fuzz(data)
);
