//! Tests of `src/solver/search/regions.rs`.

use gamecore::rng::SplitMix64;
use painters_duel::solver::board::rooms;
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::regions::Regions;
use painters_duel::solver::wide::Wide;

/// Random games on side-12 boards with rooms under construction: at every move the regions
/// handed to the child equal a flood of the child, whenever they are handed; both kinds of
/// move (into a pocket, into the shared rooms) are seen handed, and some children flood.
#[test]
fn handed_regions_equal_a_flood() {
    let mut rng = SplitMix64::new(44);
    let (mut into_pocket, mut into_shared, mut flooded) = (0, 0, 0);
    for _ in 0..300 {
        let closed: Wide = rooms(Wide::board(12))
            .filter(|_| rng.chance(1, 4))
            .map(Wide::bit)
            .fold(Wide::EMPTY, |set, room| set | room);
        let mut free = Wide::board(12) & !closed;
        let (mut mover, mut other) = (rng.below(144) as usize, rng.below(144) as usize);
        free &= !Wide::bit(mover) & !Wide::bit(other);
        let mut regions = Regions::flood(mover, other, free);
        loop {
            let moves: Vec<usize> = rooms(Wide::neighbours(mover) & free).collect();
            if moves.is_empty() {
                break;
            }
            let moved = moves[rng.below(moves.len() as u64) as usize];
            let child = regions.after_move(other, moved);
            free &= !Wide::bit(moved);
            (mover, other) = (other, moved);
            let flood = Regions::flood(mover, other, free);
            match child {
                Some(handed) => {
                    assert_eq!(handed, flood);
                    if regions.theirs.has(moved) {
                        into_shared += 1;
                    } else {
                        into_pocket += 1;
                    }
                }
                None => flooded += 1,
            }
            regions = flood;
        }
    }
    assert!(
        into_pocket > 500 && into_shared > 500 && flooded > 0,
        "{into_pocket} {into_shared} {flooded}"
    );
}
