//! Shrinking steps that know the game: the answer depends on the containment forest alone, a tree
//! through its Grundy value, a subtree through its option set. A failure may need two things at
//! once (a subtree some program values wrongly, and a partner whose value cancels or exposes the
//! error), which steps that drop circles one way at a time cannot keep; these steps keep the
//! game's values instead:
//!
//! - **partner**: one tree kept, the rest of the forest replaced by a chain of as many circles
//!   as the tree's value (so the game's value is zero), or as the rest's value (the same game);
//! - **same game**: a subtree replaced by a smaller tree with the same option set;
//! - **re-partnered**: one tree edited (a subtree dropped, a circle contracted, a child lifted
//!   into its parent's place, a subtree replaced by any smaller tree of the table), the rest
//!   replaced by a chain of the edited tree's value, then by shorter and longer chains;
//! - **partner lengths**: one tree kept beside a chain of each shorter length;
//! - **two edits**: a small tree edited twice at once, beside a chain of its new value.
//!
//! Every step gives fewer circles, so shrinking with them ends; the shapes are drawn again with
//! small numbers by the caller.

use std::rc::Rc;

use super::edits::{replaced, smaller_than, structural};
use super::shape::{Shape, Valued, induced, spliced, with_chain};

/// Up to this many circles the steps here are made (the contest has at most 50; beyond, the
/// explicit option sets grow with the square of the circles).
pub const GAME_STEPS_UP_TO: usize = 256;
/// Edited trees up to this many circles are tried beside every shorter partner, not only the
/// one that makes the game's value zero (larger ones would make thousands of candidates).
const OTHER_PARTNERS_UP_TO: usize = 16;
/// Trees up to this many circles are edited twice at once (a tree of 24 has some 150 edits, and
/// so some 20,000 pairs).
pub const TWO_EDITS_UP_TO: usize = 24;

/// The game-keeping shapes one step smaller than `shape` (a real containment forest), before
/// the other steps: one tree beside its partner, then subtrees replaced by the same game.
pub fn first_steps(shape: Shape) -> impl Iterator<Item = Shape> {
    let forest = Rc::new(Valued::of(shape));
    let n = forest.parent.len();
    partners(Rc::clone(&forest))
        .chain(same_game(forest))
        .filter(move |candidate| !candidate.is_empty() && candidate.len() < n)
}

/// The steps made after the others: each tree edited and re-partnered, then each tree beside
/// every shorter partner.
pub fn last_steps(shape: Shape) -> impl Iterator<Item = Shape> {
    let forest = Rc::new(Valued::of(shape));
    let n = forest.parent.len();
    re_partnered(Rc::clone(&forest))
        .chain(partner_lengths(forest))
        .filter(move |candidate| !candidate.is_empty() && candidate.len() < n)
}

/// The roots, largest tree first (the earlier of equal ones first).
fn roots_by_size(forest: &Valued) -> Vec<usize> {
    let mut roots: Vec<usize> = forest.roots().collect();
    roots.sort_by_key(|&r| std::cmp::Reverse(forest.size[r]));
    roots
}

/// The tree at root `r` alone.
fn tree(forest: &Valued, r: usize) -> Shape {
    let kept: Vec<usize> = forest.subtree(r).collect();
    induced(&forest.parent, &kept)
}

/// Each tree beside a chain worth the tree's value, then beside a chain worth the rest's value.
fn partners(forest: Rc<Valued>) -> impl Iterator<Item = Shape> {
    let total = forest.total();
    roots_by_size(&forest).into_iter().flat_map(move |r| {
        let alone = tree(&forest, r);
        let value = forest.value[r];
        let lengths = [value, total ^ value];
        lengths.map(|length| with_chain(alone.clone(), length as usize))
    })
}

/// Each subtree of two or more circles (the largest first) replaced by each smaller tree of the
/// table with the same option set: the same game everywhere.
pub fn same_game(forest: Rc<Valued>) -> impl Iterator<Item = Shape> {
    let mut positions: Vec<usize> = (0..forest.parent.len())
        .filter(|&v| forest.size[v] > 1)
        .collect();
    positions.sort_by_key(|&v| std::cmp::Reverse(forest.size[v]));
    positions.into_iter().flat_map(move |v| {
        let forest = Rc::clone(&forest);
        smaller_than(forest.size[v])
            .filter(|small| small.options == forest.options[v])
            .map(|small| spliced(&forest.parent, v, v + forest.size[v], &small.shape))
            .collect::<Vec<_>>()
    })
}

/// Each tree edited one step, beside a chain worth the edited tree's value (the game's value is
/// then zero), then, for an edited tree of at most [`OTHER_PARTNERS_UP_TO`] circles, beside a
/// chain of each other length that leaves fewer circles (a program that values the edited tree
/// wrongly may be caught by another partner).
fn re_partnered(forest: Rc<Valued>) -> impl Iterator<Item = Shape> {
    let n = forest.parent.len();
    roots_by_size(&forest).into_iter().flat_map(move |r| {
        let alone = Valued::of(tree(&forest, r));
        edits(&alone).flat_map(move |edited| {
            let value = Valued::of(edited.clone()).total() as usize;
            let most = if edited.len() <= OTHER_PARTNERS_UP_TO {
                n.saturating_sub(edited.len())
            } else {
                0
            };
            let others = (0..most).filter(move |&p| p != value);
            let lengths = std::iter::once(value).chain(others);
            lengths.map(move |length| with_chain(edited.clone(), length))
        })
    })
}

/// Each tree of at most [`TWO_EDITS_UP_TO`] circles edited twice (a structural edit, then a
/// structural edit or a subtree replaced by a smaller tree of the same value), beside a chain
/// worth the result: for failures that two changes at once keep and either change alone loses.
/// Made last: there are many.
pub fn two_edit_steps(shape: Shape) -> impl Iterator<Item = Shape> {
    let forest = Rc::new(Valued::of(shape));
    let n = forest.parent.len();
    let small_roots = roots_by_size(&forest)
        .into_iter()
        .filter(|&r| forest.size[r] <= TWO_EDITS_UP_TO)
        .collect::<Vec<_>>();
    small_roots
        .into_iter()
        .flat_map(move |r| structural(&Valued::of(tree(&forest, r))))
        .flat_map(|once| {
            let once = Valued::of(once);
            let mut twice = structural(&once);
            twice.extend(replaced(&once, |small, v| small.value == once.value[v]));
            twice.into_iter().map(|shape| {
                let value = Valued::of(shape.clone()).total();
                with_chain(shape, value as usize)
            })
        })
        .filter(move |candidate| !candidate.is_empty() && candidate.len() < n)
}

/// Each tree beside a chain of each length shorter than the rest of the forest.
fn partner_lengths(forest: Rc<Valued>) -> impl Iterator<Item = Shape> {
    let n = forest.parent.len();
    roots_by_size(&forest).into_iter().flat_map(move |r| {
        let alone = tree(&forest, r);
        let rest = n - alone.len();
        (0..rest).map(move |length| with_chain(alone.clone(), length))
    })
}

/// The shapes one edit away from a tree: structural edits, then every smaller tree of the table
/// in place of a subtree.
fn edits(tree: &Valued) -> impl Iterator<Item = Shape> + use<> {
    let mut out = structural(tree);
    out.extend(replaced(tree, |_, _| true));
    out.into_iter()
}
