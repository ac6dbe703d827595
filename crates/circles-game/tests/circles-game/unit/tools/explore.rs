//! Tests of `src/tools/explore/`.

mod evaluation;
