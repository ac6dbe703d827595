#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| gamesolvers_fuzz::check(data, chapaev::solve));
