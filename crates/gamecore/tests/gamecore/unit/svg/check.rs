//! Tests of `src/svg/check/`.

mod drawn;
