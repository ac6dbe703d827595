//! Undirected vertex geography on any bipartite graph: which start vertices win for the player to
//! move.
//!
//! A token stands on a start vertex, which counts as visited; the players alternately move it to an
//! adjacent unvisited vertex, and a player who cannot move loses. By the theorem of the crate
//! documentation, the player to move from `v` wins iff every maximum matching covers `v`. Every
//! search uses explicit queues and stacks: no recursion anywhere.
//!
//! # Architecture
//! - `graph`: the [`BipartiteGraph`] trait (vertices, sides, a resumable neighbour cursor, and the
//!   hooks a compact graph uses to be read faster); `csr`: [`CsrGraph`], the general compact form
//!   (the grid of the problem, [`crate::solver::grid::Field`], is the other implementation).
//! - `matching`: [`Matching`], and the lists of free vertices the stages hand on to each other.
//! - `karp_sipser`: the greedy start, [`karp_sipser()`]; `karp_sipser_slots`, the same on a grid
//!   with one byte per vertex for its degree and then its mate's slot.
//! - `hopcroft_karp`: [`hopcroft_karp()`], phases of shortest augmenting paths, then
//!   [`hungarian_searches()`], one BFS per free vertex that deletes the trees of failed searches
//!   (the searches alone are what the pipeline runs where Karp–Sipser leaves many free vertices;
//!   the phases, with their O(E sqrt V) bound, serve general graphs and the tests);
//!   `slot_searches`, those searches on a grid's bytes (one search's state and step in
//!   `slot_search`), and `guided_searches`, the same guided by labels toward the free vertices
//!   where those are few.
//! - `push_relabel`: [`push_relabel()`], with its global relabelling (`relabel`) in bands of the
//!   labelled side on big graphs (`bands`); `slots` keeps mates as one-byte slots for both it and
//!   the avoidable search.
//! - `avoidable`: [`avoidable()`], the vertices some maximum matching misses; after the Hungarian
//!   searches, the pipeline hands it the trees they deleted, which are the avoidable vertices of
//!   the roots' side, so that it walks from the other side's free vertices only.
//! - `solve`: [`maximum_matching`] (which strategy runs after Karp–Sipser, and why),
//!   [`solve()`] and [`solve_with_matching`], and the answers, [`Outcomes`].
//!
//! # Memory
//! Per vertex, at the peak: 4 bytes for the matching (on a grid whose searches run, none: one
//! byte of slots per vertex, which the searches split by side), plus the largest of: the degrees
//! of Karp–Sipser (4 bytes; none on a grid, whose byte holds the degree and then the slot); push-relabel's labels and
//! mate slots, 2 and 1 bytes per [`BipartiteGraph::side_len`] entry (a grid packs each side into
//! half its vertices); Hopcroft–Karp's and the Hungarian searches' layers and cursors, 4 bytes and
//! one [`BipartiteGraph::Cursor`] per `side_len` entry, and a bit per vertex for the deleted trees
//! (which the avoidable search then takes as its result set), and the guided searches' labels, a
//! byte per `side_len` entry (a byte per vertex for their raster distances, briefly); the
//! avoidable search's mates as one byte
//! each on a graph that numbers its candidates. Work lists hold at most one `u32` per vertex; the
//! results are bit sets. On a grid that comes to at most 12 bytes per cell with the input and
//! output.

pub mod avoidable;
pub mod csr;
pub mod graph;
pub mod guided_searches;
pub mod hopcroft_karp;
pub mod karp_sipser;
pub mod karp_sipser_slots;
pub mod matching;
pub mod push_relabel;
pub mod slot_search;
pub mod slot_searches;
pub mod slots;
pub mod solve;
pub mod vertex_set;

pub use avoidable::avoidable;
pub use csr::{CsrError, CsrGraph};
pub use graph::{BipartiteGraph, MAX_VERTICES, Neighbours, UNMATCHED, neighbours};
pub use hopcroft_karp::{hopcroft_karp, hungarian_searches};
pub use karp_sipser::karp_sipser;
pub use matching::Matching;
pub use push_relabel::push_relabel;
pub use solve::{Outcomes, SEARCHES_FROM, Solution, maximum_matching, solve, solve_with_matching};
pub use vertex_set::VertexSet;
pub(crate) use vertex_set::{bit_window, gather_byte_bits};
