#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| gamesolvers_fuzz::check(data, racing_car_trail::solve));
