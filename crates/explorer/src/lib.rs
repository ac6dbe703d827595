//! The explorer: a static site with one page per problem, where a position is drawn, every move
//! is coloured by its value (win green, tie grey, lose red; shaded by rank), a click plays a move,
//! the computer answers with perfect play, and the position can be copied as text. The solving
//! runs in the visitor's browser: the solvers are compiled to WebAssembly (`crates/explorer-wasm`)
//! and answer in a Web Worker, which the page ends at its time limit or on Cancel.
//!
//! Everything the page shows comes from the games' [`gamecore::Explore`] implementations,
//! reached through the object-safe [`Page`] that each problem's descriptor names
//! ([`gamecore::Problem::explore`]): the explorer serves every problem of the workspace's
//! registry ([`problems::PROBLEMS`]) that has one, and keeps no list of its own. The engine keeps
//! no state: the page sends the position as text with each call and holds the history itself.
//! Each page also offers its problem's puzzles ("find the winning move"), searched for natively
//! when the site is built ([`site::puzzles`]) and read by the page from a file of the site.
//!
//! - [`registered`]: the problems served.
//! - [`engine`]: one request as text in, JSON out; what the WebAssembly module runs.
//! - [`pages`]: the HTML, CSS and JavaScript of the site.
//! - [`site`]: `cargo xtask site`: the WebAssembly build and the site's files.
//! - [`serve`]: `cargo xtask site --serve`: a static file server on 127.0.0.1.
//!
//! - [`command`]: the binary (`cargo run -p explorer -- view <problem> < position`): one request
//!   answered by the native engine, as the page's Worker would answer it.

#[cfg(not(target_arch = "wasm32"))]
pub mod command;
pub mod engine;
#[cfg(not(target_arch = "wasm32"))]
pub mod pages;
#[cfg(not(target_arch = "wasm32"))]
pub mod serve;
#[cfg(not(target_arch = "wasm32"))]
pub mod site;

use std::sync::Arc;

use gamecore::explore_page::{Page, PageFn};

/// Each registered problem's page function, read out of the registry when compiling: what runs
/// then holds no reference to the rest of the descriptors, so that the WebAssembly module does
/// not carry every solver, generator and command line they point to (a loop over
/// [`problems::PROBLEMS`] at run time kept them all: half the module, `bench/wasm.md`).
const PAGE_FNS: [Option<PageFn>; problems::PROBLEMS.len()] = {
    let mut pages = [None; problems::PROBLEMS.len()];
    let mut i = 0;
    while i < pages.len() {
        pages[i] = problems::PROBLEMS[i].explore;
        i += 1;
    }
    pages
};

/// The page of every problem in the workspace's registry that has one, in the registry's order
/// (the README's).
pub fn registered() -> Vec<Arc<dyn Page>> {
    PAGE_FNS.iter().flatten().map(|page| page()).collect()
}
