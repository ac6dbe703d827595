//! The engine on its own: every matching algorithm, from every start, reaches the maximum size of
//! a plain augmenting-path matcher; the avoidable sets agree with re-matching per vertex; and the
//! geography answers agree with the game played out on random bipartite graphs (not only grids).

use crate::common;

use common::{CellGraph, matching_size};
use gamecore::rng::SplitMix64;
use gamecore::{ImpartialGame, ImpartialSolver, Outcome};
use proptest::prelude::*;
use racing_car_trail::generate;
use racing_car_trail::geography::{
    self, BipartiteGraph, CsrError, CsrGraph, Matching, avoidable, hopcroft_karp,
    hungarian_searches, karp_sipser, push_relabel,
};
use racing_car_trail::grid::Field;

/// A random bipartite graph: sides, an edge list, and an order to build a greedy matching in.
#[derive(Clone, Debug)]
struct Random {
    left: Vec<bool>,
    edges: Vec<(u32, u32)>,
}

prop_compose! {
    fn random_graph(max_side: usize)
        (lefts in 0..=max_side, rights in 0..=max_side)
        (edges in prop::collection::vec((0..lefts.max(1) as u32, 0..rights.max(1) as u32),
                                        0..=(lefts * rights * 2 / 3).max(1)),
         lefts in Just(lefts), rights in Just(rights))
        -> Random
    {
        let mut left = vec![true; lefts];
        left.extend(vec![false; rights]);
        let edges = if lefts == 0 || rights == 0 {
            Vec::new()
        } else {
            edges.into_iter().map(|(a, b)| (a, lefts as u32 + b)).collect()
        };
        Random { left, edges }
    }
}

/// The adjacency lists of a CSR graph, through the engine's trait.
fn adjacency(graph: &CsrGraph) -> Vec<Vec<usize>> {
    (0..graph.vertex_count() as u32)
        .map(|v| {
            geography::neighbours(graph, v)
                .map(|w| w as usize)
                .collect()
        })
        .collect()
}

/// A matching that pairs edges greedily in the order given.
fn greedy(n: usize, edges: &[(u32, u32)]) -> Matching {
    let mut matching = Matching::empty(n);
    for &(a, b) in edges {
        if matching.mate(a).is_none() && matching.mate(b).is_none() {
            matching.pair(a, b);
        }
    }
    matching
}

/// Checks that `matching` only uses edges of the graph and is symmetric.
fn valid(graph: &CsrGraph, matching: &Matching) -> bool {
    (0..graph.vertex_count() as u32).all(|v| match matching.mate(v) {
        None => true,
        Some(w) => matching.mate(w) == Some(v) && geography::neighbours(graph, v).any(|x| x == w),
    })
}

/// The avoidable vertices by re-matching without each vertex.
fn avoidable_by_rematching(adjacent: &[Vec<usize>], left: &[bool]) -> Vec<bool> {
    let whole = matching_size(adjacent, left, None);
    (0..adjacent.len())
        .map(|v| matching_size(adjacent, left, Some(v)) == whole)
        .collect()
}

/// Vertex geography straight from the rules on an explicit graph.
struct Geography {
    adjacent: Vec<Vec<usize>>,
}

impl ImpartialGame for Geography {
    type Position = (usize, u64);
    fn moves(&self, &(at, visited): &(usize, u64)) -> Vec<(usize, u64)> {
        self.adjacent[at]
            .iter()
            .filter(|&&next| visited >> next & 1 == 0)
            .map(|&next| (next, visited | 1 << next))
            .collect()
    }
}

fn check_all_matchings(
    graph: &CsrGraph,
    left: &[bool],
    greedy_order: &[(u32, u32)],
) -> Result<(), TestCaseError> {
    let n = graph.vertex_count();
    let adjacent = adjacency(graph);
    let maximum = matching_size(&adjacent, left, None);
    let expected = avoidable_by_rematching(&adjacent, left);
    let starts = [
        ("empty", Matching::empty(n)),
        ("greedy", greedy(n, greedy_order)),
        ("karp-sipser", karp_sipser(graph)),
    ];
    for (start_name, start) in starts {
        prop_assert!(valid(graph, &start));
        type Algorithm = fn(&CsrGraph, &mut Matching);
        let algorithms: [(&str, Algorithm); 3] = [
            ("hopcroft-karp", hopcroft_karp::<CsrGraph>),
            ("hungarian searches", hungarian_searches::<CsrGraph>),
            ("push-relabel", push_relabel::<CsrGraph>),
        ];
        for (name, algorithm) in algorithms {
            let mut matching = start.clone();
            algorithm(graph, &mut matching);
            prop_assert!(valid(graph, &matching), "{} from {}", name, start_name);
            prop_assert_eq!(matching.size(), maximum, "{} from {}", name, start_name);
            let found = avoidable(graph, &matching);
            let found: Vec<bool> = (0..n as u32).map(|v| found.contains(v)).collect();
            prop_assert_eq!(&found, &expected, "{} from {}", name, start_name);
        }
    }
    let matching = geography::maximum_matching(graph);
    prop_assert!(valid(graph, &matching));
    prop_assert_eq!(matching.size(), maximum);
    let solution = geography::solve_with_matching(graph);
    prop_assert!(valid(graph, &solution.matching));
    prop_assert_eq!(solution.matching.size(), maximum);
    prop_assert_eq!(&solution.outcomes, &geography::solve(graph));
    Ok(())
}

/// The generator's random grid of `rows x cols` cells, each free with probability `density / 10`.
fn random_grid(rng: &mut SplitMix64, rows: usize, cols: usize, density: u64) -> generate::Grid {
    generate::random_grid(rng, rows, cols, 100 * (10 - density))
}

/// A random grid of `rows x cols` cells, each free with probability `density / 10`, as a CSR
/// graph; checked by [`check_all_matchings`] with a shuffled edge order for the greedy start.
fn grid_case(rows: usize, cols: usize, seed: u64, density: u64) -> Result<(), TestCaseError> {
    let mut rng = SplitMix64::new(seed);
    let grid = random_grid(&mut rng, rows, cols, density);
    let cells = CellGraph::new(rows, cols, |r, c| grid[r][c] == b'.');
    let left = &cells.left;
    let edges: Vec<(u32, u32)> = cells
        .adjacent
        .iter()
        .enumerate()
        .flat_map(|(a, near)| {
            near.iter().filter(move |&&b| a < b).map(move |&b| {
                if left[a] {
                    (a as u32, b as u32)
                } else {
                    (b as u32, a as u32)
                }
            })
        })
        .collect();
    let mut order = edges.clone();
    rng.shuffle(&mut order);
    let graph = CsrGraph::from_edges(cells.left.clone(), &edges).unwrap();
    check_all_matchings(&graph, &cells.left, &order)
}

/// A random grid as the solver's own [`Field`], whose searches list obstacles among the
/// candidates of a cell: Hopcroft–Karp and push-relabel from the empty and the Karp–Sipser
/// matching reach the plain matcher's size, and the avoidable cells are those of re-matching.
/// (The solver's pipeline rarely reaches push-relabel on small fields; this runs it directly.)
fn field_case(rows: usize, cols: usize, seed: u64, density: u64) -> Result<(), TestCaseError> {
    let grid = random_grid(&mut SplitMix64::new(seed), rows, cols, density);
    let field = racing_car_trail::parse(&racing_car_trail::input_text(std::slice::from_ref(&grid)))
        .unwrap()
        .remove(0);
    let cells = CellGraph::new(rows, cols, |r, c| grid[r][c] == b'.');
    let maximum = matching_size(&cells.adjacent, &cells.left, None);
    let expected = avoidable_by_rematching(&cells.adjacent, &cells.left);
    type Algorithm = fn(&Field, &mut Matching);
    let algorithms: [(&str, Algorithm); 3] = [
        ("hopcroft-karp", hopcroft_karp::<Field>),
        ("hungarian searches", hungarian_searches::<Field>),
        ("push-relabel", push_relabel::<Field>),
    ];
    for (start_name, start) in [
        ("empty", Matching::empty(field.vertex_count())),
        ("karp-sipser", karp_sipser(&field)),
    ] {
        for (name, algorithm) in algorithms {
            let mut matching = start.clone();
            algorithm(&field, &mut matching);
            prop_assert_eq!(matching.size(), maximum, "{} from {}", name, start_name);
            for v in 0..field.vertex_count() as u32 {
                if let Some(w) = matching.mate(v) {
                    prop_assert_eq!(matching.mate(w), Some(v));
                    prop_assert!(geography::neighbours(&field, v).any(|x| x == w));
                }
            }
            let found = avoidable(&field, &matching);
            for (i, &(r, c)) in cells.cells.iter().enumerate() {
                prop_assert_eq!(
                    found.contains(field.vertex(r, c)),
                    expected[i],
                    "{} from {} at {} {}",
                    name,
                    start_name,
                    r,
                    c
                );
            }
        }
    }
    Ok(())
}

/// Shrunk failures of a deliberately broken push-relabel (a bumped vertex not made active again),
/// kept so that the mistake stays caught.
#[test]
fn push_relabel_reactivates_bumped_vertices() {
    let left = vec![true, true, false, false, false];
    let edges = [(1, 3), (0, 3), (0, 4)];
    let graph = CsrGraph::from_edges(left.clone(), &edges).unwrap();
    check_all_matchings(&graph, &left, &edges).unwrap();
    grid_case(5, 5, 5579959480963870016, 5).unwrap();
}

proptest! {
    #[test]
    fn matchings_and_avoidable_sets_on_random_bipartite_graphs(random in random_graph(9)) {
        let graph = CsrGraph::from_edges(random.left.clone(), &random.edges).unwrap();
        check_all_matchings(&graph, &random.left, &random.edges)?;
    }

    #[test]
    fn matchings_on_random_grids(rows in 1..=10usize, cols in 1..=10usize, seed: u64, density in 0..=10u64) {
        grid_case(rows, cols, seed, density)?;
    }

    #[test]
    fn matchings_on_random_fields(rows in 1..=10usize, cols in 1..=10usize, seed: u64, density in 0..=10u64) {
        field_case(rows, cols, seed, density)?;
    }

    #[test]
    fn geography_on_random_bipartite_graphs_by_the_rules(random in random_graph(6)) {
        let graph = CsrGraph::from_edges(random.left.clone(), &random.edges).unwrap();
        let outcomes = geography::solve(&graph);
        let mut solver = ImpartialSolver::new(Geography { adjacent: adjacency(&graph) });
        let solution = geography::solve_with_matching(&graph);
        for v in 0..graph.vertex_count() {
            let by_rules = solver.outcome(&(v, 1 << v)) == Outcome::Win;
            prop_assert_eq!(outcomes.first_player_wins(v as u32), by_rules, "vertex {}", v);
            // The explanation's witness: from a winning vertex, moving to its mate wins.
            if by_rules {
                let w = solution.matching.mate(v as u32).expect("a winning vertex is matched") as usize;
                prop_assert_eq!(solver.outcome(&(w, 1 << v | 1 << w)), Outcome::Loss, "{} -> {}", v, w);
            }
        }
    }
}

/// A path `0 - 1 - ... - (n - 1)` with the matching {1-2, 3-4, ...}: for even `n` the only
/// augmenting path is the whole path, so the searches go `n` deep.
fn long_path(n: u32) -> (CsrGraph, Matching) {
    let left = (0..n).map(|v| v % 2 == 0).collect();
    let edges: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
    let graph = CsrGraph::from_edges(left, &edges).unwrap();
    let mut matching = Matching::empty(n as usize);
    for v in (1..n - 1).step_by(2) {
        matching.pair(v, v + 1);
    }
    (graph, matching)
}

#[test]
fn augmenting_paths_as_long_as_the_graph() {
    let n = 400_000;
    let (graph, start) = long_path(n);
    for algorithm in [
        hopcroft_karp::<CsrGraph>,
        hungarian_searches::<CsrGraph>,
        push_relabel::<CsrGraph>,
    ] {
        let mut matching = start.clone();
        algorithm(&graph, &mut matching);
        assert_eq!(matching.size(), n as usize / 2);
        assert_eq!(matching.mate(0), Some(1));
        assert_eq!(matching.mate(n - 1), Some(n - 2));
    }
    // An odd path: the ends and every even position are avoidable (closed form of the spec).
    let (graph, start) = long_path(n + 1);
    let mut matching = start.clone();
    hopcroft_karp(&graph, &mut matching);
    let found = avoidable(&graph, &matching);
    assert!((0..=n).all(|v| found.contains(v) == (v % 2 == 0)));
}

#[test]
fn csr_graphs_refuse_bad_edges() {
    let left = vec![true, false, true];
    assert_eq!(
        CsrGraph::from_edges(left.clone(), &[(0, 1), (0, 2)]),
        Err(CsrError::SameSide { edge: 1 })
    );
    assert_eq!(
        CsrGraph::from_edges(left.clone(), &[(0, 3)]),
        Err(CsrError::OutOfRange { edge: 0 })
    );
    assert_eq!(
        CsrError::SameSide { edge: 1 }.to_string(),
        "edge 1 joins two vertices of one side"
    );
    let graph = CsrGraph::from_edges(left, &[(1, 0), (1, 2), (0, 1)]).unwrap();
    assert_eq!(adjacency(&graph), vec![vec![1, 1], vec![0, 2, 0], vec![1]]);
    assert!(graph.is_left(0) && !graph.is_left(1));
}
