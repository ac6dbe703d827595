//! The exact symmetries of a start position, for the search's memo: isometries of the plane
//! that map the set of centres onto itself, each disc's colour kept or every disc's colour
//! swapped.
//!
//! # Why a symmetry gives the same value
//! A shot from `S` in direction `u` removes the disc at `P` iff `(P - S) . u >= 0` and
//! `|u x (P - S)| <= 2R`. An isometry `T` fixing the set of centres (the permutation `pi` of the
//! discs) keeps dot products and the absolute value of cross products (a reflection only flips
//! the cross product's sign), so the shot of `pi(s)` in direction `T u` removes exactly `pi(H)`
//! when the shot of `s` in direction `u` removes `H`: the hit sets of `pi(s)` are the images of
//! those of `s`. If `pi` keeps colours, (live set `A`, side to move) and (`pi(A)`, same side) have
//! isomorphic game trees; if it swaps every colour (red and white then have as many discs), the
//! rules being the same for both players apart from who starts, (`A`, red to move) and
//! (`pi(A)`, white to move) do. So the memo may store a position under any image of it.
//!
//! # Finding them exactly
//! A finite set's isometries fix its centroid, so they are orthogonal maps of the centres taken
//! relative to it: `c_k = n P_k - sum P`, integers. Such a map is fixed by where it sends one
//! nonzero `c_r` (a rotation or a reflection for each candidate image `c_j` with
//! `|c_j| = |c_r|`), and its matrix times `|c_r|^2` is an integer matrix; every disc's image is
//! then checked exactly against the centres. Coordinates are at most `2 * 10^7` apart, so
//! `|c_k| <= 32 * 2 * 10^7 * sqrt(2) < 10^9`, the scaled matrix's entries are at most
//! `|c_r|^2 < 10^18` and every image coordinate below `2 * 10^27`: `i128` holds them.

use std::collections::HashMap;

use crate::solver::position::{Position, Side};

/// One symmetry of the start position other than the identity: the disc each disc is mapped
/// to, and whether every colour is swapped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symmetry {
    /// `image[k]`: the disc that disc `k` is mapped to.
    pub image: Vec<usize>,
    /// Red discs go to white ones and white to red (else every disc keeps its colour).
    pub swaps_colours: bool,
}

impl Symmetry {
    /// The image of the set `set` (one bit per disc).
    pub fn apply(&self, set: u32) -> u32 {
        self.image
            .iter()
            .enumerate()
            .filter(|&(k, _)| set >> k & 1 == 1)
            .fold(0, |image, (_, &j)| image | 1 << j)
    }
}

/// Every symmetry of `position` other than the identity (at most 7: the finite groups of
/// isometries with rational matrices are those of a square's symmetries and their subgroups).
pub fn symmetries(position: &Position) -> Vec<Symmetry> {
    let n = position.len() as i128;
    let centres = position.centres();
    let (sx, sy) = centres.iter().fold((0i128, 0i128), |(x, y), p| {
        (x + i128::from(p.x), y + i128::from(p.y))
    });
    let c: Vec<(i128, i128)> = centres
        .iter()
        .map(|p| (n * i128::from(p.x) - sx, n * i128::from(p.y) - sy))
        .collect();
    let norm = |(x, y): (i128, i128)| x * x + y * y;
    let Some(r) = (0..c.len()).max_by_key(|&k| norm(c[k])) else {
        return Vec::new();
    };
    let u = c[r];
    if norm(u) == 0 {
        return Vec::new();
    }
    let index: HashMap<(i128, i128), usize> = c.iter().enumerate().map(|(k, &p)| (p, k)).collect();
    let mut found: Vec<Symmetry> = Vec::new();
    for j in (0..c.len()).filter(|&j| norm(c[j]) == norm(u)) {
        for reflection in [false, true] {
            let matrix = mapping(u, c[j], reflection);
            let Some(symmetry) = permutation(position, &c, &index, matrix, norm(u)) else {
                continue;
            };
            let identity = symmetry.image.iter().enumerate().all(|(k, &j)| k == j);
            if !identity && !found.contains(&symmetry) {
                found.push(symmetry);
            }
        }
    }
    found
}

/// The integer matrix `|u|^2 T` of the rotation (or the reflection) `T` taking `u` to `v`,
/// `|u| = |v|`, as `[[a, b], [c, d]]`.
fn mapping(u: (i128, i128), v: (i128, i128), reflection: bool) -> [[i128; 2]; 2] {
    let dot = u.0 * v.0 + u.1 * v.1;
    let cross = u.0 * v.1 - u.1 * v.0;
    if reflection {
        // The reflection across the bisector of u and v: [[a, b], [b, -a]] u = |u|^2 v.
        let a = u.0 * v.0 - u.1 * v.1;
        let b = u.0 * v.1 + u.1 * v.0;
        [[a, b], [b, -a]]
    } else {
        [[dot, -cross], [cross, dot]]
    }
}

/// The permutation of the discs by the map `matrix / scale` on the centred centres `c`, if it
/// maps every centre onto a centre, and every disc to one of its colour or every disc to one of
/// the other.
fn permutation(
    position: &Position,
    c: &[(i128, i128)],
    index: &HashMap<(i128, i128), usize>,
    matrix: [[i128; 2]; 2],
    scale: i128,
) -> Option<Symmetry> {
    let mut image = Vec::with_capacity(c.len());
    for &(x, y) in c {
        let (ix, iy) = (
            matrix[0][0] * x + matrix[0][1] * y,
            matrix[1][0] * x + matrix[1][1] * y,
        );
        if ix % scale != 0 || iy % scale != 0 {
            return None;
        }
        image.push(*index.get(&(ix / scale, iy / scale))?);
    }
    let swaps = |k: usize| position.side_of(k) != position.side_of(image[k]);
    let swaps_colours = swaps(0);
    let counts_equal = position.count(Side::Red) == position.count(Side::White);
    let consistent = (0..c.len()).all(|k| swaps(k) == swaps_colours);
    (consistent && (!swaps_colours || counts_equal)).then_some(Symmetry {
        image,
        swaps_colours,
    })
}

/// The symmetries as byte tables, to map a live set with four lookups per symmetry.
#[derive(Clone, Debug, Default)]
pub struct Canon {
    /// Per symmetry: the image of each byte of a set, by byte position, and whether the
    /// symmetry swaps colours.
    maps: Vec<([[u32; 256]; 4], bool)>,
}

impl Canon {
    /// The tables of `symmetries`.
    pub fn new(symmetries: &[Symmetry]) -> Self {
        let maps = symmetries
            .iter()
            .map(|symmetry| {
                let mut tables = [[0u32; 256]; 4];
                for (b, table) in tables.iter_mut().enumerate() {
                    // A byte's image is its lower bits' image and its lowest bit's.
                    for byte in 1..256usize {
                        let lowest = 8 * b + byte.trailing_zeros() as usize;
                        let bit = symmetry.image.get(lowest).map_or(0, |&j| 1u32 << j);
                        table[byte] = table[byte & (byte - 1)] | bit;
                    }
                }
                (tables, symmetry.swaps_colours)
            })
            .collect();
        Canon { maps }
    }

    /// The tables of `position`'s symmetries ([`symmetries`]).
    pub fn of(position: &Position) -> Self {
        Canon::new(&symmetries(position))
    }

    /// Whether there is no symmetry but the identity.
    pub fn is_trivial(&self) -> bool {
        self.maps.is_empty()
    }

    /// The number of symmetries, the identity included.
    pub fn order(&self) -> usize {
        self.maps.len() + 1
    }

    /// The representative of (`live`, `to_move`) under the symmetries: the smallest image of
    /// `live` (the first symmetry giving it, the identity first) and the side to move there.
    pub fn canonical(&self, live: u32, to_move: Side) -> (u32, Side) {
        let mut best = (live, to_move);
        for (tables, swaps) in &self.maps {
            let image = tables[0][(live & 0xff) as usize]
                | tables[1][(live >> 8 & 0xff) as usize]
                | tables[2][(live >> 16 & 0xff) as usize]
                | tables[3][(live >> 24) as usize];
            if image < best.0 {
                best = (image, if *swaps { to_move.other() } else { to_move });
            }
        }
        best
    }
}
