//! Tests of `src/solver/treap.rs`.

use circles_game::solver::treap::*;
use gamecore::rng::SplitMix64;
use std::cmp::Ordering;

/// Places a point standing just above position `gap - 1` of `model` against `arc`.
fn against(model: &[u32], gap: usize, arc: u32) -> Ordering {
    let at = model.iter().position(|&a| a == arc).expect("a live arc");
    if at < gap {
        Ordering::Greater
    } else {
        Ordering::Less
    }
}

fn neighbours(model: &[u32], below: Option<usize>, above: usize) -> (u32, u32) {
    let below = below.map_or(NIL, |i| model[i]);
    (below, model.get(above).copied().unwrap_or(NIL))
}

/// Every link of the live arcs against `model`, the order bottom to top: children form a
/// binary search tree of the order, heap-ordered by priority, and every missing child is a
/// thread to the neighbour on its side; `parent_of` finds each arc's parent.
fn check_links<T>(order: &ArcOrder<T>, model: &[u32]) {
    let rank = |arc: u32| model.iter().position(|&a| a == arc).expect("a live arc");
    let mut parents = vec![(order.root, NIL)];
    if is_thread(order.root) {
        assert!(model.is_empty() && order.root == thread(NIL));
        parents.clear();
    }
    let mut seen = 0;
    while let Some((arc, parent)) = parents.pop() {
        seen += 1;
        assert_eq!(order.parent_of(arc), parent, "parent of {arc}");
        let at = rank(arc);
        for (dir, link) in order.links(arc).into_iter().enumerate() {
            if is_thread(link) {
                let next = if dir == 0 {
                    at.checked_sub(1)
                } else {
                    Some(at + 1)
                };
                let want = next.and_then(|i| model.get(i).copied()).unwrap_or(NIL);
                assert_eq!(target(link), want, "thread {dir} of {arc}");
            } else {
                assert_eq!(rank(link) > at, dir == 1, "child {dir} of {arc}");
                assert!(order.priority(link) <= order.priority(arc), "heap at {arc}");
                parents.push((link, arc));
            }
        }
    }
    assert_eq!(seen, model.len(), "every live arc is reached from the root");
}

/// The treap against a vector of arcs: circles go in at random places (nested in others or
/// beside them) and come out when their two arcs are adjacent, as in the sweep.
#[test]
fn matches_a_vector_of_arcs() {
    for (seed, circles, steps) in [(5, 600u32, 4000), (6, 40, 400), (7, 8, 200)] {
        matches_a_vector_of_arcs_from(seed, circles, steps);
    }
}

fn matches_a_vector_of_arcs_from(seed: u64, circles: u32, steps: usize) {
    let mut rng = SplitMix64::new(seed);
    let nodes = (0..circles).map(Node::new).collect();
    let mut order = ArcOrder::<u32>::new(nodes, seed + 4);
    let mut model: Vec<u32> = Vec::new();
    let mut next = 0u32;
    for step in 0..steps {
        let removable: Vec<u32> = (model.windows(2))
            .filter(|w| !is_upper(w[0]) && w[1] == upper_arc(circle_of(w[0])))
            .map(|w| circle_of(w[0]))
            .collect();
        if next < circles && (removable.is_empty() || rng.chance(3, 5)) {
            let gap = rng.below(model.len() as u64 + 1) as usize;
            let slot = order
                .locate(|arc, &payload| {
                    assert_eq!(payload, circle_of(arc), "the payload of the arc's circle");
                    against(&model, gap, arc)
                })
                .unwrap();
            let expect = neighbours(&model, gap.checked_sub(1), gap);
            assert_eq!((slot.below, slot.above), expect);
            order.insert_circle(slot, next);
            model.splice(gap..gap, arcs_of(next));
            next += 1;
        } else if !removable.is_empty() {
            let c = removable[rng.below(removable.len() as u64) as usize];
            let at = model.iter().position(|&a| a == lower_arc(c)).unwrap();
            let got = order.remove_circle(c);
            assert_eq!(got, neighbours(&model, at.checked_sub(1), at + 2));
            model.drain(at..at + 2);
        }
        assert_eq!(order.in_order(), model);
        if circles < 100 || step % 97 == 0 {
            check_links(&order, &model);
        }
    }
    assert_eq!(next, circles, "every circle went in");
}

/// Circles nested one in the next (as a chain enters) are placed with two calls of `place`
/// each, between the arcs of the circle that went in last, and the links stay right.
#[test]
fn a_point_inside_the_last_circle_needs_no_search() {
    for seed in 0..8 {
        let mut order = ArcOrder::<u32>::new((0..60).map(Node::new).collect(), seed);
        let mut model: Vec<u32> = Vec::new();
        for c in 0..60 {
            // Every third circle goes beside the last one instead, above its upper arc.
            let gap = if c % 3 == 2 {
                c as usize + 1
            } else {
                c as usize
            };
            let mut calls = 0;
            let slot = order
                .locate(|arc, _| {
                    calls += 1;
                    against(&model, gap, arc)
                })
                .unwrap();
            if c % 3 == 1 {
                assert_eq!(calls, 2, "circle {c} goes inside circle {}", c - 1);
            }
            order.insert_circle(slot, c);
            model.splice(gap..gap, arcs_of(c));
            check_links(&order, &model);
        }
    }
}

#[test]
fn arc_ids_name_their_circle_and_half() {
    let mut seen = Vec::new();
    for c in 0..50 {
        let [lower, upper] = arcs_of(c);
        assert_eq!((lower, upper), (lower_arc(c), upper_arc(c)));
        assert_eq!((circle_of(lower), circle_of(upper)), (c, c));
        assert!(!is_upper(lower) && is_upper(upper));
        seen.extend([lower, upper]);
    }
    // The ids of n circles fill 0..2n exactly, and no id has the thread bit.
    assert_eq!(seen, (0..100).collect::<Vec<u32>>());
    assert!(!is_thread(upper_arc(NIL / 2 - 1)) && upper_arc(NIL / 2 - 1) < NIL);
    assert_eq!((target(thread(7)), target(thread(NIL))), (7, NIL));
}

#[test]
fn a_point_on_an_arc_is_reported() {
    let on_upper_0 = |arc| {
        if arc == upper_arc(0) {
            Ordering::Equal
        } else {
            Ordering::Greater
        }
    };
    for seed in 0..16 {
        let mut order = ArcOrder::new(vec![Node::new(()); 2], seed);
        let slot = order.locate(|_, _| unreachable!()).unwrap();
        assert_eq!((slot.below, slot.above), (NIL, NIL));
        order.insert_circle(slot, 0);
        assert_eq!(order.locate(|arc, _| on_upper_0(arc)), Err(upper_arc(0)));
        let slot = order.locate(|_, _| Ordering::Greater).unwrap();
        order.insert_circle(slot, 1);
        assert_eq!(order.in_order(), vec![0, 1, 2, 3]);
        assert_eq!(order.remove_circle(1), (upper_arc(0), NIL));
        assert_eq!(order.in_order(), vec![0, 1]);
        assert_eq!(order.remove_circle(0), (NIL, NIL));
        assert!(order.in_order().is_empty());
        assert_eq!(order.root, thread(NIL));
    }
}
