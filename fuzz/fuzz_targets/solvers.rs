#![no_main]
//! Every registered problem on one target: the first byte picks the problem, unless
//! `FUZZ_PROBLEM` names one (`gamesolvers_fuzz::fuzz`).
libfuzzer_sys::fuzz_target!(|data: &[u8]| gamesolvers_fuzz::fuzz(data));
