//! Tests of `src/solver/geography/karp_sipser.rs`.

use proptest::prelude::*;
use racing_car_trail::solver::geography::graph::BipartiteGraph;

use crate::unit::solver::geography::test_support::*;
use racing_car_trail::solver::geography::karp_sipser::*;
use racing_car_trail::solver::grid::Field;

/// A grid that leaves its degrees to be counted one vertex at a time (no `byte_degrees`).
struct CountedDegrees<'a>(&'a Field);

impl BipartiteGraph for CountedDegrees<'_> {
    type Cursor = <Field as BipartiteGraph>::Cursor;
    fn vertex_count(&self) -> usize {
        self.0.vertex_count()
    }
    fn is_left(&self, v: u32) -> bool {
        self.0.is_left(v)
    }
    fn cursor(&self, v: u32) -> Self::Cursor {
        self.0.cursor(v)
    }
    fn next_neighbour(&self, v: u32, cursor: &mut Self::Cursor) -> Option<u32> {
        self.0.next_neighbour(v, cursor)
    }
    fn for_each_neighbour(&self, v: u32, visit: impl FnMut(u32)) {
        self.0.for_each_neighbour(v, visit);
    }
    fn for_each_candidate(&self, v: u32, visit: impl FnMut(u32)) {
        self.0.for_each_candidate(v, visit);
    }
    fn side_index(&self, v: u32) -> u32 {
        self.0.side_index(v)
    }
    fn side_len(&self) -> usize {
        self.0.side_len()
    }
    const SLOTS: u8 = Field::SLOTS;
    fn step(&self, s: u8) -> u32 {
        self.0.step(s)
    }
}

/// A grid that does not number its candidates, so that Karp–Sipser keeps 4-byte mates and
/// degrees.
struct Unnumbered<'a>(&'a Field);

impl BipartiteGraph for Unnumbered<'_> {
    type Cursor = <Field as BipartiteGraph>::Cursor;
    fn vertex_count(&self) -> usize {
        self.0.vertex_count()
    }
    fn is_left(&self, v: u32) -> bool {
        self.0.is_left(v)
    }
    fn cursor(&self, v: u32) -> Self::Cursor {
        self.0.cursor(v)
    }
    fn next_neighbour(&self, v: u32, cursor: &mut Self::Cursor) -> Option<u32> {
        self.0.next_neighbour(v, cursor)
    }
}

proptest! {
    /// One byte per vertex for degrees and mates gives the greedy matching of 4-byte mates
    /// and degrees, and the same free lists.
    #[test]
    fn slot_bytes_give_the_same_greedy_matching(
        rows in 1..=20usize, cols in 1..=70usize, seed: u64, density in 1..=10u64,
    ) {
        let field = random_field(rows, cols, seed, density);
        prop_assert_eq!(karp_sipser_free(&field), karp_sipser_free(&Unnumbered(&field)));
    }

    #[test]
    fn degrees_counted_one_by_one_give_the_same_greedy_matching(
        rows in 1..=20usize, cols in 1..=70usize, seed: u64, density in 1..=10u64,
    ) {
        let field = random_field(rows, cols, seed, density);
        prop_assert_eq!(karp_sipser_free(&field), karp_sipser_free(&CountedDegrees(&field)));
    }
}
