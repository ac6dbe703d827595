//! Every move's value on a board, computed once per position a view asks about.
//!
//! A view of one position asks for the values again and again: for the table, for the members
//! of each grouped row (twenty-odd on a large board) and for the rest line. Each is a full pass
//! over the board (the Grundy values, then every move's value), so the last position's values
//! are kept: on a board of 10^6 circles the view had computed them about 25 times.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use super::position::Position;
use super::{remoteness, values};

/// What each move leaves.
pub struct Evaluation {
    /// The Grundy value each move leaves, by circle index (0: the mover wins).
    pub after: Vec<u32>,
    /// Each move's remoteness, on boards small enough for the exhaustive search.
    pub remoteness: Option<Vec<u32>>,
}

/// A containment forest and its evaluation.
type Kept = (Arc<[u32]>, Rc<Evaluation>);

thread_local! {
    /// The containment forest last evaluated (the values are a function of the forest alone),
    /// and its evaluation. Held here, the forest cannot be freed and its memory reused by
    /// another, so the same pointer is the same forest; comparing the forests whole was a
    /// `memcmp` of megabytes per question, slow in WebAssembly.
    static LAST: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// The values of every move of `position`, from the last evaluation when `position` shares its
/// forest (it is that position or a clone of it).
pub fn evaluate(position: &Position) -> Rc<Evaluation> {
    LAST.with_borrow_mut(|last| {
        if let Some((forest, kept)) = last.as_ref()
            && Arc::ptr_eq(forest, &position.parent)
        {
            return Rc::clone(kept);
        }
        let evaluation = Rc::new(evaluate_afresh(position));
        *last = Some((Arc::clone(&position.parent), Rc::clone(&evaluation)));
        evaluation
    })
}

/// The Grundy value each move leaves, and on small boards its remoteness.
pub fn evaluate_afresh(position: &Position) -> Evaluation {
    let after = values::move_values(&position.parent, &position.order).after;
    let searched = remoteness::after_each_move(&position.parent);
    let remoteness = searched.map(|searched| {
        let agree = searched
            .iter()
            .zip(&after)
            .all(|(&(wins, _), &g)| wins == (g != 0));
        debug_assert!(agree, "the search's outcomes are the Grundy values' signs");
        searched.into_iter().map(|(_, rest)| rest).collect()
    });
    Evaluation { after, remoteness }
}
