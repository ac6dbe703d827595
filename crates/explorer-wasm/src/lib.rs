//! The explorer's engine ([`explorer::engine`]) as a WebAssembly module with a plain C ABI, for
//! the page's Worker (`crates/explorer/assets/worker.js` is its whole loader):
//!
//! 1. `input(len)` makes the request buffer `len` bytes long and returns its address; the script
//!    writes the request's UTF-8 text there.
//! 2. `answer()` answers it and returns the answer's length in bytes;
//! 3. `output()` is the answer's address (UTF-8 JSON).
//!
//! A solver that panics traps the module (WebAssembly has no unwinding here): the panic hook has
//! written a `failed` refusal first, which `output_len()` then finds; a trap with nothing written
//! is an allocation that failed (the browser gave no more memory). The page then ends the Worker
//! and starts a fresh one.

use std::cell::RefCell;
use std::sync::Arc;

use explorer::engine;
use gamecore::explore_page::{Page, PageError};

thread_local! {
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static OUTPUT: RefCell<String> = const { RefCell::new(String::new()) };
    static PAGES: Vec<Arc<dyn Page>> = explorer::registered();
}

/// Makes the request buffer `len` bytes long (zeroed); its address, for the script to write to.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn input(len: usize) -> *mut u8 {
    INPUT.with_borrow_mut(|input| {
        input.clear();
        input.resize(len, 0);
        input.as_mut_ptr()
    })
}

/// Answers the request in the buffer; the answer's length in bytes (see [`output`]).
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn answer() -> usize {
    std::panic::set_hook(Box::new(|info| {
        let why = PageError::Failed(format!(
            "the solver stopped without an answer on this position (a bug: please report the \
             position): {info}"
        ));
        OUTPUT.with(|output| {
            if let Ok(mut output) = output.try_borrow_mut() {
                *output = engine::refused(&why);
            }
        });
    }));
    OUTPUT.with_borrow_mut(String::clear);
    let request = INPUT.with_borrow_mut(std::mem::take);
    let answer = match String::from_utf8(request) {
        Ok(text) => PAGES.with(|pages| engine::answer(pages, &text)),
        Err(_) => engine::refused(&PageError::BadRequest(
            "the request is not UTF-8 text".to_owned(),
        )),
    };
    OUTPUT.with_borrow_mut(|output| {
        *output = answer;
        output.len()
    })
}

/// The answer's address.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn output() -> *const u8 {
    OUTPUT.with_borrow(|output| output.as_ptr())
}

/// The answer's length: after a trap, the panic's refusal, or 0 when memory ran out.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn output_len() -> usize {
    OUTPUT.with(|output| output.try_borrow().map_or(0, |output| output.len()))
}
