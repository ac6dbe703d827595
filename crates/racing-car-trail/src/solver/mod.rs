//! The fast path. A field is read ([`read`]) into [`grid::Field`], the grid as a bipartite graph
//! (cells coloured by the parity of `row + column`, four neighbours each); [`geography`], the
//! engine for any bipartite graph, finds a maximum matching and the vertices some maximum matching
//! misses (its `solve` runs the stages), and [`output`] writes the judge's `A`/`B`/`X` grid.

pub mod geography;
pub mod grid;
pub mod output;
pub mod read;
