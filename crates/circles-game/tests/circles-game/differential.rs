//! Property tests: the fast path against the O(n^2) forest and the explicit option sets of
//! `baseline`, and against the brute force, on random valid inputs built by construction
//! (`generate::Shape`: nested, concentric, side by side, near-tangent with one-unit and sub-unit
//! gaps); and the sweep's refusals against the O(n^2) pair check on arbitrary small circles.

use circles_game::generate::{Layout, Shape, to_input};
use circles_game::{ContainmentForest, baseline, brute, forest, grundy, parse, solve};
use geom::{Circle, CircleRelation};
use proptest::prelude::*;

fn layout() -> impl Strategy<Value = Layout> {
    prop_oneof![
        Just(Layout::Row),
        Just(Layout::Column),
        Just(Layout::Diagonal)
    ]
}

/// A random forest shape of 1 to `max` circles: circle i's parent is any earlier circle, or none.
fn shape(max: usize) -> impl Strategy<Value = Shape> {
    (1..=max).prop_flat_map(|n| {
        (
            (0..n).map(|i| 0..=i).collect::<Vec<_>>(),
            proptest::collection::vec(prop_oneof![Just(0u32), 0u32..6], n),
            proptest::collection::vec(prop_oneof![Just(0u32), 0u32..8], n),
            proptest::collection::vec(-3i32..=3, n),
            proptest::collection::vec(layout(), n),
            layout(),
        )
            .prop_map(move |(parent, slack, gap, shift, layout, roots)| Shape {
                parent: (0..n)
                    .map(|i| (parent[i] < i).then_some(parent[i]))
                    .collect(),
                slack,
                gap,
                shift,
                layout,
                roots,
            })
    })
}

/// Circles realising a random shape, translated near the origin or near the edge of the range,
/// listed in a random order: `(circles, input text)`.
fn valid_input(max: usize) -> impl Strategy<Value = (Vec<Circle>, String)> {
    let offset = prop_oneof![
        -50i64..50,
        999_000_000i64..999_990_000,
        -999_990_000i64..-999_000_000
    ];
    (shape(max), offset.clone(), offset).prop_flat_map(|(shape, dx, dy)| {
        let circles = shape.circles(dx, dy);
        let order: Vec<usize> = (0..circles.len()).collect();
        (Just(circles), Just(order).prop_shuffle()).prop_map(|(circles, order)| {
            let listed: Vec<Circle> = order.iter().map(|&i| circles[i]).collect();
            let text = to_input(&circles, &order);
            (listed, text)
        })
    })
}

/// The two circles (1-based) a refusal names, and its verb.
fn named_pair(message: &str) -> (usize, usize, String) {
    let rest = message
        .split("circles ")
        .nth(1)
        .expect("a refusal names two circles");
    let words: Vec<&str> = rest.split_whitespace().collect();
    (
        words[0].parse().unwrap(),
        words[2].parse().unwrap(),
        words[3].to_owned(),
    )
}

fn verb_of(relation: CircleRelation) -> Option<&'static str> {
    match relation {
        CircleRelation::Touching => Some("touch"),
        CircleRelation::Crossing => Some("cross"),
        CircleRelation::Equal => Some("coincide"),
        _ => None,
    }
}

proptest! {
    #[test]
    fn sweep_forest_equals_quadratic_forest((_, text) in valid_input(40)) {
        let circles = parse(&text).unwrap();
        let fast = ContainmentForest::build(&circles).unwrap();
        prop_assert_eq!(fast.parents_by_input(), baseline::forest(&circles).unwrap());
        // The lean path from the text finds the same forest.
        let lean = forest::parents_of_text(&text);
        prop_assert_eq!(lean.as_deref(), Some(fast.parents()));
    }

    #[test]
    fn trie_values_equal_explicit_option_sets((_, text) in valid_input(40)) {
        let circles = parse(&text).unwrap();
        let fast = grundy::values(&ContainmentForest::build(&circles).unwrap());
        let parent = baseline::forest(&circles).unwrap();
        let slow = baseline::grundy_values(&parent);
        prop_assert_eq!(&fast.of_circle, &slow);
        prop_assert_eq!(solve(&text).unwrap(), baseline::solve(&text).unwrap());
    }

    #[test]
    fn fast_answer_equals_brute_force((_, text) in valid_input(11)) {
        prop_assert_eq!(solve(&text).unwrap(), brute::solve(&text).unwrap());
    }

    /// Arbitrary small circles, mostly meeting: the sweep refuses exactly when some pair meets,
    /// and the pair it names does meet, as it says, at the later one's line.
    #[test]
    fn refusals_equal_the_pair_check(
        list in proptest::collection::vec((-6i64..6, -6i64..6, 1i64..5), 1..8)
    ) {
        let circles: Vec<Circle> = list.iter().map(|&(x, y, r)| Circle::new(x, y, r)).collect();
        let order: Vec<usize> = (0..circles.len()).collect();
        let text = to_input(&circles, &order);
        let parsed = parse(&text).unwrap();
        let fast = ContainmentForest::build(&parsed);
        let slow = baseline::forest(&parsed);
        let lean = forest::parents_of_text(&text);
        prop_assert_eq!(lean.as_deref(), fast.as_ref().ok().map(|f| f.parents()));
        match (fast, slow) {
            (Ok(fast), Ok(slow)) => prop_assert_eq!(fast.parents_by_input(), slow),
            (Err(error), Err(_)) => {
                let (a, b, verb) = named_pair(&error.message);
                prop_assert!(a < b);
                prop_assert_eq!(error.pos.line, b + 1);
                let relation = circles[a - 1].relation(&circles[b - 1]);
                prop_assert_eq!(verb_of(relation), Some(verb.as_str()));
            }
            (fast, slow) => prop_assert!(false, "sweep {:?} but pair check {:?}", fast, slow),
        }
    }

    /// A valid input plus one circle tangent to one of its circles (from outside along an axis or
    /// a 3-4-5 slope, or from inside at its rightmost point; a unit circle "inside" a unit circle
    /// coincides with it) or crossing it (a copy moved by one unit) is always refused, naming a
    /// pair that meets as stated.
    #[test]
    fn an_added_meeting_circle_is_refused(
        (circles, _) in valid_input(20),
        pick in any::<prop::sample::Index>(),
        kind in 0..4u8,
        m in 1i64..5,
    ) {
        let c = circles[pick.index(circles.len())];
        let added = match kind {
            0 => Circle::new(c.center.x + c.r + m, c.center.y, m),
            1 => {
                let k = c.r / 5 + m;
                Circle::new(c.center.x + 3 * k, c.center.y - 4 * k, 5 * k - c.r)
            }
            2 => {
                let inner = m.min(c.r - 1).max(1);
                Circle::new(c.center.x + c.r - inner, c.center.y, inner)
            }
            // A copy moved by one unit crosses the original.
            _ => Circle::new(c.center.x + m % 2, c.center.y + 1 - m % 2, c.r),
        };
        let mut all = circles.clone();
        all.push(added);
        let order: Vec<usize> = (0..all.len()).collect();
        let text = to_input(&all, &order);
        prop_assert_eq!(forest::parents_of_text(&text), None);
        let error = solve(&text).unwrap_err();
        let (a, b, verb) = named_pair(&error.message);
        prop_assert_eq!(verb_of(all[a - 1].relation(&all[b - 1])), Some(verb.as_str()));
    }
}

/// A chain of 10^6 nested circles through the whole solver with the default stack.
#[test]
fn a_million_nested_circles() {
    let text = circles_game::generate::chain(7, 1_000_000);
    assert_eq!(solve(&text).unwrap(), "Alice\n");
}
