//! The explorer's integration tests, one binary: the site writer, the local server, the
//! WebAssembly engine under node and the pages in headless Chromium.

mod browser;
mod serve;
mod site;
mod wasm;
