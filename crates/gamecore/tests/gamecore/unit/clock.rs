//! Tests of `src/clock.rs`.

use gamecore::clock::*;
use std::time::Duration;

#[test]
fn a_stopwatch_counts_up_natively() {
    let watch = Stopwatch::start();
    std::thread::sleep(Duration::from_millis(5));
    assert!(watch.elapsed() >= Duration::from_millis(5));
}
