//! Killer replies: the shots that last won a position of the same size, tried before the
//! search looks for its best shot.
//!
//! # Why
//! A lost position's shots are refuted one by one, and the opponent's winning reply is often
//! the same shot after many of them (a disc she takes whatever the mover did elsewhere). The
//! search finds each reply by scanning every shot of every live shooter for the best on
//! material; a [`Killers`] keeps, for each number of live discs, the last [`SLOTS`] distinct
//! shots that won a position of that size, most recent first, and the search tries them first.
//!
//! # Why it is exact
//! A killer is one of the search's own moves: a shooter and one of its hit sets. Where its
//! shooter is live and belongs to the side to move, it is a legal move of the position at hand,
//! leading to the live set less the hit set. The search takes it only when that child is known
//! lost for the opponent (stored in the memo, decided by the race bound, or with no disc of
//! hers left): a move to a lost position wins, so the position is won, whatever the other
//! moves. A killer that fails this is dropped for the position without a search: the search
//! then goes on exactly as without killers.

/// How many killers are kept per number of live discs.
pub const SLOTS: usize = 8;

/// A shot: the shooter's disc in bits 32 and up, its hit set in the low 32 bits; 0 for none (a
/// hit set holds its shooter, so no shot is 0).
type Packed = u64;

/// The killer shots, per number of live discs (0 to 32).
#[derive(Clone, Debug)]
pub struct Killers {
    slots: [[Packed; SLOTS]; 33],
}

impl Default for Killers {
    fn default() -> Self {
        Killers {
            slots: [[0; SLOTS]; 33],
        }
    }
}

impl Killers {
    /// The killers for positions of `live` discs, most recent first: shooter and hit set.
    pub fn tries(&self, live: u32) -> impl Iterator<Item = (usize, u32)> + '_ {
        self.slots[live.count_ones() as usize]
            .iter()
            .take_while(|&&shot| shot != 0)
            .map(|&shot| ((shot >> 32) as usize, shot as u32))
    }

    /// Records that the shot of `shooter` with hit set `set` won from `live`: it becomes the
    /// first killer for its size, the others kept in order (the oldest dropped when full).
    pub fn remember(&mut self, live: u32, shooter: usize, set: u32) {
        let shot = (shooter as u64) << 32 | u64::from(set);
        let slots = &mut self.slots[live.count_ones() as usize];
        let end = slots.iter().position(|&s| s == shot).unwrap_or(SLOTS - 1);
        slots[..=end].rotate_right(1);
        slots[0] = shot;
    }
}

/// A shot of one of the live discs `mine` (the side to move's) leading from live set `live`
/// to `child`, among `moves` (`moves[s]` the hit sets of disc `s`), if any: the shooter and
/// the hit set.
pub fn shot_to(moves: &[Vec<u32>], live: u32, mine: u32, child: u32) -> Option<(usize, u32)> {
    let removed = live & !child;
    let mut shooters = removed & mine;
    while shooters != 0 {
        let s = shooters.trailing_zeros() as usize;
        shooters &= shooters - 1;
        if let Some(&set) = moves[s].iter().find(|&&h| h & live == removed) {
            return Some((s, set));
        }
    }
    None
}
