//! Tests of `src/solver/position.rs`.

use chapaev::solver::position::*;

#[test]
fn decimals_scale_exactly() {
    assert_eq!(parse_scaled("0.5"), Some(5000));
    assert_eq!(parse_scaled("-12.0001"), Some(-120_001));
    assert_eq!(parse_scaled("007"), Some(70_000));
    assert_eq!(parse_scaled("-0"), Some(0));
    assert_eq!(parse_scaled("1000.0000"), Some(10_000_000));
    assert_eq!(parse_scaled("99999999999999999999999"), None);
    for bad in [
        "", "-", ".5", "5.", "+1", "1e3", "0.12345", "1..2", "--1", "1.-2", "x", "٣",
    ] {
        assert_eq!(parse_scaled(bad), None, "{bad}");
    }
}

#[test]
fn decimals_print_back() {
    for (value, text) in [
        (5000, "0.5"),
        (-120_001, "-12.0001"),
        (70_000, "7"),
        (0, "0"),
    ] {
        assert_eq!(Decimal(value).to_string(), text);
        assert_eq!(parse_scaled(text), Some(value));
    }
}
