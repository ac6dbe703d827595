//! The explorer: a local web server with one page per problem, where a position is drawn, every
//! move is coloured by its value (win green, tie grey, lose red; shaded by rank), a click plays a
//! move, the computer answers with perfect play, and the position can be copied as text.
//!
//! Everything the page shows comes from the games' [`gamecore::Explore`] implementations,
//! reached through the object-safe [`Page`] that each problem's descriptor names
//! ([`gamecore::Problem::explore`]): the explorer serves every problem of the workspace's
//! registry ([`problems::PROBLEMS`]) that has one, and keeps no list of its own. The server keeps no
//! state: the page sends the position as text with each call and holds the history itself.
//!
//! - [`registered`]: the problems served.
//! - [`api`]: the routes, as a function from a request to a reply.
//! - [`worker`]: each solve on its own thread, under a time limit.
//! - [`server`]: the HTTP server on 127.0.0.1.
//! - [`pages`]: the HTML, CSS and JavaScript, served from the binary.
//! - [`form`]: the requests' decoding (the answers are [`gamecore::explore_page::json`]).
//! - [`cli`]: the command line.

pub mod api;
pub mod cli;
pub mod form;
pub mod pages;
pub mod server;
pub mod worker;

use std::sync::Arc;

use gamecore::explore_page::Page;

/// The page of every problem in the workspace's registry that has one, in the registry's order
/// (the README's).
pub fn registered() -> Vec<Arc<dyn Page>> {
    problems::PROBLEMS
        .iter()
        .filter_map(|problem| problem.explore)
        .map(|page| page())
        .collect()
}
