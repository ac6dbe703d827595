//! A problem's seeded inputs: the generator families `cargo xtask gen` prints, the size growth
//! `cargo xtask check` ramps through ([`grow`]), and the ladders and sweeps `cargo xtask bench`
//! times.

/// How large `cargo xtask check`'s generated inputs may grow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// Within the contest's format and limits: what a judge would give.
    Contest,
    /// Up to our accepted range, far beyond the contest.
    Beyond,
}

/// A seeded generator family as `cargo xtask gen` offers it.
pub struct Family {
    /// Its name (`random`, `chain`, ...).
    pub name: &'static str,
    /// The size arguments it takes, in order, for the usage text.
    pub sizes: &'static [&'static str],
    /// Builds one input from a seed and the size arguments (as many as `sizes` names).
    pub generate: fn(u64, &[u64]) -> String,
}

/// How a problem's cost grows, which decides how the benchmark's table summarises it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Growth {
    /// Summarised by the fitted exponent of a log-log line.
    Polynomial,
    /// Summarised by the time ratio between consecutive sizes.
    Exponential,
}

/// One generated input of the benchmark.
pub struct Case {
    /// The generator family (`random`, `chain`, ...).
    pub family: &'static str,
    /// The generator's seed.
    pub seed: u64,
    /// The value on the size axis.
    pub size: f64,
    /// The size as printed in the case name and the table.
    pub size_label: String,
    /// The family's size arguments: `cargo xtask gen <problem> <family> --seed <seed> <sizes>`
    /// prints the input.
    pub sizes: Vec<u64>,
    /// Whether the contest approach is timed too (only where it finishes in reasonable time).
    pub baseline: bool,
}

/// One problem's benchmark.
pub struct Ladder {
    /// The problem (crate) name.
    pub problem: &'static str,
    /// What the size axis counts.
    pub axis: &'static str,
    /// How to summarise the growth.
    pub growth: Growth,
    /// The cases, smallest first within each family.
    pub cases: Vec<Case>,
}

/// A density sweep (racing-car-trail's): random inputs of a fixed size at obstacle
/// densities from none to many, timed beside a C++ reference.
pub struct DensitySweep {
    /// The problem (crate) name.
    pub problem: &'static str,
    /// The generator family, whose last size argument is the obstacles per mille.
    pub family: &'static str,
    /// The fields' sizes (rows, columns), each with its seeds and its runs per point.
    pub grids: Vec<SweepGrid>,
    /// The densities, in obstacles per mille.
    pub per_mille: Vec<u64>,
    /// The reference solver's C++ source, relative to the workspace root.
    pub reference: &'static str,
}

/// One size of a [`DensitySweep`].
pub struct SweepGrid {
    /// Rows and columns.
    pub side: u64,
    /// The generator seeds, one field each per density.
    pub seeds: Vec<u64>,
    /// Timed runs of each program per field (median taken).
    pub runs: usize,
}

/// `lo` at growth 0, `hi` at growth 1, geometrically in between (sizes spread over magnitudes).
pub fn grow(growth: f64, lo: u64, hi: u64) -> u64 {
    let (lo_f, hi_f) = (lo.max(1) as f64, hi.max(1) as f64);
    let value = lo_f * (hi_f / lo_f).powf(growth.clamp(0.0, 1.0));
    (value.round() as u64).clamp(lo, hi)
}

/// A size for a case name: `1e5` for powers of ten from 10^4, else the number.
pub fn label(n: u64) -> String {
    let digits = n.to_string();
    let power_of_ten = digits.starts_with('1') && digits[1..].bytes().all(|b| b == b'0');
    if n >= 10_000 && power_of_ten {
        format!("1e{}", digits.len() - 1)
    } else {
        digits
    }
}

/// One family over powers of ten of its single size argument, from `from` to `to`, the contest
/// approach timed up to `baseline_up_to`.
pub fn powers_of_ten(
    family: &'static str,
    seed: u64,
    from: u64,
    to: u64,
    baseline_up_to: u64,
) -> impl Iterator<Item = Case> {
    std::iter::successors(Some(from), |n| Some(n * 10))
        .take_while(move |&n| n <= to)
        .map(move |n| Case {
            family,
            seed,
            size: n as f64,
            size_label: label(n),
            sizes: vec![n],
            baseline: n <= baseline_up_to,
        })
}

/// One family with one size argument, from 10 to 10^6 (10^4 when quick), the contest approach
/// timed up to 10^4: the ladder `cargo xtask new` starts a problem with.
pub fn simple_cases(family: &'static str, quick: bool) -> Vec<Case> {
    let top = if quick { 10_000 } else { 1_000_000 };
    powers_of_ten(family, 1, 10, top, 10_000).collect()
}
