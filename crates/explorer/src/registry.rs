//! The problems the explorer serves: one line per game.

use std::sync::Arc;

use gamecore::{Explore, Program};

use crate::page::{Explorable, Page};

/// Every problem's page, in the README's order.
pub fn pages() -> Vec<Arc<dyn Page>> {
    vec![
        page(&chapaev::PROGRAM, chapaev::explore::Game),
        page(&more_reclamation::PROGRAM, more_reclamation::explore::Game),
        page(&circles_game::PROGRAM, circles_game::explore::Game),
        page(&racing_car_trail::PROGRAM, racing_car_trail::explore::Game),
        page(&painters_duel::PROGRAM, painters_duel::explore::Game),
    ]
}

/// The page of a solver's game, named as its command-line program is.
fn page<O, G>(program: &Program<O>, game: G) -> Arc<dyn Page>
where
    G: Explore + Send + Sync + 'static,
{
    Arc::new(Explorable::new(program, game))
}
