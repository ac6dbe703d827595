//! geom's tests, one binary: each source file's tests under `unit/`.

mod unit;
