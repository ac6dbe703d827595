//! Shrinking a failing input to a local minimum: try the problem's one-step-smaller candidates
//! (those our validator accepts and that fit the chosen size), keep the first on which the
//! program still fails the same way, and repeat until no candidate does. The result is a local
//! minimum: every single step from it passes (or fails differently). Each problem's candidates
//! are strictly smaller by some measure (see its `shrink` module), so the loop ends.
//!
//! Candidates are made on demand and judged `jobs` at a time, and the first failing one *in
//! candidate order* wins, so the result does not depend on the number of jobs (only on the program
//! being deterministic), and the candidates after it are never built.

use std::collections::HashSet;
use std::hash::{Hash, Hasher};
use std::thread;
use std::time::{Duration, Instant};

use gamecore::problem::shrink::Candidates;

/// What judging one candidate says.
pub enum Probe<T> {
    /// It fails the same way: shrink from it.
    Fails(T),
    /// It passes, fails differently, or is not a valid candidate.
    Passes,
    /// Something worth stopping for (our own bug): end here with it.
    Abort(T),
}

/// The end of shrinking.
pub struct Shrunk<T> {
    /// The smallest failing input found.
    pub input: String,
    /// What judging it found.
    pub found: T,
    /// Steps taken (candidates kept).
    pub steps: usize,
    /// Candidates judged.
    pub tried: usize,
    /// How it ended.
    pub end: ShrinkEnd,
}

/// Why shrinking stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShrinkEnd {
    /// No single step fails the same way: a local minimum.
    LocalMinimum,
    /// The time budget ran out first.
    OutOfTime,
    /// A candidate showed something that ends the search (see [`Probe::Abort`]).
    Aborted,
    /// Not shrunk: its budget was zero (`--shrink-seconds 0`).
    NotAsked,
}

/// [`shrink`] for at most `most` from now; with no time at all, nothing is judged and the end
/// says it was not asked for ([`ShrinkEnd::NotAsked`]), not that time ran out.
pub fn shrink_within<T: Send>(
    input: String,
    found: T,
    smaller: &dyn Fn(&str) -> Candidates,
    probe: &(dyn Fn(&str) -> Probe<T> + Sync),
    jobs: usize,
    most: Duration,
) -> Shrunk<T> {
    if most.is_zero() {
        return Shrunk {
            input,
            found,
            steps: 0,
            tried: 0,
            end: ShrinkEnd::NotAsked,
        };
    }
    shrink(input, found, smaller, probe, jobs, Instant::now() + most)
}

/// Shrinks `input` (on which judging found `found`) with the candidates of `smaller`, judging
/// them with `probe`, `jobs` at a time, until a local minimum or `deadline`. No text is judged
/// twice (a deterministic program answers it the same way), and after a step the next round
/// starts at the same place in the candidates' order (delta debugging stays at the granularity
/// that just worked rather than retrying the halves first), wrapping round to the earlier ones.
pub fn shrink<T: Send>(
    input: String,
    found: T,
    smaller: &dyn Fn(&str) -> Candidates,
    probe: &(dyn Fn(&str) -> Probe<T> + Sync),
    jobs: usize,
    deadline: Instant,
) -> Shrunk<T> {
    let mut best = Shrunk {
        input,
        found,
        steps: 0,
        tried: 0,
        end: ShrinkEnd::LocalMinimum,
    };
    let mut judged = HashSet::from([fingerprint(&best.input)]);
    let mut resume = 0;
    'steps: loop {
        let mut candidates = rotated(smaller, best.input.clone(), resume);
        loop {
            let batch = next_batch(&mut candidates, &judged, jobs.max(1));
            if batch.is_empty() {
                return best;
            }
            if Instant::now() >= deadline {
                best.end = ShrinkEnd::OutOfTime;
                return best;
            }
            best.tried += batch.len();
            judged.extend(batch.iter().map(|(_, text)| fingerprint(text)));
            let texts: Vec<&str> = batch.iter().map(|(_, text)| text.as_str()).collect();
            let probes = probe_all(&texts, probe);
            let first = probes
                .into_iter()
                .zip(batch)
                .find(|(p, _)| !matches!(p, Probe::Passes));
            match first {
                Some((Probe::Fails(found), (index, candidate))) => {
                    best.input = candidate;
                    best.found = found;
                    best.steps += 1;
                    resume = index;
                    continue 'steps;
                }
                Some((Probe::Abort(found), (_, candidate))) => {
                    best.input = candidate;
                    best.found = found;
                    best.end = ShrinkEnd::Aborted;
                    return best;
                }
                _ => {}
            }
        }
    }
}

/// The candidates of `input` with their places in `smaller`'s order, from place `resume` on and
/// then those before it (made again rather than kept: they may be large).
fn rotated<'a>(
    smaller: &'a dyn Fn(&str) -> Candidates,
    input: String,
    resume: usize,
) -> impl Iterator<Item = (usize, String)> + 'a {
    let from = smaller(&input).enumerate().skip(resume);
    let before = std::iter::once(()).flat_map(move |()| smaller(&input).enumerate().take(resume));
    from.chain(before)
}

/// The next `jobs` candidates not judged before.
fn next_batch(
    candidates: &mut impl Iterator<Item = (usize, String)>,
    judged: &HashSet<u64>,
    jobs: usize,
) -> Vec<(usize, String)> {
    let mut fresh = HashSet::new();
    candidates
        .filter(|(_, text)| {
            let print = fingerprint(text);
            !judged.contains(&print) && fresh.insert(print)
        })
        .take(jobs)
        .collect()
}

/// A 64-bit hash of a judged text, to judge none twice (std's hasher with fixed keys: the same
/// on every run).
fn fingerprint(text: &str) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// Judges every candidate of a batch at once, one thread each.
fn probe_all<T: Send>(batch: &[&str], probe: &(dyn Fn(&str) -> Probe<T> + Sync)) -> Vec<Probe<T>> {
    if batch.len() == 1 {
        return vec![probe(batch[0])];
    }
    thread::scope(|scope| {
        let handles: Vec<_> = batch
            .iter()
            .map(|candidate| scope.spawn(move || probe(candidate)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Probe::Passes))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn later() -> Instant {
        Instant::now() + Duration::from_secs(60)
    }

    /// Drops one character.
    fn drop_one(text: &str) -> Candidates {
        let text = text.to_owned();
        Box::new((0..text.len()).map(move |i| format!("{}{}", &text[..i], &text[i + 1..])))
    }

    #[test]
    fn ends_at_a_local_minimum() {
        let fails = |t: &str| t.contains('a') && t.matches('b').count() >= 2;
        let probe = |t: &str| {
            if fails(t) {
                Probe::Fails(())
            } else {
                Probe::Passes
            }
        };
        for jobs in [1, 3] {
            let shrunk = shrink("xxbyaybzz".into(), (), &drop_one, &probe, jobs, later());
            assert_eq!(shrunk.end, ShrinkEnd::LocalMinimum);
            assert!(fails(&shrunk.input));
            assert!(drop_one(&shrunk.input).all(|c| !fails(&c)));
            // The first failing candidate in order wins, whatever the number of jobs.
            assert_eq!(shrunk.input, "bab");
        }
    }

    #[test]
    fn a_local_minimum_of_a_real_problem() {
        // Fails while the river has two land cells of column 2 (and it always stays valid).
        let fails = |t: &str| {
            more_reclamation::parse(t).is_ok_and(|p| {
                p.land()
                    .iter()
                    .filter(|c| c.column == more_reclamation::Column::Right)
                    .count()
                    >= 2
            })
        };
        let probe = |t: &str| {
            if fails(t) {
                Probe::Fails(())
            } else {
                Probe::Passes
            }
        };
        let input = more_reclamation::generate::random(3, 60, 30);
        assert!(fails(&input));
        let smaller = more_reclamation::PROBLEM.shrinking.smaller;
        let shrunk = shrink(input, (), &smaller, &probe, 2, later());
        assert_eq!(shrunk.end, ShrinkEnd::LocalMinimum);
        assert!(smaller(&shrunk.input).all(|c| !fails(&c)));
        assert_eq!(shrunk.input, "2 2\n1 2\n2 2\n");
    }

    #[test]
    fn stops_on_an_abort_and_out_of_time() {
        let probe = |t: &str| {
            if t.len() == 3 {
                Probe::Abort(7)
            } else {
                Probe::Fails(0)
            }
        };
        let shrunk = shrink("abcdef".into(), 0, &drop_one, &probe, 2, later());
        assert_eq!(
            (shrunk.end, shrunk.found, shrunk.input.len()),
            (ShrinkEnd::Aborted, 7, 3)
        );
        let never = |_: &str| Probe::Fails(0);
        let past = Instant::now();
        let shrunk = shrink("abc".into(), 0, &drop_one, &never, 1, past);
        assert_eq!(
            (shrunk.end, shrunk.input.as_str()),
            (ShrinkEnd::OutOfTime, "abc")
        );
    }
}
