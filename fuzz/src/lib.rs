//! The property every fuzz target checks: on any bytes, a solver either answers (newline-terminated
//! lines; empty only for an input of no tests, as racing-car-trail's `0 0`) or refuses with an `InputError` whose message is one line; it never
//! panics, overflows its stack or hangs (libFuzzer reports those itself).

use gamecore::InputError;
use gamecore::input::decode;

/// Runs `solve` on `data` as the command line would and checks the shape of what comes back.
pub fn check(data: &[u8], solve: fn(&str) -> Result<String, InputError>) {
    match decode(data).and_then(solve) {
        Ok(answer) => {
            assert!(
                answer.is_empty() || answer.ends_with('\n'),
                "an answer without a final newline"
            );
        }
        Err(error) => {
            let message = error.to_string();
            assert!(!message.contains('\n'), "a message of several lines: {message:?}");
            assert!(error.pos.line >= 1 && error.pos.column >= 1, "a position before the input");
        }
    }
}
