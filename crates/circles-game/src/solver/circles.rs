//! The model: the circles as read, with where each was written, and the rule every pair must keep
//! (nested strictly or apart), named as the messages name it.

use gamecore::{InputError, Pos};
use geom::{Circle, CircleRelation};

/// The circles as read, in input order, each with the position of its first token (`x`).
///
/// Every coordinate is within the accepted range; the circles are not yet known to be disjoint
/// (that is [`ContainmentForest::build`](crate::solver::ContainmentForest::build)'s check).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Circles {
    /// The circles, numbered 1.. in messages.
    pub(crate) list: Vec<Circle>,
    /// Where each circle's line starts (its `x` token), for messages naming it.
    pub(crate) starts: Vec<Pos>,
}

impl Circles {
    /// The circles in input order.
    pub fn list(&self) -> &[Circle] {
        &self.list
    }

    /// Where each circle's line starts (its `x` token).
    pub fn starts(&self) -> &[Pos] {
        &self.starts
    }

    /// The number of circles.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether there is no circle (never true of a parsed input).
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// `Ok` if circles `a` and `b` (0-based) are nested strictly or apart; otherwise the error
    /// naming both 1-based at the later one's line: `circles A and B touch` (or `cross`,
    /// `coincide`).
    pub fn check_pair(&self, a: usize, b: usize) -> Result<(), InputError> {
        match self.list[a].relation(&self.list[b]) {
            CircleRelation::Apart | CircleRelation::Inside | CircleRelation::Contains => Ok(()),
            relation => Err(self.meeting_error(a, b, relation)),
        }
    }

    /// The error for circles `a` and `b` whose boundaries meet (`relation` says how).
    pub fn meeting_error(&self, a: usize, b: usize, relation: CircleRelation) -> InputError {
        let (first, later) = (a.min(b), a.max(b));
        let verb = match relation {
            CircleRelation::Crossing => "cross",
            CircleRelation::Equal => "coincide",
            _ => "touch",
        };
        InputError::rule(
            self.starts[later],
            format!("circles {} and {} {verb}", first + 1, later + 1),
        )
    }
}
