//! Tests of `src/tools/generate/`.

mod corridors;
