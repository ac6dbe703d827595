//! Tests of `src/tools/explore/`.

mod show;
