//! The fast path. Containment is laminar, so the circles form a forest: [`forest`] builds it by a
//! sweep line over the circles' arcs, kept in order in a treap (`treap`) by exact predicates,
//! refusing touching or crossing circles on the way; `scan` reads a valid input straight into the
//! sweep's nodes. [`grundy`] then walks each tree in post-order, merging the children's option
//! sets, binary tries in one arena ([`tries`]), into their parent's. The model is [`circles`], the
//! circles as read.

pub mod circles;
pub mod forest;
pub mod grundy;
pub mod scan;
pub mod treap;
pub mod tries;

pub use circles::Circles;
pub use forest::ContainmentForest;
