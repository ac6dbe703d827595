//! The printed explanation of `--explain`.

use std::fmt::Write as _;

use crate::solver::position::{Decimal, Position, Side};

use super::{Analysis, Witness};

/// `1 disc`, `3 discs`.
fn discs(count: usize) -> String {
    format!("{count} disc{}", if count == 1 { "" } else { "s" })
}

/// The discs of `set`, as the input numbers them (`red disc 1, white disc 3`).
fn list(position: &Position, set: u32) -> String {
    let labels: Vec<String> = (0..position.len())
        .filter(|&k| set >> k & 1 == 1)
        .map(|k| position.label(k).to_string())
        .collect();
    labels.join(", ")
}

/// The whole explanation: the position, the hit-set counts, and the witness or why red loses.
pub fn explanation(position: &Position, analysis: &Analysis) -> String {
    let (red, white) = (position.count(Side::Red), position.count(Side::White));
    let mut text = format!(
        "discs: {red} red, {white} white, radius {}; red moves first\n\
         hit sets (distinct sets of discs one shot can remove, per shooter): {} over the {} \
         shooters, {} after dropping dominated ones\n",
        Decimal(position.radius()),
        analysis.hit_sets,
        position.len(),
        analysis.pruned,
    );
    match (&analysis.witness, analysis.winner) {
        (Some(witness), _) => text.push_str(&winning_shot(position, witness)),
        (None, Side::White) => {
            let _ = writeln!(
                text,
                "RED loses: every shot of hers ({} undominated hit sets over her {}; a dominated \
                 set is never better) leaves a position white wins",
                analysis.movers_sets,
                discs(red)
            );
        }
        (None, Side::Red) => {
            let _ = writeln!(text, "RED wins (no witness direction found)");
        }
    }
    text
}

/// The lines describing a winning shot of red.
fn winning_shot(position: &Position, witness: &Witness) -> String {
    let removed = witness.shot.removed;
    let left = position.all_mask() & !removed;
    let count = |side: Side| (left & position.side_mask(side)).count_ones();
    let mut text = format!(
        "RED wins. A winning shot:\n  shooter: {}\n  direction: {} (a vector in the input's axes; \
         any positive multiple is the same ray)\n  removes: {}\n",
        position.label(witness.shooter),
        witness.direction,
        list(position, removed),
    );
    if witness.shot.grazed == 0 {
        text.push_str(
            "  the direction touches no disc's edge: nearby directions remove the same discs\n",
        );
    } else {
        let _ = writeln!(
            text,
            "  exact graze (touching counts): {}{}",
            list(position, witness.shot.grazed),
            if witness.graze_only {
                "; no direction off the graze removes exactly these discs"
            } else {
                ""
            }
        );
    }
    let why = if count(Side::White) == 0 {
        "she has no disc"
    } else {
        "every shot of hers leaves a position red wins"
    };
    let _ = writeln!(
        text,
        "  left: {} red, {} white; white to move: lost for white ({why})",
        count(Side::Red),
        count(Side::White),
    );
    text
}
