//! A game position's table key: what it holds, and the symmetry it is reduced by.
//!
//! - **Negamax key.** The rest of the play depends only on the free rooms either painter can still
//!   reach, where each stands, and who moves; which painter is Alma does not matter once values are
//!   taken from the mover's side. Rooms neither can reach are never painted, and the key's rooms
//!   give back both regions (each painter's reach inside them). So the key is (reachable rooms,
//!   mover's room, other's room), stored whole: 128 + 8 + 8 bits, no lossy packing. It does not
//!   depend on the side either (the side-S board is a corner of the side-11 one with the same
//!   adjacency), so one table serves every test of an input.
//! - **Symmetry.** The six symmetries of the triangle preserve adjacency (see
//!   [`crate::solver::board::Symmetries`]), hence values; positions with at least
//!   `SYMMETRY_MIN_ROOMS` (24) reachable rooms are stored under the least of their six images
//!   (ordered by the mover's room, the other's, then the region, so that the two rooms usually
//!   decide it without imaging the region), and the rooms of a stored move are mapped between the
//!   position and its key.

use crate::solver::board::Symmetries;
use crate::solver::rooms::RoomSet;

/// Positions with at least this many reachable rooms are stored under their symmetric canonical
/// form (smaller ones are cheap to re-search; the six images cost more than they save there).
pub const SYMMETRY_MIN_ROOMS: u32 = 24;

/// The table key of a position, and the symmetry that maps the position onto it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key<R: RoomSet> {
    /// The rooms either painter can reach.
    pub region: R,
    /// The room of the painter to move.
    pub mover: u8,
    /// The room of the other painter.
    pub other: u8,
    /// The symmetry applied (0, the identity, for small regions).
    pub symmetry: u8,
    /// The number of rooms in `region` (always `region.count()`, as [`Key::new`] sets it), counted
    /// once for every use of the position; the same for every symmetric image.
    pub rooms: u8,
}

impl<R: RoomSet> Key<R> {
    /// The key of the position where the mover stands in `mover` and the other in `other`, with
    /// `region` reachable by either: the least of its images when the region is large.
    pub fn new(symmetries: &Symmetries<R>, region: R, mover: usize, other: usize) -> Self {
        let identity = Key::unreduced(region, mover, other);
        let rooms = u32::from(identity.rooms);
        if rooms < SYMMETRY_MIN_ROOMS {
            return identity;
        }
        // The least image in the order (mover, other, region): the painters' rooms decide it
        // with two table look-ups per symmetry, and only the symmetries that tie on both rooms
        // need the region's image (usually one; the rest skip imaging the region).
        let rooms_of = |s: usize| (symmetries.maps[s][mover], symmetries.maps[s][other]);
        let least = (0..6).map(rooms_of).min().unwrap_or_default();
        let mut best: Option<Key<R>> = None;
        for s in (0..6).filter(|&s| rooms_of(s) == least) {
            let image = if s == 0 {
                region
            } else {
                symmetries.apply(s, region)
            };
            if best.is_none_or(|b| image < b.region) {
                best = Some(Key {
                    region: image,
                    mover: least.0,
                    other: least.1,
                    symmetry: s as u8,
                    rooms: rooms as u8,
                });
            }
        }
        best.unwrap_or(identity)
    }

    /// The key of the position as it stands, not reduced by any symmetry: [`Key::new`]'s
    /// identity image, and the key of a position with one move, which is never looked up nor
    /// stored (its frame needs only the region and its size).
    pub fn unreduced(region: R, mover: usize, other: usize) -> Self {
        Key {
            region,
            mover: mover as u8,
            other: other as u8,
            symmetry: 0,
            rooms: region.count() as u8,
        }
    }

    /// The hash of the key (the symmetry is not part of it: it only says how the key was found).
    pub fn hash(&self) -> u64 {
        self.region.hash_with(self.mover, self.other)
    }

    /// A room of the position as the key stores it.
    pub fn room_in_key(&self, symmetries: &Symmetries<R>, room: u8) -> u8 {
        symmetries.maps[usize::from(self.symmetry)][usize::from(room)]
    }

    /// A room stored under the key, back in the position.
    pub fn room_in_position(&self, symmetries: &Symmetries<R>, room: u8) -> u8 {
        symmetries.inverse[usize::from(self.symmetry)][usize::from(room)]
    }
}
