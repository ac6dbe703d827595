//! Tests of `src/tools/shrink/edits.rs`.

use circles_game::tools::shrink::edits::*;
use circles_game::tools::shrink::shape::{Shape, Valued};

#[test]
fn a_chain_of_three_edits_into_smaller_chains_and_replacements() {
    let chain: Shape = vec![None, Some(0), Some(1)];
    let tree = Valued::of(chain);
    let edits = structural(&tree);
    // Dropping the subtree below the root, or below the middle; contracting any circle;
    // lifting a child: always a chain of one or two.
    assert_eq!(edits[0], [None]);
    assert!(edits.iter().all(|e| e.len() < 3 && e[0].is_none()));
    assert_eq!(edits.len(), 2 + 3 + 2);
    let all = replaced(&tree, |_, _| true);
    // The whole chain (3 circles) gives way to each tree of one or two; the lower chain of
    // two to the single circle.
    assert_eq!(all.len(), 3);
    assert!(all.contains(&vec![None, Some(0)]));
}
