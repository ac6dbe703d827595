//! The problems the explorer serves: one line per game.

use std::sync::Arc;

use crate::page::{Explorable, Page};

/// Every problem's page, in the README's order.
///
/// The games come from the branches of issue 26; a line is enabled once its game's
/// `explore::Game` is merged (and the crate's dependency line in `Cargo.toml` with it).
pub fn pages() -> Vec<Arc<dyn Page>> {
    vec![
        // Arc::new(Explorable::new(&chapaev::PROGRAM, chapaev::explore::Game)),
        // Arc::new(Explorable::new(&more_reclamation::PROGRAM, more_reclamation::explore::Game)),
        // Arc::new(Explorable::new(&circles_game::PROGRAM, circles_game::explore::Game)),
        // Arc::new(Explorable::new(&racing_car_trail::PROGRAM, racing_car_trail::explore::Game)),
        // Arc::new(Explorable::new(&painters_duel::PROGRAM, painters_duel::explore::Game)),
    ]
}

/// Keeps the import used while every line above waits for its game.
#[allow(dead_code)]
fn page<G: gamecore::Explore + Send + Sync + 'static>(page: Explorable<G>) -> Arc<dyn Page> {
    Arc::new(page)
}
