//! The explorer: a local web server with one page per problem, where a position is drawn, every
//! move is coloured by its value (win green, tie grey, lose red; shaded by rank), a click plays a
//! move, the computer answers with perfect play, and the position can be copied as text.
//!
//! Everything the page shows comes from the games' [`gamecore::Explore`] implementations,
//! reached through the object-safe [`page::Page`] of the [`registry`]. The server keeps no state:
//! the page sends the position as text with each call and holds the history itself.
//!
//! - [`page`]: [`page::Page`], and [`page::Explorable`] for any game.
//! - [`registry`]: the problems served.
//! - [`api`]: the routes, as a function from a request to a reply.
//! - [`worker`]: each solve on its own thread, under a time limit.
//! - [`server`]: the HTTP server on 127.0.0.1.
//! - [`pages`]: the HTML, CSS and JavaScript, served from the binary.
//! - [`json`], [`form`]: the answers' encoding and the requests' decoding.
//! - [`cli`]: the command line.

pub mod api;
pub mod cli;
pub mod form;
pub mod json;
pub mod page;
pub mod pages;
pub mod registry;
pub mod server;
pub mod worker;
