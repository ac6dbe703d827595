//! Longest simple paths in one painter's region, for the split.
//!
//! A greedy walk (`super::pocket::pocket_path`) that meets the cheap bound settles a position
//! before any table look-up; otherwise it is the first path proven.
//! Longest paths are memoised on (region, start) as intervals; a step is skipped when its upper
//! bound ([`crate::solver::board::path_bound`]) cannot beat the best found, and the search stops
//! when the best meets the region's bound (the sharper [`crate::solver::board::block_bound`] too,
//! taken before any step is searched, since most positions searched end proving that no path
//! passes the caller's threshold). Skipping a step that cannot do better, and stopping at a proven
//! optimum, keep the maximum.
//!
//! A caller asks for the length only within a window (threshold, goal), as alpha-beta asks for a
//! value: a length at most the threshold comes back as an upper bound at most the threshold, one
//! at least the goal as a lower bound at least the goal (the search stops at the first path that
//! long), fail-soft both ways. A caller wanting the exact length opens the window wide.
//!
//! A step inherits what its position already computed: the greedy walk's rest when it is the
//! walk's first room (the walk only looks at rooms next to itself, all reachable from there), its
//! cheap bound from the ordering of the steps, and, when it is the only step, the position's
//! bound less one, which spares it the block bound.

use super::company::Company;
use super::entries::PathEntry;
use super::pocket::{greedy_step, pocket_path};
use super::progress::Progress;
use super::stack::{self, Entered, Frame};
use crate::solver::board::{block_bound, path_bound, reach, rooms};
use crate::solver::rooms::RoomSet;

/// Regions with at least this many rooms get the block bound too (it costs a graph traversal).
const BLOCK_BOUND_MIN_ROOMS: u32 = 8;

/// Longest paths in regions smaller than this are searched again rather than stored.
const PATH_MEMO_MIN_ROOMS: u32 = 3;

/// The better of the two exact path bounds, the block bound only on larger regions.
pub fn sharp_bound<R: RoomSet>(start: usize, region: R) -> u32 {
    let cheap = path_bound(start, region);
    if region.count() >= BLOCK_BOUND_MIN_ROOMS {
        cheap.min(block_bound(start, region))
    } else {
        cheap
    }
}

/// What the longest-path search reads and writes: the company's longest-path table and signals,
/// the counts, and its explicit stack (kept between searches to reuse its memory).
pub struct PathSearch<'a, R: RoomSet, C> {
    /// The company: its longest-path table and signals.
    pub company: &'a mut C,
    /// The counts.
    pub progress: &'a mut Progress,
    /// The explicit stack.
    pub stack: &'a mut Vec<PathFrame<R>>,
}

/// A longest path to find: from `start` through `region` (the free rooms reachable from it), for
/// a caller that only needs a length above `threshold` (any negative one: none) and below `goal`
/// (`i32::MAX`: none; at most 0: any path will do); outside those, a bound is enough.
#[derive(Clone, Copy)]
pub struct PathQuery<R: RoomSet> {
    start: usize,
    region: R,
    threshold: i32,
    goal: i32,
    /// The greedy walk's length from `start` through `region`, when the caller knows it.
    walk: Option<i32>,
    /// The bound the caller already knows.
    ceiling: Ceiling,
}

/// An upper bound a step inherits from the position it leaves.
#[derive(Clone, Copy)]
enum Ceiling {
    /// None known: the step computes its own.
    Unknown,
    /// The step's [`path_bound`], computed when the steps were ordered.
    Cheap(i32),
    /// One less than the bound of a position with a single step: at least as sharp as the
    /// step's own block bound (its blocks are the position's, less the bridge to the step),
    /// so the step computes only its cheap bound.
    Sharp(i32),
}

impl Ceiling {
    /// The cheap bound of the step from `start` through `region`, the inherited one folded in.
    fn cheap<R: RoomSet>(self, start: usize, region: R) -> i32 {
        match self {
            Ceiling::Cheap(bound) => bound,
            Ceiling::Sharp(bound) => bound.min(path_bound(start, region) as i32),
            Ceiling::Unknown => path_bound(start, region) as i32,
        }
    }

    /// `bound` (from [`Ceiling::cheap`]) with the block bound folded in, unless the inherited
    /// bound is already at least as sharp.
    fn sharpen<R: RoomSet>(self, bound: i32, start: usize, region: R) -> i32 {
        match self {
            Ceiling::Sharp(_) => bound,
            _ => bound.min(sharp_bound(start, region) as i32),
        }
    }
}

/// A longest-path position being searched: its bound, its steps and the best path so far.
#[derive(Clone, Copy)]
pub struct PathFrame<R: RoomSet> {
    start: u8,
    region: R,
    /// Only a length above `threshold` and below `goal` matters to the caller.
    threshold: i32,
    goal: i32,
    /// An upper bound on the length (the sharp one).
    bound: i32,
    /// (next room, the region reachable from it, a bound on the path through it).
    steps: [(u8, R, i32); 3],
    count: u8,
    next: u8,
    /// The longest path proven so far (a lower bound).
    found: i32,
    /// The most any step tried or skipped can give (an upper bound once all are accounted).
    ceiling: i32,
    /// The threshold the step being searched was given.
    step_threshold: i32,
    /// The greedy walk's first room from `start`, and its length from there.
    walk_first: u8,
    walk_rest: i32,
}

impl<'a, R: RoomSet, C: Company<R>> Frame<PathSearch<'a, R, C>> for PathFrame<R> {
    type Child = PathQuery<R>;

    /// The length (or a bound beyond the threshold or the goal) when trivial, memoised or bounded,
    /// else the frame with the steps ordered by their bounds, most promising first.
    fn enter(context: &mut PathSearch<'a, R, C>, query: PathQuery<R>) -> Entered<Self> {
        let PathQuery {
            start,
            region,
            threshold,
            goal,
            walk,
            ceiling,
        } = query;
        // At most one room (clearing the lowest bit leaves nothing): that is the path. A
        // stopped solver unwinds at once (it records nothing).
        if region.at_most_one() || context.company.stopped() {
            return Entered::Value(region.count() as i32);
        }
        // The cheap bound first; the block bound only if a second step must be tried.
        let mut bound = ceiling.cheap(start, region);
        if bound <= threshold {
            return Entered::Value(bound);
        }
        // A greedy walk is a path: one meeting the bound is a longest one, one reaching the goal
        // all the caller asks, found without a table look-up (a cache miss); else a lower bound.
        let walked = walk.unwrap_or_else(|| pocket_path(start, region));
        if walked >= bound.min(goal) {
            return Entered::Value(walked);
        }
        let mut found = walked;
        if let Some((lower, upper)) = context.known_path(start, region) {
            // Exact, or a bound beyond the threshold or the goal.
            if lower == upper || upper <= threshold || lower >= goal {
                return Entered::Value(if lower >= goal { lower } else { upper });
            }
            found = found.max(lower);
            bound = bound.min(upper);
        }
        // The cheap bound and the memo did not settle it: the block bound may.
        let bound = ceiling.sharpen(bound, start, region);
        if bound <= threshold || found >= bound {
            return Entered::Value(bound);
        }
        context.tick();
        let (steps, count) = steps(start, region, bound);
        // The walk from its first room is the rest of this one: the step there inherits it.
        let walk_first = greedy_step(start, region).map_or(u8::MAX, |room| room as u8);
        Entered::Search(PathFrame {
            walk_first,
            walk_rest: walked - 1,
            start: start as u8,
            region,
            threshold,
            goal,
            bound,
            steps,
            count,
            next: 0,
            found,
            ceiling: found,
            step_threshold: 0,
        })
    }

    fn absorb(&mut self, child: i32) {
        // The child's answer is a path's length above the threshold it was given (exact below
        // its goal, a lower bound from it on), an upper bound otherwise. A lower bound takes
        // `found` to the goal, after which the ceiling is no longer read.
        if child > self.step_threshold {
            self.found = self.found.max(1 + child);
        }
        self.ceiling = self.ceiling.max(1 + child);
    }

    /// The next step worth searching, given the threshold `max(threshold, found) - 1`: only a
    /// longer path than the best proven (or than what the caller needs) matters; steps whose bound
    /// cannot pass it are skipped.
    // Inlined into the driver's loop, where the hand-written loop had it (1% of the instructions).
    #[inline(always)]
    fn next_child(&mut self, _: &mut PathSearch<'a, R, C>) -> Option<PathQuery<R>> {
        // The bound exceeds the threshold (else the position was settled on entry) and `found`.
        while self.next < self.count && self.found < self.bound.min(self.goal) {
            let floor = self.threshold.max(self.found);
            let (next, rest, step_bound) = self.steps[usize::from(self.next)];
            if step_bound <= floor {
                self.ceiling = self.ceiling.max(step_bound);
                self.next += 1;
                continue;
            }
            self.next += 1;
            self.step_threshold = floor - 1;
            return Some(PathQuery {
                start: usize::from(next),
                region: rest,
                threshold: floor - 1,
                goal: self.goal - 1,
                walk: (next == self.walk_first).then_some(self.walk_rest),
                ceiling: if self.count == 1 {
                    Ceiling::Sharp(step_bound - 1)
                } else {
                    Ceiling::Cheap(step_bound - 1)
                },
            });
        }
        None
    }

    /// Memoises what the steps proved; the result is exact when above the threshold and below the
    /// goal, since every step then is proven no longer than it; from the goal on, a lower bound.
    fn finish(self, context: &mut PathSearch<'a, R, C>) -> i32 {
        let (lower, upper) = if self.found >= self.bound {
            (self.found, self.found)
        } else if self.found >= self.goal {
            (self.found, self.bound)
        } else if self.found > self.threshold {
            (self.found, self.found)
        } else {
            // Below the bound and the goal, the steps only stop when all are accounted for.
            debug_assert_eq!(self.next, self.count);
            (self.found, self.ceiling.min(self.bound))
        };
        if self.region.count() >= PATH_MEMO_MIN_ROOMS && !context.company.stopped() {
            let entry = PathEntry::new(usize::from(self.start), self.region, lower, upper);
            context.company.store_path(entry);
        }
        if self.found >= self.goal {
            lower
        } else {
            upper
        }
    }

    fn stack<'c>(context: &'c mut PathSearch<'a, R, C>) -> &'c mut Vec<Self> {
        context.stack
    }
}

/// The steps from `start` into `region` (whose path bound is `bound`): (next room, the region
/// reachable from it, a bound on the path through it), most promising first.
fn steps<R: RoomSet>(start: usize, region: R, bound: i32) -> ([(u8, R, i32); 3], u8) {
    let mut steps = [(0u8, R::EMPTY, 0i32); 3];
    let mut count = 0;
    let options = R::neighbours(start) & region;
    if options.at_most_one() {
        // One step only: every room of the region is reached through it, so the rest is the
        // region without it, and its bound is the region's.
        let next = options.lowest();
        steps[0] = (next as u8, region & !R::bit(next), bound);
        count = 1;
    } else {
        for next in rooms(options) {
            let rest = reach(next, region & !R::bit(next));
            steps[count] = (next as u8, rest, 1 + path_bound(next, rest) as i32);
            count += 1;
        }
        steps[..count].sort_unstable_by_key(|s| std::cmp::Reverse(s.2));
    }
    (steps, count as u8)
}

impl<R: RoomSet, C: Company<R>> PathSearch<'_, R, C> {
    /// The most rooms a painter at `start` can add along a simple path through `region` (the free
    /// rooms reachable from `start`), exactly.
    pub fn longest(&mut self, start: usize, region: R) -> u32 {
        self.longest_within(start, region, -1, i32::MAX) as u32
    }

    /// The longest path from `start` through `region` when it lies strictly between `threshold`
    /// and `goal`; otherwise a bound beyond the one it passes (fail-soft, as in alpha-beta): an
    /// upper bound at most `threshold`, or a lower bound (a path found) at least `goal`.
    pub fn longest_within(&mut self, start: usize, region: R, threshold: i32, goal: i32) -> i32 {
        self.run(start, region, None, threshold, goal)
    }

    /// [`Self::longest_within`] where the greedy walk from `start` through `region`
    /// ([`pocket_path`]) is `walk`, already taken.
    pub fn longest_walked(
        &mut self,
        start: usize,
        region: R,
        walk: i32,
        threshold: i32,
        goal: i32,
    ) -> i32 {
        debug_assert_eq!(walk, pocket_path(start, region));
        self.run(start, region, Some(walk), threshold, goal)
    }

    /// The search behind both: the path search's root query.
    fn run(
        &mut self,
        start: usize,
        region: R,
        walk: Option<i32>,
        threshold: i32,
        goal: i32,
    ) -> i32 {
        debug_assert!(threshold < goal);
        let query = PathQuery {
            start,
            region,
            threshold,
            goal,
            walk,
            ceiling: Ceiling::Unknown,
        };
        stack::run::<_, PathFrame<R>>(self, query)
    }

    /// The interval memoised for the longest path from `start` through `region`.
    fn known_path(&self, start: usize, region: R) -> Option<(i32, i32)> {
        if region.count() < PATH_MEMO_MIN_ROOMS {
            return None;
        }
        let entry = self.company.find_path(start, region)?;
        Some(entry.interval())
    }

    /// Counts a longest-path position searched (the company hears of it first).
    fn tick(&mut self) {
        self.company.poll();
        self.progress.count_path(|| self.company.fill());
    }
}
