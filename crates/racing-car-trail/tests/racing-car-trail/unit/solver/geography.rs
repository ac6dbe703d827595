//! Tests of `src/solver/geography/`.

mod guided_searches;
mod hopcroft_karp;
mod karp_sipser;
mod karp_sipser_slots;
mod push_relabel;
mod slot_search;
mod slot_searches;
mod solve;
mod test_support;
mod vertex_set;
