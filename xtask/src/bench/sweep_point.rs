//! One measured point of a density sweep, shared by the sweep that measures it and the chart
//! that draws it.

use std::time::Duration;

/// One density of a [`DensitySweep`](crate::ladders::DensitySweep) at one size: per seed, the
/// medians of our solver's and the reference's times.
pub(super) struct SweepPoint {
    /// The side of the square field.
    pub(super) side: u64,
    /// The obstacle density, in cells per thousand.
    pub(super) per_mille: u64,
    /// Our solver's median time, per seed.
    pub(super) ours: Vec<Duration>,
    /// The reference's median time, per seed.
    pub(super) reference: Vec<Duration>,
}

impl SweepPoint {
    /// The geometric mean of `times`.
    pub(super) fn mean(times: &[Duration]) -> f64 {
        let logs: f64 = times.iter().map(|t| t.as_secs_f64().max(1e-6).ln()).sum();
        (logs / times.len() as f64).exp()
    }

    /// The reference's time over ours, per seed.
    pub(super) fn ratios(&self) -> impl Iterator<Item = f64> + '_ {
        self.ours
            .iter()
            .zip(&self.reference)
            .map(|(o, r)| r.as_secs_f64() / o.as_secs_f64())
    }
}
