//! Exact geometry for the gamesolvers workspace: integer points and vectors (`i64` coordinates,
//! `i128` products), orientation, dot and cross products, squared distances, and circle
//! relations. Floating point never decides anything here.
//!
//! Problems whose input is decimal scale it to integers first (see each solver crate).

pub mod circle;
pub mod point;
pub mod surd;

pub use circle::{Circle, CircleRelation, Half};
pub use point::{Point, Vector, orientation};
pub use surd::U256;
